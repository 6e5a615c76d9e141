"""GRIMLORE's agenda (game/core/agenda.py). GRIMLORE is co-op: every question is the party's,
so each ask is open to every seat (the contract widens the prompt), and a question nobody can
answer lapses."""

from __future__ import annotations

from game.core.agenda import Agenda, Ctx, bare, copy_state  # noqa: F401  (the game's vocabulary)

AGENDA = Agenda(over_text="The session is over.", lapse_empty=True)
auto, ask, run, top_ask, pending, decide, start = AGENDA.handlers()


def asking(kind: str, **params) -> dict:
    return {"op": "ask", "kind": kind, **params}


def char(state: dict, cid: str) -> dict:
    return state["party"]["roster"][cid]


def name(state: dict, cid: str) -> str:
    return state["party"]["roster"][cid]["name"]


def members(state: dict) -> list[dict]:
    return [state["party"]["roster"][cid] for cid in state["members"]]


def path_of(cid: str, *keys) -> list:
    return ["party", "roster", cid, *keys]
