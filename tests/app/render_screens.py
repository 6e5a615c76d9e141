"""Render every shell scene to PNG with the dummy driver, to look at them:
    SDL_VIDEODRIVER=dummy python -m tests.app.render_screens /tmp/screens
Uses the fake Tally game from the tests (registered for this run only)."""
from __future__ import annotations

import os
import sys
import tempfile
import types
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import registry  # noqa: E402
from tests.app.fake_rules import RULES  # noqa: E402


def register_fake() -> None:
    package = types.ModuleType("game.games.tally")
    module = types.ModuleType("game.games.tally.rules")
    module.RULES = RULES
    sys.modules["game.games.tally"] = package
    sys.modules["game.games.tally.rules"] = module
    registry.GAME_PACKAGES.append("tally")


def main(out: Path) -> None:
    from game.app.main import headless_context, make_scene_for_bench
    from game.app.scenes.dialog import MessageBox
    from game.app.scenes.handoff import HandoffScene
    from tests.app.renderer_demo import draw_demo
    from game.core.match import Match
    from game.core.saves import autosave

    register_fake()
    out.mkdir(parents=True, exist_ok=True)
    saves = Path(tempfile.mkdtemp())
    ctx = headless_context(saves)
    match = Match(RULES, {"players": 2}, seed=3).start()
    match.submit(0, {"type": "add", "amount": 2})
    match.submit(1, {"type": "draw"})
    autosave(match, saves)
    (saves / "broken.json").write_text("{ not json")
    surface = pygame.Surface((1280, 720))

    def shot(name, *scenes):
        for scene in scenes:
            scene.draw(surface)
        ctx.toasts.update(pygame.time.get_ticks())
        ctx.toasts.draw(surface, ctx.fonts.body)
        pygame.image.save(surface, str(out / f"{name}.png"))

    shot("menu", make_scene_for_bench(ctx, "menu"))
    shot("new_game", make_scene_for_bench(ctx, "menu"), make_scene_for_bench(ctx, "new_game", match))
    load = make_scene_for_bench(ctx, "load")
    load.select(0)
    shot("load", load)
    shot("settings", make_scene_for_bench(ctx, "menu"), make_scene_for_bench(ctx, "settings"))
    shot("rules_controls", make_scene_for_bench(ctx, "rules"))
    shot("rules_grudge", make_scene_for_bench(ctx, "rules", types.SimpleNamespace(rules=types.SimpleNamespace(id="grudge"))))
    board = make_scene_for_bench(ctx, "board", match)
    shot("board", board)
    ctx.toast("It is not your turn.")
    shot("board_toast", board)
    ctx.toasts.items.clear()
    shot("message", board, MessageBox(ctx, "Delete save?", "Delete \"Autosave - Tally\"? This can't be undone.",
                                      [("Delete", None, "danger"), ("Keep", None, "normal")]))
    shot("handoff", HandoffScene(ctx, 1))
    draw_demo(ctx, surface)
    shot("widgets")
    print("wrote", sorted(p.name for p in out.iterdir()))


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/screens"))
