"""The shell's parts on their own: input translation, the scene stack's pairing, the shared
renderers' geometry, sheets and maps that are missing or present, the Markdown reader, and the
headless screenshot."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.app import intents as it
from game.app import markdown, text
from game.app.assets import Sheets
from game.app.input import InputLayer
from game.app.render.card import CardFace, draw_card, parse_card
from game.app.render.card_row import CardRow
from game.app.render.grid import Grid, GridMarks
from game.app.render.tilemap import TileMapView
from game.app.scene import Scene
from game.app.stack import SceneStack


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    yield
    pygame.display.quit()


def ev(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


# -- input layer ---------------------------------------------------------------------------------------
def test_a_press_and_release_in_place_is_a_click():
    layer = InputLayer()
    assert layer.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)) == [it.Press((10, 10))]
    assert layer.translate(ev(pygame.MOUSEMOTION, pos=(12, 11), rel=(2, 1), buttons=(1, 0, 0))) == []
    assert layer.translate(ev(pygame.MOUSEBUTTONUP, pos=(12, 11), button=1)) == [it.Click((12, 11))]


def test_moving_with_the_button_down_is_a_drag_and_drop():
    layer = InputLayer()
    layer.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    moved = layer.translate(ev(pygame.MOUSEMOTION, pos=(40, 10), rel=(30, 0), buttons=(1, 0, 0)))
    assert moved == [it.DragStart((10, 10)), it.DragMove((10, 10), (40, 10))]
    assert layer.translate(ev(pygame.MOUSEBUTTONUP, pos=(80, 20), button=1)) == [it.Drop((10, 10), (80, 20))]
    assert layer.translate(ev(pygame.MOUSEMOTION, pos=(81, 20), rel=(1, 0), buttons=(0, 0, 0))) == [
        it.Hover((81, 20))]


def test_right_click_wheel_and_shortcuts():
    layer = InputLayer()
    assert layer.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=3)) == [it.RightClick((5, 6))]
    assert layer.translate(ev(pygame.MOUSEWHEEL, x=0, y=-2)) == [it.Wheel(-2, (5, 6))]
    key = lambda k, mod=0, u="": layer.translate(ev(pygame.KEYDOWN, key=k, mod=mod, unicode=u))[0]  # noqa: E731
    assert key(pygame.K_z, pygame.KMOD_LCTRL) == it.Shortcut("undo")
    assert key(pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT) == it.Shortcut("redo")
    assert key(pygame.K_y, pygame.KMOD_RCTRL) == it.Shortcut("redo")
    assert key(pygame.K_ESCAPE) == it.Shortcut("back")
    assert key(pygame.K_F1) == it.Shortcut("rules")
    assert key(pygame.K_F11) == it.Shortcut("fullscreen")
    assert key(pygame.K_z, 0, "z") == it.Key(pygame.K_z, 0, "z")  # plain z is typing
    assert layer.translate(ev(pygame.QUIT)) == [it.Quit()]


# -- scene stack -------------------------------------------------------------------------------------
class Recorder(Scene):
    def __init__(self, name, calls, opaque=True):
        super().__init__(ctx=None)
        self.name, self.calls, self.opaque = name, calls, opaque

    def enter(self):
        self.calls.append(f"{self.name}.enter")

    def exit(self):
        self.calls.append(f"{self.name}.exit")

    def pause(self):
        self.calls.append(f"{self.name}.pause")

    def resume(self):
        self.calls.append(f"{self.name}.resume")

    def draw(self, surface):
        self.calls.append(f"{self.name}.draw")


def test_stack_pairs_enter_exit_and_pause_resume():
    calls: list[str] = []
    stack = SceneStack()
    a, b, c = Recorder("a", calls), Recorder("b", calls, opaque=False), Recorder("c", calls)
    stack.push(a)
    stack.push(b)
    assert stack.visible() == [a, b]  # a dialog is drawn over the scene below it
    stack.replace(c)
    assert stack.visible() == [c]
    stack.pop()
    assert calls == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert stack.top is a


def test_stack_draws_only_when_dirty():
    calls: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", calls))
    surface = pygame.Surface((64, 64))
    assert stack.dirty
    stack.draw(surface)
    assert not stack.dirty
    stack.top.mark_dirty()
    assert stack.dirty


# -- renderers -----------------------------------------------------------------------------------------
def test_grid_maps_squares_to_pixels_and_back():
    grid = Grid.fit(pygame.Rect(100, 50, 400, 400), 8, 8)
    assert grid.cell == 50 and grid.rect == pygame.Rect(100, 50, 400, 400)
    for square in [(0, 0), (7, 7), (3, 5)]:
        assert grid.square_at(grid.square_center(square)) == square
    assert grid.square_at((99, 60)) is None and grid.square_at((500, 60)) is None
    assert grid.square_rect([2, 1]) == pygame.Rect(200, 100, 50, 50)  # squares as JSON lists too
    surface = pygame.Surface((640, 480))
    grid.draw_board(surface)
    grid.draw_marks(surface, GridMarks(legal=[[1, 1], [9, 9]], targets=[(2, 2)], selected=(0, 0),
                                       hover=(3, 3), lines=[((0, 0), (2, 2))]))
    assert surface.get_at(grid.square_rect((0, 0)).topleft)[:3] != surface.get_at(grid.square_rect((5, 0)).topleft)[:3]


@pytest.mark.parametrize("raw, face", [
    ("QS", CardFace("Q", "spades")),
    ("10h", CardFace("10", "hearts")),
    ({"rank": 1, "suit": "diamonds"}, CardFace("A", "diamonds")),
    ({"rank": 13, "suit": "C"}, CardFace("K", "clubs")),
    ("JOKER", CardFace("", None, joker=True)),
    ({"name": "Goblin Boss"}, CardFace("", None, label="Goblin Boss")),
])
def test_cards_are_read_from_what_views_hold(raw, face):
    assert parse_card(raw) == face


def test_card_states_draw_differently():
    surface = pygame.Surface((400, 200))
    plain = draw_card(surface, (10, 40, 100, 140), "7H")
    raised = draw_card(surface, (150, 40, 100, 140), "7H", selected=True)
    assert raised.top < plain.top  # a selected card is lifted
    back = pygame.Surface((120, 160))
    draw_card(back, (10, 10, 100, 140), "7H", face_up=False)
    front = pygame.Surface((120, 160))
    draw_card(front, (10, 10, 100, 140), "7H")
    assert back.get_at((60, 80)) != front.get_at((60, 80))


def test_card_row_overlaps_when_crowded_and_hits_the_top_card():
    row = CardRow((0, 0, 300, 160), card_size=(100, 140), gap=10)
    rects = row.layout(2)
    assert rects[1].left == 110  # room enough: side by side
    crowded = row.layout(6)
    assert crowded[-1].right <= 300 and crowded[1].left - crowded[0].left < 100
    overlap = (crowded[1].left + 5, 80)  # inside both card 0 and card 1
    assert row.hit_test(overlap, 6) == 1
    assert row.hit_test((299, 5), 6) is None or row.hit_test((299, 80), 6) == 5


def test_missing_sheets_and_sprites_become_labelled_placeholders(tmp_path):
    sheets = Sheets(tmp_path, font=pygame.font.Font(None, 16))
    surf = sheets.sprite("nowhere:goblin", (48, 40))
    assert surf.get_size() == (48, 40)
    assert sheets["nowhere"].problem
    image = pygame.Surface((32, 16))
    image.fill((200, 10, 10), (0, 0, 16, 16))
    image.fill((10, 200, 10), (16, 0, 16, 16))
    pygame.image.save(image, str(tmp_path / "ui.png"))
    (tmp_path / "ui.json").write_text(json.dumps({"red": [0, 0, 16, 16], "green": [16, 0, 16, 16],
                                                 "outside": [30, 0, 16, 16]}))
    assert sheets["ui"].get("green").get_at((3, 3))[:3] == (10, 200, 10)
    assert sheets.sprite("ui:red", (32, 32)).get_at((16, 16))[:3] == (200, 10, 10)
    assert not sheets["ui"].has("outside")  # a rect off the image is treated as missing
    assert sheets.sprite("ui:outside", (20, 20)).get_size() == (20, 20)


def test_tiled_map_draws_its_tiles_and_a_missing_one_draws_a_placeholder(tmp_path):
    tiles = pygame.Surface((32, 16))
    tiles.fill((120, 20, 20), (0, 0, 16, 16))
    tiles.fill((20, 20, 120), (16, 0, 16, 16))
    pygame.image.save(tiles, str(tmp_path / "tiles.png"))
    (tmp_path / "room.tmx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="2" height="2" '
        'tilewidth="16" tileheight="16" infinite="0" nextlayerid="2" nextobjectid="1">\n'
        ' <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="2" columns="2">\n'
        '  <image source="tiles.png" width="32" height="16"/>\n </tileset>\n'
        ' <layer id="1" name="floor" width="2" height="2">\n'
        '  <data encoding="csv">1,2,\n2,1</data>\n </layer>\n</map>\n')
    view = TileMapView(tmp_path / "room.tmx")
    assert view.loaded and view.grid_size == (2, 2) and view.layer_names() == ["floor"]
    surface = pygame.Surface((100, 100))
    area = view.draw(surface, offset=(10, 10), scale=2.0)
    assert area == pygame.Rect(10, 10, 64, 64)
    assert surface.get_at((20, 20))[:3] == (120, 20, 20)
    assert surface.get_at((60, 20))[:3] == (20, 20, 120)
    missing = TileMapView(tmp_path / "nope.tmx")
    assert not missing.loaded and "nope.tmx" in missing.problem
    assert missing.draw(surface, (0, 0)).size == missing.pixel_size()


def test_word_wrap_keeps_lines_inside_the_width():
    font = pygame.font.Font(None, 22)
    lines = text.wrap(font, "The goblin with the spear steps out of the tent " * 4 + "x" * 80, 200)
    assert all(font.size(line)[0] <= 200 for line in lines)
    assert "".join(lines).replace(" ", "").startswith("Thegoblin")


def test_markdown_reader_knows_headings_bullets_and_paragraphs():
    blocks = markdown.parse("# Title\n\nSome **bold** text\nwrapped on.\n\n- one\n  more\n- [two](x)\n"
                            "1. first\n\n## Part\n---\n> said\n")
    kinds = [(b.kind, b.text) for b in blocks]
    assert kinds == [("h1", "Title"), ("para", "Some bold text wrapped on."), ("bullet", "one more"),
                     ("bullet", "two"), ("number", "first"), ("h2", "Part"), ("rule", ""), ("quote", "said")]


# -- headless screenshot --------------------------------------------------------------------------------
def test_render_shot_writes_a_png_and_names_the_refused_command(fake_game, tmp_path):
    from game.app.main import ShotError, render_shot

    out = tmp_path / "shot.png"
    render_shot("tally", 3, [{"type": "add", "amount": 2}, {"type": "draw", "seat": 0}], out, tmp_path)
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
    with pytest.raises(ShotError) as refused:
        render_shot("tally", 3, [{"type": "add", "amount": 2}, {"type": "add", "amount": 7}], tmp_path / "b.png",
                    tmp_path)
    assert "Command 2" in str(refused.value) and "You can only add 1 or 2." in str(refused.value)
    assert (tmp_path / "b.png").is_file()


def test_a_shot_leaves_no_folder_behind_in_the_temporary_folder(tmp_path):
    """`python -m game shot` saves into a scratch folder; a player's temporary folder must not
    fill with one empty folder per shot."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = dict(os.environ, TMPDIR=str(scratch), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    command = [sys.executable, "-m", "game", "shot", "grudge", "--out", str(tmp_path / "g.png")]
    done = subprocess.run(command, cwd=Path(__file__).resolve().parents[2], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "g.png").is_file()
    assert list(scratch.iterdir()) == []


