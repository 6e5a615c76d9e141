"""`python -m game list --json` and the main menu tell how much content each game has, counted
by the games' own content loaders."""

import json
import subprocess
import sys
from pathlib import Path

from game.core.manifest import counts_phrase
from game.games.grim.rules.content import load as grim_content
from game.games.grimlore.rules.content import load as grimlore_content

ROOT = Path(__file__).resolve().parents[1]

KEYS = {
    "tainted_grail": [
        "chapters",
        "locations",
        "verses",
        "secrets",
        "items",
        "story_events",
        "encounters",
        "guardians",
    ],
    "grimlore": [
        "wilderness_tiles",
        "settlement_tiles",
        "dungeon_tiles",
        "monsters",
        "items",
        "enchantments",
        "upgrades",
        "battlemats",
        "campaign_passages",
        "campaign_sessions",
    ],
    "grimheim": ["factions", "units", "weapons", "missions", "battlefields"],
    "grim": ["grim", "grimlords", "afterworlds"],
    "grudge": ["rooms", "encounters"],
}


def listed() -> dict[str, dict]:
    out = subprocess.run(
        [sys.executable, "-m", "game", "list", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    return {game["id"]: game for game in json.loads(out)}


def test_list_json_gives_every_game_its_content_counts_from_its_loaders():
    games = listed()
    for game_id, keys in KEYS.items():
        assert list(games[game_id]["content"]) == keys, game_id
        assert all(type(n) is int and n >= 0 for n in games[game_id]["content"].values())
    assert games["grim"]["content"]["grim"] == len(grim_content()["grim"])
    tiles = [t["kind"] for t in grimlore_content()["tiles"].values()]
    assert games["grimlore"]["content"]["dungeon_tiles"] == tiles.count("dungeon")
    assert games["grimlore"]["content"]["campaign_passages"] >= 100
    assert games["grimlore"]["content"]["campaign_sessions"] >= 6
    assert games["tainted_grail"]["content"]["chapters"] >= 1


def test_counts_read_as_words_a_player_knows():
    assert (
        counts_phrase({"grim": 110, "grimlords": 1, "campaign_passages": 0, "story_events": 6})
        == "110 Grim, 1 Grimlord, 6 story events"
    )


def test_the_main_menu_shows_each_games_counts(tmp_path):
    from tests.app.driver import Driver

    driver = Driver(tmp_path / "saves")
    menu = driver.top
    shown = {counts for counts, _ in menu.captions}
    grim = counts_phrase(listed()["grim"]["content"])
    assert grim in shown
    tips = [w.tooltip for w in menu.ui.widgets if getattr(w, "label", "") == "GRIM the Card Game"]
    assert tips and grim in tips[0]
