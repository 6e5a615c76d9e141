"""A playing card drawn by us: rank and suit face, back, selected and disabled states, and a
hover zoom (a larger copy near the pointer). Cards are read leniently from whatever a game's view
holds: {"rank": "Q", "suit": "spades"}, "QS", "10h", "Q♠", "joker", or a number 1..13 + suit."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app import fonts, palette, text

RED_SUITS = {"hearts", "diamonds"}
SUIT_ALIASES = {
    "s": "spades", "spade": "spades", "spades": "spades", "♠": "spades",
    "h": "hearts", "heart": "hearts", "hearts": "hearts", "♥": "hearts",
    "d": "diamonds", "diamond": "diamonds", "diamonds": "diamonds", "♦": "diamonds",
    "c": "clubs", "club": "clubs", "clubs": "clubs", "♣": "clubs",
}
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K", 14: "A"}
CARD_SIZE = (100, 140)  # the standard card on a 1280x720 table


@dataclass(frozen=True)
class CardFace:
    rank: str            # "A", "2".."10", "J", "Q", "K"; "" for a joker
    suit: str | None     # spades, hearts, diamonds, clubs; None for a joker or unknown
    joker: bool = False
    label: str = ""      # shown when the card is neither (a game's own card)

    @property
    def red(self) -> bool:
        return self.suit in RED_SUITS


def _rank(value) -> str:
    if isinstance(value, int):
        return RANK_NAMES.get(value, str(value))
    value = str(value).strip().upper()
    return {"1": "A", "11": "J", "12": "Q", "13": "K", "ACE": "A", "JACK": "J", "QUEEN": "Q",
            "KING": "K"}.get(value, value)


def parse_card(card) -> CardFace:
    if isinstance(card, CardFace):
        return card
    if isinstance(card, dict):
        if card.get("joker") or str(card.get("rank", "")).lower() == "joker":
            return CardFace("", None, joker=True)
        suit = SUIT_ALIASES.get(str(card.get("suit", "")).strip().lower())
        rank = card.get("rank", card.get("value"))
        if rank is None:
            return CardFace("", None, label=str(card.get("name", card.get("label", card.get("id", "?")))))
        return CardFace(_rank(rank), suit)
    raw = str(card).strip()
    if raw.lower().startswith("jo") or raw.upper() in {"JK", "JKR", "J*"}:
        return CardFace("", None, joker=True)
    for alias, suit in sorted(SUIT_ALIASES.items(), key=lambda kv: -len(kv[0])):
        if len(raw) > len(alias) and raw.lower().endswith(alias):
            return CardFace(_rank(raw[: -len(alias)]), suit)
    return CardFace("", None, label=raw)


# -- suit glyphs, drawn as shapes so no font needs the symbols -------------------------------------
def draw_suit(surface: pygame.Surface, suit: str | None, centre: tuple[int, int], size: int, colour) -> None:
    x, y = centre
    s = max(4, size)
    r = s // 4 + 1
    if suit == "diamonds":
        pygame.draw.polygon(surface, colour, [(x, y - s // 2), (x + s * 3 // 8, y), (x, y + s // 2), (x - s * 3 // 8, y)])
    elif suit == "hearts":
        pygame.draw.circle(surface, colour, (x - r + 1, y - s // 8), r)
        pygame.draw.circle(surface, colour, (x + r - 1, y - s // 8), r)
        pygame.draw.polygon(surface, colour, [(x - 2 * r + 1, y - s // 8 + 2), (x + 2 * r - 1, y - s // 8 + 2), (x, y + s // 2)])
    elif suit == "spades":
        pygame.draw.circle(surface, colour, (x - r + 1, y + s // 10), r)
        pygame.draw.circle(surface, colour, (x + r - 1, y + s // 10), r)
        pygame.draw.polygon(surface, colour, [(x - 2 * r + 1, y + s // 10 - 2), (x + 2 * r - 1, y + s // 10 - 2), (x, y - s // 2)])
        pygame.draw.polygon(surface, colour, [(x, y + s // 8), (x - s // 5, y + s // 2), (x + s // 5, y + s // 2)])
    elif suit == "clubs":
        pygame.draw.circle(surface, colour, (x, y - s // 4 + 1), r)
        pygame.draw.circle(surface, colour, (x - r - 1, y + s // 12), r)
        pygame.draw.circle(surface, colour, (x + r + 1, y + s // 12), r)
        pygame.draw.polygon(surface, colour, [(x, y), (x - s // 5, y + s // 2), (x + s // 5, y + s // 2)])
    else:
        pygame.draw.circle(surface, colour, centre, r, 2)


# -- the card itself -----------------------------------------------------------------------------------
_CACHE: dict[tuple, pygame.Surface] = {}


def _font(px: int, bold: bool = True) -> pygame.font.Font:
    return fonts.styled(px, bold=bold)


def _face_surface(face: CardFace, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 12)
    pygame.draw.rect(surf, palette.PARCHMENT, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, palette.PANEL_EDGE, surf.get_rect(), 2, border_radius=radius)
    ink = palette.BLOOD if face.red else palette.INK
    corner = _font(max(14, h // 6))
    if face.joker:
        pygame.draw.rect(surf, palette.EMBER_DARK, surf.get_rect().inflate(-w // 6, -h // 6), 2, border_radius=radius)
        big = _font(max(14, h // 5))
        for i, letter in enumerate("JOKER"):
            text.draw(surf, big, letter, palette.BLOOD if i % 2 else palette.INK,
                      (w // 2, h // 2 + (i - 2) * big.get_linesize() * 4 // 5), "center")
        return surf
    if face.suit is None:
        label_font = _font(max(12, h // 8))
        text.draw_wrapped(surf, label_font, face.label or face.rank or "?", palette.INK,
                          pygame.Rect(6, h // 3, w - 12, h // 2), align="center")
        return surf
    pad = max(3, w // 14)
    rank_rect = text.draw(surf, corner, face.rank, ink, (pad + w // 12, pad), "midtop")
    draw_suit(surf, face.suit, (rank_rect.centerx, rank_rect.bottom + h // 14), h // 9, ink)
    flipped = pygame.transform.rotate(surf.subsurface((0, 0, w // 2, h // 3)).copy(), 180)
    surf.blit(flipped, (w - w // 2, h - h // 3))
    if face.rank in {"J", "Q", "K"}:
        frame = pygame.Rect(0, 0, w * 11 // 20, h * 11 // 20)
        frame.center = (w // 2, h // 2)
        pygame.draw.rect(surf, palette.EMBER_DARK, frame, 2, border_radius=4)
        text.draw(surf, _font(max(18, h // 3)), face.rank, ink, (w // 2, h // 2 - h // 14), "center")
        draw_suit(surf, face.suit, (w // 2, h // 2 + h // 7), h // 9, ink)
    else:
        draw_suit(surf, face.suit, (w // 2, h // 2), h * 2 // 7, ink)
        if face.rank != "A":
            text.draw(surf, _font(max(12, h // 7)), face.rank, palette.PARCHMENT, (w // 2, h // 2 + h // 60), "center")
    return surf


def _back_surface(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 12)
    pygame.draw.rect(surf, palette.BLOOD, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-w // 7, -w // 7)
    step = max(6, w // 7)
    lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
    for i in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.line(lattice, (*palette.EMBER_DARK, 200), (i, 0), (i + inner.height, inner.height), 2)
        pygame.draw.line(lattice, (*palette.EMBER_DARK, 200), (i, inner.height), (i + inner.height, 0), 2)
    surf.blit(lattice, inner)
    pygame.draw.rect(surf, palette.EMBER, inner, 2, border_radius=radius // 2)
    pygame.draw.rect(surf, palette.PANEL_EDGE, surf.get_rect(), 2, border_radius=radius)
    return surf


def card_surface(card, size: tuple[int, int] = CARD_SIZE, face_up: bool = True) -> pygame.Surface:
    face = parse_card(card) if face_up else None
    key = ("card", face, int(size[0]), int(size[1]))
    surf = _CACHE.get(key)
    if surf is None:
        surf = _face_surface(face, size) if face is not None else _back_surface(size)
        _CACHE[key] = surf
    return surf


def draw_card(surface: pygame.Surface, rect, card=None, face_up: bool = True, selected: bool = False,
              disabled: bool = False, hovered: bool = False, ui: float = 1.0) -> pygame.Rect:
    """Draw ``card`` into ``rect``; a selected card is raised and ringed in ember, a disabled one
    dimmed. Returns the rect actually drawn (moved up if selected). ``ui``: the scene's pixels
    per layout unit (its rings and shadow; the face is drawn at the rect's own size)."""
    def u(n: float) -> int:
        return round(n * ui)

    rect = pygame.Rect(rect)
    if selected:
        rect = rect.move(0, -max(u(8), rect.height // 10))
    shadow = rect.move(u(3), u(4))
    pygame.draw.rect(surface, (10, 8, 8), shadow, border_radius=max(4, rect.width // 12))
    surface.blit(card_surface(card, rect.size, face_up and card is not None), rect)
    radius = max(4, rect.width // 12)
    if disabled:
        dim = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(dim, (20, 18, 18, 150), dim.get_rect(), border_radius=radius)
        surface.blit(dim, rect)
    if selected:
        pygame.draw.rect(surface, palette.EMBER, rect.inflate(u(6), u(6)), u(3),
                         border_radius=radius + u(3))
    elif hovered and not disabled:
        pygame.draw.rect(surface, palette.EMBER_GLOW, rect.inflate(u(4), u(4)), u(2),
                         border_radius=radius + u(2))
    return rect


def draw_card_zoom(surface: pygame.Surface, card, pointer: tuple[int, int], face_up: bool = True,
                   scale: float = 2.2, base: tuple[int, int] = CARD_SIZE,
                   ui: float = 1.0) -> pygame.Rect:
    """The hover zoom: a larger copy of the card beside the pointer, kept on screen (``base``
    is in pixels; ``ui`` the scene's pixels per layout unit)."""
    size = (int(base[0] * scale), int(base[1] * scale))
    gap, edge = round(24 * ui), round(8 * ui)
    rect = pygame.Rect((pointer[0] + gap, pointer[1] - size[1] // 2), size)
    screen = surface.get_rect()
    if rect.right > screen.right - edge:
        rect.right = pointer[0] - gap
    rect.clamp_ip(screen.inflate(-2 * edge, -2 * edge))
    return draw_card(surface, rect, card, face_up, ui=ui)
