"""Grimheim's weapons in hand: each of the weapon list's entries drawn at a body type's weapon
hand (see art_grimheim_figures.Build), in its own silhouette: the long musket as long as its
bearer, the poleaxe with its lantern, the censer swinging on its chain, bone claws, a sling."""

from __future__ import annotations

import math

from art_draw import INK, Pen, shade
from art_palette import BONE, GOLD, IRON, LEATHER, STEEL, WOOD, WOOD_DARK
from art_weapons import Frame

BRASS = (200, 160, 70)
FIRE = (250, 130, 40)
FROST = (170, 220, 250)


def _shaft(pen, f, a, b, width, color=WOOD):
    pen.stick(f(a), f(b), f.w(width), color, INK, edge=max(0.6, f.w(0.8)))


def knife(pen, f):
    _shaft(pen, f, (0, 3), (0, -2), 2.6, LEATHER)
    pen.poly(f.pts([(-1.5, -2), (1.8, -2), (1.2, -11), (-0.6, -14)]), STEEL, INK, f.w(0.8))
    pen.stick(f((-3, -2)), f((3, -2)), f.w(1.4), IRON, INK, f.w(0.5))


def hatchet(pen, f):
    _shaft(pen, f, (0, 4), (0, -15), 2.4)
    pen.poly(f.pts([(0, -15), (7, -19), (8.5, -12), (0, -10.5)]), STEEL, INK, f.w(0.9))
    pen.line(f((7.5, -18)), f((8.2, -12.5)), shade(STEEL, 1.3), f.w(0.8))


def sabre(pen, f):
    _shaft(pen, f, (0, 3), (0, -1), 2.6, LEATHER)
    pen.polyline(f.pts([(-3, 2), (-3.5, -1), (3, -1.5)]), GOLD, f.w(1.2))
    blade = [(-1.3, -1.5), (1.5, -1.5), (3.0, -10), (4.5, -19), (3.5, -23), (1.5, -18), (-0.6, -10)]
    pen.poly(f.pts(blade), STEEL, INK, f.w(0.9))


def maul(pen, f):
    _shaft(pen, f, (0, 4), (0, -20), 2.8, WOOD_DARK)
    head = [(-6.5, -27), (6.5, -27), (6.5, -18), (-6.5, -18)]
    pen.poly(f.pts(head), (58, 58, 64), INK, f.w(1.1))
    pen.poly(f.pts([(-5.5, -26), (5.5, -26), (5.5, -24), (-5.5, -24)]), (110, 110, 120), None)


def greatblade(pen, f):
    _shaft(pen, f, (0, 6), (0, -1), 2.8, LEATHER)
    pen.circle(f((0, 7)), f.w(1.8), GOLD, INK, f.w(0.6))
    pen.stick(f((-6, -1.5)), f((6, -1.5)), f.w(2.2), IRON, INK, f.w(0.6))
    blade = [(-2.4, -2), (2.4, -2), (2.2, -30), (0, -35), (-2.2, -30)]
    pen.poly(f.pts(blade), STEEL, INK, f.w(1.0))
    pen.line(f((0, -3)), f((0, -30)), shade(STEEL, 0.75), f.w(0.8))


def poleaxe(pen, f, glow):
    _shaft(pen, f, (0, 12), (0, -36), 2.2)
    pen.poly(f.pts([(0, -34), (7, -37), (8, -29), (0, -28)]), STEEL, INK, f.w(0.9))
    pen.poly(f.pts([(0, -33), (-4, -31), (0, -29)]), STEEL, INK, f.w(0.7))  # the hook
    pen.poly(f.pts([(-1, -36), (0, -42), (1, -36)]), STEEL, INK, f.w(0.7))  # the spike
    lamp = f((-4, -24))
    pen.line(f((0, -27)), lamp, IRON, f.w(0.6))
    pen.soft(lambda p: p.circle(lamp, f.w(4.5), glow, None), 120)
    pen.rect(lamp[0] - 1.4, lamp[1] - 0.5, 2.8, 3.6, glow, INK, 0.6)


def censer(pen, f, glow):
    tip = f((5, 11))
    pen.line(f((0, 0)), tip, (150, 130, 100), f.w(0.8))
    pen.soft(lambda p: p.circle((tip[0], tip[1] - 3), f.w(5.5), (150, 150, 150), None), 80)
    pen.circle(tip, f.w(3.4), BRASS, INK, f.w(0.8))
    for dx in (-1.4, 0, 1.4):
        pen.line((tip[0] + dx, tip[1] - 2.8), (tip[0] + dx, tip[1] + 2.8), shade(BRASS, 0.6), 0.5)
    pen.circle(tip, f.w(1.5), glow, None)


