"""The sights that make a Tainted Grail Location its own place, each drawn around the Place's x
in a 192x60 vignette (the horizon at y 34). SIGHTS maps a Location's words to its sight; the
first whose word the card's name (then its flavour) holds is drawn. A sight reads the Place for
its side: lamps burn cold under the wyrdness, the relit beacon shines, the flood covers roofs."""

from __future__ import annotations

from art_draw import INK, arc_points, shade


def _roof_house(pen, h, x, base, w, tall, roof=(120, 70, 50), wall=(170, 140, 100)):
    pen.rect(x, base - tall, w, tall, h.tint(wall), INK, 0.8)
    pen.poly(
        [(x - 2, base - tall), (x + w / 2, base - tall - w * 0.5), (x + w + 2, base - tall)],
        h.tint(roof),
        INK,
        0.8,
    )
    pen.rect(x + w / 2 - 1.5, base - tall * 0.6, 3, 3, h.light, None)


def smoke(pen, x, y, grey=200):
    """A plume rising and thinning to the right from (x, y)."""
    for i in range(4):
        r = 2.5 + i * 1.6
        c = (grey, grey, grey)
        pen.soft(
            lambda p, i=i, r=r, c=c: p.circle((x + i * 3.5, y - i * 5), r, c, None), 150 - i * 25
        )


def boat_houses(pen, h):  # Gullhaven: upturned boats for roofs, a smokehouse, a wall
    pen.rect(0, 44, 192, 5, h.tint((130, 126, 120)), INK, 0.8)
    for x in range(14, 180, 30):
        pen.rect(x, 34, 20, 10, h.tint((160, 140, 110)), INK, 0.8)
        pen.poly(arc_points(x + 10, 34, 13, 7, 180, 360, 10), h.tint((90, 70, 60)), INK, 0.9)
        pen.rect(x + 8, 38, 3, 3, h.light, None)
    smoke(pen, h.x + 4, 30)


def crossroads(pen, h):  # four roads and a worn milestone
    road = h.tint((196, 176, 134))
    pen.poly([(0, 42), (192, 40), (192, 46), (0, 48)], road, None)
    pen.poly([(h.x - 8, 60), (h.x - 2, 34), (h.x + 2, 34), (h.x + 14, 60)], road, None)
    if h.wyrd:  # the fifth road
        pen.poly([(h.x, 45), (192, 60), (170, 60)], shade(road, 0.8), None)
    pen.poly(
        [(h.x + 18, 44), (h.x + 18, 28), (h.x + 22, 25), (h.x + 26, 28), (h.x + 26, 44)],
        h.tint(h.stone),
        INK,
        0.9,
    )
    pen.poly([(h.x + 26, 44), (h.x + 44, 46), (h.x + 40, 48), (h.x + 26, 46)], (0, 0, 0, 90), None)


def wrack(pen, h):  # black weed and white bones on the beach
    for i in range(14):
        x = 8 + i * 13
        pen.ellipse(x, 52 + (i % 3), 6, 1.8, h.tint((30, 36, 30)), None)
    for i in range(6):
        x = 20 + i * 28
        pen.line((x, 53), (x + 6, 51), (236, 230, 214), 1.2)
        pen.circle((x + 7, 50.5), 1.2, (236, 230, 214), None)


def saltpans(pen, h):  # square white pools and a raker
    for i in range(5):
        x = 10 + i * 36
        pen.rect(x, 48, 30, 8, h.tint((226, 230, 230)), INK, 0.7)
        pen.rect(x + 3, 50, 24, 4, h.tint((180, 200, 210)), None)
    pen.stick((h.x, 47), (h.x, 38), 2.4, h.tint((110, 90, 100)))
    pen.circle((h.x, 36), 2.2, h.tint((220, 190, 160)), INK, 0.6)
    pen.line((h.x + 1, 42), (h.x + 9, 50), h.wood, 1.0)


def jetty(pen, h):  # a crooked jetty with nets hung on poles
    pen.poly(
        [(h.x - 60, 44), (h.x + 30, 38), (h.x + 30, 41), (h.x - 60, 48)], h.tint(h.wood), INK, 0.8
    )
    for i in range(6):
        x = h.x - 54 + i * 16
        pen.line((x, 47 - i), (x, 56 - i), INK, 1.2)
    for x in (h.x - 30, h.x):
        pen.line((x, 42), (x, 26), INK, 1.0)
        for j in range(5):
            pen.line((x, 27 + j * 3), (x + 12, 28 + j * 3), h.tint((150, 140, 110)), 0.5)
        pen.line((x + 12, 27), (x + 12, 40), h.tint((150, 140, 110)), 0.5)


