"""The GRIM AI: it only plays legal commands, decides from the seat's view alone, beats random
play, and is repeatable for a given random seed."""
import copy
import json
import random

import pytest

from game.core.match import Match
from game.games.grim.ai import ai_bench
from game.games.grim.ai.player import choose, greedy, uniform
from game.games.grim.rules.engine import bare
from game.games.grim.rules import RULES


class Untouchable(dict):
    """Stands in for the match state while the AI thinks: any read of it fails the test."""

    def _refuse(self, *args, **kwargs):
        raise AssertionError("the AI reached for the match state")

    __getitem__ = __iter__ = __len__ = __contains__ = get = keys = items = values = _refuse


def drive(seed, policies, options=None, each=None, max_commands=3000):
    match = Match(RULES, options or {}, seed).start()
    rngs = (random.Random(seed), random.Random(seed + 1))
    for _ in range(max_commands):
        if match.outcome() is not None:
            return match
        seat = match.pending().seat
        legal = match.legal(seat)
        view = match.view(seat)
        command = each(match, seat, view, legal, policies[seat], rngs[seat]) if each \
            else policies[seat](view, legal, rngs[seat])
        match.submit(seat, command)
    raise AssertionError(f"seed {seed}: the match did not end")


@pytest.mark.parametrize("fmt", ["standard", "coven"])
def test_ai_only_plays_legal_commands_to_the_end(fmt):
    def checked(match, seat, view, legal, policy, rng):
        command = policy(view, legal, rng)
        assert command in [bare(c) for c in legal], (view["prompt"]["kind"], command)
        return command

    for seed in range(3):
        match = drive(seed, (choose, choose), {"format": fmt}, checked)
        assert match.outcome()["winner"] in (0, 1)
    match = drive(5, (greedy, choose), {"format": fmt}, checked)
    assert match.outcome() is not None


def test_ai_decides_from_the_view_alone():
    def blindfolded(match, seat, view, legal, policy, rng):
        # a plain JSON copy: nothing in it can lead back to the live state
        view = json.loads(json.dumps(view))
        legal = json.loads(json.dumps(legal))
        before = copy.deepcopy(view)
        real, match.state = match.state, Untouchable()
        try:
            command = policy(view, legal, rng)
        finally:
            match.state = real
        assert view == before, "the AI must not write into the view"
        return command

    for seed in (11, 12):
        assert drive(seed, (choose, choose), each=blindfolded).outcome() is not None


def test_the_view_given_to_the_ai_hides_the_opponent_hand():
    match = drive(21, (choose, choose), max_commands=3000)
    view = match.view(0)
    assert view["players"][1]["hand"] is None
    assert "banished" not in view["players"][1]


def test_ai_beats_random_play():
    wins = ai_bench.win_rate(choose, uniform, 40, seed=3)
    assert wins >= 0.9, f"the AI won only {wins:.0%} of 40 matches against random play"


def test_ai_beats_the_greedy_baseline_in_a_small_sample():
    wins = ai_bench.win_rate(choose, greedy, 20, seed=4)
    assert wins >= 0.6, f"the AI won only {wins:.0%} of 20 matches against greedy play"


def test_ai_is_repeatable_for_a_seed():
    first = drive(31, (choose, choose))
    second = drive(31, (choose, choose))
    assert [e.command for e in first.log] == [e.command for e in second.log]
    assert first.hash() == second.hash()
    # one decision, asked twice with the same generator seed
    match = Match(RULES, {}, 8).start()
    for _ in range(40):
        seat = match.pending().seat
        view, legal = match.view(seat), match.legal(seat)
        picks = {json.dumps(choose(view, legal, random.Random(99)), sort_keys=True)
                 for _ in range(3)}
        assert len(picks) == 1
        match.submit(seat, choose(view, legal, random.Random(99)))
