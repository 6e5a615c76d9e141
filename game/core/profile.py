"""The player's profile beside the saves: what belongs to the player across games
(Grudge's Luckstones are the player's, not the Warrior's)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core.saves import write_atomically

PROFILE_NAME = "profile.json"


def load_profile(saves_dir: Path | str) -> dict[str, Any]:
    """The profile, or an empty one if there is none or it can't be read (never fatal)."""
    path = Path(saves_dir) / PROFILE_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_profile(saves_dir: Path | str, profile: dict[str, Any]) -> None:
    write_atomically(Path(saves_dir) / PROFILE_NAME, json.dumps(profile, indent=2, sort_keys=True))
