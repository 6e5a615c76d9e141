"""Scene tests run on SDL's dummy drivers; a tiny fake game is registered only while a test runs."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import sys  # noqa: E402
import types  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from tests.app.fake_rules import RULES  # noqa: E402


@pytest.fixture
def fake_game(monkeypatch):
    """Register the fake "tally" game as the only game, as a real game package would be."""
    package = types.ModuleType("game.games.tally")
    module = types.ModuleType("game.games.tally.rules")
    module.RULES = RULES
    monkeypatch.setitem(sys.modules, "game.games.tally", package)
    monkeypatch.setitem(sys.modules, "game.games.tally.rules", module)
    monkeypatch.setattr(registry, "GAME_PACKAGES", ["tally"])
    return RULES


@pytest.fixture
def app(fake_game, tmp_path):
    """A running app (dummy display) at the main menu, with its saves in a temp folder."""
    from tests.app.driver import Driver

    driver = Driver(tmp_path / "saves")
    yield driver
    driver.close()
