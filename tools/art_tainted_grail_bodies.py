"""The bodies of Tainted Grail's foes, drawn in a 64-unit box through a Frame (so one body can
stand alone on a token, three can make a pack, and the same drawing can fill a bigger picture).

Each body takes the Frame and a Look (its colours and the seeded quirks) and draws feet-down
around x 32, y 56. art_tainted_grail_figures picks the body and the Look from a foe's words."""

from __future__ import annotations

from dataclasses import dataclass, field

from art_draw import INK, Pen, arc_points, shade


@dataclass
class Look:
    main: tuple  # the body's or garment's colour
    accent: tuple  # trim, a second colour
    skin: tuple
    eye: tuple  # the eyes' glow
    variant: str = ""  # which beast, bird, garb ...
    extras: list = field(default_factory=list)  # headgear, what it holds, growths
    facing: int = 1  # 1 looks right, -1 left
    seed: int = 0  # picks hair and beard for a bare head


class Frame:
    """Draws on a Pen in a 64-unit box placed at (ox, oy) and scaled by k; facing mirrors x."""

    def __init__(self, pen: Pen, ox=0.0, oy=0.0, k=1.0, facing=1) -> None:
        self.pen, self.ox, self.oy, self.k, self.f = pen, ox, oy, k, facing

    def p(self, pt):
        x = pt[0] if self.f > 0 else 64 - pt[0]
        return (self.ox + x * self.k, self.oy + pt[1] * self.k)

    def poly(self, pts, fill=None, outline=INK, width=1.0):
        self.pen.poly([self.p(q) for q in pts], fill, outline, width * self.k)

    def circle(self, c, r, fill=None, outline=INK, width=1.0):
        self.pen.circle(self.p(c), r * self.k, fill, outline, width * self.k)

    def ellipse(self, cx, cy, rx, ry, fill=None, outline=INK, width=1.0):
        x, y = self.p((cx, cy))
        self.pen.ellipse(x, y, rx * self.k, ry * self.k, fill, outline, width * self.k)

    def line(self, a, b, colour, width=1.0):
        self.pen.line(self.p(a), self.p(b), colour, width * self.k)

    def stick(self, a, b, width, fill):
        self.pen.stick(self.p(a), self.p(b), width * self.k, fill, INK, self.k)

    def polyline(self, pts, colour, width=1.0):
        self.pen.polyline([self.p(q) for q in pts], colour, width * self.k)

    def rect(self, x, y, w, h, fill=None, outline=INK, width=1.0):
        self.poly([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], fill, outline, width)


def eyes(fr: Frame, look: Look, c, gap=3.0, r=1.3) -> None:
    for dx in (-gap, gap):
        fr.circle((c[0] + dx, c[1]), r, look.eye, None)


# -- people ---------------------------------------------------------------------------------


