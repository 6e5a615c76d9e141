"""Issue #21: a native scene lays out and draws at the window's own pixels (crisp text, no
scaling of a fixed surface), clicks reach it at its window-pixel positions, and a scene not yet
native still draws on the 1280x720 layout and is scaled into the window, under or over others."""
from __future__ import annotations

import pygame
import pytest

from game.app.layers import window_frame
from game.app.main import headless_context
from game.app.scenes.dialog import MessageBox
from game.app.scenes.generic_board import GenericBoardScene
from game.app.scenes.main_menu import MainMenuScene
from game.app.session import board_scene_for
from game.core.match import Match
from tests.app.driver import Driver
from tests.app.native_checks import glyphs_at_both_sizes, mouse_click, table_in_app


class UnconvertedBoard(GenericBoardScene):
    """A table not converted yet: every board is native now, but the shell keeps the scaled
    path for one a new game brings (at a scale of 1 the generic board's numbers are its
    1280x720 layout's)."""

    native = letterbox = False


def unconverted_board(ctx) -> GenericBoardScene:
    """A board drawn on the 1280x720 layout and scaled into the window."""
    return UnconvertedBoard(ctx, Match(ctx.catalog.get_rules("grudge"), seed=1).start())


@pytest.fixture
def ctx(tmp_path):
    return headless_context(tmp_path)



def test_a_native_scene_is_drawn_at_1920x1080_with_type_half_as_tall_again(ctx, monkeypatch):
    menu = MainMenuScene(ctx)
    both = ("smoothscale", "scale")
    small, big, calls = glyphs_at_both_sizes(ctx, [menu], monkeypatch, watched=both)
    assert calls == []  # nothing on its path is scaled: the window's pixels are drawn
    assert menu.screen_size == (1920, 1080) and menu.ui_scale == 1.5
    assert len(big) == len(small)
    for at_720, at_1080 in zip(sorted(small), sorted(big), strict=True):
        assert abs(at_1080 - 1.5 * at_720) <= 0.12 * at_1080, (at_720, at_1080)
    # the buttons stand where a 1280x720 layout scaled by 1.5 puts them
    quit_small = MainMenuScene(ctx)
    quit_small.fit((1280, 720))
    for a, b in zip(quit_small.ui.widgets, menu.ui.widgets, strict=True):
        assert abs(b.rect.centery - 1.5 * a.rect.centery) <= 8  # rounding, row by row
        assert abs(b.rect.height - 1.5 * a.rect.height) <= 2


def test_an_unconverted_board_under_a_native_box_is_scaled_once_the_box_not(ctx, monkeypatch):
    board = unconverted_board(ctx)
    assert not board.native  # not converted: it keeps the scaled path
    box = MessageBox(ctx, "Leave?", "The autosave keeps this game.", [("Yes", None, "accent")])
    window_frame(ctx, [board, box], (1920, 1080))  # the board's sprites are sized once, first
    scaled = []
    real = pygame.transform.smoothscale

    def counted(surf, size, *dest):
        scaled.append(surf.get_size())
        return real(surf, size, *dest)

    monkeypatch.setattr(pygame.transform, "smoothscale", counted)
    shown = window_frame(ctx, [board, box], (1920, 1080))
    assert shown.get_size() == (1920, 1080)
    assert scaled == [(1280, 720)]  # the board's layout surface, once; the box drew on the window
    assert box.panel.width == round(620 * 1.5) and box.panel.center == (960, 540)


def test_a_click_at_a_buttons_window_pixels_presses_it_at_1920x1080(tmp_path):
    driver = Driver(tmp_path / "saves")
    try:
        driver.window.set_size((1920, 1080))
        pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)  # the dummy driver's resize
        driver.pump()
        menu = driver.top
        assert driver.ctx.screen_size == (1920, 1080) and menu.screen_size == (1920, 1080)
        settings = driver.buttons()["Settings"]
        assert settings.rect.centerx > 900  # in the window's pixels, not the 1280x720 layout's
        driver.click(settings.rect.center)
        assert type(driver.top).__name__ == "SettingsScene"
    finally:
        driver.close()


def test_a_click_on_an_unconverted_scene_is_mapped_into_its_1280x720_layout(tmp_path):
    from game.app import intents as it
    from game.app.loop import App

    ctx = headless_context(tmp_path)
    board = unconverted_board(ctx)
    assert not board.native
    ctx.stack.push(board)
    app = App(ctx, pygame.Surface((1920, 1080)))
    app.step(0)
    ctx.stack.pop_until(board)  # past a first hint the table may show
    seen = []
    board.handle = lambda intent: seen.append(intent) or True
    app.dispatch(it.Click((1500, 900)))
    assert seen == [it.Click((1000, 600))]


