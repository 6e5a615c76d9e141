"""The window: a fixed 1280x720 logical surface, scaled by SDL to whatever the window is."""
from __future__ import annotations

import os
import warnings

import pygame

LOGICAL_SIZE = (1280, 720)
TITLE = "Grimtable"
SMALLEST, LARGEST = (1280, 720), (2560, 1440)  # the window sizes a shot or the bench may ask for


def parse_size(words: str) -> tuple[int, int]:
    """``"1920x1080"`` as (1920, 1080); ValueError with a sentence for anything else."""
    try:
        width, height = (int(part) for part in words.lower().replace(" ", "").split("x"))
    except ValueError:
        raise ValueError(f"A size is WIDTHxHEIGHT, like 1920x1080, not {words!r}.") from None
    if not (SMALLEST[0] <= width <= LARGEST[0] and SMALLEST[1] <= height <= LARGEST[1]):
        raise ValueError(f"A size goes from {SMALLEST[0]}x{SMALLEST[1]} to "
                         f"{LARGEST[0]}x{LARGEST[1]}; {width}x{height} is outside that.")
    return width, height


def layout_rect(window_size: tuple[int, int]) -> pygame.Rect:
    """Where the 1280x720 layout shows in a window of ``window_size``: as large as fits, kept
    in proportion and centred (a window of another shape gets bars at two sides)."""
    width, height = window_size
    scale = min(width / LOGICAL_SIZE[0], height / LOGICAL_SIZE[1])
    shown = pygame.Rect(0, 0, round(LOGICAL_SIZE[0] * scale), round(LOGICAL_SIZE[1] * scale))
    shown.center = (width // 2, height // 2)
    return shown


_PRESENTED: dict[tuple, pygame.Surface] = {}  # one window-sized surface per size, reused


def present(frame: pygame.Surface, window_size: tuple[int, int]) -> pygame.Surface:
    """The layout frame as a window of ``window_size`` shows it: smoothly scaled, as SDL scales
    the window's surface (shots and the bench at a size; the app leaves this to SDL). The
    surface returned is reused by the next call at the same size."""
    window_size = tuple(window_size)
    if window_size == frame.get_size():
        return frame
    shown = layout_rect(window_size)
    key = (window_size, frame.get_bitsize())
    out = _PRESENTED.get(key)
    if out is None:
        out = _PRESENTED[key] = pygame.Surface(window_size, 0, frame)
    if shown.size == window_size:
        pygame.transform.smoothscale(frame, window_size, out)
    else:
        out.fill((0, 0, 0))
        out.blit(pygame.transform.smoothscale(frame, shown.size), shown)
    return out


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
