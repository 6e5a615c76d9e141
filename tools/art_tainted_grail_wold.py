"""The sights of the Wold of Ardwen (Chapter III), drawn like art_tainted_grail_sights' around
the Place's x in a 192x60 vignette (the horizon at y 34). WOLD_SIGHTS is tried before the older
sights, so a Wold card's name finds its own feature first. A sight reads its card's words for
the story's changes: Blooms in Cider Hollow's doors, the Glasshouse shattered, the root-hall laid
open, the Witherstone unbound."""

from __future__ import annotations

from art_draw import INK, arc_points

BLOOM = (236, 232, 214)
ROOT = (196, 184, 150)
BARK = (70, 52, 40)


def _blooms(pen, h, points, r=1.6):
    for x, y in points:
        pen.circle((x, y), r, h.tint(BLOOM), INK, 0.4)
        pen.circle((x, y), r * 0.4, h.light if h.wyrd else (220, 200, 90), None)


def _root(pen, h, a, b, width=2.4):
    pen.stick(a, b, width, h.tint(ROOT), INK, 0.5)


def lychgate(pen, h):  # a roofed gate on a road of flat coffin-stones, bindweed on the roof
    x = h.x
    for i in range(7):
        pen.ellipse(20 + i * 26, 50 - i % 2, 7, 2.2, h.tint((150, 146, 140)), INK, 0.5)
    for dx in (-12, 12):
        pen.rect(x + dx - 1.5, 28, 3, 20, h.tint(BARK), INK, 0.6)
    pen.poly([(x - 18, 29), (x, 16), (x + 18, 29)], h.tint((90, 110, 70)), INK, 0.9)
    _blooms(pen, h, [(x - 9, 24), (x + 4, 20), (x + 11, 26), (x - 2, 27)], 1.3)
    pen.rect(x - 8, 40, 16, 3, h.tint((120, 100, 80)), INK, 0.5)


def press_houses(pen, h):  # press-houses in a bowl of grass, a press-beam and casks
    pen.poly(arc_points(96, 60, 110, 24, 180, 360, 16), h.tint((100, 140, 80)), None)
    for i, bx in enumerate((20, 48, 128, 156)):
        pen.rect(bx, 34 - i % 2 * 3, 20, 12, h.tint((190, 160, 120)), INK, 0.8)
        pen.poly([(bx - 2, 34 - i % 2 * 3), (bx + 10, 26 - i % 2 * 3), (bx + 22, 34 - i % 2 * 3)],
                 h.tint((110, 70, 60)), INK, 0.8)
        if "bloom" in h.words:
            _blooms(pen, h, [(bx + 10, 40), (bx + 4, 43), (bx + 16, 43)], 1.7)
        else:
            pen.rect(bx + 9, 39, 3, 3, h.light, None)
    pen.stick((h.x - 14, 38), (h.x + 16, 38), 3, h.tint(BARK))
    for dx in (-10, 12):
        pen.stick((h.x + dx, 38), (h.x + dx, 50), 2.2, h.tint(BARK))
    for dx in (-22, 24):
        pen.ellipse(h.x + dx, 48, 4, 5, h.tint((140, 96, 56)), INK, 0.6)


def pits(pen, h):  # long grassed trenches with boards at their heads, grave-caps in rings
    for row, y in enumerate((38, 45, 53)):
        pen.poly(arc_points(96, y + 3, 80 - row * 4, 3, 180, 360, 12), h.tint((80, 120, 64)),
                 INK, 0.6)
        pen.rect(14 + row * 6, y - 6, 2, 7, h.tint(BARK), None)
        pen.rect(10 + row * 6, y - 7, 10, 3, h.tint((150, 130, 100)), INK, 0.4)
        for i in range(6):
            pen.ellipse(40 + i * 22 + row * 5, y + 1, 1.8, 1.1, h.tint((230, 220, 200)), None)


def holy_well(pen, h):  # a mossed hump over a spring, a rag-tree, hares sitting round
    x = h.x
    pen.poly(arc_points(x, 46, 18, 12, 180, 360, 12), h.tint((96, 120, 80)), INK, 0.9)
    pen.poly(arc_points(x, 46, 6, 7, 180, 360, 8), INK, None)
    pen.ellipse(x, 49, 12, 2.5, h.tint((120, 170, 190)), INK, 0.5)
    pen.stick((x + 30, 48), (x + 32, 26), 2, h.tint(BARK))
    for i in range(6):
        pen.rect(x + 24 + i * 3, 28 + i % 3 * 4, 2, 5, h.tint(((170, 60, 50), (150, 140, 120),
                                                                 (110, 90, 70))[i % 3]), None)
    for hx in (x - 34, x - 24, x + 44):
        pen.ellipse(hx, 50, 3, 2.2, h.tint((150, 120, 90)), INK, 0.4)
        pen.ellipse(hx + 2, 46, 0.8, 2.6, h.tint((150, 120, 90)), INK, 0.3)


