"""Grudge's choice lists, both the app's ChoiceList: the menu a click on a square, a target or a
bar button opens beside it (each row wrapped whole, what it would do in the detail box, the next
click there does it), and the list over the board when a prompt has more choices than the bar
holds (the loadout, the stats)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.widgets import Choice, ChoiceList
from game.games.grudge.table import ui_layout as L
from game.games.grudge.table.ui_commands import PASS_TYPES, describe, label_of, preview_of

MENU_W, MENU_MAX_H = 360, 420
ENDS_TURN = "This ends your turn."
# a Main Action answer that opens a second step rather than acting
NOT_FINAL = {"menu", "back"}


def ends_turn(command: dict, prompt_kind: str) -> bool:
    """Whether choosing ``command`` at this prompt ends the Warrior's turn (and can't be taken
    back once the monsters act): every Main Action but the ones that open a choice of squares."""
    return prompt_kind == "main_action" and command.get("type") not in NOT_FINAL


def detail_of(command: dict, prompt_kind: str) -> str:
    preview = preview_of(command)
    lines = [preview] if preview and preview != label_of(command) else []
    if ends_turn(command, prompt_kind):
        lines.append(ENDS_TURN)
    return "\n".join(lines) or "No preview: this is the whole choice."


def action_menu(anchor: pygame.Rect, title: str, commands: list[dict], prompt_kind: str,
                choose: Callable[[dict], Callable[[], None]], font: pygame.font.Font,
                ui: float = 1.0) -> ChoiceList:
    """A menu beside ``anchor``: one row per command with its whole label and preview (wrapped),
    what it does in the detail box. Esc or a click off it closes it; nothing is sent until a row
    is clicked."""
    choices = [Choice(describe(c), choose(c), style="danger" if c.get("type") in PASS_TYPES else "accent",
                      payload=c, detail=detail_of(c, prompt_kind)) for c in commands]
    lay = L.at(ui)
    menu = ChoiceList(pygame.Rect(0, 0, lay.u(MENU_W), lay.u(MENU_MAX_H)), title, choices, font,
                      max_height=lay.u(MENU_MAX_H), with_detail=True, ui=ui)
    menu.place_beside(anchor, lay.SCREEN)
    return menu


def choice_panel(commands: list[dict], prompt_kind: str, choose: Callable[[dict], Callable[[], None]],
                 font: pygame.font.Font, ui: float = 1.0) -> ChoiceList:
    """Every choice of a prompt too big for the bar, one per row over the board, "not now" last."""
    choices = [Choice(label_of(c), choose(c), tooltip=describe(c), payload=c,
                      style="danger" if c.get("type") in PASS_TYPES else "normal",
                      detail=detail_of(c, prompt_kind)) for c in commands]
    title = f"Choose one of {len(choices)}"
    told = any(preview_of(c) or ends_turn(c, prompt_kind) for c in commands)  # else no detail box
    panel = L.at(ui).CHOICE_PANEL
    return ChoiceList(panel, title, choices, font, max_height=panel.height, with_detail=told, ui=ui)
