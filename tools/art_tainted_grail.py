"""Tainted Grail's sprites: the two faces of a Location card (clear parchment, and the wyrdness
under a violet fog), a landscape vignette per kind of land, a token per Lampbearer, a Guardian
token, the waystone model, Time and Quest markers, the three Location Seals and icons for the
trays (Energy, Health, Terror, Food, Wealth, Magic, Exp, Items, Secrets, Skills, Events, the
Instant and the Location Action). Drawn with the supersampled Pen (see art_draw). Each
Location's own picture is drawn in art_tainted_grail_places, each Guardian's, King's and
Encounter's in art_tainted_grail_figures, from the cards read through the game's loader."""

from __future__ import annotations

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # the game's content loader reads the cards
    sys.path.insert(0, str(ROOT))

from art_draw import INK, Pen, arc_points, mix, shade, star  # noqa: E402
from art_tainted_grail_figures import foe_sprites  # noqa: E402
from art_tainted_grail_places import place_sprites  # noqa: E402

from game.games.tainted_grail.rules import content  # noqa: E402

CARD_W, CARD_H = 180, 120
LANDS = ("coast", "marsh", "forest", "hills", "village", "holy", "moor")
HEROES = {  # skin, hair, cloak, rim
    "cadoc": ((226, 190, 156), (120, 84, 50), (150, 104, 52), (255, 196, 90)),
    "ysolt": ((176, 204, 200), (30, 60, 70), (40, 96, 116), (110, 200, 210)),
    "rhoswen": ((214, 168, 130), (150, 50, 30), (110, 110, 120), (210, 90, 70)),
    "tobin": ((230, 194, 160), (70, 50, 40), (90, 120, 60), (150, 210, 110)),
    "stranger": ((200, 190, 180), (60, 56, 60), (80, 70, 90), (170, 160, 190)),
}
ICONS = (
    "energy",
    "health",
    "terror",
    "food",
    "wealth",
    "magic",
    "exp",
    "item",
    "secret",
    "skill",
    "event",
    "instant",
    "action",
)
PARCHMENT, PARCH_DARK = (226, 214, 182), (188, 170, 132)
WYRD, WYRD_DARK = (86, 66, 110), (40, 30, 56)


# -- Location cards -------------------------------------------------------------------------------


def card(side: str) -> Pen:
    """A Location card's face: parchment for clear land, bruised violet for the wyrdness."""
    pen = Pen(CARD_W, CARD_H, seed=11 if side == "clear" else 29)
    light, dark = (PARCHMENT, PARCH_DARK) if side == "clear" else (WYRD, WYRD_DARK)
    pen.gradient_poly(
        [(1, 1), (CARD_W - 1, 1), (CARD_W - 1, CARD_H - 1), (1, CARD_H - 1)], light, dark, INK, 1.4
    )
    pen.rect(5, 5, CARD_W - 10, CARD_H - 10, None, shade(light, 0.75), 1.0)
    pen.speckle(160, (6, 6, CARD_W - 12, CARD_H - 12), [shade(light, 0.9), shade(light, 1.06)])
    return pen


def fog() -> Pen:
    """Wisps of the wyrdness laid over a card's vignette."""
    pen = Pen(CARD_W, CARD_H, seed=41)
    for i in range(7):
        y = 20 + i * 14 + pen.rng.random() * 6
        x = pen.rng.random() * 60 - 20
        pts = arc_points(x + 50, y, 46 + pen.rng.random() * 30, 6, 200, 340, 10)
        pen.soft(lambda p, pts=pts: p.polyline(pts, (200, 170, 240), 3.0), 90)
    pen.soft(lambda p: p.rect(8, 26, CARD_W - 16, 68, (70, 40, 100), None), 110)
    pen.soft(lambda p: p.ellipse(90, 60, 64, 30, (150, 110, 200), None), 70)
    return pen


