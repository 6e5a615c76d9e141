"""What the native-resolution tests share: the heights of the text a frame draws, a game's
table in an app of a given window size, and a click posted at window pixels."""

from __future__ import annotations

import pygame

from game.app import text
from game.app.layers import window_frame
from game.app.main import headless_context
from game.app.session import board_scene_for
from game.core.match import Match


def glyph_heights(ctx, scenes, size, monkeypatch) -> list[int]:
    """The heights of every line of text drawn for a window of ``size``."""
    heights = []
    real = text.render

    def watched(font, words, colour):
        surf = real(font, words, colour)
        heights.append(surf.get_height())
        return surf

    monkeypatch.setattr(text, "render", watched)
    window_frame(ctx, scenes, size)
    monkeypatch.setattr(text, "render", real)
    return heights


def glyphs_at_both_sizes(ctx, scenes, monkeypatch, watched=("smoothscale",)):
    """(heights at 1280x720, heights at 1920x1080, the calls made to ``pygame.transform``'s
    ``watched`` functions while the 1920x1080 frame was drawn): a native frame scales nothing."""
    small = glyph_heights(ctx, scenes, (1280, 720), monkeypatch)
    calls = []
    real = {name: getattr(pygame.transform, name) for name in watched}
    for name in watched:
        monkeypatch.setattr(pygame.transform, name, lambda *a, **k: calls.append(a))
    big = glyph_heights(ctx, scenes, (1920, 1080), monkeypatch)
    for name, function in real.items():
        monkeypatch.setattr(pygame.transform, name, function)
    return small, big, calls


def table_in_app(tmp_path, game: str, size: tuple[int, int]):
    """(app, match, board): a new match of ``game`` on its board in a window of ``size``, past
    any first hint."""
    from game.app.loop import App

    ctx = headless_context(tmp_path)
    match = Match(ctx.catalog.get_rules(game), seed=1).start()
    board = board_scene_for(ctx, match)
    ctx.stack.push(board)
    app = App(ctx, pygame.Surface(size))
    app.step(0)
    ctx.stack.pop_until(board)
    app.step(0)
    return app, match, board


def mouse_click(app, pos) -> None:
    """A left click at ``pos`` (window pixels) posted as the mouse would, then one frame."""
    for kind, extra in ((pygame.MOUSEMOTION, {"rel": (0, 0), "buttons": (0, 0, 0)}),
                        (pygame.MOUSEBUTTONDOWN, {"button": 1}),
                        (pygame.MOUSEBUTTONUP, {"button": 1})):
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
    app.step(0)
