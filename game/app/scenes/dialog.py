"""Dialog: a transparent, modal scene drawn over the one below (which is dimmed)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.scenes.common import draw_heading, draw_panel, shade
from game.app.scenes.screen import Screen
from game.app.widgets import Button

MOUSE_INTENTS = (it.Click, it.RightClick, it.Press, it.DragStart, it.DragMove, it.Drop, it.Wheel, it.Hover)


class Dialog(Screen):
    """A Screen's widgets and keys, drawn as a panel over the dimmed scene below, and modal.

    ``panel_size`` is in layout units; the panel is centred on the scene's screen. A native
    dialog places its widgets in ``layout()`` after ``super().layout()`` (which centres the panel
    again and clears the widgets), and calls ``self.layout()`` at the end of its ``__init__``."""
    opaque = False
    floating_tips = True  # False: the dialog shows hover help in a place of its own

    def __init__(self, ctx, title: str, size: tuple[float, float] = (640, 400)) -> None:
        super().__init__(ctx)
        self.title = title
        self.panel_size = size
        self.panel = self._centred_panel()

    def _centred_panel(self) -> pygame.Rect:
        panel = pygame.Rect(0, 0, self.u(self.panel_size[0]), self.u(self.panel_size[1]))
        panel.center = (self.screen_size[0] // 2, self.screen_size[1] // 2)
        return panel

    def layout(self) -> None:
        self.panel = self._centred_panel()
        self.ui.clear()

    def enter(self) -> None:
        super().enter()
        self.ui.hover(self.current_pointer())

    def handle(self, intent: it.Intent) -> bool:
        if super().handle(intent):
            return True
        if isinstance(intent, it.Shortcut) and intent.name in ("undo", "redo"):
            return True  # modal: nothing underneath acts while a dialog is open
        return isinstance(intent, MOUSE_INTENTS)

    def on_back(self) -> None:
        self.close()

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface)
        draw_panel(surface, self.panel, ui=self.ui_scale)
        draw_heading(surface, self.fonts, self.title,
                     (self.panel.centerx, self.panel.top + self.u(20)))
        self.draw_body(surface)
        self.ui.draw(surface, self.fonts, tooltips=self.floating_tips)

    def draw_body(self, surface: pygame.Surface) -> None:
        pass


class MessageBox(Dialog):
    """A modal message with buttons. Each button closes the box, then runs its action.
    Esc acts as the last button (the cancel one)."""

    native = True

    def __init__(self, ctx, title: str, message: str,
                 buttons: list[tuple[str, Callable[[], None] | None, str]] | None = None,
                 width: int = 620) -> None:
        self.message = message
        self.buttons = buttons or [("OK", None, "accent")]
        super().__init__(ctx, title, (width, 0))
        self.layout()

    def layout(self) -> None:
        # as tall as the message wraps at this scale, in layout units
        width, font = self.panel_size[0], self.fonts.body
        lines = text.wrap(font, self.message, self.u(width - 60))
        height = 176 + len(lines) * (font.get_linesize() + self.u(2)) / self.ui_scale
        self.panel_size = (width, min(680, height))
        super().layout()
        u = self.u
        bw, gap = u(170), u(16)
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        x = self.panel.centerx - total // 2
        for label, action, style in self.buttons:
            self.ui.add(Button((x, self.panel.bottom - u(64), bw, u(44)), label,
                               self._press(action), style=style))
            x += bw + gap

    def _press(self, action):
        def run() -> None:
            self.close()
            if action is not None:
                action()
        return run

    def on_back(self) -> None:
        self._press(self.buttons[-1][1])()

    def draw_body(self, surface: pygame.Surface) -> None:
        u = self.u
        area = pygame.Rect(self.panel.left + u(30), self.panel.top + u(80),
                           self.panel.width - u(60), self.panel.height - u(156))
        text.draw_wrapped(surface, self.fonts.body, self.message, palette.BONE, area,
                          align="center")
