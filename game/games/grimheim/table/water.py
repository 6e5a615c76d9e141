"""Canal banks. A water square (its tile says so: the property "water") is to the rules a gap,
and its tile already shows ripples; here, where water meets land, the quay's coping stones
edge the water and a wet dark line runs under them, so the channel reads as cut into the
street, not as a hole in the board. Drawn once into the board's base layer, after the relief."""

from __future__ import annotations

import pygame

from game.app.render.grid import Grid

COPING = (150, 144, 132)
MORTAR = (92, 86, 80)
WET_LINE = (10, 22, 30, 150)


def water_cells(tiles) -> set[tuple[int, int]]:
    """The squares of a loaded Tiled map whose tile is water (none if the map failed to load)."""
    tmx = getattr(tiles, "tmx", None)
    if tmx is None:
        return set()
    cols, rows = tiles.grid_size
    return {
        (x, y)
        for y in range(rows)
        for x in range(cols)
        if (tmx.get_tile_properties(x, y, 0) or {}).get("water")
    }


def draw_banks(surf: pygame.Surface, grid: Grid, water: set) -> None:
    """A row of coping stones along every edge where a water square meets land (not the board's
    edge: the canal runs on off the table), a wet shadow line on the water side of it."""
    edge = max(3, grid.cell // 10)
    wet = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for x, y in water:
        rect = grid.square_rect((x, y))
        for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
            land = (x + dx, y + dy)
            if land in water or not (0 <= land[0] < grid.cols and 0 <= land[1] < grid.rows):
                continue
            stone, shade = _bands(rect, dx, dy, edge)
            pygame.draw.rect(surf, COPING, stone)
            for joint in range(1, 4):  # three joints a square: stones a third of an inch long
                if dy:
                    at = rect.left + rect.w * joint // 3
                    pygame.draw.line(surf, MORTAR, (at, stone.top), (at, stone.bottom - 1))
                else:
                    at = rect.top + rect.h * joint // 3
                    pygame.draw.line(surf, MORTAR, (stone.left, at), (stone.right - 1, at))
            pygame.draw.rect(surf, MORTAR, stone, 1)
            wet.fill(WET_LINE, shade)
    surf.blit(wet, (0, 0))


def _bands(rect: pygame.Rect, dx: int, dy: int, edge: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The coping stone band along the water square's side facing (dx, dy), and the wet line
    just inside it."""
    half = max(2, edge // 2)
    if dy < 0:
        return (
            pygame.Rect(rect.left, rect.top, rect.w, edge),
            pygame.Rect(rect.left, rect.top + edge, rect.w, half),
        )
    if dy > 0:
        return (
            pygame.Rect(rect.left, rect.bottom - edge, rect.w, edge),
            pygame.Rect(rect.left, rect.bottom - edge - half, rect.w, half),
        )
    if dx < 0:
        return (
            pygame.Rect(rect.left, rect.top, edge, rect.h),
            pygame.Rect(rect.left + edge, rect.top, half, rect.h),
        )
    return (
        pygame.Rect(rect.right - edge, rect.top, edge, rect.h),
        pygame.Rect(rect.right - edge - half, rect.top, half, rect.h),
    )
