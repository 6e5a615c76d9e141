"""GRIM's agenda (see game/core/agenda.py): every question names the seat that answers it, and
a question nobody can answer (an empty deck, no Grim in hand) lapses."""

from __future__ import annotations

from game.core.agenda import Agenda, Ctx, bare, copy_state  # noqa: F401  (the game's vocabulary)

AGENDA = Agenda(over_text="The match is over.", lapse_empty=True)
auto, ask, run, top_ask, pending, decide, start = AGENDA.handlers()


def legal(state: dict, seat: int) -> list[dict]:
    return [{**option, "seat": seat} for option in AGENDA.legal(state, seat)]


def asking(kind: str, seat: int, **params) -> dict:
    return {"op": "ask", "kind": kind, "seat": seat, **params}
