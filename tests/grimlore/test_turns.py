"""Rounds and turns: Rations (and running out), Travel with the free scavenge and the event,
Scavenge (three tests for the tile's resource), Rest, Visit only in a friendly settlement, the
items and clues used between actions, and the end of the session with its bonus XP."""

from game.games.grimlore.rules import RULES, content
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import state as S
from tests.grimlore.fixtures import Dice, at_turn, has, play
from tests.grimlore.test_tests import opening, to_event


def give(state, cid, item_id, where="bag", uid=900):
    state["party"]["roster"][cid]["gear"].append(
        {
            "uid": uid,
            "id": item_id,
            "addons": [],
            "cap": 0,
            "flawed": False,
            "magic": None,
            "where": where,
        }
    )


def finish_prompts(state):
    """Answer whatever follows with the first legal command until the next turn prompt."""
    for _ in range(200):
        if at_turn(state) or state["result"] is not None:
            return state
        state = play(state, **{"type": RULES.legal(state, 0)[0]["type"]})
    raise AssertionError("no turn prompt came back")


def test_a_session_starts_with_ten_rations_and_each_turn_eats_one():
    state = opening()
    assert state["party"]["rations"] == S.START_RATIONS - 1  # the first turn has eaten one
    state = play(state, type="rest")
    assert state["party"]["rations"] == S.START_RATIONS - 2
    assert state["turn"] == 1


def test_without_rations_every_character_loses_one_energy():
    state = opening()
    state["party"]["rations"] = 0
    energy = {c: state["party"]["roster"][c]["energy"] for c in state["members"]}
    state = (
        play(state, type="clue_ration") if has(RULES.legal(state, 0), type="clue_ration") else state
    )
    state = play(state, type="rest")  # rest heals 3, then the next turn's hunger bites
    assert all(
        state["party"]["roster"][c]["energy"]
        == min(S.max_energy(state["party"]["roster"][c]), energy[c] + 3) - 1
        for c in state["members"]
    )


def test_travel_draws_the_top_tile_offers_a_free_scavenge_then_the_event():
    state = opening()
    top, left = state["stack"][0], len(state["stack"])
    state = play(state, type="travel")
    assert state["tile"] == top and len(state["stack"]) == left - 1
    assert RULES.pending(state).kind == "free_scavenge"
    kind = state["path"][-1]["kind"]
    resource = {"dungeon": "essence", "settlement": "ore", "wilderness": "organics"}[kind]
    before = state["party"][resource]
    state = play(state, Dice(6, 1, 1), type="free", cid="c1")
    assert state["party"][resource] == before + 1
    assert state["tested"] == []  # the free scavenge is no test for the activation rule
    assert RULES.pending(state).kind == "event"


def test_scavenge_makes_three_tests_for_the_tiles_resource():
    state = to_event(opening(), "scholars_hall")  # a settlement: Might + Crafting for Ore
    state = play(state, Dice(6, 1), type="try", cid="c2")
    state = finish_prompts(state)
    ore = state["party"]["ore"]
    xp = state["party"]["xp"]
    state = play(state, type="scavenge")
    state = play(state, Dice(6, 1, 1, 1, 1, 1), type="scavenge", cid="c1")
    # three tests of Might 2 + Crafting 1: a hit, a miss (accepted), a critical (+1 XP)
    state = play(state, Dice(6, 6, 1), type="accept")
    assert state["party"]["ore"] == ore + 2 and state["party"]["xp"] == xp + 1
    assert at_turn(state)


def test_scavenger_traits_and_items_add_to_the_haul():
    state = to_event(opening(), "whispering_fen")
    state = play(state, Dice(6, 1), type="try", cid="c2")
    state = finish_prompts(state)
    state["party"]["roster"]["c1"]["traits"]["natures_bounty"] = 1
    give(state, "c1", "digging_kit")
    organics = state["party"]["organics"]
    state = play(state, type="scavenge")
    state = play(state, Dice(*([6, 1] * 5)), type="scavenge", cid="c1", uid=900)
    # five tests (3 + 2 from the kit), each a success worth 1 + 1 (Nature's Bounty)
    assert state["party"]["organics"] == organics + 10
    assert not any(i["id"] == "digging_kit" for i in state["party"]["roster"]["c1"]["gear"])


