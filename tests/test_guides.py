"""The player guides (docs/guides/<game>.md, shown first on F1): the games that need one have
one, their pictures exist on our sheets, and they are in our own words, sharing no run of eight
words with any publisher's rulebook."""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from game.app.paths import GUIDES_DIR, ROOT, SHEETS_DIR
from game.core.registry import game_ids

RULEBOOKS = ROOT.parent / "shared" / "rules"
MUST_HAVE = {"grudge", "grim", "grimheim", "grimlore", "tainted_grail"}
MIN_CHARS = 4000
SHINGLE = 8
PICTURE = re.compile(r"!\[[^\]]*\]\(([^)]*)\)")
VIEWER_PICTURE = re.compile(r"!\[[^\]]*\]\([\w-]+:[\w-]+\)")  # as game/app/markdown.py reads it


def guides() -> dict[str, Path]:
    return {p.stem: p for p in sorted(GUIDES_DIR.glob("*.md"))}


def words(text: str) -> list[str]:
    """Lower-case words with punctuation stripped (an apostrophe joins, any other mark splits)."""
    text = text.lower().replace("\u2019", "'").replace("'", "")
    return re.findall(r"[a-z0-9]+", text)


def shingles(text: str) -> set[tuple[str, ...]]:
    w = words(text)
    return {tuple(w[i:i + SHINGLE]) for i in range(len(w) - SHINGLE + 1)}


@lru_cache(maxsize=1)
def book_shingles() -> dict[tuple[str, ...], str]:
    """Every 8-word run of every rulebook, mapped to the book it comes from."""
    out: dict[tuple[str, ...], str] = {}
    for book in sorted(RULEBOOKS.glob("*.md")):
        for run in shingles(book.read_text(encoding="utf-8")):
            out.setdefault(run, book.name)
    return out


def sprite_names(sheet: str) -> set[str] | None:
    """The sprites a sheet's atlas names, or None when the sheet does not exist."""
    atlas = SHEETS_DIR / f"{sheet}.json"
    if not atlas.is_file() or not (SHEETS_DIR / f"{sheet}.png").is_file():
        return None
    data = json.loads(atlas.read_text(encoding="utf-8"))
    for wrapper in ("frames", "sprites"):  # the layouts game/app/assets.py accepts
        if isinstance(data, dict) and isinstance(data.get(wrapper), dict):
            data = data[wrapper]
            break
    return set(data) if isinstance(data, dict) else set()


def test_the_games_that_need_a_guide_have_one():
    registered = set(game_ids())
    assert MUST_HAVE <= registered
    found = guides()
    assert MUST_HAVE <= set(found), f"missing guides: {sorted(MUST_HAVE - set(found))}"
    for game_id, path in found.items():
        assert game_id in registered, f"{path.name} is not the guide of a registered game"
        text = path.read_text(encoding="utf-8")
        assert len(text) >= MIN_CHARS, f"{path.name} is too short to teach the game"
        assert text.startswith("# "), f"{path.name} should open with the game's title"


def test_every_picture_names_an_existing_sheet_and_sprite():
    problems = []
    seen = 0
    for game_id, path in guides().items():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for ref in PICTURE.findall(line):
                seen += 1
                where = f"{path.name}:{number}"
                if not VIEWER_PICTURE.fullmatch(line.strip()):
                    problems.append(f"{where}: the viewer draws a picture only alone on its line")
                sheet, sep, sprite = ref.partition(":")
                if not sep or not sheet or not sprite:
                    problems.append(f"{where}: {ref!r} is not sheet:sprite")
                    continue
                names = sprite_names(sheet)
                if names is None:
                    problems.append(f"{where}: no sheet {sheet!r} in {SHEETS_DIR}")
                elif sprite not in names:
                    problems.append(f"{where}: sheet {sheet!r} has no sprite {sprite!r}")
    assert not problems, "\n".join(problems)
    assert seen, "the guides show no pictures at all"


def test_the_guides_copy_no_run_of_eight_words_from_a_rulebook():
    if not RULEBOOKS.is_dir():
        pytest.skip(f"the rulebooks are outside the repository and absent here ({RULEBOOKS})")
    books = book_shingles()
    assert books, f"no rulebooks found in {RULEBOOKS}"
    copied = []
    for path in guides().values():
        for run in sorted(shingles(path.read_text(encoding="utf-8"))):
            if run in books:
                copied.append(f"{path.name}: \"{' '.join(run)}\" (in {books[run]})")
    assert not copied, "runs of 8 words shared with a rulebook:\n" + "\n".join(copied)
