"""The Monster procedure: Main Action priorities, Reactions by suit, Interrupts, and the
Goblin, Goblin Boss and Troll specials."""
from game.games.grudge.rules import board
from tests.grudge.grudge_fixtures import (Dice, do, hp, kinds, make_state, monster_turn, option,
                                          run, types, your_turn)

FENCE = ((2, 4), (3, 4), (4, 4))


def reactions(state, dice=None):
    return run(state, {"op": "monster_reactions"}, dice=dice)


def kinds_of(events):
    return [e["type"] for e in events]


def test_monsters_recover_before_anything_else():
    s = make_state(armor=False)
    s["monsters"]["m1"]["conditions"] = ["prone"]
    events = monster_turn(s)
    assert "recovered" in kinds_of(events) and "strike_declared" not in kinds_of(events)
    assert s["monsters"]["m1"]["conditions"] == [] and hp(s) == 5


def test_an_unloaded_bow_reloads_first():
    s = make_state(monsters=(("goblin", "bow", (3, 0)),), armor=False)
    s["monsters"]["m1"]["loaded"] = False
    events = monster_turn(s)
    assert "bow_loaded" in kinds_of(events) and hp(s) == 5


def test_monsters_strike_when_they_can():
    s = make_state(armor=False)
    monster_turn(s)
    assert hp(s) == 4


def test_an_engaged_archer_avoids():
    s = make_state(monsters=(("goblin", "bow", (3, 3)),), m_cards=("S8", "C6", "H3"))
    events = monster_turn(s)
    assert "avoid_declared" in kinds_of(events)
    assert not board.adjacent(tuple(s["monsters"]["m1"]["square"]), (3, 4))


def test_a_distant_melee_monster_dashes_toward_the_warrior():
    s = make_state(monsters=(("goblin", "blade", (3, 0)),))
    monster_turn(s)
    assert s["monsters"]["m1"]["square"] == [3, 3]  # Speed 3


def test_an_archer_out_of_sight_dashes_to_see():
    s = make_state(warrior=(3, 6), monsters=(("goblin", "bow", (3, 2)),), walls=FENCE)
    assert not board.line_of_sight((3, 2), (3, 6), frozenset(FENCE))
    monster_turn(s)
    square = tuple(s["monsters"]["m1"]["square"])
    assert square != (3, 2) and board.line_of_sight(square, (3, 6), frozenset(FENCE))


def test_spades_reaction_strikes():
    s = make_state(armor=False, m_cards=("S8", "S6", "H3"))
    reactions(s)
    assert hp(s) == 4 and s["monsters"]["m1"]["used"]["reaction"]


def test_reactions_wait_until_they_would_do_something():
    s = make_state(armor=False, monsters=(("goblin", "blade", (0, 0)),), m_cards=("S8", "S6", "H3"))
    reactions(s)
    assert not s["monsters"]["m1"]["used"]["reaction"]


def test_clubs_reaction_melee_dashes_toward_the_warrior():
    s = make_state(monsters=(("goblin", "blade", (3, 0)),), m_cards=("S8", "C6", "H3"))
    reactions(s)
    assert s["monsters"]["m1"]["square"] == [3, 3]


def test_clubs_reaction_engaged_archer_avoids():
    s = make_state(monsters=(("goblin", "bow", (3, 3)),), m_cards=("S8", "C9", "H3"))
    events = reactions(s)
    assert "avoid_declared" in kinds_of(events)


def test_clubs_reaction_free_archer_dashes_for_sight_farthest_away():
    s = make_state(warrior=(3, 6), monsters=(("goblin", "bow", (3, 2)),), walls=FENCE,
                   m_cards=("S8", "C9", "H3"))
    reactions(s)
    square = tuple(s["monsters"]["m1"]["square"])
    assert board.line_of_sight(square, (3, 6), frozenset(FENCE))


def test_hearts_reaction_reloads_a_bow():
    s = make_state(monsters=(("goblin", "bow", (3, 0)),), m_cards=("S8", "H9", "H3"))
    s["monsters"]["m1"]["loaded"] = False
    reactions(s)
    assert s["monsters"]["m1"]["loaded"]


def test_drag_down_with_two_goblins_beside_the_warrior():
    s = make_state(monsters=(("goblin", "blade", (3, 3)), ("goblin", "spear", (4, 3))),
                   m_cards=("S8", "H9", "H3"))
    events = reactions(s)
    assert "prone" in s["warrior"]["conditions"]
    assert sum(e["type"] == "roughhouse_declared" for e in events) == 1  # only one goblin drags


def test_no_drag_down_with_one_goblin():
    s = make_state(m_cards=("S8", "H9", "H3"))
    reactions(s)
    assert s["warrior"]["conditions"] == [] and not s["monsters"]["m1"]["used"]["reaction"]


def test_stunned_monsters_lose_their_turn_and_the_stun():
    s = make_state(armor=False)
    s["monsters"]["m1"]["conditions"] = ["stunned"]
    monster_turn(s)
    assert hp(s) == 5 and s["monsters"]["m1"]["conditions"] == []


