"""Which sprite of the grimlore sheet (assets/sheets/grimlore, tools/art_grimlore.py) stands
for what: a character by race, a monster by family, a tile by kind, a pool, an item kind."""

from __future__ import annotations

FAMILY = {
    "ridge_wolves": "beast",
    "thornback_boar": "beast",
    "minotaur_warden": "beast",
    "carrion_crows": "vermin",
    "tomb_rats": "vermin",
    "spider_queen": "vermin",
    "shambling_dead": "undead",
    "ghoul_pack": "undead",
    "wraith_lord": "undead",
    "lich_of_the_spire": "undead",
    "drowned_bishop": "undead",
    "goblin_cutters": "humanoid",
    "marsh_archers": "humanoid",
    "blade_dancer": "humanoid",
    "shieldwall_orcs": "humanoid",
    "cave_troll": "humanoid",
    "bog_lurker": "arcane",
    "dust_mephit": "arcane",
    "witch_of_hollows": "arcane",
    "clockwork_sentry": "construct",
    "stone_golem": "construct",
    "ember_colossus": "construct",
    "basilisk": "drake",
    "storm_drake": "drake",
}
ROLE_COLOURS = {
    "adventurer": (200, 170, 110),
    "fighter": (196, 70, 50),
    "mage": (120, 110, 220),
    "rogue": (90, 160, 90),
    "cleric": (230, 210, 120),
    None: (150, 142, 128),
}


def race(race_id: str | None) -> str:
    return f"grimlore:race_{race_id or 'human'}"


def monster(monster_id: str) -> str:
    return f"grimlore:monster_{FAMILY.get(monster_id, 'humanoid')}"


def tile(kind: str | None) -> str:
    return f"grimlore:tile_{kind}" if kind else "grimlore:tile_stack"


def pool(name: str) -> str:
    return f"grimlore:pool_{name}"


def item(kind: str) -> str:
    return f"grimlore:item_{kind}"