def bee_boles(pen, h):  # a long drystone wall with niches, a straw skep in each
    pen.rect(6, 30, 180, 18, h.tint((150, 144, 130)), INK, 0.8)
    for i in range(9):
        nx = 12 + i * 20
        pen.rect(nx, 34, 12, 10, INK, None)
        rooted = "rooted" in h.words and i > 6
        skep = (110, 140, 80) if rooted else (210, 180, 100)
        pen.poly(arc_points(nx + 6, 44, 5, 8, 180, 360, 8), h.tint(skep), INK, 0.5)
    for i in range(12):
        pen.circle((h.x - 20 + i * 4, 22 + (i * 7) % 8), 0.7, (40, 30, 10), None)


def glasshouse(pen, h):  # a long house of green panes on an iron frame; broken if shattered
    x0, x1 = h.x - 46, h.x + 46
    broken = "shattered" in h.words
    if not broken:
        pen.poly([(x0, 48), (x0, 32), (h.x, 22), (x1, 32), (x1, 48)], h.tint((150, 200, 160)),
                 INK, 0.9)
    for i in range(9):
        fx = x0 + i * (x1 - x0) / 8
        top = 32 - (22 - 32) * (abs(fx - h.x) / 46) - 10
        pen.line((fx, 48), (fx, top), h.tint((60, 60, 66)), 0.9)
    pen.line((x0, 32), (h.x, 22), h.tint((60, 60, 66)), 1.0)
    pen.line((h.x, 22), (x1, 32), h.tint((60, 60, 66)), 1.0)
    if broken:
        pen.speckle(40, (x0, 46, x1 - x0, 8), [h.tint((150, 200, 160)), h.tint((90, 140, 110))])
    else:
        pen.soft(lambda p: p.ellipse(h.x, 38, 40, 8, (230, 245, 230), None), 90)


def root_hall(pen, h):  # a hall drowned in a hill of roots; open to the sky when laid open
    x = h.x
    opened = "laid open" in h.words or "split roof" in h.words
    pen.rect(x - 24, 32, 48, 16, h.tint((160, 140, 120)), INK, 0.8)
    if opened:
        pen.poly([(x - 28, 48), (x - 20, 36), (x - 6, 44)], h.tint(ROOT), INK, 0.6)
        pen.poly([(x + 4, 46), (x + 22, 34), (x + 28, 48)], h.tint(ROOT), INK, 0.6)
        pen.ellipse(x, 44, 6, 3, h.tint((150, 60, 50)), INK, 0.6)
        return
    pen.poly(arc_points(x, 48, 42, 30, 180, 360, 16), h.tint((120, 130, 90)), INK, 0.9)
    for i in range(7):
        _root(pen, h, (x - 36 + i * 12, 48), (x - 20 + i * 7, 22 + i % 2 * 4), 2.2)
    pen.rect(x - 4, 40, 8, 8, h.light, INK, 0.5)


def hospice(pen, h):  # a long low whitewashed hospice, a bell on a post at the gate
    pen.rect(30, 32, 132, 14, h.tint((226, 222, 210)), INK, 0.8)
    pen.poly([(26, 32), (96, 24), (166, 32)], h.tint((110, 96, 90)), INK, 0.8)
    for i in range(10):
        pen.rect(38 + i * 12, 36, 4, 5, h.light if h.wyrd else h.tint((80, 90, 110)), None)
    pen.stick((180, 48), (180, 30), 1.6, h.tint(BARK))
    pen.poly(arc_points(180, 32, 3, 4, 180, 360, 8), h.tint((120, 150, 110)), INK, 0.5)


def mere(pen, h):  # a round lake rimmed white, a drowned belfry standing up out of it
    pen.ellipse(96, 46, 84, 10, h.tint((236, 236, 226)), None)
    pen.ellipse(96, 46, 74, 7.5, h.tint((80, 110, 120)), INK, 0.5)
    x = h.x
    pen.rect(x - 5, 28, 10, 18, h.tint((160, 150, 140)), INK, 0.7)
    pen.poly([(x - 7, 28), (x, 18), (x + 7, 28)], h.tint((100, 90, 90)), INK, 0.7)
    pen.circle((x, 14), 1.6, INK, None)
    for bx in (x - 40, x + 34):
        pen.poly([(bx - 8, 46), (bx + 8, 46), (bx + 6, 49), (bx - 6, 49)], h.tint(BARK), INK,
                 0.5)


