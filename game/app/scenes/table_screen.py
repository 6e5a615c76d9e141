"""A screen of a game's own table: its rect, the buttons it puts there (each sending a legal
command the rules offered, or doing a local thing like picking a tab), the commands it has placed
(the rest go to the choices panel), and finding a command's button again (for the keyboard-less
player, the Computer button's hint, and tests that play with the mouse). GRIMLORE's and Tainted
Grail's screens build on it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import intents as it
from game.app.command_words import preview_of, same, words_of
from game.app.widgets import Button, WidgetGroup


class CommandButton(Button):
    """A button that sends one legal command; its label and preview are its tooltip."""

    def __init__(
        self,
        rect,
        command: dict,
        send: Callable[[dict], None],
        text: str | None = None,
        style: str = "accent",
        size: str = "small",
        tooltip: str | None = None,
    ) -> None:
        tip = (
            tooltip
            if tooltip is not None
            else "\n".join(t for t in (words_of(command), preview_of(command)) if t)
        )
        super().__init__(
            rect,
            text or words_of(command),
            lambda: send(command),
            tooltip=tip,
            style=style,
            size=size,
        )
        self.command = command


class TableScreen:
    def __init__(self, scene, rect: pygame.Rect) -> None:
        self.scene = scene
        self.u = scene.u  # layout units to the scene's pixels (1 for a table not yet native)
        self.rect = pygame.Rect(rect)
        self.ui = WidgetGroup()
        self.placed: list[dict] = []
        self.pointer = (-1, -1)

    # -- building ------------------------------------------------------------------------------
    @property
    def view(self) -> dict:
        return self.scene.view

    @property
    def legal(self) -> list[dict]:
        return self.scene.legal

    def offer(
        self,
        rect,
        command: dict,
        text: str | None = None,
        style: str = "accent",
        size: str = "small",
        tooltip: str | None = None,
    ) -> CommandButton:
        self.placed.append(command)
        return self.ui.add(
            CommandButton(rect, command, self.scene.send, text, style, size, tooltip)
        )

    def button(
        self, rect, text: str, action, tooltip: str = "", style: str = "normal", size: str = "small"
    ) -> Button:
        return self.ui.add(Button(rect, text, action, tooltip=tooltip, style=style, size=size))

    def build(self) -> None:
        """Make the screen's buttons from the view and the legal commands."""

    # -- input ---------------------------------------------------------------------------------
    def handle(self, intent: it.Intent) -> bool:
        used, _ = self.ui.handle(intent)
        if used:
            return True
        if isinstance(intent, (it.Hover, it.Click)):
            self.pointer = intent.pos
        if isinstance(intent, it.Click):
            return self.click(intent.pos)
        if isinstance(intent, it.Wheel):
            return self.wheel(intent)
        return False

    def click(self, pos) -> bool:
        """A click that no button took (a cell of the mat, a card)."""
        return False

    def wheel(self, intent: it.Wheel) -> bool:
        return False

    def tip(self) -> str:
        """What the pointer is over, in words (buttons' tooltips come first)."""
        return next((w.hover_tip() for w in reversed(self.ui.widgets) if w.hover_tip()), "")

    def locate(self, command: dict) -> tuple[int, int] | None:
        """Where a player clicks for ``command`` now, if this screen shows it."""
        for widget in self.ui.widgets:
            if isinstance(widget, CommandButton) and same(widget.command, command):
                return widget.rect.center
        return None

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_body(surface)
        self.ui.draw(surface, self.scene.fonts, tooltips=False)

    def draw_body(self, surface: pygame.Surface) -> None:
        """The screen under its buttons."""

    def still_key(self) -> tuple:
        """What the screen's body shows besides the match (a table that keeps its drawn body
        between frames draws it again when this changes)."""
        return ()

    def draw_live(self, surface: pygame.Surface) -> None:
        """What the screen draws every frame over its kept body: what follows the pointer."""
