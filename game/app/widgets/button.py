"""Buttons and the two small controls built on them: a toggle and a -/+ stepper."""
from __future__ import annotations

from typing import Callable

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.fonts import Fonts
from game.app.widgets.focus_seen import seen

STYLES = {  # fill, hover fill, border
    "normal": (palette.BUTTON, palette.BUTTON_HOVER, palette.PANEL_EDGE),
    "accent": (palette.EMBER_DARK, (160, 82, 32), palette.EMBER),
    "danger": ((92, 24, 26), palette.BLOOD, palette.BLOOD_BRIGHT),
    "selected": ((70, 52, 40), (96, 66, 46), palette.EMBER_GLOW),
}


class Button:
    """A clickable box with a label. Shows hover; a disabled one ignores clicks but keeps its
    tooltip, which should then say why it is disabled."""

    def __init__(self, rect, label: str, on_click: Callable[[], None] | None = None,
                 tooltip: str = "", enabled: bool = True, style: str = "normal",
                 size: str = "body") -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.tooltip = tooltip
        self.enabled = enabled
        self.style = style
        self.size = size
        self.hovered = False
        self.cut = False  # whether the label was drawn shortened ("...") last frame

    def hover(self, pos) -> bool:
        """Update hover; True if it changed (the scene must redraw)."""
        now = self.rect.collidepoint(pos)
        changed = now != self.hovered
        self.hovered = now
        return changed

    def hover_tip(self) -> str:
        if not self.hovered or (self.tooltip.strip() == self.label.strip() and not self.cut):
            return ""  # a tip that only says the label again, shown whole, tells nothing
        return self.tooltip

    def handle(self, intent: it.Intent) -> bool:
        if isinstance(intent, it.Click) and self.rect.collidepoint(intent.pos):
            if self.enabled and self.on_click is not None:
                self.on_click()
            return True  # a click on a disabled button is still "used": nothing below it fires
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        seen(self)
        fill, hover_fill, border = STYLES.get(self.style, STYLES["normal"])
        colour = palette.BONE
        if not self.enabled:
            fill, border, colour = palette.BUTTON_DISABLED, palette.GRID_DARK, palette.BONE_DIM
        elif self.hovered:
            fill = hover_fill
            border = palette.EMBER_GLOW
        u = fonts.u  # the widget's own numbers at the scale the fonts carry
        pygame.draw.rect(surface, fill, self.rect, border_radius=u(6))
        pygame.draw.rect(surface, border, self.rect, u(2), border_radius=u(6))
        font = fonts.get(self.size, bold=self.size != "small")
        label = text.ellipsize(font, self.label, self.rect.width - u(16))
        self.cut = label != self.label
        text.draw(surface, font, label, colour, self.rect.center, "center")


class Toggle(Button):
    """An on/off switch drawn as a box with a check, then the label."""

    def __init__(self, rect, label: str, value: bool, on_change: Callable[[bool], None] | None = None,
                 tooltip: str = "", enabled: bool = True) -> None:
        super().__init__(rect, label, self._flip, tooltip, enabled)
        self.value = bool(value)
        self.on_change = on_change

    def _flip(self) -> None:
        self.value = not self.value
        if self.on_change is not None:
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        seen(self)
        u = fonts.u
        box = pygame.Rect(self.rect.left, 0, u(26), u(26))
        box.centery = self.rect.centery
        edge = palette.EMBER_GLOW if self.hovered and self.enabled else palette.PANEL_EDGE
        pygame.draw.rect(surface, palette.CHARCOAL, box, border_radius=u(4))
        pygame.draw.rect(surface, edge, box, u(2), border_radius=u(4))
        if self.value:
            pygame.draw.lines(surface, palette.EMBER, False,
                              [(box.left + u(6), box.centery),
                               (box.left + u(11), box.bottom - u(7)),
                               (box.right - u(5), box.top + u(6))], u(4))
        colour = palette.BONE if self.enabled else palette.BONE_DIM
        text.draw(surface, fonts.body, self.label, colour, (box.right + u(12), self.rect.centery),
                  "midleft")


class Stepper:
    """A number with - and + buttons, kept within [low, high]."""

    def __init__(self, rect, label: str, value: int, low: int | None = None, high: int | None = None,
                 on_change: Callable[[int], None] | None = None, tooltip: str = "",
                 ui: float = 1.0) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.value = int(value)
        self.low, self.high = low, high
        self.on_change = on_change
        self.tooltip = tooltip
        self.hovered = False
        h = self.rect.height
        gap = round(8 * ui)  # ui: pixels per layout unit, as the rect was given in
        self.minus = Button((self.rect.right - 3 * h - gap, self.rect.top, h, h), "-",
                            lambda: self.step(-1),
                            tooltip=f"Less {label.lower()}")
        self.plus = Button((self.rect.right - h, self.rect.top, h, h), "+", lambda: self.step(1),
                           tooltip=f"More {label.lower()}")
        self._refresh()

    def _refresh(self) -> None:
        self.minus.enabled = self.low is None or self.value > self.low
        self.plus.enabled = self.high is None or self.value < self.high

    def set_low(self, low: int) -> None:
        """A new floor (another setting moved it); a value under it rises to it."""
        self.low = low
        if self.value < low:
            self.step(low - self.value)
        self._refresh()

    def step(self, delta: int) -> None:
        value = self.value + delta
        if self.low is not None:
            value = max(self.low, value)
        if self.high is not None:
            value = min(self.high, value)
        if value != self.value:
            self.value = value
            self._refresh()
            if self.on_change is not None:
                self.on_change(value)

    def hover(self, pos) -> bool:
        a, b = self.minus.hover(pos), self.plus.hover(pos)
        now = self.rect.collidepoint(pos)
        changed = a or b or now != self.hovered
        self.hovered = now
        return changed

    def hover_tip(self) -> str:
        return self.minus.hover_tip() or self.plus.hover_tip() or (self.tooltip if self.hovered else "")

    def handle(self, intent: it.Intent) -> bool:
        return self.minus.handle(intent) or self.plus.handle(intent)

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        text.draw(surface, fonts.body, self.label, palette.BONE, (self.rect.left, self.rect.centery), "midleft")
        self.minus.draw(surface, fonts)
        self.plus.draw(surface, fonts)
        mid = (self.minus.rect.right + self.plus.rect.left) // 2
        text.draw(surface, fonts.large, str(self.value), palette.EMBER_GLOW, (mid, self.rect.centery), "center")
