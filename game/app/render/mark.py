"""The colour-blind-safe palette's mark (game/app/palette.py's Marks): a letter or number on a
dark plate, beside or on the colour that carries the same meaning."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.units import px


def draw_letter(surface: pygame.Surface, font: pygame.font.Font, letter: str, centre,
                colour, ui: float = 1.0) -> pygame.Rect:
    """``letter`` in ``colour`` on a dark plate centred on ``centre``; returns the plate
    (``ui``: the scene's pixels per layout unit, for the plate's margin and corners)."""
    plate = pygame.Rect(0, 0, font.size(letter)[0] + px(6, ui), font.get_linesize())
    plate.center = centre
    pygame.draw.rect(surface, palette.INK, plate, border_radius=px(3, ui))
    text.draw(surface, font, letter, colour, centre, "center")
    return plate
