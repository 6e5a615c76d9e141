"""Grimheim's AI plays from its own view, clearly beats random legal play, never reads the
opponent's secret side quest, and walks up beside a load with the AP left to take it up."""

import random

from game.core.match import Match
from game.games.grimheim.ai import ai_bench
from game.games.grimheim.ai.player import choose, uniform
from game.games.grimheim.rules import RULES
from tests.grimheim.fixtures import model_id, scenario_match


def test_the_ai_beats_random_play():
    battles, won = 20, 0
    for i in range(battles):
        seat = i % 2
        pair = (choose, uniform) if seat == 0 else (uniform, choose)
        options = {
            **ai_bench.options_for(700 + i),
            "warband_0": ("reavers_pack", "choir_embers", "wardens_watch", "mire_coven")[i % 4],
            "warband_1": ("mire_drowned", "wardens_column", "choir_pyre", "reavers_storm")[i % 4],
        }
        outcome = ai_bench.play(pair, 700 + i, options)
        won += outcome is not None and outcome["winner"] == seat
    assert won >= 17, f"the AI won only {won} of {battles}"


def test_the_ai_decides_from_the_view_alone():
    match, rng = Match(RULES, {}, 31).start(), random.Random(1)
    while match.state["players"][0]["quest"] is None or match.pending().kind != "activate":
        seat = match.pending().seat
        match.submit(seat, choose(match.view(seat), match.legal(seat), rng))
    seat = match.pending().seat
    view = match.view(seat)
    other = match.state["players"][1 - seat]["quest"]
    assert view["players"][1 - seat]["quest"] is None and other is not None
    command = choose(view, match.legal(seat), rng)
    assert command in [
        {k: v for k, v in c.items() if k not in ("label", "preview", "seat")}
        for c in match.legal(seat)
    ]


def test_a_runner_one_stride_short_walks_beside_the_reliquary_and_takes_it_up():
    # A Run would end on the reliquary's square with no AP left to take it up; a Move ends
    # beside it, and a load is taken up from beside it.
    match, rng = scenario_match("relic-reach"), random.Random(1)
    vetch = model_id(match, "Little Vetch")
    match.submit(0, next(c for c in match.legal(0) if c.get("model") == vetch))
    chosen = []
    while match.pending().seat == 0 and match.state["active"] == vetch:
        command = choose(match.view(0), match.legal(0), rng)
        chosen.append(command["type"])
        match.submit(0, command)
    assert chosen[:2] == ["move", "interact"], chosen
    assert match.state["objectives"][0]["carrier"] == vetch
