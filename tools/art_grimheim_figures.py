"""Grimheim's miniatures as layers: every part is drawn in the same 64x64 frame for each body
type, so the table stacks the parts a model's data names (faction, body, armour, class, tier,
weapon, gear and a mark picked by its name) into that model's own figure.

The body type fixes the frame's geometry (shoulders, hips, head, hands); every other part is
drawn against it, so a hulking brawler's maul sits in its own fist. Weapons in hand are drawn in
art_grimheim_arms. Layer order, back to front, is LAYERS (the table composes in this order).
"""

from __future__ import annotations

from dataclasses import dataclass

from art_draw import INK, Pen, arc_points, shade
from art_grimheim_arms import BRASS
from art_palette import BONE, GOLD, IRON, LEATHER, STEEL, STEEL_DARK, WOOD

# faction: robe, trim, skin, base rim, glow (their censers, lanterns, fog, eyes)
FACTIONS = {
    "ashen": ((96, 92, 96), (232, 120, 40), (214, 190, 170), (232, 120, 40), (255, 150, 60)),
    "reavers": ((140, 58, 38), (206, 186, 146), (196, 150, 120), (200, 52, 40), (240, 80, 60)),
    "wardens": ((52, 64, 96), (220, 196, 110), (224, 196, 172), (120, 160, 220), (255, 226, 130)),
    "mirefolk": ((66, 108, 62), (170, 200, 120), (150, 170, 130), (110, 190, 90), (150, 230, 170)),
}
FUR = (128, 126, 132)  # grey wolf, apart from the reavers' pale collar ruff
REED = (176, 168, 100)
FOG = (180, 200, 180)
SASHES = (
    (176, 40, 40),
    (216, 176, 60),
    (60, 120, 170),
    (236, 226, 200),
    (120, 70, 150),
    (70, 150, 110),
)


@dataclass(frozen=True)
class Build:
    """Where a body type puts things in the 64x64 frame."""

    w: float  # shoulder half-width
    hip: float  # hip half-width
    top: float  # shoulder line
    waist: float  # belt line
    foot: float  # soles
    head: tuple  # head centre
    hr: float  # head radius
    arm: float  # arm thickness
    leg: float  # leg thickness
    base: tuple  # base radii

    @property
    def right(self):  # the weapon hand
        return (32 + self.w + 5, self.top + 13)

    @property
    def left(self):
        return (32 - self.w - 5, self.top + 13)

    @property
    def crown(self):  # just above the head
        return (self.head[0], self.head[1] - self.hr + 1.5)


BODIES = {
    "slight": Build(6.5, 5.5, 29.5, 42, 51, (32, 21.5), 7, 3.4, 3.4, (18, 6.5)),
    "standard": Build(9.5, 8, 25, 41, 51, (32, 16), 8.5, 4.6, 4.4, (22, 7.5)),
    "hulking": Build(14, 12, 25, 42, 51, (32, 16.5), 8.5, 6.2, 5.6, (26, 8.5)),
    "towering": Build(15.5, 12.5, 19, 38, 52, (32, 11), 8, 7.0, 6.4, (29, 9)),
}


def torso(b: Build):
    return [
        (32 - b.w, b.top),
        (32 + b.w, b.top),
        (32 + b.hip + 1, b.waist + 3),
        (32 - b.hip - 1, b.waist + 3),
    ]


# -- the base and the body ----------------------------------------------------------------------


def base(pen: Pen, faction: str, b: Build):
    rim = FACTIONS[faction][3]
    rx, ry = b.base
    pen.soft(lambda p: p.ellipse(32.5, 55, rx + 1.5, ry + 1.5, (0, 0, 0), None), 110)
    pen.ellipse(32, 53.5, rx, ry, (44, 40, 36), INK, 1.1)
    pen.ellipse(32, 52, rx, ry, (62, 56, 50), INK, 1.1)
    pen.ellipse(32, 52, rx - 1.4, ry - 1.2, None, rim, 2.0)
    if faction == "mirefolk":  # a low fog clings to their ankles
        pen.soft(lambda p: p.ellipse(32, 50, rx - 2, ry - 1, (150, 180, 150), None), 110)


