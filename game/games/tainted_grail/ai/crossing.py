"""When the AI's party may spend a night in the wyrdness on purpose: the lead it follows lies
behind wyrdness with no clear land (or standing waystone) within a day's walk, and waiting
will not bring the clear land closer. It crosses only rested and calm enough to bear the
night's price (day.py: 2 Health and 2 Terror) with room left for what the lead itself asks."""

from __future__ import annotations

from game.games.tainted_grail.rules.day import WYRD_HEALTH, WYRD_TERROR

HEALTH_SPARE = 3  # Health left after the night, for a fight or a rite
TERROR_SPARE = 3  # Terror slots left after the night: the crossing's own and the lead's
PATIENCE = 30  # days: a chapter still open by then has stalled; the party crosses with less spare


def bears_night(members: list[dict], day: int, worse: int = 0) -> bool:
    """Whether every member survives a night in the wyrdness with room to spare (``worse``:
    what today's Events add to the night's price); past ``PATIENCE`` days the lead has waited
    long enough (the party circles without progress), so one Health and one Terror slot to
    spare will do."""
    relax = 2 if day > PATIENCE else 0
    health, terror = WYRD_HEALTH + worse, WYRD_TERROR + worse
    return all(
        m["tray"]["health"] - health >= HEALTH_SPARE - relax
        and m["tray"]["terror"] + terror + TERROR_SPARE - relax <= m["tray"]["terror_red"]
        for m in members
    )


def worse_night(view) -> int:
    """How much harder tonight's wyrdness bites, by today's Events (the Storm-Tide's rule)."""
    return sum(r.get("amount", 0) for r in view["today"]["rules"] if r["rule"] == "wyrd-damage")


def reaches_today(hops: int, cost: int, energy: int) -> bool:
    """Whether the party walks ``hops`` steps at ``cost`` Energy each with what it has."""
    return hops * cost <= energy
