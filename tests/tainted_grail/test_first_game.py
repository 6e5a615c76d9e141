"""Tainted Grail's guided first game (assets/tainted_grail/first_game.yaml): a hint for every
kind of decision the rules ask, each kind a real prompt, each in our own words."""

import pytest

from game.app.guide import load_hints
from tests.test_guides import RULEBOOKS, book_shingles, shingles

KINDS = {"pick_hero", "day", "pay", "verse_choice", "verse_roll", "encounter", "recover",
         "advance", "keep_card", "vision", "triggered", "trade", "join_instant", "evening"}


def test_every_decision_has_a_hint_and_every_hint_a_decision():
    from game.games.tainted_grail.rules import contract

    intro, hints = load_hints("tainted_grail")
    assert intro and set(hints) == KINDS
    assert all(kind in contract.__doc__ for kind in KINDS)  # the prompt kinds the rules name
    assert len(set(hints.values())) == len(hints)


def test_the_hints_copy_no_run_of_eight_words_from_a_rulebook():
    if not RULEBOOKS.is_dir():
        pytest.skip("the rulebooks are outside the repository")
    intro, hints = load_hints("tainted_grail")
    books = book_shingles()
    copied = [run for words in [intro, *hints.values()] for run in shingles(words) if run in books]
    assert not copied, copied
