"""The odds of a test, from the dice-pool math alone (no chance is drawn): a pool of black and
red d6, where each black 6 is a success and each red 6 takes one away. These numbers are what
the table shows before anyone rolls, so the party can choose who tries.

- ``net_odds(black, red)``: the chance of every net result (black 6s minus red 6s).
- ``pass_chance``: at least ``need`` net successes (1 passes a test, 2 is a critical).
- ``destiny_chance``: passing when a failed roll may be rerolled once with Destiny, which
  rolls again every black die that did not show a 6 (the rulings); red dice stay as they fell.
- ``reroll_chance``: passing by that reroll, once a roll has failed with these faces.
"""

from __future__ import annotations

from functools import cache
from math import comb

SIX = 1 / 6


@cache
def sixes(n: int) -> tuple[float, ...]:
    """P(exactly k sixes among n dice), for k = 0..n."""
    return tuple(comb(n, k) * SIX**k * (1 - SIX) ** (n - k) for k in range(n + 1))


@cache
def net_odds(black: int, red: int) -> dict[int, float]:
    out: dict[int, float] = {}
    for b, pb in enumerate(sixes(black)):
        for r, pr in enumerate(sixes(red)):
            out[b - r] = out.get(b - r, 0.0) + pb * pr
    return out


def pass_chance(black: int, red: int, need: int = 1) -> float:
    return sum(p for net, p in net_odds(black, red).items() if net >= need)


@cache
def destiny_chance(black: int, red: int) -> float:
    total = 0.0
    for b, pb in enumerate(sixes(black)):
        for r, pr in enumerate(sixes(red)):
            if b - r >= 1:
                total += pb * pr
                continue
            # a failure: every black die that is not a 6 is rolled again
            again = sum(p for m, p in enumerate(sixes(black - b)) if b + m - r >= 1)
            total += pb * pr * again
    return total


def reroll_chance(black: list[int], red: list[int]) -> float:
    """Passing after a Destiny reroll of the black dice of this roll that are not 6s."""
    kept = sum(1 for f in black if f == 6)
    reds = sum(1 for f in red if f == 6)
    return sum(p for m, p in enumerate(sixes(len(black) - kept)) if kept + m - reds >= 1)


def percent(chance: float) -> int:
    return round(100 * chance)
