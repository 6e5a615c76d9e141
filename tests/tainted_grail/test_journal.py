"""The journal engine through the contract: verses read as events, choices as commands (greyed
ones shown with their reason, never legal), rolls drawn once and recorded, redirections read up
to where they stand, the party's best Attribute, and no unread word reaching any seat."""

from __future__ import annotations

import json

from game.core.match import Match
from game.core.playout import bare
from game.games.tainted_grail.rules import journal as J
from game.games.tainted_grail.rules import needs
from game.games.tainted_grail.rules import view as V
from game.games.tainted_grail.rules.phrasebook import parse_requirement
from tests.tainted_grail.helpers import (
    RULES,
    char,
    do,
    do_label,
    kind,
    labelled,
    play_encounter,
    reshape,
    shaped,
    start,
)


def at_jetty(*heroes, **options) -> Match:
    match = start(*heroes, **options)
    state = shaped(match)
    state["map"]["105"] = {"side": "clear", "light": 0, "dark": 0, "quest": 0}
    for cid in state["order"]:
        state["chars"][cid]["at"] = "105"
    return reshape(match, state)


def test_a_choice_the_party_cant_take_is_greyed_with_its_reason_and_is_not_legal():
    match = at_jetty("ysolt")  # Empathy 1, Practicality 1
    do(match, type="explore")
    do_label(match, "Ask about the night the Beacon went out")
    choices = match.pending().info["choices"]
    assert all(c["enabled"] for c in choices)  # both needs are met at 1
    state = shaped(match)
    state["chars"]["ysolt"]["attrs"]["empathy"] = 0
    dull = reshape(match, state)
    greyed = [c for c in dull.pending().info["choices"] if not c["enabled"]]
    assert [c["text"] for c in greyed] == ["Ask where the boat is now"]
    assert greyed[0]["reason"] == "Needs Empathy 1 (the party's best is 0)."
    assert "Ask where the boat is now" not in [c["label"] for c in dull.legal(0)]
    assert "Closed to you" in dull.pending().info["text"]
    assert dull.view(0)["reading"]["choices"] == dull.pending().info["choices"]


def test_a_need_is_met_by_the_partys_best_member():
    match = at_jetty("ysolt", "cadoc")
    state = shaped(match)
    state["chars"]["ysolt"]["attrs"]["empathy"] = 0
    state["chars"]["cadoc"]["attrs"]["empathy"] = 1
    state["parties"] = [["ysolt", "cadoc"]]
    party = reshape(match, state)
    do(party, type="explore")
    do_label(party, "Ask about the night the Beacon went out")
    assert [c["enabled"] for c in party.pending().info["choices"]][0] is True


def test_choosing_reads_on_applies_the_effects_and_ends_the_exploration():
    match = at_jetty("ysolt")
    do(match, type="explore")
    do_label(match, "Ask about the night the Beacon went out")
    do_label(match, "Ask where the boat is now")
    assert kind(match) == "day"
    assert match.state["statuses"]["beacon-lore"] == [1]
    assert match.state["secrets"]["2"] == "ysolt"
    assert match.state["quests"]["cold-beacon"] == "lore"
    history = [p["verse"] for p in match.view(0)["journal"]["history"]]
    assert history[-5:] == ["105", "105.1", "105.2", "105.9", "105.16"]  # the tide turns


def test_a_roll_adds_the_partys_best_attribute_and_is_never_rolled_again():
    match = at_jetty("ysolt")
    do(match, type="explore")
    do_label(match, "Offer to help with the nets")  # roll practicality: 1-3 / 4+
    assert kind(match) == "verse_roll"
    assert match.view(0)["reading"]["roll"] == {
        "attr": "practicality",
        "value": 1,
        "bands": [{"low": 1, "high": 3}, {"low": 4, "high": 99}],
    }
    events = do(match, type="roll")
    rolled = next(e for e in events if e["type"] == "journal_roll")
    die = rolled["faces"][0]
    assert f"The die shows {die} + 1 = {die + 1}." == rolled["log"]
    went = "105.15" if die + 1 >= 4 else "105.14"
    assert went in match.state["read"]
    assert match.log[-1].draws == {"journal": 1}
    # undo and the same roll again: the same die, the same verse
    replay = Match(RULES, match.options, match.seed, casual_undo=True)
    replay.replay(match.log[:-1])
    again = replay.submit(0, {"type": "roll"})
    assert again == events


