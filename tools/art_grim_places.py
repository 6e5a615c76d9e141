"""GRIM's Grimlords (a looming portrait, one per Element: crowned, eyes alight, its Element
around it) and Afterworlds (a small landscape of each Element's world under its own sky)."""

from __future__ import annotations

import math

from art_draw import INK, Pen, arc_points, mix, shade
from art_grim_parts import PALETTES, Look, bolt, flame, leaf

SKIES = {  # top, horizon
    "water": ((70, 130, 200), (200, 230, 240)),
    "fire": ((60, 20, 24), (240, 120, 40)),
    "plant": ((110, 170, 210), (220, 236, 190)),
    "earth": ((170, 120, 80), (240, 200, 140)),
    "electric": ((40, 40, 70), (120, 120, 150)),
    "wind": ((130, 190, 230), (236, 246, 250)),
    "light": ((250, 200, 120), (255, 246, 214)),
    "dark": ((8, 6, 16), (40, 30, 60)),
    "ghost": ((30, 40, 70), (110, 120, 150)),
    "psychic": ((70, 30, 90), (220, 130, 200)),
    "poison": ((40, 50, 30), (140, 170, 70)),
}


def grimlord(element: str, lord: dict, seed: int) -> Pen:
    bodies, belly, accent, eye = PALETTES[element]
    body = bodies[0]
    pen = Pen(128, 128, seed=seed)
    c = (64, 64)
    pen.soft(lambda p: p.circle(c, 60, accent, None), 70)
    pen.circle(c, 58, None, mix(accent, INK, 0.3), 2.0)
    _lord_backdrop(pen, element, accent)
    # broad shoulders and a mantle filling the lower half
    mantle = [(6, 128), (14, 92), (34, 78), (64, 84), (94, 78), (114, 92), (122, 128)]
    pen.gradient_poly(mantle, shade(body, 1.1), shade(body, 0.5), INK, 1.4)
    for side in (-1, 1):
        _pauldron(
            pen, element, (64 + side * 36, 86), side, mix(body, (210, 200, 190), 0.35), accent
        )
    pen.poly([(52, 128), (64, 92), (76, 128)], shade(body, 0.4), INK, 1.0)  # the mantle's opening
    pen.circle((64, 96), 6, accent, INK, 1.0)  # a clasp
    # the head: a dark face under a helm or hood, eyes alight
    face = (
        mix(belly, (40, 34, 40), 0.55)
        if element not in ("light",)
        else mix(belly, (200, 180, 140), 0.3)
    )
    pen.poly([(46, 52), (50, 76), (64, 84), (78, 76), (82, 52), (64, 40)], face, INK, 1.3)
    hood = shade(body, 0.7)
    pen.poly(
        arc_points(64, 54, 22, 22, 180, 360, 16) + [(88, 64), (80, 56), (48, 56), (40, 64)],
        hood,
        INK,
        1.2,
    )
    for dx in (-8, 8):
        pen.soft(lambda p, dx=dx: p.circle((64 + dx, 62), 7, eye, None), 160)
        pen.poly(
            [(64 + dx - 5, 62), (64 + dx, 59), (64 + dx + 5, 62), (64 + dx, 64)], eye, INK, 0.6
        )
    _lord_crown(pen, element, accent, eye)
    return pen


SHOULDERS = {  # each Grimlord's own shoulders, so the silhouettes differ and not only the colours
    "fire": "spikes",
    "dark": "spikes",
    "earth": "rocks",
    "plant": "leaves",
    "water": "fins",
    "wind": "wisps",
    "ghost": "wisps",
    "poison": "drips",
    "electric": "coils",
}


