"""Paying for things: a bill of Energy, Health, Terror (paid by moving it up), Food, Wealth,
Magic and Exp, whether a party can pay it in full, and how it is split between members.

A cost that can't be paid in full can't be paid at all (the book's rule): nothing is half-paid.
Party members may pay for each other, split any way; the owner of a Character, Item, Secret or
Skill Action must pay at least one point of its Energy, Health or Terror. We offer the splits a
table would reach for: shared out (each point from whoever has most to spare), or one member
paying all they can first; a lone Character simply pays.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R

KINDS = ("health", "terror", "energy", "magic", "wealth", "food", "exp")
TRAY = ("energy", "health", "terror")


def bill_of(phrases: list[dict]) -> dict:
    """A bill from parsed cost phrases (``2 energy``, ``pay 1 wealth``)."""
    bill: dict = {}
    for p in phrases:
        kind = p["track"] if p["op"] == "cost" else p["resource"]
        bill[kind] = bill.get(kind, 0) + p["amount"]
    return bill


def add(*bills: dict) -> dict:
    out: dict = {}
    for bill in bills:
        for kind, n in bill.items():
            out[kind] = out.get(kind, 0) + n
    return {k: n for k, n in out.items() if n > 0}


def words(bill: dict) -> str:
    parts = [f"{bill[k]} {R.TITLES[k]}" for k in KINDS if bill.get(k)]
    if not parts:
        return "nothing"
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def capacity(state: dict, cid: str, kind: str) -> int:
    """How much of ``kind`` the Character could pay: Terror is paid by moving it up."""
    ch = state["chars"][cid]
    if kind == "terror":
        return S.tray(state, cid)["terror"]["top"] - ch["terror"]
    return ch[kind]


def _spare(state: dict, cid: str, kind: str, owed: int) -> tuple:
    """Who pays the next point: most to spare first, keeping a point of Health and a slot below
    the red Terror where they can."""
    ch = state["chars"][cid]
    left = capacity(state, cid, kind) - owed
    if kind == "health":
        return (left - 1, left)
    if kind == "terror":
        red = S.tray(state, cid)["terror"]["red"]
        return (red - 1 - ch["terror"] - owed, left)
    return (left, left)


def split(
    state: dict, payers: list[str], bill: dict, first: str | None = None, owner: str | None = None
) -> dict | None:
    """{cid: {kind: n}} paying ``bill`` in full, or None when the party can't."""
    owed: dict = {c: {} for c in payers}
    left = {k: n for k, n in bill.items() if n > 0}
    if owner is not None and any(left.get(k) for k in TRAY):
        kind = next((k for k in TRAY if left.get(k) and capacity(state, owner, k) > 0), None)
        if kind is None:
            return None
        owed[owner][kind] = 1
        left[kind] -= 1
    if first is not None:
        for kind in KINDS:
            have = capacity(state, first, kind) - owed[first].get(kind, 0)
            take = min(left.get(kind, 0), max(0, have))
            if take:
                owed[first][kind] = owed[first].get(kind, 0) + take
                left[kind] -= take
    for kind in KINDS:
        for _ in range(left.get(kind, 0)):
            able = [c for c in payers if capacity(state, c, kind) > owed[c].get(kind, 0)]
            if not able:
                return None
            payer = max(
                able, key=lambda c: (_spare(state, c, kind, owed[c].get(kind, 0)), -payers.index(c))
            )
            owed[payer][kind] = owed[payer].get(kind, 0) + 1
    return {c: kinds for c, kinds in owed.items() if kinds}


def shortfall(state: dict, payers: list[str], bill: dict, owner: str | None = None) -> str:
    """Why the party can't pay ``bill`` (empty when it can)."""
    if split(state, payers, bill, owner=owner) is not None:
        return ""
    for kind in KINDS:
        need = bill.get(kind, 0)
        have = sum(capacity(state, c, kind) for c in payers)
        if need > have:
            if kind == "terror":
                return f"it would push Terror past the top of the track ({have} slots left)"
            return f"it costs {need} {R.TITLES[kind]} and the party has only {have}"
    if owner is not None:
        return f"{S.name(state, owner)} must pay part of it and has nothing left to pay with"
    return "the party can't pay it"


def variants(
    state: dict, payers: list[str], bill: dict, owner: str | None = None
) -> list[tuple[str, dict]]:
    """(label, allocation) for each sensible way to split, the shared split first."""
    shared = split(state, payers, bill, owner=owner)
    if shared is None:
        return []
    out = [("Share it out", shared)]
    if len(payers) > 1:
        for cid in payers:
            alloc = split(state, payers, bill, first=cid, owner=owner)
            if alloc is not None and all(alloc != a for _, a in out):
                out.append((f"{S.name(state, cid)} pays what they can", alloc))
    return out


def describe(state: dict, alloc: dict) -> str:
    return "; ".join(f"{S.name(state, c)} pays {words(kinds)}" for c, kinds in alloc.items())


def pay(ctx, alloc: dict, why: str) -> None:
    """Pay an allocation: each point down (Energy, Health, resources) or up (Terror)."""
    for cid, kinds in alloc.items():
        for kind in KINDS:
            n = kinds.get(kind, 0)
            if n:
                R.adjust(ctx, cid, kind, n if kind == "terror" else -n, why)
