"""The state of a battle and the small questions every module asks of it: who stands where,
who is an enemy, who is in whose melee range, who may still react."""

from __future__ import annotations

from functools import lru_cache

from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import campaign as C
from game.games.grimheim.rules import content

REACH = 2  # inches a reach weapon strikes at
FIND = 3  # inches within which an enemy finds a hidden model (keen: 6)
KEEN_FIND = 6


def warband_of(options: dict, seat: int) -> dict:
    """A custom roster passed in the options, or a pre-made warband by its id."""
    custom = options.get(f"roster_{seat}")
    if custom:
        return custom
    return content.load()["warbands"][options[f"warband_{seat}"]]


def check_agreed_quests(options: dict, data: dict) -> None:
    """An agreed side quest (option ``quest_<seat>``, the book's "agree on a specific quest")
    must be one of side_quests.yaml's ids."""
    known = [e["id"] for e in data["side_quests"].values()]
    for seat in (0, 1):
        agreed = options.get(f"quest_{seat}")
        if agreed and agreed not in known:
            raise content.SetupError(
                f"Option 'quest_{seat}': '{agreed}' is not a side quest "
                f"(one of {', '.join(known)})."
            )


def warband_within(band, seat: int, limit: str, data: dict) -> int:
    """The cost of a side's warband, refused with a sentence unless it fits the rules, the size
    it was built for and the point limit both players agreed on; returns its cost."""
    where = f"Player {seat + 1}'s warband" + (
        f" '{band['name']}'" if isinstance(band, dict) and isinstance(band.get("name"), str) else ""
    )
    cost = content.check_warband(band, where, data)
    if limit not in content.SIZES:
        raise content.SetupError(
            f"The point limit '{limit}' is not one of {', '.join(content.SIZES)}."
        )
    if cost > content.SIZES[limit]:
        raise content.SetupError(
            f"{where} costs {cost} points, over the agreed {limit} limit of "
            f"{content.SIZES[limit]} points."
        )
    return cost


def objective_word(kind: str, label: str) -> str:
    """What an objective is called in the log: a load by its name on the map ("cask_2" is a
    cask), the tower as a tower, the others by what they are for."""
    if kind == "carry":
        return label.split("_")[0]
    return {"encounter": "cache", "beacons": "beacon", "tower": "bell tower"}.get(kind, "objective")


def player_record(band: dict, cost: int, data: dict) -> dict:
    """A side as the battle keeps it: its warband's name and worth, VP, Fate dice and tallies."""
    return {
        "name": band["name"],
        "faction": band["faction"],
        "cost": cost,
        "fate_table": content.fate_table_id(band, data),
        "fate": [],
        "vp": 0,
        "quest": None,
        "extra_fate": 0,
        "kills": 0,
        "melee_kills": 0,
        "giant": False,
        "lost": 0,
        "loots": 0,
        "found": [],  # the Equipment List results its models looted (a campaign keeps them)
    }


def initial_state(options: dict) -> dict:
    data = content.load()
    check_agreed_quests(options, data)
    camp = options.get("campaign")
    if camp:  # a campaign's battle: its rosters take the field after the muster (muster.py)
        C.check_playable(camp)
        options = {**options, "mission": C.mission_of(camp)}
    mission = data["missions"][options["mission"]]
    models, players, order = {}, [], []
    limit = options.get("point_limit", "large")
    for seat in (0, 1):
        if camp:
            players.append(player_record(camp["bands"][seat], 0, data))
            continue
        band = warband_of(options, seat)
        cost = warband_within(band, seat, limit, data)
        players.append(player_record(band, cost, data))
        for i, spec in enumerate(band["models"]):
            model = content.build_model(spec, band["faction"], seat, i)
            models[model["id"]] = model
            order.append(model["id"])
    grid = B.board(mission["map"])
    kind = {"encounter": "cache", "beacons": "beacon", "carry": "load"}.get(
        mission["kind"], "marker"
    )
    where = "from" if kind == "load" else "at"  # a load moves; it keeps the name it started with
    objectives = [
        {
            "name": f"the {objective_word(mission['kind'], o.name)} {where} "
            f"{B.square_name(o.cell)}",
            "cell": list(o.cell),
            "kind": kind,
            "owner": None,
            "looted": False,
            "carrier": None,
            "pace": None,  # a laden carrier's own MOV, given back when it sets the load down
        }
        for o in grid.of_kind("objective")
    ]
    return {
        "options": dict(options),
        "mission": options["mission"],
        "map": mission["map"],
        "turn": 0,
        "last_turn": mission["turns"],
        "overtime": False,
        "phase": "setup",
        "players": players,
        "models": models,
        "order": order,
        "objectives": objectives,
        "initiative": None,
        "next_seat": 0,
        "active": None,
        "action": None,
        "combat": None,
        "fall": None,
        "first_blood": None,
        "deploy_first": 0,
        "agenda": [],
        "log": [],
        "result": None,
        **({"camp": camp, "carry": None} if camp else {}),
    }


