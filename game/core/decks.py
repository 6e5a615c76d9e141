"""Decks and zones as plain JSON: every operation returns new lists and never touches the state.

A zone is a list of card ids with its top card first (index 0), as the GRIM Bond Deck already
keeps it; a hand reads in the order its cards arrived. A game keeps its zones wherever its state
wants them and hands a ``Zones`` mapping (zone name -> card ids) to these functions. Each call
gives back a ``Moved``: the zones after the move as fresh lists, the cards that moved, and the
orders any reshuffle produced. ``changed(before, after, paths)`` turns that into the [path, value]
pairs an event's "set" carries, so ``decide`` emits the outcome and ``apply`` only writes it.

Shuffles are drawn from the stream ``shuffle:<deck name>``: the k-th shuffle of a deck is the same
whatever dice or other decks drew before it. Give every deck a name unique in the match
("combat:iunis", "events"), not a zone key such as "draw" that several decks share.

Card ids may repeat (two copies of one card); a move takes the first copy it finds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from game.core.chance import Chance

CardId = str
Zones = Mapping[str, Sequence[CardId]]
StatePath = Sequence[str | int]  # keys and indexes, as an event's "set" names them

# How a view shows a zone: "open" shows its cards, "top" its count and top card (a face-up
# discard pile), "private" its cards to its owner and its count to everyone else, "hidden" only
# its count (a draw pile, face-down cards). A zone the policy doesn't name is hidden, so
# forgetting to declare a zone can never leak it.
VISIBILITY = ("open", "top", "private", "hidden")


class DeckError(ValueError):
    """A deck operation the state can't carry out; the message is a sentence a player reads."""


def shuffle_stream(name: str) -> str:
    """The chance stream a deck's shuffles are drawn from."""
    return f"shuffle:{name}"


@dataclass(frozen=True)
class Moved:
    """What one operation did.

    ``zones``: every zone given, after the move (new lists). ``cards``: the cards that moved, in
    the order they moved. ``shuffles``: each new order a reshuffle gave the draw pile (an event
    may carry it, a view must not). ``short``: how many cards were asked for but could not be
    drawn because the draw pile and the discard pile were both empty."""

    zones: dict[str, list[CardId]]
    cards: list[CardId] = field(default_factory=list)
    shuffles: list[list[CardId]] = field(default_factory=list)
    short: int = 0


def _label(zone: str) -> str:
    return "the " + zone.replace("_", " ")


def _copy(zones: Zones) -> dict[str, list[CardId]]:
    return {name: list(cards) for name, cards in zones.items()}


def _zone(zones: Mapping[str, list[CardId]], name: str) -> list[CardId]:
    if name not in zones:
        raise DeckError(f"There is no zone called {name!r} here.")
    return zones[name]


def _take(cards: list[CardId], wanted: Sequence[CardId], zone: str) -> list[CardId]:
    """Remove each wanted card once from ``cards`` (in place); all or nothing."""
    rest = list(cards)
    for card in wanted:
        if card not in rest:
            raise DeckError(f"{card!r} is not in {_label(zone)}.")
        rest.remove(card)
    cards[:] = rest
    return list(wanted)


# --- single piles ----------------------------------------------------------------------------


def shuffle(cards: Sequence[CardId], name: str, chance: Chance) -> list[CardId]:
    """A new order of ``cards``: the next shuffle of the deck called ``name``."""
    return chance.shuffled(list(cards), shuffle_stream(name))


def put_on_top(pile: Sequence[CardId], cards: Sequence[CardId]) -> list[CardId]:
    """``cards`` on top of ``pile``; ``cards[0]`` becomes the new top card."""
    return list(cards) + list(pile)


def put_under(pile: Sequence[CardId], cards: Sequence[CardId]) -> list[CardId]:
    """``cards`` at the bottom of ``pile``, in their order (the last one is the new bottom)."""
    return list(pile) + list(cards)


# --- moves between zones ---------------------------------------------------------------------


def draw(
    zones: Zones,
    n: int,
    name: str,
    chance: Chance,
    *,
    pile: str = "draw",
    into: str = "hand",
    discard: str | None = "discard",
) -> Moved:
    """Draw ``n`` cards from the top of ``pile`` to the end of ``into``.

    Only when the draw pile is empty and a card is still owed is the discard pile shuffled into
    a new draw pile (stream ``shuffle:<name>``); drawing the last card reshuffles nothing. With
    ``discard=None`` (or both piles empty) the draw stops short and ``short`` says by how much.
    """
    if n < 0:
        raise DeckError(f"Can't draw {n} cards; a draw is of zero cards or more.")
    out = _copy(zones)
    source, target = _zone(out, pile), _zone(out, into)
    used = _zone(out, discard) if discard is not None else []
    drawn: list[CardId] = []
    orders: list[list[CardId]] = []
    while len(drawn) < n:
        if not source:
            if not used:
                break
            source[:] = shuffle(used, name, chance)
            orders.append(list(source))
            used.clear()
        take = min(n - len(drawn), len(source))
        drawn += source[:take]
        del source[:take]
    target += drawn
    return Moved(out, drawn, orders, n - len(drawn))


