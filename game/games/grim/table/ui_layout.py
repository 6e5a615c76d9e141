"""Where everything sits on GRIM's 1280x720 table: the opponent's side above, yours below,
your hand along the bottom, and a right column with the turn order, the Afterworld and the log."""
from __future__ import annotations

import functools
import sys

import pygame

from game.app.units import ScaledLayout, px, rect

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


HAND_MIN_W = 60              # below this the cards overlap rather than shrink further
HAND_LABEL_W = 70            # the hand's left column, its label and count (wider for larger text)


class Scaled(ScaledLayout):
    """This layout at ``ui`` window pixels per layout unit, for the table drawn at the window's
    own size (game/app/units.py): every Rect above, the sizes scaled, and the places worked out
    at that size. ``at(ui)`` keeps one per scale."""

    def __init__(self, ui: float) -> None:
        super().__init__(sys.modules[__name__], ui)
        self.TITLE_Y, self.MENU_W, self.INFO_W = px(TITLE_Y, ui), px(MENU_W, ui), px(INFO_W, ui)
        self.BOND_PEEK, self.HAND_MIN_W = px(BOND_PEEK, ui), px(HAND_MIN_W, ui)
        self.FIELD_CARD, self.HAND_CARD, self.ZOOM_CARD, self.ZOOM_PLAIN, self.PORTRAIT = (
            (px(w, ui), px(h, ui)) for w, h in (FIELD_CARD, HAND_CARD, ZOOM_CARD, ZOOM_PLAIN, PORTRAIT))
        self.SCREEN = rect((0, 0, 1280, 720), ui)

    def log_rect(self, list_bottom: int | None) -> pygame.Rect:
        """The log: its own place, or what is left below an open choice list (the newest lines)."""
        if list_bottom is None:
            return self.LOG
        top = max(self.LOG.top, list_bottom + self.u(6))
        return pygame.Rect(self.LOG.left, top, self.LOG.width, self.LOG.bottom - top)

    def side_rect(self, mine: bool) -> pygame.Rect:
        return self.OUR_SIDE if mine else self.THEIR_SIDE

    def slot_card_rect(self, mine: bool, slot: int, bonds: int = 0) -> pygame.Rect:
        """The Grim card in ``slot``; it sits higher the more Bonds peek out beneath it."""
        side, u = self.side_rect(mine), self.u
        x = side.left + self.INFO_W + u(12) + slot * u(358)
        y = side.top + u(10) + max(0, 3 - min(bonds, 3)) * self.BOND_PEEK // 2
        return pygame.Rect((x, y), self.FIELD_CARD)

    def slot_area(self, mine: bool, slot: int) -> pygame.Rect:
        """The whole place of one Grim: card and tracker, the thing a click aims at."""
        side, u = self.side_rect(mine), self.u
        return pygame.Rect(side.left + self.INFO_W + u(4) + slot * u(358), side.top + u(4), u(350),
                           side.height - u(8))

    def hand_rects(self, count: int, size=None, label_w: int = 0) -> list[pygame.Rect]:
        """Where the hand's cards go: side by side, smaller the more there are, so each card's
        name and numbers stay in sight; only past HAND_MIN_W do they overlap. They start right
        of the label's column, wider than HAND_LABEL_W when the label (``label_w`` pixels with
        its gap) is."""
        size, u = size or self.HAND_CARD, self.u
        area = self.HAND.inflate(-u(24), 0)
        left = area.left + max(u(HAND_LABEL_W), label_w)
        width = area.right - left
        if count <= 0:
            return []
        w = max(self.HAND_MIN_W, min(size[0], (width - u(8) * (count - 1)) // count))
        h = size[1] * w // size[0]
        step = w + u(8)
        if count > 1 and w + step * (count - 1) > width:
            step = max(u(14), (width - w) // (count - 1))
        y = self.HAND.top + (self.HAND.height - h) // 2 + u(4)
        return [pygame.Rect(left + i * step, y, w, h) for i in range(count)]


@functools.cache
def at(ui: float) -> Scaled:
    """The layout at ``ui`` pixels per unit (1.0: the 1280x720 numbers above)."""
    return Scaled(ui)


def log_rect(list_bottom: int | None) -> pygame.Rect:
    return at(1.0).log_rect(list_bottom)


def side_rect(mine: bool) -> pygame.Rect:
    return at(1.0).side_rect(mine)


def slot_card_rect(mine: bool, slot: int, bonds: int = 0) -> pygame.Rect:
    return at(1.0).slot_card_rect(mine, slot, bonds)


def slot_area(mine: bool, slot: int) -> pygame.Rect:
    return at(1.0).slot_area(mine, slot)


def hand_rects(count: int, size=HAND_CARD) -> list[pygame.Rect]:
    return at(1.0).hand_rects(count, size)
