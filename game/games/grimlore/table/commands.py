"""GRIMLORE's legal commands as the table meets them: grouped by kind and by character, their
words (label, the preview's line and its odds), and the one comparison the table uses to find a
command again. Pure bookkeeping over what the rules offered, no pygame."""

from __future__ import annotations

from game.app.command_words import preview_of as preview_text  # noqa: F401
from game.app.command_words import same  # noqa: F401  (the table's words for commands)
from game.app.command_words import words_of as label  # noqa: F401

TESTS = ("try", "free", "scavenge")  # a character steps up to a test
TURN_ACTIONS = ("travel", "scavenge", "visit", "rest")
CONFIRM = {  # commands that cannot be taken back, with the question asked first
    "retire": "Retire {name}? They leave the roster for good, with everything they carry.",
    "give_up": "Let the event fail without anyone trying?",
}


def chance(command: dict) -> int | None:
    """The percent chance a test command shows, if it is one."""
    preview = command.get("preview")
    if isinstance(preview, dict) and "chance" in preview:
        return int(preview["chance"])
    return None


def of(legal: list[dict], *kinds: str) -> list[dict]:
    return [c for c in legal if c.get("type") in kinds]


def for_char(legal: list[dict], cid: str, *kinds: str) -> list[dict]:
    return [c for c in legal if c.get("cid") == cid and (not kinds or c.get("type") in kinds)]


def rest_of(legal: list[dict], placed: list[dict]) -> list[dict]:
    """The legal commands no screen element offers (they go to the choices panel). Screens place
    the very command objects of the legal list, so identity tells them apart."""
    shown = {id(p) for p in placed}
    return [c for c in legal if id(c) not in shown]
