"""Tests (skill checks): pools from attribute and skill, advantage and disadvantage, the caps of
five black and three red, party tokens, black 6s minus red 6s, critical XP outside combat,
Destiny rerolls and refreshed activations, once-a-session passes."""

from game.core.agenda import copy_state
from game.games.grimlore.rules import RULES
from game.games.grimlore.rules import checks as C
from tests.grimlore.fixtures import Dice, at_turn, find, has, made_party, play


def opening():
    match = made_party(2)
    assert at_turn(match.state)
    return copy_state(match.state)


def to_event(state, tile="whispering_fen"):
    """Travel to ``tile`` (the hidden stack is set so it is on top), skip the free scavenge."""
    state["stack"][0] = tile
    state = play(state, type="travel")
    assert RULES.pending(state).kind == "free_scavenge"
    state = play(state, type="skip")
    assert RULES.pending(state).kind == "event"
    return state


def test_a_pool_is_attribute_plus_skill():
    state = opening()
    pool = C.pool(state, "c1", "might", "one_handed")
    assert (pool["black"], pool["red"]) == (4, 0)
    assert C.pool(state, "c1", "arcane", "lore")["black"] == 2


def test_caps_of_five_black_and_three_red_and_expertise_raises_black():
    state = opening()
    ch = state["party"]["roster"]["c1"]
    ch["attrs"]["might"], ch["skills"]["one_handed"] = 4, 4
    pool = C.pool(state, "c1", "might", "one_handed", adv=["a", "b"], red=5)
    assert (pool["black"], pool["red"]) == (5, 3)
    ch["expertise"]["one_handed"] = 2
    assert C.pool(state, "c1", "might", "one_handed", adv=["a", "b"])["black"] == 7


def test_advantage_adds_black_and_disadvantage_adds_red_one_per_source():
    state = opening()
    pool = C.pool(state, "c1", "might", "one_handed", adv=["vulnerable"], dis=["resistant"], red=1)
    assert (pool["black"], pool["red"]) == (5, 2)


def test_racial_advantage():
    match = made_party(
        1,
        builds=[
            {
                "race": "elf",
                "role": "mage",
                "attribute": "arcane",
                "skill": "magic",
                "item": "firebolt",
            }
        ],
    )
    assert C.pool(match.state, "c1", "arcane", "lore")["black"] == 4  # 2 + 1 + Knowledgeable
    assert C.pool(match.state, "c1", "arcane", "insight")["black"] == 3


def test_successes_are_black_sixes_minus_red_sixes():
    state = to_event(opening(), "gallows_oak")  # Agility + Mechanics, no modifier: 2 black
    state["disadvantage"] = 1  # a party token: one red die, used up by this test
    state = play(state, Dice(6, 6, 6), type="try", cid="c1")
    roll = state["roll"]
    assert (roll["black"], roll["red"], roll["net"], roll["success"]) == ([6, 6], [6], 1, True)
    assert state["disadvantage"] == 0
    assert not roll["crit"]


def test_a_critical_event_success_gives_one_xp():
    state = to_event(opening(), "gallows_oak")
    before = state["party"]["xp"]
    state = play(state, Dice(6, 6), type="try", cid="c1")
    assert state["roll"]["crit"] and state["party"]["xp"] == before + 1
    assert state["won"] == 1


def test_destiny_rerolls_the_black_dice_that_missed_once():
    state = to_event(opening(), "gallows_oak")
    state["disadvantage"] = 1
    state = play(state, Dice(2, 6, 6), type="try", cid="c1")  # black 2 6, red 6: 0 net
    assert RULES.pending(state).kind == "after_roll"
    destiny = state["party"]["roster"]["c1"]["destiny"]
    state = play(state, Dice(6), type="destiny")
    assert state["roll"]["black"] == [6, 6] and state["roll"]["red"] == [6]  # only the 2 rerolled
    assert state["party"]["roster"]["c1"]["destiny"] == destiny - 1
    assert state["lost"] == 0 and state["won"] == 1


def test_only_one_destiny_per_test():
    state = to_event(opening(), "gallows_oak")
    state = play(state, Dice(2, 1), type="try", cid="c1")
    state = play(state, Dice(3, 4), type="destiny")
    assert RULES.pending(state).kind != "after_roll"  # nothing more can change it
    assert state["lost"] == 1


def test_one_test_per_character_until_all_have_tested_and_destiny_refreshes():
    state = to_event(opening(), "gallows_oak")
    state = play(state, Dice(6, 6), type="try", cid="c1")
    assert state["tested"] == ["c1"]
    # the next round's event (c2 rests): c1 may try only by spending Destiny
    while RULES.pending(state).kind != "turn":
        state = play(state, **{"type": RULES.legal(state, 0)[0]["type"]})
    state = play(state, type="rest")
    assert state["round"] == 2
    state = to_event(state, "crow_field")
    legal = RULES.legal(state, 0)
    assert find(legal, type="try", cid="c1")["refresh"] is True
    assert find(legal, type="try", cid="c2")["refresh"] is False
    destiny = state["party"]["roster"]["c1"]["destiny"]
    state = play(state, Dice(6, 1), type="try", cid="c1", refresh=True)
    assert state["party"]["roster"]["c1"]["destiny"] == destiny - 1
    assert state["tested"] == ["c1"]  # a refreshed test does not count again


def test_everyone_having_tested_frees_them_all():
    state = to_event(opening(), "gallows_oak")
    state = play(state, Dice(6, 6), type="try", cid="c2")
    while RULES.pending(state).kind != "turn":
        state = play(state, **{"type": RULES.legal(state, 0)[0]["type"]})
    state = to_event(state, "crow_field")
    state = play(state, Dice(6, 6), type="try", cid="c1")
    assert state["tested"] == []


def test_a_once_a_session_trait_passes_a_failed_test():
    state = to_event(opening(), "gallows_oak")
    state["party"]["roster"]["c1"]["traits"]["engineer"] = 1
    state = play(state, Dice(1, 1), type="try", cid="c1")
    state = play(state, type="auto_pass")
    assert state["roll"]["success"] and state["won"] == 1
    assert "engineer" in state["party"]["roster"]["c1"]["once"]


def test_bulky_gear_forbids_stealth_tests():
    state = opening()
    ch = state["party"]["roster"]["c1"]
    ch["gear"].append(
        {
            "uid": 99,
            "id": "tower_shield",
            "addons": [],
            "cap": 1,
            "flawed": False,
            "magic": None,
            "where": "hand",
        }
    )
    state = to_event(state, "crow_field")  # Agility + Stealth
    legal = RULES.legal(state, 0)
    assert not has(legal, type="try", cid="c1") and has(legal, type="try", cid="c2")


def test_the_chance_shown_matches_the_pool():
    assert round(C.chance_to_pass(1, 0), 3) == round(1 / 6, 3)
    assert C.chance_to_pass(2, 3) < C.chance_to_pass(2, 0)
