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
