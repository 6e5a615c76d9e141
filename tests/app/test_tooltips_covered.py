"""A board's tooltips are never drawn over a dialog or a menu, in every game: the scene stack
hides a covered scene's tooltips (game/app/stack.py, game/app/widgets/tooltip.py's Covered)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.app.scenes.game_menu import GameMenuDialog  # noqa: E402
from game.app.session import board_scene_for  # noqa: E402
from game.app.widgets import tooltip  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.registry import get_rules  # noqa: E402
from tests.app.driver import SceneTable  # noqa: E402

GAMES = ("grudge", "grim", "grimheim", "grimlore", "tainted_grail")
MENU_TIP = "Save, rules, settings (Esc)."


def _menu_button(scene):
    """The board's Menu button, in whichever widget group the game keeps it."""
    for group in vars(scene).values():
        for widget in getattr(group, "widgets", []) if not isinstance(group, list) else []:
            if getattr(widget, "label", None) == "Menu":
                return widget
    raise AssertionError("no Menu button on the board")


@pytest.mark.parametrize("game", GAMES)
def test_a_board_tooltip_is_hidden_while_the_game_menu_is_open(game, tmp_path, monkeypatch):
    drawn: list[str] = []
    explain = tooltip.explain
    monkeypatch.setattr(tooltip, "explain", lambda tip, game_id: drawn.append(tip) or explain(tip, game_id))
    match = Match(get_rules(game), seed=2, human_seats={0}).start()
    table = SceneTable(tmp_path, match, board_scene_for)
    board = table.scene
    table.move(_menu_button(board).rect.center)
    table.app.draw()
    assert MENU_TIP in drawn  # the board alone shows the Menu button's tooltip
    board.open_menu()
    assert isinstance(table.ctx.stack.top, GameMenuDialog)
    drawn.clear()
    table.app.draw()
    assert MENU_TIP not in drawn, f"{game}: the board's tooltip was drawn under its menu"
    table.ctx.stack.pop()
    drawn.clear()
    table.app.draw()
    assert MENU_TIP in drawn  # back at the table, its hover help returns
