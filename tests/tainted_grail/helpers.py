"""Playing Tainted Grail through the contract in tests: start a campaign with chosen heroes,
find a legal command by its fields or its label, and run a step of the rules on a copy of a
position (for the rare position legal play reaches only by luck: a Guardian on a given card, a
Character with given resources). Tests say so where they shape a position by hand."""

from __future__ import annotations

import random

from game.core.agenda import Ctx, copy_state
from game.core.chance import Chance
from game.core.match import Match
from game.core.playout import bare
from game.core.registry import get_rules
from game.games.tainted_grail.ai.player import choose
from game.games.tainted_grail.rules import state as S

RULES = get_rules("tainted_grail")
SEED = 7_301_000_123


def start(*heroes: str, seed: int = SEED, players: int = 1, **options) -> Match:
    """A campaign at its first During the Day, with ``heroes`` picked in order."""
    heroes = heroes or ("cadoc",)
    match = Match(RULES, {"players": players, "characters": len(heroes), **options}, seed).start()
    for hero in heroes:
        do(match, type="hero", hero=hero)
    return match


def legal(match: Match, seat: int = 0) -> list[dict]:
    return match.legal(seat)


def find(match: Match, **fields) -> dict | None:
    for command in match.legal(0):
        if all(command.get(k) == v for k, v in fields.items()):
            return command
    return None


def labelled(match: Match, text: str) -> dict | None:
    return next((c for c in match.legal(0) if text in c["label"]), None)


def do(match: Match, **fields) -> list[dict]:
    command = find(match, **fields)
    assert command is not None, f"no legal {fields}; legal: {[c['label'] for c in match.legal(0)]}"
    return match.submit(0, bare(command))


def do_label(match: Match, text: str) -> list[dict]:
    command = labelled(match, text)
    assert command is not None, f"no legal '{text}'; legal: {[c['label'] for c in match.legal(0)]}"
    return match.submit(0, bare(command))


def kind(match: Match) -> str:
    return match.pending().kind


def answer_night(match: Match, eat: bool = True) -> None:
    """Answer the End of the Day's questions until the next During the Day."""
    for _ in range(200):
        if match.outcome() is not None or kind(match) == "day":
            return
        options = match.legal(0)
        types = {c["type"] for c in options}
        if kind(match) == "encounter":
            play_encounter(match)
            continue
        if "eat" in types and eat:
            pick = next(c for c in options if c["type"] == "eat")
        elif "go_hungry" in types:
            pick = next(c for c in options if c["type"] == "go_hungry")
        else:
            for wanted in ("done", "sleep", "carry_on", "roll", "split", "face_it"):
                pick = next((c for c in options if c["type"] == wanted), None)
                if pick:
                    break
            else:
                pick = options[0]
        match.submit(0, bare(pick))
    raise AssertionError("the night did not end")


def play_encounter(match: Match, leave: bool = False, seed: int = 1) -> None:
    """Play the Encounter in play to its end: the simple AI, or (``leave``) Escaping or
    Avoiding at the first chance. Each prompt is answered by the seat it is open to."""
    rng = random.Random(seed)
    for _ in range(1000):
        if match.outcome() is not None or match.state["encounter"] is None:
            return
        seat = match.pending().seats[0]
        legal = match.legal(seat)
        away = [c for c in legal if c["type"] in ("escape", "avoid")]
        pick = away[0] if leave and away else choose(match.view(seat), legal, rng)
        match.submit(seat, bare(pick))
    raise AssertionError("the Encounter did not end")


def end_day(match: Match, eat: bool = True) -> None:
    do(match, type="end_day")
    answer_night(match, eat)


def finish_reading(match: Match) -> None:
    """Leave the journal by the first leaving choice (or the first choice) until it closes."""
    rng = random.Random(1)
    for _ in range(200):
        if match.outcome() is not None or kind(match) == "day":
            return
        match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    raise AssertionError("the reading did not end")


def char(match: Match, cid: str) -> dict:
    return match.state["chars"][cid]


def run(state: dict, fn, *args, seed: int = 1):
    """Run a rules function on a copy of ``state``; the copy after it and its events."""
    ctx = Ctx(copy_state(state), Chance(seed))
    fn(ctx, *args)
    return ctx.state, ctx.events


def run_step(state: dict, step: dict, seed: int = 1, counts: dict | None = None):
    """Run one agenda step (and what it pushes, until the next question) on a copy."""
    from game.games.tainted_grail.rules.engine import AGENDA

    ctx = Ctx(copy_state(state), Chance(seed, counts))
    ctx.emit("test_step", "", push=[step])
    AGENDA.run(ctx)
    return ctx.state, ctx.events


def shaped(match: Match, **changes) -> dict:
    """A copy of the match's state with fields replaced (``chars__cadoc__food=3`` style)."""
    state = copy_state(match.state)
    for key, value in changes.items():
        path = key.split("__")
        target = state
        for part in path[:-1]:
            target = target[part]
        target[path[-1]] = value
    return state


def world() -> dict:
    return S.world()


def reshape(match: Match, state: dict) -> Match:
    """A match that goes on from a hand-shaped copy of ``match``'s position (its log and dice
    counts kept), played through the contract from there."""
    shaped_match = Match(RULES, match.options, match.seed)
    shaped_match.reset_to(state, list(match.log), match.draws)
    return shaped_match
