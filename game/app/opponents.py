"""Computer players: a game offers one by naming ``choose(view, legal, rng) -> command`` in its
manifest. The table gives it only what its seat may see (its view) and its legal commands."""
from __future__ import annotations

from typing import Callable

from game.core.registry import UnknownGame, get_manifest
from game.core.seats import AI_LEVELS, STRONGER

Chooser = Callable[[dict, list, object], dict]


def find_ai(game_id: str, level: str = "normal") -> Chooser | None:
    """The game's ``choose`` function for ``level``, or None when the game has no AI."""
    try:
        manifest = get_manifest(game_id)
    except UnknownGame:
        return None  # a test's own game, outside the registry
    return manifest.load_ai(level)


def ai_levels(game_id: str) -> list[tuple[str, str]]:
    """The computer player's levels the new-game dialog offers for the game."""
    try:
        return get_manifest(game_id).levels()
    except UnknownGame:
        return [(v, n) for v, n in AI_LEVELS if v not in STRONGER]


def offers_ai(rules) -> bool:
    """Whether the new-game dialog may offer a computer player for some seat."""
    return tuple(rules.players) != (1, 1) and find_ai(rules.id) is not None
