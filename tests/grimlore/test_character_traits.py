"""Character traits that act in a fight or between actions (the others are in the tests of
tests, turns, settlements and enemies)."""

from game.games.grimlore.rules import RULES
from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import strikes as X
from tests.grimlore.combat_fixtures import arm, energy, fight, sword
from tests.grimlore.fixtures import Dice, has, play
from tests.grimlore.scenario_fixtures import scenario_match, submit
from tests.grimlore.test_enemies import calm, enemy_turn
from tests.grimlore.test_tests import opening


def test_divine_intervention_snatches_an_ally_from_a_knockout():
    state = submit(scenario_match("divine-intervention"), type="end_round").state
    assert energy(state, "c1") == 4 and B.engaged(state["combat"]["pcs"]["c1"]["cell"], [5, 5])
    assert "divine_intervention" in state["party"]["roster"]["c2"]["once"]


def test_heroic_intervention_takes_the_blow():
    state = submit(scenario_match("heroic-intervention"), type="end_round").state
    assert energy(state, "c1") == 1 and energy(state, "c2") == 5


def test_shadow_step_after_a_good_evade(monkeypatch):
    from game.games.grimlore.rules import content

    monkeypatch.setitem(
        content.load()["monsters"]["goblin_cutters"],
        "attack",
        {"style": "magic", "type": "arcane", "damage": 1, "range": 1},
    )
    state = fight("goblin_cutters", {"c1": (2, 2)}, {"m": (3, 2)})
    state["party"]["roster"]["c1"]["traits"]["shadow_step"] = 1
    state = enemy_turn(state, 6, 1, 1)  # Agility 1 + Evade 1 and a red die (Camouflage)
    assert B.manhattan(state["combat"]["pcs"]["c1"]["cell"], [3, 2]) == 2


def test_shadowmeld_is_the_players_choice_when_an_enemy_comes():
    state = calm(fight("goblin_cutters", {"c1": (0, 0), "c2": (0, 6)}, {"m": (1, 0)}))
    state["party"]["roster"]["c1"]["traits"]["shadowmeld"] = 1
    state = play(state, type="end_round")
    assert RULES.pending(state).kind == "shadowmeld"
    stayed = play(state, Dice(1, 1, 1, 1), type="stay")
    assert energy(stayed, "c1") == 5
    state = play(state, Dice(*[1] * 9), type="vanish")
    assert energy(state, "c1") == 6 and "meld:c1" in state["combat"]["once"]
    state = play(state, Dice(*[1] * 9), type="end_round")
    assert RULES.pending(state).kind == "combat"  # once a fight: no second offer


def test_windrunner_runs_on_after_a_kill():
    state = fight("ridge_wolves", {"c1": (2, 2)}, {"m": (9, 7), "n1": (3, 2)})
    state["party"]["roster"]["c1"]["traits"]["windrunner"] = 1
    state = play(state, type="move", cid="c1", cell=[2, 1])
    state["combat"]["units"]["n1"]["cell"] = [3, 1]
    state = play(state, Dice(6, 1, 1, 1), type="attack", cid="c1", target="n1", uid=sword(state))
    assert has(RULES.legal(state, 0), type="move", cid="c1")


def test_nether_swap_trades_places():
    state = submit(scenario_match("nether-swap"), type="nether", cid="c1", target="m").state
    assert state["combat"]["pcs"]["c1"]["cell"] == [7, 4]
    assert state["combat"]["units"]["m"]["cell"] == [2, 2]
    assert not has(RULES.legal(state, 0), type="nether")


def test_nether_swap_trades_places_with_an_ally_too():
    state = submit(scenario_match("nether-swap"), type="nether", cid="c1", ally="c2").state
    assert state["combat"]["pcs"]["c1"]["cell"] == [6, 6]
    assert state["combat"]["pcs"]["c2"]["cell"] == [2, 2]
    assert not has(RULES.legal(state, 0), type="nether")