def _pauldron(pen: Pen, element: str, c, side: int, plate, accent) -> None:
    x, y = c
    kind = SHOULDERS.get(element, "plate")
    if kind == "rocks":
        for dx, dy, r in ((-8, 2, 10), (6, -4, 12), (16, 6, 8)):
            pen.circle((x + side * dx, y + dy), r, shade((150, 132, 112), 0.9 + dy / 60), INK, 1.1)
        return
    if kind == "wisps":  # no armour: the mantle frays into mist
        for k in range(3):
            pen.soft(
                lambda p, k=k: p.ellipse(x + side * k * 6, y + k * 6, 20 - k * 3, 7, accent, None),
                150,
            )
        return
    pen.poly(arc_points(x, y, 20, 14, 180, 360, 12), plate, INK, 1.2)
    if kind == "spikes":
        for dx in (-10, 0, 10):
            pen.poly(
                [(x + dx - 4, y - 10), (x + dx + side * 3, y - 24), (x + dx + 4, y - 11)],
                plate,
                INK,
                0.9,
            )
    elif kind == "leaves":
        for a in (-150, -110, -70, -30):
            leaf(pen, (x, y - 6), 18, a, (96, 170, 70))
    elif kind == "fins":
        pen.poly(
            [(x - side * 12, y - 12), (x + side * 22, y - 26), (x + side * 16, y - 4)],
            accent,
            INK,
            1.0,
        )
    elif kind == "drips":
        for dx in (-12, -2, 9):
            pen.ellipse(x + dx, y + 4 + abs(dx) / 3, 2.4, 5, accent, INK, 0.6)
    elif kind == "coils":
        for k in range(3):
            pen.ellipse(x, y - 14 - k * 5, 8 - k * 2, 2.5, (200, 120, 60), INK, 0.8)
        pen.circle((x, y - 30), 3.5, accent, INK, 0.8)
    pen.circle((x, y - 6), 3, accent, INK, 0.7)


def _lord_backdrop(pen: Pen, element: str, accent) -> None:
    rng = pen.rng
    if element == "fire":
        for x in (18, 34, 94, 110):
            flame(pen, (x, 96), 38 + rng.random() * 16, _look(accent))
    elif element == "electric":
        for x in (16, 100):
            bolt(pen, (x, 16), 50, accent, rng)
    elif element == "light":
        for i in range(16):
            a = math.radians(i * 22.5)
            pen.line(
                (64 + math.cos(a) * 30, 50 + math.sin(a) * 30),
                (64 + math.cos(a) * 58, 50 + math.sin(a) * 58),
                accent,
                2.0,
            )
    elif element == "plant":
        for i in range(8):
            leaf(pen, (64, 40), 44, -180 + i * 25 + 12, shade((90, 160, 70), 0.9 + i * 0.03))
    elif element == "water":
        for i in range(3):
            pen.polyline(arc_points(64, 110 - i * 14, 60, 10, 180, 360, 16), accent, 1.6)
    elif element == "wind":
        for i in range(4):
            pen.polyline(
                arc_points(64, 50, 34 + i * 7, 30 + i * 6, 200 + i * 20, 320 + i * 20, 12),
                accent,
                1.6,
            )
    elif element == "psychic":
        for i in range(9):
            a = math.radians(i * 40 + 10)
            p = (64 + math.cos(a) * 46, 52 + math.sin(a) * 40)
            pen.ellipse(p[0], p[1], 6, 4, (250, 246, 236), INK, 0.8)
            pen.circle(p, 2.2, INK, None)
    elif element == "ghost":
        for x in (22, 106):
            pen.line((x, 8), (x, 40), INK, 1.0)
            pen.poly([(x - 9, 52), (x - 6, 38), (x + 6, 38), (x + 9, 52)], (232, 190, 70), INK, 1.0)
    elif element == "dark":
        pen.circle((100, 26), 14, (230, 226, 210), INK, 1.0)
        pen.circle((106, 22), 13, (20, 16, 30), None)
    elif element == "poison":
        for i in range(6):
            pen.soft(
                lambda p, i=i: p.circle((14 + i * 20, 30 + (i % 3) * 14), 10, accent, None), 110
            )
    elif element == "earth":
        pen.poly(
            [(0, 100), (24, 40), (44, 80), (64, 30), (86, 74), (104, 36), (128, 96)],
            (120, 100, 80),
            INK,
            1.2,
        )


