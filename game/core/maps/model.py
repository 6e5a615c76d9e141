"""The rules' picture of a map: squares with terrain, walls and doors on the sides between them,
and named objects (spawn points, zones, anything else) already turned into cells.

It is plain data so rules, AI and tests can ask it questions without pygame or Tiled; loading is
in tiled.py, sight in sight.py, movement in movement.py."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from game.core.content import ContentError

Cell = tuple[int, int]
"""(column, row), 0-based as Tiled shows them: columns run west to east, rows north to south."""

Edge = tuple[Cell, Cell]
"""The side two orthogonally adjacent cells share, smaller cell first. A side on the map's rim
pairs a map cell with an off-map one."""


class MapError(ContentError, ValueError):
    """A map file the rules cannot use. The message names the file and what is wrong with it, in a
    sentence a map maker can act on. A map is content, so whatever reports a broken content file
    (the command line, the app) reports a broken map the same way."""


def edge_between(a: Cell, b: Cell) -> Edge:
    """The side shared by two orthogonal neighbours; one spelling per side, so sets can hold it."""
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        raise ValueError(f"cells {a} and {b} are not orthogonal neighbours, so share no side")
    return (a, b) if a < b else (b, a)


@dataclass(frozen=True)
class Square:
    """One cell's terrain as the rules see it. `cost` is what entering it takes; `level` is how
    high its floor stands (0 = the table)."""

    terrain: str
    cost: int = 1
    level: int = 0
    blocks_move: bool = False
    blocks_sight: bool = False


@dataclass(frozen=True)
class Wall:
    """A run of cell sides nobody crosses. A low wall or a fence may let sight through."""

    id: int
    name: str
    edges: frozenset[Edge]
    blocks_move: bool = True
    blocks_sight: bool = True
    properties: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Door:
    """A run of cell sides that blocks movement and sight while closed. `open` is how the map
    draws it; during play the game passes the ids of the doors open now."""

    id: int
    name: str
    edges: frozenset[Edge]
    open: bool = False
    properties: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class MapObject:
    """Any other object on the map: a spawn point, a zone, an objective, a marker. `kind` is its
    Tiled class ("spawn", "zone", ...); `cell` is the cell under its middle and `cells` the cells
    whose centres it covers (just `cell` for a point)."""

    id: int
    name: str
    kind: str
    layer: str
    cell: Cell
    cells: frozenset[Cell]
    properties: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class GridMap:
    """A square grid the rules can query. `source` is the file it came from, for messages."""

    source: str
    width: int
    height: int
    squares: Mapping[Cell, Square]
    walls: tuple[Wall, ...] = ()
    doors: tuple[Door, ...] = ()
    objects: tuple[MapObject, ...] = ()
    properties: Mapping[str, Any] = field(default_factory=dict)

    def in_bounds(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def cells(self) -> list[Cell]:
        """Every cell in reading order (row by row), the order `legal()` lists squares in."""
        return [(c, r) for r in range(self.height) for c in range(self.width)]

    def square(self, cell: Cell) -> Square:
        """The terrain of a cell; asking about a cell off the map is a bug in the caller."""
        if not self.in_bounds(cell):
            size = f"{self.width}x{self.height}"
            raise ValueError(f"{self.source}: cell {cell} is off the {size} map")
        return self.squares[(cell[0], cell[1])]

    def of_kind(self, kind: str) -> tuple[MapObject, ...]:
        return tuple(obj for obj in self.objects if obj.kind == kind)

    @property
    def spawns(self) -> tuple[MapObject, ...]:
        return self.of_kind("spawn")

    @property
    def zones(self) -> tuple[MapObject, ...]:
        return self.of_kind("zone")

    def zone(self, name: str) -> frozenset[Cell]:
        """The cells of the zone with this name (a deployment zone, an objective area)."""
        for obj in self.zones:
            if obj.name == name:
                return obj.cells
        names = ", ".join(sorted(obj.name for obj in self.zones)) or "none"
        raise MapError(f"{self.source}: has no zone named {name!r} (its zones: {names})")

    def door(self, name: str) -> Door:
        for door in self.doors:
            if door.name == name:
                return door
        raise KeyError(f"{self.source} has no door named {name!r}")

    @cached_property
    def _wall_edges(self) -> tuple[frozenset[Edge], frozenset[Edge]]:
        move = frozenset(e for w in self.walls if w.blocks_move for e in w.edges)
        sight = frozenset(e for w in self.walls if w.blocks_sight for e in w.edges)
        return move, sight

    def barriers(
        self, *, sight: bool, open_doors: Collection[int] | None = None
    ) -> frozenset[Edge]:
        """The sides that stop movement (or sight) now: walls, and doors not open. `open_doors`
        holds door ids; None means every door as the map draws it."""
        walls = self._wall_edges[1 if sight else 0]
        closed = [
            d for d in self.doors if not (d.open if open_doors is None else d.id in open_doors)
        ]
        return walls.union(*(d.edges for d in closed)) if closed else walls
