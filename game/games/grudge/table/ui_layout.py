"""Where everything sits on the 1280x720 table. One place, so panels never overlap by accident.

    +--------------------------------- prompt line ---------------------- Undo Redo Menu -+
    | Warrior  | 8      board 8x8         | turn order     |  log                         |
    | sheet    | .                        | monster cards  |                              |
    |          | 1  a b c d e f g h       | monster roster |                              |
    +----------------------------- action bar ------------------------------------------+
    | initiative hand (diamonds) |  hand (3)  |  your slots (4)  |  last roll             |
    +-----------------------------------------------------------------------------------+
"""
from __future__ import annotations

import functools
import sys

import pygame

from game.app.units import ScaledLayout, px, rect

TOP = pygame.Rect(0, 0, 1280, 50)
PROMPT = pygame.Rect(14, 4, 880, 42)
UNDO = pygame.Rect(906, 8, 110, 34)
REDO = pygame.Rect(1024, 8, 110, 34)
MENU = pygame.Rect(1142, 8, 126, 34)

SHEET = pygame.Rect(8, 56, 236, 448)
CELL = 54
RANKS = pygame.Rect(250, 56, 18, 8 * CELL)            # rank numbers 8..1 left of the board
BOARD = pygame.Rect(RANKS.right + 2, 56, 8 * CELL, 8 * CELL)
FILES = pygame.Rect(BOARD.left, BOARD.bottom + 1, BOARD.width, 16)  # file letters a..h under it
SIDE = pygame.Rect(708, 56, 258, 448)
TRACK = pygame.Rect(SIDE.left, SIDE.top, SIDE.width, 86)
MONSTER_CARDS = pygame.Rect(SIDE.left, TRACK.bottom + 6, SIDE.width, 118)
ROSTER = pygame.Rect(SIDE.left, MONSTER_CARDS.bottom + 6, SIDE.width, SIDE.bottom - MONSTER_CARDS.bottom - 6)
LOG = pygame.Rect(974, 56, 298, 448)

BAR = pygame.Rect(8, 510, 1264, 42)
CHOICE_PANEL = pygame.Rect(BOARD.left - 8, BOARD.top + 24, SIDE.right - BOARD.left + 16, 400)

CARD_ROW_TOP = 560
CARD = (84, 118)
SMALL_CARD = (62, 87)
TINY_CARD = (52, 73)
INIT_HAND = pygame.Rect(8, CARD_ROW_TOP, 386, 156)
HAND = pygame.Rect(INIT_HAND.right + 10, CARD_ROW_TOP, 3 * CARD[0] + 2 * 8 + 20, 156)
SLOTS = pygame.Rect(HAND.right + 10, CARD_ROW_TOP, 4 * CARD[0] + 3 * 8 + 20, 156)
ROLL = pygame.Rect(SLOTS.right + 10, CARD_ROW_TOP, 1272 - SLOTS.right - 10, 156)

SLOT_NAMES = ["initiative", "main", "reaction", "interrupt"]
SLOT_TITLES = {"initiative": "Initiative", "main": "Main", "reaction": "Reaction", "interrupt": "Interrupt"}


class Scaled(ScaledLayout):
    """This layout at ``ui`` window pixels per layout unit, for the table drawn at the window's
    own size (game/app/units.py): every Rect above, the card sizes and the cell scaled, and the
    card rows worked out at that size. ``at(ui)`` keeps one per scale."""

    def __init__(self, ui: float) -> None:
        super().__init__(sys.modules[__name__], ui)
        self.CELL = px(CELL, ui)
        self.BOARD = pygame.Rect(self.BOARD.topleft, (8 * self.CELL, 8 * self.CELL))  # whole squares
        self.CARD, self.SMALL_CARD, self.TINY_CARD = (
            (px(w, ui), px(h, ui)) for w, h in (CARD, SMALL_CARD, TINY_CARD))
        self.SCREEN = rect((0, 0, 1280, 720), ui)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        (w, h), u = self.CARD, self.u
        return [pygame.Rect(self.HAND.left + u(10) + i * (w + u(8)), self.HAND.top + u(28), w, h)
                for i in range(count)]

    def slot_rects(self) -> dict[str, pygame.Rect]:
        (w, h), u = self.CARD, self.u
        return {name: pygame.Rect(self.SLOTS.left + u(10) + i * (w + u(8)), self.SLOTS.top + u(28), w, h)
                for i, name in enumerate(SLOT_NAMES)}

    def init_hand_rects(self, count: int) -> list[pygame.Rect]:
        """The Diamonds fanned left to right, overlapping so all thirteen fit; the rank corner
        shows."""
        (w, h), u = self.SMALL_CARD, self.u
        if count <= 0:
            return []
        room = self.INIT_HAND.width - u(20) - w
        step = min(w + u(6), room // max(1, count - 1)) if count > 1 else 0
        top = self.INIT_HAND.top + u(28) + (self.CARD[1] - h) // 2
        return [pygame.Rect(self.INIT_HAND.left + u(10) + i * step, top, w, h) for i in range(count)]

    def monster_card_rects(self, count: int) -> list[pygame.Rect]:
        (w, h), u, box = self.TINY_CARD, self.u, self.MONSTER_CARDS
        gap = (box.width - u(16) - count * w) // max(1, count - 1) if count > 1 else 0
        gap = min(gap, u(12))
        return [pygame.Rect(box.left + u(8) + i * (w + gap), box.top + u(24), w, h)
                for i in range(count)]


@functools.cache
def at(ui: float) -> Scaled:
    """The layout at ``ui`` pixels per unit (1.0: the 1280x720 numbers above)."""
    return Scaled(ui)


def hand_rects(count: int) -> list[pygame.Rect]:
    return at(1.0).hand_rects(count)


def slot_rects() -> dict[str, pygame.Rect]:
    return at(1.0).slot_rects()


def init_hand_rects(count: int) -> list[pygame.Rect]:
    return at(1.0).init_hand_rects(count)


def monster_card_rects(count: int) -> list[pygame.Rect]:
    return at(1.0).monster_card_rects(count)