def body(pen: Pen, faction: str, b: Build, bare: bool):
    robe, trim, skin, _, _ = FACTIONS[faction]
    trousers = shade(robe, 0.6)
    for side in (-1, 1):
        hip = (32 + side * (b.hip - b.leg / 2), b.waist + 2)
        foot = (32 + side * (b.hip - b.leg / 2 + 1), b.foot - 1)
        pen.stick(hip, foot, b.leg, trousers)
        pen.ellipse(
            foot[0] + side * 0.8, b.foot, b.leg * 0.8 + 0.8, 1.8, shade(LEATHER, 0.7), INK, 0.8
        )
    pen.gradient_poly(torso(b), shade(robe, 1.3), shade(robe, 0.8), INK, 1.1)
    if faction in ("ashen", "mirefolk"):  # long robes and oilcloth to the shins
        skirt = [
            (32 - b.hip - 1, b.waist + 2),
            (32 + b.hip + 1, b.waist + 2),
            (32 + b.hip + 3, b.foot - 4),
            (32 - b.hip - 3, b.foot - 4),
        ]
        pen.gradient_poly(skirt, shade(robe, 0.95), shade(robe, 0.65), INK, 1.0)
    sleeve = skin if bare else shade(robe, 1.1)
    for side, hand in ((-1, b.left), (1, b.right)):
        shoulder = (32 + side * (b.w - 1), b.top + 2)
        elbow = (32 + side * (b.w + 3.5), b.top + 8)
        pen.stick(shoulder, elbow, b.arm, sleeve)
        pen.stick(elbow, hand, b.arm * 0.9, sleeve)
        if bare:  # brawlers' muscles
            pen.circle(
                (shoulder[0] + side * 0.8, shoulder[1] + 2), b.arm * 0.55, shade(skin, 1.1), None
            )
    x0, x1 = 32 - b.w + 1, 32 + b.w - 1
    if faction == "ashen":  # hymns stitched down the sackcloth
        for k, y in enumerate(range(int(b.top) + 4, int(b.waist) - 1, 3)):
            pen.polyline(
                [(x0 + 2, y), (x0 + 4, y - 1), (x0 + 6, y + (k % 2)), (x0 + 8, y)],
                shade(trim, 0.8),
                0.6,
            )
        pen.line((32 + b.w * 0.4, b.top + 1), (32 + b.w * 0.4, b.waist + 2), trim, 1.2)
    elif faction == "reavers":  # a ruff of fur at the collar, iron bands on the arms
        for k in range(7):
            x = x0 + (x1 - x0) * k / 6
            pen.poly(
                [
                    (x - 2, b.top + 1),
                    (x, b.top - 2.5 + (k % 2)),
                    (x + 2, b.top + 1),
                    (x, b.top + 3.5),
                ],
                (190, 170, 140),
                INK,
                0.6,
            )
        for side, hand in ((-1, b.left), (1, b.right)):
            pen.line(
                (hand[0] - side * 1.5 - b.arm / 2, hand[1] - 4),
                (hand[0] - side * 1.5 + b.arm / 2, hand[1] - 3.5),
                IRON,
                1.3,
            )
    elif faction == "wardens":  # enamelled buttons and a gilt edge
        for y in range(int(b.top) + 3, int(b.waist), 3):
            pen.circle((32, y), 0.8, trim, None)
        pen.poly(torso(b), None, shade(trim, 0.8), 0.8)
    else:  # woven reed oilcloth
        for x in range(int(x0) + 1, int(x1), 3):
            pen.line((x, b.top + 2), (x - 1, b.waist + 1), shade(robe, 0.75), 0.6)


def hands(pen: Pen, faction: str, b: Build, bare: bool):
    skin = FACTIONS[faction][2]
    glove = skin if bare else shade(LEATHER, 0.85)
    for hand in (b.left, b.right):
        pen.circle(hand, b.arm * 0.55 + 0.6, glove, INK, 0.8)


