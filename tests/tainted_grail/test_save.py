"""Saving between evenings: the campaign carries the save sheet from the outcome, and the next
evening opens from it with what the book's Save sheet keeps; a chapter's end saves for the next
chapter, and a chapter not yet written waits."""

from __future__ import annotations

from game.core.campaign import end_session, new_campaign, start_session
from game.core.match import Match
from game.games.tainted_grail.ai.chapters import closed_at_once
from game.games.tainted_grail.rules import save as SV
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import view as V
from tests.tainted_grail.helpers import RULES, SEED, do, kind, run_step, shaped, start


def evening(match: Match) -> dict:
    do(match, type="evening")
    do(match, type="confirm")
    outcome = match.outcome()
    assert outcome is not None and outcome["ended"] == "evening"
    return outcome


def test_the_manifest_carries_the_save_sheet():
    assert RULES.manifest.campaign_carries == ("save",)


def test_ending_the_evening_keeps_the_save_sheet_and_the_next_evening_opens_from_it():
    match = start("cadoc", "ysolt")
    do(match, type="join", who="ysolt", **{"with": "cadoc"})
    do(match, type="travel", to="102")
    if kind(match) == "pay":
        do(match, type="split", index=0)
    outcome = evening(match)
    sheet = outcome["save"]
    for key in SV.KEPT:
        assert sheet[key] == match.state[key], key
    nxt = Match(RULES, {"characters": 2, "save": sheet}, SEED + 1).start()
    assert kind(nxt) == "day"
    for key in SV.KEPT:
        assert nxt.state[key] == match.state[key], key
    # parties are not on the sheet: everyone starts the evening alone
    assert nxt.state["parties"] == [["cadoc"], ["ysolt"]]


def test_a_campaign_carries_the_sheet_from_one_evening_to_the_next(tmp_path):
    campaign = new_campaign(tmp_path, RULES, "Test", options={"characters": 1})
    first = start_session(campaign, RULES, SEED)
    do(first, type="hero", hero="tobin")
    do(first, type="travel", to="102")
    evening(first)
    carried = end_session(campaign, first)
    assert set(carried) == {"save"}
    second = start_session(campaign, RULES, SEED + 7)
    assert second.state["chars"]["tobin"]["at"] == "102"
    assert second.state["day"] == first.state["day"]
    assert second.state["read"] == first.state["read"]


def test_a_chapters_end_saves_for_the_next_chapter_which_waits_until_written():
    match = start("cadoc")
    state = shaped(match)
    after, _ = run_step(state, {"op": "chapter_end", "ending": "beacon-relit"})
    assert after["result"] == {"ended": "chapter", "ending": "beacon-relit"}
    assert "107" in after["removed"]  # the Beacon Relit stands in for it from now on
    sheet = SV.sheet(after)
    assert sheet["next"] == 2
    assert not {"fog-tithe", "grey-sails", "last-ember"} & set(sheet["events"]["deck"])
    # the written chapters open one after another; the sheet of the last waits for the next
    while sheet["next"] in S.world()["chapters"]:
        opened = Match(RULES, {"save": sheet}, SEED).start()
        assert opened.outcome() is None and opened.state["chapter"] == sheet["next"]
        sheet = closed_at_once(sheet, SEED)
    if "hook" not in S.world()["chapters"][sheet["chapter"]]:
        assert sheet["next"] is None  # the campaign's last chapter: nothing waits after it
        return
    nxt = Match(RULES, {"save": sheet}, SEED).start()
    assert nxt.outcome()["ended"] == "unwritten"
    assert nxt.outcome()["save"]["next"] == sheet["next"] == max(S.world()["chapters"]) + 1


def test_death_ends_the_campaign_and_carries_nothing():
    match = start("cadoc")
    state = shaped(match)
    state["waystones"] = []
    state["chars"]["cadoc"].update(health=0, dying=True)
    after, _ = run_step(state, {"op": "die", "cid": "cadoc", "why": "a test"})
    assert V.outcome(after)["save"] is None and V.outcome(after)["winners"] == []


def test_a_saves_summary_tells_a_split_party_place_by_place():
    match = start("ysolt", "cadoc")
    together = V.summary(match.state)
    assert together.endswith("Day 1: Ysolt, Cadoc at Gullhaven")
    state = shaped(match)
    state["chars"]["ysolt"]["at"] = "105"
    assert V.summary(state).endswith("Day 1: Ysolt at Netmenders' Jetty; Cadoc at Gullhaven")


def test_a_mid_chapter_sheet_from_before_endings_were_kept_plays_on():
    """Today's Chapter I saves have no list of endings: they open where they stood, with
    none reached, and play on."""
    match = start("cadoc")
    do(match, type="travel", to="102")
    sheet = {k: v for k, v in evening(match)["save"].items() if k != "endings"}
    nxt = Match(RULES, {"characters": 1, "save": sheet}, SEED + 3).start()
    assert kind(nxt) == "day" and nxt.state["endings"] == [] and nxt.state["chapter"] == 1
    assert nxt.state["chars"]["cadoc"]["at"] == "102"
    do(nxt, type="travel", to="101")
    assert nxt.state["chars"]["cadoc"]["at"] == "101"
