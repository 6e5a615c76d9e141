"""A match's options are what it was started with, for as long as it lives: a save writes them
and a replay or an undo to the opening builds the first state from them again, so the rules
must never change them in place (a GRIMLORE campaign's carried party is a dict inside them)."""

import copy
import random

from game.core.match import Match
from game.core.playout import bare
from game.games.grimlore.ai.player import choose
from game.games.grimlore.rules import RULES

BOOK = {"campaign_kind": "book"}


def play(match: Match, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if match.outcome() is not None:
            return
        seat = match.pending().seat
        match.submit(seat, bare(choose(match.view(seat), match.legal(seat), rng)))


def test_a_carried_party_in_the_options_is_not_changed_by_the_session_it_starts():
    for seed in range(1, 20):  # a first session whose party comes home to be carried
        first = Match(RULES, dict(BOOK), seed).start()
        play(first, random.Random(seed), 4000)
        party = first.outcome()["party"]
        if party["roster"]:
            break
    assert party["roster"]
    options = {**BOOK, "party": party}
    before = copy.deepcopy(options)
    second = Match(RULES, options, 4).start()
    play(second, random.Random(4), 300)
    assert second.options["party"] == before["party"] and options == before
    # the opening is built again from the options as they were: the same first state
    assert Match(RULES, before, 4).start().state == Match(RULES, second.options, 4).start().state
