"""The Kings of Ruin on the board (kings.yaml): placed and removed by the story, moved by the
Guardian die at the Start of the Day right after the Guardians, and met at once.

A King is not a Guardian: it lives in ``state["kings"]`` ({king: {at, meets, sated}}), never
bars Exploring, cannot be Challenged, and no Guardian rule or card touches it. Its die reads a
cardinal face the same way or the opposite way (its card says), falling back on the lowest- or
highest-numbered connected Location; an X does every part of its card's list in order (a Fade,
then its own deed). Whenever a Character (not Dying) shares its Location and nothing else is
being fought, the Encounter its standee names starts before anything else there happens. Won,
the King leaves the board; lost, it keeps to its Location, sated, until it next moves
(docs/rulings).
"""

from __future__ import annotations

from game.games.tainted_grail.rules import encounter_start as N
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import guardians as G
from game.games.tainted_grail.rules import king_finals as KF
from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import roaming as R
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import waystones as W
from game.games.tainted_grail.rules.engine import auto, effects_step

OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}


def king(kid: str) -> dict:
    return S.world()["kings"][kid]


def placed(state: dict) -> dict:
    return state.get("kings", {})


def here(state: dict, card: str) -> list[str]:
    return sorted(k for k, v in placed(state).items() if v["at"] == card)


def _put(ctx, kid: str, spot: dict) -> None:
    ctx.emit("king_spot", "", changes=[(["kings"], {**placed(ctx.state), kid: spot})])


def place(ctx, kid: str, card: str, meets: str = "", entry: int | None = None) -> None:
    """``king+ ID @ CARD [as ENCOUNTER]``: the standee onto the card (moved there if it stands
    elsewhere), then anyone there meets it. ``entry``: the chapter set-up's entry that stood
    it (its ``won``/``lost``, king_finals.py)."""
    old = placed(ctx.state).get(kid, {})
    spot = {"at": card, "meets": meets or old.get("meets") or king(kid)["board"]["meets"]}
    if entry is not None:
        spot["entry"] = entry
    ctx.emit(
        "king_placed",
        f"{king(kid)['name']} stands at {S.location(card)['name']}.",
        changes=[(["kings"], {**placed(ctx.state), kid: {**spot, "sated": False}})],
        reveal=True,
    )
    ctx.emit("king_arrives", "", push=meetings(ctx.state, card))


def remove(ctx, kid: str, why: str) -> None:
    if kid not in placed(ctx.state):
        return
    rest = {k: v for k, v in placed(ctx.state).items() if k != kid}
    ctx.emit("king_removed", f"{king(kid)['name']} {why}.", changes=[(["kings"], rest)])


def meetings(state: dict, card: str) -> list[dict]:
    """The steps that start each King's Encounter with the Characters in ``card`` (all of them
    as one party), or nothing when nobody able is there, the King is sated, or an Encounter
    is already being fought."""
    if state["encounter"] is not None:
        return []
    party = [c for c in S.at(state, card) if not state["chars"][c]["dying"]]
    if not party:
        return []
    steps: list[dict] = []
    for kid in here(state, card):
        spot = placed(state)[kid]
        if spot["sated"]:
            continue
        steps.append(N.step(spot["meets"], party, card, "king"))
        steps.append({"op": "king_after", "k": kid, "party": party, "at": card})
    return steps


@auto("king_after")
def _after(ctx, step):
    state = ctx.state
    kid = step["k"]
    if kid not in placed(state):
        ctx.emit("king_gone", "", pop=1)
        return
    won = state["last_encounter"] == "win"
    spot = placed(state)[kid]
    effects = KF.after_board(state, kid, spot, won)
    push = [effects_step(effects, step["party"], step["at"], f"king {kid}")] if effects else []
    ctx.emit("king_met", "", pop=1, push=push)
    if N.card(spot["meets"]).get("final"):  # the last meeting: met once, whatever came of it
        remove(ctx, kid, "has met the Lampbearers for the last time")
        return
    if won:
        remove(ctx, kid, "is driven from the Shore, for now")
        return
    spot = {**placed(state)[kid], "sated": True}
    _put(ctx, kid, spot)
    ctx.emit("king_sated", f"{king(kid)['name']} has taken his due and waits for the morning.")


@auto("kings_roll")
def _roll_all(ctx, step):
    """Start of the Day, right after the Guardians: the Guardian die for each King."""
    R.stir(ctx, "king", "The Kings of Ruin stir.", placed(ctx.state), "k")


@auto("king_turn")
def _turn(ctx, step):
    kid = step["k"]
    face = R.roll(ctx, "king", kid in placed(ctx.state), king(kid)["name"])
    if face is None:
        return
    _put(ctx, kid, {**placed(ctx.state)[kid], "sated": False})
    if face == "x":
        for part in king(kid)["board"]["x"]:
            _deed(ctx, kid, part)
    else:
        _go(ctx, kid, destination(ctx.state, kid, face))
    spot = placed(ctx.state).get(kid)
    if spot:
        ctx.emit("king_moved", "", push=meetings(ctx.state, spot["at"]))


def destination(state: dict, kid: str, face: str) -> str:
    """Where a cardinal face sends the King: that way (or the opposite way), else its
    fallback among the connected Locations; it stays when nothing is connected."""
    board = king(kid)["board"]
    where = placed(state)[kid]["at"]
    near = P.neighbours(state, where)
    if not near:
        return where
    way = face if board["direction"] == "same" else OPPOSITE[face]
    target = P.connected(state, where).get(P.DIRECTIONS[way])
    pick = min if board["fallback"] == "lowest" else max
    return target or pick(near, key=lambda c: (S.number(c), c))


def _go(ctx, kid: str, target: str) -> None:
    if target == placed(ctx.state)[kid]["at"]:
        return
    ctx.emit(
        "king_moves",
        f"{king(kid)['name']} moves to {S.location(target)['name']}.",
        changes=[(["kings"], {**placed(ctx.state), kid: {**placed(ctx.state)[kid], "at": target}})],
    )


def _deed(ctx, kid: str, part: str) -> None:
    """One part of the King's X: a Fade, a march, its follower, its weather."""
    state = ctx.state
    word, _, arg = part.partition(" ")
    where = placed(state)[kid]["at"]
    name = king(kid)["name"]
    if word.startswith("fade-"):
        W.fade_at(ctx, where, f"{name} passes", highest=word == "fade-highest")
    elif word == "toward-party":
        for _ in range(int(arg)):  # stops on reaching a Character: they meet at once
            target = G.toward_party(ctx.state, placed(ctx.state)[kid]["at"])
            if target is None:
                break
            _go(ctx, kid, target)
    elif word == "follower":
        if arg in state["guardians"]:
            ctx.emit("king_follower", "", push=[{"op": "guardian_turn", "g": arg}])
            return
        near = P.neighbours(state, where)
        if near:
            G.place(ctx, arg, max(near, key=lambda c: (S.number(c), c)))
    elif word == "storm":
        if arg not in E.active_ids(state) and arg not in state["events"]["deck"]:
            E.add_event(ctx, arg, "top")
