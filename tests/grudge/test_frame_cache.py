"""Grudge's table keeps its frame between changes (the chrome, the panels still showing the
same thing): what a player sees after many moves must be the very picture a freshly opened
table draws at that moment, at the window's own size."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402

from game.app.layers import window_frame  # noqa: E402
from game.app.main import headless_context  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.registry import get_rules  # noqa: E402
from game.games.grudge.table.scenes import make_board_scene, uncovered  # noqa: E402
from game.games.grudge.table.ui_commands import to_submit  # noqa: E402

SIZE = (1920, 1080)


def _picture(ctx, scene) -> bytes:
    return pygame.image.tobytes(window_frame(ctx, [scene], SIZE), "RGB")


def test_a_table_kept_through_many_moves_shows_what_a_fresh_one_shows(tmp_path):
    ctx = headless_context(tmp_path)
    ctx.screen_size = SIZE
    match = Match(get_rules("grudge"), None, 7).start()
    kept = make_board_scene(ctx, match)
    kept.motion.enabled = False  # the picture at rest after each move
    rng = random.Random(7)
    for move in range(40):
        legal = kept.legal
        if not legal or match.outcome() is not None:
            break
        kept.submit(to_submit(rng.choice(legal)))
        if move % 4 == 3:
            kept.version += 1  # told of a change that changed nothing: the panels stay
        shown = _picture(ctx, kept)
        assert shown == _picture(ctx, make_board_scene(ctx, match)), f"after move {move + 1}"


def test_uncovered_leaves_out_exactly_the_holes():
    area = pygame.Rect(0, 0, 100, 60)
    holes = [pygame.Rect(10, 10, 30, 20), pygame.Rect(50, 0, 50, 60)]
    pieces = uncovered(area, holes)
    covered = {(x, y) for r in pieces
               for x in range(r.left, r.right) for y in range(r.top, r.bottom)}
    wanted = {(x, y) for x in range(100) for y in range(60)
              if not any(h.collidepoint(x, y) for h in holes)}
    assert covered == wanted
    assert sum(r.width * r.height for r in pieces) == len(wanted)  # no pixel twice
