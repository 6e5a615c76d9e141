"""Write Grimheim's battlefields: maps/grimheim/*.tmx, the tileset grimheim_tiles.tsx and its
image grimheim_tiles.png (plain shapes drawn with pygame). Run from the repository root:

    python3 tools/grimheim_maps.py

Each map is drawn below as rows of characters, one per square inch:
  .  earth        ,  cobbles      r  rubble (obstacle, cover)   b  barricade (obstacle, cover)
  "  brush (obscures)            #  solid rock or building (blocks)
  ~  gap (a drop nobody stands in; jump it)   H  ladder (climb here)
  =  canal water (to the rules a gap like ~; drawn as water, its banks edged in the table)
  1 2 3  rooftops or ledges at that height in inches
Walls are grid lines; zones and objectives are rectangles and points in squares."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "maps" / "grimheim"
TILE = 64

# glyph: (tile id, terrain, level, colour)
TILES = {
    ".": (0, "earth", 0, (112, 92, 64)),
    ",": (1, "earth", 0, (120, 118, 112)),
    "r": (2, "rubble", 0, (86, 80, 74)),
    "b": (3, "barricade", 0, (124, 84, 46)),
    '"': (4, "brush", 0, (62, 96, 52)),
    "#": (5, "rock", 0, (48, 46, 52)),
    "~": (6, "gap", 0, (14, 12, 18)),
    "H": (7, "ladder", 0, (150, 110, 60)),
    "1": (8, "earth", 1, (150, 140, 120)),
    "2": (9, "earth", 2, (170, 160, 140)),
    "3": (10, "earth", 3, (192, 182, 162)),
    "=": (11, "gap", 0, (40, 78, 96)),
}
WATER = {"="}  # tiles the table draws as water (the tile property "water")

MAPS = {
    "market": {
        "title": "The Ruined Market",
        "rows": [
            "......................",
            "..,,,,,,,,,,,,,,,,,,..",
            "..,..................,",
            "..,...b......b.......,",
            "..222H.....rr....H222.",
            "..222......rr.....222.",
            "..222..b.........b222.",
            '......""...##...""....',
            '......""...##...""....',
            "..333..b.........b333.",
            "..333......rr.....333.",
            "..333H.....rr....H333.",
            "..,...b......b.......,",
            "..,..................,",
            "..,,,,,,,,,,,,,,,,,,..",
            "......................",
        ],
        "walls": [((8, 4), (8, 7), True), ((14, 9), (14, 12), True)],
        "objectives": [
            ("cache_1", 9, 5),
            ("cache_2", 12, 10),
            ("cache_3", 3, 8),
            ("cache_4", 19, 7),
        ],
    },
    "towers": {
        "title": "The Watchtowers",
        "rows": [
            "......................",
            '..""..............""..',
            "....H333......333H....",
            "....3333......3333....",
            "....3333..rr..3333....",
            "..........rr..........",
            '...b..""......""..b...',
            "........,,,,,,........",
            "........,,,,,,........",
            '...b..""......""..b...',
            "..........rr..........",
            "....3333..rr..3333....",
            "....3333......3333....",
            "....H333......333H....",
            '..""..............""..',
            "......................",
        ],
        "walls": [((11, 6), (11, 10), True)],
        "objectives": [
            ("beacon_nw", 6, 3),
            ("beacon_ne", 15, 3),
            ("beacon_sw", 6, 12),
            ("beacon_se", 15, 12),
        ],
    },
    "graveyard": {
        "title": "The Sunken Graveyard",
        "rows": [
            "......................",
            '..""".........""".....',
            "....b...b....b...b....",
            "..........##..........",
            '..b..""..........""...',
            '.....""..b..b....""...',
            "..11.....,,,,.......11",
            "..1H.....,,,,.....H.11",
            "..11.....,,,,.......11",
            '.....""..b..b....""...',
            '..b..""..........""...',
            "..........##..........",
            "....b...b....b...b....",
            '..""".........""".....',
            "......................",
            "......................",
        ],
        "walls": [((6, 3), (6, 6), False), ((16, 9), (16, 12), False), ((9, 6), (13, 6), False)],
        "objectives": [("old_stone", 11, 7)],
    },
}


def reflected(top: list[str], middle: list[str]) -> list[str]:
    """A battlefield whose south half mirrors its north half across the middle rows, so both
    sides deploy facing the same ground."""
    return top + middle + top[::-1]


def turned(top: list[str], middle: tuple[str, ...] = ()) -> list[str]:
    """A battlefield whose south half is its north half turned half about the centre, with
    ``middle`` rows between them (themselves turned about the centre when the map is fair)."""
    return top + list(middle) + [row[::-1] for row in top[::-1]]


MAPS |= {
    "gorge": {
        "title": "The Broken Crossing",
        # turned about the bridge's middle square, so neither side stands nearer a post
        "rows": turned(
            [
                "......................",
                '...r......""......r...',
                "......b.......b.......",
                '..""......11......""..',
                "..........11..........",
                "..##......11......##..",
            ],
            ('~~~~~~~~~~""~~~~~~.~~~', '~~~~~~~~~~""~~~~~~~~~~', '~~~.~~~~~~""~~~~~~~~~~'),
        ),
        "walls": [],
        "objectives": [("stone_west", 3, 7), ("bridge", 10, 7), ("stone_east", 18, 7)],
    },
    "chapel": {
        "title": "The Ruined Chapel Yard",
        "rows": reflected(
            [
                "......................",
                '..b.b.b.."""....b.b...',
                "...........r..........",
                '..""..r.............."',
                "......,,,,,,,,,,......",
                "..b.b.,,,,,,,,,,.b....",
                "......,,,,,H,,,,....r.",
                '..r...,,,,333,,,..""..',
            ],
            ['..""..,,,,333,,,...r..'],
        ),
        "walls": [
            ((6, 4), (6, 7), True),
            ((6, 10), (6, 13), True),
            ((16, 4), (16, 6), True),
            ((16, 11), (16, 13), True),
            ((6, 4), (9, 4), True),
            ((12, 4), (16, 4), True),
            ((6, 13), (9, 13), True),
            ((12, 13), (16, 13), True),
        ],
        "objectives": [("bell_tower", 11, 8)],
    },
    "canal": {
        "title": "The Canal Quarter",
        "rows": turned(
            [
                "......................",
                '..##..""..H22....##...',
                "..##.......22b....##..",
                "......b...............",
                ",,,,,,,,,,,,,,,,,,,,,,",
                "===,,==========,,=====",
                "===,,==========,,=====",
                "..b...r..11.....b...r.",
            ]
        ),
        "walls": [],
        # one cask by each side's own bridge (north-west, south-east): two, not four (issue #25)
        "objectives": [("cask_1", 3, 7), ("cask_2", 18, 8)],
    },
    "granary": {
        "title": "The Burning Granary",
        "rows": turned(
            [
                "......................",
                '..111H.....rr....""...',
                "..111.........b.......",
                '......"".......H222...',
                '..b...""........222...',
                "...........r....222...",
                ".....2222H..........r.",
                ".r...2222......r......",
            ]
        ),
        "walls": [((10, 3), (10, 5), True), ((12, 11), (12, 13), True)],
        "objectives": [],
    },
    "cliffroad": {
        "title": "The Cliff Road",
        "rows": reflected(
            [
                "......................",
                '##...""........r...~~~',
                "###.....b.........~~~~",
                "###11H.......b....~~~~",
                "###11.....r......~~~~~",
                '####..""........~~~~~~',
                "####.......b....H22~~~",
                "###...r.........22~~~~",
            ],
            ["####.....r.b.....H2~~~"],
        ),
        "walls": [],
        "objectives": [("relic", 10, 8)],
    },
}
DEPLOY_ROWS = 3  # each side deploys on the three rows along its own edge


