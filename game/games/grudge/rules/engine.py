"""Grudge's agenda (see game/core/agenda.py): the step handlers register here; every question
is the one player's (seat 0)."""

from __future__ import annotations

from game.core.agenda import Agenda, Ctx, bare, copy_state  # noqa: F401  (the game's vocabulary)

AGENDA = Agenda(over_text="The run is over.")
auto, ask, run, top_ask, pending, decide, start = AGENDA.handlers()


def legal(state: dict) -> list[dict]:
    return AGENDA.legal(state, 0)


def asking(kind: str, **params) -> dict:
    return {"op": "ask", "kind": kind, **params}
