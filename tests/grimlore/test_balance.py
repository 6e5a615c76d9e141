"""A first session is winnable (issue #24: "A fresh party of two was wiped by its third fight"):
the game scales a fight with the characters' experience as well as their number, and a fresh
party of two, played by the AI, mostly comes through the first fights of its first session.
The full balance table is tools/grimlore_balance.py's business (docs/rulings/grimlore.md)."""

import random

from game.core.match import Match
from game.core.playout import bare
from game.games.grimlore.ai.player import choose
from game.games.grimlore.rules import RULES, content
from game.games.grimlore.rules import battle_start as B
from game.games.grimlore.rules import party as P
from tests.grimlore.fixtures import made_party

SESSIONS = 8  # fresh parties of two, each a short first session


def first_fights(seed: int, fights: int = 3) -> bool:
    """Whether a fresh party of two comes through its first ``fights`` fights (or its whole
    session, if it meets fewer)."""
    match = Match(RULES, {"party_size": 2, "length": "short"}, seed).start()
    rng = random.Random(seed)
    met, was = 0, None
    while match.outcome() is None and not (met >= fights and match.state["combat"] is None):
        now = match.state["combat"]
        met += bool(now and not was)
        was = now
        match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    return match.outcome() is None or match.outcome()["survived"]


def test_most_fresh_parties_of_two_come_through_their_first_three_fights():
    through = sum(first_fights(4_240_000 + seed) for seed in range(SESSIONS))
    assert through * 4 >= SESSIONS * 3  # three in four at least: a bad day, not a doomed one


def test_a_fresh_character_has_spent_nothing_and_xp_spent_counts():
    match = made_party(2)
    fresh = match.state["party"]["roster"]["c1"]
    assert P.invested_xp(fresh) == 0  # the book's free raises are not experience
    trained = {**fresh, "skills": {**fresh["skills"], "defend": 3}}
    assert P.invested_xp(trained) == P.SKILL_COST[1] + P.SKILL_COST[2]


def test_a_boss_is_gentler_on_a_fresh_party_than_on_veterans():
    fresh = list(made_party(2).state["party"]["roster"].values())
    veterans = [
        {**ch, "attrs": {**ch["attrs"], "might": 4}, "skills": {**ch["skills"], "defend": 4}}
        for ch in fresh
    ]
    assert B.standing(fresh) == "new" and B.standing(veterans) == "veteran"
    for card in content.load()["monsters"].values():
        new, old = B.monster_energy(card, fresh), B.monster_energy(card, veterans)
        assert 1 <= new <= old
        if card["tier"] == "boss":
            assert new < old  # a first session's boss is not the veterans' boss
        if card["tier"] in ("easy", "medium"):
            assert new == old  # the small fry are the card's, whoever meets them
