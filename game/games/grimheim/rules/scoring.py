"""Victory points: objectives at the end of each turn, side quests at the end of the battle,
and the result (more VP wins; equal VP is a draw)."""

from __future__ import annotations

from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import content
from game.games.grimheim.rules import state as S
from game.games.grimheim.rules.engine import who

HOLD_RANGE = 2
LANTERN_HOLD = 3  # a Lamplighter's lantern-pole lights the ground it holds a little further


def hold_range(m) -> int:
    """How near an objective ``m`` counts towards holding it: 2 inches, 3 under a lantern-pole."""
    return LANTERN_HOLD if S.has(m, "lamplighter") else HOLD_RANGE


def holder(state, o) -> int | None:
    """The side with more models near an objective (hold_range), if either; where the mission
    breaks ties by points, a level count goes to the side whose models there cost more."""
    near = [
        [m for m in S.alive(state, seat) if B.distance(m["cell"], o["cell"]) <= hold_range(m)]
        for seat in (0, 1)
    ]
    weights = [len(n) for n in near]
    mission = content.load()["missions"][state["mission"]]
    if weights[0] == weights[1] and mission.get("tie_break") == "points":
        weights = [sum(m["cost"] for m in n) for n in near]
    if weights[0] == weights[1]:
        return None
    return 0 if weights[0] > weights[1] else 1


def defeat_vp(mission, victim, by) -> int:
    """What a defeat is worth to the other side: kill_vp, more for the enemy Champion, more
    again when ``by`` (the killer's model, or None) is the killer's own Champion."""
    vp = mission["kill_vp"]
    if victim["tier"] == "champion":
        vp += mission.get("champion_vp", 0)
    if by is not None and by["tier"] == "champion":
        vp += mission.get("duel_vp", 0)
    return vp


def delivery_zone(map_name: str, mission, seat: int) -> frozenset:
    """Where a side's carriers deliver a load: home is its own deployment zone; far is the
    enemy's table edge, the row of their deployment zone along the edge of the table."""
    grid = B.board(map_name)
    if mission["deliver"] == "home":
        return grid.zone(f"deploy_{seat}")
    camp = grid.zone(f"deploy_{1 - seat}")
    rows = [c[1] for c in camp]
    edge = max(rows) if seat == 0 else min(rows)
    return frozenset(c for c in camp if c[1] == edge)


def end_of_turn(ctx) -> None:
    state = ctx.state
    mission = content.load()["missions"][state["mission"]]
    if mission["kind"] == "carry":
        _loads(ctx, mission)
        return
    if not mission["hold_vp"]:
        return
    per = mission["hold_vp"] * (state["turn"] if mission["kind"] == "tower" else 1)
    gained = [0, 0]
    for o in state["objectives"]:
        seat = o["owner"] if o["kind"] == "beacon" else holder(state, o)
        if seat is not None:
            gained[seat] += per
    _award(ctx, "Objectives", gained)


def _loads(ctx, mission) -> None:
    """Each load carried scores hold_vp; each carried into its delivery zone loot_vp more, and
    leaves the table."""
    state = ctx.state
    gained = [0, 0]
    for i, o in enumerate(state["objectives"]):
        if o.get("carrier") is None:
            continue
        seat = S.model(state, o["carrier"])["seat"]
        gained[seat] += mission["hold_vp"]
        if tuple(o["cell"]) in delivery_zone(state["map"], mission, seat):
            gained[seat] += mission["loot_vp"]
            ctx.emit(
                "delivered",
                f"{who(seat)} delivers {o['name']} (+{mission['loot_vp']} VP).",
                changes=[(["objectives", i, "looted"], True), (["objectives", i, "carrier"], None)]
                + unladen(state, i),
            )
    _award(ctx, "Loads", gained)


def unladen(state, i: int) -> list:
    """The changes that give load ``i``'s laden carrier its own MOV back as it sets it down."""
    o = state["objectives"][i]
    if o.get("pace") is None:
        return []
    return [(["models", o["carrier"], "mov"], o["pace"]), (["objectives", i, "pace"], None)]


def _award(ctx, what: str, gained: list) -> None:
    state = ctx.state
    if any(gained):
        ctx.emit(
            "scored",
            f"{what}: {who(0)} +{gained[0]} VP, {who(1)} +{gained[1]} VP.",
            changes=[(["players", s, "vp"], state["players"][s]["vp"] + gained[s]) for s in (0, 1)],
        )


def quest_done(state, seat: int) -> bool:
    p = state["players"][seat]
    check = p["quest"]["check"]
    mine = S.alive(state, seat)
    name = state["map"]
    if check == "marked":
        mark = p["quest"]["mark"]
        return bool(mark) and state["models"][mark]["defeated"]
    if check == "melee_kill":
        return p["melee_kills"] > 0
    if check == "first_blood":
        return state["first_blood"] == seat
    if check == "deep_strike":
        zone = S.zone(state, 1 - seat)
        return any(tuple(m["cell"]) in zone for m in mine)
    if check == "high_ground":
        return sum(1 for m in mine if B.level(name, m["cell"]) >= 2) >= 2
    if check == "four_corners":
        return len({B.quarter(name, m["cell"]) for m in mine}) == 4
    if check == "giant_slayer":
        return p["giant"]
    if check == "survivors":
        return p["lost"] == 0
    return p["kills"] >= 3  # reaping


def finish(ctx) -> None:
    state = ctx.state
    mission = content.load()["missions"][state["mission"]]
    data = content.load()["side_quests"]
    changes = []
    vp = [p["vp"] for p in state["players"]]
    lines = []
    for seat, p in enumerate(state["players"]):
        if not p["quest"]:
            continue
        name = next(e["name"] for e in data.values() if e["id"] == p["quest"]["id"])
        if quest_done(state, seat):
            vp[seat] += mission["quest_vp"]
            lines.append(f"{who(seat)} completes the side quest {name} (+{mission['quest_vp']})")
        else:
            lines.append(f"{who(seat)} fails the side quest {name}")
    winner = None if vp[0] == vp[1] else (0 if vp[0] > vp[1] else 1)
    result = {"winner": winner, "draw": winner is None, "vp": vp}
    verdict = "a draw" if winner is None else f"{who(winner)} wins"
    changes += [(["players", s, "vp"], vp[s]) for s in (0, 1)]
    campaign = "camp" in state  # the result stands after the aftermath's rolls (aftermath.py)
    if campaign:
        changes.append((["phase"], "aftermath"))
    else:
        changes += [(["result"], result), (["phase"], "over")]
    ctx.emit(
        "battle_over",
        "; ".join(lines + [f"{vp[0]} to {vp[1]}: {verdict}"]) + ".",
        changes=changes,
        reveal=True,
        push=[{"op": "aftermath", "result": result}] if campaign else (),
    )
