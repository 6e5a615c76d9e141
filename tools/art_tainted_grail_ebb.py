"""The sights of the Sunken Hundred (Chapter IV), the sea floor the Great Ebb has laid bare,
drawn like art_tainted_grail_sights' around the Place's x in a 192x60 vignette (the horizon at
y 34). EBB_SIGHTS is tried before the older sights, and its hints are the Hundred's own card
names, so no earlier card's picture changes. The land under them is the bare sea floor
(art_tainted_grail_places' "seabed": wet mud, sky-pools and the sea a white line far off). A
sight reads its card's words for the story's changes: Porth Isel swept and at rest, the
Ledger-House burned, the Sea-Gate opened."""

from __future__ import annotations

from art_draw import INK, arc_points, shade
from art_tainted_grail_sights import smoke

MUD = (118, 104, 86)
KELP = (104, 84, 44)
BONE = (226, 220, 200)
TAR = (44, 40, 40)


def seabed(pen, h, ground):
    """The bared sea floor: mud in bands, pools holding the sky, ripple-marks, the sea far off."""
    pen.poly([(0, 34), (192, 34), (192, 60), (0, 60)], ground, None)
    pen.line((0, 34.5), (192, 34.5), h.tint((236, 240, 240)), 1.2)  # the sea, miles out
    for i, y in enumerate((38, 44, 51)):
        pen.line((0, y), (192, y - 1 - i % 2), shade(ground, 1.08), 0.7)
    for i in range(6):
        x, y = 14 + (i * 61) % 170, 40 + (i * 7) % 16
        pen.ellipse(x, y, 9 + i % 3 * 4, 1.6, h.tint((176, 196, 206)), None)
    for i in range(10):
        x, y = (i * 29) % 192, 47 + (i * 5) % 11
        pen.polyline(arc_points(x, y, 4, 1.2, 200, 340, 4), shade(ground, 0.82), 0.6)


def strand_camp(pen, h):  # sailcloth tents under the Beacon's rock, a salvage fire
    pen.poly([(4, 50), (10, 20), (22, 14), (34, 22), (40, 50)], h.tint((96, 90, 86)), INK, 0.9)
    pen.rect(18, 6, 6, 9, h.tint((210, 206, 196)), INK, 0.6)
    pen.soft(lambda p: p.circle((21, 8), 7, h.light, None), 120)
    for i, tx in enumerate((h.x - 34, h.x - 12, h.x + 14, h.x + 40)):
        base = 48 - i % 2 * 3
        pen.poly(
            [(tx - 10, base), (tx, base - 14), (tx + 10, base)], h.tint((226, 216, 190)), INK, 0.7
        )
        pen.line((tx, base - 14), (tx, base), shade(h.tint((226, 216, 190)), 0.7), 0.6)
    fx = h.x + 2
    pen.poly([(fx - 4, 52), (fx, 45), (fx + 4, 52)], h.light, INK, 0.5)
    pen.soft(lambda p: p.circle((fx, 48), 6, (140, 230, 150) if h.wyrd else h.light, None), 90)
    smoke(pen, fx, 30)
    pen.line((40, 46), (h.x - 46, 50), h.tint(h.wood), 0.7)  # the rope to the bell-post
    pen.rect(h.x - 47, 44, 2, 8, h.tint(h.wood), INK, 0.4)


def kelp_wood(pen, h):  # mast-tall kelp stalks leaning together, fronds drooping, a crab
    for i in range(11):
        x = 8 + i * 17 + (i % 3) * 3
        lean = (-6, 4, -2, 7)[i % 4]
        top = 4 + (i * 7) % 12
        pen.stick((x, 56), (x + lean, top), 2.2, h.tint(KELP), INK, 0.5)
        for j in range(3):
            y = top + 4 + j * 9
            pen.polyline(
                arc_points(x + lean * (1 - j / 4), y, 6, 5, 10, 150, 5), h.tint((126, 104, 52)), 1.4
            )
        pen.ellipse(x + lean, top, 4, 2, h.tint((140, 118, 60)), INK, 0.4)
    cx = h.x + 8
    pen.ellipse(cx, 52, 7, 3.2, h.tint((52, 60, 90)), INK, 0.6)
    for dx in (-7, 7):
        pen.circle((cx + dx * 1.3, 49), 2, h.tint((52, 60, 90)), INK, 0.5)


