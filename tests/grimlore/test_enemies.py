"""Enemy turns and every enemy trait of the book, each seen doing what it says."""

from game.games.grimlore.rules import RULES, blows, content
from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import enemies as E
from game.games.grimlore.rules import strikes as X
from tests.grimlore.combat_fixtures import arm, energy, fight, sword
from tests.grimlore.fixtures import Dice, has, play


def calm(state):
    """No Destiny, so a failed defence asks nothing and the enemies' turn runs on."""
    for ch in state["party"]["roster"].values():
        ch["destiny"] = 0
    return state


def set_traits(monkeypatch, monster, **new):
    spec = content.load()["monsters"][monster]
    monkeypatch.setitem(spec, "traits", {**spec["traits"], **new})


def enemy_turn(state, *faces):
    return play(calm(state), Dice(*faces), type="end_round")


def hit_on(state, cid):
    return [line for line in state["log"] if " hits " in line and cid in line]


def test_enemies_move_to_the_closest_and_attack_when_engaged():
    state = fight("goblin_cutters", {"c1": (0, 0), "c2": (9, 7)}, {"m": (2, 0)})
    state = enemy_turn(state, 1, 1, 1, 1)  # the defence (3 black, 1 red: Camouflage) fails
    assert state["combat"]["units"]["m"]["cell"] == [1, 0]
    assert energy(state, "c1") == 5


def test_slow_cannot_engage_and_attack_in_one_turn():
    state = fight("bog_lurker", {"c1": (0, 0)}, {"m": (3, 0)})
    state = enemy_turn(state, 1, 1, 1)
    assert B.engaged(state["combat"]["units"]["m"]["cell"], [0, 0])
    assert energy(state, "c1") == 6


def test_focus_hunts_its_roles_first():
    state = fight("goblin_cutters", {"c1": (4, 0), "c2": (9, 7)}, {"m": (5, 0)})
    state["party"]["roster"]["c2"]["role"] = "mage"
    assert E.pick_target(state, "m")["id"] == "c2"


def test_taunt_draws_the_monster():
    state = fight("goblin_cutters", {"c1": (4, 0), "c2": (9, 7)}, {"m": (5, 0)})
    state["party"]["roster"]["c2"]["role"] = "mage"
    state["party"]["roster"]["c1"]["traits"]["taunt"] = 1
    state = play(state, type="taunt", cid="c1")
    assert E.pick_target(state, "m")["id"] == "c1"


def test_taunt_is_free_at_the_start_of_a_turn_and_draws_any_one_enemy():
    state = fight("ridge_wolves", {"c1": (2, 6), "c2": (6, 6)}, {"m": (9, 0), "n1": (7, 6)})
    state["party"]["roster"]["c1"]["traits"]["taunt"] = 1
    state = play(state, type="taunt", cid="c1", target="n1")
    legal = RULES.legal(state, 0)
    assert has(legal, type="brace", cid="c1")  # the action is still there
    assert not has(legal, type="taunt")  # once a round
    assert E.pick_target(state, "n1")["id"] == "c1"
    state = enemy_turn(state, *[1] * 20)
    wolf = state["combat"]["units"]["n1"]["cell"]
    assert B.manhattan(wolf, [2, 6]) < 5 and not B.engaged(wolf, [6, 6])  # it left c2 to come
    assert energy(state, "c2") == 6


def test_no_taunt_after_moving():
    state = fight("goblin_cutters", {"c1": (4, 0)}, {"m": (9, 7)})
    state["party"]["roster"]["c1"]["traits"]["taunt"] = 1
    state = play(state, type="move", cid="c1", cell=[3, 0])
    assert not has(RULES.legal(state, 0), type="taunt")


def test_agile_attacks_from_two_tiles():
    state = fight("spider_queen", {"c1": (2, 0)}, {"m": (4, 0)})
    assert E.can_strike(state, "m", "c1")
    state = fight("bog_lurker", {"c1": (2, 0)}, {"m": (4, 0)})
    assert not E.can_strike(state, "m", "c1")


