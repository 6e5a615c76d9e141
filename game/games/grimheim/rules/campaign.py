"""Grimheim campaigns (assets/grimheim/campaign.yaml, docs/rulings/grimheim.md "Campaigns").

A campaign is one JSON record, the ``campaign`` option, carried by game/core/campaign.py from
a battle's outcome to the next battle's options. It holds both warbands as rosters (each model's
builder choices, experience, injuries, advances and kept finds; the warband's gold and stash),
the battle to be played next, the results so far and the aftermath's report. Nothing in it is
secret: side quests are drawn anew in each battle and never written here.

A battle of a campaign opens with the muster (muster.py: each side hires, retires, treats and
equips), then fields the rosters (``field``), and ends with the aftermath (aftermath.py), whose
rolls come from the battle's own Chance."""

from __future__ import annotations

from functools import lru_cache

from game.core.agenda import clone
from game.core.content import ASSETS, ContentError, Items, check, load_yaml
from game.core.dice import DiceError, lookup
from game.games.grimheim.rules import content

KINDS = ("story", "league")
SPEC_KEYS = ("name", "body", "tier", "armor", "class", "weapons", "gear")
FATES = ("dead", "miss", "lasting", "whole", "lesson")
ENTRY = {"name": str, "text": str, "effects?": Items(content.EFFECT, 1, 2)}
SCHEMA = {
    "rules": {
        key: int
        for key in (
            "win_gold",
            "draw_gold",
            "loss_gold",
            "vp_gold",
            "treat_gold",
            "most_models",
            "most_items",
            "xp_fielded",
            "xp_takedown",
            "xp_win",
            "spoils",
        )
    }
    | {"thresholds": Items(int, 1, 10)},
    "injuries": {},
    "advances": {},
    "story": {
        "name": str,
        "text": str,
        "chapters": Items(
            {
                "name": str,
                "mission": str,
                "briefing": str,
                "aftermath": str,
                "boon": {
                    "to": ("winner", "loser"),
                    "gold?": int,
                    "fate?": int,
                    "loot?": int,
                    "text": str,
                },
            },
            8,
            20,
        ),
    },
    "league": {"name": str, "text": str},
}


@lru_cache(maxsize=1)
def tables() -> dict:
    """campaign.yaml, checked: every field, both 2D6 tables whole, each chapter's mission known."""
    path = ASSETS / "grimheim" / "campaign.yaml"
    data = load_yaml(path)
    check(data, {k: (dict if not v else v) for k, v in SCHEMA.items()}, path.name)
    for name, entry_schema in (
        ("injuries", {**ENTRY, "fate": FATES, "xp?": int}),
        ("advances", ENTRY),
    ):
        for key, entry in data[name].items():
            check(entry, entry_schema, f"{path.name}, {name} '{key}'")
        try:
            _check_2d6(data[name])
        except DiceError as error:
            raise ContentError(f"{path.name}, {name}: {error}") from None
    missions = content.load()["missions"]
    for i, chapter in enumerate(data["story"]["chapters"]):
        if chapter["mission"] not in missions:
            raise ContentError(
                f"{path.name}, chapter {i + 1}: '{chapter['mission']}' is not a mission."
            )
    return data


def _check_2d6(table: dict) -> None:
    """Every total of two dice, 2 to 12, has exactly one entry (keys read as a D66 table's)."""
    covered = [lookup(table, result) for result in range(2, 13)]  # a gap raises DiceError
    spans = sum(
        int(str(k).partition("-")[2] or str(k)) - int(str(k).partition("-")[0]) + 1 for k in table
    )
    if spans != len(covered):
        raise DiceError("a roll is covered twice, or a key is not a total of two dice.")


def injury(result: int) -> dict:
    return lookup(tables()["injuries"], result)


def advance(result: int) -> dict:
    return lookup(tables()["advances"], result)


def chapters() -> list[dict]:
    return tables()["story"]["chapters"]


# --- the record --------------------------------------------------------------------------------


def roster_of(band: dict, start: int = 0) -> list[dict]:
    """A warband's models as a campaign keeps them: the builder's choices and a fresh record."""
    return [
        {
            **{k: clone(spec[k]) for k in SPEC_KEYS},
            "uid": f"u{start + i}",
            "xp": 0,
            "battles": 0,
            "injuries": [],
            "advances": [],
            "items": [],
            "out": False,
        }
        for i, spec in enumerate(band["models"])
    ]


def length(camp: dict) -> int | None:
    return len(chapters()) if camp["kind"] == "story" else None


def chapter(camp: dict) -> dict | None:
    """The story chapter of the battle to be played next (None in a league or after the end)."""
    if camp["kind"] != "story" or camp["battle"] > len(chapters()):
        return None
    return chapters()[camp["battle"] - 1]


