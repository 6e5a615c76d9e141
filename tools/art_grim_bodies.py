"""GRIM's body plans: each draws a creature's silhouette facing right on a 128 px picture and
returns its Anchors (head, back line, tail tip, hand) for eyes, horns, props and Element motifs.
The Look's variant and the seed bend each plan (a hound or an ox, an owl or a bat)."""

from __future__ import annotations

import math

from art_draw import INK, Pen, arc_points, mix, shade
from art_grim_parts import GROUND_Y, Anchors, Look

G = GROUND_Y


def _leg(pen: Pen, top, length: float, width: float, colour, bend: float = 0.0) -> None:
    knee = (top[0] + bend, top[1] + length * 0.55)
    foot = (top[0] + bend * 0.3, top[1] + length)
    pen.stick(top, knee, width, colour)
    pen.stick(knee, foot, width * 0.85, colour)
    pen.ellipse(foot[0] + 1.5, foot[1], width * 0.75, width * 0.4, shade(colour, 0.8), INK, 0.8)


def _belly(pen: Pen, cx, cy, rx, ry, look: Look) -> None:
    pen.ellipse(cx, cy + ry * 0.35, rx * 0.7, ry * 0.5, look.belly, None)


def quadruped(pen: Pen, look: Look, rng) -> Anchors:
    v = look.variant
    b = look.bulk
    long = {
        "lizard": 1.25,
        "hound": 1.05,
        "horse": 1.0,
        "ox": 1.05,
        "tortoise": 0.95,
        "mole": 0.85,
    }.get(v, 1.0)
    rx, ry = 27 * b * long, 15 * b * (1.2 if v in ("ox", "boar", "mole") else 1.0)
    leg = {
        "lizard": 12,
        "tortoise": 10,
        "mole": 10,
        "horse": 30,
        "stag": 30,
        "ox": 20,
        "boar": 16,
    }.get(v, 24)
    cx, cy = 58, G - leg - ry * 0.6
    body, dark = look.body, shade(look.body, 0.72)
    # far legs first, darker
    for dx in (-rx * 0.6, rx * 0.55):
        _leg(pen, (cx + dx + 4, cy + ry * 0.3), G - cy - ry * 0.3, 6 * b, dark, 2)
    tail_base = (cx - rx * 0.9, cy - ry * 0.2)
    tail_len = {
        "lizard": 34,
        "fox": 26,
        "lion": 22,
        "horse": 20,
        "tortoise": 6,
        "mole": 6,
        "ox": 18,
    }.get(v, 20)
    tail_tip = (
        tail_base[0] - tail_len * 0.8,
        tail_base[1] - (tail_len * 0.5 if v not in ("lizard",) else -8),
    )
    mid = ((tail_base[0] + tail_tip[0]) / 2, tail_base[1] - 4)
    pen.polyline([tail_base, mid, tail_tip], INK, 6 * b + (4 if v == "fox" else 0))
    pen.polyline(
        [tail_base, mid, tail_tip],
        body if v != "fox" else mix(body, look.belly, 0.3),
        4 * b + (4 if v == "fox" else 0),
    )
    if v == "fox":
        pen.circle(tail_tip, 4, (244, 240, 230), INK, 0.8)
    if v == "lion" or v == "horse":
        pen.circle(tail_tip, 3.5, dark, INK, 0.8)
    if v == "tortoise":  # the shell is the body
        pen.ellipse(cx, cy, rx, ry, body, INK, 1.2)
        dome = arc_points(cx, cy + 2, rx * 0.95, ry * 1.6, 180, 360, 20)
        pen.poly(dome, mix(body, (120, 100, 60), 0.4), INK, 1.2)
        for i in range(-1, 2):
            pen.poly(
                [
                    (cx + i * rx * 0.45 - 6, cy - ry * 0.5),
                    (cx + i * rx * 0.45, cy - ry * 1.1),
                    (cx + i * rx * 0.45 + 6, cy - ry * 0.5),
                    (cx + i * rx * 0.45, cy - ry * 0.1),
                ],
                shade(body, 1.15),
                INK,
                0.7,
            )
        back = [(cx + i * rx * 0.4, cy - ry * 1.45) for i in (-1.4, -0.5, 0.5, 1.4)]
    else:
        pen.ellipse(cx, cy, rx, ry, body, INK, 1.2)
        _belly(pen, cx, cy, rx, ry, look)
        back = [
            (cx + rx * t, cy - ry * math.sqrt(max(0.0, 1 - t * t)) + 1)
            for t in (-0.6, -0.2, 0.2, 0.55)
        ]
    if v == "lizard" or v == "hound" or v == "wolf" or v == "cat":  # stripes on the flank
        for t in (-0.4, 0.0, 0.4):
            pen.line(
                (cx + rx * t, cy - ry * 0.8),
                (cx + rx * t - 3, cy - ry * 0.1),
                shade(body, 0.65),
                2.0,
            )
    # near legs
    for dx in (-rx * 0.5, rx * 0.65):
        _leg(pen, (cx + dx, cy + ry * 0.4), G - cy - ry * 0.4, 7 * b, body, -2)
    # neck and head
    neck_up = {
        "horse": 26,
        "stag": 24,
        "lion": 10,
        "lizard": 2,
        "tortoise": 4,
        "mole": 0,
        "ox": 4,
        "boar": 0,
    }.get(v, 14)
    hr = {
        "ox": 13,
        "boar": 12,
        "lion": 13,
        "mole": 11,
        "tortoise": 9,
        "lizard": 9,
        "horse": 10,
    }.get(v, 11) * b
    head = (cx + rx * 0.95 + hr * 0.3, cy - ry * 0.4 - neck_up)
    if neck_up > 6:
        pen.poly(
            [
                (cx + rx * 0.5, cy - ry * 0.7),
                (head[0] - hr * 0.6, head[1] - hr * 0.2),
                (head[0] + hr * 0.2, head[1] + hr * 0.5),
                (cx + rx * 0.8, cy + ry * 0.3),
            ],
            body,
            INK,
            1.2,
        )
    if v == "lion":  # the mane behind the head
        for i in range(12):
            a = math.radians(i * 30)
            pen.circle(
                (head[0] - 2 + math.cos(a) * hr * 1.05, head[1] + math.sin(a) * hr * 1.05),
                hr * 0.5,
                look.accent,
                INK,
                0.8,
            )
    if v == "horse":
        for i in range(5):
            pen.poly(
                [
                    (head[0] - hr * 0.8 - i * 4, head[1] - hr * 0.2 + i * 5),
                    (head[0] - hr * 1.6 - i * 4, head[1] + i * 5 + 2),
                    (head[0] - hr * 0.7 - i * 4, head[1] + hr * 0.4 + i * 5),
                ],
                look.accent,
                INK,
                0.6,
            )
    snout = {
        "hound": 1.0,
        "wolf": 1.1,
        "fox": 1.1,
        "horse": 1.3,
        "ox": 0.7,
        "boar": 0.9,
        "lizard": 1.1,
        "mole": 1.2,
        "stag": 0.9,
        "cat": 0.5,
    }.get(v, 0.6)
    if v not in ("tortoise",):
        # ears first, behind the head
        if v in ("hound", "wolf", "fox", "cat", "horse", "stag"):
            for dx in (-0.45, 0.1):
                ex = head[0] + dx * hr
                tall = 1.5 if v in ("fox", "wolf") else 1.2
                pen.poly(
                    [
                        (ex - hr * 0.3, head[1] - hr * 0.6),
                        (ex - hr * 0.1, head[1] - hr * tall * 1.2),
                        (ex + hr * 0.35, head[1] - hr * 0.7),
                    ],
                    shade(body, 0.9),
                    INK,
                    0.9,
                )
    pen.circle(head, hr, body, INK, 1.2)
    if snout > 0:
        muzzle = [
            (head[0] + hr * 0.1, head[1] - hr * 0.45),
            (head[0] + hr * (0.7 + snout), head[1] - hr * 0.05),
            (head[0] + hr * (0.75 + snout), head[1] + hr * 0.45),
            (head[0] + hr * 0.1, head[1] + hr * 0.75),
        ]
        pen.poly(muzzle, mix(body, look.belly, 0.35), INK, 1.0)
        pen.circle((head[0] + hr * (0.65 + snout), head[1] - hr * 0.05), hr * 0.18, INK, None)
        pen.line(
            (head[0] + hr * 0.5, head[1] + hr * 0.45),
            (head[0] + hr * (0.6 + snout), head[1] + hr * 0.38),
            INK,
            0.8,
        )
    if v == "boar":
        pen.poly(
            [
                (head[0] + hr * 1.1, head[1] + hr * 0.4),
                (head[0] + hr * 1.5, head[1] - hr * 0.5),
                (head[0] + hr * 1.3, head[1] + hr * 0.5),
            ],
            (244, 236, 214),
            INK,
            0.8,
        )
    if v == "mole":  # big digging claws
        for i in range(3):
            pen.line(
                (cx + rx * 0.75 + i * 3, G - 2),
                (cx + rx * 0.75 + i * 3 + 4, G + 1),
                (240, 228, 200),
                1.6,
            )
    a = Anchors(
        head=(head[0] + hr * 0.15, head[1] - hr * 0.05),
        head_r=hr,
        back=back,
        tail_tip=tail_tip,
        hand=None,
    )
    return a


