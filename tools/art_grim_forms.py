"""GRIM's stranger body plans (bugs, spirits, blobs, trees, standing things, swarms, a floating
eye) and the props a Grim may carry. Same contract as art_grim_bodies: draw facing right on a
128 px picture, return the Anchors."""

from __future__ import annotations

import math

from art_draw import INK, Pen, arc_points, mix, shade
from art_grim_parts import GROUND_Y, Anchors, Look, flame

G = GROUND_Y


def bug(pen: Pen, look: Look, rng) -> Anchors:
    v = look.variant
    body = look.body
    cx, cy = 62, G - 30
    if v == "moth":
        cy = G - 50
        for side, k in ((-1, 0.8), (1, 1.0)):
            wing = [
                (cx, cy - 4),
                (cx + side * 44, cy - 38),
                (cx + side * 50, cy - 8),
                (cx + side * 8, cy + 4),
            ]
            low = [
                (cx, cy + 2),
                (cx + side * 34, cy + 16),
                (cx + side * 26, cy + 34),
                (cx + side * 4, cy + 12),
            ]
            for shape in (wing, low):
                pen.poly(shape, shade(body, k + 0.1), INK, 1.1)
            ring = (cx + side * 28, cy - 14)
            pen.circle(ring, 7, look.accent, INK, 0.8)
            pen.circle(ring, 3, INK, None)
        pen.ellipse(cx, cy + 6, 6, 20, shade(body, 0.7), INK, 1.1)
        head = (cx, cy - 16)
        hr = 7.0
        pen.circle(head, hr, shade(body, 0.8), INK, 1.0)
        for side in (-1, 1):
            pen.polyline(
                [
                    (head[0] + side * 2, head[1] - 5),
                    (head[0] + side * 10, head[1] - 18),
                    (head[0] + side * 16, head[1] - 20),
                ],
                INK,
                1.4,
            )
        return Anchors(
            head=head, head_r=hr, back=[(cx - 30, cy - 22), (cx + 30, cy - 22)], tail_tip=None
        )
    legs = 8 if v == "spider" else 6
    for i in range(legs // 2):
        for side in (-1, 1):
            x0 = cx + (i - 1) * 9
            knee = (x0 + side * 22 + (i - 1) * 6, cy - 14 - (8 if v == "spider" else 0))
            foot = (x0 + side * 32 + (i - 1) * 8, G)
            pen.polyline([(x0, cy), knee, foot], INK, 3.2)
            pen.polyline([(x0, cy), knee, foot], shade(body, 0.7), 1.8)
    if v == "spider":
        pen.circle((cx - 16, cy - 12), 22 * look.bulk, body, INK, 1.2)
        for i in range(3):  # the hourglass and its bands
            pen.line((cx - 30 + i * 8, cy - 26), (cx - 26 + i * 8, cy + 2), shade(body, 0.7), 1.4)
        pen.circle((cx - 20, cy - 14), 5, look.accent, INK, 0.7)
        head = (cx + 14, cy - 6)
        hr = 11.0
    elif v == "hornet":
        for i in range(4):
            pen.ellipse(
                cx - 18 - i * 2,
                cy - 10 + i * 3,
                15 - i * 2,
                11 - i,
                look.accent if i % 2 else body,
                INK,
                1.0,
            )
        pen.poly([(cx - 34, cy + 2), (cx - 44, cy + 8), (cx - 32, cy + 6)], INK, INK, 0.6)
        for k in (0, 1):
            pen.soft(
                lambda p, k=k: p.ellipse(
                    cx - 4 - k * 10, cy - 34 + k * 4, 16, 8, (230, 240, 255), INK, 1.0
                ),
                190,
            )
        pen.ellipse(cx + 2, cy - 10, 10, 9, shade(body, 0.9), INK, 1.0)
        head = (cx + 16, cy - 12)
        hr = 10.0
    else:  # beetle or scarab: a domed shell split down the middle
        pen.ellipse(cx - 4, cy - 12, 30 * look.bulk, 22 * look.bulk, body, INK, 1.3)
        pen.line((cx - 4, cy - 34 * look.bulk), (cx - 4, cy + 8), INK, 1.2)
        gem = look.variant == "scarab"
        for _ in range(4 if gem else 2):
            x, y = cx - 20 + rng.random() * 32, cy - 26 + rng.random() * 20
            if gem:
                pen.poly([(x, y - 6), (x + 4, y), (x, y + 6), (x - 4, y)], look.accent, INK, 0.7)
            else:
                pen.circle((x, y), 4, shade(body, 1.3), None)
        head = (cx + 28, cy - 6)
        hr = 10.0
        pen.poly(
            [(head[0] + 4, head[1] - 6), (head[0] + 16, head[1] - 16), (head[0] + 10, head[1] - 2)],
            shade(body, 0.8),
            INK,
            0.9,
        )
    pen.circle(head, hr, shade(body, 0.85), INK, 1.1)
    for side in (-1, 1):  # mandibles
        pen.polyline(
            [
                (head[0] + hr * 0.6, head[1] + side * 3 + 3),
                (head[0] + hr * 1.3, head[1] + side * 5 + 4),
            ],
            INK,
            1.6,
        )
    back = [(cx - 26, cy - 28), (cx - 8, cy - 34), (cx + 8, cy - 30)]
    return Anchors(head=head, head_r=hr, back=back, tail_tip=None)


def spirit(pen: Pen, look: Look, rng) -> Anchors:
    """A floating shape with no legs: a sheet-like ghost, a wisp of fire, a vortex."""
    v = look.variant
    body = look.body
    cx, top = 62, 22 + rng.random() * 6
    pen.soft(lambda p: p.circle((cx, top + 40), 40, look.accent, None), 60)
    if v == "wisp":
        c = (cx, top + 46)
        pen.soft(lambda p: p.circle(c, 26, look.accent, None), 120)
        flame(pen, (cx, top + 66), 52, look, -6)
        pen.circle(c, 16, mix(body, (255, 255, 255), 0.35), INK, 1.2)
        return Anchors(head=(c[0] + 1, c[1]), head_r=14, back=[], tail_tip=None)
    if v == "vortex":
        for i in range(6):
            w = 10 + i * 7
            y = G - 8 - i * 14
            pen.ellipse(cx + math.sin(i) * 4, y, w, 6, shade(body, 0.8 + i * 0.06), INK, 1.0)
        head = (cx + math.sin(5) * 4, G - 8 - 5 * 14)
        return Anchors(
            head=(head[0], head[1] + 2), head_r=12, back=[(cx - 30, G - 70)], tail_tip=None
        )
    width = (26 if v != "haunt" else 18) * look.bulk * (0.85 + rng.random() * 0.3)
    bottom = G - 8 - (22 if v == "haunt" else rng.random() * 12)
    teeth = rng.choice((4, 6, 8))
    ragged = rng.random() < 0.5
    hem = [
        (cx + width - i * (2 * width / teeth), bottom + ((8 if ragged else 4) if i % 2 else -2))
        for i in range(teeth + 1)
    ]
    if v == "sylph":  # dragonfly wings of leaf
        for side in (-1, 1):
            for k in (0, 1):
                pen.soft(
                    lambda p, side=side, k=k: p.ellipse(
                        cx + side * 30, top + 16 + k * 16, 22, 8 - k * 2, look.accent, INK, 0.9
                    ),
                    200,
                )
    if v == "poltergeist":  # the crockery it throws
        for x, y in ((18, 30), (104, 22), (110, 74), (14, 80)):
            pen.ellipse(x, y, 9, 4, (236, 230, 214), INK, 1.0)
            pen.ellipse(x, y, 5, 2, (120, 150, 200), None)
            pen.line((x - 12, y + 6), (x - 18, y + 10), look.accent, 1.0)
    if v == "banshee":  # long pale hair streaming back in the wind of her scream
        for i in range(6):
            strand = [
                (cx + 6, top + 4 + i * 3),
                (cx - 24, top + 10 + i * 7),
                (cx - 44, top + 20 + i * 11),
                (cx - 54, top + 34 + i * 12),
            ]
            pen.polyline(strand, INK, 7)
            pen.polyline(strand, (236, 236, 244) if i % 2 else (206, 210, 228), 5)
    shape = arc_points(cx, top + width, width, width, 180, 360, 16) + hem
    pen.gradient_poly(shape, mix(body, (255, 255, 255), 0.25), shade(body, 0.75), INK, 1.2)
    for side in (-1, 1):  # little arms reaching out
        hand = (cx + side * (width + 10), top + width + 12)
        pen.stick((cx + side * width * 0.8, top + width + 4), hand, 5, shade(body, 0.9))
    if v == "veil":
        pen.poly(
            arc_points(cx, top + width - 2, width + 3, width + 3, 180, 360, 16)
            + [(cx + width + 8, top + 60), (cx - width - 8, top + 60)],
            (236, 236, 244),
            INK,
            0.9,
        )
        for i in range(5):
            pen.line(
                (cx - width + i * width / 2, top + 20),
                (cx - width - 4 + i * width / 2 + 2, top + 58),
                (200, 200, 214),
                0.8,
            )
    if v == "fog":  # a hood, and bands of mist drifting across the body
        pen.poly(
            arc_points(cx, top + width - 4, width + 4, width + 6, 180, 360, 16)
            + [(cx + width + 4, top + width + 6), (cx - width - 4, top + width + 10)],
            shade(body, 0.7),
            INK,
            1.0,
        )
        pen.circle((cx + 4, top + width - 1), width * 0.62, shade(body, 0.35), None)
        for k in range(3):
            y = top + width + 18 + k * 14
            mist = (cx - 6 + k * 8, y)
            pen.soft(lambda q, m=mist: q.ellipse(m[0], m[1], 44, 5, (236, 240, 246), None), 170)
    head = (cx + 4, top + width - 2)
    if v == "haunt":  # a baby's bonnet
        pen.poly(
            arc_points(head[0] - 2, head[1], width * 0.9, width * 0.9, 170, 370, 12),
            (246, 240, 230),
            INK,
            1.0,
        )
    mouth = rng.choice(("wail", "grin", "none")) if v != "banshee" else "wail"
    if mouth == "wail":
        pen.ellipse(cx + 6, top + width + 12, 4, 6, (30, 26, 40), None)
    elif mouth == "grin":
        pen.polyline(arc_points(cx + 6, top + width + 6, 8, 5, 20, 160, 8), INK, 1.4)
    return Anchors(
        head=head,
        head_r=width * 0.6,
        back=[(cx - width * 0.7, top + 8), (cx + width * 0.7, top + 8)],
        hand=(cx + width + 10, top + width + 12),
    )


def blob(pen: Pen, look: Look, rng) -> Anchors:
    """A squat mound: a toad, a heap of rubble, a rolling tumbleweed, a sludge."""
    v = look.variant
    body = look.body
    b = look.bulk
    cx = 62
    if v == "tumbleweed":
        c = (cx, G - 32)
        pen.circle(c, 30, None, INK, 2.4)
        for _ in range(16):
            a0 = rng.random() * 6.28
            pen.polyline(
                arc_points(
                    c[0],
                    c[1],
                    14 + rng.random() * 14,
                    14 + rng.random() * 14,
                    math.degrees(a0),
                    math.degrees(a0) + 140,
                    8,
                ),
                shade(body, 0.8 + rng.random() * 0.4),
                2.0,
            )
        return Anchors(
            head=(c[0] + 4, c[1] - 2), head_r=12, back=[(cx - 20, G - 58), (cx + 14, G - 62)]
        )
    if v == "rubble":
        for i in range(9):
            x, y = cx - 34 + (i % 5) * 17 + rng.random() * 4, G - 14 - (i // 5) * 22
            pen.circle(
                (x, y), 13 + rng.random() * 3, shade(body, 0.85 + rng.random() * 0.3), INK, 1.1
            )
        head = (cx + 4, G - 54)
        pen.circle(head, 15, shade(body, 1.1), INK, 1.2)
        return Anchors(head=head, head_r=13, back=[(cx - 26, G - 40), (cx + 28, G - 40)])
    rx, ry = 38 * b, 28 * b
    cy = G - ry + 4
    if v == "toad":
        for side in (-1, 1):
            pen.ellipse(cx + side * 30, G - 4, 14, 6, shade(body, 0.8), INK, 1.0)
    shape = arc_points(cx, cy, rx, ry, 180, 360, 22) + [(cx + rx, G - 2), (cx - rx, G - 2)]
    if v == "sludge":
        shape = arc_points(cx, cy, rx, ry * 1.1, 180, 360, 22) + [
            (cx + rx - i * rx / 5, G - (6 if i % 2 else -2)) for i in range(11)
        ]
    pen.gradient_poly(shape, shade(body, 1.15), shade(body, 0.75), INK, 1.3)
    if v == "brain":
        for i in range(5):
            pen.polyline(
                arc_points(cx - 20 + i * 10, cy - 6, 6, 10, 180, 360, 6), shade(body, 0.7), 1.2
            )
    if v == "mushroom":  # a cap on a stout stalk
        pen.rect(cx - 12, cy - 4, 24, G - cy + 2, look.belly, INK, 1.1)
    for _ in range(5):
        x, y = cx - rx * 0.6 + rng.random() * rx * 1.2, cy - ry * 0.5 + rng.random() * ry * 0.6
        pen.circle((x, y), 2 + rng.random() * 3, shade(body, 1.3), None)
    mouth = arc_points(cx + 8, cy + 4, rx * 0.55, ry * 0.3, 10, 170, 12)
    pen.polyline(mouth, INK, 1.6)
    if v == "sludge":  # thick arms raised, dripping
        for side in (-1, 1):
            hand = (cx + side * (rx + 10), cy - ry * 0.9)
            pen.stick((cx + side * rx * 0.7, cy), hand, 11, shade(body, 0.95))
            pen.circle(hand, 7, shade(body, 1.05), INK, 1.0)
            for k in range(2):
                drip = (hand[0] + (k - 0.5) * 6, hand[1] + 8 + k * 3)
                pen.ellipse(drip[0], drip[1], 2.2, 4, look.accent, INK, 0.6)
    if v == "brood":  # her children cling about her, each a smaller copy
        for x, y, r in ((cx - rx - 2, G - 8, 9), (cx + rx + 4, G - 7, 8), (cx - rx + 14, G - 2, 7)):
            pen.ellipse(x, y - r * 0.3, r * 1.2, r, shade(body, 1.2), INK, 1.0)
            for dx in (-0.35, 0.35):
                pen.circle((x + dx * r, y - r * 0.6), r * 0.22, look.eye, INK, 0.5)
    head = (cx + 8, cy - ry * 0.55)
    if v == "toad":  # eyes bulge on top
        for dx in (-12, 12):
            pen.circle((head[0] + dx, head[1] - 6), 8, body, INK, 1.1)
    return Anchors(
        head=(head[0], head[1] - 4),
        head_r=16,
        back=[(cx - rx * 0.7, cy - ry * 0.7), (cx - rx * 0.2, cy - ry * 0.98)],
        tail_tip=None,
    )


def tree(pen: Pen, look: Look, rng) -> Anchors:
    """A walking tree: roots for feet, a trunk with a face, branches and a crown."""
    v = look.variant
    bark = mix((116, 80, 50), look.body, 0.3)
    cx = 62
    half = {"elder": 17, "dryad": 8}.get(v, 12)  # an elder's trunk is broad, a dryad's slim
    roots = (-2, -1, -0.4, 0.4, 1, 2) if v == "elder" else (-1, 0, 1)
    for side in roots:  # roots
        pen.stick(
            (cx + side * 6, G - 14),
            (cx + side * 20, G + 1),
            5 + (v == "elder") * 2,
            shade(bark, 0.8),
        )
    trunk = [
        (cx - half, G - 6),
        (cx - half + 2, G - 70),
        (cx + half - 2, G - 70),
        (cx + half, G - 6),
    ]
    pen.gradient_poly(trunk, shade(bark, 1.15), shade(bark, 0.8), INK, 1.2)
    for side in (-1, 1):
        pen.stick((cx + side * 8, G - 54), (cx + side * 34, G - 70 - rng.random() * 10), 5, bark)
    leafc = look.body
    crown = (cx, G - 82)
    if v == "willow":
        for i in range(9):
            x = cx - 40 + i * 10
            pen.polyline([(x, G - 90), (x + 2, G - 60), (x - 1, G - 30 - (i % 3) * 8)], INK, 4)
            pen.polyline(
                [(x, G - 90), (x + 2, G - 60), (x - 1, G - 30 - (i % 3) * 8)],
                shade(leafc, 1.1),
                2.4,
            )
        pen.ellipse(cx, G - 92, 42, 14, leafc, INK, 1.2)
    elif v == "bramble":
        for i in range(8):
            a = math.radians(-180 + i * 26)
            tip = (crown[0] + math.cos(a) * 40, crown[1] + math.sin(a) * 28)
            pen.stick(crown, tip, 3, shade(bark, 0.9))
            pen.poly(
                [(tip[0] - 3, tip[1]), (tip[0], tip[1] - 6), (tip[0] + 3, tip[1])],
                (230, 220, 200),
                INK,
                0.6,
            )
        hedge = mix(leafc, (60, 120, 50), 0.5)
        for dx, dy, r in ((-16, 4, 13), (16, 4, 13), (-8, -8, 14), (9, -9, 13), (0, 6, 14)):
            pen.circle(
                (crown[0] + dx, crown[1] + dy), r, shade(hedge, 0.9 + (dx + 16) / 160), INK, 1.0
            )
        for _ in range(7):  # thorns all through the hedge, and a few red berries
            x, y = crown[0] - 22 + rng.random() * 44, crown[1] - 16 + rng.random() * 28
            pen.poly([(x - 2, y + 1), (x + 1, y - 5), (x + 2, y + 1)], (236, 226, 204), INK, 0.5)
        for _ in range(3):
            x, y = crown[0] - 18 + rng.random() * 36, crown[1] - 10 + rng.random() * 20
            pen.circle((x, y), 2.4, (200, 40, 50), INK, 0.5)
    else:
        for i in range(6):
            a = math.radians(-180 + i * 36)
            pen.circle(
                (crown[0] + math.cos(a) * 24, crown[1] + math.sin(a) * 16),
                16,
                shade(leafc, 0.9 + i * 0.04),
                INK,
                1.1,
            )
        pen.circle(crown, 22, leafc, INK, 1.2)
        if v == "orchard":
            for _ in range(6):
                pen.circle(
                    (crown[0] - 30 + rng.random() * 60, crown[1] - 16 + rng.random() * 30),
                    3.5,
                    (220, 60, 50),
                    INK,
                    0.7,
                )
    face = (cx, G - 44)
    if v == "elder":  # a beard of moss hangs beneath her face
        beard = [
            (cx - 12, G - 40),
            (cx + 12, G - 40),
            (cx + 6, G - 14),
            (cx, G - 20),
            (cx - 6, G - 12),
        ]
        pen.poly(beard, mix(leafc, (120, 150, 80), 0.5), INK, 1.0)
    if v == "dryad":  # a pale face in the bark, long dark leaves for hair, poison berries
        for i in range(7):
            x = cx - 24 + i * 8
            strand = [(cx, G - 92), (x, G - 76), (x + 2, G - 46 - (i % 2) * 8)]
            pen.polyline(strand, INK, 5)
            pen.polyline(strand, shade(leafc, 0.8 + i * 0.05), 3)
        for _ in range(6):
            x, y = cx - 26 + rng.random() * 52, G - 96 + rng.random() * 24
            pen.circle((x, y), 3, (50, 30, 70), INK, 0.6)
        pen.ellipse(cx, face[1] - 2, 9, 11, (226, 214, 236), INK, 1.0)
    return Anchors(
        head=face, head_r=10, back=[(cx - 26, G - 92), (cx + 26, G - 92)], hand=(cx + 34, G - 76)
    )


def pillar(pen: Pen, look: Look, rng) -> Anchors:
    """A standing thing with a face: a monolith, an idol, a cairn, a tower, a rod, a kite."""
    v = look.variant
    body = look.body
    cx = 62
    if v == "cairn":
        for i, w in enumerate((28, 24, 19, 14, 10)):
            pen.ellipse(
                cx + (rng.random() - 0.5) * 6,
                G - 10 - i * 18,
                w,
                10,
                shade(body, 0.9 + i * 0.05),
                INK,
                1.2,
            )
        return Anchors(head=(cx, G - 46), head_r=12, back=[(cx - 16, G - 90), (cx + 12, G - 84)])
    if v == "tower":
        pen.gradient_poly(
            [(cx - 18, G), (cx - 12, G - 76), (cx + 12, G - 76), (cx + 18, G)],
            shade(body, 1.1),
            shade(body, 0.7),
            INK,
            1.2,
        )
        for i in range(3):
            pen.rect(cx - 14 + i * 1.2, G - 60 + i * 20, 28 - i * 2.4, 5, look.accent, INK, 0.6)
        pen.soft(lambda p: p.circle((cx, G - 88), 24, look.accent, None), 140)
        pen.rect(cx - 12, G - 96, 24, 18, (255, 244, 200), INK, 1.2)
        pen.poly([(cx - 16, G - 96), (cx, G - 110), (cx + 16, G - 96)], shade(body, 0.7), INK, 1.1)
        return Anchors(head=(cx, G - 40), head_r=11, back=[(cx - 14, G - 108)])
    if v == "rod":
        pen.stick((cx, G), (cx, G - 96), 6, (150, 150, 164))
        pen.circle((cx, G - 100), 7, look.accent, INK, 1.0)
        for i in range(3):
            pen.ellipse(cx, G - 36 + i * 10, 14 - i * 2, 4, (200, 120, 60), INK, 0.8)
        pen.rect(cx - 14, G - 70, 28, 24, look.body, INK, 1.2)
        return Anchors(head=(cx, G - 58), head_r=11, back=[(cx - 10, G - 100), (cx + 10, G - 100)])
    if v == "kite":
        kite = [(cx, 12), (cx + 30, 48), (cx, 96), (cx - 30, 48)]
        pen.poly(kite, body, INK, 1.3)
        pen.poly([(cx, 12), (cx + 30, 48), (cx, 48)], shade(body, 1.2), None)
        pen.line((cx, 14), (cx, 94), INK, 1.0)
        pen.line((cx - 28, 48), (cx + 28, 48), INK, 1.0)
        tail = [(cx + math.sin(i) * 8, 96 + i * 4) for i in range(5)]
        pen.polyline(tail, INK, 1.2)
        for p in tail[1::2]:
            pen.poly(
                [(p[0] - 4, p[1] - 2), (p[0] + 4, p[1] + 2), (p[0] - 4, p[1] + 2)],
                look.accent,
                INK,
                0.6,
            )
        return Anchors(head=(cx, 52), head_r=13, back=[(cx - 20, 34), (cx + 20, 34)])
    tall = 94 if v == "monolith" else 78
    w = 24 if v == "monolith" else 26
    shape = [(cx - w, G), (cx - w + 4, G - tall), (cx + w - 6, G - tall - 6), (cx + w, G)]
    if v == "iceberg":
        shape = [
            (cx - 36, G),
            (cx - 22, G - 60),
            (cx - 6, G - 86),
            (cx + 10, G - 66),
            (cx + 24, G - 76),
            (cx + 38, G),
        ]
    pen.gradient_poly(shape, shade(body, 1.2), shade(body, 0.7), INK, 1.4)
    for i in range(3):  # carved runes or cracks
        y = G - 20 - i * 14
        pen.line((cx - w * 0.5, y), (cx - w * 0.2, y - 4), look.accent, 1.2)
    if v == "idol":  # a carved face with a headdress
        pen.poly(
            [(cx - w - 8, G - tall + 4), (cx, G - tall - 20), (cx + w + 8, G - tall + 4)],
            look.accent,
            INK,
            1.0,
        )
    return Anchors(
        head=(cx + 2, G - tall + 26),
        head_r=14,
        back=[(cx - w * 0.6, G - tall + 2), (cx + w * 0.5, G - tall - 2)],
    )


def swarm(pen: Pen, look: Look, rng) -> Anchors:
    """Many small winged bodies around a bigger leader."""
    for _i in range(9):
        a = rng.random() * 6.28
        d = 22 + rng.random() * 26
        c = (62 + math.cos(a) * d, 58 + math.sin(a) * d * 0.8)
        r = 4 + rng.random() * 3
        pen.soft(
            lambda p, c=c, r=r: p.ellipse(
                c[0] - r * 0.6, c[1] - r, r * 1.1, r * 0.6, (236, 240, 255), INK, 0.6
            ),
            200,
        )
        pen.ellipse(c[0], c[1], r, r * 0.7, look.body, INK, 0.8)
        pen.circle((c[0] + r * 0.8, c[1] - r * 0.2), r * 0.35, look.eye, None)
    lead = (62, 58)
    pen.ellipse(lead[0] - 6, lead[1] + 4, 16, 10, shade(look.body, 0.9), INK, 1.0)
    pen.circle((lead[0] + 10, lead[1]), 10, look.body, INK, 1.1)
    return Anchors(head=(lead[0] + 11, lead[1]), head_r=9, back=[])


def eye(pen: Pen, look: Look, rng) -> Anchors:
    """One great floating eye, tendrils trailing beneath."""
    c = (62, 52)
    for i in range(5):
        x = c[0] - 20 + i * 10
        pts = [(x, c[1] + 20), (x + math.sin(i) * 8, c[1] + 40), (x - math.sin(i) * 6, c[1] + 58)]
        pen.polyline(pts, INK, 5)
        pen.polyline(pts, shade(look.body, 0.85), 3)
    pen.soft(lambda p: p.circle(c, 40, look.accent, None), 90)
    pen.ellipse(c[0], c[1], 34, 26, look.body, INK, 1.4)
    pen.ellipse(c[0], c[1], 26, 18, (250, 246, 236), INK, 1.0)
    pen.circle(c, 12, look.eye, INK, 1.0)
    pen.circle(c, 6, INK, None)
    pen.circle((c[0] - 4, c[1] - 4), 2.5, (255, 255, 255), None)
    return Anchors(head=c, head_r=26, back=[(c[0] - 24, c[1] - 22), (c[0] + 24, c[1] - 22)])


# -- props ----------------------------------------------------------------------------------


def prop(pen: Pen, look: Look, hand) -> None:
    """What the Grim carries, held at its hand: the thing its name promises."""
    if not look.prop or hand is None:
        return
    x, y = hand
    wood, steel, gold = (128, 88, 52), (196, 204, 214), (232, 190, 70)
    p = look.prop
    if p in ("staff", "lance", "scythe", "spade", "pipe", "censer", "lantern", "bell"):
        long = p not in ("pipe",)
        top, bottom = (x + 4, y - 50 if long else y - 10), (x - 2, y + 26 if long else y + 8)
        shaft = steel if p == "lance" else wood
        pen.stick(bottom, top, 2.6 if p != "lance" else 3.4, shaft)
        if p == "lance":
            pen.poly(
                [(top[0] - 5, top[1] + 6), (top[0] + 1, top[1] - 16), (top[0] + 5, top[1] + 6)],
                look.accent,
                INK,
                0.9,
            )
        elif p == "scythe":
            pen.poly(
                [(top[0], top[1]), (top[0] - 34, top[1] + 6), (top[0] - 8, top[1] + 4)],
                steel,
                INK,
                1.0,
            )
        elif p == "spade":
            pen.poly(
                [
                    (top[0] - 7, top[1] - 4),
                    (top[0] + 7, top[1] - 4),
                    (top[0] + 5, top[1] - 18),
                    (top[0] - 5, top[1] - 18),
                ],
                steel,
                INK,
                1.0,
            )
        elif p in ("lantern", "censer", "bell"):
            hang = (top[0] + 8, top[1] + 6)
            pen.line(top, (top[0] + 8, top[1]), INK, 1.4)
            pen.line((top[0] + 8, top[1]), hang, INK, 1.0)
            if p == "bell":
                pen.poly(
                    [
                        (hang[0] - 9, hang[1] + 14),
                        (hang[0] - 5, hang[1]),
                        (hang[0] + 5, hang[1]),
                        (hang[0] + 9, hang[1] + 14),
                    ],
                    gold,
                    INK,
                    1.0,
                )
            else:
                glow = look.accent if p == "lantern" else (170, 220, 90)
                pen.soft(lambda q: q.circle((hang[0], hang[1] + 8), 12, glow, None), 140)
                pen.rect(hang[0] - 5, hang[1], 10, 14, mix(glow, (255, 255, 255), 0.4), INK, 1.0)
        elif p == "staff":
            pen.circle(top, 4.5, look.accent, INK, 0.9)
    elif p in ("bucket", "cauldron"):
        w = 8 if p == "bucket" else 12
        pen.poly(
            [(x - w, y), (x + w, y), (x + w * 0.8, y + w * 1.5), (x - w * 0.8, y + w * 1.5)],
            wood if p == "bucket" else (60, 60, 66),
            INK,
            1.0,
        )
        pen.ellipse(x, y, w, 2.5, look.accent, INK, 0.7)
    elif p == "candle":
        pen.rect(x - 3, y - 16, 6, 18, (244, 236, 214), INK, 0.9)
        flame(pen, (x, y - 16), 9, look)
    elif p == "shield":
        pen.poly(
            [(x - 4, y - 20), (x + 14, y - 20), (x + 14, y), (x + 5, y + 12), (x - 4, y)],
            (220, 230, 240),
            INK,
            1.2,
        )
        pen.poly([(x, y - 16), (x + 10, y - 16), (x + 5, y)], (255, 255, 255), None)
    elif p == "knife":
        pen.poly([(x, y), (x + 14, y - 10), (x + 2, y + 3)], steel, INK, 0.9)
    elif p in ("bag", "purse"):
        pen.circle((x + 2, y + 8), 8 if p == "bag" else 6, (150, 110, 60), INK, 1.0)
        if p == "purse":
            pen.circle((x + 10, y + 12), 2.5, gold, INK, 0.6)
    elif p == "strings":
        for i in range(3):
            pen.line((x - 6 + i * 6, y), (x - 10 + i * 8, y + 40), (230, 230, 240), 0.6)
        pen.rect(x - 10, y - 2, 20, 3, wood, INK, 0.6)
    elif p == "spindle":
        pen.stick((x - 8, y - 8), (x + 8, y + 8), 2.2, wood)
        pen.circle((x, y), 5, look.accent, INK, 0.8)