def caves(pen, h):  # a sea cliff with arched cave mouths
    cliff = h.tint((120, 112, 100))
    pen.poly(
        [(h.x - 70, 60), (h.x - 60, 14), (h.x + 10, 10), (h.x + 60, 20), (h.x + 70, 60)],
        cliff,
        INK,
        1.0,
    )
    for dx, w in ((-36, 12), (-4, 16), (30, 10)):
        pen.poly(
            [(h.x + dx - w, 52)] + arc_points(h.x + dx, 52, w, 16, 180, 360, 10),
            h.tint((30, 36, 46)),
            INK,
            0.8,
        )


def lighthouse(pen, h):  # on its rock in the sea; lit when the words say so
    lit = any(w in h.words for w in ("relit", "burning", "beam"))
    x = h.x
    pen.poly(
        [(x - 22, 50), (x - 14, 40), (x + 12, 38), (x + 22, 50)], h.tint((90, 86, 84)), INK, 0.9
    )
    pen.poly(
        [(x - 7, 40), (x - 5, 12), (x + 5, 12), (x + 7, 40)], h.tint((220, 214, 200)), INK, 1.0
    )
    for y in (20, 30):
        pen.poly(
            [(x - 6.3, y), (x + 6.3, y), (x + 6.5, y + 4), (x - 6.5, y + 4)],
            h.tint((180, 60, 50)),
            None,
        )
    pen.rect(x - 5, 6, 10, 6, (255, 240, 190) if lit else h.tint((50, 56, 70)), INK, 0.9)
    pen.poly([(x - 6, 6), (x, 1), (x + 6, 6)], h.tint((60, 60, 66)), INK, 0.8)
    if lit:
        pen.soft(lambda p: p.poly([(x, 9), (x - 90, -4), (x - 90, 24)], (255, 250, 210), None), 120)
        pen.soft(lambda p: p.circle((x, 9), 9, (255, 240, 180), None), 150)
    else:  # the sea has swallowed the rock to the tower's waist
        pen.poly([(x - 30, 34), (x + 30, 34), (x + 30, 42), (x - 30, 42)], h.tint(h.water), None)


def wreck(pen, h):  # a broken hull on the reef, her figurehead smiling
    hull = h.tint((110, 80, 56))
    pen.poly(
        [(h.x - 40, 40), (h.x + 30, 36), (h.x + 40, 28), (h.x + 26, 48), (h.x - 34, 48)],
        hull,
        INK,
        1.0,
    )
    pen.line((h.x - 10, 40), (h.x - 18, 8), INK, 1.6)
    pen.line((h.x - 18, 8), (h.x - 4, 20), INK, 0.8)
    for i in range(3):
        pen.circle((h.x - 20 + i * 14, 42), 1.6, h.light if h.wyrd else INK, None)
    pen.circle((h.x + 40, 27), 3, h.tint((230, 200, 170)), INK, 0.7)
    for x in (h.x - 60, h.x + 56):
        pen.poly([(x - 8, 48), (x, 40), (x + 8, 48)], h.tint((80, 80, 84)), INK, 0.7)


def dunes(pen, h):  # dunes fused into ridges of singing green glass
    for i in range(4):
        x = 10 + i * 50
        pen.poly(arc_points(x + 20, 54, 30, 16, 180, 360, 10), h.tint((214, 196, 150)), INK, 0.7)
        pen.polyline(
            [(x + 2, 50), (x + 14, 42), (x + 24, 46), (x + 36, 40)], h.tint((120, 220, 170)), 1.6
        )
    pen.polyline([(h.x, 2), (h.x - 4, 10), (h.x + 2, 14), (h.x - 3, 24)], (250, 250, 210), 1.0)