def head(pen: Pen, faction: str, b: Build):
    robe, trim, skin, _, glow = FACTIONS[faction]
    (x, y), r = b.head, b.hr
    pen.circle((x, y), r, skin, INK, 1.1)
    if faction == "ashen":  # a soot-grey hood, ash on the face, ember eyes
        hood = [
            (x - r - 1.5, y + r * 0.6),
            (x - r - 1, y - r * 0.4),
            (x - r * 0.5, y - r - 1.5),
            (x + r * 0.5, y - r - 1.5),
            (x + r + 1, y - r * 0.4),
            (x + r + 1.5, y + r * 0.6),
            (x + r * 0.55, y - r * 0.1),
            (x - r * 0.55, y - r * 0.1),
        ]
        pen.poly(hood, shade(robe, 0.85), INK, 1.0)
        pen.ellipse(x, y + r * 0.35, r * 0.5, r * 0.3, shade(skin, 0.7), None)
        for dx in (-2.4, 2.4):
            pen.circle((x + dx, y + 0.8), 1.0, glow, None)
    elif faction == "reavers":  # shaggy red hair and a lacquered bone mask
        for k in range(6):
            a = -r + k * r * 0.4
            pen.poly(
                [(x + a, y - r * 0.6), (x + a - 1.5, y - r - 2.5), (x + a + 2.5, y - r * 0.8)],
                (150, 70, 40),
                INK,
                0.6,
            )
        mask = [
            (x - r * 0.85, y - r * 0.35),
            (x + r * 0.85, y - r * 0.35),
            (x + r * 0.7, y + r * 0.45),
            (x, y + r * 0.95),
            (x - r * 0.7, y + r * 0.45),
        ]
        pen.poly(mask, BONE, INK, 0.9)
        for dx in (-2.5, 2.5):
            pen.poly(
                [(x + dx - 1.5, y - 0.2), (x + dx + 1.5, y - 0.2), (x + dx, y + 1.6)], INK, None
            )
        pen.line((x, y + 2), (x, y + r * 0.8), shade(BONE, 0.7), 0.6)
    elif faction == "wardens":  # a clean face under a blue-black cap with a lamp badge
        pen.poly(arc_points(x, y - 0.5, r + 0.4, r + 0.6, 180, 360, 12), robe, INK, 1.0)
        pen.rect(x - r - 0.5, y - 1.6, 2 * r + 1, 1.8, shade(robe, 0.7), INK, 0.6)
        pen.circle((x, y - r * 0.55), 1.3, glow, INK, 0.5)
        for dx in (-2.4, 2.4):
            pen.circle((x + dx, y + 1.6), 0.9, INK, None)
        pen.line((x - 2, y + 4.2), (x + 2, y + 4.2), shade(skin, 0.6), 0.8)
    else:  # a woven reed mask, reeds standing out of it
        for dx in (-4, -1.5, 1.5, 4):
            pen.line((x + dx, y - r * 0.6), (x + dx * 1.5, y - r - 5), (150, 170, 90), 1.2)
        mask = [
            (x - r, y - r * 0.5),
            (x + r, y - r * 0.5),
            (x + r * 0.8, y + r * 0.8),
            (x - r * 0.8, y + r * 0.8),
        ]
        pen.poly(mask, (176, 160, 104), INK, 0.9)
        for k in range(4):
            yy = y - r * 0.3 + k * r * 0.3
            pen.line((x - r * 0.8, yy), (x + r * 0.8, yy), (130, 116, 70), 0.5)
        for dx in (-2.6, 2.6):
            pen.circle((x + dx, y + 0.4), 1.0, glow, None)


# -- armour -------------------------------------------------------------------------------------


def armour(pen: Pen, kind: str, faction: str, b: Build):
    """Leather: a brown jerkin open down the front; mail: a ring shirt under a tabard of the
    faction's cloth; plate: a breastplate, a fauld and pauldrons."""
    cloth = shade(FACTIONS[faction][0], 1.2)
    t = torso(b)
    inner = [
        (t[0][0] + 1.5, t[0][1] + 1.5),
        (t[1][0] - 1.5, t[1][1] + 1.5),
        (t[2][0] - 1.2, t[2][1] - 1),
        (t[3][0] + 1.2, t[3][1] - 1),
    ]
    if kind == "leather":  # a cut-away jerkin: the faction's cloth shows down the middle
        for side in (-1, 1):
            panel = [
                (32 + side * 2, b.top + 1),
                (32 + side * b.w, b.top),
                (32 + side * (b.hip + 1), b.waist + 3),
                (32 + side * 2.5, b.waist + 3),
            ]
            pen.poly(panel, (122, 82, 48), INK, 0.9)
            pen.line(
                (32 + side * (b.w * 0.5 + 1), b.top + 2),
                (32 + side * (b.hip * 0.5 + 1.5), b.waist + 1),
                (150, 108, 66),
                0.6,
            )
            pen.ellipse(
                32 + side * b.w,
                b.top + 1.5,
                b.arm * 0.6 + 1,
                b.arm * 0.45 + 1,
                (100, 66, 40),
                INK,
                0.8,
            )
        for y in (b.top + 4, b.top + (b.waist - b.top) * 0.55):  # laces across the gap
            pen.line((30, y), (34, y + 1.5), (70, 46, 28), 0.7)
            pen.line((30, y + 1.5), (34, y), (70, 46, 28), 0.7)
    elif kind == "mail":  # a ring shirt under a tabard of the faction's cloth
        pen.poly(inner, (134, 138, 146), INK, 0.9)
        for y in range(int(b.top) + 3, int(b.waist) + 2, 2):
            for x in range(int(32 - b.w), int(32 + b.w) + 1, 2):
                pen.circle((x + (y % 4) * 0.5, y), 0.55, (96, 100, 110), None)
        for side in (-1, 1):  # mail sleeves at the shoulders
            pen.circle((32 + side * b.w, b.top + 2), b.arm * 0.7, (134, 138, 146), INK, 0.8)
        tabard = [
            (32 - b.w * 0.35, b.top + 1),
            (32 + b.w * 0.35, b.top + 1),
            (32 + b.w * 0.35, b.foot - 7),
            (32, b.foot - 5),
            (32 - b.w * 0.35, b.foot - 7),
        ]
        pen.poly(tabard, cloth, INK, 0.8)
    else:  # plate: a shining breastplate, a fauld and big pauldrons
        pen.gradient_poly(inner, shade(STEEL, 1.15), STEEL_DARK, INK, 1.0)
        pen.line((32, b.top + 2), (32, b.waist), shade(STEEL, 1.3), 1.0)
        pen.rect(32 - b.hip - 1, b.waist, 2 * b.hip + 2, 3, STEEL_DARK, INK, 0.8)
        for side in (-1, 1):
            c = (32 + side * b.w, b.top + 1.5)
            pen.ellipse(c[0], c[1], b.arm * 0.9 + 1.5, b.arm * 0.6 + 1.2, STEEL, INK, 0.9)
            pen.line(
                (c[0] - b.arm * 0.6, c[1] + 0.6), (c[0] + b.arm * 0.6, c[1] + 0.6), STEEL_DARK, 0.6
            )


