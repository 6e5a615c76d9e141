"""The Scenarios menu by mouse, on the example game: pick a puzzle, play it to its goal, see the
verdict, and find the best result kept in the profile and shown in the menu."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app.scenes.scenarios import ScenariosScene
from game.core import registry, scenario
from game.core.profile import load_profile
from tests.app.driver import Driver

SHIPPED = Path(__file__).resolve().parents[1] / "example_game" / "scenarios" / "last-gust.yaml"


@pytest.fixture
def driver(tmp_path, monkeypatch):
    """The example game's puzzle for one player (no hand-off between seats), as if shipped."""
    folder = tmp_path / "shipped"
    folder.mkdir()
    solo = SHIPPED.read_text(encoding="utf-8").replace("players: 2", "players: 1")
    (folder / "last-gust.yaml").write_text(solo, encoding="utf-8")
    registry.register_package("lanterns", "tests.example_game")
    monkeypatch.setattr(registry, "GAME_PACKAGES", ["lanterns"])
    monkeypatch.setattr(scenario, "scenario_folder", lambda game_id: folder)
    scenario._shipped.cache_clear()
    app = Driver(tmp_path / "saves")
    yield app
    app.close()
    scenario._shipped.cache_clear()
    registry.unregister_package("lanterns")


def test_a_puzzle_is_picked_played_to_its_goal_and_its_best_kept(driver):
    driver.click_button("Scenarios")
    menu = driver.top
    assert isinstance(menu, ScenariosScene)
    assert [s.title for s in menu.scenarios] == ["The Last Gust"]
    assert not driver.buttons()["Play"].enabled
    driver.click(menu.row_rect(0).center)
    driver.click_button("Play")
    board = driver.top
    assert board.match.view(0)["lit"] == 2

    driver.click_button("Light a lantern")  # the scripted 6 lights the third lantern
    verdict = driver.top
    assert verdict.title == "Solved!"
    assert "Done in 1 move." in verdict.message
    assert load_profile(driver.ctx.saves_dir)["scenarios"]["lanterns/last-gust"] == {
        "tries": 1,
        "wins": 1,
        "best_moves": 1,
    }

    driver.click_button("Try again")  # a fresh table for the same puzzle
    assert driver.top is not board and driver.top.match.view(0)["lit"] == 2
    driver.top.leave()
    driver.click_button("Scenarios")
    assert isinstance(driver.top, ScenariosScene)
    record = driver.top.records["lanterns/last-gust"]
    assert scenario.result_phrase(record) == "Solved in 1 move at best (1 of 1 try)"


def test_a_broken_scenario_file_is_said_in_the_menu(driver, tmp_path, monkeypatch):
    broken = tmp_path / "scenarios"
    broken.mkdir()
    (broken / "bad.yaml").write_text("game: lanterns\ntitle: x\n", encoding="utf-8")
    monkeypatch.setattr(scenario, "scenario_folder", lambda game_id: broken)
    scenario._shipped.cache_clear()
    driver.click_button("Scenarios")
    assert driver.top.scenarios == []
    assert "bad.yaml" in driver.top.problem and "kind" in driver.top.problem