def biped(pen: Pen, look: Look, rng) -> Anchors:
    v = look.variant
    b = look.bulk
    small = v in ("imp", "child")
    scale = 0.72 if small else 1.0
    top = G - 74 * scale
    robe = v in ("robe", "hood", "witch", "jester", "child", "") and v != "knight"
    body, dark = look.body, shade(look.body, 0.7)
    cx = 60
    sw = 15 * b * scale  # shoulder half width
    if robe:
        hem = 24 * b * scale
        pts = [
            (cx - sw, top + 22 * scale),
            (cx + sw, top + 22 * scale),
            (cx + hem, G),
            (cx - hem, G),
        ]
        pen.gradient_poly(pts, shade(body, 1.15), shade(body, 0.7), INK, 1.2)
        for i in range(3):  # the hem's folds
            x = cx - hem * 0.6 + i * hem * 0.6
            pen.line((x, G - 2), (x + (i - 1) * 2, top + 44 * scale), shade(body, 0.6), 1.0)
        trim = rng.choice(("belt", "hem", "sash", "stripes"))
        if trim == "belt":
            y = top + 42 * scale
            pen.poly(
                [
                    (cx - sw * 1.1, y),
                    (cx + sw * 1.1, y),
                    (cx + sw * 1.15, y + 5),
                    (cx - sw * 1.15, y + 5),
                ],
                look.accent,
                INK,
                0.8,
            )
        elif trim == "hem":
            pen.poly(
                [(cx - hem, G), (cx + hem, G), (cx + hem * 0.93, G - 7), (cx - hem * 0.93, G - 7)],
                look.accent,
                INK,
                0.8,
            )
        elif trim == "sash":
            pen.poly(
                [
                    (cx - sw, top + 24 * scale),
                    (cx - sw + 6, top + 22 * scale),
                    (cx + hem * 0.7, G - 20),
                    (cx + hem * 0.6, G - 12),
                ],
                look.accent,
                INK,
                0.8,
            )
        else:
            for k in (-1, 1):
                pen.line(
                    (cx + k * 5, top + 26 * scale),
                    (cx + k * 9, G - 2),
                    shade(look.accent, 0.9),
                    2.0,
                )
    else:  # legs and a torso (knights, imps, runners)
        for dx in (-6, 6):
            _leg(
                pen,
                (cx + dx * b * scale, top + 46 * scale),
                G - top - 46 * scale,
                7 * b * scale,
                dark,
                3 if look.speedy else 0,
            )
        torso = [
            (cx - sw, top + 20 * scale),
            (cx + sw, top + 20 * scale),
            (cx + sw * 0.8, top + 50 * scale),
            (cx - sw * 0.8, top + 50 * scale),
        ]
        pen.gradient_poly(torso, shade(body, 1.2), shade(body, 0.8), INK, 1.2)
        if v == "knight":
            pen.line((cx, top + 22), (cx, top + 48), shade(body, 0.6), 1.2)
            for side in (-1, 1):
                pen.circle((cx + side * sw, top + 23), 6, mix(body, (200, 200, 210), 0.5), INK, 1.0)
    # arms: the back one hangs, the front one reaches for the prop
    hand = (cx + sw + 10 * scale, top + 44 * scale)
    pen.stick(
        (cx - sw + 2, top + 24 * scale),
        (cx - sw - 6 * scale, top + 46 * scale),
        6 * b * scale,
        dark,
    )
    pen.stick((cx + sw - 2, top + 24 * scale), hand, 6 * b * scale, shade(body, 0.9))
    skin = (
        mix(look.belly, (230, 200, 170), 0.3)
        if look.element not in ("ghost", "dark")
        else look.belly
    )
    hr = 11 * scale * (1.15 if small else 1.0)
    head = (cx + 2, top + 10 * scale)
    if v == "robe":  # a robed figure's head is its own: hair, beard, a hat or a cowl
        v = rng.choice(("hood", "beard", "hair", "hat", "topknot", "cowl"))
    hair = rng.choice(
        ((236, 236, 230), (60, 44, 36), (150, 90, 50), shade(look.accent, 0.8), (200, 180, 110))
    )
    if v == "hood" or v == "cowl":
        pen.circle((head[0] - 1, head[1] - 1), hr + 4, shade(body, 0.8), INK, 1.2)
    if v == "hair":  # long hair falling behind the shoulders
        pen.poly(
            arc_points(head[0], head[1], hr + 2, hr + 2, 160, 380, 14)
            + [(head[0] + hr, head[1] + hr * 2.2), (head[0] - hr * 1.4, head[1] + hr * 2.4)],
            hair,
            INK,
            1.0,
        )
    pen.circle(head, hr, skin, INK, 1.1)
    if v == "beard":
        pen.poly(
            [
                (head[0] - hr * 0.8, head[1] + hr * 0.2),
                (head[0] + hr * 0.9, head[1] + hr * 0.2),
                (head[0] + hr * 0.3, head[1] + hr * 2.2),
                (head[0] - hr * 0.1, head[1] + hr * 2.0),
            ],
            hair,
            INK,
            1.0,
        )
        pen.poly(arc_points(head[0], head[1], hr, hr, 190, 350, 8), shade(skin, 0.85), None)
    if v == "hat":  # a wide brim and a low crown
        pen.ellipse(head[0], head[1] - hr * 0.6, hr * 2.0, hr * 0.45, shade(body, 0.6), INK, 1.0)
        pen.poly(
            [
                (head[0] - hr * 0.9, head[1] - hr * 0.6),
                (head[0] - hr * 0.7, head[1] - hr * 1.7),
                (head[0] + hr * 0.7, head[1] - hr * 1.7),
                (head[0] + hr * 0.9, head[1] - hr * 0.6),
            ],
            shade(body, 0.6),
            INK,
            1.0,
        )
        pen.rect(head[0] - hr * 0.85, head[1] - hr * 1.0, hr * 1.7, hr * 0.3, look.accent, None)
    if v == "topknot":
        pen.poly(arc_points(head[0], head[1], hr, hr, 180, 360, 10), hair, INK, 1.0)
        pen.circle((head[0], head[1] - hr * 1.2), hr * 0.4, hair, INK, 0.9)
    if v == "cowl":  # a cowl's shadow leaves only the eyes
        pen.circle((head[0] + 1, head[1] + 1), hr * 0.78, shade(body, 0.45), None)
    if v == "hood":  # a hood's shadow over the face leaves the eyes glowing
        pen.poly(
            arc_points(head[0], head[1], hr + 4, hr + 4, 180, 360, 14)
            + [(head[0] + hr, head[1] + 2), (head[0] - hr - 3, head[1] + 4)],
            shade(body, 0.8),
            INK,
            1.0,
        )
        pen.circle((head[0] + 2, head[1] + 2), hr * 0.75, (24, 20, 26), None)
    if v == "witch":
        pen.poly(
            [
                (head[0] - hr * 1.8, head[1] - hr * 0.5),
                (head[0] + hr * 1.8, head[1] - hr * 0.5),
                (head[0] + hr * 0.6, head[1] - hr * 0.9),
                (head[0] - hr * 0.4, head[1] - hr * 3.0),
                (head[0] - hr * 0.6, head[1] - hr * 0.9),
            ],
            shade(body, 0.5),
            INK,
            1.0,
        )
    if v == "jester":
        for side, colour in ((-1, look.accent), (1, shade(body, 0.7))):
            tip = (head[0] + side * hr * 1.9, head[1] - hr * 1.6)
            pen.poly(
                [
                    (head[0] - hr * 0.8 * (side < 0) + hr * 0.1 * (side > 0), head[1] - hr * 0.6),
                    tip,
                    (head[0] + hr * 0.9 * (side > 0) - hr * 0.1 * (side < 0), head[1] - hr * 0.6),
                ],
                colour,
                INK,
                0.9,
            )
            pen.circle(tip, 2.4, (250, 220, 90), INK, 0.6)
    if v == "knight":  # a visor across the face
        pen.poly(
            arc_points(head[0], head[1], hr + 1, hr + 1, 180, 360, 12),
            mix(body, (200, 200, 210), 0.6),
            INK,
            1.0,
        )
        pen.rect(head[0] - hr * 0.2, head[1] - 2, hr * 1.1, 3.5, INK, None)
    if v == "imp":
        pen.poly(
            [
                (head[0] + hr * 0.8, head[1] + hr * 0.1),
                (head[0] + hr * 1.7, head[1] - hr * 0.5),
                (head[0] + hr * 0.9, head[1] + hr * 0.5),
            ],
            skin,
            INK,
            0.8,
        )
    back = [(cx - sw + 2, top + 24 * scale), (cx - sw * 0.2, top + 20 * scale)]
    return Anchors(head=head, head_r=hr, back=back, tail_tip=None, hand=hand)


