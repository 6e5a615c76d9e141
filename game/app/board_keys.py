"""Choices made by clicking the board itself (a lit square, a ringed model, a card in hand, a
tab) reached by the keyboard, one way for every game: as a board draws, it reports each place a
click would choose something legal, with its rect and a label, just as widgets report themselves
(widgets/focus_seen.py). Tab and the arrows then walk them with the buttons, the ring shows where,
the ring "points" there (the scene's hover readout and previews follow it) and Enter clicks its
middle (game/app/focus.py)."""
from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.app.widgets.focus_seen import seen


class BoardSpot:
    """A place on the board a click chooses; ``label`` names it for the player and for tests."""

    points = True  # the ring on it points there, as the mouse would (focus.py)

    def __init__(self, rect, label: str, aim: tuple[int, int] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        # where the pointer goes: the middle, or a point of the place that shows from under
        # what overlaps it (a card in a fanned hand)
        self.aim = aim or self.rect.center


def offer(rect, label: str, aim: tuple[int, int] | None = None) -> None:
    seen(BoardSpot(rect, label, aim))


def offer_all(spots: Iterable[tuple]) -> None:
    """Each (rect, label) or (rect, label, aim), in the order Tab should reach them."""
    for spot in spots:
        offer(*spot)
