"""Echoes of Ruin: the sheets handed out when Chapter I ends (with the campaign's option on),
Achievements earned after an Action as soon as they hold, each Memory read by its Character
alone, a full section's Legendary Action (used once), and the final Achievement's Advanced
Ability. Sheets and their marks are shaped by hand (a campaign earns them over chapters);
everything after is played through the contract."""

from __future__ import annotations

from game.games.tainted_grail.rules import save
from game.games.tainted_grail.rules import state as S
from tests.tainted_grail.helpers import char, do, find, kind, reshape, shaped, start
from tests.tainted_grail.test_playthrough import scripted_chapter_one


def _with_sheet(match, **mine):
    state = shaped(match)
    state["echoes"] = {"cadoc": {"earned": [], "legendary": [], "final": False, **mine}}
    return reshape(match, state)


def _act_and_read(match):
    """Any Action of the Day (a Travel) and the Memories it had read."""
    before = set(match.state["read"])
    travel = find(match, type="travel")
    do(match, type="travel", to=travel["to"])
    for _ in range(20):
        if kind(match) == "day":
            break
        options = match.legal(0)
        pick = next((c for c in options if c["type"] in ("carry_on", "choose")), options[0])
        match.submit(0, {k: v for k, v in pick.items() if k not in ("label", "preview")})
    assert kind(match) == "day" and match.view(0)["reading"] is None
    return sorted(v for v in set(match.state["read"]) - before if v.startswith("e."))


def test_the_sheets_wait_for_the_end_of_chapter_one():
    match = start("cadoc", echoes=True)
    assert match.state["echoes"] == {}
    assert match.view(0)["characters"][0]["echoes"] is None


def test_an_achievement_is_earned_after_an_action_and_its_memory_read_alone():
    match = _with_sheet(start("cadoc", "ysolt"))
    state = shaped(match)
    state["chars"]["cadoc"]["magic"] = 5
    match = reshape(match, state)
    explored = list(match.state["today"]["explored"])
    memories = _act_and_read(match)
    assert memories == ["e.cadoc-1"]
    assert match.state["echoes"]["cadoc"]["earned"] == [0]
    assert match.state["today"]["explored"] == explored  # a Memory is no Exploration
    sheet = match.view(0)["characters"][0]["echoes"]
    assert sheet["sections"][0]["achievements"][0]["earned"]
    assert not sheet["sections"][0]["achievements"][1]["earned"]
    assert "ysolt" not in match.state["echoes"]
    assert any("earns an Achievement" in line for line in match.state["log"])
    assert any(line == "The Memory ends." for line in match.state["log"])
    assert save.sheet(match.state)["echoes"] == match.state["echoes"]  # kept between evenings
    assert _act_and_read(match) == []  # earned once


def test_a_full_section_gives_its_legendary_action_used_once():
    match = _with_sheet(start("cadoc"), earned=[1, 2])
    state = shaped(match)
    state["chars"]["cadoc"]["magic"] = 5
    match = reshape(match, state)
    _act_and_read(match)
    assert match.state["echoes"]["cadoc"] == {"earned": [0, 1, 2], "legendary": [310],
                                              "final": False}
    assert match.state["secrets"]["310"] == "cadoc"
    energy = char(match, "cadoc")["energy"]
    do(match, type="use", key="secret:cadoc:310:0")
    cap = S.energy_cap(match.state, "cadoc")  # Energy never above Health outside Story mode
    assert energy + 4 > cap > energy and char(match, "cadoc")["energy"] == cap
    assert "310" not in match.state["secrets"]
    assert find(match, type="use", key="secret:cadoc:310:0") is None
    _act_and_read(match)
    assert "310" not in match.state["secrets"]  # never given twice


def test_all_nine_open_the_final_achievement_and_its_advanced_ability():
    match = _with_sheet(start("cadoc"), earned=list(range(9)), legendary=[310, 311, 312])
    assert find(match, type="use", key="advanced:cadoc") is None
    state = shaped(match)
    state["day"] = 10  # Cadoc's final Achievement: the tenth Day of a chapter
    match = reshape(match, state)
    assert _act_and_read(match) == ["e.cadoc-final"]
    assert match.state["echoes"]["cadoc"]["final"]
    assert match.view(0)["characters"][0]["echoes"]["advanced"] == "Pour the Long Candle"
    state = shaped(match)
    state["chars"]["cadoc"]["terror"] = 5
    match = reshape(match, state)
    use = find(match, type="use", key="advanced:cadoc")
    assert use is not None and "Pour the Long Candle" in use["label"]
    do(match, type="use", key="advanced:cadoc")
    assert char(match, "cadoc")["terror"] == 3
    assert find(match, type="use", key="advanced:cadoc") is None  # once a Day


def test_an_unmet_final_achievement_waits():
    match = _with_sheet(start("cadoc"), earned=list(range(9)))
    assert _act_and_read(match) == []
    assert not match.state["echoes"]["cadoc"]["final"]
    assert match.view(0)["characters"][0]["echoes"]["final"]["open"]


def test_chapter_ones_end_hands_out_the_sheets_when_the_campaign_plays_echoes():
    match = scripted_chapter_one(echoes=True)
    assert match.outcome()["ended"] == "chapter"
    sheets = match.outcome()["save"]["echoes"]
    assert set(sheets) == {"tobin", "ysolt"}
    assert all(s == {"earned": [], "legendary": [], "final": False} for s in sheets.values())
    assert any("Echoes of Ruin begins" in line for line in match.state["log"])
