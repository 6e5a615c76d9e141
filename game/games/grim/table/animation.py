"""GRIM's motion (game/app/motion.py): a card leaving your hand flies to where it lands (a Grim
or a Bond on the field, a face-down card, else off towards your side); a Grim's Health taken or
healed floats up from its card; a Grim knocked out tips over and fades from its slot. Worked
out from the view before and after a change, so the rules never know. Positions are the scene's
pixels (``ui``: its pixels per layout unit)."""
from __future__ import annotations

import pygame

from game.app import palette
from game.app.motion import Motion, ease_in_quad, ease_out_cubic
from game.app.render.motion_draw import draw_fallen, float_number, float_words, flying_rect
from game.app.units import px
from game.games.grim.table import ui_layout as L
from game.games.grim.table.ui_cards import draw_face

FLY_MS, FALL_MS = 360, 380


def shown_hand(view: dict, me: int) -> list[dict]:
    """The cards the hand panel shows: the hand less those already placed face down."""
    player = (view.get("players") or [{}, {}])[me]
    placed = player.get("face_down")
    hidden = set()
    for entry in placed if isinstance(placed, list) else []:
        hidden |= {str((entry.get(k) or {}).get("id")) for k in ("card", "bond") if entry.get(k)}
    return [c for c in player.get("hand") or [] if str(c.get("id")) not in hidden]


def _grims(view: dict) -> dict[str, tuple[int, int, dict]]:
    """Each Grim on the field by id: (seat, slot, card)."""
    found = {}
    for seat, row in enumerate(view.get("field") or []):
        for slot, grim in enumerate(row or []):
            if grim and grim.get("id") is not None:
                found[str(grim["id"])] = (seat, slot, grim)
    return found


def animate(motion: Motion, before: dict, after: dict, me: int, ui: float = 1.0,
            label_w: int = 0) -> None:
    """``label_w``: the hand's label column as the scene draws it (ui_layout.hand_rects)."""
    lay = L.at(ui)
    hand = shown_hand(before, me)
    kept = {str(c.get("id")) for c in shown_hand(after, me)}
    for rect, card in zip(lay.hand_rects(len(hand), label_w=label_w), hand):
        if str(card.get("id")) not in kept:
            motion.start(("fly", str(card.get("id"))), FLY_MS, ease_out_cubic, card=card, start=rect)
    now = _grims(after)
    for gid, (seat, slot, grim) in _grims(before).items():
        rect = lay.slot_card_rect(seat == me, slot, len(grim.get("bonds") or []))
        if gid not in now:
            motion.start(("fall", gid), FALL_MS, ease_in_quad, card=grim, rect=rect)
            float_words(motion, rect.midtop, "Out!")
            continue
        lost = int(now[gid][2].get("current_health") or 0) - int(grim.get("current_health") or 0)
        if lost:
            float_number(motion, rect.midtop, lost, delay_ms=80)


def draw(surface: pygame.Surface, motion: Motion, spots, ui: float = 1.0) -> None:
    """Over the drawn table: the Grim falling, then the cards in flight, each over the place it
    lands (found among the table's ``spots``), which stays empty until it arrives."""
    for key, tween in list(motion.tweens.items()):
        if key[0] == "fall":
            rect = tween.data["rect"]
            face = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_face(face, face.get_rect(), tween.data["card"], ui=ui)
            draw_fallen(surface, face, rect, tween.t)
    for key, tween in list(motion.tweens.items()):
        if key[0] != "fly":
            continue
        start = tween.data["start"]
        spot = next((s for s in spots if s.key == key[1] and s.area != "hand"), None)
        if spot is not None and spot.area == "bond":  # into the strip under its Grim
            end = pygame.Rect(0, 0, spot.rect.w, round(spot.rect.w * start.h / start.w))
            end.midbottom = spot.rect.midbottom
        elif spot is not None:
            pygame.draw.rect(surface, palette.PANEL, spot.rect, border_radius=px(8, ui))
            end = spot.rect
        else:  # played and gone (a Spell, a Reaction): it flies up towards your side and fades
            end = start.move(0, -px(160, ui))
        rect = flying_rect(start, end, tween.t, ui)
        card = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_face(card, card.get_rect(), tween.data["card"], ui=ui)
        if spot is None or spot.area == "bond":
            card.set_alpha(int(255 * min(1.0, 2 * (1 - tween.t))))
        surface.blit(card, rect)
