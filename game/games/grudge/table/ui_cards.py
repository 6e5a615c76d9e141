"""The player's cards along the bottom: the Initiative Hand (Diamonds), the hand of three and the
four slots. ``card_spots`` says where each card lies (for clicks, drags and the hover zoom);
``draw_cards`` draws them with the legal ones lit and the chosen one raised."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app import palette, text
from game.app.render.card import draw_card
from game.app.scenes.common import draw_panel
from game.games.grudge.table import ui_layout as L


@dataclass(frozen=True)
class CardSpot:
    rect: pygame.Rect
    card: str | None      # None: an empty slot
    area: str             # "init_hand", "hand", "slot", "monster"
    slot: str | None = None
    used: bool = False


SUITS = {"S": "spades", "C": "clubs", "H": "hearts", "D": "diamonds"}


def face(card) -> dict | str | None:
    """Grudge writes suit first ("S7", "DK", "JK1"); the shell's card renderer wants rank and suit."""
    if card is None:
        return None
    card = str(card)
    if card.startswith("JK"):
        return {"joker": True}
    if card[:1] in SUITS:
        return {"rank": card[1:], "suit": SUITS[card[0]]}
    return card


def card_name(card: str) -> str:
    """ "S7" -> "7 of Spades", for sentences."""
    ranks = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
    if str(card).startswith("JK"):
        return "Joker"
    return f"{ranks.get(card[1:], card[1:])} of {SUITS.get(card[0], card[0]).capitalize()}"


def card_spots(view: dict, ui: float = 1.0) -> list[CardSpot]:
    """Where each card lies at ``ui`` pixels per layout unit."""
    lay = L.at(ui)
    spots = []
    for rect, card in zip(lay.init_hand_rects(len(view.get("initiative_hand") or [])),
                          view.get("initiative_hand") or []):
        spots.append(CardSpot(rect, str(card), "init_hand"))
    for rect, card in zip(lay.hand_rects(len(view.get("hand") or [])), view.get("hand") or []):
        spots.append(CardSpot(rect, str(card), "hand"))
    cards = view.get("cards") or {}
    used = cards.get("used") or {}
    for slot, rect in lay.slot_rects().items():
        card = cards.get(slot)
        spots.append(CardSpot(rect, str(card) if card else None, "slot", slot, bool(used.get(slot))))
    return spots


def spot_at(spots: list[CardSpot], pos) -> CardSpot | None:
    """The card drawn on top at ``pos`` (later spots overlap earlier ones)."""
    for spot in reversed(spots):
        if spot.rect.collidepoint(pos):
            return spot
    return None


def draw_cards(surface, fonts, spots: list[CardSpot], playable: set[str], selected: str | None,
               open_slots: set[str], dragging: str | None = None) -> None:
    bold, lay, u, ui = fonts.get("body", bold=True), L.at(fonts.ui), fonts.u, fonts.ui
    for rect, title in ((lay.INIT_HAND, "Initiative Hand"), (lay.HAND, "Hand"), (lay.SLOTS, "")):
        draw_panel(surface, rect, ui=ui)
        text.draw(surface, bold, title, palette.EMBER, (rect.left + u(10), rect.top + u(6)))  # slots name themselves
    for spot in spots:
        if spot.area == "slot":
            _draw_slot(surface, fonts, spot, spot.slot in open_slots and selected is not None)
            continue
        if spot.card == dragging:
            pygame.draw.rect(surface, palette.PANEL_EDGE, spot.rect, max(1, u(1)), border_radius=u(6))
            continue
        lit = spot.card in playable
        draw_card(surface, spot.rect, face(spot.card), selected=spot.card == selected,
                  disabled=bool(playable) and not lit, ui=ui)
        if lit and spot.card != selected:
            pygame.draw.rect(surface, palette.MOSS_BRIGHT, spot.rect.inflate(u(4), u(4)), u(2), border_radius=u(8))


def _draw_slot(surface, fonts, spot: CardSpot, open_now: bool) -> None:
    rect, u = spot.rect, fonts.u
    title = L.SLOT_TITLES.get(spot.slot or "", spot.slot or "")
    if spot.card:
        draw_card(surface, rect, face(spot.card), disabled=spot.used, ui=fonts.ui)
        if spot.used:
            text.draw(surface, fonts.small, "used", palette.BONE, rect.center, "center")
    else:
        edge = palette.MOSS_BRIGHT if open_now else palette.PANEL_EDGE
        pygame.draw.rect(surface, (28, 25, 25), rect, border_radius=u(8))
        pygame.draw.rect(surface, edge, rect, u(3) if open_now else max(1, u(1)), border_radius=u(8))
    text.draw(surface, fonts.get("small", bold=True), title, palette.EMBER_GLOW if open_now else palette.EMBER,
              (rect.centerx, L.at(fonts.ui).SLOTS.top + u(8)), "midtop")
