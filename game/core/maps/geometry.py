"""Grid geometry shared by sight and movement: distances in cells, and what happens where a line
or a diagonal step passes exactly through a grid corner (a point where four cells meet).

A corner is named by its grid point (x, y): the top-left corner of cell (x, y). Exactly one rule
decides both sight and diagonal steps there, so the two never disagree:
- walls block the corner only when they run *through* it (wall sides on both sides of the line);
  grazing the end of a wall, or slipping past the outside of an L, does not block;
- cells block it only when both cells the line slips between block ("no squeezing between two
  blockers that touch corner to corner"); grazing one blocker's corner does not."""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence

from game.core.maps.model import Cell, Edge, edge_between

Point = tuple[int, int]
Vector = tuple[int, int]


def chebyshev(a: Cell, b: Cell) -> int:
    """King moves: a diagonal counts as one, as in most grid skirmish games."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def manhattan(a: Cell, b: Cell) -> int:
    """Orthogonal steps only."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def euclidean(a: Cell, b: Cell) -> float:
    """Centre to centre in cells: at one square per inch, the distance a tape measure gives."""
    return math.hypot(a[0] - b[0], a[1] - b[1])


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


def corner_rays(point: Point) -> list[tuple[Vector, Edge]]:
    """The four cell sides that meet at a grid corner, each with the direction it leaves in."""
    x, y = point
    return [
        ((0, -1), edge_between((x - 1, y - 1), (x, y - 1))),  # up
        ((0, 1), edge_between((x - 1, y), (x, y))),  # down
        ((-1, 0), edge_between((x - 1, y - 1), (x - 1, y))),  # left
        ((1, 0), edge_between((x, y - 1), (x, y))),  # right
    ]


def wall_through_corner(point: Point, direction: Vector, barriers: Collection[Edge]) -> bool:
    """True when barrier sides lie on both sides of a line crossing the corner diagonally."""
    dx, dy = direction
    sides = {_sign(dx * vy - dy * vx) for (vx, vy), edge in corner_rays(point) if edge in barriers}
    return len(sides) == 2


def flanking_cells(point: Point, direction: Vector) -> tuple[Cell, Cell]:
    """The two cells a diagonal line through the corner slips between (it enters neither)."""
    x, y = point
    sx, sy = _sign(direction[0]), _sign(direction[1])
    # Of the four cells around the corner, the line runs from (-sx, -sy) to (sx, sy); the other
    # two are offset (sx, -sy) and (-sx, sy).
    first = (x if sx > 0 else x - 1, y - 1 if sy > 0 else y)
    second = (x - 1 if sx > 0 else x, y if sy > 0 else y - 1)
    return first, second


def corner_blocked(
    point: Point, direction: Vector, barriers: Collection[Edge], blocks: Callable[[Cell], bool]
) -> bool:
    """Does a line (or a diagonal step) crossing this corner get stopped there?"""
    if wall_through_corner(point, direction, barriers):
        return True
    first, second = flanking_cells(point, direction)
    return blocks(first) and blocks(second)


def inside_polygon(x: float, y: float, polygon: Sequence[tuple[float, float]]) -> bool:
    """Even-odd test; used to decide which cell centres a zone covers."""
    inside = False
    for (x0, y0), (x1, y1) in zip(polygon, [*polygon[1:], polygon[0]], strict=False):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside
