"""GRIM's cards drawn by us: a Grim (element band, name, its picture, Health, Speed, two Attacks
with a dot for each Synergy; the zoom adds the Attack and Passive texts and the flavour), a Bond
(an Element or a Spirit), an Afterworld or a Grimlord (name, picture, rule), and a face-down
back. Pictures come from ui_art. Faces are cached by what they show."""
from __future__ import annotations

import pygame

from game.app import fonts, palette, text
from game.app.palette import mark_letters
from game.app.render.card import card_surface
from game.app.render.mark import draw_letter
from game.games.grim.table.ui_art import draw_picture

ELEMENT_COLOURS = {
    "water": (52, 104, 176), "fire": (196, 70, 36), "plant": (70, 140, 60), "earth": (132, 96, 56),
    "electric": (210, 180, 40), "wind": (120, 176, 170), "light": (226, 210, 150), "dark": (70, 50, 90),
    "ghost": (120, 110, 170), "psychic": (196, 80, 150), "poison": (120, 60, 150), "spirit": (200, 200, 210),
}
LIGHT_BANDS = {"electric", "light", "wind", "spirit"}   # dark ink reads better on these
_CACHE: dict[tuple, pygame.Surface] = {}


def colour_of(element: str | None) -> tuple[int, int, int]:
    return ELEMENT_COLOURS.get(str(element or ""), palette.STEEL)


def ink_on(element: str | None):
    return palette.INK if element in LIGHT_BANDS else palette.BONE


