"""The content tool (tools/tainted_grail_content.py) over the campaign with the two test
chapters: counts per Chapter and for the campaign, every verse reachable across the Chapters,
and a condition read before anything can give it refused with where it is written."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import tainted_grail_content as tool  # noqa: E402

from game.games.tainted_grail.rules import content, content_proof  # noqa: E402

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def folder(tmp_path) -> Path:
    target = tmp_path / "tainted_grail"
    shutil.copytree(content.FOLDER, target, ignore=shutil.ignore_patterns("chapter-[2-9]"))
    for n in (2, 3):
        shutil.copytree(FIXTURES / f"chapter-{n}", target / f"chapter-{n}")
    return target


def _append(path: Path, text: str) -> None:
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    path.write_text(old + text, encoding="utf-8")


def test_the_tool_counts_each_chapter_and_the_campaign(folder, capsys):
    assert tool.main([str(folder)]) == 0
    out = capsys.readouterr().out
    assert "| II: The Yard Past the Gate | 2 | 8 |" in out
    assert "| III: The Walled Garden | 3 | 9 |" in out
    assert (
        "unreachable: 0; conditions never satisfiable: 0; verses with no way out or going "
        "round by themselves: 0"
    ) in out
    counts = content_proof.counts(content.read(folder))
    assert counts[2]["secrets"] == 1 and counts[0]["locations"] == counts[1]["locations"] + 5


def test_a_chapter_one_status_read_in_chapter_three_can_hold(folder):
    world = content.read(folder)  # 301 reads osric-mark/2, given by Osric's board (shared)
    assert content_proof.unsatisfiable(world) == []


def test_a_status_read_before_the_chapter_that_gives_it_is_refused(folder, capsys):
    _append(
        folder / "chapter-3" / "statuses.yaml",
        "garden-debt:\n  name: Owed to the Garden\n"
        "  parts: 1\n  flavour: The roses keep a ledger of thorns.\n",
    )
    _append(
        folder / "chapter-3" / "journal" / "garden.verses",
        "\n== 303.2\nThe glasshouse remembers what you owe it.\n! status+ garden-debt\nend\n",
    )
    verses = folder / "chapter-2" / "journal" / "yard.verses"
    text = verses.read_text(encoding="utf-8").replace(
        "* Leave the yard be -> 201.3",
        "* Leave the yard be -> 201.3\n* [status garden-debt] Pay the garden's debt -> 201.3",
    )
    verses.write_text(text, encoding="utf-8")
    assert tool.main([str(folder)]) == 1
    out = capsys.readouterr().out
    assert "verse 201: [status garden-debt] is never given before it is read" in out
    assert "verse 303.2" in out  # and the new verse nobody reaches


def test_a_verse_that_loops_with_no_free_way_out_is_refused(folder, capsys):
    """303's choices lead back to it, and the only other way needs a status: a party without
    it would read round and round (a choice beside its opposite, like "[time dark]" and
    "[no time dark]", counts as always open)."""
    verses = folder / "chapter-3" / "journal" / "garden.verses"
    text = (
        verses.read_text(encoding="utf-8").replace(
            "* Walk back out into the air -> 303.1",
            "* Look at the leaves again -> 303.2\n"
            "* [status kin-wren] Let Wren lead you out -> 303.1",
        )
        + "\n== 303.2\nThe leaves turn to watch you turn.\n-> 303\n"
    )
    verses.write_text(text, encoding="utf-8")
    assert tool.main([str(folder)]) == 1
    out = capsys.readouterr().out
    assert "verse 303: no way out that needs nothing" in out
    assert "verse 303.2: no way out that needs nothing" in out
    world = content.read(folder)
    assert content_proof.no_way_out(world) == [
        "chapter-3/journal/garden.verses, verse 303: no way out that needs nothing",
        "chapter-3/journal/garden.verses, verse 303.2: no way out that needs nothing",
    ]


def test_a_round_of_redirections_with_no_question_is_refused(folder, capsys):
    """302.1 sends the reader back to 302 once the garden's quest is done, and 302 sends them
    on to 302.1: the reading would never stop."""
    verses = folder / "chapter-3" / "journal" / "garden.verses"
    text = (
        verses.read_text(encoding="utf-8")
        .replace(
            "== 302 | The Sunk Lawn\n",
            "== 302 | The Sunk Lawn\n? [quest garden-gate done] -> 302.1\n",
        )
        .replace(
            "== 302.1\n",
            "== 302.1\n? [quest garden-gate done] -> 302\n",
        )
    )
    verses.write_text(text, encoding="utf-8")
    assert tool.main([str(folder)]) == 1
    out = capsys.readouterr().out
    assert "verse 302: goes round by itself" in out
    assert "verse 302.1: goes round by itself" in out
