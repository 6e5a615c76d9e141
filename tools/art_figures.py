"""The miniatures: the dwarf Warrior, goblins by weapon, the wolf-riding boss and the troll.

Each figure stands on a round base seen a little from the front, like a painted miniature on the
table. The hero's base is blue, monsters' bases are blood red; the rim of a base carries the
accent colour of the weapon the figure holds.
"""
from __future__ import annotations

from art_draw import INK, Pen, arc_points, inset, shade
from art_palette import (ACCENT, BASE_HERO, BASE_MONSTER, BASE_TOP, BEARD, BONE, BOSS_RED,
                         CLOTH_BLUE, CLOTH_RAG, EYE_RED, EYE_YELLOW, FUR, GOLD, IRON, LEATHER,
                         MOSS, SKIN_DWARF, SKIN_GOBLIN, SKIN_TROLL, STEEL, STEEL_DARK)
from art_weapons import draw_weapon


def base(pen: Pen, cx, cy, rx, ry, side, accent):
    """A bevelled round base with a soft shadow and an accent-coloured rim."""
    pen.soft(lambda p: p.ellipse(cx + 1.5, cy + 4.5, rx + 2, ry + 2, (0, 0, 0), None), 90)
    pen.ellipse(cx, cy + 2.6, rx, ry, side, INK, 1.2)
    pen.ellipse(cx, cy, rx, ry, BASE_TOP, INK, 1.2)
    pen.ellipse(cx, cy, rx - 1.9, ry - 1.5, None, accent, 2.2)
    pen.ellipse(cx - rx * 0.15, cy - ry * 0.2, rx * 0.55, ry * 0.45, shade(BASE_TOP, 1.18), None)


def eye(pen, c, color, r=1.5, slit=True):
    pen.circle(c, r, color, INK, 0.7)
    if slit:
        pen.line((c[0], c[1] - r * 0.6), (c[0], c[1] + r * 0.6), INK, 0.7)


# -- the Warrior ----------------------------------------------------------------------------

def warrior() -> Pen:
    pen = Pen(64, 64, seed=11)
    base(pen, 32, 52, 25, 8.5, BASE_HERO, GOLD)
    for x in (26, 38):  # boots
        pen.ellipse(x, 50, 5, 3, shade(LEATHER, 0.8), INK, 1.0)
    body = [(19, 30), (45, 30), (47, 49), (17, 49)]
    pen.poly(body, CLOTH_BLUE, INK, 1.2)
    pen.poly([(22, 31), (42, 31), (41, 43), (23, 43)], STEEL, INK, 1.0)
    pen.poly([(24, 32), (30, 32), (29, 41), (25, 41)], shade(STEEL, 1.2), None)
    pen.rect(19, 43, 26, 3.4, LEATHER, INK, 0.9)
    pen.rect(30, 42.6, 4.4, 4.2, GOLD, INK, 0.8)
    # the axe in the right hand, the shield on the left arm
    pen.stick((44, 33), (50, 40), 4.2, CLOTH_BLUE)
    draw_weapon(pen, "axe", (51, 41), angle=12, scale=0.92)
    pen.circle((51, 41), 2.6, SKIN_DWARF, INK, 0.9)
    draw_weapon(pen, "shield", (15, 38), scale=0.85)
    # head: face, beard, helmet with horns
    pen.circle((32, 21), 9, SKIN_DWARF, INK, 1.1)
    beard = [(22, 23), (42, 23), (44, 30), (40, 38), (35, 44), (32, 47), (29, 44), (24, 38), (20, 30)]
    pen.poly(beard, BEARD, INK, 1.1)
    pen.poly(inset(beard, 0.55, -1.2, -1.5), shade(BEARD, 1.2), None)
    for x0, x1 in ((27, 29), (32, 32), (37, 35)):  # braids and strands
        pen.line((x0, 31), (x1, 42), shade(BEARD, 0.72), 0.7)
    for c in ((28.2, 26.6), (35.8, 26.6)):  # moustache
        pen.ellipse(c[0], c[1], 4.4, 2.0, shade(BEARD, 1.1), INK, 0.8)
    pen.circle((32, 24.6), 2.1, shade(SKIN_DWARF, 0.9), INK, 0.7)
    for x in (28.4, 35.6):
        pen.circle((x, 21.4), 1.1, INK, None)
    for side in (-1, 1):  # horns curving up and out
        horn = [(32 + side * 7, 13), (32 + side * 13, 10), (32 + side * 16, 6), (32 + side * 17.5, 1),
                (32 + side * 18.5, 8), (32 + side * 16, 13.5), (32 + side * 9, 19)]
        pen.poly(horn, BONE, INK, 1.0)
    dome = [(22.2, 19)] + arc_points(32, 19, 10, 9, 180, 360, 16) + [(41.8, 19)]
    pen.poly(dome, STEEL, INK, 1.1)
    pen.poly(arc_points(30, 17, 6, 5, 190, 260, 6) + [(28, 16)], shade(STEEL, 1.25), None)
    pen.rect(21.5, 17.6, 21, 3, STEEL_DARK, INK, 0.9)
    pen.rect(30.8, 17.6, 2.4, 7, STEEL_DARK, INK, 0.8)   # nose guard
    for x in (24, 28, 36, 40):
        pen.circle((x, 19.1), 0.6, shade(STEEL, 1.3), None)
    return pen


