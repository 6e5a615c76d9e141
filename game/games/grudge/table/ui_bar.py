"""The action bar: every command without a square, a board target or a card becomes a button,
grouped (moves, items, spells...) with the "not now" answers apart at the right end. When a
prompt has more choices than the bar holds (the loadout, the stats) build_bar says so and the
scene lists them over the board instead (ui_menu.choice_panel). A label too long for its button
is cut short there and shown whole in the button's tooltip."""
from __future__ import annotations

from typing import Callable

import pygame

from game.app.widgets import Button
from game.games.grudge.table import ui_layout as L
from game.games.grudge.table.ui_commands import describe, group_of, label_of, preview_of

GAP, MIN_W, MAX_W = 6, 90, 300


def _width(fonts, label: str) -> int:
    u = fonts.u
    return max(u(MIN_W), min(u(MAX_W), fonts.get("small").size(label)[0] + u(24)))


def _tip(fonts, command: dict, ends: bool) -> str:
    """The whole label when the button cuts it, what it would do, and whether it ends the turn."""
    label = label_of(command)
    cut = fonts.get("small").size(label)[0] + fonts.u(24) > fonts.u(MAX_W)
    lines = [describe(command)] if preview_of(command) or cut else []
    if ends:
        lines.append("This ends your turn: a click asks first.")
    return "\n".join(lines)


def build_bar(fonts, commands: list[dict], passes: list[dict],
              choose: Callable[[dict, pygame.Rect], Callable[[], None]],
              ends: Callable[[dict], bool] = lambda c: False) -> tuple[list[Button], bool]:
    """Buttons for the bar, or ([], True) when they don't fit and belong in a list over the board.
    ``choose(command, rect)`` gives a button's action; ``ends(command)`` says if it ends the turn."""
    bar, u = L.at(fonts.ui).BAR, fonts.u  # at the scale the fonts carry
    labels = [label_of(c) for c in commands + passes]
    total = sum(_width(fonts, lab) + u(GAP) for lab in labels)
    if total > bar.width - u(16):
        return [], True
    buttons = []
    x, y, h = bar.left + u(8), bar.top + u(4), bar.height - u(8)
    last_group = None
    for command in commands:
        group = group_of(command)
        if last_group is not None and group != last_group:
            x += u(10)  # a small gap between groups
        last_group = group
        w = _width(fonts, label_of(command))
        rect = pygame.Rect(x, y, w, h)
        buttons.append(Button(rect, label_of(command), choose(command, rect), tooltip=_tip(fonts, command, ends(command)),
                              size="small", style="accent" if group == "Choose" else "normal"))
        x += w + u(GAP)
    right = bar.right - u(8)
    for command in reversed(passes):
        w = _width(fonts, label_of(command))
        right -= w
        rect = pygame.Rect(right, y, w, h)
        buttons.append(Button(rect, label_of(command), choose(command, rect), tooltip=_tip(fonts, command, ends(command)),
                              size="small", style="danger"))
        right -= u(GAP)
    return buttons, False
