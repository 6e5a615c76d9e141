"""Grimheim's sprites: a miniature per faction and tier on its round base, status markers,
objective markers. Drawn with the supersampled Pen like every other sprite (see art_draw)."""
from __future__ import annotations

import math

from art_draw import INK, Pen, arc_points, shade

# faction: (robe, trim, skin, base rim)
FACTIONS = {
    "ashen": ((96, 92, 96), (232, 120, 40), (214, 190, 170), (232, 120, 40)),
    "reavers": ((128, 62, 40), (200, 180, 140), (196, 150, 120), (200, 52, 40)),
    "wardens": ((70, 92, 128), (220, 196, 110), (224, 196, 172), (120, 160, 220)),
    "mirefolk": ((64, 104, 64), (170, 200, 120), (150, 170, 130), (110, 190, 90)),
}
TIERS = ("grunt", "veteran", "champion")
STATUSES = ("burning", "fearful", "enraged", "stunned", "frozen", "hidden", "overwatch")
OBJECTIVES = ("cache", "cache_looted", "beacon", "beacon_lit", "marker")


def figure(faction: str, tier: str) -> Pen:
    robe, trim, skin, rim = FACTIONS[faction]
    pen = Pen(64, 64, seed=len(faction) * 7 + len(tier))
    # the base
    pen.soft(lambda p: p.ellipse(32, 54, 25, 8, (0, 0, 0), None), 110)
    pen.ellipse(32, 51, 24, 8, (58, 52, 48), INK, 1.2)
    pen.ellipse(32, 51, 24, 8, None, rim, 2.2)
    # the body: a robe or coat, wider for higher tiers
    wide = {"grunt": 0, "veteran": 2, "champion": 4}[tier]
    body = [(22 - wide, 50), (25, 28), (32, 24), (39, 28), (42 + wide, 50)]
    pen.gradient_poly(body, shade(robe, 1.25), shade(robe, 0.7), INK, 1.2)
    pen.line((32, 27), (32, 49), shade(trim, 0.9), 1.6)          # the coat's seam
    pen.line((24 - wide / 2, 41), (40 + wide / 2, 41), trim, 2.0)  # a belt
    # arms and a weapon per faction
    weapon = {"ashen": "censer", "reavers": "axe", "wardens": "halberd", "mirefolk": "spear"}[faction]
    pen.stick((26, 31), (18, 40), 4.0, shade(robe, 1.1))
    pen.stick((38, 31), (46, 38), 4.0, shade(robe, 1.1))
    if weapon == "censer":
        pen.line((46, 38), (50, 48), (90, 80, 70), 1.0)
        pen.circle((50, 50), 3.2, (120, 110, 100), INK, 0.8)
        pen.soft(lambda p: p.circle((50, 45), 4.5, (250, 150, 60), None), 120)
    elif weapon == "axe":
        pen.stick((46, 38), (49, 20), 2.0, (120, 86, 52))
        pen.poly([(47, 21), (55, 17), (55, 28), (48, 25)], (200, 200, 210), INK, 0.9)
    elif weapon == "halberd":
        pen.stick((46, 44), (46, 12), 2.0, (110, 84, 56))
        pen.poly([(46, 12), (52, 16), (52, 22), (46, 19)], (210, 214, 224), INK, 0.9)
        pen.poly([(44, 10), (46, 4), (48, 10)], (210, 214, 224), INK, 0.8)
    else:
        pen.stick((46, 44), (47, 10), 1.8, (120, 100, 60))
        pen.poly([(45.5, 11), (47, 4), (48.5, 11)], (190, 200, 170), INK, 0.8)
    # the head: a hood, a helm, horns or reeds
    pen.circle((32, 20), 7.0, skin, INK, 1.1)
    if faction == "ashen":
        pen.poly([(24, 24), (25, 14), (32, 9), (39, 14), (40, 24), (36, 18), (28, 18)],
                 shade(robe, 0.9), INK, 1.0)
        pen.circle((29.5, 21), 1.1, (250, 160, 60), None)
        pen.circle((34.5, 21), 1.1, (250, 160, 60), None)
    elif faction == "reavers":
        pen.poly([(26, 15), (19, 8), (21, 16)], (230, 220, 190), INK, 0.8)
        pen.poly([(38, 15), (45, 8), (43, 16)], (230, 220, 190), INK, 0.8)
        pen.line((27, 20), (37, 20), INK, 1.2)
    elif faction == "wardens":
        pen.poly([(24.5, 19), (26, 12), (32, 10), (38, 12), (39.5, 19)], (176, 184, 196), INK, 1.0)
        pen.line((24, 19), (40, 19), (140, 148, 160), 1.6)
    else:
        for dx in (-5, -1.5, 2, 5.5):
            pen.line((32 + dx, 14), (32 + dx * 1.4, 7), (120, 160, 80), 1.4)
        pen.circle((29.5, 20), 1.0, (240, 230, 120), None)
        pen.circle((34.5, 20), 1.0, (240, 230, 120), None)
    if tier == "veteran":
        for sx in (-1, 1):
            pen.ellipse(32 + sx * 8, 29, 3.6, 2.4, trim, INK, 0.8)
    if tier == "champion":
        pen.poly([(26, 27), (32, 35), (38, 27), (40, 46), (24, 46)], shade(trim, 0.8), INK, 0.8)
        pen.poly([(28, 12), (30, 6), (32, 10), (34, 6), (36, 12)], (240, 200, 80), INK, 0.8)
    return pen


def _badge(pen: Pen, ring):
    pen.circle((12, 12), 10.5, (34, 30, 30), INK, 1.0)
    pen.ring((12, 12), 9.6, ring, 1.2)


