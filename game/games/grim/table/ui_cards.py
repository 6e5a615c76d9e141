"""GRIM's cards drawn by us: a Grim (element band, name, its picture, Health, Speed, two Attacks
with a dot for each Synergy; the zoom adds the Attack and Passive texts and the flavour), a Bond
(an Element or a Spirit), an Afterworld or a Grimlord (name, picture, rule), and a face-down
back. Pictures come from ui_art. Faces are cached by what they show and the scale they are
drawn at (``ui``: window pixels per layout unit; a face's words and edges are sized in units)."""
from __future__ import annotations

import pygame

from game.app import fonts, palette, text
from game.app.palette import mark_letters
from game.app.render.card import card_surface
from game.app.render.mark import draw_letter
from game.app.units import px as unit_px
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


def _frame(size, element: str | None, ui: float = 1.0) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(unit_px(4, ui), w // 12)
    pygame.draw.rect(surf, palette.PARCHMENT, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, colour_of(element), surf.get_rect(), max(unit_px(3, ui), w // 30), border_radius=radius)
    return surf


def fitted(text_: str, width: int, px: int, low: int = 11, bold: bool = True) -> pygame.font.Font:
    """The largest font from ``px`` down to ``low`` that fits ``text_`` on one line."""
    while px > low and font(px, bold).size(text_)[0] > width:
        px -= 1
    return font(px, bold)


def _grim_face(grim: dict, size: tuple[int, int], full: bool, ui: float = 1.0) -> pygame.Surface:
    w, h = size

    def u(n: float) -> int:
        return unit_px(n, ui)

    # the zoom's words keep the sizes of a 5:7 card; what it has below that is its picture
    th = w * 7 // 5 if full else h
    element = grim.get("element")
    surf = _frame(size, element, ui)
    pad = max(u(5), w // 16)
    band = pygame.Rect(pad // 2 + u(2), pad // 2 + u(2), w - pad - u(4), max(u(20), th // 8))
    pygame.draw.rect(surf, colour_of(element), band, border_radius=u(4))
    name = str(grim.get("name", "?"))
    if not full:
        name = name.removeprefix("The ")
    name_font = fitted(name, band.width - u(6), max(16 * ui, th // 11 if full else th // 7), 10 * ui)
    text.draw(surf, name_font, text.ellipsize(name_font, name, band.width - u(4)), ink_on(element), band.center,
              "center")
    compact = not full and h < u(120)   # a small card in a full hand: smaller words
    body_px = max(16 * ui, th // 17) if full else max(12 * ui, h // 8) if compact else max(15 * ui, h // 9)
    body = font(body_px)
    bold = font(body_px + ui, bold=True)
    stats = f"Health {grim.get('health', '?')}   Speed {grim.get('speed', '?')}" if full else \
        f"HP {grim.get('health', '?')}  Spd {grim.get('speed', '?')}"
    stats_font = fitted(stats, w - 2 * pad, body_px + ui, 9 * ui)
    foot = font(max((12 if compact else 15) * ui, h // 9 if not full else th // 16), bold=True)
    attacks = grim.get("attacks") or []
    y = band.bottom + u(3)
    if full:
        picture_h = h - th
    else:   # the picture takes what the name, the numbers and the Attacks leave
        lines_h = len(attacks) * (bold.get_height() + u(1))
        words_h = stats_font.get_height() + u(6) + lines_h + foot.get_height() + pad + u(2)
        picture_h = h - y - words_h
    if picture_h >= u(22):
        box = pygame.Rect(pad, y, w - 2 * pad, picture_h - u(2))
        label = font(max(12 * ui, min(24 * ui, box.height // 3)), bold=True)
        draw_picture(surf, box, grim, colour_of(element), label, ui=ui)
        y = box.bottom + u(3)
    y = text.draw(surf, stats_font, stats, palette.INK, (w // 2, y), "midtop").bottom + u(4)
    for attack in attacks:
        attack_name = str(attack.get("name"))
        damage = str(attack.get("damage"))
        syn = str(attack.get("synergy", ""))
        left_x = pad
        if not full:   # the Synergy as a dot of its Element's colour (the zoom names it)
            r = max(u(3), bold.get_height() // 4)
            pygame.draw.circle(surf, colour_of(syn), (pad + r, y + bold.get_height() // 2), r)
            pygame.draw.circle(surf, palette.INK, (pad + r, y + bold.get_height() // 2), r, max(1, u(1)))
            left_x = pad + 2 * r + u(3)
        room = w - pad - left_x - bold.size(damage)[0] - u(4)   # the damage always shows whole
        shown = text.ellipsize(bold, attack_name, room)
        left = text.draw(surf, bold, shown, palette.BLOOD, (left_x, y))
        text.draw(surf, bold, damage, palette.BLOOD, (w - pad, y), "topright")
        y = left.bottom + u(1)
        if full:
            line = f"Synergy {syn.title()}: {attack.get('text', '')}"
            y += text.draw_wrapped(surf, body, line, palette.INK, pygame.Rect(pad, y, w - 2 * pad, h - y - u(20))) + u(4)
    if full:
        passive = (grim.get("passive") or {}).get("text")
        if passive:
            y = text.draw(surf, bold, "Passive", palette.EMBER_DARK, (pad, y)).bottom
            y += text.draw_wrapped(surf, body, str(passive), palette.INK,
                                   pygame.Rect(pad, y, w - 2 * pad, h - y - u(20))) + u(6)
        flavour = grim.get("flavour")
        if flavour:
            text.draw_wrapped(surf, font(body_px - ui, italic=True), str(flavour), palette.BONE_DIM,
                              pygame.Rect(pad, y, w - 2 * pad, h - y - u(22)))
    foot_colour = palette.INK if element in LIGHT_BANDS else colour_of(element)
    text.draw(surf, foot, str(element or "").title(), foot_colour, (w // 2, h - pad + u(1)), "midbottom")
    return surf


def _bond_face(bond: dict, size: tuple[int, int], ui: float = 1.0) -> pygame.Surface:
    w, h = size
    kind = str(bond.get("bond", ""))
    surf = _frame(size, kind, ui)
    inner = surf.get_rect().inflate(-w // 5, -h // 4)
    pygame.draw.ellipse(surf, colour_of(kind), inner)
    pygame.draw.ellipse(surf, palette.INK, inner, unit_px(2, ui))
    label = "Spirit" if kind == "spirit" else kind.title()
    text.draw(surf, font(max(14 * ui, h // 8), bold=True), label, ink_on(kind), inner.center, "center")
    text.draw(surf, font(max(12 * ui, h // 12)), "Bond", palette.INK, (w // 2, h - unit_px(6, ui)), "midbottom")
    return surf


def _place_face(card: dict, size: tuple[int, int], ui: float = 1.0) -> pygame.Surface:
    """An Afterworld (its landscape) or a Grimlord (its portrait): name, picture, then its rule."""
    w, h = size

    def u(n: float) -> int:
        return unit_px(n, ui)

    th = min(h, w * 7 // 5)   # words sized for a 5:7 card, however tall the zoom is
    element = card.get("element")
    surf = _frame(size, element, ui)
    band = pygame.Rect(u(6), u(6), w - u(12), max(u(30), th // 7))
    pygame.draw.rect(surf, colour_of(element), band, border_radius=u(4))
    name = str(card.get("name", "?"))
    name_font = fitted(name, band.width - u(6), max(16 * ui, th // 12), 9 * ui)
    text.draw(surf, name_font, text.ellipsize(name_font, name, band.width - u(4)), ink_on(element), band.center,
              "center")
    # the picture as wide as the card (a landscape 4:3, a portrait square), the words below it
    world = card.get("kind") == "afterworld"
    tall = (w - u(12)) * 3 // 4 if world else min(w - u(12), th * 2 // 5)
    box = pygame.Rect(u(6), band.bottom + u(4), w - u(12), min(tall, h - band.bottom - u(12)))
    label = font(max(12 * ui, box.height // 4), bold=True)
    draw_picture(surf, box, card, colour_of(element), label, fill=world, ui=ui)
    if palette.Marks.on and element:  # the Element's letters on the picture, not colour alone
        draw_letter(surf, font(max(14 * ui, th // 12), bold=True), mark_letters(element),
                    (box.right - u(12) - th // 20, box.top + u(9) + th // 20), colour_of(element), ui)
    px = max(14 * ui, th // 17)
    y = box.bottom + u(6)
    rule = str(card.get("text", ""))
    if h - y - u(6) >= font(px).get_linesize():  # a thumbnail is all picture; its zoom has the words
        y += text.draw_wrapped(surf, font(px), rule, palette.INK, pygame.Rect(u(10), y, w - u(20), h - y - u(6)))
    if card.get("flavour") and h - y > u(40):
        text.draw_wrapped(surf, font(px - ui, italic=True), str(card["flavour"]), palette.BONE_DIM,
                          pygame.Rect(u(10), y + u(6), w - u(20), h - y - u(12)))
    return surf


def is_bond(card: dict | None) -> bool:
    return bool(card) and "bond" in card and "attacks" not in card


def card_face(card: dict, size: tuple[int, int], full: bool = False, ui: float = 1.0) -> pygame.Surface:
    """The face at ``size`` pixels, its words and edges at ``ui`` pixels per layout unit."""
    place = card.get("kind") in ("afterworld", "grimlord")
    kind = "bond" if is_bond(card) else "place" if place else "grim"
    name = str(card.get("id") or card.get("name"))
    key = (kind, card.get("kind"), name, card.get("element"), card.get("bond"), size, full, ui,
           palette.Marks.on)
    surf = _CACHE.get(key)
    if surf is None:
        if kind == "bond":
            surf = _bond_face(card, size, ui)
        elif kind == "place":
            surf = _place_face(card, size, ui)
        else:
            surf = _grim_face(card, size, full, ui)
        _CACHE[key] = surf
    return surf


def draw_face(surface, rect, card: dict | None, face_up: bool = True, full: bool = False,
              lit: bool = False, selected: bool = False, dim: bool = False, ui: float = 1.0) -> pygame.Rect:
    """One card in ``rect``: its face (or its back), ringed green when it can be played now
    (``ui``: the scene's pixels per layout unit)."""
    def u(n: float) -> int:
        return unit_px(n, ui)

    rect = pygame.Rect(rect)
    if selected:
        rect = rect.move(0, -u(10))
    pygame.draw.rect(surface, (10, 8, 8), rect.move(u(3), u(4)), border_radius=max(u(4), rect.width // 12))
    if face_up and card:
        surface.blit(card_face(card, rect.size, full, ui), rect)
    else:
        surface.blit(card_surface(None, rect.size, face_up=False), rect)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((20, 18, 18, 140))
        surface.blit(shade, rect)
    if selected:
        pygame.draw.rect(surface, palette.EMBER, rect.inflate(u(6), u(6)), u(3), border_radius=u(8))
    elif lit:
        pygame.draw.rect(surface, palette.MOSS_BRIGHT, rect.inflate(u(6), u(6)), u(3), border_radius=u(8))
    return rect


def zoom_rect(pointer, size, screen: pygame.Rect, ui: float = 1.0) -> pygame.Rect:
    """Where the hover zoom goes: beside the pointer, kept on screen."""
    gap, edge = unit_px(24, ui), unit_px(8, ui)
    rect = pygame.Rect((pointer[0] + gap, pointer[1] - size[1] // 2), size)
    if rect.right > screen.right - edge:
        rect.right = pointer[0] - gap
    rect.clamp_ip(screen.inflate(-2 * edge, -2 * edge))
    return rect
