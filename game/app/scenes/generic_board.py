"""The generic board: any game without its own scene is playable here. It shows the prompt,
every legal command as a button (its preview as the tooltip), what the seat can see, the log,
and Menu / Undo / Redo."""
from __future__ import annotations

import json

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.scene_registry import GENERIC_BOARD, registers
from game.app.scenes.board import BoardScene
from game.app.scenes.common import draw_backdrop, draw_panel
from game.app.scenes.game_menu import outcome_sentences
from game.app.widgets import Button, LogPanel, WidgetGroup
from game.app.widgets.log_panel import LOG_FONT

PROMPT = pygame.Rect(20, 70, 800, 92)
CHOICES = pygame.Rect(20, 172, 800, 318)
SEEN = pygame.Rect(20, 500, 800, 200)
LOG = pygame.Rect(840, 70, 420, 630)
BUTTON_H, BUTTON_GAP, COLUMNS = 40, 8, 2
HIDDEN_VIEW_KEYS = {"log", "prompt"}


def command_label(command: dict) -> str:
    if command.get("label"):
        return str(command["label"])
    words = [str(command.get("type", "?")).replace("_", " ").capitalize()]
    for key, value in command.items():
        if key not in ("type", "seat", "preview"):
            words.append(f"{key} {json.dumps(value, separators=(',', ':'))}")
    return " ".join(words)


def compact(value) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value, separators=(", ", ": "), ensure_ascii=False)


