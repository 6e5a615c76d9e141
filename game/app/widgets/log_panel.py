"""A scrolling log panel: newest line at the bottom, the wheel scrolls back through history."""
from __future__ import annotations

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.fonts import Fonts

LOG_FONT = 20


class LogPanel:
    def __init__(self, rect, title: str = "Log", ui: float = 1.0) -> None:
        self.rect = pygame.Rect(rect)
        self.ui = ui  # pixels per layout unit, as the rect was given in
        self.title = title
        self.lines: list[str] = []
        self.scroll = 0  # wrapped rows hidden below the bottom edge (0 = following the newest)
        self._rows: list[str] = []
        self._rows_for: tuple | None = None
        self._newest_rows = 0

    def resized(self, rect, ui: float) -> LogPanel:
        """The same log laid out at another window size: its lines and scroll kept."""
        panel = LogPanel(rect, self.title, ui)
        panel.lines, panel.scroll = self.lines, self.scroll
        return panel

    def set_lines(self, lines: list[str]) -> bool:
        """Replace the content; returns True if it changed. New lines snap back to the newest."""
        lines = [str(line) for line in lines]
        if lines == self.lines:
            return False
        self.lines = lines
        self.scroll = 0
        return True

    def hover(self, pos) -> bool:
        return False

    def hover_tip(self) -> str:
        return ""

    def _u(self, n: float) -> int:
        return round(n * self.ui)

    def _body(self) -> pygame.Rect:
        u = self._u
        return pygame.Rect(self.rect.left + u(12), self.rect.top + u(38), self.rect.width - u(24),
                           self.rect.height - u(48))

    def _wrapped(self, font: pygame.font.Font) -> list[str]:
        key = (id(font), len(self.lines), self.lines[-1] if self.lines else None, self.rect.width)
        if key != self._rows_for:
            rows: list[str] = []
            for line in self.lines:
                wrapped = text.wrap(font, line, self._body().width)
                rows.extend(wrapped)
                self._newest_rows = len(wrapped)
            self._rows, self._rows_for = rows, key
        return self._rows

    def visible_rows(self, font: pygame.font.Font) -> int:
        return max(1, self._body().height // font.get_linesize())

    def handle(self, intent: it.Intent, font: pygame.font.Font | None = None) -> bool:
        if isinstance(intent, it.Wheel) and self.rect.collidepoint(intent.pos):
            if font is None:
                self.scroll = max(0, self.scroll + intent.dy * 3)
            else:
                hidden = max(0, len(self._wrapped(font)) - self.visible_rows(font))
                self.scroll = min(hidden, max(0, self.scroll + intent.dy * 3))
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        font = fonts.get(LOG_FONT)
        u = self._u
        pygame.draw.rect(surface, palette.PANEL, self.rect, border_radius=u(8))
        pygame.draw.rect(surface, palette.PANEL_EDGE, self.rect, u(2), border_radius=u(8))
        text.draw(surface, fonts.get("body", bold=True), self.title, palette.EMBER,
                  (self.rect.left + u(12), self.rect.top + u(10)))
        rows = self._wrapped(font)
        count = self.visible_rows(font)
        hidden = max(0, len(rows) - count)
        self.scroll = min(self.scroll, hidden)
        end = len(rows) - self.scroll
        shown = rows[max(0, end - count):end]
        body = self._body()
        y = body.top
        for i, row in enumerate(shown):
            newest = self.scroll == 0 and i >= len(shown) - self._newest_rows
            text.draw(surface, font, row, palette.BONE if newest else palette.BONE_DIM, (body.left, y))
            y += font.get_linesize()
        if self.scroll:
            text.draw(surface, font, f"(scrolled back {self.scroll})", palette.EMBER_DARK,
                      (self.rect.right - u(12), self.rect.top + u(12)), "topright")
