"""Every scene of every game, drawn the way a window of a given size shows it, with the text
helpers watching for text that does not fit (game/app/text.py's watch_overflow).

    SDL_VIDEODRIVER=dummy python -m tests.app.screens_every_game /tmp/screens 1920x1080 [150]

writes each screen as a PNG and prints the overflows found; tests/app/test_text_fits.py runs
the same screens at 1280x720, 1920x1080 and 2560x1440."""
from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import text  # noqa: E402
from game.app.layers import window_frame  # noqa: E402
from game.app.window import LOGICAL_SIZE  # noqa: E402

GAMES = ("grudge", "grim", "grimheim", "grimlore", "tainted_grail")
WINDOW_SIZES = ((1280, 720), (1920, 1080), (2560, 1440))
MIDGAME_EVENTS = 120  # a position some turns in: hands, logs and panels hold something


def _midgame(rules):
    from game.bench_logs import build_log

    return build_log(rules, MIDGAME_EVENTS, seed=3)


def screens(ctx) -> Iterator[tuple[str, Callable[[], list]]]:
    """(name, make) for every screen: ``make()`` gives the scenes drawn bottom to top."""
    from game.app.main import make_scene_for_bench
    from game.app.scenes.game_menu import GameMenuDialog, ResultDialog
    from game.app.scenes.replay import ReplayScene
    from game.app.scenes.handoff import HandoffScene
    from game.app.session import board_scene_for
    from game.core.match import Match
    from game.core.replay import Replay

    for name in ("menu", "load", "settings"):
        yield f"app/{name}", lambda name=name: [make_scene_for_bench(ctx, name)]
    yield "app/scenarios", lambda: [_scenarios(ctx)]
    yield "app/handoff", lambda: [HandoffScene(ctx, 1)]
    for game in GAMES:
        rules = ctx.catalog.get_rules(game)
        start = Match(rules, seed=1).start()
        yield f"{game}/board", lambda start=start: [board_scene_for(ctx, start)]
        midgame = _midgame(rules)
        yield f"{game}/board_midgame", lambda m=midgame: [board_scene_for(ctx, m)]
        yield f"{game}/generic", lambda m=midgame: [make_scene_for_bench(ctx, "generic", m)]
        yield f"{game}/game_menu", lambda m=midgame: _over_board(ctx, m, GameMenuDialog)
        yield f"{game}/result", lambda m=midgame: _over_board(
            ctx, m, lambda ctx, board: ResultDialog(ctx, board, {}))
        yield f"{game}/replay", lambda m=midgame: [ReplayScene(ctx, Replay(m), rules.title)]
        yield f"{game}/new_game", lambda m=start: [make_scene_for_bench(ctx, "new_game", m)]
        yield f"{game}/rules", lambda m=start: [make_scene_for_bench(ctx, "rules", m)]
    yield "grimheim/warband_builder", lambda: [_builder(ctx)]


def _over_board(ctx, match, dialog) -> list:
    from game.app.session import board_scene_for

    board = board_scene_for(ctx, match)
    return [board, dialog(ctx, board)]


def _scenarios(ctx):
    from game.app.scenes.scenarios import ScenariosScene

    return ScenariosScene(ctx)


def _builder(ctx):
    from game.games.grimheim.table.builder import WarbandBuilderScene

    return WarbandBuilderScene(ctx)


def draw_screen(scenes: list, size: tuple[int, int]) -> tuple[pygame.Surface, list]:
    """The screen as a window of ``size`` shows it (native scenes at its own pixels), and the
    overflows drawing it found."""
    ctx = scenes[0].ctx
    with text.watch_overflow() as found:
        shown = window_frame(ctx, scenes, size)
    return shown, found


def main(out: Path, size: tuple[int, int], scale: float) -> None:
    from game.app.main import headless_context, scratch_folder

    ctx = headless_context(scratch_folder("grimtable-screens-"))
    ctx.fonts.scale = scale
    out.mkdir(parents=True, exist_ok=True)
    for name, make in screens(ctx):
        shown, found = draw_screen(make(), size)
        path = out / f"{name.replace('/', '-')}.png"
        pygame.image.save(shown, str(path))
        for overflow in found:
            print(f"{name}: {overflow.how}: {overflow.text[:70]!r} box {overflow.box} "
                  f"drawn {overflow.drawn}")
    print("wrote", out)


if __name__ == "__main__":
    from game.app.window import parse_size

    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/screens"),
         parse_size(sys.argv[2]) if len(sys.argv) > 2 else LOGICAL_SIZE,
         int(sys.argv[3]) / 100 if len(sys.argv) > 3 else 1.0)
