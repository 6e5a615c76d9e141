"""Parsed Encounter effects in player words, for labels, previews, the log and the view."""

from __future__ import annotations

TITLES = {
    "terror": "Terror",
    "energy": "Energy",
    "health": "Health",
    "magic": "Magic",
    "wealth": "Wealth",
    "food": "Food",
    "exp": "Exp",
}
PART_WORDS = {
    "damage": "damage",
    "wound": "unpreventable damage",
    "terror": "Terror",
    "down": "Affinity down",
    "pool": "markers lost",
    "duration": "Duration lost",
    "discard": "discards",
    "mill": "cards milled",
    "energy": "Energy lost",
}


def phrase(node: dict) -> str:
    op, n = node["op"], node.get("n", 0)
    each = " (each)" if node.get("each") else ""
    text = {
        "pool": f"{'+' if n >= 0 else ''}{n} to the Combat Pool",
        "up": f"Affinity up {n}",
        "down": f"Affinity down {n}",
        "duration": f"Duration {'+' if n >= 0 else ''}{n}",
        "draw": f"draw {n}",
        "discard": f"discard {n}",
        "mill": f"mill {n} from the deck",
        "damage": f"{n} damage",
        "wound": f"{n} unpreventable damage",
        "time": f"{n} Time marker{'s' if n != 1 else ''} here",
        "charges": f"{n} charge{'s' if n != 1 else ''} here",
        "tick": f"take {n} Time marker{'s' if n != 1 else ''} off a card",
        "destroy": "discard the last card" if n == 1 else f"discard the last {n} cards",
        "ignore-attack": "ignore the Enemy's turn",
        "run-away": "the enemy runs away",
        "host": f"{n} of the Host join{'s' if n == 1 else ''} the Sequence",
        "spawn": f"{n} Bloom{'s' if n != 1 else ''} grow{'s' if n == 1 else ''}",
        "bloom": f"{n} bloom marker{'s' if n != 1 else ''} on the King",
        "trait": f"the Encounter {'gains' if node.get('add') else 'loses'} {node.get('trait')}",
        "reshuffle": "the King's deck is rebuilt",
    }.get(op)
    if node.get("bloom"):  # an amount read when it happens: the bloom markers on the King
        what = {"damage": "damage", "wound": "unpreventable damage"}.get(op)
        what = what or f"{op} 1 {TITLES[node['what']]}"
        text = f"{what} for each bloom marker on the King"
    elif text is None and op in ("gain", "lose"):
        text = f"{op} {n} {TITLES[node['what']]}"
    elif text is None and op == "pay":
        text = f"pay {n} {TITLES[node['what']]}"
    elif text is None and op in ("prevent", "add"):
        text = f"{op} {n} {PART_WORDS[node['what']]}"
    elif text is None and op == "day":
        text = day_words(node["effect"])
    elif text is None:
        text = structure(node)
    return text + each


def structure(node: dict) -> str:
    op = node["op"]
    if op == "choose":
        return "choose: " + " or ".join(f"({effects(o)})" for o in node["of"])
    if op == "may":
        return f"you may pay {costs(node['pay'])} to {effects(node['then'])}"
    if op == "roll":
        return "roll a die: " + "; ".join(
            f"{lo}-{hi}: {effects(body)}" if lo != hi else f"{lo}: {effects(body)}"
            for lo, hi, body in node["bands"]
        )
    if op == "if":
        text = f"if {condition(node['cond'])}: {effects(node['then'])}"
        return text + (f", else {effects(node['else'])}" if node["else"] else "")
    return op


def condition(cond: dict) -> str:
    op = cond["op"]
    return {
        "affinity": lambda: f"the Affinity is {cond.get('colour')}",
        "pool": lambda: f"the Combat Pool holds {cond.get('min')} or more",
        "sequence": lambda: f"the Sequence has {cond.get('min')} or more cards",
        "hand": lambda: f"you hold {cond.get('max')} or fewer cards",
        "attr": lambda: f"your {str(cond.get('attr')).capitalize()} is {cond.get('min')}+",
        "keyword": lambda: f"you carry a {cond.get('keyword')}",
        "connected": lambda: f"this card's {str(cond.get('key')).upper()} Key is connected",
        "mark": lambda: f"{cond.get('min')}+ {cond.get('mark')} cards are in the Sequence",
    }[op]()


