"""Reading a seat's view for the GRIM AI: a small table rebuilt from the view alone (the field,
the bonds on it and the seat's own hand), so the rules' own damage calculation can answer
"what could this Grim do to that one?" without ever touching the real state.

Nothing here sees the other hand, the Banished or any deck order: they are not in the view."""

from __future__ import annotations

from game.games.grim.rules import content, damage
from game.games.grim.rules.elements import chart

KO_VALUE = 14.0  # a Knockout: a Grim off the table and one Banished closer to the loss


def table(view: dict) -> dict:
    """The part of a state that ``damage.calc`` reads, built from what the seat can see."""
    kinds: dict[str, str] = {}
    field: list[list[dict | None]] = [[None, None], [None, None]]
    for seat in (0, 1):
        for slot in (0, 1):
            g = view["field"][seat][slot]
            if g is None:
                continue
            for b in g["bonds"]:
                kinds[b["id"]] = b["bond"]
            field[seat][slot] = {
                "card": g["id"],
                "health": g["current_health"],
                "stamina": g["stamina"],
                "status": g["status"],
                "status_reaction": g.get("status_by_reaction", False),
                "bonds": [b["id"] for b in g["bonds"]],
                "bonus": {k: True for k in g["spirit_bonus"]},
            }
    me = view["seat"]
    for card in view["players"][me]["hand"] or []:
        if "bond" in card:
            kinds[card["id"]] = card["bond"]
    world = view["afterworld"]["active"]
    return {
        "field": field,
        "bond_kinds": kinds,
        "favor": view["favor"],
        "afterworld": {"active": world["id"] if world else None},
        "options": {"format": view["format"]},
        "players": [
            {"grimlord": (p["grimlord"] or {}).get("id") if p["grimlord"] else None, "hand": []}
            for p in view["players"]
        ],
    }


def with_element(tab: dict, seat: int, slot: int, element: str) -> dict:
    """The table with a (pretend) Element Bond attached to the Grim at (seat, slot)."""
    g = dict(tab["field"][seat][slot])
    kinds = dict(tab["bond_kinds"])
    kinds["ai?"] = element
    g["bonds"] = [b for b in g["bonds"] if kinds[b] == "spirit"] + ["ai?"]
    field = [list(row) for row in tab["field"]]
    field[seat][slot] = g
    return {**tab, "field": field, "bond_kinds": kinds}


def elements_of(tab: dict, g: dict) -> list[str]:
    out = [content.grim(g["card"])["element"]]
    for b in g["bonds"]:
        kind = tab["bond_kinds"].get(b)
        if kind and kind != "spirit":
            if kind not in out:
                out.append(kind)
            break
    return out


def threat(
    tab: dict, a_seat: int, a_slot: int, t_seat: int, t_slot: int, stamina_bonus: int = 2
) -> int:
    """The most damage the Grim at (a_seat, a_slot) could deal to (t_seat, t_slot) on its next
    Turn with the Stamina it will have then (Synergy left out: it may not have the partner)."""
    g = tab["field"][a_seat][a_slot]
    target = tab["field"][t_seat][t_slot]
    if g is None or target is None:
        return 0
    best = 0
    stamina = g["stamina"] + stamina_bonus
    for index, entry in enumerate(content.grim(g["card"])["attacks"]):
        if damage.half(entry["damage"]) > stamina:
            continue
        if index == 1 and g["status"] == "freeze":
            continue
        for element in elements_of(tab, g):
            record = {
                "seat": a_seat,
                "slot": a_slot,
                "card": g["card"],
                "attack": index,
                "element": element,
                "synergy": False,
                "negated": False,
            }
            calc = damage.calc(tab, record, t_seat, t_slot)
            if not calc["immune"]:
                best = max(best, calc["damage"])
    return best


def danger(tab: dict, seat: int, slot: int) -> int:
    """The worst single hit the enemy could land on my Grim at (seat, slot) next."""
    return max((threat(tab, 1 - seat, s, seat, slot) for s in (0, 1)), default=0)


def hit_value(health: int, dealt: int, max_health: int) -> float:
    """How much landing ``dealt`` damage on a Grim with ``health`` left is worth."""
    if dealt <= 0:
        return 0.0
    if dealt >= health:
        return KO_VALUE + health * 0.6
    # damage that leaves a Grim nearly dead counts a little more than scratches
    return dealt * (1.0 + 0.6 * (max_health - health + dealt) / max(max_health, 1))


def grim_strength(key: str) -> float:
    """A rough, public worth of a Grim card: Health, Speed and damage per Stamina."""
    c = content.grim(key)
    low, high = (a["damage"] for a in c["attacks"])
    return c["health"] + 0.5 * c["speed"] + 0.6 * (low + high)


def status_matchup(attacker_elements, defender_elements) -> int:
    immune, modifier = chart(attacker_elements[0], defender_elements)
    return -4 if immune else modifier
