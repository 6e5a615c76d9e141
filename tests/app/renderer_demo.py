"""Every shared renderer on one screen (cards, card row, grid marks, trackers, dice, log,
tooltip, placeholder sprite), for looking at them and for the renderer smoke test."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.render.card import draw_card, draw_card_zoom
from game.app.render.card_row import CardRow
from game.app.render.dice import draw_die
from game.app.render.grid import Grid, GridMarks
from game.app.render.tracker import draw_tracker
from game.app.scenes.common import draw_backdrop
from game.app.widgets import Button, LogPanel, draw_tooltip


def draw_demo(ctx, surface: pygame.Surface) -> None:
    fonts = ctx.fonts
    draw_backdrop(surface)
    grid = Grid((20, 20), 8, 8, 52)
    grid.draw_board(surface)
    ctx.sheets.draw(surface, "grudge:warrior", grid.square_rect((1, 6)))
    grid.draw_marks(surface, GridMarks(legal=[(1, 5), (2, 5), (1, 4)], targets=[[5, 2]], selected=(1, 6),
                                       hover=(2, 5), lines=[((1, 6), (5, 2))]))
    row = CardRow((460, 20, 560, 150))
    row.draw(surface, ["AS", "10H", {"rank": 12, "suit": "clubs"}, "KD", "JOKER", "7C"], selected={1},
             disabled={4}, hovered=2)
    hand = CardRow((460, 190, 300, 150))
    hand.draw(surface, [None] * 7, face_up=False)
    draw_card(surface, (800, 190, 100, 140), "JS")
    draw_card(surface, (920, 190, 100, 140), {"name": "Goblin Boss"})
    draw_tracker(surface, fonts, (460, 370), "Health", 4, 5)
    draw_tracker(surface, fonts, (460, 405), "Notches", 7, 10, style="notches", colour=palette.EMBER)
    draw_tracker(surface, fonts, (460, 440), "Luckstones", 2, style="number", colour=palette.EMBER_GLOW)
    for i in range(1, 7):
        draw_die(surface, (460 + (i - 1) * 62, 490, 52, 52), i)
    draw_die(surface, (840, 490, 52, 52), 7, sides=8, font=fonts.large, label_font=fonts.small, highlight=True)
    log = LogPanel((1040, 20, 220, 330))
    log.set_lines([f"Line {i}: the goblin steps closer to the fire." for i in range(12)])
    log.draw(surface, fonts)
    Button((460, 570, 180, 44), "Attack", tooltip="x").draw(surface, fonts)
    b = Button((660, 570, 180, 44), "Hovered", style="accent")
    b.hovered = True
    b.draw(surface, fonts)
    Button((860, 570, 180, 44), "Disabled", enabled=False).draw(surface, fonts)
    draw_tooltip(surface, fonts.small, "Moves the Warrior two squares north; the spear goblin can reach you there.",
                 (640, 600))
    draw_card_zoom(surface, "QH", (1100, 520))
    text.draw(surface, fonts.small, "renderer demo", palette.BONE_DIM, (20, 700))
