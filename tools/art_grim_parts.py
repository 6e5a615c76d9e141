"""The parts every GRIM creature is built from: each Element's palette family, the Look a Grim's
data and seed pick (colours, eyes, horns, wings, tail), and the Element's motifs (flames, fins,
leaves, sparks, ...) drawn onto the anchors a body plan leaves behind. See art_grim."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from art_draw import INK, Pen, arc_points, mix, shade, star

# body colours to pick from, a belly/light colour, the motif colour, the eye colour
PALETTES = {
    "water": (
        [(52, 110, 186), (38, 140, 164), (120, 178, 220), (64, 92, 160)],
        (196, 230, 244),
        (226, 246, 255),
        (255, 236, 120),
    ),
    "fire": (
        [(204, 72, 34), (178, 46, 36), (226, 120, 42), (150, 52, 40)],
        (250, 196, 110),
        (255, 200, 60),
        (255, 246, 170),
    ),
    "plant": (
        [(78, 144, 62), (112, 152, 52), (58, 116, 78), (128, 110, 60)],
        (206, 226, 150),
        (150, 216, 82),
        (250, 220, 90),
    ),
    "earth": (
        [(142, 102, 62), (122, 114, 104), (172, 134, 84), (104, 84, 70)],
        (212, 184, 140),
        (226, 172, 78),
        (250, 210, 120),
    ),
    "electric": (
        [(226, 192, 44), (240, 214, 90), (96, 98, 118), (206, 160, 40)],
        (252, 240, 180),
        (130, 232, 255),
        (255, 255, 200),
    ),
    "wind": (
        [(128, 190, 178), (176, 208, 222), (150, 170, 204), (104, 160, 150)],
        (236, 246, 244),
        (246, 252, 252),
        (40, 60, 90),
    ),
    "light": (
        [(238, 222, 160), (250, 238, 204), (222, 196, 116), (244, 206, 150)],
        (255, 250, 230),
        (255, 214, 80),
        (120, 170, 255),
    ),
    "dark": (
        [(62, 46, 84), (44, 42, 58), (84, 50, 72), (50, 58, 80)],
        (110, 96, 130),
        (150, 92, 206),
        (255, 60, 50),
    ),
    "ghost": (
        [(150, 152, 214), (168, 202, 222), (132, 122, 194), (186, 190, 230)],
        (226, 232, 250),
        (200, 232, 255),
        (90, 240, 255),
    ),
    "psychic": (
        [(204, 92, 164), (150, 92, 204), (224, 132, 194), (176, 70, 130)],
        (246, 200, 236),
        (255, 170, 240),
        (255, 250, 140),
    ),
    "poison": (
        [(124, 62, 152), (100, 140, 62), (146, 82, 120), (86, 120, 90)],
        (196, 220, 120),
        (168, 236, 60),
        (230, 255, 90),
    ),
}
GROUND_Y = 114  # where feet stand on the 128 px picture


@dataclass
class Look:
    """Everything chosen for one creature before drawing: from its data, then its seed."""

    element: str
    body: tuple
    belly: tuple
    accent: tuple
    eye: tuple
    eyes: int = 2  # 1 cyclops, 2, 3 (a third eye), 4+
    horns: str = ""  # "", "curl", "spike", "antler", "crown"
    wings: bool = False  # a pair of wings raised from the back (drakes, sphinxes, wyrms)
    bulk: float = 1.0  # 0.8 lean .. 1.25 hulking, from Health
    speedy: bool = False  # a fast Grim leans forward and trails streaks
    prop: str = ""  # what it carries: lantern, scythe, bucket, ...
    variant: str = ""  # the body plan's own choice (hound, ox, owl, moth, ...)
    ghostly: bool = False


@dataclass
class Anchors:
    """Where a body plan put things, so features and motifs land on the creature."""

    head: tuple = (64, 50)
    head_r: float = 12.0
    back: list = field(default_factory=list)  # points along the top line, for spines and leaves
    tail_tip: tuple | None = None
    hand: tuple | None = None  # where a prop is held
    facing: int = 1  # 1 looks right, -1 left


def make_look(element: str, rng, health: int, speed: int) -> Look:
    bodies, belly, accent, eye = PALETTES[element]
    body = bodies[rng.randrange(len(bodies))]
    jitter = 0.88 + rng.random() * 0.24  # same family, each its own shade
    body = shade(body, jitter)
    return Look(
        element,
        body,
        mix(belly, body, 0.25),
        accent,
        eye,
        bulk=max(0.82, min(1.22, 0.7 + health / 40)),
        speedy=speed >= 11,
        ghostly=element == "ghost",
    )


# -- features ------------------------------------------------------------------------------


def eyes(pen: Pen, look: Look, a: Anchors, size: float = 1.0, glow: bool = False) -> None:
    """Eyes on the head's front half: the element's eye colour, a dark pupil and a glint."""
    hx, hy, r = a.head[0], a.head[1], a.head_r
    n = look.eyes
    fx = hx + a.facing * r * 0.25
    er = max(1.6, r * 0.24 * size)
    spread = r * 0.42
    spots = [
        (
            fx + (i - (n - 1) / 2) * spread * (1.6 if n == 2 else 1.0),
            hy - r * 0.08 - (i % 2) * r * 0.12 * (n > 2),
        )
        for i in range(n)
    ]
    if look.eyes == 3:  # the third eye sits on the brow
        spots = [(fx - spread * 0.8, hy), (fx + spread * 0.8, hy), (fx, hy - r * 0.5)]
    for x, y in spots:
        if glow:
            pen.soft(lambda p, x=x, y=y: p.circle((x, y), er * 2.2, look.eye, None), 90)
        pen.circle((x, y), er, look.eye, INK, 0.8)
        pen.circle((x + a.facing * er * 0.2, y + er * 0.1), er * 0.48, INK, None)
        pen.circle((x - er * 0.3, y - er * 0.35), er * 0.25, (255, 255, 255), None)


def horns(pen: Pen, look: Look, a: Anchors) -> None:
    hx, hy, r = a.head[0], a.head[1], a.head_r
    bone = mix((236, 226, 200), look.accent, 0.25)
    if look.horns == "curl":
        for side in (-1, 1):
            base = (hx + side * r * 0.55, hy - r * 0.7)
            pts = [
                base,
                (base[0] + side * r * 0.9, base[1] - r * 0.5),
                (base[0] + side * r * 1.2, base[1] + r * 0.2),
            ]
            pen.polyline(pts, INK, r * 0.34)
            pen.polyline(pts, bone, r * 0.2)
    elif look.horns == "spike":
        for side in (-1, 1):
            x = hx + side * r * 0.5
            pen.poly(
                [
                    (x - r * 0.22, hy - r * 0.75),
                    (x + side * r * 0.35, hy - r * 1.75),
                    (x + r * 0.22, hy - r * 0.8),
                ],
                bone,
                INK,
                0.9,
            )
    elif look.horns == "antler":
        for side in (-1, 1):
            x0, y0 = hx + side * r * 0.4, hy - r * 0.8
            tip = (x0 + side * r * 1.1, y0 - r * 1.9)
            pen.stick((x0, y0), tip, r * 0.16, look.accent if look.element == "light" else bone)
            for t in (0.35, 0.65):
                bx, by = x0 + (tip[0] - x0) * t, y0 + (tip[1] - y0) * t
                pen.stick((bx, by), (bx + side * r * 0.8, by - r * 0.3), r * 0.13, bone)
    elif look.horns == "crown":
        gold = (232, 190, 70)
        w = r * 0.9
        pts = [
            (hx - w, hy - r * 0.7),
            (hx - w, hy - r * 1.45),
            (hx - w * 0.5, hy - r * 1.05),
            (hx, hy - r * 1.6),
            (hx + w * 0.5, hy - r * 1.05),
            (hx + w, hy - r * 1.45),
            (hx + w, hy - r * 0.7),
        ]
        pen.poly(pts, gold, INK, 0.9)
        pen.circle((hx, hy - r * 0.95), r * 0.14, look.accent, None)


# -- element motifs --------------------------------------------------------------------------


def flame(pen: Pen, base, h: float, look: Look, lean: float = 0.0) -> None:
    x, y = base
    outer = [
        (x - h * 0.32, y),
        (x - h * 0.28 + lean * 0.3, y - h * 0.55),
        (x + lean, y - h),
        (x + h * 0.12 + lean * 0.5, y - h * 0.5),
        (x + h * 0.3, y - h * 0.3),
        (x + h * 0.3, y),
    ]
    pen.poly(outer, (236, 96, 30), INK, 0.8)
    pen.poly(
        [(x - h * 0.16, y), (x + lean * 0.6, y - h * 0.62), (x + h * 0.16, y)], look.accent, None
    )


def fin(pen: Pen, base, h: float, look: Look, facing: int) -> None:
    x, y = base
    pts = [(x - facing * h * 0.5, y), (x - facing * h * 0.4, y - h), (x + facing * h * 0.45, y)]
    pen.poly(pts, mix(look.body, look.accent, 0.45), INK, 0.8)
    pen.line(
        (x - facing * h * 0.1, y - 1),
        (x - facing * h * 0.35, y - h * 0.75),
        shade(look.body, 0.8),
        0.7,
    )


def leaf(pen: Pen, base, h: float, angle_deg: float, colour) -> None:
    a = math.radians(angle_deg)
    tip = (base[0] + math.cos(a) * h, base[1] + math.sin(a) * h)
    nx, ny = -math.sin(a) * h * 0.3, math.cos(a) * h * 0.3
    mid = ((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2)
    pen.poly([base, (mid[0] + nx, mid[1] + ny), tip, (mid[0] - nx, mid[1] - ny)], colour, INK, 0.8)
    pen.line(base, tip, shade(colour, 0.7), 0.6)


def bolt(pen: Pen, start, length: float, colour, rng) -> None:
    x, y = start
    pts = [(x, y)]
    for i in range(4):
        x += (rng.random() - 0.5) * length * 0.5
        y += length / 4
        pts.append((x + (length * 0.18 if i % 2 else -length * 0.18), y))
    pen.polyline(pts, INK, 2.6)
    pen.polyline(pts, colour, 1.4)


def spark(pen: Pen, c, r: float, colour) -> None:
    star(pen, c, r, colour, points=4, inner=0.3)


def motifs_on_body(pen: Pen, look: Look, a: Anchors, rng) -> None:
    """The Element written on the creature itself: along its back, on its head, at its tail."""
    e, back = look.element, a.back
    if e == "fire":
        for i, p in enumerate(back):
            flame(
                pen,
                p,
                10 + rng.random() * 8 + (4 if i == len(back) // 2 else 0),
                look,
                a.facing * -3,
            )
        if a.tail_tip:
            flame(pen, a.tail_tip, 13, look, -a.facing * 4)
    elif e == "water":
        if back:
            fin(pen, back[len(back) // 2], 12 + rng.random() * 6, look, a.facing)
        for side in (-1, 1):
            hx, hy, r = a.head[0], a.head[1], a.head_r
            pen.poly(
                [
                    (hx + side * r * 0.8, hy - r * 0.1),
                    (hx + side * r * 1.6, hy - r * 0.6),
                    (hx + side * r * 1.2, hy + r * 0.3),
                ],
                mix(look.body, look.accent, 0.4),
                INK,
                0.8,
            )
    elif e == "plant":
        leafc = (110, 186, 70)
        for p in back:
            leaf(pen, p, 9 + rng.random() * 6, -90 + (rng.random() - 0.5) * 80, leafc)
        hx, hy, r = a.head[0], a.head[1], a.head_r
        leaf(pen, (hx, hy - r * 0.9), r * 0.9, -60, shade(leafc, 1.1))
        leaf(pen, (hx, hy - r * 0.9), r * 0.8, -125, leafc)
        pen.circle((hx + r * 0.1, hy - r * 1.0), r * 0.22, (238, 120, 160), INK, 0.6)
    elif e == "earth":
        for p in back:
            h = 7 + rng.random() * 7
            pen.poly(
                [
                    (p[0] - h * 0.5, p[1] + 2),
                    (p[0] - h * 0.2, p[1] - h),
                    (p[0] + h * 0.4, p[1] - h * 0.6),
                    (p[0] + h * 0.5, p[1] + 2),
                ],
                shade((150, 140, 128), 0.9 + rng.random() * 0.2),
                INK,
                0.8,
            )
        if back:
            p = back[len(back) // 2]
            pen.poly(
                [(p[0] - 3, p[1] - 4), (p[0], p[1] - 14), (p[0] + 3, p[1] - 4)],
                look.accent,
                INK,
                0.7,
            )
    elif e == "electric":
        for p in back[::2]:
            bolt(pen, (p[0], p[1] - 12), 12, look.accent, rng)
        hx, hy, r = a.head[0], a.head[1], a.head_r
        for side in (-1, 1):
            tip = (hx + side * r * 0.6, hy - r * 1.7)
            pen.line((hx + side * r * 0.3, hy - r * 0.8), tip, INK, 1.2)
            spark(pen, tip, r * 0.35, (255, 250, 150))
    elif e == "wind":
        for p in back[::2]:
            tail = [(p[0] - a.facing * 4 * k, p[1] - 3 - math.sin(k) * 3) for k in range(6)]
            pen.polyline(tail, INK, 2.2)
            pen.polyline(tail, look.accent, 1.2)
    elif e == "light":
        hx, hy, r = a.head[0], a.head[1], a.head_r
        pen.ellipse(hx, hy - r * 1.35, r * 0.9, r * 0.28, None, INK, 2.4)
        pen.ellipse(hx, hy - r * 1.35, r * 0.9, r * 0.28, None, look.accent, 1.4)
    elif e == "dark":
        for p in back:
            pen.poly(
                [
                    (p[0] - 4, p[1] + 1),
                    (p[0] - a.facing * 3, p[1] - 10 - rng.random() * 5),
                    (p[0] + 4, p[1] + 1),
                ],
                shade(look.body, 0.7),
                INK,
                0.8,
            )
    elif e == "psychic":
        hx, hy, r = a.head[0], a.head[1], a.head_r
        pen.circle((hx, hy - r * 1.4), r * 0.32, look.accent, INK, 0.8)
        pen.circle((hx, hy - r * 1.4), r * 0.14, INK, None)
    elif e == "poison":
        for p in back:
            pen.circle(p, 2.6 + rng.random() * 2.2, look.accent, INK, 0.7)
        hx, hy, r = a.head[0], a.head[1], a.head_r
        pen.poly(
            [
                (hx + a.facing * r * 0.4 - 2, hy + r * 0.7),
                (hx + a.facing * r * 0.4, hy + r * 1.3),
                (hx + a.facing * r * 0.4 + 2, hy + r * 0.7),
            ],
            look.accent,
            INK,
            0.6,
        )


def aura(pen: Pen, look: Look, rng, box=(6, 6, 116, 104)) -> None:
    """Loose bits of the Element floating around the creature: embers, bubbles, motes, sparks."""
    x0, y0, w, h = box
    e = look.element
    for _i in range(7):
        x, y = x0 + rng.random() * w, y0 + rng.random() * h * 0.75
        if 34 < x < 94 and 30 < y < 100:  # keep the creature's middle clear
            continue
        if e == "fire":
            pen.circle((x, y), 1.2 + rng.random() * 1.3, (255, 170, 60), None)
        elif e in ("water", "poison"):
            pen.circle((x, y), 1.5 + rng.random() * 2.0, None, mix(look.accent, INK, 0.2), 0.8)
        elif e == "electric":
            spark(pen, (x, y), 3 + rng.random() * 2, look.accent)
        elif e == "light":
            star(pen, (x, y), 2.5 + rng.random() * 2.5, look.accent, points=4, inner=0.35)
        elif e == "wind":
            pts = arc_points(x, y, 6, 3, 180, 340, 6)
            pen.polyline(pts, look.accent, 1.0)
        elif e == "plant":
            leaf(pen, (x, y), 4 + rng.random() * 3, rng.random() * 360, (130, 196, 80))
        elif e == "earth":
            pen.circle((x, y + h * 0.3), 1.5 + rng.random() * 1.5, (150, 128, 100), INK, 0.5)
        elif e in ("ghost", "psychic", "dark"):
            pen.soft(
                lambda p, x=x, y=y: p.circle((x, y), 2.2 + rng.random() * 2, look.accent, None), 150
            )


def wings(pen: Pen, look: Look, a: Anchors) -> None:
    """Two leathery wings raised from the middle of the back, the far one darker."""
    if not look.wings or not a.back:
        return
    x, y = a.back[len(a.back) // 2]
    for k, colour in ((0, shade(look.body, 0.6)), (1, shade(look.body, 0.9))):
        dx = -6 + k * 8
        tip = (x + dx - 22, y - 40 + k * 4)
        pts = [
            (x + dx, y + 2),
            (x + dx + 10, y - 30),
            tip,
            (x + dx - 14, y - 20),
            (x + dx - 22, y - 6),
        ]
        pen.poly(pts, colour, INK, 1.0)
        for p in pts[2:]:  # the wing's ribs
            pen.line((x + dx + 6, y - 22), p, shade(colour, 0.7), 0.8)


def streaks(pen: Pen, look: Look, rng) -> None:
    """Speed lines trailing a fast Grim (drawn facing right, so they trail to the left)."""
    if not look.speedy:
        return
    for k in range(3):
        y = 58 + k * 14 + rng.random() * 4
        x = 6 + rng.random() * 6
        pen.line((x, y), (x + 14 + k * 3, y), mix(look.accent, (255, 255, 255), 0.4), 1.4)


def ground_shadow(pen: Pen, cx: float = 64, rx: float = 34) -> None:
    pen.soft(lambda p: p.ellipse(cx, GROUND_Y + 2, rx, 5, (0, 0, 0), None), 90)
