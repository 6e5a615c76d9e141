"""Toasts: short sentences shown over everything for a few seconds (errors, saved, refused)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app import palette, text

SHOW_MS = 4000
KIND_COLOURS = {"error": palette.BLOOD, "info": palette.EMBER_DARK}


@dataclass
class Toast:
    text: str
    kind: str
    until_ms: int | None  # None until the first update stamps it


class Toasts:
    def __init__(self, limit: int = 4) -> None:
        self.items: list[Toast] = []
        self.limit = limit
        self.dirty = False

    @property
    def messages(self) -> list[str]:
        return [t.text for t in self.items]

    def show(self, sentence: str, kind: str = "error") -> None:
        # the same sentence again (a refused undo pressed twice) renews the one on screen
        self.items = [t for t in self.items if t.text != str(sentence)]
        self.items.append(Toast(str(sentence), kind, None))
        del self.items[:-self.limit]
        self.dirty = True

    def update(self, now_ms: int) -> None:
        for toast in self.items:
            if toast.until_ms is None:
                toast.until_ms = now_ms + SHOW_MS
        alive = [t for t in self.items if t.until_ms > now_ms]
        if len(alive) != len(self.items):
            self.items = alive
            self.dirty = True

    def next_expiry(self) -> int | None:
        stamps = [t.until_ms for t in self.items if t.until_ms is not None]
        return min(stamps) if stamps else None

    def draw(self, surface: pygame.Surface, font: pygame.font.Font, ui: float = 1.0) -> None:
        """The toasts at the bottom of ``surface``, ``ui`` pixels per layout unit (``font``
        already at that size)."""
        def u(n: float) -> int:
            return round(n * ui)

        y = surface.get_height() - u(24)
        width = min(u(760), surface.get_width() - u(80))
        for toast in reversed(self.items):
            lines = text.wrap(font, toast.text, width - u(32))
            h = len(lines) * font.get_linesize() + u(20)
            box = pygame.Rect(0, 0, width, h)
            box.midbottom = (surface.get_width() // 2, y)
            pygame.draw.rect(surface, palette.PANEL, box, border_radius=u(8))
            pygame.draw.rect(surface, KIND_COLOURS.get(toast.kind, palette.EMBER_DARK), box, u(3),
                             border_radius=u(8))
            ty = box.top + u(10)
            for line in lines:
                text.draw(surface, font, line, palette.BONE, (box.centerx, ty), "midtop")
                ty += font.get_linesize()
            y = box.top - u(8)
        self.dirty = False