def brute(pen: Pen, look: Look, rng) -> Anchors:
    """A golem or colossus: a slab of a torso, a small head sunk between huge shoulders."""
    b = look.bulk
    body = look.body
    stone = look.variant == "stone"
    cx, top = 62, G - 84
    for dx in (-12, 12):
        pen.rect(cx + dx - 8, G - 26, 16, 26, shade(body, 0.7), INK, 1.2)
    torso = [
        (cx - 30 * b, top + 20),
        (cx + 30 * b, top + 20),
        (cx + 22 * b, top + 62),
        (cx - 22 * b, top + 62),
    ]
    pen.gradient_poly(torso, shade(body, 1.2), shade(body, 0.75), INK, 1.4)
    core = (cx, top + 40)
    pen.soft(lambda p: p.circle(core, 11, look.accent, None), 140)
    pen.circle(core, 6, mix(look.accent, (255, 255, 255), 0.4), INK, 1.0)
    for _i in range(3 if stone else 1):  # cracks
        x = cx - 20 + rng.random() * 40
        pen.polyline([(x, top + 24), (x + 4, top + 34), (x - 2, top + 44)], shade(body, 0.5), 1.0)
    for side in (-1, 1):
        sh = (cx + side * 30 * b, top + 26)
        fist = (cx + side * 36 * b, top + 66)
        pen.stick(sh, fist, 12 * b, shade(body, 0.9))
        pen.circle(fist, 9 * b, shade(body, 0.8), INK, 1.2)
        pen.circle(sh, 11 * b, shade(body, 1.05), INK, 1.2)
    head = (cx + 3, top + 12)
    pen.rect(head[0] - 11, head[1] - 10, 22, 18, shade(body, 1.1), INK, 1.2)
    back = [
        (cx - 30 * b, top + 16),
        (cx - 10, top + 14),
        (cx + 12, top + 14),
        (cx + 30 * b, top + 16),
    ]
    return Anchors(head=(head[0], head[1] - 1), head_r=10, back=back, hand=None)


