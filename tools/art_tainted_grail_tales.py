"""The sights of Chapter IV's side places (the Locations 414-416 of the side stories), drawn
like art_tainted_grail_sights' around the Place's x in a 192x60 vignette (the horizon at y 34).
TALES_SIGHTS is tried before the older sights, and its hints are the cards' own names, so no
earlier card takes one of them."""

from __future__ import annotations

from art_draw import INK, arc_points, shade

SALT = (232, 230, 220)
ROPE = (150, 118, 74)


def four_wents(pen, h):  # four roads crossing on a bald hill, one gibbet with a swinging cage
    pen.poly(arc_points(h.x, 60, 96, 26, 180, 360, 18), h.tint(shade(h.ground, 1.1)), INK, 0.6)
    road = h.tint((176, 160, 126))
    for a, b in (((0, 58), (192, 44)), ((h.x - 10, 36), (h.x + 30, 60))):
        pen.stick(a, b, 5, road, None)
    pen.stick((h.x - 2, 44), (h.x - 2, 12), 2.6, h.tint((46, 38, 34)))  # the post
    pen.stick((h.x - 2, 12), (h.x + 16, 12), 2.2, h.tint((46, 38, 34)))  # the arm
    pen.line((h.x + 14, 12), (h.x + 16, 17), INK, 0.7)
    pen.rect(h.x + 11, 17, 10, 14, None, h.tint((86, 86, 92)), 1.0)  # the cage, tilted by wind
    for dx in (3, 6):
        pen.line((h.x + 11 + dx, 17), (h.x + 12 + dx, 31), INK, 0.6)
    pen.circle((h.x + 16, 22), 2.4, h.tint((214, 204, 180)), None)  # the clerk's skull
    pen.rect(h.x - 16, 34, 9, 9, h.tint(h.wood), INK, 0.7)  # the toll-hut
    pen.poly([(h.x - 18, 34), (h.x - 11.5, 29), (h.x - 5, 34)], h.tint((90, 70, 56)), INK, 0.7)
    if h.wyrd:  # wet footprints coming up the drove road
        for i in range(5):
            pen.ellipse(h.x + 26 - i * 5, 58 - i * 4, 1.6, 0.9, (90, 120, 150), None)


def rope_ferry(pen, h):  # a tidal creek, a tarred rope across it, a punt, an empty bell-frame
    pen.poly([(0, 44), (192, 40), (192, 52), (0, 56)], h.tint(h.water), INK, 0.6)
    for x in range(6, 190, 9):  # reeds on the far bank
        pen.line((x, 40 - x % 3), (x + 1, 33 - x % 5), h.tint((120, 130, 80)), 0.8)
    pen.line((0, 43), (192, 40), h.tint(ROPE), 1.3)  # the ferry rope, tarred and taut
    punt = [(h.x - 14, 47), (h.x + 14, 46), (h.x + 11, 51), (h.x - 11, 52)]
    pen.poly(punt, h.tint(h.wood), INK, 0.7)
    pen.line((h.x + 4, 46), (h.x + 12, 30), INK, 1.0)  # the pole
    pen.rect(h.x - 40, 52, 30, 3, h.tint((60, 50, 44)), INK, 0.6)  # the landing
    for dx in (-36, -16):
        pen.line((h.x + dx, 52), (h.x + dx, 40), h.tint(h.wood), 1.4)
    pen.line((h.x - 38, 40), (h.x - 14, 40), h.tint(h.wood), 1.4)  # the bell-frame, bell gone
    for dx in (-30, -22):
        pen.line((h.x + dx, 40), (h.x + dx + (1 if h.wyrd else 0), 44), INK, 0.5)
    if h.wyrd:  # a queue on the landing that casts no shadows
        for i in range(4):
            pen.soft(lambda p, i=i: p.rect(h.x - 70 + i * 7, 40, 3, 12, (200, 220, 210), None), 90)


def salt_cell(pen, h):  # a shingle spit, a skep-shaped cell of stone, salt blocks and pans
    pen.poly(
        [(0, 48), (h.x - 20, 40), (h.x + 40, 42), (192, 50), (192, 54), (0, 56)],
        h.tint((170, 164, 150)),
        INK,
        0.6,
    )
    for i in range(6):  # the salt-pans, shining
        pen.rect(8 + i * 14, 49, 11, 4, h.tint((210, 220, 226)), INK, 0.4)
    pen.poly(arc_points(h.x + 10, 41, 12, 14, 180, 360, 14), h.tint(h.stone), INK, 0.8)
    pen.poly(arc_points(h.x + 10, 28, 7, 3, 180, 360, 8), h.tint((90, 120, 70)), INK, 0.5)
    pen.rect(h.x + 7, 34, 6, 7, h.tint((50, 40, 36)), INK, 0.5)
    pen.line((h.x + 4, 31), (h.x + 16, 25), h.tint((200, 196, 180)), 1.0)  # the crossed oars
    pen.line((h.x + 4, 25), (h.x + 16, 31), h.tint((130, 120, 110)), 1.0)
    for i in range(7):  # the salt tally along the wall
        block = SALT if not h.wyrd else (200, 214, 230)
        pen.rect(h.x + 26 + i * 6, 37 + (i % 2), 4.5, 3.5, h.tint(block), INK, 0.4)
    if h.wyrd:  # the names running in the fog
        for i in range(0, 7, 2):
            pen.line((h.x + 28 + i * 6, 41), (h.x + 28 + i * 6, 45), (170, 200, 230), 0.6)


TALES_SIGHTS = (  # the side places' own names
    (("four wents",), four_wents),
    (("cadfan",), rope_ferry),
    (("salt hermitage",), salt_cell),
)
