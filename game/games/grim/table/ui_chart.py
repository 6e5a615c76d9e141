"""The Element chart overlay: an 11x11 grid, attacking Element down the side, defending Element
across the top, each cell strong (+2), weak (-2), immune (no damage) or blank, straight from the
rules' elements module."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.scenes.common import draw_panel
from game.games.grim.rules.elements import ORDER, interaction
from game.games.grim.table.ui_cards import colour_of, font, ink_on

CELL = 40
HEAD = 86
PANEL = pygame.Rect(0, 0, HEAD + CELL * len(ORDER) + 28, HEAD + CELL * len(ORDER) + 84)
PANEL.center = (640, 372)
MARKS = {"strong": ("+2", palette.MOSS), "weak": ("-2", palette.EMBER_DARK), "immune": ("X", palette.INK)}


def draw_chart(surface: pygame.Surface, fonts) -> None:
    draw_panel(surface, PANEL, palette.EMBER)
    text.draw(surface, fonts.get("body", bold=True), "Element chart: attacking (rows) against defending (columns)",
              palette.EMBER, (PANEL.left + 14, PANEL.top + 10))
    left, top = PANEL.left + 14 + HEAD, PANEL.top + 36 + HEAD
    small = font(15, bold=True)
    for i, element in enumerate(ORDER):
        # column heads, written upward to fit
        label = text.render(small, element.title(), ink_on(element))
        head = pygame.Surface((HEAD - 4, CELL - 2), pygame.SRCALPHA)
        head.fill(colour_of(element))
        head.blit(label, (4, (CELL - 2 - label.get_height()) // 2))
        surface.blit(pygame.transform.rotate(head, 90), (left + i * CELL + 1, top - HEAD + 2))
        row = pygame.Rect(left - HEAD + 2, top + i * CELL + 1, HEAD - 4, CELL - 2)
        pygame.draw.rect(surface, colour_of(element), row)
        text.draw(surface, small, element.title(), ink_on(element), (row.left + 4, row.centery), "midleft")
        for j, defender in enumerate(ORDER):
            cell = pygame.Rect(left + j * CELL, top + i * CELL, CELL, CELL)
            result = interaction(element, defender)
            mark = MARKS.get(result)
            pygame.draw.rect(surface, mark[1] if mark else palette.PANEL, cell.inflate(-2, -2))
            if mark:
                text.draw(surface, fonts.get("body", bold=True), mark[0],
                          palette.BONE if result != "immune" else palette.BLOOD_BRIGHT, cell.center, "center")
    key = "+2 strong    -2 weak (against itself)    X immune: no damage    Click anywhere to close."
    text.draw(surface, fonts.small, key, palette.BONE, (PANEL.centerx, PANEL.bottom - 12), "midbottom")
