"""The people among GRIMLORE's monsters (goblins, bandits, orcs, witches, the dead in their
robes): a bust whose parts are its skin, cloak, face (flesh, rot or skull), ears, tusks, beard,
war paint, headgear and what it holds. One of the body plans of tools/art_grimlore_bodies.py."""

from __future__ import annotations

import math

from art_draw import INK, Pen, arc_points, shade
from art_grimlore_bodies import BONE, eyes, wiggle

# -- people: a bust with headgear, ears, tusks, beard and what the hands hold -----------------


def bust(pen: Pen, look: dict) -> None:
    skin, cloak = look["skin"], look["cloak"]
    wide = look.get("wide", 0)
    pen.gradient_poly(
        [(10 - wide, 58), (16 - wide, 44), (24, 40), (40, 40), (48 + wide, 44), (54 + wide, 58)],
        shade(cloak, 1.25),
        shade(cloak, 0.65),
        INK,
        1.2,
    )
    if look.get("pauldrons"):
        for x in (16 - wide, 48 + wide):
            pen.ellipse(x, 45, 7, 4.5, look["pauldrons"], INK, 1.0)
    hx, hy, r = 32, 28 + look.get("low", 0), 10.5 + wide * 0.4
    held = look.get("held")
    if held:
        HELD[held](pen, look)
    ears = look.get("ears")
    if ears:
        span, lift = {"pointy": (9, 6), "big": (13, 4), "round": (3, 0)}[ears]
        for side in (-1, 1):
            x0 = hx + side * (r - 2)
            tip = (hx + side * (r + span), hy - lift + wiggle(pen, 1.5))
            pen.poly([(x0, hy - 3), tip, (x0, hy + 4)], skin, INK, 1.0)
    face = look.get("face", "flesh")
    pen.circle((hx, hy), r, BONE if face == "skull" else skin, INK, 1.2)
    if face == "skull":
        pen.rect(hx - 6, hy + 6, 12, 6, BONE, INK, 1.0)
        for dx in (-3, 0, 3):
            pen.line((hx + dx, hy + 8), (hx + dx, hy + 12), INK, 0.8)
        for dx in (-4.2, 4.2):
            pen.circle((hx + dx, hy), 3.3, (28, 24, 30), None)
        eyes(pen, (hx, hy), 4.2, look["eyes"], 1.2, glow=True)
        pen.poly([(hx, hy + 3), (hx - 1.6, hy + 6), (hx + 1.6, hy + 6)], (28, 24, 30), None)
    else:
        if face == "rot":  # sunken sockets, a stitched cheek
            for dx in (-4, 4):
                pen.circle((hx + dx, hy), 3, shade(skin, 0.55), None)
            pen.polyline([(hx + 3, hy + 5), (hx + 8, hy + 2)], INK, 0.8)
            for t in (0.3, 0.7):
                x, y = hx + 3 + 5 * t, hy + 5 - 3 * t
                pen.line((x - 1, y - 1.2), (x + 1, y + 1.2), INK, 0.6)
        eyes(pen, (hx, hy), 4, look["eyes"], 1.5, glow=look.get("glow", False))
        mouth = look.get("mouth", "line")
        if mouth == "fangs":
            pen.poly([(hx - 4, hy + 5), (hx + 4, hy + 5), (hx, hy + 8)], (60, 20, 24), INK, 0.7)
            pen.poly([(hx - 2.5, hy + 5), (hx - 1.6, hy + 7.4), (hx - 0.8, hy + 5)], BONE, None)
            pen.poly([(hx + 2.5, hy + 5), (hx + 1.6, hy + 7.4), (hx + 0.8, hy + 5)], BONE, None)
        elif mouth == "grin":
            pen.polyline(arc_points(hx, hy + 3, 4.5, 3, 20, 160, 6), INK, 1.0)
        else:
            pen.line((hx - 3, hy + 6), (hx + 3, hy + 6), INK, 0.9)
    if look.get("tusks"):
        for side in (-1, 1):
            pen.poly(
                [(hx + side * 4, hy + 8), (hx + side * 5.5, hy + 2), (hx + side * 2.5, hy + 6)],
                BONE,
                INK,
                0.7,
            )
    if look.get("beard"):
        b = look["beard"]
        pen.poly(
            [
                (hx - 9, hy + 3),
                (hx - 5, hy + 15),
                (hx, hy + 19),
                (hx + 5, hy + 15),
                (hx + 9, hy + 3),
            ],
            b,
            INK,
            1.0,
        )
        pen.poly([(hx - 3, hy + 6), (hx + 3, hy + 6), (hx, hy + 9)], shade(skin, 0.4), None)
    if look.get("nose"):  # a troll's warty nose
        pen.ellipse(hx, hy + 3, 3.4, 4.2, shade(skin, 0.9), INK, 0.9)
        pen.circle((hx + 1.5, hy + 1.5), 0.8, shade(skin, 0.6), None)
    if look.get("paint"):
        pen.line((hx - 8, hy - 1), (hx - 2, hy + 3), look["paint"], 1.4)
        pen.line((hx + 8, hy - 1), (hx + 2, hy + 3), look["paint"], 1.4)
    HEADGEAR[look.get("gear", "none")](pen, (hx, hy), r, look)


