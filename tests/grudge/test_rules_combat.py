"""Strikes, ties, shields, weapons, interrupts, damage, armor and Opportunity Attacks."""
from game.games.grudge.rules import RULES
from tests.grudge.grudge_fixtures import (do, hp, kinds, logs, make_state, monster_turn, option,
                                          types, your_turn)


def strike(state, target="m1", dice=None):
    your_turn(state)
    return do(state, {"type": "strike", "target": target}, dice)


def test_strike_hits_when_the_value_beats_initiative_and_defense_soaks_first():
    s = make_state(cards=("S4", "C5", "H4"))  # 4 + Spades 4 = 8 against Initiative 5
    your_turn(s)
    assert option(s, type="strike", target="m1")["preview"].startswith("Strike 8 vs Initiative 5: hits")
    strike(s)
    assert s["monsters"]["m1"]["defense"] == 0 and hp(s, "m1") == 1


def test_a_lower_strike_does_nothing():
    s = make_state(cards=("S1", "C5", "C4"), stats=(2, 4, 3))  # 3 against 5
    events = strike(s)
    assert "strike_missed" in {e["type"] for e in events}
    assert s["monsters"]["m1"]["defense"] == 1


def test_ties_go_to_the_attacker_unless_the_defender_has_a_shield():
    plain = make_state(cards=("SA", "C5", "C4"))  # 1 + 4 = 5 against 5
    strike(plain)
    assert plain["monsters"]["m1"]["defense"] == 0
    shielded = make_state(cards=("SA", "C5", "C4"), monsters=(("goblin", "blade+shield", (3, 3)),))
    strike(shielded)
    assert shielded["monsters"]["m1"]["defense"] == 1


def test_the_flail_wins_ties_against_shields():
    s = make_state(cards=("SA", "C5", "C4"), weapons=("flail",),
                   monsters=(("goblin", "blade+shield", (3, 3)),))
    strike(s)
    assert s["monsters"]["m1"]["defense"] == 0


def test_the_shielded_troll_must_be_beaten_outright_but_not_by_a_flail():
    blade = make_state(cards=("SA", "C5", "C4"), weapons=("blade",),
                       monsters=(("troll", "hammer", (3, 3)),))
    assert "strike_missed" in {e["type"] for e in strike(blade)}
    flail = make_state(cards=("SA", "C5", "C4"), weapons=("flail",),
                       monsters=(("troll", "hammer", (3, 3)),))
    strike(flail)
    assert flail["monsters"]["m1"]["defense"] == 4


def test_the_hammer_deals_two_at_twice_the_initiative():
    double = make_state(cards=("S6", "C5", "C4"), weapons=("hammer",))  # 10 against 5
    strike(double)
    assert double["monsters"]["m1"]["defeated"]
    single = make_state(cards=("S5", "C5", "C4"), weapons=("hammer",))  # 9 against 5
    strike(single)
    assert single["monsters"]["m1"]["defense"] == 0 and not single["monsters"]["m1"]["defeated"]


def test_piercing_skips_defense():
    s = make_state(weapons=("bow",), warrior=(3, 6), cards=("S4", "C5", "C4"))
    s["warrior"]["loaded"] = True
    strike(s)
    assert s["monsters"]["m1"]["defeated"]  # 1 piercing straight to its 1 Health
    assert s["warrior"]["loaded"] is False


def test_a_bow_cannot_shoot_while_engaged():
    s = make_state(weapons=("bow",), cards=("S4", "C5", "C4"))
    s["warrior"]["loaded"] = True
    your_turn(s)
    assert "strike" not in types(s)


def test_an_unloaded_bow_cannot_shoot_and_loading_is_an_item_action():
    s = make_state(weapons=("bow",), warrior=(3, 6), cards=("H4", "C5", "C4"))
    your_turn(s)
    assert "strike" not in types(s)
    do(s, {"type": "load_bow"})
    assert s["warrior"]["loaded"]


def test_switching_away_from_the_bow_unloads_it():
    s = make_state(weapons=("bow", "axe"), warrior=(3, 6), cards=("H4", "C5", "C4"))
    s["warrior"]["loaded"] = True
    your_turn(s)
    do(s, {"type": "wield", "weapon": "axe"})
    assert s["warrior"]["equipped"] == "axe" and not s["warrior"]["loaded"]