def test_nether_swap_cannot_move_an_unleashed_foe():
    state = fight("stone_golem", {"c1": (2, 2)}, {"m": (7, 5)})
    state["party"]["roster"]["c1"]["traits"]["nether_swap"] = 1
    assert not has(RULES.legal(state, 0), type="nether", target="m")


def prayer(state: dict) -> int:
    gear = state["party"]["roster"]["c1"]["gear"]
    return next(i["uid"] for i in gear if i["id"] == "mending_prayer")


def test_divine_ascendance_pours_energy_into_a_heal():
    match = scenario_match("divine-ascendance")
    uid = prayer(match.state)
    state = submit(match, type="heal", cid="c1", uid=uid, ally="c2", pour=2).state
    assert energy(state, "c2") == 5 and energy(state, "c1") == 3


def test_divine_ascendance_pours_as_much_as_the_ally_lacks():
    match = scenario_match("divine-ascendance")
    legal = match.legal(0)
    assert has(legal, type="heal", ally="c2", pour=3) and not has(legal, type="heal", pour=4)
    state = submit(match, type="heal", cid="c1", uid=prayer(match.state), ally="c2", pour=3).state
    assert energy(state, "c2") == 6 and energy(state, "c1") == 2


def test_riposte_answers_with_a_melee_weapon_that_reaches_the_attacker(monkeypatch):
    from tests.grimlore.test_enemies import set_traits

    set_traits(monkeypatch, "goblin_cutters", agile=True)
    state = fight("goblin_cutters", {"c1": (2, 0)}, {"m": (4, 0)})
    state["party"]["roster"]["c1"]["traits"]["riposte"] = 1
    hp = energy(state, "m")
    sword_state = enemy_turn(state, 6, 1, 1, 1, *[1] * 10)  # a good Defend; the sword can't reach
    assert energy(sword_state, "m") == hp
    arm(state, "c1", "spear")  # Reach 1: two tiles
    state = enemy_turn(state, 6, 1, 1, 1, 6, 1, 1, *[1] * 10)
    assert any("strikes back" in line for line in state["log"]) and energy(state, "m") == hp - 2


def test_inventive_crafts_outside_a_settlement():
    state = calm(opening())
    ch = state["party"]["roster"]["c1"]
    ch["skills"]["crafting"], ch["blueprints"] = 3, ["dagger"]
    state["party"]["ore"] = 5
    assert not has(RULES.legal(state, 0), type="construct")
    ch["traits"]["inventive"] = 1
    state = play(state, Dice(6, 1, 1, 1, 1), type="construct", cid="c1", item="dagger")
    assert any(
        i["id"] == "dagger" and i["cap"] == 1 for i in state["party"]["roster"]["c1"]["gear"]
    )


def training(state, cid="c1", xp=20, **skills):
    """The party's XP spending, asked as at the end of a session."""
    state["party"]["xp"] = xp
    state["party"]["roster"][cid]["skills"].update(skills)
    state["agenda"].append({"op": "ask", "kind": "train"})
    assert RULES.pending(state).kind == "train"
    return state


def test_elemental_mastery_is_learned_for_one_element_and_only_its_spells_hit_harder():
    state = training(opening(), magic=3)
    legal = RULES.legal(state, 0)
    assert not has(legal, type="trait", key="elemental_mastery", element=None)
    state = play(state, type="trait", cid="c1", key="elemental_mastery", element="fire")
    assert state["party"]["roster"]["c1"]["element"] == "fire"
    assert RULES.view(state, 0)["party"]["roster"][0]["element"] == "fire"
    state = play(state, type="done")
    for spell, hurt in (("firebolt", 2), ("frostbolt", 1)):
        battle = fight("cave_troll", {"c1": (2, 2)}, {"m": (4, 2)}, state=calm(opening()))
        battle["party"]["roster"]["c1"].update(
            traits={"elemental_mastery": 1}, element="fire", destiny=0
        )
        uid = arm(battle, "c1", spell)
        hp = energy(battle, "m")
        battle = play(battle, Dice(6, 1, 1), type="attack", cid="c1", target="m", uid=uid)
        assert energy(battle, "m") == hp - hurt, spell


