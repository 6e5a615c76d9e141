"""Choices the book leaves to the player: which Bonds pay for a Heal or Swap, where the Psychic
Spirit Bonus moves Elements, and that the Earth Spirit Bonus waits for an Attack that is not
Hindered. Also: one command per real choice, and texts that read right."""
import random

import pytest

from game.core.match import Match
from game.core.playout import bare
from game.games.grim.rules import RULES, engine
from game.games.grim.table.ui_commands import declaration_step
from tests.grim.grim_fixtures import (attack_cmd, bond, declare, give, grim, heal, play,
                                      position, turn_of, types)

FIRE = grim("fire")
PLANT = grim("plant")
WATER = grim("water")
EARTH = grim("earth")
PSYCHIC = grim("psychic")
LIGHT = grim("light")


def legal_types(state, seat):
    return [o["type"] for o in RULES.legal(state, seat)]


# --- Heal and Swap: any combination of Stamina and chosen Bonds --------------------------------

def _hurt(state, amount=6, stamina=5):
    g = state["field"][0][0]
    g["health"] -= amount
    g["stamina"] = stamina
    return g


def test_heal_spends_the_bonds_the_player_picks_not_the_newest():
    state = position([FIRE, None], [PLANT, None])
    _hurt(state)
    spirit = bond(state, "spirit", on=(0, 0))
    element = bond(state, "earth", on=(0, 0))  # the most recently attached
    turn_of(state, 0, 0)
    before = state["field"][0][0]["health"]
    heal(state, 0, 2, [spirit])
    g = state["field"][0][0]
    assert g["bonds"] == [element] and state["limbo"][-1] == spirit
    assert g["health"] == before + 3 and g["stamina"] == 3


def test_spent_bonds_go_to_limbo_in_the_order_picked():
    state = position([FIRE, None], [PLANT, None])
    _hurt(state)
    spirit = bond(state, "spirit", on=(0, 0))
    element = bond(state, "fire", on=(0, 0))
    turn_of(state, 0, 0)
    heal(state, 0, 0, [element, spirit])
    assert state["limbo"][-2:] == [element, spirit]  # the Spirit, picked last, is on top


def test_heal_never_offers_more_than_the_missing_health():
    state = position([FIRE, None], [PLANT, None])
    _hurt(state, amount=2, stamina=9)
    for _ in range(2):
        bond(state, "fire", on=(0, 0))
    turn_of(state, 0, 0)
    play(state, 0, type="heal")
    assert max(o["stamina"] for o in RULES.legal(state, 0) if o["type"] == "pay") == 2
    first = next(o for o in RULES.legal(state, 0) if o["type"] == "pay_bond")["bond"]
    play(state, 0, type="pay_bond", bond=first)
    second = next(o for o in RULES.legal(state, 0) if o["type"] == "pay_bond")["bond"]
    play(state, 0, type="pay_bond", bond=second)
    assert "pay_bond" not in legal_types(state, 0)  # two Bonds already cover the 2 missing
    assert [o["stamina"] for o in RULES.legal(state, 0) if o["type"] == "pay"] == [0]


def test_two_spirits_are_one_choice_when_paying():
    state = position([FIRE, None], [PLANT, None])
    _hurt(state)
    bond(state, "spirit", on=(0, 0))
    bond(state, "spirit", on=(0, 0))
    turn_of(state, 0, 0)
    play(state, 0, type="heal")
    assert legal_types(state, 0).count("pay_bond") == 1


def test_swap_pays_exactly_to_full_and_back_returns_to_the_action():
    state = position([FIRE, None], [PLANT, None])
    _hurt(state, amount=4, stamina=3)
    spirit = bond(state, "spirit", on=(0, 0))
    give(state, 0, WATER)
    turn_of(state, 0, 0)
    play(state, 0, type="swap", card=WATER)
    assert "pay" not in legal_types(state, 0)  # 3 Stamina alone can't reach full Health
    play(state, 0, type="back")
    assert RULES.pending(state).kind == "action"
    assert "attack" in legal_types(state, 0)
    heal(state, 0, 3, [spirit], swap=WATER)
    assert state["field"][0][0]["card"] == WATER


def test_no_swap_is_offered_when_full_health_is_out_of_reach():
    state = position([FIRE, None], [PLANT, None])
    _hurt(state, amount=9, stamina=3)
    give(state, 0, WATER)
    turn_of(state, 0, 0)
    assert "swap" not in legal_types(state, 0) and "heal" in legal_types(state, 0)


