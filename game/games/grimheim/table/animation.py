"""Grimheim's motion (game/app/motion.py): a model slides along the path it took, square by
square; wounds taken or healed float up from it; a model taken out tips over where it stood.
Worked out from the view before and after a change, so the rules never know."""
from __future__ import annotations

import pygame

from game.app.motion import Motion, along, ease_in_quad, ease_out_cubic
from game.app.render.grid import Grid
from game.app.render.motion_draw import draw_fallen, float_number, float_words
from game.games.grimheim.rules import preview as P

STEP_MS = 70  # per square walked; the whole slide stays within 150-400 ms
FALL_MS = 380


def _path(before: dict, old: dict, cell) -> list:
    """The squares the model walked: the cheapest path the preview showed, else straight."""
    try:
        plan = P.plan(before, old["id"], cell)
    except (KeyError, ValueError, TypeError, IndexError):
        plan = None
    path = [tuple(c) for c in plan["path"]] if plan else []
    if not path or path[0] != tuple(old["cell"]):
        path = [tuple(old["cell"]), tuple(cell)]
    return path


def rolled(before: dict, after: dict) -> bool:
    """A new attack or defense roll stands in the dice panel."""
    return P.last_rolls([str(x) for x in after.get("log", [])]) != P.last_rolls([str(x) for x in before.get("log", [])])


def animate(motion: Motion, grid: Grid, before: dict, after: dict) -> None:
    old_models = {m["id"]: m for m in before.get("models", [])}
    for m in after.get("models", []):
        old = old_models.get(m["id"])
        if old is None or old["defeated"] or old["cell"] is None:
            continue
        if m["defeated"] or m["cell"] is None:
            motion.start(("fall", m["id"]), FALL_MS, ease_in_quad, model=old)
            float_words(motion, grid.square_rect(old["cell"]).midtop, "Out!")
            continue
        if tuple(m["cell"]) != tuple(old["cell"]):
            path = _path(before, old, m["cell"])
            points = [grid.square_rect(c).topleft for c in path]
            motion.start(("slide", m["id"]), STEP_MS * len(path), ease_out_cubic, points=points)
        if m["wounds"] != old["wounds"]:
            top = grid.square_rect(m["cell"]).midtop
            float_number(motion, top, m["wounds"] - old["wounds"], delay_ms=120)


def square_of(motion: Motion, grid: Grid, model: dict) -> pygame.Rect:
    """The square a model is drawn on this frame: its own, or a point along its slide."""
    rect = grid.square_rect(model["cell"])
    tween = motion.get(("slide", model["id"]))
    if tween is not None:
        x, y = along(tween.data["points"], tween.t)
        rect.topleft = (round(x), round(y))
    return rect


def draw_falls(surface: pygame.Surface, grid: Grid, motion: Motion, figure_of) -> None:
    """The models taken out this change, tipping over on their last square."""
    from game.games.grimheim.table.board_draw import figure_rect

    for key, tween in list(motion.tweens.items()):
        if isinstance(key, tuple) and key[0] == "fall":
            m = tween.data["model"]
            box = figure_rect(grid.square_rect(m["cell"]), grid.ui)
            draw_fallen(surface, figure_of(m, box.size), box, tween.t)
