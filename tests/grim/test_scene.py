"""GRIM's table as a player meets it: it draws at every prompt random runs of both formats
reach, clicks on lit cards, enemy Grim and bar buttons submit the legal commands, the AI plays
its seat by itself with no hand-off, hotseat hides the table between players, and the scene
only ever reads the view of the seat acting now."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app.catalog import Catalog  # noqa: E402
from game.app.main import headless_context  # noqa: E402
from game.app.scenes.handoff import HandoffScene  # noqa: E402
from game.core.match import Match  # noqa: E402
from tests.app.driver import SceneTable  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.grim.table import ui_layout as L  # noqa: E402
from game.games.grim.rules import RULES  # noqa: E402
from game.games.grim.table.scenes import GrimBoardScene, make_board_scene  # noqa: E402
from game.games.grim.table.ui_commands import preview_text  # noqa: E402


class Table(SceneTable):
    """A headless app showing this game's scene; clicks are posted as pygame events."""

    def __init__(self, saves, match: Match) -> None:
        super().__init__(saves, match, make_board_scene, catalog=Catalog([RULES]))


def play_until(seed: int, wanted, fmt: str = "standard", limit: int = 3000, human_seats=None) -> Match:
    """A random run (both seats) stopped at the first prompt where ``wanted(match)`` holds."""
    match = Match(RULES, {"format": fmt}, seed, human_seats=human_seats).start()
    rng = random.Random(seed)
    for _ in range(limit):
        if match.outcome() is not None:
            break
        if wanted(match):
            return match
        seat = match.pending().seat
        match.submit(seat, bare(rng.choice(match.legal(seat))))
    pytest.skip(f"seed {seed} never reached the wanted prompt")


def first_run(wanted, fmt: str = "standard", seeds=range(8), human_seats=None) -> Match:
    for seed in seeds:
        try:
            return play_until(seed, wanted, fmt, human_seats=human_seats)
        except pytest.skip.Exception:
            continue
    raise AssertionError("no run reached the wanted prompt")


def last_command(match: Match) -> dict:
    return bare(match.log[-1].command)


def kind_is(kind: str):
    return lambda m: m.pending().kind == kind


@pytest.mark.parametrize("fmt, expected", [
    ("standard", {"pick_deck", "ban_deck", "afterworld", "search", "place", "draw", "attach", "action",
                  "reaction", "replace"}),
    ("coven", {"grimlord", "coven_pick", "protect", "banish", "afterworld", "place", "draw", "attach",
               "action", "reaction"}),
])
def test_the_scene_draws_at_every_prompt_random_runs_reach(tmp_path, fmt, expected):
    ctx = headless_context(tmp_path, catalog=Catalog([RULES]))
    surface = pygame.Surface((1280, 720))
    kinds = set()
    for seed in range(3):
        match = Match(RULES, {"format": fmt}, seed).start()
        rng = random.Random(seed)
        for _ in range(3000):
            if match.outcome() is not None:
                break
            pending = match.pending()
            if pending.kind not in kinds:
                kinds.add(pending.kind)
                scene = make_board_scene(ctx, match)
                assert scene.seat == pending.seat  # hotseat: the table shows the seat to decide
                scene.draw(surface)
                scene.toggle_chart()
                scene.draw(surface)
            match.submit(pending.seat, bare(rng.choice(match.legal(pending.seat))))
        make_board_scene(ctx, match).draw(surface)  # the finished game
    assert expected <= kinds


