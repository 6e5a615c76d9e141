"""Computer opponents: a game offers one by having ``game/games/<id>/ai.py`` with
``choose(view, legal, rng) -> command``. The shell finds it here and gives it only what the
seat may see (its view) and its legal commands."""
from __future__ import annotations

import importlib
from typing import Callable

Chooser = Callable[[dict, list, object], dict]


def find_ai(game_id: str) -> Chooser | None:
    """The game's ``choose`` function, or None when the game has no AI."""
    try:
        module = importlib.import_module(f"game.games.{game_id}.ai")
    except ModuleNotFoundError as err:
        if err.name in (f"game.games.{game_id}.ai", f"game.games.{game_id}", "game.games"):
            return None
        raise  # the AI exists but something it imports is missing: a real bug
    choose = getattr(module, "choose", None)
    return choose if callable(choose) else None


def offers_ai(rules) -> bool:
    """Whether the new-game dialog may offer "Opponent: AI" (two-player games with an AI)."""
    return tuple(rules.players) == (2, 2) and find_ai(rules.id) is not None
