"""Grudge's board scene as a player meets it: it draws at every prompt a random run reaches, and
posted mouse events (through the shell's input layer and loop) submit the legal commands."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app.main import headless_context  # noqa: E402
from game.core.match import Match  # noqa: E402
from tests.app.driver import SceneTable  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.core.registry import get_rules  # noqa: E402
from game.games.grudge.table import ui_layout as L  # noqa: E402
from game.games.grudge.table.scenes import GrudgeBoardScene, make_board_scene  # noqa: E402
from game.games.grudge.table.ui_commands import preview_of  # noqa: E402

RULES = get_rules("grudge")


class Table(SceneTable):
    """A headless app showing this game's scene; clicks are posted as pygame events."""

    def __init__(self, saves, match: Match) -> None:
        super().__init__(saves, match, make_board_scene)


def play_until(seed: int, wanted, limit: int = 4000) -> Match:
    """A random run stopped at the first prompt where ``wanted(match)`` holds."""
    match = Match(RULES, None, seed).start()
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(match):
            return match
        if match.outcome() is not None:
            break
        match.submit(0, bare(rng.choice(match.legal(0))))
    pytest.skip(f"seed {seed} never reached the wanted prompt")


def last_command(match: Match) -> dict:
    return bare(match.log[-1].command)


def test_the_scene_draws_at_every_prompt_a_random_run_reaches(tmp_path):
    ctx = headless_context(tmp_path)
    surface = pygame.Surface((1280, 720))
    kinds = set()
    for seed in range(3):
        match = Match(RULES, None, seed).start()
        rng = random.Random(seed)
        for _ in range(3000):
            kind = match.pending().kind
            if kind not in kinds:
                kinds.add(kind)
                scene = make_board_scene(ctx, match)
                scene.draw(surface)
            if match.outcome() is not None:
                break
            match.submit(0, bare(rng.choice(match.legal(0))))
        make_board_scene(ctx, match).draw(surface)  # the end of the run, with its result panel
    assert {"loadout", "stats", "place_terrain", "initiative", "assign", "main_action"} <= kinds


def test_the_result_panel_reports_the_run(tmp_path):
    from game.games.grudge.table.ui_result import result_lines

    match = play_until(0, lambda m: m.outcome() is not None)
    title, lines = result_lines(match.outcome())
    assert title.startswith("Defeat") or title.startswith("Victory")
    assert any("Rooms cleared" in line for line in lines)
    make_board_scene(headless_context(tmp_path), match).draw(pygame.Surface((1280, 720)))


def test_clicking_a_lit_square_submits_that_squares_command(tmp_path):
    match = play_until(0, lambda m: m.pending().kind == "place_terrain")
    table = Table(tmp_path, match)
    command = match.legal(0)[len(match.legal(0)) // 2]
    before = len(match.log)
    table.click(table.scene.grid.square_center(command["square"]))
    assert len(match.log) == before + 1
    assert last_command(match) == bare(command)


def test_choosing_a_hand_card_then_a_slot_assigns_it(tmp_path):
    match = play_until(1, lambda m: m.pending().kind == "assign")
    table = Table(tmp_path, match)
    command = match.legal(0)[-1]
    spot = next(s for s in table.scene.spots if s.area == "hand" and s.card == command["card"])
    before = len(match.log)
    table.click(spot.rect.center)
    assert table.scene.selected_card == command["card"]
    assert len(match.log) == before  # choosing the card alone plays nothing
    slot = L.slot_rects()[command["slot"]]
    table.click(slot.center)
    assert len(match.log) == before + 1
    assert last_command(match) == bare(command)


def test_dragging_an_initiative_card_onto_its_slot_chooses_it(tmp_path):
    match = play_until(2, lambda m: m.pending().kind == "initiative")
    table = Table(tmp_path, match)
    command = match.legal(0)[0]
    spot = next(s for s in table.scene.spots if s.area == "init_hand" and s.card == command["card"])
    before = len(match.log)
    table.drag((spot.rect.left + 6, spot.rect.centery), L.slot_rects()["initiative"].center)
    assert len(match.log) == before + 1
    assert last_command(match) == bare(command)


def strike_with_preview(match: Match) -> bool:
    return match.pending().kind == "main_action" and any(
        c["type"] == "strike" and preview_of(c) for c in match.legal(0))


def test_hovering_a_target_shows_what_the_strike_would_do(tmp_path):
    match = None
    for seed in range(6):
        try:
            match = play_until(seed, strike_with_preview)
            break
        except pytest.skip.Exception:
            continue
    assert match is not None
    table = Table(tmp_path, match)
    command = next(c for c in match.legal(0) if c["type"] == "strike" and preview_of(c))
    square = table.scene.targets[command["target"]]
    table.move(table.scene.grid.square_center(square))
    assert preview_of(command) in table.scene.tooltip_text


def test_a_bar_button_submits_its_command(tmp_path):
    match = play_until(0, lambda m: m.pending().kind == "main_action")
    table = Table(tmp_path, match)
    button = next(b for b in table.scene.bar.widgets if b.label == "End your turn"
                  or any(c.get("label") == b.label and c["type"] == "pass" for c in match.legal(0)))
    command = next(c for c in match.legal(0) if c.get("label") == button.label)
    before = len(match.log)
    table.click(button.rect.center)
    assert len(match.log) == before + 1
    assert last_command(match) == bare(command)


def test_the_scene_is_the_one_the_shell_finds(tmp_path):
    from game.app.session import board_scene_for

    match = Match(RULES, None, 0).start()
    assert isinstance(board_scene_for(headless_context(tmp_path), match), GrudgeBoardScene)


def two_choices_on_one_target(match: Match) -> bool:
    if match.pending().kind != "main_action":
        return False
    aimed = [c["target"] for c in match.legal(0) if "target" in c]
    return any(aimed.count(t) > 1 for t in aimed)


def test_a_target_with_two_choices_asks_which_then_submits_it(tmp_path):
    match = play_until(1, two_choices_on_one_target)
    table = Table(tmp_path, match)
    aimed = [c for c in match.legal(0) if "target" in c]
    target = next(c["target"] for c in aimed if sum(d["target"] == c["target"] for d in aimed) > 1)
    before = len(match.log)
    table.click(table.scene.grid.square_center(table.scene.targets[target]))
    assert len(match.log) == before  # nothing sent yet: the player picks Strike or Roughhouse
    options = table.scene.popup.widgets
    assert len(options) >= 2
    table.click(options[-1].rect.center)
    assert len(match.log) == before + 1
    chosen = last_command(match)
    assert chosen["target"] == target and chosen in [bare(c) for c in aimed]