def mission_of(camp: dict) -> str:
    """The next battle's mission: the chapter's, or in a league the missions in turn."""
    here = chapter(camp)
    if here is not None:
        return here["mission"]
    missions = list(content.load()["missions"])
    first = missions.index(camp["first_mission"]) if camp["first_mission"] in missions else 0
    return missions[(first + camp["battle"] - 1) % len(missions)]


def check_playable(camp: dict) -> None:
    """Refuse, with a sentence, a campaign whose story is told or whose record is not one."""
    if (
        not isinstance(camp, dict)
        or camp.get("kind") not in KINDS
        or len(camp.get("bands", [])) != 2
    ):
        raise content.SetupError("The campaign record is not one this version can read.")
    if camp["kind"] == "story" and camp["battle"] > len(chapters()):
        raise content.SetupError(f"{tables()['story']['name']} is told: {standing_text(camp)}")


def goes_on(camp) -> bool:
    try:
        check_playable(camp)
    except content.SetupError:
        return False
    return True


def standings(camp: dict) -> list[dict]:
    """Wins, draws, losses, VP and league points (3 a win, 1 a draw) per warband."""
    rows = [{"won": 0, "drawn": 0, "lost": 0, "vp": 0, "points": 0} for _ in (0, 1)]
    for result in camp["results"]:
        for seat in (0, 1):
            row = rows[seat]
            row["vp"] += result["vp"][seat]
            if result["winner"] is None:
                row["drawn"] += 1
            elif result["winner"] == seat:
                row["won"] += 1
            else:
                row["lost"] += 1
            row["points"] = 3 * row["won"] + row["drawn"]
    return rows


def standing_text(camp: dict) -> str:
    rows, names = standings(camp), [b["name"] for b in camp["bands"]]
    parts = [
        f"{names[s]} {r['won']} won, {r['drawn']} drawn, {r['lost']} lost"
        for s, r in enumerate(rows)
    ]
    return "; ".join(parts) + "."


def summary(camp: dict, in_progress: bool) -> str:
    """Where a campaign stands, for the load screen: "Battle 3 of 8: Fires on the Watchtowers"."""
    if not isinstance(camp, dict) or camp.get("kind") not in KINDS:
        return "a Grimheim campaign"
    rows, names = standings(camp), [b["name"] for b in camp["bands"]]
    score = f"{names[0]} {rows[0]['won']}, {names[1]} {rows[1]['won']}, drawn {rows[0]['drawn']}"
    state = "in progress" if in_progress else "next"
    if camp["kind"] == "league":
        name = content.load()["missions"][mission_of(camp)]["name"]
        return f"League, battle {camp['battle']} {state} ({name}); wins: {score}"
    here = chapter(camp)
    if here is None:
        return f"{tables()['story']['name']} is told; wins: {score}"
    return f"Battle {camp['battle']} of {len(chapters())} {state}: {here['name']}; wins: {score}"


# --- taking the field ----------------------------------------------------------------------


def item(result: int) -> dict:
    """A kept find by its D66 result on the Equipment List."""
    return content.equipment(result)


def lasting_effects(m: dict) -> list[dict]:
    """What a model's injuries, advances and kept finds change in its profile (a find that
    heals or gives Fate dice acts when the battle starts, not here)."""
    out = []
    for result in m["injuries"]:
        out += injury(result).get("effects", [])
    for result in m["advances"]:
        out += advance(result).get("effects", [])
    for result in m["items"]:
        out += [e for e in item(result)["effects"] if e["kind"] not in ("heal", "fate")]
    return out


def fielded_model(m: dict, faction: str, seat: int, index: int) -> dict:
    """A roster model as the battle's state keeps it, its record folded into its profile."""
    model = content.build_model({k: m[k] for k in SPEC_KEYS}, faction, seat, index)
    for effect in lasting_effects(m):
        content.apply_effect(model, effect)
    model["wnd"] = max(1, model["wnd"])
    model["wounds"] = model["wnd"]
    model["mov"] = max(2, model["mov"])
    model["items"] = [*model["items"], *(item(r)["name"] for r in m["items"])]
    model["uid"] = m["uid"]
    model["took_out"] = 0
    return model


def fate_from_items(band: dict) -> int:
    """The Fate dice that the kept finds of the models taking the field give in the first turn."""
    return sum(
        e["amount"]
        for m in band["models"]
        if not m["out"]
        for r in m["items"]
        for e in item(r)["effects"]
        if e["kind"] == "fate"
    )


def band_cost(band: dict) -> int:
    """What a roster's fielded models are worth in points (the underdog's Fate die reads it)."""
    fielded = [m for m in band["models"] if not m["out"]]
    if not fielded:
        return 0
    as_warband = {
        "name": band["name"],
        "faction": band["faction"],
        "fate": band["fate"],
        "models": [{k: m[k] for k in SPEC_KEYS} for m in fielded],
    }
    return content.warband_cost(as_warband)


def next_threshold(xp: int) -> int | None:
    return next((t for t in tables()["rules"]["thresholds"] if t > xp), None)