def test_clicking_an_enemy_grim_then_an_attack_submits_it(tmp_path):
    def can_attack(m):
        return m.pending().kind == "action" and any(c["type"] == "attack" for c in m.legal(m.pending().seat))

    match = first_run(can_attack)
    table = Table(tmp_path, match)
    seat = match.pending().seat
    attacks = [c for c in match.legal(seat) if c["type"] == "attack"]
    slot = attacks[0]["targets"][0]
    aimed = [c for c in attacks if slot in c["targets"]]
    before = len(match.log)
    table.click(L.slot_card_rect(False, slot).center)
    remaining = aimed
    steps = []
    while len(remaining) > 1:
        # several declarations aimed here: the player narrows them one step at a time, in the
        # book's order (Attack, Element, Targets, Synergy), the last choice submitting
        assert len(match.log) == before
        options = [row for row in table.scene.menu.rows if row.choice.payload]  # all but Cancel
        assert len(options) > 1 and all("damage" in b.choice.detail or "Immune" in b.choice.detail
                                     for b in options)
        step = next(f for f in ("attack", "element", "targets", "synergy")
                    if len({repr(c[f]) for c in remaining}) > 1)
        steps.append(step)
        assert len(options) == len({repr(c[step]) for c in remaining})
        value = sorted({repr(c[step]) for c in remaining}, key=[repr(c[step]) for c in remaining].index)[-1]
        remaining = [c for c in remaining if repr(c[step]) == value]
        table.scene.menu.scroll_to(options[-1])
        table.click(options[-1].rect.center)
    if len(aimed) == 1:  # a lone Attack asks too: the menu says the damage, the next click attacks
        assert len(match.log) == before and "damage" in table.scene.menu.detail()
        table.click(table.scene.menu.rows[0].rect.center)
    assert steps == sorted(steps, key=("attack", "element", "targets", "synergy").index)
    assert len(match.log) == before + 1
    assert last_command(match) == bare(remaining[0])


def test_hovering_an_enemy_shows_the_damage_before_the_click(tmp_path):
    def can_attack(m):
        return m.pending().kind == "action" and any(c["type"] == "attack" for c in m.legal(m.pending().seat))

    match = first_run(can_attack)
    table = Table(tmp_path, match)
    attack = next(c for c in match.legal(match.pending().seat) if c["type"] == "attack")
    slot = attack["targets"][0]
    table.move(L.slot_card_rect(False, slot).center)
    assert table.scene.hover_tip() and attack["label"] in table.scene.hover_tip()
    # the preview itself, in words, with the Target's name
    names = table.scene.enemy_names()
    words = preview_text(attack, names)
    assert names[slot] in words and "Stamina" in words


def test_clicking_a_hand_card_places_it(tmp_path):
    match = first_run(kind_is("place"))
    table = Table(tmp_path, match)
    seat = match.pending().seat
    command = match.legal(seat)[0]
    spot = next(s for s in table.scene.spots if s.area == "hand" and s.key == command["card"])
    options = [c for c in match.legal(seat) if c["card"] == command["card"]]
    before = len(match.log)
    table.click(spot.rect.center)
    # with or without a Bond: a menu beside the card asks which, even when there is one choice
    assert len(match.log) == before
    menu = table.scene.menu
    assert menu.rect.colliderect(spot.rect.inflate(40, 40)) and len(menu.rows) == len(options) + 1  # Cancel
    button = next(b for b in menu.rows if b.label == command["label"])
    table.click(button.rect.center)
    assert len(match.log) == before + 1
    assert last_command(match) == bare(command)


def test_clicking_your_grim_attaches_the_bond(tmp_path):
    match = first_run(lambda m: m.pending().kind == "attach"
                      and any(c["type"] == "attach" for c in m.legal(m.pending().seat)))
    table = Table(tmp_path, match)
    command = next(c for c in match.legal(match.pending().seat) if c["type"] == "attach")
    before = len(match.log)
    table.click(L.slot_card_rect(True, command["slot"]).center)
    assert len(match.log) == before  # placing a Bond asks first, saying what it is
    button = next(b for b in table.scene.menu.rows if b.label == command["label"])
    table.scene.menu.scroll_to(button)
    table.move(button.rect.center)
    assert "attach it beneath" in table.scene.menu.detail()
    table.click(button.rect.center)
    assert len(match.log) == before + 1
    assert last_command(match) == bare(command)


def test_a_choice_in_the_side_list_submits_its_command(tmp_path):
    match = first_run(kind_is("draw"))
    table = Table(tmp_path, match)
    legal = match.legal(match.pending().seat)
    button = next(b for b in table.scene.choices.rows if any(c["label"] == b.label for c in legal))
    command = next(c for c in legal if c["label"] == button.label)
    before = len(match.log)
    table.click(button.rect.center)
    assert len(match.log) == before + 1
    assert last_command(match) == bare(command)


