"""GRIM's card data (assets/grim/*.yaml), loaded once with game.core.content and checked: the
schema, then what a schema can't say (ten Grim per Element, lower Attack first, known hooks)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game.core.content import (
    ASSETS,
    ContentError,
    Items,
    Range,
    check,
    check_refs,
    load_table,
    load_yaml,
)
from game.games.grim.rules.elements import ORDER, STATUS_OF
from game.games.grim.rules.vocabulary import (
    AFTERWORLD_RULES,
    CONDITIONS,
    EFFECT,
    GRIMLORD_ABILITIES,
    HOOK_NAMES,
    PASSIVE_TRIGGERS,
)

ELEMENT = tuple(ORDER)
# the limits: base damage 1-16 (Stamina is half of it, and a Grim holds 5 + 2 a Turn), Health
# 8-40, Speed 1-15 (Fiend's Favor makes the half steps); one to three effects per entry
ATTACK = {
    "name": str,
    "damage": Range(1, 16),
    "synergy": ELEMENT,
    "effects": Items(EFFECT, 1, 3),
    "text": str,
}
PASSIVE = {
    "trigger": PASSIVE_TRIGGERS,
    "effects?": Items(EFFECT, 1, 3),
    "bonus?": Range(1, 4),
    "if?": {f"{c}?": (True,) for c in CONDITIONS},
    "text": str,
}
GRIM = {
    "name": str,
    "element": ELEMENT,
    "health": Range(8, 40),
    "speed": Range(1, 15),
    "attacks": Items(ATTACK, 2, 2),
    "passive": PASSIVE,
    "flavour": str,
}
AFTERWORLD = {"name": str, "element": ELEMENT, "special": AFTERWORLD_RULES, "text": str}
GRIMLORD = {
    "name": str,
    "element": ELEMENT,
    "ability": GRIMLORD_ABILITIES,
    "text": str,
    "flavour": str,
}
ELEMENT_ENTRY = {
    "name": str,
    "status": tuple(STATUS_OF.values()),
    "status_name": str,
    "status_text": str,
    "bonus_text": str,
}
BONDS = {**{e: Range(1, 12) for e in ORDER}, "spirit": Range(1, 40)}
BOOK_NAMES = {
    "fire": "The Fire Empire",
    "earth": "Earth Haven",
    "wind": "Wind Utopia",
    "water": "Water World",
    "poison": "Poison Rapture",
}


def _check_grim(grim: dict) -> None:
    per_element = {e: 0 for e in ORDER}
    for key, card in grim.items():
        where = f"grim.yaml, entry '{key}'"
        per_element[card["element"]] += 1
        attacks = card["attacks"]
        if len(attacks) != 2:
            raise ContentError(f"{where}, field 'attacks': a Grim has exactly two Attacks.")
        if attacks[0]["damage"] >= attacks[1]["damage"]:
            raise ContentError(
                f"{where}, field 'attacks': the first Attack must do less base "
                "damage than the second."
            )
        passive = card["passive"]
        if (passive["trigger"] == "damage") != ("bonus" in passive) or (
            passive["trigger"] == "damage"
        ) == ("effects" in passive):
            raise ContentError(
                f"{where}, field 'passive': a damage Passive has a bonus and no "
                "effects; any other has effects and no bonus."
            )
        texts = [
            ("name", card["name"]),
            ("flavour", card["flavour"]),
            ("passive", passive["text"]),
        ] + [("attacks", a[f]) for a in attacks for f in ("name", "text")]
        for field, text in texts:
            if not text.strip():
                raise ContentError(f"{where}, field '{field}': the text is empty.")
        effects = [e for a in attacks for e in a["effects"]] + passive.get("effects", [])
        for effect in effects:
            if effect["do"] == "hook" and effect.get("hook") not in HOOK_NAMES:
                raise ContentError(
                    f"{where}, field 'hook': '{effect.get('hook')}' is not a known hook."
                )
            if effect["do"] == "inflict" and "status" not in effect:
                raise ContentError(f"{where}, field 'status': inflict needs a Status.")
    short = [e for e, n in per_element.items() if n != 10]
    if short:
        raise ContentError(f"grim.yaml: the {short[0]} deck must hold exactly ten Grim.")


@lru_cache(maxsize=1)
def load() -> dict:
    return load_from(ASSETS / "grim")


def load_from(folder: Path) -> dict:
    """Read and check every GRIM content file in ``folder``."""
    data = {
        "grim": load_table(folder / "grim.yaml", GRIM),
        "afterworlds": load_table(folder / "afterworlds.yaml", AFTERWORLD),
        "grimlords": load_table(folder / "grimlords.yaml", GRIMLORD),
        "elements": load_table(folder / "elements.yaml", ELEMENT_ENTRY),
        "bonds": load_yaml(folder / "bonds.yaml"),
    }
    _check_grim(data["grim"])
    for table in ("afterworlds", "grimlords", "elements"):
        if sorted(data[table]) != sorted(ORDER):
            raise ContentError(f"{table}.yaml: there must be one entry per Element, keyed by it.")
        if table != "elements":
            check_refs(data[table], "element", data["elements"], f"{table}.yaml")
    for element, book_name in BOOK_NAMES.items():
        if data["afterworlds"][element]["name"] != book_name:
            raise ContentError(
                f"afterworlds.yaml, entry '{element}', field 'name': the book calls it {book_name}."
            )
    check(data["bonds"], BONDS, "bonds.yaml")
    for table, field in (("afterworlds", "special"), ("grimlords", "ability")):
        used = [entry[field] for entry in data[table].values()]
        if len(set(used)) != len(used):
            twice = next(u for u in used if used.count(u) > 1)
            raise ContentError(
                f"{table}.yaml, field '{field}': '{twice}' is used twice; each entry has its own."
            )
    return data


def grim(key: str) -> dict:
    return load()["grim"][key.split("@")[0]]


def deck_of(element: str) -> list[str]:
    return [k for k, c in load()["grim"].items() if c["element"] == element]


def bond_cards() -> dict[str, str]:
    """Every Bond card's id ("b0", ...) and kind, numbered in bonds.yaml's order."""
    kinds: dict[str, str] = {}
    for kind, count in load()["bonds"].items():
        for _ in range(count):
            kinds[f"b{len(kinds)}"] = kind
    return kinds


def afterworld(element: str) -> dict:
    return load()["afterworlds"][element]


def grimlord(element: str) -> dict:
    return load()["grimlords"][element]