def person(fr: Frame, look: Look) -> None:
    """A standing figure: a robe, armour or plain clothes, a head, what it wears and holds."""
    garb, extras = look.variant, look.extras
    hem = 56
    if "host" in extras:  # the sworn dead, faint behind him
        for dx in (-13, 13):
            fr.poly(
                [
                    (32 + dx - 7, hem - 4),
                    (32 + dx - 6, 26),
                    (32 + dx + 6, 26),
                    (32 + dx + 7, hem - 4),
                ],
                (150, 160, 180),
                None,
            )
            fr.circle((32 + dx, 21), 5, (170, 178, 196), None)
            fr.circle((32 + dx, 21), 1.0, (200, 240, 255), None)
    if garb == "robe":
        body = [(18, hem), (24, 30), (32, 26), (40, 30), (46, hem)]
    elif garb == "armour":
        body = [(20, hem), (21, 36), (24, 28), (40, 28), (43, 36), (44, hem)]
    elif garb == "giant":
        body = [(14, hem), (17, 26), (32, 18), (47, 26), (50, hem)]
    else:  # plain clothes: a tunic on legs
        body = [(22, 46), (23, 30), (32, 27), (41, 30), (42, 46)]
        fr.stick((27, 46), (26, hem), 3.6, shade(look.main, 0.6))
        fr.stick((37, 46), (38, hem), 3.6, shade(look.main, 0.6))
    fr.poly(body, look.main, INK, 1.1)
    if garb == "armour":
        fr.poly([(24, 30), (40, 30), (38, 44), (26, 44)], shade(look.accent, 1.1), INK, 0.8)
        fr.line((32, 30), (32, 44), shade(look.accent, 0.7), 1.0)
    elif garb == "giant":  # wicker lattice over the body
        for i in range(5):
            fr.line((16 + i * 8, hem), (26 + i * 6, 22), shade(look.main, 0.6), 1.0)
            fr.line((48 - i * 8, hem), (38 - i * 6, 22), shade(look.main, 0.6), 1.0)
    else:
        fr.line((32, 28), (32, 44), shade(look.main, 0.75), 1.0)
        fr.poly([(24, 40), (40, 40), (40, 42.5), (24, 42.5)], look.accent, None)
    if "blooms" in extras:  # briar climbing the gown, flowers open on it
        fr.polyline([(22, hem), (28, 46), (24, 38), (30, 30)], (60, 100, 50), 1.6)
        fr.polyline([(42, hem), (36, 44), (41, 36)], (60, 100, 50), 1.6)
        for c in ((28, 46), (24, 38), (36, 44), (41, 36)):
            fr.circle(c, 2.0, (226, 120, 160), INK, 0.5)
    if "weed" in extras:  # the sea running off him
        for x in (22, 27, 37, 42):
            fr.polyline([(x, 32), (x + 1, 42), (x - 1, 50), (x, hem + 1)], (60, 120, 100), 1.4)
        for x in (20, 44):
            fr.circle((x, hem + 1), 1.2, (150, 210, 230), None)
    head_y = 14 if garb == "giant" else 20
    arm = shade(look.main, 0.85)
    fr.stick((25, 31), (19, 42), 3.4, arm)
    fr.stick((39, 31), (46, 40), 3.4, arm)
    fr.circle((19, 43), 2.0, look.skin, INK, 0.8)
    fr.circle((46, 41), 2.0, look.skin, INK, 0.8)
    for item in extras:
        if item in HELD:
            HELD[item](fr, look, (46, 41))
    face = shade(look.skin, 0.55) if "helm" in extras or "hood" in extras else look.skin
    fr.circle((32, head_y), 7.5, face, INK, 1.1)
    worn = [item for item in extras if item in HEADGEAR]
    if not worn and garb != "giant":
        _hair(fr, look, (32, head_y))
    for item in worn:
        HEADGEAR[item](fr, look, (32, head_y))
    eyes(fr, look, (33, head_y + 0.5), 2.6, 1.1)


HAIR = ((60, 44, 34), (140, 90, 50), (200, 170, 110), (170, 166, 160), (120, 50, 30))


def _hair(fr, look, h):
    """A bare head's hair (its colour and cut from the seed), and a beard on some."""
    hair = HAIR[look.seed % len(HAIR)]
    cut = (look.seed >> 3) % 3
    if cut == 0:  # cropped
        fr.poly(arc_points(h[0], h[1], 8, 8, 180, 360, 10), hair, INK, 0.9)
    elif cut == 1:  # long, to the shoulders
        fr.poly(
            arc_points(h[0], h[1], 8.5, 8.5, 170, 370, 12)
            + [(h[0] + 9, h[1] + 9), (h[0] - 9, h[1] + 9)],
            hair,
            INK,
            0.9,
        )
        fr.circle((h[0] + 1, h[1] + 1), 5.5, look.skin, None)
    else:  # balding, a fringe round the back
        fr.polyline(arc_points(h[0], h[1], 7.5, 7.5, 150, 230, 6), hair, 2.2)
    if (look.seed >> 5) % 3 == 0:  # a beard
        fr.poly(arc_points(h[0] + 1, h[1] + 3, 6, 7, 0, 180, 10), hair, INK, 0.8)


def _hood(fr, look, h):
    fr.poly(
        arc_points(h[0], h[1] + 1, 9.5, 10.5, 180, 360, 10) + [(41, 30), (23, 30)],
        shade(look.main, 0.8),
        INK,
        1.0,
    )
    fr.circle((h[0] + 1, h[1] + 1.5), 5.5, shade(look.skin, 0.45), None)


def _helm(fr, look, h):
    fr.poly(
        arc_points(h[0], h[1] + 1, 8.5, 9, 180, 360, 10) + [(40.5, h[1] + 4), (23.5, h[1] + 4)],
        (150, 150, 158),
        INK,
        1.0,
    )
    fr.line((h[0] - 5, h[1] + 1), (h[0] + 6, h[1] + 1), INK, 1.4)


