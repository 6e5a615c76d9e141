"""Interface art: playing-card backs and faces, suit marks, a 9-slice panel, buttons and the logo."""
from __future__ import annotations

import math

import pygame

from art_draw import INK, Pen, arc_points, mix, shade
from art_palette import BONE, GOLD

CARD_W, CARD_H = 120, 168
PARCHMENT = (232, 220, 190)
BLOOD = (150, 30, 32)
CHARCOAL = (30, 26, 28)
EMBER = (226, 124, 44)
PANEL = (36, 32, 33)
PANEL_EDGE = (74, 62, 54)
SUIT_RED = (196, 36, 40)
SUIT_BLACK = (34, 30, 36)

# the margins a 9-slice renderer keeps unstretched, per sprite
NINE_SLICE = {"panel": [16, 16, 16, 16], "button": [12, 12, 12, 12],
              "button_hover": [12, 12, 12, 12], "button_pressed": [12, 12, 12, 12]}


def _rounded(x0, y0, x1, y1, r, steps=5):
    pts = []
    for cx, cy, a0 in ((x1 - r, y0 + r, 270), (x1 - r, y1 - r, 0), (x0 + r, y1 - r, 90), (x0 + r, y0 + r, 180)):
        pts += arc_points(cx, cy, r, r, a0, a0 + 90, steps)
    return pts


# -- suits --------------------------------------------------------------------------------------

def suit_shape(pen: Pen, suit: str, x, y, s, color=None, rim=None):
    """Draw a suit mark filling the square (x, y, s, s)."""
    def P(u, v):
        return (x + u * s, y + v * s)

    red = suit in ("hearts", "diamonds")
    fill = color or (SUIT_RED if red else SUIT_BLACK)
    edge = rim or (shade(fill, 0.45) if red else (206, 196, 176))
    width = max(0.8, s / 22)
    if suit == "diamonds":
        pen.poly([P(0.5, 0.04), P(0.86, 0.5), P(0.5, 0.96), P(0.14, 0.5)], fill, edge, width)
    elif suit == "hearts":
        _heart(pen, P, fill, edge, width, flip=False)
    elif suit == "spades":
        pen.poly([P(0.5, 0.62), P(0.36, 0.94), P(0.64, 0.94)], fill, edge, width)
        _heart(pen, P, fill, edge, width, flip=True)
    elif suit == "clubs":
        pen.poly([P(0.5, 0.55), P(0.34, 0.94), P(0.66, 0.94)], fill, edge, width)
        for u, v in ((0.5, 0.3), (0.27, 0.58), (0.73, 0.58)):
            pen.circle(P(u, v), 0.2 * s, fill, edge, width)
        pen.circle(P(0.5, 0.52), 0.14 * s, fill, None)
    elif suit == "joker":
        _jester_cap(pen, P, s, width)
    else:
        raise KeyError(suit)


def _heart(pen, P, fill, edge, width, flip):
    def Q(u, v):
        return P(u, 1 - v + (-0.06 if flip else 0.0)) if flip else P(u, v)

    outline = arc_points(0.3, 0.33, 0.22, 0.22, 135, 360, 10) + arc_points(0.7, 0.33, 0.22, 0.22, 180, 405, 10)
    pts = [(u, v) for u, v in outline] + [(0.5, 0.92)]
    pts = [pts[-1]] + pts[:-1]
    pen.poly([Q(u, v) for u, v in pts], fill, edge, width)


def _jester_cap(pen, P, s, width):
    colors = [(150, 60, 180), (60, 150, 80), (200, 40, 44)]
    tips = [(0.08, 0.2), (0.5, 0.06), (0.92, 0.2)]
    for (u, v), color in zip(tips, colors):
        pen.poly([P(0.24, 0.72), P(u, v), P(0.76, 0.72)] if u == 0.5 else
                 [P(0.3 if u < 0.5 else 0.7, 0.72), P(u, v), P(0.5, 0.62)], color, INK, width)
    for u, v in tips:
        pen.circle(P(u, v), 0.08 * s, GOLD, INK, width * 0.7)
    pen.poly([P(0.2, 0.7), P(0.8, 0.7), P(0.84, 0.88), P(0.16, 0.88)], BONE, INK, width)
    for u in (0.3, 0.5, 0.7):
        pen.circle(P(u, 0.79), 0.045 * s, (200, 40, 44), None)


