"""The window: a surface of the window's own size. A native scene (``Scene.native``) lays out
and draws at its pixels, ``ui_scale`` window pixels per layout unit; the others draw on a
1280x720 layout surface that is scaled into the window (``scale_into``), as SDL's SCALED mode
once did for every scene."""
from __future__ import annotations

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


def ui_scale(window_size: tuple[int, int]) -> float:
    """Window pixels per layout unit: as large as lets the whole 1280x720 layout show (a wider
    window leaves room at the sides, a taller one below, for a native scene to use)."""
    width, height = window_size
    return min(width / LOGICAL_SIZE[0], height / LOGICAL_SIZE[1])


def to_layout(pos: tuple[int, int], window_size: tuple[int, int]) -> tuple[int, int]:
    """A pointer position in the window as the scaled 1280x720 layout sees it."""
    if tuple(window_size) == LOGICAL_SIZE or pos == (-1, -1):
        return pos
    shown = layout_rect(window_size)
    scale = shown.width / LOGICAL_SIZE[0]
    return int((pos[0] - shown.left) / scale), int((pos[1] - shown.top) / scale)


def scene_point(scene, pos: tuple[int, int], window_size: tuple[int, int]) -> tuple[int, int]:
    """A window pixel in ``scene``'s own pixels: the same for a native scene, moved into its
    16:9 box for a letterboxed one, in 1280x720 layout units for the others."""
    if pos == (-1, -1):
        return pos
    if not getattr(scene, "native", False):
        return to_layout(pos, window_size)
    if scene.letterbox:
        left, top = layout_rect(window_size).topleft
        return pos[0] - left, pos[1] - top
    return pos


def scale_into(frame: pygame.Surface, window: pygame.Surface) -> None:
    """Draw the 1280x720 layout ``frame`` over the whole of ``window``, smoothly scaled, kept
    in proportion and centred (bars at two sides of a window of another shape)."""
    shown = layout_rect(window.get_size())
    if shown.size != window.get_size():
        window.fill((0, 0, 0))
    if shown.size == frame.get_size():
        window.blit(frame, shown)
    else:
        pygame.transform.smoothscale(frame, shown.size, window.subsurface(shown))


def scale_from(window: pygame.Surface, frame: pygame.Surface) -> None:
    """The window's picture, scaled down into the 1280x720 ``frame`` (what an unconverted
    scene drawn over a native one is drawn on)."""
    shown = window.subsurface(layout_rect(window.get_size()))
    pygame.transform.smoothscale(shown, LOGICAL_SIZE, frame)


_LAYOUT: dict[tuple, pygame.Surface] = {}  # one 1280x720 surface per window format, reused


def layout_surface(window: pygame.Surface) -> pygame.Surface:
    """The 1280x720 surface scenes that are not native draw on for a window of another size
    (the window itself when it is 1280x720)."""
    if window.get_size() == LOGICAL_SIZE:
        return window
    key = (window.get_bitsize(), window.get_masks())
    surface = _LAYOUT.get(key)
    if surface is None:
        surface = _LAYOUT[key] = pygame.Surface(LOGICAL_SIZE, 0, window)
    return surface


class Window:
    def __init__(self, size: tuple[int, int] = LOGICAL_SIZE, fullscreen: bool = False) -> None:
        if not pygame.display.get_init():
            pygame.display.init()
        pygame.display.set_caption(TITLE)
        # not SCALED: the surface is the window's own pixels, so native scenes draw crisp text
        pygame.display.set_mode((int(size[0]), int(size[1])), pygame.RESIZABLE)
        self.fullscreen = False
        self.set_size(size)
        if fullscreen:
            self.toggle_fullscreen()

    @property
    def surface(self) -> pygame.Surface:
        """The window's surface now (a resize or full screen gives it a new size)."""
        return pygame.display.get_surface()

    def _sdl_window(self):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                return pygame.Window.from_display_module()
            except (AttributeError, pygame.error):
                return None

    def set_size(self, size: tuple[int, int]) -> None:
        """Resize the window and centre it again (a window grown where it stood would hang off
        the bottom right of the screen); the surface follows the window's size."""
        window = self._sdl_window()
        if window is not None and not self.fullscreen:
            try:
                window.size = (int(size[0]), int(size[1]))
                # SDL keeps the old top-left corner: a bigger window would hang off the screen
                window.position = pygame.WINDOWPOS_CENTERED
            except (pygame.error, ValueError, TypeError, AttributeError):
                pass

    def toggle_fullscreen(self) -> bool:
        window = self._sdl_window()
        try:
            if window is None:
                pygame.display.toggle_fullscreen()
            elif self.fullscreen:
                window.set_windowed()
            else:
                window.set_fullscreen(desktop=True)  # the desktop's own size, no mode change
            self.fullscreen = not self.fullscreen
        except pygame.error:
            pass  # some drivers (the dummy one) can't; the setting is kept anyway
        return self.fullscreen

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) != self.fullscreen:
            self.toggle_fullscreen()

    def flip(self) -> None:
        pygame.display.flip()
