"""Drawing pieces the scenes share: the candle-lit backdrop, panels, the dimming shade."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.fonts import Fonts

_CACHE: dict[tuple, pygame.Surface] = {}


def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Charcoal with a faint candle glow from above, built once."""
    key = ("backdrop", size)
    surf = _CACHE.get(key)
    if surf is None:
        surf = pygame.Surface(size)
        surf.fill(palette.CHARCOAL)
        glow = pygame.Surface(size, pygame.SRCALPHA)
        cx, cy = size[0] // 2, -size[1] // 5
        for i in range(24, 0, -1):
            radius = int(size[0] * 0.75 * i / 24)
            alpha = int(3 + (24 - i) * 0.6)
            pygame.draw.circle(glow, (*palette.EMBER_DARK, alpha), (cx, cy), radius)
        surf.blit(glow, (0, 0))
        _CACHE[key] = surf
    return surf


def draw_backdrop(surface: pygame.Surface) -> None:
    surface.blit(backdrop(surface.get_size()), (0, 0))


def shade(surface: pygame.Surface) -> None:
    """Dim what is already drawn, so a dialog stands out over the scene below: black at the
    shade's alpha, as a multiply (a third of the cost of blending a window-sized veil)."""
    keep = 255 - palette.SHADE[3]
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, edge=palette.PANEL_EDGE,
               ui: float = 1.0) -> None:
    """A panel with its shadow; ``ui`` is the scene's pixels per layout unit."""
    pygame.draw.rect(surface, (12, 10, 10), rect.move(round(4 * ui), round(6 * ui)),
                     border_radius=round(10 * ui))
    pygame.draw.rect(surface, palette.PANEL, rect, border_radius=round(10 * ui))
    pygame.draw.rect(surface, edge, rect, round(2 * ui), border_radius=round(10 * ui))


def draw_heading(surface: pygame.Surface, fonts: Fonts, title: str, pos: tuple[int, int],
                 anchor: str = "midtop", size: str = "large") -> pygame.Rect:
    font = fonts.get(size, bold=True)
    rect = text.draw(surface, font, title, palette.EMBER, pos, anchor)
    under = rect.bottom + fonts.u(4)  # at the scale the fonts carry
    pygame.draw.line(surface, palette.EMBER_DARK, (rect.left, under), (rect.right, under),
                     fonts.u(2))
    return rect