def serpent(pen: Pen, look: Look, rng) -> Anchors:
    coiled = look.variant == "coil"
    body = look.body
    w = 12 * look.bulk
    if coiled:
        for i, r in enumerate((30, 22, 14)):
            pen.ellipse(
                60, G - 14 - i * 16, r, 9, body if i % 2 == 0 else shade(body, 1.1), INK, 1.2
            )
            pen.ellipse(60, G - 12 - i * 16, r * 0.6, 3, look.belly, None)
        pts = [(70, G - 56), (78, G - 66), (86, G - 74)]
    else:
        phase = rng.random() * 2
        pts = [(14 + i * 6, G - 14 - math.sin(i * 0.55 + phase) * 10 - i * 2.4) for i in range(12)]
    path = pts if coiled else pts
    for k, p in enumerate(path):
        r = w * (0.55 + 0.45 * k / len(path)) if not coiled else w * 0.8
        pen.circle(p, r / 2 + 1.2, INK, None)
    for k, p in enumerate(path):
        r = w * (0.55 + 0.45 * k / len(path)) if not coiled else w * 0.8
        pen.circle(p, r / 2, body if k % 2 else shade(body, 1.08), None)
        pen.circle((p[0], p[1] + r * 0.22), r * 0.25, look.belly, None)
    head = (path[-1][0] + 8, path[-1][1] - 4)
    hr = w * 0.95
    pen.ellipse(head[0] + 3, head[1], hr * 1.4, hr, body, INK, 1.2)
    tongue = [(head[0] + hr * 1.3, head[1] + 3), (head[0] + hr * 2.0, head[1] + 4)]
    pen.polyline(tongue, (220, 50, 60), 1.2)
    if look.variant == "fish":  # an angler's lure on a stalk over the head
        lure = (head[0] + hr * 2.2, head[1] - hr * 2.2)
        pen.polyline([(head[0], head[1] - hr), (head[0] + hr, head[1] - hr * 2.4), lure], INK, 1.4)
        pen.soft(lambda p: p.circle(lure, 8, look.accent, None), 140)
        pen.circle(lure, 3.5, (255, 255, 220), INK, 0.8)
    back = (
        [path[i] for i in range(1, len(path) - 1, 3)]
        if not coiled
        else [(46, G - 40), (74, G - 40)]
    )
    return Anchors(head=(head[0] + 2, head[1] - 1), head_r=hr * 0.9, back=back, tail_tip=path[0])


