"""Verses set as a book (the app's journal pages, game/app/book.py) on Tainted Grail's own
parchment. The journal's page and its history both read through this; the wheel turns back
through what does not fit."""

from __future__ import annotations

import pygame

from game.app.book import HAND_PX, PAD, TITLE_PX, draw_rows, lines, rows_fitting, words_area
from game.games.tainted_grail.table import art
from game.games.tainted_grail.table import draw as D

__all__ = ["HAND_PX", "PAD", "TITLE_PX", "draw_page", "draw_rows", "lines", "rows_fitting"]


def draw_page(surface, scene, rect: pygame.Rect) -> pygame.Rect:
    """A blank page; returns where its words go (at the scene's scale)."""
    D.blit(surface, scene, art.PAGE, rect)
    return words_area(rect, scene.ui_scale)