# --- the Psychic Spirit Bonus ------------------------------------------------------------------

def _psychic_bonus(world="earth", discard=("fire",)):
    """My Psychic Grim (a Fire Element attached) and a Light Grim; the enemy's Plant Grim holds a
    Water Element. The third Spirit is attached by legal play and the Psychic Bonus chosen."""
    state = position([PSYCHIC, LIGHT], [PLANT, WATER], world=world)
    state["afterworld"]["discard"] = list(discard)
    fire = bond(state, "fire", on=(0, 0))
    for _ in range(2):
        bond(state, "spirit", on=(0, 0))
    water = bond(state, "water", on=(1, 0))
    third = bond(state, "spirit", seat=0)
    state["agenda"] = [{"op": "round_end"}, engine.asking("action", 0, card=PSYCHIC),
                       engine.asking("attach", 0)]
    state["turn"] = {"seat": 0, "slot": 0, "card": PSYCHIC, "paralysis": False}
    play(state, 0, type="attach", card=third, slot=0)
    play(state, 0, type="spirit_bonus", element="psychic")
    assert RULES.pending(state).kind == "psychic_bonus"
    return state, fire, water


def test_psychic_bonus_swaps_elements_and_replaces_the_afterworld_with_a_discarded_one():
    state, fire, water = _psychic_bonus()
    play(state, 0, type="psychic_move", bond=fire, to=[1, 0])
    # the enemy Plant Grim would hold two Elements: the plan can't be carried out yet
    assert "psychic" not in legal_types(state, 0)
    play(state, 0, type="psychic_move", bond=water, to=[0, 0])
    worlds = {o.get("afterworld") for o in RULES.legal(state, 0) if o["type"] == "psychic"}
    assert "fire" in worlds and "earth" not in worlds
    play(state, 0, type="psychic", afterworld="fire")
    assert state["field"][0][0]["bonds"] == [water] and state["field"][1][0]["bonds"] == [fire]
    assert state["afterworld"]["active"] == "fire" and "earth" in state["afterworld"]["discard"]


def test_psychic_bonus_moves_several_elements_onto_grim_with_none():
    state, fire, water = _psychic_bonus()
    play(state, 0, type="psychic_move", bond=fire, to=[0, 1])
    play(state, 0, type="psychic_move", bond=water, to=[1, 1])
    play(state, 0, type="psychic")
    assert state["field"][0][1]["bonds"] == [fire] and state["field"][1][1]["bonds"] == [water]
    assert state["field"][0][0]["bonds"] == [] and state["field"][1][0]["bonds"] == []
    assert state["afterworld"]["active"] == "earth"
    assert fire not in state["limbo"] and water not in state["limbo"]


def test_psychic_bonus_plan_can_be_taken_back_and_never_sends_elements_to_limbo_or_hand():
    state, fire, water = _psychic_bonus()
    play(state, 0, type="psychic_move", bond=fire, to=[1, 1])
    play(state, 0, type="psychic_move", bond=fire, to=[0, 0])  # left where it was
    assert RULES.pending(state).kind == "psychic_bonus"
    assert {o["label"] for o in RULES.legal(state, 0) if o["type"] == "psychic"} >= {"Do nothing"}
    for option in RULES.legal(state, 0):
        if option["type"] == "psychic_move":
            assert list(option["to"]) in ([0, 0], [0, 1], [1, 0], [1, 1])
    hands = [list(p["hand"]) for p in state["players"]]
    play(state, 0, type="psychic")
    assert state["field"][0][0]["bonds"] == [fire] and state["field"][1][0]["bonds"] == [water]
    assert [list(p["hand"]) for p in state["players"]] == hands


# --- the Earth Spirit Bonus waits for a non-Hindered Attack ------------------------------------

def _earth_bonus_attack():
    state = position([EARTH, None], [WATER, FIRE])
    for _ in range(2):
        bond(state, "spirit", on=(0, 0))
    third = bond(state, "spirit", seat=0)
    state["agenda"] = [{"op": "round_end"}, engine.asking("attach", 0)]
    state["turn"] = {"seat": 0, "slot": 0, "card": EARTH, "paralysis": False}
    play(state, 0, type="attach", card=third, slot=0)
    play(state, 0, type="spirit_bonus", element="earth")
    assert state["field"][0][0]["bonus"].get("earth")
    return state


