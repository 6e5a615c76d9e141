"""GRIMLORE's monster tokens: one for each monster of assets/grimlore/monsters.yaml (the main
enemy, 96 px) and one for each of its minion kinds (64 px), read through the game's content
loader. Each is composed from a body plan (tools/art_grimlore_bodies.py) and its parts, the
monster's data and a seed from its id (the parts each one takes are in art_grimlore_bodies.yaml):

- the token's ground and glow take the colour of the monster's damage type, so a minion shares
  its leader's colour family;
- a main enemy stands on a large double ring in its tier's metal (bronze, silver, gold, and a
  spiked gold ring for a boss) with a crown over it; a minion on a thin rim of its colour, no
  crown, smaller and drawn wholly inside its base:
  the leader is told from its minions at a glance;
- the leader's traits add badges on the ring: a bow for Ranged, a star for magic, a shield for
  Armored, a drop for Poison, wings for Phasing or Evasive."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import art_grimlore_bodies as creatures
import pygame
import yaml
from art_draw import INK, Pen, arc_points, shade, star
from art_grimlore_people import bust

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the game's content loader

from game.games.grimlore.rules import content  # noqa: E402

MAIN_SIZE, MINION_SIZE = 96, 64
DAMAGE = {  # the colour family of each damage type
    "slashing": (196, 76, 60),
    "piercing": (188, 160, 104),
    "crushing": (150, 124, 100),
    "poison": (110, 176, 64),
    "fire": (246, 128, 40),
    "cold": (140, 200, 236),
    "electricity": (110, 160, 255),
    "shadow": (128, 80, 176),
    "arcane": (184, 110, 236),
    "divine": (240, 210, 120),
}
METAL = {
    "easy": (176, 112, 60),
    "medium": (196, 200, 212),
    "hard": (232, 186, 70),
    "boss": (240, 196, 80),
}
PLANS = {  # body plan -> (its drawing, the parts it cannot do without)
    "bust": (bust, ("skin", "cloak", "eyes")),
    "beast": (creatures.beast, ("fur", "eyes")),
    "drake": (creatures.drake, ("scales", "eyes")),
    "bird": (creatures.bird, ("feathers", "eyes")),
    "rats": (creatures.rats, ("fur", "eyes")),
    "spider": (creatures.spider, ("body", "eyes")),
    "wraith": (creatures.wraith, ("robe", "eyes")),
    "flame": (creatures.flame, ("outer", "core")),
    "whirl": (creatures.whirl, ("dust",)),
    "mound": (creatures.mound, ("weed", "eyes")),
    "leech": (creatures.leech, ("skin", "eyes")),
    "hand": (creatures.hand, ("skin",)),
    "construct": (creatures.construct, ("metal", "glow")),
}
BODIES_FILE = Path(__file__).with_name("art_grimlore_bodies.yaml")


def _colours(value):
    """YAML's [r, g, b] lists as the tuples the pen blends."""
    if isinstance(value, list):
        return tuple(_colours(v) for v in value)
    return value


def _look(entry, where: str) -> tuple[str, dict]:
    """One figure's (body plan, parts), or a sentence saying what is wrong with it."""
    if not isinstance(entry, dict):
        raise SystemExit(f"{where}: write the figure as {{plan: ..., its parts}}.")
    look = {key: _colours(value) for key, value in entry.items()}
    plan = look.pop("plan", None)
    if plan not in PLANS:
        raise SystemExit(f"{where}: no body plan called '{plan}' (there are {', '.join(PLANS)}).")
    lacking = [part for part in PLANS[plan][1] if part not in look]
    if lacking:
        raise SystemExit(f"{where}: the {plan} plan needs {', '.join(lacking)}.")
    return plan, look


def bodies(path: Path = BODIES_FILE) -> dict:
    """Each monster's leader and minion as (body plan, parts), from art_grimlore_bodies.yaml."""
    table = yaml.safe_load(path.read_text(encoding="utf-8"))
    out = {}
    for monster_id, entry in table.items():
        for who in ("leader", "minion"):
            if who not in (entry or {}):
                raise SystemExit(f"{path.name}, {monster_id}: it has no {who}.")
        out[monster_id] = tuple(
            _look(entry[who], f"{path.name}, {monster_id}, {who}") for who in ("leader", "minion")
        )
    return out


def _ground(pen: Pen, colour, r: float, glow: bool) -> None:
    pen.soft(lambda p: p.circle((32, 35), r + 1, (0, 0, 0), None), 110)
    pen.circle((32, 33), r, mix_dark(colour), INK, 1.4)
    if glow:  # magic users stand in their own light
        pen.soft(lambda p: p.circle((32, 30), r * 0.8, colour, None), 70)


def mix_dark(colour):
    return tuple(round(24 + c * 0.22) for c in colour)


def _main_ring(pen: Pen, tier: str) -> None:
    metal = METAL[tier]
    pen.ring((32, 33), 29, INK, 4.2)
    pen.ring((32, 33), 29, metal, 2.6)
    pen.ring((32, 33), 26.2, shade(metal, 0.6), 1.0)
    if tier == "boss":  # spikes all round
        for a in range(0, 360, 30):
            if 240 < a < 300:
                continue  # the crown sits there
            c, s = math.cos(math.radians(a)), math.sin(math.radians(a))
            tip = (32 + 33 * c, 33 + 33 * s)
            left = (
                32 + 30 * math.cos(math.radians(a - 5)),
                33 + 30 * math.sin(math.radians(a - 5)),
            )
            right = (
                32 + 30 * math.cos(math.radians(a + 5)),
                33 + 30 * math.sin(math.radians(a + 5)),
            )
            pen.poly([left, tip, right], metal, INK, 0.7)


