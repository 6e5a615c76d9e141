"""The window: a fixed 1280x720 logical surface, scaled by SDL to whatever the window is."""
from __future__ import annotations

import warnings

import pygame

from game.app.stretch import allow_fractional_scale

LOGICAL_SIZE = (1280, 720)
TITLE = "Grimtable"


class Window:
    def __init__(self, size: tuple[int, int] = LOGICAL_SIZE, fullscreen: bool = False) -> None:
        if not pygame.display.get_init():
            pygame.display.init()
        pygame.display.set_caption(TITLE)
        self.surface = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
        self.fullscreen = False
        self._stretch()
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

    def _stretch(self) -> None:
        """Fill the window at any size, not only at whole multiples of 1280x720."""
        window = self._sdl_window()
        if window is not None:
            allow_fractional_scale(window.id)

    def set_size(self, size: tuple[int, int]) -> None:
        """Resize the window and centre it again (a window grown where it stood would hang off
        the bottom right of the screen); the logical surface stays 1280x720 and is scaled."""
        window = self._sdl_window()
        if window is not None and not self.fullscreen:
            try:
                window.size = (int(size[0]), int(size[1]))
                window.position = pygame.WINDOWPOS_CENTERED
            except (pygame.error, ValueError, AttributeError):
                pass

    def toggle_fullscreen(self) -> bool:
        try:
            pygame.display.toggle_fullscreen()
            self.fullscreen = not self.fullscreen
            self._stretch()  # leaving fullscreen, pygame turns integer scaling back on
        except pygame.error:
            pass  # some drivers (the dummy one) can't; the setting is kept anyway
        return self.fullscreen

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) != self.fullscreen:
            self.toggle_fullscreen()

    def flip(self) -> None:
        pygame.display.flip()
