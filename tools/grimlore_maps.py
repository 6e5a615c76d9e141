"""Write GRIMLORE's battlemats: maps/grimlore/*.tmx, the tileset grimlore_tiles.tsx and its
image grimlore_tiles.png (plain shapes drawn with pygame). Run from the repository root:

    python3 tools/grimlore_maps.py

Each mat is drawn below as rows of characters, one per tile:
  .  floor or open ground      ,  rough ground (mud, scree: 2 movement)
  "  brush (blocks sight, not movement)   ~  water (blocks movement, not sight)
  #  wall or rock (blocks both)           o  pillar or tree trunk (blocks both)
The four corners stay open: a character flees from a corner tile."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "maps" / "grimlore"
TILE = 64

# glyph: (tile id, terrain, colour)
TILES = {
    ".": (0, "floor", (122, 108, 84)),
    ",": (1, "rough", (96, 84, 60)),
    '"': (2, "brush", (64, 100, 54)),
    "~": (3, "water", (40, 70, 110)),
    "#": (4, "wall", (52, 50, 58)),
    "o": (5, "pillar", (150, 140, 126)),
}

MATS = {
    "forest_clearing": (
        "Forest Clearing",
        [
            "..........",
            '..o...""..',
            '.""....o..',
            "....,,....",
            "...,,,,...",
            '..o...."".',
            '..""..o...',
            "..........",
        ],
    ),
    "river_ford": (
        "River Ford",
        [
            "....~~....",
            "...,~~,...",
            "..,,~~,,..",
            "....,,....",
            "....,,....",
            "..,,~~,,..",
            "...,~~,...",
            "....~~....",
        ],
    ),
    "crypt_hall": (
        "Crypt Hall",
        [
            "..........",
            ".o..o..o..",
            "..........",
            ".##....##.",
            "..........",
            ".o..o..o..",
            "..........",
            "..........",
        ],
    ),
    "town_square": (
        "Town Square",
        [
            "..........",
            ".##....##.",
            ".##....##.",
            "....~~....",
            "....~~....",
            ".##....##.",
            "..........",
            "..........",
        ],
    ),
    "mountain_ledge": (
        "Mountain Ledge",
        [
            "....,,,...",
            ".#...,,...",
            ".##...,...",
            "..,,...#..",
            "...,..##..",
            "...,,.....",
            ".#....,,..",
            "..........",
        ],
    ),
    "ruined_shrine": (
        "Ruined Shrine",
        [
            "..........",
            "..#....#..",
            '."..oo..".',
            "....oo....",
            ".,......,.",
            '.""#..#"".',
            "..........",
            "..........",
        ],
    ),
}


def tileset_xml() -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="grimlore_tiles" '
        f'tilewidth="{TILE}" tileheight="{TILE}" tilecount="{len(TILES)}" columns="3">',
        f' <image source="grimlore_tiles.png" width="{3 * TILE}" height="{2 * TILE}"/>',
    ]
    for tid, terrain, _ in sorted(TILES.values()):
        lines += [
            f' <tile id="{tid}">',
            "  <properties>",
            f'   <property name="terrain" value="{terrain}"/>',
            "  </properties>",
            " </tile>",
        ]
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def map_xml(title: str, rows: list[str]) -> str:
    height, width = len(rows), len(rows[0])
    assert all(len(row) == width for row in rows), title
    assert all(rows[r][c] == "." for r in (0, height - 1) for c in (0, width - 1)), title
    csv = ",\n".join(",".join(str(TILES[g][0] + 1) for g in row) for row in rows)
    return "\n".join(
        [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{width}" height="{height}" tilewidth="{TILE}" '
            f'tileheight="{TILE}" infinite="0" nextlayerid="2" nextobjectid="1">',
            " <properties>",
            f'  <property name="title" value="{title}"/>',
            " </properties>",
            ' <tileset firstgid="1" source="grimlore_tiles.tsx"/>',
            f' <layer id="1" name="ground" width="{width}" height="{height}">',
            '  <data encoding="csv">',
            csv,
            "</data>",
            " </layer>",
            "</map>",
            "",
        ]
    )


def draw_tiles(path: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    sheet = pygame.Surface((3 * TILE, 2 * TILE))
    for _glyph, (tid, terrain, colour) in TILES.items():
        x, y = (tid % 3) * TILE, (tid // 3) * TILE
        pygame.draw.rect(sheet, colour, (x, y, TILE, TILE))
        dark = tuple(max(0, c - 40) for c in colour)
        pygame.draw.rect(sheet, dark, (x, y, TILE, TILE), 2)
        if terrain == "rough":
            for i in range(6):
                pygame.draw.circle(sheet, dark, (x + 10 + 9 * i, y + 18 + (i % 2) * 24), 4)
        elif terrain == "brush":
            for i in range(6):
                pygame.draw.line(
                    sheet, (36, 66, 32), (x + 8 + 9 * i, y + 54), (x + 12 + 9 * i, y + 12), 3
                )
        elif terrain == "water":
            for i in range(3):
                pygame.draw.arc(sheet, (90, 130, 180), (x + 8, y + 10 + 16 * i, 48, 12), 0, 3.1, 2)
        elif terrain == "pillar":
            pygame.draw.circle(sheet, dark, (x + TILE // 2, y + TILE // 2), 22)
        elif terrain == "wall":
            for i in range(4):
                pygame.draw.line(sheet, (30, 28, 34), (x, y + 16 * i), (x + TILE, y + 16 * i), 2)
    pygame.image.save(sheet, str(path))


def main(out: Path = OUT) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "grimlore_tiles.tsx").write_text(tileset_xml(), encoding="utf-8")
    for name, (title, rows) in MATS.items():
        (out / f"{name}.tmx").write_text(map_xml(title, rows), encoding="utf-8")
    draw_tiles(out / "grimlore_tiles.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