def stilt_houses(pen, h):  # stilt-houses over black water; a flood leaves only their roofs
    flood = "flood" in h.words or "drowned" in h.words
    pen.poly([(0, 40), (192, 40), (192, 60), (0, 60)], h.tint((30, 36, 40)), None)
    for i, x in enumerate(range(12, 186, 34)):
        base = 40 - (i % 2) * 3
        for dx in (2, 16):
            pen.line((x + dx, base), (x + dx, 56), h.tint(h.wood), 1.2)
        _roof_house(pen, h, x, base, 18, 10)
    if flood:
        pen.poly([(0, 30), (192, 30), (192, 60), (0, 60)], h.tint((56, 80, 96)), None)
        for i, x in enumerate(range(12, 186, 34)):
            base = 40 - (i % 2) * 3
            pen.poly(
                [(x - 2, base - 10), (x + 9, base - 19), (x + 20, base - 10)],
                h.tint((120, 70, 50)),
                INK,
                0.8,
            )
            pen.soft(lambda p, x=x: p.circle((x + 9, 40), 2.2, (255, 220, 140), None), 120)
        for x in range(0, 192, 24):
            pen.polyline(arc_points(x + 8, 32, 8, 2, 200, 340, 5), (200, 220, 230), 0.7)


def tall_reeds(pen, h):  # reeds taller than a rider in black water
    pen.poly([(0, 42), (192, 42), (192, 60), (0, 60)], h.tint((24, 26, 30)), None)
    for x in range(2, 192, 4):
        top = 6 + (x * 7) % 14
        pen.line((x, 56), (x + 2, top), h.tint((96, 110, 60)), 1.0)
        pen.ellipse(x + 2, top, 1.2, 3, h.tint((110, 80, 50)), None)


def drowned_oaks(pen, h):  # oaks knee-deep in a lake
    pen.poly([(0, 40), (192, 40), (192, 60), (0, 60)], h.tint((80, 110, 120)), None)
    for i, x in enumerate(range(16, 190, 36)):
        pen.stick((x, 52), (x, 30), 3, h.tint((80, 60, 44)))
        pen.circle((x, 24), 12 - i % 2 * 2, h.tint((60, 96, 56)), INK, 0.8)
        pen.ellipse(x, 52, 8, 1.5, h.tint((150, 180, 190)), None)


def rib_hut(pen, h):  # a hut inside an enormous ribcage, its chimney where the heart was
    x = h.x
    pen.rect(x - 10, 36, 20, 12, h.tint((120, 96, 70)), INK, 0.9)
    pen.rect(x - 2, 22, 4, 14, h.tint((100, 90, 86)), INK, 0.8)
    smoke(pen, x, 20, 210)
    pen.rect(x - 2, 40, 4, 4, h.light, None)
    for i in range(6):
        dx = -26 + i * 10
        close = 3 if h.wyrd else 0
        pen.polyline(
            arc_points(
                x + dx * 0.2,
                48,
                abs(dx) + 4 - close,
                26,
                180 if dx < 0 else 270,
                270 if dx < 0 else 360,
                8,
            ),
            h.tint((236, 228, 206)),
            2.0,
        )
    pen.line((x - 34, 22), (x + 34, 22), h.tint((236, 228, 206)), 2.2)


def stag_skull(pen, h):  # a cart-sized stag skull propped on stones, offerings hung
    x = h.x
    for dx in (-12, 0, 12):
        pen.poly(
            [(x + dx - 6, 50), (x + dx - 4, 40), (x + dx + 4, 40), (x + dx + 6, 50)],
            h.tint(h.stone),
            INK,
            0.8,
        )
    bone = h.tint((236, 228, 206))
    pen.poly([(x - 9, 26), (x + 9, 26), (x + 5, 40), (x - 5, 40)], bone, INK, 1.0)
    for s in (-1, 1):
        pen.polyline([(x + 7 * s, 26), (x + 18 * s, 14), (x + 30 * s, 10)], bone, 2.2)
        pen.line((x + 18 * s, 14), (x + 20 * s, 3), bone, 1.6)
        pen.line((x + 26 * s, 11), (x + 30 * s, 2), bone, 1.4)
        eye = h.light if h.wyrd else INK
        pen.circle((x + 4 * s, 30), 2.2, eye, None)
    for i, dx in enumerate((-24, -16, 16, 24)):
        pen.line((x + dx, 18 + i), (x + dx, 26 + i), INK, 0.6)
        pen.rect(x + dx - 1.5, 26 + i, 3, 4, h.tint(((200, 60, 60), (220, 200, 80))[i % 2]), None)


