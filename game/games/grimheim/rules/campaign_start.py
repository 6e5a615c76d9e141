"""A campaign's first record (campaign.py says what it holds), made from the new-game
dialog's choices: both warbands, checked against the agreed point limit as for one battle."""

from __future__ import annotations

from game.games.grimheim.rules import campaign as C
from game.games.grimheim.rules import content
from game.games.grimheim.rules import state as S


def begin(options: dict) -> dict:
    """A new campaign from the new-game dialog's choices: both warbands within the agreed point
    limit, whose points left over are their first gold (the book: points count as gold)."""
    data = content.load()
    kind = options.get("campaign_kind", "story")
    if kind not in C.KINDS:
        raise content.SetupError(f"'{kind}' is not a kind of campaign (story or league).")
    limit = options.get("point_limit", "large")
    bands = []
    for seat in (0, 1):
        band = S.warband_of(options, seat)
        cost = S.warband_within(band, seat, limit, data)
        models = C.roster_of(band)
        bands.append(
            {
                "name": band["name"],
                "faction": band["faction"],
                "fate": band["fate"],
                "gold": content.SIZES[limit] - cost,
                "stash": [],
                "next": len(models),
                "models": models,
                "fallen": [],
                "retired": [],
            }
        )
    return {
        "kind": kind,
        "battle": 1,
        "first_mission": options.get("mission", "encounter"),
        "bands": bands,
        "results": [],
        "report": [[], []],
        "boons": [{}, {}],
        "kept": "",
    }
