"""Grimheim's AI plays from its own view and clearly beats random legal play."""
import random

from game.core.match import Match
from game.core.playout import bare
from game.games.grimheim.ai.player import choose
from game.games.grimheim.rules import RULES


def test_the_ai_beats_random_play():
    wins, battles = 0, 10
    for seed in range(battles):
        ai = seed % 2
        mission = ("encounter", "hold", "beacons", "feud")[seed % 4]
        match = Match(RULES, {"mission": mission}, 900 + seed).start()
        rng = random.Random(seed)
        while match.outcome() is None:
            seat = match.pending().seats[0]
            legal = match.legal(seat)
            command = choose(match.view(seat), legal, rng) if seat == ai else rng.choice(legal)
            match.submit(seat, bare(command))
        wins += match.outcome()["winner"] == ai
    assert wins >= 7, f"the AI won only {wins} of {battles}"
