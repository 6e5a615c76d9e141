"""The body plans GRIMLORE's monster tokens are composed from (tools/art_grimlore_monsters.py
picks one per monster and per minion and fills in its parts). Each plan draws a silhouette
first (head, body, limbs, wings or tail), then eyes and detail, on a 64-unit token centred at
(32, 33). ``look`` is a dict of the plan's parts; ``pen.rng`` is seeded by the creature's id, so
the small variations (ear tilt, scars, spots) differ from creature to creature. The people's
bust, with its headgear and what it holds, is in tools/art_grimlore_people.py."""

from __future__ import annotations

import math

import pygame
from art_draw import INK, Pen, arc_points, inset, shade

BONE = (232, 222, 196)


def eyes(pen: Pen, c, gap, colour, r=1.7, glow=False):
    for dx in (-gap, gap):
        if glow:
            pen.soft(lambda p, x=c[0] + dx: p.circle((x, c[1]), r * 2.6, colour, None), 110)
        pen.circle((c[0] + dx, c[1]), r, colour, INK, 0.6)


def inside_token(pen: Pen, draw, centre=(32, 33), r: float = 27, top: float = 31) -> None:
    """``draw`` a figure on its own layer and lay it on the token kept inside the base: within
    ``r`` below the middle, up to ``top`` above it (horns, hats and staffs may stand proud)."""
    figure = pen.layer()
    draw(figure)
    k = pen.ss
    mask = pygame.Surface(figure.surf.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    c = (centre[0] * k, centre[1] * k)
    pygame.draw.circle(mask, (255, 255, 255, 255), c, r * k)
    pygame.draw.circle(
        mask, (255, 255, 255, 255), c, top * k, draw_top_left=True, draw_top_right=True
    )
    figure.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.glaze(figure)


def wiggle(pen: Pen, k: float) -> float:
    return (pen.rng.random() - 0.5) * 2 * k


# -- beasts: a four-legged animal's head from the front ----------------------------------------


def beast(pen: Pen, look: dict) -> None:
    fur, eye = look["fur"], look["eyes"]
    snout = look.get("snout", 8)
    top = 22 + wiggle(pen, 1)
    if look.get("horns"):
        for side in (-1, 1):
            pen.poly(
                [
                    (32 + side * 8, top),
                    (32 + side * 22, top - 4),
                    (32 + side * 26, top - 14),
                    (32 + side * 20, top - 8),
                    (32 + side * 10, top - 5),
                ],
                BONE,
                INK,
                1.1,
            )
    ear = look.get("ears", "pointed")
    for side in (-1, 1):
        if ear == "pointed":
            pts = [(32 + side * 7, top + 1), (32 + side * 15, top - 12), (32 + side * 16, top + 6)]
        elif ear == "floppy":
            pts = [(32 + side * 9, top + 1), (32 + side * 21, top + 5), (32 + side * 15, top + 12)]
        else:
            pts = [(32 + side * 10, top + 2), (32 + side * 15, top - 3), (32 + side * 15, top + 6)]
        pen.poly(pts, fur, INK, 1.1)
        pen.poly(inset(pts, 0.55), shade(fur, 0.65), None)
    if look.get("mane"):
        for a in range(120, 421, 20):
            x, y = 32 + 17 * math.cos(math.radians(a)), 34 + 15 * math.sin(math.radians(a))
            pen.circle((x, y), 5, shade(fur, 0.8), INK, 0.8)
    head = [
        (16, top + 6),
        (22, top),
        (42, top),
        (48, top + 6),
        (46, top + 20),
        (32, top + 22),
        (18, top + 20),
    ]
    pen.gradient_poly(head, shade(fur, 1.15), shade(fur, 0.8), INK, 1.2)
    # the muzzle
    mw = look.get("muzzle", 7)
    mz = [
        (32 - mw, top + 12),
        (32 + mw, top + 12),
        (32 + mw - 1, top + 14 + snout),
        (32 - mw + 1, top + 14 + snout),
    ]
    pen.poly(mz, look.get("muzzle_colour", shade(fur, 1.3)), INK, 1.1)
    nose = look.get("nose", "dot")
    ny = top + 12 + snout
    if nose == "snout":
        pen.ellipse(32, ny, mw - 1, 3.5, (200, 130, 130), INK, 1.0)
        for dx in (-2, 2):
            pen.circle((32 + dx, ny), 1, INK, None)
    else:
        pen.ellipse(32, ny - 1, 2.8, 2, INK, None)
    if look.get("tusks"):
        for side in (-1, 1):
            pen.poly(
                [(32 + side * 5, ny + 2), (32 + side * 12, ny - 6), (32 + side * 7, ny + 1)],
                BONE,
                INK,
                0.8,
            )
    if look.get("ring"):
        pen.ring((32, ny + 3), 2.5, (220, 180, 70), 1.2)
    if look.get("bristles"):
        for x in range(22, 44, 4):
            pen.line((x, top + 1), (x + wiggle(pen, 2), top - 6), shade(fur, 0.55), 1.4)
    if look.get("stitches"):  # a straw doll's sewn mouth and button eyes
        pen.line((25, ny + 5), (39, ny + 5), INK, 0.9)
        for x in range(26, 39, 3):
            pen.line((x, ny + 3.5), (x + 1, ny + 6.5), INK, 0.7)
        for dx in (-6.5, 6.5):
            pen.circle((32 + dx, top + 8), 2.6, (70, 60, 80), INK, 0.8)
    eyes(pen, (32, top + 8), 6.5, eye, 1.7, glow=look.get("glow", False))
    pen.line((23, top + 5), (29, top + 7), INK, 1.1)
    pen.line((41, top + 5), (35, top + 7), INK, 1.1)


# -- reptiles: a drake's head in profile, with horns, frill and wings ---------------------------


def drake(pen: Pen, look: dict) -> None:
    scale, belly = look["scales"], look.get("belly", (220, 200, 150))
    if look.get("wings"):
        for dx, k in ((0, 1.0), (-6, 0.8)):
            wing = [
                (30 + dx, 34),
                (18 + dx, 10),
                (12 + dx, 18),
                (8 + dx, 14),
                (6 + dx, 26),
                (4 + dx, 24),
                (8 + dx, 40),
            ]
            pen.poly(wing, shade(look.get("wing", scale), k), INK, 1.0)
            pen.line((30 + dx, 34), (18 + dx, 10), shade(scale, 0.6), 1.2)
    neck = [(20, 58), (24, 40), (30, 32), (40, 34), (38, 46), (36, 58)]
    pen.gradient_poly(neck, scale, shade(scale, 0.7), INK, 1.2)
    for y in (42, 47, 52):
        pen.line((30, y), (37, y + 1), belly, 1.6)
    if look.get("frill"):
        for a in range(200, 320, 22):
            x, y = 32 + 14 * math.cos(math.radians(a)), 30 + 14 * math.sin(math.radians(a))
            pen.poly([(32, 28), (x - 3, y), (x + 3, y)], look["frill"], INK, 0.8)
    jaw = look.get("jaw", 1.0)
    head = [
        (24, 30),
        (30, 20),
        (40, 18),
        (52 * jaw + 8 * (1 - jaw), 25),
        (55 * jaw + 6 * (1 - jaw), 31),
        (44, 34),
        (32, 38),
    ]
    pen.gradient_poly(head, shade(scale, 1.2), scale, INK, 1.2)
    pen.polyline([(54 * jaw + 6 * (1 - jaw), 31), (44, 32), (36, 31)], INK, 1.0)
    for i in range(look.get("horns", 2)):
        x = 31 + i * 5
        pen.poly([(x, 21), (x - 4 - i, 8 + i * 2), (x + 3, 20)], BONE, INK, 0.8)
    if look.get("crest"):
        for x in range(26, 40, 4):
            pen.poly([(x, 22), (x - 2, 15), (x + 3, 21)], look["crest"], INK, 0.7)
    eye = look["eyes"]
    pen.soft(lambda p: p.circle((41, 24), 5, eye, None), 120 if look.get("glow") else 50)
    pen.circle((41, 24), 2.5, eye, INK, 0.7)
    pen.line((41, 22.5), (41, 25.5), INK, 0.8)
    pen.circle((50, 27), 0.9, INK, None)
    if look.get("spark"):
        pen.polyline([(55, 30), (58, 34), (55, 36), (60, 42)], look["spark"], 1.4)
    if look.get("shell"):  # a hatchling still wearing its egg
        pen.poly(
            [
                (14, 60),
                (14, 48),
                (19, 52),
                (23, 46),
                (28, 52),
                (33, 46),
                (38, 52),
                (42, 47),
                (44, 60),
            ],
            look["shell"],
            INK,
            1.2,
        )
        pen.speckle(10, (16, 50, 26, 8), [shade(look["shell"], 0.8)], 0.6, 1.2)


# -- creeping things: birds, rats, spiders ----------------------------------------------------


def bird(pen: Pen, look: dict) -> None:
    feather = look["feathers"]
    for side in (-1, 1):  # spread wings
        wing = [
            (32, 34),
            (32 + side * 12, 24),
            (32 + side * 26, 22),
            (32 + side * 24, 30),
            (32 + side * 27, 34),
            (32 + side * 21, 38),
            (32 + side * 23, 44),
            (32 + side * 10, 44),
        ]
        pen.poly(wing, shade(feather, 0.9), INK, 1.1)
        for k in (0.55, 0.8):
            pen.line(
                (32 + side * 10, 40), (32 + side * 26 * k, 30 + 6 * k), shade(feather, 1.4), 0.8
            )
    pen.poly([(26, 44), (32, 58), (38, 44)], shade(feather, 0.8), INK, 1.0)
    pen.ellipse(32, 38, 8, 10, feather, INK, 1.1)
    pen.circle((32, 26), 7, feather, INK, 1.1)
    pen.poly([(29, 28), (32, 37), (35, 28)], look.get("beak", (90, 84, 80)), INK, 0.9)
    eyes(pen, (32, 25), 3.2, look["eyes"], 1.3)
    crown = look.get("crown")
    if crown == "skull":  # a rat skull worn as a crown
        pen.ellipse(32, 16, 6, 3.5, BONE, INK, 0.9)
        pen.poly([(37, 16), (42, 14), (38, 18)], BONE, INK, 0.7)
        for dx in (-2, 2):
            pen.circle((32 + dx, 16), 1, INK, None)


def rats(pen: Pen, look: dict) -> None:
    fur, eye = look["fur"], look["eyes"]
    heads = look.get("heads", [(32, 36, 1.2)])
    tail = (200, 150, 150)
    if len(heads) > 1:  # a carpet of bodies and tails under the heads
        for x in (12, 22, 42, 52):
            end = (x + wiggle(pen, 6), 58)
            pen.polyline([(x, 48), ((x + end[0]) / 2 + 3, 53), end], tail, 1.2)
        pen.ellipse(32, 48, 22, 9, shade(fur, 0.7), INK, 1.0)
        pen.speckle(24, (12, 42, 40, 12), [shade(fur, 0.5), shade(fur, 0.9)], 0.8, 1.8)
    else:
        pen.polyline([(40, 50), (50, 52), (54, 46), (52, 40)], tail, 1.4)
        pen.ellipse(34, 46, 14, 9, shade(fur, 0.85), INK, 1.1)
    for cx, cy, s in heads:
        for side in (-1, 1):
            ear = (cx + side * 6.5 * s, cy - 5.5 * s)
            pen.circle(ear, 3.6 * s, fur, INK, 0.8)
            pen.circle(ear, 2.2 * s, (200, 140, 140), None)
        skull = arc_points(cx, cy - 1 * s, 7.5 * s, 6 * s, 160, 380, 12)
        pen.poly(
            skull + [(cx + 2 * s, cy + 8 * s), (cx, cy + 10 * s), (cx - 2 * s, cy + 8 * s)],
            fur,
            INK,
            1.0,
        )
        pen.circle((cx, cy + 9.6 * s), 1.4 * s, (230, 140, 150), INK, 0.4)
        for side in (-1, 1):
            for dy in (-1, 1):
                whisker = (cx + side * 9 * s, cy + (7.5 + dy * 1.5) * s)
                pen.line((cx + side * 1.5 * s, cy + 8 * s), whisker, (220, 210, 200), 0.4)
        eyes(pen, (cx, cy + 1 * s), 2.8 * s, eye, 1.2 * s, glow=look.get("glow", False))


def spider(pen: Pen, look: dict) -> None:
    body, mark = look["body"], look.get("mark", (200, 40, 40))
    s = look.get("size", 1.0)
    if look.get("thread"):
        pen.line((32, 2), (32, 22), (220, 220, 230), 0.8)
    for side in (-1, 1):
        for i, (a, b) in enumerate(((-30, -60), (-5, -20), (15, 30), (35, 70))):
            knee = (32 + side * 16 * s, 34 + a * 0.35 * s)
            foot = (32 + side * 27 * s, 34 + b * 0.4 * s + 10)
            pen.polyline([(32 + side * 4, 34 + i * 2 - 3), knee, foot], INK, 2.6 * s)
            pen.polyline([(32 + side * 4, 34 + i * 2 - 3), knee, foot], shade(body, 1.3), 1.2 * s)
    pen.ellipse(32, 44, 11 * s, 12 * s, body, INK, 1.2)
    pen.poly([(32, 38), (28, 44), (32, 50), (36, 44)], mark, INK, 0.7)
    pen.circle((32, 30), 7 * s, shade(body, 1.2), INK, 1.1)
    n = look.get("eye_rows", 2)
    for row in range(n):
        for dx in (-3.6, -1.2, 1.2, 3.6):
            pen.circle((32 + dx * s, 28 + row * 2.6 - n), 0.95 * s, look["eyes"], None)
    for side in (-1, 1):
        pen.poly([(32 + side * 1.5, 35), (32 + side * 3, 40), (32 + side * 4, 35)], BONE, INK, 0.6)
    if look.get("crown"):
        pen.poly(
            [(26, 24), (27, 18), (29.5, 22), (32, 16), (34.5, 22), (37, 18), (38, 24)],
            look["crown"],
            INK,
            0.8,
        )


# -- spirits: robed wraiths, flames, whirls -------------------------------------------------


def wraith(pen: Pen, look: dict) -> None:
    robe, eye = look["robe"], look["eyes"]
    pen.soft(lambda p: p.circle((32, 30), 22, look.get("aura", eye), None), 70)
    tatters = [(10, 60)]
    for i, x in enumerate(range(12, 54, 6)):
        tatters.append((x + 3, 54 - 6 * (i % 2) + wiggle(pen, 2)))
    body = [(54, 60), (46, 34), (44, 22), (32, 8), (20, 22), (18, 34)] + list(reversed(tatters))
    pen.gradient_poly(body, shade(robe, 1.3), shade(robe, 0.45), INK, 1.2)
    pen.poly([(24, 24), (32, 13), (40, 24), (40, 34), (32, 38), (24, 34)], (8, 6, 12), INK, 0.8)
    eyes(pen, (32, 26), 3.6, eye, 1.6, glow=True)
    for side in (-1, 1):  # reaching claws
        pen.polyline([(32 + side * 15, 40), (32 + side * 22, 44), (32 + side * 25, 42)], BONE, 1.3)
    if look.get("crown"):  # a crown of cold light
        for i in range(5):
            x = 22 + i * 5
            y = 9 - abs(i - 2)
            pen.soft(lambda p, x=x, y=y: p.circle((x, y), 3.4, look["crown"], None), 130)
            pen.poly([(x - 1.6, 13), (x, 5 - 2 * (i == 2)), (x + 1.6, 13)], look["crown"], INK, 0.6)


def flame(pen: Pen, look: dict) -> None:
    outer, core = look["outer"], look["core"]
    pen.soft(lambda p: p.circle((32, 38), 20, outer, None), 90)
    pts = [(32, 8)]
    for a in range(-60, 241, 20):
        r = 14 + (4 if (a // 20) % 2 else 0) + wiggle(pen, 1.2)
        pts.append((32 + r * math.cos(math.radians(a)), 40 + r * math.sin(math.radians(a)) * 0.9))
    pen.poly(pts, outer, INK, 1.1)
    pen.poly([(32, 18), (40, 34), (38, 46), (32, 50), (26, 46), (24, 34)], core, None)
    if look.get("coal"):  # an ember's cracked coal heart
        pen.poly([(24, 44), (30, 36), (40, 38), (42, 48), (32, 54)], (60, 40, 36), INK, 1.0)
        pen.polyline([(28, 44), (33, 42), (36, 47)], (255, 170, 60), 1.2)
    eyes(pen, (32, 38), 4.2, look.get("eyes", (255, 255, 255)), 1.7)


def whirl(pen: Pen, look: dict) -> None:
    dust = look["dust"]
    for i, (y, w) in enumerate(((14, 20), (22, 16), (30, 12), (38, 9), (46, 6), (53, 4))):
        x = 32 + 3 * math.sin(i * 1.3 + wiggle(pen, 0.3))
        pen.ellipse(x, y, w, 3.6, shade(dust, 1.15 - i * 0.08), INK, 1.0)
    pen.speckle(30, (10, 8, 44, 50), [shade(dust, 0.6), shade(dust, 1.35)], 0.5, 1.2)
    if look.get("glass_eyes"):
        for dx in (-6, 6):
            pen.circle((32 + dx, 24), 4, (210, 236, 246), INK, 1.0)
            pen.circle((32 + dx + 1, 25), 1.6, INK, None)
            pen.circle((32 + dx - 1.4, 22.6), 1, (255, 255, 255), None)
        pen.polyline(arc_points(32, 30, 5, 3, 20, 160, 6), INK, 1.1)
    else:
        eyes(pen, (32, 24), 5, look.get("eyes", (240, 200, 120)), 1.4, glow=True)


# -- heaps: bog mounds, leeches, a crawling hand ---------------------------------------------


def mound(pen: Pen, look: dict) -> None:
    weed = look["weed"]
    pts = arc_points(32, 50, 24, 30, 180, 360, 14)
    pts = [(x + wiggle(pen, 1.5), y + wiggle(pen, 1.5)) for x, y in pts]
    pen.gradient_poly(pts + [(56, 56), (8, 56)], shade(weed, 1.2), shade(weed, 0.55), INK, 1.2)
    for _ in range(7):
        x = 14 + pen.rng.random() * 36
        pen.polyline(
            [(x, 24 + pen.rng.random() * 8), (x + wiggle(pen, 4), 52)], shade(weed, 0.6), 1.2
        )
    pen.ellipse(32, 40, 11, 7, (50, 16, 20), INK, 1.1)
    for i in range(6):
        x = 24 + i * 3.2
        pen.poly([(x, 34), (x + 1.5, 37.5), (x + 3, 34)], BONE, None)
    eyes(pen, (32, 25), 7, look["eyes"], 1.8, glow=True)


def leech(pen: Pen, look: dict) -> None:
    skin = look["skin"]
    pts = []
    for i in range(9):
        t = i / 8
        pts.append((14 + 36 * t, 46 - 14 * math.sin(t * math.pi) + wiggle(pen, 0.6)))
    for a, b in zip(pts, pts[1:], strict=False):
        pen.stick(a, b, 10, skin, INK, 1.2)
    for x, y in pts[1:-1:2]:
        pen.line((x - 1, y - 4), (x + 1, y + 4), shade(skin, 0.7), 0.9)
    head = pts[-1]
    pen.circle(head, 7, shade(skin, 1.15), INK, 1.1)
    pen.circle(head, 4, (70, 20, 26), INK, 0.8)
    for a in range(0, 360, 45):
        x, y = head[0] + 3 * math.cos(math.radians(a)), head[1] + 3 * math.sin(math.radians(a))
        pen.circle((x, y), 0.7, BONE, None)
    for dx in (-5, -1):
        pen.circle((head[0] + dx - 4, head[1] - 6), 1.1, look["eyes"], INK, 0.4)


def hand(pen: Pen, look: dict) -> None:
    """A severed hand crawling on its fingertips, wrist torn, seen from above."""
    skin = look["skin"]
    palm = [(22, 32), (38, 30), (42, 38), (40, 48), (30, 52), (22, 46)]
    for i, x in enumerate((23, 28.5, 34, 39.5)):  # four fingers, bent down like claws
        knuckle = (x - 2 + i * 0.6, 22 - (i in (1, 2)) * 2)
        tip = (x - 4 + i * 1.2, 14 - (i in (1, 2)) * 3 + wiggle(pen, 1))
        pen.stick((x, 32), knuckle, 4.2, skin, INK, 1.0)
        pen.stick(knuckle, tip, 3.4, skin, INK, 1.0)
        pen.circle(tip, 1.4, (90, 80, 70), None)
    pen.stick((23, 44), (14, 38), 4.2, skin, INK, 1.0)  # the thumb
    pen.stick((14, 38), (10, 30), 3.4, skin, INK, 1.0)
    pen.gradient_poly(palm, shade(skin, 1.1), shade(skin, 0.8), INK, 1.2)
    for x in (25, 30, 35):
        pen.line((x, 35), (x + 1, 38), shade(skin, 0.7), 0.8)
    pen.poly([(30, 52), (40, 48), (46, 56), (36, 60)], shade(skin, 0.75), INK, 1.1)  # the wrist
    pen.ellipse(41, 58, 5.5, 3.2, (140, 40, 40), INK, 0.9)
    pen.circle((41, 58), 1.4, BONE, None)
    if look.get("ring"):  # it still wears its wedding ring
        pen.line((24, 25), (28, 24), (240, 200, 70), 1.6)


# -- constructs: clockwork, stone and furnace bodies ------------------------------------------


def construct(pen: Pen, look: dict) -> None:
    metal, glow = look["metal"], look["glow"]
    shape = look.get("shape", "block")
    if shape == "gear":  # a gear mite: one big cog with legs
        for side in (-1, 1):
            for i in range(3):
                leg = [
                    (32 + side * 8, 40 + i * 4),
                    (32 + side * 20, 36 + i * 7),
                    (32 + side * 24, 48 + i * 4),
                ]
                pen.polyline(leg, INK, 2.6)
                pen.polyline(leg, shade(metal, 0.8), 1.2)
        teeth = []
        for i in range(24):
            r = 17 if i % 2 else 13.5
            a = math.radians(i * 15 + 7)
            teeth.append((32 + r * math.cos(a), 36 + r * math.sin(a)))
        pen.poly(teeth, metal, INK, 1.1)
        pen.circle((32, 36), 6, shade(metal, 0.6), INK, 1.0)
        pen.circle((32, 36), 2.6, glow, INK, 0.6)
        return
    if shape == "pebble":
        pts = [(14, 50), (12, 38), (20, 26), (34, 22), (48, 28), (52, 42), (44, 54), (24, 56)]
        pen.gradient_poly(pts, shade(metal, 1.2), shade(metal, 0.7), INK, 1.3)
        pen.speckle(18, (16, 28, 32, 24), [shade(metal, 0.6), shade(metal, 1.3)], 0.5, 1.3)
        eyes(pen, (32, 38), 6, glow, 1.6, glow=True)
        pen.line((28, 46), (36, 46), INK, 1.1)
        return
    wide = {"golem": 4, "furnace": 6}.get(shape, 0)
    for side in (-1, 1):  # arms
        pen.stick(
            (32 + side * (14 + wide), 34),
            (32 + side * (20 + wide), 54),
            7 + wide * 0.5,
            shade(metal, 0.85),
            INK,
            1.2,
        )
    torso = [(16 - wide, 58), (14 - wide, 32), (22, 26), (42, 26), (50 + wide, 32), (48 + wide, 58)]
    pen.gradient_poly(torso, shade(metal, 1.15), shade(metal, 0.6), INK, 1.3)
    head = (22, 10, 20, 16) if shape != "furnace" else (20, 12, 24, 14)
    pen.rect(*head, shade(metal, 1.1), INK, 1.2)
    if shape == "sentry":
        pen.circle((32, 18), 4.5, (30, 26, 24), INK, 0.8)  # one lens
        pen.soft(lambda p: p.circle((32, 18), 6, glow, None), 140)
        pen.circle((32, 18), 2.6, glow, None)
        pen.line((32, 10), (32, 4), INK, 1.0)
        pen.circle((32, 4), 1.6, glow, INK, 0.6)
        for cx, cy in ((24, 40), (40, 46)):
            teeth = [
                (
                    cx + (6 if i % 2 else 4.5) * math.cos(math.radians(i * 30)),
                    cy + (6 if i % 2 else 4.5) * math.sin(math.radians(i * 30)),
                )
                for i in range(12)
            ]
            pen.poly(teeth, (190, 150, 70), INK, 0.8)
            pen.circle((cx, cy), 1.6, INK, None)
    else:
        for dx in (-5, 5):
            pen.rect(32 + dx - 2.5, 16, 5, 3.5, glow, INK, 0.6)
        pen.soft(lambda p: p.rect(24, 14, 16, 8, glow, None), 90)
    if shape == "golem":  # a rune nobody erased
        pen.polyline([(28, 38), (32, 33), (36, 38), (32, 48), (28, 38)], glow, 1.6)
        pen.line((32, 33), (32, 48), glow, 1.0)
        for x, y in ((20, 50), (44, 36), (22, 34)):
            pen.polyline([(x, y), (x + 3, y + 2), (x + 2, y + 5)], shade(metal, 0.5), 0.9)
    if shape == "furnace":  # a grate with fire behind
        pen.soft(lambda p: p.rect(22, 34, 20, 16, glow, None), 200)
        pen.rect(22, 34, 20, 16, None, INK, 1.2)
        for x in (27, 32, 37):
            pen.line((x, 34), (x, 50), shade(metal, 0.5), 1.4)
        pen.soft(lambda p: p.circle((32, 8), 7, (120, 110, 100), None), 120)  # smoke
