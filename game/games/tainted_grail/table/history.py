"""The journal's history: every verse read so far (the last forty), set as an open book to read
again. The wheel turns the pages; the newest is on the last page."""

from __future__ import annotations

import pygame

from game.app.book import open_pages
from game.games.tainted_grail.table import book
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table.screen import Screen


class HistoryScreen(Screen):
    def __init__(self, scene, rect) -> None:
        super().__init__(scene, rect)
        self.pages = list(open_pages(rect, scene.ui_scale))
        self.start: int | None = None  # the first row shown; None: the last spread

    def _rows(self) -> list[tuple]:
        width = self.pages[0].width - 2 * self.u(book.PAD)
        return book.lines(self.fonts, self.view["journal"]["history"], width, last_full=False)

    def wheel(self, intent) -> bool:
        rows = self._rows()
        per = self._per_page()
        last = max(0, len(rows) - 2 * per)
        start = last if self.start is None else self.start
        self.start = max(0, min(last, start - 4 * intent.dy))
        return True

    def _per_page(self) -> int:
        height = self.pages[0].height - 2 * self.u(book.PAD) - self.u(24)
        return max(1, height // (D.italic(book.HAND_PX, self.fonts.ui).get_linesize() + 1))

    def draw_body(self, surface) -> None:
        u = self.u
        pygame.draw.rect(surface, (40, 30, 24), self.rect, border_radius=u(8))
        rows = self._rows()
        per = self._per_page()
        start = max(0, len(rows) - 2 * per) if self.start is None else self.start
        read = self.view["journal"]["read"]
        for i, page in enumerate(self.pages):
            area = book.draw_page(surface, self.scene, page)
            if i == 0:
                D.fit(
                    surface,
                    self.fonts.get("small", bold=True),
                    f"The journal so far: {read} verses read (wheel to turn the pages)",
                    D.INK_DIM,
                    (area.left, area.top - u(6)),
                    area.width,
                )
            body = pygame.Rect(area.left, area.top + u(18), area.width, area.height - u(18))
            start += book.draw_rows(surface, rows[start:], body)
        if not rows:
            D.fit(
                surface,
                D.italic(22, self.fonts.ui),
                "Nothing has been read yet.",
                D.INK,
                (self.pages[0].left + u(30), self.pages[0].top + u(60)),
                self.pages[0].width - u(60),
            )