def claws(pen, f, _glow=None):
    for k in (-1, 0, 1):
        a = (k * 1.6, -1)
        pen.poly(
            f.pts([(a[0] - 0.8, a[1]), (a[0] + 0.8, a[1]), (a[0] + k * 2.2 + 0.5, -11)]),
            BONE,
            INK,
            f.w(0.6),
        )


def fists(pen, f):
    for y in (-0.8, 0.9):  # knuckle wraps
        pen.line(f((-2.5, y)), f((2.5, y)), (230, 222, 200), f.w(0.9))


def sling(pen, f):
    """Whirled overhead: two cords up to the pouch and a sweep of pale motion lines."""
    pouch = f((3, -17))
    swing = [
        (8 * math.cos(math.radians(a)) + 0, 8 * math.sin(math.radians(a)) - 12)
        for a in range(-150, 40, 15)
    ]
    pen.polyline(f.pts(swing), (236, 230, 214), f.w(0.9))
    pen.polyline([f((0, 0)), f((0.5, -9)), pouch], (90, 60, 36), f.w(1.6))
    pen.polyline([f((0, 0)), f((2.5, -9)), pouch], (170, 130, 80), f.w(0.8))
    pen.ellipse(pouch[0], pouch[1], f.w(3.0), f.w(2.2), LEATHER, INK, f.w(0.7))
    pen.circle((pouch[0], pouch[1] - 0.8), f.w(1.4), (160, 160, 160), INK, f.w(0.4))


def shortbow(pen, f):
    pts = [(-6 * (1 - t * t), 15 * t) for t in (i / 8 - 1 for i in range(17))]
    pen.polyline(f.pts([pts[0], pts[-1]]), (230, 226, 210), f.w(0.6))
    pen.polyline(f.pts(pts), INK, f.w(3.0))
    pen.polyline(f.pts(pts), WOOD, f.w(1.8))


def crossbow(pen, f):
    _shaft(pen, f, (0, 6), (0, -14), 3.0, WOOD_DARK)
    prod = [(-9, -9), (-4, -13), (0, -14), (4, -13), (9, -9)]
    pen.polyline(f.pts(prod), INK, f.w(2.6))
    pen.polyline(f.pts(prod), STEEL, f.w(1.4))
    pen.polyline(f.pts([prod[0], (0, -8), prod[-1]]), (230, 226, 210), f.w(0.5))
    pen.line(f((0, -8)), f((0, -17)), (214, 190, 140), f.w(0.8))


def handgun(pen, f):
    pen.poly(f.pts([(-1.5, 2), (1.5, 2), (2, -3), (-1.5, -3)]), WOOD_DARK, INK, f.w(0.7))
    _shaft(pen, f, (0, -3), (0, -12), 2.0, IRON)
    pen.soft(lambda p: p.circle(f((0, -14.5)), f.w(2.5), (230, 230, 220), None), 130)


def longgun(pen, f):
    pen.poly(f.pts([(-2, 8), (2, 8), (1.8, 0), (-1.4, 0)]), WOOD_DARK, INK, f.w(0.8))
    _shaft(pen, f, (0, 1), (0, -14), 2.6, WOOD)
    _shaft(pen, f, (0, -10), (0, -38), 1.6, IRON)
    pen.circle(f((0, -3)), f.w(1.3), BRASS, INK, f.w(0.5))


def firepot(pen, f, glow):
    jar = f((0, -4))
    pen.circle(jar, f.w(3.8), (160, 96, 60), INK, f.w(0.8))
    pen.line(f((-2.8, -4.5)), f((2.8, -4.5)), shade((160, 96, 60), 0.7), f.w(0.6))
    flame = [(0, -15), (2.2, -9.5), (0, -7.5), (-2.2, -9.5)]
    pen.soft(lambda p: p.circle(f((0, -10)), f.w(4.5), glow, None), 110)
    pen.poly(f.pts(flame), FIRE, INK, f.w(0.5))


def javelins(pen, f):
    for dx, top in ((-2.2, -24), (0, -27), (2.2, -23)):
        _shaft(pen, f, (dx * 0.4, 7), (dx, top + 4), 1.1, (170, 130, 80))
        pen.poly(f.pts([(dx - 1.4, top + 4), (dx, top), (dx + 1.4, top + 4)]), STEEL, INK, f.w(0.5))
    pen.line(f((-2, 1)), f((2, 1)), LEATHER, f.w(1.2))


def frostvial(pen, f, _glow=None):
    bulb = f((0, -5))
    pen.soft(lambda p: p.circle(bulb, f.w(5.5), FROST, None), 110)
    pen.circle(bulb, f.w(3.4), (200, 236, 255), INK, f.w(0.8))
    pen.rect(bulb[0] - 1, bulb[1] - 6, 2, 3, (120, 100, 80), INK, 0.5)
    for k in range(3):
        a = math.radians(k * 120 + 20)
        pen.line(
            bulb, (bulb[0] + 2.4 * math.cos(a), bulb[1] + 2.4 * math.sin(a)), (255, 255, 255), 0.5
        )


