"""GRIMLORE's character tokens: a bust on a round base for every race (the roster's choice,
before a role is taken) and for every race and role together (read from races.yaml and
roles.yaml through the game's content loader). The race gives the face (skin, hair, an elf's
ears, a dwarf's beard, an orc's tusks, a halfling's curls); the role gives the clothes and what
the character carries: a Fighter's pauldrons and sword, a Mage's pointed hat and staff, a
Rogue's hood, mask and dagger, a Cleric's circlet and sun, an Adventurer's pack and rope."""

from __future__ import annotations

import sys
from pathlib import Path

from art_draw import INK, Pen, arc_points, shade, star
from art_grimlore_bodies import inside_token

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the game's content loader

from game.games.grimlore.rules import content  # noqa: E402

RACES = {  # skin, hair
    "human": ((222, 186, 152), (92, 60, 36)),
    "elf": ((236, 214, 186), (226, 206, 140)),
    "dwarf": ((212, 160, 126), (160, 70, 40)),
    "orc": ((124, 150, 92), (40, 36, 34)),
    "halfling": ((230, 190, 150), (140, 96, 50)),
}
ROLES = {  # cloak; the rim is the role's colour, as the table rings the token
    "adventurer": (120, 90, 60),
    "fighter": (150, 50, 44),
    "mage": (60, 60, 140),
    "rogue": (50, 60, 52),
    "cleric": (220, 214, 196),
}
NO_ROLE = (120, 70, 52)
RIM = (200, 170, 110)
STEEL, WOOD = (190, 196, 206), (120, 84, 50)


def _shape(race: str) -> tuple[int, int]:
    """How much wider and lower than a human the race's bust sits."""
    return {"dwarf": 4, "orc": 3, "halfling": -2}.get(race, 0), {"halfling": 4, "dwarf": 3}.get(
        race, 0
    )


def _behind(pen: Pen, role: str | None, low: int) -> None:
    """What the role carries behind the shoulders."""
    if role == "fighter":  # a sword over the shoulder
        pen.stick((46, 16), (20, 52), 2.6, STEEL)
        pen.line((41, 18), (49, 25), (170, 130, 60), 2.2)
    elif role == "mage":  # a staff with a glowing stone
        pen.stick((50, 58), (50, 14), 2.0, WOOD)
        pen.soft(lambda p: p.circle((50, 13), 6, (150, 150, 255), None), 130)
        pen.circle((50, 13), 2.8, (200, 210, 255), INK, 0.7)
    elif role == "adventurer":  # a bedroll on the pack
        pen.ellipse(32, 40 + low, 18, 4, (150, 110, 70), INK, 1.0)
        pen.line((20, 40 + low), (20, 44 + low), (90, 60, 40), 1.0)
        pen.line((44, 40 + low), (44, 44 + low), (90, 60, 40), 1.0)


def _chest(pen: Pen, role: str | None, wide: int, low: int, skin) -> None:
    """The role's mark on the body."""
    if role == "fighter":
        for x in (14 - wide, 50 + wide):
            pen.ellipse(x, 47 + low / 2, 7, 4.5, STEEL, INK, 1.0)
            pen.line((x - 5, 46 + low / 2), (x + 5, 46 + low / 2), shade(STEEL, 0.7), 0.8)
    elif role == "cleric":
        pen.rect(26, 44 + low, 12, 14, (240, 236, 226), INK, 1.0)
        star(pen, (32, 50 + low), 4.5, (240, 190, 70), points=8, inner=0.55)
    elif role == "rogue":  # a belt of knives
        pen.line((16, 50), (48, 46), (70, 50, 40), 2.4)
        pen.stick((40, 44), (46, 56), 1.6, STEEL)
    elif role == "adventurer":  # a strap and a coil of rope
        pen.line((20, 44 + low), (40, 58), (90, 60, 40), 2.2)
        pen.ring((44, 52), 3.6, (200, 170, 110), 1.4)
    elif role == "mage":  # a clasp with a gem
        pen.circle((32, 45 + low), 2.6, (120, 200, 240), INK, 0.8)


