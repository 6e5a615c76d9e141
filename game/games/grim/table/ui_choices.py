"""GRIM's two choice lists, both the app's ChoiceList: the side list beside the board for the
choices that name no card or Grim on the table (a deck, a Heal, a Spirit Bonus, "not now"), and
the menu a click on a card or a Grim opens beside it, which says what each choice would do and
waits for a second click (nothing on the table commits on one click). Both are built at ``ui``
window pixels per layout unit (the font given is at that size already)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.palette import mark_letters
from game.app.units import px
from game.app.widgets import Choice, ChoiceList
from game.games.grim.rules.elements import ORDER
from game.games.grim.table import ui_layout as L
from game.games.grim.table.ui_cards import colour_of, is_bond
from game.games.grim.table.ui_commands import PASS_TYPES, describe, label_of, once, preview_text
from game.games.grim.table.ui_tips import bond_summary

MENU_MAX_H = 440


def _swatch(command: dict):
    element = command.get("element") or command.get("afterworld")
    return colour_of(element) if isinstance(element, str) and element in ORDER else None


def _mark(command: dict) -> str:
    """The Element's letters beside its swatch, for the colour-blind-safe palette."""
    return mark_letters(command.get("element") or command.get("afterworld")) if _swatch(command) else ""


def side_list(commands: list[dict], passes: list[dict], choose: Callable[[dict], Callable[[], None]],
              names: dict[int, str], font: pygame.font.Font, ui: float = 1.0) -> ChoiceList:
    """Every choice of the prompt that is not a click on the table, the "not now" ones last."""
    choices = [Choice(label_of(c), choose(c), tooltip=describe(c, names), swatch=_swatch(c), mark=_mark(c), payload=c,
                      style="danger" if c.get("type") in PASS_TYPES else "normal")
               for c in once(commands + passes)]
    count = len(choices)
    title = f"Choose one of {count}" if count > 1 else "Choose"
    rect = L.at(ui).SIDE_LIST
    return ChoiceList(rect, title, choices, font, max_height=rect.height, ui=ui)


def menu_detail(group: list[dict], names: dict[int, str], hand: dict[str, dict]) -> str:
    """What the choice would do: its preview (the cost, the damage each Target takes), and for a
    Bond from the hand what the Bond is."""
    lines = []
    if len(group) == 1:
        lines.append(preview_text(group[0], names))
        card = hand.get(str(group[0].get("card")))
        if is_bond(card):
            lines.append(bond_summary(card or {}))
    else:
        lines += [describe(c, names).replace("\n", ": ", 1) for c in group[:3]]
        if len(group) > 3:
            lines.append(f"...and {len(group) - 3} more")
    return "\n".join(line for line in lines if line) or "No preview: this is the whole choice."


def card_menu(anchor: pygame.Rect, title: str, entries: list[tuple[str, list[dict], Callable[[], None]]],
              names: dict[int, str], hand: dict[str, dict], cancel: Callable[[], None],
              font: pygame.font.Font, ui: float = 1.0) -> ChoiceList:
    """A menu beside ``anchor`` (the card clicked): one row per entry, then Cancel. What a row
    would do shows in the menu's detail box, not in a tooltip over it. ``hand`` maps
    the hand's card ids to their cards, to say what a Bond played from it does."""
    choices = [Choice(title_, action, style="accent", payload=group, detail=menu_detail(group, names, hand))
               for title_, group, action in entries]
    choices.append(Choice("Cancel (Esc)", cancel, tooltip="Close this menu; nothing happens."))
    lay = L.at(ui)
    rect = pygame.Rect(0, 0, lay.MENU_W, px(MENU_MAX_H, ui))
    menu = ChoiceList(rect, title, choices, font, max_height=rect.height, with_detail=True, ui=ui)
    menu.place_beside(anchor, lay.SCREEN)
    return menu
