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

import pygame

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


def hand_rects(count: int) -> list[pygame.Rect]:
    w, h = CARD
    return [pygame.Rect(HAND.left + 10 + i * (w + 8), HAND.top + 28, w, h) for i in range(count)]


def slot_rects() -> dict[str, pygame.Rect]:
    w, h = CARD
    return {name: pygame.Rect(SLOTS.left + 10 + i * (w + 8), SLOTS.top + 28, w, h)
            for i, name in enumerate(SLOT_NAMES)}


def init_hand_rects(count: int) -> list[pygame.Rect]:
    """The Diamonds fanned left to right, overlapping so all thirteen fit; the rank corner shows."""
    w, h = SMALL_CARD
    if count <= 0:
        return []
    room = INIT_HAND.width - 20 - w
    step = min(w + 6, room // max(1, count - 1)) if count > 1 else 0
    top = INIT_HAND.top + 28 + (CARD[1] - h) // 2
    return [pygame.Rect(INIT_HAND.left + 10 + i * step, top, w, h) for i in range(count)]


def monster_card_rects(count: int) -> list[pygame.Rect]:
    w, h = TINY_CARD
    gap = (MONSTER_CARDS.width - 16 - count * w) // max(1, count - 1) if count > 1 else 0
    gap = min(gap, 12)
    return [pygame.Rect(MONSTER_CARDS.left + 8 + i * (w + gap), MONSTER_CARDS.top + 24, w, h)
            for i in range(count)]
