"""Combat: the party's actions, damage types, resistances and vulnerabilities, every item trait
that works in a fight, enemy turns and every enemy trait, fleeing and the results."""

import pytest

from game.games.grimlore.rules import RULES, blows, content
from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import fight as F
from game.games.grimlore.rules import strikes as X
from tests.grimlore.combat_fixtures import arm, energy, fight, sword
from tests.grimlore.fixtures import Dice, find, has, play
from tests.grimlore.test_enemies import calm


def traits(monkeypatch, monster, **new):
    spec = content.load()["monsters"][monster]
    monkeypatch.setitem(spec, "traits", {**spec["traits"], **new})


# --- the party's actions ------------------------------------------------------------------------


def test_an_attack_needs_an_engaged_target_and_deals_net_successes():
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (3, 2)})
    hp = energy(state, "m")
    assert has(RULES.legal(state, 0), type="attack", target="m")
    state = play(state, Dice(6, 6, 1, 1), type="attack", cid="c1", target="m", uid=sword(state))
    assert energy(state, "m") == hp - 2


def test_no_attack_out_of_reach_and_moving_is_three_tiles():
    state = fight("bog_lurker", {"c1": (0, 7)}, {"m": (9, 0)})
    legal = RULES.legal(state, 0)
    assert not has(legal, type="attack")
    cells = {tuple(c["cell"]) for c in legal if c["type"] == "move" and c["cid"] == "c1"}
    assert (3, 7) in cells and (4, 7) in cells and (5, 7) not in cells  # 4 is a dash
    assert "dashes" in find(legal, type="move", cid="c1", cell=[4, 7])["label"]


def test_rough_ground_costs_two():
    state = fight("bog_lurker", {"c1": (3, 3)}, {"m": (9, 7)}, mat="river_ford")
    legal = RULES.legal(state, 0)
    assert find(legal, type="move", cid="c1", cell=[4, 3])["preview"] == "2 movement"
    assert "dashes" in find(legal, type="move", cid="c1", cell=[5, 3])["label"]
    assert not has(legal, type="move", cid="c1", cell=[6, 3])  # the river allows no way round


def test_a_ranged_weapon_needs_sight():
    state = fight("bog_lurker", {"c1": (0, 3)}, {"m": (3, 3)})  # a wall at 1,3 and 2,3
    arm(state, "c1", "shortbow")
    assert not has(RULES.legal(state, 0), type="attack", target="m")
    state["combat"]["pcs"]["c1"]["cell"] = [0, 2]
    state["combat"]["units"]["m"]["cell"] = [3, 2]
    assert has(RULES.legal(state, 0), type="attack", target="m")


def test_reach_hits_two_tiles_away():
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (4, 2)})
    uid = arm(state, "c1", "spear")
    assert has(RULES.legal(state, 0), type="attack", uid=uid)
    assert not has(RULES.legal(state, 0), type="attack", uid=sword(state))


def test_large_melee_weapons_deal_one_more():
    state = fight("cave_troll", {"c1": (2, 2)}, {"m": (3, 2)})
    uid = arm(state, "c1", "battleaxe")
    hp = energy(state, "m")
    state = play(state, Dice(6, 1, 1, 1, 1), type="attack", cid="c1", target="m", uid=uid)
    assert energy(state, "m") == hp - 2


def test_immobile_items_cannot_be_used_after_moving():
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (5, 2)})
    uid = arm(state, "c1", "longbow")
    assert has(RULES.legal(state, 0), type="attack", uid=uid)
    state = play(state, type="move", cid="c1", cell=[2, 1])
    assert not has(RULES.legal(state, 0), type="attack", uid=uid)


def test_straining_costs_energy():
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (5, 2)})
    uid = arm(state, "c1", "arbalest")
    before = energy(state, "c1")
    state = play(state, Dice(1, 1, 1), type="attack", cid="c1", target="m", uid=uid)
    state = play(state, type="accept") if RULES.pending(state).kind == "after_roll" else state
    assert energy(state, "c1") == before - 1


def test_discard_damage_adds_on_a_hit():
    state = fight("cave_troll", {"c1": (2, 2)}, {"m": (3, 2)})
    arm(state, "c1", "whetstone", uid=501)
    hp = energy(state, "m")
    state = play(
        state, Dice(6, 1, 1, 1, 1), type="attack", cid="c1", target="m", uid=sword(state), boost=501
    )
    assert energy(state, "m") == hp - 2
    assert not any(i["id"] == "whetstone" for i in state["party"]["roster"]["c1"]["gear"])


def test_a_whetstone_is_kept_when_the_blow_misses():
    state = fight("cave_troll", {"c1": (2, 2)}, {"m": (3, 2)})
    arm(state, "c1", "whetstone", uid=501)
    state = play(
        calm(state),
        Dice(1, 1, 1, 1, 1),
        type="attack",
        cid="c1",
        target="m",
        uid=sword(state),
        boost=501,
    )
    assert any(i["id"] == "whetstone" for i in state["party"]["roster"]["c1"]["gear"])


