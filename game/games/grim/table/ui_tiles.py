"""Building a Coven at set-up: a long list of Grim to pick from, shown as a grid of small tiles
over the (still empty) table, one column per Element. Every other choice is in the side list
(ui_choices). The grid is laid out at ``ui`` window pixels per layout unit; a tile draws at
the scale of the fonts it is handed."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.widgets import Button
from game.games.grim.rules import content
from game.games.grim.rules.elements import ORDER
from game.games.grim.table import ui_layout as L
from game.games.grim.table.ui_cards import colour_of, fitted, font, ink_on
from game.games.grim.table.ui_commands import describe

CARD_CHOICES = {"coven_pick", "protect", "banish"}   # building a Coven: a grid of Grim not yet in play
TILE_MAX_W = 120


def wants_tiles(commands: list[dict]) -> bool:
    return bool(commands) and all(c.get("card") and c.get("type") in CARD_CHOICES for c in commands)


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
        u, ui = fonts.u, fonts.ui
        element = card_element(self.key)
        fill = colour_of(element) if not self.hovered else tuple(min(255, c + 40) for c in colour_of(element))
        pygame.draw.rect(surface, fill, self.rect, border_radius=u(6))
        pygame.draw.rect(surface, palette.EMBER_GLOW if self.hovered else palette.INK, self.rect, u(2),
                         border_radius=u(6))
        # a tall tile has room for a two-line name and the stats; a short one keeps to one line each
        words = self.label.split()
        tall = self.rect.height >= u(48) and len(words) > 1
        lines = [" ".join(words[:-1]), words[-1]] if tall else [self.label]
        ink = ink_on(element)
        for i, line in enumerate(lines):
            f = fitted(line, self.rect.width - u(8), 16 * ui, 10 * ui)
            text.draw(surface, f, line, ink, (self.rect.centerx, self.rect.top + u(4) + i * u(15)), "midtop")
        if self.rect.height < u(34):
            return
        try:
            card = content.grim(str(self.key).split("@")[0])
            stats = f"HP {card['health']}  Spd {card['speed']}"
        except (KeyError, ValueError):
            stats = ""
        text.draw(surface, font(14 * ui), stats, ink, (self.rect.centerx, self.rect.bottom - u(3)), "midbottom")


def tile_panel(tiles: list[tuple[Button, dict]], ui: float = 1.0) -> pygame.Rect:
    """The panel behind the tiles: a tall grid covers the hand too."""
    lay = L.at(ui)
    tall = max((b.rect.bottom for b, _ in tiles), default=0) > lay.CHOICE_PANEL.bottom
    return lay.TILE_PANEL if tall else lay.CHOICE_PANEL


def build_tiles(commands: list[dict], choose, names, ui: float = 1.0) -> list[tuple[Button, dict]]:
    """A long list of cards (building a Coven): one column per Element, one small tile per Grim."""
    lay = L.at(ui)
    u = lay.u
    columns: dict[str, list[dict]] = {}
    for command in commands:
        columns.setdefault(card_element(command["card"]), []).append(command)
    order = [e for e in ORDER if e in columns] + [e for e in columns if e not in ORDER]
    tallest = max(len(v) for v in columns.values())
    panel = lay.TILE_PANEL if tallest > 8 else lay.CHOICE_PANEL  # a short list leaves the hand in sight
    area = panel.inflate(-u(12), -u(48)).move(0, u(18))
    gap = u(4)
    col_w = min(u(TILE_MAX_W), (area.width - gap * (len(order) - 1)) // max(1, len(order)))
    h = max(u(20), min(u(50), (area.height + gap) // tallest - gap))
    area.left = area.centerx - (col_w * len(order) + gap * (len(order) - 1)) // 2
    out = []
    for col, element in enumerate(order):
        for row, command in enumerate(columns[element]):
            rect = pygame.Rect(area.left + col * (col_w + gap), area.top + row * (h + gap), col_w, h)
            out.append((CardTile(rect, str(command["card"]), choose(command), describe(command, names)), command))
    return out
