"""The Order of the Day through the contract: each step of the Start and the End of the Day."""

from __future__ import annotations

from game.games.tainted_grail.rules import places as P
from tests.tainted_grail.helpers import (
    answer_night,
    char,
    do,
    do_label,
    end_day,
    find,
    kind,
    labelled,
    reshape,
    run_step,
    shaped,
    start,
    world,
)


def test_a_day_reveals_the_next_event_and_clears_yesterdays():
    match = start("cadoc")
    deck = list(match.state["events"]["deck"])
    first = [a["id"] for a in match.state["events"]["active"] if a["id"] != "cold-beacon"]
    end_day(match)
    active = [a["id"] for a in match.state["events"]["active"]]
    assert match.state["day"] == 2 and kind(match) == "day"
    assert "cold-beacon" in active  # a running quest stays
    assert first[0] not in active  # yesterday's Event left
    assert deck[0] in active and match.state["events"]["deck"] == deck[1:]
    # a Random Event goes to the bottom of the Random pile
    if first[0] in world()["random_events"]:
        assert match.state["events"]["random"][-1] == first[0]


def test_time_markers_come_off_one_of_each_kind_a_day():
    match = start("cadoc")
    state = shaped(match)
    state["map"]["101"].update(light=2, dark=1)
    state["map"]["102"].update(light=1)
    after, _ = run_step(state, {"op": "tick_markers"})
    assert (after["map"]["101"]["light"], after["map"]["101"]["dark"]) == (1, 0)
    assert after["map"]["102"]["light"] == 0


def test_a_countdown_on_an_event_keeps_it_active_and_fires_when_the_last_marker_goes():
    match = start("cadoc")
    state = shaped(match)
    state["events"]["active"].append({"id": "fog-tithe", "dark": 1, "light": 0})
    state["events"]["deck"] = [e for e in state["events"]["deck"] if e != "fog-tithe"]
    after, events = run_step(state, {"op": "tick_markers"})
    assert after["guardians"] == {"drowned-hounds": "105"}
    assert after["statuses"]["time-passes-1"] == [1]
    kept, _ = run_step(state, {"op": "clear_events"})
    assert "fog-tithe" in [a["id"] for a in kept["events"]["active"]]  # markers still on it


def test_cards_without_a_waystone_turn_to_wyrdness_at_the_start_of_the_day():
    match = start("cadoc")
    state = shaped(match)
    state["map"]["102"]["side"] = "clear"  # lit by a candle, no waystone touching it
    after, _ = run_step(state, {"op": "flip_unprotected"})
    assert after["map"]["102"]["side"] == "wyrd"
    assert after["map"]["101"]["side"] == "clear"  # the waystone holds it
    assert P.has_waystone(after, "101") and not P.has_waystone(after, "102")


def test_the_tallowmark_lights_a_wyrdness_card_until_the_next_morning_once_a_day():
    match = start("cadoc")
    do(match, type="travel", to="102")
    assert find(match, type="explore") is None  # wyrdness: no Exploring
    do_label(match, "Kindle a Tallowmark")
    assert match.state["map"]["102"]["side"] == "clear"
    assert find(match, type="explore") is not None
    assert labelled(match, "Kindle a Tallowmark") is None  # once a Day
    do(match, type="end_day")
    answer_night(match)
    assert match.state["map"]["102"]["side"] == "wyrd"


def test_rest_puts_energy_on_its_starting_slot_and_an_exhausted_rest_gains_four():
    match = start("cadoc")
    start_slot = world()["heroes"]["cadoc"]["tray"]["energy"]["start"]
    state = shaped(match)
    state["chars"]["cadoc"].update(energy=2, health=7)
    after, _ = run_step(state, {"op": "rest"})
    assert after["chars"]["cadoc"]["energy"] == start_slot
    state["chars"]["cadoc"].update(energy=0, exhausted=True)
    after, _ = run_step(state, {"op": "rest"})
    assert after["chars"]["cadoc"]["energy"] == 4 and after["chars"]["cadoc"]["exhausted"]
    after, _ = run_step(after, {"op": "rested"})  # lifted after Recover (Classic Resting asks)
    assert not after["chars"]["cadoc"]["exhausted"]


def test_spending_the_last_energy_exhausts():
    match = start("tobin")
    while find(match, type="travel") is not None:
        to = find(match, type="travel")["to"]
        do(match, type="travel", to=to)
    assert char(match, "tobin")["energy"] == 0 and char(match, "tobin")["exhausted"]


