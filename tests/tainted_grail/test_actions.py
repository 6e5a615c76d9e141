"""During the Day through the contract: each Action, its price, its party scaling, and the
refusal of what can't be paid in full."""

from __future__ import annotations

import pytest

from game.core.contract import IllegalCommand
from game.core.playout import bare
from tests.tainted_grail.helpers import (
    char,
    do,
    do_label,
    find,
    finish_reading,
    kind,
    labelled,
    reshape,
    shaped,
    start,
)


def test_explore_only_in_a_clear_location_without_a_guardian():
    match = start("cadoc")
    assert find(match, type="explore") is not None  # Gullhaven is clear
    do(match, type="travel", to="102")
    assert find(match, type="explore") is None  # the Crossroads are wyrdness
    state = shaped(match)
    state["map"]["102"]["side"] = "clear"
    state["guardians"] = {"reed-widow": "102"}
    guarded = reshape(match, state)
    assert find(guarded, type="explore") is None
    assert find(guarded, type="location_action") is None
    assert find(guarded, type="challenge", guardian="reed-widow") is not None


def test_exploring_opens_the_journal_at_the_location_and_ends_back_in_the_day():
    match = start("cadoc")
    do(match, type="explore")
    assert kind(match) == "verse_choice"
    reading = match.view(0)["reading"]
    assert reading["verse"] == "101" and reading["at"] == "101"
    finish_reading(match)
    assert kind(match) == "day" and match.view(0)["reading"] is None
    assert "101" in match.state["today"]["explored"]


def test_travel_costs_one_energy_per_party_member_and_moves_the_whole_party():
    match = start("cadoc", "ysolt")
    do(match, type="join", who="ysolt", **{"with": "cadoc"})
    assert match.state["parties"] == [["cadoc", "ysolt"]]
    travel = find(match, type="travel", to="102")
    assert travel["label"] == "Cadoc and Ysolt: Travel to Thornway Crossroads (2 Energy)"
    assert travel["bill"] == {"energy": 2, "per": "member", "members": 2, "each": 1}
    energy = {c: char(match, c)["energy"] for c in ("cadoc", "ysolt")}
    do(match, type="travel", to="102")
    assert kind(match) == "pay"  # a party chooses how to split
    do(match, type="split", index=0)
    spent = sum(energy[c] - char(match, c)["energy"] for c in energy)
    assert spent == 2
    assert {char(match, c)["at"] for c in energy} == {"102"}


def test_every_action_of_the_day_carries_its_bill_as_the_rules_price_it():
    from game.games.tainted_grail.rules import waystones as W
    from game.games.tainted_grail.table.words import per_member

    match = start("cadoc", "ysolt", mode="story")
    assert find(match, type="explore")["bill"] == {"per": "party"}
    alone = find(match, type="travel", to="102", who="cadoc")
    assert alone["bill"]["per"] == "member" and alone["bill"]["energy"] == 1
    assert per_member(alone) == "1 Energy"
    do(match, type="join", who="ysolt", **{"with": "cadoc"})
    assert per_member(find(match, type="travel", to="102")) == "1 Energy each"
    do(match, type="travel", to="102")
    do(match, type="split", index=0)
    stones = [c for c in match.legal(0) if c["type"] == "waystone"]
    assert stones  # the Crossroads have two empty slots
    for stone in stones:
        price = W.price(match.state, stone["how"])
        assert stone["bill"] == {**{k: v for k, v in price.items() if v}, "per": "party"}


def test_a_member_may_pay_for_the_whole_party():
    match = start("cadoc", "ysolt")
    do(match, type="join", who="ysolt", **{"with": "cadoc"})
    do(match, type="travel", to="102")
    split = next(c for c in match.legal(0) if c["label"] == "Ysolt pays what they can")
    before = {c: char(match, c)["energy"] for c in ("cadoc", "ysolt")}
    match.submit(0, bare(split))
    assert char(match, "ysolt")["energy"] == before["ysolt"] - 2
    assert char(match, "cadoc")["energy"] == before["cadoc"]


def test_the_pay_question_has_a_way_back():
    match = start("cadoc", "ysolt")
    do(match, type="join", who="ysolt", **{"with": "cadoc"})
    before = match.hash()
    do(match, type="travel", to="102")
    do(match, type="back")
    assert kind(match) == "day" and match.hash() == before  # nothing was paid or moved


def test_leaving_a_party_and_travelling_alone():
    match = start("cadoc", "ysolt")
    do(match, type="join", who="ysolt", **{"with": "cadoc"})
    do(match, type="leave", who="ysolt")
    assert sorted(match.state["parties"]) == [["cadoc"], ["ysolt"]]
    assert find(match, type="travel", who="ysolt", to="102")["label"].endswith("(1 Energy)")


def test_an_action_that_cant_be_paid_in_full_is_not_offered_and_is_refused_in_words():
    match = start("tobin")
    state = shaped(match)
    state["chars"]["tobin"]["energy"] = 0
    tired = reshape(match, state)
    assert find(tired, type="travel") is None
    with pytest.raises(IllegalCommand) as refused:
        tired.submit(0, {"type": "travel", "who": "tobin", "to": "102"})
    assert "not allowed now" in str(refused.value)