def test_aoe_hits_more_of_the_party(monkeypatch):
    state = fight("tomb_rats", {"c1": (0, 0), "c2": (0, 2)}, {"m": (1, 0)})
    state = enemy_turn(state, 1, 1, 1, 1)
    assert energy(state, "c1") == 5 and energy(state, "c2") == 5


def test_armored_defender_and_warding_add_red_dice_illusions_disadvantage(monkeypatch):
    state = fight("clockwork_sentry", {"c1": (2, 2)}, {"m": (3, 2)})
    weapon = next(i for i in state["party"]["roster"]["c1"]["gear"] if i["uid"] == sword(state))
    assert X.attack_pool(state, "c1", weapon, "m")["red"] == 2  # Armored 2
    set_traits(monkeypatch, "clockwork_sentry", armored=1, defender=1, illusions=True)
    pool = X.attack_pool(state, "c1", weapon, "m")
    assert pool["red"] == 3 and "Illusions" in pool["dis"]
    spell = arm(state, "c1", "firebolt")
    set_traits(monkeypatch, "clockwork_sentry", armored=0, defender=0, illusions=False, warding=2)
    item = next(i for i in state["party"]["roster"]["c1"]["gear"] if i["uid"] == spell)
    assert X.attack_pool(state, "c1", item, "m")["red"] == 2


def test_camouflage_adds_red_dice_to_defence():
    state = fight("spider_queen", {"c1": (2, 2)}, {"m": (3, 2)})
    assert blows.defence(state, "m", "c1")[4] == 1  # Camouflage 1


def test_charge_is_the_whole_action():
    state = fight("thornback_boar", {"c1": (0, 0)}, {"m": (4, 0)})
    state = enemy_turn(state, 1, 1, 1)
    assert B.engaged(state["combat"]["units"]["m"]["cell"], [0, 0])
    assert energy(state, "c1") == 6 and any("charges" in line for line in state["log"])


def test_pull_drags_a_character_close_unless_steadfast():
    state = fight("witch_of_hollows", {"c1": (0, 0)}, {"m": (3, 0), "n1": (9, 7)})
    state = enemy_turn(state, 1, 1, 1, 1, 1, 1)
    assert B.engaged(state["combat"]["pcs"]["c1"]["cell"], [3, 0])
    state = fight("witch_of_hollows", {"c1": (0, 0)}, {"m": (3, 0), "n1": (9, 7)})
    state["party"]["roster"]["c1"]["traits"]["steadfast"] = 2
    assert E.immune(state, "c1")
    state = enemy_turn(state, 1, 1, 1, 1, 1, 1)
    assert state["combat"]["pcs"]["c1"]["cell"] == [0, 0]


def test_steadfast_and_untouchable_also_stop_stuns_petrifying_and_terror(monkeypatch):
    set_traits(monkeypatch, "bog_lurker", stuns=True, poison=0)
    state = fight("bog_lurker", {"c1": (0, 0)}, {"m": (1, 0)})
    state["party"]["roster"]["c1"]["traits"]["steadfast"] = 1
    state = enemy_turn(state, 1, 1, 1, 6)  # hit, and a red 6 for the stun
    assert energy(state, "c1") == 5 and not any("loses the turn" in x for x in state["log"])
    state = fight("basilisk", {"c1": (0, 0)}, {"m": (9, 7)})
    state["party"]["roster"]["c1"]["traits"]["untouchable"] = 2
    state = enemy_turn(state, 6)
    assert any("shrugs off" in line for line in state["log"])
    assert not any("loses the turn" in line for line in state["log"])


def test_unleashed_shrugs_off_a_roar():
    state = fight("stone_golem", {"c1": (2, 2)}, {"m": (3, 2)})
    state["party"]["roster"]["c1"]["traits"]["terrifying_roar"] = 1
    assert not has(RULES.legal(state, 0), type="roar")


def test_ranged_shoots_before_the_first_round():
    from tests.grimlore.test_tests import opening

    state = fight("marsh_archers", {"c1": (2, 2)}, {"m": (5, 0)}, state=calm(opening()))
    assert any("strikes first" in line for line in state["log"])


