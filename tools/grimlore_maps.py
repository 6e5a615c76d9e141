"""Write GRIMLORE's battlemats: maps/grimlore/*.tmx, the tileset grimlore_tiles.tsx and its
image grimlore_tiles.png (plain shapes drawn with pygame). Run from the repository root:

    python3 tools/grimlore_maps.py

Each mat is drawn below as rows of characters, one per tile:
  .  floor or open ground             +  doorway or gangway (open ground between walls)
  ,  rough ground (mud, scree, a swaying rope bridge: 2 movement)
  ;  rubble (fallen stone or timber: 2 movement)
  =  shallow water (2 movement)        ~  deep water (blocks movement, not sight)
  ^  flames (block movement, not sight) _  a drop: chasm, pit or open hatch (the same)
  "  brush or reeds (block sight, not movement)
  #  wall or rock (blocks both)        o  pillar, mast or boulder (blocks both)
  x  crates, barrels or a market stall (block both)
  T  a tree (blocks both)
The four corners stay open floor: a character flees from a corner tile. Every open tile
reaches every other (figures are placed anywhere open), and no mat is more than 60% floor."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "maps" / "grimlore"
TILE = 64
COLUMNS = 4
ROWS = 4  # of the tileset image: COLUMNS * ROWS >= len(TILES)

# glyph: (tile id, terrain, colour)
TILES = {
    ".": (0, "floor", (122, 108, 84)),
    ",": (1, "rough", (96, 84, 60)),
    '"': (2, "brush", (64, 100, 54)),
    "~": (3, "water", (40, 70, 110)),
    "#": (4, "wall", (52, 50, 58)),
    "o": (5, "pillar", (150, 140, 126)),
    ";": (6, "rubble", (110, 102, 92)),
    "=": (7, "shallows", (74, 110, 130)),
    "+": (8, "door", (120, 86, 52)),
    "^": (9, "fire", (196, 84, 34)),
    "_": (10, "chasm", (20, 18, 24)),
    "x": (11, "crate", (138, 104, 62)),
    "T": (12, "tree", (58, 84, 46)),
}

MATS = {
    "forest_clearing": (
        "Forest Clearing",
        [
            "..,..T..,.",
            '..T...""..',
            '.""..,.T".',
            'T"..,,.."T',
            ".,.,;;,...",
            '.T..,T.""=',
            '..""..T.==',
            "..T..,..=.",
        ],
    ),
    "river_ford": (
        "River Ford",
        [
            '...,~~"...',
            '.T.,~~,.".',
            '."",~~,,..',
            "..,====,o.",
            "..,====,..",
            '..,,~~,"".',
            '.".,~~,.T.',
            '..",~~,...',
        ],
    ),
    "crypt_hall": (
        "Crypt Hall",
        [
            ".......;..",
            ".o..o..o#;",
            "..........",
            ".##;;..##;",
            ";;..;...;.",
            ".o;.o..o;;",
            ".;.##;..;;",
            ".....;.;;.",
        ],
    ),
    "town_square": (
        "Town Square",
        [
            "..,..;..,.",
            ".##.x..##.",
            ".##....#x.",
            "...=~~=...",
            ".x..~~...o",
            "..,.;..,;.",
            ".##+##..#.",
            "..;...,...",
        ],
    ),
    "mountain_ledge": (
        "Mountain Ledge",
        [
            "..#,.###..",
            "..#,,.#,,.",
            ".,..;,..;.",
            "..o..,,...",
            ".;;..o..,.",
            "...,__..;.",
            "..,__,,...",
            "...__.,...",
        ],
    ),
    "ruined_shrine": (
        "Ruined Shrine",
        [
            "....;;....",
            ".o#....#o.",
            '.".;##;.".',
            "...o..o...",
            ".;..;;..;.",
            "..#o..o#..",
            ".;.;..;.;.",
            "..##++##..",
        ],
    ),
    "burning_barn": (
        "Burning Barn",
        [
            "..,...,...",
            ".##+##+##.",
            '.#"....x#.',
            ".+..^^..+.",
            '.#...^."#.',
            '.#"....^#.',
            ".##+##+##.",
            "...,..,...",
        ],
    ),
    "flooded_crypt": (
        "Flooded Crypt",
        [
            "..=....=..",
            ".o~~..~~o.",
            "..~~=.~~..",
            "..#.==.#..",
            "..#.==.#..",
            "..~~.=~~..",
            ".o~~..~~o.",
            "..=....=..",
        ],
    ),
    "rope_bridge": (
        "Rope Bridge",
        [
            '..",__.,..',
            ".T.,__..T.",
            "..,,,,,,..",
            '.".,__."..',
            "..o,__,...",
            "..,,,,,,..",
            '.,".__.T".',
            "..,.__,...",
        ],
    ),
    "mine_gallery": (
        "Mine Gallery",
        [
            "...##..;..",
            ".o..#.o...",
            "..;..;#.;.",
            "##..o...~~",
            "..;.#.;.~~",
            ".;.##.o...",
            ".o.;;..;..",
            "..;.##.;..",
        ],
    ),
    "night_market": (
        "Night Market",
        [
            "..,..;....",
            ".;xx..xx,.",
            ".,..;.,..o",
            "..x.~~.x;.",
            ".,x.~~.x..",
            "..o.,..;..",
            "..xx.,xx..",
            "..;....,..",
        ],
    ),
    "ship_deck": (
        "Ship's Deck",
        [
            "..~~~~~~..",
            "..ox__xo..",
            ".,..__..,.",
            ".##+##+##.",
            "..x,...x..",
            ".,;..o.x..",
            "..__...;..",
            "..~~~~~~..",
        ],
    ),
}


def tileset_xml() -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="grimlore_tiles" '
        f'tilewidth="{TILE}" tileheight="{TILE}" tilecount="{len(TILES)}" columns="{COLUMNS}">',
        f' <image source="grimlore_tiles.png" width="{COLUMNS * TILE}" height="{ROWS * TILE}"/>',
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

    sheet = pygame.Surface((COLUMNS * TILE, ROWS * TILE))
    for _glyph, (tid, terrain, colour) in TILES.items():
        x, y = (tid % COLUMNS) * TILE, (tid // COLUMNS) * TILE
        pygame.draw.rect(sheet, colour, (x, y, TILE, TILE))
        dark = tuple(max(0, c - 40) for c in colour)
        pygame.draw.rect(sheet, dark, (x, y, TILE, TILE), 2)
        DRAW.get(terrain, lambda *_: None)(pygame, sheet, x, y, colour, dark)
    pygame.image.save(sheet, str(path))


def _rough(pg, sheet, x, y, colour, dark):
    for i in range(6):
        pg.draw.circle(sheet, dark, (x + 10 + 9 * i, y + 18 + (i % 2) * 24), 4)


def _brush(pg, sheet, x, y, colour, dark):
    for i in range(6):
        pg.draw.line(sheet, (36, 66, 32), (x + 8 + 9 * i, y + 54), (x + 12 + 9 * i, y + 12), 3)


def _water(pg, sheet, x, y, colour, dark):
    for i in range(3):
        pg.draw.arc(sheet, (90, 130, 180), (x + 8, y + 10 + 16 * i, 48, 12), 0, 3.1, 2)


def _wall(pg, sheet, x, y, colour, dark):
    for i in range(4):
        pg.draw.line(sheet, (30, 28, 34), (x, y + 16 * i), (x + TILE, y + 16 * i), 2)


def _pillar(pg, sheet, x, y, colour, dark):
    pg.draw.circle(sheet, dark, (x + TILE // 2, y + TILE // 2), 22)


def _rubble(pg, sheet, x, y, colour, dark):
    """Broken blocks of several sizes lying askew."""
    for cx, cy, w, h in ((8, 10, 20, 14), (34, 6, 22, 18), (12, 34, 16, 20), (36, 38, 20, 16)):
        pg.draw.rect(sheet, dark, (x + cx, y + cy, w, h), border_radius=3)
        pg.draw.rect(sheet, (150, 142, 130), (x + cx, y + cy, w, h), 1, border_radius=3)


def _shallows(pg, sheet, x, y, colour, dark):
    """Paler than deep water, with the stones of the bed showing."""
    for cx, cy in ((16, 18), (44, 26), (24, 46), (50, 50)):
        pg.draw.circle(sheet, (104, 120, 120), (x + cx, y + cy), 5)
    for i in range(2):
        pg.draw.arc(sheet, (150, 190, 210), (x + 10, y + 14 + 22 * i, 44, 10), 0, 3.1, 2)


def _door(pg, sheet, x, y, colour, dark):
    """Planks of a door left open, seen from above."""
    for i in range(4):
        pg.draw.line(sheet, dark, (x + 8 + 14 * i, y + 4), (x + 8 + 14 * i, y + TILE - 4), 2)
    pg.draw.circle(sheet, (200, 180, 120), (x + TILE - 14, y + TILE // 2), 4)


def _fire(pg, sheet, x, y, colour, dark):
    for i, h in enumerate((30, 44, 36, 48, 28)):
        bx = x + 6 + 12 * i
        pg.draw.polygon(
            sheet, (240, 170, 50), [(bx, y + 58), (bx + 6, y + 58 - h), (bx + 12, y + 58)]
        )
        pg.draw.polygon(
            sheet, (255, 230, 140), [(bx + 3, y + 58), (bx + 6, y + 70 - h), (bx + 9, y + 58)]
        )


def _chasm(pg, sheet, x, y, colour, dark):
    """A drop: black with a few pale lines of far rock."""
    for i in range(3):
        pg.draw.line(sheet, (46, 42, 50), (x + 6, y + 14 + 18 * i), (x + 58, y + 10 + 18 * i), 1)


def _crate(pg, sheet, x, y, colour, dark):
    pg.draw.rect(sheet, dark, (x + 8, y + 8, TILE - 16, TILE - 16), 3)
    pg.draw.line(sheet, dark, (x + 8, y + 8), (x + TILE - 8, y + TILE - 8), 3)
    pg.draw.line(sheet, dark, (x + TILE - 8, y + 8), (x + 8, y + TILE - 8), 3)


def _tree(pg, sheet, x, y, colour, dark):
    """A crown seen from above, darker at the rim, over the ground colour."""
    pg.draw.rect(sheet, TILES["."][2], (x, y, TILE, TILE))
    pg.draw.circle(sheet, (40, 62, 34), (x + TILE // 2, y + TILE // 2), 29)
    pg.draw.circle(sheet, colour, (x + TILE // 2 - 3, y + TILE // 2 - 3), 23)
    for cx, cy in ((22, 24), (40, 22), (30, 40)):
        pg.draw.circle(sheet, (84, 118, 64), (x + cx, y + cy), 7)


# terrain: how its tile is marked over its colour
DRAW = {
    "rough": _rough,
    "brush": _brush,
    "water": _water,
    "wall": _wall,
    "pillar": _pillar,
    "rubble": _rubble,
    "shallows": _shallows,
    "door": _door,
    "fire": _fire,
    "chasm": _chasm,
    "crate": _crate,
    "tree": _tree,
}


def main(out: Path = OUT) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "grimlore_tiles.tsx").write_text(tileset_xml(), encoding="utf-8")
    for name, (title, rows) in MATS.items():
        (out / f"{name}.tmx").write_text(map_xml(title, rows), encoding="utf-8")
    draw_tiles(out / "grimlore_tiles.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
