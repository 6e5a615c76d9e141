"""GRIMLORE's guided first game (assets/grimlore/first_game.yaml): a hint for every kind of
decision the table asks, each kind a real prompt of the rules, in our own words."""

import pytest

from game.app.guide import load_hints
from tests.test_guides import RULEBOOKS, book_shingles, shingles

KINDS = {"make", "muster", "train", "turn", "free_scavenge", "event", "scavenge", "after_roll",
         "route", "town", "loot", "who_takes", "combat_open", "combat", "passage_choice",
         "passage_test"}


def test_every_decision_has_a_hint_and_every_hint_a_decision():
    intro, hints = load_hints("grimlore")
    assert intro and set(hints) == KINDS


def test_the_hints_copy_no_run_of_eight_words_from_a_rulebook():
    if not RULEBOOKS.is_dir():
        pytest.skip("the rulebooks are outside the repository")
    intro, hints = load_hints("grimlore")
    books = book_shingles()
    copied = [run for words in [intro, *hints.values()] for run in shingles(words) if run in books]
    assert not copied, copied
