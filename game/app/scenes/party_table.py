"""What the tables of co-op games share, where every question is the whole party's (GRIMLORE,
Tainted Grail): the top bar (a Computer button when a seat is the computer's, the game's own
buttons, Undo, Redo, Menu), the computer deciding when asked, the prompt line with who answers,
and the panel of choices that no screen shows as a button of its own."""

from __future__ import annotations

import random

import pygame

from game.app import palette, text
from game.app.command_words import words_of
from game.app.scenes.board import BoardScene
from game.app.scenes.common import draw_panel
from game.app.widgets import Button, Choice, ChoiceList, WidgetGroup
from game.core.playout import bare


class PartyTableScene(BoardScene):
    def make_top_bar(self, advice, undo, redo, menu, between: tuple[Button, ...] = ()) -> None:
        """The top bar; ``between`` are the game's own buttons, after the Computer button."""
        self.top = WidgetGroup()
        self.advice_button = Button(advice, "Computer decides", self.ask_ai, size="small")
        if self.table.ai is not None and self.table.ai_seats():
            self.top.add(self.advice_button)
        for button in between:
            self.top.add(button)
        self.undo_button = self.top.add(Button(undo, "Undo", self.undo, size="small"))
        self.redo_button = self.top.add(
            Button(
                redo,
                "Redo",
                self.redo,
                size="small",
                tooltip="Play again the move you took back (Ctrl+Y).",
            )
        )
        self.top.add(
            Button(
                menu,
                "Menu",
                self.open_menu,
                style="accent",
                size="small",
                tooltip="Save, rules, settings (Esc).",
            )
        )

    def refresh_top_bar(self) -> None:
        """Undo, Redo and the Computer button as the match stands now."""
        ok, why = self.match.can_undo(self.seat)
        self.undo_button.enabled = ok
        self.undo_button.tooltip = "Take back your last move (Ctrl+Z)." if ok else why
        self.redo_button.enabled = self.match.can_redo(self.seat)[0]
        self.advice_button.enabled = bool(self.legal)
        self.advice_button.tooltip = self._advice_tip()

    def choices_panel(self, rect, commands: list[dict], words=words_of, tip=None) -> ChoiceList:
        """The legal commands no screen shows itself, one row each."""
        title = "Other choices" if commands else "Nothing else to choose"
        rows = []
        for command in commands:
            detail = tip(command) if tip else str(command.get("preview") or "")
            rows.append(
                Choice(
                    words(command),
                    self._sender(command),
                    tooltip=detail,
                    detail=detail,
                    payload=command,
                )
            )
        return ChoiceList(rect, title, rows, self.fonts.small, ui=self.ui_scale)

    def _sender(self, command: dict):
        return lambda: self.send(command)

    def send(self, command: dict) -> None:
        self.submit(bare(command))

    # -- the computer, when asked --------------------------------------------------------------
    def ai_pick(self) -> tuple[int, dict] | None:
        """The seat the computer plays and what it would choose now, from that seat's view."""
        open_to = self.match.pending().seats  # a question about one hand is that seat's alone
        seats = sorted(s for s in self.table.ai_seats() if s in open_to)
        if not seats or self.table.ai is None or not self.legal:
            return None
        seat = seats[0]
        rng = random.Random(f"{self.match.seed}:{len(self.match.log)}")
        chosen = self.table.ai(self.match.view(seat), self.match.legal(seat), rng)
        full = next((c for c in self.match.legal(seat) if bare(c) == bare(chosen)), chosen)
        return seat, full

    def _advice_tip(self) -> str:
        pick = self.ai_pick()
        if pick is None:
            return "The computer has nothing to decide now."
        seat, command = pick
        return f"{self.seat_name(seat)} would choose: {words_of(command)}. Click to let it decide."

    def ask_ai(self) -> None:
        pick = self.ai_pick()
        if pick is not None:
            seat, command = pick
            self.show_change(self.table.submit(bare(command), seat=seat))

    # -- the prompt line -----------------------------------------------------------------------
    def answerer(self) -> str:
        """Who answers the question at hand, in words."""
        if self.hotseat:
            return "Anyone at the table"
        return self.seat_name(self.seat).replace(" (you)", "")

    def draw_prompt(self, surface: pygame.Surface, rect: pygame.Rect, line: str) -> None:
        fonts, u = self.fonts, self.u
        draw_panel(surface, rect, palette.EMBER_DARK, ui=self.ui_scale)
        font = fonts.body if fonts.body.size(line)[0] <= rect.w - u(24) else fonts.small
        text.draw(
            surface,
            font,
            text.ellipsize(font, line, rect.w - u(24)),
            palette.BONE,
            (rect.left + u(12), rect.centery),
            "midleft",
        )
