"""The closing book under a question: its "Close the book" button stands clear of the bar."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app.main import headless_context  # noqa: E402
from game.games.tainted_grail.table.closing import ClosingBook  # noqa: E402
from game.games.tainted_grail.table.scene import make_board_scene  # noqa: E402
from tests.tainted_grail.helpers import start  # noqa: E402


def test_the_books_close_button_moves_above_a_question_bar_over_it():
    board = make_board_scene(headless_context(), start("cadoc"))
    book = ClosingBook(board, board.L.MAIN, {"kind": "exploration", "pages": [], "changed": []})
    book.build()
    close = book.ui.widgets[0]
    assert close.label == "Close the book"
    bar = pygame.Rect(book.rect.left, close.rect.top - 40, book.rect.width, 120)
    book.clear_of(bar)
    assert close.rect.bottom < bar.top and book.rect.contains(close.rect)
    assert book.locate_close() == close.rect.center


def test_a_bar_elsewhere_leaves_the_button_where_it_was():
    board = make_board_scene(headless_context(), start("cadoc"))
    book = ClosingBook(board, board.L.MAIN, {"kind": "exploration", "pages": [], "changed": []})
    book.build()
    where = book.ui.widgets[0].rect.copy()
    book.clear_of(pygame.Rect(book.rect.left, book.rect.top, 50, 20))
    assert book.ui.widgets[0].rect == where
