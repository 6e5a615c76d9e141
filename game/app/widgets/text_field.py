"""A one-line text field (the seed, players' names, a warband's name, a search). Click to focus;
typing goes to the focused field. Focusing a field selects its text, so the first keystroke
replaces what was there (a default like "My Warband"); Ctrl+A selects it all again."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.fonts import Fonts
from game.app.widgets.focus_seen import seen


class TextField:
    def __init__(
        self,
        rect,
        value: str = "",
        allowed: str | None = None,
        max_len: int = 24,
        on_change: Callable[[str], None] | None = None,
        tooltip: str = "",
        placeholder: str = "",
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.value = value
        self.allowed = allowed  # None: any printable character
        self.max_len = max_len
        self.on_change = on_change
        self.tooltip = tooltip
        self.placeholder = placeholder  # shown dimmed while the field is empty and unfocused
        self.focused = False
        self.hovered = False
        self.selected = False  # the whole text is selected: typing replaces it

    def hover(self, pos) -> bool:
        now = self.rect.collidepoint(pos)
        changed, self.hovered = now != self.hovered, now
        return changed

    def hover_tip(self) -> str:
        return self.tooltip if self.hovered else ""

    def handle(self, intent: it.Intent) -> bool:
        if isinstance(intent, it.Click):
            # a click elsewhere only takes the focus away; it still reaches the other widgets
            inside = self.rect.collidepoint(intent.pos)
            # the click that focuses the field selects its text; a second click puts the
            # caret at the end to add to it
            self.selected = inside and not self.focused and bool(self.value)
            self.focused = inside
            return self.focused
        if isinstance(intent, it.Key) and self.focused:
            return self._key(intent)
        return False

    def _key(self, intent: it.Key) -> bool:
        if intent.key == pygame.K_a and intent.mod & pygame.KMOD_CTRL:
            self.selected = bool(self.value)
            return True
        if intent.key == pygame.K_BACKSPACE:
            self._set("" if self.selected else self.value[:-1])
            return True
        if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
            self.focused = self.selected = False
            return True  # typing is over; Tab then moves the keyboard's ring on (game/app/focus.py)
        ch = intent.text
        if ch and ch.isprintable() and (self.allowed is None or ch in self.allowed):
            kept = "" if self.selected else self.value
            if len(kept) < self.max_len:
                self._set(kept + ch)
            return True
        return False

    def _set(self, value: str) -> None:
        self.selected = False
        self.value = value
        if self.on_change is not None:
            self.on_change(value)

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        seen(self)
        edge = (
            palette.EMBER
            if self.focused
            else (palette.EMBER_DARK if self.hovered else palette.PANEL_EDGE)
        )
        u = fonts.u
        pygame.draw.rect(surface, palette.CHARCOAL, self.rect, border_radius=u(4))
        pygame.draw.rect(surface, edge, self.rect, u(2), border_radius=u(4))
        at = (self.rect.left + u(10), self.rect.centery)
        if self.focused and self.selected:
            # the selected text sits on a highlight, as in any text box: typing replaces it
            width, height = fonts.body.size(self.value)
            mark = pygame.Rect(0, 0, min(width + u(4), self.rect.w - u(14)), height)
            mark.midleft = (at[0] - u(2), at[1])
            pygame.draw.rect(surface, palette.EMBER_DARK, mark, border_radius=u(2))
            text.draw(surface, fonts.body, self.value, palette.BONE, at, "midleft")
            return
        shown = self.value + ("|" if self.focused else "")
        colour = palette.BONE
        if not shown and self.placeholder:
            shown, colour = self.placeholder, palette.BONE_DIM
        text.draw(surface, fonts.body, shown, colour, at, "midleft")
