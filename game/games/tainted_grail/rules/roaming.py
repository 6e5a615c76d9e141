"""The Start of the Day's die for the figures that roam the map (Guardians, then Kings): one turn
step pushed for each, in id order, and each turn opening with the Guardian die on its own chance
stream (or nothing, when the figure left the board before its turn)."""

from __future__ import annotations

from game.games.tainted_grail.rules import state as S


def stir(ctx, kind: str, line: str, ids, key: str) -> None:
    """Push ``{kind}_turn`` for each id (``{"op": ..., key: id}``), after a ``{kind}s`` event."""
    ids = sorted(ids)
    ctx.emit(
        f"{kind}s",
        line if ids else "",
        pop=1,
        push=[{"op": f"{kind}_turn", key: i} for i in ids],
    )


def roll(ctx, kind: str, here: bool, name: str) -> str | None:
    """The turn's face of the Guardian die (stream ``kind``), or None when the figure is gone;
    either way the turn step is done."""
    if not here:
        ctx.emit(f"{kind}_gone", "", pop=1)
        return None
    face = ctx.chance.choice(S.world()["campaign"]["guardian_die"], kind)
    ctx.emit(
        f"{kind}_die",
        f"The Guardian die for {name} shows {face.upper()}.",
        pop=1,
        reveal=True,
    )
    return face
