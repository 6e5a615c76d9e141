"""Scene flows driven through posted pygame events, as a player would click and type."""
from __future__ import annotations

import json

import pygame

from game.app.scenes.board import BoardScene
from game.app.scenes.dialog import MessageBox
from game.app.scenes.game_menu import GameMenuDialog, ResultDialog
from game.app.scenes.generic_board import GenericBoardScene
from game.app.scenes.handoff import HandoffScene
from game.app.scenes.load_screen import LoadScene
from game.app.scenes.main_menu import MainMenuScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.rules_viewer import RulesViewerScene
from game.app.scenes.settings_scene import SettingsScene
from game.core.saves import save_header

CTRL = pygame.KMOD_LCTRL


def start_game(app, players: int = 1, seed: str | None = None):
    app.click_button("Tally")
    assert isinstance(app.top, NewGameScene)
    for _ in range(players - 1):
        app.click(app.top.ui.widgets[0].plus.rect.center)
    if seed is not None:
        app.click(app.top.seed_field.rect.center)
        for _ in range(12):
            app.key(pygame.K_BACKSPACE)
        for ch in seed:
            app.key(getattr(pygame, f"K_{ch}"), text=ch)
    app.click_button("Start")
    return app.ctx.stack.find(BoardScene)


def test_menu_lists_every_game_then_load_scenarios_settings_quit(app):
    labels = list(app.buttons())
    assert labels == ["Tally", "Load", "Scenarios", "Settings", "Quit"]
    app.click_button("Quit")
    assert app.ctx.running is False


def test_new_game_dialog_starts_a_game_on_the_generic_board(app):
    board = start_game(app, seed="4242")
    assert isinstance(app.top, GenericBoardScene)
    assert board.match.seed == 4242
    assert board.match.options["players"] == 1
    assert board.slot.path.is_file()  # autosaved from the first moment, in a slot of its own
    assert board.slot.path.name.startswith("tally-")
    assert "Add 1" in app.buttons() and "Draw a card" in app.buttons()


def test_commands_submit_and_ctrl_z_undoes_ctrl_y_redoes(app):
    board = start_game(app)
    app.click_button("Add 2")
    assert board.view["tally"] == 2
    assert board.view["log"][-1] == "Player 1 adds 2."
    app.key(pygame.K_z, CTRL)
    assert board.view["tally"] == 0
    app.key(pygame.K_y, CTRL)
    assert board.view["tally"] == 2
    saved = save_header(board.slot.path)
    assert saved["summary"] == "Tally 2 of 5"  # the autosave follows every change


def test_refused_undo_and_illegal_commands_become_toasts(app):
    board = start_game(app)
    app.click_button("Draw a card")
    assert len(board.view["hand"]) == 1
    assert not app.buttons()["Undo"].enabled
    app.key(pygame.K_z, CTRL)
    assert len(board.view["hand"]) == 1
    assert any("revealed" in m for m in app.ctx.toasts.messages)
    assert board.submit({"type": "juggle"}) is False
    assert "That is not a move in Tally." in app.ctx.toasts.messages
    app.pump()  # drawing with toasts shown must work


def test_f1_opens_the_games_rules_and_esc_goes_back(app):
    app.key(pygame.K_F1)
    assert isinstance(app.top, RulesViewerScene) and app.top.title == "Controls"
    app.key(pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenuScene)
    board = start_game(app)
    app.key(pygame.K_F1)
    assert isinstance(app.top, RulesViewerScene) and app.top.game_id == "tally"
    assert app.top.blocks  # a missing notes file still shows something readable
    app.wheel((640, 360), -3)
    app.key(pygame.K_F1)  # F1 again closes it
    assert app.top is board


def test_esc_on_the_board_opens_the_game_menu_and_main_menu_leaves(app):
    start_game(app)
    app.key(pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenuDialog)
    app.key(pygame.K_ESCAPE)
    assert isinstance(app.top, GenericBoardScene)
    app.key(pygame.K_ESCAPE)
    app.click_button("Main menu")
    assert isinstance(app.top, MainMenuScene) and len(app.ctx.stack) == 1


def test_save_game_from_the_menu_writes_a_file(app):
    start_game(app)
    app.click_button("Add 1")
    app.key(pygame.K_ESCAPE)
    app.click_button("Save game")
    saves = [p for p in app.ctx.saves_dir.glob("kept-tally-*.save")]
    assert len(saves) == 1
    assert isinstance(app.top, GenericBoardScene)