def _crown(pen: Pen, tier: str) -> None:
    metal = METAL[tier]
    pts = [(22, 8), (21, -1), (26.5, 4), (32, -3), (37.5, 4), (43, -1), (42, 8)]
    pts = [(x, y + 3.5) for x, y in pts]
    pen.poly(pts, metal, INK, 1.0)
    pen.line((23, 9.5), (41, 9.5), shade(metal, 0.7), 1.2)
    pen.circle((32, 7), 1.6, (200, 40, 50), INK, 0.5)


def _minion_rim(pen: Pen, colour) -> None:
    pen.ring((32, 33), 26.5, INK, 3.0)
    pen.ring((32, 33), 26.5, colour, 1.6)


# -- badges for the leader's traits, on the ring's lower edge -----------------------------------


def _badge(pen: Pen, c, colour) -> None:
    pen.circle(c, 5.6, colour, INK, 1.0)


def _bow_badge(pen: Pen, c) -> None:
    _badge(pen, c, (60, 90, 60))
    pen.polyline(arc_points(c[0] - 1, c[1], 3, 4, -80, 80, 6), (220, 190, 120), 1.0)
    pen.line((c[0] - 3, c[1]), (c[0] + 3.6, c[1]), (240, 240, 240), 0.7)


def _magic_badge(pen: Pen, c) -> None:
    _badge(pen, c, (70, 50, 110))
    star(pen, c, 3.8, (230, 200, 255))


def _armour_badge(pen: Pen, c) -> None:
    _badge(pen, c, (80, 84, 96))
    pen.poly(
        [
            (c[0] - 3, c[1] - 3),
            (c[0] + 3, c[1] - 3),
            (c[0] + 3, c[1]),
            (c[0], c[1] + 3.4),
            (c[0] - 3, c[1]),
        ],
        (200, 204, 214),
        INK,
        0.5,
    )


def _poison_badge(pen: Pen, c) -> None:
    _badge(pen, c, (40, 70, 40))
    pen.circle((c[0], c[1] + 1), 2.3, (130, 220, 80), None)
    pen.poly(
        [(c[0] - 2.2, c[1] + 0.6), (c[0], c[1] - 3.6), (c[0] + 2.2, c[1] + 0.6)],
        (130, 220, 80),
        None,
    )


def _wing_badge(pen: Pen, c) -> None:
    _badge(pen, c, (60, 80, 110))
    for side in (-1, 1):
        pen.poly(
            [(c[0], c[1] + 1), (c[0] + side * 4, c[1] - 3), (c[0] + side * 3, c[1] + 2)],
            (230, 236, 246),
            None,
        )


def badges(monster: dict) -> list:
    """The trait badges a leader wears, in reading order."""
    traits, style = monster["traits"], monster["attack"]["style"]
    out = []
    if style == "ranged" or traits.get("ranged"):
        out.append(_bow_badge)
    if style == "magic":
        out.append(_magic_badge)
    if traits.get("armored"):
        out.append(_armour_badge)
    if traits.get("poison"):
        out.append(_poison_badge)
    if traits.get("phasing") or traits.get("evasive"):
        out.append(_wing_badge)
    return out[:3]


def _seed(key: str) -> int:
    return sum((i + 1) * ord(ch) for i, ch in enumerate(key))


def leader(monster: dict, monster_id: str, body: tuple) -> pygame.Surface:
    colour = DAMAGE[monster["attack"]["type"]]
    pen = Pen(64, 64, seed=_seed(monster_id), ss=6)
    _ground(pen, colour, 27, monster["attack"]["style"] == "magic")
    plan, look = body
    creatures.inside_token(pen, lambda p: PLANS[plan][0](p, look))
    _main_ring(pen, monster["tier"])
    _crown(pen, monster["tier"])
    for i, draw in enumerate(badges(monster)):
        a = math.radians(135 - i * 28)
        draw(pen, (32 + 29 * math.cos(a), 33 + 29 * math.sin(a)))
    return pygame.transform.smoothscale(pen.surf, (MAIN_SIZE, MAIN_SIZE))


def minion(monster: dict, monster_id: str, body: tuple) -> pygame.Surface:
    colour = DAMAGE[monster["attack"]["type"]]
    pen = Pen(64, 64, seed=_seed(monster_id + ":minion"))
    _ground(pen, colour, 26, False)
    plan, look = body
    creatures.inside_token(pen, lambda p: PLANS[plan][0](p, look), top=26)  # wholly inside
    _minion_rim(pen, colour)
    return pygame.transform.smoothscale(pen.surf, (MINION_SIZE, MINION_SIZE))


def monster_sprites() -> dict:
    """``monster_<id>`` for every monster's leader, ``minion_<id>`` for its minions."""
    monsters = content.load()["monsters"]
    shapes = bodies()
    missing = sorted(set(monsters) - set(shapes))
    if missing:
        raise SystemExit(f"{BODIES_FILE.name}: no body for {', '.join(missing)}.")
    art = {f"monster_{mid}": leader(m, mid, shapes[mid][0]) for mid, m in monsters.items()}
    art.update({f"minion_{mid}": minion(m, mid, shapes[mid][1]) for mid, m in monsters.items()})
    return art
