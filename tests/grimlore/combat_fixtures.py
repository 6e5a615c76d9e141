"""A fight reached from a session's first turn: the monster's fight begins through the agenda,
the mat and cells are set by the test (placement is random in play), then commands go
through the contract with scripted dice."""

from __future__ import annotations

from game.core.agenda import Ctx
from game.core.chance import Chance
from game.games.grimlore.rules import RULES, engine
from game.games.grimlore.rules import items as I
from tests.grimlore.fixtures import play
from tests.grimlore.test_tests import opening


def fight(
    monster: str,
    pcs: dict,
    units: dict | None = None,
    mat: str = "crypt_hall",
    state: dict | None = None,
    chance=None,
) -> dict:
    """The party's first combat turn against ``monster`` with figures at the given cells;
    minions not named in ``units`` are removed."""
    state = state or opening()
    state["agenda"].append({"op": "combat_start", "monster": monster})
    engine.AGENDA.run(Ctx(state, chance or Chance(3)))
    state = play(state, chance or Chance(3), type="fight")
    assert RULES.pending(state).kind == "combat", RULES.pending(state).kind
    cb = state["combat"]
    cb["mat"] = mat
    for cid in list(cb["pcs"]):
        if cid in pcs:
            cb["pcs"][cid]["cell"] = list(pcs[cid])
        else:
            cb["pcs"][cid]["fled"] = True
    units = units or {"m": (5, 0)}
    for uid in list(cb["units"]):
        if uid in units:
            cb["units"][uid]["cell"] = list(units[uid])
        else:
            del cb["units"][uid]
    return state


def arm(
    state: dict, cid: str, item_id: str, where: str | None = None, uid: int = 500, **extra
) -> int:
    """Give ``cid`` an item (equipped where it belongs unless told)."""
    item = I.instance(uid, item_id) | extra
    item["where"] = where or I.SLOT_OF[I.card(item)["kind"]]
    gear = state["party"]["roster"][cid]["gear"]
    if item["where"] == "hand":
        for other in gear:
            if other["where"] == "hand":
                other["where"] = "pack"
    gear.append(item)
    return uid


def sword(state: dict, cid: str = "c1") -> int:
    return next(i["uid"] for i in state["party"]["roster"][cid]["gear"] if i["id"] == "longsword")


def energy(state: dict, who: str) -> int:
    if who in state["party"]["roster"]:
        return state["party"]["roster"][who]["energy"]
    return state["combat"]["units"][who]["energy"]
