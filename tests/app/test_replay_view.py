"""The replay view by mouse: a finished Tainted Grail Chapter and a Grimheim battle, opened from
the load screen's Replay button, stepped, scrubbed and jumped through with clicks and arrows."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app.scenes.load_screen import LoadScene
from game.app.scenes.replay import BAR, ReplayScene
from game.core.match import Match
from game.core.playout import bare
from game.core.registry import get_manifest, get_rules
from game.core.saves import save_match
from tests.app.driver import Driver
from tests.tainted_grail.test_playthrough import ai_campaign


def grimheim_battle() -> Match:
    """A whole battle, both warbands played by the game's AI."""
    rules, ai = get_rules("grimheim"), get_manifest("grimheim").load_ai()
    match = Match(rules, {}, 21).start()
    rng = random.Random(21)
    while match.outcome() is None:
        seat = match.pending().seats[0]
        match.submit(seat, bare(ai(match.view(seat), match.legal(seat), rng)))
    return match


FINISHED = {
    "tainted_grail": lambda: ai_campaign(9_000_205, characters=1, mode="story"),
    "grimheim": grimheim_battle,
}


@pytest.fixture
def driver(tmp_path):
    app = Driver(tmp_path / "saves")
    yield app
    app.close()


def open_replay_by_mouse(driver: Driver, match: Match) -> ReplayScene:
    save_match(match, driver.ctx.saves_dir / f"{match.rules.id}-finished.save", "A finished game")
    driver.click_button("Load")
    assert isinstance(driver.top, LoadScene)
    driver.click(driver.top.row_rect(0).center)
    driver.click_button("Replay")
    assert isinstance(driver.top, ReplayScene)
    return driver.top


@pytest.mark.parametrize("game", sorted(FINISHED))
def test_a_finished_game_is_stepped_through_by_mouse(driver, game):
    match = FINISHED[game]()
    assert match.outcome() is not None
    replay = open_replay_by_mouse(driver, match)
    last = replay.replay.moves
    assert replay.move == last  # a finished game opens at its end
    assert replay.seat == 0

    driver.click_button("First")
    assert replay.move == 0
    for step in range(1, 4):
        driver.click_button("Next")
        assert replay.move == step
    driver.click_button("Previous")
    assert replay.move == 2
    driver.click((BAR.left + BAR.width // 2, BAR.centery))  # the middle of the scrub bar
    assert abs(replay.move - last // 2) <= 1
    driver.key(pygame.K_RIGHT)
    assert abs(replay.move - last // 2 - 1) <= 1
    driver.click_button("Last")
    assert replay.move == last
    assert not driver.buttons()["Next"].enabled  # nothing after the last move
    # the board drawn is the game's own, at the position shown
    assert replay.board_image().get_size() == (960, 540)
    pygame.image.save(driver.surface, str(driver.ctx.saves_dir / "replay.png"))

    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, LoadScene)


def test_a_running_game_against_the_ai_hides_the_computers_side(driver):
    rules, ai = get_rules("grim"), get_manifest("grim").load_ai()
    match = Match(rules, {}, 4, human_seats={0}).start()
    rng = random.Random(4)
    for _ in range(30):
        seat = match.pending().seats[0]
        legal = match.legal(seat)
        match.submit(
            seat, bare(rng.choice(legal) if seat == 0 else ai(match.view(seat), legal, rng))
        )
    replay = open_replay_by_mouse(driver, match)
    assert replay.move == 0  # a running game opens at its start
    buttons = driver.buttons()
    watch = [label for label in buttons if label.startswith("As ")]
    assert len(watch) == 2
    assert buttons[watch[0]].enabled and not buttons[watch[1]].enabled
    driver.click(buttons[watch[1]].rect.center)
    assert replay.seat == 0