def test_poison_bites_at_the_start_of_the_turn():
    state = fight("bog_lurker", {"c1": (0, 0)}, {"m": (1, 0)})
    state = enemy_turn(state, 1, 1, 1)  # hit and poisoned for 2 turns; the first bites at once
    assert state["combat"]["pcs"]["c1"]["poison"] == 1 and energy(state, "c1") == 4
    state["combat"]["units"]["m"]["cell"] = [9, 7]
    state = enemy_turn(state)
    assert energy(state, "c1") == 3 and state["combat"]["pcs"]["c1"]["poison"] == 0


def test_draining_knockdown_and_stuns_on_a_red_six(monkeypatch):
    set_traits(monkeypatch, "ghoul_pack", knockdown=True)
    state = fight("ghoul_pack", {"c1": (0, 0)}, {"m": (1, 0)})
    state["combat"]["units"]["m"]["energy"] = 2
    state = enemy_turn(state, 1, 1, 1, 6, 6, 6)  # a failed defence, then drain, knockdown, stun
    assert energy(state, "m") == 3
    assert any("knocked prone" in line for line in state["log"])
    assert any("loses the turn" in line for line in state["log"])  # stunned: the turn is skipped
    assert state["combat"]["pcs"]["c1"]["prone"] is False  # that lost turn was the prone one


def test_draining_heals_what_the_blow_took(monkeypatch):
    spec = content.load()["monsters"]["ghoul_pack"]
    monkeypatch.setitem(spec, "attack", {**spec["attack"], "damage": 2})
    state = fight("ghoul_pack", {"c1": (0, 0)}, {"m": (1, 0)})
    state["combat"]["units"]["m"]["energy"] = 1
    state = enemy_turn(state, 1, 1, 1, 6, 1, 1)  # a failed defence, then the drain's red 6
    assert energy(state, "c1") == 4 and energy(state, "m") == 3


def knocked_down(monkeypatch, *getting_up):
    """A boar's blow knocks c1 prone; the party's next turn opens with the getting-up test."""
    set_traits(monkeypatch, "thornback_boar", charge=0)
    state = fight("thornback_boar", {"c1": (0, 0)}, {"m": (1, 0)})
    state = enemy_turn(state, 1, 1, 1, 6, *getting_up)  # a failed Defend, a red 6: prone
    assert any("knocked prone" in line for line in state["log"])
    return state


def test_a_knocked_down_character_who_gets_up_well_attacks(monkeypatch):
    state = knocked_down(monkeypatch, 6, 1)  # Agility 1 + Evade 1: a 6
    assert state["combat"]["pcs"]["c1"]["prone"] is False
    assert has(RULES.legal(state, 0), type="attack", cid="c1")


def test_a_knocked_down_character_who_fails_to_get_up_may_not_attack_but_may_act(monkeypatch):
    state = knocked_down(monkeypatch, 1, 1)
    legal = RULES.legal(state, 0)
    assert not has(legal, type="attack", cid="c1")
    assert has(legal, type="move", cid="c1") and has(legal, type="brace", cid="c1")
    state = play(state, Dice(6, 1, 1), type="end_round")  # the boar's next blow is turned
    assert has(RULES.legal(state, 0), type="attack", cid="c1")  # prone lasts one turn


def test_evasive_parry_and_tough_turn_a_hit_aside():
    for monster, trait in (
        ("carrion_crows", "Evasive"),
        ("blade_dancer", "parries"),
        ("cave_troll", "Tough"),
    ):
        state = fight(monster, {"c1": (2, 2)}, {"m": (3, 2)})
        hp = energy(state, "m")
        state = play(
            state, Dice(6, 1, 1, 1, 6), type="attack", cid="c1", target="m", uid=sword(state)
        )
        assert energy(state, "m") == hp, monster
        assert any(trait in line for line in state["log"]), monster


