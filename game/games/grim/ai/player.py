"""The GRIM AI: ``choose(view, legal, rng)`` picks one legal command for the seat to move from
that seat's view and its legal commands only (never the state: the other hand, the Banished and
every deck order stay unknown). It scores each command with a heuristic that reads the rules'
own damage previews, Knockouts, Stamina, Element matchups and the enemy's threat (worked out
with the rules' damage calculation on a table rebuilt from the view, see ``ai_view``).

``greedy(view, legal, rng)`` is the one-ply baseline: it takes the command with the best
immediate visible payoff (preview damage dealt, damage prevented, Health healed) and anything
else at random. ``ai_bench.measure(matches)`` plays the AI against random and greedy play."""

from __future__ import annotations

import random
from typing import Any

from game.games.grim.ai import ai_score
from game.games.grim.rules.engine import bare

Command = dict[str, Any]


def choose(view: dict, legal: list[Command], rng: random.Random) -> Command:
    """The AI's pick among ``legal`` (the seat's legal commands), without presentation keys."""
    if len(legal) == 1:
        return bare(legal[0])
    scores = ai_score.score_all(view, legal)
    best = max(scores)
    ties = [c for c, s in zip(legal, scores, strict=True) if s >= best - 1e-9]
    return bare(ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0])


def greedy(view: dict, legal: list[Command], rng: random.Random) -> Command:
    """One ply, payoff you can see now: most damage, most damage prevented, most Healing."""
    scores = [ai_score.immediate(view, c) for c in legal]
    best = max(scores)
    ties = [c for c, s in zip(legal, scores, strict=True) if s >= best - 1e-9]
    return bare(ties[rng.randrange(len(ties))])


def uniform(view: dict, legal: list[Command], rng: random.Random) -> Command:
    return bare(legal[rng.randrange(len(legal))])
