"""A campaign carries what its game declares from session to session, through quit and reopen."""
import pytest

from game.core.campaign import (autosave_session, end_session, load_campaign, new_campaign,
                                resume_session, save_campaign, start_session)
from game.core.playout import bare
from game.core.registry import get_rules
from game.core.saves import SaveError, list_saves, save_header


def play_to_the_end(match, seed):
    import random
    rng = random.Random(seed)
    while match.outcome() is None:
        seat = match.pending().seat
        match.submit(seat, bare(rng.choice(match.legal(seat))))


def test_a_grudge_campaign_carries_its_luckstones_through_quit_and_reopen(tmp_path):
    rules = get_rules("grudge")
    campaign = new_campaign(tmp_path, rules, "Winter camp", carry={"luckstones": 2})
    match = start_session(campaign, rules, seed=11)
    assert match.options["luckstones"] == 2
    for _ in range(5):
        seat = match.pending().seat
        match.submit(seat, bare(match.legal(seat)[0]))
    autosave_session(campaign, match, tmp_path)
    save_campaign(campaign, tmp_path)
    # quit; another day the campaign is listed and its session goes on where it stopped
    listed = {info.path.name: info for info in list_saves(tmp_path)}
    assert f"{campaign.name}.campaign" in listed and f"{campaign.name}.match.save" not in listed
    info = listed[f"{campaign.name}.campaign"]
    assert info.kind == "campaign" and "luckstones 2" in info.summary
    assert info.summary.startswith("first session in progress")  # not "0 sessions played"
    reopened = load_campaign(tmp_path / f"{campaign.name}.campaign")
    resumed = resume_session(reopened, tmp_path)
    assert resumed.state == match.state
    play_to_the_end(resumed, 3)
    changed = end_session(reopened, resumed)
    left = resumed.outcome()["luckstones"]
    save_campaign(reopened, tmp_path)
    again = load_campaign(tmp_path / f"{campaign.name}.campaign")
    assert again.carry["luckstones"] == left and not again.in_progress
    assert changed == ({} if left == 2 else {"luckstones": left})
    assert again.sessions[0]["ended"] and again.sessions[0]["result"]
    assert again.summary().startswith("1 session played, between sessions")
    assert start_session(again, rules, seed=12).options["luckstones"] == left
    assert len(again.sessions) == 2


def test_a_session_in_progress_is_not_started_twice(tmp_path):
    rules = get_rules("grudge")
    campaign = new_campaign(tmp_path, rules, "Twice")
    start_session(campaign, rules, seed=1)
    with pytest.raises(SaveError, match="in progress"):
        start_session(campaign, rules, seed=2)


def test_an_edited_campaign_is_refused(tmp_path):
    rules = get_rules("grudge")
    path = save_campaign(new_campaign(tmp_path, rules, "Edited"), tmp_path)
    data = bytearray(path.read_bytes())
    data[-10] ^= 1
    path.write_bytes(bytes(data))
    with pytest.raises(SaveError, match="does not add up"):
        load_campaign(path)


def test_a_campaign_from_another_install_opens_with_its_session_only_when_accepted(tmp_path):
    import shutil

    from game.core.saves import SaveUnchecked

    rules = get_rules("grudge")
    other, home = tmp_path / "other", tmp_path / "home"
    campaign = new_campaign(other, rules, "Borrowed camp")
    match = start_session(campaign, rules, seed=11)
    autosave_session(campaign, match, other)
    save_campaign(campaign, other)
    save_campaign(new_campaign(home, rules, "Own camp"), home)  # this install's secret
    for name in (f"{campaign.name}.campaign", f"{campaign.name}.match.save"):
        shutil.copy(other / name, home / name)
    path = home / f"{campaign.name}.campaign"
    assert "another copy of Grimtable" in {i.path: i for i in list_saves(home)}[path].unchecked
    with pytest.raises(SaveUnchecked, match="cannot be checked"):
        load_campaign(path)
    accepted = load_campaign(path, accept_unchecked=True)
    with pytest.raises(SaveUnchecked):
        resume_session(accepted, home)
    assert resume_session(accepted, home, accept_unchecked=True).state == match.state


def test_the_load_screen_dates_a_campaign_by_its_last_play_not_its_creation(tmp_path, monkeypatch):
    import game.core.campaign as campaigns

    rules = get_rules("grudge")
    monkeypatch.setattr(campaigns, "now", lambda: "2020-01-01T09:00:00+00:00")
    campaign = new_campaign(tmp_path, rules, "Old camp", carry={"luckstones": 2})
    match = start_session(campaign, rules, seed=11)
    save_campaign(campaign, tmp_path)  # written when it began, long ago
    match.submit(match.pending().seat, bare(match.legal(match.pending().seat)[0]))
    played = autosave_session(campaign, match, tmp_path)  # the session goes on today
    listed = {info.path.name: info for info in list_saves(tmp_path)}
    info = listed[f"{campaign.name}.campaign"]
    assert info.date == save_header(played)["date"] > "2020-01-01T09:00:00+00:00"
