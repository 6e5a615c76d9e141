"""Guardians: roaming Encounters on the map, and the Guardian die at the Start of the Day.

The die has six faces (campaign.yaml): north, east, south and west, and two X. A cardinal face
moves the Guardian to the Location connected in that direction (north is a card's top edge), or
to the highest-numbered connected Location when none lies that way. On an X the first of these
that applies is done: it strikes the Characters in its Location (they face it as a party), it
Fades a waystone touching its Location (the one touching the lowest-numbered card), it moves to
the highest-numbered connected Location. A Guardian's own card may change what a face does
(guardians.yaml), and one that roams only wyrdness (or only clear land) stays put rather than
step onto the other kind. Whoever holds the Thane's Bronze Circlet (Secret 47) is never struck.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import encounter_start as N
from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import roaming as R
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import waystones as W
from game.games.tainted_grail.rules.engine import auto

DEFAULT_X = ["attack", "fade", "move-highest"]
CIRCLET = 47


def guardian(gid: str) -> dict:
    return S.world()["guardians"][gid]


def title(gid: str) -> str:
    return N.card(guardian(gid)["encounter"])["name"]


def place(ctx, gid: str, card: str) -> None:
    state = ctx.state
    changes: list = [(["guardians", gid], card)]
    for colour, deck in state["encounter_decks"].items():
        if gid in deck:
            changes.append((["encounter_decks", colour], [c for c in deck if c != gid]))
    ctx.emit(
        "guardian_placed",
        f"{title(gid)} now guards {S.location(card)['name']}.",
        changes=changes,
        reveal=True,
    )


def remove(ctx, gid: str, why: str) -> None:
    state = ctx.state
    if gid not in state["guardians"]:
        return
    ctx.emit(
        "guardian_removed",
        f"{title(gid)} {why}.",
        changes=[(["guardians"], {g: v for g, v in state["guardians"].items() if g != gid})],
    )


def here(state: dict, card: str) -> list[str]:
    return sorted(g for g, v in state["guardians"].items() if v == card)


@auto("guardians_roll")
def _roll_all(ctx, step):
    """Start of the Day, step 4: the die for each Guardian, in turn."""
    R.stir(ctx, "guardian", "The Guardians stir.", ctx.state["guardians"], "g")


@auto("guardian_turn")
def _turn(ctx, step):
    gid = step["g"]
    face = R.roll(ctx, "guardian", gid in ctx.state["guardians"], title(gid))
    if face is None:
        return
    rules = guardian(gid)["die"]
    if face == "x":
        for move in rules.get("x", DEFAULT_X):
            if _do(ctx, gid, move, face):
                return
        return
    _do(ctx, gid, rules.get(face, "move"), face)


def strikes(state: dict, gid: str) -> list[str]:
    """The Characters a Guardian would strike in its Location."""
    where = state["guardians"][gid]
    return [c for c in S.at(state, where) if CIRCLET not in H.secrets_of(state, c)]


def _do(ctx, gid: str, move: str, face: str) -> bool:
    """Carry out one kind of move; False when it does not apply."""
    state = ctx.state
    where = state["guardians"][gid]
    if move == "stay":
        return True
    if move == "attack":
        party = strikes(state, gid)
        if not party:
            return False
        ctx.emit(
            "guardian_strikes",
            f"{title(gid)} falls upon {S.names(state, party)}.",
            push=[N.step(guardian(gid)["encounter"], party, where, "guardian")],
        )
        return True
    if move == "fade":
        return W.fade_at(ctx, where, f"{title(gid)} smothers it")
    target = destination(state, gid, move, face)
    if target is None:
        return move not in ("move-highest", "move-lowest", "toward-party")
    if target != where:
        ctx.emit(
            "guardian_moves",
            f"{title(gid)} moves to {S.location(target)['name']}.",
            changes=[(["guardians", gid], target)],
        )
    return True


def destination(state: dict, gid: str, move: str, face: str) -> str | None:
    where = state["guardians"][gid]
    near = P.neighbours(state, where)
    if not near:
        return None
    if move == "move":
        target = P.connected(state, where).get(P.DIRECTIONS.get(face, ""))
        target = target or max(near, key=lambda c: (S.number(c), c))
    elif move == "move-highest":
        target = max(near, key=lambda c: (S.number(c), c))
    elif move == "move-lowest":
        target = min(near, key=lambda c: (S.number(c), c))
    else:  # toward-party: one step along the shortest way to the nearest Character
        target = toward_party(state, where)
        if target is None:
            return None
    roams = guardian(gid)["roams"]
    if roams != "anywhere" and state["map"][target]["side"] != roams:
        return where
    return target


def toward_party(state: dict, where: str) -> str | None:
    """One step along the shortest way to the nearest Character (of equals, the one in the
    lowest-numbered Location); None when one stands here or none can be reached."""
    spots = {state["chars"][c]["at"] for c in state["order"]}
    if where in spots:
        return None
    reach = P.distances(state, where)
    goals = sorted((reach[s], S.number(s), s) for s in spots if s in reach)
    if not goals:
        return None
    goal = goals[0][2]
    back = P.distances(state, goal)
    steps = [c for c in P.neighbours(state, where) if back.get(c, 99) == reach[goal] - 1]
    return min(steps, key=lambda c: (S.number(c), c)) if steps else None
