"""Line of sight: a straight segment from the centre of one cell to the centre of the other.

Blocked by, in order along the segment:
- a wall, or a door not open, on a cell side the segment crosses;
- a corner it passes exactly through, by the rule in geometry.py (a wall running through it, or
  two blockers touching there corner to corner);
- a cell it passes through (the two end cells never block) that stands too high.

Heights, kept simple: the eye is at the higher of the two end cells' levels. A cell whose terrain
blocks sight reaches one level above its floor, any other cell reaches its floor; a cell blocks
when it reaches above the eye. So a figure on a level-1 rock sees over a ground-level hedge, a
ridge higher than both ends hides them from each other, and sight is always symmetric.
Exact: where the segment crosses grid lines is computed as fractions, so a line through a
corner is seen to pass through it, never a hair beside it."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from fractions import Fraction
from typing import NamedTuple

from game.core.maps.geometry import Point, corner_blocked
from game.core.maps.model import Cell, Edge, GridMap, edge_between


def _line_crossings(cell: int, cells: int) -> dict[Fraction, int]:
    """{t: k} for each grid line k the segment crosses when its centre moves `cells` from `cell`;
    t in (0, 1) is how far along the segment the crossing lies."""
    lines = range(cell + 1, cell + cells + 1) if cells > 0 else range(cell, cell + cells, -1)
    return {Fraction(2 * (k - cell) - 1, 2 * cells): k for k in lines}


class Crossing(NamedTuple):
    """One step of the segment: the cell it enters, and the side or the corner it crosses to."""

    entered: Cell
    side: Edge | None = None
    corner: Point | None = None


def crossings(a: Cell, b: Cell) -> Iterator[Crossing]:
    """Walk the centre-to-centre segment a -> b cell by cell, ending with b entered."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    vertical, horizontal = _line_crossings(a[0], dx), _line_crossings(a[1], dy)
    sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
    col, row = a
    for t in sorted(vertical.keys() | horizontal.keys()):
        here = (col, row)
        if t in vertical and t in horizontal:
            col, row = col + sx, row + sy
            yield Crossing((col, row), corner=(vertical[t], horizontal[t]))
            continue
        if t in vertical:
            col += sx
        else:
            row += sy
        yield Crossing((col, row), side=edge_between(here, (col, row)))


def line_of_sight(
    board: GridMap, a: Cell, b: Cell, open_doors: Collection[int] | None = None
) -> bool:
    """Can a figure in cell a see one in cell b (and so b see a)? `open_doors`: ids of the doors
    open now; None means each door as the map draws it."""
    eye = max(board.square(a).level, board.square(b).level)
    barriers = board.barriers(sight=True, open_doors=open_doors)

    def too_high(cell: Cell) -> bool:
        if not board.in_bounds(cell):
            return False
        square = board.square(cell)
        return square.level + (1 if square.blocks_sight else 0) > eye

    direction = (b[0] - a[0], b[1] - a[1])
    for step in crossings(a, b):
        if step.side is not None and step.side in barriers:
            return False
        if step.corner is not None and corner_blocked(step.corner, direction, barriers, too_high):
            return False
        if step.entered != b and too_high(step.entered):
            return False
    return True


def visible_from(
    board: GridMap, cell: Cell, open_doors: Collection[int] | None = None
) -> list[Cell]:
    """Every cell in sight of `cell` (itself included), in reading order."""
    return [other for other in board.cells() if line_of_sight(board, cell, other, open_doors)]