def test_prospectors_lens_is_used_once_after_a_successful_scavenge():
    state = opening()
    state["tile"] = "whispering_fen"
    give(state, "c1", "prospectors_lens")
    state = play(state, type="scavenge")
    assert not has(RULES.legal(state, 0), type="scavenge", uid=900)  # not chosen beforehand
    state = play(state, Dice(6, 1), type="scavenge", cid="c1")
    assert RULES.pending(state).kind == "haul"
    state = play(state, Dice(6, 1, 1, 1), type="haul", cid="c1", uid=900)  # a pass, a miss
    assert not any(i["id"] == "prospectors_lens" for i in state["party"]["roster"]["c1"]["gear"])
    assert RULES.pending(state).kind == "after_roll"  # the second pass asked nothing: no lens
    state = play(state, type="accept")
    assert state["party"]["organics"] == 1 + 3 + 1 and at_turn(state)


def test_rest_recovers_three_and_bandages_two_more():
    state = opening()
    for c in state["members"]:
        state["party"]["roster"][c]["energy"] = 1
    give(state, "c1", "bandages")
    state = play(state, type="rest", uid=900)
    assert state["party"]["roster"]["c1"]["energy"] == 6
    assert state["party"]["roster"]["c2"]["energy"] == 4


def test_visit_only_in_a_friendly_settlement():
    state = opening()
    state["tile"], state["friendly"] = "bandit_stockade", False
    assert not has(RULES.legal(state, 0), type="visit")
    state["tile"], state["friendly"] = "lantern_market", True
    assert has(RULES.legal(state, 0), type="visit")
    state["tile"] = "whispering_fen"
    assert not has(RULES.legal(state, 0), type="visit")


def test_a_failed_event_can_turn_a_settlement_hostile():
    state = to_event(opening(), "witch_hollow_village")
    state = play(state, Dice(1, 1), type="try", cid="c1")
    state = play(state, type="accept")
    assert state["friendly"] is False


def test_trail_map_draws_two_tiles_and_the_party_chooses():
    state = opening()
    give(state, "c1", "trail_map")
    first, second = state["stack"][:2]
    state = play(state, type="travel", uid=900)
    assert RULES.pending(state).kind == "route"
    state = play(state, type="route", tile=second)
    assert state["tile"] == second and first in state["stack"]


def test_items_used_between_actions():
    state = opening()
    state["party"]["roster"]["c1"]["energy"] = 2
    give(state, "c1", "healing_draught")
    give(state, "c1", "ore_nuggets", uid=901)
    state = play(state, type="restore", cid="c1", uid=900)
    assert state["party"]["roster"]["c1"]["energy"] == 5
    state = play(state, type="gain", cid="c1", uid=901)
    assert state["party"]["ore"] == 3
    assert at_turn(state)  # free: still the same turn


def test_clue_uses():
    state = opening()
    state["party"]["clues"] = 9
    state = play(state, type="clue_ration")
    assert (state["party"]["clues"], state["party"]["rations"]) == (8, 10)
    state["party"]["roster"]["c1"]["destiny"] = 0
    state = play(state, type="clue_destiny", cid="c1")
    assert (state["party"]["clues"], state["party"]["roster"]["c1"]["destiny"]) == (3, 1)
    state = play(state, type="clue_local")
    assert (state["party"]["clues"], state["party"]["local_clues"]) == (0, 1)


def test_cryptic_visions_lowers_clue_costs():
    state = opening()
    state["party"]["clues"] = 2
    state["party"]["roster"]["c2"]["traits"]["cryptic_visions"] = 1
    assert has(RULES.legal(state, 0), type="clue_local")  # 3 - 1 = 2


def test_cryptic_visions_lowers_only_the_seers_own_destiny_cost():
    state = opening()
    state["party"]["clues"] = 4
    state["party"]["roster"]["c2"]["traits"]["cryptic_visions"] = 1
    for cid in ("c1", "c2"):
        state["party"]["roster"][cid]["destiny"] = 0
    legal = RULES.legal(state, 0)
    assert has(legal, type="clue_destiny", cid="c2") and not has(
        legal, type="clue_destiny", cid="c1"
    )
    state = play(state, type="clue_destiny", cid="c2")
    assert state["party"]["clues"] == 0


def test_clues_redraw_an_event():
    state = to_event(opening(), "gallows_oak")
    state["party"]["clues"] = 3
    state = play(state, type="redraw")
    assert state["party"]["clues"] == 0
    assert state["tile"] != "gallows_oak" and RULES.pending(state).kind == "event"


def test_clues_find_a_lair():
    state = opening()
    state["party"]["clues"] = 3
    state = play(state, type="lair", tier="easy")
    assert RULES.pending(state).kind == "combat_open"