def yews(pen, h):  # a ring of ancient yews, their trunks split open like doors
    for i, x in enumerate(range(12, 186, 24)):
        pen.poly(arc_points(x, 34, 13, 20, 180, 360, 10), h.tint((30, 56, 40)), INK, 0.8)
        pen.rect(x - 5, 30, 10, 18, h.tint((130, 60, 44)), INK, 0.6)
        pen.poly([(x - 1.5, 48), (x, 34), (x + 1.5, 48)], INK, None)
        if abs(x - h.x) < 13:
            pen.soft(lambda p, x=x: p.circle((x, 42), 4, h.light, None), 160)
        pen.circle((x + 6, 22 + i % 3 * 3), 1.1, (190, 30, 40), None)


def grafted(pen, h):  # a walled yard of impossible trees, three blossoms on one crown
    pen.rect(4, 44, 184, 6, h.tint((150, 140, 120)), INK, 0.6)
    colours = ((236, 180, 190), (240, 240, 230), (200, 120, 160), (250, 220, 150))
    for i, x in enumerate(range(20, 186, 34)):
        pen.stick((x, 46), (x, 30), 2.4, h.tint(BARK))
        pen.stick((x, 34), (x + 7, 26), 1.4, h.tint(BARK))
        pen.line((x - 2, 36), (x + 2, 36), h.tint((200, 180, 90)), 1.4)
        for j in range(3):
            pen.circle((x - 6 + j * 6, 24 + j % 2 * 3), 5,
                       h.tint(colours[(i + j) % 4]), INK, 0.5)


def rookery(pen, h):  # a roofless church on a knoll, its tower thatched with nests
    pen.poly(arc_points(96, 60, 90, 20, 180, 360, 14), h.tint((110, 130, 80)), None)
    x = h.x
    pen.rect(x - 30, 32, 30, 14, h.tint((170, 164, 150)), INK, 0.8)
    for i in range(4):
        pen.line((x - 28 + i * 8, 32), (x - 24 + i * 8, 27), h.tint(BARK), 0.8)
    pen.rect(x, 14, 12, 32, h.tint((160, 154, 140)), INK, 0.8)
    pen.speckle(30, (x - 2, 12, 16, 10), [h.tint((60, 46, 36)), h.tint((80, 64, 44))], 0.8, 1.6)
    for i in range(14):
        bx, by = x - 50 + (i * 37) % 110, 8 + (i * 11) % 18
        pen.line((bx - 2, by), (bx, by + 1), INK, 0.6)
        pen.line((bx, by + 1), (bx + 2, by), INK, 0.6)


def root_stone(pen, h):  # a tall waystone in a fist of roots; standing clear when unbound
    x = h.x
    free = "unbound" in h.words or "clear of its roots" in h.words
    glow = h.light if h.wyrd else (250, 240, 200)
    pen.poly([(x - 6, 48), (x - 5, 8), (x, 4), (x + 5, 8), (x + 6, 48)], h.tint((150, 150, 160)),
             INK, 0.9)
    if free:
        pen.soft(lambda p: p.circle((x, 24), 22, glow, None), 110)
        pen.poly([(x - 20, 50), (x - 12, 46), (x - 8, 50)], h.tint(ROOT), INK, 0.5)
        return
    for i, (dx, top) in enumerate(((-10, 14), (-6, 8), (6, 10), (10, 18), (0, 30))):
        _root(pen, h, (x + dx * 1.8, 50), (x + dx * 0.6, top), 3.4 - i * 0.3)
    for y in (16, 26, 36):
        pen.line((x - 1, y), (x + 1, y), glow, 1.4)


def sleepers(pen, h):  # rows of blossoming apple trees, a still figure under each
    for row, (y, step) in enumerate(((40, 30), (52, 34))):
        for x in range(10 + row * 14, 186, step):
            pen.stick((x, y), (x, y - 12), 2, h.tint(BARK))
            pen.circle((x, y - 16), 7, h.tint((236, 214, 220)), INK, 0.5)
            pen.rect(x + 4, y - 8, 2.4, 8, h.tint((110, 96, 110)), None)
            pen.circle((x + 5.2, y - 9.6), 1.5, h.tint((200, 170, 150)), None)


WOLD_SIGHTS = (  # hints only the Wold's own cards carry, so no older card's picture changes
    (("lychway",), lychgate),
    (("cider hollow",), press_houses),
    (("tarrow",), pits),
    (("melangell",), holy_well),
    (("bee-bole",), bee_boles),
    (("glasshouse",), glasshouse),
    (("caer perllan", "root-hall"), root_hall),
    (("lazar-house",), hospice),
    (("mildew mere",), mere),
    (("hollow yews",), yews),
    (("grafters' steading",), grafted),
    (("penhallow",), rookery),
    (("witherstone",), root_stone),
    (("sleepers' orchard",), sleepers),
)
