"""The scenes the session opens by their part in the app rather than by import: the main menu
(opening a match closes everything above it) and the generic board (for a game without a board
of its own). The scenes import the session to start and open matches, so the session asks here
instead of importing them, which would close a loop. Each of those scenes' modules registers its
class when it is imported; game/app/main.py imports both, so the app always has them."""

from __future__ import annotations

from typing import Any

MAIN_MENU = "main menu"
GENERIC_BOARD = "generic board"

_SCENES: dict[str, type] = {}


def registers(part: str):
    """Class decorator: ``@registers(MAIN_MENU)`` makes the class the scene for that part."""

    def put(cls: type) -> type:
        _SCENES[part] = cls
        return cls

    return put


def registered(part: str) -> Any:
    """The class registered for ``part``, or None when its module was never imported (then no
    such scene can be open either)."""
    return _SCENES.get(part)
