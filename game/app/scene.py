"""The Scene base class: one screen or dialog. It reads intents and draws; it never reads pygame
events and never changes game state except by submitting commands to a Match."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import intents as it

if TYPE_CHECKING:
    from game.app.context import AppContext


class Scene:
    #: an opaque scene hides everything below it; a transparent one (a dialog) is drawn over it
    opaque: bool = True
    #: the game whose rules F1 opens while this scene is on top (None: the controls page)
    game_id: str | None = None

    def __init__(self, ctx: "AppContext") -> None:
        self.ctx = ctx
        self.dirty = True

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
