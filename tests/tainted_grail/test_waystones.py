"""Activate a Waystone both ways (Magic and coin, the Blood Price), in every mode, its price for
every Character in the game whoever is in the party, flipping the cards it touches, moving a
model when all are out, and Fading."""

from __future__ import annotations

import pytest

from game.core.playout import bare
from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import waystones as W
from tests.tainted_grail.helpers import char, do, find, kind, run, start
from tests.tainted_grail.scenario_fixtures import scenario_match


def at_crossroads(characters: int = 1, **options):
    """Cadoc, then Ysolt, then Tobin at the Crossroads (wyrdness; two empty slots) with coin to
    spare (tests/tainted_grail/scenarios/at-the-crossroads.yaml)."""
    match = scenario_match("at-the-crossroads", characters, **options)
    assert match.state["map"]["102"]["side"] == "wyrd" and not match.state["waystones"][1:]
    return match


def test_the_coin_price_counts_every_character_in_the_game_not_the_party():
    match = at_crossroads(3)
    option = next(c for c in match.legal(0) if c["type"] == "waystone" and c["who"] == "cadoc"
                  and c["how"] == "coin")
    assert option["label"].endswith("(2 Energy, 3 Magic and 3 Wealth)")


def test_activating_places_a_model_and_turns_every_card_it_touches_clear():
    match = at_crossroads()
    point = P.corner_point(match.state, "102", "top-left")
    do(match, type="waystone", corner="top-left", how="coin", **{"with": "wealth"})
    assert point in match.state["waystones"]
    for card in P.touching(match.state, point):
        assert match.state["map"][card]["side"] == "clear"
    assert match.state["map"]["102"]["side"] == "clear"
    ch = char(match, "cadoc")
    assert (ch["energy"], ch["magic"], ch["wealth"]) == (4, 2, 2)


def test_paying_with_food_instead_of_wealth():
    match = at_crossroads()
    do(match, type="waystone", corner="top-left", how="coin", **{"with": "food"})
    assert (char(match, "cadoc")["food"], char(match, "cadoc")["wealth"]) == (2, 3)


def test_the_blood_price_pays_health_and_gains_terror_per_character():
    match = at_crossroads(2)
    do(match, type="join", who="ysolt", **{"with": "cadoc"})
    before = {c: dict(char(match, c)) for c in ("cadoc", "ysolt")}
    do(match, type="waystone", corner="top-left", how="blood")
    assert kind(match) == "pay"
    do(match, type="split", index=0)
    health = sum(before[c]["health"] - char(match, c)["health"] for c in before)
    terror = sum(char(match, c)["terror"] - before[c]["terror"] for c in before)
    assert (health, terror) == (6, 4)


def test_the_blood_price_needs_room_for_all_its_terror():
    assert find(at_crossroads(), type="waystone", how="blood") is not None
    full = scenario_match("crossroads-terror-nine")  # one slot from the top: 2 Terror won't fit
    assert char(full, "cadoc")["terror"] == 9
    assert find(full, type="waystone", how="blood") is None


@pytest.mark.parametrize("mode, bill", [
    ("story", {"energy": 2, "magic": 2}),
    ("challenge", {"energy": 4, "magic": 2, "wealth": 2}),
])
def test_the_modes_change_the_coin_price(mode, bill):
    match = at_crossroads(2, mode=mode)
    assert W.price(match.state, "coin") == bill


@pytest.mark.parametrize("mode, bill", [
    ("normal", {"energy": 2, "health": 6, "terror": 4}),
    ("story", {"energy": 2, "health": 4, "terror": 2}),
    ("challenge", {"energy": 4, "health": 6, "terror": 4}),
])
def test_the_modes_change_the_blood_price(mode, bill):
    match = at_crossroads(2, mode=mode)
    assert W.price(match.state, "blood") == bill


def test_the_box_holds_three_waystone_models():
    # the book's component list: three models; the fourth wake takes one from elsewhere
    assert W.models(at_crossroads().state) == 3
    full = scenario_match("crossroads-every-model-out")  # Gullhaven's and two more: all out
    assert len(full.state["waystones"]) == 3 and W.models_left(full.state) == 0
    takes = [c["take"] for c in full.legal(0) if c["type"] == "waystone"]
    assert takes and None not in takes


def test_when_every_model_is_out_one_is_taken_from_elsewhere():
    full = scenario_match("crossroads-every-model-out")
    stones = full.state["waystones"]
    assert W.models_left(full.state) == 0 and len(stones) == 3
    takes = [c for c in full.legal(0) if c["type"] == "waystone" and c["how"] == "coin"
             and c["corner"] == "top-left" and c["with"] == "wealth"]
    assert sorted(c["take"] for c in takes) == sorted(stones)
    far = P.corner_point(full.state, "108", "top-right")  # the Wreck of the Merrow Queen's
    pick = next(c for c in takes if c["take"] == far)
    full.submit(0, bare(pick))
    assert far not in full.state["waystones"]
    assert P.corner_point(full.state, "102", "top-left") in full.state["waystones"]
    assert len(full.state["waystones"]) == W.models(full.state)


def test_a_fade_removes_the_model_and_the_lamp_brand_burns_everyone():
    match = start("cadoc", "ysolt")
    point = match.state["waystones"][0]
    terror = {c: char(match, c)["terror"] for c in ("cadoc", "ysolt")}
    after, _ = run(match.state, W.fade, point, "a test")
    assert after["waystones"] == []
    assert after["map"]["101"]["side"] == "clear"  # Fading flips nothing by itself
    assert all(after["chars"][c]["terror"] == terror[c] + 1 for c in terror)


def test_the_story_can_wake_a_waystone_in_a_cards_first_free_slot():
    match = start("cadoc")
    after, _ = run(match.state, W.place_by_story, "102")
    assert P.corner_point(after, "102", "top-left") in after["waystones"]
    assert after["map"]["102"]["side"] == "clear"
