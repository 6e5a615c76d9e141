"""Letting the scaled window fill itself at any size. pygame's SCALED mode turns on SDL's
integer scaling in a window, so a 1280x720 picture in a 1920x1080 window is drawn at 1x with
black borders (1.5 is not a whole number). SDL can stretch it; pygame offers no switch, so we
ask SDL directly, through the very SDL library pygame has loaded (a second copy would not know
pygame's renderer). Where that library can't be found for certain, nothing is changed."""
from __future__ import annotations

import ctypes
import re
import sys

# SDL's own library, as a system or a bundled (renamed) copy: libSDL2-2.0.so.0,
# libSDL2-2-<hash>.0.so...; not its companions libSDL2_mixer, _image, _ttf
CORE_SDL = re.compile(r"/libSDL2-2[.-][^/]*$")


def _loaded_sdl() -> ctypes.CDLL | None:
    """The SDL2 library already loaded into this process, on Linux (read from the process's
    own memory map); None elsewhere or when in doubt."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        with open("/proc/self/maps", encoding="utf-8") as maps:
            paths = {line.split()[-1] for line in maps if CORE_SDL.search(line)}
    except OSError:
        return None
    if len(paths) != 1:
        return None
    try:
        return ctypes.CDLL(paths.pop())  # the loaded copy: dlopen hands back the same handle
    except OSError:
        return None


def allow_fractional_scale(window_id: int) -> bool:
    """Turn off integer scaling for the renderer of the window with SDL id ``window_id``;
    True if done."""
    sdl = _loaded_sdl()
    if sdl is None:
        return False
    try:
        sdl.SDL_GetWindowFromID.restype = ctypes.c_void_p
        sdl.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
        sdl.SDL_GetRenderer.restype = ctypes.c_void_p
        sdl.SDL_GetRenderer.argtypes = [ctypes.c_void_p]
        sdl.SDL_RenderSetIntegerScale.argtypes = [ctypes.c_void_p, ctypes.c_int]
        window = sdl.SDL_GetWindowFromID(window_id)
        renderer = sdl.SDL_GetRenderer(window) if window else None
        return bool(renderer) and sdl.SDL_RenderSetIntegerScale(renderer, 0) == 0
    except (AttributeError, OSError, ctypes.ArgumentError):
        return False