def test_a_native_scene_lays_out_again_when_the_window_changes_size(ctx):
    menu = MainMenuScene(ctx)
    menu.fit((2560, 1440))
    wide = {w.label: w.rect.copy() for w in menu.ui.widgets}
    menu.fit((1280, 720))
    narrow = {w.label: w.rect.copy() for w in menu.ui.widgets}
    assert wide["Quit"].width == 2 * narrow["Quit"].width
    assert wide["Quit"].center[0] == 1280 and narrow["Quit"].center[0] == 640


def test_grudges_table_is_native_and_takes_a_click_at_its_window_pixels(tmp_path):
    """The first converted table: at 1920x1080 its squares are 81 pixels (54 units), its text
    is drawn at that size, and a click on a row of its list, posted as the mouse would at the
    row's window pixels, plays that choice."""
    app, match, board = table_in_app(tmp_path, "grudge", (1920, 1080))
    assert board.native and board.screen_size == (1920, 1080) and board.grid.cell == 81
    row = board.choices.rows[0]
    assert row.rect.width > 1000  # the list over the board, in the window's pixels
    before = len(match.log)
    mouse_click(app, row.rect.center)
    assert len(match.log) == before + 1


def test_an_unconverted_dialog_over_a_native_scene_still_shows_the_scene_under_it(ctx):
    from game.app.scenes.dialog import Dialog

    menu = MainMenuScene(ctx)
    alone = window_frame(ctx, [menu], (1920, 1080)).copy()
    old_style = Dialog(ctx, "An old dialog", (300, 120))
    assert not old_style.native
    shown = window_frame(ctx, [menu, old_style], (1920, 1080))
    corner = (menu.ui.widgets[0].rect.left + 4, menu.ui.widgets[0].rect.centery)  # off the panel
    under, over = alone.get_at(corner), shown.get_at(corner)
    assert over != alone.get_at((5, 5))  # the menu's button shows through, dimmed
    assert sum(over[:3]) < sum(under[:3])


def test_a_letterboxed_table_in_a_wide_window_sits_centred_and_takes_clicks_there(tmp_path):
    app, match, board = table_in_app(tmp_path, "grudge", (2560, 1080))
    assert board.letterbox and board.screen_size == (1920, 1080)  # its 16:9 box, 320 bars aside
    row = board.choices.rows[0]
    at = (row.rect.centerx + 320, row.rect.centery)  # where the row shows in the window
    before = len(match.log)
    mouse_click(app, at)
    assert len(match.log) == before + 1


def test_a_native_box_opened_over_an_unconverted_board_knows_where_the_pointer_is(tmp_path):
    """The board saw the pointer in layout units; the box on top takes it in window pixels,
    so the button under the pointer is lit from the first frame."""
    from game.app import intents as it
    from game.app.loop import App

    ctx = headless_context(tmp_path)
    board = unconverted_board(ctx)
    ctx.stack.push(board)
    app = App(ctx, pygame.Surface((1920, 1080)))
    app.step(0)
    ctx.stack.pop_until(board)
    box = MessageBox(ctx, "Leave?", "The autosave keeps this game.", [("Yes", None, "accent")])
    yes = box.ui.widgets[0]
    app.dispatch(it.Hover(yes.rect.center))  # the board takes it, in its 1280x720 units
    assert ctx.mouse_pos != yes.rect.center
    ctx.stack.push(box)
    assert yes.hovered


