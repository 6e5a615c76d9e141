"""The choice panel a click on the battlefield or a Fate die opens: a titled panel over the
actions and the log listing what can be done there, each with its cost or odds, and Cancel.
It sits beside the board, so it never hides the models or the readout of the square."""

from __future__ import annotations

import pygame

from game.app import palette
from game.app.scenes.common import draw_panel
from game.app.widgets import Button, WidgetGroup
from game.games.grimheim.table import layout as L
from game.games.grimheim.table import panels

CANCEL_H = 34


def fill(group: WidgetGroup, choices: list[tuple[str, str, object]], cancel) -> None:
    """``choices``: (label, tooltip, on_click) per button; Cancel goes last, at the bottom."""
    group.clear()
    rects = L.action_rects(len(choices), L.CHOICE, L.CHOICE_TITLE_H, CANCEL_H + 14)
    for rect, (label, tip, on_click) in zip(rects, choices, strict=False):
        group.add(Button(rect, label, on_click, size="small", style="accent", tooltip=tip))
    bottom = pygame.Rect(L.CHOICE.left + 10, L.CHOICE.bottom - CANCEL_H - 8, 160, CANCEL_H)
    group.add(
        Button(
            bottom,
            "Cancel (Esc)",
            cancel,
            size="small",
            tooltip="Close this panel and choose something else.",
        )
    )


def draw(surface, fonts, title: str, group: WidgetGroup) -> None:
    draw_panel(surface, L.CHOICE, palette.EMBER)
    panels.title(surface, fonts, L.CHOICE, title)
    group.draw(surface, fonts, tooltips=False)
