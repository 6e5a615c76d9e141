"""The map's camera: where the Location cards' grid sits in the map's window and at what size.
The cards' grid has x to the right and y up (the view's coordinates); a card (x, y) covers the
corner points (x, y) to (x + 1, y + 1), so a waystone's point falls on the corner four cards
share. The wheel zooms by steps around the pointer; a drag or the edge arrows scroll."""

from __future__ import annotations

import pygame

CARD_W, CARD_H = 180, 120  # a Location card at zoom 1
ZOOMS = (0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.15, 1.3, 1.5)
MARGIN = 60  # how much of the map stays in the window however far it is dragged


class Camera:
    def __init__(self, window: pygame.Rect) -> None:
        self.window = pygame.Rect(window)
        self.step = ZOOMS.index(1.0)
        self.origin = [float(self.window.centerx), float(self.window.centery)]  # point (0, 0)
        self.fitted_to: tuple | None = None  # the map's bounds at the last fit
        self.touched = False  # the players zoomed or scrolled since

    @property
    def zoom(self) -> float:
        return ZOOMS[self.step]

    @property
    def card_size(self) -> tuple[int, int]:
        return round(CARD_W * self.zoom), round(CARD_H * self.zoom)

    # -- grid <-> window -----------------------------------------------------------------------
    def point(self, px: float, py: float) -> tuple[int, int]:
        """A corner point of the grid, in the window."""
        w, h = self.card_size
        return round(self.origin[0] + px * w), round(self.origin[1] - py * h)

    def card(self, x: int, y: int) -> pygame.Rect:
        left, top = self.point(x, y + 1)
        w, h = self.card_size
        return pygame.Rect(left, top, w, h)

    def cell_at(self, pos) -> tuple[int, int]:
        w, h = self.card_size
        x = (pos[0] - self.origin[0]) / w
        y = (self.origin[1] - pos[1]) / h
        return int(x // 1), int(y // 1)

    # -- moving --------------------------------------------------------------------------------
    def follow(self, bounds: dict, focus: tuple[float, float] | None = None) -> None:
        """Show the whole map again when it has grown, unless the players have moved the
        camera themselves since it last did; a map too large for the window even at the
        smallest step (a campaign's four regions) is centred on ``focus``, the picked party."""
        key = tuple(bounds.values())
        if key != self.fitted_to and not self.touched:
            self.fit(bounds, focus)
        self.keep_in_view(bounds)

    def fit(self, bounds: dict, focus: tuple[float, float] | None = None) -> None:
        """The largest zoom step that shows the whole map (not above 1), centred; if none
        does, the smallest step, centred on ``focus`` when it is given."""
        self.fitted_to, self.touched = tuple(bounds.values()), False
        cols = bounds["right"] - bounds["left"] + 1
        rows = bounds["top"] - bounds["bottom"] + 1
        fits = [
            i
            for i, z in enumerate(ZOOMS)
            if z <= 1.0
            and cols * CARD_W * z <= self.window.width - 16
            and rows * CARD_H * z <= self.window.height - 16
        ]
        self.step = max(fits) if fits else 0
        if not fits and focus is not None:
            self.centre_on(*focus)
            return
        self.centre_on(
            (bounds["left"] + bounds["right"] + 1) / 2, (bounds["bottom"] + bounds["top"] + 1) / 2
        )

    def centre_on(self, px: float, py: float) -> None:
        w, h = self.card_size
        self.origin = [self.window.centerx - px * w, self.window.centery + py * h]

    def zoom_at(self, pos, steps: int) -> bool:
        """Zoom by ``steps`` keeping the grid point under ``pos`` where it is; False at a limit."""
        new = max(0, min(len(ZOOMS) - 1, self.step + steps))
        if new == self.step:
            return False
        self.touched = True
        w, h = self.card_size
        gx, gy = (pos[0] - self.origin[0]) / w, (self.origin[1] - pos[1]) / h
        self.step = new
        w, h = self.card_size
        self.origin = [pos[0] - gx * w, pos[1] + gy * h]
        return True

    def pan(self, dx: float, dy: float, bounds: dict) -> None:
        self.touched = True
        self.origin[0] += dx
        self.origin[1] += dy
        self.keep_in_view(bounds)

    def keep_in_view(self, bounds: dict) -> None:
        """Never lose the map: some of it stays inside the window."""
        left, top = self.point(bounds["left"], bounds["top"] + 1)
        right, bottom = self.point(bounds["right"] + 1, bounds["bottom"])
        win = self.window
        if right < win.left + MARGIN:
            self.origin[0] += win.left + MARGIN - right
        if left > win.right - MARGIN:
            self.origin[0] -= left - (win.right - MARGIN)
        if bottom < win.top + MARGIN:
            self.origin[1] += win.top + MARGIN - bottom
        if top > win.bottom - MARGIN:
            self.origin[1] -= top - (win.bottom - MARGIN)
