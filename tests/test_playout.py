"""Every registered game played to its end from many seeds with random legal commands:
no exception, replay == state, undo+redo == state, save+load == state, and nothing a seat may
not see reaches it through a view, a prompt or an event."""
import json
import os

import pytest

from game.core.match import Match
from game.core.playout import random_playout
from game.core.registry import GAME_PACKAGES, get_rules
from game.core.saves import load_match, save_match

SEEDS = int(os.environ.get("GRIMTABLE_PLAYOUT_SEEDS", "40"))
SEED_BASE = 7_301_000_000  # a seed no view could show by coincidence


def strings(value, out: set) -> set:
    if isinstance(value, dict):
        for item in value.values():
            strings(item, out)
    elif isinstance(value, list):
        for item in value:
            strings(item, out)
    elif isinstance(value, str):
        out.add(value)
    return out


def leaks(output, hidden: list) -> list:
    """The hidden values found in ``output``: a text by equality with any string in it, a list
    (a deck's order) by its JSON text inside the output's."""
    text, found = json.dumps(output), strings(output, set())
    return [value for value in hidden
            if (value in found if isinstance(value, str) else json.dumps(value) in text)]


def check_seat_outputs(match: Match, events: list) -> None:
    """What every seat is handed now: its view, its prompt, the redacted events."""
    hidden_of = getattr(match.rules, "hidden_from", None)
    for seat in range(match.players):
        shown = {"view": match.view(seat), "events": match.redact(events, seat)}
        if seat in match.pending().seats:
            shown["pending"] = match.pending().to_dict()
        text = json.dumps(shown)
        assert str(match.seed) not in text and '"seed"' not in text
        if hidden_of is not None:
            leaked = leaks(shown, hidden_of(match.state, seat))
            assert not leaked, f"seat {seat} is shown {str(leaked[0])[:80]}"


def check(match: Match, step: int) -> None:
    if step % 3 == 0:
        check_seat_outputs(match, match.log[-1].events)
    if step % 7 == 0:
        seat = match.log[-1].seat
        if match.can_undo(seat)[0]:
            before = match.hash()
            match.undo(seat)
            match.redo(seat)
            assert match.hash() == before


@pytest.mark.parametrize("game_id", GAME_PACKAGES)
def test_random_games_play_to_the_end_and_replay(game_id, tmp_path):
    rules = get_rules(game_id)
    finished = 0
    for seed in range(SEED_BASE, SEED_BASE + SEEDS):
        match = random_playout(rules, seed, each=check)
        finished += match.outcome() is not None
        replayed = Match(rules, match.options, seed)
        replayed.replay(match.log)
        assert replayed.state == match.state
        path = save_match(match, tmp_path / f"{seed}.save")
        assert str(seed) not in path.read_text()
        loaded = load_match(path)
        assert loaded.state == match.state
    assert finished >= SEEDS * 0.9, f"only {finished} of {SEEDS} games reached an end"
