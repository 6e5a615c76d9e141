"""The Tidewright in Chapter I's story, through the contract: reading the keeper's log at the
Netmenders' Jetty brings him ashore at the Wreck of the Merrow Queen with his first card; walking
there meets him at once; the meeting's outcome is marked on the Tide's Ledger; he rolls the
King's die each morning (his X sends the Storm-Tide up the Event deck); the Ledger opens the
bargain at the Beacon (owing him) or sends the Reeve in alone (having turned him back); the
lamp-room's brass calls him if the jetty never did; his choir sings at the Saltpans before he
comes. Positions past the walk to the Beacon are shaped by hand and say so."""

from __future__ import annotations

from game.core.playout import bare
from game.games.tainted_grail.rules.engine import effects_step
from game.games.tainted_grail.rules.phrasebook import parse_effects
from tests.tainted_grail.helpers import (
    answer_night,
    do,
    do_label,
    finish_reading,
    kind,
    labelled,
    play_encounter,
    reshape,
    run_step,
    shaped,
    start,
)
from tests.tainted_grail.test_kings import seed_showing

CLEAR = {"side": "clear", "light": 0, "dark": 0, "quest": 0}


def standing_at(card: str, *heroes: str, terror: int = 0, **statuses):
    """Shaped: the heroes on ``card`` (placed clear side up) with ``terror``, the Status sheet
    as given."""
    match = start(*(heroes or ("ysolt",)))
    state = shaped(match)
    state["map"].setdefault(card, dict(CLEAR))
    for cid in state["order"]:
        state["chars"][cid]["at"] = card
        state["chars"][cid]["terror"] = terror
    state["statuses"].update(statuses)
    return match, reshape(match, state)


def read_the_log(*heroes: str):
    """Shaped only to the Jetty; from there the log is read by legal play."""
    _, match = standing_at("105", *heroes)
    do(match, type="explore")
    do_label(match, "Ask about the night the Beacon went out")
    do_label(match, "Ask where the boat is now")
    return match


def ledger(match) -> list[int]:
    return match.state["statuses"].get("tide-ledger", [])


def test_reading_the_keepers_log_brings_the_tidewright_ashore_at_the_wreck():
    match = read_the_log()
    assert kind(match) == "day"  # nobody stands with him: no meeting yet
    assert match.state["kings"]["tidewright"] == {
        "at": "108",
        "meets": "tidewright-diplomacy-1",
        "sated": False,
    }
    assert "108" in match.state["map"]  # his Location is laid out for him
    assert ledger(match) == [1]


def walk(match, *cards: str) -> None:
    """Travel card by card the same Day, settling any bill as offered and whatever waits on the
    way (the AI seat answers it)."""
    for card in cards:
        do(match, type="travel", to=card)
        finish_reading(match)


def test_walking_into_his_location_meets_him_and_the_outcome_goes_in_the_ledger():
    match = read_the_log()
    walk(match, "101", "103", "107")
    assert kind(match) == "day" and "tidewright" in match.state["kings"]
    do(match, type="travel", to="108")
    assert kind(match) == "encounter"
    met = match.state["encounter"]
    assert (met["id"], met["source"], met["party"]) == (
        "tidewright-diplomacy-1",
        "king",
        ["ysolt"],
    )
    play_encounter(match)
    if match.state["last_encounter"] == "win":
        assert ledger(match) == [1, 2] and "tidewright" not in match.state["kings"]
    else:
        assert ledger(match) == [1, 3]
        assert match.state["kings"]["tidewright"]["sated"]
        assert match.state["kings"]["tidewright"]["at"] == "108"


def test_both_outcomes_are_written_in_the_ledger():
    """Shaped: the meeting's closing step run after each result."""
    match = read_the_log()
    state = shaped(match)
    state["chars"]["ysolt"]["at"] = "108"
    step = {"op": "king_after", "k": "tidewright", "party": ["ysolt"], "at": "108"}
    won, _ = run_step({**state, "last_encounter": "win"}, step)
    lost, _ = run_step({**state, "last_encounter": "lose"}, step)
    assert won["statuses"]["tide-ledger"] == [1, 2] and "tidewright" not in won["kings"]
    assert lost["statuses"]["tide-ledger"] == [1, 3] and lost["kings"]["tidewright"]["sated"]


