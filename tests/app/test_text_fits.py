"""Every scene of every game, at every window size from 1280x720 to 2560x1440 and at every
text size, draws all its text inside its boxes: no line crosses the edge of what it is drawn on,
no wrapped words are left out for want of room, no word is cut in two (game/app/text.py tells
of each)."""
from __future__ import annotations

import pygame
import pytest

from game.app import text
from game.app.main import headless_context
from tests.app.screens_every_game import GAMES, WINDOW_SIZES, draw_screen, screens


@pytest.fixture(scope="module")
def ctx(tmp_path_factory):
    return headless_context(tmp_path_factory.mktemp("saves"))


@pytest.fixture(scope="module")
def every_screen(ctx):
    return list(screens(ctx))


def test_the_screens_cover_every_game_and_the_app(every_screen):
    names = {name for name, _ in every_screen}
    for game in GAMES:
        assert {f"{game}/board", f"{game}/board_midgame", f"{game}/rules"} <= names
    assert {"app/menu", "app/load", "app/settings", "app/scenarios"} <= names


@pytest.mark.parametrize("size", WINDOW_SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_no_text_overflows_its_box(every_screen, size):
    overflows = {}
    for name, make in every_screen:
        shown, found = draw_screen(make(), size)
        assert shown.get_size() == size
        if found:
            overflows[name] = [(o.how, o.text[:60], o.box) for o in found]
    assert not overflows, overflows


def test_the_watch_sees_a_cut_line_and_words_left_out():
    """The detector itself: a line past the surface's edge and a box too short are told;
    a line that fits and a row scrolled wholly out of the clip are not."""
    pygame.font.init()
    surface = pygame.Surface((200, 100))
    font = pygame.font.Font(None, 24)
    with text.watch_overflow() as found:
        text.draw(surface, font, "fits", (255, 255, 255), (10, 10))
        surface.set_clip(pygame.Rect(0, 0, 200, 50))
        text.draw(surface, font, "scrolled away", (255, 255, 255), (10, 70))
        surface.set_clip(None)
    assert found == []
    with text.watch_overflow() as found:
        text.draw(surface, font, "a line far too long for the box", (255, 255, 255), (120, 10))
        text.draw_wrapped(surface, font, "one two three four five six seven eight nine ten",
                          (255, 255, 255), pygame.Rect(0, 0, 60, 20))
        text.draw_wrapped(surface, font, "Wickwright", (255, 255, 255), pygame.Rect(0, 0, 60, 99))
        text.draw_wrapped(surface, font, "/a/long/path/cut/by/chars", (255, 255, 255),
                          pygame.Rect(0, 0, 60, 300))
    assert [o.how for o in found] == ["past the edge", "lines left out", "word cut"]
    assert found[1].text.endswith("ten")
    assert found[2].text == "Wickwright"  # a name split mid-word; a path may be


@pytest.mark.parametrize("scale", [1.25, 1.5])
def test_every_screen_fits_at_every_text_size(ctx, every_screen, scale):
    """Every screen, the games' tables with the app's own, at a larger text size (Settings >
    Text size): a box too small for its words at 150% shrinks them a step or grows, never cuts."""
    ctx.fonts.scale = scale
    try:
        overflows = {}
        for name, make in every_screen:
            found = draw_screen(make(), (1280, 720))[1]
            if found:
                overflows[name] = [(o.how, o.text[:60]) for o in found]
    finally:
        ctx.fonts.scale = 1.0
    assert not overflows, overflows


PLAYED_COMMANDS, DRAWN_EVERY = 240, 3


@pytest.mark.parametrize("game", GAMES)
def test_a_played_match_fits_at_the_largest_text_size(ctx, game):
    """The table along a match played by random legal commands (fixed seeds), drawn every few
    commands at 150%: the screens of the moment (making a character, an event, a fight, a
    question bar, a side list) fit as the fixed screens above do."""
    import random

    from game.app.session import board_scene_for
    from game.app.window import LOGICAL_SIZE
    from game.core.match import Match

    rules = ctx.catalog.get_rules(game)
    ctx.fonts.scale = 1.5
    overflows = {}
    try:
        for seed in (1, 2):
            match, rng = Match(rules, seed=seed).start(), random.Random(seed)
            for step in range(PLAYED_COMMANDS):
                if match.outcome() is not None:
                    break
                if step % DRAWN_EVERY == 0:
                    with text.watch_overflow() as found:
                        board_scene_for(ctx, match).draw(pygame.Surface(LOGICAL_SIZE))
                    for o in found:
                        overflows.setdefault((seed, step), []).append((o.how, o.text[:60]))
                seat = match.pending().seat
                match.submit(seat, rng.choice(match.legal(seat)))
    finally:
        ctx.fonts.scale = 1.0
    assert not overflows, overflows


def _wrapped_lines(every_screen, monkeypatch, size, group) -> dict[tuple[str, str], int]:
    """(screen, text) -> the most lines it was wrapped into, for the screens of ``group`` drawn
    in a window of ``size``."""
    lines: dict[tuple[str, str], int] = {}
    real = text.draw_wrapped
    screen = ""

    def watch(surface, font, words, color, rect, *args, **kwargs):
        key = (screen, str(words))
        lines[key] = max(lines.get(key, 0), len(text.wrap(font, str(words), rect.width)))
        return real(surface, font, words, color, rect, *args, **kwargs)

    monkeypatch.setattr(text, "draw_wrapped", watch)
    for screen, make in every_screen:
        if screen.startswith(group + "/"):
            draw_screen(make(), size)
    monkeypatch.undo()
    return lines


@pytest.mark.parametrize("group", [
    "app", "grudge", "grim", "grimheim", "grimlore", "tainted_grail",
])
def test_a_label_on_one_line_at_one_window_size_is_on_one_line_at_every_size(
        every_screen, monkeypatch, group):
    """The layout grows with the window, so words that take one line at one size take one at
    every size: a box that rounds a pixel too narrow at one size must not break a name or a
    label in two there (sentences may wrap a line differently as the type's size steps)."""
    at = {size: _wrapped_lines(every_screen, monkeypatch, size, group) for size in WINDOW_SIZES}
    broken = {}
    for key in set().union(*at.values()):
        counts = {size: lines[key] for size, lines in at.items() if key in lines}
        if 1 in counts.values() and max(counts.values()) > 1:
            broken[key] = counts
    assert not broken, broken


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("size", WINDOW_SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_grims_hand_label_is_one_line_clear_of_the_cards(ctx, monkeypatch, size, scale):
    """'Your hand' is one line left of the hand's first card at every window and text size:
    the cards make room for it rather than the words break or run under a card."""
    from game.app.session import board_scene_for
    from tests.app.screens_every_game import _midgame

    drawn = []
    real = text.draw

    def watch(surface, font, words, *args, **kwargs):
        rect = real(surface, font, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(text, "draw", watch)
    ctx.fonts.scale = scale
    try:
        scene = board_scene_for(ctx, _midgame(ctx.catalog.get_rules("grim")))
        draw_screen([scene], size)
    finally:
        ctx.fonts.scale = 1.0
    labels = [(words, rect) for words, rect in drawn if words in ("Your", "hand", "Your hand")]
    cards = [spot.rect for spot in scene.spots if spot.area == "hand"]
    assert [words for words, _ in labels] == ["Your hand"] and cards, labels
    assert labels[0][1].right < min(card.left for card in cards)
