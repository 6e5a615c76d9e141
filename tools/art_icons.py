"""Small pictures for panels and overlays: weapons, armour with its notches, conditions, items,
square highlights and the faces of a d6."""
from __future__ import annotations

import math

import pygame

from art_draw import INK, Pen, arc_points, shade, with_alpha
from art_palette import (BONE, GOLD, HL_LOS, HL_MOVE, HL_SELECTED, HL_TARGET, STEEL, STEEL_DARK,
                         STONE)
from art_weapons import draw_weapon

# where each weapon sits in a 32 px icon: grip point, angle, scale
WEAPON_POSE = {
    "axe": ((10.5, 25.5), 42, 0.72),
    "blade": ((8, 25), 42, 0.78),
    "spear": ((7, 26), 45, 0.58),
    "bow": ((19.5, 14.5), 45, 0.74),
    "bow_loaded": ((16.5, 17.5), 45, 0.66),
    "flail": ((9, 25), 30, 0.7),
    "hammer": ((10, 26), 40, 0.72),
    "shield": ((16, 16), 0, 1.15),
}


def weapon_icon(name: str) -> Pen:
    pen = Pen(32, 32, seed=101)
    at, angle, scale = WEAPON_POSE[name]
    kind = "bow" if name.startswith("bow") else name
    options = {"loaded": True} if name == "bow_loaded" else {}
    draw_weapon(pen, kind, at, angle, scale, **options)
    return pen


# -- armour ---------------------------------------------------------------------------------

def _bite(pen: Pen, tip, toward, depth=7.0, half=3.4):
    """A notch: a V hacked out of an edge, with a crack running on from it."""
    dx, dy = toward
    n = math.hypot(dx, dy)
    dx, dy = dx / n, dy / n
    a = (tip[0] - dy * half - dx * 2, tip[1] + dx * half - dy * 2)
    b = (tip[0] + dy * half - dx * 2, tip[1] - dx * half - dy * 2)
    inner = (tip[0] + dx * depth, tip[1] + dy * depth)
    pen.poly([a, inner, b], (0, 0, 0, 0), None)
    pen.polyline([a, inner, b], INK, 1.0)
    pen.polyline([inner, (inner[0] + dx * 2.5 + dy * 1.8, inner[1] + dy * 2.5 - dx * 1.8),
                  (inner[0] + dx * 5, inner[1] + dy * 5)], INK, 0.9)


CRACK = [(17, 0), (14.5, 7), (18, 12), (14, 18), (17.5, 24), (15.5, 32)]


