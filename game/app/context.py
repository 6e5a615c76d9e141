"""The context passed to every scene: what the app has, in one object, so there are no globals."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game.app import palette
from game.app.assets import Sheets
from game.app.catalog import Catalog
from game.app.fonts import Fonts
from game.app.paths import open_folder
from game.app.settings import Settings, save_settings
from game.app.sound import Sounds
from game.app.stack import SceneStack
from game.app.toasts import Toasts
from game.app.window import LOGICAL_SIZE, Window, ui_scale


@dataclass
class AppContext:
    saves_dir: Path
    settings: Settings
    fonts: Fonts
    sheets: Sheets
    stack: SceneStack
    clock: pygame.time.Clock
    catalog: Catalog
    toasts: Toasts = field(default_factory=Toasts)
    window: Window | None = None  # None when drawing headless (render_shot, bench)
    running: bool = True
    mouse_pos: tuple[int, int] = (-1, -1)  # last known pointer, for hover zoom and tooltips
    window_pointer: tuple[int, int] = (-1, -1)  # the same in window pixels (Scene.current_pointer)
    # the window's size in pixels (the loop keeps it; a shot or the bench sets the one it draws)
    screen_size: tuple[int, int] = LOGICAL_SIZE
    sounds: Sounds = field(default_factory=Sounds)
    # Shows a folder in the system's file manager (a sentence if it can't); tests replace it.
    open_folder: Callable[[Path], str | None] = field(default=open_folder)

    @property
    def size(self) -> tuple[int, int]:
        """The layout's size, which scenes that are not native lay out in."""
        return LOGICAL_SIZE

    @property
    def ui_scale(self) -> float:
        """Window pixels per layout unit at the window's size now (native scenes)."""
        return ui_scale(self.screen_size)

    def toast(self, sentence: str, kind: str = "error") -> None:
        self.toasts.show(sentence, kind)

    def quit(self) -> None:
        self.running = False

    def save_settings(self) -> None:
        self.sounds.volume, self.sounds.muted = self.settings.volume, self.settings.muted
        try:
            save_settings(self.saves_dir, self.settings)
        except OSError as err:
            self.toast(f"Settings could not be saved: {err.strerror or err}.")

    def set_text_scale(self, scale: float) -> None:
        """Every scene's reading text grows or shrinks from the next frame on."""
        self.settings.text_scale = scale
        self.fonts.scale = scale
        self.stack.mark_dirty()
        self.save_settings()

    def set_colour_blind_safe(self, on: bool) -> None:
        """Letters and shapes beside meaningful colours, from the next frame on."""
        self.settings.colour_blind_safe = palette.Marks.on = bool(on)
        self.stack.mark_dirty()
        self.save_settings()

    def toggle_fullscreen(self) -> None:
        if self.window is not None:
            self.settings.fullscreen = self.window.toggle_fullscreen()
        else:
            self.settings.fullscreen = not self.settings.fullscreen
        self.save_settings()


def make_context(saves_dir: Path, settings: Settings | None = None, catalog: Catalog | None = None,
                 window: Window | None = None) -> AppContext:
    """Build a context; pygame's display must be initialised first if sprites are to convert."""
    from game.app.settings import load_settings

    saves_dir = Path(saves_dir)
    settings = settings if settings is not None else load_settings(saves_dir)
    fonts = Fonts(settings.text_scale)
    palette.Marks.on = settings.colour_blind_safe
    return AppContext(
        saves_dir=saves_dir,
        settings=settings,
        sounds=Sounds(settings.volume, settings.muted),
        fonts=fonts,
        sheets=Sheets(font=fonts.get("small")),
        stack=SceneStack(),
        clock=pygame.time.Clock(),
        catalog=catalog if catalog is not None else Catalog(),
        window=window,
        screen_size=window.surface.get_size() if window is not None else LOGICAL_SIZE,
    )
