"""Weapons drawn in their own frame (grip at the origin, pointing up) so figures and icons share them.

draw_weapon(pen, kind, at, angle, scale) places a weapon anywhere: angle in degrees, clockwise
from straight up. Each weapon keeps a silhouette nobody confuses with another: the spear is long
and thin, the bow is a curve with a string, the flail a ball on a chain, the hammer a block.
"""
from __future__ import annotations

import math

from art_draw import INK, shade
from art_palette import ACCENT, IRON, STEEL, WOOD, WOOD_DARK


class Frame:
    """Maps weapon-local points to the pen: rotate, scale, then move to the grip."""

    def __init__(self, at, angle: float, scale: float):
        self.at, self.scale = at, scale
        a = math.radians(angle)
        self.c, self.s = math.cos(a), math.sin(a)

    def __call__(self, p):
        x, y = p[0] * self.scale, p[1] * self.scale
        return (self.at[0] + x * self.c - y * self.s, self.at[1] + x * self.s + y * self.c)

    def pts(self, points):
        return [self(p) for p in points]

    def w(self, width: float) -> float:
        return width * self.scale


def _mirror(points):
    return [(-x, y) for x, y in points]


def _shaft(pen, f, a, b, width, color=WOOD):
    pen.stick(f(a), f(b), f.w(width), color, INK, edge=max(0.6, f.w(0.9)))


def _wrap(pen, f, a, b, width, accent):
    """A coloured grip wrap: the accent that names the weapon."""
    pen.stick(f(a), f(b), f.w(width), accent, INK, edge=max(0.5, f.w(0.7)))


def axe(pen, f, accent):
    _shaft(pen, f, (0, 8), (0, -30), 3.2)
    _wrap(pen, f, (0, 6), (0, 1), 3.6, accent)
    blade = [(-1.5, -33), (-8, -37), (-12, -28), (-8, -18), (-1.5, -22)]
    for side in (blade, _mirror(blade)):
        pen.poly(f.pts(side), STEEL, INK, f.w(1.1))
        edge = [side[1], side[2], side[3]]
        pen.polyline(f.pts(edge), shade(STEEL, 1.25), f.w(1.2))
    pen.circle(f((0, -28)), f.w(2.2), IRON, INK, f.w(0.8))


def blade(pen, f, accent):
    pen.circle(f((0, 7)), f.w(2.4), accent, INK, f.w(0.9))
    _wrap(pen, f, (0, 5), (0, -1), 3.2, accent)
    edge = [(-2.2, -2), (2.4, -2), (3.6, -14), (2.2, -25), (-2.5, -33), (-1.4, -22), (-2.6, -11)]
    pen.poly(f.pts(edge), STEEL, INK, f.w(1.1))
    pen.polyline(f.pts([(1.6, -3), (2.4, -14), (1.0, -24), (-2.0, -31)]), shade(STEEL, 1.25), f.w(1.0))
    pen.stick(f((-6.5, -2)), f((6.5, -2)), f.w(2.6), IRON, INK, f.w(0.8))


def spear(pen, f, accent, pennant=True):
    _shaft(pen, f, (0, 16), (0, -34), 2.6)
    head = [(0, -47), (3.6, -38), (0, -31), (-3.6, -38)]
    pen.poly(f.pts(head), STEEL, INK, f.w(1.0))
    pen.line(f((0, -45)), f((0, -33)), shade(STEEL, 1.25), f.w(0.9))
    if pennant:
        flag = [(0.8, -30), (12, -27), (8, -24), (12, -21), (0.8, -20)]
        pen.poly(f.pts(flag), accent, INK, f.w(0.9))
    _wrap(pen, f, (0, -31), (0, -28), 3.4, accent)


def bow(pen, f, accent, loaded=False):
    """The stave bulges to local -x; loaded, the string is drawn back with an arrow on it."""
    stave = []
    for i in range(21):
        t = -1 + i / 10
        stave.append((-9 * (1 - t * t) + 1.5 * abs(t) ** 6, 24 * t))
    tips = (stave[0], stave[-1])
    nock = (7, 0) if loaded else (0, 0)
    pen.polyline(f.pts([tips[0], nock, tips[1]]), (236, 230, 210), f.w(0.9))
    pen.polyline(f.pts(stave), INK, f.w(4.4))
    pen.polyline(f.pts(stave), WOOD, f.w(2.6))
    pen.polyline(f.pts(stave[3:9]), shade(WOOD, 1.3), f.w(1.0))
    _wrap(pen, f, (-9, -3.5), (-9, 3.5), 3.8, accent)
    if loaded:
        _shaft(pen, f, (7, 0), (-16, 0), 1.5, (214, 190, 140))
        pen.poly(f.pts([(-22, 0), (-15, -3), (-15, 3)]), STEEL, INK, f.w(0.8))
        pen.poly(f.pts([(8, 0), (12, -3), (10, 0), (12, 3)]), accent, INK, f.w(0.6))


