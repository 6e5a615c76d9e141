"""The hand at the foot of the battlemat, held as a fan: the cards overlap to fit, dip toward the
ends and lean a little apart (the outer ones most). The card under the pointer straightens,
rises and grows on top of the others. What the pointer is over is found on the cards' turned
shapes, the later card of the fan first, so the card that lights is the card a click plays; the
risen card also holds the pointer above the fan, where no other card lies."""

from __future__ import annotations

import math

import pygame

from game.app.units import px
from game.games.tainted_grail.table import card_art as A

LEAN = 4.0  # degrees the outermost cards lean
LIFT = 22  # how far the card under the pointer rises
GROW = 1.12  # and how much it grows
MARGIN = 6  # room around a turned card for its shadow and ring
_TURNED: dict[tuple, pygame.Surface] = {}


class Fan:
    def __init__(
        self, area: pygame.Rect, size: tuple[int, int], count: int, top: int, ui: float = 1.0
    ) -> None:
        self.area, self.size = area, size  # in the scene's pixels; ``ui``: pixels per unit
        self.ui, self.lift, self.margin = ui, px(LIFT, ui), px(MARGIN, ui)
        self.rects = _places(area, size, count, top, ui)
        middle = (count - 1) / 2
        self.angles = [LEAN * (middle - i) / middle if middle else 0.0 for i in range(count)]
        self.risen: int | None = None  # the card last under the pointer
        self.ceiling = top - self.lift  # a risen card stays below this (the hands' tabs lie above)

    def __len__(self) -> int:
        return len(self.rects)

    def on_card(self, i: int, pos) -> bool:
        """Whether ``pos`` lies on card ``i`` as it leans (its rectangle turned about its
        centre; the screen's y runs down, so the turn is undone the other way)."""
        rect, turn = self.rects[i], math.radians(self.angles[i])
        dx, dy = pos[0] - rect.centerx, pos[1] - rect.centery
        x = dx * math.cos(turn) - dy * math.sin(turn)
        y = dx * math.sin(turn) + dy * math.cos(turn)
        return abs(x) <= rect.width / 2 and abs(y) <= rect.height / 2

    def card_at(self, pos) -> int | None:
        """The card under ``pos``: the topmost leaning card there, else the risen card when
        ``pos`` is on it above the fan."""
        found = self.card_at_fan(pos)
        if found is not None:
            return found
        if self.risen is not None and self.risen < len(self.rects):
            if self.raised(self.risen).collidepoint(pos):
                return self.risen
        return None

    def hover(self, pos) -> int | None:
        """The card under the pointer at ``pos``, remembered as the risen one."""
        self.risen = self.card_at(pos)
        return self.risen

    def raised(self, i: int) -> pygame.Rect:
        """Card ``i`` straightened, risen and grown, kept over the battlemat's foot."""
        rect = self.rects[i]
        out = pygame.Rect(0, 0, round(rect.width * GROW), round(rect.height * GROW))
        out.midbottom = (rect.centerx, rect.bottom - self.lift)
        out.left = max(self.area.left, min(out.left, self.area.right - out.width))
        out.top = max(out.top, self.ceiling)
        return out

    def spot(self, i: int) -> tuple[int, int] | None:
        """A point a player clicks for card ``i``: on its part the next cards leave in sight,
        low on the card, where the card that would rise beside it does not reach."""
        rect, turn = self.rects[i], math.radians(self.angles[i])
        w, h = rect.width, rect.height
        found = []
        for fy in (0.3, 0.15, 0.4, 0.0):
            for k in range(1, 12):
                x, y = w * (k / 12 - 0.5), h * fy
                pos = (
                    round(rect.centerx + x * math.cos(turn) + y * math.sin(turn)),
                    round(rect.centery - x * math.sin(turn) + y * math.cos(turn)),
                )
                if self.card_at_fan(pos) == i:
                    found.append(pos)
            if found:
                return found[len(found) // 2]
        return None

    def card_at_fan(self, pos) -> int | None:
        """The topmost leaning card under ``pos`` (the later card of the fan lies on top)."""
        return next((i for i in reversed(range(len(self.rects))) if self.on_card(i, pos)), None)

    def draw_card(self, surface, i: int, card: dict, sheets, dim: bool, ring) -> None:
        """Card ``i`` leaning in its place (the straightened one is drawn by ``draw_raised``)."""
        rect, angle, margin = self.rects[i], round(self.angles[i], 1), self.margin
        key = (card.get("id"), rect.size, angle, dim, ring, self.ui)
        turned = _TURNED.get(key)
        if turned is None:
            flat = pygame.Surface(
                (rect.width + 2 * margin, rect.height + 2 * margin), pygame.SRCALPHA
            )
            place = pygame.Rect(margin, margin, *rect.size)
            A.draw(flat, place, card, sheets, dim=dim, ring=ring, ui=self.ui)
            turned = pygame.transform.rotozoom(flat, angle, 1.0) if angle else flat
            if len(_TURNED) > 256:
                _TURNED.clear()
            _TURNED[key] = turned
        surface.blit(turned, turned.get_rect(center=rect.center))

    def draw_raised(self, surface, i: int, card: dict, sheets, dim: bool, ring) -> None:
        A.draw(surface, self.raised(i), card, sheets, dim=dim, ring=ring, ui=self.ui)


def _places(area: pygame.Rect, size, count: int, top: int, ui: float) -> list[pygame.Rect]:
    """The cards' upright places: overlapping to fit, dipping toward the ends."""
    if count == 0:
        return []
    w, h = size
    gap, dip = px(8, ui), 6 * ui
    step = w + gap if count == 1 else min(w + gap, (area.width - w) // (count - 1))
    x = area.centerx - (w + step * (count - 1)) // 2
    middle = (count - 1) / 2
    return [
        pygame.Rect(x + i * step, top + round(dip * (i - middle) ** 2 / max(1, middle)), w, h)
        for i in range(count)
    ]
