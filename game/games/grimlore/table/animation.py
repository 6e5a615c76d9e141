"""GRIMLORE's motion on the battlemat (game/app/motion.py): heroes and monsters slide to their new
tile, the numbers of the last blows and heals rise from the figure they touched into their place
beside it, and a figure brought to 0 Energy tips over and fades. Worked out from the view before
and after a change, so the rules never know."""

from __future__ import annotations

import pygame

from game.app.motion import Motion, ease_in_quad, ease_out_cubic, lerp_point
from game.app.render.grid import Grid
from game.app.render.motion_draw import draw_fallen
from game.games.grimlore.table.panels import sheet_of

STEP_MS, FALL_MS, NUMBERS_MS = 80, 380, 400


def figures(view: dict) -> dict[tuple, tuple[list, int]]:
    """Every figure on the mat: ("unit", id) or ("pc", id) -> (tile, Energy left)."""
    cb = view.get("combat") or {}
    found = {("unit", uid): (u["cell"], u["energy"]) for uid, u in cb.get("units", {}).items()}
    for cid, pc in cb.get("pcs", {}).items():
        sheet = sheet_of(view, cid) or {}
        if not pc.get("fled"):
            found[("pc", cid)] = (pc["cell"], sheet.get("energy", 0))
    return found


def animate(motion: Motion, grid: Grid, before: dict, after: dict, blows: bool) -> None:
    """``blows``: the change dealt damage or healing (its numbers rise into place)."""
    old_cb, new_cb = before.get("combat") or {}, after.get("combat") or {}
    if not old_cb or not new_cb or old_cb.get("mat") != new_cb.get("mat"):
        return  # a fight begins or ends: nothing on the mat moved
    now = figures(after)
    for key, (cell, energy) in figures(before).items():
        if energy <= 0 or (key not in now and key[0] == "pc"):
            continue  # already down, or a hero who fled the mat
        new_cell, new_energy = now.get(key, (cell, 0))  # a slain minion leaves the mat
        if new_energy <= 0:
            motion.start(("fall",) + key, FALL_MS, ease_in_quad, cell=cell, before=before)
        elif tuple(new_cell) != tuple(cell):
            steps = max(abs(new_cell[0] - cell[0]), abs(new_cell[1] - cell[1]))
            points = [grid.square_rect(cell).topleft, grid.square_rect(new_cell).topleft]
            motion.start(("slide",) + key, STEP_MS * steps, ease_out_cubic, points=points)
    if blows:
        motion.start("numbers", NUMBERS_MS, ease_out_cubic)


def square_of(motion: Motion, grid: Grid, key: tuple, cell) -> pygame.Rect:
    """Where a figure is drawn this frame: its tile, or a point on its way there."""
    rect = grid.square_rect(cell)
    tween = motion.get(("slide",) + key)
    if tween is not None:
        a, b = tween.data["points"]
        rect.topleft = tuple(round(v) for v in lerp_point(a, b, tween.t))
    return rect


def draw_falls(surface: pygame.Surface, grid: Grid, motion: Motion, draw_figure) -> None:
    """The figures brought down this change, tipping over on their tile; ``draw_figure(image,
    rect, kind, id, view)`` draws one as it stood (the view before the change)."""
    for key, tween in list(motion.tweens.items()):
        if isinstance(key, tuple) and key[0] == "fall":
            rect = grid.square_rect(tween.data["cell"])
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_figure(image, image.get_rect(), key[1], key[2], tween.data["before"])
            draw_fallen(surface, image, rect, tween.t)
