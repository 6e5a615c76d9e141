"""Grudge's game data (assets/grudge/*.yaml), loaded once and checked against a schema."""

from __future__ import annotations

from functools import lru_cache

from game.core.content import ASSETS, ContentError, Items, Range, check_refs, load_table

SPAWNS = ("intimate", "lurking", "watching")
PIECES = ("tent", "big_tent", "fence")
# Every trait a rule reads; a trait outside this list would switch no rule on, so it is refused.
TRAITS = ("gang_up", "mobility", "momentum", "huge", "shielded", "sweeping_club")
CARD_VALUE = Range(0, 13)  # a monster's suit values are added to a playing card's
BOARD_SIDE = 8  # a speed of more than two lengths of the 8-square camp is a typo

WEAPON = {"name": str, "melee": bool, "text": str}
MONSTER = {
    "name": str,
    "spades": CARD_VALUE,
    "clubs": CARD_VALUE,
    "hearts": CARD_VALUE,
    "health": Range(1, 10),
    "defense": Range(0, 13),
    "speed": Range(1, BOARD_SIDE * 2),
    "special": ("drag_down", "charge", "harden"),
    "traits": Items(TRAITS, 0, 6),
    "text": str,
}
ENCOUNTER = {
    "roll": Range(1, 7),
    "name": str,
    "text": str,
    "monsters": Items({"kind": str, "weapon": str, "shield?": bool, "spawn": SPAWNS}, 1, 8),
}
ROOM = {
    "roll": Range(1, 6),
    "name": str,
    "pieces": Items(PIECES, 0, 8),
    "campfire": bool,
    "pig": bool,
    "text": str,
}
SPELL = {"name": str, "target": ("none", "character", "square"), "text": str}


@lru_cache(maxsize=1)
def load() -> dict:
    folder = ASSETS / "grudge"
    data = {
        "weapons": load_table(folder / "weapons.yaml", WEAPON),
        "monsters": load_table(folder / "monsters.yaml", MONSTER),
        "encounters": load_table(folder / "encounters.yaml", ENCOUNTER),
        "rooms": load_table(folder / "rooms.yaml", ROOM),
        "spells": load_table(folder / "spells.yaml", SPELL),
    }
    for key, encounter in data["encounters"].items():
        check_refs(
            {f"{key}[{i}]": m for i, m in enumerate(encounter["monsters"])},
            "kind",
            data["monsters"],
            "encounters.yaml",
        )
        check_refs(
            {f"{key}[{i}]": m for i, m in enumerate(encounter["monsters"])},
            "weapon",
            data["weapons"],
            "encounters.yaml",
        )
    for table, top in (("rooms", 6), ("encounters", 7)):
        rolls = sorted(entry["roll"] for entry in data[table].values())
        if rolls != list(range(1, top + 1)):
            raise ContentError(f"{table}.yaml: the rolls must be exactly 1 to {top}.")
    return data


def weapons() -> dict:
    return load()["weapons"]


def monsters() -> dict:
    return load()["monsters"]


def rooms() -> dict:
    return load()["rooms"]


def encounters() -> dict:
    return load()["encounters"]


def spells() -> dict:
    return load()["spells"]


def by_roll(table: dict, roll: int) -> str:
    return next(key for key, entry in table.items() if entry["roll"] == roll)


def weapon_name(weapon: str | None) -> str:
    return weapons()[weapon]["name"] if weapon else "bare hands"


def is_melee(weapon: str | None) -> bool:
    return bool(weapon) and weapons()[weapon]["melee"]
