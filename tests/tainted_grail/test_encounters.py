"""Encounters until part two: the stand-in rule behind the one interface (face it: a die plus
the party's best leaning Attribute against 3 + difficulty; or get away, a sure loss), its price
in Health or Terror, Loot, and the card going back to its deck."""

from __future__ import annotations

from game.core.chance import Chance
from game.core.match import Match
from game.games.tainted_grail.rules import encounters as N
from tests.tainted_grail.helpers import char, do, kind, reshape, run_step, shaped, start, world


def begun(step: dict, hero: str = "ysolt", seed: int = 1, **chars) -> Match:
    """A match at the question an Encounter step asks (the step run on a shaped position)."""
    match = start(hero)
    state = shaped(match)
    if step["op"] == "encounter":
        state["encounter_decks"] = {k: [c for c in v if c != step["id"]]
                                    for k, v in state["encounter_decks"].items()}
    state["chars"][hero].update(chars)
    after, _ = run_step(state, step)
    shaped_match = reshape(match, after)
    shaped_match.seed = seed
    return shaped_match


def test_the_interface_is_one_agenda_step():
    assert N.step("marsh-boar", ["ysolt"], "101", "named") == {
        "op": "encounter", "id": "marsh-boar", "party": ["ysolt"], "at": "101",
        "source": "named"}


def test_facing_rolls_a_die_plus_the_best_leaning_attribute():
    for seed in range(1, 12):  # the Sow: green combat, difficulty 1, 4 or more wins
        match = begun(N.step("marsh-boar", ["ysolt"], "101", "named"), seed=seed)
        assert kind(match) == "encounter"
        die = Chance(seed, match.draws).die(6, "encounter")
        health, food = char(match, "ysolt")["health"], char(match, "ysolt")["food"]
        do(match, type="face")
        won = die + 2 >= 4  # Ysolt's Aggression 2
        assert match.state["last_encounter"] == ("win" if won else "lose")
        assert match.log[-1].draws == {"encounter": 1}
        if won:
            assert char(match, "ysolt")["health"] == health  # difficulty 1: a win is free
            assert char(match, "ysolt")["food"] == food + 2  # the Sow's Loot
        else:
            assert char(match, "ysolt")["health"] == health - 1


def test_getting_away_is_a_sure_loss_that_costs_one():
    match = begun(N.step("hill-shepherd", ["cadoc"], "101", "named"), hero="cadoc")
    terror = char(match, "cadoc")["terror"]
    do(match, type="get_away")  # a Diplomacy: the price is Terror
    assert match.state["last_encounter"] == "lose"
    assert char(match, "cadoc")["terror"] == terror + 1


def test_the_prompt_says_what_is_needed_and_the_odds():
    match = begun(N.step("salt-crab", ["ysolt"], "101", "named"))  # difficulty 2
    assert "5 or more wins" in match.pending().info["text"]
    face = next(c for c in match.legal(0) if c["type"] == "face")
    assert face["label"] == "Face Carapace Tyrant (67% to win)"  # a 3+ with Aggression 2


def test_a_drawn_card_goes_back_under_its_deck():
    start_state = start("ysolt").state
    top = start_state["encounter_decks"]["green"][0]
    match = begun(N.draw_step("green", ["ysolt"], "101"))
    assert match.state["encounter"]["id"] == top
    do(match, type="get_away")
    if top not in world()["guardians"]:
        assert match.state["encounter_decks"]["green"][-1] == top


def test_the_dying_sit_it_out_and_nobody_left_means_a_loss():
    match = begun(N.step("marsh-boar", ["ysolt"], "101", "named"), health=0, dying=True)
    assert match.state["last_encounter"] == "lose" and kind(match) == "day"