def suit_icon(suit: str, size: int) -> Pen:
    pen = Pen(size, size, seed=201)
    suit_shape(pen, suit, size * 0.06, size * 0.06, size * 0.88)
    return pen


# -- cards -------------------------------------------------------------------------------------

def card_face() -> Pen:
    pen = Pen(CARD_W, CARD_H, seed=211)
    outer = _rounded(1, 1, CARD_W - 1, CARD_H - 1, 8)
    pen.gradient_poly(outer, shade(PARCHMENT, 1.03), shade(PARCHMENT, 0.9), INK, 1.4)
    pen.speckle(260, (6, 6, CARD_W - 12, CARD_H - 12),
                [shade(PARCHMENT, 0.9), shade(PARCHMENT, 0.86), shade(PARCHMENT, 1.04)], 0.4, 1.6)
    pen.poly(_rounded(6, 6, CARD_W - 6, CARD_H - 6, 5), None, (120, 84, 56), 1.2)
    pen.poly(_rounded(9, 9, CARD_W - 9, CARD_H - 9, 3), None, (150, 112, 78), 0.6)
    for cx, cy, sx, sy in ((9, 9, 1, 1), (CARD_W - 9, 9, -1, 1), (9, CARD_H - 9, 1, -1),
                           (CARD_W - 9, CARD_H - 9, -1, -1)):   # small thorn flourishes
        pen.polyline([(cx, cy + sy * 12), (cx + sx * 4, cy + sy * 4), (cx + sx * 12, cy)], (120, 84, 56), 1.0)
    return pen


def card_back() -> Pen:
    """A grim back: a red lattice of thorns over charcoal, a skull in a ring at the heart."""
    pen = Pen(CARD_W, CARD_H, seed=212)
    outer = _rounded(1, 1, CARD_W - 1, CARD_H - 1, 8)
    pen.gradient_poly(outer, (46, 30, 32), (22, 18, 20), INK, 1.4)
    lattice = pen.layer()
    for k in range(-10, 12):
        x = k * 14
        lattice.line((x, 8), (x + 150, 158), shade(BLOOD, 0.8), 1.2)
        lattice.line((x + 150, 8), (x, 158), shade(BLOOD, 0.8), 1.2)
    mask = pygame.Surface(lattice.surf.get_size(), pygame.SRCALPHA)
    inner = _rounded(10, 10, CARD_W - 10, CARD_H - 10, 4)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(round(x * pen.ss), round(y * pen.ss)) for x, y in inner])
    lattice.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.glaze(lattice, 200)
    pen.poly(_rounded(6, 6, CARD_W - 6, CARD_H - 6, 5), None, GOLD, 1.4)
    pen.poly(inner, None, shade(GOLD, 0.6), 0.8)
    cx, cy = CARD_W / 2, CARD_H / 2
    pen.circle((cx, cy), 30, (26, 20, 22), GOLD, 1.6)
    pen.ring((cx, cy), 26, shade(GOLD, 0.6), 0.8)
    for k in range(12):  # teeth round the ring
        a = math.radians(k * 30)
        pen.poly([(cx + 30 * math.cos(a - 0.08), cy + 30 * math.sin(a - 0.08)),
                  (cx + 36 * math.cos(a), cy + 36 * math.sin(a)),
                  (cx + 30 * math.cos(a + 0.08), cy + 30 * math.sin(a + 0.08))], GOLD, INK, 0.6)
    _skull(pen, cx, cy - 2, 15)
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        suit_shape(pen, ("spades", "hearts", "clubs", "diamonds")[(sx > 0) + 2 * (sy > 0)],
                   cx + sx * 40 - 6, cy + sy * 62 - 6, 12, color=shade(BONE, 0.8), rim=INK)
    return pen


