"""Wyrdforms through the contract: drinking under the Drowned Oaks changes a Lampbearer (the
tile's ability and weakness, the W cards in both decks, a Wyrdform Skill side picked), the W
cards never leave a deck and count toward its ten, the Skill's fifth point and its place in the
Skill costs, and ``wyrdform+ <hero>`` changing only that hero. Positions past the walk to the
oaks are reached by running the story's own effect step on a copy, and say so."""

from __future__ import annotations

import pytest

from game.core.contract import IllegalCommand
from game.games.tainted_grail.rules import abilities as A
from game.games.tainted_grail.rules import advance
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import effects_step
from tests.tainted_grail.helpers import (
    char,
    do,
    do_label,
    find,
    kind,
    labelled,
    reshape,
    run_step,
    shaped,
    start,
    world,
)

FORMS = world()["wyrdforms"]


def drink_at_the_oaks():
    """Cadoc walks to the Drowned Oaks, lights them with his candle and drinks."""
    match = start("cadoc")
    for to in ("102", "110", "112"):
        do(match, type="travel", to=to)
    do_label(match, "Kindle a Tallowmark")
    do(match, type="explore")
    do_label(match, "Kneel where the pale roots stir")
    do_label(match, "Drink deep")
    return match


def changed(hero: str, side: int = 0, **fields):
    """Shaped: ``hero`` alone, with ``fields`` set, then changed by the story's effect step."""
    match = start(hero)
    state = shaped(match)
    state["chars"][hero].update(fields)
    step = effects_step([{"op": "wyrdform", "hero": ""}], [hero], None, "test")
    state, _ = run_step(state, step)
    after = reshape(match, state)
    do(after, type="wyrd_side", side=side)
    return after


def test_drinking_under_the_oaks_changes_the_tile_and_adds_the_white_cards():
    match = drink_at_the_oaks()
    assert kind(match) == "wyrd_skill"
    form = FORMS["cadoc"]
    sides = [c["label"] for c in match.legal(0)]
    assert sides == [f"Cadoc: take {s['name']}" for s in form["skill"]["sides"]]
    do(match, type="wyrd_side", side=0)
    me = next(c for c in match.view(0)["characters"] if c["id"] == "cadoc")
    assert me["wyrdform"]["name"] == "Cadoc the Tallow-Hearted"
    assert me["ability"]["name"] == form["ability"]["name"]
    assert me["weakness"] == {"rule": "frail-in-wyrd", "text": form["weakness"]["text"]}
    wyrd = me["skills"][-1]
    assert (wyrd["attr"], wyrd["name"], wyrd["wyrd"]) == ("spirituality", "Wick at the Heart", True)
    for kind_ in ("combat", "diplomacy"):
        deck = char(match, "cadoc")["decks"][kind_]["deck"]
        assert [c for c in deck if ":W" in c] == form["cards"][kind_]
        assert len(deck) == 13


def test_the_day_menu_offers_the_wyrdforms_ability_instead_of_the_heros():
    match = changed("cadoc")
    assert labelled(match, "Kindle a Tallowmark") is None
    use = labelled(match, "Cadoc: Light a Finger-Candle")
    assert use is not None
    health, magic = char(match, "cadoc")["health"], char(match, "cadoc")["magic"]
    do(match, type="use", key=use["key"])
    assert (char(match, "cadoc")["health"], char(match, "cadoc")["magic"]) == (
        health - 1,
        magic + 1,
    )


def test_the_new_weakness_replaces_the_old_one():
    match = changed("ysolt")
    assert S.hero(match.state, "ysolt")["weakness"]["rule"] == "wyrd-entry-terror"
    # her old weakness made a Settlement cost 1 more Energy: no longer
    bill = find(match, type="travel", to="102")
    assert bill["label"].endswith("(1 Energy)")


def test_white_cards_never_leave_the_deck_and_count_toward_its_ten():
    match = changed("cadoc")
    state = shaped(match)
    state["chars"]["cadoc"]["exp"] = 0
    options = advance.options(state, "cadoc")
    asides = [o["card"] for o in options if o["type"] == "set_aside"]
    assert asides and not [c for c in asides if ":W" in c]  # 13 cards: basics may go
    deck = state["chars"]["cadoc"]["decks"]["combat"]
    basics = [c for c in deck["deck"] if ":B" in c]
    deck["deck"] = basics[:7] + [c for c in deck["deck"] if ":W" in c]
    assert not [
        o
        for o in advance.options(state, "cadoc")
        if o.get("deck") == "combat" and o["type"] == "set_aside"
    ]  # 7 basics and 3 white cards make ten


def test_setting_a_white_card_aside_is_refused():
    match = changed("cadoc")
    state = shaped(match)
    state["agenda"].append({"op": "ask", "kind": "advance", "cid": "cadoc"})
    at_advance = reshape(match, state)
    assert kind(at_advance) == "advance"
    with pytest.raises(IllegalCommand):
        at_advance.submit(0, {"type": "set_aside", "deck": "combat", "card": "cadoc:combat:W01"})