def helm(pen: Pen, kind: str, b: Build):
    """A mail coif, a plate sallet, or the gear's barred helm."""
    (x, y), r = b.head, b.hr
    if kind == "mail":
        coif = (
            [(x - r - 1.2, y + r * 0.9)]
            + arc_points(x, y, r + 1.2, r + 1.4, 180, 360, 14)
            + [
                (x + r + 1.2, y + r * 0.9),
                (x + r * 0.6, y + r * 0.8),
                (x + r * 0.6, y - r * 0.3),
                (x - r * 0.6, y - r * 0.3),
                (x - r * 0.6, y + r * 0.8),
            ]
        )
        pen.poly(coif, (134, 138, 146), INK, 0.9)
        for k in range(5):
            pen.line(
                (x - r + k * r * 0.5, y - r * 0.8),
                (x - r + k * r * 0.5, y - r * 0.3),
                (96, 100, 110),
                0.5,
            )
    elif kind == "plate":
        dome = (
            [(x - r - 1.5, y + 1)]
            + arc_points(x, y + 1, r + 1.5, r + 2, 180, 360, 14)
            + [(x + r + 1.5, y + 1)]
        )
        pen.gradient_poly(dome, shade(STEEL, 1.2), STEEL_DARK, INK, 1.0)
        pen.rect(x - r - 2, y, 2 * r + 4, 2.2, STEEL_DARK, INK, 0.8)  # the brim
        pen.line((x - r * 0.6, y - 1.6), (x + r * 0.6, y - 1.6), INK, 1.0)  # the eye slit
    else:  # barred: an iron cage for the face
        dome = (
            [(x - r - 1, y + r * 0.8)]
            + arc_points(x, y, r + 1, r + 1.5, 180, 360, 14)
            + [(x + r + 1, y + r * 0.8)]
        )
        pen.poly(dome, IRON, INK, 1.0)
        pen.ellipse(x, y + 1, r * 0.75, r * 0.75, (40, 34, 30), None)
        for dx in (-3, -1, 1, 3):
            pen.line((x + dx, y - r * 0.4), (x + dx, y + r * 0.8), shade(IRON, 1.6), 0.8)


def _chain(pen: Pen, a, b, links: int):
    """A run of iron links from a to b."""
    for k in range(links):
        t = (k + 0.5) / links
        c = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        pen.ellipse(c[0], c[1], 1.3 if k % 2 else 0.8, 0.8 if k % 2 else 1.3, None, IRON, 0.7)


# -- classes ------------------------------------------------------------------------------------