def font(px: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """Labels in the UI face's bold, a card's rules and flavour in the book face."""
    return fonts.styled(px, bold=bold, italic=italic, book=not bold)


def _frame(size, element: str | None) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 12)
    pygame.draw.rect(surf, palette.PARCHMENT, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, colour_of(element), surf.get_rect(), max(3, w // 30), border_radius=radius)
    return surf


def fitted(text_: str, width: int, px: int, low: int = 11, bold: bool = True) -> pygame.font.Font:
    """The largest font from ``px`` down to ``low`` that fits ``text_`` on one line."""
    while px > low and font(px, bold).size(text_)[0] > width:
        px -= 1
    return font(px, bold)


def _grim_face(grim: dict, size: tuple[int, int], full: bool) -> pygame.Surface:
    w, h = size
    # the zoom's words keep the sizes of a 5:7 card; what it has below that is its picture
    th = w * 7 // 5 if full else h
    element = grim.get("element")
    surf = _frame(size, element)
    pad = max(5, w // 16)
    band = pygame.Rect(pad // 2 + 2, pad // 2 + 2, w - pad - 4, max(20, th // 8))
    pygame.draw.rect(surf, colour_of(element), band, border_radius=4)
    name = str(grim.get("name", "?"))
    if not full:
        name = name.removeprefix("The ")
    name_font = fitted(name, band.width - 6, max(16, th // 11 if full else th // 7), 10)
    text.draw(surf, name_font, text.ellipsize(name_font, name, band.width - 4), ink_on(element), band.center, "center")
    compact = not full and h < 120   # a small card in a full hand: smaller words
    body_px = max(16, th // 17) if full else max(12, h // 8) if compact else max(15, h // 9)
    body = font(body_px)
    bold = font(body_px + 1, bold=True)
    stats = f"Health {grim.get('health', '?')}   Speed {grim.get('speed', '?')}" if full else \
        f"HP {grim.get('health', '?')}  Spd {grim.get('speed', '?')}"
    stats_font = fitted(stats, w - 2 * pad, body_px + 1, 9)
    foot = font(max(12 if compact else 15, h // 9 if not full else th // 16), bold=True)
    attacks = grim.get("attacks") or []
    y = band.bottom + 3
    if full:
        picture_h = h - th
    else:   # the picture takes what the name, the numbers and the Attacks leave
        lines_h = len(attacks) * (bold.get_height() + 1)
        words_h = stats_font.get_height() + 6 + lines_h + foot.get_height() + pad + 2
        picture_h = h - y - words_h
    if picture_h >= 22:
        box = pygame.Rect(pad, y, w - 2 * pad, picture_h - 2)
        label = font(max(12, min(24, box.height // 3)), bold=True)
        draw_picture(surf, box, grim, colour_of(element), label)
        y = box.bottom + 3
    y = text.draw(surf, stats_font, stats, palette.INK, (w // 2, y), "midtop").bottom + 4
    for attack in attacks:
        attack_name = str(attack.get("name"))
        damage = str(attack.get("damage"))
        syn = str(attack.get("synergy", ""))
        left_x = pad
        if not full:   # the Synergy as a dot of its Element's colour (the zoom names it)
            r = max(3, bold.get_height() // 4)
            pygame.draw.circle(surf, colour_of(syn), (pad + r, y + bold.get_height() // 2), r)
            pygame.draw.circle(surf, palette.INK, (pad + r, y + bold.get_height() // 2), r, 1)
            left_x = pad + 2 * r + 3
        room = w - pad - left_x - bold.size(damage)[0] - 4   # the damage always shows whole
        shown = text.ellipsize(bold, attack_name, room)
        left = text.draw(surf, bold, shown, palette.BLOOD, (left_x, y))
        text.draw(surf, bold, damage, palette.BLOOD, (w - pad, y), "topright")
        y = left.bottom + 1
        if full:
            line = f"Synergy {syn.title()}: {attack.get('text', '')}"
            y += text.draw_wrapped(surf, body, line, palette.INK, pygame.Rect(pad, y, w - 2 * pad, h - y - 20)) + 4
    if full:
        passive = (grim.get("passive") or {}).get("text")
        if passive:
            y = text.draw(surf, bold, "Passive", palette.EMBER_DARK, (pad, y)).bottom
            y += text.draw_wrapped(surf, body, str(passive), palette.INK, pygame.Rect(pad, y, w - 2 * pad, h - y - 20)) + 6
        flavour = grim.get("flavour")
        if flavour:
            text.draw_wrapped(surf, font(body_px - 1, italic=True), str(flavour), palette.BONE_DIM,
                              pygame.Rect(pad, y, w - 2 * pad, h - y - 22))
    foot_colour = palette.INK if element in LIGHT_BANDS else colour_of(element)
    text.draw(surf, foot, str(element or "").title(), foot_colour, (w // 2, h - pad + 1), "midbottom")
    return surf


def _bond_face(bond: dict, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    kind = str(bond.get("bond", ""))
    surf = _frame(size, kind)
    inner = surf.get_rect().inflate(-w // 5, -h // 4)
    pygame.draw.ellipse(surf, colour_of(kind), inner)
    pygame.draw.ellipse(surf, palette.INK, inner, 2)
    label = "Spirit" if kind == "spirit" else kind.title()
    text.draw(surf, font(max(14, h // 8), bold=True), label, ink_on(kind), inner.center, "center")
    text.draw(surf, font(max(12, h // 12)), "Bond", palette.INK, (w // 2, h - 6), "midbottom")
    return surf


def _place_face(card: dict, size: tuple[int, int]) -> pygame.Surface:
    """An Afterworld (its landscape) or a Grimlord (its portrait): name, picture, then its rule."""
    w, h = size
    th = min(h, w * 7 // 5)   # words sized for a 5:7 card, however tall the zoom is
    element = card.get("element")
    surf = _frame(size, element)
    band = pygame.Rect(6, 6, w - 12, max(30, th // 7))
    pygame.draw.rect(surf, colour_of(element), band, border_radius=4)
    name = str(card.get("name", "?"))
    name_font = fitted(name, band.width - 6, max(16, th // 12), 9)
    text.draw(surf, name_font, text.ellipsize(name_font, name, band.width - 4), ink_on(element), band.center, "center")
    # the picture as wide as the card (a landscape 4:3, a portrait square), the words below it
    world = card.get("kind") == "afterworld"
    tall = (w - 12) * 3 // 4 if world else min(w - 12, th * 2 // 5)
    box = pygame.Rect(6, band.bottom + 4, w - 12, min(tall, h - band.bottom - 12))
    label = font(max(12, box.height // 4), bold=True)
    draw_picture(surf, box, card, colour_of(element), label, fill=world)
    if palette.Marks.on and element:  # the Element's letters on the picture, not colour alone
        draw_letter(surf, font(max(14, th // 12), bold=True), mark_letters(element),
                    (box.right - 12 - th // 20, box.top + 9 + th // 20), colour_of(element))
    px = max(14, th // 17)
    y = box.bottom + 6
    rule = str(card.get("text", ""))
    if h - y - 6 >= font(px).get_linesize():  # a thumbnail is all picture; its zoom has the words
        y += text.draw_wrapped(surf, font(px), rule, palette.INK, pygame.Rect(10, y, w - 20, h - y - 6))
    if card.get("flavour") and h - y > 40:
        text.draw_wrapped(surf, font(px - 1, italic=True), str(card["flavour"]), palette.BONE_DIM,
                          pygame.Rect(10, y + 6, w - 20, h - y - 12))
    return surf


def is_bond(card: dict | None) -> bool:
    return bool(card) and "bond" in card and "attacks" not in card


def card_face(card: dict, size: tuple[int, int], full: bool = False) -> pygame.Surface:
    place = card.get("kind") in ("afterworld", "grimlord")
    kind = "bond" if is_bond(card) else "place" if place else "grim"
    name = str(card.get("id") or card.get("name"))
    key = (kind, card.get("kind"), name, card.get("element"), card.get("bond"), size, full,
           palette.Marks.on)
    surf = _CACHE.get(key)
    if surf is None:
        if kind == "bond":
            surf = _bond_face(card, size)
        elif kind == "place":
            surf = _place_face(card, size)
        else:
            surf = _grim_face(card, size, full)
        _CACHE[key] = surf
    return surf


def draw_face(surface, rect, card: dict | None, face_up: bool = True, full: bool = False,
              lit: bool = False, selected: bool = False, dim: bool = False) -> pygame.Rect:
    """One card in ``rect``: its face (or its back), ringed green when it can be played now."""
    rect = pygame.Rect(rect)
    if selected:
        rect = rect.move(0, -10)
    pygame.draw.rect(surface, (10, 8, 8), rect.move(3, 4), border_radius=max(4, rect.width // 12))
    if face_up and card:
        surface.blit(card_face(card, rect.size, full), rect)
    else:
        surface.blit(card_surface(None, rect.size, face_up=False), rect)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((20, 18, 18, 140))
        surface.blit(shade, rect)
    if selected:
        pygame.draw.rect(surface, palette.EMBER, rect.inflate(6, 6), 3, border_radius=8)
    elif lit:
        pygame.draw.rect(surface, palette.MOSS_BRIGHT, rect.inflate(6, 6), 3, border_radius=8)
    return rect


def zoom_rect(pointer, size, screen: pygame.Rect) -> pygame.Rect:
    """Where the hover zoom goes: beside the pointer, kept on screen."""
    rect = pygame.Rect((pointer[0] + 24, pointer[1] - size[1] // 2), size)
    if rect.right > screen.right - 8:
        rect.right = pointer[0] - 24
    rect.clamp_ip(screen.inflate(-16, -16))
    return rect
