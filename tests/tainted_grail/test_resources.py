"""Resources and their limit, Secret cards face down until the story gives them, Start of the
Day effects, a Location Action taken as a party, and Time Passes in the modes."""

from __future__ import annotations

from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules import view as V
from tests.tainted_grail.helpers import char, do, reshape, run, run_step, shaped, start, world
from tests.tainted_grail.scenario_fixtures import scenario_match


def test_a_resource_past_twenty_goes_to_someone_here_with_room_or_is_lost():
    state = scenario_match("two-full-purses").state
    assert state["chars"]["cadoc"]["at"] == state["chars"]["tobin"]["at"]
    assert (state["chars"]["cadoc"]["wealth"], state["chars"]["tobin"]["wealth"]) == (19, 19)
    after, _ = run(state, R.adjust, "cadoc", "wealth", 3, "a test")
    assert after["chars"]["cadoc"]["wealth"] == 20
    assert after["chars"]["tobin"]["wealth"] == 20  # one carried for Cadoc, one lost
    exp, _ = run(state, R.adjust, "cadoc", "exp", 40, "a test")
    assert exp["chars"]["cadoc"]["exp"] == 40  # Exp has no limit


def test_a_secret_card_is_face_down_until_the_story_gives_it():
    match = start("cadoc")
    card = world()["secrets"][2]
    assert card["text"] in V.hidden_from(match.state, 0)
    after, events = run(match.state, H.gain_secret, 2, ["cadoc"])
    assert after["secrets"]["2"] == "cadoc"
    assert card["text"] not in V.hidden_from(after, 0)
    assert events[-1]["reveal"] and card["name"] in events[-1]["log"]
    returned, _ = run(after, H.lose_secret, 2)
    assert "2" not in returned["secrets"]
    assert card["text"] not in V.hidden_from(returned, 0)  # seen once, remembered


def test_start_of_the_day_effects_happen_by_themselves():
    match = start("ysolt")
    state = shaped(match)
    state["chars"]["ysolt"]["items"].append({"id": "herring-charm", "active": True})
    state["chars"]["ysolt"]["energy"] = 3
    after, _ = run_step(state, {"op": "sod_abilities"})
    assert after["chars"]["ysolt"]["energy"] == 4


def test_a_party_takes_a_location_action_once_and_shares_its_gain():
    match = start("cadoc", "tobin")
    do(match, type="join", who="tobin", **{"with": "cadoc"})
    food = {c: char(match, c)["food"] for c in ("cadoc", "tobin")}
    wealth = {c: char(match, c)["wealth"] for c in ("cadoc", "tobin")}
    energy = {c: char(match, c)["energy"] for c in ("cadoc", "tobin")}
    do(match, type="location_action")  # Gut the Catch: 2 Energy, 1 Food and 1 Wealth
    do(match, type="split", index=0)
    assert sum(energy[c] - char(match, c)["energy"] for c in energy) == 2
    assert sum(char(match, c)["food"] - food[c] for c in food) == 1
    assert sum(char(match, c)["wealth"] - wealth[c] for c in wealth) == 1


def test_time_passes_marks_this_chapters_status_and_story_mode_spares_the_first():
    normal = start("cadoc")
    after, _ = run(normal.state, E.time_passes, 2)
    assert after["statuses"]["time-passes-1"] == [1, 2]
    story = start("cadoc", mode="story")
    first, _ = run(story.state, E.time_passes, 2)
    assert first["statuses"]["time-passes-1"] == [1]
    second, _ = run(first, E.time_passes, 1)
    assert second["statuses"]["time-passes-1"] == [1, 2]


def test_challenge_mode_limited_stability_fades_a_waystone_when_time_passes():
    match = start("cadoc", mode="challenge")
    assert match.state["waystones"]
    after, _ = run(match.state, E.time_passes, 1)
    assert after["waystones"] == []


def test_exploring_as_a_party_does_not_scale_its_costs():
    match = start("cadoc", "tobin")
    state = shaped(match)
    state["parties"] = [["cadoc", "tobin"]]
    state["events"]["active"].append({"id": "storm-surge", "dark": 0, "light": 0})
    stormy = reshape(match, state)
    explore = next(c for c in stormy.legal(0) if c["type"] == "explore")
    assert explore["label"].endswith("(1 Energy)")  # the day's extra Energy, once
