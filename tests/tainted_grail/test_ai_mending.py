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