def land(kind: str) -> Pen:
    """A landscape vignette, the picture in the middle of a card."""
    w, h = 160, 60
    pen = Pen(w, h, seed=len(kind) * 7)
    sky = {"coast": (170, 196, 206), "marsh": (176, 186, 160), "holy": (206, 196, 170)}.get(
        kind, (190, 198, 186)
    )
    pen.gradient_poly([(0, 0), (w, 0), (w, h), (0, h)], shade(sky, 1.1), shade(sky, 0.9), None)
    ground = (104, 124, 80)
    if kind == "coast":
        pen.poly([(0, 36), (w, 30), (w, h), (0, h)], (70, 110, 140), None)
        for x in range(6, w, 22):
            pen.polyline(arc_points(x + 8, 42, 8, 3, 200, 340, 6), (200, 220, 230), 1.0)
        pen.poly([(0, 48), (70, 44), (110, h), (0, h)], (200, 184, 140), INK, 0.8)
        pen.poly([(120, 30), (128, 10), (136, 30)], (150, 140, 130), INK, 0.9)
        pen.circle((128, 12), 3, (255, 200, 110), None)
    elif kind == "marsh":
        pen.poly([(0, 34), (w, 34), (w, h), (0, h)], (90, 110, 90), None)
        for x in range(10, w, 26):
            pen.ellipse(x + 6, 46, 12, 3, (80, 100, 110), None)
        for x in range(4, w, 9):
            tall = 8 + (x * 7) % 11
            pen.line((x, 40), (x + 2, 40 - tall), (70, 90, 50), 1.2)
            pen.ellipse(x + 2, 40 - tall, 1.4, 3, (110, 80, 50), None)
    elif kind == "forest":
        pen.poly([(0, 44), (w, 40), (w, h), (0, h)], ground, None)
        for i, x in enumerate(range(8, w, 18)):
            top = 10 + (i * 13) % 14
            pen.poly([(x - 10, 48), (x, top), (x + 10, 48)], (48, 84, 56), INK, 0.9)
            pen.line((x, 48), (x, 54), (90, 60, 40), 2.0)
    elif kind == "hills":
        pen.poly(
            [(0, 50)] + arc_points(40, 52, 52, 30, 180, 360, 12) + [(w, 52), (w, h), (0, h)],
            shade(ground, 1.1),
            INK,
            0.8,
        )
        pen.poly(arc_points(116, 56, 50, 36, 180, 360, 12), shade(ground, 0.9), INK, 0.8)
        for x in (104, 114, 124):
            pen.rect(x, 18, 5, 10, (150, 146, 140), INK, 0.8)
    elif kind == "village":
        pen.poly([(0, 44), (w, 44), (w, h), (0, h)], ground, None)
        for x, s in ((20, 1.0), (56, 1.2), (98, 0.9), (130, 1.1)):
            base, wd = 46, 20 * s
            pen.rect(x, base - 14 * s, wd, 14 * s, (170, 140, 100), INK, 0.9)
            pen.poly(
                [(x - 3, base - 14 * s), (x + wd / 2, base - 26 * s), (x + wd + 3, base - 14 * s)],
                (120, 70, 50),
                INK,
                0.9,
            )
            pen.rect(x + wd / 2 - 2, base - 9 * s, 4, 4, (255, 200, 110), None)
    elif kind == "holy":
        pen.poly([(0, 46), (w, 46), (w, h), (0, h)], ground, None)
        pen.rect(58, 18, 44, 30, (176, 170, 160), INK, 1.0)
        pen.poly([(54, 19), (80, 4), (106, 19)], (120, 110, 110), INK, 1.0)
        pen.poly(
            [(74, 48), (74, 34)] + arc_points(80, 34, 6, 6, 180, 360, 6) + [(86, 48)],
            (50, 40, 44),
            INK,
            0.8,
        )
        pen.line((80, 4), (80, -2), INK, 1.2)
    else:  # moor: a lone road over heather
        pen.poly([(0, 40), (w, 36), (w, h), (0, h)], (120, 110, 100), None)
        pen.poly([(70, h), (78, 38), (84, 38), (100, h)], (190, 170, 130), None)
        pen.speckle(50, (0, 40, w, 20), [(150, 90, 130), (110, 80, 100)], 0.6, 1.4)
        pen.line((130, 38), (130, 20), INK, 1.4)
        pen.line((124, 24), (136, 24), INK, 1.2)
    pen.rect(0.5, 0.5, w - 1, h - 1, None, INK, 1.0)
    return pen


# -- tokens and models ----------------------------------------------------------------------------


