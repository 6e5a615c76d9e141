"""How any part of the day starts an Encounter: the agenda step ``encounter`` (one named card)
or ``draw_encounter`` (the top card of a colour's deck), which encounters.py handles. They sit
below it so that the day's effects, the Guardians and the Kings can start an Encounter without
importing the engine that plays one (which applies day effects in turn)."""

from __future__ import annotations

from game.games.tainted_grail.rules import state as S


def card(eid: str) -> dict:
    return S.world()["encounters"][eid]


def step(eid: str, party: list[str], at: str | None, source: str) -> dict:
    return {"op": "encounter", "id": eid, "party": list(party), "at": at, "source": source}


def draw_step(colour: str, party: list[str], at: str | None) -> dict:
    return {"op": "draw_encounter", "colour": colour, "party": list(party), "at": at}