def _horns(fr, look, h):
    fr.poly(
        [(h[0] - 7, h[1] - 3), (h[0] - 14, h[1] - 14), (h[0] - 4, h[1] - 7)],
        (230, 220, 196),
        INK,
        0.9,
    )
    fr.poly(
        [(h[0] + 7, h[1] - 3), (h[0] + 14, h[1] - 14), (h[0] + 4, h[1] - 7)],
        (230, 220, 196),
        INK,
        0.9,
    )


def _antlers(fr, look, h):
    for s in (-1, 1):
        base = (h[0] + 5 * s, h[1] - 5)
        tip = (h[0] + 13 * s, h[1] - 16)
        fr.line(base, tip, (214, 200, 170), 1.6)
        fr.line(
            ((base[0] + tip[0]) / 2, h[1] - 10), (h[0] + 6 * s, h[1] - 16), (214, 200, 170), 1.2
        )
        fr.line(tip, (h[0] + 17 * s, h[1] - 12), (214, 200, 170), 1.2)


def _hat(fr, look, h):  # a tall pointed hat
    fr.poly(
        [(h[0] - 12, h[1] - 4), (h[0] + 12, h[1] - 4), (h[0] + 3, h[1] - 20)],
        shade(look.accent, 0.5),
        INK,
        1.0,
    )


def _veil(fr, look, h):
    fr.poly(
        arc_points(h[0], h[1], 9, 9, 180, 360, 10)
        + [(h[0] + 10, h[1] + 14), (h[0] - 10, h[1] + 14)],
        shade(look.accent, 0.9),
        INK,
        0.9,
    )
    fr.circle((h[0] + 1, h[1] + 1), 5.0, look.skin, None)


def _cap(fr, look, h):
    fr.poly(
        arc_points(h[0], h[1] - 1, 8, 6, 180, 360, 8) + [(h[0] + 11, h[1] - 1)],
        look.accent,
        INK,
        0.9,
    )


def _crown(fr, look, h):
    y = h[1] - 6
    pts = [
        (h[0] - 8, y + 2),
        (h[0] - 8, y - 5),
        (h[0] - 4, y - 1),
        (h[0], y - 8),
        (h[0] + 4, y - 1),
        (h[0] + 8, y - 5),
        (h[0] + 8, y + 2),
    ]
    fr.poly(pts, (236, 190, 70), INK, 1.0)
    fr.circle((h[0], y - 1), 1.2, (200, 40, 50), None)


def _briar_crown(fr, look, h):
    for i in range(7):
        x = h[0] - 9 + i * 3
        fr.line((x, h[1] - 5), (x + (i % 2) * 2 - 1, h[1] - 12 - (i % 3) * 2), (70, 110, 50), 1.4)
    for x in (h[0] - 6, h[0] + 5):
        fr.circle((x, h[1] - 12), 2.2, (220, 120, 160), INK, 0.6)


def _wave_crown(fr, look, h):
    pts = [(h[0] - 9, h[1] - 4)]
    for i in range(5):
        pts += [(h[0] - 7 + i * 4, h[1] - 13 - (i % 2) * 4), (h[0] - 5 + i * 4, h[1] - 7)]
    pts.append((h[0] + 10, h[1] - 4))
    fr.poly(pts, (110, 190, 200), INK, 1.0)


HEADGEAR = {
    "hood": _hood,
    "helm": _helm,
    "horns": _horns,
    "antlers": _antlers,
    "hat": _hat,
    "veil": _veil,
    "cap": _cap,
    "crown": _crown,
    "briar-crown": _briar_crown,
    "wave-crown": _wave_crown,
}


def _sword(fr, look, hand):
    fr.stick(hand, (hand[0] + 8, hand[1] - 24), 2.0, (200, 204, 214))
    fr.line((hand[0] - 3, hand[1] - 2), (hand[0] + 4, hand[1] + 1), INK, 2.0)


def _spear(fr, look, hand):
    fr.stick((hand[0] - 2, hand[1] + 14), (hand[0] + 4, hand[1] - 30), 1.6, (140, 100, 60))
    fr.poly(
        [(hand[0] + 2.5, hand[1] - 28), (hand[0] + 6, hand[1] - 36), (hand[0] + 6.5, hand[1] - 27)],
        (200, 204, 214),
        INK,
        0.8,
    )


