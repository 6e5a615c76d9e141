"""Dice faces: pips for a six-sided die, the number for any other. While a roll is fresh the board
scene sets ``rolling`` (game/app/motion.py's progress of its "dice" tween) and every die drawn
tumbles in: it drops, turns over a few faces and lands with a bounce on the one rolled."""
from __future__ import annotations

import pygame

from game.app import palette, text

rolling: float | None = None  # 0..1 while the latest roll tumbles in; None when dice lie still

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
             label_font: pygame.font.Font | None = None, still: bool = False,
             ui: float = 1.0) -> None:
    """``still``: a die that was not just rolled (a pool kept from before) never tumbles;
    ``ui``: the scene's pixels per layout unit (the edge's width)."""
    rect = pygame.Rect(rect)
    if rolling is not None and rolling < 1 and not still:
        _draw_tumbling(surface, rect, value, sides, rolling, font, highlight, colour, pip_colour, label_font,
                       ui)
        return
    radius = max(2, rect.width // 6)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, palette.EMBER if highlight else palette.PANEL_EDGE, rect,
                     round((3 if highlight else 2) * ui), border_radius=radius)
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


def tumble_face(value: int, sides: int, t: float, seed: int) -> int:
    """The face a tumbling die shows: a few passing faces, then the one rolled for the last
    third of the motion."""
    if t >= 0.65 or sides < 2:
        return value
    return (value + 1 + (int(t * 9) * 7 + seed) % (sides - 1)) % sides or sides


def _draw_tumbling(surface, rect: pygame.Rect, value, sides, t, font, highlight, colour, pip_colour,
                   label_font, ui: float = 1.0) -> None:
    tumble(surface, rect, value, sides, t,
           lambda card, box, face: draw_die(card, box, face, sides, font, highlight, colour, pip_colour,
                                            label_font, still=True, ui=ui))


def tumble(surface, rect: pygame.Rect, value: int, sides: int, t: float, draw_face) -> None:
    """A die tumbling in at ``t`` (0..1): it drops, turns over passing faces and lands with a
    bounce on ``value``. ``draw_face(surface, rect, face)`` draws one still face (a game with
    dice of its own look passes its own)."""
    from game.app.motion import ease_out_bounce

    face = tumble_face(value, sides, t, rect.x // 7 + rect.y)
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    draw_face(card, card.get_rect(), face)
    turned = pygame.transform.rotate(card, (1 - t) * 270)
    drop = (1 - ease_out_bounce(t)) * rect.h * 0.9
    surface.blit(turned, turned.get_rect(center=(rect.centerx, round(rect.centery - drop))))
