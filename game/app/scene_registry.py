"""The scenes the session opens by their part in the app rather than by import: the main menu
(opening a match closes everything above it) and the generic board (for a game without a board
of its own). The scenes import the session to start and open matches, so the session asks here
instead of importing them, which would close a loop. Each of those scenes' modules registers its
class when it is imported; a part asked for before its module was imported imports it then (the
main menu, the app's first frame, need not wait for the generic board's imports)."""

from __future__ import annotations

import importlib
from typing import Any

MAIN_MENU = "main menu"
GENERIC_BOARD = "generic board"

_SCENES: dict[str, type] = {}
# the module that registers each part's scene
HOMES = {MAIN_MENU: "game.app.scenes.main_menu", GENERIC_BOARD: "game.app.scenes.generic_board"}


def registers(part: str):
    """Class decorator: ``@registers(MAIN_MENU)`` makes the class the scene for that part."""

    def put(cls: type) -> type:
        _SCENES[part] = cls
        return cls

    return put


def registered(part: str) -> Any:
    """The class registered for ``part``, its module imported if it was not yet."""
    if part not in _SCENES and part in HOMES:
        importlib.import_module(HOMES[part])
    return _SCENES.get(part)
