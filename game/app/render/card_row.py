"""A row of cards (a hand, a sequence of plays): layout that overlaps when crowded, and
hit-testing that picks the card drawn on top."""
from __future__ import annotations

from typing import Sequence

import pygame

from game.app.render.card import CARD_SIZE, draw_card


class CardRow:
    def __init__(self, rect, card_size: tuple[int, int] = CARD_SIZE, gap: int = 12, align: str = "left") -> None:
        self.rect = pygame.Rect(rect)
        self.card_size = card_size
        self.gap = gap
        self.align = align

    def layout(self, count: int) -> list[pygame.Rect]:
        w, h = self.card_size
        if count <= 0:
            return []
        step = w + self.gap
        if count > 1 and w + step * (count - 1) > self.rect.width:
            step = max(8, (self.rect.width - w) // (count - 1))  # overlap to fit
        total = w + step * (count - 1)
        x = self.rect.left
        if self.align == "center":
            x = self.rect.centerx - total // 2
        y = self.rect.top + (self.rect.height - h) // 2
        return [pygame.Rect(x + i * step, y, w, h) for i in range(count)]

    def hit_test(self, pos, count: int) -> int | None:
        """The index of the card under ``pos``; later cards lie on top."""
        for i, rect in reversed(list(enumerate(self.layout(count)))):
            if rect.collidepoint(pos):
                return i
        return None

    def draw(self, surface: pygame.Surface, cards: Sequence, face_up: bool = True,
             selected: set[int] = frozenset(), disabled: set[int] = frozenset(),
             hovered: int | None = None) -> list[pygame.Rect]:
        drawn = []
        for i, (rect, card) in enumerate(zip(self.layout(len(cards)), cards)):
            drawn.append(draw_card(surface, rect, card, face_up, selected=i in selected,
                                   disabled=i in disabled, hovered=i == hovered))
        return drawn
