"""The main menu is the app's first frame: it shows every game's content counts without reading
any game's content (they are counted ahead, in game/app/menu_counts.py), and those counts are the
games' own, so a card added or cut fails here until they are counted again."""
from __future__ import annotations

import json

from game.app import menu_counts
from game.app.main import headless_context
from game.app.menu_counts import COUNTS, counted, source_with
from game.app.scenes.main_menu import MainMenuScene
from game.bench_logs import run_snippet
from game.core.manifest import counts_phrase

REWRITE = "run `python -m game.app.menu_counts` to count them again"


def test_the_counts_the_menu_shows_are_the_games_own():
    live = counted()
    assert COUNTS == live, f"The main menu's content counts are out of date: {REWRITE}."


def test_counting_again_writes_the_counts_in_place():
    source = open(menu_counts.__file__, encoding="utf-8").read()
    assert source_with(COUNTS, source) == source  # the file is as the writer leaves it
    changed = {"grudge": {"rooms": 99, "encounters": 1}}
    written = source_with(changed, source)
    found: dict = {"__file__": menu_counts.__file__, "__name__": "written"}
    exec(compile(written, "menu_counts", "exec"), found)  # noqa: S102 - our own module's text
    assert found["COUNTS"] == changed
    assert written.count("def counted") == 1


def test_building_and_drawing_the_menu_reads_no_game_content():
    """In a fresh interpreter, as the app starts: the menu is built and drawn with every
    game's counts beside it, and no game's rules (where its content loaders live) nor YAML
    reader was imported to do it."""
    code = (
        "import json, sys, pygame\n"
        "from game.app.main import headless_context, make_scene_for_bench\n"
        "ctx = headless_context()\n"
        "menu = make_scene_for_bench(ctx, 'menu')\n"
        "menu.draw(pygame.display.get_surface())\n"
        "rules = sorted(n for n in sys.modules if n.startswith('game.games.') and '.rules' in n)\n"
        "print(json.dumps({'rules': rules, 'yaml': 'yaml' in sys.modules,\n"
        "                  'shown': [counts for counts, _ in menu.captions]}))"
    )
    found = json.loads(run_snippet(code))
    assert found["rules"] == [] and not found["yaml"], found
    assert found["shown"] == [counts_phrase(counts) for counts in COUNTS.values()]


def test_a_game_not_counted_ahead_is_counted_when_the_menu_is_built(tmp_path, monkeypatch):
    monkeypatch.delitem(COUNTS, "grudge")
    menu = MainMenuScene(headless_context(tmp_path))
    shown = {counts for counts, _ in menu.captions}
    assert counts_phrase(counted()["grudge"]) in shown