def test_grims_table_is_native_and_takes_a_click_at_its_window_pixels(tmp_path, monkeypatch):
    """GRIM's table at 1920x1080: its cards, panels and list at 1.5 times the layout, its text
    drawn at that size with nothing scaled afterwards, and a click on a row of its choice list,
    posted as the mouse would at the row's window pixels, plays that choice."""
    from game.games.grim.table import ui_layout

    app, match, board = table_in_app(tmp_path, "grim", (1920, 1080))
    ctx = app.ctx
    assert board.native and board.screen_size == (1920, 1080)
    assert board.L.FIELD_CARD == (156, 219) and board.L.HAND == pygame.Rect(24, 828, 1326, 240)
    assert board.log_panel.rect.right == round(ui_layout.LOG.right * 1.5)
    small, big, calls = glyphs_at_both_sizes(ctx, [board], monkeypatch)
    assert calls == []  # the frame is the window's own pixels, and the card art is cut already
    assert max(big) >= 1.4 * max(small)
    assert sorted(big)[len(big) // 2] >= 1.4 * sorted(small)[len(small) // 2]  # the middle line too
    row = board.choices.rows[0]
    assert board.choices.rect.left > 1300  # the list beside the board, in the window's pixels
    before = len(match.log)
    mouse_click(app, row.rect.center)
    assert len(match.log) == before + 1


def test_grims_table_lays_out_again_when_the_window_changes_size(ctx):
    """A resize lays the table out again: its list, log, buttons and the place a click on a
    Grim aims at are twice as large at 2560x1440, and back again at 1280x720."""
    board = board_scene_for(ctx, Match(ctx.catalog.get_rules("grim"), seed=1).start())
    window_frame(ctx, [board], (1280, 720))
    narrow = (board.choices.rect.copy(), board.chart_button.rect.copy(), board.L.slot_area(True, 1))
    window_frame(ctx, [board], (2560, 1440))
    wide = (board.choices.rect.copy(), board.chart_button.rect.copy(), board.L.slot_area(True, 1))
    for small, big in zip(narrow, wide, strict=True):
        assert abs(big.width - 2 * small.width) <= 2 and abs(big.left - 2 * small.left) <= 2
    assert board.spot_at(wide[2].move(4, 4).topleft) is not None  # a click there aims at the Grim
    window_frame(ctx, [board], (1280, 720))
    assert board.choices.rect == narrow[0] and board.chart_button.rect == narrow[1]




def test_grimlores_table_is_native_and_takes_a_click_at_its_window_pixels(tmp_path, monkeypatch):
    """GRIMLORE at 1920x1080: its screen of the moment is laid out at 1.5 times the layout
    (the roster's race buttons included), its text is drawn half as tall again with nothing
    scaled on its path, and a click on a race button, posted at the button's window pixels as
    the mouse would, makes that choice."""
    from game.games.grimlore.table import layout

    app, match, board = table_in_app(tmp_path, "grimlore", (1920, 1080))
    ctx = app.ctx
    assert board.native and board.screen_size == (1920, 1080)
    assert board.screen.rect == pygame.Rect(12, 81, 1308, 840)  # layout.MAIN at 1.5
    assert board.log_panel.rect.width == round(layout.LOG.width * 1.5)
    small, big, calls = glyphs_at_both_sizes(ctx, [board], monkeypatch)
    assert calls == []  # the sprites were cut at 1920x1080's sizes by the first frame
    assert abs(max(big) - 1.5 * max(small)) <= 0.12 * max(big), (max(small), max(big))
    board.fit((1920, 1080))
    race = next(w for w in board.screen.ui.widgets
                if getattr(w, "command", {}).get("type") == "race")
    assert race.rect.width == 780  # 520 layout units at 1.5: the window's pixels
    before = len(match.log)
    mouse_click(app, race.rect.center)
    assert len(match.log) == before + 1


def test_grimlores_table_lays_out_again_at_a_new_size_and_redraws_what_changed(ctx):
    """GRIMLORE keeps its standing table drawn between frames: a new window size lays the
    table out again (its screen, log and bar at that size), and a move shows at once."""
    from game.core.playout import bare

    match = Match(ctx.catalog.get_rules("grimlore"), seed=1).start()
    board = board_scene_for(ctx, match)
    window_frame(ctx, [board], (2560, 1440))
    wide = (board.screen.rect.copy(), board.log_panel.rect.copy(), board.undo_button.rect.copy())
    before = window_frame(ctx, [board], (1280, 720)).copy()
    narrow = (board.screen.rect, board.log_panel.rect, board.undo_button.rect)
    for big, small in zip(wide, narrow, strict=True):
        assert big.size == (2 * small.width, 2 * small.height)
    race = next(c for c in board.legal if c["type"] == "race")
    board.submit(bare(race))
    after = window_frame(ctx, [board], (1280, 720))
    prompt = board.L.PROMPT  # "choose a race" becomes "choose a role" on the kept table
    assert (pygame.image.tobytes(before.subsurface(prompt), "RGB")
            != pygame.image.tobytes(after.subsurface(prompt), "RGB"))


def test_grimheims_table_is_native_and_takes_a_click_at_its_window_pixels(tmp_path, monkeypatch):
    """Grimheim's battlefield at 1920x1080: its squares 52 pixels (35 units), its text drawn at
    that size with nothing scaled afterwards, and a click at a deployment square's window
    pixels deploys a model there."""
    from game.games.grimheim.table import layout

    app, match, board = table_in_app(tmp_path, "grimheim", (1920, 1080))
    ctx = board.ctx
    assert board.native and board.screen_size == (1920, 1080) and board.grid.cell == 52
    assert board.log_panel.rect.right == round(layout.LOG.right * 1.5)
    small, big, calls = glyphs_at_both_sizes(ctx, [board], monkeypatch)
    assert calls == []  # the frame is the window's own pixels, the miniatures cut already
    assert sorted(big)[len(big) // 2] >= 1.4 * sorted(small)[len(small) // 2]
    square = next(c for c, cs in board.sorted.squares.items() if cs[0]["type"] == "deploy")
    at = board.grid.square_rect(square).center
    assert at[0] > 40 and board.grid.rect.right > 1100  # the window's pixels, not the layout's
    before = len(match.log)
    mouse_click(app, at)
    assert len(match.log) == before + 1
    assert match.log[-1].command["type"] == "deploy"
    assert tuple(match.log[-1].command["cell"]) == tuple(square)


def test_grimheims_table_lays_out_again_when_the_window_changes_size(ctx):
    """A resize lays the battlefield out again: its squares, log, top buttons and an open
    choice panel are twice as large at 2560x1440, and back again at 1280x720."""
    from game.bench_logs import build_log
    from game.core.playout import bare

    match = build_log(ctx.catalog.get_rules("grimheim"), 120, seed=3)  # models on the field
    board = board_scene_for(ctx, match)
    window_frame(ctx, [board], (1280, 720))
    board.submit(bare(next(c for c in board.legal if c["type"] == "activate")))
    board._sync()
    square = next(c for c, cs in board.sorted.squares.items() if cs[0]["type"] == "move")
    board.click_cell(square)
    assert board.popup.widgets  # where it may go, and Cancel

    def parts():
        return (board.grid.rect.copy(), board.log_panel.rect.copy(), board.undo_button.rect.copy(),
                *[w.rect.copy() for w in board.popup.widgets])

    narrow = parts()
    window_frame(ctx, [board], (2560, 1440))
    wide = parts()
    assert board.grid.cell == 70 and board.pinned == tuple(square)  # the panel stays open
    assert len(wide) == len(narrow)
    for small, big in zip(narrow, wide, strict=True):
        assert abs(big.width - 2 * small.width) <= 2 and abs(big.left - 2 * small.left) <= 2
    centre = board.grid.square_rect(square).center
    assert board.grid.square_at(centre) == tuple(square)  # a click there is on that square
    window_frame(ctx, [board], (1280, 720))
    assert parts() == narrow



def generic_in_app(tmp_path, size):
    """(app, match, board): a new Grudge match on the generic board in a window of ``size``."""
    from game.app.loop import App

    ctx = headless_context(tmp_path)
    match = Match(ctx.catalog.get_rules("grudge"), seed=1).start()
    board = ctx.stack.push(GenericBoardScene(ctx, match))
    app = App(ctx, pygame.Surface(size))
    app.step(0)
    ctx.stack.pop_until(board)  # past a first hint the table may show
    app.step(0)
    return app, match, board


def test_the_generic_board_is_native_and_takes_a_click_at_its_window_pixels(tmp_path,
                                                                             monkeypatch):
    """The board of a game without its own table, at 1920x1080: its panels, log and buttons
    at 1.5 times the layout, its text drawn half as tall again with nothing scaled afterwards,
    and a click on a choice, posted as the mouse would at its window pixels, plays it."""
    from game.app.scenes import generic_board as G

    app, match, board = generic_in_app(tmp_path, (1920, 1080))
    assert board.native and board.screen_size == (1920, 1080)
    assert board.choices_rect == pygame.Rect(30, 258, 1200, 477)
    assert board.log_panel.rect.right == round(G.LOG.right * 1.5)
    assert board.undo_button.rect == pygame.Rect(1350, 18, 165, 60)
    small, big, calls = glyphs_at_both_sizes(app.ctx, [board], monkeypatch)
    assert calls == []  # the window's own pixels
    assert sorted(big)[len(big) // 2] >= 1.4 * sorted(small)[len(small) // 2]
    choice = board.choices.widgets[0]
    assert choice.rect.width > 500  # in the window's pixels
    before = len(match.log)
    mouse_click(app, choice.rect.center)
    assert len(match.log) == before + 1


def test_the_generic_board_lays_out_again_when_the_window_changes_size(ctx):
    """A resize lays it out again: its choices, log and buttons twice as large at 2560x1440,
    the log keeping its lines, and back again at 1280x720."""
    board = GenericBoardScene(ctx, Match(ctx.catalog.get_rules("grudge"), seed=1).start())
    window_frame(ctx, [board], (1280, 720))
    lines = list(board.log_panel.lines)
    narrow = (board.choices.widgets[0].rect.copy(), board.menu_button.rect.copy(),
              board.log_panel.rect.copy())
    window_frame(ctx, [board], (2560, 1440))
    wide = (board.choices.widgets[0].rect.copy(), board.menu_button.rect.copy(),
            board.log_panel.rect.copy())
    for a, b in zip(narrow, wide, strict=True):
        assert abs(b.width - 2 * a.width) <= 2 and abs(b.left - 2 * a.left) <= 2
    assert board.log_panel.lines == lines and lines
    window_frame(ctx, [board], (1280, 720))
    assert (board.choices.widgets[0].rect, board.menu_button.rect) == narrow[:2]