def _staff(fr, look, hand):
    fr.stick((hand[0], hand[1] + 15), (hand[0] + 1, hand[1] - 26), 1.8, (120, 86, 54))
    fr.circle((hand[0] + 1, hand[1] - 27), 2.4, look.accent, INK, 0.8)


def _torch(fr, look, hand):
    fr.stick(hand, (hand[0] + 3, hand[1] - 14), 1.8, (120, 86, 54))
    fr.poly(
        [(hand[0] + 0, hand[1] - 14), (hand[0] + 3, hand[1] - 24), (hand[0] + 6, hand[1] - 14)],
        (255, 170, 60),
        INK,
        0.8,
    )


def _lantern(fr, look, hand):
    fr.line(hand, (hand[0], hand[1] + 5), INK, 1.0)
    fr.poly(
        [
            (hand[0] - 3, hand[1] + 5),
            (hand[0] + 3, hand[1] + 5),
            (hand[0] + 2.5, hand[1] + 12),
            (hand[0] - 2.5, hand[1] + 12),
        ],
        (255, 210, 110),
        INK,
        0.9,
    )


def _book(fr, look, hand):
    fr.poly(
        [
            (hand[0] - 4, hand[1] - 2),
            (hand[0] + 5, hand[1] - 5),
            (hand[0] + 6, hand[1] + 3),
            (hand[0] - 3, hand[1] + 6),
        ],
        (120, 40, 40),
        INK,
        0.9,
    )


def _coin(fr, look, hand):
    fr.circle((hand[0] + 2, hand[1] - 4), 2.8, (236, 196, 70), INK, 0.8)


def _bow(fr, look, hand):
    fr.polyline(arc_points(hand[0] - 2, hand[1], 6, 14, -80, 80, 8), (130, 90, 50), 1.6)
    fr.line((hand[0] - 1, hand[1] - 13.5), (hand[0] - 1, hand[1] + 13.5), (230, 230, 220), 0.6)


def _axe(fr, look, hand):
    fr.stick(hand, (hand[0] + 2, hand[1] - 18), 1.8, (120, 86, 54))
    fr.poly(
        [
            (hand[0] + 2, hand[1] - 18),
            (hand[0] + 9, hand[1] - 20),
            (hand[0] + 8, hand[1] - 11),
            (hand[0] + 2, hand[1] - 13),
        ],
        (190, 194, 204),
        INK,
        0.9,
    )


def _conch(fr, look, hand):
    fr.poly(
        [(hand[0] - 2, hand[1] - 2), (hand[0] + 8, hand[1] - 8), (hand[0] + 6, hand[1] + 2)],
        (236, 200, 180),
        INK,
        0.9,
    )


def _can(fr, look, hand):
    fr.rect(hand[0] - 2, hand[1], 7, 7, (120, 140, 130), INK, 0.9)
    fr.line((hand[0] + 5, hand[1] + 2), (hand[0] + 10, hand[1] - 2), INK, 1.2)


def _needle(fr, look, hand):
    fr.line(hand, (hand[0] + 6, hand[1] - 16), (220, 220, 230), 1.2)
    fr.circle((hand[0] + 6, hand[1] - 16), 1.2, None, INK, 0.6)


def _bell(fr, look, hand):
    fr.poly(
        [(hand[0] - 3, hand[1] + 9)]
        + arc_points(hand[0], hand[1] + 4, 3, 5, 180, 360, 6)
        + [(hand[0] + 3, hand[1] + 9)],
        (210, 170, 70),
        INK,
        0.9,
    )


def _oar(fr, look, hand):
    fr.stick((hand[0] - 6, hand[1] + 14), (hand[0] + 4, hand[1] - 22), 1.6, (150, 110, 70))
    fr.ellipse(hand[0] - 6, hand[1] + 16, 2.5, 5, (150, 110, 70), INK, 0.8)


def _scales(fr, look, hand):
    fr.line((hand[0] - 6, hand[1] - 6), (hand[0] + 6, hand[1] - 6), INK, 1.2)
    for x in (hand[0] - 6, hand[0] + 6):
        fr.poly(arc_points(x, hand[1] - 3, 3, 2.5, 0, 180, 6), (210, 170, 70), INK, 0.8)