# -- goblins ---------------------------------------------------------------------------------

def goblin_head(pen: Pen, c, r=8.5, skin=SKIN_GOBLIN):
    x, y = c
    for side in (-1, 1):  # long ears first, the head overlaps their roots
        ear = [(x + side * (r - 2), y - 2), (x + side * (r + 9), y - 7), (x + side * (r - 1), y + 3)]
        pen.poly(ear, skin, INK, 1.0)
        pen.poly([(x + side * (r + 0), y - 1.4), (x + side * (r + 6.5), y - 5.3),
                  (x + side * (r - 0), y + 1.3)], shade(skin, 0.72), None)
    pen.circle(c, r, skin, INK, 1.1)
    pen.circle((x - 2.4, y - 3.2), r * 0.42, shade(skin, 1.15), None)
    for side in (-1, 1):
        eye(pen, (x + side * 3.4, y - 0.4), EYE_YELLOW, 1.7)
        pen.line((x + side * 1.2, y - 2.2), (x + side * 5.6, y - 3.8), INK, 1.0)   # a scowl
    pen.poly([(x - 1, y + 0.4), (x + 1.6, y + 0.4), (x - 0.4, y + 4.4)], shade(skin, 0.85), INK, 0.7)
    pen.line((x - 4, y + 5), (x + 4, y + 5), INK, 1.0)
    for fx in (x - 2.6, x + 2.6):
        pen.poly([(fx - 0.8, y + 5), (fx + 0.8, y + 5), (fx, y + 7)], BONE, INK, 0.5)


def goblin_body(pen: Pen, accent, cloth=CLOTH_RAG):
    for x in (28, 36):
        pen.stick((x, 44), (x - 1 if x < 32 else x + 1, 49), 2.6, SKIN_GOBLIN)
        pen.ellipse(x - 1 if x < 32 else x + 1, 50, 3.2, 1.8, shade(LEATHER, 0.8), INK, 0.8)
    tunic = [(25, 31), (39, 31), (42, 46), (38.5, 44), (35.5, 47), (32, 44.5), (28.5, 47), (25.5, 44), (22, 46)]
    pen.poly(tunic, cloth, INK, 1.1)
    pen.poly([(26, 31.5), (31, 31.5), (29, 40), (26, 40)], shade(cloth, 1.2), None)
    pen.poly([(25.2, 31.5), (29, 31.5), (40, 42), (38.8, 44.5)], accent, INK, 0.8)   # the weapon's sash
    pen.rect(23.5, 39.5, 17, 2.4, shade(LEATHER, 0.8), INK, 0.7)


def goblin(weapon: str | None) -> Pen:
    """weapon: 'blade', 'spear', 'bow', 'blade_shield' or None (disarmed)."""
    accent = {"blade_shield": ACCENT["shield"], None: ACCENT["none"]}.get(weapon) or ACCENT[weapon]
    pen = Pen(64, 64, seed=21)
    base(pen, 32, 52, 20, 7.5, BASE_MONSTER, accent)
    if weapon == "spear":  # the shaft runs behind the goblin, far above its head
        draw_weapon(pen, "spear", (46, 38), angle=4, scale=1.0)
    if weapon == "bow":  # quiver on the back, fletching over the shoulder
        pen.stick((41, 18), (37, 34), 4.4, LEATHER)
        for dx in (-1.8, 0.4, 2.6):
            pen.poly([(41 + dx, 14), (43 + dx, 18), (41 + dx, 20), (39 + dx, 18)], accent, INK, 0.6)
    goblin_body(pen, accent)
    pen.stick((25.5, 33), (20, 39), 2.6, SKIN_GOBLIN)
    pen.stick((38.5, 33), (44, 38.5), 2.6, SKIN_GOBLIN)
    if weapon in ("blade", "blade_shield"):
        draw_weapon(pen, "blade", (45, 38), angle=22, scale=0.82)
    if weapon == "bow":
        draw_weapon(pen, "bow", (17, 37), angle=-8, scale=0.9)
    goblin_head(pen, (32, 23.5))
    for hand in ((20, 39), (45, 38.5)):
        pen.circle(hand, 2.1, SKIN_GOBLIN, INK, 0.8)
    if weapon == "blade_shield":
        draw_weapon(pen, "shield", (20, 39), scale=0.92)
    return pen