def flail(pen, f, accent):
    _shaft(pen, f, (0, 8), (0, -12), 3.4)
    _wrap(pen, f, (0, 6), (0, 0), 3.8, accent)
    pen.circle(f((0, -13)), f.w(2.0), IRON, INK, f.w(0.8))
    links = [(0.8, -16.5), (2.0, -20), (3.4, -23.2)]
    for p in links:
        pen.ring(f(p), f.w(1.5), INK, f.w(1.4))
        pen.ring(f(p), f.w(1.5), IRON, f.w(0.7))
    ball = (5.5, -30)
    for k in range(8):  # spikes first, the ball covers their roots
        a = math.radians(k * 45 + 10)
        tip = (ball[0] + 9 * math.cos(a), ball[1] + 9 * math.sin(a))
        side = (math.cos(a + 1.57) * 1.8, math.sin(a + 1.57) * 1.8)
        root = (ball[0] + 5 * math.cos(a), ball[1] + 5 * math.sin(a))
        pen.poly(f.pts([tip, (root[0] + side[0], root[1] + side[1]),
                        (root[0] - side[0], root[1] - side[1])]), STEEL, INK, f.w(0.8))
    pen.circle(f(ball), f.w(6), IRON, INK, f.w(1.1))
    pen.circle(f((ball[0] - 2, ball[1] - 2)), f.w(2.0), shade(IRON, 1.6), None)


def hammer(pen, f, accent, crude=False):
    _shaft(pen, f, (0, 8), (0, -24), 3.4, WOOD_DARK if crude else WOOD)
    if crude:  # the troll's maul: a lashed boulder with iron spikes
        for sx in (-1, 1):
            for y in (-36, -27):
                pen.poly(f.pts([(sx * 12, y - 1.8), (sx * 16.5, y), (sx * 12, y + 1.8)]), STEEL, INK, f.w(0.8))
        rock = [(-13, -39), (-9, -42), (10, -41.5), (14, -37), (13.5, -23), (9, -20.5), (-10, -21), (-14, -25)]
        pen.poly(f.pts(rock), (132, 126, 118), INK, f.w(1.3))
        pen.poly(f.pts([(-11, -38), (8, -38.5), (6, -34), (-10, -33)]), (164, 158, 150), None)
        pen.polyline(f.pts([(-3, -41), (-1, -35), (-4, -29)]), INK, f.w(0.8))   # a crack in the block
        for x in (-4.5, 4.5):  # rope lashings
            pen.stick(f((x, -42)), f((x, -20)), f.w(2.2), accent, INK, f.w(0.6))
        return
    head = [(-10, -33), (10, -33), (10, -22), (-10, -22)]
    pen.poly(f.pts(head), IRON, INK, f.w(1.2))
    pen.poly(f.pts([(-8.5, -31.5), (8.5, -31.5), (8.5, -29), (-8.5, -29)]), shade(IRON, 1.6), None)
    _wrap(pen, f, (0, -21), (0, -17), 4.0, accent)
    _wrap(pen, f, (0, 6), (0, 1), 3.8, accent)


def shield(pen, f, accent, notches=0, broken=False):
    """A round shield face-on: planks, a rim, a boss. Notches bite into the rim; broken splits it."""
    r = 12
    if broken:
        left = [(-1, -12)] + [(12 * math.cos(math.radians(a)), 12 * math.sin(math.radians(a)))
                              for a in range(100, 261, 20)] + [(-2, 12), (1, 5), (-3, 0), (1, -5)]
        right = [(3, -12), (5, -5), (1, 0), (5, 5), (2, 12)] + [
            (12 * math.cos(math.radians(a)) + 4, 12 * math.sin(math.radians(a)))
            for a in range(80, -81, -20)]
        for half, dx in ((left, -2), (right, 2)):
            moved = [(x + dx, y + (1.5 if dx > 0 else -1)) for x, y in half]
            pen.poly(f.pts(moved), shade(accent, 0.7), INK, f.w(1.2))
        return
    pen.circle(f((0, 0)), f.w(r), IRON, INK, f.w(1.2))
    pen.circle(f((0, 0)), f.w(r - 2.2), accent, None)
    for x in (-4.5, 0, 4.5):  # plank seams
        half = math.sqrt(max(0.0, (r - 2.4) ** 2 - x * x))
        pen.line(f((x, -half)), f((x, half)), shade(accent, 0.7), f.w(0.7))
    pen.circle(f((0, 0)), f.w(3.6), STEEL, INK, f.w(0.9))
    pen.circle(f((-1, -1)), f.w(1.2), shade(STEEL, 1.3), None)
    for k in range(notches):  # a bite out of the rim per notch
        a = math.radians(-40 + 70 * k)
        c = (r * math.cos(a), r * math.sin(a))
        pen.poly(f.pts([(c[0] * 1.15, c[1] * 1.15), (c[0] * 0.62 - 2, c[1] * 0.62),
                        (c[0] * 0.75, c[1] * 0.75 + 2.5)]), (0, 0, 0, 0), None)
        pen.poly(f.pts([(c[0] * 1.0, c[1] * 1.0), (c[0] * 0.62 - 2, c[1] * 0.62),
                        (c[0] * 0.75, c[1] * 0.75 + 2.5)]), None, INK, f.w(0.9))


DRAW = {"axe": axe, "blade": blade, "spear": spear, "bow": bow, "flail": flail,
        "hammer": hammer, "shield": shield}


def draw_weapon(pen, kind: str, at, angle: float = 0.0, scale: float = 1.0, **options):
    DRAW[kind](pen, Frame(at, angle, scale), ACCENT[kind], **options)
