"""Scenarios through the platform, on the example game: a file is checked with sentences naming
the field, Match.from_scenario sets its position through the log, scripted dice come first, and
the position survives undo, redo, save and load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import registry
from game.core.match import Match
from game.core.protocol import Session
from game.core.saves import load_match, save_match
from game.core.scenario import (
    ScenarioError,
    load_scenario,
    moves_made,
    record_result,
    result_phrase,
)

FILE = Path(__file__).resolve().parents[1] / "example_game" / "scenarios" / "last-gust.yaml"


@pytest.fixture(autouse=True)
def lanterns():
    registry.register_package("lanterns", "tests.example_game")
    yield registry.get_rules("lanterns")
    registry.unregister_package("lanterns")


def test_a_scenario_sets_its_position_through_the_log():
    match = Match.from_scenario(load_scenario(FILE))
    view = match.view(0)
    assert (view["lit"], view["round"], view["sheltered"]) == (2, 5, False)
    assert match.players == 2 and match.options["goal"] == 4
    assert [entry.command.get("op") for entry in match.log] == ["setup", "scenario"]
    assert "The Last Gust" in match.view(1)["log"][-1]
    assert all(s == 0 for s in match.log[1].draws.values())  # setting the table rolls nothing


def test_scripted_dice_are_the_next_rolls_and_stay_so_after_undo():
    match = Match.from_scenario(load_scenario(FILE), casual_undo=True)
    match.human_seats = {0}  # casual undo crosses a roll at a table of one person
    first = match.submit(0, {"type": "light"})
    assert first[0]["face"] == 6 and first[0]["type"] == "lit"
    match.undo(0)
    again = match.submit(0, {"type": "light"})
    assert again[0]["face"] == 6  # the same die again: undo never re-rolls
    events = match.submit(1, {"type": "light"})
    assert [e["face"] for e in events if e["type"] in ("lit", "flickered", "wind")] == [2, 5]
    assert match.view(0)["lit"] == 3  # the wind's 5 blows nothing out


def test_a_scenario_survives_save_and_load(tmp_path):
    match = Match.from_scenario(load_scenario(FILE))
    match.submit(0, {"type": "shelter"})
    loaded = load_match(save_match(match, tmp_path / "gust.save"))
    assert loaded.hash() == match.hash()
    assert loaded.options["scenario"] == "last-gust"
    assert loaded.submit(1, {"type": "light"})[0]["face"] == 6  # the script travels with it


def test_serve_from_a_scenario_plays_it():
    session = Session(Match.from_scenario(load_scenario(FILE)))
    reply = session.handle_line(json.dumps({"op": "state", "seat": 0}))
    assert reply["ok"] and reply["view"]["lit"] == 2


def test_moves_and_results_are_counted_for_the_profile():
    scenario = load_scenario(FILE)
    match = Match.from_scenario(scenario)
    match.submit(0, {"type": "light"})
    assert moves_made(match) == 1
    profile: dict = {}
    record_result(profile, scenario, False, 4)
    assert result_phrase(profile["scenarios"]["lanterns/last-gust"]) == "Not solved yet (1 try)"
    record_result(profile, scenario, True, 3)
    record_result(profile, scenario, True, 2)
    assert result_phrase(profile["scenarios"]["lanterns/last-gust"]) == (
        "Solved in 2 moves at best (2 of 3 tries)"
    )


BROKEN = [
    ("title: x\n", "the field 'game' is missing"),
    (
        "game: nowhere\ntitle: x\nkind: puzzle\ngoal: {text: t}\nposition: {}\n",
        "field 'game': There is no game called 'nowhere'",
    ),
    (
        "game: lanterns\ntitle: x\nkind: riddle\ngoal: {text: t}\nposition: {}\n",
        "'riddle' is not one of puzzle, tutorial, test",
    ),
    (
        "game: lanterns\ntitle: x\nkind: puzzle\ngoal: {text: t, win: {lit: 99}}\nposition: {}\n",
        "goal 'win', field 'lit': 99 is outside 1 to 8",
    ),
    (
        "game: lanterns\ntitle: x\nkind: puzzle\ngoal: {text: t}\nposition: {lit: many}\n",
        "position, field 'lit': expected a whole number, got 'many'",
    ),
    (
        "game: lanterns\ntitle: x\nkind: puzzle\ngoal: {text: t}\nposition: {wind: 3}\n",
        "position: unknown field 'wind'",
    ),
    (
        "game: lanterns\ntitle: x\nkind: puzzle\ngoal: {text: t}\ndice: {d6: [7]}\nposition: {}\n",
        "dice 'd6'[0]: 7 is outside 1 to 6",
    ),
    (
        "game: lanterns\ntitle: x\nkind: puzzle\ngoal: {text: t}\ndice: {'a b': [1]}\nposition: {}\n",
        "'a b' is not the name of a die",
    ),
    (
        "game: lanterns\ntitle: x\nkind: puzzle\ngoal: {text: t}\npeople: [3]\nposition: {}\n",
        "field 'people': a seat past the 1 at this table",
    ),
    (
        "game: lanterns\ntitle: x\nkind: puzzle\ngoal: {text: t}\noptions: {goal: 20}\nposition: {}\n",
        "field 'options': Lanterns to light must be a whole number from 2 to 8",
    ),
    ("game: lanterns\ntitle: [x\n", "is not valid YAML"),
]


@pytest.mark.parametrize("text, said", BROKEN)
def test_a_broken_scenario_file_is_named_with_its_field(tmp_path, text, said):
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        load_scenario(path)
    assert said in str(refused.value)
    assert "broken.yaml" in str(refused.value)


def test_a_position_the_game_refuses_names_the_field(tmp_path):
    path = tmp_path / "won.yaml"
    path.write_text(FILE.read_text().replace("lit: 2,", "lit: 4,"), encoding="utf-8")
    with pytest.raises(Exception) as refused:
        Match.from_scenario(load_scenario(path))
    assert str(refused.value) == "won.yaml, position, field 'lit': the night would already be won."
