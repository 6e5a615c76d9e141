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
        "connected": lambda: f"this card's {key_name(str(cond.get('key')))} is connected",
        "mark": lambda: f"{cond.get('min')}+ {cond.get('mark')} cards are in the Sequence",
    }[op]()


def costs(items: list[dict]) -> str:
    return ", ".join(f"{c['n']} {TITLES[c['what']]}" for c in items)


def effects(nodes: list[dict]) -> str:
    return "; ".join(phrase(n) for n in nodes) or "nothing"


def day_words(effect: dict) -> str:
    """A journal effect (phrasebook.parse_effects) as a card or a preview says it."""
    op = effect["op"]
    if op in ("gain", "lose"):
        what = TITLES.get(effect["what"], effect["what"].capitalize())
        return f"{op} {effect['amount']} {what}{SCOPE_WORDS.get(effect.get('scope'), '')}"
    if op in ("mark", "unmark"):
        part = f", part {effect['part']}" if effect["part"] else ""
        verb = "mark" if op == "mark" else "clear"
        return f"{verb} the status {_names(effect)}{part}"
    if op in ("time", "qmarker"):
        n, verb = effect["amount"], "add" if effect["sign"] == "+" else "remove"
        kind = f"{effect['timer']} Time" if op == "time" else "Quest"
        return f"{verb} {n} {kind} marker{'s' if n != 1 else ''} on {_names(effect)}"
    if op == "time-passes":
        n = effect["amount"]
        return f"Time Passes: mark {n} more part{'s' if n != 1 else ''}"
    if op == "draw-item" and len(str(effect.get("deck", ""))) > 1:
        return f"draw a {effect['deck']} Item"  # the consumables are a deck by kind, not letter
    if op in DAY_TEMPLATES:
        return DAY_TEMPLATES[op].format(**effect, name=_names(effect))
    return op.replace("-", " ")


SCOPE_WORDS = {"party": "", "each": " each", "all": " for every Lampbearer"}
DAY_TEMPLATES = {  # {name}: what the effect names (a status, an Item, a card...) by its name
    "draw-item": "draw an Item from deck {deck}",
    "gain-item": "gain {name}",
    "lose-item": "lose {name}",
    "discard-item": "discard an Item",
    "gain-secret": "gain Secret {secret}",
    "lose-secret": "lose Secret {secret}",
    "quest": "{name} moves on",
    "place-guardian": "a Guardian comes",
    "remove-guardian": "a Guardian leaves the Shore",
    "place-king": "{name} comes",
    "remove-king": "{name} leaves",
    "reveal": "reveal {name}",
    "move": "go to {name}",
    "explore": "explore here",
    "waystone": "a waystone wakes at {name}",
    "fade": "{name} fades",
    "draw-encounter": "draw a {colour} Encounter",
    "encounter": "an Encounter begins",
    "wyrdform": "a Wyrdform takes hold",
    "chapter-end": "the chapter ends",
}


def _names(effect: dict) -> str:
    """The name of what an effect is about: a status, an Item, a King, a quest, a card."""
    from game.games.tainted_grail.rules import state as S  # the content, loaded when asked

    world = S.world()
    for key, table in (
        ("status", "statuses"),
        ("item", "items"),
        ("king", "kings"),
        ("quest", "quests"),
        ("location", "locations"),
        ("at", "locations"),
    ):
        if key in effect:
            found = world.get(table, {}).get(str(effect[key]), {})
            name = str(found.get("name") or found.get("title") or "").strip()
            return name or ("this card" if effect[key] == "here" else str(effect[key]))
    return ""


KEY_NAMES = {
    "ae": "Aggression/Empathy Key",
    "cc": "Courage/Caution Key",
    "ps": "Practicality/Spirituality Key",
    "magic": "Magic Key",
    "free": "Free Key",
}


def key_name(row: str) -> str:
    """A Key by the name its card prints ("the Practicality/Spirituality Key"), never "PS"."""
    return KEY_NAMES.get(row, row)


def gained(row: str, bonuses: list[dict], times: int = 1, attr: str = "") -> str:
    """A Key's Bonus gained, in words for the log and previews: "Free Key: Affinity up 1"."""
    out = []
    for b in bonuses:
        if b["op"] == "play":
            out.append("another card may follow")
        elif b["op"] == "sway":
            by = attr if attr not in ("", "free", "magic") else ""
            out.append(f"sway by {by.capitalize()}" if by else "sway")
        else:
            out.append(phrase({"op": b["op"], "n": b["n"] * times}))
    return f"{key_name(row)}: {' and '.join(out)}"


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