def status(name: str) -> Pen:
    pen = Pen(24, 24, seed=31)
    if name == "burning":
        _badge(pen, (240, 120, 40))
        pen.poly([(12, 4), (16, 10), (17, 16), (12, 20), (7, 16), (8, 10)], (240, 110, 40), INK, 0.8)
        pen.poly([(12, 10), (14.5, 15), (12, 18.5), (9.5, 15)], (255, 210, 90), None)
    elif name == "fearful":
        _badge(pen, (170, 140, 220))
        pen.circle((12, 11), 5.5, (210, 204, 230), INK, 0.8)
        pen.circle((10, 10), 1.1, INK, None)
        pen.circle((14, 10), 1.1, INK, None)
        pen.ellipse(12, 14, 1.5, 2.0, INK, None)
        pen.polyline([(5, 19), (8, 17), (11, 19), (14, 17), (17, 19)], (170, 140, 220), 1.0)
    elif name == "enraged":
        _badge(pen, (220, 50, 40))
        for sx in (-1, 1):
            pen.poly([(12 + sx * 1.2, 13), (12 + sx * 6, 8), (12 + sx * 5.4, 14.5)], (220, 50, 40), INK, 0.6)
        pen.polyline([(7, 18), (12, 16), (17, 18)], (220, 50, 40), 1.4)
    elif name == "stunned":
        _badge(pen, (230, 200, 60))
        pen.polyline(arc_points(12, 13, 7.0, 3.0, 0, 360, 20), (230, 200, 60), 0.8)
        for ang in (200, 330, 80):
            a = math.radians(ang)
            cx, cy = 12 + 7.0 * math.cos(a), 12 + 3.0 * math.sin(a)
            pen.poly([(cx, cy - 3), (cx + 1, cy - 1), (cx + 3, cy), (cx + 1, cy + 1), (cx, cy + 3),
                      (cx - 1, cy + 1), (cx - 3, cy), (cx - 1, cy - 1)], (250, 230, 120), INK, 0.5)
    elif name == "frozen":
        _badge(pen, (140, 200, 240))
        for ang in (0, 60, 120):
            a = math.radians(ang)
            dx, dy = 7 * math.cos(a), 7 * math.sin(a)
            pen.line((12 - dx, 12 - dy), (12 + dx, 12 + dy), (190, 230, 255), 1.6)
        pen.circle((12, 12), 2.0, (230, 246, 255), INK, 0.6)
    elif name == "hidden":
        _badge(pen, (120, 150, 110))
        pen.ellipse(12, 12, 7.5, 4.2, (200, 210, 190), INK, 0.8)
        pen.circle((12, 12), 2.4, INK, None)
        pen.line((5, 18), (19, 6), (60, 70, 60), 2.0)
    else:  # overwatch: an eye over a crosshair
        _badge(pen, (100, 190, 220))
        pen.ring((12, 12), 6.0, (100, 190, 220), 1.0)
        for a, b in (((12, 3.5), (12, 8)), ((12, 16), (12, 20.5)), ((3.5, 12), (8, 12)),
                     ((16, 12), (20.5, 12))):
            pen.line(a, b, (200, 236, 250), 1.2)
        pen.circle((12, 12), 1.6, (200, 236, 250), None)
    return pen


def objective(name: str) -> Pen:
    pen = Pen(48, 48, seed=77)
    pen.soft(lambda p: p.ellipse(24, 40, 16, 5, (0, 0, 0), None), 110)
    if name.startswith("cache"):
        looted = name.endswith("looted")
        wood = (110, 80, 50) if looted else (150, 104, 58)
        pen.rect(10, 20, 28, 18, wood, INK, 1.2)
        if looted:
            pen.poly([(10, 20), (14, 10), (40, 12), (38, 20)], shade(wood, 0.8), INK, 1.0)
        else:
            pen.poly([(10, 20), (12, 13), (36, 13), (38, 20)], shade(wood, 1.15), INK, 1.0)
            pen.rect(21, 18, 6, 6, (220, 190, 80), INK, 0.8)
        pen.line((10, 29), (38, 29), shade(wood, 0.7), 1.2)
    elif name.startswith("beacon"):
        pen.poly([(16, 40), (20, 22), (28, 22), (32, 40)], (90, 84, 80), INK, 1.2)
        pen.rect(14, 18, 20, 5, (120, 112, 104), INK, 1.0)
        if name.endswith("lit"):
            pen.soft(lambda p: p.circle((24, 12), 11, (255, 170, 60), None), 120)
            pen.poly([(24, 2), (30, 12), (28, 18), (20, 18), (18, 12)], (250, 120, 40), INK, 0.8)
            pen.poly([(24, 8), (27, 14), (21, 14)], (255, 220, 110), None)
        else:
            for x in (19, 24, 29):
                pen.line((x, 18), (x + 2, 12), (70, 60, 52), 1.6)
    else:  # a standing stone to hold
        pen.poly([(17, 40), (15, 18), (21, 8), (29, 9), (33, 20), (31, 40)], (130, 128, 136), INK, 1.2)
        pen.polyline([(20, 18), (24, 14), (28, 19), (24, 24), (20, 18)], (120, 200, 220), 1.4)
    return pen


def grimheim_sprites() -> dict:
    art = {}
    for faction in FACTIONS:
        for tier in TIERS:
            art[f"{faction}_{tier}"] = figure(faction, tier)
    for name in STATUSES:
        art[f"status_{name}"] = status(name)
    for name in OBJECTIVES:
        art[f"objective_{name}"] = objective(name)
    return {name: pen.done() for name, pen in art.items()}
