"""Where everything sits on GRIMLORE's 1280x720 table, in one place.

+-- prompt ----------------------------------------+ Computer | Party | Undo | Redo | Menu +
|                                                  | the party's pools                       |
|   MAIN: the screen of the moment (roster, sheet, | the characters (energy, Destiny, tested) |
|   journey, settlement, battlemat, session end)   | choices not on the screen itself         |
|                                                  |                                          |
+-- dice as rolled (black and red, 6s counted) ----+ log                                      |
+--------------------------------------------------+------------------------------------------+
"""

from __future__ import annotations

import pygame

SCREEN = pygame.Rect(0, 0, 1280, 720)
PROMPT = pygame.Rect(8, 4, 600, 42)
ADVICE = pygame.Rect(616, 8, 180, 34)
PARTY = pygame.Rect(804, 8, 150, 34)
UNDO = pygame.Rect(962, 8, 96, 34)
REDO = pygame.Rect(1066, 8, 96, 34)
MENU = pygame.Rect(1170, 8, 102, 34)

MAIN = pygame.Rect(8, 54, 872, 560)
TRAY = pygame.Rect(8, 622, 872, 94)

SIDE_X, SIDE_W = 888, 384
POOLS = pygame.Rect(SIDE_X, 54, SIDE_W, 70)
CREW = pygame.Rect(SIDE_X, 130, SIDE_W, 176)
ACTIONS = pygame.Rect(SIDE_X, 312, SIDE_W, 262)
LOG = pygame.Rect(SIDE_X, 580, SIDE_W, 136)

BUTTON_H = 30
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