def test_he_rolls_the_kings_die_every_morning_once_ashore():
    match = read_the_log()
    do(match, type="end_day")
    events: list[dict] = []
    for _ in range(200):
        if kind(match) == "day":
            break
        legal = match.legal(0)
        pick = next((c for c in legal if c["type"] in ("eat", "done", "sleep")), legal[0])
        events += match.submit(0, bare(pick))
    assert any(e["type"] == "king_die" for e in events)
    answer_night(match)


def test_his_x_sends_the_storm_tide_to_the_top_of_chapter_ones_event_deck():
    match = read_the_log()
    state = shaped(match)
    morning, _ = run_step(state, {"op": "start_day"}, seed=seed_showing("x"))
    active = [a["id"] for a in morning["events"]["active"]]
    assert "tidewright-storm" in active
    assert morning["events"]["deck"].count("tidewright-storm") == 0


def test_owing_him_opens_the_bargain_at_the_beacon():
    lore = {"beacon-lore": [1, 2, 3]}
    _, owing = standing_at("107", **lore, **{"tide-ledger": [1, 3]})
    do(owing, type="explore")
    assert labelled(owing, "Answer the voice")
    do_label(owing, "Answer the voice")
    assert labelled(owing, "Accept the Tidewright's terms")
    _, clean = standing_at("107", **lore)
    do(clean, type="explore")
    assert labelled(clean, "Answer the voice") is None


def test_turning_him_back_sends_the_reeve_in_alone_and_lighter_on_the_nerves():
    lore = {"beacon-lore": [1, 2, 3]}
    _, turned = standing_at("107", terror=3, **lore, **{"tide-ledger": [1, 2]})
    do(turned, type="explore")
    do_label(turned, "Set the Heartstone in the lens")
    history = [p["verse"] for p in turned.view(0)["journal"]["history"]]
    # the rite's page turns to the Reeve before its first word: no empty heading between
    assert history[-2:] == ["107.10", "107.16"] and "107.11" in turned.state["read"]
    assert turned.state["chars"]["ysolt"]["terror"] == 2
    assert kind(turned) == "encounter" and turned.state["encounter"]["id"] == "grey-reeve"


def test_the_lamp_rooms_brass_calls_him_ashore_when_the_jetty_did_not():
    match, at_beacon = standing_at("107")
    state = shaped(at_beacon)
    state["secrets"]["3"] = "ysolt"  # the keeper's key, from the Tidecaves
    keyed = reshape(match, state)
    do(keyed, type="explore")
    do_label(keyed, "Climb to the lamp-room")
    assert keyed.state["kings"]["tidewright"]["at"] == "103"
    assert keyed.state["statuses"]["tide-ledger"] == [1]


def test_his_choir_sings_at_the_saltpans_only_before_he_comes_ashore():
    _, early = standing_at("104")
    do(early, type="explore")
    do_label(early, "Follow a second song")
    assert kind(early) == "encounter"
    assert early.state["encounter"]["id"] == "tidewright-choir"
    _, late = standing_at("104", **{"tide-ledger": [1]})
    do(late, type="explore")
    assert labelled(late, "Follow a second song") is None


def test_he_stands_on_the_drowned_eelmarket_when_the_bells_below_ring():
    """Shaped: the Tidewright and a waiting companion on the Eelmarket when it drowns."""
    match = read_the_log()
    state = shaped(match)
    state["map"]["110"] = dict(CLEAR)
    state["kings"]["tidewright"]["at"] = "110"
    state["companions"]["gristle"] = {"waits": "110"}
    drowned = parse_effects("replace 110 110b", "test")
    after, _ = run_step(state, effects_step(drowned, ["ysolt"], "105", "test"))
    assert "110b" in after["map"] and "110" not in after["map"]
    assert after["kings"]["tidewright"]["at"] == "110b"
    assert after["companions"]["gristle"] == {"waits": "110b"}
