"""Verses set as a book: pages of parchment, each verse's title in bold and its paragraphs in
the journal's slanted hand, flowing down a page and on to the next. The journal's page and its
history both read through this; the wheel turns back through what does not fit."""

from __future__ import annotations

import pygame

from game.app import text
from game.games.tainted_grail.table import art
from game.games.tainted_grail.table import draw as D

TITLE_PX, HAND_PX = 21, 20
PAD = 18


def lines(fonts, pages: list[dict], width: int, last_full: bool = True) -> list[tuple]:
    """(font, words, colour) rows for ``pages``; every page but the last is in a fainter ink
    when ``last_full`` (the one being read stands out)."""
    out: list[tuple] = []
    title_font, hand = fonts.get(TITLE_PX, bold=True), D.italic(HAND_PX)
    for i, page in enumerate(pages):
        ink = D.INK if (i == len(pages) - 1 or not last_full) else D.INK_DIM
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


def draw_page(surface, scene, rect: pygame.Rect) -> pygame.Rect:
    """A blank page; returns where its words go."""
    D.blit(surface, scene, art.PAGE, rect)
    return rect.inflate(-2 * PAD, -2 * PAD)


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
