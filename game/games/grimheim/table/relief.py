"""Height drawn as a place, not only as a colour: light falls from the north-west, so a raised
square (a roof, a ledge) shows a lit rim where it rises over lower ground to its north or west,
a shaded face where it drops to the south or east, and casts a shadow onto the lower squares
south-east of it, longer the higher it stands. A gap is a hole: the ground around it shades
its near side. Walls that block sight cast a thin shadow too. Drawn once into the board's base
layer (board_draw.base_layer)."""

from __future__ import annotations

import pygame

from game.app.render.grid import Grid
from game.games.grimheim.rules import board as B

SHADOW_PER_INCH = 0.3  # how far a square's shadow reaches per inch of height, in squares
SHADOW_ALPHA = 70  # one inch of height's shadow; a taller drop stacks several
RIM_LIGHT = (255, 236, 200, 110)
FACE_DARK = (0, 0, 0, 120)
WALL_SHADOW = (0, 0, 0, 90)


def height(name: str, cell) -> int:
    """A square's height for the eye: its level, a gap one below the ground."""
    return -1 if B.terrain(name, cell) == "gap" else B.level(name, cell)


def draw_relief(surf: pygame.Surface, grid: Grid, name: str) -> None:
    """The shadows, then the rims and faces, of every height on map ``name``."""
    heights = {cell: height(name, cell) for cell in B.board(name).cells()}
    _shadows(surf, grid, heights)
    _rims(surf, grid, heights)


def _shadows(surf: pygame.Surface, grid: Grid, heights: dict) -> None:
    """One layer per inch of height: everything at least that high, shifted south-east by that
    layer's reach, laid on the squares lower than it; near a tall drop the layers overlap."""
    cell = grid.cell
    for step in range(min(heights.values()) + 1, max(heights.values()) + 1):
        up = [c for c, h in heights.items() if h >= step]
        if not up:
            continue
        shift = round(cell * SHADOW_PER_INCH * max(1, step))  # ground into a gap: one inch
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        for c in up:
            layer.fill((0, 0, 0, SHADOW_ALPHA), grid.square_rect(c).move(shift, shift))
        for c in up:  # a shadow never falls on the tops of what casts it
            layer.fill((0, 0, 0, 0), grid.square_rect(c))
        surf.blit(layer, (0, 0))


def _rims(surf: pygame.Surface, grid: Grid, heights: dict) -> None:
    """A lit edge where a square rises over its north or west neighbour, a shaded face where it
    drops to its south or east one, thicker for a bigger drop."""
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    edge = max(2, grid.cell // 12)
    for (x, y), h in heights.items():
        rect = grid.square_rect((x, y))
        for (dx, dy), colour in (
            ((0, -1), RIM_LIGHT),
            ((-1, 0), RIM_LIGHT),
            ((0, 1), FACE_DARK),
            ((1, 0), FACE_DARK),
        ):
            below = heights.get((x + dx, y + dy))
            if below is None or below >= h:
                continue
            width = min(rect.w // 3, edge * (h - below)) if colour is FACE_DARK else edge
            if dy:
                band = pygame.Rect(rect.left, rect.top if dy < 0 else rect.bottom - width,
                                   rect.w, width)
            else:
                band = pygame.Rect(rect.left if dx < 0 else rect.right - width, rect.top,
                                   width, rect.h)
            layer.fill(colour, band)
    surf.blit(layer, (0, 0))


def wall_shadows(surf: pygame.Surface, lines: list, width: int) -> None:
    """Walls' shadows: each (start, end) line again, a little south-east, in translucent black."""
    shift = max(2, width - 1)
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for (ax, ay), (bx, by) in lines:
        pygame.draw.line(layer, WALL_SHADOW, (ax + shift, ay + shift), (bx + shift, by + shift),
                         width)
    surf.blit(layer, (0, 0))
