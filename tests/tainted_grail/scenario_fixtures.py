"""Positions for Tainted Grail tests from scenario files (tests/tainted_grail/scenarios/*.yaml):
the match a file builds, optionally with fewer of its Characters or other options."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.core.match import Match
from game.core.scenario import load_scenario

HERE = Path(__file__).parent / "scenarios"


def scenario_match(name: str, characters: int | None = None, **options) -> Match:
    """The match ``name`` (a file in tests/tainted_grail/scenarios) builds; ``characters``: only
    the first that many of its party; ``options``: the game's options (mode...)."""
    scenario = load_scenario(HERE / f"{name}.yaml")
    party = scenario.position["party"][:characters]
    position = {**scenario.position, "party": party}
    return Match.from_scenario(
        replace(scenario, position=position, options={**scenario.options, **options})
    )
