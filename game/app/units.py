"""Layout units to window pixels, for scenes drawn at the window's own size (``Scene.native``).

A layout unit is a pixel of the 1280x720 layout every scene was written for; ``ui`` is window
pixels per unit (``window.ui_scale``: 1.5 at 1920x1080). Scenes say ``self.u(n)`` and
``self.ur(x, y, w, h)``; a table's layout module of Rects is scaled whole by ``scaled_layout``."""
from __future__ import annotations

from types import ModuleType, SimpleNamespace

import pygame


def px(n: float, ui: float) -> int:
    """``n`` layout units in pixels, rounded half away from zero (a 2-unit border at 1.25 is 3)."""
    return int(n * ui + 0.5) if n >= 0 else -int(-n * ui + 0.5)


def rect(r, ui: float) -> pygame.Rect:
    """A layout rect in pixels; its edges are rounded, not its size, so rects that touch in
    layout units still touch, and one inside another stays inside."""
    r = pygame.Rect(r)
    left, top = px(r.left, ui), px(r.top, ui)
    return pygame.Rect(left, top, px(r.right, ui) - left, px(r.bottom, ui) - top)


def scaled_layout(module: ModuleType | SimpleNamespace, ui: float) -> SimpleNamespace:
    """Every ``pygame.Rect`` a layout module names, in pixels at ``ui`` (cached per module and
    scale); other names are left out: scale their numbers with ``px`` where they are used."""
    key = (id(module), ui)
    found = _LAYOUTS.get(key)
    if found is None:
        names = {name: rect(value, ui) for name, value in vars(module).items()
                 if isinstance(value, pygame.Rect) and name.isupper()}
        found = _LAYOUTS[key] = SimpleNamespace(**names)
    return found


_LAYOUTS: dict[tuple, SimpleNamespace] = {}


class ScaledLayout:
    """A table's layout module at ``ui`` pixels per unit: its Rects in pixels (``scaled_layout``)
    and ``u(n)`` for its other numbers. A table's own subclass adds its sizes and helpers, and
    its ``at(ui)`` keeps one per scale (``functools.cache``)."""

    def __init__(self, module: ModuleType, ui: float) -> None:
        self.ui = ui
        vars(self).update(vars(scaled_layout(module, ui)))

    def u(self, n: float) -> int:
        return px(n, self.ui)
