"""Campaign set-up through the contract: choosing Characters (their trays, Attributes, resources,
starting Items and decks) and the world from the chapter's file."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.games.tainted_grail.rules import places as P
from tests.tainted_grail.helpers import RULES, SEED, do, kind, start, world


def test_each_character_is_chosen_from_the_heroes_not_yet_taken():
    match = Match(RULES, {"players": 2, "characters": 3}, SEED).start()
    assert kind(match) == "pick_hero" and match.pending().seats == [0, 1]
    assert {c["hero"] for c in match.legal(0)} == set(world()["heroes"])
    do(match, type="hero", hero="ysolt")
    assert "ysolt" not in {c["hero"] for c in match.legal(1)}
    do(match, type="hero", hero="tobin")
    do(match, type="hero", hero="cadoc")
    assert kind(match) == "day"
    assert match.state["order"] == ["ysolt", "tobin", "cadoc"]
    assert match.state["parties"] == [["ysolt"], ["tobin"], ["cadoc"]]


def test_a_table_has_at_least_one_character_per_player():
    match = Match(RULES, {"players": 3, "characters": 1}, SEED).start()
    assert match.pending().info["text"] == "Choose Character 1 of 3."


@pytest.mark.parametrize("hero", ["cadoc", "ysolt", "rhoswen", "tobin"])
def test_a_tray_starts_on_its_chevrons(hero):
    match = start(hero)
    ch = match.state["chars"][hero]
    card = world()["heroes"][hero]
    tray = card["tray"]
    assert ch["health"] == tray["health"]["start"]
    assert ch["energy"] == min(tray["energy"]["start"], tray["health"]["start"])
    assert ch["terror"] == tray["terror"]["start"] and not ch["insane"]
    assert ch["attrs"] == card["attributes"]
    for resource in ("food", "wealth", "magic"):
        assert ch[resource] == card["resources"].get(resource, 0)
    assert [i["id"] for i in ch["items"]][: len(card["items"])] == card["items"]
    for deck in ("combat", "diplomacy"):
        assert len(ch["decks"][deck]["deck"]) == card["decks"]["basic"] == 10
        assert len(ch["decks"][deck]["pool"]) == card["decks"]["advanced"]
    view = match.view(0)["characters"][0]
    assert view["ability"]["name"] == card["ability"]["name"]
    assert view["weakness"]["rule"] == card["weakness"]["rule"]


def test_the_world_is_laid_out_from_the_chapter_file():
    match = start("cadoc", "tobin")
    state = match.state
    setup = world()["chapters"][1]["setup"]
    assert state["map"]["101"]["side"] == "clear" and state["map"]["102"]["side"] == "wyrd"
    assert all(state["chars"][c]["at"] == "101" for c in state["order"])
    corner = setup["waystones"][0]["corner"]
    assert state["waystones"] == [P.corner_point(state, "101", corner)]
    # the starting Items are out of their deck, every other A and consumable Item is in one
    owned = {i["id"] for c in state["order"] for i in state["chars"][c]["items"]}
    in_decks = {i for deck in state["item_decks"].values() for i in deck}
    assert not owned & in_decks
    assert set(state["item_decks"]) == set(setup["item_decks"])
    for colour, levels in setup["encounter_decks"].items():
        assert all(world()["encounters"][e]["difficulty"] in levels
                   for e in state["encounter_decks"][colour])
    assert state["quests"]["cold-beacon"] == "begun"
    assert state["secrets"]["1"] == "global"


def test_the_event_deck_is_stacked_with_a_random_event_per_character_on_top():
    match = Match(RULES, {"characters": 2}, SEED).start()
    do(match, type="hero", hero="cadoc")
    do(match, type="hero", hero="tobin")
    state = match.state
    story = [e for e in world()["chapters"][1]["setup"]["event_deck"] if e != "cold-beacon"]
    revealed = [a["id"] for a in state["events"]["active"] if a["id"] != "cold-beacon"]
    # Day 1 revealed the first of the two Random Events; the second and the story wait below
    assert len(revealed) == 1 and revealed[0] in world()["random_events"]
    assert state["events"]["deck"][0] in world()["random_events"]
    assert state["events"]["deck"][1:] == story


@pytest.mark.parametrize("mode, randoms", [("story", 1), ("challenge", 3)])
def test_the_modes_count_characters_differently_for_random_events(mode, randoms):
    match = start("cadoc", "tobin", mode=mode)
    deck = match.state["events"]["deck"]
    on_top = len(deck) - len([e for e in deck if e in world()["story_events"]])
    assert on_top == randoms - 1  # one was revealed on Day 1


def test_story_mode_gives_each_character_an_item_a():
    normal = start("cadoc")
    story = start("cadoc", mode="story")
    assert len(story.state["chars"]["cadoc"]["items"]) == len(
        normal.state["chars"]["cadoc"]["items"]) + 1


def test_story_mode_health_does_not_hold_energy_down():
    match = start("tobin", mode="story")
    tray = world()["heroes"]["tobin"]["tray"]
    assert match.state["chars"]["tobin"]["energy"] == tray["energy"]["start"] > tray["health"][
        "start"]
