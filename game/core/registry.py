"""The registry of games. Adding a game touches only GAME_PACKAGES."""
from __future__ import annotations

import importlib

from game.core.contract import Rules

GAME_PACKAGES = ["grudge", "grim"]


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"There is no game called {self.args[0]!r}; known games: {', '.join(GAME_PACKAGES)}."


def get_rules(game_id: str) -> Rules:
    if game_id not in GAME_PACKAGES:
        raise UnknownGame(game_id)
    rules = importlib.import_module(f"game.games.{game_id}.rules").RULES
    check = getattr(rules, "check_content", None)
    if check is not None:
        check()  # raises ContentError naming the file, entry and field
    return rules


def all_rules() -> list[Rules]:
    return [get_rules(game_id) for game_id in GAME_PACKAGES]


def describe() -> list[dict]:
    return [{"id": r.id, "title": r.title, "players": list(r.players)} for r in all_rules()]