def bird(pen: Pen, look: Look, rng) -> Anchors:
    v = look.variant
    body = look.body
    owl, bat = v == "owl", v == "bat"
    cx, cy = 60, G - 40
    for side in (-1, 1):
        _leg(
            pen,
            (cx + side * 5, cy + 16),
            G - cy - 16,
            3,
            (200, 160, 60) if not bat else shade(body, 0.6),
        )
    # the far wing, raised
    wing = [
        (cx - 4, cy - 8),
        (cx - 30, cy - 46),
        (cx - 14, cy - 40),
        (cx - 6, cy - 50),
        (cx + 8, cy - 10),
    ]
    if bat:
        wing = [
            (cx - 2, cy - 10),
            (cx - 46, cy - 34),
            (cx - 40, cy - 18),
            (cx - 30, cy - 20),
            (cx - 22, cy - 6),
            (cx - 12, cy - 8),
            (cx, cy + 2),
        ]
    pen.poly(wing, shade(body, 0.75), INK, 1.1)
    tail = [(cx - 14, cy + 8), (cx - 34, cy + 20), (cx - 30, cy + 4)]
    if not bat:
        pen.poly(tail, shade(body, 0.8), INK, 1.0)
    rx, ry = (22, 24) if owl else (24, 17)
    pen.ellipse(cx, cy, rx * look.bulk, ry * look.bulk, body, INK, 1.2)
    pen.ellipse(cx + 5, cy + 5, rx * 0.55, ry * 0.6, look.belly, None)
    hr = 14 if owl else 11
    head = (cx + (2 if owl else 18), cy - (18 if owl else 16))
    if owl:
        for side in (-1, 1):
            pen.poly(
                [
                    (head[0] + side * hr * 0.5, head[1] - hr * 0.7),
                    (head[0] + side * hr * 0.9, head[1] - hr * 1.5),
                    (head[0] + side * hr * 0.9, head[1] - hr * 0.4),
                ],
                shade(body, 0.8),
                INK,
                0.9,
            )
    if bat:
        for side in (-1, 1):
            pen.poly(
                [
                    (head[0] + side * hr * 0.2 - 4, head[1] - hr * 0.7),
                    (head[0] + side * hr * 0.6, head[1] - hr * 1.8),
                    (head[0] + side * hr * 0.2 + 4, head[1] - hr * 0.6),
                ],
                body,
                INK,
                0.9,
            )
    pen.circle(head, hr, body, INK, 1.2)
    if owl:
        pen.ellipse(head[0], head[1] + 1, hr * 0.85, hr * 0.7, look.belly, None)
    beak = (head[0] + hr * (0.4 if owl else 0.8), head[1] + (4 if owl else 1))
    hook = 8 if v == "hawk" else 11 if v == "crow" else 5
    if not bat:
        pen.poly(
            [(beak[0] - 1, beak[1] - 3), (beak[0] + hook, beak[1] + 1), (beak[0] - 1, beak[1] + 3)],
            (230, 180, 60) if v != "crow" else (60, 56, 60),
            INK,
            0.8,
        )
    else:
        pen.poly(
            [(beak[0] - 2, beak[1] + 2), (beak[0], beak[1] + 6), (beak[0] + 2, beak[1] + 2)],
            (250, 250, 240),
            INK,
            0.5,
        )
    # the near wing, folded over the body
    near = [(cx - 10, cy - 6), (cx + 10, cy - 8), (cx + 4, cy + 10), (cx - 26, cy + 14)]
    if bat:
        near = [
            (cx + 2, cy - 8),
            (cx + 44, cy - 36),
            (cx + 40, cy - 16),
            (cx + 30, cy - 18),
            (cx + 22, cy - 2),
            (cx + 6, cy + 4),
        ]
    pen.poly(near, shade(body, 0.92), INK, 1.0)
    for i in range(3):
        if not bat:
            pen.line(
                (cx - 20 + i * 7, cy + 11 - i), (cx - 6 + i * 6, cy - 4), shade(body, 0.7), 0.9
            )
    back = (
        [(cx - 20, cy - 30), (cx - 6, cy - 40)]
        if not bat
        else [(cx - 30, cy - 22), (cx + 30, cy - 24)]
    )
    return Anchors(
        head=(head[0] + (0 if owl else 1), head[1]), head_r=hr, back=back, tail_tip=tail[1]
    )