def test_arriving_resolves_the_instant_effect_and_attaches_new_locations():
    match = start("cadoc")
    do(match, type="travel", to="102")
    # the Crossroads' wyrdness side: "gain 1 terror", once, then 1 light Time marker
    assert match.state["map"]["102"]["light"] == 1
    assert {"118", "117", "110"} <= set(match.state["map"])
    for card in ("118", "117", "110"):
        assert match.state["map"][card]["side"] == "wyrd"  # no waystone touches them


def test_an_instant_with_a_limit_waits_while_its_card_has_light_markers():
    match = start("ysolt")
    do(match, type="travel", to="102")
    terror = char(match, "ysolt")["terror"]
    do(match, type="travel", to="101")
    do(match, type="travel", to="102")
    assert char(match, "ysolt")["terror"] == terror  # the marker is still on the card


def test_a_card_touching_a_waystone_comes_into_play_clear():
    match = start("cadoc")
    do(match, type="explore")
    # Gullhaven's elders name the Jetty, which shares the waystone at Gullhaven's corner
    do_label(match, "Call on the elders")
    do_label(match, "Ask what happened to the Beacon")
    assert match.state["map"]["105"]["side"] == "clear"


def test_a_location_action_pays_its_cost_and_a_limited_one_leaves_light_markers():
    match = start("cadoc")
    action = find(match, type="location_action")
    assert action["label"] == "Cadoc: Gut the Catch (2 Energy)"
    food, wealth = char(match, "cadoc")["food"], char(match, "cadoc")["wealth"]
    do(match, type="location_action")
    assert (char(match, "cadoc")["food"], char(match, "cadoc")["wealth"]) == (food + 1, wealth + 1)
    # the Crossroads' clear side: Read the Milestone, limit 2
    state = shaped(match)
    state["map"]["102"]["side"] = "clear"
    state["chars"]["cadoc"]["at"] = "102"
    lit = reshape(match, state)
    do(lit, type="location_action")
    assert lit.state["map"]["102"]["light"] == 2 and "118" in lit.state["map"]
    assert find(lit, type="location_action") is None


def test_the_character_ability_is_once_a_day_and_its_owner_pays():
    match = start("tobin", "ysolt")
    do(match, type="join", who="ysolt", **{"with": "tobin"})
    ability = labelled(match, "Tobin: Cobble Something Together")
    assert ability is not None
    items = len(char(match, "tobin")["items"])
    match.submit(0, bare(ability))
    if kind(match) == "pay":
        for option in match.legal(0):
            if option["type"] == "split":
                assert "Tobin pays" in option["preview"]  # the owner pays part of it
        do(match, type="split", index=0)
    assert len(char(match, "tobin")["items"]) == items + 1
    assert labelled(match, "Tobin: Cobble Something Together") is None


def test_an_item_used_by_discarding_leaves_for_the_bottom_of_its_deck():
    match = start("cadoc")
    state = shaped(match)
    state["chars"]["cadoc"]["items"].append({"id": "smoked-eel", "active": True})
    state["item_decks"]["consumable"] = [c for c in state["item_decks"]["consumable"]
                                         if c != "smoked-eel"]
    state["chars"]["cadoc"]["energy"] = 2
    fed = reshape(match, state)
    do_label(fed, "Cadoc: Smoked Eel (discard it)")
    assert char(fed, "cadoc")["energy"] == 4
    assert "smoked-eel" not in [i["id"] for i in char(fed, "cadoc")["items"]]
    assert fed.state["item_decks"]["consumable"][-1] == "smoked-eel"


def test_trading_food_and_items_between_characters_in_one_location():
    match = start("cadoc", "ysolt")
    do(match, type="trade")
    assert kind(match) == "trade"
    do(match, type="give", **{"from": "ysolt", "to": "cadoc", "what": "food"})
    food = char(match, "cadoc")["food"]
    assert food == 3
    item = char(match, "ysolt")["items"][0]["id"]
    do(match, type="give", **{"from": "ysolt", "to": "cadoc", "item": item})
    assert item in [i["id"] for i in char(match, "cadoc")["items"]]
    do(match, type="back")
    assert kind(match) == "day"


def test_only_one_item_of_a_keyword_is_face_up_and_swapping_is_free():
    match = start("ysolt")
    state = shaped(match)
    state["chars"]["ysolt"]["items"].append({"id": "boathook", "active": False})
    armed = reshape(match, state)
    do(armed, type="trade")
    do(armed, type="swap", who="ysolt", item="boathook")
    active = {i["id"]: i["active"] for i in char(armed, "ysolt")["items"]}
    assert active == {"gutting-knife": False, "boathook": True}


def test_ending_the_evening_asks_first():
    match = start("cadoc")
    before = match.hash()
    do(match, type="evening")
    assert kind(match) == "evening"
    do(match, type="back")
    assert match.outcome() is None and kind(match) == "day"
    assert match.hash() == before


def test_characters_already_there_may_join_the_arriving_party_to_face_the_instant():
    match = start("ysolt", "cadoc")
    state = shaped(match)
    state["map"]["103"] = {"side": "wyrd", "light": 0, "dark": 0, "quest": 0}
    state["chars"]["cadoc"]["at"] = "103"  # the Strand's wyrdness: a green Encounter on arrival
    waiting = reshape(match, state)
    do(waiting, type="travel", to="103")
    assert kind(waiting) == "join_instant"
    do(waiting, type="join_them", who="cadoc")
    assert waiting.state["parties"] == [["ysolt", "cadoc"]]
    assert kind(waiting) == "encounter"
    assert waiting.state["encounter"]["party"] == ["ysolt", "cadoc"]
