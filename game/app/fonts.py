"""pygame's default font at the few sizes the app uses, loaded once."""
from __future__ import annotations

import pygame

SIZES = {"small": 18, "body": 22, "large": 30, "title": 56, "huge": 84}


class Fonts:
    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}

    def get(self, size: str | int = "body", bold: bool = False) -> pygame.font.Font:
        px = SIZES[size] if isinstance(size, str) else int(size)
        key = (px, bold)
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(None, px)
            font.bold = bold
            self._cache[key] = font
        return font

    @property
    def small(self) -> pygame.font.Font:
        return self.get("small")

    @property
    def body(self) -> pygame.font.Font:
        return self.get("body")

    @property
    def large(self) -> pygame.font.Font:
        return self.get("large", bold=True)

    @property
    def title(self) -> pygame.font.Font:
        return self.get("title", bold=True)
