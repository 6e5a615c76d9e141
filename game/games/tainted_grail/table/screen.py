"""What every Tainted Grail screen adds to the app's table screen (game/app/scenes/
table_screen.py): the prompt kinds it answers itself, one button for several commands of a kind
(a click opens their list), greyed buttons that say why, a line under each button telling what it
would do, and catching every click, wheel turn and drag inside its rect."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.command_words import preview_of, same, words_of
from game.app.scenes.table_screen import CommandButton, TableScreen
from game.app.widgets import Button


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


class Screen(TableScreen):
    """A screen of the table. Subclasses write ``build`` (its buttons, from the view and the legal
    commands) and ``draw_body``; the map also takes clicks, the wheel and drags."""

    handles: tuple[str, ...] = ()  # the prompt kinds whose commands this screen places itself
    previews_under = False  # write each command button's preview in a line under it
    covers_trays = False  # the screen shows the party itself, over the trays (the battlemat)

    def __init__(self, scene, rect: pygame.Rect) -> None:
        super().__init__(scene, rect)
        self.lists: list[tuple[Button, list[dict]]] = []  # buttons that open a list of commands

    @property
    def fonts(self):
        """The scene's fonts, at its scale (``self.u`` scales the screen's own numbers)."""
        return self.scene.fonts

    @property
    def L(self):  # noqa: N802  (the layout, named as the module is)
        """The table's layout at the scene's scale."""
        return self.scene.L

    def offer_list(self, rect, words: str, options: list[dict], title: str = "") -> Button:
        """One button for several commands of a kind: a click opens the list beside it."""
        self.placed.extend(options)
        rect = pygame.Rect(rect)
        button = self.button(
            rect,
            f"{words} ({len(options)})",
            lambda: self.scene.open_popup(rect, title or words, options),
            tooltip="\n".join(words_of(c) for c in options),
            style="accent",
        )
        self.lists.append((button, options))
        return button

    def closed(self, rect, words: str, reason: str) -> ClosedButton:
        return self.ui.add(ClosedButton(rect, words, reason, self.scene.ctx.toast))

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

    def drag(self, intent) -> bool:
        return False

    def clear_of(self, bar: pygame.Rect) -> None:
        """A question's bar now lies over the screen's foot: a screen whose own buttons stay
        usable under a question moves them out from under it (most are closed then anyway)."""

    def key_spots(self) -> list[tuple]:
        """(rect, label[, aim]) for each place on the screen a click chooses, other than its
        buttons, for the keyboard's ring (game/app/board_keys.py)."""
        return []

    def tip(self, pointer=None) -> str:
        return super().tip()

    def locate(self, command: dict) -> tuple[int, int] | None:
        found = super().locate(command)
        if found is not None:
            return found
        for button, options in self.lists:
            if any(same(c, command) for c in options):
                return button.rect.center  # the list opens, and shows it
        return None

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_body(surface)
        self.draw_over(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """What the table draws every frame over the screen's kept body (``still_key`` says
        what else the body shows): the marks under the pointer, the buttons and the lines
        under them, then whatever follows the pointer over them (``draw_live``)."""
        self.draw_marks(surface)
        self.ui.draw(surface, self.scene.fonts, tooltips=False)
        if self.previews_under:
            self.draw_previews(surface)
        self.draw_live(surface)

    def draw_marks(self, surface: pygame.Surface) -> None:
        """What the pointer lights on the body, under the buttons (the map's hovered card)."""

    def draw_previews(self, surface: pygame.Surface) -> None:
        """What each command would do, under its button (who pays what, what an ability does)."""
        font, u = self.fonts.get(15), self.u
        for widget in self.ui.widgets:
            words = preview_of(widget.command) if isinstance(widget, CommandButton) else ""
            if words:
                box = widget.rect
                shown = text.ellipsize(font, words, box.width - u(4))
                text.draw(
                    surface, font, shown, palette.BONE_DIM, (box.left + u(4), box.bottom + u(2))
                )