def costs(items: list[dict]) -> str:
    return ", ".join(f"{c['n']} {TITLES[c['what']]}" for c in items)


def effects(nodes: list[dict]) -> str:
    return "; ".join(phrase(n) for n in nodes) or "nothing"


SCOPE_WORDS = {"party": "", "each": " each", "all": " for every Lampbearer"}


def day_words(effect: dict) -> str:
    """A journal effect (content.parse_effects) as a card or a preview says it."""
    op = effect["op"]
    if op in ("gain", "lose"):
        what = TITLES.get(effect["what"], effect["what"].capitalize())
        return f"{op} {effect['amount']} {what}{SCOPE_WORDS.get(effect.get('scope'), '')}"
    if op in _DAY_WORDS:
        return _DAY_WORDS[op](effect, _names(op, effect))
    return op.replace("-", " ")


def _names(op: str, effect: dict) -> str:
    """The name of what an effect is about: a status, an Item, a Guardian, a King, a card."""
    from game.games.tainted_grail.rules import state as S  # the content, loaded when asked

    world = S.world()
    for key, table in (
        ("status", "statuses"),
        ("item", "items"),
        ("king", "kings"),
        ("quest", "quests"),
        ("location", "locations"),
        ("at", "locations"),
        ("guardian", "encounters"),
    ):
        if key in effect:
            found = world.get(table, {}).get(str(effect[key]), {})
            return str(found.get("name") or found.get("title") or "").strip() or (
                "this card" if effect[key] == "here" else str(effect[key]).replace("-", " ")
            )
    return ""


_DAY_WORDS = {
    "draw-item": lambda e, n: f"draw an Item from deck {e['deck']}",
    "gain-item": lambda e, n: f"gain {n}",
    "lose-item": lambda e, n: f"lose {n}",
    "discard-item": lambda e, n: "discard an Item",
    "gain-secret": lambda e, n: f"gain Secret {e['secret']}",
    "lose-secret": lambda e, n: f"lose Secret {e['secret']}",
    "mark": lambda e, n: f"mark the status {n}" + (f", part {e['part']}" if e["part"] else ""),
    "unmark": lambda e, n: f"clear the status {n}" + (f", part {e['part']}" if e["part"] else ""),
    "time": lambda e, n: (
        f"{'add' if e['sign'] == '+' else 'remove'} {e['amount']} {e['timer']}"
        f" Time marker{'s' if e['amount'] != 1 else ''} on {n}"
    ),
    "qmarker": lambda e, n: (
        f"{'add' if e['sign'] == '+' else 'remove'} {e['amount']} Quest"
        f" marker{'s' if e['amount'] != 1 else ''} on {n}"
    ),
    "quest": lambda e, n: f"{n} moves on",
    "time-passes": lambda e, n: (
        f"Time Passes: mark {e['amount']} more part" + ("s" if e["amount"] != 1 else "")
    ),
    "place-guardian": lambda e, n: "a Guardian comes",
    "remove-guardian": lambda e, n: "a Guardian leaves the Shore",
    "place-king": lambda e, n: f"{n} comes",
    "remove-king": lambda e, n: f"{n} leaves",
    "reveal": lambda e, n: f"reveal {n}",
    "move": lambda e, n: f"go to {n}",
    "explore": lambda e, n: "explore here",
    "waystone": lambda e, n: f"a waystone wakes at {n}",
    "fade": lambda e, n: f"{n} fades",
    "draw-encounter": lambda e, n: f"draw a {e['colour']} Encounter",
    "encounter": lambda e, n: "an Encounter begins",
    "wyrdform": lambda e, n: "a Wyrdform takes hold",
    "chapter-end": lambda e, n: "the chapter ends",
}


def bonus(bonuses: list[dict], times: int = 1) -> str:
    out = []
    for b in bonuses:
        if b["op"] in ("play", "sway"):
            out.append("another card" if b["op"] == "play" else "sway")
        else:
            word = {"pool": "+{} pool", "draw": "draw {}", "up": "up {}"}[b["op"]]
            out.append(word.format(b["n"] * times))
    return " + ".join(out)


def sentence(text: str) -> str:
    """The first letter raised, the rest kept (``capitalize`` would lower the Wealth)."""
    return text[:1].upper() + text[1:]