def test_load_screen_lists_saves_shows_errors_loads_and_deletes(app):
    board = start_game(app)
    app.click_button("Add 2")
    app.click_button("Add 1")
    board.leave()
    (app.ctx.saves_dir / "broken.json").write_text("{ this is not json")
    app.click_button("Load")
    load = app.top
    assert isinstance(load, LoadScene)
    by_name = {info.path.name: info for info in load.saves}
    assert by_name["broken.json"].error and "broken.json" in by_name["broken.json"].error
    assert by_name[board.slot.path.name].error is None
    # the broken one can be selected and deleted after confirming, not loaded
    broken = [i for i, info in enumerate(load.saves) if info.path.name == "broken.json"][0]
    app.click(load.row_rect(broken).center)
    assert not app.buttons()["Load"].enabled
    app.click_button("Delete")
    assert isinstance(app.top, MessageBox)
    app.click_button("Delete")
    assert not (app.ctx.saves_dir / "broken.json").exists()
    assert isinstance(app.top, LoadScene)
    good = [i for i, info in enumerate(load.saves) if info.path == board.slot.path][0]
    app.click(load.row_rect(good).center)
    app.click_button("Load")
    assert isinstance(app.top, GenericBoardScene)
    assert app.top.view["tally"] == 3


def test_a_save_that_fails_to_load_gives_a_sentence(app):
    start_game(app).leave()
    app.click_button("Load")
    load = app.top
    load.select(0)
    load.saves[0].path.write_text("{}")  # damaged after the list was read
    app.click_button("Load")
    assert isinstance(app.top, LoadScene)
    assert any(load.saves[0].path.name in m for m in app.ctx.toasts.messages)


def test_hotseat_handoff_hides_the_table_until_clicked(app):
    board = start_game(app, players=2)
    assert board.match.options["players"] == 2
    assert isinstance(app.top, HandoffScene) and app.top.seat == 0
    assert app.ctx.stack.visible() == [app.top]  # the board is not drawn at all
    app.key(pygame.K_z, CTRL)  # shortcuts wait for the player too
    assert isinstance(app.top, HandoffScene)
    app.click((640, 360))
    assert app.top is board
    app.click_button("Add 1")
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1
    app.click((10, 10))  # a click on the hand-off screen never reaches the board
    assert app.top is board and board.seat == 1 and board.view["tally"] == 1
    app.key(pygame.K_z, CTRL)  # player 2 may not take back player 1's move
    assert board.view["tally"] == 1
    assert any("Player 1" in m for m in app.ctx.toasts.messages)


def test_game_end_shows_result_and_carries_luckstones_through_the_profile(app):
    from game.core.profile import load_profile

    board = start_game(app)
    for _ in range(3):
        app.click_button("Add 2")
    assert isinstance(app.top, ResultDialog)
    assert load_profile(app.ctx.saves_dir)["luckstones"] == 1
    app.click_button("Main menu")
    app.click_button("Tally")
    assert app.top.carried == {"luckstones": 1}
    app.click_button("Start")
    board = app.ctx.stack.find(BoardScene)
    assert board.match.options["luckstones"] == 1


def test_settings_are_saved_when_changed(app):
    app.click_button("Settings")
    assert isinstance(app.top, SettingsScene)
    toggle = [w for w in app.top.ui if getattr(w, "label", "").startswith("Casual undo")][0]
    app.click(toggle.rect.center)
    app.click_button("1600 x 900")
    saved = json.loads((app.ctx.saves_dir / "settings.json").read_text())
    assert saved["casual_undo"] is True and saved["window_size"] == [1600, 900]
    app.key(pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenuScene)


def test_casual_undo_setting_lets_a_solo_player_take_back_a_draw(app):
    app.ctx.settings.casual_undo = True
    board = start_game(app)
    app.click_button("Draw a card")
    app.key(pygame.K_z, CTRL)
    assert board.view["hand"] == []


def test_an_idle_app_draws_nothing(app):
    app.pump()
    assert app.app.step(0) is False  # nothing changed: no frame
    app.post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    app.app.step(0)
    assert app.app.step(0) is False
    hovered = app.buttons()["Load"].rect.center
    app.post(pygame.MOUSEMOTION, pos=hovered, rel=(0, 0), buttons=(0, 0, 0))
    assert app.app.step(0) is True  # hover changed a button: one frame