def test_a_zoomed_choice_leaves_the_list_readable(tmp_path):
    match = first_run(kind_is("search"))
    table = Table(tmp_path, match)
    scene = table.scene
    row = scene.choices.rows[0]
    table.move(row.rect.center)
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.zoom_shown is not None
    assert scene.zoom_shown.right <= scene.choices.rect.left


def test_the_element_chart_opens_and_closes_with_one_click(tmp_path):
    table = Table(tmp_path, Match(RULES, None, 0).start())
    table.click(L.CHART_BUTTON.center)
    assert table.scene.chart_open
    table.click((640, 360))
    assert not table.scene.chart_open


def test_the_ai_plays_its_seat_by_itself_and_no_handoff_appears(tmp_path):
    match = Match(RULES, None, 5, human_seats={0}).start()
    table = Table(tmp_path, match)
    rng = random.Random(5)
    ai_moves = 0
    for _ in range(400):
        if match.outcome() is not None:
            break
        assert not isinstance(table.ctx.stack.top, HandoffScene)
        pending = match.pending()
        if pending.seat != 0:
            before = len(match.log)
            table.app.step(0)  # update(): the AI answers without any input
            assert len(match.log) > before
            assert all(entry.seat in (1, None) for entry in match.log[before:before + 1])
            ai_moves += 1
            continue
        table.scene.submit(bare(rng.choice(match.legal(0))))
        table.app.step(0)
    assert ai_moves > 5
    assert not any(isinstance(s, HandoffScene) for s in table.ctx.stack.visible())


def test_the_ai_only_gets_its_own_view_and_legal_commands(tmp_path, monkeypatch):
    match = Match(RULES, None, 5, human_seats={0}).start()
    table = Table(tmp_path, match)
    seen = []

    def spy(view, legal, rng):
        seen.append((view, legal))
        return bare(legal[0])

    table.scene.ai = spy
    for _ in range(30):
        if match.pending().seat == 0:
            table.scene.submit(bare(match.legal(0)[0]))
        table.app.step(0)
    assert seen
    for view, legal in seen:
        assert view["seat"] == 1 and view["players"][0]["hand"] is None
        assert all(c.get("seat") in (None, 1) for c in legal)


def test_undo_takes_back_the_ais_reply_too(tmp_path):
    def after_an_ai_reply(m):
        return (m.pending().seat == 0 and m.log[-1].seat == 1 and m.can_undo(0)[0])

    match = first_run(after_an_ai_reply, human_seats={0}, seeds=range(12))
    table = Table(tmp_path, match)
    mine = max(i for i, entry in enumerate(match.log) if entry.seat == 0)
    table.scene.undo()
    table.app.step(0)
    assert len(match.log) == mine  # the AI's reply went back with the move it answered
    assert match.pending().seat == 0 and not isinstance(table.ctx.stack.top, HandoffScene)


def test_hotseat_covers_the_table_when_the_seat_changes(tmp_path):
    match = Match(RULES, None, 0).start()
    table = Table(tmp_path, match)
    first = match.pending().seat
    for _ in range(20):
        table.scene.submit(bare(match.legal(match.pending().seat)[0]))
        if match.pending().seat != first:
            break
    assert match.pending().seat != first
    top = table.ctx.stack.top
    assert isinstance(top, HandoffScene) and top.seat == match.pending().seat
    assert table.ctx.stack.visible() == [top]  # the table underneath is not drawn at all
    assert table.scene.seat == match.pending().seat


