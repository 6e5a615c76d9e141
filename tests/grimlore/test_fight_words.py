"""The words around a GRIMLORE fight: the Fight button's tip tells what the fight will be (the
foe scaled to the party, its minions, its attacks), not its label again; the battle bar tells
the minions as they stand, and a foe that came alone is not said to have "no minions left"."""
from __future__ import annotations

import random

import pygame

from game.core.match import Match
from game.core.registry import get_rules
from game.games.grimlore.table.battle import minions_line


def _fight_offered(seed: int) -> Match:
    match = Match(get_rules("grimlore"), seed=seed).start()
    rng = random.Random(seed)
    for _ in range(600):
        if match.pending().kind == "combat_open":
            return match
        seat = match.pending().seat
        match.submit(seat, rng.choice(match.legal(seat)))
    raise AssertionError("no fight was offered")


def test_the_fight_button_tip_says_what_the_fight_will_be(tmp_path):
    from game.app.main import headless_context
    from game.app.session import board_scene_for

    match = _fight_offered(1)
    scene = board_scene_for(headless_context(tmp_path), match)
    scene.draw(pygame.Surface((1280, 720)))
    fight = next(w for w in scene.screen.ui.widgets if w.label.startswith("Fight "))
    tip = fight.tooltip
    assert tip.strip() != fight.label and tip.startswith(fight.label)
    foe = match.view(0)["prompt"]["monster"]
    assert "Energy" in tip and "fighter" in tip and "attacks of" in tip, tip
    assert foe  # the foe the prompt names is the one the tip scales


def test_the_battle_bar_tells_minions_as_they_stand():
    def combat(*minions: int) -> dict:
        units = {"m": {"main": True, "energy": 5}}
        units.update({f"n{i}": {"main": False, "energy": e} for i, e in enumerate(minions)})
        return {"units": units}

    assert minions_line(combat()) == "with no minions"
    assert minions_line(combat(0, 0)) == "its minions all down"
    assert minions_line(combat(1, 0, 1)) == "2 of its 3 minions standing"


def test_a_won_fight_ends_on_a_panel_of_how_it_went(tmp_path):
    """After the blow that ends a fight, a panel tells the victory and its gold and XP, the foes
    slain, each character's Energy and what the fight cost them, then what comes next."""
    from game.app.scenes.dialog import MessageBox
    from game.app.session import board_scene_for
    from game.games.grimlore.table.panels import members
    from tests.app.driver import Driver

    driver = Driver(tmp_path / "saves")
    try:
        match = Match(get_rules("grimlore"), seed=3, human_seats={0}).start()
        rng = random.Random(3)
        board = board_scene_for(driver.ctx, match)
        driver.ctx.stack.push(board)
        driver.pump()
        for _ in range(400):
            top = driver.top
            if isinstance(top, MessageBox) and top.title == "The fight is won":
                break
            if isinstance(top, MessageBox):
                driver.key(pygame.K_ESCAPE)
                continue
            board.submit(rng.choice(match.legal(0)))
            driver.pump()
        else:
            raise AssertionError("no fight was won")
        words = driver.top.message.split("\n")
        assert words[0].startswith("Victory over") and "gold" in words[0] and "XP" in words[0]
        assert "slain in" in words[1]
        names = [c["name"] for c in members(match.view(0))]
        for name in names:
            assert any(line.startswith(f"{name}: ") and "Energy" in line for line in words)
        assert words[-1].startswith("Next: choose the loot")
    finally:
        driver.close()
