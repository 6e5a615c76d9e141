"""Every registered game played to its end from many seeds with random legal commands:
no exception, replay == state, undo+redo == state, save+load == state, views are plain JSON."""
import json
import os

import pytest

from game.core.match import Match
from game.core.playout import random_playout
from game.core.registry import GAME_PACKAGES, get_rules
from game.core.saves import load_match, save_match

SEEDS = int(os.environ.get("GRIMTABLE_PLAYOUT_SEEDS", "60"))


def check_undo_redo(match: Match, step: int) -> None:
    if step % 7:
        return
    seat = match.log[-1].seat
    if not match.can_undo(seat)[0]:
        return
    before = match.hash()
    match.undo(seat)
    match.redo(seat)
    assert match.hash() == before


def check_views(match: Match, step: int) -> None:
    check_undo_redo(match, step)
    if step % 5 == 0:
        for seat in sorted(match.human_seats):
            text = json.dumps(match.view(seat))
            assert '"seed"' not in text


@pytest.mark.parametrize("game_id", GAME_PACKAGES)
def test_random_games_play_to_the_end_and_replay(game_id, tmp_path):
    rules = get_rules(game_id)
    finished = 0
    for seed in range(SEEDS):
        match = random_playout(rules, seed, each=check_views)
        finished += match.outcome() is not None
        replayed = Match(rules, match.options, seed)
        replayed.replay(match.log)
        assert replayed.state == match.state
        loaded = load_match(save_match(match, tmp_path / f"{seed}.json"))
        assert loaded.state == match.state
    assert finished >= SEEDS * 0.9, f"only {finished} of {SEEDS} games reached an end"
