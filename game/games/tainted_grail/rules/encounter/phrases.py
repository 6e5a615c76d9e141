"""The Encounter's effect vocabulary (the lead's card spec): phrases such as ``pool 2``,
``damage 1 each``, ``prevent 2 damage``, structures such as ``{choose: [...]}``, the Key
Bonuses (``pool 1 + play``) and the conditions ``if`` asks. Everything parses into small
mappings checked here, so a typo is refused with the file, entry and phrase.

A parsed effect list is a list of nodes:
  ``{"op": <phrase op>, "n": int, "each": bool, ...}`` for a phrase,
  ``{"op": "choose", "of": [list, ...]}``, ``{"op": "may", "pay": [cost], "then": list}``,
  ``{"op": "roll", "bands": [[low, high, list], ...]}``,
  ``{"op": "if", "cond": cond, "then": list, "else": list}``,
  ``{"op": "day", "effect": <phrasebook.parse_effects mapping>}`` for a Day-world phrase
  (loot and conclusions only: ``item+ B``, ``secret+ 12`` ...).
"""

from __future__ import annotations

import re
from typing import Any

from game.core.content import ContentError
from game.games.tainted_grail.rules import phrasebook as day

ATTRIBUTES = day.ATTRIBUTES
ROWS = {
    "ae": ("aggression", "empathy"),
    "cc": ("courage", "caution"),
    "ps": ("practicality", "spirituality"),
}
KEYS = ("ae", "cc", "ps", "magic", "free")
THINGS = ("terror", "energy", "health", "magic", "wealth", "food", "exp")
SHARED = ("magic", "wealth", "food")  # any party member may pay these (Costs in a Party)
# what ``prevent``/``add`` may name: the Enemy Attack's part of that kind
PARTS = ("damage", "wound", "terror", "down", "pool", "duration", "discard", "mill", "energy")
MARKS = ("candle", "bolt")
COLOURS = ("green", "grey", "red")
MAX = 20

_PHRASES: list[tuple[str, Any]] = [
    (r"pool (-?\d+)", lambda m: {"op": "pool", "n": int(m[1])}),
    (r"(up|down) (\d+)", lambda m: {"op": m[1], "n": int(m[2])}),
    (r"duration (-?\d+)", lambda m: {"op": "duration", "n": int(m[1])}),
    (
        r"(draw|discard|mill|damage|wound|time|charges|tick) (\d+)",
        lambda m: {"op": m[1], "n": int(m[2])},
    ),
    (r"terror (\d+)", lambda m: {"op": "gain", "what": "terror", "n": int(m[1])}),
    (
        rf"(gain|lose) (\d+) ({'|'.join(THINGS)})",
        lambda m: {"op": m[1], "what": m[3], "n": int(m[2])},
    ),
    (rf"pay (\d+) ({'|'.join(SHARED)})", lambda m: {"op": "pay", "what": m[2], "n": int(m[1])}),
    (r"destroy(?: (\d+))?", lambda m: {"op": "destroy", "n": int(m[1] or 1)}),
    (
        rf"(prevent|add) (\d+) ({'|'.join(PARTS)})",
        lambda m: {"op": m[1], "what": m[3], "n": int(m[2])},
    ),
    (r"ignore-attack", lambda m: {"op": "ignore-attack", "n": 0}),
    (r"run-away", lambda m: {"op": "run-away", "n": 0}),
    # the Kings of Ruin's own (kings_*.py play them): their decks, their markers, their traits
    (r"(host|spawn|bloom) (\d+)", lambda m: {"op": m[1], "n": int(m[2])}),
    (
        r"trait([+-]) ([a-z-]+)",
        lambda m: {"op": "trait", "n": 0, "add": m[1] == "+", "trait": m[2]},
    ),
    (r"reshuffle", lambda m: {"op": "reshuffle", "n": 0}),
    # "bloom" as an amount: the bloom markers on the King's card when it happens
    (r"(damage|wound) bloom", lambda m: {"op": m[1], "n": 0, "bloom": True}),
    (r"gain bloom terror", lambda m: {"op": "gain", "what": "terror", "n": 0, "bloom": True}),
]
ATTACK_ONLY = ("prevent", "add", "ignore-attack")