def honed_sword(state):
    return arm(state, "c1", "longsword", uid=510, addons=[{"kind": "upgrade", "id": "honed"}])


def test_a_honed_edge_boosts_its_own_weapon_and_only_the_upgrade_is_spent():
    state = fight("cave_troll", {"c1": (2, 2)}, {"m": (3, 2)})
    uid = honed_sword(state)
    hp = energy(state, "m")
    state = play(
        state, Dice(6, 1, 1, 1, 1), type="attack", cid="c1", target="m", uid=uid, boost=uid
    )
    assert energy(state, "m") == hp - 2  # one success, +1 from the Honed edge
    blade = next(i for i in state["party"]["roster"]["c1"]["gear"] if i["uid"] == uid)
    assert blade["where"] == "hand" and blade["addons"] == [] and blade["cap"] == 1  # slot free


def test_a_honed_weapon_is_no_boost_for_another_weapon():
    state = fight("cave_troll", {"c1": (2, 2)}, {"m": (3, 2)})
    honed = honed_sword(state)
    dagger = arm(state, "c1", "dagger", uid=511)  # the honed sword goes to the pack
    legal = RULES.legal(state, 0)
    assert has(legal, type="attack", uid=dagger) and not has(legal, type="attack", boost=honed)


def test_aoe_items_carry_to_minions_in_range():
    state = fight("ridge_wolves", {"c1": (2, 2)}, {"m": (5, 2), "n1": (6, 2), "n2": (9, 7)})
    uid = arm(state, "c1", "chain_lightning")
    state["party"]["roster"]["c1"]["attrs"]["arcane"] = 2
    state = play(state, Dice(6, 1, 1), type="attack", cid="c1", target="m", uid=uid)
    assert energy(state, "n1") == 0 and energy(state, "n2") == 1


def test_a_healing_spell_heals_an_ally_and_strains_the_caster():
    state = fight("bog_lurker", {"c1": (2, 2), "c2": (4, 2)}, {"m": (9, 7)})
    uid = arm(state, "c1", "mending_prayer")
    state["party"]["roster"]["c2"]["energy"] = 2
    state = play(state, type="heal", cid="c1", uid=uid, ally="c2")
    assert energy(state, "c2") == 4 and energy(state, "c1") == 5


def test_escape_pull_restore_and_rally_items():
    state = fight("bog_lurker", {"c1": (2, 2), "c2": (6, 6)}, {"m": (5, 2)})
    arm(state, "c1", "grapnel", uid=501)
    arm(state, "c2", "smoke_pellet", uid=502)
    arm(state, "c2", "battle_horn", uid=503)
    state = play(state, type="pull", cid="c1", uid=501, target="m")
    assert B.manhattan(state["combat"]["units"]["m"]["cell"], [2, 2]) == 1
    state = play(state, type="rally", cid="c2", uid=503)
    assert state["advantage"].count("temp") == 2
    state = play(state, type="end_round")
    while RULES.pending(state).kind != "combat":
        state = play(state, **{"type": RULES.legal(state, 0)[0]["type"]})
    state = play(state, type="escape", cid="c2", uid=502)
    assert state["combat"]["pcs"]["c2"]["fled"]


def test_a_heartstone_in_worn_armour_rallies_the_party_once_a_fight():
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (9, 7)})
    coat = arm(state, "c1", "leather_jerkin", uid=520, magic="heartstone")
    state = play(state, type="rally", cid="c1", uid=coat)
    assert state["advantage"].count("temp") == 1
    assert not has(RULES.legal(state, 0), type="rally", uid=coat)


def test_gear_in_the_pack_does_not_rally():
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (9, 7)})
    horn = arm(state, "c1", "battle_horn", where="pack", uid=521)
    assert not has(RULES.legal(state, 0), type="rally", uid=horn)


def test_heals_and_the_grapnel_need_sight():
    state = fight("bog_lurker", {"c1": (0, 3), "c2": (3, 3)}, {"m": (0, 6)})  # walls 1,3 2,3
    heal = arm(state, "c1", "mending_prayer")
    arm(state, "c1", "grapnel", uid=501)
    state["party"]["roster"]["c2"]["energy"] = 2
    legal = RULES.legal(state, 0)
    assert not has(legal, type="heal", uid=heal, ally="c2")  # three tiles, behind the wall
    assert has(legal, type="pull", target="m")  # three tiles, in sight
    state["combat"]["units"]["m"]["cell"], state["combat"]["pcs"]["c2"]["cell"] = [3, 3], [0, 6]
    legal = RULES.legal(state, 0)
    assert has(legal, type="heal", uid=heal, ally="c2") and not has(legal, type="pull")


