"""The sights of Chapter II's March (the Locations 2xx beyond the Cairngate), drawn like those in
art_tainted_grail_sights around the Place's x in a 192x60 vignette, horizon at y 34. MARCH_SIGHTS
is looked at before the Shore's list, and its words are the cards' own names, so no Shore card
takes one of these. A variant reads its own words: the split Oathstone lies in halves, the quiet
hall has a sword in its floor, sworn Rhydwen's doors are chalked full."""

from __future__ import annotations

from art_draw import INK, arc_points, shade
from art_tainted_grail_sights import smoke


def lantern_inn(pen, h):  # a coaching inn, its yard full of carts, a lantern over the door
    x = h.x
    pen.rect(x - 30, 24, 52, 22, h.tint((190, 170, 130)), INK, 1.0)
    pen.poly([(x - 34, 24), (x - 4, 10), (x + 26, 24)], h.tint((90, 70, 60)), INK, 1.0)
    for wx in (x - 24, x - 12, x + 8):
        pen.rect(wx, 30, 5, 5, h.light, INK, 0.5)
    pen.rect(x - 3, 36, 7, 10, h.tint((80, 56, 40)), INK, 0.6)
    pen.line((x + 1, 24), (x + 1, 30), INK, 0.8)
    lamp = (150, 255, 170) if "green" in h.words and h.wyrd else h.light
    pen.soft(lambda p: p.circle((x + 1, 32), 6, lamp, None), 110)
    for i, cx in enumerate((x + 36, x + 56, x - 56)):  # handcarts in the yard
        pen.rect(cx - 8, 40, 16, 6, h.tint(h.wood), INK, 0.6)
        pen.circle((cx - 4 + i % 2 * 8, 47), 3, None, INK, 0.8)
    smoke(pen, x - 20, 8)


def kingsroad(pen, h):  # a paved road straight to the horizon, a milestone at the verge
    pen.poly([(h.x - 3, 34), (h.x + 3, 34), (h.x + 40, 60), (h.x - 40, 60)], h.tint((170, 166, 150)), INK, 0.6)
    for y in (38, 44, 52):
        half = 3 + (y - 34) * 0.95
        pen.line((h.x - half, y), (h.x + half, y), shade(h.tint((170, 166, 150)), 0.8), 0.6)
    pen.rect(h.x + 48, 34, 8, 14, h.tint(h.stone), INK, 0.8)
    pen.rect(h.x + 50.5, 38, 3, 4, INK, None)  # the carved nine
    if h.wyrd:  # boots in step, one pace late
        for i in range(4):
            pen.ellipse(h.x - 10 + i * 6, 56 - i * 5, 2, 1, (60, 50, 70), None)