def _broken(whole: Pen) -> Pen:
    """The piece split along a jagged crack, the halves pushed apart and gone dull."""
    out = whole.layer()
    size = whole.surf.get_size()
    ss = whole.ss
    crack = [(x * ss, y * ss) for x, y in CRACK]
    for outer, shift in (([(0, 0)], (-2, -0.5)), ([(size[0], 0)], (2, 1.5))):
        corner_bottom = (outer[0][0], size[1])
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), outer + crack + [corner_bottom])
        piece = whole.surf.copy()
        piece.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.surf.blit(piece, (round(shift[0] * ss), round(shift[1] * ss)))
    out.surf.fill((150, 140, 132, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _armour(draw, state: str, notch_at, notch_dir) -> Pen:
    pen = Pen(32, 32, seed=110)
    draw(pen)
    if state == "notch1":
        _bite(pen, notch_at, notch_dir)
    return _broken(pen) if state == "broken" else pen


def _helmet(pen: Pen):
    for side in (-1, 1):
        horn = [(16 + side * 8, 14), (16 + side * 13, 9), (16 + side * 15, 1.5),
                (16 + side * 12.5, 10), (16 + side * 8.5, 18)]
        pen.poly(horn, BONE, INK, 1.0)
    dome = [(5.5, 23)] + arc_points(16, 23, 10.5, 15, 180, 360, 18) + [(26.5, 23)]
    pen.poly(dome, STEEL, INK, 1.1)
    pen.poly(arc_points(13, 18, 5.5, 7, 195, 265, 6) + [(11, 17)], shade(STEEL, 1.25), None)
    pen.poly([(4.5, 20), (27.5, 20), (27.5, 25), (4.5, 25)], STEEL_DARK, INK, 0.9)
    pen.poly([(14.6, 20), (17.4, 20), (17.4, 30), (14.6, 30)], STEEL_DARK, INK, 0.9)
    for x in (7.5, 11, 21, 24.5):
        pen.circle((x, 22.5), 0.7, shade(STEEL, 1.35), None)


def _breastplate(pen: Pen):
    plate = [(6, 4), (11, 6), (16, 7.5), (21, 6), (26, 4), (27.5, 12), (25.5, 22), (21, 28.5),
             (16, 30), (11, 28.5), (6.5, 22), (4.5, 12)]
    pen.poly(plate, STEEL, INK, 1.2)
    pen.poly([(8, 7), (14, 9), (13, 24), (9, 21), (7, 13)], shade(STEEL, 1.22), None)
    pen.line((16, 9), (16, 28), STEEL_DARK, 1.0)
    pen.polyline([(6.5, 15), (16, 17.5), (25.5, 15)], STEEL_DARK, 0.9)
    pen.polyline(arc_points(16, 4, 6, 4, 20, 160, 8), INK, 1.0)   # the neck hole
    for x, y in ((8, 7), (24, 7), (10, 26), (22, 26)):
        pen.circle((x, y), 0.9, GOLD, INK, 0.4)


def _shield(pen: Pen):
    draw_weapon(pen, "shield", (16, 16), 0, 1.15)


def helmet(state: str = "") -> Pen:
    return _armour(_helmet, state, (6.5, 11), (1, 0.7))


def breastplate(state: str = "") -> Pen:
    return _armour(_breastplate, state, (27.5, 15), (-1, 0.15))


def armour_shield(state: str = "") -> Pen:
    return _armour(_shield, state, (26, 7), (-0.8, 0.8))


# -- conditions -------------------------------------------------------------------------------

def _badge(pen: Pen, ring):
    pen.circle((12, 12), 10.6, (36, 30, 30), INK, 1.0)
    pen.ring((12, 12), 9.4, ring, 1.6)


def condition(name: str) -> Pen:
    pen = Pen(24, 24, seed=121)
    if name == "disarmed":
        _badge(pen, (200, 170, 150))
        draw_weapon(pen, "blade", (8, 17), 45, 0.42)
        pen.line((6, 6), (18, 18), (220, 40, 36), 2.2)
        pen.line((18, 6), (6, 18), (220, 40, 36), 2.2)
    elif name == "rooted":
        _badge(pen, (110, 160, 70))
        pen.line((4, 17.5), (20, 17.5), (120, 90, 60), 1.4)               # the ground
        pen.poly([(8, 6), (13, 6), (13, 13), (17.5, 14), (17.5, 17), (8, 17)], (180, 186, 200), INK, 0.8)
        vine = (120, 180, 70)
        for y in (9.5, 13.5):                                          # vines round the boot
            pen.polyline([(6.5, y + 1.5), (12, y - 0.5), (15, y + 1)], INK, 2.0)
            pen.polyline([(6.5, y + 1.5), (12, y - 0.5), (15, y + 1)], vine, 1.1)
        for x in (8, 12, 16):                                          # roots into the earth
            pen.polyline([(x, 17.5), (x - 1, 19.5), (x + 0.5, 21)], (150, 110, 70), 1.0)
    elif name == "stunned":
        _badge(pen, (230, 200, 60))
        pen.polyline(arc_points(12, 13, 7.5, 3.2, 0, 360, 20), (230, 200, 60), 0.8)
        for ang in (200, 330, 80):
            a = math.radians(ang)
            _star(pen, (12 + 7.5 * math.cos(a), 13 + 3.2 * math.sin(a) - 1), 3.4)
    elif name == "prone":
        _badge(pen, (170, 170, 190))
        pen.line((5, 17), (19, 17), (120, 110, 100), 1.0)
        pen.stick((9, 14.5), (17.5, 14.5), 3.0, (190, 200, 214))   # a body lying flat
        pen.circle((6.5, 14), 2.4, (190, 200, 214), INK, 0.7)
        pen.polyline([(12, 10.5), (12, 6), (10.5, 7.5)], (230, 230, 240), 1.0)   # a fall arrow
        pen.line((12, 6), (13.5, 7.5), (230, 230, 240), 1.0)
    elif name == "enraged":
        _badge(pen, (230, 60, 40))
        fire = [(12, 3.5), (14, 8), (17.5, 6), (17.5, 12), (19, 10.5), (18.5, 16), (15, 20), (9, 20),
                (5.5, 16), (5, 10.5), (6.5, 12), (7, 7), (9.5, 9)]
        pen.poly(fire, (226, 60, 36), INK, 0.9)
        pen.poly([(12, 10), (15.5, 14), (14.5, 19), (9.5, 19), (8.5, 14)], (255, 170, 60), None)
        for sx in (-1, 1):  # furious slanted eyes
            pen.poly([(12 + sx * 1.2, 13.2), (12 + sx * 4.2, 11.4), (12 + sx * 3.8, 14.4)], INK, None)
    elif name == "displaced":
        _badge(pen, (90, 150, 230))
        arrow = [(8, 10), (14, 10), (14, 6.5), (19.5, 12), (14, 17.5), (14, 14), (8, 14)]
        pen.poly(arrow, (214, 228, 246), INK, 0.8)
        for y in (9, 12, 15):
            pen.line((4, y), (6, y), (214, 228, 246), 0.8)
    else:
        raise KeyError(name)
    return pen


def _star(pen: Pen, c, r):
    pts = []
    for k in range(10):
        a = math.radians(-90 + 36 * k)
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    pen.poly(pts, (255, 226, 80), INK, 0.6)


# -- items ------------------------------------------------------------------------------------

def luckstone() -> Pen:
    pen = Pen(32, 32, seed=131)
    pen.soft(lambda p: p.circle((16, 17), 14, GOLD, None), 60)
    pen.ellipse(16, 17, 10.5, 9, (76, 160, 98), INK, 1.2)
    pen.ellipse(13.5, 13.5, 5, 3, (150, 214, 160), None)
    for k in range(4):  # a four-leaf mark worn into the stone
        a = math.radians(45 + 90 * k)
        pen.circle((16 + 2.4 * math.cos(a), 18 + 2.4 * math.sin(a)), 2.0, GOLD, INK, 0.5)
    pen.line((16, 18), (18.5, 22.5), INK, 0.6)
    return pen


def runestone() -> Pen:
    pen = Pen(32, 32, seed=132)
    slab = [(9, 5), (21, 3), (25, 10), (24, 27), (14, 29), (7, 24), (7, 11)]
    pen.poly(slab, STONE, INK, 1.2)
    pen.poly([(10, 6), (16, 5), (12, 18), (9, 16)], shade(STONE, 1.2), None)
    glow = (110, 200, 255)
    rune = [[(15, 8), (15, 25)], [(15, 12), (20, 8)], [(15, 16), (20, 20)], [(15, 16), (11, 21)]]
    for stroke in rune:
        pen.soft(lambda p, s=stroke: p.polyline(s, glow, 3.2), 90)
        pen.polyline(stroke, shade(glow, 1.15), 1.2)
    return pen


# -- square highlights ------------------------------------------------------------------------

def _round_square(inset_px, radius, steps=5):
    lo, hi = inset_px, 64 - inset_px
    pts = []
    for cx, cy, a0 in ((hi - radius, lo + radius, 270), (hi - radius, hi - radius, 0),
                       (lo + radius, hi - radius, 90), (lo + radius, lo + radius, 180)):
        pts += arc_points(cx, cy, radius, radius, a0, a0 + 90, steps)
    return pts


def highlight(kind: str) -> Pen:
    pen = Pen(64, 64, seed=141)
    if kind == "move":
        pen.poly(_round_square(3, 8), with_alpha(HL_MOVE, 70), with_alpha(HL_MOVE, 150), 2.0)
    elif kind == "target":
        pen.circle((32, 32), 24, with_alpha(HL_TARGET, 40), with_alpha(HL_TARGET, 230), 3.0)
        for k in range(4):
            a = math.radians(90 * k)
            pen.line((32 + 21 * math.cos(a), 32 + 21 * math.sin(a)),
                     (32 + 29 * math.cos(a), 32 + 29 * math.sin(a)), with_alpha(HL_TARGET, 230), 2.6)
    elif kind == "selected":
        pen.poly(_round_square(2, 7), with_alpha(HL_SELECTED, 36), with_alpha(HL_SELECTED, 235), 2.6)
        for sx, sy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):  # heavier corner brackets
            cx, cy = 32 + sx * 28, 32 + sy * 28
            pen.polyline([(cx, cy - sy * 10), (cx, cy), (cx - sx * 10, cy)], HL_SELECTED, 3.4)
    elif kind == "los":
        pen.poly(_round_square(4, 6), with_alpha(HL_LOS, 26), with_alpha(HL_LOS, 200), 1.0)
    else:
        raise KeyError(kind)
    return pen


# -- the die ----------------------------------------------------------------------------------

PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def d6(face: int) -> Pen:
    pen = Pen(48, 48, seed=150 + face)
    body = [(p[0] - 8, p[1] - 8) for p in _round_square(10, 9)]
    pen.poly([(x + 1.5, y + 2.5) for x, y in body], shade(BONE, 0.55), INK, 1.2)
    pen.poly(body, BONE, INK, 1.4)
    pen.poly([(x * 0.8 + 4.8, y * 0.8 + 4.8) for x, y in body[:12]], shade(BONE, 1.05), None)
    pip = (150, 26, 28) if face == 1 else (40, 30, 28)
    for gx, gy in PIPS[face]:
        pen.circle((24 + gx * 10, 24 + gy * 10), 4.2 if face == 1 else 3.4, pip, None)
        pen.circle((23.3 + gx * 10, 23.3 + gy * 10), 1.0, shade(pip, 1.6), None)
    return pen
