"""Grimheim's content (assets/grimheim/*.yaml), checked on load with ranges and closed lists so
an error names the file, the entry and the field, and the model builder that prices a model
and turns its choices into a profile."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.core.content import ASSETS, ContentError, Items, check, check_refs, load_table
from game.core.dice import DiceError, check_table

FOLDER = ASSETS / "grimheim"
STATUSES = ("burning", "fearful", "enraged", "stunned", "frozen")
WEAPON_RULES = (
    "piercing",
    "blast",
    "reach",
    "heavy",
    "silent",
    "flame",
    "frost",
    "stun",
    "searing",
)
# The tables whose entries may belong to one faction ("faction: <id>"): only that faction's
# models may take them (the builder offers them to it alone, a Caster of another casts none).
FACTION_OWNED = ("classes", "weapons", "gear", "spells")
FATE_KINDS = ("assault", "focus", "save", "heal", "replace", "rally")
STATS = ("mov", "def", "wnd", "sav", "ap")
EFFECT_KINDS = ("stat", "rule", "immune", "heal", "fate", "weapon")
QUEST_CHECKS = (
    "marked",
    "melee_kill",
    "first_blood",
    "deep_strike",
    "high_ground",
    "four_corners",
    "giant_slayer",
    "survivors",
    "reaping",
)
MISSION_KINDS = ("encounter", "hold", "beacons", "feud", "tower", "carry", "bounty")
SIZES = {"small": 500, "medium": 600, "large": 1200}
MAX_WEAPONS, MAX_GEAR = 2, 2
MAX_MODELS = 30  # more than a large warband of the cheapest models can field
MAX_EFFECTS = 4

EFFECT = {
    "kind": EFFECT_KINDS,
    "stat?": STATS,
    "amount?": int,
    "rule?": str,
    "status?": STATUSES,
    "weapon?": str,
}
SCHEMAS: dict[str, dict[str, Any]] = {
    "rules": {"name": str, "text": str},
    "factions": {
        "name": str,
        "look": str,
        "cost": int,
        "mov": int,
        "def": int,
        "wnd": int,
        "rule": str,
        "also?": Items(str, 1, 2),  # a people's further rules, past the one the book gives
        "fate": str,
    },
    "bodies": {"name": str, "text": str, "mov": int, "def": int, "wnd": int, "cost": int},
    "tiers": {"name": str, "text": str, "ap": int, "wnd": int, "cost": int, "limit": int},
    "armor": {"name": str, "text": str, "sav": int, "mov": int, "cost": int},
    "classes": {
        "name": str,
        "text": str,
        "rules": Items(str, 1, 4),
        "cost": int,
        "faction?": str,
    },
    "weapons": {
        "name": str,
        "kind": ("melee", "ranged"),
        "rng": int,
        "atk": int,
        "htv": int,
        "dmg": int,
        "crt": int,
        "rules": Items(WEAPON_RULES, 0, len(WEAPON_RULES)),
        "cost": int,
        "text": str,
        "faction?": str,
    },
    "gear": {
        "name": str,
        "text": str,
        "cost": int,
        "effects": Items(EFFECT, 1, MAX_EFFECTS),
        "faction?": str,
    },
    "equipment": {"name": str, "text": str, "effects": Items(EFFECT, 1, MAX_EFFECTS)},
    "fate": {
        "name": str,
        "faction": str,
        "cost": int,
        "abilities": Items(
            {"name": str, "kind": FATE_KINDS, "die": ("d2", "d3", "d6"), "text": str}, 3, 6
        ),
    },
    "side_quests": {"id": str, "name": str, "check": QUEST_CHECKS, "text": str},
    "missions": {
        "name": str,
        "text": str,
        "rules": str,
        "map": str,
        "kind": MISSION_KINDS,
        "deliver?": ("home", "far"),
        "laden_mov?": int,  # a carry mission: the most MOV a carrier keeps under its load
        "turns": int,
        "loot_vp": int,
        "kill_vp": int,
        "hold_vp": int,
        "quest_vp": int,
        "champion_vp?": int,
        "duel_vp?": int,
        "smoke?": int,  # shots from further than this many inches count as obscured
        "tie_break?": ("points",),  # a level count near an objective goes to the dearer side
    },
    "spells": {
        "name": str,
        "text": str,
        "target": ("enemy", "friend"),
        "rng": int,
        "atk": int,
        "htv": int,
        "dmg": int,
        "crt": int,
        "status?": STATUSES,
        "when?": ("hit", "crit"),
        "heal?": int,
        "faction?": str,
    },
    "warbands": {
        "name": str,
        "faction": str,
        "size": tuple(SIZES),
        "fate": ("common", "faction"),
        "text": str,
        "models": Items(
            {
                "name": str,
                "body": str,
                "tier": str,
                "armor": str,
                "class": str,
                "weapons": Items(str, 0, MAX_WEAPONS),
                "gear": Items(str, 0, MAX_GEAR),
            },
            1,
            MAX_MODELS,
        ),
    },
}
RANGES = {  # (file, field): (low, high)
    ("weapons", "rng"): (1, 24),
    ("weapons", "atk"): (1, 6),
    ("weapons", "htv"): (2, 6),
    ("weapons", "dmg"): (0, 6),
    ("weapons", "crt"): (0, 8),
    ("weapons", "cost"): (0, 60),
    ("bodies", "mov"): (2, 8),
    ("bodies", "def"): (1, 5),
    ("bodies", "wnd"): (3, 20),
    ("tiers", "ap"): (1, 4),
    ("armor", "sav"): (2, 6),
    ("armor", "mov"): (-2, 0),
    ("spells", "rng"): (1, 24),
    ("spells", "atk"): (1, 6),
    ("spells", "htv"): (2, 6),
    ("missions", "turns"): (1, 6),
    ("missions", "champion_vp"): (0, 10),
    ("missions", "duel_vp"): (0, 10),
    ("missions", "smoke"): (1, 24),
    ("fate", "cost"): (0, 60),
    ("factions", "cost"): (0, 60),
    ("factions", "mov"): (-2, 2),
    ("factions", "def"): (-1, 1),
    ("factions", "wnd"): (-2, 2),
}


def _ranges(name: str, table: dict) -> None:
    for key, entry in table.items():
        for field, value in entry.items():
            span = RANGES.get((name, field))
            if span and not span[0] <= value <= span[1]:
                raise ContentError(
                    f"{name}.yaml, entry '{key}', field '{field}': {value} is "
                    f"outside {span[0]}..{span[1]}."
                )
            if field == "cost" and value < 0:
                raise ContentError(
                    f"{name}.yaml, entry '{key}', field 'cost': a cost can't be negative."
                )


def _effects(name: str, table: dict, data: dict) -> None:
    for key, entry in table.items():
        for i, effect in enumerate(entry["effects"]):
            where = f"{name}.yaml, entry '{key}', field 'effects[{i}]'"
            needs = {
                "stat": ("stat", "amount"),
                "rule": ("rule",),
                "immune": ("status",),
                "heal": ("amount",),
                "fate": ("amount",),
                "weapon": ("weapon",),
            }
            for field in needs[effect["kind"]]:
                if field not in effect:
                    raise ContentError(f"{where}: a {effect['kind']} effect needs '{field}'.")
            if effect["kind"] == "rule" and effect["rule"] not in data["rules"]:
                raise ContentError(f"{where}: '{effect['rule']}' is not a known special rule.")
            if effect["kind"] == "weapon" and effect["weapon"] not in data["weapons"]:
                raise ContentError(f"{where}: '{effect['weapon']}' is not a known weapon.")
            if "amount" in effect and not -3 <= effect["amount"] <= 4:
                raise ContentError(f"{where}: amount {effect['amount']} is outside -3..4.")


@lru_cache(maxsize=1)
def load() -> dict[str, dict]:
    data = {name: load_table(FOLDER / f"{name}.yaml", schema) for name, schema in SCHEMAS.items()}
    for name, table in data.items():
        _ranges(name, table)
    check_refs(data["factions"], "rule", data["rules"], "factions.yaml")
    for key, fac in data["factions"].items():
        for rule in fac.get("also", ()):
            if rule not in data["rules"]:
                raise ContentError(
                    f"factions.yaml, entry '{key}', field 'also': '{rule}' is not a known rule."
                )
    check_refs(data["factions"], "fate", data["fate"], "factions.yaml")
    for name in FACTION_OWNED:
        check_refs(data[name], "faction", data["factions"], f"{name}.yaml")
    for cls in data["classes"].values():
        for rule in cls["rules"]:
            if rule not in data["rules"]:
                raise ContentError(f"classes.yaml, field 'rules': '{rule}' is not a known rule.")
    for key, table in data["fate"].items():
        if table["faction"] != "none" and table["faction"] not in data["factions"]:
            raise ContentError(
                f"fate.yaml, entry '{key}', field 'faction': '{table['faction']}' is not a faction."
            )
        if len(table["abilities"]) < 3:
            raise ContentError(f"fate.yaml, entry '{key}': a Fate table needs three abilities.")
    for name, kind in (("equipment", "d66"), ("side_quests", "d33")):
        try:
            check_table(data[name], kind)
        except DiceError as error:
            raise ContentError(f"{name}.yaml: {error}") from None
    _effects("gear", data["gear"], data)
    _effects("equipment", data["equipment"], data)
    for key, mission in data["missions"].items():
        if mission["kind"] == "carry" and "deliver" not in mission:
            raise ContentError(
                f"missions.yaml, entry '{key}': a carry mission needs 'deliver' (home or far)."
            )
    check_refs(data["warbands"], "faction", data["factions"], "warbands.yaml")
    for key, band in data["warbands"].items():
        check_warband(band, f"warbands.yaml, entry '{key}'", data)
    return data


def equipment(result: int) -> dict:
    from game.core.dice import lookup

    return lookup(load()["equipment"], result)


# --- the model builder -------------------------------------------------------------------------


def offered(data: dict, table: str, faction: str) -> list[str]:
    """The ids of ``table`` a model of ``faction`` may take: the shared ones and its own."""
    return [k for k, e in data[table].items() if e.get("faction", faction) == faction]


def foreign(data: dict, table: str, key: str, faction: str) -> str | None:
    """The name of the faction that owns ``key`` if it is not ``faction``, else None."""
    owner = data[table].get(key, {}).get("faction", faction)
    return None if owner == faction else data["factions"][owner]["name"]


def check_model(spec: dict, faction: str, data: dict, where: str) -> None:
    for field, table in (
        ("body", "bodies"),
        ("tier", "tiers"),
        ("armor", "armor"),
        ("class", "classes"),
    ):
        if spec[field] not in data[table]:
            raise ContentError(
                f"{where}, field '{field}': '{spec[field]}' is not one of {', '.join(data[table])}."
            )
    for field, table, most in (("weapons", "weapons", MAX_WEAPONS), ("gear", "gear", MAX_GEAR)):
        if len(spec[field]) > most:
            raise ContentError(f"{where}, field '{field}': at most {most}.")
        for item in spec[field]:
            if item not in data[table]:
                raise ContentError(f"{where}, field '{field}': '{item}' is not known.")
    for field, table in (("class", "classes"), ("weapons", "weapons"), ("gear", "gear")):
        for item in spec[field] if isinstance(spec[field], list) else [spec[field]]:
            owner = foreign(data, table, item, faction)
            if owner:
                raise ContentError(
                    f"{where}, field '{field}': '{item}' belongs to {owner}, not to this "
                    "warband's faction."
                )


def model_cost(spec: dict, faction: str, data: dict | None = None) -> int:
    data = data or load()
    return (
        data["factions"][faction]["cost"]
        + data["bodies"][spec["body"]]["cost"]
        + data["tiers"][spec["tier"]]["cost"]
        + data["armor"][spec["armor"]]["cost"]
        + data["classes"][spec["class"]]["cost"]
        + sum(data["weapons"][w]["cost"] for w in spec["weapons"])
        + sum(data["gear"][g]["cost"] for g in spec["gear"])
    )


def warband_cost(band: dict, data: dict | None = None, where: str | None = None) -> int:
    """Every model's cost plus the Fate modifier (a faction table costs its price); a fault is
    named from ``where`` (the file and entry, or whose roster it is)."""
    data = data or load()
    where = where or f"warband '{band['name']}'"
    tiers: dict[str, int] = {}
    for i, spec in enumerate(band["models"]):
        check_model(spec, band["faction"], data, f"{where}, model {i + 1}")
        tiers[spec["tier"]] = tiers.get(spec["tier"], 0) + 1
    for tier, count in tiers.items():
        if count > data["tiers"][tier]["limit"]:
            raise ContentError(f"{where}: at most {data['tiers'][tier]['limit']} {tier}.")
    if not band["models"]:
        raise ContentError(f"{where}: a warband needs at least one model.")
    fate = fate_table_id(band, data)
    return (
        sum(model_cost(s, band["faction"], data) for s in band["models"])
        + data["fate"][fate]["cost"]
    )


class SetupError(ContentError, ValueError):
    """Options a battle can't be set up with: a warband that can't take the field (a roster
    that does not fit the rules or the agreed point limit) or an agreed side quest that does
    not exist; a ValueError too, so the new-game screen shows it as a refusal."""


def check_warband(band: Any, where: str, data: dict | None = None) -> int:
    """A warband, pre-made or a player's roster, checked part by part and against the limit of
    the size it was built for; returns its cost. A fault is a sentence starting with ``where``."""
    data = data or load()
    try:
        check(band, SCHEMAS["warbands"], where)
        check(band["faction"], tuple(data["factions"]), f"{where}, field 'faction'")
        cost = warband_cost(band, data, where)
    except ContentError as error:
        raise SetupError(str(error)) from None
    limit = SIZES[band["size"]]
    if cost > limit:
        raise SetupError(
            f"{where}: it costs {cost} points, over the {band['size']} limit of {limit}."
        )
    return cost


def fate_table_id(band: dict, data: dict | None = None) -> str:
    data = data or load()
    return data["factions"][band["faction"]]["fate"] if band["fate"] == "faction" else "common"


def apply_effect(profile: dict, effect: dict) -> None:
    """Fold one gear or equipment effect into a model's profile (heal and fate are the
    caller's: they act once, when the item is gained)."""
    kind = effect["kind"]
    if kind == "stat":
        stat = effect["stat"]
        profile[stat] = profile[stat] + effect["amount"]
        if stat == "wnd":
            profile["wounds"] = profile["wounds"] + effect["amount"]
        profile["sav"] = min(6, max(2, profile["sav"]))
        profile["mov"] = max(2, profile["mov"])
        profile["def"] = max(1, profile["def"])
        profile["ap"] = max(1, profile["ap"])
    elif kind == "rule" and effect["rule"] not in profile["rules"]:
        profile["rules"].append(effect["rule"])
    elif kind == "immune" and effect["status"] not in profile["immune"]:
        profile["immune"].append(effect["status"])
    elif kind == "weapon" and effect["weapon"] not in profile["weapons"]:
        profile["weapons"].append(effect["weapon"])