def pyre_brand(pen, f, glow):
    """A branding iron fresh from the censer: a long iron rod, its sigil head glowing."""
    _shaft(pen, f, (0, 4), (0, -4), 2.8, WOOD_DARK)
    _shaft(pen, f, (0, -4), (0, -20), 1.4, IRON)
    head = f((0, -23))
    pen.soft(lambda p: p.circle(head, f.w(6.0), glow, None), 140)
    pen.circle(head, f.w(3.2), None, INK, f.w(2.6))
    pen.circle(head, f.w(3.2), None, FIRE, f.w(1.6))
    pen.line(f((0, -26)), f((0, -20)), (255, 210, 120), f.w(1.2))


def flensing_hooks(pen, f):
    """A pair of skinning hooks, each curling outward from the one fist."""
    for side in (-1, 1):
        _shaft(pen, f, (side * 0.8, 3), (side * 1.5, -4), 2.2, LEATHER)
        hook = [
            (side * 1.5, -4),
            (side * 3, -11),
            (side * 7, -15),
            (side * 10, -12),
            (side * 8.5, -9),
        ]
        pen.polyline(f.pts(hook), INK, f.w(2.4))
        pen.polyline(f.pts(hook), STEEL, f.w(1.3))
        pen.poly(f.pts([hook[-1], (side * 8, -7.5), (side * 9.6, -9.5)]), STEEL, INK, f.w(0.5))


def watch_pike(pen, f):
    """A pike as long as its bearer: a leaf head with iron langets, an iron-shod butt."""
    _shaft(pen, f, (0, 18), (0, -28), 2.0)
    _shaft(pen, f, (0, 14), (0, 19), 3.0, IRON)  # the iron shoe
    pen.line(f((0, -28)), f((0, -22)), IRON, f.w(2.6))  # the langets
    pen.poly(f.pts([(0, -39), (2.8, -32), (0, -27), (-2.8, -32)]), STEEL, INK, f.w(0.8))
    pen.line(f((0, -37)), f((0, -29)), shade(STEEL, 0.7), f.w(0.5))


def leech_darts(pen, f):
    """A reed blowpipe with its knotted joints, two darts flying from its mouth."""
    _shaft(pen, f, (0, 4), (0, -24), 2.0, (176, 168, 100))
    for y in (-4, -12, -20):
        pen.line(f((-1.2, y)), f((1.2, y)), (110, 104, 60), f.w(0.7))
    for dx, y in ((-1.6, -30), (1.4, -36)):
        pen.line(f((dx, y + 4)), f((dx, y)), (60, 50, 40), f.w(0.6))
        pen.poly(f.pts([(dx - 1, y + 5), (dx, y + 3), (dx + 1, y + 5)]), (200, 60, 60), None)
        pen.circle(f((dx, y - 0.5)), f.w(0.7), (120, 20, 40), None)


# weapon: (drawing, angle clockwise from up, scale, wants the faction's glow)
POSES = {
    "fists": (fists, 0, 1.0, False),
    "knife": (knife, 20, 1.0, False),
    "hatchet": (hatchet, 10, 1.0, False),
    "sabre": (sabre, 25, 1.0, False),
    "maul": (maul, 12, 1.0, False),
    "greatblade": (greatblade, 8, 1.0, False),
    "poleaxe": (poleaxe, 4, 1.0, True),
    "censer": (censer, 0, 1.0, True),
    "claws": (claws, 30, 1.0, False),
    "sling": (sling, 0, 1.0, False),
    "shortbow": (shortbow, 0, 1.0, False),
    "crossbow": (crossbow, 60, 1.0, False),
    "handgun": (handgun, 35, 1.0, False),
    "longgun": (longgun, -35, 1.0, False),
    "firepot": (firepot, 0, 1.0, True),
    "javelins": (javelins, 0, 1.0, False),
    "frostvial": (frostvial, 0, 1.0, False),
    "pyre_brand": (pyre_brand, 18, 1.0, True),
    "flensing_hooks": (flensing_hooks, 10, 1.0, False),
    "watch_pike": (watch_pike, 6, 1.0, False),
    "leech_darts": (leech_darts, 55, 1.0, False),
}


def weapon(pen: Pen, name: str, hand, glow, size: float = 1.0):
    """The weapon gripped at hand; a bigger body holds a bigger weapon."""
    draw, angle, scale, glowing = POSES[name]
    f = Frame(hand, angle, scale * size)
    if glowing:
        draw(pen, f, glow)
    else:
        draw(pen, f)
