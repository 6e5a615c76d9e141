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
    # ending the turn can't be taken back once the monsters act: the first click only asks
    assert len(match.log) == before
    assert "ends your turn" in table.scene.menu.detail()
    table.click(table.scene.menu.rows[0].rect.center)
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


def key(table, code) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    table.app.step(0)


def test_hover_previews_wait_for_the_pointer_after_a_click_changes_the_table(tmp_path):
    match = play_until(0, lambda m: m.pending().kind == "place_terrain")
    table = Table(tmp_path, match)
    command = match.legal(0)[0]
    centre = table.scene.grid.square_center(command["square"])
    table.move(centre)
    assert table.scene.tooltip_text or table.scene.hover_square == tuple(command["square"])
    table.click(centre)
    assert last_command(match) == bare(command)
    # the tooltip, ghost piece and card zoom of the old state no longer cover the board
    assert table.scene.tooltip_text == "" and not table.scene.previews_live
    table.move((centre[0] + 1, centre[1]))
    assert table.scene.previews_live


def strike_on_a_target(match: Match) -> bool:
    return strike_with_preview(match) and any(c["type"] == "strike" for c in match.legal(0))


def first_match(wanted, seeds=range(8)) -> Match:
    for seed in seeds:
        try:
            return play_until(seed, wanted)
        except pytest.skip.Exception:
            continue
    pytest.skip("no seed reached the wanted prompt")


def test_a_strike_asks_first_and_shows_its_whole_preview(tmp_path):
    match = first_match(strike_on_a_target)
    table = Table(tmp_path, match)
    command = next(c for c in match.legal(0) if c["type"] == "strike")
    before = len(match.log)
    table.click(table.scene.grid.square_center(table.scene.targets[command["target"]]))
    assert len(match.log) == before  # a Main Action ends the turn: nothing is sent on one click
    row = next(r for r in table.scene.menu.rows if bare(r.choice.payload) == bare(command))
    assert not row.cut and preview_of(command) in " ".join(row.lines)
    table.move(row.rect.center)
    assert preview_of(command) in table.scene.menu.detail() and "ends your turn" in table.scene.menu.detail()
    table.click(row.rect.center)
    assert last_command(match) == bare(command)


def test_a_menu_catches_its_clicks_and_esc_closes_it_before_the_game_menu(tmp_path):
    match = first_match(strike_on_a_target)
    table = Table(tmp_path, match)
    command = next(c for c in match.legal(0) if c["type"] == "strike")
    table.click(table.scene.grid.square_center(table.scene.targets[command["target"]]))
    menu = table.scene.menu
    between = (menu.rect.centerx, menu.rect.top + 12)  # on the panel's title, not on a row
    before = len(match.log)
    table.click(between)
    assert table.scene.menu is menu and len(match.log) == before
    key(table, pygame.K_ESCAPE)
    assert table.scene.menu is None and table.ctx.stack.top is table.scene
    key(table, pygame.K_ESCAPE)
    assert table.ctx.stack.top is not table.scene  # the game menu, once nothing else is open


def test_the_clicked_targets_tip_gives_way_to_the_menu_it_opened(tmp_path):
    match = first_match(strike_on_a_target)
    table = Table(tmp_path, match)
    command = next(c for c in match.legal(0) if c["type"] == "strike")
    target = table.scene.grid.square_center(table.scene.targets[command["target"]])
    table.move(target)
    assert table.scene.tooltip_text  # the preview of what a click would do
    table.click(target)
    assert table.scene.menu is not None
    assert table.scene.tooltip_text == "" and table.scene.hover_square is None


def test_a_click_that_can_do_nothing_says_why(tmp_path):
    match = play_until(0, lambda m: m.pending().kind == "place_terrain")
    table = Table(tmp_path, match)
    lit = {tuple(c["square"]) for c in match.legal(0)}
    blocked = next((c, r) for c in range(8) for r in range(8) if (c, r) not in lit)
    before = len(match.log)
    table.click(table.scene.grid.square_center(blocked))
    assert len(match.log) == before
    from game.games.grudge.rules.state import square_name

    assert any(square_name(blocked) in message for message in table.ctx.toasts.messages)


def test_the_board_names_its_squares_as_the_log_does(tmp_path):
    from game.games.grudge.rules.state import square_name as rules_name
    from game.games.grudge.table.ui_board import square_name

    assert all(square_name((c, r)) == rules_name((c, r)) for c in range(8) for r in range(8))
    # the letters and numbers sit in their own strips beside the board, on screen
    for strip in (L.FILES, L.RANKS):
        assert not strip.colliderect(L.BOARD) and pygame.Rect(0, 0, 1280, 720).contains(strip)
        assert not strip.colliderect(L.SHEET) and not strip.colliderect(L.SIDE) and not strip.colliderect(L.BAR)
    match = Match(RULES, None, 0).start()
    scene = make_board_scene(__import__("game.app.main", fromlist=["x"]).headless_context(tmp_path), match)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    a1 = scene.grid.square_rect((0, 7))
    letter = pygame.Rect(a1.centerx - 6, L.FILES.top, 12, L.FILES.height)
    colours = {tuple(surface.get_at((x, y))) for x in range(letter.left, letter.right)
               for y in range(letter.top, letter.bottom)}
    assert len(colours) > 2  # something is written under the a-file


def test_a_cleared_room_is_summed_up_before_walking_on(tmp_path):
    from game.app.scenes.dialog import MessageBox

    match = Match(RULES, None, 2).start()
    rng = random.Random(2)
    played = []
    for _ in range(4000):  # a run that strikes whenever it can clears the first room
        assert match.outcome() is None, "the run ended before a room was cleared"
        legal = match.legal(0)
        command = bare(rng.choice([c for c in legal if c["type"] in ("strike", "roughhouse")] or legal))
        match.submit(0, command)
        played.append(command)
        if any(e.get("type") == "challenge_won" for e in match.log[-1].events):
            break
    match = Match(RULES, None, 2).start()  # the same run again, up to the move that clears the room
    for earlier in played[:-1]:
        match.submit(0, earlier)
    table = Table(tmp_path, match)
    assert table.scene.submit(command)
    box = table.ctx.stack.top
    assert isinstance(box, MessageBox) and box.title == "Room 1 cleared"  # the room just won, not the next
    defeated = match.view(0)["run"]["monsters_defeated"]
    assert f"Monsters defeated: {defeated}" in box.message
    for part in ("Monsters defeated", "Damage taken", "Loot", "Luckstones"):
        assert part in box.message