def _hood(pen, c, r, look, point=4):
    hx, hy = c
    col = look.get("gear_colour", look["cloak"])
    pts = (
        [(hx - r - 4, hy + 10)]
        + arc_points(hx, hy, r + 4, r + 4, 180, 270, 6)
        + [(hx + point, hy - r - 4 - point)]
        + arc_points(hx, hy, r + 4, r + 4, 290, 360, 5)
        + [(hx + r + 4, hy + 10), (hx + r, hy + 10)]
        + arc_points(hx, hy - 1, r - 1, r, 0, -180, 10)[1:-1]
        + [(hx - r, hy + 10)]
    )
    pen.poly(pts, col, INK, 1.1)


def _witch_hat(pen, c, r, look):
    hx, hy = c
    col = look.get("gear_colour", (40, 30, 50))
    pen.ellipse(hx, hy - r + 3, r + 9, 3.5, col, INK, 1.0)
    pen.poly(
        [(hx - 8, hy - r + 2), (hx + 3, hy - r - 16), (hx + 13, hy - r - 12), (hx + 8, hy - r + 2)],
        col,
        INK,
        1.0,
    )
    pen.line((hx - 7, hy - r), (hx + 7, hy - r), look.get("band", (170, 60, 60)), 1.6)


def _helm(pen, c, r, look, horns=False, plume=None):
    hx, hy = c
    steel = look.get("gear_colour", (150, 152, 160))
    if horns:
        for side in (-1, 1):
            pen.poly(
                [
                    (hx + side * (r - 2), hy - 5),
                    (hx + side * (r + 8), hy - 12),
                    (hx + side * (r + 7), hy - 20),
                    (hx + side * (r + 2), hy - 9),
                ],
                BONE,
                INK,
                1.0,
            )
    if plume:
        pen.poly(
            [(hx - 2, hy - r - 1), (hx - 6, hy - r - 11), (hx + 10, hy - r - 9), (hx + 3, hy - r)],
            plume,
            INK,
            1.0,
        )
    top = arc_points(hx, hy, r + 1.5, r + 2, 180, 360, 12)
    pen.poly(top + [(hx + r + 1.5, hy - 1), (hx - r - 1.5, hy - 1)], steel, INK, 1.1)
    pen.line((hx, hy - r - 1), (hx, hy + 4), shade(steel, 0.7), 2.2)
    pen.line((hx - r, hy - 2), (hx + r, hy - 2), shade(steel, 0.75), 1.2)


def _mitre(pen, c, r, look):
    hx, hy = c
    col = look.get("gear_colour", (230, 220, 200))
    pen.poly(
        [
            (hx - 8, hy - r + 3),
            (hx - 7, hy - r - 12),
            (hx, hy - r - 19),
            (hx + 7, hy - r - 12),
            (hx + 8, hy - r + 3),
        ],
        col,
        INK,
        1.1,
    )
    pen.line((hx, hy - r - 16), (hx, hy - r + 2), look.get("band", (200, 160, 60)), 1.6)
    pen.line((hx - 5, hy - r - 6), (hx + 5, hy - r - 6), look.get("band", (200, 160, 60)), 1.4)


def _bandana(pen, c, r, look):
    hx, hy = c
    col = look.get("gear_colour", (150, 40, 40))
    band = arc_points(hx, hy, r + 0.5, r + 0.5, 195, 345, 10)
    pen.poly(band + [(hx + r - 2, hy - 4), (hx - r + 2, hy - 4)], col, INK, 1.0)
    pen.poly([(hx + r - 1, hy - 5), (hx + r + 7, hy - 1), (hx + r + 4, hy - 7)], col, INK, 0.9)


def _hair(pen, c, r, look):
    hx, hy = c
    col = look.get("gear_colour", (60, 40, 30))
    top = arc_points(hx, hy, r + 0.5, r + 0.5, 190, 350, 12)
    pen.poly(top + [(hx + r - 2, hy - 4), (hx - r + 2, hy - 4)], col, INK, 1.0)
    if look.get("bun"):
        pen.circle((hx, hy - r - 2), 3.5, col, INK, 0.9)
    if look.get("lank"):  # long strands hanging past the jaw
        for side in (-1, 1):
            for i, dx in enumerate((0.2, 2.6, 5.0)):
                x = hx + side * (r - 1.5 + dx * 0.5)
                end = (x + side * (1 + wiggle(pen, 1)), hy + 10 + i * 3 + wiggle(pen, 2))
                pen.polyline([(x, hy - 4), (x + side * 1.5, hy + 3), end], INK, 2.6)
                pen.polyline([(x, hy - 4), (x + side * 1.5, hy + 3), end], col, 1.4)


