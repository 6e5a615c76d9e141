"""The goblin camp's pieces: tents, fences, the campfire, the spit-roast pig, the stinking cloud
and the marker left where a figure fell."""
from __future__ import annotations

from art_draw import INK, Pen, arc_points, shade
from art_palette import (BONE, EYE_RED, HIDE, HIDE_DARK, IRON, LEATHER, STEEL, STONE, WOOD,
                         WOOD_DARK)

FLAME = [(180, 40, 20), (240, 110, 30), (255, 196, 70), (255, 244, 190)]


def ground_shadow(pen: Pen, cx, cy, rx, ry, alpha=90):
    pen.soft(lambda p: p.ellipse(cx, cy, rx, ry, (0, 0, 0), None), alpha)


def _patches(pen: Pen, region, count, color):
    """Stitched hide patches scattered inside region=(x, y, w, h)."""
    x0, y0, w, h = region
    for _ in range(count):
        x, y = x0 + pen.rng.random() * w, y0 + pen.rng.random() * h
        s = 2.5 + pen.rng.random() * 2.5
        patch = [(x - s, y - s * 0.7), (x + s, y - s), (x + s * 0.9, y + s * 0.8), (x - s * 1.1, y + s * 0.6)]
        pen.poly(patch, color, shade(color, 0.55), 0.6)
        for k in range(3):
            t = (k + 0.5) / 3
            sx = patch[0][0] + (patch[1][0] - patch[0][0]) * t
            sy = patch[0][1] + (patch[1][1] - patch[0][1]) * t
            pen.line((sx, sy - 0.8), (sx, sy + 0.8), INK, 0.4)