def test_riposte_strikes_back_at_a_melee_attacker():
    state = calm(fight("blade_dancer", {"c1": (2, 2)}, {"m": (3, 2)}))
    # the hit (6), parry misses (1), riposte (6), then c1's defence fails (1 1 1)
    state = play(
        state,
        Dice(6, 1, 1, 1, 1, 6, 1, 1, 1),
        type="attack",
        cid="c1",
        target="m",
        uid=sword(state),
    )
    assert any("ripostes" in line for line in state["log"]) and energy(state, "c1") == 5
    assert energy(state, "m") == state["combat"]["units"]["m"]["max"]  # the blow was turned


def test_second_wind_gets_up_once_on_a_six():
    state = fight("dust_mephit", {"c1": (2, 2)}, {"m": (3, 2)})
    state["combat"]["units"]["m"]["energy"] = 1
    state = play(state, Dice(6, 1, 1, 1, 6), type="attack", cid="c1", target="m", uid=sword(state))
    assert energy(state, "m") == 1 and any("Second Wind" in line for line in state["log"])


def test_regenerates_heals_on_sixes():
    state = fight("cave_troll", {"c1": (0, 0)}, {"m": (9, 7)})
    state["combat"]["units"]["m"]["energy"] = 3
    state = enemy_turn(state, 6)  # Regenerates 1: one die, a 6 heals 1
    assert energy(state, "m") == 4


def test_petrifying_and_terrifying_strike_the_closest_on_a_six():
    state = fight("basilisk", {"c1": (0, 0)}, {"m": (9, 7)})
    state = enemy_turn(state, 6)
    assert any("stone" in line for line in state["log"])
    assert any("loses the turn" in line for line in state["log"])
    state = fight("wraith_lord", {"c1": (5, 7)}, {"m": (9, 7)})
    state = enemy_turn(state, 6)  # the Wraith Lord's red die for Terrifying
    assert any("runs in terror" in line for line in state["log"])
    assert B.manhattan(state["combat"]["pcs"]["c1"]["cell"], [9, 7]) > 4


def test_phasing_walks_through_walls():
    route = B.walk("crypt_hall", (0, 3), {(3, 3)}, set(), phasing=True)
    solid = B.walk("crypt_hall", (0, 3), {(3, 3)}, set(), phasing=False)
    assert len(route) == 3 and len(solid) > 3


def test_unleashed_ignores_pulls_and_knock_backs():
    state = fight("stone_golem", {"c1": (2, 2)}, {"m": (3, 2)})
    arm(state, "c1", "grapnel", uid=501)
    assert not has(RULES.legal(state, 0), type="pull")
    state["party"]["roster"]["c1"]["traits"]["thunderstrike"] = 2
    state = play(
        state, Dice(6, 6, 1, 1, 1, 1), type="attack", cid="c1", target="m", uid=sword(state)
    )
    assert state["combat"]["units"]["m"]["cell"] == [3, 2]


def test_thunderstrike_may_knock_back_up_to_its_level():
    state = fight("cave_troll", {"c1": (2, 2)}, {"m": (3, 2)})
    state["party"]["roster"]["c1"]["traits"]["thunderstrike"] = 2
    state = play(state, Dice(6, 1, 1, 1, 1), type="attack", cid="c1", target="m", uid=sword(state))
    assert RULES.pending(state).kind == "thunder"
    assert {c.get("tiles") for c in RULES.legal(state, 0)} == {None, 1, 2}
    held = play(state, type="hold")
    assert held["combat"]["units"]["m"]["cell"] == [3, 2] and RULES.pending(held).kind == "combat"
    assert play(state, type="knock", tiles=1)["combat"]["units"]["m"]["cell"] == [4, 2]
    assert play(state, type="knock", tiles=2)["combat"]["units"]["m"]["cell"] == [5, 2]


def test_every_enemy_trait_has_a_test_here():
    text = open(__file__).read() + open(__file__.replace("test_enemies", "test_combat")).read()
    for trait in content.ENEMY_TRAITS:
        assert trait.replace("_", " ") in text.replace("_", " ").lower(), trait
