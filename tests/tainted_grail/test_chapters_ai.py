"""AI seats play each chapter to its end from the save sheet the last one ended on: Chapter 2
(the test chapter) from the scripted party's Chapter I sheet, then Chapter 3 from the sheet
Chapter 2 ended on, every command the AI's (ai/chapters.py, the balance run's driver)."""

from __future__ import annotations

from game.games.tainted_grail.ai import chapters
from tests.tainted_grail.test_next_chapter import (  # noqa: F401
    _mended,
    chapter_one_sheet,
    three_chapters,
)


def test_ai_seats_play_chapter_two_and_three_from_carried_sheets(
    three_chapters, chapter_one_sheet  # noqa: F811 (the fixtures)
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
