"""A tracker: a label and a value drawn as pips, as tally notches, or as "4/5"."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.fonts import Fonts


def draw_tracker(surface: pygame.Surface, fonts: Fonts, pos: tuple[int, int], label: str, value: int,
                 maximum: int | None = None, style: str = "pips", colour=palette.BLOOD_BRIGHT,
                 width: int = 260) -> pygame.Rect:
    """Draw at ``pos`` (top left); returns the rect used. Styles: "pips", "notches", "number".
    ``pos`` and ``width`` are pixels; the marks are at the scale ``fonts`` carry (``fonts.u``)."""
    font, u = fonts.body, fonts.u
    x, y = pos
    label_rect = text.draw(surface, font, label, palette.BONE, (x, y))
    vx = x + max(label_rect.width + u(12), width // 3)
    cy = label_rect.centery
    right = vx
    if style == "pips" and maximum is not None and maximum <= 20:
        r = u(8)
        for i in range(maximum):
            centre = (vx + r + i * (2 * r + u(5)), cy)
            if i < value:
                pygame.draw.circle(surface, colour, centre, r)
            pygame.draw.circle(surface, palette.BONE_DIM, centre, r, u(2))
            right = centre[0] + r
    elif style == "notches":
        # tally marks: four strokes, the fifth crosses them
        sx, step = vx, u(7)
        for i in range(value):
            if i % 5 == 4:
                pygame.draw.line(surface, colour, (sx - 4 * step - u(2), cy + u(8)), (sx - u(2), cy - u(8)), u(2))
                sx += u(10)
            else:
                pygame.draw.line(surface, colour, (sx, cy - u(9)), (sx, cy + u(9)), u(2))
                sx += step
        right = sx
        if maximum is not None:
            right = text.draw(surface, fonts.small, f"/ {maximum}", palette.BONE_DIM, (sx + u(6), cy),
                              "midleft").right
    else:
        shown = f"{value}/{maximum}" if maximum is not None else str(value)
        right = text.draw(surface, fonts.large, shown, colour, (vx, cy), "midleft").right
    return pygame.Rect(x, y, right - x, label_rect.height)
