"""The map's camera: where the Location cards' grid sits in the map's window and at what size.
The cards' grid has x to the right and y up (the view's coordinates); a card (x, y) covers the
corner points (x, y) to (x + 1, y + 1), so a waystone's point falls on the corner four cards
share. The wheel zooms by steps around the pointer; a drag or the edge arrows scroll."""

from __future__ import annotations

import pygame

from game.app.units import px

CARD_W, CARD_H = 180, 120  # a Location card at zoom 1
ZOOMS = (0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.15, 1.3, 1.5)
MARGIN = 60  # how much of the map stays in the window however far it is dragged


class Camera:
    def __init__(self, window: pygame.Rect, ui: float = 1.0) -> None:
        self.window = pygame.Rect(window)
        self.ui = ui  # window pixels per layout unit (the table drawn at the window's size)
        self.step = ZOOMS.index(1.0)
        self.origin = [float(self.window.centerx), float(self.window.centery)]  # point (0, 0)
        self.fitted_to: tuple | None = None  # the map's bounds at the last fit
        self.touched = False  # the players zoomed or scrolled since

    @property
    def zoom(self) -> float:
        return ZOOMS[self.step]

    @property
    def scale(self) -> float:
        """Window pixels per map unit: the zoom at the table's own scale (sizes drawn on the map;
        type goes by ``zoom``, the fonts being at the scale already)."""
        return self.zoom * self.ui

    def u(self, n: float) -> int:
        """A fixed size on the map (a border, a gap) in pixels."""
        return px(n, self.ui)

    @property
    def card_size(self) -> tuple[int, int]:
        return round(CARD_W * self.zoom * self.ui), round(CARD_H * self.zoom * self.ui)

    def resize(self, ui: float) -> None:
        """The table at another scale: the window scaled with it, the same grid point in its
        middle."""
        if ui == self.ui:
            return
        w, h = self.card_size
        gx = (self.window.centerx - self.origin[0]) / w
        gy = (self.origin[1] - self.window.centery) / h
        ratio, win = ui / self.ui, self.window
        left, top = round(win.left * ratio), round(win.top * ratio)
        self.window = pygame.Rect(
            left, top, round(win.right * ratio) - left, round(win.bottom * ratio) - top
        )
        self.ui = ui
        self.centre_on(gx, gy)

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
            and cols * CARD_W * z * self.ui <= self.window.width - 16 * self.ui
            and rows * CARD_H * z * self.ui <= self.window.height - 16 * self.ui
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
        win, margin = self.window, round(MARGIN * self.ui)
        if right < win.left + margin:
            self.origin[0] += win.left + margin - right
        if left > win.right - margin:
            self.origin[0] -= left - (win.right - margin)
        if bottom < win.top + margin:
            self.origin[1] += win.top + margin - bottom
        if top > win.bottom - margin:
            self.origin[1] -= top - (win.bottom - margin)
