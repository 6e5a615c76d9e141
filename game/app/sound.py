"""Sound effects at the table: a short sound for a card, dice, a hit, a new turn and the end of
a game (drawn by tools/make_sounds.py into assets/sounds/). Which events make which sound is
the game's to say, in its manifest's ``sounds``; dice faces always rattle.

Silent where there is no one to hear: headless runs and tests (SDL's dummy audio driver), a
machine without audio, volume 0 or mute. Playing never raises."""
from __future__ import annotations

import os
from collections.abc import Iterable, Mapping

import pygame

from game.app.paths import ASSETS_DIR

SOUNDS_DIR = ASSETS_DIR / "sounds"
NAMES = ("hit", "dice", "card", "turn", "end")  # the first that applies to a change is played


def sound_for(events: Iterable[dict], sounds: Mapping[str, Iterable[str]]) -> str | None:
    """The one sound a change makes: the highest in NAMES that any of its events calls for."""
    wanted = set()
    for event in events:
        if event.get("faces"):
            wanted.add("dice")
        kind = event.get("type")
        wanted |= {name for name, kinds in sounds.items() if kind in kinds}
    return next((name for name in NAMES if name in wanted), None)


class Sounds:
    def __init__(self, volume: float = 0.75, muted: bool = False) -> None:
        self.volume, self.muted = volume, muted
        self._loaded: dict[str, pygame.mixer.Sound] | None = None
        self.last: str | None = None  # the last sound asked for (heard or not): for tests

    @property
    def audible(self) -> bool:
        return not self.muted and self.volume > 0

    def _load(self) -> dict[str, pygame.mixer.Sound]:
        if self._loaded is not None:
            return self._loaded
        self._loaded = {}
        if os.environ.get("SDL_AUDIODRIVER") == "dummy":
            return self._loaded  # tests and headless runs: never open an audio device
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22_050, size=-16, channels=1, buffer=512)
            for name in NAMES:
                self._loaded[name] = pygame.mixer.Sound(str(SOUNDS_DIR / f"{name}.wav"))
        except (pygame.error, FileNotFoundError, OSError):
            self._loaded = {}  # no audio device, or the files are missing: play nothing
        return self._loaded

    def play(self, name: str | None) -> None:
        if name is None:
            return
        self.last = name
        if not self.audible:
            return
        sound = self._load().get(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()