def test_the_scene_reads_only_the_view_of_the_seat_acting_now(tmp_path, monkeypatch):
    for human_seats in ({0}, None):
        match = first_run(lambda m: m.pending().seat == 0 and m.pending().kind in ("action", "reaction", "draw"),
                          human_seats=human_seats)
        scene = make_board_scene(headless_context(tmp_path, catalog=Catalog([RULES])), match)
        asked = []
        real_view, real_legal = match.view, match.legal
        monkeypatch.setattr(match, "view", lambda seat: asked.append(("view", seat)) or real_view(seat))
        monkeypatch.setattr(match, "legal", lambda seat: asked.append(("legal", seat)) or real_legal(seat))
        scene.version += 1
        scene.pointer = L.slot_card_rect(False, 0).center
        scene.draw(pygame.Surface((1280, 720)))
        assert asked and {seat for _, seat in asked} == {0}
        their_hand = {str(c) for c in match.state["players"][1]["hand"]}
        assert not any(spot.key in their_hand for spot in scene.spots if spot.area == "hand")


def test_the_opponent_choice_is_offered_and_kept_in_the_save(tmp_path, monkeypatch):
    from game.app.scenes.new_game import NewGameScene
    from game.core import registry
    from game.core.saves import load_match, save_match

    monkeypatch.setattr(registry, "GAME_PACKAGES", [*registry.GAME_PACKAGES, "grim"])
    ctx = headless_context(tmp_path, catalog=Catalog([RULES]))
    dialog = NewGameScene(ctx, "grim")
    first, second = dialog.seat_buttons
    assert (first.label, second.label) == ("Person at this screen", "Computer")
    assert dialog.human_seats() == {0}
    assert "is the computer" in second.tooltip and not dialog.floating_tips  # help has a line of its own
    second.on_click()
    assert second.label == "Person at this screen" and dialog.human_seats() is None
    assert "is a person" in second.tooltip
    fmt = next(b for b in dialog.ui.widgets if getattr(b, "label", "").startswith("Format"))
    assert "Format is Standard. Click for Coven." == fmt.tooltip
    first.on_click()  # the AI may play either side
    assert dialog.human_seats() == {1}
    second.on_click()
    assert "At least one player must be a person." in [t.text for t in ctx.toasts.items]
    first.on_click()
    second.on_click()
    assert dialog.human_seats() == {0}
    dialog.start()
    board = ctx.stack.top
    assert isinstance(board, GrimBoardScene) and board.match.human_seats == {0} and board.ai is not None
    path = save_match(board.match, tmp_path / "solo.save")
    assert load_match(path).human_seats == {0}


def test_the_shell_finds_the_scene(tmp_path, monkeypatch):
    from game.app.session import board_scene_for

    match = Match(RULES, None, 0).start()
    assert isinstance(board_scene_for(headless_context(tmp_path), match), GrimBoardScene)


def can_attack(m):
    return m.pending().kind == "action" and any(c["type"] == "attack" for c in m.legal(m.pending().seat))


def test_a_menu_over_a_card_takes_its_clicks_and_hover(tmp_path):
    match = first_run(lambda m: can_attack(m) and len({t for c in m.legal(m.pending().seat)
                                                       if c["type"] == "attack" for t in c["targets"]}) == 2)
    table = Table(tmp_path, match)
    before = len(match.log)
    table.click(L.slot_card_rect(False, 0).center)
    menu = table.scene.menu
    under = menu.rect.clip(L.slot_area(False, 1))
    assert under.width and under.height, "the menu beside the first enemy lies over the second"
    point = (under.centerx, under.bottom - 3)  # on the panel, off its rows
    table.move(point)
    assert table.scene.hover_card() is None and "attack" not in table.scene.hover_tip().lower()
    table.click(point)
    assert table.scene.menu is menu and table.scene.menu_owner.slot == 0  # the card beneath stays unselected
    assert len(match.log) == before
    table.click((640, 20))  # a click off the menu only closes it
    assert table.scene.menu is None and len(match.log) == before


def test_the_choices_sit_beside_the_board_and_esc_closes_them_first(tmp_path):
    from game.app.intents import Shortcut
    from game.app.scenes.game_menu import GameMenuDialog

    match = first_run(lambda m: can_attack(m) and any(c["type"] in ("heal", "swap") for c in m.legal(m.pending().seat)))
    table = Table(tmp_path, match)
    scene = table.scene
    assert scene.choices is not None and scene.list_open
    for slot in scene.sorted.enemies:  # the enemies stay in sight and take their clicks
        assert not scene.choices.rect.colliderect(L.slot_area(False, slot))
        assert not any(rect.colliderect(L.slot_area(False, slot)) for rect in scene.panels())
    table.app.dispatch(Shortcut("back"))
    assert not scene.list_open and not isinstance(table.ctx.stack.top, GameMenuDialog)
    table.app.dispatch(Shortcut("back"))
    assert isinstance(table.ctx.stack.top, GameMenuDialog)


