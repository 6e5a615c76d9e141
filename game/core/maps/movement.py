"""Movement on the grid: the steps out of a cell, and the cheapest cost to reach cells.

A step enters a neighbour (orthogonal, or diagonal as a king moves) and costs that cell's
terrain cost; a diagonal costs the same as an orthogonal step, as Chebyshev distance counts them
(a game that charges diagonals more uses `Step.diagonal`). A step is refused into a cell whose
terrain blocks movement, across a wall or a closed door, and diagonally through a corner by the
rule in geometry.py (a wall running through the corner, or two blockers touching there).

Heights are reported, not judged: `rise` is the difference in level, so a game with one square per
inch decides how far a figure may climb, jump down or fall, and what that costs."""

from __future__ import annotations

import heapq
from collections.abc import Callable, Collection
from dataclasses import dataclass

from game.core.maps.geometry import corner_blocked
from game.core.maps.model import Cell, GridMap, edge_between

_KING = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))


@dataclass(frozen=True)
class Step:
    """One move into a neighbouring cell. `rise` > 0 is a climb, < 0 a drop (a jump or a fall)."""

    cell: Cell
    cost: int
    rise: int
    diagonal: bool

    @property
    def kind(self) -> str:
        return "climb" if self.rise > 0 else "drop" if self.rise < 0 else "walk"

    @property
    def climb(self) -> int:
        return max(self.rise, 0)

    @property
    def drop(self) -> int:
        return max(-self.rise, 0)


def _passable(board: GridMap, cell: Cell) -> bool:
    return board.in_bounds(cell) and not board.square(cell).blocks_move


def neighbours(
    board: GridMap, cell: Cell, *, diagonal: bool = True, open_doors: Collection[int] | None = None
) -> list[Step]:
    """The steps a figure in `cell` may take, in reading order. `open_doors`: ids of the doors
    open now; None means each door as the map draws it."""
    here = board.square(cell)
    barriers = board.barriers(sight=False, open_doors=open_doors)
    steps = []
    for dc, dr in _KING:
        there = (cell[0] + dc, cell[1] + dr)
        if not _passable(board, there) or (dc and dr and not diagonal):
            continue
        if dc and dr:
            corner = (cell[0] + max(dc, 0), cell[1] + max(dr, 0))
            if corner_blocked(corner, (dc, dr), barriers, lambda c: not _passable(board, c)):
                continue
        elif edge_between(cell, there) in barriers:
            continue
        square = board.square(there)
        steps.append(Step(there, square.cost, square.level - here.level, bool(dc and dr)))
    return steps


def reachable(
    board: GridMap,
    start: Cell,
    budget: int,
    *,
    diagonal: bool = True,
    open_doors: Collection[int] | None = None,
    step_cost: Callable[[Step], int | None] | None = None,
) -> dict[Cell, int]:
    """{cell: cheapest total cost} for every cell reachable from `start` within `budget`
    (start itself at 0). `step_cost` lets a game price a step (e.g. add its climb) or forbid it
    by returning None; by default a step costs the terrain it enters."""
    price = step_cost or (lambda step: step.cost)
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        spent, cell = heapq.heappop(queue)
        if spent > best[cell]:
            continue
        for step in neighbours(board, cell, diagonal=diagonal, open_doors=open_doors):
            cost = price(step)
            total = None if cost is None else spent + cost
            if total is None or total > budget or total >= best.get(step.cell, budget + 1):
                continue
            best[step.cell] = total
            heapq.heappush(queue, (total, step.cell))
    return best
