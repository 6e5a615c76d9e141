"""GRIMLORE's content (assets/grimlore/*.yaml), checked on load: every number has a range, every
keyword a closed list, and every name that points at another entry (a race's trait, an event's
monster, an enchantment's traits) must exist. Errors name the file, the entry and the field."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from game.core.content import ASSETS, ContentError, Items, Range, check, check_refs, load_table
from game.core.dice import DiceError

FOLDER = ASSETS / "grimlore"
ATTRIBUTES = ("might", "agility", "arcane", "social")
SKILLS = (
    "one_handed",
    "two_handed",
    "defend",
    "crafting",
    "ranged",
    "evade",
    "mechanics",
    "stealth",
    "magic",
    "divine",
    "lore",
    "insight",
    "leadership",
    "nature",
    "persuade",
    "intimidate",
)
PHYSICAL = ("slashing", "piercing", "crushing", "poison")
ELEMENTAL = ("fire", "cold", "divine", "electricity", "shadow", "arcane")
DAMAGE_TYPES = PHYSICAL + ELEMENTAL
RESOURCES = ("ore", "organics", "essence")
TIERS = ("easy", "medium", "hard", "boss")
STYLES = ("melee", "ranged", "magic")
ITEM_KINDS = ("weapon", "shield", "armor", "back", "trinket", "spell", "consumable")
PROPER = ("weapon", "shield", "armor", "back", "trinket")  # what the two inventory slots hold
LOOT = ("none", "basic", "advanced", "enchantment", "upgrade", "magic") + RESOURCES
ROLES = ("adventurer", "fighter", "mage", "rogue", "cleric")
TYPES = Items(DAMAGE_TYPES, 1, 10)
N = Range(1, 9)

# The book's item traits, each with the value it takes.
ITEM_TRAITS = {
    "escape": True,
    "pull_target": N,
    "aoe": N,
    "defend_advantage": True,
    "defend_ranged": True,
    "bulky": True,
    "resistance": TYPES,
    "damage_undead": True,
    "damage_undead_aoe": N,
    "discard_advantage": {"attribute": ATTRIBUTES, "tokens": N},
    "discard_skill_advantage": SKILLS,
    "discard_damage": N,
    "discard_map_draw": N,
    "discard_scavenge": N,
    "discard_gain": {"resource": RESOURCES, "amount": N},
    "discard_gain_scavenge": N,
    "discard_rest": N,
    "discard_restore": N,
    "enchant": N,
    "gain_advantage": N,
    "heal": N,
    "immobile": True,
    "inventory_space": N,
    "large": True,
    "reach": N,
    "restricting": True,
    "straining": N,
    "use_restore": N,
}
# The book's enemy traits.
ENEMY_TRAITS = {
    "agile": True,
    "aoe": N,
    "armored": Range(1, 4),
    "defender": Range(1, 4),
    "camouflage": Range(1, 4),
    "charge": N,
    "draining": True,
    "evasive": True,
    "focus": Items(ROLES, 1, 5),
    "illusions": True,
    "knockdown": True,
    "warding": Range(1, 4),
    "parry": True,
    "petrifying": True,
    "phasing": True,
    "poison": N,
    "pull": N,
    "ranged": N,
    "regenerates": N,
    "resistant": TYPES,
    "riposte": True,
    "second_wind": True,
    "slow": True,
    "stuns": True,
    "terrifying": True,
    "tough": True,
    "unleashed": True,
    "vulnerability": TYPES,
}


def _trait_map(vocabulary: dict) -> dict:
    return {
        f"{name}?": (spec if spec is not True else (True,)) for name, spec in vocabulary.items()
    }


OUTCOME_GAINS = ("gold", "ore", "organics", "essence", "rations", "clues", "xp", "destiny")
OUTCOME = {
    **{f"{k}?": Range(-9, 9) for k in OUTCOME_GAINS},
    "loot?": LOOT,
    "hurt?": Range(1, 4),
    "hurt_all?": Range(1, 4),
    "heal_all?": Range(1, 6),
    "advantage?": Range(1, 3),
    "disadvantage?": Range(1, 3),
    "fight?": str,
    "lair?": TIERS[:3],
    "hostile?": (True,),
    "friendly?": (True,),
}
TEST = {"attribute": ATTRIBUTES, "skill": SKILLS, "modifier?": Range(0, 3)}
# An event is told, not only scored: the opening read when the tile comes up, and a passage for
# each way the test can go. Each names how many sentences it holds, lowest and highest.
TOLD = {"opening": str, "success_text": str, "failure_text": str}
TOLD_SENTENCES = {"opening": (3, 5), "success_text": (2, 4), "failure_text": (2, 4)}
RETOLD_SENTENCES = {field: (2, 3) for field in TOLD}
RETOLD = {
    "scene": str,
    "attribute": ATTRIBUTES,
    "skill": SKILLS,
    "modifier?": Range(0, 3),
    **TOLD,
}
TILE = {
    "name": str,
    "scene": str,
    **TOLD,
    "test": TEST,
    "success": Items(OUTCOME, 1, 4),
    "failure": Items(OUTCOME, 1, 4),
    "retold": dict,
    "friendly?": bool,
}
ATTACK = {
    "style": STYLES,
    "attribute": ATTRIBUTES,
    "skill": SKILLS,
    "type": DAMAGE_TYPES,
    "damage": Range(1, 4),
    "range?": Range(1, 8),
}
ITEM = {
    "name": str,
    "kind": ITEM_KINDS,
    "price": Range(1, 60),
    "upgrade": Range(0, 12),
    "enchant": Range(0, 12),
    "attack?": ATTACK,
    "traits?": _trait_map(ITEM_TRAITS),
    "line": str,
}
ADDON = {
    "name": str,
    "cost": Range(1, 12),
    "fits": Items(PROPER, 1, 5),
    "damage?": Range(0, 2),
    "type?": DAMAGE_TYPES,
    "traits?": _trait_map(ITEM_TRAITS),
    "line": str,
}
MONSTER = {
    "name": str,
    "tier": TIERS,
    "energy": Range(1, 20),
    "minions": Range(0, 4),
    "minion": str,
    "move": Range(1, 6),
    "attack": {"style": STYLES, "type": DAMAGE_TYPES, "damage": Range(1, 3), "range?": Range(1, 6)},
    "traits": _trait_map(ENEMY_TRAITS),
    "undead?": bool,
    "gold": Range(0, 30),
    "xp": Range(0, 8),
    "loot": Items(LOOT, 1, 3),
    "line": str,
}
# "skill" is one skill name or a list of them; _check_trait_skill reads it.
TRAIT = {
    "name": str,
    "skill": object,
    "cost": Range(0, 10),
    "max": Range(1, 3),
    "auto_pass?": Items(ATTRIBUTES + SKILLS, 2, 2),
    "line": str,
}
SIMPLE = {"name": str, "line": str}
TILE_FILES = {
    "wilderness": "tiles_wilderness",
    "settlement": "tiles_settlement",
    "dungeon": "tiles_dungeon",
}


def _one_key(table: dict, file: str, field: str) -> None:
    for key, entry in table.items():
        for index, outcome in enumerate(entry.get(field, [])):
            if len(outcome) != 1:
                raise ContentError(
                    f"{file}.yaml, entry '{key}', field '{field}'[{index}]: "
                    "an outcome says exactly one thing."
                )


def _check_trait_skill(traits: dict) -> None:
    for key, entry in traits.items():
        skills = entry["skill"] if isinstance(entry["skill"], list) else [entry["skill"]]
        for skill in skills:
            if skill not in SKILLS + ("any", "race"):
                raise ContentError(
                    f"traits.yaml, entry '{key}', field 'skill': '{skill}' is "
                    "not a skill, 'any' or 'race'."
                )


def _check_tiles(kind: str, table: dict, monsters: dict) -> None:
    file = TILE_FILES[kind]
    _one_key(table, file, "success")
    _one_key(table, file, "failure")
    for key, entry in table.items():
        where = f"{file}.yaml, entry '{key}'"
        if (kind == "settlement") != ("friendly" in entry):
            raise ContentError(f"{where}, field 'friendly': settlements, and only they, say it.")
        try:
            _check_d6(entry)
        except DiceError as error:
            raise ContentError(f"{where}, field 'retold': {error}") from None
        for field in ("success", "failure"):
            for outcome in entry[field]:
                if "fight" in outcome and outcome["fight"] not in monsters:
                    raise ContentError(
                        f"{where}, field '{field}': '{outcome['fight']}' is not a monster."
                    )
        for roll, variant in entry["retold"].items():
            check(variant, RETOLD, f"{where}, field 'retold' {roll}")
            _check_told(variant, RETOLD_SENTENCES, f"{where}, field 'retold' {roll}")
        _check_told(entry, TOLD_SENTENCES, where)


def sentences(words: str) -> int:
    """How many sentences a passage holds: each ends in . ! or ? (a closing quote may follow)."""
    return len(re.findall(r"[.!?][\"')]*(?=\s|$)", words.strip()))


def _check_told(entry: dict, spans: dict, where: str) -> None:
    for field, (low, high) in spans.items():
        count = sentences(entry[field])
        if not low <= count <= high:
            raise ContentError(
                f"{where}, field '{field}': it has {count} sentence{'' if count == 1 else 's'}; "
                f"it must have {low} to {high}."
            )


def _check_d6(entry: dict) -> None:
    """A d6 table's keys cover 1 to 6 once each ("1-3", "4-6")."""
    seen: list[int] = []
    for key in entry["retold"]:
        low, _, high = str(key).partition("-")
        try:
            span = range(int(low), int(high or low) + 1)
        except ValueError:
            raise DiceError(f"{key!r} is not a d6 result; write 1-3 or 4.") from None
        seen += span
    if sorted(seen) != [1, 2, 3, 4, 5, 6]:
        raise DiceError("the table must cover 1 to 6, each once.")