def tileset_xml() -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="grimheim_tiles" '
        f'tilewidth="{TILE}" tileheight="{TILE}" tilecount="{len(TILES)}" columns="4">',
        f' <image source="grimheim_tiles.png" width="{4 * TILE}" '
        f'height="{TILE * ((len(TILES) + 3) // 4)}"/>',
    ]
    for glyph, (tid, terrain, level, _) in sorted(TILES.items(), key=lambda kv: kv[1][0]):
        water = ['   <property name="water" type="bool" value="true"/>'] if glyph in WATER else []
        lines += [
            f' <tile id="{tid}">',
            "  <properties>",
            f'   <property name="terrain" value="{terrain}"/>',
            f'   <property name="level" type="int" value="{level}"/>',
            *water,
            "  </properties>",
            " </tile>",
        ]
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def map_xml(name: str, spec: dict) -> str:
    rows = spec["rows"]
    height, width = len(rows), len(rows[0])
    assert all(len(row) == width for row in rows), name
    csv = ",\n".join(",".join(str(TILES[g][0] + 1) for g in row) for row in rows)
    objects, oid = [], 1
    for (x0, y0), (x1, y1), sight in spec["walls"]:
        extra = (
            ""
            if sight
            else (
                '\n   <properties><property name="blocks_sight" '
                'type="bool" value="false"/></properties>'
            )
        )
        objects.append(
            f'  <object id="{oid}" name="wall_{oid}" type="wall" x="{x0 * TILE}" '
            f'y="{y0 * TILE}">{extra}\n   <polyline points="0,0 '
            f'{(x1 - x0) * TILE},{(y1 - y0) * TILE}"/>\n  </object>'
        )
        oid += 1
    zones = []
    for seat, (a, b) in enumerate(((0, DEPLOY_ROWS), (height - DEPLOY_ROWS, height))):
        zones.append(
            f'  <object id="{oid}" name="deploy_{seat}" type="zone" x="0" '
            f'y="{a * TILE}" width="{width * TILE}" height="{(b - a) * TILE}"/>'
        )
        oid += 1
    marks = []
    for label, col, row in spec["objectives"]:
        marks.append(
            f'  <object id="{oid}" name="{label}" type="objective" '
            f'x="{col * TILE + TILE // 2}" y="{row * TILE + TILE // 2}">\n'
            f"   <point/>\n  </object>"
        )
        oid += 1
    return "\n".join(
        [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{width}" height="{height}" tilewidth="{TILE}" '
            f'tileheight="{TILE}" infinite="0" nextlayerid="5" nextobjectid="{oid}">',
            " <properties>",
            f'  <property name="title" value="{spec["title"]}"/>',
            " </properties>",
            ' <tileset firstgid="1" source="grimheim_tiles.tsx"/>',
            f' <layer id="1" name="ground" width="{width}" height="{height}">',
            '  <data encoding="csv">',
            csv,
            "</data>",
            " </layer>",
            ' <objectgroup id="2" name="walls">',
            *objects,
            " </objectgroup>",
            ' <objectgroup id="3" name="zones">',
            *zones,
            " </objectgroup>",
            ' <objectgroup id="4" name="objectives">',
            *marks,
            " </objectgroup>",
            "</map>",
            "",
        ]
    )


