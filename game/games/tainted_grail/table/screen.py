"""What every Tainted Grail screen shares: its rect of the table, the buttons it puts there
(each sending a legal command the rules offered, or doing a local thing like turning a page), the
commands it has placed (the rest go to the choices panel), and finding a command's button again
(for tests that play with the mouse, and for the Computer button's hint)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.widgets import Button, WidgetGroup
from game.games.tainted_grail.table import commands as K


class CommandButton(Button):
    """A button that sends one legal command; its label and preview are its tooltip."""

    def __init__(
        self,
        rect,
        command: dict,
        send: Callable[[dict], None],
        words: str | None = None,
        style: str = "accent",
        size: str = "small",
        tooltip: str | None = None,
    ) -> None:
        super().__init__(
            rect,
            words or K.label(command),
            lambda: send(command),
            tooltip=K.tip(command) if tooltip is None else tooltip,
            style=style,
            size=size,
        )
        self.command = command


class ClosedButton(Button):
    """Something the party can't do now (a greyed journal choice): its reason on hover, and a
    click says the reason again and sends nothing."""

    def __init__(self, rect, words: str, reason: str, say: Callable[[str], None]) -> None:
        super().__init__(rect, words, None, tooltip=reason, enabled=False, size="small")
        self.say = say

    def handle(self, intent: it.Intent) -> bool:
        if isinstance(intent, it.Click) and self.rect.collidepoint(intent.pos):
            self.say(self.tooltip)
            return True
        return False


class Screen:
    """A screen of the table. Subclasses write ``build`` (its buttons, from the view and the legal
    commands) and ``draw_body``; the map also takes clicks, the wheel and drags."""

    handles: tuple[str, ...] = ()  # the prompt kinds whose commands this screen places itself
    previews_under = False  # write each command button's preview in a line under it

    def __init__(self, scene, rect: pygame.Rect) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect)
        self.ui = WidgetGroup()
        self.placed: list[dict] = []
        self.lists: list[tuple[Button, list[dict]]] = []  # buttons that open a list of commands

    @property
    def view(self) -> dict:
        return self.scene.view

    @property
    def legal(self) -> list[dict]:
        return self.scene.legal

    @property
    def fonts(self):
        return self.scene.ctx.fonts

    def offer(
        self,
        rect,
        command: dict,
        words: str | None = None,
        style: str = "accent",
        size: str = "small",
        tooltip: str | None = None,
    ) -> CommandButton:
        self.placed.append(command)
        return self.ui.add(
            CommandButton(rect, command, self.scene.send, words, style, size, tooltip)
        )

    def button(
        self,
        rect,
        words: str,
        action,
        tooltip: str = "",
        style: str = "normal",
        size: str = "small",
    ) -> Button:
        return self.ui.add(Button(rect, words, action, tooltip=tooltip, style=style, size=size))

    def offer_list(self, rect, words: str, options: list[dict], title: str = "") -> Button:
        """One button for several commands of a kind: a click opens the list beside it."""
        self.placed.extend(options)
        rect = pygame.Rect(rect)
        button = self.button(
            rect,
            f"{words} ({len(options)})",
            lambda: self.scene.open_popup(rect, title or words, options),
            tooltip="\n".join(K.label(c) for c in options),
            style="accent",
        )
        self.lists.append((button, options))
        return button

    def closed(self, rect, words: str, reason: str) -> ClosedButton:
        return self.ui.add(ClosedButton(rect, words, reason, self.scene.ctx.toast))

    def build(self) -> None:
        """Make the screen's buttons from the view and the legal commands."""

    # -- input ---------------------------------------------------------------------------------
    def handle(self, intent: it.Intent) -> bool:
        used, _ = self.ui.handle(intent)
        if used:
            return True
        if isinstance(intent, it.Click) and self.rect.collidepoint(intent.pos):
            return self.click(intent.pos) or True  # a screen catches its own clicks
        if isinstance(intent, it.Wheel) and self.rect.collidepoint(intent.pos):
            return self.wheel(intent) or True
        if isinstance(intent, (it.DragStart, it.DragMove, it.Drop)):
            return self.drag(intent)
        return False

    def click(self, pos) -> bool:
        """A click no button took."""
        return False

    def wheel(self, intent: it.Wheel) -> bool:
        return False

    def drag(self, intent) -> bool:
        return False

    def tip(self, pointer) -> str:
        """What the pointer is over, in words (buttons' tooltips come first)."""
        return next((w.hover_tip() for w in reversed(self.ui.widgets) if w.hover_tip()), "")

    def locate(self, command: dict) -> tuple[int, int] | None:
        """Where a player clicks for ``command`` now, if this screen shows it."""
        for widget in self.ui.widgets:
            if isinstance(widget, CommandButton) and K.same(widget.command, command):
                return widget.rect.center
        for button, options in self.lists:
            if any(K.same(c, command) for c in options):
                return button.rect.center  # the list opens, and shows it
        return None

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_body(surface)
        self.ui.draw(surface, self.fonts, tooltips=False)
        if self.previews_under:
            self.draw_previews(surface)

    def draw_previews(self, surface: pygame.Surface) -> None:
        """What each command would do, under its button (who pays what, what an ability does)."""
        font = self.fonts.get(15)
        for widget in self.ui.widgets:
            words = K.preview(getattr(widget, "command", {}))
            if words:
                box = widget.rect
                shown = text.ellipsize(font, words, box.width - 4)
                text.draw(surface, font, shown, palette.BONE_DIM, (box.left + 4, box.bottom + 2))

    def draw_body(self, surface: pygame.Surface) -> None:
        """The screen under its buttons."""
