"""GRIMLORE's sprites: the characters' tokens (tools/art_grimlore_heroes.py), a token for every
monster and every minion kind (tools/art_grimlore_monsters.py), map-tile backs by kind, and icons
for the party's pools (gold, rations, clues, the three resources, XP, Destiny, Energy, party
tokens) and for item kinds. Drawn with the supersampled Pen like every other sprite (see
art_draw)."""

from __future__ import annotations

import math

from art_draw import INK, Pen, arc_points, shade, star
from art_grimlore_heroes import hero_sprites
from art_grimlore_monsters import monster_sprites

KINDS = {"wilderness": (70, 112, 60), "settlement": (150, 104, 60), "dungeon": (84, 80, 104)}
POOLS = (
    "gold",
    "rations",
    "clues",
    "ore",
    "organics",
    "essence",
    "xp",
    "destiny",
    "energy",
    "advantage",
    "disadvantage",
)
ITEMS = ("weapon", "shield", "armor", "back", "trinket", "spell", "consumable")


def tile_back(kind: str) -> Pen:
    """A map tile's face by kind: a framed card with the kind's emblem."""
    colour = KINDS[kind]
    pen = Pen(64, 64, seed=len(kind))
    pen.rect(3, 3, 58, 58, shade(colour, 0.8), INK, 1.4)
    pen.rect(7, 7, 50, 50, None, shade(colour, 1.5), 1.2)
    pen.speckle(40, (8, 8, 48, 48), [shade(colour, 0.7), shade(colour, 1.15)])
    bone = (236, 226, 200)
    if kind == "wilderness":  # pines and a hill
        for x, h in ((22, 22), (34, 28), (45, 20)):
            pen.poly([(x - 7, 48), (x, 48 - h), (x + 7, 48)], (46, 90, 50), INK, 1.0)
        pen.line((12, 49), (52, 49), INK, 1.2)
    elif kind == "settlement":  # a house with a lit window
        pen.rect(19, 30, 26, 19, (170, 130, 90), INK, 1.0)
        pen.poly([(15, 31), (32, 16), (49, 31)], (140, 60, 40), INK, 1.0)
        pen.rect(29, 36, 6, 6, (255, 190, 90), INK, 0.8)
    else:  # a dungeon arch with darkness behind
        pen.poly(
            [(18, 50), (18, 28)] + arc_points(32, 28, 14, 14, 180, 360, 10) + [(46, 50)],
            (120, 116, 126),
            INK,
            1.2,
        )
        pen.poly(
            [(24, 50), (24, 30)] + arc_points(32, 30, 8, 8, 180, 360, 8) + [(40, 50)],
            (16, 12, 18),
            INK,
            0.8,
        )
    pen.line((12, 12), (20, 12), bone, 1.0)
    return pen


def stack_back() -> Pen:
    """The back of the session's map tile stack: a compass rose."""
    pen = Pen(64, 64, seed=5)
    pen.rect(3, 3, 58, 58, (72, 54, 44), INK, 1.4)
    pen.rect(7, 7, 50, 50, None, (200, 150, 80), 1.2)
    for a in range(0, 360, 45):
        r = 20 if a % 90 == 0 else 12
        tip = (32 + r * math.cos(math.radians(a)), 32 + r * math.sin(math.radians(a)))
        left = (32 + 4 * math.cos(math.radians(a + 90)), 32 + 4 * math.sin(math.radians(a + 90)))
        right = (32 + 4 * math.cos(math.radians(a - 90)), 32 + 4 * math.sin(math.radians(a - 90)))
        pen.poly([left, tip, right], (226, 200, 140) if a % 90 == 0 else (160, 120, 80), INK, 0.8)
    pen.circle((32, 32), 3, (226, 124, 44), INK, 0.8)
    return pen