def test_a_choice_list_click_between_rows_reaches_nothing_beneath(tmp_path):
    match = first_run(kind_is("pick_deck"))
    table = Table(tmp_path, match)
    scene = table.scene
    rows = scene.choices.rows
    gap = (rows[0].rect.centerx, (rows[0].rect.bottom + rows[1].rect.top) // 2)
    before = len(match.log)
    table.click(gap)
    assert len(match.log) == before and scene.menu is None
    assert "Inflicts" in rows[0].tooltip and "Spirit Bonus" in rows[0].tooltip  # how the deck plays


def test_a_full_hand_keeps_every_card_whole():
    for count in range(1, 11):
        rects = L.hand_rects(count)
        assert all(r.right <= L.HAND.right - 8 and r.bottom <= L.HAND.bottom for r in rects)
        assert all(a.right <= b.left for a, b in zip(rects, rects[1:], strict=False)), f"{count} cards overlap"


def test_the_end_names_the_winner_and_the_loser(tmp_path):
    from game.app.scenes.game_menu import ResultDialog

    match = Match(RULES, None, 1, human_seats={0}).start()
    rng = random.Random(1)
    while match.outcome() is None:
        seat = match.pending().seat
        match.submit(seat, bare(rng.choice(match.legal(seat))))
    table = Table(tmp_path, match)
    dialog = ResultDialog(table.ctx, table.scene, {})
    winner, loser = match.outcome()["winner"], match.outcome()["loser"]
    names = {0: "Player 1 (you)", 1: "Player 2 (AI)"}
    assert dialog.lines[:2] == [f"{names[winner]} wins.", f"{names[loser]} loses."]
    assert not any("Loser" in line or line.endswith(": 1") for line in dialog.lines)


def test_a_card_wears_its_spirits_and_a_hindered_attack():
    from game.games.grim.table.ui_tips import card_marks

    grim = {"id": "ghost_02", "name": "The Grave Fiddler",
            "bonds": [{"bond": "spirit"}, {"bond": "wind"}, {"bond": "spirit"}]}
    view = {"hindered": {"card": "ghost_02", "why": "Frozen, it cannot use its higher Attack"},
            "held_attacks": [{"card": "ghost_02", "seat": 0}]}
    marks = dict(card_marks(grim, view))
    assert set(marks) == {"Spirit x2", "Attack held", "Hindered"} and "Frozen" in marks["Hindered"]
    assert "Hindered" not in dict(card_marks(grim, {"hindered": None}))
    other = {"hindered": {"card": "fire_01", "why": "Frozen"}}
    assert "Hindered" not in dict(card_marks(grim, other))


def test_the_player_who_moved_sees_what_it_did_before_the_screen_goes_over(tmp_path):
    match = first_run(lambda m: m.pending().kind == "reaction" and m.log[-1].command.get("type") == "attack"
                      and m.pending().seat != m.log[-1].seat)
    attacker = match.log[-1].seat
    match.undo(attacker)  # back to the declaration, which the attacker now makes at the table
    table = Table(tmp_path, match)
    assert table.scene.seat == attacker
    attack = next(c for c in match.legal(attacker) if c["type"] == "attack")
    table.scene.submit(bare(attack))
    top = table.ctx.stack.top
    assert isinstance(top, HandoffScene) and top.seat == 1 - attacker
    assert top.recap and any("declares" in line for line in top.recap)
    assert f"Player {attacker + 1}" in top.mover
    table.click((640, 360))  # read: now the plain hand-off, still covering the table
    assert table.ctx.stack.top is top and not top.recap
    table.click((640, 360))
    assert table.ctx.stack.top is table.scene
