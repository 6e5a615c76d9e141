"""Cards: ids like "S7", "CA", "H10", "DK"; Jokers "JK1"/"JK2". Values A=1 .. K=13."""

from __future__ import annotations

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = {"S": "Spades", "C": "Clubs", "H": "Hearts", "D": "Diamonds"}
FACES = {"A": 1, "J": 11, "Q": 12, "K": 13}
RANK_NAMES = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
STAT_OF_SUIT = {"S": "spades", "C": "clubs", "H": "hearts"}


def is_joker(card: str) -> bool:
    return card.startswith("JK")


def value(card: str | None) -> int:
    if not card or is_joker(card):
        return 0
    rank = card[1:]
    return FACES.get(rank) or int(rank)


def suit(card: str | None) -> str | None:
    if not card or is_joker(card):
        return None
    return card[0]


def name(card: str | None) -> str:
    if not card:
        return "no card"
    if is_joker(card):
        return "a Joker"
    rank = card[1:]
    return f"{RANK_NAMES.get(rank, rank)} of {SUITS[card[0]]}"


def action_deck() -> list[str]:
    """Spades, Clubs and Hearts plus two Jokers: the Warrior Deck or Monster Action Deck."""
    return [s + r for s in "SCH" for r in RANKS] + ["JK1", "JK2"]


def diamonds() -> list[str]:
    return ["D" + r for r in RANKS]


def lowest(cards: list[str]) -> str:
    return min(cards, key=value)
