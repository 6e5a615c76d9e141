"""A screen whose body is a list of rows (game/app/widgets/row_list.py): a click picks a row,
the wheel or the arrows move through the list, Enter opens the pick. The load screen and the Scenarios menu."""

from __future__ import annotations

import pygame

from game.app import intents as it
from game.app.scenes.screen import Screen


class ListScreen(Screen):
    """Subclasses set ``self.rows`` (a RowList) and write ``select`` and ``open_selected``."""

    def select(self, index: int) -> None:
        raise NotImplementedError

    def open_selected(self) -> None:
        raise NotImplementedError

    def handle(self, intent: it.Intent) -> bool:
        if super().handle(intent):
            return True
        if isinstance(intent, it.Click):
            index = self.rows.row_at(intent.pos)
            if index is not None:
                self.select(index)
                return True
        if isinstance(intent, it.Wheel) and self.rows.wheel(intent.pos, intent.dy):
            self.dirty = True
            return True
        if isinstance(intent, it.Key) and intent.key == pygame.K_RETURN and self.selected is not None:
            self.open_selected()
            return True
        if isinstance(intent, it.Key) and intent.key in (pygame.K_UP, pygame.K_DOWN) and self.rows.count:
            self._step_selection(-1 if intent.key == pygame.K_UP else 1)
            return True
        return False

    def _step_selection(self, step: int) -> None:
        """The arrows pick the row above or below, scrolling it into sight."""
        index = 0 if self.selected is None else max(0, min(self.rows.count - 1, self.selected + step))
        self.select(index)
        rows = self.rows
        rows.scroll = min(rows.max_scroll(), max(index - rows.shown() + 1, min(rows.scroll, index)))
        self.dirty = True
