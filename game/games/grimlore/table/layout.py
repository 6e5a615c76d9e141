"""Where everything sits on GRIMLORE's 1280x720 table, in one place.

+-- prompt ----------------------------------------+ Computer | Party | Undo | Redo | Menu +
|                                                  | the party's pools                       |
|   MAIN: the screen of the moment (roster, sheet, | the characters (energy, Destiny, tested) |
|   journey, settlement, battlemat, session end)   | choices not on the screen itself         |
|                                                  |                                          |
+-- dice as rolled (black and red, 6s counted) ----+ log                                      |
+--------------------------------------------------+------------------------------------------+
"""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pygame

from game.app.render.boxes import columns, grid, rows  # noqa: F401  (the screens' boxes)
from game.app.units import px, scaled_layout

SCREEN = pygame.Rect(0, 0, 1280, 720)
PROMPT = pygame.Rect(8, 4, 600, 42)
ADVICE = pygame.Rect(616, 8, 180, 34)
PARTY = pygame.Rect(804, 8, 150, 34)
UNDO = pygame.Rect(962, 8, 96, 34)
REDO = pygame.Rect(1066, 8, 96, 34)
MENU = pygame.Rect(1170, 8, 102, 34)

MAIN = pygame.Rect(8, 54, 872, 560)
TRAY = pygame.Rect(8, 622, 872, 94)

SIDE_X, SIDE_W = 888, 384
POOLS = pygame.Rect(SIDE_X, 54, SIDE_W, 70)
CREW = pygame.Rect(SIDE_X, 130, SIDE_W, 176)
ACTIONS = pygame.Rect(SIDE_X, 312, SIDE_W, 262)
LOG = pygame.Rect(SIDE_X, 580, SIDE_W, 136)

BUTTON_H = 30
GAP = 8


_SCALED: dict[float, SimpleNamespace] = {}


def at(ui: float) -> SimpleNamespace:
    """This layout at ``ui`` window pixels per layout unit (game/app/units.py): every Rect above
    and the button height and gap, one per scale, for the table drawn at the window's own size."""
    found = _SCALED.get(ui)
    if found is None:
        found = SimpleNamespace(**vars(scaled_layout(sys.modules[__name__], ui)))
        found.BUTTON_H, found.GAP, found.ui = px(BUTTON_H, ui), px(GAP, ui), ui
        _SCALED[ui] = found
    return found