def test_bless_weapon_blesses_an_allys_weapon_with_divine_damage():
    state = opening()
    state["party"]["roster"]["c2"]["traits"]["bless_weapon"] = 1
    state = fight("shambling_dead", {"c1": (2, 2), "c2": (6, 6)}, {"m": (3, 2)}, state=state)
    assert state["combat"]["blessings"] == [["c1", sword(state)]]  # the only ally's weapon
    weapon = next(i for i in state["party"]["roster"]["c1"]["gear"] if i["uid"] == sword(state))
    assert "vulnerable to divine" in X.attack_pool(state, "c1", weapon, "m")["adv"]
    hp = energy(state, "m")
    state = play(state, Dice(6, 1, 1, 1, 1), type="attack", cid="c1", target="m", uid=sword(state))
    assert energy(state, "m") == hp - 2
    assert any("slashing and divine damage" in line for line in state["log"])


def test_with_more_allies_the_blessing_is_chosen():
    from game.core.agenda import Ctx, copy_state
    from game.games.grimlore.rules import engine
    from tests.grimlore.fixtures import made_party

    state = copy_state(made_party(3).state)
    state["party"]["roster"]["c1"]["traits"]["bless_weapon"] = 1
    state["agenda"].append({"op": "combat_start", "monster": "bog_lurker"})
    engine.AGENDA.run(Ctx(state, Dice()))
    state = play(state, type="fight")
    assert RULES.pending(state).kind == "bless"
    assert {c["ally"] for c in RULES.legal(state, 0)} == {"c2", "c3"}
    state = play(state, type="bless", ally="c3")
    assert state["combat"]["blessings"] == [["c3", sword(state, "c3")]]


def test_arcane_shield_is_a_test_whose_points_soak_blows_for_the_rest_of_the_fight():
    state = fight("bog_lurker", {"c1": (0, 0)}, {"m": (1, 0)})
    c1 = state["party"]["roster"]["c1"]
    c1["traits"]["arcane_shield"], c1["attrs"]["arcane"] = 1, 2
    state = enemy_turn(state, 1, 1, 1, 6, 6, 1)  # a failed Defend, then Arcane 2 + Magic 1: 2
    assert energy(state, "c1") == 6 and state["combat"]["pcs"]["c1"]["shield"] == 1
    state = enemy_turn(state, 1, 1, 1)  # hit again: the last point soaks it, no new test
    assert energy(state, "c1") == 6 and state["combat"]["pcs"]["c1"]["shield"] == 0
    state = enemy_turn(state, 1, 1, 1)
    assert energy(state, "c1") == 4  # the blow lands, and its poison bites as the turn starts


def test_destiny_may_reroll_an_arcane_shield():
    state = fight("bog_lurker", {"c1": (0, 0)}, {"m": (1, 0)})
    state["party"]["roster"]["c1"]["traits"]["arcane_shield"] = 1
    state = play(state, Dice(1, 1, 1), type="end_round")
    state = play(state, Dice(1, 1), type="accept")  # the Defend fails; so does the shield
    assert RULES.pending(state).kind == "after_roll" and "Arcane Shield" in state["roll"]["what"]
    state = play(state, Dice(6, 6), type="destiny")
    assert energy(state, "c1") == 6 and state["combat"]["pcs"]["c1"]["shield"] == 1


def test_defence_rolls_use_no_party_tokens():
    state = fight("bog_lurker", {"c1": (0, 0)}, {"m": (1, 0)})
    state["disadvantage"] = 1
    state = enemy_turn(state, 6, 1, 1)
    assert state["disadvantage"] == 1 and energy(state, "c1") == 6