def class_back(pen: Pen, cls: str, faction: str, b: Build):
    """What a class carries behind the body: wings, a cloak, a banner, a quiver, a pack, a staff
    (a brawler carries nothing: its bare arms are its mark)."""
    robe, trim, _, _, glow = FACTIONS[faction]
    sx, sy = 32, b.top + 1
    if cls == "winged":  # leathery wings or a kite harness, spread wide
        for side in (-1, 1):
            wing = [
                (sx + side * 3, sy + 2),
                (sx + side * 14, sy - 10),
                (sx + side * 27, sy - 8),
                (sx + side * 22, sy + 1),
                (sx + side * 24, sy + 8),
                (sx + side * 15, sy + 5),
                (sx + side * 12, sy + 12),
            ]
            pen.poly(wing, shade(robe, 0.7), INK, 1.0)
            for tip in (wing[2], wing[4], wing[6]):
                pen.line((sx + side * 14, sy - 10), tip, shade(robe, 1.4), 0.8)
    elif cls == "stalker":  # a long dark cloak spreading behind
        cloak = [
            (sx - b.w - 2, sy),
            (sx + b.w + 2, sy),
            (sx + b.w + 7, b.foot - 2),
            (sx + 3, b.foot),
            (sx - 3, b.foot - 1.5),
            (sx - b.w - 7, b.foot - 2),
        ]
        pen.gradient_poly(cloak, (52, 48, 50), (28, 26, 30), INK, 1.0)
    elif cls == "captain":  # a banner pole with the faction's colours
        pole = (sx - b.w - 3, min(sy - 22, 8))
        pen.stick((sx - b.w - 3, b.waist), pole, 1.6, WOOD)
        flag = [
            (pole[0], pole[1] + 1),
            (pole[0] - 12, pole[1] + 2),
            (pole[0] - 9, pole[1] + 6),
            (pole[0] - 12, pole[1] + 11),
            (pole[0], pole[1] + 10),
        ]
        pen.poly(flag, trim, INK, 0.9)
        pen.circle((pole[0] - 5.5, pole[1] + 6), 2.0, robe, None)
        pen.circle(pole, 1.5, GOLD, INK, 0.6)
    elif cls == "marksman":  # a quiver or powder horn over the shoulder
        pen.stick((sx + b.w - 1, sy - 5), (sx + b.w - 5, b.waist - 2), 4.0, LEATHER)
        for dx in (-1.2, 1.2):
            pen.poly(
                [
                    (sx + b.w - 1 + dx, sy - 8),
                    (sx + b.w + 0.5 + dx, sy - 5),
                    (sx + b.w - 2.5 + dx, sy - 5),
                ],
                trim,
                INK,
                0.5,
            )
    elif cls == "skirmisher":  # a light pack with a rolled blanket
        pen.rect(sx - b.w - 1, sy - 2, 2 * b.w + 2, 4, (150, 130, 90), INK, 0.8)
        pen.line((sx - b.w, sy), (sx + b.w, sy), shade((150, 130, 90), 0.7), 0.6)
    elif cls == "mystic":  # a staff in the off hand, its head alight
        top = (b.left[0] - 1, b.top - 14)
        pen.stick((b.left[0] + 1, b.foot - 2), top, 1.8, (110, 84, 56))
        pen.soft(lambda p: p.circle(top, 5.5, glow, None), 130)
        pen.circle(top, 2.2, shade(glow, 1.1), INK, 0.6)
    elif cls == "penitent":  # a chain dragged behind to an iron weight on the ground
        weight = (sx - b.w - 6, b.foot - 1)
        _chain(pen, (sx - b.w + 1, sy + 1), weight, 7)
        pen.circle(weight, 2.6, (58, 58, 64), INK, 0.9)
    elif cls == "pack_runner":  # a wolf-fur mantle over the shoulders, its tail at the back
        mantle = [(sx - b.w - 5, sy + 8), (sx - b.w - 2, sy - 3), (sx + b.w + 2, sy - 3)]
        mantle += [(sx + b.w + 5, sy + 8), (sx, sy + 3)]
        pen.poly(mantle, FUR, INK, 1.0)
        root = (sx - b.hip + 1, b.waist + 1)
        tail = [root, (root[0] - 8, root[1] + 1), (root[0] - 14, root[1] + 7)]
        tail += [(root[0] - 11, root[1] + 9), (root[0] - 6, root[1] + 5), (root[0], root[1] + 4)]
        pen.poly(tail, FUR, INK, 0.9)
        pen.circle(tail[2], 1.8, (236, 230, 214), None)
    elif cls == "lamplighter":  # a pole over the off shoulder, its lantern hung from a hook
        top = (b.left[0] - 3, max(4, b.top - 18))
        pen.stick((b.left[0] + 1, b.foot - 2), top, 1.6, WOOD)
        pen.polyline([top, (top[0] - 3, top[1] - 1), (top[0] - 5, top[1] + 1)], IRON, 0.9)
        lamp = (top[0] - 5, top[1] + 5)
        pen.soft(lambda p: p.circle(lamp, 6.0, glow, None), 140)
        pen.rect(lamp[0] - 2, lamp[1] - 2.5, 4, 5, shade(glow, 1.1), INK, 0.8)
        pen.line((lamp[0] - 2.5, lamp[1] - 2.8), (lamp[0] + 2.5, lamp[1] - 2.8), IRON, 1.0)
    elif cls == "reed_wraith":  # a cloak of reeds fanning out, their heads above the shoulders
        for k in range(-4, 5):
            foot = (sx + k * (b.w + 8) / 4, b.foot - 2)
            tip = (sx + k * (b.w + 10) / 4, sy - 8 - (4 - abs(k)))
            pen.line(foot, tip, REED if k % 2 else shade(REED, 0.75), 1.6)
            if k % 2 == 0:
                pen.ellipse(tip[0], tip[1], 1.0, 2.2, (110, 76, 44), INK, 0.4)


