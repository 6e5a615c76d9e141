"""The window: a fixed 1280x720 logical surface, scaled by SDL to whatever the window is."""
from __future__ import annotations

import os
import warnings

import pygame

LOGICAL_SIZE = (1280, 720)
TITLE = "Grimtable"


class Window:
    def __init__(self, size: tuple[int, int] = LOGICAL_SIZE, fullscreen: bool = False) -> None:
        # pygame's SCALED mode scales a resizable window by whole factors only, so 1920x1080 would
        # show 1280x720 framed in black; these hints let it fill the window, smoothly filtered
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
        if not pygame.display.get_init():
            pygame.display.init()
        pygame.display.set_caption(TITLE)
        self.surface = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
        self.fullscreen = False
        self.set_size(size)
        if fullscreen:
            self.toggle_fullscreen()

    def _sdl_window(self):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                return pygame.Window.from_display_module()
            except (AttributeError, pygame.error):
                return None

    def set_size(self, size: tuple[int, int]) -> None:
        """Resize the window and centre it again (a window grown where it stood would hang off
        the bottom right of the screen); the logical surface stays 1280x720 and is scaled."""
        window = self._sdl_window()
        if window is not None and not self.fullscreen:
            try:
                window.size = (int(size[0]), int(size[1]))
                # SDL keeps the old top-left corner: a bigger window would hang off the screen
                window.position = pygame.WINDOWPOS_CENTERED
            except (pygame.error, ValueError, TypeError, AttributeError):
                pass

    def toggle_fullscreen(self) -> bool:
        try:
            pygame.display.toggle_fullscreen()
            self.fullscreen = not self.fullscreen
        except pygame.error:
            pass  # some drivers (the dummy one) can't; the setting is kept anyway
        return self.fullscreen

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) != self.fullscreen:
            self.toggle_fullscreen()

    def flip(self) -> None:
        pygame.display.flip()