def banner_poles(pen, h):  # the Muster Field: ridged grass in rows, banner poles around
    for y in range(38, 60, 5):
        pen.line((0, y), (192, y + 1), shade(h.tint(h.ground), 0.8), 1.0)
    for x in range(12, 190, 34):
        pen.line((x, 46), (x, 18), h.tint(h.wood), 1.4)
        rag = (170, 40, 40) if (x // 34) % 2 else (210, 170, 60)
        pen.poly([(x, 18), (x + (-10 if h.wyrd else 10), 21), (x, 25)], h.tint(rag), INK, 0.5)


def hillfort(pen, h):  # three grass ramparts round a hall; a sword in the floor when quiet
    for i, (rx, ry) in enumerate(((80, 26), (62, 20), (44, 14))):
        pen.poly(arc_points(h.x, 54 - i * 4, rx, ry, 180, 360, 18), h.tint(shade(h.ground, 1.0 + i * 0.08)), INK, 0.7)
    pen.rect(h.x - 14, 22, 28, 10, h.tint((140, 120, 100)), INK, 0.8)
    if "quiet" in h.words:  # a roof laid again, smoke going straight up
        pen.poly([(h.x - 16, 22), (h.x, 14), (h.x + 16, 22)], h.tint((100, 80, 60)), INK, 0.8)
        pen.line((h.x, 14), (h.x, 4), (210, 210, 210), 1.2)
    else:  # the roof fallen in, jackdaws on the beams
        pen.line((h.x - 14, 22), (h.x + 6, 16), INK, 1.2)
        for dx in (-8, 2, 10):
            pen.circle((h.x + dx, 14 + dx % 3), 1.6, INK, None)


def ford_stones(pen, h):  # a wide brown river over a chequer of stones, a figure mid-stream
    pen.poly([(0, 38), (192, 36), (192, 56), (0, 58)], h.tint((120, 100, 70)), None)
    for i in range(11):
        shade_of = h.stone if i % 2 else shade(h.stone, 0.6)
        pen.rect(10 + i * 16, 46 + (i % 3) - 1, 10, 4, h.tint(shade_of), INK, 0.5)
    cloak = (160, 40, 40) if h.wyrd else (200, 190, 180)
    pen.poly([(h.x - 4, 46), (h.x, 28), (h.x + 4, 46)], h.tint(cloak), INK, 0.7)
    pen.circle((h.x, 26), 2.6, h.tint((200, 180, 160)), INK, 0.5)


def oathstone(pen, h):  # a hump of turf with one standing stone, ribbons in its cracks
    pen.poly(arc_points(h.x, 52, 56, 18, 180, 360, 14), h.tint(shade(h.ground, 1.1)), INK, 0.6)
    if "split" in h.words:  # two halves in the heather, lambs on them
        pen.poly([(h.x - 20, 40), (h.x - 16, 30), (h.x - 6, 32), (h.x - 4, 40)], h.tint(h.stone), INK, 0.9)
        pen.poly([(h.x + 4, 40), (h.x + 8, 33), (h.x + 20, 34), (h.x + 22, 40)], h.tint(h.stone), INK, 0.9)
        for dx in (-12, 14):
            pen.ellipse(h.x + dx, 28, 3, 2, h.tint((236, 232, 220)), INK, 0.5)
        return
    pen.poly([(h.x - 6, 38), (h.x - 4, 8), (h.x + 4, 6), (h.x + 7, 38)], h.tint(h.stone), INK, 1.0)
    for i, colour in enumerate(((200, 60, 60), (60, 100, 200), (230, 200, 80))):
        y = 14 + i * 7
        pen.line((h.x - 4, y), (h.x - 10, y + 4), h.tint(colour), 1.2)
    if h.wyrd:
        pen.circle((h.x + 1, 20), 3, None, h.light, 1.0)


def stone_seats(pen, h):  # a long barrow behind a horseshoe of nine seats, frost on eight
    pen.poly(arc_points(h.x, 36, 60, 14, 180, 360, 16), h.tint((96, 120, 80)), INK, 0.8)
    pen.rect(h.x - 4, 28, 8, 8, INK, None)
    for i in range(9):
        sx = h.x - 56 + i * 14
        sy = 50 - abs(i - 4) * 2
        frost = (230, 236, 246) if i < 8 else h.stone
        pen.rect(sx - 3, sy - 5, 6, 6, h.tint(frost), INK, 0.6)
        if h.wyrd and i < 8:
            pen.soft(lambda p, sx=sx, sy=sy: p.ellipse(sx, sy - 9, 2.5, 5, (210, 220, 240), None), 130)


def white_village(pen, h):  # white cottages with black thatch round a green, chalked doors
    for i, cx in enumerate(range(8, 190, 30)):
        if abs(cx + 10 - h.x) < 14:
            continue
        pen.rect(cx, 34, 20, 12, h.tint((236, 232, 224)), INK, 0.8)
        pen.poly([(cx - 2, 34), (cx + 10, 26), (cx + 22, 34)], h.tint((40, 36, 40)), INK, 0.8)
        pen.rect(cx + 8, 39, 4, 7, h.tint((90, 70, 50)), INK, 0.5)
        strokes = 4 if "sworn" in h.words else i % 3
        for s in range(strokes):
            pen.line((cx + 8.6 + s, 40), (cx + 8.6 + s, 43), (250, 250, 250), 0.5)
    pen.poly([(h.x - 6, 44), (h.x - 6, 22), (h.x, 14), (h.x + 6, 22), (h.x + 6, 44)], h.tint((150, 150, 146)), INK, 0.8)


def signal_tower(pen, h):  # a round black tower on a high hill, a fire-cage on its roof
    pen.poly(arc_points(h.x, 56, 70, 24, 180, 360, 16), h.tint(shade(h.ground, 0.9)), INK, 0.6)
    pen.rect(h.x - 8, 12, 16, 24, h.tint((40, 38, 44)), INK, 1.0)
    pen.rect(h.x - 6, 6, 12, 6, None, h.tint((120, 110, 100)), 1.0)
    lit = "burning" in h.words or h.wyrd
    if lit:
        fire = (255, 120, 60)
        pen.soft(lambda p: p.circle((h.x, 6), 9, fire, None), 120)
        pen.poly([(h.x - 4, 11), (h.x, 0), (h.x + 4, 11)], fire, None)
    for x in (20, 172):  # the other signal hills, cold
        pen.poly(arc_points(x, 36, 16, 8, 180, 360, 8), h.tint(shade(h.ground, 0.8)), INK, 0.5)
        pen.rect(x - 2, 24, 4, 4, None, INK, 0.6)


def orchard(pen, h):  # apple trees in rows up a slope, a bench under each, linen bleaching
    for row, y in enumerate((30, 40, 50)):
        for i in range(6):
            x = 14 + i * 32 + row * 8
            pen.stick((x, y + 6), (x, y), 2, h.tint((80, 60, 44)))
            pen.circle((x, y - 4), 7, h.tint((70, 110, 56)), INK, 0.6)
            for dx, dy in ((-3, -5), (3, -2), (0, -7)):
                fruit = (120, 120, 130) if h.wyrd else (200, 50, 40)
                pen.circle((x + dx, y + dy), 1.1, fruit, None)
            pen.rect(x + 3, y + 4, 6, 1.5, h.tint(h.wood), None)
    for i in range(3):
        pen.rect(h.x - 20 + i * 14, 56, 10, 3, h.tint((246, 246, 240)), INK, 0.4)


def siege_ditches(pen, h):  # zigzag ditches and turf walls across a hillside
    pen.poly(arc_points(h.x, 60, 96, 30, 180, 360, 18), h.tint(h.ground), INK, 0.6)
    for row in range(3):
        y = 40 + row * 6
        pts = [(10 + i * 14, y + (4 if i % 2 else 0)) for i in range(13)]
        pen.polyline(pts, shade(h.tint(h.ground), 0.6), 2.2)
    pen.line((h.x, 40), (h.x, 26), h.tint(h.wood), 1.0)
    pen.poly([(h.x, 26), (h.x + 8, 28), (h.x, 31)], h.tint((230, 226, 214)), INK, 0.4)


def cold_forge(pen, h):  # a sooty stone smithy at the top of a lane, its anvil split
    x = h.x
    pen.rect(x - 22, 24, 40, 22, h.tint((96, 90, 86)), INK, 1.0)
    pen.poly([(x - 26, 24), (x - 2, 12), (x + 22, 24)], h.tint((60, 56, 56)), INK, 1.0)
    pen.rect(x + 8, 6, 6, 14, h.tint((80, 76, 72)), INK, 0.8)
    glow = h.light if ("lit" in h.words or h.wyrd) else (40, 36, 36)
    pen.rect(x - 12, 32, 12, 10, glow, INK, 0.6)
    pen.poly([(x + 24, 46), (x + 28, 40), (x + 42, 40), (x + 46, 46)], h.tint((50, 50, 56)), INK, 0.8)
    pen.line((x + 35, 40), (x + 33, 46), h.tint((200, 190, 170)), 0.8)  # the split
    pen.poly([(x - 40, 60), (x - 24, 46), (x - 18, 46), (x - 30, 60)], h.tint((150, 130, 100)), None)


def birch_wood(pen, h):  # birch and bramble crammed in a cleft, torches searching
    for s in (-1, 1):
        pen.poly([(96 + s * 96, 20), (96 + s * 40, 60), (96 + s * 96, 60)], h.tint(shade(h.ground, 0.8)), INK, 0.6)
    for i, x in enumerate(range(40, 156, 12)):
        top = 14 + (i * 7) % 10
        pen.line((x, 56), (x, top), h.tint((236, 232, 226)), 2.2)
        for y in range(top + 6, 56, 8):
            pen.line((x - 1, y), (x + 1, y), INK, 0.6)
        pen.circle((x, top), 5, h.tint((120, 150, 80)), None)
    for x in (h.x - 20, h.x + 16):
        pen.ellipse(x, 54, 10, 4, h.tint((80, 60, 50)), INK, 0.5)
    if h.wyrd:
        for x in (h.x - 30, h.x + 30):
            pen.soft(lambda p, x=x: p.circle((x, 40), 4, (255, 160, 60), None), 160)


def names_chapel(pen, h):  # a plain roadside chapel, candle-light in its one window
    x = h.x
    pen.rect(x - 18, 26, 30, 20, h.tint((170, 166, 158)), INK, 1.0)
    pen.poly([(x - 21, 26), (x - 3, 14), (x + 15, 26)], h.tint((100, 96, 96)), INK, 1.0)
    pen.line((x - 3, 14), (x - 3, 6), INK, 1.0)
    pen.line((x - 6, 9), (x, 9), INK, 1.0)
    pen.rect(x - 6, 30, 6, 8, h.light, INK, 0.5)
    pen.poly([(0, 46), (192, 44), (192, 50), (0, 52)], h.tint((180, 166, 130)), None)


MARCH_SIGHTS = (
    (("lantern inn",), lantern_inn),
    (("kingsroad",), kingsroad),
    (("muster field",), banner_poles),
    (("caer osric",), hillfort),
    (("drowned ford",), ford_stones),
    (("oathstone",), oathstone),
    (("cold barrow",), stone_seats),
    (("rhydwen",), white_village),
    (("carn du",), signal_tower),
    (("widows' orchard",), orchard),
    (("siege lines",), siege_ditches),
    (("cold forge",), cold_forge),
    (("deserters' wood",), birch_wood),
    (("chapel of the unreturned",), names_chapel),
)