def poles(pen, h):  # a trail of sunken poles across the bog
    pen.poly([(0, 40), (192, 40), (192, 60), (0, 60)], h.tint((70, 76, 56)), None)
    for i in range(10):
        x = 8 + i * 19
        y = 56 - (i * 2) % 12
        lean = ((i * 5) % 7 - 3) * (1.6 if h.wyrd else 0.6)
        pen.line((x, y), (x + lean, y - 14 + i % 3), h.tint(h.wood), 2.0)


def watchtower(pen, h):  # a broken watchtower with herons in the slits
    x = h.x
    pen.poly(
        [(x - 12, 48), (x - 10, 8), (x - 2, 12), (x + 4, 6), (x + 10, 10), (x + 12, 48)],
        h.tint(h.stone),
        INK,
        1.0,
    )
    for y in (16, 28):
        pen.rect(x - 1.5, y, 3, 6, INK, None)
    for dx, dy in ((-16, 6), (14, 4), (0, -2)):
        pen.ellipse(x + dx, 8 + dy, 3, 2, h.tint((230, 230, 226)), INK, 0.6)
        pen.line((x + dx + 2, 6 + dy), (x + dx + 3, 2 + dy), h.tint((230, 230, 226)), 1.0)


def mill(pen, h):  # a mill on a ford, its wheel turning in tea-brown water
    x = h.x
    pen.poly([(0, 44), (192, 42), (192, 52), (0, 54)], h.tint((150, 120, 80)), None)
    _roof_house(pen, h, x - 14, 44, 28, 16)
    pen.circle((x + 20, 42), 10, None, h.tint(h.wood), 2.0)
    for a in range(0, 360, 45):
        p = arc_points(x + 20, 42, 10, 10, a, a, 1)[0]
        pen.line((x + 20, 42), p, h.tint(h.wood), 1.2)


def abbey(pen, h):  # half an abbey, the other half a grey drift of ash
    x = h.x
    pen.rect(x - 24, 20, 26, 28, h.tint((180, 174, 164)), INK, 1.0)
    pen.poly([(x - 28, 21), (x - 11, 8), (x + 2, 18)], h.tint((110, 100, 100)), INK, 1.0)
    pen.poly(
        [(x - 16, 48), (x - 16, 36)] + arc_points(x - 11, 36, 5, 5, 180, 360, 6) + [(x - 6, 48)],
        h.light if h.wyrd else INK,
        INK,
        0.8,
    )
    pen.poly(
        [(x + 2, 48), (x + 2, 26), (x + 10, 34), (x + 40, 44), (x + 60, 48)],
        h.tint((160, 156, 152)),
        INK,
        0.8,
    )


def chapel(pen, h):  # a chapel sinking and leaning into the marsh
    x = h.x
    pen.poly(
        [(x - 18, 46), (x - 15, 26), (x + 10, 24), (x + 12, 46)], h.tint((176, 170, 160)), INK, 1.0
    )
    pen.poly([(x - 8, 27), (x - 2, 2), (x + 6, 26)], h.tint((110, 100, 100)), INK, 1.0)
    pen.circle((x - 2, 14), 2, h.light if h.wyrd else h.tint((200, 170, 80)), INK, 0.5)
    pen.poly([(0, 44), (192, 44), (192, 60), (0, 60)], h.tint((70, 86, 70)), None)


def tents(pen, h):  # patched tents round a bonfire, blue under the wyrdness
    for i, x in enumerate(range(10, 190, 28)):
        if abs(x - h.x) < 16:
            continue
        pen.poly(
            [(x, 48), (x + 11, 30), (x + 22, 48)],
            h.tint(((220, 210, 180), (190, 180, 150))[i % 2]),
            INK,
            0.8,
        )
        pen.poly([(x + 9, 48), (x + 11, 38), (x + 13, 48)], INK, None)
    fire = (120, 170, 255) if h.wyrd else (255, 150, 60)
    pen.soft(lambda p: p.circle((h.x, 42), 10, fire, None), 120)
    pen.poly([(h.x - 5, 48), (h.x, 34), (h.x + 5, 48)], fire, INK, 0.7)


