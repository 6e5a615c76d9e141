"""The sights of the Kings' last lairs (Chapter IV's Locations 411-413) on the bared floor of
the Sunken Hundred, drawn like art_tainted_grail_sights' around the Place's x in a 192x60
vignette (the horizon at y 34). FINALS_SIGHTS is tried first, and its hints are the lairs' own
names, so no earlier card takes one of them; the land under them is the sea floor
(art_tainted_grail_places' "seabed")."""

from __future__ import annotations

from art_draw import INK, arc_points, shade
from art_tainted_grail_sights import smoke

FROST = (226, 236, 244)
WRACK = (92, 80, 44)
GLASS = (196, 222, 214)


def last_milestone(pen, h):  # weed-slick paving running east, a milestone cut with a nought
    road = h.tint((150, 140, 120))
    pen.poly([(0, 58), (h.x - 14, 36), (h.x + 6, 36), (192, 58)], road, INK, 0.5)
    for i in range(5):  # the paving joints, closer together toward the horizon
        y = 38 + i * i * 1.1 + i * 2
        pen.line((h.x - 14 - i * 9, y), (h.x + 6 + i * 12, y), shade(road, 0.8), 0.5)
    stone = h.tint(h.stone)
    sx = h.x + 26
    pen.poly(arc_points(sx, 24, 7, 6, 180, 360, 10) + [(sx + 7, 50), (sx - 7, 50)], stone, INK, 0.9)
    pen.ellipse(sx, 32, 2.6, 3.6, None, INK, 0.9)  # the nought
    pen.line((sx - 7, 44), (sx + 7, 42), h.tint(WRACK), 1.2)  # weed at its foot
    fx = sx - 16  # the fire in its lee, and the pot
    for dx in (-4, 0, 4):
        pen.circle((fx + dx, 51), 1.6, h.tint((70, 66, 62)), INK, 0.4)
    pen.poly([(fx - 3, 50), (fx, 44), (fx + 3, 50)], h.light, INK, 0.5)
    pen.soft(lambda p: p.circle((fx, 47), 6, h.light, None), 80)
    pen.rect(fx - 3, 40, 6, 4, h.tint((50, 46, 44)), INK, 0.5)
    smoke(pen, fx, 26)
    if h.wyrd:  # a column of frost marching across the sand, nine files and a gap
        for i in range(9):
            x = 14 + i * 7
            pen.poly([(x, 46), (x + 2, 43), (x + 4, 46), (x + 2, 49)], FROST, None)


def physic_garden(pen, h):  # a walled garden on a hump of land, slate-labelled beds, a hedge
    pen.poly(arc_points(h.x, 52, 62, 16, 180, 360, 18), h.tint((104, 116, 78)), INK, 0.6)
    wall = h.tint(h.stone)
    pen.rect(h.x - 44, 36, 88, 3, wall, INK, 0.6)  # the far wall
    pen.rect(h.x - 44, 36, 3, 14, wall, INK, 0.6)
    pen.rect(h.x + 41, 36, 3, 14, wall, INK, 0.6)
    for i in range(4):  # the labelled beds in a physician's order
        bx = h.x - 36 + i * 16
        pen.rect(bx, 44, 12, 4, h.tint((86, 70, 50)), INK, 0.4)
        for j in range(3):
            pen.circle((bx + 2 + j * 4, 43), 1.3, h.tint((96, 140, 80)), None)
        pen.rect(bx + 4, 48, 3, 2, h.tint((70, 74, 84)), INK, 0.3)  # the slate
    hedge = h.tint((214, 222, 196))  # the unlabelled bed, outgrown the wall
    pen.poly(arc_points(h.x + 30, 40, 12, 18, 180, 360, 12), hedge, INK, 0.7)
    pen.rect(h.x - 8, 26, 14, 12, h.tint(GLASS), INK, 0.6)  # the glasshouse, pane for pane
    pen.line((h.x - 1, 26), (h.x - 1, 38), INK, 0.4)
    pen.line((h.x - 8, 32), (h.x + 6, 32), INK, 0.4)
    pen.rect(h.x - 43, 38, 2, 12, h.tint(h.wood), INK, 0.4)  # the gate on one hinge
    if h.wyrd:  # pollen lifting off the hedge at dusk
        pen.speckle(40, (h.x + 14, 14, 34, 26), [(240, 236, 170), (226, 240, 200)], 0.4, 0.9)


def ebb_court(pen, h):  # a drowned church in a basin, pews full, a stone road, the sea standing
    pen.poly([(0, 34), (192, 34), (192, 24), (0, 26)], h.tint((90, 140, 130)), INK, 0.5)
    pen.line((0, 25), (192, 23), h.tint((236, 244, 240)), 1.0)  # the wall of the sea, waiting
    road = h.tint((164, 156, 140))
    pen.poly([(h.x - 6, 60), (h.x + 6, 60), (h.x + 2, 44), (h.x - 2, 44)], road, INK, 0.5)
    cx = h.x + 2
    stone = h.tint(shade(h.stone, 0.9))
    pen.poly([(cx - 24, 44), (cx - 24, 28), (cx - 12, 18), (cx, 28), (cx, 44)], stone, INK, 0.8)
    pen.poly(
        arc_points(cx - 12, 34, 4, 6, 180, 360, 8) + [(cx - 8, 44), (cx - 16, 44)],
        h.tint((40, 46, 50)),
        INK,
        0.5,
    )  # the door, the road running into it
    pen.stick((cx + 6, 44), (cx + 6, 30), 2.0, stone, INK, 0.6)  # what is left of the nave
    pen.stick((cx + 24, 44), (cx + 24, 34), 2.0, stone, INK, 0.6)
    for i in range(3):  # pews, and a guest in weed on each
        px = cx + 9 + i * 5
        pen.rect(px, 41, 4, 3, h.tint(h.wood), INK, 0.3)
        pen.circle((px + 2, 38.5), 1.4, h.tint((70, 96, 70)), INK, 0.3)
    for i in range(3):  # wrecks sitting up in the mud
        wx = 16 + i * 22
        pen.poly(arc_points(wx, 48, 8, 5, 0, 180, 6), h.tint(shade(h.wood, 0.7)), INK, 0.5)
    if h.wyrd:  # every guest has turned to watch the road
        for i in range(3):
            pen.circle((cx + 11 + i * 5, 38.5), 0.5, h.light, None)


FINALS_SIGHTS = (  # the Kings' last lairs, by their own names
    (("last milestone",), last_milestone),
    (("physic garden",), physic_garden),
    (("ebb court",), ebb_court),
)
