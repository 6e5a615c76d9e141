"""Issue #25 balance, Smugglers' Casks: the AI plays the carry as a player would. A carrier walks
its cask home rather than charging away with it, and an enemy carrier is a target worth the
cask it would bring home. Each position is a test scenario played through the contract."""

from __future__ import annotations

import random

from game.core.match import Match
from game.games.grimheim.ai.player import choose
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import content, scoring
from tests.grimheim.fixtures import model_id, scenario_match


def activation(match: Match, name: str) -> list[dict]:
    """Player 1 activates ``name`` and the AI plays its activation; the commands it chose."""
    who = model_id(match, name)
    match.submit(0, {"type": "activate", "model": who})
    chosen = []
    while match.state.get("active") == who and match.pending().seat == 0:
        rng = random.Random(f"{match.seed}:{len(match.log)}")
        command = choose(match.view(0), match.legal(0), rng)
        chosen.append(command)
        match.submit(0, command)
    return chosen


def home_distance(match: Match, cell) -> int:
    zone = scoring.delivery_zone(match.state["map"], content.load()["missions"]["casks"], 0)
    return min(B.distance(cell, z) for z in zone)


def test_a_carrier_walks_its_cask_home_instead_of_charging_away_with_it():
    match = scenario_match("cask-carrier-home")
    grisa = model_id(match, "Grisa Jawbone")
    before = home_distance(match, match.state["models"][grisa]["cell"])
    chosen = activation(match, "Grisa Jawbone")
    assert [c["type"] for c in chosen][:1] == ["move"]
    assert home_distance(match, match.state["models"][grisa]["cell"]) < before
    assert match.state["objectives"][0]["carrier"] == grisa


def test_an_enemy_carrier_is_struck_before_a_lighter_target_beside_it():
    match = scenario_match("cask-carrier-target")
    chosen = activation(match, "Sergeant Ottilie Brand")
    fights = [c for c in chosen if c["type"] == "fight"]
    assert fights and fights[0]["target"] == model_id(match, "Brannoc")