def test_monster_spear_ripostes_before_the_strike():
    s = make_state(cards=("S4", "C5", "C4"), armor=False, health=1,
                   monsters=(("goblin", "spear", (3, 3)),), m_cards=("S8", "C6", "SK"))
    events = strike(s)
    assert s["result"] == "defeat"  # the riposte landed first and the blow never fell
    assert s["monsters"]["m1"]["defense"] == 1
    assert "riposte" in [e["type"] for e in events]


def test_a_blade_riposte_comes_after_the_strike_and_wounds_twice():
    s = make_state(cards=("S4", "C5", "C4"), armor=False, monsters=(("goblin", "blade", (3, 3)),),
                   m_cards=("S8", "C6", "SK"))
    events = [e["type"] for e in strike(s)]
    assert events.index("strike_hit") < events.index("riposte")
    assert hp(s) == 3


def test_warrior_spear_riposte_kills_the_attacker_first():
    s = make_state(weapons=("spear",), cards=("S4", "C5", "SK"), armor=False)
    s["monsters"]["m1"]["defense"] = 0
    monster_turn(s)
    assert kinds(s) == "interrupt"
    assert "lands" in option(s, type="riposte")["preview"]
    do(s, {"type": "riposte"})
    assert s["monsters"]["m1"]["defeated"] and hp(s) == 5


def test_no_riposte_with_a_bow():
    s = make_state(weapons=("bow",), cards=("S4", "C5", "SK"), armor=False)
    monster_turn(s)
    assert kinds(s) != "interrupt" and hp(s) == 4


def test_riposte_ties_go_to_the_riposter_unless_the_attacker_has_a_shield():
    # Goblin strikes with 8 + Spades 1 = 9; the Warrior ripostes with a 9.
    # (the goblin's Interrupt is a Club, so no Aid raises its Strike)
    s = make_state(cards=("S4", "C5", "S9"), armor=False, m_cards=("S8", "C6", "C3"))
    s["monsters"]["m1"]["defense"] = 0
    monster_turn(s)
    assert "lands" in option(s, type="riposte")["preview"]
    shielded = make_state(cards=("S4", "C5", "S9"), armor=False, auto_pass=False,
                          m_cards=("S8", "C6", "C3"),
                          monsters=(("goblin", "blade+shield", (3, 3)),))
    monster_turn(shielded)
    assert "misses" in option(shielded, type="riposte")["preview"]


def test_auto_pass_skips_an_interrupt_window_that_could_change_nothing():
    s = make_state(cards=("S4", "C5", "S9"), armor=False,
                   monsters=(("goblin", "blade+shield", (3, 3)),))
    monster_turn(s)  # a Riposte of 9 cannot beat a shielded Strike of 9
    assert kinds(s) != "interrupt" and hp(s) == 4


def test_armor_notches_soak_damage_and_break_on_the_second():
    s = make_state(cards=("S4", "C5", "C4"))
    monster_turn(s)
    assert kinds(s) == "notch"
    assert types(s) == {"notch", "take_damage"}
    do(s, {"type": "notch", "piece": "helmet"})
    assert hp(s) == 5 and s["warrior"]["armor"]["helmet"] == 1
    s["monsters"]["m1"]["used"]["main"] = False
    monster_turn(s)
    assert "it breaks" in option(s, type="notch", piece="helmet")["label"]
    do(s, {"type": "notch", "piece": "helmet"})
    assert s["warrior"]["armor"]["helmet"] == 2
    monster_turn(s)
    assert {c.get("piece") for c in RULES.legal(s, 0)} == {"breastplate", "shield", None}


def test_taking_damage_to_health():
    s = make_state(cards=("S4", "C5", "C4"))
    monster_turn(s)
    do(s, {"type": "take_damage"})
    assert hp(s) == 4


def test_piercing_damage_cannot_be_notched():
    s = make_state(monsters=(("goblin", "bow", (3, 0)),), cards=("S4", "C5", "C4"))
    events = monster_turn(s)
    assert kinds(s) != "notch" and hp(s) == 4
    assert "piercing" in logs(events)


def test_ganging_up_two_or_three_monsters_gain_favor():
    s = make_state(monsters=(("goblin", "blade", (2, 3)), ("goblin", "spear", (3, 3))),
                   cards=("S4", "C5", "C4"), m_cards=("S8", "C6", "C3"))  # no monster Aid
    events = monster_turn(s)
    hit = next(e for e in events if e["type"] in ("strike_hit", "strike_missed"))
    assert hit["value"] == 8 + 1 + 3


