"""The odds a table shows before a test (rules/odds.py), checked against every way the dice can
fall, and the previews that carry them."""

from itertools import product

import pytest

from game.games.grimlore.rules import RULES
from game.games.grimlore.rules import odds as O
from tests.grimlore.fixtures import made_party


def every_roll(black, red):
    """Each way ``black`` black and ``red`` red d6 can fall, equally likely."""
    return product(range(1, 7), repeat=black + red)


def net(faces, black):
    return sum(f == 6 for f in faces[:black]) - sum(f == 6 for f in faces[black:])


@pytest.mark.parametrize("black,red", [(0, 0), (1, 0), (2, 1), (3, 2), (4, 0), (2, 3)])
def test_the_chance_to_pass_counts_every_roll(black, red):
    rolls = list(every_roll(black, red))
    passed = sum(net(f, black) >= 1 for f in rolls) / len(rolls)
    crits = sum(net(f, black) >= 2 for f in rolls) / len(rolls)
    assert O.pass_chance(black, red) == pytest.approx(passed)
    assert O.pass_chance(black, red, need=2) == pytest.approx(crits)
    assert sum(O.net_odds(black, red).values()) == pytest.approx(1.0)


@pytest.mark.parametrize("black,red", [(1, 0), (2, 1), (3, 1), (2, 2)])
def test_a_destiny_reroll_counts_every_first_roll_and_every_reroll(black, red):
    total = 0.0
    rolls = list(every_roll(black, red))
    for faces in rolls:
        if net(faces, black) >= 1:
            total += 1
            continue
        kept = sum(f == 6 for f in faces[:black])
        again = list(product(range(1, 7), repeat=black - kept))
        reds = sum(f == 6 for f in faces[black:])
        total += sum(kept + sum(f == 6 for f in a) - reds >= 1 for a in again) / len(again)
    assert O.destiny_chance(black, red) == pytest.approx(total / len(rolls))
    assert O.destiny_chance(black, red) >= O.pass_chance(black, red)


def test_no_black_dice_never_pass():
    assert O.pass_chance(0, 2) == 0 and O.destiny_chance(0, 1) == 0


def test_every_tester_choice_shows_its_pool_and_odds():
    match = made_party(2, seed=3)
    while match.pending().kind not in ("event", "free_scavenge"):
        match.submit(0, {"type": "travel"} if match.pending().kind == "turn" else {"type": "skip"})
    legal = [c for c in match.legal(0) if "cid" in c]
    assert legal
    for command in legal:
        p = command["preview"]
        assert p["chance"] == O.percent(O.pass_chance(p["black"], p["red"]))
        assert p["with_destiny"] >= p["chance"]
        assert f"{p['chance']}%" in p["text"]
    prompt = RULES.view(match.state, 0)["prompt"]
    assert prompt["kind"] == match.pending().kind and prompt["test"]["name"]


@pytest.mark.parametrize("black,red", [([6, 1, 2], [6]), ([3, 4], []), ([1], [6, 6]), ([6], [6])])
def test_the_reroll_chance_counts_every_reroll(black, red):
    kept = [f for f in black if f == 6]
    again = list(product(range(1, 7), repeat=len(black) - len(kept)))
    reds = red.count(6)
    wins = sum(len(kept) + a.count(6) - reds >= 1 for a in again) / len(again)
    assert O.reroll_chance(black, red) == pytest.approx(wins)