def test_the_session_ends_with_the_bonus_roll_after_the_last_event():
    state = opening()
    state["stack"] = state["stack"][:1]
    state["won"], state["lost"] = 3, 1
    state["stack"][0] = "gallows_oak"
    state = play(state, type="travel")
    state = play(state, type="skip")
    xp = state["party"]["xp"]
    state = play(state, Dice(6, 6), type="try", cid="c1")  # a critical: +1 XP, 4 won
    gained = state["party"]["xp"] - xp
    while RULES.pending(state).kind != "train":
        state = play(state, **{"type": RULES.legal(state, 0)[0]["type"]})
    assert state["phase"] == "end"
    bonus = state["bonus"]
    assert len(bonus["black"]) == 4 and len(bonus["red"]) == 1
    net = max(0, bonus["black"].count(6) - bonus["red"].count(6))
    assert gained >= 1 and state["party"]["xp"] == xp + gained + net
    state = play(state, type="done")
    assert RULES.outcome(state)["survived"] is True


def test_the_whole_party_at_zero_energy_ends_the_session():
    state = opening()
    state["party"]["rations"] = 0
    for c in state["members"]:
        state["party"]["roster"][c]["energy"] = 1
    state = play(state, type="travel")
    while state["result"] is None:
        state = play(state, **{"type": RULES.legal(state, 0)[0]["type"]})
    assert state["result"]["ended"] == "wiped"
    assert RULES.outcome(state)["party"]["roster"] == {}


def at_lanternmarket(state):
    state["stack"][0] = "lantern_market"
    state = play(state, type="travel")
    return play(state, type="skip")  # no free scavenge


def test_pickpocket_is_a_choice_and_a_test_that_counts():
    state = opening()
    state["party"]["roster"]["c1"]["traits"]["pickpocket"] = 1
    state = at_lanternmarket(state)
    assert RULES.pending(state).kind == "pickpocket"
    assert RULES.pending(play(state, type="skip")).kind == "event"
    state = play(state, Dice(6, 1), type="pick", cid="c1")
    assert state["tested"] == ["c1"] and RULES.pending(state).kind == "who_takes"
    state = play(state, type="give", cid="c1")
    assert RULES.pending(state).kind == "event"
    legal = RULES.legal(state, 0)  # c1 has had this round's test: not even Destiny frees it
    assert not has(legal, type="try", cid="c1") and has(legal, type="try", cid="c2")


def test_a_caught_pickpocket_puts_a_red_die_on_the_settlements_test_only():
    state = opening()
    state["party"]["roster"]["c1"]["traits"]["pickpocket"] = 1
    state["party"]["roster"]["c1"]["destiny"] = 0
    state = at_lanternmarket(state)
    state = play(state, Dice(1, 1), type="pick", cid="c1")
    assert state["disadvantage"] == 0
    state = play(state, Dice(6, 1, 1), type="try", cid="c2")  # Social 1 + Persuade 1, 1 red
    assert len(state["roll"]["black"]) == 2 and len(state["roll"]["red"]) == 1


def test_a_magic_items_base_comes_from_the_deck_the_party_picks():
    state = to_event(opening(), "golem_vault")  # Agility + Mechanics, 1 red: a magic item
    state = play(state, Dice(6, 6, 1), type="try", cid="c1")
    state = play(state, type="take", loot="magic")
    assert RULES.pending(state).kind == "magic_base"
    state = play(state, type="base", deck="advanced")
    assert RULES.pending(state).kind == "who_takes"
    found = state["agenda"][-1]["item"]
    assert content.load()["items"][found["id"]]["tier"] == "advanced" and found["magic"]
    assert I.proper(found)


def test_fleeing_a_lair_hunted_with_clues_leaves_the_tiles_event_alone():
    state = to_event(opening(), "gallows_oak")
    state = finish_prompts(play(state, Dice(6, 1), type="try", cid="c1"))
    assert state["path"][-1]["result"] == "success"
    state["party"]["clues"] = 3
    state = play(state, Dice(), type="lair", tier="easy")
    state = play(state, Dice(), type="fight")
    while RULES.pending(state).kind == "after_roll":  # a monster that strikes first
        state = play(state, type="accept")
    for n, cid in enumerate(("c1", "c2")):
        give(state, cid, "smoke_pellet", uid=950 + n)
        state = play(state, type="escape", cid=cid, uid=950 + n)
    assert state["combat"] is None
    assert state["path"][-1]["result"] == "success" and (state["won"], state["lost"]) == (1, 0)


def test_fleeing_an_events_fight_fails_the_event():
    from tests.grimlore.combat_fixtures import fight

    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (9, 7)})
    state["path"], state["won"] = (
        [{"tile": "gallows_oak", "kind": "wilderness", "result": "success"}],
        1,
    )
    give(state, "c1", "smoke_pellet", uid=950)
    state = play(state, type="escape", cid="c1", uid=950)
    assert state["path"][-1]["result"] == "failure" and (state["won"], state["lost"]) == (0, 1)