def class_front(pen: Pen, cls: str, faction: str, b: Build):
    """What a class wears in front: a hood, a plume, a bandolier, a scarf, a sash, a harness."""
    robe, trim, _, _, glow = FACTIONS[faction]
    (x, y), r = b.head, b.hr
    if cls == "mystic":  # a deep pointed hood, the face in shadow but for the eyes
        peak = min(6, y - r - 0.5)  # a towering mystic's hood stays inside the frame
        hood = [
            (x - r - 2.5, y + r + 1),
            (x - r - 2, y - r * 0.2),
            (x - 2, y - r - min(4, peak - 1)),
            (x + 1, y - r - peak),
            (x + r + 2, y - r * 0.2),
            (x + r + 2.5, y + r + 1),
            (x + r * 0.6, y + r * 0.5),
            (x + r * 0.6, y - r * 0.2),
            (x - r * 0.6, y - r * 0.2),
            (x - r * 0.6, y + r * 0.5),
        ]
        pen.poly(hood, shade(robe, 0.55), INK, 1.0)
        pen.ellipse(x, y + 1, r * 0.6, r * 0.55, (24, 20, 22), None)
        for dx in (-2, 2):
            pen.circle((x + dx, y + 0.5), 0.9, glow, None)
    elif cls == "captain":  # a tall plume and a sash across the chest
        pen.poly(
            [
                (x + 1, y - r),
                (x + 3, y - r - 5),
                (x + 8, y - r - 7),
                (x + 6, y - r - 2.5),
                (x + 3.5, y - r + 1.5),
            ],
            shade(trim, 1.1),
            INK,
            0.8,
        )
        pen.line((32 - b.w + 1, b.top + 1), (32 + b.hip, b.waist), trim, 2.2)
    elif cls == "marksman":  # a bandolier of shot across the chest
        pen.line((32 + b.w - 1, b.top + 1), (32 - b.hip, b.waist), (90, 60, 38), 2.0)
        for k in range(4):
            t = (k + 0.5) / 4
            c = (32 + b.w - 1 + (-b.hip - b.w + 1) * t, b.top + 1 + (b.waist - b.top - 1) * t)
            pen.circle(c, 0.9, GOLD, INK, 0.4)
    elif cls == "stalker":  # a scarf over the mouth and the cloak's edges in front
        pen.rect(x - r * 0.9, y + 1.2, r * 1.8, r * 0.8, (44, 40, 44), INK, 0.7)
        for side in (-1, 1):
            pen.line(
                (32 + side * (b.w + 1), b.top),
                (32 + side * (b.w + 2.5), b.waist + 3),
                (40, 36, 40),
                1.6,
            )
    elif cls == "skirmisher":  # a bandana whose tails stream behind
        pen.rect(x - r, y - r * 0.55, 2 * r, 2, (190, 60, 40), INK, 0.6)
        pen.poly(
            [(x - r, y - r * 0.5), (x - r - 6, y - r * 0.2), (x - r - 4, y + 0.5), (x - r, y)],
            (190, 60, 40),
            INK,
            0.6,
        )
    elif cls == "brawler":  # a knotted rope belt and a scar of war paint
        pen.line((32 - b.hip - 1, b.waist + 1), (32 + b.hip + 1, b.waist + 1), (196, 60, 44), 2.0)
        pen.poly(
            [(32 + 2, b.waist + 1), (32 + 4, b.waist + 7), (32 + 6, b.waist + 6)],
            (196, 60, 44),
            INK,
            0.5,
        )
    elif cls == "winged":  # a harness across the chest
        for side in (-1, 1):
            pen.line((32 + side * b.w, b.top), (32 - side * b.w * 0.6, b.waist), (80, 60, 40), 1.4)
        pen.circle((32, (b.top + b.waist) / 2), 1.5, IRON, INK, 0.6)
    elif cls == "penitent":  # the robe torn open on a scarred chest, chains crossed over it
        skin = FACTIONS[faction][2]
        pen.poly([(32 - b.w + 2, b.top), (32 + b.w - 2, b.top), (32, b.waist - 1)], skin, INK, 0.7)
        for k in range(3):
            yy = b.top + 2 + k * 2.5
            pen.line((32 - 2.5 + k, yy), (32 + 1.5 + k, yy + 1.5), (170, 60, 50), 0.7)
        for side in (-1, 1):
            _chain(pen, (32 + side * b.w, b.top + 1), (32 - side * b.hip, b.waist), 5)
    elif cls == "pack_runner":  # the mantle's shaggy edge and a wolf's-head hood
        for k in range(7):
            px = 32 - b.w - 1 + (2 * b.w + 2) * k / 6
            pen.poly(
                [(px - 2.2, b.top - 1), (px + 2.2, b.top - 1), (px, b.top + 3.5)], FUR, INK, 0.5
            )
        for side in (-1, 1):
            ear = [(x + side * (r - 4), y - r + 1), (x + side * (r - 0.5), y - r - 5)]
            ear.append((x + side * (r + 0.5), y - r + 2))
            pen.poly(ear, FUR, INK, 0.8)
            pen.poly([(p[0] - side * 0.8, p[1] + 1) for p in ear], (200, 150, 140), None)
    elif cls == "lamplighter":  # a satchel strap and a brass lamp-key at the hip
        pen.line((32 - b.w + 1, b.top + 1), (32 + b.hip, b.waist), (110, 80, 50), 1.6)
        pen.stick((32 + b.hip, b.waist), (32 + b.hip + 1, b.waist + 6), 1.2, BRASS)
        pen.circle((32 + b.hip + 1, b.waist + 6.5), 1.2, None, BRASS, 0.7)
        pen.circle((x, y - r + 0.5), 1.3, BRASS, INK, 0.5)  # the watch's lamp badge
    elif cls == "reed_wraith":  # reeds over the shoulders, fog wisps, eyes in the murk
        for side in (-1, 1):
            for k in range(3):
                a = (32 + side * (b.w - 1 - k * 2), b.top - 1)
                pen.line(a, (a[0] + side * 2, b.waist + 2), REED, 1.1)
        for dx, dy in ((-6, 0), (5, 3), (-1, 6)):
            pen.soft(lambda p, c=(32 + dx, b.foot - 6 - dy): p.ellipse(*c, 7, 2.2, FOG, None), 110)
        for dx in (-2, 2):
            pen.circle((x + dx, y + 0.5), 0.8, glow, None)