def test_a_redirection_skips_the_rest_of_its_verse():
    match = start("cadoc")
    state = shaped(match)
    state["statuses"]["gullhaven-trust"] = [1, 2]
    trusted = reshape(match, state)
    do(trusted, type="explore")
    do_label(trusted, "Call on the elders in the long-hall")
    do_label(trusted, "Ask for supplies for the road")
    assert "101.10" in trusted.state["read"]
    # the gifts of 101.4 were not given: 101.10 gives its own (with the herring charm)
    items = [i["id"] for i in char(trusted, "cadoc")["items"]]
    assert items.count("rope-coil") == 1 and "herring-charm" in items


def test_a_redirection_reads_only_the_text_above_it():
    match = start("cadoc")
    state = shaped(match)
    state["secrets"]["10"] = "cadoc"
    state["map"]["107"] = {"side": "wyrd", "light": 0, "dark": 0, "quest": 0}
    tide = reshape(match, state)
    do(tide, type="explore")
    do_label(tide, "Walk the harbour wall")
    do_label(tide, "Sit a while and watch the tide")
    verse = J.verse("101.13")
    redirect = verse["redirects"][0]
    assert tide.state["read"]["101.13"] == redirect["after"] == 1 < len(verse["text"])
    assert verse["text"][1] in V.hidden_from(tide.state, 0)  # the line below stays unread
    assert "101.16" in tide.state["read"]


def test_unread_words_never_reach_a_seat_and_read_ones_stay_readable():
    match = at_jetty("ysolt", "cadoc", players=2)
    do(match, type="explore")
    hidden = V.hidden_from(match.state, 0)
    unread = J.verse("105.2")["text"][0]
    assert unread in hidden
    for seat in (0, 1):
        shown = json.dumps({"view": match.view(seat), "prompt": match.pending().to_dict()})
        assert unread not in shown
    do_label(match, "Ask about the night the Beacon went out")
    do_label(match, "Ask where the boat is now")
    assert unread not in V.hidden_from(match.state, 0)
    pages = match.view(1)["journal"]["history"]
    assert any(unread in p["text"] for p in pages)


def test_the_state_holds_verse_ids_never_their_words():
    match = at_jetty("ysolt")
    do(match, type="explore")
    do_label(match, "Ask about the night the Beacon went out")
    state = json.dumps({k: v for k, v in match.state.items() if k != "log"})
    for vid in match.state["read"]:
        for paragraph in J.verse(vid)["text"]:
            assert paragraph not in state


def test_an_encounter_in_a_verse_goes_on_by_its_result():
    match = start("cadoc")
    do(match, type="explore")
    do_label(match, "Visit Mab's smokehouse")
    do_label(match, "Step between the two sailors")
    assert kind(match) == "encounter"
    play_encounter(match, leave=True)  # Escaping (or Avoiding) is a loss
    assert "101.19" in match.state["read"]


def test_exploring_can_be_forced_by_an_instant_even_in_the_wyrdness():
    match = start("cadoc")
    state = shaped(match)
    for card in ("103", "107"):
        state["map"][card] = {"side": "wyrd", "light": 0, "dark": 0, "quest": 0}
    state["chars"]["cadoc"]["at"] = "103"
    near = reshape(match, state)
    assert not any(c["type"] == "explore" for c in near.legal(0))
    do(near, type="travel", to="107")  # the Beacon's instant: the journal opens
    assert near.view(0)["reading"]["at"] == "107"
    assert near.pending().kind == "verse_choice"


def test_a_choice_with_a_cost_is_paid_and_a_party_may_split_it():
    match = start("cadoc", "tobin")
    state = shaped(match)
    state["parties"] = [["cadoc", "tobin"]]
    state["chars"]["tobin"]["wealth"] = 1
    state["chars"]["cadoc"]["wealth"] = 0
    both = reshape(match, state)
    do(both, type="explore")
    do_label(both, "Visit Mab's smokehouse")
    option = next(c for c in both.legal(0) if c["label"].startswith("Buy a string"))
    assert option["label"].endswith("[1 Wealth]")
    both.submit(0, bare(option))
    assert char(both, "tobin")["wealth"] == 0


def walk_gullhaven(*labels: str) -> Match:
    match = start("cadoc")
    do(match, type="explore")
    for label in labels:
        do_label(match, label)
    return match


