"""Combat and Diplomacy in tests: the fixture cards and Encounters (tests/tainted_grail/fixtures)
merged into a copy of the world for the test that asks for it, and a match put into an
Encounter through the rules' own Encounter step."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.tainted_grail.rules import content
from game.games.tainted_grail.rules.encounter import content as cards

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def fixture_world(monkeypatch):
    """The world with the fixture set added, for as long as the test runs."""
    world = cards.merged(content.load(), FIXTURES)
    monkeypatch.setitem(content._LOADED, str(content.FOLDER), world)
    return world