# -- tier marks, gear and the name's own mark ---------------------------------------------------


def tier(pen: Pen, name: str, faction: str, b: Build):
    trim = FACTIONS[faction][1]
    for side in (-1, 1):  # veterans and champions earn pads in the faction's trim
        c = (32 + side * (b.w - 0.5), b.top + 0.5)
        pen.ellipse(c[0], c[1], b.arm * 0.7 + 2.2, b.arm * 0.45 + 1.6, trim, INK, 0.9)
        pen.line((c[0] - 1.5, c[1]), (c[0] + 1.5, c[1]), shade(trim, 0.7), 0.7)
    if name == "champion":
        x, y = b.crown
        crown = [
            (x - 5, y + 1),
            (x - 5.5, y - 3.5),
            (x - 2.5, y - 1.5),
            (x, y - 4.5),
            (x + 2.5, y - 1.5),
            (x + 5.5, y - 3.5),
            (x + 5, y + 1),
        ]
        pen.poly(crown, GOLD, INK, 0.9)
        pen.circle((x, y - 0.5), 1.0, (200, 40, 40), None)


def gear(pen: Pen, name: str, b: Build):
    """The gear a player can see: a buckler, a tower shield, a soaked cloak, a grapnel, a charm,
    boots, a glass, trophy rings on the arms."""
    if name == "buckler":
        c = (b.left[0] - 1, b.left[1] - 1)
        pen.circle(c, 5.2, IRON, INK, 1.0)
        pen.circle(c, 3.8, (120, 86, 52), None)
        pen.circle(c, 1.5, STEEL, INK, 0.6)
    elif name == "wet_cloak":  # blue-grey and dripping
        cloak = [
            (32 - b.w - 1, b.top),
            (32 + b.w + 1, b.top),
            (32 + b.w + 5, b.foot - 3),
            (32 - b.w - 5, b.foot - 3),
        ]
        pen.gradient_poly(cloak, (70, 90, 110), (40, 56, 72), INK, 1.0)
        for dx in (-b.w - 3, 0.5, b.w + 3):
            pen.ellipse(32 + dx, b.foot - 1, 0.8, 1.3, (140, 190, 230), None)
    elif name == "grapnel":  # a coil of rope and a hook on the hip
        c = (32 - b.hip - 1, b.waist + 2)
        pen.circle(c, 3.2, None, (190, 160, 110), 1.3)
        pen.polyline([(c[0], c[1] + 3), (c[0] - 1.5, c[1] + 6), (c[0] - 3.5, c[1] + 5)], STEEL, 1.0)
    elif name == "charm":  # a knucklebone on a cord at the throat
        pen.polyline([(32 - 3, b.top), (32, b.top + 4), (32 + 3, b.top)], (60, 40, 30), 0.6)
        pen.ellipse(32, b.top + 5, 1.4, 1.8, BONE, INK, 0.5)
    elif name == "boots":  # pale running boots, laced high
        for side in (-1, 1):
            x = 32 + side * (b.hip - b.leg / 2 + 1)
            pen.rect(x - b.leg / 2 - 0.5, b.foot - 6, b.leg + 1, 5, (176, 150, 110), INK, 0.7)
            pen.line((x - 1, b.foot - 4), (x + 1, b.foot - 3), INK, 0.5)
    elif name == "spyglass":
        pen.stick((32 + b.hip, b.waist + 1), (32 + b.hip + 3, b.waist + 7), 1.8, GOLD)
    elif name == "salve":
        pen.ellipse(32 - b.hip, b.waist + 3, 2.2, 1.4, STEEL, INK, 0.6)
    elif name == "trophy_bands":  # bright rings torn from rivals, stacked up the upper arms
        for side in (-1, 1):
            shoulder, elbow = (
                (32 + side * (b.w - 1), b.top + 2),
                (32 + side * (b.w + 3.5), b.top + 8),
            )
            for t, ring in ((0.35, STEEL), (0.6, GOLD), (0.85, STEEL)):
                c = (
                    shoulder[0] + (elbow[0] - shoulder[0]) * t,
                    shoulder[1] + (elbow[1] - shoulder[1]) * t,
                )
                pen.ellipse(c[0], c[1], b.arm * 0.6 + 0.4, 1.0, ring, INK, 0.6)
    elif name == "tower_shield":  # a tall enamelled door of oak, planted in front
        x0, top, bottom = b.left[0] - 5, b.top - 2, b.foot - 1
        shield = [(x0, top + 2), (x0 + 5, top), (x0 + 10, top + 2), (x0 + 10, bottom), (x0, bottom)]
        pen.gradient_poly(shield, (96, 120, 170), (52, 64, 96), INK, 1.1)
        pen.line((x0 + 5, top + 1), (x0 + 5, bottom), GOLD, 1.2)
        pen.line((x0 + 1, (top + bottom) / 2), (x0 + 9, (top + bottom) / 2), GOLD, 1.2)
        pen.circle((x0 + 5, (top + bottom) / 2), 1.6, STEEL, INK, 0.6)


