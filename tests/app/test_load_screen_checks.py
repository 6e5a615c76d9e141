"""The load screen tells damaged saves from good ones before Load (each row says why), and a
save this install can't check for edits opens only after the player confirms it."""

from __future__ import annotations

import shutil

import pygame

from game.app.scenes.board import BoardScene
from game.app.scenes.dialog import MessageBox
from game.app.scenes.load_screen import LoadScene
from game.app.scenes.main_menu import MainMenuScene
from game.core.saves import load_match, save_match
from tests.app.test_scene_flows import start_game
from tests.core.save_files import bombed, resigned


def a_saved_game(app):
    """A kept copy of a Tally game two moves in, written by this install."""
    board = start_game(app)
    app.click_button("Add 2")
    app.click_button("Add 1")
    path = save_match(board.match, app.ctx.saves_dir / "kept-tally-good.save", title="Good one")
    board.leave()
    assert isinstance(app.top, MainMenuScene)
    return path, board.match.state


def open_load_screen(app) -> LoadScene:
    app.click_button("Load")
    assert isinstance(app.top, LoadScene)
    return app.top


def pick(app, load: LoadScene, name: str):
    row = next(i for i, info in enumerate(load.saves) if info.path.name == name)
    app.click(load.row_rect(row).center)
    return load.saves[row]


def test_damaged_saves_are_listed_as_damaged_and_a_long_title_is_not_a_fault(app):
    good, _ = a_saved_game(app)
    folder = app.ctx.saves_dir
    whole = good.read_bytes()
    (folder / "cut.save").write_bytes(whole[: len(whole) // 2].rstrip(b"\n"))
    (folder / "bomb.save").write_bytes(bombed(good))
    (folder / "unknown.save").write_bytes(resigned(good, lambda head: head.update(game="chess")))
    (folder / "long.save").write_bytes(resigned(good, lambda head: head.update(title="y" * 20000)))
    load = open_load_screen(app)
    reasons = {
        "cut.save": "cut short",
        "bomb.save": "unpacks to more than",
        "unknown.save": "a game this version does not have",
    }
    for name, reason in reasons.items():
        info = pick(app, load, name)
        assert info.error is not None and reason in info.error
        assert not load.load_button.enabled
        app.key(pygame.K_RETURN)  # Enter on it says again why, and opens nothing
        assert app.top is load and any(reason in m for m in app.ctx.toasts.messages)
    info = pick(app, load, "long.save")
    assert info.error is None and info.unchecked is None and len(info.title) == 120
    assert load.load_button.enabled
    app.pump()  # every row drawn, the long title shortened to its box
    app.click_button("Load")
    assert isinstance(app.top, BoardScene)


def test_a_save_from_another_install_opens_only_after_the_player_confirms(app, tmp_path):
    good, state = a_saved_game(app)
    other = tmp_path / "another-install"
    save_match(load_match(good), other / "x.save")  # signed with the other install's secret
    shutil.copy(other / "x.save", app.ctx.saves_dir / "theirs.save")
    load = open_load_screen(app)
    info = pick(app, load, "theirs.save")
    assert info.error is None and "another copy of Grimtable" in info.unchecked
    app.click_button("Load")
    assert isinstance(app.top, MessageBox) and "cannot be checked" in app.top.message
    app.click_button("Cancel")
    assert app.top is load  # nothing opened
    app.click_button("Load")
    app.click_button("Open anyway")
    board = app.ctx.stack.find(BoardScene)
    assert board is not None and board.match.state == state