def draw_water(sheet, rect, colour) -> None:
    """Canal water: a deep colour, short ripples in staggered rows and a few glints of sheen, so
    it reads as water by its pattern as well as its hue (and never as the black of a chasm).
    Every mark keeps inside the tile, so a run of water squares shows no seams."""
    import math

    import pygame

    pygame.draw.rect(sheet, colour, rect)
    deep = tuple(max(0, c - 12) for c in colour)
    for top in (18, 50):  # slow bands of deeper water between the ripple rows
        pygame.draw.rect(sheet, deep, (rect.x, rect.y + top, TILE, 8))
    crest, glint = (88, 136, 156), (190, 222, 232)
    ripples = [(6, 10), (36, 10), (22, 26), (50, 42), (4, 42), (30, 58)]  # (left, baseline)
    for left, base in ripples:
        points = [
            (rect.x + left + t, rect.y + base - 2.5 * math.sin(math.pi * t / 22)) for t in range(23)
        ]
        pygame.draw.lines(sheet, crest, False, points, 2)
    for gx, gy in ((14, 7), (43, 23), (12, 39)):  # light caught on a crest
        pygame.draw.line(
            sheet, glint, (rect.x + gx, rect.y + gy), (rect.x + gx + 4, rect.y + gy), 2
        )


def draw_tiles(path: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    rows = (len(TILES) + 3) // 4
    sheet = pygame.Surface((4 * TILE, rows * TILE))
    sheet.fill((0, 0, 0))
    for glyph, (tid, terrain, level, colour) in TILES.items():
        x, y = (tid % 4) * TILE, (tid // 4) * TILE
        rect = pygame.Rect(x, y, TILE, TILE)
        if glyph in WATER:
            draw_water(sheet, rect, colour)
            continue
        pygame.draw.rect(sheet, colour, rect)
        dark = tuple(max(0, c - 40) for c in colour)
        pygame.draw.rect(sheet, dark, rect, 2)
        if terrain == "rubble":
            for i in range(5):
                pygame.draw.circle(sheet, dark, (x + 12 + 10 * i, y + 20 + (i % 2) * 22), 7)
        elif terrain == "barricade":
            for i in range(3):
                pygame.draw.rect(sheet, dark, (x + 6, y + 10 + 18 * i, TILE - 12, 8))
        elif terrain == "brush":
            for i in range(6):
                pygame.draw.line(
                    sheet, (40, 70, 36), (x + 8 + 9 * i, y + 52), (x + 12 + 9 * i, y + 14), 3
                )
        elif terrain == "ladder":
            pygame.draw.line(sheet, dark, (x + 18, y + 4), (x + 18, y + 60), 4)
            pygame.draw.line(sheet, dark, (x + 46, y + 4), (x + 46, y + 60), 4)
            for i in range(5):
                pygame.draw.line(sheet, dark, (x + 18, y + 8 + 12 * i), (x + 46, y + 8 + 12 * i), 3)
        elif terrain == "rock":
            pygame.draw.line(sheet, (30, 28, 34), (x + 4, y + 4), (x + 60, y + 60), 3)
        for i in range(level):
            pygame.draw.rect(sheet, dark, (x + 6 + 12 * i, y + 6, 8, 8))
    pygame.image.save(sheet, str(path))


def main(out: Path = OUT) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "grimheim_tiles.tsx").write_text(tileset_xml(), encoding="utf-8")
    for name, spec in MAPS.items():
        (out / f"{name}.tmx").write_text(map_xml(name, spec), encoding="utf-8")
    draw_tiles(out / "grimheim_tiles.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
