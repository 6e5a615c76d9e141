"""Every game's board by keyboard alone: what a click on the board itself chooses (a square, a
card in hand, a ringed foe, a map card) is reported to the keyboard's ring as the board draws
(game/app/board_keys.py), so Tab reaches it, the ring shows it, the arrows walk the board, and
Enter makes the legal command there. Each game plays to a position that asks for such a click
(random legal commands, fixed seeds), then one command is made with keys only."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from game.app.board_keys import BoardSpot
from game.app.scenes.dialog import MessageBox
from game.app.session import board_scene_for
from game.app.widgets.focus_seen import Drawn
from game.core.match import Match
from game.core.registry import get_rules
from tests.app.driver import Driver
from tests.app.test_keyboard import ring_drawn, ring_label


def _spots() -> list[str]:
    return [w.label for w, _ in Drawn.items if isinstance(w, BoardSpot)]


def _board_asking(driver, game: str, seed: int, pattern: str):
    """The board of a match played (random legal commands) until the human seat is asked for
    a click on the board that ``pattern`` names."""
    match = Match(get_rules(game), seed=seed, human_seats={0}).start()
    rng = random.Random(seed)
    board = board_scene_for(driver.ctx, match)
    driver.ctx.stack.push(board)
    for _ in range(400):
        driver.pump()
        while isinstance(driver.top, MessageBox):
            driver.key(pygame.K_ESCAPE)
        pending = match.pending()
        if pending.seat == 0 and any(re.match(pattern, label) for label in _spots()):
            return board, match
        command = rng.choice(match.legal(pending.seat))
        if pending.seat == 0:
            board.submit(command)  # as the table sends it: the computer seats answer in turn
        else:
            match.submit(pending.seat, command)
    raise AssertionError(f"{game} never asked for {pattern!r}")


def _tab_to(driver, pattern: str, board_spot: bool = True, limit: int = 300) -> str:
    for _ in range(limit):
        driver.key(pygame.K_TAB)
        widget = driver.app.focus.widget
        if isinstance(widget, BoardSpot) == board_spot and re.match(pattern, ring_label(driver)):
            return ring_label(driver)
    raise AssertionError(f"Tab never reached {pattern!r}")


@pytest.fixture
def driver(tmp_path):
    driver = Driver(tmp_path / "saves")
    yield driver
    driver.close()


# game, seed, the board place to reach, then the menu row to choose if a click opens one
CASES = [
    ("grudge", 1, r"Square ", None),
    ("grimheim", 1, r"Square ", None),
    ("grim", 1, r".* \(in your hand\)$", r"Play "),
    ("grimlore", 1, r"Attack ", r".*: \d+%"),
    ("tainted_grail", 1, r"Travel to ", None),
]


@pytest.mark.parametrize(("game", "seed", "place", "row"), CASES, ids=[c[0] for c in CASES])
def test_a_board_choice_made_with_keys_only(driver, game, seed, place, row):
    board, match = _board_asking(driver, game, seed, place)
    before = len(match.log)
    label = _tab_to(driver, place)
    spot = driver.app.focus.widget
    driver.pump()
    assert ring_drawn(driver.surface, spot.rect), label  # the ring shows where on the board
    assert driver.ctx.mouse_pos == spot.aim  # and points there: the board's readout follows
    driver.key(pygame.K_RETURN)
    if row is not None:  # the click opened its menu of ways: Tab on to one, Enter
        assert len(match.log) == before
        _tab_to(driver, row, board_spot=False)
        driver.key(pygame.K_RETURN)
    while isinstance(driver.top, MessageBox):
        driver.key(pygame.K_ESCAPE)
    assert driver.top is board
    assert len(match.log) > before, f"{label}: no command was made"


def test_the_arrows_walk_a_board_square_by_square(driver):
    """On Grudge's lit squares the arrows go to the neighbouring square, not Tab's next."""
    _board_asking(driver, "grudge", 1, r"Square ")
    _tab_to(driver, r"Square b7")
    driver.key(pygame.K_DOWN)
    assert ring_label(driver) == "Square b6"
    driver.key(pygame.K_RIGHT)
    assert ring_label(driver) == "Square c6"
    driver.key(pygame.K_UP)
    assert ring_label(driver) == "Square c7" or ring_label(driver).startswith("Square c8")
