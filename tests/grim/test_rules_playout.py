"""Whole matches with random legal commands, both formats: no exception, every match ends,
replay gives the same state, undo+redo too, and no view shows what its seat may not see."""
import json

import pytest

from game.core.match import Match
from game.core.playout import random_playout
from game.games.grim.rules import RULES

SEEDS = 40


def strings(value, out=None) -> set:
    """Every string anywhere in a view."""
    out = set() if out is None else out
    if isinstance(value, dict):
        for v in value.values():
            strings(v, out)
    elif isinstance(value, list):
        for v in value:
            strings(v, out)
    elif isinstance(value, str):
        out.add(value)
    return out


def hidden_from(state: dict, seat: int) -> set:
    return set(RULES.hidden_from(state, seat))


def check(match: Match, step: int) -> None:
    state = match.state
    for seat in (0, 1) if step % 2 == 0 or state["phase"] != "round" else ():
        view = match.view(seat)
        leaked = strings(view) & hidden_from(state, seat)
        assert not leaked, f"seat {seat} sees {sorted(leaked)[:3]}"
        assert json.loads(json.dumps(view)) == view
        assert isinstance(view["players"][1 - seat]["face_down"], int)
    if step % 11 == 0:
        seat = match.log[-1].seat
        if match.can_undo(seat)[0]:
            before = match.hash()
            match.undo(seat)
            match.redo(seat)
            assert match.hash() == before


@pytest.mark.parametrize("fmt", ["standard", "coven"])
def test_random_matches_end_replay_and_hide_what_they_should(fmt):
    ended = 0
    for seed in range(SEEDS):
        match = random_playout(RULES, seed, options={"format": fmt}, each=check)
        ended += match.outcome() is not None
        again = Match(RULES, match.options, seed)
        again.replay(match.log)
        assert again.state == match.state
    assert ended == SEEDS


def test_legal_commands_are_refused_for_the_wrong_seat_and_decide_never_mutates():
    import copy
    from game.core.contract import Chance, IllegalCommand
    match = Match(RULES, {}, 3).start()
    prompt = match.pending()
    command = {k: v for k, v in match.legal(prompt.seat)[0].items() if k not in ("label", "seat")}
    before = copy.deepcopy(match.state)
    with pytest.raises(IllegalCommand):
        RULES.decide(match.state, {**command, "seat": 1 - prompt.seat}, Chance(3))
    RULES.decide(match.state, {**command, "seat": prompt.seat}, Chance(3))
    assert match.state == before
    assert match.legal(1 - prompt.seat) == []