HELD = {
    "sword": _sword,
    "spear": _spear,
    "staff": _staff,
    "torch": _torch,
    "lantern": _lantern,
    "book": _book,
    "coin": _coin,
    "bow": _bow,
    "axe": _axe,
    "conch": _conch,
    "can": _can,
    "needle": _needle,
    "bell": _bell,
    "oar": _oar,
    "scales": _scales,
}


# -- beasts -------------------------------------------------------------------------------


def beast(fr: Frame, look: Look) -> None:
    """A four-legged beast, its kind giving bulk, legs, ears and what grows from its head."""
    kind = look.variant
    bulky = kind in ("bear", "aurochs", "boar", "elk")
    rx, ry = (17, 10) if bulky else (14, 7)
    cy = 38 if bulky else 40
    if kind == "bear":  # a hump-shouldered mass on short thick legs
        rx, ry, cy = 19, 13, 36
    leg = shade(look.main, 0.7)
    for x in (20, 26, 38, 44):
        fr.stick((x, cy + 4), (x + (1 if x > 32 else -1), 55), 3.6 if bulky else 2.6, leg)
    if kind not in ("bear", "hare", "crab"):
        fr.stick((32 - rx, cy - 2), (32 - rx - 7, cy - 9), 2.0, look.main)  # the tail
    fr.ellipse(31, cy, rx, ry, look.main, INK, 1.1)
    fr.ellipse(30, cy + 3, rx * 0.7, ry * 0.45, shade(look.main, 1.2), None)
    hx, hy = 32 + rx + (-2 if kind == "bear" else 2), cy - ry + 1
    head = [
        (hx - 7, hy + 5),
        (hx - 4, hy - 4),
        (hx + 4, hy - 4),
        (hx + 10, hy + 2),
        (hx + 9, hy + 6),
        (hx - 1, hy + 8),
    ]
    fr.poly(head, shade(look.main, 1.1), INK, 1.0)
    if kind == "hare":
        for dx in (-2, 2):
            fr.poly(
                [(hx + dx - 1, hy - 3), (hx + dx - 3, hy - 18), (hx + dx + 2, hy - 4)],
                look.main,
                INK,
                0.9,
            )
    elif kind == "bear":
        for dx in (-3, 3):
            fr.circle((hx + dx, hy - 4), 2.6, look.main, INK, 0.9)
    elif kind != "elk":
        fr.poly([(hx - 3, hy - 3), (hx - 2, hy - 9), (hx + 2, hy - 4)], look.main, INK, 0.9)
    if kind == "elk":
        _antlers(fr, look, (hx + 1, hy + 2))
    elif kind in ("aurochs", "ram"):
        fr.polyline(arc_points(hx, hy - 1, 6, 6, 160, 330, 8), (230, 220, 196), 2.2)
    elif kind == "boar":
        fr.poly([(hx + 8, hy + 5), (hx + 11, hy - 1), (hx + 10, hy + 6)], (240, 234, 214), INK, 0.8)
        for x in range(20, 42, 4):
            fr.line((x, cy - ry + 1), (x + 1, cy - ry - 3), INK, 1.0)
    elif kind in ("hound", "wolf", "fox", "lynx", "cat", "lioness"):
        fr.line((hx + 4, hy + 6), (hx + 9, hy + 5), (240, 234, 214), 1.0)  # teeth
    fr.circle((hx + 3, hy + 1), 1.4, look.eye, None)


