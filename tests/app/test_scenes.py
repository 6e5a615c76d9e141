"""The shell as a player meets it, driven by posted mouse and key events on the dummy display."""
import json

import pygame

from game.app.scenes.board import BoardScene
from game.app.scenes.handoff import HandoffScene
from game.app.scenes.load_screen import LoadScene
from game.app.scenes.main_menu import MainMenuScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.rules_viewer import RulesViewerScene
from game.core.profile import load_profile, save_profile
from game.core.saves import load_match


def start_tally(app, players=1):
    app.click_button("Tally")
    assert isinstance(app.top, NewGameScene)
    if players == 2:
        app.top.players = 2
    app.click_button("Start")
    assert isinstance(app.top, (BoardScene, HandoffScene))
    return app.top


def test_menu_lists_the_games_and_starts_one_with_an_autosave(app):
    assert {"Tally", "Load", "Settings", "Quit"} <= set(app.buttons())
    board = start_tally(app)
    app.click_button("Add 2")
    assert board.match.state["tally"] == 2
    saved = load_match(board.slot.path)
    assert saved.rules.id == "tally" and len(saved.log) == 2


def test_ctrl_z_and_ctrl_y_undo_and_redo(app):
    board = start_tally(app)
    app.click_button("Add 1")
    app.key(pygame.K_z, pygame.KMOD_CTRL)
    assert board.match.state["tally"] == 0
    app.key(pygame.K_y, pygame.KMOD_CTRL)
    assert board.match.state["tally"] == 1


def test_undo_of_a_reveal_is_refused_with_a_sentence(app):
    board = start_tally(app)
    app.click_button("Draw a card")
    app.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(board.match.state["hands"]["0"]) == 1
    assert any("revealed" in toast.text for toast in app.ctx.toasts.items)


def test_f1_opens_the_rules_and_esc_closes_them(app):
    start_tally(app)
    app.key(pygame.K_F1)
    assert isinstance(app.top, RulesViewerScene)
    app.key(pygame.K_ESCAPE)
    assert isinstance(app.top, BoardScene)


def test_hotseat_hands_off_between_seats(app):
    start_tally(app, players=2)
    if isinstance(app.top, HandoffScene):
        app.click((640, 360))
    board = app.top
    assert isinstance(board, BoardScene)
    app.click_button("Add 1")
    assert isinstance(app.top, HandoffScene)
    # the hand-off is opaque: the board (and the hand on it) is not drawn beneath it
    assert app.ctx.stack.visible() == [app.top]
    app.click((640, 360))
    assert app.top is board and board.match.pending().seat == 1


def test_load_screen_lists_saves_and_names_a_broken_one(app):
    board = start_tally(app)
    app.click_button("Add 1")
    (app.ctx.saves_dir / "broken.json").write_text("{not json")
    app.key(pygame.K_ESCAPE)  # the in-game menu
    app.ctx.stack.pop_until(app.ctx.stack.find(MainMenuScene))
    app.click_button("Load")
    assert isinstance(app.top, LoadScene)
    infos = {info.path.name: info for info in app.top.saves}
    assert infos["broken.json"].error and "broken.json" in infos["broken.json"].error
    assert infos[board.slot.path.name].error is None
    del board


def test_profile_luckstones_are_carried_not_typed(app):
    save_profile(app.ctx.saves_dir, {"luckstones": 3})
    app.click_button("Tally")
    dialog = app.top
    assert dialog.options()["luckstones"] == 3
    assert "Luckstones" not in " ".join(app.buttons())  # no stepper to change them
    app.click_button("Start")
    board = app.top
    for _ in range(3):
        app.click_button("Add 2")
    assert board.match.outcome() is not None
    assert load_profile(app.ctx.saves_dir)["luckstones"] == 4


def test_listed_options_cycle_through_the_games_choices(app, fake_game, monkeypatch):
    monkeypatch.setattr(type(fake_game), "option_choices",
                        {"mode": [("calm", "Calm"), ("grim", "Grim")]}, raising=False)
    monkeypatch.setattr(type(fake_game), "default_options",
                        lambda self: {"players": 1, "target": 5, "double_draw": False,
                                      "luckstones": 0, "mode": "calm"})
    app.click_button("Tally")
    assert app.top.options()["mode"] == "calm"
    app.click_button("Mode: Calm")
    assert app.top.options()["mode"] == "grim" and "Mode: Grim" in app.buttons()
    app.click_button("Mode: Grim")
    assert app.top.options()["mode"] == "calm"


