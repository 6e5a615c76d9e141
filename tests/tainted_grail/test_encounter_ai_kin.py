"""The Encounter AI calls on a companion (ai/search.py's ``KIN`` step) when its help clearly
pays and keeps it when it clearly does not. Each Encounter is begun through the rules' step
with the companion walking with Cadoc (test_companions.met_in_encounter); where a test needs a
Pool, a hand, a deck or Health the opening cannot give, the position is shaped and says so.
Each test plays Cadoc's whole Activation by the AI through the contract."""

from __future__ import annotations

import random

from game.core.playout import bare
from game.games.tainted_grail.ai.encounter import choose
from tests.tainted_grail.encounter_helpers import enc
from tests.tainted_grail.helpers import char, reshape, shaped
from tests.tainted_grail.test_companions import ENCOUNTERS, FIGHT, TALK, met_in_encounter


def activation(match) -> list[dict]:
    """Cadoc's Activation as the AI plays it: the commands it submitted."""
    cid, turn = enc(match)["active"], enc(match)["turn"]
    rng = random.Random(3)
    out = []
    while match.outcome() is None and enc(match) is not None:
        if (enc(match)["active"], enc(match)["turn"]) != (cid, turn):
            break
        command = choose(match.view(0), match.legal(0), rng)
        out.append(command)
        match.submit(0, bare(command))
    return out


def called(commands: list[dict]) -> list[str]:
    return [c["kin"] for c in commands if c["type"] == "kin_help"]


def shape(match, pool=None, hand=None, draw=None, health=None):
    """Hand-shaped: Cadoc's Pool, hand, draw pile or Health set."""
    state = shaped(match)
    zones = state["encounter"]["zones"]["cadoc"]
    for key, value in (("hand", hand), ("draw", draw)):
        if value is not None:
            zones[key] = value
    if pool is not None:
        state["encounter"]["pool"] = pool
    if health is not None:
        state["chars"]["cadoc"]["health"] = health
    return reshape(match, state)


def test_gristle_strikes_when_his_two_markers_win_the_fight():
    value = ENCOUNTERS[FIGHT]["value"]
    match = met_in_encounter(FIGHT, {"gristle": [1]}, cadoc={"food": 1})
    match = shape(match, pool=value - 2, hand=[])  # no card to play: only Gristle can win
    assert called(activation(match)) == ["gristle"]
    assert match.state["last_encounter"] == "win"


def test_gristle_is_kept_at_the_opening_when_his_markers_change_nothing_now():
    match = met_in_encounter(FIGHT, {"gristle": [1]}, cadoc={"food": 1})
    assert called(activation(match)) == []
    assert char(match, "cadoc")["food"] == 1  # the last Food stays for his supper


def test_the_lark_sets_aside_an_attack_that_would_leave_cadoc_dying():
    match = shape(met_in_encounter(FIGHT, {"lark": [1]}), health=2)
    assert called(activation(match)) == ["lark"]
    assert char(match, "cadoc")["health"] == 2 and not char(match, "cadoc")["dying"]


def test_the_lark_is_kept_against_a_small_attack_at_full_health():
    match = met_in_encounter(FIGHT, {"lark": [1]})
    terror = char(match, "cadoc")["terror"]
    assert called(activation(match)) == []
    assert char(match, "cadoc")["terror"] == terror


def test_wren_draws_for_an_empty_hand_and_not_from_an_empty_deck():
    match = shape(met_in_encounter(TALK, {"wren": [1]}), hand=[])
    commands = activation(match)
    assert called(commands)[:1] == ["wren"] and commands[0]["type"] == "kin_help"
    match = shape(met_in_encounter(TALK, {"wren": [1]}), hand=[], draw=[])
    assert called(activation(match)) == []
