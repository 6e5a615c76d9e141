"""Grudge's motion (game/app/motion.py): the Warrior and the Monsters slide to their new square,
Health lost or healed floats up from the piece, a Monster defeated tips over and fades. Fresh dice
tumble by themselves (BoardScene, from the roll's faces). Worked out from the view before and
after a change, so the rules never know."""
from __future__ import annotations

import pygame

from game.app.motion import Motion, ease_in_quad, ease_out_cubic, lerp_point
from game.app.render.grid import Grid
from game.app.render.motion_draw import draw_fallen, float_number, float_words
from game.games.grudge.table.ui_commands import as_square

STEP_MS, FALL_MS = 90, 380


def pieces(view: dict) -> dict[str, dict]:
    """Every piece on the board by id ("warrior" or a Monster's id)."""
    found = {str(m.get("id")): m for m in view.get("monsters") or []}
    if view.get("warrior"):
        found["warrior"] = view["warrior"]
    return found


def animate(motion: Motion, grid: Grid, before: dict, after: dict) -> None:
    now = pieces(after)
    for pid, old in pieces(before).items():
        start = as_square(old.get("square"))
        if start is None or old.get("defeated"):
            continue
        new = now.get(pid)
        end = as_square((new or {}).get("square"))
        if new is None or new.get("defeated") or end is None:
            if pid != "warrior":
                motion.start(("fall", pid), FALL_MS, ease_in_quad, piece=old, square=start)
                float_words(motion, grid.square_rect(start).midtop, "Defeated")
            continue
        if end != start:
            steps = max(abs(end[0] - start[0]), abs(end[1] - start[1]))
            motion.start(("slide", pid), STEP_MS * steps, ease_out_cubic,
                         points=[grid.square_rect(start).topleft, grid.square_rect(end).topleft])
        lost = int(new.get("health") or 0) - int(old.get("health") or 0)
        if lost:
            float_number(motion, grid.square_rect(end).midtop, lost, delay_ms=100)


def square_of(motion: Motion, grid: Grid, pid: str, square) -> pygame.Rect:
    """Where a piece is drawn this frame: its square, or a point on its way there."""
    rect = grid.square_rect(square)
    tween = motion.get(("slide", pid))
    if tween is not None:
        a, b = tween.data["points"]
        rect.topleft = tuple(round(v) for v in lerp_point(a, b, tween.t))
    return rect


def draw_falls(surface: pygame.Surface, grid: Grid, motion: Motion, draw_monster) -> None:
    """The Monsters defeated this change, tipping over on their last square; ``draw_monster``
    draws one into a rectangle (the board's own piece drawing)."""
    for key, tween in list(motion.tweens.items()):
        if key[0] == "fall":
            rect = grid.square_rect(tween.data["square"])
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_monster(image, image.get_rect(), tween.data["piece"])
            draw_fallen(surface, image, rect, tween.t)
