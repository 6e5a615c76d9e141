"""Chapter I of Tainted Grail from the main menu to the chapter's ending, every command clicked:
the AI seat decides each move from its view, and the mouse does it where the table shows it
(the map, journal pages, the battlemat's hand cards, Keys and buttons, the night's questions,
the deck builder). Halfway the game menu leaves for the main menu, and the load screen carries
the campaign on from the very same state. A command the mouse cannot reach fails the test with
the command named: that is a gap in the table, not in the test."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402

from game.app.main import headless_context  # noqa: E402
from game.app.scenes.game_menu import GameMenuDialog, ResultDialog  # noqa: E402
from game.app.scenes.main_menu import MainMenuScene  # noqa: E402
from game.app.scenes.new_game import NewGameScene  # noqa: E402
from game.games.tainted_grail.table.closing import ClosingBook  # noqa: E402
from game.games.tainted_grail.table.ending import EndScreen  # noqa: E402
from game.games.tainted_grail.table.scene import TaintedGrailBoardScene  # noqa: E402
from tests.app.driver import AppMouse  # noqa: E402
from tests.tainted_grail.test_table_play import (  # noqa: E402
    ai_play_until,
    continue_from_load_screen,
    start_campaign,
)

SEED = 9_000_344  # one Character in Story mode, with an effect's discard and a journal roll
SHOTS = os.environ.get("TAINTED_GRAIL_SHOTS")


def new_campaign(mouse: AppMouse) -> TaintedGrailBoardScene:
    """Main menu, the game's button, then the dialog: Story mode, one Character, a campaign."""
    mouse.ctx.stack.push(MainMenuScene(mouse.ctx))
    mouse.app.step(0)
    mouse.press("Tainted Grail: Kings of Ruin")
    assert isinstance(mouse.top, NewGameScene)
    return start_campaign(mouse, SEED, "story")


def test_chapter_one_is_played_to_its_end_with_the_mouse(tmp_path):
    rng = random.Random(SEED)
    mouse = AppMouse(headless_context(tmp_path), SHOTS)
    board = new_campaign(mouse)
    match = board.match
    done: set = set()

    # early on: the seventh day
    ai_play_until(mouse, board, rng, lambda b: b.match.state["day"] >= 7 and b.kind == "day",
                  1500, done)
    state, moves = match.state, len(match.log)
    mouse.ctx.stack.push(GameMenuDialog(mouse.ctx, board))
    mouse.app.step(0)
    mouse.press("Main menu")
    assert isinstance(mouse.top, MainMenuScene)

    board = continue_from_load_screen(mouse)
    assert board.match is not match
    assert len(board.match.log) == moves and board.match.state == state

    ai_play_until(mouse, board, rng, lambda b: b.match.outcome() is not None, 1500, done)
    outcome = board.match.outcome()
    assert outcome["ended"] == "chapter", outcome["text"]
    assert isinstance(mouse.top, ResultDialog)
    mouse.shot("chapter_result")
    mouse.press("See the table")
    if isinstance(board.screen, ClosingBook):  # the last verse's page, then the ending
        mouse.press("Close the book", board.screen)
    board._sync()
    assert isinstance(board.screen, EndScreen)
    mouse.shot("chapter_end")

    # what the mouse did on the way: the battlemat's hand cards, the end of an Activation, an
    # effect's discard and the rest, verses, the night and the deck builder
    on_mat = {what for kind, screen, what in done if screen == "EncounterScreen"}
    assert {"play", "end", "discard", "redraw", "keep", "pick", "panic"} <= on_mat, on_mat
    screens = {screen for _, screen, _ in done}
    assert {"HeroScreen", "MapScreen", "JournalScreen", "UpkeepScreen", "DeckScreen"} <= screens
    kinds = {kind for kind, _, _ in done}
    assert {"verse_choice", "verse_roll", "recover", "vision", "advance"} <= kinds, kinds
    pygame.event.clear()
