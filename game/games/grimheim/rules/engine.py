"""Grimheim's agenda (game/core/agenda.py): every question names the seat that answers it, and
a question nobody can answer (no reaction possible, no Fate die that helps) lapses."""

from __future__ import annotations

import pickle

from game.core.agenda import Agenda, Ctx, bare, copy_state  # noqa: F401  (the game's vocabulary)

AGENDA = Agenda(over_text="The battle is over.", lapse_empty=True)
auto, ask, run, top_ask, pending, decide, start = AGENDA.handlers()


def legal(state: dict, seat: int) -> list[dict]:
    return [{**option, "seat": seat} for option in AGENDA.legal(state, seat)]


def asking(kind: str, seat: int, **params) -> dict:
    return {"op": "ask", "kind": kind, "seat": seat, **params}


def who(seat: int) -> str:
    return f"Player {seat + 1}"


def remember_options() -> None:
    """Each question's options are a pure function of the state and the step; the platform asks
    for them twice per command (to list them, then to check the one chosen), so each question
    keeps its last answer, keyed by the state's exact bytes (its journal
    aside, which no question reads)."""
    for ask_ in AGENDA.asks.values():
        ask_.options = _remembered(ask_.options)


def _remembered(options_fn):
    if getattr(options_fn, "remembered", False):
        return options_fn
    last: list = [None, None]

    def options(state, step):
        key = pickle.dumps(
            ({k: v for k, v in state.items() if k != "log"}, step), pickle.HIGHEST_PROTOCOL
        )
        if last[0] != key:
            last[0], last[1] = key, options_fn(state, step)
        return list(last[1])

    options.remembered = True
    return options
