"""Positions for GRIMLORE tests from scenario files (tests/grimlore/scenarios/*.yaml, or any
path), and commands submitted through the match as a player would."""

from __future__ import annotations

from pathlib import Path

from game.core.match import Match
from game.core.playout import bare
from game.core.scenario import load_scenario
from tests.grimlore.fixtures import find

HERE = Path(__file__).parent / "scenarios"


def scenario_match(name: str | Path) -> Match:
    """The match a test scenario builds (a name in tests/grimlore/scenarios, or a path)."""
    path = name if isinstance(name, Path) else HERE / f"{name}.yaml"
    return Match.from_scenario(load_scenario(path))


def submit(match: Match, **fields) -> Match:
    """Submit the legal command matching ``fields``."""
    match.submit(0, bare(find(match.legal(0), **fields)))
    return match
