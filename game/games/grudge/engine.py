"""Grudge's agenda (see game/core/agenda.py): the step handlers register here; every question
is the one player's (seat 0)."""
from __future__ import annotations

from game.core.agenda import Agenda, Ctx, bare, copy_state  # noqa: F401  (the game's vocabulary)

AGENDA = Agenda(over_text="The run is over.")
auto = AGENDA.auto
ask = AGENDA.ask
run = AGENDA.run
top_ask = AGENDA.top_ask
pending = AGENDA.pending
decide = AGENDA.decide
start = AGENDA.start


def legal(state: dict) -> list[dict]:
    return AGENDA.legal(state, 0)


def asking(kind: str, **params) -> dict:
    return {"op": "ask", "kind": kind, **params}
