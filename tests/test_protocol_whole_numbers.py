"""A command field that takes a whole number refuses true and false (Python counts true as 1),
in every game, through the headless protocol as a bot sends it."""

import json
import random

import pytest

from game.core.match import Match
from game.core.playout import bare
from game.core.protocol import Session
from game.core.registry import get_rules

# One whole-number field of each game, and the 0 or 1 it takes somewhere in legal play.
FIELDS = [
    ("grudge", "square"),  # [column, row] of a terrain square
    ("grim", "slot"),
    ("grimheim", "die"),
    ("grimlore", "card"),
    ("tainted_grail", "index"),
]


def ask(session, request):
    return session.handle_line(json.dumps(request))


def with_a_bool(command: dict, field: str) -> dict | None:
    """``command`` with the 0 or 1 in ``field`` (or the first one in its list) as false or true."""
    value = command.get(field)
    if type(value) is int and value in (0, 1):
        return {**command, field: bool(value)}
    if type(value) is list:
        for at, item in enumerate(value):
            if type(item) is int and item in (0, 1):
                return {**command, field: [*value[:at], bool(item), *value[at + 1 :]]}
    return None


def play_to_a_command_with(session, field: str) -> tuple[int, dict, dict]:
    """Random legal play until a legal command holds a 0 or 1 in ``field``."""
    rng = random.Random(1)
    for _ in range(500):
        seat = session.match.pending().seats[0]
        commands = [bare(c) for c in ask(session, {"op": "legal", "seat": seat})["commands"]]
        for command in commands:
            spoiled = with_a_bool(command, field)
            if spoiled is not None:
                return seat, command, spoiled
        reply = ask(session, {"op": "submit", "seat": seat, "command": rng.choice(commands)})
        assert reply["ok"], reply
    raise AssertionError(f"no legal command with a 0 or 1 in {field!r} in 500 moves")


@pytest.mark.parametrize(("game", "field"), FIELDS)
def test_true_or_false_is_refused_where_a_command_takes_a_whole_number(game, field):
    session = Session(Match(get_rules(game), None, seed=3).start())
    seat, command, spoiled = play_to_a_command_with(session, field)
    before = session.match.hash()
    reply = ask(session, {"op": "submit", "seat": seat, "command": spoiled})
    assert reply["ok"] is False, f"{game} took {spoiled}"
    assert f'"{field}"' in reply["error"] and "whole number" in reply["error"]
    assert session.match.hash() == before
    assert ask(session, {"op": "submit", "seat": seat, "command": command})["ok"]


def test_a_fraction_is_refused_where_a_command_takes_a_whole_number():
    session = Session(Match(get_rules("tainted_grail"), None, seed=3).start())
    seat, command, _ = play_to_a_command_with(session, "index")
    reply = ask(session, {"op": "submit", "seat": seat, "command": {**command, "index": 0.0}})
    assert reply["ok"] is False and '"index" takes a whole number' in reply["error"]