# -- the goblin boss on its wolf -------------------------------------------------------------

def wolf(pen: Pen):
    for x, y in ((44, 39), (48, 39), (21, 40), (25.5, 40)):  # legs, far ones darker
        pen.stick((x, y), (x - 1, 50), 3.4, FUR if x in (48, 25.5) else shade(FUR, 0.7))
        pen.ellipse(x - 1, 50.5, 2.6, 1.5, shade(FUR, 0.55), INK, 0.7)
    tail = [(47, 34), (55, 26), (61, 24), (58, 30), (53, 37)]
    pen.poly(tail, shade(FUR, 0.9), INK, 1.0)
    pen.ellipse(35, 38, 16, 8, FUR, INK, 1.2)
    pen.ellipse(33, 35, 11, 3.4, shade(FUR, 1.2), None)
    for k in range(6):  # a bristling dark ridge along the back
        x = 24 + k * 4
        pen.poly([(x, 31.5), (x + 2, 27.5 + (k % 2)), (x + 4, 31.5)], shade(FUR, 0.6), INK, 0.6)
    # head facing left, jaws open
    for side in (0, 1):
        ex = 15 + side * 5
        pen.poly([(ex - 2, 27), (ex, 19), (ex + 3, 26)], shade(FUR, 0.8), INK, 0.9)
    pen.circle((17.5, 30), 6.5, FUR, INK, 1.1)
    pen.poly([(12, 27.5), (3, 30.5), (3.5, 33), (12, 33)], FUR, INK, 1.0)      # upper jaw
    pen.poly([(12, 34), (4.5, 35.5), (5, 37.5), (13, 37)], shade(FUR, 0.8), INK, 1.0)   # lower jaw
    for x in (5.5, 8, 10.5):
        pen.poly([(x, 33), (x + 1.2, 33), (x + 0.6, 34.8)], BONE, None)
    pen.circle((3.2, 30.6), 1.2, INK, None)
    eye(pen, (15.5, 28.5), EYE_RED, 1.4, slit=False)


def goblin_boss(weapon: str | None) -> Pen:
    """The boss rides a wolf; weapon: 'flail', 'hammer' or None."""
    accent = ACCENT[weapon] if weapon else GOLD
    pen = Pen(64, 64, seed=31)
    base(pen, 32, 53, 28, 8.5, BASE_MONSTER, accent)
    wolf(pen)
    # the rider: a leg down the wolf's flank, a red coat, a spiked iron crown
    pen.stick((33, 33), (30, 41), 3.0, SKIN_GOBLIN)
    pen.ellipse(29.5, 42, 2.8, 1.6, shade(LEATHER, 0.8), INK, 0.8)
    coat = [(30, 20), (42, 20), (44, 34), (28, 34)]
    pen.poly(coat, BOSS_RED, INK, 1.1)
    pen.poly([(31, 21), (35, 21), (34, 30), (31, 30)], shade(BOSS_RED, 1.3), None)
    pen.rect(28.5, 30, 15.5, 2.4, GOLD, INK, 0.7)
    # the weapon is raised over the wolf's head, where the picture has room for it
    pen.stick((41.5, 22), (45, 28), 2.4, SKIN_GOBLIN)
    pen.circle((45, 28), 2.0, SKIN_GOBLIN, INK, 0.8)
    pen.stick((30.5, 22), (26, 23), 2.6, SKIN_GOBLIN)
    if weapon:
        angle, scale = (-60, 0.78) if weapon == "flail" else (-40, 0.74)
        draw_weapon(pen, weapon, (26, 23.5), angle=angle, scale=scale)
    pen.circle((26, 23.5), 2.1, SKIN_GOBLIN, INK, 0.8)
    goblin_head(pen, (35, 12.5), r=7.2)
    crown = [(29, 8), (29.5, 2), (32, 6), (35, 0.5), (38, 6), (40.5, 2), (41, 8)]
    pen.poly(crown, IRON, INK, 0.9)
    pen.rect(28.5, 6.6, 13, 2.4, GOLD, INK, 0.7)
    return pen


