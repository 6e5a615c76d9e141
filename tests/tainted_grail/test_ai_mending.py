"""A hurt party mends before it takes a risk (ai/mending.py): it takes an Action that feeds it
rather than Explore, and a party hurt on the wyrdness walks to clear land before the night.
Positions are shaped by hand (a wound the story would have dealt); the AI reads only its
view and the legal commands."""

from __future__ import annotations

import random

from game.games.tainted_grail.ai.player import choose
from tests.tainted_grail.helpers import reshape, shaped, start


def _choice(match):
    return choose(match.view(0), match.legal(0), random.Random(1))


def test_a_hale_party_goes_about_its_day_but_a_hurt_one_gets_food_first():
    match = start("cadoc")  # at Gullhaven, clear, its journal unread
    poor = reshape(match, shaped(match, chars__cadoc__magic=0))  # no Magic for a waystone
    assert _choice(poor)["type"] in ("explore", "waystone")  # the Blood Price, or the journal
    hurt = reshape(poor, shaped(poor, chars__cadoc__health=2, chars__cadoc__food=0))
    picked = _choice(hurt)
    assert picked["type"] == "location_action" and "food" in picked["preview"].lower()


def test_a_hurt_party_on_the_wyrdness_walks_to_clear_land():
    match = start("cadoc")
    state = shaped(match, chars__cadoc__health=3)
    state["map"]["101"]["side"] = "wyrd"  # the waystone went out
    state["waystones"] = []
    hurt = reshape(match, state)
    view = hurt.view(0)
    places = {loc["id"]: loc for loc in view["map"]["locations"]}
    picked = _choice(hurt)
    assert picked["type"] in ("travel", "waystone"), picked
    if picked["type"] == "travel":
        assert places[picked["to"]]["side"] == "clear"


def _stranded_on_a_clear_card(match, terror: int):
    """Day 45 at Thornway Crossroads, cleared, with no Food, Magic or Health to spare: the
    nearest larder (the Tidecaves' mussels) lies three steps on through wyrdness (Gullhaven
    and the Saltpans, their waystone out), too far for the Energy left."""
    state = shaped(
        match,
        day=45,
        chars__cadoc__at="102",
        chars__cadoc__health=2,
        chars__cadoc__energy=2,
        chars__cadoc__food=0,
        chars__cadoc__magic=0,
        chars__cadoc__terror=terror,
        chars__cadoc__insane=terror >= 8,
    )
    state["waystones"] = []
    for card, side in (("101", "wyrd"), ("102", "clear"), ("104", "wyrd"), ("106", "clear")):
        state["map"][card] = {"side": side, "light": 0, "dark": 0, "quest": 0}
    return reshape(match, state)


def test_a_party_at_the_top_of_its_terror_does_not_wait_out_into_the_wyrdness():
    """After a long wait on clear land a hungry party used to walk on into a night in the
    wyrdness toward its larder, whatever its Terror; at the top of the track every Terror the
    card, the fog and the night add is Health lost, and that walk was the death of two-person
    parties in Chapter IV (seeds 9,000,315 and 9,000,319 of the balance run). It waits."""
    match = start("cadoc")
    frantic = _stranded_on_a_clear_card(match, terror=10)
    places = {loc["id"]: loc for loc in frantic.view(0)["map"]["locations"]}
    assert places["102"]["side"] == "clear" and places["101"]["side"] == "wyrd"
    picked = _choice(frantic)
    assert not (picked["type"] == "travel" and places[picked["to"]]["side"] == "wyrd"), picked


def _guardian_on_the_lead(match, terror: int):
    """Cadoc hale at the Netmenders' Jetty, a lead of the Cold Beacon, with the Wrackwalker
    standing guard over it."""
    state = shaped(match, chars__cadoc__at="105", chars__cadoc__terror=terror)
    state["map"]["105"] = {"side": "clear", "light": 0, "dark": 0, "quest": 0}
    state["guardians"] = {"wrackwalker": "105"}
    return reshape(match, state)


def test_a_guardian_on_a_lead_is_challenged_only_with_room_for_its_terror():
    """A fight adds Terror as a wyrdness crossing does; near the red every Terror is soon
    Health, and a lone Lampbearer who challenged at two slots below it came out Dying (seed
    9,000,322, Chapter IV). With three slots of room the hale party challenges."""
    match = start("cadoc")
    assert _choice(_guardian_on_the_lead(match, terror=2))["type"] == "challenge"
    assert _choice(_guardian_on_the_lead(match, terror=6))["type"] != "challenge"
