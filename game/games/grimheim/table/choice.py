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


def fill(group: WidgetGroup, lay, choices: list[tuple[str, str, object]], cancel) -> None:
    """``choices``: (label, tooltip, on_click) per button; Cancel goes last, at the bottom.
    ``lay``: the layout at the scene's scale (layout.at)."""
    group.clear()
    u = lay.u
    rects = lay.action_rects(len(choices), lay.CHOICE, L.CHOICE_TITLE_H, CANCEL_H + 14)
    for rect, (label, tip, on_click) in zip(rects, choices, strict=False):
        group.add(Button(rect, label, on_click, size="small", style="accent", tooltip=tip))
    bottom = pygame.Rect(lay.CHOICE.left + u(10), lay.CHOICE.bottom - u(CANCEL_H + 8), u(160),
                         u(CANCEL_H))
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
    choice = L.at(fonts.ui).CHOICE
    draw_panel(surface, choice, palette.EMBER, ui=fonts.ui)
    panels.title(surface, fonts, choice, title)
    group.draw(surface, fonts, tooltips=False)
