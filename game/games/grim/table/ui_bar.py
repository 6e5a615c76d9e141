"""The action bar: legal commands that name no card or Grim on the table become buttons, the
"not now" answers apart at the right end. When they don't fit (eleven decks, a search through a
deck) they fill a panel over the table instead."""
from __future__ import annotations

from typing import Callable

import pygame

from game.app import palette, text
from game.app.widgets import Button
from game.games.grim.rules import content
from game.games.grim.table import ui_layout as L
from game.games.grim.rules.elements import ORDER
from game.games.grim.table.ui_cards import colour_of, fitted, font, ink_on
from game.games.grim.table.ui_commands import describe, label_of

GAP, MIN_W, MAX_W = 6, 90, 320
CARD_CHOICES = {"coven_pick", "protect", "banish", "search"}   # choices among Grim not on the table
TILE_MAX_W = 120
PANEL_BUTTON_H = 34


def _width(fonts, label: str) -> int:
    return max(MIN_W, min(MAX_W, fonts.small.size(label)[0] + 24))


def build_bar(fonts, commands: list[dict], passes: list[dict], choose: Callable[[dict], Callable[[], None]],
              names: dict[int, str]) -> tuple[list[tuple[Button, dict]], str]:
    """(button, command) pairs and where they went: "bar", "panel" (over the table) or "tiles"
    (a card grid over the table and the hand)."""
    total = sum(_width(fonts, label_of(c)) + GAP for c in commands + passes)
    if commands and all(c.get("card") and c.get("type") in CARD_CHOICES for c in commands):
        return _tiles(commands, choose, names) + _panel(passes, choose, names), "tiles"
    if total > L.BAR.width - 16:
        return _panel(commands + passes, choose, names), "panel"
    out = []
    x, y, h = L.BAR.left + 8, L.BAR.top + 4, L.BAR.height - 8
    for command in commands:
        w = _width(fonts, label_of(command))
        out.append((Button((x, y, w, h), label_of(command), choose(command), tooltip=describe(command, names),
                           size="small", style="accent"), command))
        x += w + GAP
    right = L.BAR.right - 8
    for command in reversed(passes):
        w = _width(fonts, label_of(command))
        right -= w
        out.append((Button((right, y, w, h), label_of(command), choose(command), tooltip=describe(command, names),
                           size="small", style="danger"), command))
        right -= GAP
    return out, "bar"


class ElementButton(Button):
    """A choice naming an Element (a deck, an Afterworld, a Grimlord): a swatch of its colour first."""

    def __init__(self, rect, label: str, element: str, on_click, tooltip: str) -> None:
        super().__init__(rect, label, on_click, tooltip=tooltip, size="small")
        self.element = element

    def draw(self, surface, fonts) -> None:
        super().draw(surface, fonts)
        swatch = pygame.Rect(self.rect.left + 6, self.rect.top + 5, 14, self.rect.height - 10)
        pygame.draw.rect(surface, colour_of(self.element), swatch, border_radius=3)


def _panel(commands: list[dict], choose, names) -> list[tuple[Button, dict]]:
    area = L.CHOICE_PANEL.inflate(-24, -56).move(0, 20)
    cols = 3 if len(commands) > 20 else 2 if len(commands) > 9 else 1
    col_w = (area.width - GAP * (cols - 1)) // cols
    rows = -(-len(commands) // cols)
    h = max(22, min(PANEL_BUTTON_H, (area.height + 4) // max(1, rows) - 4))
    out = []
    for i, command in enumerate(commands):
        col, row = divmod(i, rows)
        rect = pygame.Rect(area.left + col * (col_w + GAP), area.top + row * (h + 4), col_w, h)
        element = command.get("element")
        if isinstance(element, str) and element in ORDER:
            button = ElementButton(rect, label_of(command), element, choose(command), describe(command, names))
        else:
            button = Button(rect, label_of(command), choose(command), tooltip=describe(command, names), size="small",
                            style="danger" if command.get("type") in ("pass", "no_draw") else "normal")
        out.append((button, command))
    return out


def card_element(key: str) -> str:
    return str(key).split("@")[0].split("_")[0]


def short_name(key: str) -> str:
    try:
        return str(content.grim(str(key).split("@")[0])["name"]).removeprefix("The ")
    except (KeyError, ValueError):
        return str(key)


class CardTile(Button):
    """A Grim as a small tile: its Element's colour, its name on up to two lines, Health and Speed."""

    def __init__(self, rect, key: str, on_click, tooltip: str) -> None:
        super().__init__(rect, short_name(key), on_click, tooltip=tooltip, size="small")
        self.key = key

    def draw(self, surface, fonts) -> None:
        element = card_element(self.key)
        fill = colour_of(element) if not self.hovered else tuple(min(255, c + 40) for c in colour_of(element))
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        pygame.draw.rect(surface, palette.EMBER_GLOW if self.hovered else palette.INK, self.rect, 2, border_radius=6)
        # a tall tile has room for a two-line name and the stats; a short one keeps to one line each
        words = self.label.split()
        tall = self.rect.height >= 48 and len(words) > 1
        lines = [" ".join(words[:-1]), words[-1]] if tall else [self.label]
        ink = ink_on(element)
        for i, line in enumerate(lines):
            f = fitted(line, self.rect.width - 8, 16, 10)
            text.draw(surface, f, line, ink, (self.rect.centerx, self.rect.top + 4 + i * 15), "midtop")
        if self.rect.height < 34:
            return
        try:
            card = content.grim(str(self.key).split("@")[0])
            stats = f"HP {card['health']}  Spd {card['speed']}"
        except (KeyError, ValueError):
            stats = ""
        text.draw(surface, font(14), stats, ink, (self.rect.centerx, self.rect.bottom - 3), "midbottom")


def _tiles(commands: list[dict], choose, names) -> list[tuple[Button, dict]]:
    """A long list of cards (building a Coven): one column per Element, one small tile per Grim."""
    columns: dict[str, list[dict]] = {}
    for command in commands:
        columns.setdefault(card_element(command["card"]), []).append(command)
    order = [e for e in ORDER if e in columns] + [e for e in columns if e not in ORDER]
    tallest = max(len(v) for v in columns.values())
    panel = L.TILE_PANEL if tallest > 8 else L.CHOICE_PANEL  # a short list leaves the hand in sight
    area = panel.inflate(-12, -48).move(0, 18)
    col_w = min(TILE_MAX_W, (area.width - 4 * (len(order) - 1)) // max(1, len(order)))
    h = max(20, min(50, (area.height + 4) // tallest - 4))
    area.left = area.centerx - (col_w * len(order) + 4 * (len(order) - 1)) // 2
    out = []
    for col, element in enumerate(order):
        for row, command in enumerate(columns[element]):
            rect = pygame.Rect(area.left + col * (col_w + 4), area.top + row * (h + 4), col_w, h)
            out.append((CardTile(rect, str(command["card"]), choose(command), describe(command, names)), command))
    return out
