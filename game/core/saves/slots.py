"""Save slots: every match the player starts autosaves into a file of its own, named by its game
and the moment it began, so starting a new game never overwrites another. A match loaded from
a slot goes on in that slot; one loaded from a kept copy (the game menu's "Save game"), a kept
previous autosave (``.prev``) or a first-release save goes on in a new slot, leaving the file it
came from as it was."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from game.core.saves.autosave import SUFFIX

PREVIOUS = ".prev"
KEPT = "kept-"  # a copy the player chose to keep: never written over by play


def new_slot(saves_dir: Path | str, game_id: str, now: datetime | None = None) -> Path:
    """A free file name for a new match of ``game_id``: ``<game>-<date>-<time>.save``."""
    saves_dir = Path(saves_dir)
    stamp = (now or datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    path = saves_dir / f"{game_id}-{stamp}{SUFFIX}"
    number = 2
    while path.exists() or previous_of(path).exists():
        path = saves_dir / f"{game_id}-{stamp}-{number}{SUFFIX}"
        number += 1
    return path


def kept_copy(saves_dir: Path | str, game_id: str, now: datetime | None = None) -> Path:
    """A free file name for a copy the player keeps (the game menu's "Save game")."""
    return new_slot(saves_dir, KEPT + game_id, now)


def previous_of(slot: Path) -> Path:
    """Where the autosave before the latest of ``slot`` is kept."""
    return slot.with_name(slot.name[: -len(SUFFIX)] + PREVIOUS + SUFFIX)


def is_previous(path: Path) -> bool:
    return path.name.endswith(PREVIOUS + SUFFIX)


def slot_for_loaded(path: Path, saves_dir: Path | str, game_id: str) -> Path:
    """Where a match loaded from ``path`` autosaves from now on."""
    own = path.suffix == SUFFIX and path.parent == Path(saves_dir)
    if own and not is_previous(path) and not path.name.startswith(KEPT):
        return path
    return new_slot(saves_dir, game_id)