def _circlet(pen, c, r, look):
    hx, hy = c
    _hair(pen, c, r, look)
    pen.polyline(arc_points(hx, hy - 2, r, r * 0.5, 200, 340, 8), (220, 180, 70), 1.4)
    pen.circle((hx, hy - r * 0.5 - 2), 1.6, (120, 200, 230), INK, 0.5)


def _moss(pen, c, r, look):
    hx, hy = c
    col = look.get("gear_colour", (80, 110, 60))
    for a in range(200, 345, 24):
        x = hx + r * math.cos(math.radians(a))
        y = hy + r * math.sin(math.radians(a))
        pen.circle((x, y), 3.2, col, INK, 0.6)


HEADGEAR = {
    "none": lambda pen, c, r, look: None,
    "hood": _hood,
    "cowl": lambda pen, c, r, look: _hood(pen, c, r, look, point=0),
    "witch_hat": _witch_hat,
    "helm": _helm,
    "horned_helm": lambda pen, c, r, look: _helm(pen, c, r, look, horns=True),
    "plumed_helm": lambda pen, c, r, look: _helm(pen, c, r, look, plume=(200, 60, 50)),
    "mitre": _mitre,
    "bandana": _bandana,
    "hair": _hair,
    "circlet": _circlet,
    "moss": _moss,
}


# what the hands hold, drawn behind the head


def _bow(pen, look):
    pen.polyline(arc_points(50, 36, 7, 17, -80, 80, 10), (120, 80, 44), 2.2)
    pen.line((51, 19.5), (51, 52.5), (220, 210, 190), 0.7)
    pen.stick((44, 40), (58, 30), 0.8, (200, 190, 170), None)


def _blade(pen, look, x=50, lean=1):
    pen.stick((x, 56), (x + 6 * lean, 20), 2.2, (206, 210, 220))
    pen.line((x - 4, 50), (x + 4, 51), (170, 130, 60), 2.0)


def _twin_blades(pen, look):
    _blade(pen, look, 50, 1)
    _blade(pen, look, 14, -1)


def _knife(pen, look):
    pen.stick((50, 52), (56, 38), 2.0, (206, 210, 220))
    pen.line((47, 50), (53, 53), (120, 80, 44), 2.2)


def _shield(pen, look):
    col = look.get("shield", (110, 70, 50))
    pen.poly([(40, 40), (58, 38), (58, 52), (49, 60), (40, 52)], col, INK, 1.2)
    pen.circle((49, 48), 2.4, (190, 190, 200), INK, 0.7)
    for x, y in ((43, 42), (55, 41), (43, 52), (55, 51)):
        pen.circle((x, y), 0.9, (200, 200, 210), None)


def _staff(pen, look):
    pen.stick((14, 58), (12, 16), 1.8, (110, 76, 46))
    glow = look.get("orb", (160, 120, 240))
    pen.soft(lambda p: p.circle((12, 15), 6.5, glow, None), 120)
    pen.circle((12, 15), 3, shade(glow, 1.3), INK, 0.8)


def _censer(pen, look):
    pen.line((50, 30), (51, 46), (190, 170, 110), 0.9)
    pen.circle((51, 49), 4, (200, 170, 80), INK, 1.0)
    pen.soft(lambda p: p.circle((51, 53), 5, look.get("orb", (150, 220, 200)), None), 110)


def _lantern(pen, look):
    pen.line((48, 34), (50, 42), INK, 0.9)
    pen.rect(46.5, 42, 7, 9, (60, 50, 40), INK, 1.0)
    pen.soft(lambda p: p.circle((50, 46.5), 7, (255, 200, 90), None), 120)
    pen.rect(48, 44, 4, 5, (255, 220, 120), None)


def _claws(pen, look):
    """Two bony hands raised at the shoulders, long nails out."""
    skin = look["skin"]
    for side in (-1, 1):
        wrist, palm = (32 + side * 17, 54), (32 + side * 19, 42)
        pen.stick(wrist, palm, 4.5, shade(skin, 0.85), INK, 1.0)
        for spread in (-5, 0, 5):
            tip = (palm[0] + side * spread * 0.5 + spread * 0.4, palm[1] - 9 + abs(spread) * 0.4)
            pen.stick(palm, tip, 1.6, shade(skin, 0.9), INK, 0.8)
            pen.line(tip, (tip[0] + side * 1.5, tip[1] - 3), (226, 220, 200), 1.0)


HELD = {
    "claws": _claws,
    "bow": _bow,
    "blade": lambda pen, look: _blade(pen, look),
    "twin_blades": _twin_blades,
    "knife": _knife,
    "shield": _shield,
    "staff": _staff,
    "censer": _censer,
    "lantern": _lantern,
}