def test_ganging_up_four_monsters_gain_favor_and_pierce():
    s = make_state(monsters=(("goblin", "blade", (2, 3)), ("goblin", "spear", (3, 3)),
                             ("goblin", "blade", (4, 3)), ("goblin", "blade", (2, 4))),
                   cards=("S4", "C5", "C4"), m_cards=("S8", "C6", "C3"))  # no monster Aid
    events = monster_turn(s)
    assert kinds(s) != "notch" and hp(s) == 4
    assert next(e for e in events if e["type"] == "strike_hit")["value"] == 12


def test_a_lone_monster_has_no_favor():
    s = make_state(cards=("S4", "C5", "C4"), m_cards=("S8", "C6", "C3"))  # no monster Aid
    events = monster_turn(s)
    assert next(e for e in events if e["type"] == "strike_hit")["value"] == 9


def test_unarmed_and_unshielded_targets_are_struck_with_favor():
    s = make_state(cards=("SA", "C5", "C4"), monsters=(("goblin", "bow", (3, 3)),))
    your_turn(s)
    assert option(s, type="strike")["preview"].startswith("Strike 8")


def test_prone_targets_are_struck_with_favor_in_melee():
    s = make_state(cards=("SA", "C5", "C4"))
    s["monsters"]["m1"]["conditions"] = ["prone"]
    your_turn(s)
    assert option(s, type="strike")["preview"].startswith("Strike 8")


def test_axe_follow_up_steps_and_strikes_again_with_the_same_value():
    s = make_state(cards=("S9", "C5", "C4"), monsters=(("goblin", "blade", (3, 3)),
                                                       ("goblin", "blade", (5, 4))))
    s["monsters"]["m1"]["defense"] = 0
    strike(s)
    assert kinds(s) == "axe_move"
    do(s, {"type": "axe_move", "square": [4, 4]})
    assert kinds(s) == "axe_strike"
    assert option(s, type="strike", target="m2")["preview"].startswith("Strike 13")
    do(s, {"type": "strike", "target": "m2"})
    assert s["monsters"]["m2"]["defense"] == 0


def test_sidestep_after_a_miss():
    s = make_state(cards=("S4", "C5", "C9"), init="DK")  # 9 against 13 misses
    monster_turn(s)
    assert kinds(s) == "sidestep"
    do(s, {"type": "avoid", "square": [3, 5]})
    assert s["warrior"]["square"] == [3, 5]
    assert s["round"]["used"]["interrupt"]


def test_shield_aid_raises_initiative_against_one_strike():
    s = make_state(cards=("S4", "C5", "H4"),  # 9 against 7, shield Aid makes it 11
                   m_cards=("S8", "C6", "C3"))  # the goblin has no Aid of its own
    monster_turn(s)
    assert kinds(s) == "interrupt"
    assert "misses" in option(s, type="aid_defense")["preview"]
    do(s, {"type": "aid_defense"})
    assert hp(s) == 5 and s["warrior"]["armor"]["helmet"] == 0


def test_shield_aid_is_useless_against_a_flail():
    s = make_state(cards=("S4", "C5", "H4"), monsters=(("boss", "flail", (3, 3)),))
    monster_turn(s)
    assert kinds(s) == "notch"


def test_aid_adds_to_your_own_action_once_per_round():
    s = make_state(cards=("SA", "C5", "H4"), stats=(2, 4, 3))  # 3 against 5; Aid makes 7
    your_turn(s)
    do(s, {"type": "strike", "target": "m1"})
    assert kinds(s) == "aid"
    do(s, {"type": "aid"})
    assert s["monsters"]["m1"]["defense"] == 0 and s["round"]["used"]["interrupt"]


def test_monsters_taking_the_same_action_share_the_aid():
    s = make_state(monsters=(("goblin", "blade", (3, 3)), ("goblin", "spear", (4, 3)),
                             ("goblin", "spear", (0, 0))),
                   m_cards=("S2", "C6", "H5"), init="D9", cards=("S4", "C5", "C4"), armor=False)
    events = monster_turn(s, "m1") + monster_turn(s, "m2") + monster_turn(s, "m3")
    aided = [e for e in events if e["type"] == "monster_aid"]
    assert len(aided) == 2  # both strikers, not the one that dashes
    assert s["round"]["aid_kind"] == "strike"
    assert not s["monsters"]["m3"]["used"]["interrupt"]


