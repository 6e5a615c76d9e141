"""A legal command in words, as every table shows it: its label, what its preview says it
would do, and the one comparison a table uses to find a command again. No pygame, so a game's
command bookkeeping can use it anywhere."""

from __future__ import annotations

from game.core.playout import bare


def words_of(command: dict) -> str:
    """A command's label as a button shows it."""
    return str(command.get("label") or command.get("type", "?")).replace("_", " ")


def preview_of(command: dict) -> str:
    """What a command would do, in words (a structured preview's ``text``)."""
    preview = command.get("preview")
    if isinstance(preview, dict):
        return str(preview.get("text", ""))
    return "" if preview is None else str(preview)


def same(a: dict, b: dict) -> bool:
    return bare(a) == bare(b)
