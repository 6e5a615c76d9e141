"""A one-line text field (used for the seed). Click to focus; typing goes to the focused field."""
from __future__ import annotations

from typing import Callable

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.fonts import Fonts


class TextField:
    def __init__(self, rect, value: str = "", allowed: str | None = None, max_len: int = 24,
                 on_change: Callable[[str], None] | None = None, tooltip: str = "",
                 placeholder: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.value = value
        self.allowed = allowed  # None: any printable character
        self.max_len = max_len
        self.on_change = on_change
        self.tooltip = tooltip
        self.placeholder = placeholder  # shown dimmed while the field is empty and unfocused
        self.focused = False
        self.hovered = False

    def hover(self, pos) -> bool:
        now = self.rect.collidepoint(pos)
        changed, self.hovered = now != self.hovered, now
        return changed

    def hover_tip(self) -> str:
        return self.tooltip if self.hovered else ""

    def handle(self, intent: it.Intent) -> bool:
        if isinstance(intent, it.Click):
            # a click elsewhere only takes the focus away; it still reaches the other widgets
            self.focused = self.rect.collidepoint(intent.pos)
            return self.focused
        if isinstance(intent, it.Key) and self.focused:
            if intent.key == pygame.K_BACKSPACE:
                self._set(self.value[:-1])
                return True
            if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focused = False
                return intent.key == pygame.K_TAB
            ch = intent.text
            if ch and ch.isprintable() and (self.allowed is None or ch in self.allowed):
                if len(self.value) < self.max_len:
                    self._set(self.value + ch)
                return True
        return False

    def _set(self, value: str) -> None:
        self.value = value
        if self.on_change is not None:
            self.on_change(value)

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        edge = palette.EMBER if self.focused else (palette.EMBER_DARK if self.hovered else palette.PANEL_EDGE)
        pygame.draw.rect(surface, palette.CHARCOAL, self.rect, border_radius=4)
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=4)
        shown = self.value + ("|" if self.focused else "")
        colour = palette.BONE
        if not shown and self.placeholder:
            shown, colour = self.placeholder, palette.BONE_DIM
        text.draw(surface, fonts.body, shown, colour, (self.rect.left + 10, self.rect.centery), "midleft")
