"""The generic board: any game without its own scene is playable here. It shows the prompt,
every legal command as a button (its preview as the tooltip), what the seat can see, the log,
and Menu / Undo / Redo. Drawn at the window's own pixels (docs/native-resolution.md): the
numbers below are 1280x720 layout units, scaled in ``layout()``."""
from __future__ import annotations

import json

import pygame

from game.app import intents as it
from game.app import palette, text, units
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
UNDO = pygame.Rect(900, 12, 110, 40)
REDO = pygame.Rect(1020, 12, 110, 40)
MENU = pygame.Rect(1140, 12, 120, 40)
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
    native = True  # drawn at the window's own pixels: the panels' rects are scaled in layout()
    letterbox = True  # laid out for 16:9: a window of another shape shows it centred

    def __init__(self, ctx, match) -> None:
        super().__init__(ctx, match)
        self.bar = WidgetGroup()
        self.choices = WidgetGroup()
        self.log_panel = LogPanel(LOG)
        self.choice_scroll = 0
        self.seen_scroll = 0
        self._built_for: tuple | None = None
        self.undo_button = self.bar.add(Button(UNDO, "Undo", self.undo))
        self.redo_button = self.bar.add(Button(
            REDO, "Redo", self.redo, tooltip="Play again the move you took back (Ctrl+Y)."))
        self.menu_button = self.bar.add(Button(MENU, "Menu", self.open_menu, style="accent",
                                               tooltip="Save, rules, settings (Esc)."))
        self.layout()

    def layout(self) -> None:
        """The panels, the log and the buttons at this scene's size; the choices are made
        again at it on the next sync. The log keeps its lines and scroll."""
        ui = self.ui_scale
        self.prompt_rect, self.choices_rect, self.seen_rect = (
            units.rect(r, ui) for r in (PROMPT, CHOICES, SEEN))
        self.log_panel = self.log_panel.resized(units.rect(LOG, ui), ui)
        for button, r in ((self.undo_button, UNDO), (self.redo_button, REDO),
                          (self.menu_button, MENU)):
            button.rect = units.rect(r, ui)
        self._built_for = None

    # -- keeping widgets in step with the match ---------------------------------------------------
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
        area, u = self.choices_rect, self.u
        button_h, gap = u(BUTTON_H), u(BUTTON_GAP)
        col_w = (area.width - u(32) - gap * (COLUMNS - 1)) // COLUMNS
        for i, command in enumerate(self.legal[self.choice_scroll * COLUMNS:]):
            row, col = divmod(i, COLUMNS)
            y = area.top + u(44) + row * (button_h + gap)
            if y + button_h > area.bottom - u(10):
                break
            x = area.left + u(16) + col * (col_w + gap)
            preview = command.get("preview")
            self.choices.add(Button((x, y, col_w, button_h), command_label(command),
                                    self._chooser(command), size="small",
                                    tooltip="" if preview is None else compact(preview)))
        self.choices.refresh_hover()
        self.bar.refresh_hover()

    def _chooser(self, command: dict):
        return lambda: self.submit(command)

    def on_match_changed(self) -> None:
        self.choice_scroll = 0

    def visible_rows(self) -> int:
        return (self.choices_rect.height - self.u(54)) // (self.u(BUTTON_H) + self.u(BUTTON_GAP))

    def max_choice_scroll(self) -> int:
        rows = -(-len(self.legal) // COLUMNS)
        return max(0, rows - self.visible_rows())

    # -- input ------------------------------------------------------------------------------------
    def handle_board(self, intent: it.Intent) -> bool:
        self._sync()
        for group in (self.bar, self.choices):
            used, changed = group.handle(intent)
            if changed:
                self.dirty = True
            if used:
                return True
        if isinstance(intent, it.Wheel):
            if self.log_panel.handle(intent, self.fonts.get(LOG_FONT)):
                self.dirty = True
                return True
            if self.choices_rect.collidepoint(intent.pos):
                self.choice_scroll = min(self.max_choice_scroll(),
                                         max(0, self.choice_scroll - intent.dy))
                self.dirty = True
                return True
            if self.seen_rect.collidepoint(intent.pos):
                self.seen_scroll = max(0, self.seen_scroll - intent.dy)
                self.dirty = True
                return True
        return False

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._sync()
        fonts, u = self.fonts, self.u
        draw_backdrop(surface)
        title = text.draw(surface, fonts.large, self.match.rules.title, palette.EMBER,
                          (u(24), u(32)), "midleft")
        finished = self.match.outcome() is not None
        who = "Game over" if finished else (f"Player {self.seat + 1}"
                                            if self.acting_seat() is not None else "Waiting")
        # after the title however long it is, and never under the buttons
        left = max(u(260), title.right + u(24))
        room = self.undo_button.rect.left - u(16) - left
        text.draw(surface, fonts.body, text.ellipsize(fonts.body, who, room), palette.BONE_DIM,
                  (left, u(32)), "midleft")
        self._draw_prompt(surface, finished)
        self._draw_choices(surface, finished)
        self._draw_seen(surface)
        self.log_panel.draw(surface, fonts)
        self.bar.draw(surface, fonts, tooltips=False)
        self.choices.draw(surface, fonts, tooltips=False)
        self.bar.draw_tooltip(surface, fonts)
        self.choices.draw_tooltip(surface, fonts)

    def _draw_prompt(self, surface: pygame.Surface, finished: bool) -> None:
        fonts, prompt = self.fonts, self.prompt_rect
        draw_panel(surface, prompt, palette.EMBER_DARK, ui=self.ui_scale)
        if finished:
            lines = outcome_sentences(self.match.outcome() or {}, names=self.seat_name)
            body = " ".join(lines)
        else:
            body = self.prompt_text
        text.draw_wrapped(surface, fonts.large if len(body) < 60 else fonts.body, body,
                          palette.BONE, prompt.inflate(-self.u(32), -self.u(24)))

    def _draw_choices(self, surface: pygame.Surface, finished: bool) -> None:
        fonts, area, u = self.fonts, self.choices_rect, self.u
        draw_panel(surface, area, ui=self.ui_scale)
        count = len(self.legal)
        title = ("Your choices" if count
                 else "No more moves" if finished else "Nothing for you to do now")
        text.draw(surface, fonts.get("body", bold=True),
                  f"{title}" + (f" ({count})" if count else ""),
                  palette.EMBER, (area.left + u(16), area.top + u(12)))
        if self.max_choice_scroll():
            text.draw(surface, fonts.small, "wheel for more", palette.BONE_DIM,
                      (area.right - u(16), area.top + u(14)), "topright")

    def _draw_seen(self, surface: pygame.Surface) -> None:
        fonts, seen, u = self.fonts, self.seen_rect, self.u
        draw_panel(surface, seen, ui=self.ui_scale)
        text.draw(surface, fonts.get("body", bold=True), "On the table", palette.EMBER,
                  (seen.left + u(16), seen.top + u(12)))
        font = fonts.small
        rows = []
        for key, value in self.view.items():
            if key in HIDDEN_VIEW_KEYS:
                continue
            rows.append((key.replace("_", " "), compact(value)))
        self.seen_scroll = min(self.seen_scroll, max(0, len(rows) - 1))
        y = seen.top + u(44)
        for key, value in rows[self.seen_scroll:]:
            if y + font.get_linesize() > seen.bottom - u(8):
                break
            label = text.draw(surface, font, f"{key}:", palette.EMBER_GLOW, (seen.left + u(16), y))
            shown = text.ellipsize(font, value, seen.right - u(16) - (label.right + u(8)))
            text.draw(surface, font, shown, palette.BONE, (label.right + u(8), y))
            y += font.get_linesize() + u(2)