def test_opportunity_attack_when_dashing_away():
    s = make_state(cards=("C6", "C5", "C4"), armor=False)
    your_turn(s)
    do(s, {"type": "menu", "action": "dash"})
    assert kinds(s) == "choose_square"
    assert "Opportunity" in option(s, type="dash", square=[3, 7])["preview"]
    do(s, {"type": "dash", "square": [3, 7]})
    assert s["warrior"]["square"] == [3, 7] and hp(s) == 4


def _dash_away(s):
    your_turn(s)
    do(s, {"type": "menu", "action": "dash"})
    do(s, {"type": "dash", "square": [3, 7]})
    return hp(s)


def test_no_opportunity_attack_from_a_stunned_disarmed_or_bow_monster():
    stunned = make_state(cards=("C6", "C5", "C4"), armor=False)
    stunned["monsters"]["m1"]["conditions"] = ["stunned"]
    disarmed = make_state(cards=("C6", "C5", "C4"), armor=False)
    disarmed["monsters"]["m1"]["conditions"] = ["disarmed"]
    disarmed["monsters"]["m1"]["dropped"] = ["weapon"]
    bow = make_state(cards=("C6", "C5", "C4"), armor=False, monsters=(("goblin", "bow", (3, 3)),))
    prone = make_state(cards=("C6", "C5", "C4"), armor=False)
    prone["monsters"]["m1"]["conditions"] = ["prone"]
    assert [_dash_away(s) for s in (stunned, disarmed, bow, prone)] == [5, 5, 5, 5]


def test_moving_while_staying_beside_the_enemy_is_safe():
    s = make_state(cards=("C6", "C5", "C4"), armor=False)
    your_turn(s)
    do(s, {"type": "menu", "action": "dash"})
    do(s, {"type": "dash", "square": [4, 4]})
    assert hp(s) == 5


def test_avoid_compares_against_each_engaging_enemy():
    s = make_state(cards=("C3", "C5", "C4"), armor=False,  # Avoid 3 + Clubs 3 = 6
                   monsters=(("goblin", "blade", (3, 3)), ("goblin", "blade", (4, 3))))
    s["monsters"]["m2"]["init"] = 9
    your_turn(s)
    do(s, {"type": "menu", "action": "avoid"})
    do(s, {"type": "avoid", "square": [3, 5]})
    assert s["warrior"]["square"] == [3, 5] and hp(s) == 4  # beat 5, not 9


def test_dash_is_limited_by_speed_and_value():
    s = make_state(cards=("C2", "C5", "C4"), monsters=(("goblin", "blade", (0, 0)),))  # 2+3=5, Speed 3
    your_turn(s)
    do(s, {"type": "menu", "action": "dash"})
    far = max(abs(c["square"][0] - 3) + abs(c["square"][1] - 4) for c in RULES.legal(s, 0)
              if c["type"] == "dash")
    assert far == 3


def test_goblin_gang_up_stops_the_warriors_opportunity_attacks():
    alone = make_state(monsters=(("goblin", "bow", (3, 3)),), m_cards=("S2", "C6", "H3"))
    monster_turn(alone)  # the engaged archer avoids with 3 against 7 and fails
    assert alone["monsters"]["m1"]["square"] != [3, 3]
    assert alone["monsters"]["m1"]["defense"] == 0
    ganged = make_state(monsters=(("goblin", "bow", (3, 3)), ("goblin", "blade", (4, 5))),
                        m_cards=("S2", "C6", "H3"))
    monster_turn(ganged)
    assert ganged["monsters"]["m1"]["square"] != [3, 3]
    assert ganged["monsters"]["m1"]["defense"] == 1


def test_campfire_bounces_with_one_piercing_damage():
    s = make_state(cards=("C6", "C5", "C4"), monsters=(("goblin", "blade", (0, 0)),),
                   campfire=(3, 6))
    your_turn(s)
    do(s, {"type": "menu", "action": "dash"})
    do(s, {"type": "dash", "square": [3, 6]})
    assert kinds(s) == "campfire_bounce"
    do(s, {"type": "bounce", "square": [2, 7]})
    assert s["warrior"]["square"] == [2, 7] and hp(s) == 4


def test_monsters_defeated_are_removed_and_drop_their_weapon():
    s = make_state(cards=("S6", "C5", "C4"), weapons=("hammer",), monsters=(("goblin", "spear", (3, 3)),))
    strike(s)
    m = s["monsters"]["m1"]
    assert m["defeated"] and m["square"] is None
    assert s["board"]["drops"] == [{"square": [3, 3], "weapon": "spear"}]
    assert s["run"]["monsters_defeated"] == 1


