"""The Event cards and the rules Active Events set for the day (Travel dearer, the wyrdness
harsher, Recovery spoiled...): read by the Actions, the night and the waystones alike."""

from __future__ import annotations

from game.games.tainted_grail.rules import state as S


def card(eid: str) -> dict:
    world = S.world()
    return (
        world["story_events"].get(eid)
        or world["king_events"].get(eid)  # a King's weather, put on the deck by the King
        or world["random_events"][eid]
    )


def is_random(eid: str) -> bool:
    return eid in S.world()["random_events"]


def active_ids(state: dict) -> list[str]:
    return [a["id"] for a in state["events"]["active"]]


def day_rules(state: dict, rule: str) -> list[dict]:
    return [r for eid in active_ids(state) for r in card(eid).get("today", []) if r["rule"] == rule]


def today(state: dict, rule: str) -> int:
    """The sum of the amounts Active Events set for ``rule`` (1 for a rule with no amount)."""
    return sum(r.get("amount", 1) for r in day_rules(state, rule))
