"""Which sprite of the tainted_grail sheet (assets/sheets/tainted_grail,
tools/art_tainted_grail*.py) stands for what. Every Location side, Guardian, King and Encounter
has its own picture; each of those names comes with the shared sprite drawn when it is missing
(the land's strip, the plain Guardian token), which draw.first picks."""

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


def location(card_id: str, side: str) -> str:
    """The picture of one Location card's side (loc_107b_wyrd)."""
    return f"tainted_grail:loc_{card_id}_{'wyrd' if side == 'wyrd' else 'clear'}"


def guardian(guardian_id: str) -> str:
    return f"tainted_grail:guardian_{guardian_id}"


def king(king_id: str) -> str:
    return f"tainted_grail:king_{king_id}"


def encounter(encounter_id: str) -> str:
    return f"tainted_grail:enc_{encounter_id}"


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
