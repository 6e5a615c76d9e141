"""AI seats play each chapter to its end from the save sheet the last one ended on: Chapter 2
(the test chapter) from the scripted party's Chapter I sheet, then Chapter 3 from the sheet
Chapter 2 ended on, and the real Chapters II and III from an AI party's own Chapter I sheet,
every command the AI's (ai/chapters.py, the balance run's driver)."""

from __future__ import annotations

from game.core.match import Match
from game.games.tainted_grail.ai import chapters
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.contract import RULES
from tests.tainted_grail.test_next_chapter import (  # noqa: F401
    _mended,
    chapter_one_sheet,
    three_chapters,
)


def test_ai_seats_play_chapter_two_and_three_from_carried_sheets(
    three_chapters,
    chapter_one_sheet,  # noqa: F811 (the fixtures)
):
    two = chapters.from_sheet(_mended(chapter_one_sheet), 7_301_000_600, 600)
    assert two["chapter"] == 2 and two["ended"] == "chapter", two
    assert two["ending"] == "yard-crossed" and two["save"]["next"] == 3
    three = chapters.from_sheet(two["save"], 7_301_000_601, 600)
    assert three["chapter"] == 3 and three["ended"] == "chapter", three
    assert three["ending"] == "garden-left" and three["save"]["next"] == 4
    assert three["save"]["endings"] == ["beacon-relit", "yard-crossed", "garden-left"]


def test_a_chapter_closed_at_once_hands_on_its_sheet(three_chapters, chapter_one_sheet):  # noqa: F811
    """The balance run's stand-in for a chapter the AI did not finish: set up, then ended on its
    first ending; the sheet opens the chapter after it."""
    sheet = chapters.closed_at_once(_mended(chapter_one_sheet), 7_301_000_602)
    assert sheet["chapter"] == 2 and sheet["next"] == 3
    assert sheet["endings"] == ["beacon-relit", "yard-crossed"] and "201" in sheet["map"]
    three = chapters.from_sheet(sheet, 7_301_000_603, 600)
    assert three["chapter"] == 3 and three["ended"] == "chapter", three


def test_later_chapters_are_played_in_the_mode_the_campaign_began_in(
    three_chapters,
    chapter_one_sheet,  # noqa: F811 (the fixtures)
):
    """A Story campaign's later chapters are Story chapters too: the app's campaign keeps the
    mode among its options, and the AI's driver reads it from the sheet (it once opened every
    chapter after the first in Normal mode, so the Story rows measured Normal play)."""
    story = {**_mended(chapter_one_sheet), "mode": "story"}
    sheet = chapters.closed_at_once(story, 7_301_000_604)
    assert sheet["mode"] == "story" and sheet["next"] == 3
    match = Match(RULES, chapters.carried(sheet), 7_301_000_605).start()
    assert match.state["chapter"] == 3 and S.mode(match.state) == "story"


REAL_SEED = 9_000_207  # two Characters in Story mode: Chapters I-III, about 160 days of play


def test_ai_seats_play_the_real_chapters_two_and_three_from_their_carried_saves():
    """The campaign as written, no test chapters: a new party's Chapter I ends on a save sheet,
    the real Chapter II opens from it and is played to one of its endings, and the sheet that
    ending leaves opens the real Chapter III, played to its end; every command is the AI's
    (ai/chapters.campaign, the balance run's driver). The seed is one whose chapters end
    quickly, to keep the test short."""
    one, two, three = chapters.campaign(REAL_SEED, 2, "story", last=3)
    world = S.world()["chapters"]
    assert one["chapter"] == 1 and one["ended"] == "chapter", one
    assert two["chapter"] == 2 and two["after"] == "carried"
    assert two["ended"] == "chapter", {k: v for k, v in two.items() if k != "save"}
    assert two["ending"] in {e["id"] for e in world[2]["endings"]}
    assert two["save"]["next"] == 3 and two["save"]["endings"] == [one["ending"], two["ending"]]
    assert three["chapter"] == 3 and three["after"] == "carried"
    assert three["ended"] == "chapter", {k: v for k, v in three.items() if k != "save"}
    assert three["ending"] in {e["id"] for e in world[3]["endings"]}
    assert three["save"]["endings"] == [one["ending"], two["ending"], three["ending"]]
    assert two["dead"] == three["dead"] == 0


# one Character, Normal mode: Chapter II ends with the oath taken, and Chapter IV on its Day 18
# at the Kingless Seat (the fourth crown), Osric's last Encounter won at the Last Milestone;
# chosen again after the AI's talks beside Blooms, its Story chapters and its return from the
# Seat came together (9,000,211 and 9,000,213 no longer meet his last Encounter)
CAMPAIGN_SEED = 9_000_202


def test_ai_seats_play_the_whole_campaign_from_a_new_party_to_an_ending():
    """Chapter to Chapter, every Chapter played from the sheet the one before ended on, to one
    of the campaign's endings (Chapter IV has no hook: its ending ends the campaign). A seed
    whose campaign ends quickly keeps the test short."""
    runs = chapters.campaign(CAMPAIGN_SEED, 1, "normal", last=4)
    assert [r["chapter"] for r in runs] == [1, 2, 3, 4]
    assert all(r["ended"] == "chapter" for r in runs[:3]), [r["ended"] for r in runs]
    assert all(r["after"] == "carried" for r in runs[1:])
    last = runs[-1]
    assert last["ended"] == "campaign", {k: v for k, v in last.items() if k != "save"}
    assert last["ending"] in {e["id"] for e in S.world()["chapters"][4]["endings"]}
    assert set(last["finals"]) <= {"osric", "gwenllian", "tidewright"}
    # Osric's last Encounter, met on the board in play: a party that left him his oath (here
    # sworn to him) finds him at nought in Chapter IV and fights it out there
    assert runs[1]["ending"] in ("oath-taken", "long-truce")
    met = [(m["king"], m["card"]) for m in last["met"] if m["final"]]
    assert ("osric", "osric-final") in met, last["met"]


def test_the_stand_in_closes_the_earlier_chapters_on_each_of_their_endings_in_turn():
    """The balance run's --spread-endings: over six turns a chapter closed at once takes every
    one of Chapter II's and Chapter III's endings, in six different pairs, so Chapter IV meets
    every earlier fate (Osric's last Encounter waits only where his oath was left him)."""
    world = S.world()["chapters"]
    two = [chapters.stand_in_ending(world[2]["endings"], 2, t) for t in range(6)]
    three = [chapters.stand_in_ending(world[3]["endings"], 3, t) for t in range(6)]
    assert set(two) == {e["id"] for e in world[2]["endings"]}
    assert set(three) == {e["id"] for e in world[3]["endings"]}
    assert len(set(zip(two, three, strict=True))) == 6
    assert chapters.stand_in_ending(world[2]["endings"], 2, 0) == world[2]["endings"][0]["id"]
