"""Sessions of 1 to 4 characters, at 1 to 4 seats, played to the end through the contract with
random legal commands: nothing raises, replay and save/load give the same state, no seat is
shown the stack's or a deck's order, and every session ends."""

import pytest

from game.core.match import Match
from game.core.playout import random_playout
from game.games.grimlore.rules import RULES
from tests.test_playout import check

SEEDS = 25


@pytest.mark.parametrize("size", [1, 2, 3, 4])
def test_sessions_of_every_party_size_end(size):
    ended = 0
    for seed in range(SEEDS):
        options = {
            "party_size": size,
            "players": 1 + seed % 4,
            "length": "long" if seed % 5 == 0 else "short",
        }
        match = random_playout(RULES, 7_302_000_000 + seed, options=options, each=check)
        ended += match.outcome() is not None
        replayed = Match(RULES, match.options, match.seed)
        replayed.replay(match.log)
        assert replayed.state == match.state
    assert ended == SEEDS  # speed is the bench's business (python -m game bench)


def test_every_legal_command_has_a_readable_label():
    import random

    from game.core.playout import bare

    for seed in range(6):
        match = Match(RULES, {"party_size": 1 + seed % 4}, seed).start()
        rng = random.Random(seed)
        while match.outcome() is None:
            legal = match.legal(0)
            assert all(isinstance(c.get("label"), str) and c["label"] for c in legal)
            assert match.pending().info.get("text")
            match.submit(0, bare(rng.choice(legal)))
