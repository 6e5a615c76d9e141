"""Statuses: one at a time, a new one replaces the old (even itself). Root acts the moment it
lands; the others wait for the moment their text names and then clear (see attack and turns).
``status_reaction`` marks a Status inflicted as a Reaction, which acts on the current Attack."""
from __future__ import annotations

from game.games.grim.rules import content
from game.games.grim.rules import state as S
from game.core.agenda import clone

NAMES = {"freeze": "Freeze", "burn": "Burn", "root": "Root", "grapple": "Grapple",
         "paralysis": "Paralysis", "throw": "Throw", "blindness": "Blindness", "fear": "Fear",
         "curse": "Curse", "confusion": "Confusion", "blight": "Blight"}


def inflict(ctx, seat: int, slot: int, status: str, reaction: bool = False, why: str = "") -> None:
    from game.games.grim.rules import attack, bonds, damage
    g = S.at(ctx.state, seat, slot)
    if g is None:
        return
    old = g["status"]
    g = clone(g)
    g["status"], g["status_reaction"] = status, reaction
    ctx.emit("status", f"{S.grim_name(g['card'])} is inflicted with {NAMES[status]}{why}.",
             changes=[(["field", seat, slot], g)], seat=seat, slot=slot, status=status)
    if old == "paralysis" and not (status == "paralysis" and reaction):
        attack.release_suspended(ctx, g["card"])  # a replaced Paralysis lets its Attack go
    if status == "root" and g["bonds"]:
        bonds.bounce(ctx, seat, slot)
    world = ctx.state["afterworld"]["active"]
    if world and content.afterworld(world)["special"] == "status_damage":
        damage.deal(ctx, seat, slot, 3, why=" from the Poison Rapture")


def clear(ctx, seat: int, slot: int, status: str, why: str = "") -> None:
    """Clear ``status`` if the Grim still has it (its condition was met)."""
    g = S.at(ctx.state, seat, slot)
    if g is None or g["status"] != status:
        return
    g = clone(g)
    g["status"], g["status_reaction"] = None, False
    ctx.emit("status_cleared", f"{S.grim_name(g['card'])}'s {NAMES[status]} clears{why}.",
             changes=[(["field", seat, slot], g)])


def cure(ctx, seat: int, slot: int) -> None:
    g = S.at(ctx.state, seat, slot)
    if g is not None and g["status"]:
        old = g["status"]
        clear(ctx, seat, slot, old, " (Cured)")
        if old == "paralysis":
            from game.games.grim.rules import attack
            attack.release_suspended(ctx, g["card"])