def test_holy_water_hits_the_undead_around():
    state = fight("shambling_dead", {"c1": (2, 2)}, {"m": (3, 2), "n1": (2, 4)})
    arm(state, "c1", "holy_water", uid=501)
    state = play(state, Dice(6, 1), type="undead", cid="c1", uid=501)
    assert energy(state, "n1") == 0 and energy(state, "m") == F.monster(state)["energy"] - 1


def test_the_bane_of_the_dead_gives_advantage_against_undead():
    state = fight("shambling_dead", {"c1": (2, 2)}, {"m": (3, 2)})
    uid = arm(state, "c1", "cudgel")
    weapon = next(i for i in state["party"]["roster"]["c1"]["gear"] if i["uid"] == uid)
    assert "bane of the dead" in X.attack_pool(state, "c1", weapon, "m")["adv"]


# --- damage types ---------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", content.DAMAGE_TYPES)
def test_vulnerability_gives_advantage_and_resistance_disadvantage(monkeypatch, kind):
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (3, 2)})
    weapon = next(i for i in state["party"]["roster"]["c1"]["gear"] if i["id"] == "longsword")
    monkeypatch.setitem(
        content.load()["items"]["longsword"],
        "attack",
        {**content.load()["items"]["longsword"]["attack"], "type": kind},
    )
    traits(monkeypatch, "bog_lurker", vulnerability=[kind], resistant=[])
    base = X.attack_pool(state, "c1", weapon, "m")
    assert base["black"] == 5 and f"vulnerable to {kind}" in base["adv"]
    traits(monkeypatch, "bog_lurker", vulnerability=[], resistant=[kind])
    worse = X.attack_pool(state, "c1", weapon, "m")
    assert worse["black"] == 4 and worse["red"] == 1


@pytest.mark.parametrize("kind", content.DAMAGE_TYPES)
def test_resistant_gear_gives_advantage_on_defence(monkeypatch, kind):
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (3, 2)})
    monkeypatch.setitem(
        content.load()["monsters"]["bog_lurker"],
        "attack",
        {"style": "melee", "type": kind, "damage": 1},
    )
    plain = blows.defence(state, "m", "c1")
    arm(state, "c1", "leather_jerkin", uid=501)
    monkeypatch.setitem(content.load()["items"]["leather_jerkin"], "traits", {"resistance": [kind]})
    guarded = blows.defence(state, "m", "c1")
    assert f"resistant to {kind}" in guarded[2] and f"resistant to {kind}" not in plain[2]


# --- defence --------------------------------------------------------------------------------


def test_defences_follow_the_attack_style(monkeypatch):
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (3, 2)})
    assert blows.defence(state, "m", "c1")[1] == "defend"  # a sword parries a melee blow
    monkeypatch.setitem(
        content.load()["monsters"]["bog_lurker"],
        "attack",
        {"style": "magic", "type": "arcane", "damage": 1, "range": 3},
    )
    assert blows.defence(state, "m", "c1")[1] == "evade"
    monkeypatch.setitem(
        content.load()["monsters"]["bog_lurker"],
        "attack",
        {"style": "ranged", "type": "piercing", "damage": 1, "range": 3},
    )
    assert blows.defence(state, "m", "c1")[1] == "evade"
    arm(state, "c1", "tower_shield", uid=501)
    chosen = blows.defence(state, "m", "c1")
    assert chosen[1] == "defend" and "a shield" in chosen[2]  # Defend Ranged, Defend Advantage


def test_restricting_armour_forbids_evade(monkeypatch):
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (3, 2)})
    monkeypatch.setitem(
        content.load()["monsters"]["bog_lurker"],
        "attack",
        {"style": "magic", "type": "arcane", "damage": 1, "range": 3},
    )
    arm(state, "c1", "plate_harness", uid=501)
    assert blows.defence(state, "m", "c1") is None


def test_bracing_gives_advantage_on_defence():
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (3, 2)})
    state = play(state, type="brace", cid="c1")
    assert "braced" in blows.defence(state, "m", "c1")[2]


# --- results ----------------------------------------------------------------------------------


def test_an_empty_loot_line_can_be_bought_up_to_a_basic_item_with_three_clues():
    state = fight("carrion_crows", {"c1": (2, 2)}, {"m": (3, 2)})
    state["combat"]["units"]["m"]["energy"] = 1
    state["party"]["clues"] = 3
    state = play(state, Dice(6, 1, 1, 1, 1), type="attack", cid="c1", target="m", uid=sword(state))
    assert RULES.pending(state).kind == "loot"
    state = play(state, type="clues", loot="basic")
    assert state["party"]["clues"] == 0 and RULES.pending(state).kind == "who_takes"


def test_an_empty_loot_line_asks_nothing_without_the_clues():
    state = fight("carrion_crows", {"c1": (2, 2)}, {"m": (3, 2)})
    state["combat"]["units"]["m"]["energy"] = 1
    state = play(state, Dice(6, 1, 1, 1, 1), type="attack", cid="c1", target="m", uid=sword(state))
    assert state["combat"] is None and RULES.pending(state).kind != "loot"
    assert "There is no loot." in state["log"]
