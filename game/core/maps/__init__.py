"""Maps for the rules: a Tiled .tmx file read (without images, no pygame) into a GridMap that
answers what rules ask of a board: terrain and cost of a square, its level, walls and doors
between squares, spawn points and zones, distances, line of sight and movement steps.

Tiled conventions a map maker follows (no code needed to add a map):
- Map: orthogonal, fixed size (not infinite). One cell per tile; columns and rows count from 0.
- Terrain: a tile layer named "ground" (a game may name another) must exist. A tile's properties
  say what its cell is:  terrain (string, required, one of the game's kinds), and optionally
  cost (int, 1..max), level (int, 0..max: the floor's height), blocks_move, blocks_sight (bool);
  unset ones come from the game's TerrainKind. Further tile layers paint over "ground": where
  they have a tile, its properties override the ones below. A tile layer's own properties
  (same names) override its tiles', e.g. a layer "balcony" with level=2 painted with floor tiles.
  Tiles without these properties are decoration; hidden layers count like visible ones.
  Not `height`: pytmx overwrites a tile property of that name with the tile's pixel height.
- Walls and doors: polylines (or polygons/rectangles for a closed outline) drawn along grid lines
  (snap to grid) with Class "wall" or "door", or on an object layer named "walls" / "doors".
  A wall may say blocks_sight=false (a fence) or blocks_move=false; a door says open=true/false.
- Spawn points: point objects (any shape works: the cell under its middle) with Class "spawn"
  or on a layer named "spawns"; their name and properties (side, unit, ...) are the game's.
- Zones: rectangles or polygons with Class "zone" or on a layer named "zones"; a zone covers
  every cell whose centre lies inside it. Any other object (an objective, a marker) is kept as a
  MapObject of its Class with the cells it covers. Object layers must not be offset.
"""

from __future__ import annotations

from game.core.maps.geometry import chebyshev, euclidean, manhattan
from game.core.maps.model import (
    Cell,
    Door,
    Edge,
    GridMap,
    MapError,
    MapObject,
    Square,
    Wall,
    edge_between,
)
from game.core.maps.movement import Step, neighbours, reachable
from game.core.maps.sight import line_of_sight, visible_from
from game.core.maps.terrain import TerrainKind, TerrainRules
from game.core.maps.tiled import load_map

__all__ = [
    "Cell",
    "Door",
    "Edge",
    "GridMap",
    "MapError",
    "MapObject",
    "Square",
    "Step",
    "TerrainKind",
    "TerrainRules",
    "Wall",
    "chebyshev",
    "edge_between",
    "euclidean",
    "line_of_sight",
    "load_map",
    "manhattan",
    "neighbours",
    "reachable",
    "visible_from",
]
