"""One frame of the window from the scenes that show, bottom first. A native scene draws at the
window's own pixels; the others draw on the 1280x720 layout surface, which is scaled into the
window once, just before the first native layer over them (or at the end). So an unconverted
board under a native dialog looks as it always did, and the dialog's text is crisp."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.app.palette import CHARCOAL
from game.app.widgets.focus_seen import start_frame
from game.app.widgets.tooltip import Covered
from game.app.window import layout_rect, layout_surface, scale_from, scale_into

BARS = (0, 0, 0)  # beside a 16:9 scene in a window of another shape, as a letterboxed film


def draw_layers(scenes: Sequence, window: pygame.Surface,
                after_top: Callable[[pygame.Surface], None] | None = None) -> None:
    """Draw ``scenes`` (bottom first) into ``window``; ``after_top`` draws over the top scene on
    the surface that scene drew on (the keyboard's ring, in that scene's pixels)."""
    layout = layout_surface(window)
    size = window.get_size()
    pending = False  # the layout surface holds layers not yet scaled into the window
    behind = False  # the window holds native layers the layout surface has not seen
    if not scenes or not scenes[0].opaque:
        (window if scenes and getattr(scenes[0], "native", False) else layout).fill(CHARCOAL)
    start_frame()
    try:
        for scene in scenes:
            Covered.now = scene is not scenes[-1]  # a dialog or menu lies over it
            if getattr(scene, "native", False):
                if pending:
                    scale_into(layout, window)
                    pending = False
                target, behind = window, layout is not window
                if scene.letterbox and layout is not window:  # its 16:9 box, bars beside it
                    box = layout_rect(size)
                    if scene.opaque and box.size != size:
                        window.fill(BARS)
                    target = window.subsurface(box)
                scene.fit(target.get_size())
            else:
                if behind:  # an unconverted dialog over a native scene: it dims that picture
                    scale_from(window, layout)
                    behind = False
                target, pending = layout, layout is not window
            scene.draw(target)
            scene.dirty = False
            if after_top is not None and scene is scenes[-1]:
                after_top(target)
    finally:
        Covered.now = False
    if pending:
        scale_into(layout, window)


_WINDOWS: dict[tuple[int, int], pygame.Surface] = {}  # one window-sized surface per size


def window_frame(ctx, scenes: Sequence, size: tuple[int, int]) -> pygame.Surface:
    """The picture a window of ``size`` shows for ``scenes`` and the context's toasts, drawn as
    the app draws it (``shot --size``, the bench, tests). The surface is reused by the next call
    at the same size."""
    size = (int(size[0]), int(size[1]))
    ctx.screen_size = size
    window = _WINDOWS.get(size)
    if window is None:
        display = pygame.display.get_surface()
        window = _WINDOWS[size] = (pygame.Surface(size, 0, display) if display is not None
                                   else pygame.Surface(size))
    draw_layers(scenes, window)
    if ctx.toasts.items:
        scale = ctx.ui_scale
        ctx.toasts.draw(window, ctx.fonts.at(scale).body, scale)
    return window
