"""Every choice reachable by keyboard: Tab / Shift+Tab move a visible ring over what the top
scene drew, the arrows move it where the scene does not use them, Enter chooses, Esc goes back
(game/app/focus.py). Driven by keys only, from the main menu to a move at Grudge's table."""
from __future__ import annotations

import pygame

from game.app import palette
from game.app.scenes.board import BoardScene
from game.app.scenes.dialog import MessageBox
from game.app.scenes.game_menu import GameMenuDialog
from game.app.scenes.new_game import NewGameScene
from tests.app.driver import Driver


def ring_label(driver):
    widget = driver.app.focus.widget
    return getattr(widget, "label", type(widget).__name__)


def tab_to(driver, label: str, limit: int = 60, shift: bool = False) -> None:
    for _ in range(limit):
        driver.key(pygame.K_TAB, pygame.KMOD_SHIFT if shift else 0)
        if ring_label(driver) == label:
            return
    raise AssertionError(f"Tab never reached {label!r}")


def ring_drawn(surface, rect) -> bool:
    """The ring's colour shows just outside ``rect`` on all four sides."""
    ring = rect.inflate(8, 8)
    spots = [(ring.centerx, ring.top + 1), (ring.centerx, ring.bottom - 2),
             (ring.left + 1, ring.centery), (ring.right - 2, ring.centery)]
    return all(tuple(surface.get_at(p))[:3] == palette.FOCUS for p in spots)


def test_main_menu_to_a_move_at_the_table_by_keys_only(tmp_path):
    driver = Driver(tmp_path / "saves")
    try:
        driver.key(pygame.K_TAB)
        assert ring_label(driver) == "Grudge"
        assert ring_drawn(driver.surface, driver.app.focus.widget.rect)
        pygame.image.save(driver.surface, str(tmp_path / "menu.png"))
        driver.key(pygame.K_DOWN)  # the arrows walk the menu too
        assert ring_label(driver) == "GRIM the Card Game"
        driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
        assert ring_label(driver) == "Grudge"
        driver.key(pygame.K_RETURN)
        assert isinstance(driver.top, NewGameScene)
        tab_to(driver, "Start", shift=True)
        assert ring_drawn(driver.surface, driver.app.focus.widget.rect)
        driver.key(pygame.K_RETURN)
        while isinstance(driver.top, MessageBox):  # the guide's first hint: Esc answers it
            driver.key(pygame.K_ESCAPE)
        board = driver.top
        assert isinstance(board, BoardScene) and board.game_id == "grudge"
        before = len(board.match.log)
        tab_to(driver, "Axe and Shield")
        assert ring_drawn(driver.surface, driver.app.focus.widget.rect)
        driver.key(pygame.K_RETURN)
        while isinstance(driver.top, MessageBox):
            driver.key(pygame.K_ESCAPE)
        assert len(board.match.log) > before  # the gear was chosen by Enter
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.top, GameMenuDialog)
        tab_to(driver, "Resume")
        driver.key(pygame.K_RETURN)
        assert driver.top is board
    finally:
        driver.close()


def test_the_ring_skips_what_lies_under_a_dialog_and_leaves_on_a_click(tmp_path):
    driver = Driver(tmp_path / "saves")
    try:
        tab_to(driver, "Grudge")
        driver.key(pygame.K_RETURN)  # the new-game dialog opens over the main menu
        labels = set()
        for _ in range(30):
            driver.key(pygame.K_TAB)
            labels.add(ring_label(driver))
        assert "Start" in labels and "Cancel" in labels
        assert not labels & {"Grudge", "Load", "Quit"}  # the menu under the dialog is out of reach
        driver.click((5, 5))
        assert driver.app.focus.widget is None
    finally:
        driver.close()


def test_a_text_field_reached_by_tab_takes_typing_and_enter_ends_it(tmp_path):
    driver = Driver(tmp_path / "saves")
    try:
        driver.key(pygame.K_TAB)
        driver.key(pygame.K_RETURN)
        tab_to(driver, "TextField")
        field = driver.app.focus.widget
        assert field.focused
        driver.key(pygame.K_7, text="7")
        assert field.value == "7"
        driver.key(pygame.K_RETURN)
        assert not field.focused and isinstance(driver.top, NewGameScene)
    finally:
        driver.close()