def hero(name: str) -> Pen:
    """A Lampbearer's token: a bust under a hood or hair, on a rim of their own colour."""
    skin, hair, cloak, rim = HEROES[name]
    pen = Pen(64, 64, seed=len(name) * 17)
    pen.soft(lambda p: p.circle((32, 35), 29, (0, 0, 0), None), 110)
    pen.circle((32, 32), 28, (50, 44, 46), INK, 1.4)
    pen.ring((32, 32), 26.5, rim, 2.6)
    pen.gradient_poly(
        [(12, 56), (20, 42), (32, 39), (44, 42), (52, 56)], shade(cloak, 1.25), shade(cloak, 0.7)
    )
    head = (32, 28)
    pen.circle(head, 10, skin, INK, 1.2)
    top = arc_points(32, 28, 10, 10, 190, 350, 12)
    pen.poly(top + [(40, 25), (24, 25)], hair, INK, 1.0)
    for dx in (-4, 4):
        pen.circle((32 + dx, 29), 1.3, INK, None)
    if name == "cadoc":  # a candle in hand
        pen.rect(44, 36, 4, 10, (236, 226, 200), INK, 0.8)
        pen.soft(lambda p: p.circle((46, 33), 5, (255, 200, 90), None), 150)
        pen.circle((46, 33), 1.8, (255, 230, 150), None)
    elif name == "ysolt":  # an oar over the shoulder, a gill line
        pen.stick((14, 52), (46, 14), 2.6, (150, 110, 70))
        pen.line((26, 33), (28, 35), (60, 110, 110), 1.0)
    elif name == "rhoswen":  # an iron helm and a crossbow stock
        pen.poly(
            arc_points(32, 27, 12, 12, 180, 360, 10) + [(44, 27), (20, 27)],
            (150, 150, 160),
            INK,
            1.0,
        )
        pen.line((32, 16), (32, 27), (110, 110, 120), 1.6)
        pen.stick((40, 48), (54, 44), 2.4, (120, 84, 50))
    elif name == "tobin":  # a ferret on the shoulder
        pen.ellipse(44, 40, 7, 4, (200, 170, 130), INK, 0.9)
        pen.circle((50, 37), 3, (210, 180, 140), INK, 0.8)
        pen.circle((51, 36.5), 0.8, INK, None)
    return pen


def guardian() -> Pen:
    """A Guardian's token: a horned shadow with ember eyes on a blood-red rim."""
    pen = Pen(64, 64, seed=3)
    pen.soft(lambda p: p.circle((32, 35), 29, (0, 0, 0), None), 110)
    pen.circle((32, 32), 28, (30, 24, 30), INK, 1.4)
    pen.ring((32, 32), 26.5, (196, 48, 44), 2.6)
    pen.poly([(16, 56), (22, 30), (32, 22), (42, 30), (48, 56)], (56, 46, 60), INK, 1.0)
    pen.poly([(22, 30), (12, 12), (27, 24)], (220, 210, 190), INK, 0.9)
    pen.poly([(42, 30), (52, 12), (37, 24)], (220, 210, 190), INK, 0.9)
    for dx in (-5, 5):
        pen.circle((32 + dx, 34), 2.0, (255, 120, 50), INK, 0.6)
    return pen


def waystone() -> Pen:
    """The waystone model: a standing stone with a lit rune and a glow at its foot."""
    pen = Pen(40, 56, seed=9)
    pen.soft(lambda p: p.ellipse(20, 50, 17, 5, (0, 0, 0), None), 120)
    pen.soft(lambda p: p.ellipse(20, 30, 16, 24, (130, 220, 255), None), 70)
    pen.gradient_poly(
        [(10, 50), (8, 18), (14, 5), (26, 4), (31, 16), (30, 50)],
        (170, 176, 186),
        (96, 100, 112),
        INK,
        1.3,
    )
    pen.polyline([(20, 14), (16, 22), (24, 28), (18, 38)], (150, 230, 255), 2.0)
    pen.circle((20, 24), 2.0, (230, 250, 255), None)
    return pen


