"""A save watched again: every position of the replay is the one play reached, folded from the
log without deciding or rolling anything again, and a running match shows only its players'
sides."""

from __future__ import annotations

import random

import pytest

from game.core.chance import Chance
from game.core.match import Match
from game.core.playout import bare
from game.core.registry import get_manifest, get_rules
from game.core.replay import STRIDE, Replay
from game.core.saves import load_match, save_match


def grim_against_the_ai(moves: int | None = None) -> tuple[Match, list[str]]:
    """GRIM with seat 0 a person (random picks) and seat 1 the AI; the hash after each entry."""
    rules = get_rules("grim")
    ai = get_manifest("grim").load_ai()
    match = Match(rules, {}, 11, human_seats={0}).start()
    hashes = [match.hash()]
    rng = random.Random(11)
    while match.outcome() is None and (moves is None or len(hashes) <= moves):
        seat = match.pending().seats[0]
        legal = match.legal(seat)
        command = rng.choice(legal) if seat == 0 else ai(match.view(seat), legal, rng)
        match.submit(seat, bare(command))
        hashes.append(match.hash())
    return match, hashes


def test_every_position_of_a_loaded_save_is_the_one_play_reached(tmp_path, monkeypatch):
    match, hashes = grim_against_the_ai()
    assert match.outcome() is not None and len(hashes) > 2 * STRIDE
    path = save_match(match, tmp_path / "duel.save")
    loaded = load_match(path)

    def no_rolls(*args, **kwargs):
        raise AssertionError("a replay rolled a die or drew a card")

    monkeypatch.setattr(Chance, "__init__", no_rolls)
    replay = Replay(loaded)
    assert replay.moves == len(hashes) - 1
    for move in (0, 1, STRIDE - 1, STRIDE, STRIDE + 1, replay.moves // 2, replay.moves):
        assert replay.match_at(move).hash() == hashes[move], move
        assert len(replay.match_at(move).log) == move + 1


def test_a_finished_match_may_be_watched_from_either_side():
    match, _ = grim_against_the_ai()
    replay = Replay(match)
    assert replay.finished and replay.seats() == [0, 1]
    assert replay.check(replay.moves, 1) is None


def test_a_running_match_is_watched_only_from_its_players_side():
    match, _ = grim_against_the_ai(moves=30)
    replay = Replay(match)
    assert not replay.finished and replay.seats() == [0]
    assert replay.check(5, 1) == "This replay can be watched as Player 1 only."
    assert (
        replay.check(replay.moves + 1, 0)
        == f"The move must be a whole number from 0 to {replay.moves}."
    )
    assert replay.check(True, 0) is not None  # a flag is not a move number


def test_a_moves_lines_are_what_that_seat_may_read():
    match, _ = grim_against_the_ai(moves=40)
    replay = Replay(match)
    for move in range(replay.moves + 1):
        for seat in replay.seats():
            shown = match.redact(replay.entries[move].events, seat)
            assert replay.lines(move, seat) == [e["log"] for e in shown if e.get("log")]


@pytest.mark.parametrize("game", ["grudge", "grimheim", "grimlore", "tainted_grail"])
def test_every_game_replays_to_its_last_position(game):
    from game.core.playout import random_playout

    match = random_playout(get_rules(game), 3, max_commands=400)
    replay = Replay(match)
    assert replay.match_at(replay.moves).hash() == match.hash()
    assert replay.match_at(0).hash() == Match(match.rules, match.options, 3).start().hash()
