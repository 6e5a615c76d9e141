"""The end of the run, drawn over the board: victory or defeat and what the run achieved."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.scenes.common import draw_panel
from game.games.grudge.table import ui_layout as L


def result_lines(outcome: dict) -> tuple[str, list[str]]:
    won = str(outcome.get("result", "")).lower() == "victory"
    title = "Victory! The grudge is settled." if won else "Defeat. The Warrior has fallen."
    lines = [f"Rooms cleared: {outcome.get('rooms_cleared', 0)}",
             f"Monsters defeated: {outcome.get('monsters_defeated', 0)}",
             f"Luckstones to bank: {outcome.get('luckstones', 0)}"]
    return title, lines


def draw_result(surface: pygame.Surface, fonts, outcome: dict, view: dict) -> None:
    title, lines = result_lines(outcome)
    won = title.startswith("Victory")
    u = fonts.u  # at the scale the fonts carry
    box = pygame.Rect(0, 0, u(420), u(190))
    box.center = L.at(fonts.ui).BOARD.center
    draw_panel(surface, box, palette.MOSS_BRIGHT if won else palette.BLOOD_BRIGHT, ui=fonts.ui)
    text.draw(surface, fonts.large, title, palette.EMBER_GLOW if won else palette.BLOOD_BRIGHT,
              (box.centerx, box.top + u(20)), "midtop")
    y = box.top + u(70)
    for line in lines:
        text.draw(surface, fonts.body, line, palette.BONE, (box.centerx, y), "midtop")
        y += u(30)
