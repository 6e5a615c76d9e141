"""Reading and checking the Combat and Diplomacy content (the lead's card spec): the heroes'
cards (``cards/<hero>.yaml``) and the Encounters (``encounters/<colour>.yaml``).

``extend(world, folder)`` adds ``world["cards"]`` (card id -> card) and fills every Encounter
of ``world["encounters"]`` with its playable parts. An Encounter still written only as a stub
in the old ``encounters.yaml`` plays with a plain table made from its difficulty, and a hero's
card that no file writes yet is a plain stand-in card made from the hero's Attributes, so the
game plays through while the content is being written (both are marked ``stand_in``).

Parsed fields added to a card: ``opens`` (row -> [attr, level] | True | multiplier),
``closes`` (row -> [bonus]), ``abilities`` (part -> nodes; ``use`` -> {charges, effects}).
To an Encounter: ``opens``, ``trait_list`` ([{name, low, high, effects}]), ``attack_table``
([[low, high|None, nodes]]), ``opportunity_effects``, ``response_effects`` (colour -> nodes),
``conclusion_effects`` (colour -> nodes), ``sway_rules`` (attribute|free|magic -> nodes),
``slots`` ([colour per slot, bottom first]) and ``start``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from game.core.content import ContentError, Items, Range, check, load_yaml
from game.games.tainted_grail.rules import phrasebook as day
from game.games.tainted_grail.rules.encounter import phrases as P

CARD_ID = r"(?P<hero>[a-z]+):(?P<kind>combat|diplomacy):(?P<letter>[BAWQ])(?P<n>\d{2})"
EFFECTS = object  # a phrase string, a list or a structure: checked by parsing
KEY_HALVES = {f"{k}?": object for k in P.KEYS}
ABILITY = {
    "text": str,
    **{
        f"{part}?": EFFECTS
        for part in ("place", "delayed", "attack", "before", "after", "destroyed")
    },
    "use?": {"charges": Range(1, 6), "effects": EFFECTS},
}
CARD = {
    "name": str,
    "mark?": P.MARKS,
    "passive?": bool,
    "cost?": str,
    "flavour": str,
    "left": KEY_HALVES,
    "right": KEY_HALVES,
    "ability?": ABILITY,
}
COMMON = {
    "name": str,
    "colour": day.COLOURS,
    "kind": day.KINDS,
    "difficulty": Range(1, 4),
    "guardian?": bool,
    "flavour": str,
    "traits?": Items(str, 0, 6),
    "right": KEY_HALVES,
}
COMBAT = {
    **COMMON,
    "value": Range(1, 40),
    "table": dict,
    "opportunity": EFFECTS,
    "loot?": str,
}
DIPLOMACY = {
    **COMMON,
    "duration": Range(1, 10),
    "affinity": {
        "red": Range(1, 6),
        "grey": Range(1, 6),
        "green": Range(1, 6),
        "start": Range(1, 18),
    },
    "sway": dict,
    "response": EFFECTS,
    "conclusion": {"green": EFFECTS, "grey": EFFECTS, "red": EFFECTS},
}
COMBAT_TRAITS = ("dread", "entrapment", "exhaustive", "harass", "haste", "shatter")
DIPLOMACY_TRAITS = ("discouraging", "dread", "greedy", "harass", "haste")
_HARASS = re.compile(r"harass (\d+)-(\d+): (.+)")
_RANGE = re.compile(r"(\d+)(?:-(\d+)|(\+))")


# ---- cards ---------------------------------------------------------------------------------


def parse_card(cid: str, card: dict, where: str) -> dict:
    """Check one card and add its parsed parts (in place); returns it."""
    check(card, CARD, where)
    card["id"] = cid
    card["opens"] = _opens(card["right"], where)
    card["closes"] = {row: P.bonuses(v, f"{where}, left {row}") for row, v in card["left"].items()}
    ability = card.get("ability") or {}
    card["abilities"] = {
        part: P.effects(ability[part], f"{where}, {part}")
        for part in ("place", "delayed", "attack", "before", "after", "destroyed")
        if part in ability
    }
    for node in P.walk([n for nodes in card["abilities"].values() for n in nodes]):
        if node["op"] in P.ATTACK_ONLY and "attack" not in ability:
            raise ContentError(f"{where}: '{node['op']}' belongs in an 'attack:' ability.")
    if "use" in ability:
        card["abilities"]["use"] = {
            "charges": ability["use"]["charges"],
            "effects": P.effects(ability["use"]["effects"], f"{where}, use"),
        }
    card["cost_list"] = P.costs(card["cost"], f"{where}, cost") if card.get("cost") else []
    card.setdefault("passive", False)
    return card


def _opens(right: dict, where: str) -> dict:
    return {row: P.opening(row, v, f"{where}, right {row}") for row, v in right.items()}


def read_cards(path: Path, heroes: dict) -> dict[str, dict]:
    data = load_yaml(path) or {}
    if not isinstance(data, dict):
        raise ContentError(f"{path.name}: expected a mapping of card ids to cards.")
    out = {}
    for cid, card in data.items():
        match = re.fullmatch(CARD_ID, str(cid))
        where = f"{path.name}, card '{cid}'"
        if not match or match["hero"] != path.stem or match["hero"] not in heroes:
            raise ContentError(f"{where}: a card id is <hero>:<combat|diplomacy>:<B|A|W|Q>NN.")
        out[str(cid)] = parse_card(str(cid), card, where)
        if match["letter"] == "W" and not card.get("cost"):
            raise ContentError(f"{where}: a wyrdform card has a cost.")
    return out


def stand_in_card(cid: str, hero: dict) -> dict:
    """A plain card for an id no file writes yet: a Bonus on one of the hero's rows, a Free Key
    that gives a little (two cards in three allow another card), openings the hero can meet."""
    match = re.fullmatch(CARD_ID, cid)
    assert match is not None
    n, kind, letter = int(match["n"]), match["kind"], match["letter"]
    gain = "pool" if kind == "combat" else "up"
    rows = [r for r, pair in P.ROWS.items() if any(hero["attributes"][a] for a in pair)]
    best = {r: max(P.ROWS[r], key=lambda a: hero["attributes"][a]) for r in rows}
    row = rows[n % len(rows)]
    size = 1 if letter == "B" else 2
    free = (f"{gain} 1 + play", f"{gain} 1", "draw 1 + play")[n % 3]
    card = {
        "name": f"{kind.capitalize()} {letter}{n:02d}",
        "flavour": f"A {kind} card not yet written ({cid}).",
        "left": {row: f"{gain} {size}", "free": free},
        "right": {**{r: f"{best[r]} 1" for r in rows}, "free": "1x" if n % 4 else "2x"},
    }
    return {**parse_card(cid, card, f"stand-in {cid}"), "stand_in": True}


# ---- encounters ----------------------------------------------------------------------------


def parse_encounter(eid: str, enc: dict, where: str) -> dict:
    """Check one Encounter of the new format and add its parsed parts (in place)."""
    check(enc, COMBAT if enc.get("kind") == "combat" else DIPLOMACY, where)
    enc["opens"] = _opens(enc["right"], where)
    allowed = COMBAT_TRAITS if enc["kind"] == "combat" else DIPLOMACY_TRAITS
    enc["trait_list"] = [_trait(t, allowed, f"{where}, traits") for t in enc.get("traits", [])]
    if enc["kind"] == "combat":
        enc["attack_table"] = _table(enc["table"], f"{where}, table")
        enc["opportunity_effects"] = _attack(enc["opportunity"], f"{where}, opportunity")
        enc["loot_effects"] = day.parse_effects(enc.get("loot"), f"{where}, loot")
    else:
        _diplomacy(enc, where)
    return enc


def _attack(value: Any, where: str) -> list[dict]:
    nodes = P.effects(value, where)
    for node in P.walk(nodes):
        if node["op"] in P.ATTACK_ONLY + P.CARD_ONLY:
            raise ContentError(f"{where}: '{node['op']}' is a card's phrase, not an Encounter's.")
    return nodes


def _trait(text: str, allowed: tuple, where: str) -> dict:
    match = _HARASS.fullmatch(" ".join(text.split()))
    if match:
        low, high = int(match[1]), int(match[2])
        if low > high:
            raise ContentError(f"{where}: harass {low}-{high} is an empty range.")
        return {"name": "harass", "low": low, "high": high, "effects": _attack(match[3], where)}
    if text not in allowed:
        raise ContentError(f"{where}: '{text}' is not a trait ({', '.join(allowed)}).")
    return {"name": text}


def _table(table: dict, where: str) -> list:
    rows, expect = [], 0
    for key, value in table.items():
        match = _RANGE.fullmatch(str(key).replace(" ", ""))
        if not match or int(match[1]) != expect or (rows and rows[-1][1] is None):
            raise ContentError(
                f"{where}: '{key}' should start at {expect} (ranges such as 0-2, 3+)."
            )
        high = None if match[3] else int(match[2])
        if high is not None and high < expect:
            raise ContentError(f"{where}: '{key}' is an empty range.")
        rows.append([expect, high, _attack(value, f"{where} {key}")])
        expect = (high or 0) + 1
    if not rows or rows[-1][1] is not None:
        raise ContentError(f"{where}: the last range must be open, such as '9+'.")
    return rows


def _sway_play(value: Any) -> tuple[Any, bool]:
    """A sway rule's ``play`` part apart from its effects: with it, a card gaining that sway
    Bonus may follow another in the Activation (the book's sway example 2)."""
    if not isinstance(value, str):
        return value, False
    parts = [p.strip() for p in value.split(";") if p.strip()]
    rest = [p for p in parts if p != "play"]
    return "; ".join(rest), len(rest) < len(parts)


def _diplomacy(enc: dict, where: str) -> None:
    aff = enc["affinity"]
    enc["slots"] = ["red"] * aff["red"] + ["grey"] * aff["grey"] + ["green"] * aff["green"]
    if not 1 <= aff["start"] <= len(enc["slots"]) or enc["slots"][aff["start"] - 1] != "grey":
        raise ContentError(f"{where}, affinity: the start slot must lie in grey.")
    enc["start"] = aff["start"]
    enc["sway_rules"], enc["sway_play"] = {}, []
    for key, value in enc["sway"].items():
        if key not in (*P.ATTRIBUTES, "free", "magic"):
            raise ContentError(f"{where}, sway: '{key}' is not an Attribute, free or magic.")
        value, plays = _sway_play(value)
        enc["sway_rules"][key] = _attack(value, f"{where}, sway {key}")
        enc["sway_play"] += [key] if plays else []
    response = enc["response"]
    if isinstance(response, dict) and set(response) <= set(P.COLOURS) and response:
        if set(response) != set(P.COLOURS):
            raise ContentError(
                f"{where}, response: a Response by colour names red, grey and green."
            )
        enc["response_effects"] = {
            c: _attack(v, f"{where}, response {c}") for c, v in response.items()
        }
    else:
        nodes = _attack(response, f"{where}, response")
        enc["response_effects"] = {c: nodes for c in P.COLOURS}
    for colour, nodes in enc["response_effects"].items():
        if not any(n["op"] == "duration" and n["n"] < 0 for n in P.walk(nodes)):
            raise ContentError(
                f"{where}, response {colour}: it must lose Duration, or the talk never ends."
            )
    enc["conclusion_effects"] = {
        c: P.effects(enc["conclusion"][c], f"{where}, conclusion {c}", day_ok=True)
        for c in P.COLOURS
    }
    enc["loot_effects"] = []


def stand_in_encounter(eid: str, stub: dict) -> dict:
    """A plain, playable Encounter for a stub of the old encounters.yaml."""
    d = stub["difficulty"]
    right = {"ae": "aggression 1", "cc": "courage 1", "ps": "practicality 1", "free": "1x"}
    if stub["kind"] == "diplomacy":
        right = {"ae": "empathy 1", "cc": "caution 1", "ps": "spirituality 1", "free": "1x"}
        full = {
            "duration": 3 + (d > 1),
            "affinity": {"red": 2, "grey": 2, "green": 4 - min(d, 3), "start": 4},
            "sway": {"empathy": "up 1", "caution": "draw 1", "spirituality": "up 1"},
            "response": f"down {1 + (d > 2)}; duration -1",
            "conclusion": {
                "green": stub.get("loot") or "gain 1 exp",
                "grey": "gain 1 terror",
                "red": f"gain {d} terror",
            },
        }
    else:
        value = {1: 6, 2: 9, 3: 12, 4: 16}[d]
        third = value // 3
        full = {
            "value": value,
            "table": {
                f"0-{third}": f"damage {d + 1}; pool -1",
                f"{third + 1}-{2 * third}": f"damage {d}; pool -1",
                f"{2 * third + 1}+": f"damage 1 each; pool -{d}",
            },
            "opportunity": f"damage {d}",
            **({"loot": stub["loot"]} if stub.get("loot") else {}),
        }
    fields = ("name", "colour", "kind", "difficulty", "flavour", "guardian")
    enc = {**{k: stub[k] for k in fields if k in stub}, **full, "right": right}
    return {**parse_encounter(eid, enc, f"stand-in {eid}"), "stand_in": True}


def read_encounters(folder: Path) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for colour in day.COLOURS:
        path = folder / "encounters" / f"{colour}.yaml"
        if not path.exists():
            continue
        data = load_yaml(path) or {}
        if not isinstance(data, dict):
            raise ContentError(f"{path.name}: expected a mapping of Encounter ids.")
        for eid, enc in data.items():
            where = f"encounters/{colour}.yaml, '{eid}'"
            if not re.fullmatch(day.ID, str(eid)) or not isinstance(enc, dict):
                raise ContentError(f"{where}: an Encounter id is lower-case words and dashes.")
            if enc.get("colour") != colour:
                raise ContentError(f"{where}: its colour must be {colour}, as its file says.")
            if str(eid) in out:
                raise ContentError(f"{where}: the id is used twice.")
            out[str(eid)] = parse_encounter(str(eid), enc, where)
    return out


# ---- the world -----------------------------------------------------------------------------


def merged(world: dict, folder: Path) -> dict:
    """A copy of ``world`` with the cards and Encounters of another folder (tests' fixtures, a
    writer's draft) added over it."""
    out = {**world, "cards": dict(world["cards"]), "encounters": dict(world["encounters"])}
    if (folder / "cards").exists():
        for path in sorted((folder / "cards").glob("*.yaml")):
            out["cards"].update(read_cards(path, world["heroes"]))
    out["encounters"].update(read_encounters(folder))
    return out