def test_stunned_monsters_lose_their_next_reaction_instead():
    s = make_state(armor=False, m_cards=("S8", "S6", "H3"))
    s["monsters"]["m1"]["conditions"] = ["stunned"]
    reactions(s)
    assert hp(s) == 5 and s["monsters"]["m1"]["used"]["reaction"]
    assert s["monsters"]["m1"]["conditions"] == []


def test_a_missed_archer_sidesteps():
    s = make_state(stats=(2, 4, 3), cards=("SA", "C5", "C4"), monsters=(("goblin", "bow", (3, 3)),),
                   m_init="D9", m_cards=("S8", "C6", "C7"))
    your_turn(s)
    events = do(s, {"type": "strike", "target": "m1"})  # 1 + 2 + Favor 3 = 6 against 9
    assert "monster_sidesteps" in kinds_of(events)
    assert s["monsters"]["m1"]["square"] != [3, 3]


def test_boss_mobility_avoids_two_squares_after_its_strike_charge():
    s = make_state(monsters=(("boss", "flail", (3, 3)),), m_cards=("S8", "H9", "H3"))
    s["monsters"]["m1"]["struck"] = True
    reactions(s)
    end = tuple(s["monsters"]["m1"]["square"])
    assert board.chebyshev(end, (3, 4)) == 3  # two squares away from beside you


def test_boss_charge_strikes_when_it_has_not_struck_yet():
    s = make_state(monsters=(("boss", "flail", (3, 3)),), m_cards=("S8", "H9", "H3"), armor=False)
    reactions(s)
    assert hp(s) == 4


def test_boss_charge_dashes_when_it_cannot_strike():
    s = make_state(monsters=(("boss", "flail", (3, 0)),), m_cards=("S8", "H9", "H3"))
    reactions(s)
    assert board.adjacent(tuple(s["monsters"]["m1"]["square"]), (3, 4))


def test_boss_momentum_makes_its_strikes_pierce():
    s = make_state(monsters=(("boss", "flail", (3, 0)),), m_cards=("S8", "C6", "H3"))
    monster_turn(s)  # dashes 3 squares in
    s["monsters"]["m1"]["used"]["reaction"] = False
    s["round"]["m_cards"][1] = "S9"
    reactions(s)  # then strikes: piercing, so no notch question
    assert kinds(s) != "notch" and hp(s) == 4


def test_the_huge_troll_cannot_be_roughhoused():
    s = make_state(cards=("S9", "C5", "C4"), monsters=(("troll", "hammer", (3, 3)),))
    your_turn(s)
    assert "roughhouse" not in types(s) and "strike" in types(s)


def test_troll_harden_makes_it_immune_to_the_last_weapon_that_hurt_it():
    s = make_state(cards=("SK", "C5", "C4"), monsters=(("troll", "hammer", (3, 3)),),
                   m_cards=("S1", "H9", "H3"))
    your_turn(s)
    do(s, {"type": "strike", "target": "m1"})
    assert s["monsters"]["m1"]["last_weapon"] == "axe"
    reactions(s)
    assert s["monsters"]["m1"]["immunity"] == "axe"
    defense = s["monsters"]["m1"]["defense"]
    s["round"]["used"]["main"] = False
    your_turn(s)
    assert "immune" in option(s, type="strike")["preview"]
    do(s, {"type": "strike", "target": "m1"})
    assert s["monsters"]["m1"]["defense"] == defense


def _troll_swing(face, luckstones=0):
    s = make_state(monsters=(("troll", "hammer", (3, 3)),), armor=False, health=9,
                   luckstones=luckstones)
    monster_turn(s, dice=Dice(face))
    return s


def test_sweeping_club_adds_a_random_condition():
    assert "prone" in _troll_swing(3)["warrior"]["conditions"]
    assert "stunned" in _troll_swing(5)["warrior"]["conditions"]
    disarmed = _troll_swing(1)
    assert disarmed["warrior"]["conditions"] == ["disarmed"]  # no shield: the weapon goes
    assert disarmed["warrior"]["dropped"] == ["weapon"]


def test_sweeping_club_disarm_lets_you_choose_weapon_or_shield():
    s = make_state(monsters=(("troll", "hammer", (3, 3)),), health=9, cards=("S9", "C5", "C4"))
    monster_turn(s, dice=Dice(2))
    do(s, {"type": "take_damage"})
    assert kinds(s) == "drop"
    do(s, {"type": "drop", "item": "shield"})
    assert s["warrior"]["dropped"] == ["shield"]


def test_sweeping_club_seven_via_luckstone_does_nothing():
    s = _troll_swing(6, luckstones=1)
    assert kinds(s) == "luck"
    do(s, {"type": "luckstone"})
    assert s["warrior"]["conditions"] == [] and s["luckstones"] == 0


