"""Rows in a panel that scroll by whole rows: the load screen's saves, the Scenarios menu's
puzzles. Where each row stands, which row a point is on, the scroll, and drawing the rows that
show (each screen draws a row's own words)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import palette

PAD = 8  # between the panel's edge and its rows


class RowList:
    def __init__(self, rect, row_height: int, ui: float = 1.0) -> None:
        self.rect = pygame.Rect(rect)
        self.row_height = row_height
        self.pad = round(PAD * ui)  # ui: pixels per layout unit, as the rect was given in
        self.gap = round(6 * ui)  # between a row's card and the next
        self.count = 0
        self.scroll = 0  # the first row shown

    def shown(self) -> int:
        """How many whole rows fit in the panel."""
        return self.rect.height // self.row_height

    def max_scroll(self) -> int:
        return max(0, self.count - self.shown())

    def set_count(self, count: int) -> None:
        self.count = count
        self.scroll = min(self.scroll, self.max_scroll())

    def row_rect(self, index: int) -> pygame.Rect:
        top = self.rect.top + self.pad + (index - self.scroll) * self.row_height
        return pygame.Rect(
            self.rect.left + self.pad, top, self.rect.width - 2 * self.pad, self.row_height - self.gap
        )

    def row_at(self, pos) -> int | None:
        """The row under ``pos``, or None (the gap between rows is no row)."""
        if not self.rect.collidepoint(pos):
            return None
        index = self.scroll + (pos[1] - self.rect.top - self.pad) // self.row_height
        fits = 0 <= index < self.count and self.row_rect(index).collidepoint(pos)
        return index if fits else None

    def window_phrase(self) -> str:
        """'3-7 of 15  (scroll for more)' when the rows overflow the panel, else ''."""
        if not self.max_scroll():
            return ""
        last = min(self.count, self.scroll + self.shown())
        return f"{self.scroll + 1}-{last} of {self.count}  (scroll for more)"

    def wheel(self, pos, dy: int) -> bool:
        """Scroll by the wheel when it turns over the panel; True if it was over it."""
        if not self.rect.collidepoint(pos):
            return False
        self.scroll = min(self.max_scroll(), max(0, self.scroll - dy))
        return True

    def draw(
        self,
        surface: pygame.Surface,
        draw_row: Callable[[pygame.Surface, int, pygame.Rect], None],
        chosen: int | None,
        edge_of: Callable[[int], tuple] | None = None,
    ) -> None:
        """Each row that shows, on its card (lit when ``chosen``), then ``draw_row`` for its
        words; the rows are clipped to the panel."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-self.gap * 2 // 3, -self.gap * 2 // 3))
        radius, line = self.gap, max(1, self.gap // 3)
        for index in range(self.scroll, min(self.count, self.scroll + self.shown() + 1)):
            rect = self.row_rect(index)
            lit = index == chosen
            pygame.draw.rect(
                surface, palette.BUTTON_HOVER if lit else palette.BUTTON, rect, border_radius=radius
            )
            edge = palette.EMBER if lit else (edge_of(index) if edge_of else palette.PANEL_EDGE)
            pygame.draw.rect(surface, edge, rect, line, border_radius=radius)
            draw_row(surface, index, rect)
        surface.set_clip(clip)
