"""Ground tiles for the camp board: seamless 64 px squares of earth, grass, mud and a dark rim.

Noise wraps across the tile's edges, so any two tiles laid side by side show no seam. The
colours stay low in contrast: the ground is a backdrop and the miniatures must stand out on it.
"""
from __future__ import annotations

import math

from art_draw import INK, Pen, shade

EARTH = (112, 88, 62)
GRASS = (86, 98, 56)
MUD = (84, 66, 52)
DARK = (66, 56, 46)
ASH = (70, 64, 60)

# (name, kind) in tileset order; kind becomes a Tiled tile property the app can read
TILES = [
    ("earth", "earth"), ("earth_trampled", "earth"), ("earth_tracks", "earth"), ("earth_stones", "earth"),
    ("grass_tufts", "grass"), ("grass_sparse", "grass"), ("grass_thick", "grass"), ("mud", "mud"),
    ("mud_puddle", "mud"), ("edge_earth", "edge"), ("edge_roots", "edge"), ("ash", "earth"),
]
COLUMNS = 4


def _ground(seed, color, spread=0.1, count=340) -> Pen:
    pen = Pen(64, 64, seed=seed)
    pen.surf.fill(color + (255,))
    tones = [shade(color, 1 - spread), shade(color, 1 - spread / 2), shade(color, 1 + spread / 2),
             shade(color, 1 + spread)]
    # broad soft blotches under fine grit: the blotches go on at low opacity so they blur together
    pen.soft(lambda p: p.speckle(count // 3, (0, 0, 64, 64), tones, 2.5, 6.0, wrap=True), 90)
    pen.speckle(count, (0, 0, 64, 64), tones, 0.4, 1.3, wrap=True)
    return pen


def _spot(pen: Pen, margin=8):
    return (margin + pen.rng.random() * (64 - 2 * margin), margin + pen.rng.random() * (64 - 2 * margin))


def _tufts(pen: Pen, count, color):
    for _ in range(count):
        x, y = _spot(pen, 5)
        for k in range(5):
            dx = (k - 2) * 1.3
            pen.line((x + dx * 0.3, y), (x + dx, y - 3 - pen.rng.random() * 2.5),
                     shade(color, 0.85 + 0.35 * pen.rng.random()), 0.7)


def _stones(pen: Pen, count):
    for _ in range(count):
        x, y = _spot(pen, 5)
        r = 1.2 + pen.rng.random() * 1.8
        grey = shade((128, 120, 110), 0.85 + 0.3 * pen.rng.random())
        pen.ellipse(x, y, r * 1.3, r, grey, shade(INK, 1.6), 0.5)
        pen.ellipse(x - r * 0.3, y - r * 0.3, r * 0.5, r * 0.35, shade(grey, 1.25), None)


def _prints(pen: Pen, color):
    """A trail of boot and paw prints crossing the tile."""
    for k in range(4):
        x, y = 12 + k * 12, 50 - k * 11 + (k % 2) * 5
        pen.ellipse(x, y, 2.2, 3.2, shade(color, 0.72), None)
        pen.ellipse(x + 0.3, y - 0.6, 1.4, 2.0, shade(color, 0.62), None)


def tile(name: str, index: int) -> Pen:
    seed = 301 + index
    if name == "earth":
        return _ground(seed, EARTH)
    if name == "earth_trampled":
        pen = _ground(seed, shade(EARTH, 0.94), 0.12)
        for _ in range(5):
            x, y = _spot(pen, 10)
            pen.soft(lambda p, x=x, y=y: p.ellipse(x, y, 7, 4, shade(EARTH, 0.78), None), 110)
        return pen
    if name == "earth_tracks":
        pen = _ground(seed, EARTH)
        _prints(pen, EARTH)
        return pen
    if name == "earth_stones":
        pen = _ground(seed, EARTH)
        _stones(pen, 9)
        return pen
    if name == "grass_tufts":
        pen = _ground(seed, mix_earth_grass(0.35), 0.1)
        _tufts(pen, 6, GRASS)
        return pen
    if name == "grass_sparse":
        pen = _ground(seed, mix_earth_grass(0.2), 0.1)
        _tufts(pen, 3, GRASS)
        return pen
    if name == "grass_thick":
        pen = _ground(seed, GRASS, 0.12, 420)
        _tufts(pen, 12, shade(GRASS, 1.2))
        return pen
    if name == "mud":
        pen = _ground(seed, MUD, 0.14)
        for _ in range(5):
            x, y = _spot(pen, 10)
            pen.ellipse(x, y, 6, 3, shade(MUD, 0.8), None)       # wet hollows
            pen.ellipse(x - 1, y - 1.2, 2.6, 0.6, (120, 110, 98), None)   # and their glints
        return pen
    if name == "mud_puddle":
        pen = _ground(seed, MUD, 0.14)
        pen.ellipse(32, 34, 17, 10, shade(MUD, 0.7), None)
        pen.ellipse(32, 34, 14, 7.5, (58, 62, 66), None)
        pen.ellipse(28, 32, 6, 2, (96, 104, 110), None)
        return pen
    if name == "edge_earth":
        pen = _ground(seed, DARK, 0.12)
        _stones(pen, 4)
        return pen
    if name == "edge_roots":
        pen = _ground(seed, DARK, 0.12)
        for _ in range(3):
            x, y = _spot(pen, 10)
            root = [(x - 10 + k, y + 2.5 * math.sin(k / 3 + y)) for k in range(0, 21, 2)]
            pen.polyline(root, shade(DARK, 0.62), 1.8)
            pen.polyline([(px, py - 0.5) for px, py in root], shade(DARK, 1.25), 0.5)
        _tufts(pen, 3, shade(GRASS, 0.8))
        return pen
    if name == "ash":
        pen = _ground(seed, ASH, 0.14)
        pen.speckle(30, (8, 8, 48, 48), [(40, 36, 34), (140, 130, 120)], 0.4, 1.0)
        return pen
    raise KeyError(name)


def mix_earth_grass(t: float):
    return tuple(round(e + (g - e) * t) for e, g in zip(EARTH, GRASS))
