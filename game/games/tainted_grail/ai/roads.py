"""The AI's map sense: steps between placed cards, and the cards a careful party walks round
(a King or a Guardian stands there: meeting one is an Encounter the party did not choose)."""

from __future__ import annotations


def dangers(view) -> set[str]:
    """Cards where a King or a Guardian stands."""
    out = {k["at"] for k in view.get("kings", []) if k.get("at")}
    out |= {g["at"] for g in view.get("guardians", []) if g.get("at")}
    return out


def distances(start, places, avoid=frozenset()):
    """Steps from ``start`` to every card it reaches, never through a card in ``avoid`` (one in
    ``avoid`` is still reached, as a last step)."""
    seen = {start: 0}
    todo = [start]
    while todo:
        card = todo.pop(0)
        if card in avoid and card != start:
            continue
        for other in places[card]["connected"]:
            if other not in seen:
                seen[other] = seen[card] + 1
                todo.append(other)
    return seen


def next_hop(start, goal, places, avoid=frozenset()):
    """The neighbour of ``start`` that leads soonest to ``goal``, going round ``avoid`` when a
    way round exists."""
    hops = places[start]["connected"]
    back = distances(goal, places, avoid - {start, goal})
    safe = [c for c in hops if (c not in avoid or c == goal) and c in back]
    if not safe:  # no way round: the straight way, through whatever stands on it
        back = distances(goal, places)
        safe = [c for c in hops if c in back] or hops
    return min(safe, key=lambda c: (back.get(c, 99), c))


def each(travel: dict) -> int:
    """One member's share of a Travel's Energy (rounded up when a weakness makes it uneven)."""
    bill = travel["bill"]
    return bill.get("each") or -(-bill.get("energy", 0) // max(1, bill.get("members", 1)))
