"""The player's settings, kept in saves_dir/settings.json; a damaged file falls back to defaults."""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path

VOLUMES: list[float] = [0.0, 0.25, 0.5, 0.75, 1.0]
WINDOW_PRESETS: list[tuple[int, int]] = [(1280, 720), (1600, 900), (1920, 1080)]
ANIMATION_SPEEDS: list[float] = [0.5, 1.0, 1.5, 2.0]
TEXT_SCALES: list[float] = [1.0, 1.25, 1.5]  # the reading text: 100%, 125%, 150%
FILE_NAME = "settings.json"


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    text_scale: float = 1.0  # the reading text: one of TEXT_SCALES
    animation_speed: float = 1.0
    casual_undo: bool = False
    volume: float = 0.75  # sound effects, 0 to 1
    muted: bool = False
    motion: bool = True  # pieces slide, dice tumble, cards fly (never in headless drawing)
    colour_blind_safe: bool = False  # letters and shapes beside every colour that means something

    @classmethod
    def from_dict(cls, data: dict) -> "Settings":
        settings = cls()
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                continue
            if key == "window_size":
                try:
                    w, h = (int(v) for v in value)
                    settings.window_size = (w, h)
                except (TypeError, ValueError):
                    pass
            elif key in ("fullscreen", "casual_undo", "muted", "motion", "colour_blind_safe"):
                settings.__dict__[key] = bool(value)
            elif key == "animation_speed" and isinstance(value, (int, float)):
                settings.animation_speed = float(value)
            elif key == "volume" and isinstance(value, (int, float)) and not isinstance(value, bool):
                settings.volume = min(1.0, max(0.0, float(value)))
            elif key == "text_scale":
                settings.text_scale = clamp_text_scale(value)
        return settings


def clamp_text_scale(value) -> float:
    """A saved text scale, or 100% when it is not one the Settings offer."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return 1.0
    return float(value) if float(value) in TEXT_SCALES else 1.0


def load_settings(saves_dir: Path) -> Settings:
    path = Path(saves_dir) / FILE_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    return Settings.from_dict(data) if isinstance(data, dict) else Settings()


def save_settings(saves_dir: Path, settings: Settings) -> None:
    """Write atomically, so a crash mid-write never leaves half a file."""
    folder = Path(saves_dir)
    folder.mkdir(parents=True, exist_ok=True)
    data = asdict(settings)
    data["window_size"] = list(settings.window_size)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".settings-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=2)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, folder / FILE_NAME)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
