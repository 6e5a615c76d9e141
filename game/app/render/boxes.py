"""Boxes in a panel: equal columns, rows from the top, a grid row by row. Screens lay out their
buttons and cards with these."""

from __future__ import annotations

import pygame

GAP = 8


def columns(area: pygame.Rect, count: int, gap: int = GAP) -> list[pygame.Rect]:
    """``count`` equal columns filling ``area``."""
    if count <= 0:
        return []
    width = (area.width - gap * (count - 1)) // count
    return [
        pygame.Rect(area.left + i * (width + gap), area.top, width, area.height)
        for i in range(count)
    ]


def rows(area: pygame.Rect, count: int, height: int, gap: int = GAP) -> list[pygame.Rect]:
    """``count`` rows of ``height`` from the top of ``area`` (those that fit)."""
    out = []
    for i in range(count):
        top = area.top + i * (height + gap)
        if top + height > area.bottom:
            break
        out.append(pygame.Rect(area.left, top, area.width, height))
    return out


def grid(
    area: pygame.Rect, count: int, cols: int, height: int, gap: int = GAP
) -> list[pygame.Rect]:
    """``count`` boxes in ``cols`` columns, row by row."""
    width = (area.width - gap * (cols - 1)) // cols
    return [
        pygame.Rect(
            area.left + (i % cols) * (width + gap),
            area.top + (i // cols) * (height + gap),
            width,
            height,
        )
        for i in range(count)
    ]
