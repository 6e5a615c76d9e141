"""The initial state and the read-only questions every module asks of it.

Grim cards are content keys (``"fire_03"``); in Coven, where both players may bring the same Grim,
a copy is ``"fire_03@1"``. Bond cards are ``"b0"``..; ``state["bond_kinds"]`` names each one's kind
(an Element or ``"spirit"``). ``state["field"][seat][slot]`` is an active Grim or None."""

from __future__ import annotations

from game.games.grim.rules import content
from game.games.grim.rules.elements import STATUS_OF

ENTRY_STAMINA = 5


def initial_state(options: dict) -> dict:
    return {
        "options": {
            "format": options.get("format", "standard"),
            "first_favor": options.get("first_favor"),
        },
        "result": None,
        "phase": "pickban",
        "favor": 0,
        "players": [new_player(), new_player()],
        "field": [[None, None], [None, None]],
        "bond_deck": [],
        "bond_kinds": {},
        "limbo": [],
        "afterworld": {"active": None, "available": [], "discard": []},
        "banned": [],
        "round": None,
        "turn": None,
        "attacks": [],
        "secret": [[], []],
        "agenda": [],
        "log": [],
    }


def new_player() -> dict:
    return {
        "decks": [],
        "grim_decks": {},
        "hand": [],
        "banished": [],
        "reaction": True,
        "grimlord": None,
        "coven": [],
        "protected": [],
        "knockouts": 0,
    }


def new_grim(card: str) -> dict:
    return {
        "card": card,
        "health": content.grim(card)["health"],
        "stamina": ENTRY_STAMINA,
        "status": None,
        "status_reaction": False,
        "bonds": [],
        "bonus": {},
    }


def coven(state: dict) -> bool:
    return state["options"]["format"] == "coven"


def card(key: str) -> dict:
    return content.grim(key)


def at(state: dict, seat: int, slot: int) -> dict | None:
    return state["field"][seat][slot]


def grim_at(state: dict, seat: int, slot: int) -> dict:
    """The Grim in a place the rules already know is taken (the acting Grim, a declared
    Target still on the field); an empty place there is a bug, not a position."""
    grim = state["field"][seat][slot]
    if grim is None:
        raise LookupError(f"no Grim at seat {seat}, place {slot}")
    return grim


def grim_name(key: str) -> str:
    return content.grim(key)["name"]


def is_grim(state: dict, card_id: str) -> bool:
    return card_id not in state["bond_kinds"]


def bond_kind(state: dict, bond: str) -> str:
    return state["bond_kinds"][bond]


def attached_element(state: dict, grim: dict) -> str | None:
    for bond in grim["bonds"]:
        if state["bond_kinds"][bond] != "spirit":
            return state["bond_kinds"][bond]
    return None


def elements(state: dict, grim: dict) -> list[str]:
    """The primary Element first, then the attached one (if another)."""
    out = [card(grim["card"])["element"]]
    extra = attached_element(state, grim)
    if extra and extra not in out:
        out.append(extra)
    return out


def one_of_each_kind(state: dict, cards) -> list[str]:
    """The Bond cards among ``cards`` with one card kept per kind: two Spirits (or two Fire
    Elements) are the same choice, so a player is offered it once."""
    seen, out = set(), []
    for c in cards:
        kind = state["bond_kinds"].get(c)
        if kind is not None and kind not in seen:
            seen.add(kind)
            out.append(c)
    return out


def spirits(state: dict, grim: dict) -> int:
    return sum(1 for b in grim["bonds"] if state["bond_kinds"][b] == "spirit")


def max_health(grim: dict) -> int:
    return card(grim["card"])["health"]


def speed(state: dict, seat: int, grim: dict) -> float:
    quick = 2 if lord(state, seat) == "quickening" else 0  # the Electric Grimlord
    return card(grim["card"])["speed"] + quick + (0.5 if state["favor"] == seat else 0)


def world_rule(state: dict) -> str | None:
    """The rule the active Afterworld bends (its ``special``), or None."""
    world = state["afterworld"]["active"]
    return content.afterworld(world)["special"] if world else None


def lord(state: dict, seat: int) -> str | None:
    """The ability of ``seat``'s Grimlord; only Coven has Grimlords in play."""
    element = state["players"][seat]["grimlord"]
    return content.grimlord(element)["ability"] if coven(state) and element else None


def below_half(grim: dict) -> bool:
    return grim["health"] * 2 <= max_health(grim)


def holds(state: dict, seat: int, slot: int, cond: dict, target: dict | None = None) -> bool:
    """Whether every condition of a Passive's ``if`` holds for the Grim at (seat, slot);
    ``target`` is the Grim it acts on (a condition about a Target fails without one)."""
    g = at(state, seat, slot)
    if g is None:
        return False
    world = state["afterworld"]["active"]
    checks = {
        "target_status": lambda: target is not None and bool(target["status"]),
        "target_below_half": lambda: target is not None and below_half(target),
        "target_full_health": lambda: target is not None and target["health"] >= max_health(target),
        "target_has_bond": lambda: target is not None and bool(target["bonds"]),
        "self_below_half": lambda: below_half(g),
        "afterworld_own": lambda: world is not None and world == card(g["card"])["element"],
        "alone": lambda: ally(state, seat, slot) is None,
        "has_spirit": lambda: spirits(state, g) > 0,
    }
    return all(checks[name]() for name in cond)


def on_field(state: dict):
    """(seat, slot, grim) for every active Grim."""
    for seat in (0, 1):
        for slot in (0, 1):
            g = state["field"][seat][slot]
            if g:
                yield seat, slot, g


def find(state: dict, card_id: str) -> tuple[int, int] | None:
    for seat, slot, g in on_field(state):
        if g["card"] == card_id:
            return seat, slot
    return None


def by_speed(state: dict) -> list[tuple[int, int, dict]]:
    """Active Grim fastest first (Fiend's Favor breaks ties); same seat and Speed: left slot."""
    return sorted(on_field(state), key=lambda e: (-speed(state, e[0], e[2]), e[1]))


def ally(state: dict, seat: int, slot: int) -> dict | None:
    return state["field"][seat][1 - slot]


def label(state: dict, seat: int, slot: int) -> str:
    g = at(state, seat, slot)
    return grim_name(g["card"]) if g else "an empty place"


def article(word: str) -> str:
    """``word`` with "a" or "an" before it, as read aloud: "an Electric", "a Fire"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def status_of_element(element: str) -> str:
    return STATUS_OF[element]


def grim_decks_total(state: dict, seat: int) -> int:
    return sum(len(d) for d in state["players"][seat]["grim_decks"].values())
