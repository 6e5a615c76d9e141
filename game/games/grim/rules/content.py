"""GRIM's card data (assets/grim/*.yaml), loaded once with game.core.content and checked: the
schema, then what a schema can't say (ten Grim per Element, lower Attack first, known hooks)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game.core.content import ASSETS, ContentError, check_refs, load_table, load_yaml
from game.games.grim.rules.vocabulary import EFFECT, HOOK_NAMES, PASSIVE_TRIGGERS
from game.games.grim.rules.elements import ORDER, STATUS_OF

ELEMENT = tuple(ORDER)
ATTACK = {"name": str, "damage": int, "synergy": ELEMENT, "effects": [EFFECT], "text": str}
PASSIVE = {"trigger": PASSIVE_TRIGGERS, "effects?": [EFFECT], "bonus?": int,
           "if?": {"target_status?": bool, "target_below_half?": bool}, "text": str}
GRIM = {"name": str, "element": ELEMENT, "health": int, "speed": int, "attacks": [ATTACK],
        "passive": PASSIVE, "flavour": str}
AFTERWORLD = {"name": str, "element": ELEMENT,
              "special": ("none", "stamina_surge", "spread", "paralysis_phase", "status_damage"),
              "text": str}
GRIMLORD = {"name": str, "element": ELEMENT, "flavour": str}
ELEMENT_ENTRY = {"name": str, "status": tuple(STATUS_OF.values()), "status_name": str,
                 "status_text": str, "bonus_text": str}
BOOK_NAMES = {"fire": "The Fire Empire", "earth": "Earth Haven", "wind": "Wind Utopia",
              "water": "Water World", "poison": "Poison Rapture"}


def _check_grim(grim: dict) -> None:
    per_element = {e: 0 for e in ORDER}
    for key, card in grim.items():
        where = f"grim.yaml, entry '{key}'"
        per_element[card["element"]] += 1
        attacks = card["attacks"]
        if len(attacks) != 2:
            raise ContentError(f"{where}, field 'attacks': a Grim has exactly two Attacks.")
        if attacks[0]["damage"] >= attacks[1]["damage"]:
            raise ContentError(f"{where}, field 'attacks': the first Attack must do less base "
                               "damage than the second.")
        if card["health"] <= 0 or card["speed"] <= 0:
            raise ContentError(f"{where}: Health and Speed must be positive.")
        effects = [e for a in attacks for e in a["effects"]] + card["passive"].get("effects", [])
        for effect in effects:
            if effect["do"] == "hook" and effect.get("hook") not in HOOK_NAMES:
                raise ContentError(f"{where}, field 'hook': '{effect.get('hook')}' is not a "
                                   "known hook.")
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
            raise ContentError(f"afterworlds.yaml, entry '{element}', field 'name': the book "
                               f"calls it {book_name}.")
    bonds = data["bonds"]
    if not isinstance(bonds, dict) or set(bonds) != set(ORDER) | {"spirit"} or \
            not all(isinstance(n, int) and n > 0 for n in bonds.values()):
        raise ContentError("bonds.yaml: give a positive count for every Element and 'spirit'.")
    return data


def grim(key: str) -> dict:
    return load()["grim"][key.split("@")[0]]


def deck_of(element: str) -> list[str]:
    return [k for k, c in load()["grim"].items() if c["element"] == element]


def afterworld(element: str) -> dict:
    return load()["afterworlds"][element]


def grimlord(element: str) -> dict:
    return load()["grimlords"][element]
