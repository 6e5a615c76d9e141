"""GRIM's side list of choices opens under the Afterworld, not over it: a choice may name the
Afterworld in play, so it stays in sight, and the log keeps a few lines below the list."""
from __future__ import annotations

from game.app.main import headless_context
from game.app.session import board_scene_for
from game.bench_logs import build_log
from game.core.registry import get_rules
from game.games.grim.table import ui_layout as L


def test_the_side_list_leaves_the_afterworld_and_some_log_in_sight(tmp_path):
    import pygame

    ctx = headless_context(tmp_path)
    scene = board_scene_for(ctx, build_log(get_rules("grim"), 120, seed=3))
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.list_open and scene.choices is not None  # a choice naming nothing on the table
    assert not scene.choices.rect.colliderect(L.AFTERWORLD)
    assert scene.log_panel.rect.height >= 3 * ctx.fonts.get("body").get_linesize()