def test_a_bug_in_a_scene_is_a_sentence_not_a_closed_window(app, monkeypatch):
    board = start_tally(app)

    def broken(intent):
        raise RuntimeError("a scene bug")

    monkeypatch.setattr(board, "handle", broken)
    app.click((640, 360))
    assert app.ctx.running and app.top is board
    assert any("crash.log" in toast.text for toast in app.ctx.toasts.items)
    assert "a scene bug" in (app.ctx.saves_dir / "crash.log").read_text()


def test_the_menus_tooltip_goes_when_a_dialog_opens_over_it(app):
    menu = app.top
    button = app.buttons()["Tally"]
    app.post(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.pump()
    assert button.hover_tip()
    app.click_button("Tally")
    assert isinstance(app.top, NewGameScene)
    assert not any(w.hover_tip() for w in menu.ui.widgets)


def test_four_seat_rows_fit_a_1280x720_window_in_two_columns(tmp_path):
    from game.app.main import headless_context

    dialog = NewGameScene(headless_context(tmp_path), "grimlore")
    screen = pygame.Rect(0, 0, 1280, 720)
    assert dialog.seat_columns == 2 and screen.contains(dialog.panel)
    widgets = [w for w in dialog.ui.widgets if hasattr(w, "rect")]
    for i, a in enumerate(widgets):
        assert dialog.panel.contains(a.rect), a
        for b in widgets[i + 1:]:
            assert not a.rect.colliderect(b.rect), (getattr(a, "label", a), getattr(b, "label", b))
    help_area = dialog.help_area()  # the hover help's own place, beside Cancel and Start
    assert dialog.panel.contains(help_area)
    assert not any(w.rect.colliderect(help_area) for w in widgets)
    assert dialog.info_top + 30 <= help_area.top  # the carried party's line sits above it


def test_the_hover_help_never_lies_over_an_options_line_or_a_button(tmp_path):
    """Tainted Grail's dialog with its "Begin at" row reaches down to the buttons: the help
    ("Begin at is Chapter IV...") was written over "The save sheet: none"."""
    from game.app.main import headless_context

    for game_id in ("tainted_grail", "grimlore", "grimheim", "grim", "grudge"):
        dialog = NewGameScene(headless_context(tmp_path), game_id)
        help_area = dialog.help_area()
        lines = [k for k in {**dialog.fixed, **dialog.carried}
                 if k not in dialog.stands_in and k not in dialog.unshown]
        assert dialog.info_top + 30 * len(lines) <= help_area.top, game_id
        assert not any(w.rect.colliderect(help_area) for w in dialog.ui.widgets if hasattr(w, "rect"))


def test_a_fixed_options_line_starts_with_a_capital_though_its_label_is_lower_case(tmp_path):
    from game.app.main import headless_context

    dialog = NewGameScene(headless_context(tmp_path), "tainted_grail")
    assert dialog._info_line("save", None) == "The save sheet: none"


def test_a_tooltip_that_only_repeats_a_whole_label_is_not_shown(app):
    """Hover help says something the button does not: a tip that is the label again shows only
    when the label was drawn cut short."""
    from game.app.widgets import Button

    fonts = app.ctx.fonts
    surface = pygame.Surface((400, 100))
    roomy = Button((0, 0, 300, 40), "Keep these 3 cards", tooltip="Keep these 3 cards")
    narrow = Button((0, 50, 60, 40), "Keep these 3 cards", tooltip="Keep these 3 cards")
    told = Button((0, 0, 300, 40), "Pass", tooltip="Pass\nThis model ends its activation.")
    for button in (roomy, narrow, told):
        button.draw(surface, fonts)
        button.hover(button.rect.center)
    assert roomy.hover_tip() == ""
    assert narrow.hover_tip() == "Keep these 3 cards"
    assert told.hover_tip().startswith("Pass\n")
