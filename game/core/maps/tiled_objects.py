"""Tiled objects into rules objects: walls and doors become cell sides, everything else (spawn
points, zones, objectives, markers) becomes a MapObject with its cells.

An object's role is its Class (Tiled 1.9+; "Type" in older Tiled). When blank, an object layer
named walls, doors, spawns or zones gives its objects that role, so a map maker drawing walls on
a "walls" layer need not set each one's class."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from game.core.maps.geometry import inside_polygon
from game.core.maps.model import Cell, Door, Edge, MapError, MapObject, Wall, edge_between
from game.core.maps.terrain import flag

ROLE_OF_LAYER = {"walls": "wall", "doors": "door", "spawns": "spawn", "zones": "zone"}
SNAP = 0.25  # how far (in tiles) a wall's corner may sit from a grid corner and still snap to it

Pixels = list[tuple[float, float]]


@dataclass(frozen=True)
class PixelGrid:
    """The map's size in cells and a cell's size in pixels, to turn object pixels into cells."""

    width: int
    height: int
    tile_width: int
    tile_height: int

    def cell_at(self, x: float, y: float) -> Cell:
        return (math.floor(x / self.tile_width), math.floor(y / self.tile_height))

    def contains(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def corner_at(self, x: float, y: float, where: str) -> tuple[int, int]:
        """The grid corner a wall's pixel corner was drawn at, or a MapError if it is off-grid."""
        gx, gy = x / self.tile_width, y / self.tile_height
        corner = (round(gx), round(gy))
        if abs(gx - corner[0]) > SNAP or abs(gy - corner[1]) > SNAP:
            raise MapError(
                f"{where} has a corner at ({x:g}, {y:g}) pixels, which is not on a "
                f"grid corner; turn on snapping to the grid in Tiled and redraw it"
            )
        if not (0 <= corner[0] <= self.width and 0 <= corner[1] <= self.height):
            raise MapError(f"{where} reaches outside the map at ({x:g}, {y:g}) pixels")
        return corner


def read_objects(
    tmx: Any, name: str, grid: PixelGrid
) -> tuple[tuple[Wall, ...], tuple[Door, ...], tuple[MapObject, ...]]:
    """Every object of every object layer, sorted into walls, doors and the rest."""
    found: list[Wall | Door | MapObject] = []
    for group in tmx.objectgroups:
        if group.offsetx or group.offsety:
            raise MapError(
                f"{name}: object layer {group.name!r} is offset; set its offset to "
                f"0, 0 so its objects stay on the cells they are drawn on"
            )
        found.extend(_read_object(obj, group.name, name, grid) for obj in group)
    return (
        tuple(item for item in found if isinstance(item, Wall)),
        tuple(item for item in found if isinstance(item, Door)),
        tuple(item for item in found if isinstance(item, MapObject)),
    )


def _read_object(obj: Any, layer: str, name: str, grid: PixelGrid) -> Wall | Door | MapObject:
    kind = str(obj.type or getattr(obj, "class", None) or ROLE_OF_LAYER.get(layer, ""))
    where = f"{name}: object {obj.id} ({obj.name or 'unnamed'}) in layer {layer!r}"
    props = dict(obj.properties)
    if kind == "wall":
        blocks_move = flag(props.get("blocks_move", True), f"{where} has blocks_move")
        blocks_sight = flag(props.get("blocks_sight", True), f"{where} has blocks_sight")
        return Wall(
            obj.id, obj.name or "", _sides(obj, where, grid), blocks_move, blocks_sight, props
        )
    if kind == "door":
        is_open = flag(props.get("open", False), f"{where} has open")
        return Door(obj.id, obj.name or "", _sides(obj, where, grid), is_open, props)
    return _map_object(obj, kind, layer, where, grid)


def _outline(obj: Any) -> tuple[Pixels, bool]:
    """The object's pixel points, rotation applied, and whether the shape is closed. A point
    object has no points; a rectangle, an ellipse or a tile object gives its four corners."""
    if hasattr(obj, "points"):
        points = obj.apply_transformations() if obj.rotation else obj.points
        return [(float(x), float(y)) for x, y in points], bool(obj.closed)
    if obj.width or obj.height:
        points = obj.apply_transformations() if obj.rotation else obj.as_points
        return [(float(x), float(y)) for x, y in points], True
    return [], False


def _sides(obj: Any, where: str, grid: PixelGrid) -> frozenset[Edge]:
    """The cell sides a wall or door covers: each straight piece must run along a grid line."""
    points, closed = _outline(obj)
    if len(points) < 2:
        raise MapError(
            f"{where} is a point; draw walls and doors as polylines or rectangles along grid lines"
        )
    corners = [grid.corner_at(x, y, where) for x, y in points]
    if closed:
        corners.append(corners[0])
    sides: set[Edge] = set()
    for (x0, y0), (x1, y1) in zip(corners, corners[1:], strict=False):
        if x0 != x1 and y0 != y1:
            raise MapError(
                f"{where} runs slantwise from grid corner ({x0}, {y0}) to ({x1}, {y1}); "
                f"walls and doors must follow grid lines"
            )
        sides.update(_sides_along(x0, y0, x1, y1))
    if not sides:
        raise MapError(f"{where} has no length along a grid line")
    return frozenset(sides)


def _sides_along(x0: int, y0: int, x1: int, y1: int) -> list[Edge]:
    """The unit cell sides on the grid line from corner (x0, y0) to (x1, y1)."""
    if y0 == y1:
        return [edge_between((x, y0 - 1), (x, y0)) for x in range(min(x0, x1), max(x0, x1))]
    return [edge_between((x0 - 1, y), (x0, y)) for y in range(min(y0, y1), max(y0, y1))]


def _map_object(obj: Any, kind: str, layer: str, where: str, grid: PixelGrid) -> MapObject:
    """Cells for a spawn point, a zone or any other object. A zone must cover a cell centre."""
    points, closed = _outline(obj)
    xs, ys = [x for x, _ in points] or [obj.x], [y for _, y in points] or [obj.y]
    cell = grid.cell_at((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
    if not grid.contains(cell):
        raise MapError(f"{where} lies outside the map")
    cells = frozenset(_covered_cells(points, grid)) if closed else frozenset()
    if kind == "zone" and not cells:
        raise MapError(
            f"{where} is a zone but covers no cell's centre; draw it as a rectangle or "
            f"polygon over the cells it means"
        )
    return MapObject(
        obj.id, obj.name or "", kind, layer, cell, cells or frozenset({cell}), dict(obj.properties)
    )


def _covered_cells(polygon: Pixels, grid: PixelGrid) -> list[Cell]:
    return [
        (c, r)
        for r in range(grid.height)
        for c in range(grid.width)
        if inside_polygon((c + 0.5) * grid.tile_width, (r + 0.5) * grid.tile_height, polygon)
    ]
