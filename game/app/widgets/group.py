"""A group of widgets: passes hover and clicks to them, tracks redraws, draws the tooltip last."""
from __future__ import annotations

import pygame

from game.app import intents as it
from game.app.fonts import Fonts
from game.app.widgets.tooltip import draw_tooltip


class WidgetGroup:
    def __init__(self) -> None:
        self.widgets: list = []
        self.pointer: tuple[int, int] = (-1, -1)

    def add(self, widget):
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()

    def __iter__(self):
        return iter(self.widgets)

    def handle(self, intent: it.Intent) -> tuple[bool, bool]:
        """Returns (used, changed): whether a widget took the intent, and whether to redraw."""
        if isinstance(intent, (it.Hover, it.Click, it.Press)):
            changed = self.hover(intent.pos)
        else:
            changed = False
        if isinstance(intent, (it.Hover, it.Press)):
            return False, changed
        for widget in list(self.widgets):
            if widget.handle(intent):
                return True, True
        return False, changed

    def hover(self, pos) -> bool:
        self.pointer = pos
        changed = False
        for widget in self.widgets:
            changed = widget.hover(pos) or changed
        return changed

    def refresh_hover(self) -> None:
        """Recompute hover after widgets moved or were rebuilt under a still pointer."""
        self.hover(self.pointer)

    def draw(self, surface: pygame.Surface, fonts: Fonts, tooltips: bool = True) -> None:
        for widget in self.widgets:
            widget.draw(surface, fonts)
        if tooltips:
            self.draw_tooltip(surface, fonts)

    def draw_tooltip(self, surface: pygame.Surface, fonts: Fonts) -> None:
        for widget in reversed(self.widgets):
            tip = widget.hover_tip()
            if tip:
                draw_tooltip(surface, fonts.small, tip, self.pointer, fonts.ui)
                return
