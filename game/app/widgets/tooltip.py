"""A tooltip box near the pointer, kept inside the screen. At a game's table, the rules words a
tooltip names are explained under it (game/app/glossary.py)."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.glossary import explain

MAX_WIDTH = 380


class RulesWords:
    """The game whose rules words tooltips explain: the board scene on top sets it."""

    game_id: str | None = None


class Covered:
    """True while the scene stack draws a scene with a dialog or menu over it. The pointer then
    belongs to the scene on top, so the covered scene's tooltips stay hidden, in every game."""

    now = False


def draw_tooltip(surface: pygame.Surface, font: pygame.font.Font, tip: str,
                 pos: tuple[int, int], ui: float = 1.0) -> pygame.Rect:
    """The tip beside ``pos``; ``ui`` is the scene's pixels per layout unit (``font`` is
    already at that size)."""
    if Covered.now:
        return pygame.Rect(pos, (0, 0))

    def u(n: float) -> int:
        return round(n * ui)

    lines = text.wrap(font, explain(tip, RulesWords.game_id), u(MAX_WIDTH - 20))
    width = max(font.size(line)[0] for line in lines) + u(20)
    height = len(lines) * font.get_linesize() + u(14)
    box = pygame.Rect(pos[0] + u(16), pos[1] + u(18), width, height)
    screen = surface.get_rect()
    if box.right > screen.right - u(4):
        box.right = pos[0] - u(8)
    if box.bottom > screen.bottom - u(4):
        box.bottom = pos[1] - u(8)
    box.clamp_ip(screen)
    pygame.draw.rect(surface, palette.CHARCOAL, box, border_radius=u(6))
    pygame.draw.rect(surface, palette.EMBER, box, max(1, u(1)), border_radius=u(6))
    y = box.top + u(7)
    for line in lines:
        text.draw(surface, font, line, palette.BONE, (box.left + u(10), y))
        y += font.get_linesize()
    return box