def move(
    zones: Zones, cards: Sequence[CardId], source: str, to: str, *, bottom: bool = False
) -> Moved:
    """Move named cards from ``source`` onto the top of ``to`` (under it with ``bottom``).

    All or nothing: if one card is missing, nothing moves and ``DeckError`` names it. Cards put
    on top keep their order, so ``cards[0]`` ends up on top."""
    out = _copy(zones)
    if source == to:
        raise DeckError(f"Cards can't move from {_label(source)} to itself.")
    moved = _take(_zone(out, source), cards, source)
    target = _zone(out, to)
    target[:] = put_under(target, moved) if bottom else put_on_top(target, moved)
    return Moved(out, moved)


def discard(
    zones: Zones, cards: Sequence[CardId], source: str = "hand", to: str = "discard"
) -> Moved:
    """Discard named cards: onto the top of the discard pile, the last one named on top."""
    return move(zones, list(reversed(cards)), source, to)


def deal_to(zones: Zones, cards: Sequence[CardId], to: str) -> Moved:
    """Add cards from outside these zones (the box, another player's deck) to the end of ``to``:
    a hand gaining a card, a face-down zone receiving one."""
    out = _copy(zones)
    _zone(out, to).extend(cards)
    return Moved(out, list(cards))


def search(zones: Zones, card: CardId, source: str = "draw", to: str = "hand") -> Moved:
    """Take the named card out of ``source`` (wherever it lies) and add it to the end of ``to``.

    Many books have the deck shuffled afterwards; follow with ``shuffle_zone`` when they do."""
    out = _copy(zones)
    taken = _take(_zone(out, source), [card], source)
    _zone(out, to).extend(taken)
    return Moved(out, taken)


def top_cards(zones: Zones, zone: str, n: int) -> list[CardId]:
    """The top ``n`` cards of ``zone`` (fewer if it is smaller), without moving them: a peek."""
    if n < 0:
        raise DeckError(f"Can't look at {n} cards.")
    return list(_zone(_copy(zones), zone)[:n])


def shuffle_zone(zones: Zones, zone: str, name: str, chance: Chance) -> Moved:
    """Shuffle one zone in place (the next shuffle of deck ``name``)."""
    out = _copy(zones)
    pile = _zone(out, zone)
    pile[:] = shuffle(pile, name, chance)
    return Moved(out, [], [list(pile)])


def gather(zones: Zones, sources: Sequence[str], into: str, name: str, chance: Chance) -> Moved:
    """Return every card of ``sources`` to ``into`` and shuffle it: "shuffle all Combat cards,
    including any in hand, Sequence and discard, back into the deck"."""
    out = _copy(zones)
    pile = _zone(out, into)
    moved: list[CardId] = []
    for zone in sources:
        if zone == into:
            continue
        cards = _zone(out, zone)
        moved += cards
        pile += cards
        cards.clear()
    pile[:] = shuffle(pile, name, chance)
    return Moved(out, moved, [list(pile)])


# --- into events and views -------------------------------------------------------------------


def changed(
    before: Zones,
    after: Mapping[str, Sequence[CardId]],
    paths: Mapping[str, StatePath] | StatePath = (),
) -> list[tuple[list[str | int], list[CardId]]]:
    """The [path, new list] pairs for the zones whose cards differ, ready for an event's "set".

    ``paths`` is either one state path the zones live under (["players", 0, "combat"]) or a map
    from zone name to that zone's full path, for zones kept in different places."""
    out: list[tuple[list[str | int], list[CardId]]] = []
    for zone, cards in after.items():
        if list(before.get(zone, ())) == list(cards):
            continue
        path = list(paths[zone]) if isinstance(paths, Mapping) else [*paths, zone]
        out.append((path, list(cards)))
    return out


def visible(zones: Zones, policy: Mapping[str, str], *, owner: bool = False) -> dict[str, dict]:
    """The public view of each zone: ``{"count": n}``, plus ``"cards"`` where they may be seen
    and ``"top"`` for a face-up pile. ``owner``: the viewer owns these zones (sees "private")."""
    view: dict[str, dict] = {}
    for zone, cards in zones.items():
        rule = policy.get(zone, "hidden")
        if rule not in VISIBILITY:
            raise DeckError(
                f"{rule!r} is not a way to show a zone; use one of {', '.join(VISIBILITY)}."
            )
        shown: dict = {"count": len(cards)}
        if rule == "open" or (rule == "private" and owner):
            shown["cards"] = list(cards)
        elif rule == "top":
            shown["top"] = cards[0] if cards else None
        view[zone] = shown
    return view