def _lord_crown(pen: Pen, element: str, accent, eye) -> None:
    gold = (232, 190, 70)
    if element in ("fire", "light", "water", "poison", "electric"):
        spikes = [(44, 38), (48, 20), (56, 32), (64, 12), (72, 32), (80, 20), (84, 38)]
        pen.poly(
            spikes + [(84, 42), (44, 42)], gold if element != "poison" else (120, 160, 60), INK, 1.1
        )
        pen.circle((64, 34), 3.5, accent, INK, 0.7)
        if element == "poison":
            for x in (50, 70, 80):
                pen.poly([(x - 2, 42), (x, 50), (x + 2, 42)], accent, INK, 0.5)
    elif element in ("earth", "dark"):
        for side in (-1, 1):
            pts = [(64 + side * 16, 36), (64 + side * 34, 18), (64 + side * 30, 2)]
            pen.polyline(pts, INK, 7)
            pen.polyline(pts, (200, 190, 170) if element == "earth" else (60, 50, 70), 4.5)
    elif element == "plant":
        for side in (-1, 1):
            pen.stick((64 + side * 12, 36), (64 + side * 30, 6), 3, (110, 80, 50))
            pen.stick((64 + side * 22, 22), (64 + side * 38, 18), 2.4, (110, 80, 50))
    elif element == "psychic":
        pen.ellipse(64, 40, 8, 5, (250, 246, 236), INK, 0.9)
        pen.circle((64, 40), 3, eye, INK, 0.5)
    elif element == "ghost":
        pen.ellipse(64, 26, 20, 6, None, INK, 2.6)
        pen.ellipse(64, 26, 20, 6, None, accent, 1.4)
    elif element == "wind":
        for side in (-1, 1):
            pen.poly(
                [(64 + side * 20, 44), (64 + side * 44, 20), (64 + side * 30, 46)],
                (240, 246, 246),
                INK,
                1.0,
            )


def _look(accent) -> Look:
    """A stand-in look for a flame drawn outside any creature: its tongue in the accent colour."""
    return Look("fire", accent, accent, accent, accent)


def afterworld(element: str, world: dict, seed: int) -> Pen:
    """A 128x96 window onto the world: sky, far land, near ground, the Element's landmark."""
    pen = Pen(128, 96, seed=seed)
    rng = pen.rng
    top, low = SKIES[element]
    pen.gradient_poly([(0, 0), (128, 0), (128, 96), (0, 96)], top, low, None)
    bodies, belly, accent, _ = PALETTES[element]
    land = shade(bodies[0], 0.8)
    far = [(0, 62)] + [(i * 16, 50 + rng.random() * 14) for i in range(9)] + [(128, 96), (0, 96)]
    pen.poly(far, mix(land, low, 0.5), None)
    _landmark(pen, element, accent, land, rng)
    near = [(0, 78)] + [(i * 32, 74 + rng.random() * 8) for i in range(5)] + [(128, 96), (0, 96)]
    pen.poly(near, shade(land, 0.7), None)
    pen.rect(0.5, 0.5, 127, 95, None, INK, 1.4)
    return pen


