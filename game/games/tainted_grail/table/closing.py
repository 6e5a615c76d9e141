"""The book left open when a reading ends: an Exploration or a Vision often reads its last verses
and closes in one move, so its final page stays on the table until the players close the book.
The left page holds what was read, the right page what the reading changed (its log lines). The
question at hand waits in the choices panel meanwhile."""

from __future__ import annotations

import pygame

from game.app import palette
from game.app.book import open_pages
from game.games.tainted_grail.table import book
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table.screen import Screen

QUIET = ("verse_read", "verse_chosen", "reading_begins", "reading_ends")  # not changes


def changes(events: list[dict]) -> list[str]:
    """The log lines of ``events`` that say what changed (not the verses' words), up to the end
    of a reading among them (what follows it, the night or the next dawn, is not the page's)."""
    ends = [i for i, e in enumerate(events) if e.get("type") == "reading_ends"]
    if ends:
        events = events[: ends[-1]]
    return [str(e["log"]) for e in events if e.get("log") and e.get("type") not in QUIET]


ENDS = {"vision": "The Vision fades", "memory": "The Memory fades"}


def last_reading(
    view: dict, events: list[dict], seen: dict | None, changed: list[str]
) -> dict | None:
    """What to leave open after a change whose ``events`` ended the outer reading: the pages of
    that reading (the ones read in this change, and before it those of the open reading the
    table last showed) and ``changed``, what the whole reading wrote to the log. None when
    nothing new was read."""
    if view["reading"] is not None or not any(e.get("type") == "reading_ends" for e in events):
        return None
    new = sum(1 for e in events if e.get("type") == "verse_read")
    if not new:
        return None
    before = seen["pages"] if seen else 0
    began = [str(e.get("log", "")) for e in events if e.get("type") == "reading_begins"]
    kind = (seen or {}).get("kind") or next(
        ("vision" if "Vision" in log else "memory" if "Memory" in log else "explore")
        for log in began[:1] or [""]
    )
    history = view["journal"]["history"]
    pages = history[-(new + before) :] if new + before <= len(history) else history
    return {"vision": kind == "vision", "kind": kind, "pages": pages, "changed": list(changed)}


class ClosingBook(Screen):
    def __init__(self, scene, rect, reading: dict) -> None:
        super().__init__(scene, rect)
        self.reading = reading
        self.left, self.right = open_pages(rect, scene.ui_scale)

    def build(self) -> None:
        u = self.u
        area = self.right.inflate(-2 * u(book.PAD), -2 * u(book.PAD))
        self.button(
            (area.left, area.bottom - u(34), area.width, u(34)),
            "Close the book",
            self.scene.close_book,
            tooltip="Back to the table; the question at hand is waiting.",
            style="accent",
            size="body",
        )

    def clear_of(self, bar: pygame.Rect) -> None:
        """The book closes whatever the question at hand: its button stands above the bar."""
        close = self.ui.widgets[0].rect
        if close.colliderect(bar):
            close.bottom = bar.top - self.u(8)

    def locate_close(self) -> tuple[int, int]:
        return self.ui.widgets[0].rect.center

    def draw_body(self, surface) -> None:
        fonts, u = self.fonts, self.u
        pygame.draw.rect(surface, (40, 30, 24), self.rect, border_radius=u(8))
        left = book.draw_page(surface, self.scene, self.left)
        right = book.draw_page(surface, self.scene, self.right)
        head = ENDS.get(self.reading.get("kind", ""), "The Exploration ends")
        D.fit(
            surface,
            fonts.get("small", bold=True),
            head,
            D.INK_DIM,
            (left.left, left.top - u(6)),
            left.width,
        )
        body = pygame.Rect(left.left, left.top + u(16), left.width, left.height - u(16))
        rows = book.lines(fonts, self.reading["pages"], body.width)
        room = book.rows_fitting(rows[::-1], body.height)
        book.draw_rows(surface, rows[max(0, len(rows) - room) :], body)
        D.fit(
            surface, fonts.get(24, bold=True), "What it changed", D.INK, right.topleft, right.width
        )
        y = right.top + u(36)
        changed = self.reading["changed"] or ["Nothing but what you now know."]
        for line in changed:
            if y > right.bottom - u(60):
                D.fit(
                    surface,
                    D.italic(18, fonts.ui),
                    "...and more in the log",
                    D.INK_DIM,
                    (right.left, y),
                    right.width,
                )
                break
            y += D.wrapped(
                surface,
                D.italic(19, fonts.ui),
                line,
                palette.INK,
                pygame.Rect(right.left, y, right.width, right.bottom - u(50) - y),
            ) + u(4)