def kind_of(node: dict) -> str | None:
    """Which ``prevent``/``add`` word names this part of an Attack."""
    op, n = node["op"], node.get("n", 0)
    if op in ("damage", "wound", "down", "discard", "mill"):
        return op
    if op == "gain" and node["what"] == "terror":
        return "terror"
    if op == "lose" and node["what"] == "energy":
        return "energy"
    if op in ("pool", "duration") and n < 0:
        return op
    return None


# the phrases an Encounter's Attack or Response may hold (no markers on cards from there)
CARD_ONLY = ("time", "charges")

_CONDS: list[tuple[str, Any]] = [
    (rf"affinity ({'|'.join(COLOURS)})", lambda m: {"op": "affinity", "colour": m[1]}),
    (r"(pool|sequence) (\d+)\+", lambda m: {"op": m[1], "min": int(m[2])}),
    (r"hand (\d+)-", lambda m: {"op": "hand", "max": int(m[1])}),
    (
        rf"attr ({'|'.join(ATTRIBUTES)}) (\d)",
        lambda m: {"op": "attr", "attr": m[1], "min": int(m[2])},
    ),
    (rf"keyword ({'|'.join(day.KEYWORDS)})", lambda m: {"op": "keyword", "keyword": m[1]}),
    (r"connected (ae|cc|ps|magic)", lambda m: {"op": "connected", "key": m[1]}),
    (
        rf"mark ({'|'.join(MARKS)}) (\d+)\+",
        lambda m: {"op": "mark", "mark": m[1], "min": int(m[2])},
    ),
]
_BONUS = re.compile(r"(pool|draw|up) (\d+)|play|sway")
_COST = re.compile(rf"(?:pay )?(\d+) ({'|'.join(THINGS)})")
_BAND = re.compile(r"(\d)(?:-(\d))?")


def _one(text: str, where: str, day_ok: bool) -> dict:
    text = " ".join(text.split())
    each = text.endswith(" each")
    core = text[: -len(" each")] if each else text
    for pattern, build in _PHRASES:
        match = re.fullmatch(pattern, core)
        if match:
            node = {**build(match), "each": each}
            if abs(node["n"]) > MAX:
                raise ContentError(f"{where}: '{text}' is more than {MAX}.")
            return node
    if day_ok:
        try:
            return {"op": "day", "effect": day.parse_effects(text, where)[0], "each": False}
        except ContentError:
            pass
    raise ContentError(f"{where}: '{text}' is not an Encounter phrase.")


def effects(value: Any, where: str, day_ok: bool = False) -> list[dict]:
    """An effects value (a ``; `` string or a list of strings and structures) -> nodes."""
    if value is None:
        return []
    if isinstance(value, str):
        return [_one(part, where, day_ok) for part in value.split(";") if part.strip()]
    if isinstance(value, dict):
        return [_structure(value, where, day_ok)]
    if isinstance(value, list):
        return [node for item in value for node in effects(item, where, day_ok)]
    raise ContentError(f"{where}: expected effect phrases, got {value!r}.")


def _structure(value: dict, where: str, day_ok: bool) -> dict:
    if len(value) == 1 and "choose" in value:
        options = value["choose"]
        if not isinstance(options, list) or len(options) < 2:
            raise ContentError(f"{where}: 'choose' needs a list of two or more effects.")
        return {"op": "choose", "of": [effects(o, where, day_ok) for o in options]}
    if len(value) == 1 and "may" in value:
        body = value["may"]
        if not isinstance(body, dict) or set(body) != {"pay", "then"}:
            raise ContentError(f"{where}: 'may' needs exactly 'pay' and 'then'.")
        return {
            "op": "may",
            "pay": costs(body["pay"], where),
            "then": effects(body["then"], where, day_ok),
        }
    if len(value) == 1 and "roll" in value:
        return {"op": "roll", "bands": _bands(value["roll"], where, day_ok)}
    if "if" in value and "then" in value and set(value) <= {"if", "then", "else"}:
        return {
            "op": "if",
            "cond": condition(value["if"], where),
            "then": effects(value["then"], where, day_ok),
            "else": effects(value.get("else"), where, day_ok),
        }
    raise ContentError(f"{where}: {value!r} is not choose, may, roll or if.")


