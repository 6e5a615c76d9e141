"""Chapters after the first are content, not code: a small test chapter (fixtures/chapter-2,
not shipped) is listed as Chapter 2 beside the real campaign, and the save sheet the scripted
party ends Chapter I with opens it: the new chapter's map, quest and Event deck, what the old
chapter's hook carries, a Day played in it and its own ending."""

from __future__ import annotations

import copy
import shutil
from pathlib import Path

import pytest

from game.core.match import Match
from game.games.tainted_grail.rules import content, places
from game.games.tainted_grail.rules import state as S
from tests.tainted_grail.helpers import RULES, answer_night, do, do_label, find, kind
from tests.tainted_grail.test_playthrough import scripted_chapter_one

FIXTURE = Path(__file__).parent / "fixtures" / "chapter-2"


@pytest.fixture
def two_chapters(tmp_path, monkeypatch):
    """The campaign with the test chapter written in as Chapter 2 (its folder holds a
    chapter.yaml; Chapter 3 is listed and not written)."""
    folder = tmp_path / "tainted_grail"
    shutil.copytree(content.FOLDER, folder, ignore=shutil.ignore_patterns("chapter-[2-9]"))
    shutil.copytree(FIXTURE, folder / "chapter-2")
    world = content.read(folder)
    assert sorted(world["chapters"]) == [1, 2]
    places._layout.cache_clear()
    monkeypatch.setattr(S, "world", lambda: world)
    yield world
    places._layout.cache_clear()


@pytest.fixture(scope="module")
def chapter_one_sheet():
    outcome = scripted_chapter_one().outcome()
    assert outcome["ended"] == "chapter" and outcome["save"]["next"] == 2
    return outcome["save"]


def test_a_chapter_one_save_opens_chapter_two_from_its_own_file(two_chapters, chapter_one_sheet):
    sheet = chapter_one_sheet
    match = Match(RULES, {"players": 1, "save": sheet}, 7_301_000_500).start()
    assert match.outcome() is None, match.outcome() and match.outcome()["text"]
    assert kind(match) == "day"
    state, view = match.state, match.view(0)
    assert state["chapter"] == 2 and state["day"] == 1 and state["next_chapter"] is None
    assert view["campaign"]["chapter"]["title"] == "The Yard Past the Gate"
    assert set(state["map"]) == {"201", "202"}  # Chapter I's cards left the table
    assert {c["at"] for c in view["characters"]} == {"201"}
    assert [q["id"] for q in view["quests"] if q["active"]] == ["yard-watch"]
    # the old hook carries statuses, secrets, Items and resources; the Ember's uses start afresh
    assert state["statuses"] == sheet["statuses"] and "59" in state["secrets"]
    for cid in state["order"]:
        for key in ("items", "food", "wealth", "magic", "exp", "attrs", "decks"):
            assert state["chars"][cid][key] == sheet["chars"][cid][key], (cid, key)
    assert state["chapter_used"] == []
    assert state["waystones"] == [[0, 0]]  # the Toll Yard's own waystone


def walk(match, who: str, to: str) -> None:
    act(match, type="travel", who=who, to=to)


def act(match, **fields) -> None:
    """An Action, settling the split and letting timed abilities pass, back to the Day."""
    do(match, **fields)
    for _ in range(10):
        if kind(match) == "day":
            return
        answer = find(match, type="split") or find(match, type="carry_on")
        do(match, **{k: answer[k] for k in ("type", "index") if k in answer})


def _mended(sheet: dict) -> dict:
    """The sheet with its Characters' trays set back to their starting slots: the scripted
    party ends Chapter I barely alive, and this test is about the chapter, not their wounds."""
    mended = copy.deepcopy(sheet)
    for cid, ch in mended["chars"].items():
        tray = S.world()["heroes"][ch["hero"]]["tray"]
        ch.update(
            energy=tray["energy"]["start"],
            health=tray["health"]["start"],
            terror=tray["terror"]["start"],
            exhausted=False,
            dying=False,
            insane=False,
        )
    return mended


def test_a_day_in_chapter_two_and_its_ending(two_chapters, chapter_one_sheet):
    sheet = _mended(chapter_one_sheet)
    match = Match(RULES, {"players": 1, "save": sheet}, 7_301_000_501).start()
    who, *others = match.state["order"]
    for other in others:  # everyone starts the evening alone; they walk on together
        do(match, type="join", who=other, **{"with": who})
    walk(match, who, "202")  # up the Hill Road for the day, and a night there
    assert {match.state["chars"][c]["at"] for c in match.state["order"]} == {"202"}
    do(match, type="end_day")
    answer_night(match)
    assert match.outcome() is None and match.state["day"] == 2 and match.state["chapter"] == 2
    assert match.state["map"]["201"]["side"] == "clear"  # its waystone holds the fog off
    walk(match, who, "201")
    wealth = sum(match.state["chars"][c]["wealth"] for c in match.state["order"])
    act(match, type="location_action", who=who)  # Sweep the Cobbles
    assert sum(match.state["chars"][c]["wealth"] for c in match.state["order"]) == wealth + 1
    do(match, type="explore", who=who)
    assert match.view(0)["reading"]["verse"] == "201"
    do_label(match, "Answer the riddle")
    outcome = match.outcome()
    assert outcome is not None and outcome["ended"] == "chapter"
    assert outcome["ending"] == "yard-crossed"
    assert outcome["save"]["next"] == 3
    assert match.state["quests"]["yard-watch"] == "done"
    # Chapter 3 is not written: the sheet waits for it
    after = Match(RULES, {"players": 1, "save": outcome["save"]}, 7_301_000_502).start()
    assert after.outcome()["ended"] == "unwritten" and after.outcome()["save"]["next"] == 3
