"""Who sits where: the players' names and how strong the computer player is, kept in a match's
options (so a save keeps them) under keys no game uses for itself.

The rules name seats "Player 1", "Player 2" in their texts; ``named`` puts the players' own
names in their place wherever text leaves for the screen (views, prompts, labels, the log)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from game.core.contract import bare

SEAT_NAMES = "seat_names"  # option: a list of names, one per seat ("" keeps "Player N")
AI_LEVEL = "ai_level"  # option: one of AI_LEVELS
AI_LEVELS = (("normal", "Normal"), ("easy", "Easy"), ("hard", "Hard"))
STRONGER = ("hard",)  # levels a game offers only when its manifest names their own AI
EASY_SLIPS = 0.35  # how often the easy AI plays a random legal move instead of its choice
NAME_LIMIT = 16
_PLAYER = re.compile(r"\bPlayer ([1-9])\b")

Chooser = Callable[[dict, list, random.Random], dict]


def clean_name(name: str) -> str:
    """A name as the table shows it: printable, trimmed, at most NAME_LIMIT characters."""
    return "".join(ch for ch in name if ch.isprintable()).strip()[:NAME_LIMIT]


def seat_names(options: dict[str, Any], players: int) -> list[str]:
    """Each seat's name: the player's own, else "Player N"."""
    given = options.get(SEAT_NAMES)
    given = given if isinstance(given, list) else []
    names = []
    for seat in range(players):
        name = clean_name(given[seat]) if seat < len(given) and isinstance(given[seat], str) else ""
        names.append(name or f"Player {seat + 1}")
    return names


def named(value: Any, names: list[str]) -> Any:
    """``value`` (text, or lists and dicts of it) with "Player N" replaced by N's name."""
    if all(name == f"Player {seat + 1}" for seat, name in enumerate(names)):
        return value  # nobody is named: nothing to replace

    def swap(match: re.Match[str]) -> str:
        seat = int(match.group(1)) - 1
        return names[seat] if seat < len(names) else match.group(0)

    def walk(item: Any) -> Any:
        if isinstance(item, str):
            return _PLAYER.sub(swap, item)
        if isinstance(item, list):
            return [walk(x) for x in item]
        if isinstance(item, dict):
            return {key: walk(x) for key, x in item.items()}
        return item

    return walk(value)


def at_level(choose: Chooser, level: str) -> Chooser:
    """The computer player at a difficulty: "easy" now and then plays a random legal move
    (drawn from the same seeded generator, so a replay of the table is the same); "normal"
    and a stronger level play ``choose`` as it is (the game's own AI for that level).

    A game's AI may carry ``careful(view, legal) -> bool``: the decisions it never slips on
    even at Easy, those no player would make at random (a campaign's hiring and retiring,
    whose harm outlasts the battle)."""
    if level != "easy":
        return choose
    careful = getattr(choose, "careful", None)

    def easy(view: dict, legal: list, rng: random.Random) -> dict:
        if careful is not None and careful(view, legal):
            return choose(view, legal, rng)
        if legal and rng.random() < EASY_SLIPS:
            return bare(rng.choice(legal))
        return choose(view, legal, rng)

    return easy
