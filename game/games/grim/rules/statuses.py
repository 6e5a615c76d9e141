"""Statuses: one at a time, a new one replaces the old (even itself). Root acts the moment it
lands; the others wait for the moment their text names and then clear (see attack and turns).
``status_reaction`` marks a Status inflicted as a Reaction, which acts on the current Attack.
Naming, clearing and Curing live one layer down, in ``status_marks``."""

from __future__ import annotations

from game.core.agenda import clone
from game.games.grim.rules import bonds, damage
from game.games.grim.rules import state as S
from game.games.grim.rules.status_marks import NAMES, clear, cure, release_held

__all__ = ["NAMES", "clear", "cure", "inflict"]


def inflict(ctx, seat: int, slot: int, status: str, reaction: bool = False, why: str = "") -> None:
    g = S.at(ctx.state, seat, slot)
    if g is None:
        return
    old = g["status"]
    g = clone(g)
    g["status"], g["status_reaction"] = status, reaction
    ctx.emit(
        "status",
        f"{S.grim_name(g['card'])} is inflicted with {NAMES[status]}{why}.",
        changes=[(["field", seat, slot], g)],
        seat=seat,
        slot=slot,
        status=status,
    )
    if old == "paralysis" and not (status == "paralysis" and reaction):
        release_held(ctx, g["card"])  # a replaced Paralysis lets its Attack go
    if status == "root" and g["bonds"]:
        bonds.bounce(ctx, seat, slot)
    if S.lord(ctx.state, 1 - seat) == "sapping":  # the enemy's Poison Grimlord
        damage.lose_stamina(ctx, seat, slot, 2, " to The Rot Queen")
    if S.world_rule(ctx.state) == "status_damage":
        damage.deal(ctx, seat, slot, 3, why=" from the Poison Rapture")
