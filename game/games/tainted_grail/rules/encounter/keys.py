"""Connecting a card to the one before it: which Keys connect, which Bonuses are gained (the
Attribute rows by the Active Character's Attribute, the Magic Key for 1 Magic paid by anyone
in the party, the Free Key times its multiplier), and what those Bonuses do, in the book's
order: the Attribute rows top to bottom, then Magic, then Free."""

from __future__ import annotations

from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import kings_weather as KW
from game.games.tainted_grail.rules.encounter import words as W

ATTR_ROWS = ("ae", "cc", "ps")


def connected(before: dict, card: dict) -> list[str]:
    """The rows whose halves join (the Free Key always does)."""
    rows = [r for r in (*ATTR_ROWS, "magic") if r in before["opens"] and r in card["closes"]]
    return [*rows, "free"]


def multiplier(before: dict) -> int:
    return before["opens"].get("free", 1)


def gains(state: dict, before: dict, card: dict, cid: str, magic: bool) -> list[dict]:
    """[{row, bonuses, times, attr}] gained, in order; ``magic``: 1 Magic is paid."""
    out = []
    for row in connected(before, card):
        bonuses = card["closes"].get(row)
        if not bonuses:
            continue
        if row in ATTR_ROWS:
            attr, level = KW.requirement(state, *before["opens"][row])
            if B.pair_attr(state, cid, attr) >= level:
                out.append({"row": row, "bonuses": bonuses, "times": 1, "attr": attr})
        elif row == "magic":
            if magic:
                out.append({"row": row, "bonuses": bonuses, "times": 1, "attr": "magic"})
        elif multiplier(before) >= 1:
            out.append(
                {"row": row, "bonuses": bonuses, "times": multiplier(before), "attr": "free"}
            )
    return [{**g, "bonuses": _swayed(state, g["bonuses"], g["attr"])} for g in out]


def _swayed(state: dict, bonuses: list[dict], attr: str) -> list[dict]:
    """A sway Bonus whose Encounter rule for ``attr`` lets the card follow also gives ``play``."""
    rule = B.encounter_card(state).get("sway_play", ())
    if attr in rule and any(b["op"] == "sway" for b in bonuses):
        return [*bonuses, {"op": "play"}]
    return bonuses


def magic_matters(before: dict, card: dict) -> bool:
    """The Magic Key connects and has a Bonus, so paying for it is a choice."""
    return "magic" in connected(before, card) and bool(card["closes"].get("magic"))


def allows(gained: list[dict]) -> bool:
    return any(b["op"] == "play" for g in gained for b in g["bonuses"])


def nodes(state: dict, gained: list[dict]) -> list[dict]:
    """The effects the gained Bonuses resolve into (``sway`` reads the Encounter's rule)."""
    sway = B.encounter_card(state).get("sway_rules", {})
    out: list[dict] = []
    for g in gained:
        for b in g["bonuses"]:
            if b["op"] in ("pool", "up", "draw"):
                out.append({"op": b["op"], "n": b["n"] * g["times"], "each": False})
            elif b["op"] == "sway":
                out += [dict(n) for n in sway.get(g["attr"], [])] + KW.sway(state)
    return out


def describe(gained: list[dict]) -> str:
    parts = [W.gained(g["row"], g["bonuses"], g["times"], g.get("attr", "")) for g in gained]
    return "; ".join(parts) or "no Bonus"


def pool_gain(gained: list[dict]) -> int:
    return sum(b["n"] * g["times"] for g in gained for b in g["bonuses"] if b["op"] == "pool")


def up_gain(gained: list[dict]) -> int:
    return sum(b["n"] * g["times"] for g in gained for b in g["bonuses"] if b["op"] == "up")