def _skull(pen: Pen, cx, cy, r):
    pen.circle((cx, cy), r, BONE, INK, 1.4)
    pen.poly([(cx - r * 0.55, cy + r * 0.6), (cx + r * 0.55, cy + r * 0.6),
              (cx + r * 0.45, cy + r * 1.15), (cx - r * 0.45, cy + r * 1.15)], BONE, INK, 1.2)
    for sx in (-1, 1):
        pen.ellipse(cx + sx * r * 0.4, cy + r * 0.05, r * 0.27, r * 0.3, (30, 16, 16), None)
        pen.circle((cx + sx * r * 0.4, cy + r * 0.08), r * 0.08, (220, 60, 40), None)
    pen.poly([(cx, cy + r * 0.35), (cx - r * 0.13, cy + r * 0.62), (cx + r * 0.13, cy + r * 0.62)],
             (30, 16, 16), None)
    for k in range(-2, 3):
        pen.line((cx + k * r * 0.16, cy + r * 0.78), (cx + k * r * 0.16, cy + r * 1.1), INK, 0.8)


# -- panels and buttons -------------------------------------------------------------------------

def panel() -> Pen:
    """A 48 px 9-slice source: a worn wooden rim around a dark face, iron studs in the corners."""
    pen = Pen(48, 48, seed=221)
    pen.poly(_rounded(0.5, 0.5, 47.5, 47.5, 6), PANEL_EDGE, INK, 1.2)
    pen.poly(_rounded(3, 3, 45, 45, 4), None, shade(PANEL_EDGE, 1.3), 0.8)
    pen.poly(_rounded(9, 9, 39, 39, 2), PANEL, INK, 1.2)
    for x, y in ((5.5, 5.5), (42.5, 5.5), (5.5, 42.5), (42.5, 42.5)):
        pen.circle((x, y), 1.8, (150, 150, 156), INK, 0.6)
    return pen


def button(state: str) -> Pen:
    base = {"": (54, 46, 44), "hover": (84, 62, 48), "pressed": (40, 34, 33)}[state]
    rim = EMBER if state == "hover" else shade(EMBER, 0.7)
    pen = Pen(48, 48, seed=222)
    body = _rounded(1, 1, 47, 47, 7)
    top, bottom = (shade(base, 0.85), shade(base, 1.2)) if state == "pressed" else (shade(base, 1.25), shade(base, 0.8))
    pen.gradient_poly(body, top, bottom, INK, 1.4)
    pen.poly(_rounded(3.5, 3.5, 44.5, 44.5, 5), None, rim, 1.0)
    return pen


# -- the logo ---------------------------------------------------------------------------------

def logo() -> Pen:
    """GRIMTABLE in pygame's default font, ember-hot letters with a dark edge, a candle each side."""
    pen = Pen(256, 64, seed=231)
    font = pygame.font.Font(None, 56 * pen.ss)
    text = font.render("GRIMTABLE", True, (255, 255, 255))
    text = pygame.transform.smoothscale(text, (round(text.get_width() * 0.86), text.get_height()))
    tw, th = text.get_size()
    ox, oy = (pen.surf.get_width() - tw) // 2, (pen.surf.get_height() - th) // 2 + 3 * pen.ss
    fill = pygame.Surface((tw, th), pygame.SRCALPHA)
    for y in range(th):
        t = y / max(1, th - 1)
        color = mix((255, 214, 120), EMBER, min(1.0, t * 1.4)) if t < 0.72 else mix(EMBER, BLOOD, (t - 0.72) / 0.28)
        pygame.draw.line(fill, color + (255,), (0, y), (tw, y))
    fill.blit(text, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    edge = text.copy()
    edge.fill(INK + (255,), special_flags=pygame.BLEND_RGBA_MULT)
    reach = 3 * pen.ss
    for k in range(16):
        a = k * math.pi / 8
        pen.surf.blit(edge, (ox + round(reach * math.cos(a)), oy + round(reach * math.sin(a))))
    pen.surf.blit(fill, (ox, oy))
    for x in (10, 246):  # candles
        pen.soft(lambda p, x=x: p.circle((x, 20), 9, (255, 170, 80), None), 70)
        pen.rect(x - 3, 26, 6, 30, BONE, INK, 1.0)
        pen.poly([(x - 3, 26), (x + 3, 26), (x + 3, 31), (x + 1, 29), (x - 1, 33), (x - 3, 29)],
                 shade(BONE, 0.85), None)
        pen.line((x, 26), (x, 23), INK, 0.8)
        pen.poly([(x, 12), (x + 2.8, 19), (x, 24), (x - 2.8, 19)], (255, 190, 80), INK, 0.7)
        pen.poly([(x, 16), (x + 1.2, 20), (x, 22.5), (x - 1.2, 20)], (255, 244, 200), None)
    return pen