@registers(GENERIC_BOARD)
class GenericBoardScene(BoardScene):
    def __init__(self, ctx, match) -> None:
        super().__init__(ctx, match)
        self.bar = WidgetGroup()
        self.choices = WidgetGroup()
        self.log_panel = LogPanel(LOG)
        self.choice_scroll = 0
        self.seen_scroll = 0
        self._built_for: tuple | None = None
        self.undo_button = self.bar.add(Button((900, 12, 110, 40), "Undo", self.undo))
        self.redo_button = self.bar.add(Button((1020, 12, 110, 40), "Redo", self.redo,
                                               tooltip="Play again the move you took back (Ctrl+Y)."))
        self.bar.add(Button((1140, 12, 120, 40), "Menu", self.open_menu, tooltip="Save, rules, settings (Esc).",
                            style="accent"))

    # -- keeping widgets in step with the match --------------------------------------------------------
    def _sync(self) -> None:
        key = (self.version, self.seat, self.choice_scroll)
        if key == self._built_for:
            return
        self._built_for = key
        ok, why = self.match.can_undo(self.seat)
        self.undo_button.enabled = ok
        self.undo_button.tooltip = "Take back your last move (Ctrl+Z)." if ok else why
        can_redo = self.match.can_redo(self.seat)[0]
        self.redo_button.enabled = can_redo
        self.log_panel.set_lines([str(line) for line in self.view.get("log", [])])
        self.choices.clear()
        col_w = (CHOICES.width - 32 - BUTTON_GAP * (COLUMNS - 1)) // COLUMNS
        for i, command in enumerate(self.legal[self.choice_scroll * COLUMNS:]):
            row, col = divmod(i, COLUMNS)
            y = CHOICES.top + 44 + row * (BUTTON_H + BUTTON_GAP)
            if y + BUTTON_H > CHOICES.bottom - 10:
                break
            x = CHOICES.left + 16 + col * (col_w + BUTTON_GAP)
            preview = command.get("preview")
            self.choices.add(Button((x, y, col_w, BUTTON_H), command_label(command), self._chooser(command),
                                    tooltip="" if preview is None else compact(preview), size="small"))
        self.choices.refresh_hover()
        self.bar.refresh_hover()

    def _chooser(self, command: dict):
        return lambda: self.submit(command)

    def on_match_changed(self) -> None:
        self.choice_scroll = 0

    def visible_rows(self) -> int:
        return (CHOICES.height - 54) // (BUTTON_H + BUTTON_GAP)

    def max_choice_scroll(self) -> int:
        rows = -(-len(self.legal) // COLUMNS)
        return max(0, rows - self.visible_rows())

    # -- input -------------------------------------------------------------------------------------------
    def handle_board(self, intent: it.Intent) -> bool:
        self._sync()
        for group in (self.bar, self.choices):
            used, changed = group.handle(intent)
            if changed:
                self.dirty = True
            if used:
                return True
        if isinstance(intent, it.Wheel):
            if self.log_panel.handle(intent, self.ctx.fonts.get(LOG_FONT)):
                self.dirty = True
                return True
            if CHOICES.collidepoint(intent.pos):
                self.choice_scroll = min(self.max_choice_scroll(), max(0, self.choice_scroll - intent.dy))
                self.dirty = True
                return True
            if SEEN.collidepoint(intent.pos):
                self.seen_scroll = max(0, self.seen_scroll - intent.dy)
                self.dirty = True
                return True
        return False

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._sync()
        fonts = self.ctx.fonts
        draw_backdrop(surface)
        text.draw(surface, fonts.large, self.match.rules.title, palette.EMBER, (24, 32), "midleft")
        finished = self.match.outcome() is not None
        who = "Game over" if finished else (f"Player {self.seat + 1}" if self.acting_seat() is not None
                                            else "Waiting")
        text.draw(surface, fonts.body, who, palette.BONE_DIM, (260, 32), "midleft")
        self._draw_prompt(surface, finished)
        self._draw_choices(surface, finished)
        self._draw_seen(surface)
        self.log_panel.draw(surface, fonts)
        self.bar.draw(surface, fonts, tooltips=False)
        self.choices.draw(surface, fonts, tooltips=False)
        self.bar.draw_tooltip(surface, fonts)
        self.choices.draw_tooltip(surface, fonts)

    def _draw_prompt(self, surface: pygame.Surface, finished: bool) -> None:
        fonts = self.ctx.fonts
        draw_panel(surface, PROMPT, palette.EMBER_DARK)
        if finished:
            lines = outcome_sentences(self.match.outcome() or {}, names=self.seat_name)
            body = " ".join(lines)
        else:
            body = self.prompt_text
        text.draw_wrapped(surface, fonts.large if len(body) < 60 else fonts.body, body, palette.BONE,
                          PROMPT.inflate(-32, -24))

    def _draw_choices(self, surface: pygame.Surface, finished: bool) -> None:
        fonts = self.ctx.fonts
        draw_panel(surface, CHOICES)
        count = len(self.legal)
        title = "Your choices" if count else ("No more moves" if finished else "Nothing for you to do now")
        text.draw(surface, fonts.get("body", bold=True), f"{title}" + (f" ({count})" if count else ""),
                  palette.EMBER, (CHOICES.left + 16, CHOICES.top + 12))
        if self.max_choice_scroll():
            text.draw(surface, fonts.small, "wheel for more", palette.BONE_DIM,
                      (CHOICES.right - 16, CHOICES.top + 14), "topright")

    def _draw_seen(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        draw_panel(surface, SEEN)
        text.draw(surface, fonts.get("body", bold=True), "On the table", palette.EMBER, (SEEN.left + 16, SEEN.top + 12))
        font = fonts.small
        rows = []
        for key, value in self.view.items():
            if key in HIDDEN_VIEW_KEYS:
                continue
            rows.append((key.replace("_", " "), compact(value)))
        self.seen_scroll = min(self.seen_scroll, max(0, len(rows) - 1))
        y = SEEN.top + 44
        for key, value in rows[self.seen_scroll:]:
            if y + font.get_linesize() > SEEN.bottom - 8:
                break
            label = text.draw(surface, font, f"{key}:", palette.EMBER_GLOW, (SEEN.left + 16, y))
            shown = text.ellipsize(font, value, SEEN.right - 16 - (label.right + 8))
            text.draw(surface, font, shown, palette.BONE, (label.right + 8, y))
            y += font.get_linesize() + 2