def test_the_wyrdform_skill_brings_a_slot_and_the_fifth_point_and_counts_in_its_pair():
    before = start("cadoc").state["chars"]["cadoc"]
    assert S.attr_cap(before, "spirituality") == 2
    assert advance.skill_cost(start("cadoc").state, before, "practicality") == 4
    match = changed("cadoc")
    ch = char(match, "cadoc")
    assert S.attr_cap(ch, "spirituality") == 4  # its own slot and the fifth point's
    assert S.skills_of(ch, "spirituality") == 1
    assert advance.skill_cost(match.state, ch, "practicality") == 8  # one Skill in the pair
    assert advance.raise_cost(match.state, ch, "spirituality") == 2 + 2
    state = shaped(match)
    state["chars"]["cadoc"]["skills"] = [{"attr": "spirituality", "side": 0}]
    state["chars"]["cadoc"]["attrs"]["spirituality"] = 4
    state["chars"]["cadoc"]["exp"] = 20
    ch = state["chars"]["cadoc"]
    assert S.attr_cap(ch, "spirituality") == 5
    raises = [o for o in advance.options(state, "cadoc") if o["type"] == "raise"]
    assert any(o["attr"] == "spirituality" and "to 5" in o["label"] for o in raises)
    ch["attrs"]["spirituality"] = 5
    raises = [o for o in advance.options(state, "cadoc") if o["type"] == "raise"]
    assert not any(o["attr"] == "spirituality" for o in raises)  # never a sixth


def test_the_chosen_skill_side_works_at_its_timing():
    match = changed("rhoswen", side=1)  # Nothing Left to Fear: Start of the Day
    found = A.listing(match.state, "rhoswen", "start-of-day")
    assert [a["name"] for a in found] == ["Nothing Left to Fear"]
    combat = changed("rhoswen", side=0)  # Iron Beneath: in Combat, for the engine
    assert "Iron Beneath" in [a["name"] for a in A.listing(combat.state, "rhoswen", "combat")]


def test_a_named_wyrdform_changes_only_that_hero():
    match = start("cadoc", "ysolt")
    step = effects_step([{"op": "wyrdform", "hero": "ysolt"}], ["cadoc", "ysolt"], None, "t")
    state, _ = run_step(shaped(match), step)
    assert state["chars"]["ysolt"]["wyrdform"] == {"attr": "aggression", "side": None}
    assert not state["chars"]["cadoc"].get("wyrdform")


def test_every_hero_has_a_wyrdform_and_the_journal_gives_it():
    assert set(FORMS) == set(world()["heroes"])
    gives = [
        k
        for k, v in world()["verses"].items()
        if any(e["op"] == "wyrdform" and not e["hero"] for e in v["effects"])
    ]
    assert sorted(gives) == ["s.wyrdform-2", "s.wyrdform-4"]  # the Oaks, the Glass Dunes


def test_the_glass_dunes_chord_is_a_second_way_to_the_wyrdform():
    """Shaped only to the Glass Dunes (laid clear); the sand and the chord by legal play."""
    match = start("cadoc")
    state = shaped(match)
    state["map"]["109"] = {"side": "clear", "light": 0, "dark": 0, "quest": 0}
    state["chars"]["cadoc"]["at"] = "109"
    dunes = reshape(match, state)
    energy, health = char(dunes, "cadoc")["energy"], char(dunes, "cadoc")["health"]
    do(dunes, type="explore")
    do_label(dunes, "Follow the tune to its loudest point")
    assert labelled(dunes, "Pour the humming sand") is None  # the singing sand first
    do_label(dunes, "Scoop up the rising sand")
    do_label(dunes, "Follow the tune to its loudest point")
    do_label(dunes, "Pour the humming sand")
    do_label(dunes, "Step in and let the chord ring through you")
    assert kind(dunes) == "wyrd_skill"
    do(dunes, type="wyrd_side", side=0)
    me = next(c for c in dunes.view(0)["characters"] if c["id"] == "cadoc")
    assert me["wyrdform"]["name"] == FORMS["cadoc"]["name"]
    assert char(dunes, "cadoc")["energy"] == energy - 2
    assert char(dunes, "cadoc")["health"] == health - 1


def test_the_wyrdform_skill_and_white_cards_go_into_an_encounter():
    from tests.tainted_grail.encounter_helpers import act, begin, enc, keep_hands

    fight = next(
        k
        for k, v in world()["encounters"].items()
        if v["kind"] == "combat" and not v.get("guardian") and not v.get("traits")
    )
    match = changed("cadoc")
    deck = char(match, "cadoc")["decks"]["combat"]["deck"]
    assert sum(":W" in c for c in deck) == 3
    fight_match = begin(fight, {"cadoc": deck})
    keep_hands(fight_match)
    state = shaped(fight_match)
    state["chars"]["cadoc"]["wyrdform"] = {"attr": "spirituality", "side": 0}  # as changed()
    fight_match = reshape(fight_match, state)
    skill = labelled(fight_match, "Cadoc: Wick at the Heart")
    assert skill is not None
    pool = enc(fight_match)["pool"]
    act(fight_match, type="use_ability", key=skill["key"])
    assert enc(fight_match)["pool"] == pool + 2
    assert labelled(fight_match, "Wick at the Heart") is None  # once per Encounter