def hanged_oak(pen, h):  # a lone oak on a rise, seven ropes
    x = h.x
    pen.poly(arc_points(x, 60, 60, 20, 180, 360, 12), shade(h.tint(h.ground), 1.1), INK, 0.6)
    pen.stick((x, 44), (x, 20), 4, h.tint((70, 52, 40)))
    for s in (-1, 1):
        pen.stick((x, 24), (x + 24 * s, 14), 2.2, h.tint((70, 52, 40)))
    pen.ellipse(x, 12, 30, 9, h.tint((60, 86, 50)), INK, 0.8)
    for i in range(7):
        rx = x - 21 + i * 7
        pen.line((rx, 16), (rx, 26 + (i % 2) * 3), INK, 0.6)
        pen.ellipse(rx, 30 + (i % 2) * 3, 1.6, 3.4, h.tint((60, 50, 50)), None)


def mounds(pen, h):  # green barrows in rows; doors open under the wyrdness
    for row, y in enumerate((40, 50)):
        for i in range(5):
            x = 14 + i * 40 + row * 18
            pen.poly(arc_points(x, y + 4, 16, 8, 180, 360, 10), h.tint((90, 130, 70)), INK, 0.8)
            if h.wyrd:
                pen.rect(x - 2, y - 1, 4, 5, h.light, None)


def fold(pen, h):  # drystone pens and turf huts, sheep
    for x in (20, 100):
        pen.rect(x, 44, 60, 8, None, h.tint(h.stone), 2.0)
    for x in (h.x - 40, h.x + 30):
        pen.poly(arc_points(x, 42, 10, 9, 180, 360, 8), h.tint((110, 100, 60)), INK, 0.8)
    for i in range(6):
        sx = 28 + i * 24
        pen.ellipse(sx, 48, 3.5, 2.5, h.tint((236, 232, 220)), INK, 0.5)
        pen.circle((sx + 3.5, 47), 1.2, INK, None)


def quarry(pen, h):  # a grey wound in the hill, unfinished waystones in rows
    pen.poly(
        [(h.x - 50, 48), (h.x - 40, 22), (h.x + 40, 20), (h.x + 50, 48)],
        h.tint((130, 130, 132)),
        INK,
        0.9,
    )
    for y in (28, 36):
        pen.line((h.x - 38, y), (h.x + 38, y), h.tint((100, 100, 104)), 1.0)
    for i in range(6):
        x = 10 + i * 12 if i < 3 else 150 + (i - 3) * 12
        pen.poly(
            [(x - 3, 52), (x - 3, 40), (x, 37), (x + 3, 40), (x + 3, 52)],
            h.tint((170, 176, 186)),
            INK,
            0.7,
        )


def gate(pen, h):  # two leaning menhirs under a lintel, a wall of fog beyond
    x = h.x
    pen.soft(lambda p: p.rect(x - 12, 14, 24, 34, (230, 230, 236), None), 200)
    pen.poly([(x - 20, 50), (x - 18, 16), (x - 10, 16), (x - 10, 50)], h.tint(h.stone), INK, 1.0)
    pen.poly([(x + 10, 50), (x + 10, 16), (x + 18, 16), (x + 20, 50)], h.tint(h.stone), INK, 1.0)
    pen.rect(x - 24, 10, 48, 7, h.tint(shade(h.stone, 0.9)), INK, 1.0)


def tor(pen, h):  # a bald granite top with a cairn
    pen.poly(arc_points(h.x, 52, 60, 30, 180, 360, 14), h.tint((140, 136, 120)), INK, 0.8)
    for dx, dy in ((-4, 0), (4, 0), (0, -4), (-2, -8), (2, -8), (0, -12)):
        pen.ellipse(h.x + dx, 20 + dy, 4, 2.6, h.tint((170, 166, 156)), INK, 0.6)
    if h.wyrd:  # its shadow falls toward the sun
        pen.poly([(h.x, 24), (h.x - 40, 14), (h.x - 40, 20)], (0, 0, 0, 120), None)


