"""The Scene base class: one screen or dialog. It reads intents and draws; it never reads pygame
events and never changes game state except by submitting commands to a Match."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import intents as it
from game.app import units
from game.app.window import LOGICAL_SIZE, layout_rect, scene_point, ui_scale

if TYPE_CHECKING:
    from game.app.context import AppContext


class Scene:
    #: an opaque scene hides everything below it; a transparent one (a dialog) is drawn over it
    opaque: bool = True
    #: the game whose rules F1 opens while this scene is on top (None: the controls page)
    game_id: str | None = None
    #: a native scene lays out and draws at the window's own pixels: ``u(n)`` turns its layout
    #: numbers into them and ``self.fonts`` gives type at that size; ``layout()`` places its
    #: widgets again when the window's size changes. The others draw on the 1280x720 layout
    #: surface, scaled into the window (docs/ARCHITECTURE.md, "Screen, text and window size").
    native: bool = False
    #: a native scene laid out for 16:9 only (a table): in a window of another shape it is given
    #: the largest 16:9 box centred in it (``window.layout_rect``), the rest is bars
    letterbox: bool = False

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.dirty = True
        self.screen_size: tuple[int, int] = (self.size_in(ctx.screen_size) if self.native
                                             else LOGICAL_SIZE)
        self.ui_scale = ui_scale(self.screen_size)

    # -- size ------------------------------------------------------------------------------------
    @property
    def fonts(self):
        """The reading text at this scene's scale (the context's own for an unconverted one)."""
        return self.ctx.fonts.at(self.ui_scale)

    def u(self, n: float) -> int:
        """A layout number (1280x720 units) in this scene's pixels."""
        return units.px(n, self.ui_scale)

    def ur(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A layout rect in this scene's pixels; its edges are rounded, so rects that touch in
        layout units still touch."""
        return units.rect((x, y, w, h), self.ui_scale)

    @property
    def layout_area(self) -> pygame.Rect:
        """Where the 1280x720 layout stands in this scene's window: all of a 16:9 window,
        centred in one of another shape (the scene's backdrop still fills the window)."""
        stage = pygame.Rect(0, 0, self.u(LOGICAL_SIZE[0]), self.u(LOGICAL_SIZE[1]))
        stage.center = (self.screen_size[0] // 2, self.screen_size[1] // 2)
        return stage

    def on_stage(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rect of the 1280x720 layout in this scene's pixels, on its ``layout_area``."""
        return self.ur(x, y, w, h).move(self.layout_area.topleft)

    def size_in(self, window_size: tuple[int, int]) -> tuple[int, int]:
        """The size this scene draws at in a window of ``window_size``."""
        if self.letterbox:
            return layout_rect(window_size).size
        return int(window_size[0]), int(window_size[1])

    def current_pointer(self) -> tuple[int, int]:
        """Where the pointer is now, in this scene's pixels (for a scene that has just come on
        top: ``ctx.mouse_pos`` is still in the pixels of the scene that was)."""
        return scene_point(self, self.ctx.window_pointer, self.ctx.screen_size)

    def fit(self, size: tuple[int, int]) -> None:
        """Lay out again for ``size`` (what ``size_in`` gives for the window) if it is not the
        size laid out for (a native scene only; the loop calls this before the scene handles or
        draws at a new size)."""
        size = (int(size[0]), int(size[1]))
        if not self.native or size == self.screen_size:
            return
        self.screen_size, self.ui_scale = size, ui_scale(size)
        self.layout()
        self.dirty = True

    def layout(self) -> None:
        """Place the widgets for ``self.screen_size`` (native scenes; called by ``fit``)."""

    # -- life cycle (paired: enter/exit once, pause/resume around a scene pushed on top) -------
    def enter(self) -> None:
        self.dirty = True

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        self.dirty = True

    # -- per frame ------------------------------------------------------------------------------
    def handle(self, intent: it.Intent) -> bool:
        """React to an intent; return True if it was used (else the app may act on it)."""
        return False

    def update(self, now_ms: int) -> None:
        """Advance timers; set ``self.dirty`` if the picture changed."""

    def animating(self) -> bool:
        """True while the scene needs frames without input (the loop then ticks quickly)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    # -- helpers ---------------------------------------------------------------------------------
    def mark_dirty(self) -> None:
        self.dirty = True

    def close(self) -> None:
        """Pop this scene if it is on top."""
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
