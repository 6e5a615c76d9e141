"""Tainted Grail's motion (game/app/motion.py): a card played from the hand flies from its place
in the fan to its place in the Sequence, which stays empty until it lands (if the Sequence has
scrolled it out of sight, it rises from the hand and fades). Worked out from the view before and
after a change and the battlemat as it was drawn, so the rules never know."""

from __future__ import annotations

import pygame

from game.app import palette
from game.app.motion import Motion, ease_out_cubic
from game.app.render.motion_draw import flying_rect
from game.app.units import px
from game.games.tainted_grail.table import card_art as A
from game.games.tainted_grail.table.card_data import card as printed_card

FLY_MS = 380


def _played(view: dict) -> list[dict]:
    return list(((view.get("encounter") or {}).get("sequence") or [])[1:])


def animate(motion: Motion, screen, before: dict, after: dict) -> None:
    """``screen``: the battlemat as it was drawn before the change (its hand and the fan's
    places), or any other screen (then nothing flies)."""
    hand, places = getattr(screen, "hand", None), getattr(screen, "hand_rects", None)
    if not hand or not places:
        return
    known = {entry.get("uid") for entry in _played(before)}
    for entry in _played(after):
        if entry.get("uid") in known:
            continue
        i = next((k for k, c in enumerate(hand) if c.get("card") == entry.get("card")), None)
        if i is not None and i < len(places):
            motion.start(
                ("fly", entry["uid"]),
                FLY_MS,
                ease_out_cubic,
                card=entry["card"],
                start=pygame.Rect(places[i]),
            )


def draw(surface: pygame.Surface, screen, motion: Motion, sheets, ui: float = 1.0) -> None:
    """Over the battlemat: the cards in flight, each over the Sequence's place it lands on
    (``ui``: the scene's pixels per layout unit)."""
    seq = {entry.get("uid"): rect for rect, entry in getattr(screen, "seq_rects", [])}
    for key, tween in list(motion.tweens.items()):
        if not (isinstance(key, tuple) and key[0] == "fly" and "start" in tween.data):
            continue
        start, end = tween.data["start"], seq.get(key[1])
        if end is not None:
            pygame.draw.rect(
                surface, palette.PANEL, end.inflate(px(4, ui), px(4, ui))
            )  # not there until it lands
        rect = flying_rect(start, end if end is not None else start.move(0, -px(200, ui)), tween.t)
        card = pygame.Surface(rect.size, pygame.SRCALPHA)
        A.draw(card, card.get_rect(), printed_card(tween.data["card"]), sheets, ui=ui)
        if end is None:
            card.set_alpha(int(255 * (1 - tween.t)))
        surface.blit(card, rect)