def black_cairn(pen, h):  # a heap of black stones
    for i in range(12):
        dx, dy = (i % 4) * 9 - 14 + (i // 4) * 3, -(i // 4) * 6
        pen.ellipse(h.x + dx, 48 + dy, 5.5, 3.6, h.tint((44, 42, 48)), INK, 0.6)
    if h.wyrd:
        pen.line((h.x - 8, 50), (h.x - 8, 56), h.tint((160, 40, 40)), 1.0)


def hollies(pen, h):  # ancient hollies and owls holding court
    for x in range(14, 190, 30):
        pen.stick((x, 52), (x, 34), 3, h.tint((70, 52, 40)))
        pen.circle((x, 26), 13, h.tint((40, 80, 50)), INK, 0.8)
        pen.circle((x - 4, 24), 1.3, (200, 40, 40), None)
        pen.circle((x + 5, 30), 1.3, (200, 40, 40), None)
    for x in (h.x - 15, h.x + 15):
        pen.ellipse(x, 32, 4, 5, h.tint((150, 120, 90)), INK, 0.7)
        for dx in (-1.6, 1.6):
            pen.circle((x + dx, 30), 1.2, h.light if h.wyrd else (250, 210, 80), None)


def weirs(pen, h):  # a river held in a lattice of wicker weirs
    pen.poly([(0, 38), (192, 38), (192, 56), (0, 56)], h.tint((90, 120, 130)), None)
    for x in range(10, 190, 24):
        pen.poly(
            [(x, 38), (x + 6, 38), (x + 14, 56), (x + 8, 56)], h.tint((150, 120, 70)), INK, 0.6
        )
        pen.ellipse(x + 14, 50, 4, 2.4, h.tint((130, 100, 60)), INK, 0.5)


def charcoal(pen, h):  # smouldering mounds, the trees leaning away
    for x in (10, 30, 162, 182):
        lean = -6 if x < 96 else 6
        pen.stick((x, 50), (x + lean, 20), 2.4, h.tint((70, 52, 40)))
        pen.circle((x + lean, 18), 8, h.tint((56, 80, 50)), INK, 0.7)
    for dx in (-30, 0, 30):
        pen.poly(arc_points(h.x + dx, 50, 12, 10, 180, 360, 10), h.tint((60, 50, 44)), INK, 0.8)
        pen.circle((h.x + dx, 46), 1.5, (255, 120, 40), None)
        smoke(pen, h.x + dx, 38, 170)


def gibbets(pen, h):  # iron cages on poles across a salt marsh
    for i, x in enumerate(range(20, 190, 38)):
        pen.line((x, 54), (x, 14), INK, 1.4)
        pen.line((x, 14), (x + 10, 14), INK, 1.2)
        pen.rect(x + 6, 18 + (i % 2) * 3, 9, 13, None, h.tint((80, 80, 86)), 1.0)
        for dx in (3, 6):
            pen.line((x + 6 + dx, 18 + (i % 2) * 3), (x + 6 + dx, 31 + (i % 2) * 3), INK, 0.6)
        if i % 2:
            pen.circle((x + 10.5, 24), 2.2, h.tint((200, 190, 170)), None)


def cove(pen, h):  # a horseshoe of pale sand, seals, one cottage with its door open
    pen.poly(arc_points(96, 60, 90, 16, 180, 360, 16), h.tint((226, 214, 176)), INK, 0.8)
    _roof_house(pen, h, h.x - 8, 48, 16, 9, roof=(90, 80, 70))
    for x in (40, 64, 140):
        pen.ellipse(x, 52, 7, 3, h.tint((120, 116, 120)), INK, 0.6)
        pen.circle(
            (x + 6, 50), 2.4, h.tint((140, 130, 130) if not h.wyrd else (220, 190, 170)), INK, 0.5
        )


SIGHTS = (
    (("beacon", "lighthouse"), lighthouse),
    (("eelmarket", "stilt"), stilt_houses),
    (("mill",), mill),
    (("abbey",), abbey),
    (("chapel",), chapel),
    (("shrine", "skull"), stag_skull),
    (("fenwitch", "ribcage"), rib_hut),
    (("heronhold", "watchtower"), watchtower),
    (("cairngate", "menhir"), gate),
    (("crown cairn",), black_cairn),
    (("tor",), tor),
    (("quarry",), quarry),
    (("barrow",), mounds),
    (("fold", "pens"), fold),
    (("camp", "tents"), tents),
    (("hanged",), hanged_oak),
    (("drowned oaks",), drowned_oaks),
    (("owl", "hollies"), hollies),
    (("weir",), weirs),
    (("charcoal",), charcoal),
    (("gibbet", "cages"), gibbets),
    (("cove", "seals"), cove),
    (("reeds",), tall_reeds),
    (("mirewalk", "poles"), poles),
    (("wreck",), wreck),
    (("dunes",), dunes),
    (("caves",), caves),
    (("jetty",), jetty),
    (("saltpans", "pools"), saltpans),
    (("strand", "weed"), wrack),
    (("crossroads", "milestone"), crossroads),
    (("haven", "boats"), boat_houses),
)
