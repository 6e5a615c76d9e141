"""Tainted Grail's agenda (game/core/agenda.py). The game is co-op: every question is the
party's, so the contract opens each prompt to every seat. A handler pops its own step in its
first event, so anything it pushes afterwards (an Encounter, a death) runs before the steps
that were waiting below it."""

from __future__ import annotations

from game.core.agenda import Agenda, Ctx, bare, copy_state  # noqa: F401  (the game's vocabulary)

AGENDA = Agenda(over_text="The evening is over.")
auto, ask, run, top_ask, pending, decide, start = AGENDA.handlers()


def asking(kind: str, **params) -> dict:
    return {"op": "ask", "kind": kind, **params}


def effects_step(effects: list[dict], party: list[str], at: str | None, source: str) -> dict:
    """The step that applies a list of effect phrases for ``party`` at ``at`` (effects.py)."""
    return {
        "op": "effects",
        "list": list(effects),
        "party": list(party),
        "at": at,
        "source": source,
    }