def test_only_a_way_chosen_before_is_called_taken_not_one_whose_page_was_read_another_way():
    # Gullhaven, the elders, back, Mab's: "Go back into the lanes" leads to Gullhaven's page,
    # read already, yet the party never took it
    match = walk_gullhaven("Call on the elders", "Take your leave", "Visit Mab's smokehouse")
    lanes = next(
        c for c in match.pending().info["choices"] if c["text"] == "Go back into the lanes"
    )
    assert lanes["visited"] and not lanes["taken"]
    option = labelled(match, "Go back into the lanes")
    assert "not taken this way" in option["preview"]
    do_label(match, "Go back into the lanes")
    listed = {c["text"]: c["taken"] for c in match.pending().info["choices"]}
    assert listed["Call on the elders in the long-hall"] and listed["Visit Mab's smokehouse"]
    assert not listed["Walk the harbour wall"]


def test_a_page_turned_away_before_its_first_word_leaves_no_heading_in_the_journal():
    # the Drowned Beacon sends a party holding all its lore straight on to the Kindling
    match = start("cadoc")
    state = shaped(match)
    state["map"]["107"] = {"side": "clear", "light": 0, "dark": 0, "quest": 0}
    state["chars"]["cadoc"]["at"] = "107"
    state["statuses"]["beacon-lore"] = [1, 2, 3]
    lore = reshape(match, state)
    do(lore, type="explore")
    reading = lore.view(0)["reading"]
    assert [p["verse"] for p in reading["pages"]] == ["107.10"]
    assert all(p["text"] for p in reading["pages"] + lore.view(0)["journal"]["history"])


def test_a_places_untaken_ways_count_the_pages_under_its_opening_too():
    # every open way of Gullhaven's opening page read, but the elders' and Mab's pages still
    # hold ways never taken
    match = walk_gullhaven(
        "Call on the elders",
        "Take your leave",
        "Visit Mab's smokehouse",
        "Go back into the lanes",
        "Walk the harbour wall",
        "Go back into the lanes",
        "Leave Gullhaven to its gulls",
    )
    gullhaven = next(x for x in match.view(0)["map"]["locations"] if x["id"] == "101")
    assert gullhaven["fresh"] >= 4  # news and supplies, credit and the sailors, the tide


def _food(match: Match) -> int:
    return match.state["chars"]["cadoc"]["food"]


def test_a_verses_free_rewards_come_once_per_exploration():
    # the elders' sack of supplies (101.4) leads back to Gullhaven's opening page, from where
    # the same way can be taken again in the same Exploration: the words, not the food
    match = walk_gullhaven("Call on the elders", "Ask for supplies for the road")
    fed = _food(match)
    assert "rope-coil" in [i["id"] for i in match.state["chars"]["cadoc"]["items"]]
    do_label(match, "Call on the elders")
    do_label(match, "Ask for supplies for the road")
    assert _food(match) == fed
    assert any("had already this Exploration" in line for line in match.state["log"][-6:])
    do_label(match, "Leave Gullhaven")
    do(match, type="explore")  # a new Exploration gives them again
    do_label(match, "Call on the elders")
    do_label(match, "Ask for supplies for the road")
    assert _food(match) == fed + 2


def test_a_way_paid_for_buys_its_reward_again_in_the_same_exploration():
    match = start("cadoc")
    state = shaped(match)
    state["chars"]["cadoc"]["wealth"] = 2
    rich = reshape(match, state)
    do(rich, type="explore")
    do_label(rich, "Visit Mab's smokehouse")
    before = _food(rich)
    do_label(rich, "Buy a string of smoked eel")
    do_label(rich, "Buy a string of smoked eel")
    assert _food(rich) == before + 4 and rich.state["chars"]["cadoc"]["wealth"] == 0


def test_a_greyed_reason_never_names_a_quest_the_party_has_not_begun():
    match = start("ysolt")
    state = shaped(match)
    need = parse_requirement("quest ember-thief found", "test")
    why = needs.unmet(state, need, ["ysolt"], "101")
    assert why == "needs a quest you have not begun"
    state["quests"]["ember-thief"] = "rumour"  # begun: now the party knows its name
    why = needs.unmet(state, need, ["ysolt"], "101")
    assert why == 'needs the quest "The Ember Thief" further along'
