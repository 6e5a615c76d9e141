"""The colour-blind-safe palette (Settings): remembered, and, drawn in greyscale, every colour that
carries meaning also shows a letter or a shape (game/app/palette.py's Marks)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app import palette  # noqa: E402
from game.app.render.grid import Grid, GridMarks  # noqa: E402
from game.app.settings import Settings, load_settings, save_settings  # noqa: E402


@pytest.fixture
def marks():
    yield palette.Marks
    palette.Marks.on = False


def test_the_palette_is_remembered(tmp_path):
    save_settings(tmp_path, Settings(colour_blind_safe=True))
    assert load_settings(tmp_path).colour_blind_safe is True
    assert Settings.from_dict({"colour_blind_safe": "yes"}).colour_blind_safe is True
    assert Settings().colour_blind_safe is False


def _grim_deck_choice(tmp_path):
    from game.app.main import headless_context
    from game.app.session import board_scene_for
    from game.core.match import Match
    from game.core.registry import get_rules

    ctx = headless_context(tmp_path)
    match = Match(get_rules("grim"), seed=1, human_seats={0, 1}).start()
    scene = board_scene_for(ctx, match)
    ctx.stack.push(scene)
    ctx.stack.pop_until(scene)
    scene.seat = match.pending().seats[0]  # the seat choosing its Element deck
    return ctx, scene


def _swatch_centres(ctx, scene):
    """Each Element row's swatch middle, in greyscale."""
    surface = pygame.Surface((1280, 720))
    scene.mark_dirty()
    ctx.stack.draw(surface)
    grey = pygame.transform.grayscale(surface)
    listing = scene.choices
    crops = []
    for row in listing.visible_rows():
        if row.choice.swatch is None:
            continue
        width = 26 if palette.Marks.on else 12  # the swatch widens to hold its letters
        centre = pygame.Rect(0, 0, width - 16 if palette.Marks.on else 6, 8)
        centre.center = (row.rect.left + 6 + width // 2, row.rect.centery)
        crops.append([grey.get_at((x, y))[0] for x in range(centre.left, centre.right)
                      for y in range(centre.top, centre.bottom)])
    return crops


def test_grim_element_swatches_carry_letters_in_greyscale(tmp_path, marks):
    ctx, scene = _grim_deck_choice(tmp_path)
    marks.on = True
    lettered = _swatch_centres(ctx, scene)
    assert len(lettered) >= 8
    for crop in lettered:  # a dark plate with light letters on it
        assert min(crop) < 60 and max(crop) > 170
    assert len({tuple(c) for c in lettered}) == len(lettered)  # no two Elements alike in grey
    marks.on = False
    plain = _swatch_centres(ctx, scene)
    assert all(max(c) - min(c) < 30 for c in plain)  # the standard palette: colour only


def test_reach_and_targets_differ_by_shape_in_greyscale(marks):
    grid = Grid((0, 0), 4, 4, 60)
    legal, target = (1, 1), (2, 2)

    def ring_pixel(on: bool):
        marks.on = on
        surface = pygame.Surface((240, 240))
        grid.draw_marks(surface, GridMarks(legal=[legal], targets=[target]))
        grey = pygame.transform.grayscale(surface)
        cx, cy = grid.square_center(legal)
        return grey.get_at((cx + 60 // 6 - 1, cy))[0], grey.get_at((cx, cy))[0]

    ring_off, centre_off = ring_pixel(False)
    ring_on, centre_on = ring_pixel(True)
    assert ring_on > ring_off + 40  # a ring marks a square in reach ...
    assert centre_on == centre_off  # ... around an empty middle, where a target has its cross


def test_grimheim_models_carry_their_side_number_in_greyscale(tmp_path, marks):
    from game.app.main import headless_context
    from game.app.session import board_scene_for
    from game.bench_logs import build_log
    from game.core.registry import get_rules

    ctx = headless_context(tmp_path)
    match = build_log(get_rules("grimheim"), 120, seed=3)  # models on the field
    scene = board_scene_for(ctx, match)
    ctx.stack.push(scene)
    ctx.stack.pop_until(scene)

    def grey(on: bool):
        marks.on = on
        scene.mark_dirty()
        surface = pygame.Surface((1280, 720))
        ctx.stack.draw(surface)
        return pygame.transform.grayscale(surface)

    plain, marked = grey(False), grey(True)
    models = [m for m in scene.view["models"] if not m["defeated"] and m["cell"] is not None]
    assert {m["seat"] for m in models} == {0, 1}
    for m in models:
        rect = scene.grid.square_rect(m["cell"])
        badge = (rect.left + 7, rect.bottom - 12)
        spots = [(badge[0] + dx, badge[1] + dy) for dx in range(-3, 4) for dy in range(-5, 6)]
        # the number's dark plate and light digit, where the standard palette has the figure
        assert min(marked.get_at(p)[0] for p in spots) < 40
        assert any(marked.get_at(p) != plain.get_at(p) for p in spots)


def test_tainted_grail_keys_carry_their_letter_in_greyscale(tmp_path, marks):
    from game.app.main import headless_context
    from game.games.tainted_grail.table import card_art as A
    from game.games.tainted_grail.table import card_data as C

    ctx = headless_context(tmp_path)
    card = next(C.card(i) for i in C.card_ids() if sum(bool(C.bonuses(C.card(i), k)) for k in C.KEYS) >= 3)
    halves = A.lanes(A.ZOOM)

    def edges(on: bool) -> dict[str, list[int]]:
        """Each closing half's outer edge in grey, where its Key's letter goes."""
        marks.on = on
        grey = pygame.transform.grayscale(A.face(card, A.ZOOM, ctx.sheets))
        return {key: [grey.get_at((x, y))[0] for x in range(halves[key][0].left + 2, halves[key][0].left + 10)
                      for y in range(halves[key][0].top + 2, halves[key][0].bottom - 2)]
                for key in C.KEYS if C.bonuses(card, key)}

    plain, lettered = edges(False), edges(True)
    assert len(lettered) >= 3
    for key in lettered:  # the letter stands out from its tab in grey, where the plain tab is colour only
        assert max(abs(a - b) for a, b in zip(lettered[key], plain[key])) > 60, key


def test_grimlore_red_dice_carry_a_cut_corner_in_greyscale(marks):
    from game.games.grimlore.table import draw as G

    def corner(red: bool, on: bool) -> int:
        marks.on = on
        surface = pygame.Surface((40, 40))
        G.die(surface, pygame.Rect(5, 5, 30, 30), 1, red)  # a 1: no pip near the corner
        return pygame.transform.grayscale(surface).get_at((32, 8))[0]

    assert corner(True, True) > 180  # the red die's bone corner ...
    assert corner(False, True) < 80 and corner(True, False) < 80  # ... that black dice and plain red lack


def _board_in_grey(tmp_path, game: str, on: bool):
    """A board some turns in, drawn in greyscale with the palette ``on`` or off."""
    from game.app.main import headless_context
    from game.app.session import board_scene_for
    from game.bench_logs import build_log
    from game.core.registry import get_rules

    ctx = headless_context(tmp_path / str(on))
    palette.Marks.on = on  # after the context, which sets it from the saved settings
    scene = board_scene_for(ctx, build_log(get_rules(game), 120, seed=3))
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    return scene, pygame.transform.grayscale(surface)


def _changed(plain, marked, rect) -> int:
    return sum(plain.get_at((x, y)) != marked.get_at((x, y))
               for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))


def test_grimheim_score_dots_carry_their_side_number_in_greyscale(tmp_path, marks):
    from game.games.grimheim.table import layout as L

    _, plain = _board_in_grey(tmp_path, "grimheim", False)
    _, marked = _board_in_grey(tmp_path, "grimheim", True)
    half = (L.TRACK.w - 30) // 2
    for seat in (0, 1):  # the dot beside each side's name and VP
        dot = pygame.Rect(0, 0, 14, 14)
        dot.center = (L.TRACK.left + 16 + seat * (half + 10), L.TRACK.top + 40)
        assert min(marked.get_at(p)[0] for p in _points(dot)) < 40  # the number's dark plate
        assert _changed(plain, marked, dot) > 10


def test_grim_afterworld_and_turn_order_carry_marks_in_greyscale(tmp_path, marks):
    from game.games.grim.table import ui_layout as L

    scene, plain = _board_in_grey(tmp_path, "grim", False)
    _, marked = _board_in_grey(tmp_path, "grim", True)
    world = pygame.Rect(L.AFTERWORLD.left + 8, L.AFTERWORLD.top + 8, 66, 92)  # the face shown
    assert scene.view["afterworld"]["active"]
    assert _changed(plain, marked, world) > 20  # the Element's letters on the face
    order = pygame.Rect(L.TURN_ORDER.left + 10, L.TURN_ORDER.top + 28, *L.PORTRAIT)
    corner = pygame.Rect(order.left, order.bottom - 16, 16, 16)  # the first Grim's player
    assert _changed(plain, marked, corner) > 10


def _points(rect):
    return [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]