def bird(fr: Frame, look: Look) -> None:
    """A bird: a crow hunched, a gull or roc with wings up, a heron on stilt legs."""
    kind = look.variant
    if kind == "heron":
        fr.line((30, 40), (28, 56), INK, 1.4)
        fr.line((34, 40), (36, 56), INK, 1.4)
        fr.ellipse(32, 34, 10, 7, look.main, INK, 1.0)
        fr.polyline([(38, 30), (40, 20), (38, 14)], look.main, 3.0)
        fr.circle((39, 13), 3.6, look.main, INK, 0.9)
        fr.poly([(41, 12), (54, 15), (41, 15)], (220, 180, 80), INK, 0.8)
        fr.circle((39.5, 12.5), 0.9, look.eye, None)
        return
    up = kind in ("gull", "roc", "moth")
    wing = shade(look.main, 0.8)
    for s in (-1, 1):
        if up:
            pts = [(32, 34), (32 + 26 * s, 12), (32 + 22 * s, 26), (32 + 14 * s, 30)]
        else:
            pts = [(32, 34), (32 + 15 * s, 30), (32 + 18 * s, 44), (32 + 8 * s, 42)]
        fr.poly(pts, wing, INK, 1.0)
    if kind == "moth":
        for s in (-1, 1):
            fr.circle((32 + 15 * s, 22), 3.5, look.accent, INK, 0.6)
        fr.ellipse(32, 36, 4, 11, look.main, INK, 1.0)
        fr.line((30, 26), (26, 18), INK, 0.8)
        fr.line((34, 26), (38, 18), INK, 0.8)
        eyes(fr, look, (32, 28), 1.8, 1.0)
        return
    fr.ellipse(32, 38, 8, 11, look.main, INK, 1.1)
    fr.poly([(28, 47), (32, 56), (36, 47)], shade(look.main, 0.8), INK, 0.9)
    fr.circle((32, 27), 6, look.main, INK, 1.0)
    beak = (236, 190, 70) if kind in ("gull", "goose") else (60, 56, 60)
    fr.poly([(35, 26), (44, 29), (35, 31)], beak, INK, 0.8)
    fr.circle((33.5, 26), 1.3, look.eye, None)


def serpent(fr: Frame, look: Look) -> None:
    """A coiled wyrm or adder; a drake or wyvern has wings."""
    if look.variant in ("drake", "wyvern"):
        for s in (-1, 1):
            fr.poly(
                [(32, 30), (32 + 24 * s, 8), (32 + 20 * s, 22), (32 + 12 * s, 28)],
                shade(look.accent, 0.9),
                INK,
                1.0,
            )
    pts = arc_points(30, 46, 18, 8, 0, 360, 20)
    fr.poly(pts, look.main, INK, 1.2)
    fr.poly(arc_points(30, 46, 10, 4, 0, 360, 14), shade(look.main, 0.7), INK, 0.8)
    fr.stick((40, 42), (42, 26), 6.0, look.main)
    fr.ellipse(44, 22, 7, 5, shade(look.main, 1.1), INK, 1.0)
    fr.poly([(48, 24), (52, 29), (46, 26)], (240, 234, 214), INK, 0.6)
    for x in range(16, 44, 5):
        fr.circle((x, 44 + (x % 3)), 1.0, look.accent, None)
    fr.circle((45, 20.5), 1.4, look.eye, None)


def crab(fr: Frame, look: Look) -> None:
    for s in (-1, 1):
        for i in range(3):
            fr.polyline(
                [(32 + 9 * s, 44), (32 + (16 + i * 3) * s, 40 - i), (32 + (19 + i * 3) * s, 54)],
                shade(look.main, 0.7),
                2.0,
            )
        fr.stick((32 + 10 * s, 36), (32 + 18 * s, 26), 2.4, look.main)
        fr.poly(
            [(32 + 18 * s, 26), (32 + 26 * s, 18), (32 + 22 * s, 28), (32 + 20 * s, 22)],
            look.main,
            INK,
            1.0,
        )
    fr.ellipse(32, 42, 14, 9, look.main, INK, 1.1)
    if look.variant == "skull":
        fr.circle((28, 41), 2.2, INK, None)
        fr.circle((36, 41), 2.2, INK, None)
        fr.line((29, 47), (35, 47), INK, 1.0)
    fr.line((29, 34), (28, 30), INK, 1.0)
    fr.line((35, 34), (36, 30), INK, 1.0)
    eyes(fr, look, (32, 30), 4, 1.3)


# -- the uncanny ------------------------------------------------------------------------------


