"""Drawing the in-between of a motion (game/app/motion.py): a number floating up from the figure
hit, a figure falling over, a card flying, the same for every game."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.motion import Motion, lerp, lerp_point

FLOAT_RISE = 34   # pixels a damage or heal number climbs while it fades
FLOAT_MS = 400
DAMAGE, HEAL = palette.BLOOD_BRIGHT, palette.MOSS_BRIGHT


def float_number(motion: Motion, pos, amount: int, delay_ms: float = 0.0) -> None:
    """A "-2" in red (damage) or "+1" in green (healing) that rises from ``pos`` and fades."""
    if amount:
        motion.add("float", FLOAT_MS, delay_ms=delay_ms, pos=tuple(pos),
                   words=f"{amount:+d}", colour=DAMAGE if amount < 0 else HEAL)


def float_words(motion: Motion, pos, words: str, colour=palette.EMBER_GLOW, delay_ms: float = 0.0) -> None:
    """A short word ("Out!", "Miss") that rises from ``pos`` like a number."""
    motion.add("float", FLOAT_MS, delay_ms=delay_ms, pos=tuple(pos), words=words, colour=colour)


def draw_floaters(surface: pygame.Surface, font: pygame.font.Font, motion: Motion,
                  ui: float = 1.0) -> None:
    """The floating numbers and words; ``ui`` is the scene's pixels per layout unit (the rise,
    the shadow's offset; ``font`` is at that size already)."""
    for _key, tween in motion.under("float"):
        if tween.elapsed < tween.delay:
            continue
        t = tween.t
        x, y = tween.data["pos"]
        words = text.render(font, tween.data["words"], tween.data["colour"])
        shadow = text.render(font, tween.data["words"], palette.INK)
        alpha = 255 if t < 0.5 else int(255 * (1 - t) * 2)
        spot = words.get_rect(midbottom=(round(x), round(y - FLOAT_RISE * ui * t)))
        for image, offset in ((shadow, round(2 * ui)), (words, 0)):
            image = image.copy()
            image.set_alpha(alpha)
            surface.blit(image, spot.move(offset, offset))


def fallen(sprite: pygame.Surface, t: float) -> pygame.Surface:
    """``sprite`` tipping over and fading as ``t`` goes 0..1 (a model or a Grim taken out)."""
    turned = pygame.transform.rotate(sprite, -80 * t)
    turned.set_alpha(int(255 * (1 - t * 0.85)))
    return turned


def draw_fallen(surface: pygame.Surface, sprite: pygame.Surface, box: pygame.Rect, t: float) -> None:
    """Draw ``sprite`` falling from where it stood in ``box``: it pivots near its feet."""
    image = fallen(sprite, t)
    spot = image.get_rect(midbottom=(box.centerx + round(box.w * 0.3 * t), box.bottom))
    surface.blit(image, spot)


def flying_rect(start: pygame.Rect, end: pygame.Rect, t: float) -> pygame.Rect:
    """A card's rectangle on its way from ``start`` to ``end``, with a little arc."""
    x, y = lerp_point(start.center, end.center, t)
    lift = 40 * 4 * t * (1 - t)  # highest halfway
    rect = pygame.Rect(0, 0, round(lerp(start.w, end.w, t)), round(lerp(start.h, end.h, t)))
    rect.center = (round(x), round(y - lift))
    return rect
