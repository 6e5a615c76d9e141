"""The Secret cards whose rule is more than a timed ability: 8 (the Salt-Ghost's Promise wards
off Terror in the wyrdness), 18 (Factor Wenna's Note, 3 Wealth once), 25 (the Mirewalker's
Poles, cheaper Travel by the Mirewalk) and 59 (the Ember, a journal reroll per Character per
chapter). The cards are handed out by shaping the position (the story gives them only deep in
the journal); everything after is played through the contract."""

from __future__ import annotations

from game.core.playout import bare
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules import travel as T
from tests.tainted_grail.helpers import (
    answer_night,
    char,
    do,
    find,
    kind,
    reshape,
    run_step,
    shaped,
    start,
)


def _holding(match, number: int, holder: str):
    state = shaped(match)
    state["secrets"][str(number)] = holder
    return reshape(match, state)


def _to_wyrdness_with_the_promise():
    match = start("cadoc", mode="story")
    do(match, type="travel", to="102")  # the Crossroads start as wyrdness
    assert match.state["map"]["102"]["side"] == "wyrd"
    return _holding(match, 8, "cadoc")


def _night_until_ward(match):
    do(match, type="end_day")
    for _ in range(50):
        if kind(match) == "ward":
            return
        options = match.legal(0)
        pick = next(
            (c for c in options if c["type"] in ("eat", "done", "sleep", "carry_on")), options[0]
        )
        match.submit(0, bare(pick))
    raise AssertionError("no ward question in a wyrdness night")


def test_the_salt_ghosts_promise_wards_off_a_nights_terror_once_and_goes_back():
    match = _to_wyrdness_with_the_promise()
    before = char(match, "cadoc")["terror"]
    _night_until_ward(match)
    assert "Salt-Ghost" in match.pending().info["text"]
    do(match, type="ward")
    answer_night(match)
    assert "8" not in match.state["secrets"]  # back in the Secret deck
    # the night's Recover took 1 Terror off (Food eaten); the wyrdness added none
    assert char(match, "cadoc")["terror"] <= before


def test_the_promise_kept_lets_the_terror_come():
    match = _to_wyrdness_with_the_promise()
    before = char(match, "cadoc")["terror"]
    _night_until_ward(match)
    do(match, type="take_it")
    answer_night(match)
    assert match.state["secrets"]["8"] == "cadoc"
    assert char(match, "cadoc")["terror"] >= before + 1  # 2 from the wyrdness, maybe 1 eaten off


def test_the_promise_is_not_asked_on_clear_land():
    match = _holding(start("cadoc", mode="story"), 8, "cadoc")  # Gullhaven is clear
    assert not R.salt_ghost_guards(match.state, "cadoc", "terror", 2)
    do(match, type="travel", to="102")
    assert R.salt_ghost_guards(match.state, "cadoc", "terror", 2)
    assert not R.salt_ghost_guards(match.state, "cadoc", "health", -2)


def test_factor_wennas_note_gives_three_wealth_once_and_goes_back():
    match = _holding(start("cadoc"), 18, "cadoc")
    wealth = char(match, "cadoc")["wealth"]
    note = find(match, type="use", key="secret:cadoc:18:0")
    assert note is not None and "Wenna" in note["label"]
    do(match, type="use", key="secret:cadoc:18:0")
    assert char(match, "cadoc")["wealth"] == wealth + 3
    assert "18" not in match.state["secrets"]
    assert find(match, type="use", key="secret:cadoc:18:0") is None


def test_the_mirewalkers_poles_take_one_energy_off_travel_by_the_mirewalk():
    match = start("cadoc", "ysolt")
    state = shaped(match)
    for c in ("cadoc", "ysolt"):
        state["chars"][c]["at"] = "115"
    party = ["cadoc", "ysolt"]
    assert T.bill(state, party, "114")["energy"] == 2
    state["secrets"]["25"] = "ysolt"
    assert T.bill(state, party, "114")["energy"] == 1  # the party's bill, 1 less
    assert T.bill(state, ["ysolt"], "114")["energy"] == 1  # never free
    state["chars"]["ysolt"]["at"] = "101"
    assert T.bill(state, ["ysolt"], "102")["energy"] == 1  # away from the Mirewalk: no change


def _at_a_roll(holder: str = "global"):
    """Reading in Gullhaven, then sent to the Jetty's roll (105.4) with the Ember on the table."""
    match = start("cadoc", "ysolt")
    do(match, type="join", who="ysolt", **{"with": "cadoc"})
    do(match, type="explore")
    assert kind(match) == "verse_choice"
    state = shaped(match)
    if holder:
        state["secrets"]["59"] = holder
    state, _ = run_step(state, {"op": "read", "verse": "105.4"})
    match = reshape(match, state)
    assert kind(match) == "verse_roll"
    return match


def test_the_ember_lets_each_character_roll_a_journal_roll_again_once_a_chapter():
    match = _at_a_roll()
    do(match, type="roll")
    assert kind(match) == "reroll"
    offers = {c.get("who") for c in match.legal(0) if c["type"] == "reroll"}
    assert offers == {"cadoc", "ysolt"}
    draws = dict(match.draws)
    do(match, type="reroll", who="cadoc")
    assert match.draws != draws  # a second die was drawn from the journal stream
    assert kind(match) != "reroll"  # the second roll stands
    assert match.state["chapter_used"] == ["ember:cadoc"]
    again = reshape(match, run_step(shaped(match), {"op": "read", "verse": "105.4"})[0])
    do(again, type="roll")
    assert {c.get("who") for c in again.legal(0) if c["type"] == "reroll"} == {"ysolt"}


def test_without_the_ember_a_roll_reads_on_at_once():
    match = _at_a_roll(holder=None)
    do(match, type="roll")
    assert kind(match) != "reroll"
