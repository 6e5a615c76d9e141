"""A screen whose body is a list of rows (game/app/widgets/row_list.py): a click picks a row,
the wheel scrolls the list, Enter opens the pick. The load screen and the Scenarios menu."""

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
        if isinstance(intent, it.Key) and intent.key == pygame.K_RETURN:
            self.open_selected()
            return True
        return False