def test_classic_resting_costs_a_health_to_one_exhausted_today_who_does_not_eat():
    # Challenge mode: Rest lifts the Energy of the Exhausted first, yet a hungry night after an
    # Exhausted day still costs 1 Health (the book's Classic Resting).
    match = start("tobin", mode="challenge")
    while find(match, type="travel") is not None:
        do(match, type="travel", to=find(match, type="travel")["to"])
    assert char(match, "tobin")["exhausted"]
    state = shaped(match)
    state["chars"]["tobin"].update(food=0, health=6)
    hungry = reshape(match, state)
    end_day(hungry)
    assert "Tobin loses 1 Health (an empty belly after an Exhausted day)." in hungry.state["log"]
    assert not char(hungry, "tobin")["exhausted"]  # the night lifts it after the Recover


def test_classic_resting_caps_the_energy_of_a_rested_character_who_does_not_eat():
    match = start("tobin", mode="challenge")
    state = shaped(match)
    state["chars"]["tobin"].update(food=0, health=8, energy=3)
    hungry = reshape(match, state)
    end_day(hungry)
    assert not any("empty belly" in line for line in hungry.state["log"])
    assert "Tobin's Energy is set to 4 (hungry)." in hungry.state["log"]


def test_energy_never_rises_above_health():
    match = start("cadoc")
    state = shaped(match)
    state["chars"]["cadoc"].update(energy=1, health=3)
    after, _ = run_step(state, {"op": "rest"})
    assert after["chars"]["cadoc"]["energy"] == 3


def test_recovering_with_food_gains_health_energy_and_sheds_terror():
    match = start("cadoc")
    state = shaped(match)
    state["chars"]["cadoc"].update(health=5, energy=2, terror=3, food=2)
    state["agenda"] = [{"op": "ask", "kind": "recover", "cid": "cadoc"}]
    shaped_match = reshape(match, state)
    do(shaped_match, type="eat", giver="cadoc")
    ch = char(shaped_match, "cadoc")
    assert (ch["health"], ch["energy"], ch["terror"], ch["food"]) == (6, 3, 2, 1)


def test_a_night_in_the_wyrdness_costs_health_and_terror():
    match = start("ysolt")
    do(match, type="travel", to="102")
    state = shaped(match)
    state["events"]["active"] = [a for a in state["events"]["active"]
                                 if a["id"] == "cold-beacon"]  # no Event changing the night
    before = dict(state["chars"]["ysolt"])
    after, _ = run_step(state, {"op": "wyrdness"})
    assert after["chars"]["ysolt"]["health"] == before["health"] - 2
    assert after["chars"]["ysolt"]["terror"] == before["terror"] + 2
    state["events"]["active"].append({"id": "mist-tide", "dark": 0, "light": 0})
    worse, _ = run_step(state, {"op": "wyrdness"})
    assert worse["chars"]["ysolt"]["health"] == before["health"] - 3


def test_a_frail_character_pays_more_for_a_night_in_the_wyrdness():
    match = start("tobin")
    do(match, type="travel", to="102")
    state = shaped(match)
    state["events"]["active"] = []
    before = state["chars"]["tobin"]["health"]
    after, _ = run_step(state, {"op": "wyrdness"})
    assert after["chars"]["tobin"]["health"] == before - 3


def test_a_vision_is_offered_where_a_vision_seal_is_and_read_as_a_party():
    match = start("cadoc", "tobin")
    state = shaped(match)
    state["map"]["109"] = {"side": "clear", "light": 0, "dark": 0, "quest": 0}
    for cid in ("cadoc", "tobin"):
        state["chars"][cid]["at"] = "109"
    state["agenda"] = [{"op": "visions"}]
    after, _ = run_step(state, {"op": "visions"})
    step = after["agenda"][-1]
    assert step["kind"] == "vision" and step["at"] == "109"
    vision_match = reshape(match, after)
    events = do(vision_match, type="read_vision")
    assert any("a Vision comes for Cadoc and Tobin" in e.get("log", "") for e in events)
    assert vision_match.view(0)["journal"]["history"][-1]["verse"] == "109.vision"
    assert "109" in vision_match.state["today"]["visions"]


def test_the_end_of_the_day_offers_advancement_to_whoever_has_exp():
    match = start("cadoc")
    state = shaped(match)
    state["chars"]["cadoc"]["exp"] = 5
    after, _ = run_step(state, {"op": "advance_all"})
    assert after["agenda"][-1] == {"op": "ask", "kind": "advance", "cid": "cadoc"}
    advancing = reshape(match, after)
    labels = [c["label"] for c in advancing.legal(0)]
    # Empathy 1 + Aggression 0 in its pair: 2 + 1 = 3 Exp
    assert "Cadoc: raise Empathy to 2 (3 Exp)" in labels
    assert any("advance the Combat deck (2 Exp)" in label for label in labels)
    do(advancing, type="raise", attr="empathy")
    assert char(advancing, "cadoc")["attrs"]["empathy"] == 2 and char(advancing, "cadoc")[
        "exp"] == 2