# -- the troll ---------------------------------------------------------------------------------

def troll() -> Pen:
    """Hunched, huge and ugly: it fills its square, dragging a stone maul as big as a goblin."""
    pen = Pen(64, 64, seed=41)
    skin, dark, light = SKIN_TROLL, shade(SKIN_TROLL, 0.72), shade(SKIN_TROLL, 1.18)
    base(pen, 32, 54, 30, 8.8, BASE_MONSTER, ACCENT["hammer"])
    for x in (23, 41):  # stumpy legs
        pen.stick((x, 44), (x + (-1 if x < 32 else 1), 51), 8, dark)
        pen.ellipse(x + (-1.5 if x < 32 else 1.5), 52, 6, 2.6, shade(skin, 0.6), INK, 0.9)
    torso = [(12, 22), (22, 15), (42, 15), (52, 22), (52, 38), (45, 47), (19, 47), (12, 38)]
    pen.poly(torso, skin, INK, 1.3)
    pen.ellipse(32, 37, 13, 9, shade(skin, 0.86), None)                  # gut
    pen.ellipse(30, 34, 8, 4, skin, None)
    for c, r in (((14, 22), 9.5), ((50, 22), 9.5)):                       # shoulder humps
        pen.circle(c, r, skin, INK, 1.3)
        pen.circle((c[0] - 2.5, c[1] - 3), r * 0.5, light, None)
    for c in ((12, 27), (51, 18), (22, 40), (44, 37), (38, 22)):         # moss and warts
        pen.circle(c, 1.8, MOSS, None)
    loin = [(19, 42), (45, 42), (42, 51), (37, 48), (32, 52), (27, 48), (22, 51)]
    pen.poly(loin, LEATHER, INK, 1.0)
    pen.rect(17.5, 40, 29, 3, shade(LEATHER, 0.7), INK, 0.8)
    pen.circle((32, 41.5), 2.1, BONE, INK, 0.6)
    # the left arm hangs to the knuckles; the right fist grips the maul
    pen.stick((9, 26), (6, 38), 8.5, skin)
    pen.stick((6, 38), (8, 46), 7.5, skin)
    pen.circle((8.5, 48), 5.2, dark, INK, 1.1)
    pen.line((6, 46.5), (11, 46.5), INK, 0.6)
    # the right fist drags a stone maul whose head rests on the ground beside it
    draw_weapon(pen, "hammer", (48, 29), angle=172, scale=0.72, crude=True)
    pen.stick((53, 24), (49, 30), 7.5, skin)
    pen.circle((48.5, 30), 5.0, dark, INK, 1.1)
    # a head thrust forward between the humps: brow, red eyes, long nose, tusked underbite
    pen.poly([(22, 14), (26, 6), (32, 4), (38, 6), (42, 14), (41, 22), (23, 22)], skin, INK, 1.2)
    pen.poly([(20.5, 25), (22, 18), (42, 18), (43.5, 25), (38, 29), (26, 29)], shade(skin, 0.92), INK, 1.2)
    pen.rect(25.5, 23.5, 13, 3, (60, 26, 26), INK, 0.8)                    # the maw
    for x in (26.5, 37.5):
        pen.poly([(x - 1.6, 26), (x + 1.6, 26), (x + (-0.8 if x < 32 else 0.8), 18.5)], BONE, INK, 0.7)
    for x in (30, 32.5, 35):
        pen.poly([(x - 0.7, 23.5), (x + 0.7, 23.5), (x, 25.3)], BONE, None)
    for x in (27.5, 36.5):
        pen.soft(lambda p, x=x: p.circle((x, 13), 3.6, EYE_RED, None), 120)
        pen.circle((x, 13), 1.7, EYE_RED, INK, 0.6)
        pen.circle((x - 0.3, 12.6), 0.55, (255, 230, 190), None)
    pen.poly([(22.5, 9.5), (32, 11.5), (41.5, 9.5), (41, 12), (32, 14), (23, 12)], dark, INK, 0.9)  # brow
    pen.poly([(32, 12), (34.5, 19.5), (32, 21), (29.5, 19.5)], light, INK, 0.8)                     # nose
    pen.poly([(26, 6.5), (23, 1.5), (28, 4), (31, 0.5), (33.5, 4), (38, 1), (38, 7)], MOSS, INK, 0.8)
    return pen
