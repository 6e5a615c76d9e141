"""Where everything sits on GRIM's 1280x720 table: the opponent's side above, yours below,
your hand along the bottom, and a right column with the turn order, the Afterworld and the log."""
from __future__ import annotations

import pygame

TITLE_Y = 28
CHART_BUTTON = pygame.Rect(700, 8, 120, 40)
UNDO = pygame.Rect(830, 8, 100, 40)
REDO = pygame.Rect(940, 8, 100, 40)
MENU = pygame.Rect(1050, 8, 100, 40)
PROMPT = pygame.Rect(16, 56, 884, 40)

THEIR_SIDE = pygame.Rect(16, 102, 884, 194)
OUR_SIDE = pygame.Rect(16, 302, 884, 194)
BAR = pygame.Rect(16, 502, 884, 44)
HAND = pygame.Rect(16, 552, 884, 160)
CHOICE_PANEL = pygame.Rect(40, 110, 836, 386)   # a grid of cards to build a Coven from (set-up)
TILE_PANEL = pygame.Rect(16, 102, 884, 610)     # a very long one covers the hand too
SIDE_LIST = pygame.Rect(912, 280, 356, 330)     # every other choice: a list beside the board under
                                                # the Afterworld (in sight: a choice may name it);
                                                # the log keeps a few lines below it
MENU_W = 330                                    # the menu a click on a card opens beside it

TURN_ORDER = pygame.Rect(912, 56, 356, 104)
AFTERWORLD = pygame.Rect(912, 166, 356, 108)
LOG = pygame.Rect(912, 280, 356, 432)

INFO_W = 168                 # the column of counts at the left of each side
FIELD_CARD = (104, 146)
HAND_CARD = (96, 134)
ZOOM_CARD = (260, 500)        # a Grim: a 260x364 card of words with its picture on top
ZOOM_PLAIN = (260, 364)       # a Bond, an Afterworld or a Grimlord
BOND_PEEK = 9                # how much of each Bond shows beneath its Grim
PORTRAIT = (62, 58)


def log_rect(list_bottom: int | None) -> pygame.Rect:
    """The log: its own place, or what is left below an open choice list (the newest lines)."""
    if list_bottom is None:
        return LOG
    top = max(LOG.top, list_bottom + 6)
    return pygame.Rect(LOG.left, top, LOG.width, LOG.bottom - top)


def side_rect(mine: bool) -> pygame.Rect:
    return OUR_SIDE if mine else THEIR_SIDE


def slot_card_rect(mine: bool, slot: int, bonds: int = 0) -> pygame.Rect:
    """The Grim card in ``slot``; it sits higher the more Bonds peek out beneath it."""
    side = side_rect(mine)
    x = side.left + INFO_W + 12 + slot * 358
    y = side.top + 10 + max(0, 3 - min(bonds, 3)) * BOND_PEEK // 2
    return pygame.Rect((x, y), FIELD_CARD)


def slot_area(mine: bool, slot: int) -> pygame.Rect:
    """The whole place of one Grim: card and tracker, the thing a click aims at."""
    side = side_rect(mine)
    return pygame.Rect(side.left + INFO_W + 4 + slot * 358, side.top + 4, 350, side.height - 8)


HAND_MIN_W = 60              # below this the cards overlap rather than shrink further


def hand_rects(count: int, size=HAND_CARD) -> list[pygame.Rect]:
    """Where the hand's cards go: side by side, smaller the more there are, so each card's
    name and numbers stay in sight; only past HAND_MIN_W do they overlap."""
    area = HAND.inflate(-24, 0)
    left = area.left + 70
    width = area.right - left
    if count <= 0:
        return []
    w = max(HAND_MIN_W, min(size[0], (width - 8 * (count - 1)) // count))
    h = size[1] * w // size[0]
    step = w + 8
    if count > 1 and w + step * (count - 1) > width:
        step = max(14, (width - w) // (count - 1))
    y = HAND.top + (HAND.height - h) // 2 + 4
    return [pygame.Rect(left + i * step, y, w, h) for i in range(count)]
