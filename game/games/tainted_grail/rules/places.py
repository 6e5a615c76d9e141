"""The map: where each Location card lies, which cards its Direction Keys connect, which card
stands for a number, and the waystone slots at card corners.

Coordinates come from the chapter's keys (``story_map.layout``: x to the right, y up). A waystone
slot is a corner point shared by up to four cards; a model at a point touches every card that has
a slot at that corner (the content tests hold the four cards to agree).
"""

from __future__ import annotations

from functools import lru_cache

from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import story_map

EDGES = ("top", "right", "bottom", "left")
DIRECTIONS = {"north": "top", "east": "right", "south": "bottom", "west": "left"}
CORNER_OFFSET = {
    "top-left": (0, 1),
    "top-right": (1, 1),
    "bottom-left": (0, 0),
    "bottom-right": (1, 0),
}


@lru_cache(maxsize=8)
def _layout(chapter: int) -> dict[str, tuple[int, int]]:
    return story_map.layout(S.world(), chapter)


def grid(chapter: int) -> dict[str, tuple[int, int]]:
    """Where each card the chapter's keys reach lies."""
    return _layout(chapter)


def coords(state: dict, card: str) -> tuple[int, int]:
    loc = S.location(card)
    return _layout(state["chapter"])[loc.get("variant_of") or card]


def corner_point(state: dict, card: str, corner: str) -> list[int]:
    x, y = coords(state, card)
    dx, dy = CORNER_OFFSET[corner]
    return [x + dx, y + dy]


def slot_points(state: dict, card: str) -> dict[str, list[int]]:
    """The card's waystone slots: corner name -> point."""
    return {c: corner_point(state, card, c) for c in S.location(card)["waystones"]}


def has_waystone(state: dict, card: str) -> bool:
    points = slot_points(state, card).values()
    return any(p in state["waystones"] for p in points)


def empty_slots(state: dict, card: str) -> list[str]:
    return [c for c, p in slot_points(state, card).items() if p not in state["waystones"]]


def touching(state: dict, point: list[int]) -> list[str]:
    """The placed cards that have a waystone slot at ``point``, lowest-numbered first."""
    cards = [c for c in state["map"] if point in slot_points(state, c).values()]
    return sorted(cards, key=lambda c: (S.number(c), c))


# --- which card is which -------------------------------------------------------------------------


def placed_card(state: dict, num: int) -> str | None:
    return next((c for c in state["map"] if S.number(c) == num), None)


def available_card(state: dict, num: int) -> str | None:
    """The card that stands for Location ``num``: the placed one, else the base card unless it
    left the game, else its first variant still in the game ("b" before "c")."""
    placed = placed_card(state, num)
    if placed:
        return placed
    cards = sorted(
        (c for c in S.world()["locations"] if S.number(c) == num), key=lambda c: (len(c), c)
    )
    return next((c for c in cards if c not in state["removed"]), None)


def keys(state: dict, card: str) -> dict[str, str]:
    """The card's Direction Keys open in this chapter: a key a later chapter's region added
    (``opens``) stays shut before that chapter."""
    loc = S.location(card)
    opens = loc.get("opens", {})
    return {
        edge: str(target)
        for edge, target in loc["keys"].items()
        if opens.get(edge, 0) <= state["chapter"]
    }


def connected(state: dict, card: str) -> dict[str, str]:
    """Edge -> the placed card each of the card's Direction Keys joins it to."""
    out = {}
    for edge, target in keys(state, card).items():
        other = placed_card(state, S.number(str(target)))
        if other is not None:
            out[edge] = other
    return out


def neighbours(state: dict, card: str) -> list[str]:
    return sorted(set(connected(state, card).values()), key=lambda c: (S.number(c), c))


def unplaced_keys(state: dict, card: str) -> list[str]:
    """Cards the card's keys name that are not on the table yet (the ones Travel attaches)."""
    out = []
    for target in keys(state, card).values():
        num = S.number(str(target))
        if placed_card(state, num) is None:
            found = available_card(state, num)
            if found is not None and found not in out:
                out.append(found)
    return out


def distances(state: dict, start: str) -> dict[str, int]:
    """Steps along connected placed cards from ``start``."""
    seen = {start: 0}
    todo = [start]
    while todo:
        here = todo.pop(0)
        for other in neighbours(state, here):
            if other not in seen:
                seen[other] = seen[here] + 1
                todo.append(other)
    return seen


def side_for_new_card(state: dict, card: str) -> str:
    """A card comes into play clear when a waystone model already stands at one of its
    corners, otherwise wyrdness side up."""
    return "clear" if has_waystone(state, card) else "wyrd"