def _head_gear(pen: Pen, role: str | None, head, r: float, hair) -> None:
    hx, hy = head
    if role == "mage":
        pen.ellipse(hx, hy - r + 3, r + 7, 3, (60, 60, 140), INK, 1.0)
        pen.poly(
            [
                (hx - 8, hy - r + 2),
                (hx + 4, hy - r - 18),
                (hx + 9, hy - r - 14),
                (hx + 8, hy - r + 2),
            ],
            (60, 60, 140),
            INK,
            1.0,
        )
        star(pen, (hx + 1, hy - r - 4), 2.4, (240, 220, 120))
    elif role == "rogue":  # a hood and a mask over mouth and nose
        pen.polyline(arc_points(hx, hy, r + 2.5, r + 2.5, 160, 380, 16), (44, 52, 46), 3.4)
        pen.poly(
            [
                (hx - r + 1, hy + 2),
                (hx + r - 1, hy + 2),
                (hx + r - 3, hy + 8),
                (hx, hy + r),
                (hx - r + 3, hy + 8),
            ],
            (40, 44, 40),
            INK,
            0.9,
        )
    elif role == "cleric":
        pen.polyline(arc_points(hx, hy - 2, r, r * 0.5, 200, 340, 8), (230, 190, 70), 1.5)
        pen.circle((hx, hy - r * 0.5 - 2), 1.7, (240, 240, 255), INK, 0.5)
    elif role == "fighter":  # a steel cap
        top = arc_points(hx, hy, r + 1, r + 1, 185, 355, 12)
        pen.poly(top + [(hx + r, hy - 3), (hx - r, hy - 3)], STEEL, INK, 1.0)
        pen.line((hx, hy - r), (hx, hy - 3), shade(STEEL, 0.7), 1.4)
    elif role == "adventurer":  # a feather in the hair
        pen.poly(
            [(hx + 5, hy - r + 1), (hx + 13, hy - r - 10), (hx + 9, hy - r + 1)],
            (200, 70, 50),
            INK,
            0.8,
        )


def hero(race: str, role: str | None) -> Pen:
    seed = sum(ord(ch) * (i + 1) for i, ch in enumerate(f"{race}:{role}"))
    pen = Pen(64, 64, seed=seed)
    pen.soft(lambda p: p.circle((32, 34), 29, (0, 0, 0), None), 110)
    pen.circle((32, 32), 28, (54, 48, 46), INK, 1.4)
    inside_token(pen, lambda p: _figure(p, race, role), (32, 32), 26.5, 31)
    pen.ring((32, 32), 26.5, RIM, 2.4)
    return pen


def _figure(pen: Pen, race: str, role: str | None) -> None:
    skin, hair = RACES[race]
    cloak = ROLES.get(role, NO_ROLE)
    wide, low = _shape(race)
    _behind(pen, role, low)
    pen.gradient_poly(
        [(12 - wide, 56), (20, 42 + low), (32, 39 + low), (44, 42 + low), (52 + wide, 56)],
        shade(cloak, 1.25),
        shade(cloak, 0.7),
        INK,
        1.2,
    )
    _chest(pen, role, wide, low, skin)
    head = (32, 28 + low)
    r = 10 + (1 if race in ("orc", "dwarf") else 0)
    if race == "elf":  # long ears behind the head
        pen.poly([(22, 27), (15, 19), (24, 24)], skin, INK, 0.9)
        pen.poly([(42, 27), (49, 19), (40, 24)], skin, INK, 0.9)
    pen.circle(head, r, skin, INK, 1.2)
    if race == "dwarf":  # a braided beard
        pen.poly(
            [(23, 30 + low), (32, 47 + low), (41, 30 + low), (36, 36 + low), (28, 36 + low)],
            hair,
            INK,
            1.0,
        )
        pen.line((32, 38 + low), (32, 45 + low), shade(hair, 0.7), 1.0)
    if race == "orc":  # tusks and a heavy brow
        pen.poly([(27, 33), (26, 28), (29, 32)], (240, 232, 210), INK, 0.7)
        pen.poly([(37, 33), (38, 28), (35, 32)], (240, 232, 210), INK, 0.7)
        pen.line((25, 24), (39, 24), shade(skin, 0.6), 2.0)
    top = arc_points(head[0], head[1], r, r, 190, 350, 12)
    pen.poly(top + [(head[0] + r - 2, head[1] - 3), (head[0] - r + 2, head[1] - 3)], hair, INK, 1.0)
    for dx in (-4, 4):
        pen.circle((head[0] + dx, head[1] + 1), 1.3, INK, None)
    if race == "halfling":  # curls and a smile
        for dx in (-8, -3, 3, 8):
            pen.circle((head[0] + dx, head[1] - r + 2), 2.6, hair, INK, 0.7)
        pen.polyline(arc_points(head[0], head[1] + 4, 3.5, 2, 20, 160, 6), INK, 0.9)
    _head_gear(pen, role, head, r, hair)


def hero_sprites() -> dict:
    """``race_<race>`` for the roster's choice, ``pc_<race>_<role>`` for a made character."""
    data = content.load()
    missing = sorted(set(data["races"]) - set(RACES)) + sorted(set(data["roles"]) - set(ROLES))
    if missing:
        raise SystemExit(f"tools/art_grimlore_heroes.py: no look for {', '.join(missing)}")
    art = {f"race_{race}": hero(race, None) for race in data["races"]}
    art.update(
        {f"pc_{race}_{role}": hero(race, role) for race in data["races"] for role in data["roles"]}
    )
    return {name: pen.done() for name, pen in art.items()}
