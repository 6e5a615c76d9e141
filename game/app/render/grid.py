"""A battlemat grid: square <-> pixel mapping and square highlights (legal, selected, targets,
hover, lines of sight). Squares are (column, row) pairs, (0, 0) at the top left."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

import pygame

from game.app import palette

Square = tuple[int, int]


def as_square(value) -> Square | None:
    """Accept [c, r], (c, r) or {"col":..,"row":..}; None for anything else."""
    if isinstance(value, dict):
        value = (value.get("col", value.get("c")), value.get("row", value.get("r")))
    try:
        c, r = value
        return int(c), int(r)
    except (TypeError, ValueError):
        return None


@dataclass
class GridMarks:
    legal: Iterable = ()
    targets: Iterable = ()
    selected: object = None
    hover: object = None
    lines: list = field(default_factory=list)   # [(from_square, to_square)], e.g. line of sight


class Grid:
    def __init__(self, origin: tuple[int, int], cols: int, rows: int, cell: int,
                 ui: float = 1.0) -> None:
        self.origin = origin
        self.cols, self.rows, self.cell = cols, rows, cell
        self.ui = ui  # pixels per layout unit: the marks' line widths
        self._overlays: dict[tuple, pygame.Surface] = {}

    def _u(self, n: float) -> int:
        return max(1, round(n * self.ui))

    @classmethod
    def fit(cls, area: pygame.Rect, cols: int, rows: int) -> "Grid":
        """The largest grid of whole-pixel squares centred in ``area``."""
        cell = max(4, min(area.width // cols, area.height // rows))
        x = area.left + (area.width - cell * cols) // 2
        y = area.top + (area.height - cell * rows) // 2
        return cls((x, y), cols, rows, cell)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.cols * self.cell, self.rows * self.cell))

    def contains(self, square) -> bool:
        sq = as_square(square)
        return sq is not None and 0 <= sq[0] < self.cols and 0 <= sq[1] < self.rows

    def square_rect(self, square) -> pygame.Rect:
        c, r = as_square(square)
        return pygame.Rect(self.origin[0] + c * self.cell, self.origin[1] + r * self.cell, self.cell, self.cell)

    def square_center(self, square) -> tuple[int, int]:
        return self.square_rect(square).center

    def square_at(self, pos) -> Square | None:
        x, y = pos[0] - self.origin[0], pos[1] - self.origin[1]
        if x < 0 or y < 0:
            return None
        c, r = x // self.cell, y // self.cell
        return (int(c), int(r)) if c < self.cols and r < self.rows else None

    # -- drawing ----------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, checker: bool = True) -> None:
        """Plain squares, for a battlemat with no Tiled map under it."""
        for r in range(self.rows):
            for c in range(self.cols):
                colour = palette.GRID_LIGHT if (c + r) % 2 == 0 or not checker else palette.GRID_DARK
                surface.fill(colour, self.square_rect((c, r)))
        self.draw_lines(surface)

    def draw_lines(self, surface: pygame.Surface, colour=palette.CHARCOAL) -> None:
        x0, y0 = self.origin
        for c in range(self.cols + 1):
            x = x0 + c * self.cell
            pygame.draw.line(surface, colour, (x, y0), (x, y0 + self.rows * self.cell))
        for r in range(self.rows + 1):
            y = y0 + r * self.cell
            pygame.draw.line(surface, colour, (x0, y), (x0 + self.cols * self.cell, y))

    def _overlay(self, colour: tuple) -> pygame.Surface:
        surf = self._overlays.get(colour)
        if surf is None or surf.get_width() != self.cell:
            surf = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
            surf.fill(colour)
            self._overlays[colour] = surf
        return surf

    def draw_marks(self, surface: pygame.Surface, marks: GridMarks) -> None:
        u = self._u
        for sq in filter(self.contains, marks.legal):
            rect = self.square_rect(sq)
            surface.blit(self._overlay((*palette.MOSS, 90)), rect)
            pygame.draw.rect(surface, palette.MOSS_BRIGHT, rect.inflate(-u(4), -u(4)), u(2))
            if palette.Marks.on:  # in reach: a ring, where a target has a cross
                pygame.draw.circle(surface, palette.MOSS_BRIGHT, rect.center,
                                   max(3, self.cell // 6), u(2))
        for a, b in marks.lines:
            if self.contains(a) and self.contains(b):
                start, end = self.square_center(a), self.square_center(b)
                pygame.draw.line(surface, palette.STEEL, start, end, u(3))
                pygame.draw.circle(surface, palette.STEEL, end, max(3, self.cell // 12))
        for sq in filter(self.contains, marks.targets):
            rect = self.square_rect(sq)
            surface.blit(self._overlay((*palette.BLOOD, 90)), rect)
            pygame.draw.rect(surface, palette.BLOOD_BRIGHT, rect.inflate(-u(4), -u(4)), u(3))
            cx, cy = rect.center
            arm = self.cell // 4
            pygame.draw.line(surface, palette.BLOOD_BRIGHT, (cx - arm, cy), (cx + arm, cy), u(2))
            pygame.draw.line(surface, palette.BLOOD_BRIGHT, (cx, cy - arm), (cx, cy + arm), u(2))
        if self.contains(marks.hover):
            pygame.draw.rect(surface, palette.BONE,
                             self.square_rect(marks.hover).inflate(-u(2), -u(2)), u(2))
        if self.contains(marks.selected):
            pygame.draw.rect(surface, palette.EMBER, self.square_rect(marks.selected), u(4))
