"""Issue #21: Tainted Grail's table lays out and draws at the window's own pixels: at 1920x1080
its screens stand at 1.5 times the 1280x720 layout, its type is half as tall again with nothing
scaled on its path, a click at a button's window pixels presses it, and a new window size lays
the table out again (the map keeps what it showed in its middle, an open list stays open)."""

from __future__ import annotations

import pygame

from game.app.layers import window_frame
from game.app.loop import App
from game.app.main import headless_context
from game.app.session import board_scene_for
from game.core.match import Match
from game.games.tainted_grail.table import layout
from game.games.tainted_grail.table.map_screen import MapScreen
from tests.app.native_checks import glyphs_at_both_sizes, mouse_click
from tests.tainted_grail.helpers import RULES, start


def test_the_table_is_native_and_takes_a_click_at_its_window_pixels(tmp_path, monkeypatch):
    ctx = headless_context(tmp_path)
    match = Match(RULES, {"characters": 2}, 1, human_seats={0}).start()
    board = board_scene_for(ctx, match)
    ctx.stack.push(board)
    app = App(ctx, pygame.Surface((1920, 1080)))
    app.step(0)
    ctx.stack.pop_until(board)
    app.step(0)
    assert board.native and board.screen_size == (1920, 1080)
    assert board.screen.rect == pygame.Rect(12, 81, 1308, 714)  # layout.MAIN at 1.5
    assert board.log_panel.rect.width == round(layout.LOG.width * 1.5)
    assert board.trays.rect == layout.at(1.5).TRAYS
    small, big, calls = glyphs_at_both_sizes(
        ctx, [board], monkeypatch, watched=("smoothscale", "scale")
    )
    assert calls == []  # the sprites were cut at 1920x1080's sizes by the first frame
    assert abs(max(big) - 1.5 * max(small)) <= 0.12 * max(big), (max(small), max(big))
    board.fit((1920, 1080))
    board._sync()
    pick = next(
        w for w in board.screen.ui.widgets if getattr(w, "command", {}).get("type") == "hero"
    )
    before = len(match.log)
    mouse_click(app, pick.rect.center)
    assert len(match.log) == before + 1
    assert match.log[-1].command["hero"] == pick.command["hero"]


def test_a_new_window_size_lays_the_map_out_again_around_the_same_place(tmp_path):
    ctx = headless_context(tmp_path)
    board = board_scene_for(ctx, start("cadoc"))
    window_frame(ctx, [board], (1280, 720))
    assert isinstance(board.screen, MapScreen)
    cam = board.camera
    middle = cam.cell_at(cam.window.center)
    board.open_popup(board.L.ACTIONS, "A list", board.legal[:2])  # a list left open
    window_frame(ctx, [board], (2560, 1440))
    assert board.ui_scale == 2 and board.screen.rect == layout.at(2).MAIN
    assert cam.card_size == (2 * 180 * cam.zoom, 2 * 120 * cam.zoom)
    assert cam.cell_at(cam.window.center) == middle
    assert board.top.widgets[-1].rect == layout.at(2).MENU
    assert board.popup is not None and board.popup.rect.width == 2 * 360  # open again, its size
    assert [r.choice.payload for r in board.popup.rows] == board.legal[:2]