def marker(kind: str) -> Pen:
    pen = Pen(24, 24, seed=len(kind))
    if kind == "quest":  # a gold diamond with a mark
        pen.poly([(12, 2), (22, 12), (12, 22), (2, 12)], (226, 180, 60), INK, 1.2)
        pen.poly([(12, 7), (17, 12), (12, 17), (7, 12)], (255, 226, 140), None)
        return pen
    fill, hand = ((236, 228, 204), INK) if kind == "light" else ((44, 36, 40), (220, 210, 190))
    pen.circle((12, 12), 10, fill, INK, 1.2)
    for a in range(0, 360, 90):  # an hourglass-clock face
        x, y = 12 + 7.5 * math.cos(math.radians(a)), 12 + 7.5 * math.sin(math.radians(a))
        pen.circle((x, y), 0.9, hand, None)
    pen.line((12, 12), (12, 6), hand, 1.4)
    pen.line((12, 12), (16, 14), hand, 1.2)
    return pen


def seal(kind: str) -> Pen:
    pen = Pen(24, 24, seed=len(kind) * 5)
    pen.circle((12, 12), 11, (60, 48, 44), INK, 1.0)
    if kind == "vision":  # an open eye
        pen.ellipse(12, 12, 8, 4.5, (236, 226, 200), INK, 0.9)
        pen.circle((12, 12), 2.8, (140, 100, 200), INK, 0.6)
    elif kind == "settlement":  # a roof and a lit window
        pen.rect(6, 11, 12, 8, (170, 130, 90), INK, 0.8)
        pen.poly([(4, 12), (12, 5), (20, 12)], (150, 70, 50), INK, 0.8)
        pen.rect(10, 13, 4, 3, (255, 200, 100), None)
    else:  # ritual: a circle of stones
        for a in range(0, 360, 60):
            x, y = 12 + 6 * math.cos(math.radians(a)), 12 + 6 * math.sin(math.radians(a))
            pen.rect(x - 1.3, y - 2, 2.6, 4, (190, 186, 176), INK, 0.6)
        pen.circle((12, 12), 1.6, (255, 140, 60), None)
    return pen


# -- tray icons -----------------------------------------------------------------------------------


def icon(name: str) -> Pen:
    pen = Pen(32, 32, seed=len(name) * 3)
    if name == "energy":  # a lightning-shaped flame
        pen.poly(
            [(18, 3), (7, 18), (15, 18), (12, 29), (25, 12), (17, 12)], (250, 200, 70), INK, 1.2
        )
    elif name == "health":  # a drop of blood
        pen.poly([(16, 3)] + arc_points(16, 19, 9, 9, -20, 200, 14), (196, 40, 44), INK, 1.2)
        pen.ellipse(12.5, 19, 2, 4, (240, 130, 120), None)
    elif name == "terror":  # a staring face in the fog
        pen.circle((16, 16), 12, (120, 96, 150), INK, 1.2)
        pen.circle((11, 14), 3, (240, 240, 230), INK, 0.8)
        pen.circle((21, 14), 3, (240, 240, 230), INK, 0.8)
        pen.ellipse(16, 23, 3, 4, (30, 20, 30), INK, 0.8)
    elif name == "food":  # a fish
        pen.ellipse(14, 16, 10, 6, (170, 180, 190), INK, 1.2)
        pen.poly([(23, 16), (29, 10), (29, 22)], (150, 160, 170), INK, 1.0)
        pen.circle((9, 15), 1.3, INK, None)
    elif name == "wealth":  # a stack of two coins
        for y in (20, 13):
            pen.ellipse(16, y, 11, 5, (230, 190, 60), INK, 1.1)
        pen.ellipse(16, 13, 6, 2.4, None, (180, 140, 40), 0.9)
    elif name == "magic":  # a violet flame in a ring
        pen.ring((16, 16), 12, (150, 110, 230), 1.4)
        pen.poly(
            [(16, 4), (23, 18)] + arc_points(16, 19, 7, 7, 0, 180, 8) + [(9, 18)],
            (170, 130, 240),
            INK,
            1.0,
        )
    elif name == "exp":  # a star
        star(pen, (16, 16), 12, (120, 190, 230))
    elif name == "item":  # a satchel
        pen.rect(6, 11, 20, 16, (140, 96, 60), INK, 1.2)
        pen.polyline(arc_points(16, 12, 6, 6, 180, 360, 8), INK, 1.4)
        pen.rect(13, 16, 6, 4, (200, 170, 80), INK, 0.8)
    elif name == "secret":  # a sealed letter
        pen.rect(5, 8, 22, 16, (232, 222, 196), INK, 1.2)
        pen.polyline([(5, 8), (16, 18), (27, 8)], INK, 1.0)
        pen.circle((16, 18), 3.5, (180, 40, 40), INK, 0.8)
    elif name == "skill":  # a token with two faces
        pen.circle((16, 16), 11, (90, 130, 110), INK, 1.2)
        pen.line((16, 6), (16, 26), (200, 230, 210), 1.2)
        pen.circle((11, 16), 2.4, (230, 240, 230), None)
    elif name == "event":  # a card with a sun and moon
        pen.rect(7, 4, 18, 24, (200, 180, 140), INK, 1.2)
        pen.circle((16, 13), 4, (250, 200, 80), INK, 0.7)
        pen.polyline(arc_points(16, 22, 4, 3, 20, 160, 6), INK, 1.0)
    elif name == "instant":  # a lightning bolt in a ring
        pen.circle((16, 16), 12, (60, 50, 54), INK, 1.0)
        pen.poly(
            [(18, 6), (10, 18), (15, 18), (13, 26), (22, 13), (17, 13)], (255, 210, 90), INK, 0.8
        )
    else:  # action: a hand
        pen.rect(9, 14, 14, 14, (226, 190, 156), INK, 1.0)
        for i, x in enumerate((9, 12.5, 16, 19.5)):
            pen.rect(x, 6 + (i % 2) * 2, 3.2, 10, (226, 190, 156), INK, 0.8)
    return pen


