"""A two-session campaign through game/core/campaign.py: the party roster (XP, traits bought,
items, gold, resources, Destiny) carries from one session to the next, through save and load."""

import random

from game.core.campaign import (
    autosave_session,
    end_session,
    load_campaign,
    new_campaign,
    resume_session,
    save_campaign,
    start_session,
)
from game.core.playout import bare
from game.core.registry import get_rules
from game.games.grimlore.ai.player import choose
from tests.grimlore.fixtures import find


def ai_until(match, seed, stop=lambda m: False):
    rng = random.Random(seed)
    for _ in range(20000):
        if match.outcome() is not None or stop(match):
            return match
        match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    raise AssertionError("the session did not end")


def test_the_party_carries_from_session_to_session(tmp_path):
    rules = get_rules("grimlore")
    for seed in range(40):  # the first seed whose party survives its first session
        campaign = new_campaign(tmp_path, rules, f"Portal {seed}", options={"party_size": 2})
        match = start_session(campaign, rules, seed=seed)
        assert match.options["party"] is None
        ai_until(match, seed, stop=lambda m: m.state["phase"] == "end")
        if match.state["ended"] == "completed":
            break
    # session end: spend XP on something, then finish
    match.state["party"]["xp"] += 20  # a generous session, so there is XP to spend
    legal = match.legal(0)
    raise_it = find(legal, type="raise", cid="c1", key="one_handed")
    match.submit(0, bare(raise_it))
    match.submit(0, bare(find(match.legal(0), type="done")))
    outcome = match.outcome()
    assert outcome["survived"]
    party = outcome["party"]
    assert party["roster"]["c1"]["skills"]["one_handed"] >= 3
    autosave_session(campaign, match, tmp_path)
    end_session(campaign, match)
    save_campaign(campaign, tmp_path)

    # another day: the campaign is loaded and the next session starts with the same party
    again = load_campaign(tmp_path / f"{campaign.name}.campaign")
    carried = again.carry["party"]
    assert carried["xp"] == party["xp"] and carried["gold"] == party["gold"]
    assert carried["roster"]["c1"]["gear"] == party["roster"]["c1"]["gear"]
    second = start_session(again, rules, seed=99)
    assert second.pending().kind == "muster"
    for cid in ("c1", "c2"):
        second.submit(0, bare(find(second.legal(0), type="take", cid=cid)))
    second.submit(0, bare(find(second.legal(0), type="begin")))
    state = second.state
    assert state["members"] == ["c1", "c2"]
    c1 = state["party"]["roster"]["c1"]
    assert c1["skills"] == party["roster"]["c1"]["skills"]
    assert c1["traits"] == party["roster"]["c1"]["traits"]
    assert c1["destiny"] == 2 + ("destined" in c1["traits"]) + (max(c1["skills"].values()) >= 4)
    assert state["party"]["ore"] == party["ore"] and state["party"]["gold"] == party["gold"]
    assert state["party"]["sessions"] == 1
    # the second session plays to its end and is recorded
    ai_until(second, 7)
    end_session(again, second)
    assert len(again.sessions) == 2 and again.sessions[1]["ended"]
    assert again.carry["party"]["sessions"] == 2


def test_a_fallen_party_leaves_the_roster(tmp_path):
    rules = get_rules("grimlore")
    for seed in range(60):
        campaign = new_campaign(tmp_path, rules, f"Doomed {seed}", options={"party_size": 1})
        match = start_session(campaign, rules, seed=1000 + seed)
        ai_until(match, seed)
        if match.state["ended"] == "wiped":
            break
    end_session(campaign, match)
    assert campaign.carry["party"]["roster"] == {}
    second = start_session(campaign, rules, seed=5)
    assert second.pending().kind == "muster"
    assert not any(c["type"] == "begin" for c in second.legal(0))
    assert any(c["type"] == "create" for c in second.legal(0))
    resume = resume_session  # the same file names are used for a session in progress
    assert resume is resume_session


def test_a_new_party_takes_the_players_names():
    from game.core.match import Match
    from game.games.grimlore.rules import RULES

    match = Match(RULES, {"party_size": 3, "players": 2, "seat_names": ["Wren", ""]}, 1).start()
    names = [ch["name"] for ch in match.state["party"]["roster"].values()]
    assert names[0] == "Wren" and names[1] and names[2] and len(set(names)) == 3
    assert "Wren joins the roster." in match.view(0)["log"]
