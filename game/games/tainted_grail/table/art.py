"""Which sprite of the tainted_grail sheet (assets/sheets/tainted_grail,
tools/art_tainted_grail.py) stands for what."""

from __future__ import annotations

HEROES = ("cadoc", "ysolt", "rhoswen", "tobin")


def card(side: str) -> str:
    return f"tainted_grail:card_{'wyrd' if side == 'wyrd' else 'clear'}"


FOG = "tainted_grail:fog"
PAGE = "tainted_grail:page"
GUARDIAN = "tainted_grail:guardian"
WAYSTONE = "tainted_grail:waystone"


def land(kind: str) -> str:
    return f"tainted_grail:land_{kind}"


def hero(hero_id: str) -> str:
    return f"tainted_grail:hero_{hero_id if hero_id in HEROES else 'stranger'}"


def marker(kind: str) -> str:
    return f"tainted_grail:marker_{kind}"


def seal(kind: str) -> str:
    return f"tainted_grail:seal_{kind}"


def icon(name: str) -> str:
    return f"tainted_grail:icon_{name}"


def attribute(name: str) -> str:
    return f"tainted_grail:attr_{name}"


def mark(name: str) -> str:
    return f"tainted_grail:mark_{name}"


def bonus(name: str) -> str:
    return f"tainted_grail:bonus_{name}"