def page() -> Pen:
    """A journal page: aged paper with a darker edge, stretched behind the verses."""
    pen = Pen(200, 260, seed=77)
    pen.rect(0, 0, 200, 260, PARCHMENT, None)
    edge = mix(PARCHMENT, PARCH_DARK, 0.8)
    for i in range(8):
        pen.soft(
            lambda p, i=i: p.rect(i, i, 200 - 2 * i, 260 - 2 * i, None, edge, 1.0), 120 - i * 14
        )
    pen.speckle(220, (4, 4, 192, 252), [shade(PARCHMENT, 0.93), shade(PARCHMENT, 1.04)])
    return pen


# -- Combat and Diplomacy cards: Attributes, marks and the bonuses of the Keys ---------------------

ATTRIBUTES = ("aggression", "empathy", "courage", "caution", "practicality", "spirituality")
BONUSES = ("pool", "draw", "play", "up", "sway", "time", "charge")


def attribute(name: str) -> Pen:
    """An Attribute's sign, as printed in the opening half of a Key."""
    pen = Pen(32, 32, seed=len(name) * 5)
    if name == "aggression":  # a clenched axe head
        pen.stick((9, 27), (22, 7), 2.4, (140, 96, 60))
        pen.poly([(17, 5), (28, 9), (24, 18), (18, 12)], (200, 200, 210), INK, 1.1)
    elif name == "empathy":  # two hands meeting in a heart
        pen.poly(
            [(16, 27)]
            + arc_points(11, 13, 6, 6, 150, 360, 8)
            + arc_points(21, 13, 6, 6, 180, 390, 8),
            (226, 120, 140),
            INK,
            1.2,
        )
    elif name == "courage":  # a lion-ish shield
        pen.poly([(6, 6), (26, 6), (26, 16), (16, 28), (6, 16)], (220, 170, 60), INK, 1.2)
        pen.line((16, 8), (16, 25), (140, 90, 30), 1.6)
    elif name == "caution":  # a watchful eye
        pen.poly(
            arc_points(16, 22, 13, 12, 200, 340, 10) + arc_points(16, 10, 13, 12, 20, 160, 10),
            (236, 230, 210),
            INK,
            1.2,
        )
        pen.circle((16, 16), 4.5, (70, 110, 150), INK, 0.9)
        pen.circle((16, 16), 1.8, INK, None)
    elif name == "practicality":  # a hammer
        pen.stick((10, 27), (20, 11), 2.6, (150, 110, 70))
        pen.rect(13, 4, 15, 8, (160, 160, 170), INK, 1.1)
    else:  # spirituality: a crescent and a star
        pen.circle((15, 16), 11, (190, 200, 240), INK, 1.1)
        pen.circle((20, 13), 9, (40, 36, 60), None)
        star(pen, (22, 20), 5, (250, 230, 150))
    return pen