def _landmark(pen: Pen, element: str, accent, land, rng) -> None:
    if element == "water":
        pen.circle((96, 28), 10, (255, 244, 200), None)
        pen.rect(0, 60, 128, 36, (50, 110, 180), None)
        for i in range(6):
            pen.polyline(
                arc_points(10 + i * 22, 70 + (i % 2) * 8, 8, 3, 180, 360, 8), (226, 246, 255), 1.2
            )
    elif element == "fire":
        pen.poly([(30, 80), (60, 30), (72, 30), (104, 80)], (70, 40, 36), INK, 1.2)
        for k in range(3):
            flame(pen, (60 + k * 6, 32), 16 + k * 4, _look(accent))
        pen.polyline([(66, 34), (62, 54), (70, 70), (64, 84)], (255, 140, 40), 2.4)
    elif element == "plant":
        for i in range(7):
            x = 8 + i * 19
            pen.stick((x, 84), (x, 60), 3, (100, 70, 44))
            pen.circle(
                (x, 54),
                11 + rng.random() * 4,
                shade((70, 140, 60), 0.8 + rng.random() * 0.4),
                INK,
                1.0,
            )
    elif element == "earth":
        for x, w, h in ((24, 22, 30), (80, 30, 40), (112, 14, 22)):
            pen.poly(
                [(x - w, 80), (x - w + 6, 80 - h), (x + w - 6, 80 - h), (x + w, 80)],
                (176, 120, 80),
                INK,
                1.0,
            )
        pen.ellipse(80, 72, 8, 8, (40, 30, 24), None)
    elif element == "electric":
        for x in (30, 90):
            pen.rect(x - 8, 42, 16, 40, (80, 80, 96), INK, 1.0)
            pen.rect(x - 3, 30, 6, 14, (60, 60, 74), INK, 0.8)
        pen.ellipse(60, 16, 44, 12, (70, 70, 90), INK, 1.0)
        bolt(pen, (60, 22), 40, accent, rng)
    elif element == "wind":
        for x, y in ((30, 40), (94, 28)):
            pen.poly(
                [(x - 18, y), (x + 18, y), (x + 6, y + 16), (x - 6, y + 14)],
                (150, 130, 100),
                INK,
                1.0,
            )
            pen.ellipse(x, y, 18, 4, (110, 170, 90), INK, 0.8)
        for y in (20, 56):
            pen.ellipse(64, y, 20, 6, (250, 252, 252), None)
    elif element == "light":
        pen.circle((64, 62), 22, (255, 230, 140), None)
        pen.rect(46, 48, 36, 32, (246, 236, 210), INK, 1.0)
        pen.poly([(42, 48), (64, 32), (86, 48)], (232, 190, 70), INK, 1.0)
        for x in (52, 64, 76):
            pen.rect(x - 2, 54, 4, 24, (210, 196, 160), None)
    elif element == "dark":
        pen.poly([(10, 82), (30, 26), (50, 82)], (20, 16, 30), INK, 1.0)
        pen.poly([(60, 82), (86, 16), (112, 82)], (26, 20, 36), INK, 1.0)
        for _ in range(3):
            pen.circle((rng.random() * 128, 60 + rng.random() * 20), 1.4, (255, 60, 50), None)
    elif element == "ghost":
        pen.circle((98, 22), 11, (226, 230, 240), None)
        for i in range(5):
            x = 14 + i * 24 + rng.random() * 6
            pen.poly(
                arc_points(x, 72, 7, 7, 180, 360, 8) + [(x + 7, 84), (x - 7, 84)],
                (150, 150, 160),
                INK,
                1.0,
            )
            pen.line((x, 68), (x, 76), INK, 1.0)
            pen.line((x - 3, 71), (x + 3, 71), INK, 1.0)
    elif element == "psychic":
        pen.poly([(56, 84), (62, 14), (68, 84)], (110, 70, 140), INK, 1.0)
        for x, y, r in ((28, 30, 8), (100, 40, 10), (84, 16, 5)):
            pen.poly([(x - r, y), (x + r, y), (x, y + r * 1.4)], (130, 100, 120), INK, 0.8)
        pen.circle((62, 14), 5, accent, INK, 0.8)
    elif element == "poison":
        pen.rect(0, 70, 128, 26, (90, 110, 50), None)
        for i in range(5):
            pen.circle((14 + i * 26, 76 + (i % 2) * 6), 3 + rng.random() * 2, accent, INK, 0.6)
        for x in (20, 100):
            pen.stick((x, 82), (x - 4, 40), 3, (70, 60, 50))
            pen.stick((x - 3, 52), (x + 10, 44), 2, (70, 60, 50))
        pen.soft(lambda p: p.ellipse(64, 66, 64, 10, accent, None), 90)
