"""The load screen: every save with its title, game, date and summary; a damaged one shows why,
and one this install can't check for edits says so. Load (a save that can't be checked only
after the player confirms), or Delete after a confirmation."""
from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pygame

from game.app import palette, text
from game.app.scenes.common import draw_heading, draw_panel
from game.app.scenes.dialog import MessageBox
from game.app.scenes.list_screen import ListScreen
from game.app.scenes.replay import open_replay
from game.app.session import open_saved
from game.app.widgets import Button
from game.app.widgets.row_list import RowList

ROW_H = 74
LIST = pygame.Rect(140, 110, 1000, 520)
UNCHECKED_NOTE = "Can't be checked for edits"


def open_listed(ctx, info, failed: Callable[[], None], opener=open_saved) -> None:
    """Open a listed save with ``opener`` (to play it, or ``open_replay`` to watch it); one
    this install can't check for edits is opened only after the player confirms it. ``failed``
    runs when it could not be opened."""

    def open_it(accepted: bool = False) -> None:
        if not opener(ctx, info, accept_unchecked=accepted):
            failed()

    if info.unchecked is None:
        open_it()
        return
    ctx.stack.push(MessageBox(ctx, "Open a save that can't be checked?", info.unchecked,
                              [("Open anyway", lambda: open_it(True), "danger"),
                               ("Cancel", None, "normal")], width=700))


def nice_date(stamp: str) -> str:
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except (TypeError, ValueError):
        return stamp


class LoadScene(ListScreen):
    native = True

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.saves: list = []
        self.selected: int | None = None
        self.layout()
        self.refresh()

    def layout(self) -> None:
        scroll = getattr(getattr(self, "rows", None), "scroll", 0)
        self.list = self.on_stage(*LIST)
        self.rows = RowList(self.list, self.u(ROW_H), self.ui_scale)
        self.rows.set_count(len(self.saves))
        self.rows.scroll = min(scroll, self.rows.max_scroll())
        self.ui.clear()
        u, right, bottom = self.u, self.list.right, self.list.bottom + self.u(24)
        self.load_button = self.ui.add(Button((right - u(180), bottom, u(180), u(48)), "Load",
                                              self.load_selected, style="accent", enabled=False))
        self.delete_button = self.ui.add(Button((right - u(370), bottom, u(170), u(48)), "Delete",
                                                self.ask_delete, style="danger", enabled=False))
        self.replay_button = self.ui.add(Button((right - u(560), bottom, u(180), u(48)), "Replay",
                                                self.replay_selected, enabled=False))
        self.ui.add(Button((self.list.left, bottom, u(170), u(48)), "Back", self.close))
        self._update_buttons()

    # -- data ------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        from game.core.saves import list_saves

        try:
            self.saves = list_saves(self.ctx.saves_dir)
        except OSError as err:
            self.saves = []
            self.ctx.toast(f"The saves folder could not be read: {err.strerror or err}.")
        if self.selected is not None and self.selected >= len(self.saves):
            self.selected = None
        self.rows.set_count(len(self.saves))
        self._update_buttons()
        self.dirty = True

    def _update_buttons(self) -> None:
        info = self.saves[self.selected] if self.selected is not None else None
        self.load_button.enabled = info is not None and info.error is None
        self.load_button.tooltip = (
            "Pick a readable save first." if info is None else
            "This save can't be read." if info.error else
            "Open this save (it can't be checked for edits: you are asked first)." if info.unchecked
            else "Open this save.")
        self.replay_button.enabled = self.load_button.enabled
        self.replay_button.tooltip = ("Watch this game again, move by move."
                                      if self.replay_button.enabled else self.load_button.tooltip)
        self.delete_button.enabled = info is not None
        self.delete_button.tooltip = "Delete this save file." if info else "Pick a save first."

    def row_rect(self, index: int) -> pygame.Rect:
        return self.rows.row_rect(index)

    # -- actions ---------------------------------------------------------------------------------------
    def select(self, index: int | None) -> None:
        self.selected = index
        self._update_buttons()
        self.dirty = True

    def load_selected(self) -> None:
        info = self.saves[self.selected] if self.selected is not None else None
        if info is not None and info.error:
            self.ctx.toast(info.error)  # Enter on a damaged row: say again why it can't open
        elif info is not None:
            open_listed(self.ctx, info, self.refresh)

    def replay_selected(self) -> None:
        if self.selected is not None:
            open_listed(self.ctx, self.saves[self.selected], self.refresh, open_replay)

    def ask_delete(self) -> None:
        if self.selected is None:
            return
        info = self.saves[self.selected]
        self.ctx.stack.push(MessageBox(self.ctx, "Delete save?",
                                       f"Delete \"{info.title}\" ({info.path.name})? This can't be undone.",
                                       [("Delete", lambda: self.delete(info), "danger"), ("Keep", None, "normal")]))

    def delete(self, info) -> None:
        from game.core.saves import SaveError, delete_save

        try:
            delete_save(info.path)
        except SaveError as err:
            self.ctx.toast(str(err))
        self.selected = None
        self.refresh()
        self.ctx.toast(f"Deleted {info.path.name}.", "info")

    def open_selected(self) -> None:
        self.load_selected()

    # -- drawing ---------------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        fonts, box = self.fonts, self.list
        draw_heading(surface, fonts, "Load a game",
                     (box.centerx, self.layout_area.top + self.u(40)))
        draw_panel(surface, box, ui=self.ui_scale)
        if not self.saves:
            text.draw(surface, fonts.body, "No saves yet. Autosaves appear here once you play.",
                      palette.BONE_DIM, box.center, "center")
            return
        self.rows.draw(surface, self._draw_row, self.selected, self._edge)
        text.draw(surface, fonts.small, self.rows.window_phrase(), palette.BONE_DIM,
                  (box.right, box.top - self.u(8)), "bottomright")

    def _edge(self, index: int) -> tuple:
        return palette.BLOOD if self.saves[index].error else palette.PANEL_EDGE

    def _draw_row(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        fonts, u = self.fonts, self.u
        info = self.saves[index]
        x = rect.left + u(16)
        text.draw(surface, fonts.get("body", bold=True),
                  text.ellipsize(fonts.body, info.title, u(560)),
                  palette.BONE, (x, rect.top + u(10)))
        if info.error:
            text.draw(surface, fonts.small,
                      text.ellipsize(fonts.small, info.error, rect.width - u(32)),
                      palette.BLOOD_BRIGHT, (x, rect.top + u(40)))
            return
        kind = "Campaign - " if info.kind == "campaign" else ""
        when = text.draw(surface, fonts.small, f"{kind}{info.game}   {nice_date(info.date)}",
                         palette.EMBER_GLOW, (rect.right - u(16), rect.top + u(12)), "topright")
        if info.over:  # a finished game: open it to look back, not to play on
            text.draw(surface, fonts.get("small", bold=True), "Finished", palette.MOSS_BRIGHT,
                      (when.left - u(16), rect.top + u(12)), "topright")
        room = rect.width - u(32)
        if info.unchecked:
            note = text.draw(surface, fonts.small, UNCHECKED_NOTE, palette.EMBER,
                             (rect.right - u(16), rect.top + u(40)), "topright")
            room -= note.width + u(24)
        text.draw(surface, fonts.small, text.ellipsize(fonts.small, info.summary, room),
                  palette.BONE_DIM, (x, rect.top + u(40)))
