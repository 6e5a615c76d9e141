"""Reaching a rule by legal play: a battle played through the contract from its start by a
seeded, goal-seeking policy (the one-ply baseline AI, with a share of random picks) until a
legal command of the wanted kind is on offer."""
from __future__ import annotations

import random

from game.core.match import Match
from game.core.playout import bare
from game.games.grimheim.ai.player import greedy
from game.games.grimheim.rules import RULES

MAX_COMMANDS = 4000


def reach(want, options=None, seeds=range(40), prefer=None, explore=0.3):
    """The first (match, seat, command) found where ``want(match, seat, command)`` holds for a
    legal command. ``prefer(command)`` picks commands to play on the way when it says so."""
    for seed in seeds:
        match = Match(RULES, {"side_quests": False, **(options or {})}, seed).start()
        rng = random.Random(seed)
        for _ in range(MAX_COMMANDS):
            if match.outcome() is not None:
                break
            seat = match.pending().seat
            legal = match.legal(seat)
            for command in legal:
                if want(match, seat, command):
                    return match, seat, bare(command)
            liked = [c for c in legal if prefer and prefer(c)]
            if liked and rng.random() < 0.8:
                pick = bare(rng.choice(liked))
            elif rng.random() < explore:
                pick = bare(rng.choice(legal))
            else:
                pick = greedy(match.view(seat), legal, rng)
            match.submit(seat, pick)
    raise AssertionError("legal play never reached the wanted position")


def answer_reactions(match, seat_of_actor):
    """Let every reaction, retreat, Overwatch and Fate question lapse unanswered."""
    quiet = {"no_react", "hold_fire", "fate_done", "no_shot"}
    while match.outcome() is None and match.pending().seat != seat_of_actor \
            and match.pending().kind in ("react", "retreat", "watch", "fate", "gun"):
        seat = match.pending().seat
        legal = [c for c in match.legal(seat) if c["type"] in quiet]
        match.submit(seat, bare(legal[0]))
