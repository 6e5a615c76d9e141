"""Load a Tiled .tmx map into a GridMap, reading it with pytmx without images, so the one file
the app draws (pytmx with images, game/app/render/tilemap.py) is the file the rules play on.

Every fault becomes a MapError whose message starts with the file and names what to fix, never a
traceback: a missing or broken file, a map that is not a fixed-size orthogonal grid, a missing
ground layer, a tile number no tileset defines, a terrain the game does not know, a cost or a
level out of range, a wall off the grid lines. The conventions are in the package's docstring."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from types import ModuleType
from typing import Any
from xml.etree import ElementTree

from game.core.maps.model import Cell, GridMap, MapError, Square
from game.core.maps.terrain import RULE_PROPERTIES, TerrainRules
from game.core.maps.tiled_objects import PixelGrid, read_objects


def _pytmx() -> ModuleType:
    """pytmx without pygame. The package's __init__ tries to import its pygame loader and so
    pygame itself (whose banner would land in `serve`'s output); the rules need only the XML
    reader. Blocking pygame for that one import makes the loader's import fail quietly, as
    pytmx allows; the app later imports pytmx.util_pygame, and pygame, as usual."""
    if "pytmx" in sys.modules:
        return sys.modules["pytmx"]
    block = "pygame" not in sys.modules
    quiet = logging.getLogger("pytmx.util_pygame")  # it logs the failed import as an error
    level = quiet.level
    if block:
        sys.modules["pygame"] = None  # type: ignore[assignment]  # None makes import fail
        quiet.setLevel(logging.CRITICAL + 1)
    try:
        import pytmx
    finally:
        if block:
            del sys.modules["pygame"]
            sys.modules.pop("pytmx.util_pygame", None)  # so the app can import it for real
            quiet.setLevel(level)
    return pytmx


def load_map(path: str | Path, rules: TerrainRules) -> GridMap:
    """Read a .tmx file into the rules' map, checking it against the game's terrain rules."""
    name = display_name(Path(path))
    _check_map_element(Path(path), name)
    try:
        tmx = _pytmx().TiledMap(str(path))
    except Exception as err:  # noqa: BLE001 - pytmx raises bare Exceptions; each becomes a sentence
        raise MapError(f"{name}: pytmx could not read it: {err or type(err).__name__}") from None
    grid = PixelGrid(tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight)
    walls, doors, objects = read_objects(tmx, name, grid)
    return GridMap(
        name,
        tmx.width,
        tmx.height,
        read_squares(tmx, name, rules),
        walls,
        doors,
        objects,
        dict(tmx.properties),
    )


def display_name(path: Path) -> str:
    """The path as a map maker knows it: relative to the working directory when inside it."""
    try:
        return path.resolve().relative_to(Path.cwd()).as_posix()
    except (ValueError, OSError):
        return path.as_posix()


def _check_map_element(path: Path, name: str) -> None:
    """Catch what pytmx would turn into a traceback or a wrong picture, with a sentence instead."""
    try:
        root = ElementTree.parse(path).getroot()
    except FileNotFoundError:
        raise MapError(f"{name}: there is no such map file") from None
    except ElementTree.ParseError as err:
        raise MapError(
            f"{name}: the XML is broken ({err}); fix it in a text editor or re-save it from Tiled"
        ) from None
    except OSError as err:
        raise MapError(f"{name}: could not be read ({err.strerror or err})") from None
    if root.tag != "map":
        raise MapError(f"{name}: is not a Tiled map (its top element is <{root.tag}>, not <map>)")
    if root.get("orientation", "orthogonal") != "orthogonal":
        raise MapError(
            f"{name}: is {root.get('orientation')}; the rules read only orthogonal "
            f"(square grid) maps"
        )
    if root.get("infinite") == "1":
        raise MapError(f"{name}: is an infinite map; untick Infinite in Tiled's map properties")
    for size in ("width", "height", "tilewidth", "tileheight"):
        value = root.get(size, "")
        if not (value.isdigit() and int(value) > 0):
            raise MapError(
                f"{name}: the <map> element's {size} is {value or 'missing'!r}; it must be a "
                f"whole number above 0"
            )


def read_squares(tmx: Any, name: str, rules: TerrainRules) -> dict[Cell, Square]:
    """Each cell's Square from the tile layers, bottom to top: a tile gives its tile properties,
    then its layer's own properties (the map maker's word for this map beats the shared tileset),
    and a higher layer's tile overrides a lower one's."""
    layers = [layer for layer in tmx.layers if isinstance(layer, _pytmx().TiledTileLayer)]
    if rules.ground_layer not in [layer.name for layer in layers]:
        found = ", ".join(repr(layer.name) for layer in layers) or "none"
        raise MapError(
            f"{name}: has no tile layer named {rules.ground_layer!r} (its tile layers: {found})"
        )
    for layer in layers:
        _check_layer_size(tmx, layer, name)
    squares = {}
    for row in range(tmx.height):
        for col in range(tmx.width):
            where = f"{name}: tile at column {col}, row {row}"
            merged: dict[str, Any] = {}
            for layer in layers:
                merged.update(_tile_rules(tmx, layer, col, row, where))
            squares[(col, row)] = rules.square(merged, where)
    return squares


def _check_layer_size(tmx: Any, layer: Any, name: str) -> None:
    rows = layer.data
    if (
        (layer.width, layer.height) != (tmx.width, tmx.height)
        or len(rows) != tmx.height
        or any(len(row) != tmx.width for row in rows)
    ):
        raise MapError(
            f"{name}: tile layer {layer.name!r} is not {tmx.width}x{tmx.height} like "
            f"the map (count the numbers in its CSV data)"
        )


def _tile_rules(tmx: Any, layer: Any, col: int, row: int, where: str) -> dict[str, Any]:
    """The rule properties one layer's tile contributes to a cell (none where it has no tile)."""
    gid = layer.data[row][col]
    if not gid:
        return {}
    tile = tmx.get_tile_properties_by_gid(gid)
    if tile is None and not _in_a_tileset(tmx, tmx.tiledgidmap[gid]):
        raise MapError(
            f"{where} of layer {layer.name!r} uses tile number {tmx.tiledgidmap[gid]}, "
            f"which no tileset defines ({_tileset_ranges(tmx)})"
        )
    found = {key: value for key, value in (tile or {}).items() if key in RULE_PROPERTIES}
    found.update((key, value) for key, value in layer.properties.items() if key in RULE_PROPERTIES)
    return found


def _in_a_tileset(tmx: Any, tiled_gid: int) -> bool:
    return any(ts.firstgid <= tiled_gid < ts.firstgid + ts.tilecount for ts in tmx.tilesets)


def _tileset_ranges(tmx: Any) -> str:
    ranges = [f"{ts.name} {ts.firstgid}..{ts.firstgid + ts.tilecount - 1}" for ts in tmx.tilesets]
    return "tilesets: " + ", ".join(ranges) if ranges else "the map has no tileset"