def test_earth_bonus_survives_a_hindered_attack_and_is_used_by_the_next_that_lands():
    state = _earth_bonus_attack()
    give(state, 1, grim("water", quiet=False))
    turn_of(state, 0, 0)
    higher = [o for o in RULES.legal(state, 0) if o["type"] == "attack" and o["attack"] == 1]
    assert higher and all(o["targets"] == [0, 1] for o in higher)  # the bonus hits both
    declare(state, 0, attack=1, targets=(0, 1))
    freeze = next(o for o in RULES.legal(state, 1) if o["type"] == "react_status")
    events = play(state, 1, type="react_status", card=freeze["card"], slot=freeze["slot"])
    assert "attack_hindered" in types(events)
    assert state["field"][0][0]["bonus"].get("earth")  # a Hindered Attack doesn't use it
    before = [state["field"][1][0]["health"], state["field"][1][1]["health"]]
    declare(state, 0, attack=0, targets=(0, 1))
    assert state["field"][0][0]["bonus"] == {}
    after = [state["field"][1][0]["health"], state["field"][1][1]["health"]]
    assert after[0] < before[0] and after[1] < before[1]


def test_fire_bonus_also_survives_a_hindered_attack():
    state = position([FIRE, None], [PLANT, None])
    state["field"][0][0]["bonus"]["fire"] = True
    give(state, 1, grim("water", quiet=False))
    turn_of(state, 0, 0)
    declare(state, 0, attack=1)
    freeze = next(o for o in RULES.legal(state, 1) if o["type"] == "react_status")
    play(state, 1, type="react_status", card=freeze["card"], slot=0)
    assert state["field"][0][0]["bonus"] == {"fire": True}


# --- one command per choice, and texts that read right -----------------------------------------

def test_an_attack_on_an_immune_grim_says_why_it_does_nothing():
    state = position([FIRE, None], [WATER, PLANT])
    turn_of(state, 0, 0)
    option = attack_cmd(state, 0, targets=(0,))
    assert "Immune (no damage), no Synergy" in option["label"]
    attacks = [o for o in RULES.legal(state, 0) if o["type"] == "attack" and o["attack"] == 0]
    step, choices = declaration_step(attacks, {0: "the Water Grim", 1: "the Plant Grim"})
    titles = [title for title, _ in choices]
    assert step == "targets" and not any("up to 0 damage" in t for t in titles)
    assert any("Immune" in t for t in titles)


def test_two_bonds_of_one_kind_in_hand_are_one_choice():
    state = position([FIRE, None], [PLANT, None])
    for _ in range(2):
        bond(state, "psychic", seat=0)
        bond(state, "spirit", seat=0)
    give(state, 0, WATER)
    state["field"][0][1] = None
    state["agenda"] = [{"op": "round_end"}, engine.asking("replace", 0, slot=1)]
    labels = [o["label"] for o in RULES.legal(state, 0)]
    assert labels.count(f"Play {RULES.view(state, 0)['players'][0]['hand'][-1]['name']} "
                         "with the Psychic Element") == 1
    state["agenda"] = [{"op": "round_end"}, engine.asking("attach", 0)]
    state["turn"] = {"seat": 0, "slot": 0, "card": FIRE, "paralysis": False}
    assert len(RULES.legal(state, 0)) == 3  # a Spirit, the Psychic Element, nothing


def test_an_element_reads_with_the_right_article():
    state = position([FIRE, None], [PLANT, None])
    electric = bond(state, "electric", seat=0)
    state["agenda"] = [{"op": "round_end"}, engine.asking("attach", 0)]
    state["turn"] = {"seat": 0, "slot": 0, "card": FIRE, "paralysis": False}
    events = play(state, 0, type="attach", card=electric, slot=0)
    assert "takes an Electric Element" in next(e for e in events if e["type"] == "bond_attached")["log"]


@pytest.mark.parametrize("fmt", ["standard", "coven"])
def test_legal_commands_are_unique_throughout_random_play(fmt):
    for seed in range(4):
        match = Match(RULES, {"format": fmt}, seed).start()
        rng = random.Random(seed)
        for _ in range(1500):
            if match.outcome() is not None:
                break
            seat = match.pending().seats[0]
            legal = match.legal(seat)
            commands = [repr(sorted(bare(c).items())) for c in legal]
            labels = [c["label"] for c in legal]
            assert len(set(commands)) == len(commands), match.pending().kind
            assert len(set(labels)) == len(labels), (match.pending().kind, labels)
            match.submit(seat, bare(rng.choice(legal)))