def test_a_repeated_toast_renews_the_one_on_screen_instead_of_piling_up():
    from game.app.toasts import Toasts

    toasts = Toasts()
    for _ in range(3):
        toasts.show("There is nothing of yours to undo.")
    toasts.show("Saved.", "info")
    toasts.show("There is nothing of yours to undo.")
    assert toasts.messages == ["Saved.", "There is nothing of yours to undo."]


# -- the choice list ---------------------------------------------------------------------------------
def test_a_choice_list_is_solid_scrolls_and_wraps_long_labels():
    from game.app.widgets import Choice, ChoiceList

    picked = []
    font = pygame.font.Font(None, 18)
    long = "A choice whose words go on well past the width of the panel it sits in, " * 3
    choices = [Choice(f"Choice {i}" if i else long, lambda i=i: picked.append(i)) for i in range(30)]
    panel = ChoiceList((100, 100, 300, 400), "Pick", choices, font, max_height=400)
    first, second = panel.rows[0], panel.rows[1]
    assert len(first.lines) == 3 and first.lines[-1].endswith("...") and long.strip() in first.tooltip
    assert all(font.size(line)[0] <= first.rect.width for line in first.lines)
    gap = (first.rect.centerx, (first.rect.bottom + second.rect.top) // 2)
    assert panel.handle(it.Click(gap)) and picked == []          # between rows: used, nothing picked
    assert not panel.handle(it.Click((50, 50)))                  # off the panel: not its business
    last = panel.rows[-1]
    assert last not in panel.visible_rows() and panel.max_scroll() > 0
    for _ in range(40):
        panel.handle(it.Wheel(-1, panel.rect.center))
    assert last in panel.visible_rows()
    panel.handle(it.Click(last.rect.center))
    assert picked == [29]


def test_the_window_draws_at_its_own_pixels_not_a_scaled_1280x720():
    """Issue #21: the window's surface is the window's size, so a native scene's text is drawn
    at its pixels; only scenes not yet native are scaled (from the 1280x720 layout surface)."""
    from game.app.window import Window

    pygame.display.quit()  # a fresh display, as the app opens one
    pygame.display.init()
    window = Window((1920, 1080))
    assert window.surface.get_size() == (1920, 1080)
    assert not window.surface.get_flags() & pygame.SCALED


def test_a_row_list_scrolls_by_whole_rows_and_names_the_row_under_the_pointer():
    from game.app.widgets.row_list import RowList

    rows = RowList((100, 100, 400, 300), 100)  # three whole rows show
    rows.set_count(5)
    assert rows.shown() == 3 and rows.max_scroll() == 2
    assert rows.row_at(rows.row_rect(1).center) == 1
    assert rows.row_at((rows.row_rect(1).centerx, rows.row_rect(1).bottom + 2)) is None  # the gap
    assert rows.window_phrase() == "1-3 of 5  (scroll for more)"
    assert not rows.wheel((10, 10), -9)  # not over the panel
    assert rows.wheel((150, 150), -9) and rows.scroll == 2  # down, as far as it goes
    assert rows.row_at(rows.row_rect(4).center) == 4
    rows.set_count(2)
    assert rows.scroll == 0 and rows.window_phrase() == ""
