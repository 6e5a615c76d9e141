"""The book's item traits on the kinds of card issue #24's new entries first put them on: an
enchantment that restores, a shield that turns the dead, an enchantment that splashes, an
upgrade that strains, and worn armour kept after its once-a-session use."""

from game.games.grimlore.rules import RULES
from tests.grimlore.combat_fixtures import arm, energy, fight
from tests.grimlore.fixtures import Dice, has, play
from tests.grimlore.test_tests import opening
from tests.grimlore.test_turns import give


def gear(state: dict, cid: str, uid: int) -> dict | None:
    return next((i for i in state["party"]["roster"][cid]["gear"] if i["uid"] == uid), None)


def test_a_lifebound_coat_restores_once_a_session_and_is_kept():
    state = opening()
    give(state, "c1", "leather_jerkin", where="body")
    gear(state, "c1", 900)["addons"] = [{"kind": "enchantment", "id": "lifebound"}]
    state["party"]["roster"]["c1"]["energy"] = 1
    state = play(state, type="restore", cid="c1", uid=900)
    assert state["party"]["roster"]["c1"]["energy"] == 3
    assert gear(state, "c1", 900) is not None
    assert not has(RULES.legal(state, 0), type="restore", uid=900)


def test_troll_hide_is_worn_on_after_it_restores():
    state = opening()
    give(state, "c1", "troll_hide", where="body")
    state["party"]["roster"]["c1"]["energy"] = 2
    state = play(state, type="restore", cid="c1", uid=900)
    assert state["party"]["roster"]["c1"]["energy"] == 4
    assert gear(state, "c1", 900)["where"] == "body"


def test_a_sanctified_shield_turns_the_dead_and_stays_in_hand():
    state = fight("shambling_dead", {"c1": (2, 2)}, {"m": (3, 2), "n1": (2, 4)})
    uid = arm(state, "c1", "wicker_shield", uid=501, magic="sanctified")
    hp = energy(state, "m")
    state = play(state, Dice(6, 1), type="undead", cid="c1", uid=uid)
    assert energy(state, "m") == hp - 1 and energy(state, "n1") == 1  # radius 1: two is too far
    assert gear(state, "c1", uid)["where"] == "hand"


def test_a_chainspark_blade_carries_its_blow_to_a_minion_beside_the_target():
    state = fight("ridge_wolves", {"c1": (2, 2)}, {"m": (3, 2), "n1": (4, 2), "n2": (9, 7)})
    uid = arm(state, "c1", "longsword", uid=501, magic="chainspark")
    state = play(state, Dice(6, 1, 1), type="attack", cid="c1", target="m", uid=uid)
    assert energy(state, "n1") == 0 and energy(state, "n2") == 1


def test_a_heavy_counterweight_adds_a_point_of_damage_and_strains_the_wielder():
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (3, 2)})
    uid = arm(state, "c1", "longsword", uid=501)
    gear(state, "c1", uid)["addons"] = [{"kind": "upgrade", "id": "counterweight"}]
    hp, strength = energy(state, "m"), energy(state, "c1")
    state = play(state, Dice(6, 1, 1), type="attack", cid="c1", target="m", uid=uid)
    assert energy(state, "m") == hp - 2 and energy(state, "c1") == strength - 1


def test_gear_in_the_pack_neither_restores_nor_turns_the_dead():
    state = opening()
    give(state, "c1", "troll_hide", where="pack")
    state["party"]["roster"]["c1"]["energy"] = 2
    assert not has(RULES.legal(state, 0), type="restore", uid=900)
    state = fight("shambling_dead", {"c1": (2, 2)}, {"m": (3, 2)})
    bone = arm(state, "c1", "saints_knucklebone", where="pack", uid=502)
    assert not has(RULES.legal(state, 0), type="undead", uid=bone)
    gear(state, "c1", bone)["where"] = "neck"
    assert has(RULES.legal(state, 0), type="undead", uid=bone)