def pool(name: str) -> Pen:
    pen = Pen(32, 32, seed=len(name))
    if name == "gold":
        pen.circle((16, 16), 11, (230, 190, 60), INK, 1.2)
        pen.ring((16, 16), 7.5, (180, 140, 40), 1.0)
        pen.line((16, 11), (16, 21), (180, 140, 40), 1.4)
    elif name == "rations":  # a loaf
        pen.ellipse(16, 18, 12, 8, (200, 140, 70), INK, 1.2)
        for x in (11, 16, 21):
            pen.line((x - 1, 14), (x + 1, 20), (150, 96, 40), 1.0)
    elif name == "clues":  # an eye
        pen.ellipse(16, 16, 12, 7, (236, 226, 200), INK, 1.2)
        pen.circle((16, 16), 4.5, (90, 130, 170), INK, 0.8)
        pen.circle((16, 16), 1.8, INK, None)
    elif name == "ore":
        pen.poly([(5, 24), (9, 12), (18, 7), (27, 13), (27, 24)], (120, 116, 120), INK, 1.2)
        pen.poly([(12, 16), (16, 12), (20, 16), (16, 20)], (200, 120, 70), INK, 0.7)
    elif name == "organics":  # a leaf
        pen.poly([(6, 26), (10, 12), (22, 5), (26, 8), (22, 20)], (90, 150, 70), INK, 1.2)
        pen.line((7, 25), (21, 10), (50, 90, 40), 1.0)
    elif name == "essence":  # a crystal
        pen.poly([(16, 3), (25, 13), (16, 29), (7, 13)], (150, 110, 230), INK, 1.2)
        pen.line((16, 3), (16, 29), (200, 180, 255), 0.8)
        pen.line((7, 13), (25, 13), (110, 80, 190), 0.8)
    elif name == "xp":
        star(pen, (16, 16), 12, (120, 190, 230))
    elif name == "destiny":
        star(pen, (16, 16), 12, (255, 190, 80), points=8, inner=0.6)
        pen.circle((16, 16), 4, (255, 240, 200), INK, 0.8)
    elif name == "energy":  # a heart
        pen.circle((11.5, 13), 6, (200, 50, 50), None)
        pen.circle((20.5, 13), 6, (200, 50, 50), None)
        pen.poly([(5.8, 15), (26.2, 15), (16, 27)], (200, 50, 50), None)
        pen.polyline(arc_points(11.5, 13, 6, 6, 160, 340, 8), INK, 1.0)
        pen.polyline(arc_points(20.5, 13, 6, 6, 200, 380, 8), INK, 1.0)
        pen.polyline([(6, 16), (16, 27), (26, 16)], INK, 1.0)
    elif name == "advantage":
        pen.rect(5, 5, 22, 22, (30, 28, 30), INK, 1.2)
        pen.line((16, 10), (16, 22), (236, 226, 200), 2.4)
        pen.line((10, 16), (22, 16), (236, 226, 200), 2.4)
    else:  # disadvantage
        pen.rect(5, 5, 22, 22, (170, 40, 40), INK, 1.2)
        pen.line((10, 16), (22, 16), (236, 226, 200), 2.4)
    return pen


def item(kind: str) -> Pen:
    pen = Pen(32, 32, seed=len(kind) * 3)
    steel, wood, cloth = (200, 204, 214), (130, 90, 54), (120, 70, 50)
    if kind == "weapon":
        pen.stick((8, 24), (24, 8), 3.0, steel)
        pen.line((6, 20), (12, 26), (180, 140, 60), 2.6)
        pen.stick((5, 27), (9, 23), 2.4, wood)
    elif kind == "shield":
        pen.poly([(6, 6), (26, 6), (26, 16), (16, 28), (6, 16)], (110, 70, 50), INK, 1.2)
        pen.line((16, 7), (16, 26), (200, 160, 80), 1.6)
    elif kind == "armor":
        pen.poly(
            [(8, 6), (13, 4), (16, 8), (19, 4), (24, 6), (26, 28), (6, 28)],
            (150, 150, 160),
            INK,
            1.2,
        )
        pen.line((8, 16), (24, 16), (110, 110, 120), 1.0)
    elif kind == "back":
        pen.rect(8, 8, 16, 20, cloth, INK, 1.2)
        pen.rect(10, 14, 12, 6, shade(cloth, 1.3), INK, 0.8)
        pen.polyline(arc_points(16, 9, 5, 4, 180, 360, 6), INK, 1.4)
    elif kind == "trinket":
        pen.polyline(arc_points(16, 10, 9, 8, 200, 340, 8), (200, 170, 80), 1.2)
        pen.circle((16, 22), 6, (90, 160, 140), INK, 1.2)
    elif kind == "spell":
        pen.rect(7, 7, 18, 18, (232, 222, 196), INK, 1.0)
        pen.circle((7, 7), 3, (210, 196, 160), INK, 0.8)
        pen.circle((25, 25), 3, (210, 196, 160), INK, 0.8)
        for y in (12, 16, 20):
            pen.line((11, y), (21, y), (120, 80, 160), 1.0)
    else:  # consumable: a potion
        pen.circle((16, 20), 8, (190, 60, 60), INK, 1.2)
        pen.rect(13, 5, 6, 8, (200, 210, 220), INK, 1.0)
        pen.rect(12, 3, 8, 3, wood, INK, 0.8)
    return pen


def grimlore_sprites() -> dict:
    art = {f"tile_{kind}": tile_back(kind) for kind in KINDS}
    art["tile_stack"] = stack_back()
    art.update({f"pool_{name}": pool(name) for name in POOLS})
    art.update({f"item_{kind}": item(kind) for kind in ITEMS})
    return {
        **monster_sprites(),
        **hero_sprites(),
        **{name: pen.done() for name, pen in art.items()},
    }
