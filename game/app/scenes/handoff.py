"""The hotseat hand-off: covers the whole table until the named player clicks, so nobody sees
another player's hand by accident. Given a recap, it first shows the player who just moved what
their move did (from their own view), and only their click turns it into the hand-off."""
from __future__ import annotations

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.scene import Scene
from game.app.scenes.common import draw_backdrop


class HandoffScene(Scene):
    opaque = True  # nothing underneath is drawn
    native = True  # no widgets: it lays out as it draws

    RECAP_LINES = 14

    def __init__(self, ctx, seat: int, on_ready=None, recap: list[str] | None = None,
                 mover: str = "", name: str | None = None) -> None:
        super().__init__(ctx)
        self.seat = seat
        self.name = name or f"Player {seat + 1}"
        self.on_ready = on_ready
        self.recap = [str(line) for line in recap or [] if line][-self.RECAP_LINES:]
        self.mover = mover  # who made the move the recap tells

    def handle(self, intent: it.Intent) -> bool:
        ready = isinstance(intent, it.Click) or (
            isinstance(intent, it.Key) and intent.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER))
        if ready and self.recap:  # the mover has seen what happened: now the screen is passed on
            self.recap = []
            self.dirty = True
            return True
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
        fonts, u = self.fonts, self.u
        cx, cy = surface.get_width() // 2, surface.get_height() // 2
        if self.recap:
            self._draw_recap(surface, cx, cy)
            return
        text.draw(surface, fonts.get("title", bold=True), f"Pass to {self.name}", palette.EMBER,
                  (cx, cy - u(40)), "center")
        text.draw(surface, fonts.body, f"{self.name}, click anywhere when you are ready.",
                  palette.BONE, (cx, cy + u(30)), "center")
        pygame.draw.line(surface, palette.EMBER_DARK, (cx - u(260), cy + u(4)),
                         (cx + u(260), cy + u(4)), u(2))

    def _draw_recap(self, surface: pygame.Surface, cx: int, cy: int) -> None:
        fonts, u = self.fonts, self.u
        top = cy - u(360)  # the 720-unit-tall column, centred in a window of any shape
        title = f"{self.mover}: what your move did" if self.mover else "What your move did"
        text.draw(surface, fonts.get("large", bold=True), title, palette.EMBER, (cx, top + u(70)),
                  "center")
        box = pygame.Rect(cx - u(480), top + u(110), u(960), u(470))
        y = box.top
        for i, line in enumerate(self.recap):
            colour = palette.BONE if i >= len(self.recap) - 3 else palette.BONE_DIM
            y += text.draw_wrapped(surface, fonts.body, line, colour, pygame.Rect(box.left, y, box.width,
                                                                                   box.bottom - y))
            if y >= box.bottom:
                break
        text.draw(surface, fonts.body, f"Click when you have read it: the screen then goes to Player {self.seat + 1}.",
                  palette.EMBER_GLOW, (cx, top + u(640)), "center")
