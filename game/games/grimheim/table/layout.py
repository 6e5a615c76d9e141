"""Where everything sits on the 1280x720 battlefield screen, in one place.

    +------------------------------ prompt ---------------------------- Undo Redo Menu -+
    |                                         | turn, phase, VP                          |
    |          battlefield (Tiled map)        | your side quest                          |
    |  A-V x 1-16: 22 x 16 squares of 35 px   | readout: square, model, sight and odds   |
    |                                         | actions                                  |
    +-- dice as rolled ------------+-- Fate --+ log                                      |
    +-----------------------------------------+------------------------------------------+
"""
from __future__ import annotations

import functools
import sys

import pygame

from game.app.units import ScaledLayout, px

PROMPT = pygame.Rect(8, 4, 812, 42)
UNDO = pygame.Rect(830, 8, 136, 34)
REDO = pygame.Rect(974, 8, 136, 34)
MENU = pygame.Rect(1118, 8, 154, 34)

BOARD_AREA = pygame.Rect(8, 54, 792, 576)
# the strips left of and above the squares for the edge labels (column letters, row numbers)
LABEL_W, LABEL_H = 18, 14
SQUARES_AREA = pygame.Rect(BOARD_AREA.left + LABEL_W, BOARD_AREA.top + LABEL_H,
                           BOARD_AREA.w - LABEL_W, BOARD_AREA.h - LABEL_H)
ROLL = pygame.Rect(8, 638, 500, 78)
FATE = pygame.Rect(516, 638, 284, 78)

SIDE_X, SIDE_W = 808, 464
TRACK = pygame.Rect(SIDE_X, 54, SIDE_W, 70)
QUEST = pygame.Rect(SIDE_X, 128, SIDE_W, 80)  # two lines of the quest and the foe's line
INFO = pygame.Rect(SIDE_X, 212, SIDE_W, 180)
ACTIONS = pygame.Rect(SIDE_X, 396, SIDE_W, 176)
LOG = pygame.Rect(SIDE_X, 576, SIDE_W, 140)

PANELS = (TRACK, QUEST, INFO, ACTIONS, LOG, ROLL, FATE, PROMPT)
# the choice panel a click on the board opens: over the actions and the log, so it never hides
# the models or the readout of the square it is about
CHOICE = pygame.Rect(SIDE_X, ACTIONS.top, SIDE_W, LOG.bottom - ACTIONS.top)
CHOICE_TITLE_H = 32

BUTTON_H, BUTTON_GAP = 30, 5

# square colours of a model's reach, by the action that gets there most cheaply
REACH = {"move": (96, 176, 88), "fall_back": (90, 150, 200), "run_and_gun": (80, 190, 180),
         "run": (220, 190, 70), "charge": (220, 70, 50), "retreat": (90, 150, 200),
         "deploy": (96, 176, 88)}
REACH_MARK = {"move": "M", "fall_back": "F", "run_and_gun": "G", "run": "R", "charge": "C",
              "retreat": "F", "deploy": "D"}  # the colour-blind-safe palette's letter per reach
SEAT = ((226, 124, 44), (110, 160, 230))  # Player 1 ember, Player 2 steel blue


class Scaled(ScaledLayout):
    """This layout at ``ui`` window pixels per layout unit, for the table drawn at the window's
    own size (game/app/units.py): every Rect above, the label strips and the buttons' sizes
    scaled, and the side panels' buttons worked out at that size. ``at(ui)`` keeps one per
    scale."""

    def __init__(self, ui: float) -> None:
        super().__init__(sys.modules[__name__], ui)
        self.LABEL_W, self.LABEL_H = px(LABEL_W, ui), px(LABEL_H, ui)
        self.CHOICE_TITLE_H = px(CHOICE_TITLE_H, ui)
        self.BUTTON_H, self.BUTTON_GAP = px(BUTTON_H, ui), px(BUTTON_GAP, ui)

    def action_rects(self, count: int, panel: pygame.Rect | None = None, top_gap: int = 30,
                     bottom_gap: int = 8) -> list[pygame.Rect]:
        """Buttons in a side panel (the actions, or the choice panel): one column, two when
        they don't fit. ``top_gap`` and ``bottom_gap`` are in layout units."""
        u, panel = self.u, panel or self.ACTIONS
        step = self.BUTTON_H + self.BUTTON_GAP
        top = panel.top + u(top_gap)
        room = (panel.bottom - u(bottom_gap) - top) // step
        cols = 1 if count <= room else 2
        width = (panel.width - u(20) - (cols - 1) * u(8)) // cols
        out = []
        for i in range(min(count, room * cols)):
            col, row = (i // room, i % room) if cols > 1 else (0, i)
            out.append(pygame.Rect(panel.left + u(10) + col * (width + u(8)),
                                   top + row * step, width, self.BUTTON_H))
        return out


@functools.cache
def at(ui: float) -> Scaled:
    """The layout at ``ui`` pixels per unit (1.0: the 1280x720 numbers above), one per scale."""
    return Scaled(ui)


def action_rects(count: int, panel: pygame.Rect = ACTIONS, top_gap: int = 30,
                 bottom_gap: int = 8) -> list[pygame.Rect]:
    return at(1.0).action_rects(count, panel, top_gap, bottom_gap)
