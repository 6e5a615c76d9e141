"""Issue #25, the new-game dialog and the builder's text fields as a new player met them: the
dialog shows only the warband each seat will field, remembers a built roster for next time,
hides the computer's level when both seats are people, and the table's prompt uses the names
typed; the warband name field takes Ctrl+A and replaces its default on the first keystroke."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import text  # noqa: E402
from game.app.loop import App  # noqa: E402
from game.app.main import headless_context  # noqa: E402
from game.app.scenes.new_game import NewGameScene  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.seats import SEAT_NAMES  # noqa: E402
from game.games.grimheim.rules import RULES  # noqa: E402
from game.games.grimheim.table.builder import WarbandBuilderScene  # noqa: E402
from game.games.grimheim.table.scene import GrimheimBoardScene  # noqa: E402
from tests.app.driver import AppMouse  # noqa: E402


def key(mouse, code, mod=0, words=""):
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=mod, unicode=words, scancode=0))
    mouse.app.step(0)


def type_words(mouse, words):
    for ch in words:
        key(mouse, getattr(pygame, f"K_{ch.lower()}", pygame.K_SPACE), words=ch)


def labels(scene) -> list[str]:
    return [w.label for w in scene.ui.widgets if hasattr(w, "label")]


def drawn_words(scene, monkeypatch) -> str:
    """Everything ``scene`` writes on the screen, joined."""
    said = []
    real = text.draw

    def spy(surface, font, words, *args, **kw):
        said.append(str(words))
        return real(surface, font, words, *args, **kw)

    monkeypatch.setattr(text, "draw", spy)
    scene.draw(pygame.Surface((1280, 720)))
    monkeypatch.setattr(text, "draw", real)
    return "\n".join(said)


def open_dialog(tmp_path):
    ctx = headless_context(tmp_path)
    mouse = AppMouse(ctx)
    dialog = ctx.stack.push(NewGameScene(ctx, "grimheim"))
    mouse.app.step(0)
    return ctx, mouse, dialog


def test_the_warband_name_field_replaces_its_default_and_takes_ctrl_a(tmp_path):
    ctx = headless_context(tmp_path)
    mouse = AppMouse(ctx)
    builder = ctx.stack.push(WarbandBuilderScene(ctx))
    mouse.app.step(0)
    assert builder.band["name"] == "My Warband"
    mouse.click(builder.name_field.rect.center)
    type_words(mouse, "Crows")
    assert builder.band["name"] == "Crows"  # not "My WarbandCrows"
    key(mouse, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    type_words(mouse, "Rooks")
    assert builder.band["name"] == "Rooks"
    mouse.click(builder.name_field.rect.center)  # a second click adds to the end
    type_words(mouse, "s")
    assert builder.band["name"] == "Rookss"
    key(mouse, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    key(mouse, pygame.K_BACKSPACE)
    assert builder.name_field.value == ""


def test_the_dialog_shows_only_the_warband_used_and_remembers_a_built_one(tmp_path, monkeypatch):
    ctx, mouse, dialog = open_dialog(tmp_path)
    shown = drawn_words(dialog, monkeypatch)
    assert "Player 1's warband: The Jawbone Pack" in shown
    assert "own warband" not in shown  # no line for a roster nobody built
    mouse.press("Build warbands...", dialog)
    builder = ctx.stack.top
    mouse.press("The Night Watch of Quay Street (small)", builder)
    mouse.click(builder.name_field.rect.center)
    type_words(mouse, "Gutter Crows")
    mouse.press("Player 1 uses it", builder)
    mouse.press("Back", builder)
    shown = drawn_words(dialog, monkeypatch)
    assert "Player 1's warband: Gutter Crows (built)" in shown
    assert "Jawbone" not in shown and "own warband" not in shown
    mouse.press("Start", dialog)
    board = ctx.stack.find(GrimheimBoardScene)
    assert board.match.options["roster_0"]["name"] == "Gutter Crows"
    # the next game starts with the same built warband chosen
    again = NewGameScene(ctx, "grimheim")
    assert again.options()["roster_0"]["name"] == "Gutter Crows"
    assert "Player 1's warband: Gutter Crows (built)" in labels(again)
    # a click on that choice goes back to the ready-made warbands
    button = next(w for w in again.ui.widgets if getattr(w, "label", "").endswith("(built)"))
    button.on_click()
    assert again.options()["roster_0"] is None and "The Jawbone Pack" in button.label


def test_the_computers_level_shows_only_while_the_computer_plays(tmp_path):
    ctx, mouse, dialog = open_dialog(tmp_path)
    assert "Computer player: Normal" in labels(dialog)
    mouse.click(dialog.seat_buttons[1].rect.center)  # Player 2 becomes a person
    assert dialog.seat_buttons[1].label == "Person at this screen"
    assert not any(label.startswith("Computer player") for label in labels(dialog))
    mouse.click(dialog.seat_buttons[1].rect.center)
    assert "Computer player: Normal" in labels(dialog)


def test_the_prompt_bar_uses_the_names_typed(tmp_path):
    ctx = headless_context(tmp_path)
    match = Match(RULES, {SEAT_NAMES: ["Ann", "Bo"]}, 3, human_seats=None).start()
    scene = GrimheimBoardScene(ctx, match)
    ctx.stack.push(scene)
    App(ctx, pygame.Surface((1280, 720)))
    line = scene.prompt_line()
    assert line.startswith(scene.names[scene.seat] + ":") and "Player" not in line.split(":")[0]


def test_the_builder_lists_every_ready_made_warband_and_no_toast_hides_back(tmp_path):
    from game.games.grimheim.rules import content

    ctx, mouse, dialog = open_dialog(tmp_path)
    mouse.press("Build warbands...", dialog)
    builder = ctx.stack.top
    listed = [
        label for label in labels(builder) if label.endswith(("(small)", "(medium)", "(large)"))
    ]
    bands = content.load()["warbands"].values()
    assert sorted(listed) == sorted(f"{b['name']} ({b['size']})" for b in bands)
    assert {b["size"] for b in bands} == {"small", "medium", "large"}
    mouse.press("The Red Moon Horde (large)", builder)
    mouse.press("Player 1 uses it", builder)
    assert builder.message == "Player 1 will field The Red Moon Horde."
    assert ctx.toasts.items == []  # said in the panel, not over the buttons at the bottom
    back = next(w for w in builder.ui.widgets if getattr(w, "label", "") == "Back")
    assert back.rect.bottom < 100  # at the top, away from where toasts appear
    widgets = [w for w in builder.ui.widgets if hasattr(w, "rect")]
    for i, a in enumerate(widgets):
        assert not any(a.rect.colliderect(b.rect) for b in widgets[i + 1 :]), a.label
