"""The Encounter AI's figures for the bench (``python -m game bench``): Encounters of every
colour and difficulty, solo and a party of two, played by the AI and by random play from the
same starts (arena.py), with the AI's decision times. The campaign's own AI seats meet these
same Encounters inside the Day (ai/player.py hands them to ai/encounter.py)."""

from __future__ import annotations

import random
import statistics

from game.games.tainted_grail.ai import arena
from game.games.tainted_grail.ai.encounter import choose
from game.games.tainted_grail.rules import state as S

HEROES = ("cadoc", "ysolt", "rhoswen", "tobin")


def uniform(view: dict, legal: list, rng: random.Random) -> dict:
    return rng.choice(legal)


def starts(count: int, seed: int = 0) -> list[tuple[str, list[str], int]]:
    """``count`` (Encounter, party, seed): every Encounter in turn, heroes in turn, every
    third one a party of two."""
    encounters = sorted(S.world()["encounters"])
    rng = random.Random(f"bench:{seed}")
    out = []
    for i in range(count):
        eid = encounters[(i * 7 + seed) % len(encounters)]
        party = [HEROES[i % 4]] + ([HEROES[(i + 1) % 4]] if i % 3 == 2 else [])
        out.append((eid, party, rng.randrange(1 << 30)))
    return out


def win_rate(policy, count: int, seed: int = 0, timings: list | None = None) -> float:
    wins = 0
    for eid, party, game_seed in starts(count, seed):
        match = arena.setup(eid, party, game_seed)
        result = arena.play(match, policy, random.Random(f"ai:{game_seed}"), timings)
        wins += result == "win"
    return wins / count if count else 0.0


def measure(matches: int = 100, seed: int = 0) -> dict:
    timings: list[float] = []
    ai = win_rate(choose, matches, seed, timings)
    rand = win_rate(uniform, matches, seed)
    timings.sort()
    p95 = timings[min(len(timings) - 1, int(len(timings) * 0.95))] if timings else 0.0
    return {
        "encounters_won": ai,
        "random_play_won": rand,
        "decision_ms": {
            "p50": statistics.median(timings) if timings else 0.0,
            "p95": p95,
            "decisions": len(timings),
        },
    }
