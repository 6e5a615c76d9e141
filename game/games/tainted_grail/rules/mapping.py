"""Changing the map: a Location card comes into play (clear if a waystone already touches it,
else wyrdness side up), flips, is replaced by a variant, and the cards a Travel reveals are
attached by Direction Keys. Start of the Day step 3 flips every unprotected card to wyrdness.

Flipping or replacing never triggers an Instant effect. A replaced card loses its markers and
keeps its side, its Characters and its Guardians (a ruling: the book keeps models, standees and
cards, and says nothing of the side).
"""

from __future__ import annotations

from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import auto


def blank_spot(side: str) -> dict:
    return {"side": side, "light": 0, "dark": 0, "quest": 0}


def reveal(ctx, card: str, side: str | None = None) -> None:
    state = ctx.state
    if card in state["map"] or card in state["removed"]:
        return
    if P.placed_card(state, S.number(card)) is not None:
        return
    side = side or P.side_for_new_card(state, card)
    where = "clear" if side == "clear" else "wyrdness side up"
    ctx.emit(
        "location_revealed",
        f"{S.location(card)['name']} ({card}) is placed, {where}.",
        changes=[(["map", card], blank_spot(side))],
        reveal=True,
    )


def attach_around(ctx, card: str) -> None:
    """After a Travel: every card the new Location's keys name that is not on the table."""
    for other in P.unplaced_keys(ctx.state, card):
        reveal(ctx, other)


def flip(ctx, card: str, side: str) -> None:
    state = ctx.state
    card = P.placed_card(state, S.number(card)) or card
    if card not in state["map"] or state["map"][card]["side"] == side:
        return
    word = "clear" if side == "clear" else "to its wyrdness side"
    ctx.emit(
        "flip", f"{S.location(card)['name']} turns {word}.", changes=[(["map", card, "side"], side)]
    )


def replace(ctx, old: str, new: str) -> None:
    """The variant takes the card's place; a card not yet on the table is swapped in the box."""
    state = ctx.state
    old = P.placed_card(state, S.number(old)) or old
    removed = [*state["removed"], old] if old not in state["removed"] else state["removed"]
    removed = [c for c in removed if c != new]
    if old not in state["map"]:
        ctx.emit(
            "replaced",
            f"{S.location(new)['name']} will be found in place of {S.location(old)['name']}.",
            changes=[(["removed"], removed)],
        )
        return
    side = state["map"][old]["side"]
    new_map = {c: v for c, v in state["map"].items() if c != old}
    new_map[new] = blank_spot(side)
    changes: list = [(["map"], new_map), (["removed"], removed)]
    for cid in state["order"]:
        if state["chars"][cid]["at"] == old:
            changes.append((["chars", cid, "at"], new))
    guardians = {g: (new if loc == old else loc) for g, loc in state["guardians"].items()}
    changes.append((["guardians"], guardians))
    changes += _standees_moved(state, old, new)
    ctx.emit(
        "replaced",
        f"{S.location(old)['name']} becomes {S.location(new)['name']}.",
        changes=changes,
        reveal=True,
    )


def _standees_moved(state: dict, old: str, new: str) -> list:
    """The Kings and the companions standing on the replaced card stand on its variant."""
    kings = {k: {**v, "at": new} if v["at"] == old else v for k, v in state["kings"].items()}
    kin = {
        k: {f: (new if f in ("at", "waits") and v == old else v) for f, v in spot.items()}
        for k, spot in state["companions"].items()
    }
    return [(["kings"], kings), (["companions"], kin)]


@auto("flip_unprotected")
def _flip_unprotected(ctx, step):
    """Start of the Day, step 3."""
    state = ctx.state
    cards = sorted(
        c
        for c, spot in state["map"].items()
        if spot["side"] == "clear" and not P.has_waystone(state, c)
    )
    changes = [(["map", c, "side"], "wyrd") for c in cards]
    line = (
        ("The wyrdness creeps back over " + ", ".join(S.location(c)["name"] for c in cards) + ".")
        if cards
        else ""
    )
    ctx.emit("wyrdness_returns", line, changes=changes, pop=1)