def _check_addons(file: str, table: dict) -> None:
    for key, entry in table.items():
        if not any(k in entry for k in ("damage", "type", "traits")):
            raise ContentError(f"{file}.yaml, entry '{key}': it adds nothing.")


@lru_cache(maxsize=1)
def load() -> dict[str, Any]:
    data: dict[str, Any] = {
        "attributes": load_table(FOLDER / "attributes.yaml", SIMPLE),
        "skills": load_table(FOLDER / "skills.yaml", {**SIMPLE, "attribute": ATTRIBUTES}),
        "races": load_table(FOLDER / "races.yaml", {**SIMPLE, "trait": str}),
        "roles": load_table(FOLDER / "roles.yaml", SIMPLE),
        "traits": load_table(FOLDER / "traits.yaml", TRAIT),
        "monsters": load_table(FOLDER / "monsters.yaml", MONSTER),
        "enchantments": load_table(FOLDER / "enchantments.yaml", ADDON),
        "upgrades": load_table(FOLDER / "upgrades.yaml", ADDON),
    }
    for name, table in (("attributes", ATTRIBUTES), ("skills", SKILLS), ("roles", ROLES)):
        if tuple(data[name]) != table:
            raise ContentError(f"{name}.yaml: the entries must be exactly {', '.join(table)}.")
    _check_trait_skill(data["traits"])
    check_refs(data["races"], "trait", data["traits"], "races.yaml")
    items: dict[str, Any] = {}
    for tier in ("basic", "advanced"):
        table = load_table(FOLDER / f"items_{tier}.yaml", ITEM)
        for key, entry in table.items():
            if key in items:
                raise ContentError(f"items_{tier}.yaml, entry '{key}': the id is used twice.")
            if (
                entry["kind"] in ("weapon", "spell")
                and "attack" not in entry
                and not entry.get("traits")
            ):
                raise ContentError(f"items_{tier}.yaml, entry '{key}': it does nothing.")
            items[key] = {**entry, "tier": tier, "id": key}
    data["items"] = items
    _check_addons("enchantments", data["enchantments"])
    _check_addons("upgrades", data["upgrades"])
    tiles: dict[str, Any] = {}
    for kind, file in TILE_FILES.items():
        table = load_table(FOLDER / f"{file}.yaml", TILE)
        _check_tiles(kind, table, data["monsters"])
        for key, entry in table.items():
            if key in tiles:
                raise ContentError(f"{file}.yaml, entry '{key}': the id is used twice.")
            tiles[key] = {**entry, "kind": kind, "id": key}
    data["tiles"] = tiles
    return data


def tiles_of(kind: str) -> list[str]:
    return [key for key, tile in load()["tiles"].items() if tile["kind"] == kind]


def items_of(tier: str) -> list[str]:
    return [key for key, item in load()["items"].items() if item["tier"] == tier]