def build_model(spec: dict, faction: str, seat: int, index: int) -> dict:
    """A model as the state keeps it: its profile (AP, MOV, DEF, SAV, WND), rules, weapons."""
    data = load()
    fac, body = data["factions"][faction], data["bodies"][spec["body"]]
    tier, armor = data["tiers"][spec["tier"]], data["armor"][spec["armor"]]
    wnd = body["wnd"] + tier["wnd"] + fac["wnd"]
    weapons = list(spec["weapons"])
    if not any(data["weapons"][w]["kind"] == "melee" for w in weapons):
        weapons.append("fists")
    model = {
        "id": f"m{seat}{index:02d}",
        "seat": seat,
        "name": spec["name"],
        "faction": faction,
        "body": spec["body"],
        "tier": spec["tier"],
        "armor": spec["armor"],
        "class": spec["class"],
        "cost": model_cost(spec, faction, data),
        "ap": tier["ap"],
        "mov": body["mov"] + armor["mov"] + fac["mov"],
        "def": body["def"] + fac["def"],
        "sav": armor["sav"],
        "wnd": wnd,
        "wounds": wnd,
        "rules": [fac["rule"], *fac.get("also", ()), *data["classes"][spec["class"]]["rules"]],
        "immune": [],
        "weapons": weapons,
        "items": list(spec["gear"]),
        "cell": None,
        "left": 0,
        "activated": False,
        "statuses": [],
        "hidden": False,
        "watch": None,
        "acts": [],
        "moved": False,
        "assault": 0,
        "leap": False,
        "commanded": False,
        "defeated": False,
    }
    for gear in spec["gear"]:
        for effect in data["gear"][gear]["effects"]:
            apply_effect(model, effect)
    model["mov"] = max(2, model["mov"])
    return model
