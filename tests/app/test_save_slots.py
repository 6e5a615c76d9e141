"""Each match autosaves into a slot of its own: a new game never overwrites another, the main
menu's Continue opens the latest unfinished one, and loading a kept copy or a previous autosave
goes on in a new slot, leaving the file it came from as it was."""
from __future__ import annotations

from game.app.scenes.board import BoardScene
from game.app.scenes.load_screen import LoadScene
from game.app.scenes.main_menu import MainMenuScene
from game.core.saves import list_saves, load_match
from tests.app.test_scene_flows import start_game


def back_to_menu(app):
    app.top.leave() if isinstance(app.top, BoardScene) else None
    assert isinstance(app.top, MainMenuScene)


def continue_label(app):
    return next((label for label in app.buttons() if label.startswith("Continue")), None)


def test_a_new_game_never_overwrites_the_one_before(app):
    first = start_game(app)
    app.click_button("Add 2")
    first_slot, first_bytes = first.slot.path, first.slot.path.read_bytes()
    back_to_menu(app)
    second = start_game(app)
    app.click_button("Add 1")
    assert second.slot.path != first_slot
    assert first_slot.read_bytes() == first_bytes
    assert load_match(first_slot).state["tally"] == 2
    assert load_match(second.slot.path).state["tally"] == 1


def test_continue_opens_the_latest_unfinished_game_and_skips_ended_ones(app):
    assert continue_label(app) is None  # nothing to continue yet
    board = start_game(app)
    app.click_button("Add 2")
    unfinished = board.slot.path
    back_to_menu(app)
    assert continue_label(app) is not None and "Tally" in continue_label(app)
    ended = start_game(app)
    while ended.match.outcome() is None:
        app.click_button("Add 2")
    app.ctx.stack.pop_until(app.ctx.stack.find(MainMenuScene))
    app.top.resume()
    assert {info.path: info.over for info in list_saves(app.ctx.saves_dir)
            if ".prev." not in info.path.name} == {unfinished: False, ended.slot.path: True}
    app.click_button(continue_label(app))
    resumed = app.ctx.stack.find(BoardScene)
    assert resumed.slot.path == unfinished and resumed.match.state["tally"] == 2
    app.click_button("Add 1")
    assert load_match(unfinished).state["tally"] == 3  # it goes on in its own slot


def test_loading_a_previous_autosave_goes_on_in_a_new_slot(app):
    board = start_game(app)
    app.click_button("Add 2")
    app.click_button("Add 1")
    slot = board.slot.path
    previous = slot.with_name(slot.name.replace(".save", ".prev.save"))
    kept = {path: path.read_bytes() for path in (slot, previous)}
    back_to_menu(app)
    app.click_button("Load")
    load = app.top
    assert isinstance(load, LoadScene)
    row = next(i for i, info in enumerate(load.saves) if info.path == previous)
    assert load.saves[row].title.endswith("(the one before)")
    app.click(load.row_rect(row).center)
    app.click_button("Load")
    resumed = app.ctx.stack.find(BoardScene)
    assert resumed.match.state["tally"] == 2
    app.click_button("Add 2")
    assert resumed.slot.path not in kept
    assert {path: path.read_bytes() for path in kept} == kept
    assert load_match(resumed.slot.path).state["tally"] == 4


def test_a_kept_copy_is_never_written_over_by_play(app):
    import pygame

    board = start_game(app)
    app.click_button("Add 1")
    app.key(pygame.K_ESCAPE)
    app.click_button("Save game")
    kept = next(app.ctx.saves_dir.glob("kept-tally-*.save"))
    kept_bytes = kept.read_bytes()
    back_to_menu(app)
    app.click_button("Load")
    load = app.top
    app.click(load.row_rect(next(i for i, info in enumerate(load.saves)
                                 if info.path == kept)).center)
    app.click_button("Load")
    resumed = app.ctx.stack.find(BoardScene)
    app.click_button("Add 2")
    assert kept.read_bytes() == kept_bytes and resumed.slot.path not in (kept, board.slot.path)
