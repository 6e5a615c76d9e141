"""Playing Grimheim policies against each other through a Match, each seat fed only its own view
and legal commands; the AI's figures for the bench (``python -m game bench``)."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from game.core.match import Match
from game.games.grimheim.rules import RULES

Policy = Callable[[dict, list, random.Random], dict]
MAX_COMMANDS = 6000
MISSIONS = ("encounter", "hold", "beacons", "feud", "bell", "casks", "bounty", "relic")


def play(
    policies: tuple[Policy, Policy],
    seed: int,
    options: dict | None = None,
    timings: list | None = None,
    timed_seat: int | None = None,
) -> dict | None:
    """Play one battle; returns its outcome (None if it ran past MAX_COMMANDS)."""
    match = Match(RULES, options or {}, seed).start()
    rngs = (random.Random(f"ai:{seed}:0"), random.Random(f"ai:{seed}:1"))
    for _ in range(MAX_COMMANDS):
        if match.outcome() is not None:
            return match.outcome()
        seat = match.pending().seat
        legal = match.legal(seat)
        view = match.view(seat)
        start = time.perf_counter()
        command = policies[seat](view, legal, rngs[seat])
        if timings is not None and seat == timed_seat:
            timings.append((time.perf_counter() - start) * 1000)
        match.submit(seat, command)
    return None


def options_for(i: int) -> dict:
    """The i-th battle's mission and warbands: missions in turn, two different same-size bands."""
    from game.games.grimheim.rules import content

    bands = sorted(content.load()["warbands"])
    rng = random.Random(f"bench:{i}")
    a = rng.choice(bands)
    size = content.load()["warbands"][a]["size"]
    others = [b for b in bands if b != a and content.load()["warbands"][b]["size"] == size]
    return {"mission": MISSIONS[i % len(MISSIONS)], "warband_0": a, "warband_1": rng.choice(others)}


def win_rate(
    policy: Policy, other: Policy, matches: int, seed: int = 0, timings: list | None = None
) -> float:
    """Share of ``matches`` won by ``policy`` (a draw counts half), seats alternating."""
    won = 0.0
    for i in range(matches):
        seat = i % 2
        pair = (policy, other) if seat == 0 else (other, policy)
        outcome = play(pair, seed * 100003 + i, options_for(seed * 100003 + i), timings, seat)
        if outcome is not None:
            won += 1.0 if outcome["winner"] == seat else 0.5 if outcome["winner"] is None else 0.0
    return won / matches if matches else 0.0


def measure(matches: int = 200, seed: int = 0) -> dict:
    from game.games.grimheim.ai.player import choose, greedy, uniform

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
