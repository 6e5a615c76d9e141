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
    policy: Policy,
    other: Policy,
    matches: int,
    seed: int = 0,
    timings: list | None = None,
    workers: int = 1,
) -> float:
    """Share of ``matches`` won by ``policy`` (a draw counts half), seats alternating; with
    ``workers`` > 1 the battles are shared out among that many processes (same results)."""
    jobs = [(policy, other, seed, i) for i in range(matches)]
    if workers > 1:
        from multiprocessing import Pool

        with Pool(workers) as pool:
            results = pool.map(_battle, jobs, chunksize=2)
    else:
        results = [_battle(job) for job in jobs]
    for _, times in results:
        if timings is not None:
            timings.extend(times)
    return sum(won for won, _ in results) / matches if matches else 0.0


def _battle(job: tuple) -> tuple[float, list[float]]:
    """(what ``policy`` scored, its decision times) in the i-th battle of a win_rate run."""
    policy, other, seed, i = job
    seat = i % 2
    pair = (policy, other) if seat == 0 else (other, policy)
    times: list[float] = []
    outcome = play(pair, seed * 100003 + i, options_for(seed * 100003 + i), times, seat)
    if outcome is None:
        return 0.0, times
    return (1.0 if outcome["winner"] == seat else 0.5 if outcome["winner"] is None else 0.0), times


def measure(matches: int = 200, seed: int = 0) -> dict:
    """Normal against random and greedy play, and Hard against Normal (the level it must beat),
    with each level's decision times."""
    from game.games.grimheim.ai import hard
    from game.games.grimheim.ai.player import choose, greedy, uniform

    timings: list[float] = []
    vs_random = win_rate(choose, uniform, matches, seed, timings=timings)
    vs_greedy = win_rate(choose, greedy, matches, seed + 1, timings=timings)
    hard_timings: list[float] = []
    vs_normal = win_rate(hard.choose, choose, matches, seed + 2, timings=hard_timings)
    return {
        "vs_random": vs_random,
        "vs_greedy": vs_greedy,
        "decision_ms": decision_figures(timings),
        "hard": {"vs_normal": vs_normal, "decision_ms": decision_figures(hard_timings)},
    }


def decision_figures(timings: list[float]) -> dict:
    """Median and 95th percentile of decision times (ms), and how many decisions."""
    timings = sorted(timings)
    p95 = timings[min(len(timings) - 1, int(len(timings) * 0.95))] if timings else 0.0
    return {
        "p50": statistics.median(timings) if timings else 0.0,
        "p95": p95,
        "decisions": len(timings),
    }
