"""The action bar: every command without a square, a board target or a card becomes a button,
grouped (moves, items, spells...) with the "not now" answers apart at the right end. When a
prompt has more choices than the bar holds (the loadout, the stats) they fill a panel over the
board instead."""
from __future__ import annotations

from typing import Callable

import pygame

from game.app.widgets import Button
from game.games.grudge.table import ui_layout as L
from game.games.grudge.table.ui_commands import describe, group_of, label_of, preview_of

GAP, MIN_W, MAX_W = 6, 90, 300
PANEL_BUTTON_H = 38


def _width(fonts, label: str) -> int:
    return max(MIN_W, min(MAX_W, fonts.get("small").size(label)[0] + 24))


def _tip(command: dict) -> str:
    preview = preview_of(command)
    return describe(command) if preview else ""


def build_bar(fonts, commands: list[dict], passes: list[dict],
              choose: Callable[[dict], Callable[[], None]]) -> tuple[list[Button], bool]:
    """Buttons for the bar; the bool says they went to the big panel over the board."""
    labels = [label_of(c) for c in commands + passes]
    total = sum(_width(fonts, lab) + GAP for lab in labels)
    if total > L.BAR.width - 16:
        return _panel(fonts, commands + passes, choose), True
    buttons = []
    x, y, h = L.BAR.left + 8, L.BAR.top + 4, L.BAR.height - 8
    last_group = None
    for command in commands:
        group = group_of(command)
        if last_group is not None and group != last_group:
            x += 10  # a small gap between groups
        last_group = group
        w = _width(fonts, label_of(command))
        buttons.append(Button((x, y, w, h), label_of(command), choose(command), tooltip=_tip(command),
                              size="small", style="accent" if group == "Choose" else "normal"))
        x += w + GAP
    right = L.BAR.right - 8
    for command in reversed(passes):
        w = _width(fonts, label_of(command))
        right -= w
        buttons.append(Button((right, y, w, h), label_of(command), choose(command), tooltip=_tip(command),
                              size="small", style="danger"))
        right -= GAP
    return buttons, False


def _panel(fonts, commands: list[dict], choose) -> list[Button]:
    area = L.CHOICE_PANEL.inflate(-24, -56).move(0, 20)
    cols = 3 if len(commands) > 16 else 2 if len(commands) > 8 else 1
    col_w = (area.width - GAP * (cols - 1)) // cols
    buttons = []
    for i, command in enumerate(commands):
        row, col = divmod(i, cols)
        rect = pygame.Rect(area.left + col * (col_w + GAP), area.top + row * (PANEL_BUTTON_H + 4), col_w,
                           PANEL_BUTTON_H)
        if rect.bottom > area.bottom + 20:
            break
        buttons.append(Button(rect, label_of(command), choose(command), tooltip=describe(command), size="small"))
    return buttons