def mark(pen: Pen, name: str, b: Build):
    """A detail of its own for each named fighter, so two fighters of one build still differ."""
    (x, y), r = b.head, b.hr
    if name == "scar":
        pen.line((x + r * 0.5, y - r * 0.7), (x - r * 0.1, y + r * 0.7), (200, 50, 50), 1.0)
    elif name == "eyepatch":
        pen.line((x - r, y - r * 0.4), (x + r, y + 0.2), INK, 0.8)
        pen.circle((x + 2.4, y + 0.4), 1.6, INK, None)
    elif name == "braid":
        pen.polyline(
            [(x + r - 1, y), (x + r + 1.5, y + 4), (x + r + 1, y + 8)], (170, 130, 70), 1.6
        )
        pen.circle((x + r + 1, y + 8.5), 1.0, GOLD, None)
    elif name == "trophy":  # a small skull on the belt
        pen.circle((32 + b.hip * 0.5, b.waist + 3), 1.9, BONE, INK, 0.6)
        pen.circle((32 + b.hip * 0.5 - 0.7, b.waist + 3), 0.4, INK, None)
        pen.circle((32 + b.hip * 0.5 + 0.7, b.waist + 3), 0.4, INK, None)
    elif name == "patch":  # a mended square on the chest
        pen.rect(32 - b.w * 0.6, b.top + 4, 3.5, 3.5, (170, 150, 110), INK, 0.5)
    elif name == "rune":  # a painted sign on the chest
        c = (32 + b.w * 0.35, b.top + 6)
        pen.polyline(
            [(c[0] - 1.5, c[1] - 2), (c[0] + 1.5, c[1]), (c[0] - 1.5, c[1] + 2)],
            (240, 230, 200),
            0.8,
        )
    elif name == "feather":
        pen.poly(
            [(x - r + 1, y - r * 0.3), (x - r - 4, y - r - 4), (x - r - 1, y - r - 3.5)],
            (230, 230, 220),
            INK,
            0.6,
        )
    else:  # pouches on the belt
        for dx in (-b.hip * 0.6, -b.hip * 0.2):
            pen.rect(32 + dx - 1.2, b.waist + 1, 2.4, 3, (120, 90, 60), INK, 0.5)


def sash(pen: Pen, index: int, b: Build):
    """A belt in one of a few colours (table.figures.SASHES of them), the second detail a name
    picks."""
    colour = SASHES[index]
    pen.rect(32 - b.hip - 1.5, b.waist - 0.5, 2 * b.hip + 3, 2.6, colour, INK, 0.7)
    pen.rect(31, b.waist - 0.8, 2.2, 3.2, shade(colour, 0.7), INK, 0.5)
