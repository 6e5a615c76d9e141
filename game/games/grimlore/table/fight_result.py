"""The panel after a fight on the battlemat: how it ended and what it brought, the foes slain,
what it cost each character, and what comes next (the log keeps the blow-by-blow)."""

from __future__ import annotations

import re

from game.games.grimlore.rules.phrases import count
from game.games.grimlore.table.panels import members

# the event that ends a fight (rules/results.py): the panel's title and its last line
ENDS = {
    "fight_won": ("The fight is won", "Next: choose the loot; then the journey goes on."),
    "fight_fled": ("The party fled", "Next: the journey goes on; the event counts as failed."),
    "hunt_fled": ("The party slipped away", "Next: the journey goes on."),
}
_HIT = re.compile(r" hits (.+?) for (\d+) ")


def fight_end(events: list[dict]) -> str | None:
    """The ending event's type among ``events``, if a fight ended in them."""
    return next((e["type"] for e in events if e.get("type") in ENDS), None)


def fight_events(log_events: list[list[dict]]) -> list[dict]:
    """The events of the last fight, from its foe's coming (the "monster" event) to its end;
    ``log_events`` holds each log entry's events, oldest first."""
    out: list[dict] = []
    for events in reversed(log_events):
        out[:0] = events
        if any(e.get("type") == "monster" for e in events):
            start = max(i for i, e in enumerate(out) if e.get("type") == "monster")
            return out[start:]
    return out


def fight_summary(events: list[dict], view: dict) -> tuple[str, list[str]]:
    """The panel's title and lines for a fight's events and the view after it."""
    end = next(e for e in reversed(events) if e.get("type") in ENDS)
    title, next_line = ENDS[end["type"]]
    rounds = 1 + sum(
        e.get("type") == "round_end" and bool(e.get("log") is not None) for e in events
    )
    slain = sum("is slain" in str(e.get("log", "")) for e in events if e.get("type") == "damage")
    taken: dict[str, int] = {}
    for e in events:
        hit = _HIT.search(str(e.get("log", ""))) if e.get("type") == "wounded" else None
        if hit:
            taken[hit.group(1)] = taken.get(hit.group(1), 0) + int(hit.group(2))
    lines = [
        str(end.get("log", "")),
        f"{count(slain, 'foe')} slain in {count(rounds, 'round')}.",
    ]
    for ch in members(view):
        hurt = taken.get(ch["name"], 0)
        lines.append(
            f"{ch['name']}: {ch['energy']} of {ch['max_energy']} Energy"
            + (f", {hurt} taken in the fight." if hurt else ", unhurt.")
        )
    return title, [line for line in lines if line] + [next_line]
