"""Dice faces: pips for a six-sided die, the number for any other."""
from __future__ import annotations

import pygame

from game.app import palette, text

PIPS = {  # positions on a 3x3 lattice, (column, row) in 0..2
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
}


def draw_die(surface: pygame.Surface, rect, value: int, sides: int = 6, font: pygame.font.Font | None = None,
             highlight: bool = False, colour=palette.BONE, pip_colour=palette.INK,
             label_font: pygame.font.Font | None = None) -> None:
    rect = pygame.Rect(rect)
    radius = max(2, rect.width // 6)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, palette.EMBER if highlight else palette.PANEL_EDGE, rect,
                     3 if highlight else 2, border_radius=radius)
    if sides == 6 and value in PIPS:
        step = rect.width / 4
        r = max(2, int(rect.width / 11))
        for c, row in PIPS[value]:
            centre = (int(rect.left + step * (c + 1)), int(rect.top + step * (row + 1)))
            pygame.draw.circle(surface, palette.BLOOD if value == 1 else pip_colour, centre, r)
    elif font is not None:
        text.draw(surface, font, str(value), pip_colour, rect.center, "center")
        if label_font is not None and rect.height >= 40:
            text.draw(surface, label_font, f"d{sides}", palette.EMBER_DARK, (rect.right - 4, rect.bottom - 2),
                      "bottomright")
