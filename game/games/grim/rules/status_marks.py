"""The low half of Statuses: their names, clearing one whose condition was met, Curing, and
letting go of an Attack that Paralysis held. Inflicting (which can bounce Bonds and deal Poison
Rapture damage) sits higher up, in ``statuses``."""

from __future__ import annotations

from game.core.agenda import clone
from game.games.grim.rules import state as S

NAMES = {
    "freeze": "Freeze",
    "burn": "Burn",
    "root": "Root",
    "grapple": "Grapple",
    "paralysis": "Paralysis",
    "throw": "Throw",
    "blindness": "Blindness",
    "fear": "Fear",
    "curse": "Curse",
    "confusion": "Confusion",
    "blight": "Blight",
}


def clear(ctx, seat: int, slot: int, status: str, why: str = "") -> None:
    """Clear ``status`` if the Grim still has it (its condition was met)."""
    g = S.at(ctx.state, seat, slot)
    if g is None or g["status"] != status:
        return
    g = clone(g)
    g["status"], g["status_reaction"] = None, False
    ctx.emit(
        "status_cleared",
        f"{S.grim_name(g['card'])}'s {NAMES[status]} clears{why}.",
        changes=[(["field", seat, slot], g)],
    )


def cure(ctx, seat: int, slot: int) -> None:
    g = S.at(ctx.state, seat, slot)
    if g is not None and g["status"]:
        old = g["status"]
        clear(ctx, seat, slot, old, " (Cured)")
        if old == "paralysis":
            release_held(ctx, g["card"])


def release_held(ctx, card_id: str) -> None:
    """Paralysis on a held Attack was Cured or replaced: the Attack goes ahead right now (the
    ``resume`` step, in ``attack``, runs it)."""
    rnd = ctx.state["round"]
    if not rnd:
        return
    held = [a for a in rnd["suspended"] if a["card"] == card_id]
    if held:
        ctx.emit(
            "released",
            "",
            changes=[
                (["round", "suspended"], [a for a in rnd["suspended"] if a["card"] != card_id])
            ],
            push=[{"op": "resume", "attack": held[0]}],
        )
