"""Issue #25 on the battlefield, driven by the mouse and keyboard: the choice panel is a titled
panel beside the board that a second click on the same model keeps; a click on another ready
model hands it an activation that spent nothing; Esc takes such an activation back."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re  # noqa: E402

import pygame  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.games.grimheim.rules import RULES  # noqa: E402
from game.games.grimheim.rules import preview as P  # noqa: E402
from game.games.grimheim.table import layout as L  # noqa: E402
from tests.grimheim.fixtures import copy, legal, prompt, send  # noqa: E402
from tests.grimheim.test_scene import Table, acting, advance  # noqa: E402


def esc(table):
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(
            pygame.event.Event(kind, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        )
    table.app.step(0)


def test_the_choice_panel_is_titled_beside_the_board_and_kept_on_a_second_click(tmp_path):
    match = advance(Match(RULES, {}, 3, human_seats={0}).start(), acting("act", ("shoot",)))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    attack = next(c for c in scene.legal if c["type"] == "shoot")
    target = next(m for m in scene.view["models"] if m["id"] == attack["target"])
    at = scene.grid.square_center(target["cell"])
    table.click(at)
    assert target["name"] in scene.popup_title
    labels = [w.label for w in scene.popup.widgets]
    assert "Cancel (Esc)" in labels and any(label.startswith("Shoot with") for label in labels)
    for w in scene.popup.widgets:  # beside the board, clear of the models and the readout
        assert L.CHOICE.contains(w.rect)
        assert not w.rect.colliderect(scene.grid.rect) and not w.rect.colliderect(L.INFO)
    before = len(match.log)
    table.click(at)  # the same model again: the panel stays
    assert scene.popup.widgets and len(match.log) == before
    table.click((L.CHOICE.centerx, L.CHOICE.bottom - 60))  # between its buttons: it stays
    assert scene.popup.widgets
    table.click(next(w for w in scene.popup.widgets if w.label == "Cancel (Esc)").rect.center)
    assert not scene.popup.widgets and len(match.log) == before


def test_another_ready_model_takes_over_an_untouched_activation_and_esc_takes_it_back(tmp_path):
    match = advance(Match(RULES, {}, 4, human_seats={0}).start(), acting("activate"))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    ready = [
        m
        for m in scene.view["models"]
        if m["seat"] == 0 and not m["activated"] and m["cell"] is not None and not m["defeated"]
    ]
    assert len(ready) >= 2
    first, second = ready[0], ready[1]
    table.click(scene.grid.square_center(first["cell"]))
    assert scene.view["active"] == first["id"]
    table.click(scene.grid.square_center(second["cell"]))
    assert scene.view["active"] == second["id"]  # switched: nothing was spent
    assert not next(m for m in scene.view["models"] if m["id"] == first["id"])["activated"]
    esc(table)
    assert match.pending().kind == "activate" and table.ctx.stack.top is scene
    assert not next(m for m in scene.view["models"] if m["id"] == second["id"])["activated"]


def shooter_table(tmp_path):
    match = advance(Match(RULES, {}, 6, human_seats={0}).start(), acting("act", ("shoot",)))
    table = Table(tmp_path, match)
    table.scene._sync()
    return match, table, table.scene


def readout_words(scene) -> str:
    return " ".join(words for words, _ in scene.readout(scene.hover_cell)[1])


def test_out_of_sight_says_what_blocks_the_view(tmp_path):
    match, table, scene = shooter_table(tmp_path)
    active = scene._active_mine()
    unseen = [
        m
        for m in scene.view["models"]
        if m["seat"] == 1 and m["cell"] and not P.sight(scene.view, active["id"], m["id"])["sees"]
    ]
    assert unseen
    table.move(scene.grid.square_center(unseen[0]["cell"]))
    words = readout_words(scene)
    assert "OUT OF SIGHT" not in words
    assert re.search(
        r"out of sight: (a wall between [A-V]\d+ and [A-V]\d+|a roof edge at "
        r"[A-V]\d+ \(\d+\" up\)|a wall's corner beside [A-V]\d+|\w+ at [A-V]\d+) blocks the view",
        words,
    ), words


def test_hovering_a_move_square_marks_what_could_be_shot_from_there(tmp_path):
    match, table, scene = shooter_table(tmp_path)
    active = scene._active_mine()
    quiet = [
        c for c, spot in scene.reach.items() if spot["kinds"][0] == "move" and c not in scene.warned
    ]
    cell = max(quiet, key=lambda c: len(P.shots_from(scene.view, active["id"], c, "move")))
    marked = P.shots_from(scene.view, active["id"], cell, "move")
    assert marked
    table.move(scene.grid.square_center(cell))
    names = [m["name"] for m in scene.view["models"] if m["id"] in marked]
    assert "From here it could still shoot " + ", ".join(names) + "." in readout_words(scene)
    # the marks are what the rules would offer after each such move, and none after a Run
    for spot in quiet[:: max(1, len(quiet) // 12)] + [cell]:
        state = copy(match.state)
        send(state, 0, {"type": "move", "cell": list(spot)})
        if prompt(state).kind != "act" or prompt(state).seat != 0:
            continue  # an enemy answered the move
        shots = {c["target"] for c in legal(state, 0) if c["type"] == "shoot"}
        assert shots == set(P.shots_from(scene.view, active["id"], spot, "move")), spot
    assert all(not P.shots_from(scene.view, active["id"], c, "run") for c in scene.reach)


def test_every_action_button_says_what_it_does_beyond_its_label(tmp_path):
    match, table, scene = shooter_table(tmp_path)
    tips = {w.label: w.tooltip for w in scene.bar.widgets}
    for label, tip in tips.items():
        assert tip and tip != label, (label, tip)  # not the label again
    overwatch = next(tip for label, tip in tips.items() if label.startswith("Overwatch"))
    assert "ends a move in range and sight" in overwatch and "one attack die fewer" in overwatch
    passing = next(tip for label, tip in tips.items() if label.startswith("Pass"))
    assert "can no longer react" in passing


def test_after_the_battle_nothing_lies_over_the_final_position(tmp_path, monkeypatch):
    from game.app import text
    from game.app.scenes import common

    match = advance(Match(RULES, {}, 5, human_seats={0}).start(), lambda m: False)
    assert match.outcome() is not None
    table = Table(tmp_path, match)
    scene = table.scene
    scene.on_match_changed()  # drawn afresh: the table keeps a drawn frame between draws
    said, boxes = [], []
    real_text, real_panel = text.draw, common.draw_panel
    monkeypatch.setattr(
        text,
        "draw",
        lambda s, f, w, c, pos, *a, **k: (
            said.append((w, pos)) or real_text(s, f, w, c, pos, *a, **k)
        ),
    )
    monkeypatch.setattr(
        "game.games.grimheim.table.scene.draw_panel",
        lambda s, r, *a, **k: boxes.append(pygame.Rect(r)) or real_panel(s, r, *a, **k),
    )
    scene.draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    verdict = [(w, pos) for w, pos in said if "VP" in w and ("wins" in w or "draw" in w)]
    assert verdict and all(L.PROMPT.collidepoint(pos) for _, pos in verdict)
    assert not any(box.colliderect(scene.grid.rect) for box in boxes)


def test_the_load_screen_marks_a_finished_battle(tmp_path, monkeypatch):
    from game.app import text
    from game.app.main import headless_context
    from game.app.scenes.load_screen import LoadScene
    from game.core.saves import save_match

    done = advance(Match(RULES, {}, 5, human_seats={0}).start(), lambda m: False)
    going = Match(RULES, {}, 6, human_seats={0}).start()
    ctx = headless_context(tmp_path)
    save_match(done, tmp_path / "done.save", title="Over and done")
    save_match(going, tmp_path / "going.save", title="Still going")
    screen = LoadScene(ctx)
    said = []
    real = text.draw
    monkeypatch.setattr(
        text,
        "draw",
        lambda s, f, w, c, pos, *a, **k: said.append((w, pos)) or real(s, f, w, c, pos, *a, **k),
    )
    screen.draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    rows = {info.title: screen.row_rect(i) for i, info in enumerate(screen.saves)}
    marks = [pos for words, pos in said if words == "Finished"]
    assert len(marks) == 1 and rows["Over and done"].collidepoint(marks[0])


def test_a_model_that_already_acted_keeps_the_activation_and_says_why(tmp_path):
    match = advance(Match(RULES, {}, 4, human_seats={0}).start(), acting("activate"))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    ready = [
        m
        for m in scene.view["models"]
        if m["seat"] == 0 and not m["activated"] and m["cell"] is not None and not m["defeated"]
    ]
    first, second = ready[0], ready[1]
    table.click(scene.grid.square_center(first["cell"]))
    scene._sync()
    cell = next(
        c for c, spot in scene.reach.items() if spot["kinds"][0] == "move" and c not in scene.warned
    )
    table.click(scene.grid.square_center(cell))
    table.click(next(w for w in scene.popup.widgets if w.label.startswith("Move")).rect.center)
    table.settle()
    assert scene.view["active"] == first["id"]  # it moved and is still active
    before = len(match.log)
    table.click(scene.grid.square_center(second["cell"]))
    assert scene.view["active"] == first["id"] and len(match.log) == before
    assert any("has already acted" in t.text for t in table.ctx.toasts.items)
