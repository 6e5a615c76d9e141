"""Which sprite of the grimlore sheet (assets/sheets/grimlore, tools/art_grimlore.py) stands
for what: a character by race and role, each monster's leader and its minions by the monster's
id, a tile by kind, a pool, an item kind. A sprite the sheet lacks is drawn as a box with its
name (game.app.assets), never a crash."""

from __future__ import annotations

ROLE_COLOURS = {
    "adventurer": (200, 170, 110),
    "fighter": (196, 70, 50),
    "mage": (120, 110, 220),
    "rogue": (90, 160, 90),
    "cleric": (230, 210, 120),
    None: (150, 142, 128),
}


def race(race_id: str | None) -> str:
    """A race's token before a role is chosen (the roster's choice)."""
    return f"grimlore:race_{race_id or 'human'}"


def character(sheet: dict) -> str:
    """A character's own token: their race in their role's clothes and gear."""
    if not sheet.get("role"):
        return race(sheet.get("race"))
    return f"grimlore:pc_{sheet.get('race') or 'human'}_{sheet['role']}"


def monster(monster_id: str) -> str:
    """The monster itself: the fight's leader, crowned on its tier's ring."""
    return f"grimlore:monster_{monster_id}"


def minion(monster_id: str) -> str:
    """One of the monster's minions: its own smaller kind, with no crown."""
    return f"grimlore:minion_{monster_id}"


def unit(monster_id: str, unit: dict) -> str:
    """The token of a figure on the battlemat: the leader's or its minions'."""
    return monster(monster_id) if unit["main"] else minion(monster_id)


def tile(kind: str | None) -> str:
    return f"grimlore:tile_{kind}" if kind else "grimlore:tile_stack"


def pool(name: str) -> str:
    return f"grimlore:pool_{name}"


def item(kind: str) -> str:
    return f"grimlore:item_{kind}"