def mark(name: str) -> Pen:
    """A card's mark: a lit candle or a crossbow bolt."""
    pen = Pen(32, 32, seed=3 if name == "candle" else 5)
    if name == "candle":
        pen.rect(11, 13, 10, 16, (240, 230, 200), INK, 1.1)
        pen.line((16, 13), (16, 9), INK, 1.0)
        pen.poly(
            [(16, 2), (20, 8)] + arc_points(16, 8, 4, 3.5, 0, 180, 6), (255, 190, 70), INK, 0.9
        )
    else:
        pen.stick((6, 26), (24, 8), 2.0, (150, 110, 70))
        pen.poly([(28, 4), (20, 8), (24, 12)], (190, 190, 200), INK, 1.0)
        pen.poly([(6, 26), (3, 22), (10, 22)], (200, 60, 50), INK, 0.8)
        pen.poly([(6, 26), (10, 29), (10, 22)], (200, 60, 50), INK, 0.8)
    return pen


def bonus(name: str) -> Pen:
    """What a closing half gains (pool markers, a card drawn, another card played, Affinity up,
    the Encounter swayed) and what sits on a played card (Time markers, charges)."""
    pen = Pen(32, 32, seed=len(name) * 7)
    if name == "pool":  # a combat marker: a red disc with a notch
        pen.circle((16, 16), 12, (190, 50, 44), INK, 1.3)
        pen.circle((16, 16), 6, (230, 110, 90), INK, 0.9)
    elif name == "draw":  # a card with a plus
        pen.rect(7, 4, 16, 22, (226, 214, 182), INK, 1.2)
        pen.circle((22, 23), 7, (90, 150, 90), INK, 1.0)
        pen.line((22, 19), (22, 27), (240, 240, 230), 1.6)
        pen.line((18, 23), (26, 23), (240, 240, 230), 1.6)
    elif name == "play":  # an arrow out of a card
        pen.rect(4, 7, 14, 20, (226, 214, 182), INK, 1.1)
        pen.poly(
            [(13, 13), (22, 13), (22, 8), (30, 16), (22, 24), (22, 19), (13, 19)],
            (236, 190, 70),
            INK,
            1.1,
        )
    elif name == "up":  # a green chevron
        pen.poly(
            [(16, 4), (29, 18), (22, 18), (22, 28), (10, 28), (10, 18), (3, 18)],
            (110, 180, 90),
            INK,
            1.2,
        )
    elif name == "sway":  # a balance
        pen.line((16, 5), (16, 27), INK, 1.6)
        pen.line((5, 10), (27, 10), INK, 1.6)
        for x in (8, 24):
            pen.poly(arc_points(x, 16, 6, 5, 0, 180, 8), (200, 170, 90), INK, 1.0)
        pen.rect(10, 26, 12, 3, (120, 90, 60), INK, 0.8)
    elif name == "time":  # an hourglass
        pen.poly([(8, 4), (24, 4), (16, 16)], (230, 200, 140), INK, 1.1)
        pen.poly([(16, 16), (24, 28), (8, 28)], (200, 160, 90), INK, 1.1)
        pen.line((6, 4), (26, 4), INK, 2.0)
        pen.line((6, 28), (26, 28), INK, 2.0)
    else:  # charge: a blue bead with a spark
        pen.circle((16, 17), 10, (80, 130, 210), INK, 1.2)
        pen.circle((12.5, 13.5), 3, (200, 230, 255), None)
    return pen


def tainted_grail_sprites() -> dict:
    art = {f"card_{side}": card(side) for side in ("clear", "wyrd")}
    art["fog"] = fog()
    art.update({f"land_{kind}": land(kind) for kind in LANDS})
    art.update({f"hero_{name}": hero(name) for name in HEROES})
    art["guardian"] = guardian()
    art["waystone"] = waystone()
    art.update({f"marker_{kind}": marker(kind) for kind in ("light", "dark", "quest")})
    art.update({f"seal_{kind}": seal(kind) for kind in ("vision", "settlement", "ritual")})
    art.update({f"icon_{name}": icon(name) for name in ICONS})
    art["page"] = page()
    art.update({f"attr_{name}": attribute(name) for name in ATTRIBUTES})
    art.update({f"mark_{name}": mark(name) for name in ("candle", "bolt")})
    art.update({f"bonus_{name}": bonus(name) for name in BONUSES})
    sprites = {name: pen.done() for name, pen in art.items()}
    world = content.load()
    sprites.update(place_sprites(world))
    sprites.update(foe_sprites(world))
    return sprites
