"""Long random play of Tainted Grail (the platform's playout ends most evenings early, so this
one never ends the evening): no exception, every legal command labelled, nothing hidden reaches
any seat, and replay, undo plus redo, and save plus load all give the same state, in every mode
and party size."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.playout import bare
from game.core.saves import load_match, save_match
from tests.tainted_grail.helpers import RULES
from tests.test_playout import check_seat_outputs

SEED_BASE = 7_301_000_500
STEPS = 500


@pytest.mark.parametrize("options", [
    {"players": 1},
    {"players": 2, "characters": 3, "mode": "story"},
    {"players": 4, "mode": "challenge"},
])
def test_long_random_play_keeps_secrets_and_replays(options, tmp_path):
    for seed in range(SEED_BASE, SEED_BASE + 3):
        match = Match(RULES, options, seed, casual_undo=True).start()
        rng = random.Random(seed)
        for step in range(STEPS):
            if match.outcome() is not None:
                break
            seat = rng.choice(match.pending().seats)
            legal = [c for c in match.legal(seat) if c["type"] != "evening"]
            assert all(c.get("label") for c in legal)  # the generic board names every button
            match.submit(seat, bare(rng.choice(legal)))
            if step % 4 == 0:
                check_seat_outputs(match, match.log[-1].events)
            if step % 25 == 0 and match.can_undo(seat)[0]:
                before = match.hash()
                match.undo(seat)
                match.redo(seat)
                assert match.hash() == before
        replayed = Match(RULES, match.options, seed)
        replayed.replay(match.log)
        assert replayed.state == match.state
        path = save_match(match, tmp_path / f"{seed}.save")
        assert load_match(path).state == match.state
