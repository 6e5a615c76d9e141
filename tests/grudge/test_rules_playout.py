"""Whole runs with random legal commands: no exception, every run ends, replay and
undo+redo give the same state, decide never mutates its input, views stay plain JSON."""
import copy
import json
import random

from game.core.chance import Chance
from game.core.match import Match, state_hash
from game.core.playout import bare, random_playout
from game.games.grudge.rules import RULES

AGGRESSIVE = ["strike", "roughhouse", "cast", "loot_pig", "loot_weapon", "riposte", "aid",
              "aid_defense", "avoid", "dash", "menu", "luckstone", "reroll_encounter"]


def check(match: Match, step: int) -> None:
    if step % 9 == 0:
        seat = match.log[-1].seat
        if match.can_undo(seat)[0]:
            before = match.hash()
            match.undo(seat)
            match.redo(seat)
            assert match.hash() == before
    if step % 13 == 0:
        view = match.view(0)
        text = json.dumps(view)
        assert "seed" not in text and "agenda" not in text
        assert json.loads(text) == view


def test_random_runs_end_and_replay_exactly():
    ended = 0
    for seed in range(30):
        match = random_playout(RULES, seed, each=check)
        ended += match.outcome() is not None
        again = Match(RULES, match.options, seed)
        again.replay(match.log)
        assert again.state == match.state
    assert ended == 30


def test_aggressive_runs_with_luckstones_and_every_window_open():
    seen = set()
    for seed in range(20):
        match = Match(RULES, {"luckstones": 6, "auto_pass": False}, seed).start()
        rng = random.Random(seed)
        for _ in range(3000):
            if match.outcome():
                break
            options = match.legal(0)
            preferred = [c for t in AGGRESSIVE for c in options if c["type"] == t]
            pick = rng.choice(preferred[:3]) if preferred and rng.random() < 0.8 else rng.choice(options)
            seen |= {e["type"] for e in match.submit(0, bare(pick))}
        again = Match(RULES, match.options, seed)
        again.replay(match.log)
        assert again.state == match.state
    assert {"strike_hit", "strike_missed", "riposte", "armor_notched", "luckstone_spent",
            "monster_defeated", "opportunity_attacks", "condition", "aid_used", "shield_aid",
            "monster_aid", "warrior_slain"} <= seen


def test_decide_never_mutates_the_state_it_is_given():
    match = random_playout(RULES, 5, max_commands=60)
    state = match.state
    before = copy.deepcopy(state)
    for command in match.legal(0):
        RULES.decide(state, {**bare(command), "seat": 0}, Chance(1))
    assert state == before and state_hash(state) == state_hash(before)


def test_every_prompt_offers_labelled_commands():
    for seed in range(5):
        match = random_playout(RULES, seed, max_commands=150)
        if match.outcome() is None:
            prompt = match.pending()
            assert prompt.seat == 0 and prompt.info["text"]
            assert all(c.get("label") for c in match.legal(0))


def test_events_are_plain_json_as_decided():
    for seed in range(6):
        match = Match(RULES, {"luckstones": 2}, seed).start()
        rng = random.Random(seed)
        for _ in range(400):
            if match.outcome():
                break
            command = {**bare(rng.choice(match.legal(0))), "seat": 0}
            events = RULES.decide(match.state, command, Chance(seed, match.draws))
            assert json.loads(json.dumps(events)) == events
            assert all(e["type"] and isinstance(e["log"], str) for e in events)
            match.submit(0, bare(command))


def test_thousands_of_rounds_from_many_seeds():
    """Many short runs, half of them played aggressively, add up to thousands of rounds."""
    rounds = 0
    for seed in range(400):
        match = Match(RULES, {"luckstones": seed % 4}, 1000 + seed).start()
        rng = random.Random(seed)
        while match.outcome() is None:
            options = match.legal(0)
            preferred = [c for t in AGGRESSIVE for c in options if c["type"] == t]
            eager = seed % 2 and preferred and rng.random() < 0.8
            match.submit(0, bare(rng.choice(preferred[:3] if eager else options)))
        rounds += match.state["run"]["round"]
    assert rounds >= 2000
