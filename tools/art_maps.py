"""Tiled files for the Grudge board, written by hand as XML (Tiled format 1.10).

The tileset (grudge_tiles.tsx) points at the ground sheet; each map is an 8x8 ground layer in
CSV plus an "edges" object group naming the four starting edges. The outer ring of every map
uses the dark edge tiles, so the board's rim reads as the way in.
"""
from __future__ import annotations

import random
from xml.sax.saxutils import quoteattr

from art_tiles import COLUMNS, TILES

SIZE = 8
TILE = 64
TILED_VERSION = "1.10.2"

# ground mixes for the two kinds of room in the rulebook: name -> weight
MAPS = {
    "camp": {"room": "tent_city", "title": "Goblin camp", "seed": 401,
             "mix": {"earth": 5, "earth_trampled": 5, "earth_tracks": 3, "earth_stones": 2,
                     "mud": 2, "mud_puddle": 1, "grass_sparse": 2}},
    "outskirts": {"room": "outskirts", "title": "Camp outskirts", "seed": 402,
                  "mix": {"grass_tufts": 5, "grass_sparse": 4, "grass_thick": 4, "earth": 2,
                          "earth_stones": 1, "mud": 1, "mud_puddle": 1}},
}
EDGE_MIX = {"edge_earth": 3, "edge_roots": 2}

EDGES = {  # name -> (x, y, w, h) in pixels: the row or column a Warrior may start on
    "north": (0, 0, SIZE * TILE, TILE),
    "east": ((SIZE - 1) * TILE, 0, TILE, SIZE * TILE),
    "south": (0, (SIZE - 1) * TILE, SIZE * TILE, TILE),
    "west": (0, 0, TILE, SIZE * TILE),
}


def _gid(name: str) -> int:
    return 1 + [n for n, _ in TILES].index(name)


def _pick(rng: random.Random, weights: dict) -> str:
    total = sum(weights.values())
    roll = rng.random() * total
    for name, w in weights.items():
        roll -= w
        if roll < 0:
            return name
    return name


def ground_grid(spec: dict) -> list[list[int]]:
    rng = random.Random(spec["seed"])
    grid = []
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            rim = x in (0, SIZE - 1) or y in (0, SIZE - 1)
            row.append(_gid(_pick(rng, EDGE_MIX if rim else spec["mix"])))
        grid.append(row)
    return grid


def tileset_xml(image_source: str, image_w: int, image_h: int) -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset version="1.10" tiledversion="{TILED_VERSION}" name="grudge_tiles" '
             f'tilewidth="{TILE}" tileheight="{TILE}" tilecount="{len(TILES)}" columns="{COLUMNS}">',
             f' <image source={quoteattr(image_source)} width="{image_w}" height="{image_h}"/>']
    for i, (name, kind) in enumerate(TILES):
        lines += [f' <tile id="{i}">', '  <properties>',
                  f'   <property name="ground" value={quoteattr(name)}/>',
                  f'   <property name="terrain" value={quoteattr(kind)}/>',
                  '  </properties>', ' </tile>']
    lines.append('</tileset>')
    return "\n".join(lines) + "\n"


def map_xml(name: str, tileset_source: str = "grudge_tiles.tsx") -> str:
    spec = MAPS[name]
    grid = ground_grid(spec)
    csv_rows = ",\n".join(",".join(str(g) for g in row) for row in grid)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<map version="1.10" tiledversion="{TILED_VERSION}" orientation="orthogonal" '
             f'renderorder="right-down" width="{SIZE}" height="{SIZE}" tilewidth="{TILE}" '
             f'tileheight="{TILE}" infinite="0" nextlayerid="3" nextobjectid="{len(EDGES) + 1}">',
             ' <properties>',
             f'  <property name="room" value={quoteattr(spec["room"])}/>',
             f'  <property name="title" value={quoteattr(spec["title"])}/>',
             ' </properties>',
             f' <tileset firstgid="1" source={quoteattr(tileset_source)}/>',
             f' <layer id="1" name="ground" width="{SIZE}" height="{SIZE}">',
             '  <data encoding="csv">', csv_rows, '</data>', ' </layer>',
             ' <objectgroup id="2" name="edges">']
    for i, (edge, (x, y, w, h)) in enumerate(EDGES.items(), start=1):
        lines.append(f'  <object id="{i}" name="{edge}" x="{x}" y="{y}" width="{w}" height="{h}"/>')
    lines += [' </objectgroup>', '</map>']
    return "\n".join(lines) + "\n"
