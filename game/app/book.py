"""Passages set as a book, the way every game's journal reads (Tainted Grail's verses, GRIMLORE's
Campaign Book): pages of parchment, each passage's title in bold and its paragraphs in the
journal's slanted hand, flowing down a page and on to the next, the one being read in full ink
and the ones before it fainter. A game may lay its own parchment art under the page.

Rects are in the pixels of the scene drawing the book; ``ui`` (or the fonts' own scale) is its
pixels per layout unit, 1 for a table drawn at 1280x720 (game/app/units.py)."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.fonts import font as typeface
from game.app.units import px

TITLE_PX, HAND_PX = 21, 20
PAD = 18
INK = (44, 34, 28)
INK_DIM = (120, 100, 80)
PARCHMENT = (226, 212, 178)
PARCHMENT_EDGE = (150, 122, 84)


def italic(size: int, ui: float = 1.0) -> pygame.font.Font:
    """The journal's hand: the book face's italic, ``size`` layout units at ``ui``."""
    return typeface(size * ui, "book_italic")


def lines(fonts, pages: list[dict], width: int, last_full: bool = True) -> list[tuple]:
    """(font, words, colour) rows for ``pages``; every page but the last is in a fainter ink
    when ``last_full`` (the one being read stands out)."""
    out: list[tuple] = []
    title_font, hand = fonts.get(TITLE_PX, bold=True), italic(HAND_PX, fonts.ui)
    for i, page in enumerate(pages):
        ink = INK if (i == len(pages) - 1 or not last_full) else INK_DIM
        if out:
            out.append((hand, "", ink))
        if page.get("title"):
            out += [(title_font, row, ink) for row in text.wrap(title_font, page["title"], width)]
        for paragraph in page["text"]:
            out += [(hand, row, ink) for row in text.wrap(hand, paragraph, width)]
    return out


def rows_fitting(rows: list[tuple], height: int) -> int:
    """How many rows from the start fit in ``height``."""
    used = count = 0
    for font, _, _ in rows:
        used += font.get_linesize() + 1
        if used > height:
            break
        count += 1
    return count


def draw_parchment(surface, rect: pygame.Rect, ui: float = 1.0) -> None:
    """A plain page, for a game without parchment art of its own."""
    pygame.draw.rect(surface, PARCHMENT, rect, border_radius=px(6, ui))
    pygame.draw.rect(surface, PARCHMENT_EDGE, rect, px(2, ui), border_radius=px(6, ui))
    inner = rect.inflate(-px(10, ui), -px(10, ui))
    pygame.draw.rect(surface, PARCHMENT_EDGE, inner, px(1, ui), border_radius=px(4, ui))


def open_pages(rect: pygame.Rect, ui: float = 1.0) -> tuple[pygame.Rect, pygame.Rect]:
    """The book open in ``rect``: the left page for what was read, the right for the ways on."""
    gap = px(10, ui)
    half = (rect.width - 3 * gap) // 2
    left = pygame.Rect(rect.left + gap, rect.top + gap, half, rect.height - 2 * gap)
    return left, pygame.Rect(left.right + gap, rect.top + gap, half, rect.height - 2 * gap)


def draw_reasons(surface, fonts, reasons: list[tuple[pygame.Rect, str]]) -> None:
    """Under each greyed way on, in red, why it is closed."""
    font, u = fonts.get(16), fonts.u
    for rect, reason in reasons:
        fitted = text.ellipsize(font, reason, max(u(8), rect.width - u(8)))
        text.draw(surface, font, fitted, palette.BLOOD, (rect.left + u(8), rect.bottom + u(2)))


def words_area(rect: pygame.Rect, ui: float = 1.0) -> pygame.Rect:
    """Where a page's words go."""
    return rect.inflate(-2 * px(PAD, ui), -2 * px(PAD, ui))


def draw_rows(surface, rows: list[tuple], area: pygame.Rect) -> int:
    """Rows from the top of ``area`` while they fit; returns how many were drawn."""
    y = area.top
    drawn = 0
    for font, words, colour in rows:
        step = font.get_linesize() + 1
        if y + step > area.bottom + 1:
            break
        if words:
            text.draw(surface, font, words, colour, (area.left, y))
        y += step
        drawn += 1
    return drawn


def draw_reading(
    surface, fonts, pages: list[dict], area: pygame.Rect, back: int
) -> tuple[int, int]:
    """The pages read so far, the latest at the foot of ``area`` and ``back`` rows turned back
    by the wheel; returns (rows above the first one shown, ``back`` kept within the pages)."""
    rows = lines(fonts, pages, area.width)
    room = rows_fitting(rows[::-1], area.height)
    back = min(back, max(0, len(rows) - room))
    start = max(0, len(rows) - room - back)
    draw_rows(surface, rows[start:], area)
    return start, back
