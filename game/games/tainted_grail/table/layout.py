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

import pygame

from game.app.render.boxes import columns, grid, rows  # noqa: F401  (the screens' boxes)

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
