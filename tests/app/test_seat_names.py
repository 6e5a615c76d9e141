"""Players' names and the computer player's level, set in the new-game dialog and kept in the
match's options: the names replace "Player N" in what the table shows, the result names the
winner and the loser."""
from __future__ import annotations

import random

import pygame

from game.app.scenes.board import BoardScene
from game.app.scenes.game_menu import outcome_sentences
from game.app.scenes.handoff import HandoffScene
from game.app.scenes.new_game import NewGameScene
from game.core.manifest import Manifest
from game.core.seats import AI_LEVEL, SEAT_NAMES, at_level, named, seat_names


def type_into(app, field, words: str) -> None:
    app.click(field.rect.center)
    for ch in words:
        app.key(getattr(pygame, f"K_{ch.lower()}"), text=ch)


def test_names_typed_in_the_dialog_reach_the_log_and_the_prompt(app):
    app.click_button("Tally")
    dialog = app.top
    assert isinstance(dialog, NewGameScene)
    app.click(dialog.ui.widgets[0].plus.rect.center)  # two players
    type_into(app, dialog.name_fields[0], "Ann")
    type_into(app, dialog.name_fields[1], "Bo")
    app.click_button("Start")
    board = app.ctx.stack.find(BoardScene)
    assert board.match.options[SEAT_NAMES] == ["Ann", "Bo"]
    assert "Ann" in board.prompt_text and "Player 1" not in board.prompt_text
    if isinstance(app.top, HandoffScene):
        assert app.top.name == "Ann"
        app.click((640, 360))
    app.click_button("Add 2")
    assert board.view["log"][-1] == "Ann adds 2."


def test_unnamed_seats_keep_their_numbers_and_bad_names_are_cleaned():
    assert seat_names({}, 2) == ["Player 1", "Player 2"]
    assert seat_names({SEAT_NAMES: ["  Ann\x07  ", ""]}, 2) == ["Ann", "Player 2"]
    assert named({"log": ["Player 2 draws.", "Player 10"]}, ["Ann", "Bo"]) == \
        {"log": ["Bo draws.", "Player 10"]}


def test_the_result_names_the_winner_and_the_loser():
    lines = outcome_sentences({"winner": 1, "loser": 0}, names=["Ann", "Bo"].__getitem__)
    assert lines[:2] == ["Bo wins.", "Ann loses."]


def test_the_platform_options_are_checked_like_a_games_own():
    manifest = Manifest(id="x", title="X", players=(2, 2), rules="x:y")
    assert manifest.check_options({SEAT_NAMES: ["A", "B"], AI_LEVEL: "easy"}) == []
    assert manifest.check_options({AI_LEVEL: "brutal"})
    assert manifest.check_options({SEAT_NAMES: "Ann"})


def test_the_easy_computer_player_sometimes_slips_and_replays_the_same():
    legal = [{"type": "good", "label": "Good"}, {"type": "bad", "label": "Bad"}]

    def best(view, commands, rng):
        return {"type": "good"}

    easy = at_level(best, "easy")
    picks = [easy({}, legal, random.Random(seed))["type"] for seed in range(200)]
    assert 0 < picks.count("bad") < 100  # some careless moves, most of them good
    again = [easy({}, legal, random.Random(seed))["type"] for seed in range(200)]
    assert picks == again
    assert at_level(best, "normal") is best