def spirit(fr: Frame, look: Look) -> None:
    """A drifting shape with hollow eyes: a wight, a fog with teeth, a lit candle-ghost."""
    kind = look.variant
    if kind == "fog":
        for i, (x, y, r) in enumerate(((20, 36, 12), (34, 30, 14), (46, 38, 11), (30, 44, 12))):
            fr.circle((x, y), r, shade(look.main, 1.0 + i * 0.05), None)
        fr.poly([(18, 40), (46, 40), (42, 46), (22, 46)], INK, None)
        for x in range(20, 46, 3):
            fr.poly([(x, 40), (x + 1.5, 43.5), (x + 3, 40)], (240, 236, 220), None)
        eyes(fr, look, (32, 32), 7, 2.0)
        return
    if kind == "moon":
        fr.circle((32, 28), 16, (226, 226, 200), INK, 1.1)
        fr.poly([(20, 28), (44, 28)] + arc_points(32, 28, 12, 10, 0, 180, 10), INK, None)
        for x in range(21, 44, 3):
            fr.poly([(x, 28), (x + 1.5, 32), (x + 3, 28)], (240, 236, 220), None)
        return
    hem = [(20, 54), (24, 50), (28, 55), (32, 50), (36, 55), (40, 50), (44, 54)]
    body = [(20, 54), (20, 28)] + arc_points(32, 28, 12, 14, 180, 360, 12) + [(44, 28), (44, 54)]
    fr.poly(body[:-1] + hem[::-1][:-1], look.main, INK, 1.1)
    if kind == "candle":
        fr.rect(28, 6, 8, 10, (240, 232, 210), INK, 0.8)
        fr.poly([(32, -2), (35, 5), (29, 5)], (255, 200, 90), INK, 0.6)
    if kind == "hair":
        for x in range(20, 46, 3):
            fr.polyline(
                [(x, 18), (x - 2, 34), (x + 1, 46), (x - 1, 56)], shade(look.main, 0.6), 1.2
            )
    for dx in (-4.5, 4.5):
        fr.ellipse(32 + dx, 28, 2.4, 3.4, INK, None)
        fr.circle((32 + dx, 28.5), 1.0, look.eye, None)
    fr.ellipse(32, 37, 2.4, 3.2, INK, None)


def plant(fr: Frame, look: Look) -> None:
    """Briar and root in a body's shape: a bower, a brood of thorns, a scarecrow on its pole."""
    if look.variant == "scarecrow":
        fr.stick((32, 56), (32, 14), 2.2, (120, 86, 54))
        fr.stick((16, 26), (48, 26), 2.0, (120, 86, 54))
        fr.poly([(22, 26), (42, 26), (40, 44), (24, 44)], look.main, INK, 1.0)
        for x in (17, 47):
            fr.line((x, 26), (x + (2 if x < 32 else -2), 32), (220, 190, 110), 1.0)
        fr.circle((32, 18), 6.5, (200, 170, 110), INK, 1.0)
        _hat(fr, look, (32, 16))
        fr.line((28, 21), (36, 21), INK, 0.8)
        eyes(fr, look, (32, 17), 2.5, 1.1)
        return
    trunk = shade(look.main, 0.55)
    fr.poly([(24, 56), (28, 34), (36, 34), (40, 56)], trunk, INK, 1.0)
    for s in (-1, 1):
        fr.polyline([(32, 36), (32 + 10 * s, 28), (32 + 18 * s, 30), (32 + 22 * s, 22)], trunk, 2.6)
    fr.circle((32, 24), 14, look.main, INK, 1.1)
    for i in range(9):
        a = i * 40
        x, y = arc_points(32, 24, 14, 14, a, a, 1)[0]
        fr.poly([(x - 1.5, y), (x, y - 3), (x + 1.5, y)], INK, None)
    for x, y in ((24, 18), (38, 20), (30, 30)):
        fr.circle((x, y), 2.0, look.accent, INK, 0.5)
    eyes(fr, look, (32, 25), 4, 1.4)


def swarm(fr: Frame, look: Look) -> None:
    rng = fr.pen.rng
    for _ in range(26):
        x, y = 10 + rng.random() * 44, 12 + rng.random() * 40
        fr.ellipse(x, y, 2.2, 1.6, look.main, INK, 0.5)
        fr.ellipse(x - 0.5, y - 1.6, 1.2, 1.0, (236, 236, 240), None)


def storm(fr: Frame, look: Look) -> None:
    for i, (x, y, r) in enumerate(((22, 22, 11), (36, 18, 13), (46, 26, 9), (30, 28, 10))):
        fr.circle((x, y), r, shade(look.main, 0.8 + i * 0.06), INK, 0.8)
    fr.poly(
        [(34, 32), (26, 46), (32, 46), (28, 58), (42, 40), (35, 40), (40, 32)],
        (250, 230, 120),
        INK,
        0.9,
    )
    eyes(fr, look, (34, 22), 5, 1.6)


PLANS = {
    "person": person,
    "beast": beast,
    "bird": bird,
    "serpent": serpent,
    "crab": crab,
    "spirit": spirit,
    "plant": plant,
    "swarm": swarm,
    "storm": storm,
}
