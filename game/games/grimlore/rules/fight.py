"""What every part of a fight reads: the monster and its traits, who is on the mat and where,
and small moves and rolls the party's and the enemies' turns share."""

from __future__ import annotations

from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import content
from game.games.grimlore.rules.engine import char, name


def monster(state: dict) -> dict:
    return content.load()["monsters"][state["combat"]["monster"]]


def mtraits(state: dict) -> dict:
    return monster(state)["traits"]


def cpath(*keys) -> list:
    return ["combat", *keys]


def fighters(state: dict) -> list[dict]:
    """Characters on the mat who can still act: not knocked out, not fled."""
    cb = state["combat"]
    return [
        char(state, cid)
        for cid, pc in cb["pcs"].items()
        if not pc["fled"] and char(state, cid)["energy"] > 0
    ]


def living(state: dict) -> list[str]:
    return [uid for uid, u in state["combat"]["units"].items() if u["energy"] > 0]


def occupied(state: dict, but=None) -> set:
    cb = state["combat"]
    cells = {tuple(u["cell"]) for k, u in cb["units"].items() if u["energy"] > 0 and k != but}
    cells |= {
        tuple(p["cell"])
        for k, p in cb["pcs"].items()
        if not p["fled"] and k != but and char(state, k)["energy"] > 0
    }
    return cells


def unleashed(state: dict, uid: str) -> bool:
    """An Unleashed monster shrugs off every crowd-control effect (its minions have no traits)."""
    return bool(state["combat"]["units"][uid]["main"] and mtraits(state).get("unleashed"))


def taunted(state: dict) -> dict:
    """{enemy: the character who taunted it} this round (an old save names only the monster's)."""
    cb = state["combat"]
    return cb.get("taunted", {"m": cb["taunt"]} if cb["taunt"] else {})


def resist(state: dict) -> list[str]:
    return [t for t in mtraits(state).get("resistant", []) if t not in state["combat"]["stripped"]]


def free_beside(state: dict, cell) -> list | None:
    busy = occupied(state)
    board = B.mat(state["combat"]["mat"])
    for dc, dr in B.ORTHO:
        spot = (cell[0] + dc, cell[1] + dr)
        if board.in_bounds(spot) and not board.square(spot).blocks_move and spot not in busy:
            return list(spot)
    return None


def step_away(ctx, cid: str, danger) -> None:
    """Shadow Step: one free tile away from ``danger`` after a good Evade."""
    state = ctx.state
    here = state["combat"]["pcs"][cid]["cell"]
    options = B.moves(state["combat"]["mat"], here, 1, occupied(state, cid))
    better = [c for c in options if B.manhattan(c, danger) > B.manhattan(here, danger)]
    if better:
        cell = min(better)
        ctx.emit(
            "shadow_step",
            f"{name(state, cid)} steps into the shadows.",
            changes=[(cpath("pcs", cid, "cell"), list(cell))],
        )


def red_six(ctx) -> bool:
    return ctx.chance.die(6, "red") == 6