def _bands(table: Any, where: str, day_ok: bool) -> list:
    if not isinstance(table, dict):
        raise ContentError(f"{where}: 'roll' needs a mapping of die faces to effects.")
    bands, seen = [], set()
    for key, value in table.items():
        match = _BAND.fullmatch(str(key))
        if not match:
            raise ContentError(f"{where}: '{key}' is not a die band such as 1-3.")
        low, high = int(match[1]), int(match[2] or match[1])
        faces = set(range(low, high + 1))
        if not faces or seen & faces or high > 6 or low < 1:
            raise ContentError(f"{where}: the die band '{key}' overlaps or leaves 1-6.")
        seen |= faces
        bands.append([low, high, effects(value, where, day_ok)])
    if seen != set(range(1, 7)):
        raise ContentError(f"{where}: the roll must cover every face 1-6.")
    return bands


def costs(text: Any, where: str) -> list[dict]:
    """``3 energy`` or ``pay 1 magic, 1 terror`` -> [{what, n}]."""
    out = []
    for part in re.split(r"[;,]", str(text)):
        match = _COST.fullmatch(" ".join(part.split()))
        if not match:
            raise ContentError(f"{where}: '{part.strip()}' is not a cost such as '2 energy'.")
        out.append({"what": match[2], "n": int(match[1])})
    return out


def condition(text: Any, where: str) -> dict:
    text = " ".join(str(text).split())
    for pattern, build in _CONDS:
        match = re.fullmatch(pattern, text)
        if match:
            return build(match)
    raise ContentError(f"{where}: '{text}' is not a condition.")


def bonuses(text: Any, where: str) -> list[dict]:
    """A closing half: ``pool 1 + play`` -> [{"op": "pool", "n": 1}, {"op": "play"}]."""
    out = []
    for part in str(text).split("+"):
        part = " ".join(part.split())
        match = _BONUS.fullmatch(part)
        if not match:
            raise ContentError(
                f"{where}: '{part}' is not a Bonus (pool N, draw N, up N, play, sway)."
            )
        out.append({"op": match[1], "n": int(match[2])} if match[1] else {"op": part, "n": 1})
    return out


def opening(row: str, value: Any, where: str) -> Any:
    """An opening half: a row's ``courage 1`` -> (attr, level); ``magic: yes`` -> True;
    ``free: 2x`` -> 2."""
    if row == "magic":
        if value is True or value == "yes":
            return True
        raise ContentError(f"{where}: the Magic Key's opening half is 'yes'.")
    if row == "free":
        match = re.fullmatch(r"([0-3])x", str(value).strip())
        if not match:
            raise ContentError(f"{where}: the Free Key's multiplier is 0x to 3x, not {value!r}.")
        return int(match[1])
    match = re.fullmatch(r"([a-z]+) ([1-3])", str(value).strip())
    if not match or match[1] not in ROWS[row]:
        raise ContentError(f"{where}: the {row} Key asks for one of {' or '.join(ROWS[row])} 1-3.")
    return [match[1], int(match[2])]


def walk(nodes: list[dict]):
    """Every phrase node inside a parsed list, structures opened."""
    for node in nodes:
        op = node["op"]
        if op == "choose":
            for option in node["of"]:
                yield from walk(option)
        elif op == "may":
            yield from walk(node["then"])
        elif op == "roll":
            for _, _, body in node["bands"]:
                yield from walk(body)
        elif op == "if":
            yield from walk(node["then"])
            yield from walk(node["else"])
        else:
            yield node
