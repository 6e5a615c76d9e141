"""Statuses: what deals them, what they do, when they tick (the end phase), and Recover.

Burning: 1 damage in each end phase, then goes out on a 4+. Fearful: no Charge, Fight dice hit
one worse; ends in the end phase. Enraged: one more Fight die, no Shoot, Hide or Fall Back; ends
in the end phase. Stunned: the next activation starts 1 AP short, no reactions; ends after that
activation. Frozen: half MOV, one defense die fewer, no reactions; ends in the end phase.
Recover (1 AP) clears them all."""

from __future__ import annotations

from game.games.grimheim.rules import state as S

STATUS_NAMES = {
    "burning": "Burning",
    "fearful": "Fearful",
    "enraged": "Enraged",
    "stunned": "Stunned",
    "frozen": "Frozen",
}


def can_gain(m, name: str) -> bool:
    if m["defeated"] or name in m["statuses"] or name in m["immune"]:
        return False
    if name == "fearful" and S.has(m, "fearless"):
        return False
    if name == "burning" and S.has(m, "kindled"):
        return False
    return True


def gain(ctx, m, name: str, why: str = "") -> None:
    if not can_gain(m, name):
        return
    ctx.emit(
        "status",
        f"{m['name']} is {STATUS_NAMES[name]}{why}.",
        changes=[(["models", m["id"], "statuses"], [*m["statuses"], name])],
        model=m["id"],
        status=name,
    )


def clear(ctx, m, names, why: str) -> None:
    kept = [s for s in m["statuses"] if s not in names]
    if kept != m["statuses"]:
        ctx.emit(
            "status_cleared",
            f"{m['name']} {why}.",
            changes=[(["models", m["id"], "statuses"], kept)],
            model=m["id"],
        )
