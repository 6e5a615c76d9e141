"""Random legal play, for the property tests and the bench: any registered game, any seed."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core.contract import PRESENTATION_KEYS, Rules, bare
from game.core.match import Match

__all__ = ["PRESENTATION_KEYS", "bare", "random_playout"]  # bare: where tests have long found it


def random_playout(
    rules: Rules,
    seed: int,
    max_commands: int = 5000,
    options: dict | None = None,
    casual_undo: bool = True,
    each: Callable[[Match, int], None] | None = None,
) -> Match:
    """Play random legal commands until the game ends or ``max_commands`` were played."""
    match = Match(rules, options, seed, casual_undo=casual_undo).start()
    rng = random.Random(seed)
    for step in range(max_commands):
        if match.outcome() is not None:
            break
        seats = match.pending().seats
        if not seats:
            raise AssertionError(f"{rules.id} seed {seed}: the game is not over but nobody may act")
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)  # co-op: any open seat acts
        commands = match.legal(seat)
        if not commands:
            raise AssertionError(
                f"{rules.id} seed {seed}: no legal command for seat {seat} "
                f"at prompt {match.pending().kind!r}"
            )
        match.submit(seat, bare(rng.choice(commands)))
        if each:
            each(match, step)
    return match
