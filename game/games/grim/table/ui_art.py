"""Which picture of the grim sheet (assets/sheets/grim, drawn by tools/art_grim.py) shows a
card, and that picture fitted into a box on an Element-tinted backdrop. A card with no sprite
gets the backdrop and its Element's name, so a missing picture is plain to see but harmless."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.assets import Sheets
from game.app.units import px

SHEET = "grim"
_SHEETS: list[Sheets] = []  # loaded on first use, shared by every card face


def sprite_name(card: dict | None) -> str | None:
    """The sprite a card's picture is: a Grim by its id, an Afterworld or a Grimlord by Element."""
    if not card:
        return None
    element = str(card.get("element") or "")
    if card.get("kind") == "afterworld":
        return f"afterworld_{element}" if element else None
    if card.get("kind") == "grimlord":
        return f"grimlord_{element}" if element else None
    key = str(card.get("id") or "").split("@")[0]
    return key or None


def sheets() -> Sheets:
    if not _SHEETS:
        _SHEETS.append(Sheets())
    return _SHEETS[0]


def fitted_sprite(name: str | None, box: tuple[int, int]) -> pygame.Surface | None:
    """The sprite scaled to fit inside ``box`` keeping its shape, or None if the sheet lacks it."""
    sheet = sheets()[SHEET]
    if not name or not sheet.has(name):
        return None
    w, h = sheet.atlas[name][2:]
    k = min(box[0] / w, box[1] / h)
    return sheet.scaled(name, (max(1, round(w * k)), max(1, round(h * k))))


def draw_picture(
    surface: pygame.Surface,
    rect: pygame.Rect,
    card: dict,
    colour,
    label_font: pygame.font.Font,
    fill: bool = False,
    ui: float = 1.0,
) -> None:
    """The card's picture in ``rect``: a backdrop in the Element's colour, the sprite centred on it
    (``fill``: a landscape stretched to the whole box), or the Element's name if there is none.
    The sprite is cut at the box's pixel size; ``ui`` sizes the frame's corners and edge."""
    rect = pygame.Rect(rect)
    radius = px(4, ui)
    pygame.draw.rect(surface, tuple(int(c * 0.35 + 20) for c in colour), rect, border_radius=radius)
    for step in range(3):  # a soft light from behind, brightest in the middle
        glow = pygame.Rect(
            0, 0, rect.width * (9 - 2 * step) // 10, rect.height * (9 - 2 * step) // 10
        )
        glow.center = rect.center
        pygame.draw.ellipse(
            surface, tuple(int(c * (0.42 + 0.08 * step) + 22 + 6 * step) for c in colour), glow
        )
    name = sprite_name(card)
    sheet = sheets()[SHEET]
    picture = (
        sheet.scaled(name, rect.size)
        if fill and name and sheet.has(name)
        else fitted_sprite(name, rect.size)
    )
    if picture is not None:
        surface.blit(picture, picture.get_rect(center=rect.center))
    else:
        label = str(card.get("element") or "?").title()
        text.draw(surface, label_font, label, palette.BONE_DIM, rect.center, "center")
    pygame.draw.rect(surface, palette.INK, rect, max(1, px(1, ui)), border_radius=radius)
