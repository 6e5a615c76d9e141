"""The hotseat hand-off: covers the whole table until the named player clicks, so nobody sees
another player's hand by accident."""
from __future__ import annotations

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.scene import Scene
from game.app.scenes.common import draw_backdrop


class HandoffScene(Scene):
    opaque = True  # nothing underneath is drawn

    def __init__(self, ctx, seat: int, on_ready=None, name: str | None = None) -> None:
        super().__init__(ctx)
        self.seat = seat
        self.name = name or f"Player {seat + 1}"
        self.on_ready = on_ready

    def handle(self, intent: it.Intent) -> bool:
        ready = isinstance(intent, it.Click) or (
            isinstance(intent, it.Key) and intent.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER))
        if ready:
            self.close()
            if self.on_ready is not None:
                self.on_ready()
            return True
        if isinstance(intent, it.Shortcut):
            return intent.name not in ("fullscreen", "rules")  # undo, redo, Esc wait for the player
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        fonts = self.ctx.fonts
        cx, cy = surface.get_width() // 2, surface.get_height() // 2
        text.draw(surface, fonts.get("title", bold=True), f"Pass to {self.name}", palette.EMBER,
                  (cx, cy - 40), "center")
        text.draw(surface, fonts.body, f"{self.name}, click anywhere when you are ready.",
                  palette.BONE, (cx, cy + 30), "center")
        pygame.draw.line(surface, palette.EMBER_DARK, (cx - 260, cy + 4), (cx + 260, cy + 4), 2)
