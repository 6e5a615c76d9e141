"""Playing GRIM policies against each other through a Match, each seat fed only its own view
and legal commands; and the AI's figures for the bench."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from game.core.match import Match
from game.games.grim.ai.player import choose, greedy, uniform
from game.games.grim.rules import RULES

Policy = Callable[[dict, list, random.Random], dict]
MAX_COMMANDS = 5000


def play(
    policies: tuple[Policy, Policy],
    seed: int,
    options: dict | None = None,
    timings: list | None = None,
    timed_seat: int | None = None,
) -> int | None:
    """Play one match; returns the winning seat (None if it ran past MAX_COMMANDS)."""
    match = Match(RULES, options or {}, seed).start()
    rngs = (random.Random(f"ai:{seed}:0"), random.Random(f"ai:{seed}:1"))
    for _ in range(MAX_COMMANDS):
        outcome = match.outcome()
        if outcome is not None:
            return outcome["winner"]
        seat = match.pending().seat
        assert seat is not None, "GRIM always has a seat to act until the match is over"
        legal = match.legal(seat)
        view = match.view(seat)
        start = time.perf_counter()
        command = policies[seat](view, legal, rngs[seat])
        if timings is not None and seat == timed_seat:
            timings.append((time.perf_counter() - start) * 1000)
        match.submit(seat, command)
    return None


def win_rate(
    policy: Policy,
    other: Policy,
    matches: int,
    seed: int = 0,
    options: dict | None = None,
    timings: list | None = None,
) -> float:
    """Share of ``matches`` won by ``policy``, which sits in seat 0 and 1 alternately."""
    wins = 0
    for i in range(matches):
        seat = i % 2
        pair = (policy, other) if seat == 0 else (other, policy)
        if play(pair, seed * 100003 + i, options, timings, seat) == seat:
            wins += 1
    return wins / matches if matches else 0.0


def measure(matches: int = 500, seed: int = 0) -> dict:
    """Win rates of the AI against random and greedy play (seats alternate) and its decision
    times in milliseconds: {"vs_random", "vs_greedy", "decision_ms": {"p50", "p95"}}."""
    timings: list[float] = []
    vs_random = win_rate(choose, uniform, matches, seed, timings=timings)
    vs_greedy = win_rate(choose, greedy, matches, seed + 1, timings=timings)
    timings.sort()
    p95 = timings[min(len(timings) - 1, int(len(timings) * 0.95))] if timings else 0.0
    return {
        "vs_random": vs_random,
        "vs_greedy": vs_greedy,
        "decision_ms": {
            "p50": statistics.median(timings) if timings else 0.0,
            "p95": p95,
            "decisions": len(timings),
        },
    }
