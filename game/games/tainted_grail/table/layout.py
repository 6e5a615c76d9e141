"""Where everything sits on Tainted Grail's 1280x720 table, in one place.

+-- prompt ----------------------------------+ Computer | Journal | Undo | Redo | Menu +
|                                            | the day: its number, the Order of the Day, |
|   MAIN: the screen of the moment (the map, | the active Events and the quests           |
|   a journal page, an Encounter, the night, |--------------------------------------------|
|   a tray, the journal's history, the end)  | choices no screen shows itself             |
|                                            |--------------------------------------------|
+-- the Characters' trays, one each ---------+ log                                        |
+--------------------------------------------+--------------------------------------------+
"""

from __future__ import annotations

import functools
import sys

import pygame

from game.app.render.boxes import columns, grid, rows  # noqa: F401  (the screens' boxes)
from game.app.units import ScaledLayout, px

SCREEN = pygame.Rect(0, 0, 1280, 720)
PROMPT = pygame.Rect(8, 4, 580, 42)
ADVICE = pygame.Rect(596, 8, 170, 34)
JOURNAL = pygame.Rect(774, 8, 186, 34)
UNDO = pygame.Rect(968, 8, 92, 34)
REDO = pygame.Rect(1068, 8, 92, 34)
MENU = pygame.Rect(1168, 8, 104, 34)

MAIN = pygame.Rect(8, 54, 872, 476)
TRAYS = pygame.Rect(8, 538, 872, 178)
TABLE = MAIN.union(TRAYS)  # a screen that shows the party itself (the battlemat) takes both

SIDE_X, SIDE_W = 888, 384
DAY = pygame.Rect(SIDE_X, 54, SIDE_W, 196)
ACTIONS = pygame.Rect(SIDE_X, 258, SIDE_W, 268)
LOG = pygame.Rect(SIDE_X, 534, SIDE_W, 182)

BUTTON_H = 30
GAP = 8


class Scaled(ScaledLayout):
    """This layout at ``ui`` window pixels per layout unit (game/app/units.py), for the table
    drawn at the window's own size: every Rect above in pixels, the sizes scaled, and the box
    helpers with their gap scaled (they take pixel rects). ``at(ui)`` keeps one per scale."""

    def __init__(self, ui: float) -> None:
        super().__init__(sys.modules[__name__], ui)
        self.SIDE_X, self.SIDE_W = self.DAY.left, self.DAY.width
        self.BUTTON_H, self.GAP = px(BUTTON_H, ui), px(GAP, ui)

    def columns(self, area, count: int, gap: int | None = None) -> list[pygame.Rect]:
        return columns(area, count, self.GAP if gap is None else gap)

    def rows(self, area, count: int, height: int, gap: int | None = None) -> list[pygame.Rect]:
        return rows(area, count, height, self.GAP if gap is None else gap)

    def grid(self, area, count: int, cols: int, height: int, gap: int | None = None):
        return grid(area, count, cols, height, self.GAP if gap is None else gap)


@functools.cache
def at(ui: float) -> Scaled:
    """The layout at ``ui`` pixels per unit (1.0: the 1280x720 numbers above)."""
    return Scaled(ui)