def loads_of(state, mid) -> list[int]:
    """The objectives (by index) the model ``mid`` carries: a load on a carry mission."""
    return [i for i, o in enumerate(state["objectives"]) if o.get("carrier") == mid]


def carried_along(state, mid, cell) -> list:
    """The changes that take the loads ``mid`` carries to ``cell`` with it."""
    return [(["objectives", i, "cell"], list(cell)) for i in loads_of(state, mid)]


def model(state, mid) -> dict:
    return state["models"][mid]


def alive(state, seat: int | None = None) -> list[dict]:
    """Models on the table (deployed, not defeated), in roster order."""
    return [
        m
        for m in (state["models"][i] for i in state["order"])
        if not m["defeated"] and m["cell"] is not None and (seat is None or m["seat"] == seat)
    ]


def enemies(state, m) -> list[dict]:
    return alive(state, 1 - m["seat"])


def friends(state, m) -> list[dict]:
    return [f for f in alive(state, m["seat"]) if f["id"] != m["id"]]


def weapon(wid: str) -> dict:
    return content.load()["weapons"][wid]


def reach_of(m) -> int:
    return max(_reach(w) for w in m["weapons"])


@lru_cache(maxsize=256)
def _reach(wid: str) -> int:
    w = weapon(wid)
    return REACH if w["kind"] == "melee" and "reach" in w["rules"] else 1


def threatens(state, enemy, cell) -> bool:
    """Is ``cell`` inside ``enemy``'s melee range?"""
    return B.in_reach(state["map"], enemy["cell"], cell, reach_of(enemy))


def in_enemy_melee(state, m, cell=None) -> bool:
    cell = m["cell"] if cell is None else cell
    return tuple(cell) in danger(state, m["seat"])


def danger(state, seat: int) -> frozenset:
    """Every square inside the melee range of a model of the other side."""
    out = set()
    name = state["map"]
    for e in alive(state, 1 - seat):
        out |= B.reach_cells(name, tuple(e["cell"]), reach_of(e))
    return frozenset(out)


def occupied(state) -> frozenset:
    return frozenset(tuple(m["cell"]) for m in alive(state))


def in_contact(state, a, b) -> bool:
    return B.in_reach(state["map"], a["cell"], b["cell"], 1)


def has(m, rule: str) -> bool:
    return rule in m["rules"]


def status(m, name: str) -> bool:
    return name in m["statuses"]


def can_react(m) -> bool:
    """A ready model (not yet activated this turn, or activating) with an AP left may react,
    unless Stunned, Frozen or defeated; one that ended its activation is not ready."""
    return (
        not m["defeated"]
        and not m["activated"]
        and m["cell"] is not None
        and m["left"] >= 1
        and not status(m, "stunned")
        and not status(m, "frozen")
    )


def mov(m) -> int:
    return m["mov"] // 2 if status(m, "frozen") else m["mov"]


def blocked_for(state, m) -> tuple[frozenset, frozenset]:
    """Squares this model can't enter (enemies) and can pass but not stop on (friends)."""
    foes = frozenset(tuple(e["cell"]) for e in enemies(state, m))
    pals = frozenset(tuple(f["cell"]) for f in friends(state, m))
    return foes, pals


def paths(state, m, budget: int) -> dict:
    foes, pals = blocked_for(state, m)
    return B.paths(state["map"], m["cell"], budget, mov(m), tuple(m["rules"]), foes, pals)


def free(state, cell, m=None) -> bool:
    """No other model stands on this square."""
    cell = list(cell)
    return not any(
        o["cell"] == cell and o is not m and o["id"] != (m or {}).get("id") for o in alive(state)
    )


def seen_by(state, viewer, target) -> bool:
    return B.can_see(state["map"], viewer["cell"], target["cell"])


def targetable(state, viewer, target) -> bool:
    return not target["hidden"] and seen_by(state, viewer, target)


def zone(state, seat: int) -> frozenset:
    return B.board(state["map"]).zone(f"deploy_{seat}")


def fate_table(state, seat: int) -> dict:
    return content.load()["fate"][state["players"][seat]["fate_table"]]


def label(m) -> str:
    return m["name"]