def reckoning_yard(pen, h):  # wrecked hulls in straight receding rows, a slate on each stern
    for row, (y, size, step) in enumerate(((38, 4, 16), (45, 6, 24), (54, 9, 36))):
        for x in range(6 + row * 5, 192, step):
            hull = h.tint(shade((120, 92, 64), 0.8 + row * 0.1))
            pen.poly(arc_points(x, y, size * 1.4, size * 0.7, 0, 180, 8), hull, INK, 0.5)
            pen.rect(
                x + size * 1.1, y - size * 0.9, size * 0.5, size * 0.4, h.tint((70, 74, 80)), None
            )
            if (x // step) % 3 == 0:
                pen.line((x, y), (x - 1, y - size * 2.2), h.tint(h.wood), 0.8)
    if h.wyrd:
        for x in (40, 110, 160):
            pen.soft(lambda p, x=x: p.circle((x, 44), 3, h.light, None), 140)


def porth_isel(pen, h):  # roofless houses in silt, a church tower with its bells; at rest: swept
    rest = "at rest" in h.words or "swept" in h.words
    for i, hx in enumerate((14, 40, 120, 146, 170)):
        top = 30 - i % 2 * 4
        pen.rect(hx, top, 18, 52 - top, h.tint((138, 134, 126)), INK, 0.7)
        pen.poly(
            [(hx, top), (hx + 4, top - 3), (hx + 9, top), (hx + 13, top - 2), (hx + 18, top)],
            h.tint((138, 134, 126)),
            INK,
            0.5,
        )  # broken gables, no roofs
        door = h.tint((70, 54, 40)) if rest else h.tint((40, 36, 40))
        pen.rect(hx + 7, 42, 5, 8, door, INK, 0.4)
        if rest:
            pen.circle((hx + 9.5, 51), 1.2, h.tint((220, 216, 204)), INK, 0.3)
    tx = h.x
    pen.rect(tx - 7, 8, 14, 44, h.tint((150, 146, 138)), INK, 0.9)
    pen.poly([(tx - 8, 8), (tx, 1), (tx + 8, 8)], h.tint((110, 106, 100)), INK, 0.7)
    pen.rect(tx - 4, 12, 8, 8, h.tint((40, 40, 44)), None)
    pen.poly([(tx - 3, 19), (tx, 13), (tx + 3, 19)], h.tint((90, 150, 110)), INK, 0.5)  # the bell
    pen.poly([(0, 52), (192, 50), (192, 60), (0, 60)], h.tint((96, 88, 76)), None)  # silt
    if rest:  # the silt banked against the walls like new graves, a shell on each
        for bx in (10, 36, 116, 142, 166):
            pen.poly(arc_points(bx + 12, 53, 13, 4, 180, 360, 8), h.tint((110, 100, 86)), INK, 0.4)
            pen.circle((bx + 12, 49.5), 1.3, h.tint((240, 226, 220)), INK, 0.3)
    else:  # drowned footprints going out of the church door and down the street
        for i in range(9):
            fx = tx - 6 - i * 10
            pen.ellipse(fx, 55 + i % 2 * 2.5, 2.4, 1.2, h.tint((44, 40, 38)), None)


def whalefall(pen, h):  # a stranded whale, its ribs bared by the flensers, gulls over it
    x = h.x
    pen.poly(arc_points(x, 50, 52, 14, 180, 360, 20), h.tint((84, 90, 100)), INK, 1.0)
    pen.poly(
        [(x + 50, 46), (x + 66, 36), (x + 62, 48), (x + 68, 56), (x + 50, 52)],
        h.tint((84, 90, 100)),
        INK,
        0.8,
    )  # the flukes
    for i in range(7):
        rx = x - 40 + i * 9
        pen.polyline(arc_points(rx, 50, 4, 16 - abs(i - 3) * 2, 180, 360, 6), h.tint(BONE), 1.6)
    pen.circle((x - 44, 46), 1.3, INK, None)  # the eye
    for gx, gy in ((x - 20, 14), (x + 10, 8), (x + 30, 18)):
        pen.polyline([(gx - 4, gy), (gx, gy + 2), (gx + 4, gy)], h.tint((236, 236, 230)), 1.0)


def ledger_house(pen, h):  # a squat black tollhouse, books pegged on lines; burned: ash and beams
    x = h.x
    burned = "burned" in h.words or "charred" in h.words
    pen.rect(x - 20, 24, 40, 26, h.tint((60, 60, 66)), INK, 1.0)
    if burned:
        for bx in (-16, -6, 4, 14):
            pen.stick((x + bx, 24), (x + bx + 3, 16), 1.6, h.tint((30, 26, 24)), INK, 0.4)
        for i in range(5):
            pen.ellipse(x - 30 + i * 14, 51, 9, 2.4, h.tint((176, 172, 168)), None)
        smoke(pen, x, 6, 160)
    else:
        pen.poly([(x - 24, 24), (x, 12), (x + 24, 24)], h.tint((40, 40, 46)), INK, 0.9)
        pen.rect(x - 4, 38, 8, 12, h.tint((30, 28, 30)), INK, 0.5)
        pen.rect(x - 14, 30, 5, 5, h.light, INK, 0.4)
    for side in (-1, 1):  # the drying lines, books pegged open, or bare clasps
        a, b = (x + side * 24, 30), (x + side * 80, 34)
        pen.line(a, b, h.tint((90, 80, 70)), 0.6)
        pen.line((b[0], 34), (b[0], 52), h.tint(h.wood), 1.2)
        for i in range(1, 6):
            px = a[0] + (b[0] - a[0]) * i / 6
            py = 30 + 4 * i / 6
            if burned:
                pen.circle((px, py + 1.5), 0.9, h.tint((190, 120, 60)), None)
            else:
                pen.poly(
                    [
                        (px - 3, py),
                        (px, py + 1),
                        (px + 3, py),
                        (px + 3, py + 5),
                        (px, py + 6),
                        (px - 3, py + 5),
                    ],
                    h.tint((226, 220, 200)),
                    INK,
                    0.4,
                )


def sarn(pen, h):  # a causeway running straight east to the horizon, tide-posts, white channels
    x = h.x
    for side in (-1, 1):  # the channels running hard either side
        pen.poly(
            [(x + side * 4, 34), (x + side * 8, 34), (x + side * 90, 60), (x + side * 46, 60)],
            h.tint((200, 220, 226)),
            None,
        )
    pen.poly(
        [(x - 3, 34), (x + 3, 34), (x + 44, 60), (x - 44, 60)], h.tint((128, 124, 114)), INK, 0.6
    )
    for y in (38, 43, 50):
        half = 3 + (y - 34) * 1.55
        pen.line((x - half, y), (x + half, y), shade(h.tint((128, 124, 114)), 0.8), 0.5)
    for i, y in enumerate((36, 40, 46, 56)):  # the posts, nearer and taller
        off, tall = 4 + (y - 34) * 1.6, 2 + i * 4
        pen.rect(x + off, y - tall, 1 + i * 0.6, tall, h.tint(TAR), None)
        pen.rect(x - off - 1, y - tall, 1 + i * 0.6, tall, h.tint(TAR), None)


def singing_sands(pen, h):  # a long pale sandbank humming in arcs, cocklers with baskets
    pen.poly(arc_points(96, 54, 90, 16, 180, 360, 22), h.tint((226, 214, 176)), INK, 0.7)
    for r in (8, 14, 20):
        pen.polyline(
            arc_points(h.x, 40, r * 1.6, r * 0.6, 200, 340, 8), h.tint((200, 186, 150)), 0.7
        )
    for cx in (h.x - 50, h.x + 44, h.x + 62):
        pen.stick((cx, 52), (cx, 44), 1.6, h.tint((110, 80, 70)), INK, 0.4)
        pen.circle((cx, 42.5), 1.6, h.tint((200, 170, 150)), INK, 0.3)
        pen.rect(cx - 3, 44, 3, 4, h.tint((150, 120, 70)), INK, 0.3)  # the basket
        pen.line((cx + 1, 47), (cx + 6, 53), h.tint(h.wood), 0.6)  # the rake


def eel_deeps(pen, h):  # the Tidecaves' cliff, black pools below, a great eel coiled in one
    pen.poly(
        [(0, 8), (30, 4), (48, 14), (56, 40), (40, 50), (0, 52)], h.tint((92, 88, 84)), INK, 0.9
    )
    for cx in (14, 32):
        pen.poly(arc_points(cx, 36, 6, 9, 180, 360, 8), h.tint((30, 30, 36)), None)
    for i, (px, rx) in enumerate(((h.x - 10, 26), (h.x + 44, 14), (h.x + 76, 10))):
        pen.ellipse(px, 48 - i % 2 * 3, rx, 4.5 - i * 0.8, h.tint((24, 26, 34)), INK, 0.6)
    ex = h.x - 10
    pen.polyline(arc_points(ex - 8, 47, 10, 3, 180, 360, 8), h.tint((90, 110, 80)), 2.6)
    pen.polyline(arc_points(ex + 8, 48, 9, 2.4, 0, 180, 8), h.tint((90, 110, 80)), 2.4)
    pen.circle((ex - 17, 47), 1.2, (230, 220, 120) if not h.wyrd else h.light, None)


def sea_gate(pen, h):  # a lone arch on a rock, a waystone in its keystone; opened: a road of light
    x = h.x
    opened = "opened" in h.words or "burns with" in h.words
    pen.poly(
        [(x - 30, 52), (x - 22, 44), (x + 24, 43), (x + 32, 52)], h.tint((96, 92, 88)), INK, 0.8
    )
    for dx in (-14, 10):
        pen.rect(x + dx, 14, 5, 30, h.tint((150, 148, 144)), INK, 0.8)
    pen.rect(x - 17, 9, 34, 6, h.tint((150, 148, 144)), INK, 0.8)
    glow = (255, 250, 230) if opened else (h.light if h.wyrd else (120, 120, 126))
    pen.poly([(x - 3, 9), (x, 5), (x + 3, 9), (x, 14)], glow, INK, 0.5)
    if opened:
        pen.soft(lambda p: p.circle((x, 10), 14, (255, 248, 220), None), 130)
        pen.poly([(x - 2, 43), (x + 2, 43), (x + 60, 34), (x + 56, 34)], (250, 246, 226), None)
    far = x + 62  # the empty seat far off in the haze, a glint where the crown sits
    pen.rect(far - 3, 29, 6, 5, h.tint((80, 76, 90)), None)
    pen.rect(far - 3, 24, 1.5, 6, h.tint((80, 76, 90)), None)
    pen.circle((far, 27), 1, (240, 210, 120), None)


EBB_SIGHTS = (  # hints only the Sunken Hundred's own cards carry
    (("strand camp",), strand_camp),
    (("kelp wood",), kelp_wood),
    (("reckoning yard",), reckoning_yard),
    (("porth isel",), porth_isel),
    (("whalefall",), whalefall),
    (("ledger-house",), ledger_house),
    (("sarn hir",), sarn),
    (("singing sands",), singing_sands),
    (("eel deeps",), eel_deeps),
    (("sea-gate",), sea_gate),
)