def test_looting_a_fallen_weapon_from_an_adjacent_square():
    s = make_state(cards=("H6", "C5", "C4"), monsters=(("goblin", "blade", (0, 0)),))
    s["board"]["drops"] = [{"square": [4, 5], "weapon": "spear"}]
    your_turn(s)
    do(s, {"type": "loot_weapon", "weapon": "spear", "at": [4, 5]})
    assert s["warrior"]["weapons"] == ["axe", "spear"] and s["board"]["drops"] == []


def test_the_warrior_falls_at_zero_health():
    s = make_state(cards=("S4", "C5", "C4"), armor=False, health=1)
    monster_turn(s)
    assert RULES.outcome(s)["result"] == "defeat"
    assert RULES.pending(s).seat is None and RULES.legal(s, 0) == []


def test_opportunity_attacks_are_judged_where_the_campfire_bounce_lands():
    for bounce, health in (([2, 4], 4), ([2, 6], 3)):  # beside the goblin again, or away
        s = make_state(cards=("C6", "C5", "C4"), armor=False, campfire=(3, 5))
        your_turn(s)
        do(s, {"type": "menu", "action": "dash"})
        do(s, {"type": "dash", "square": [3, 5]})
        do(s, {"type": "bounce", "square": bounce})
        assert hp(s) == health  # 1 piercing from the fire, plus the goblin's blow if you left it


def test_a_riposte_needs_the_attacker_within_reach():
    # An arrow from across the room cannot be answered, even with a Riposte that would land.
    shot = make_state(cards=("S4", "C5", "SK"), armor=False, auto_pass=False,
                      monsters=(("goblin", "bow", (3, 0)),))
    monster_turn(shot)
    assert kinds(shot) != "interrupt" and hp(shot) == 4
    # Nor does a goblin with a King on its Interrupt riposte your arrow from afar.
    s = make_state(weapons=("bow",), warrior=(3, 6), cards=("S4", "C5", "C4"),
                   m_cards=("S8", "C6", "SK"))
    s["warrior"]["loaded"] = True
    events = strike(s)
    assert "riposte_declared" not in {e["type"] for e in events}
    assert s["monsters"]["m1"]["defeated"] and hp(s) == 5


def test_a_flail_blow_cannot_be_notched_on_the_shield():
    s = make_state(cards=("S4", "C5", "C4"), monsters=(("boss", "flail", (3, 3)),))
    monster_turn(s)
    assert kinds(s) == "notch"
    assert {c.get("piece") for c in RULES.legal(s, 0)} == {"helmet", "breastplate", None}


def test_a_broken_shield_no_longer_wins_ties():
    # Goblin Strike 6 + Spades 1 = 7 against your Initiative 7: a tie.
    s = make_state(cards=("S4", "C5", "C4"), m_cards=("S6", "C6", "C3"))
    s["warrior"]["armor"]["shield"] = 2
    events = monster_turn(s)
    assert "strike_hit" in {e["type"] for e in events}
    whole = make_state(cards=("S4", "C5", "C4"), m_cards=("S6", "C6", "C3"))
    assert "strike_missed" in {e["type"] for e in monster_turn(whole)}


def test_four_monsters_beside_you_make_opportunity_attacks_pierce_though_you_got_away():
    # Warparty, placed by legal play: four goblins crowd a Warrior on the north edge, leaving
    # one gap. The crowd is counted where you stood, so leaving it does not soften the blows.
    # The archer spends its turn loading and, holding a bow, makes no Opportunity Attack.
    from tests.grudge.grudge_fixtures import SOUTH_CAMP, enter_room, play_round
    s = enter_room(SOUTH_CAMP, (3, 0), encounter=5, monsters=((2, 0), (2, 1), (3, 1), (4, 1)))
    play_round(s, "DK", "S3", "S2")  # the goblins act on 1 and miss against 13
    while kinds(s) != "main_action":
        options = RULES.legal(s, 0)
        do(s, {k: v for k, v in options[-1].items() if k not in ("label", "preview")})
    assert hp(s) == 5 and s["round"]["current"] == "warrior"
    do(s, {"type": "menu", "action": "dash"})
    assert "3 Opportunity Attacks" in option(s, type="dash", square=[6, 0])["preview"]
    do(s, {"type": "dash", "square": [6, 0]})
    assert s["warrior"]["square"] == [6, 0]
    assert kinds(s) != "notch" and hp(s) == 2  # three piercing wounds: no armor question