def tent(size=64, seed=51) -> Pen:
    """A hide tent seen from the front: a cone on crossed poles with a dark doorway."""
    k = size / 64
    pen = Pen(size, size, seed=seed)
    ground_shadow(pen, 33 * k, 54 * k, 28 * k, 8 * k)
    for sx in (-1, 1):  # poles crossing above the peak
        pen.stick((32 * k, 12 * k), ((32 + sx * 7) * k, 2 * k), 1.8 * k, WOOD_DARK)
    left = [(32 * k, 9 * k), (4 * k, 52 * k)] + arc_points(32 * k, 50 * k, 28 * k, 6 * k, 180, 90, 8)
    right = [(32 * k, 9 * k), (32 * k, 56 * k)] + arc_points(32 * k, 50 * k, 28 * k, 6 * k, 90, 0, 8)
    pen.poly(left, HIDE, INK, 1.2 * k)
    pen.poly(right, HIDE_DARK, INK, 1.2 * k)
    pen.poly([(32 * k, 12 * k), (13 * k, 47 * k), (24 * k, 36 * k)], shade(HIDE, 1.15), None)
    _patches(pen, (10 * k, 28 * k, 40 * k, 18 * k), 4 + size // 40, shade(HIDE, 0.85))
    for x in (16, 32, 48):  # seams from the peak
        pen.line((32 * k, 10 * k), (x * k, 52 * k), shade(HIDE_DARK, 0.7), 0.7 * k)
    door = [(32 * k, 26 * k), (25 * k, 55 * k), (39 * k, 55 * k)]
    pen.poly(door, (26, 18, 14), INK, 1.0 * k)
    pen.poly([(32 * k, 26 * k), (25 * k, 55 * k), (22 * k, 54 * k)], shade(HIDE, 0.75), INK, 0.8 * k)
    pen.circle((32 * k, 18 * k), 3.2 * k, BONE, INK, 0.8 * k)   # a skull over the door
    for x in (30.8, 33.2):
        pen.circle((x * k, 17.8 * k), 0.8 * k, INK, None)
    return pen


def big_tent() -> Pen:
    """The chieftain's tent: two squares wide, with a banner pole and a red skull banner."""
    pen = tent(128, seed=52)
    pen.stick((96, 40), (100, 4), 2.4, WOOD_DARK)
    banner = [(100, 6), (118, 8), (114, 14), (118, 21), (99, 20)]
    pen.poly(banner, (150, 34, 36), INK, 1.2)
    pen.circle((108, 13.5), 3.0, BONE, INK, 0.7)
    pen.circle((107, 13), 0.7, INK, None)
    pen.circle((109.2, 13), 0.7, INK, None)
    for x, y in ((18, 100), (108, 100)):  # torches at the corners
        pen.stick((x, y), (x, y - 22), 2.4, WOOD_DARK)
        flame(pen, x, y - 24, 5)
    return pen


def flame(pen: Pen, cx, cy, size):
    pen.soft(lambda p: p.circle((cx, cy), size * 1.8, FLAME[2], None), 70)
    for i, color in enumerate(FLAME):
        s = size * (1 - i * 0.22)
        pts = [(cx, cy - s * 1.9), (cx + s * 0.75, cy - s * 0.4), (cx + s * 0.55, cy + s * 0.6),
               (cx, cy + s * 0.85), (cx - s * 0.6, cy + s * 0.55), (cx - s * 0.8, cy - s * 0.5)]
        pen.poly(pts, color, INK if i == 0 else None, 0.8)


def _stake(pen: Pen, x, top, bottom, w):
    pts = [(x - w / 2, bottom), (x - w / 2, top + w * 0.9), (x, top), (x + w / 2, top + w * 0.9),
           (x + w / 2, bottom)]
    pen.poly(pts, WOOD, INK, 1.0)
    pen.poly([(x - w / 2 + 0.8, bottom - 1), (x - w / 2 + 0.8, top + w), (x - 0.3, top + 2),
              (x - 0.3, bottom - 1)], shade(WOOD, 1.2), None)
    pen.line((x + w / 2 - 1.5, top + w + 2), (x + w / 2 - 1.5, bottom - 2), shade(WOOD, 0.75), 0.6)


def fence_h() -> Pen:
    """A palisade two squares long, running left to right."""
    pen = Pen(128, 64, seed=61)
    ground_shadow(pen, 65, 53, 62, 7)
    x = 7.0
    while x < 122:
        top = 10 + pen.rng.random() * 7
        _stake(pen, x, top, 54 + pen.rng.random() * 2, 8 + pen.rng.random() * 2)
        x += 9.5
    for y in (26, 42):  # lashed cross rails
        pen.stick((3, y + 1), (125, y - 1), 3.0, WOOD_DARK)
        for k in range(7):
            pen.line((7 + k * 19, y - 2.5), (9 + k * 19, y + 2.5), LEATHER, 1.2)
    pen.circle((64, 24), 4.2, BONE, INK, 0.9)   # a warning skull nailed on
    for x in (62.5, 65.5):
        pen.circle((x, 23.4), 1.0, INK, None)
    return pen


def fence_v() -> Pen:
    """A palisade two squares long, running top to bottom: stakes seen edge-on, back to front."""
    pen = Pen(64, 128, seed=62)
    ground_shadow(pen, 34, 66, 18, 60)
    pen.stick((22, 10), (22, 118), 3.0, WOOD_DARK)   # the far rail, behind the stakes
    y = 30.0
    while y < 126:
        top = y - 26 - pen.rng.random() * 5
        _stake(pen, 32 + (pen.rng.random() - 0.5) * 2, top, y, 18 + pen.rng.random() * 3)
        y += 8.0
    pen.stick((44, 12), (44, 120), 3.0, WOOD_DARK)
    for k in range(6):
        pen.line((41.5, 18 + k * 19), (46.5, 20 + k * 19), LEATHER, 1.2)
    pen.circle((32, 60), 4.6, BONE, INK, 0.9)   # a warning skull nailed on
    for x in (30.4, 33.6):
        pen.circle((x, 59.4), 1.0, INK, None)
    return pen


def campfire() -> Pen:
    pen = Pen(64, 64, seed=71)
    pen.soft(lambda p: p.circle((32, 38), 25, (255, 150, 60), None), 50)
    ring = arc_points(32, 44, 20, 10, 0, 360, 12)[:-1]
    back = [p for p in ring if p[1] < 44]
    front = [p for p in ring if p[1] >= 44]
    for p in back:
        pen.ellipse(p[0], p[1], 4.2, 3.2, STONE, INK, 0.9)
    pen.ellipse(32, 44, 15, 7, (40, 28, 22), INK, 0.8)   # ash bed
    pen.speckle(20, (20, 40, 24, 8), [(255, 140, 40), (200, 60, 20), (90, 80, 74)], 0.4, 1.0)
    for a, b in (((18, 50), (44, 36)), ((46, 50), (20, 36)), ((32, 52), (32, 34))):
        pen.stick(a, b, 4.0, WOOD)
        pen.circle(a, 2.2, shade(WOOD, 1.3), INK, 0.7)
    flame(pen, 32, 36, 10)
    flame(pen, 24, 40, 5)
    flame(pen, 40, 40, 5.5)
    for p in front:
        pen.ellipse(p[0], p[1], 4.2, 3.2, shade(STONE, 1.15), INK, 0.9)
    return pen


def pig() -> Pen:
    """A stuck pig roasting on a spit between two forked posts, embers underneath."""
    pen = Pen(64, 64, seed=81)
    ground_shadow(pen, 32, 52, 26, 6)
    pen.ellipse(32, 50, 15, 4.5, (44, 30, 24), INK, 0.7)
    pen.speckle(16, (20, 47, 24, 6), [(255, 140, 40), (210, 70, 24)], 0.5, 1.1)
    for x in (7, 57):  # forked posts
        pen.stick((x, 52), (x, 26), 3.0, WOOD_DARK)
        pen.stick((x, 28), (x - 3.5, 20), 2.2, WOOD_DARK)
        pen.stick((x, 28), (x + 3.5, 20), 2.2, WOOD_DARK)
    body_color = (204, 118, 76)
    for a, b in (((22, 34), (12, 40)), ((25, 37), (15, 43)), ((41, 34), (52, 39)), ((39, 37), (50, 43))):
        pen.stick(a, b, 3.4, shade(body_color, 0.85))   # legs trussed fore and aft
        pen.circle(b, 1.8, (60, 40, 34), INK, 0.6)
    pen.ellipse(32, 30, 17, 10, body_color, INK, 1.2)
    pen.ellipse(29, 26.5, 11, 4.2, shade(body_color, 1.25), None)
    for x in (26, 32, 38):  # crackling score marks
        pen.line((x - 1.5, 33), (x + 1.5, 37), shade(body_color, 0.6), 0.8)
    pen.stick((2, 24), (62, 24), 2.0, IRON)           # the spit through it all
    pen.circle((15, 28), 7.5, body_color, INK, 1.1)     # head, snout and ear
    pen.poly([(13, 21.5), (17, 17), (19.5, 23)], shade(body_color, 0.8), INK, 0.8)
    pen.ellipse(9, 30, 3.6, 3.2, shade(body_color, 1.1), INK, 0.8)
    pen.circle((7.5, 32.5), 3.2, (200, 40, 36), INK, 0.8)   # apple in its mouth
    pen.line((7.5, 29.5), (8.5, 28), (90, 140, 50), 0.9)
    pen.line((13.5, 26), (16.5, 26.5), INK, 0.8)         # a shut eye
    pen.stick((62, 24), (62, 30), 1.6, IRON)             # the crank
    pen.stick((62, 30), (59, 30), 1.6, IRON)
    return pen


def stinking_cloud() -> Pen:
    """A green reek, half see-through, with a few darker swirls and bubbles."""
    pen = Pen(64, 64, seed=91)
    cloud = pen.layer()
    puffs = [(22, 30, 13), (40, 28, 14), (32, 20, 12), (30, 40, 13), (46, 40, 10), (16, 40, 9)]
    for x, y, r in puffs:
        cloud.circle((x, y), r + 1.2, (62, 110, 30), None)
    for x, y, r in puffs:
        cloud.circle((x - 1, y - 1), r - 0.6, (132, 196, 70), None)
    for x, y, r in puffs:
        cloud.circle((x - 3, y - 3.5), r * 0.45, (178, 226, 110), None)
    for c, r in (((26, 32), 5), ((40, 30), 4)):
        for a0 in (200, 20):
            cloud.polyline(arc_points(c[0], c[1], r, r * 0.7, a0, a0 + 200, 10), (76, 128, 40), 1.1)
    pen.glaze(cloud, 165)
    for c in ((20, 22), (48, 22), (36, 50), (12, 32)):
        pen.ring(c, 1.7, (160, 220, 100), 0.7)
    return pen


def defeated() -> Pen:
    """What is left of a fallen figure: a skull, scattered bones and a snapped blade."""
    pen = Pen(64, 64, seed=95)
    ground_shadow(pen, 32, 44, 22, 8, 60)
    pen.soft(lambda p: p.ellipse(30, 42, 18, 7, (110, 20, 18), None), 120)   # a dark stain
    broken = [(36, 44), (44, 30), (49, 22), (47, 30), (39, 45)]
    pen.poly(broken, STEEL, INK, 1.0)
    pen.poly([(49.5, 19), (55, 14), (52, 20)], STEEL, INK, 0.8)   # the snapped tip
    pen.stick((33, 47), (37, 44.5), 2.6, LEATHER)
    pen.stick((31.5, 42), (39.5, 48), 2.0, IRON)
    for a, b in (((12, 46), (28, 40)), ((14, 38), (26, 50))):  # crossed long bones
        pen.stick(a, b, 2.4, BONE)
        for end in (a, b):
            pen.circle(end, 1.9, BONE, INK, 0.7)
    pen.circle((30, 33), 7, BONE, INK, 1.1)
    pen.rect(26.5, 36.5, 7, 4, BONE, INK, 0.9)
    for x in (27.3, 32.7):
        pen.circle((x, 32.8), 1.8, (40, 30, 26), None)
    pen.poly([(30, 35.5), (29, 37.5), (31, 37.5)], (40, 30, 26), None)
    for x in (28.5, 30, 31.5):
        pen.line((x, 37.5), (x, 40), INK, 0.5)
    pen.circle((27.3, 32.8), 0.6, EYE_RED, None)
    return pen
