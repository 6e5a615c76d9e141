"""What each enemy will do, shown before the party acts (rules/intents.py): its target and why,
its move, its attack and the defence the target would roll; checked against the enemies' turn
that follows."""

import random

from game.core.chance import Chance
from game.core.match import Match
from game.core.playout import bare
from game.games.grimlore.ai.player import choose
from game.games.grimlore.rules import RULES
from game.games.grimlore.rules import intents as N
from tests.grimlore.combat_fixtures import fight
from tests.grimlore.fixtures import play
from tests.grimlore.test_enemies import calm, enemy_turn


def test_an_enemy_plans_to_close_in_and_strike_the_closest():
    state = fight("goblin_cutters", {"c1": (0, 0), "c2": (9, 7)}, {"m": (2, 0)})
    (plan,) = N.plans(state)
    assert plan["target"] == "c1" and plan["why"] == "closest"
    assert plan["to"] == [1, 0] and plan["attacks"]
    assert plan["damage"] == 1 and plan["damage_type"] == "slashing"
    assert plan["defence"]["chance"] > 0 and "will move and attack" in plan["line"]
    assert RULES.view(state, 0)["intents"] == [plan]
    after = enemy_turn(state, 1, 1, 1, 1)
    assert after["combat"]["units"]["m"]["cell"] == plan["to"]


def test_a_slow_enemy_plans_only_to_move():
    state = fight("bog_lurker", {"c1": (0, 0)}, {"m": (3, 0)})
    (plan,) = N.plans(state)
    assert not plan["attacks"] and plan["to"] != [3, 0] and "going for" in plan["line"]


def test_a_taunt_changes_the_plan():
    state = fight("goblin_cutters", {"c1": (0, 0), "c2": (6, 0)}, {"m": (2, 0)})
    state["combat"]["taunt"] = "c2"  # as the taunt command leaves it
    state["combat"]["taunted"] = {"m": "c2"}
    (plan,) = N.plans(state)
    assert plan["target"] == "c2" and plan["why"] == "taunted"


def test_plans_foretell_where_the_first_enemy_goes_in_play():
    checked = 0
    for seed in range(8):
        match = Match(RULES, {"party_size": 2}, seed).start()
        rng = random.Random(seed)
        while match.outcome() is None:
            if match.pending().kind == "combat":
                plans = match.view(0)["intents"]
                first = plans[0]
                after = play(calm(match.state), Chance(seed), type="end_round")
                cb = after["combat"]
                # one enemy turn only: a party that cannot act (terror, the fallen) passes its
                # next round, and the enemies move twice before it is asked again
                once = cb is not None and cb["round"] == match.state["combat"]["round"] + 1
                if once and cb["units"][first["unit"]]["energy"] > 0:
                    assert cb["units"][first["unit"]]["cell"] == first["to"], first
                    checked += 1
            match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    assert checked > 20