def test_the_troll_hammer_hits_twice_as_hard_at_double_initiative():
    s = make_state(monsters=(("troll", "hammer", (3, 3)),), armor=False, health=9, init="D3",
                   m_cards=("S2", "C6", "H3"))  # 2 + 5 = 7 against 3
    monster_turn(s, dice=Dice(6))
    assert hp(s) == 7


def test_sweeping_club_comes_only_with_the_main_action():
    s = make_state(monsters=(("troll", "hammer", (3, 3)),), armor=False, health=9,
                   m_cards=("C2", "S9", "H3"))
    events = reactions(s, dice=Dice(3))  # a Spades Reaction strike that hits
    assert "strike_hit" in kinds_of(events)
    assert "die_rolled" not in kinds_of(events) and s["warrior"]["conditions"] == []


def test_harden_moves_to_the_newest_weapon_one_at_a_time():
    s = make_state(cards=("SK", "C5", "C4"), weapons=("axe", "blade"),
                   monsters=(("troll", "hammer", (3, 3)),), m_cards=("S1", "H9", "H3"))
    s["monsters"]["m1"]["immunity"] = "axe"
    s["monsters"]["m1"]["last_weapon"] = "axe"
    s["warrior"]["equipped"] = "blade"
    your_turn(s)
    do(s, {"type": "strike", "target": "m1"})
    reactions(s)
    assert s["monsters"]["m1"]["immunity"] == "blade"  # the axe bites again


def test_drag_down_gains_favor_from_the_gang():
    s = make_state(monsters=(("goblin", "blade", (3, 3)), ("goblin", "spear", (4, 3))),
                   m_cards=("S8", "H2", "S3"), init="D4")  # 2 + Favor 3 = 5 beats 4
    reactions(s)
    assert "prone" in s["warrior"]["conditions"]


def test_the_troll_is_shielded_but_carries_no_shield():
    # Troll Strike 4 + Spades 5 = 9; a Riposte of 9 ties and the tie is yours.
    s = make_state(monsters=(("troll", "hammer", (3, 3)),), cards=("S4", "C5", "S9"),
                   m_cards=("S4", "C6", "C3"), armor=False, health=9)  # no Troll Aid
    monster_turn(s)
    assert "lands" in option(s, type="riposte")["preview"]
    # Nor can it raise a shield it does not have against your blow (7 + 4 = 11 vs 5).
    s = make_state(monsters=(("troll", "hammer", (3, 3)),), cards=("S7", "C5", "C4"),
                   m_cards=("S4", "C6", "HK"))
    your_turn(s)
    events = do(s, {"type": "strike", "target": "m1"})
    assert "monster_shield_aid" not in kinds_of(events) and "strike_hit" in kinds_of(events)


def test_monster_bows_start_the_encounter_unloaded_and_load_before_shooting():
    # Ambush, Yours by legal play: the archer springs up beside you with an empty bow.
    from tests.grudge.grudge_fixtures import SOUTH_CAMP, enter_room, play_round
    from game.games.grudge.rules import RULES
    s = enter_room(SOUTH_CAMP, (3, 0), encounter=4, monsters=((3, 1), None, None))
    archer = next(m for m in RULES.view(s, 0)["monsters"] if m["weapon"] == "bow")
    assert archer["loaded"] is False
    play_round(s, "DK", "S3", "S2")  # the monsters act first, on 1
    do(s, {"type": "go_next", "who": archer["id"]})
    assert "The Goblin with Bow loads the bow." in s["log"]
    assert s["monsters"][archer["id"]]["square"] == [3, 1]  # loading, not backing away
    assert s["monsters"][archer["id"]]["loaded"]


def _duel(**decks):
    from tests.grudge.test_rules_round import _duel as duel
    return duel(**decks)


def test_a_monster_ripostes_whenever_it_can_without_foreseeing_the_result():
    from game.games.grudge.rules import RULES
    from tests.grudge.grudge_fixtures import play_round
    # You act first on 1 and swing 3 + 4 = 7; the Boss's Riposte is only a 3 of Spades.
    s = _duel(monster_initiative=["DK"])
    play_round(s, "DA", "S3", "S2")
    events = do(s, {"type": "strike", "target": "m1"})
    assert "riposte_declared" in kinds_of(events)
    assert "Riposte 3 against Strike 7: it misses." in RULES.view(s, 0)["log"]
    assert s["monsters"]["m1"]["used"]["interrupt"]


def test_a_monster_adds_its_aid_to_its_first_strike_whatever_the_odds():
    from game.games.grudge.rules import RULES
    from tests.grudge.grudge_fixtures import play_round
    # The Boss acts on 1: Strike 1 + 3 with a 3 of Hearts to Aid it, against your 13.
    s = _duel(monster_action=["SA", "S2", "H3"])
    play_round(s, "DK", "S3", "S2")
    journal = RULES.view(s, 0)["log"]
    assert "The Goblin Boss with Hammer adds Aid: +3." in journal
    assert "The Goblin Boss with Hammer: 7 against Initiative 13 - a miss." in journal
    assert s["round"]["aid_kind"] == "strike"
