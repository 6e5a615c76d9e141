"""The Element chart overlay: an 11x11 grid, attacking Element down the side, defending Element
across the top, each cell strong (+2), weak (-2), immune (no damage) or blank, straight from the
rules' elements module. Drawn at the scale of the fonts it is given (``fonts.ui``)."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.scenes.common import draw_panel
from game.app.units import rect as unit_rect
from game.games.grim.rules.elements import ORDER, interaction
from game.games.grim.table.ui_cards import colour_of, font, ink_on

CELL = 40
HEAD = 86
PANEL = pygame.Rect(0, 0, HEAD + CELL * len(ORDER) + 28, HEAD + CELL * len(ORDER) + 84)
PANEL.center = (640, 372)
MARKS = {"strong": ("+2", palette.MOSS), "weak": ("-2", palette.EMBER_DARK), "immune": ("X", palette.INK)}


def draw_chart(surface: pygame.Surface, fonts) -> None:
    u, panel = fonts.u, unit_rect(PANEL, fonts.ui)
    cell_w, head_w = u(CELL), u(HEAD)
    draw_panel(surface, panel, palette.EMBER, ui=fonts.ui)
    text.draw(surface, fonts.get("body", bold=True), "Element chart: attacking (rows) against defending (columns)",
              palette.EMBER, (panel.left + u(14), panel.top + u(10)))
    left, top = panel.left + u(14) + head_w, panel.top + u(36) + head_w
    small = font(15 * fonts.ui, bold=True)
    for i, element in enumerate(ORDER):
        # column heads, written upward to fit
        label = text.render(small, element.title(), ink_on(element))
        head = pygame.Surface((head_w - u(4), cell_w - u(2)), pygame.SRCALPHA)
        head.fill(colour_of(element))
        head.blit(label, (u(4), (cell_w - u(2) - label.get_height()) // 2))
        surface.blit(pygame.transform.rotate(head, 90), (left + i * cell_w + u(1), top - head_w + u(2)))
        row = pygame.Rect(left - head_w + u(2), top + i * cell_w + u(1), head_w - u(4), cell_w - u(2))
        pygame.draw.rect(surface, colour_of(element), row)
        text.draw(surface, small, element.title(), ink_on(element), (row.left + u(4), row.centery), "midleft")
        for j, defender in enumerate(ORDER):
            cell = pygame.Rect(left + j * cell_w, top + i * cell_w, cell_w, cell_w)
            result = interaction(element, defender)
            mark = MARKS.get(result)
            pygame.draw.rect(surface, mark[1] if mark else palette.PANEL, cell.inflate(-u(2), -u(2)))
            if mark:
                text.draw(surface, fonts.get("body", bold=True), mark[0],
                          palette.BONE if result != "immune" else palette.BLOOD_BRIGHT, cell.center, "center")
    key = "+2 strong    -2 weak (against itself)    X immune: no damage    Click anywhere to close."
    text.draw(surface, fonts.small, key, palette.BONE, (panel.centerx, panel.bottom - u(12)), "midbottom")
