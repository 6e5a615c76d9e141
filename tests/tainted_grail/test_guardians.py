"""Guardians and the Guardian die: each face, what an X does first, a Guardian's own die, where
it may roam, Challenging one, and how one is won or kept."""

from __future__ import annotations

from game.core.chance import Chance
from game.games.tainted_grail.rules import guardians as G
from game.games.tainted_grail.rules import places as P
from tests.tainted_grail.helpers import (
    do,
    find,
    kind,
    play_encounter,
    reshape,
    run,
    run_step,
    shaped,
    start,
    world,
)

FACES = world()["campaign"]["guardian_die"]


def seed_showing(face: str) -> int:
    """A seed whose first Guardian die shows ``face``."""
    return next(s for s in range(1, 500) if Chance(s).choice(FACES, "guardian") == face)


def laid_out(guardian: str, at: str, chars_at: str = "101") -> dict:
    """Gullhaven's neighbours on the table, a Guardian on ``at``."""
    match = start("cadoc")
    state = shaped(match)
    for card in ("103", "104", "105", "110", "117", "118"):
        state["map"][card] = {"side": "wyrd", "light": 0, "dark": 0, "quest": 0}
    state["guardians"] = {guardian: at}
    state["chars"]["cadoc"]["at"] = chars_at
    return state


def test_the_guardian_die_has_four_directions_and_two_x_faces():
    assert sorted(FACES) == ["east", "north", "south", "west", "x", "x"]


def test_a_cardinal_face_moves_the_guardian_that_way():
    state = laid_out("barrow-thane", "102", chars_at="105")
    after, events = run_step(state, {"op": "guardian_turn", "g": "barrow-thane"},
                             seed=seed_showing("north"))
    assert after["guardians"]["barrow-thane"] == "118"  # the Crossroads' top key
    assert any(e.get("faces") is None and "NORTH" in e.get("log", "") for e in events)


def test_with_nothing_that_way_the_guardian_goes_to_the_highest_numbered_neighbour():
    state = laid_out("drowned-hounds", "105", chars_at="102")
    state["map"]["106"] = {"side": "wyrd", "light": 0, "dark": 0, "quest": 0}
    assert P.neighbours(state, "105") == ["101", "106"]
    after, _ = run_step(state, {"op": "guardian_turn", "g": "drowned-hounds"},
                        seed=seed_showing("east"))  # the Jetty has no right-hand key
    assert after["guardians"]["drowned-hounds"] == "106"


def test_an_x_strikes_the_characters_in_its_location_first():
    state = laid_out("drowned-hounds", "101", chars_at="101")
    after, _ = run_step(state, {"op": "guardian_turn", "g": "drowned-hounds"},
                        seed=seed_showing("x"))
    assert after["encounter"]["id"] == "drowned-hounds"
    assert after["encounter"]["party"] == ["cadoc"]
    assert after["agenda"][-1]["kind"].startswith("enc")  # the Encounter has begun
    assert after["waystones"] == state["waystones"]  # striking came first: no Fade


def test_an_x_with_nobody_there_fades_a_touching_waystone():
    state = laid_out("drowned-hounds", "101", chars_at="102")
    after, _ = run_step(state, {"op": "guardian_turn", "g": "drowned-hounds"},
                        seed=seed_showing("x"))
    assert after["waystones"] == []
    assert after["guardians"]["drowned-hounds"] == "101"


def test_an_x_with_nothing_to_strike_or_fade_moves_to_the_highest_numbered_neighbour():
    state = laid_out("drowned-hounds", "102", chars_at="105")
    after, _ = run_step(state, {"op": "guardian_turn", "g": "drowned-hounds"},
                        seed=seed_showing("x"))
    assert after["guardians"]["drowned-hounds"] == "118"


def test_a_guardians_own_die_and_where_it_roams():
    state = laid_out("ash-monk", "102", chars_at="105")  # ash-monk roams only clear land
    assert G.destination(state, "ash-monk", "move", "north") == "102"  # 118 is wyrdness
    state["map"]["118"]["side"] = "clear"
    assert G.destination(state, "ash-monk", "move", "north") == "118"
    widow = laid_out("reed-widow", "102", chars_at="105")
    after, _ = run_step(widow, {"op": "guardian_turn", "g": "reed-widow"},
                        seed=seed_showing("north"))
    assert after["guardians"]["reed-widow"] == "102"  # her card: north means stay


def test_toward_the_party_takes_one_step_along_the_shortest_way():
    state = laid_out("gibbet-crows", "118", chars_at="105")
    assert G.destination(state, "gibbet-crows", "toward-party", "north") == "102"


def test_the_thanes_circlet_keeps_its_bearer_from_being_struck():
    state = laid_out("drowned-hounds", "101", chars_at="101")
    state["secrets"]["47"] = "cadoc"
    assert G.strikes(state, "drowned-hounds") == []


def test_challenging_a_guardian_and_driving_it_off():
    match = start("ysolt")
    state = shaped(match)
    state["guardians"] = {"reed-widow": "101"}
    guarded = reshape(match, state)
    assert find(guarded, type="explore") is None
    do(guarded, type="challenge", guardian="reed-widow")
    assert kind(guarded) == "encounter"
    for seed in range(1, 60):  # find a shuffle the simple player wins with, the same each run
        trial = reshape(guarded, shaped(guarded))
        trial.seed = seed
        play_encounter(trial)
        if trial.state["last_encounter"] == "win":
            assert "reed-widow" not in trial.state["guardians"]
            assert trial.state["statuses"].get("mercies")  # her card's reward
            return
    raise AssertionError("no seed wins against the Reed Widow")


def test_losing_to_a_drawn_guardian_leaves_it_guarding_the_location():
    match = start("cadoc")
    state = shaped(match)
    green = state["encounter_decks"]["green"]
    state["encounter_decks"]["green"] = [c for c in green if c != "gibbet-crows"]  # drawn
    state["encounter"] = {"id": "gibbet-crows", "party": ["cadoc"], "at": "101",
                          "source": "deck:green"}
    after, _ = run_step(state, {"op": "encounter_lost"})
    assert after["guardians"] == {"gibbet-crows": "101"}
    assert "gibbet-crows" not in after["encounter_decks"]["green"]
    assert after["last_encounter"] == "lose" and after["encounter"] is None


def test_placing_a_guardian_takes_its_card_out_of_the_encounter_decks():
    match = start("cadoc")
    state = shaped(match)
    state["encounter_decks"]["green"].append("gibbet-crows")
    after, _ = run(state, G.place, "gibbet-crows", "102")
    assert "gibbet-crows" not in after["encounter_decks"]["green"]
    assert after["guardians"] == {"gibbet-crows": "102"}
