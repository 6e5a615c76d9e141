"""The round: draws, Initiative, card slots, the Monsters' cards, the Joker reset, turn order
with ties, Reaction windows (also on a fallen monster's count), and the Challenge's end."""
from game.core.playout import random_playout
from game.games.grudge.rules import board
from game.games.grudge.rules import cards
from game.games.grudge.rules import RULES
from tests.grudge.grudge_fixtures import (W, Dice, do, hp, kinds, make_state, option, run, types)

MONSTER_ACTIONS = ["S5", "C6", "H7", "S8", "C9", "H10", "SJ", "CQ", "HK", "S2", "C3", "H4"]
MONSTER_INIT = ["D4", "D9", "D2", "DQ", "D7"]


def fresh(warrior_deck, actions=MONSTER_ACTIONS, inits=MONSTER_INIT, **kw):
    s = make_state(**kw)
    s["round"] = None
    d = s["decks"]
    d["warrior"], d["m_action"], d["m_init"] = list(warrior_deck), list(actions), list(inits)
    d["init_hand"] = cards.diamonds()
    return s


def start_round(s):
    """Draw, choose the first Initiative and cards offered; the monsters then draw."""
    run(s, {"op": "round_begin"})
    for _ in range(3):
        do(s, {k: v for k, v in RULES.legal(s, 0)[0].items() if k not in ("label", "preview")})
    rnd = s["round"]
    return list(rnd["m_init"]), list(rnd["m_cards"])


def end_round(s):
    run(s, {"op": "round_end"})


def test_a_warrior_joker_resets_the_monster_decks_to_repeat_the_same_cards():
    s = fresh(["JK1", "S2", "S3", "S4", "C2", "C3", "C4", "H2", "H3", "H4"])
    first = start_round(s)
    assert s["decks"]["warrior_jokers"] == ["JK1"] and len(s["round"]["hand"]) == 0
    end_round(s)
    assert start_round(s) == first == (["D4"], ["S5", "C6", "H7"])


def test_without_a_joker_the_monsters_draw_on():
    s = fresh(["S2", "S3", "S4", "C2", "C3", "C4", "H2", "H3", "H4"])
    start_round(s)
    end_round(s)
    assert start_round(s) == (["D9"], ["S8", "C9", "H10"])
    assert s["decks"]["m_action_discard"] == ["S5", "C6", "H7"]
    assert s["decks"]["m_init_discard"] == ["D4"]


def test_a_monster_joker_is_set_aside_replaced_and_triggers_the_reset():
    s = fresh(["S2", "S3", "S4", "C2", "C3", "C4"], actions=["S5", "JK1", "C6", "H7", "S8", "C9"])
    assert start_round(s)[1] == ["S5", "C6", "H7"]
    assert s["decks"]["monster_jokers"] == ["JK1"]
    end_round(s)
    assert start_round(s)[1] == ["S5", "C6", "H7"]


def test_random_runs_repeat_the_first_monster_cards_after_each_joker():
    checked = 0
    for seed in range(12):
        match = random_playout(RULES, seed)
        since_reset, joker = [], False
        for entry in match.log:
            for e in entry.events:
                if e["type"] in ("challenge_ended", "room_entered"):
                    since_reset, joker = [], False
                if e["type"] == "round_started" and e["jokers"]:
                    joker = True
                if e["type"] == "monsters_drew":
                    drawn = (e["initiative"][0], e["cards"])
                    if e["jokers"]:
                        joker = True
                    if joker is None:
                        assert drawn == since_reset[0]
                        checked += 1
                        since_reset, joker = [], False
                    since_reset.append(drawn)
                if e["type"] == "round_ended" and joker:
                    joker = None  # the next draw must repeat this segment's first
    assert checked >= 3


def test_an_empty_initiative_deck_flips_its_discard_unshuffled():
    s = fresh(["S2", "S3", "S4"], inits=[])
    s["decks"]["m_init_discard"] = ["D3", "D8"]
    assert start_round(s)[0] == ["D3"]
    assert s["decks"]["m_init"] == ["D8"]


def test_an_empty_monster_action_deck_flips_its_discard():
    s = fresh(["S2", "S3", "S4"], actions=["S5"])
    s["decks"]["m_action_discard"] = ["C6", "H7", "S8"]
    assert start_round(s)[1] == ["S5", "C6", "H7"]


def test_the_warrior_deck_reshuffles_its_discard_when_empty():
    s = fresh(["S2"])
    s["decks"]["warrior_discard"] = ["C3", "C4", "C5"]
    run(s, {"op": "round_begin"})
    assert sorted(s["round"]["hand"]) == sorted(["S2", "C3", "C4"])


def test_cards_are_assigned_main_then_reaction_and_the_last_is_the_interrupt():
    s = fresh(["S2", "C3", "H4"])
    run(s, {"op": "round_begin"})
    do(s, {"type": "initiative", "card": "D6"})
    assert kinds(s) == "assign" and {c["card"] for c in RULES.legal(s, 0)} == {"S2", "C3", "H4"}
    do(s, {"type": "assign", "card": "C3", "slot": "main"})
    do(s, {"type": "assign", "card": "H4", "slot": "reaction"})
    rnd = s["round"]
    assert (rnd["init_card"], rnd["main"], rnd["reaction"], rnd["interrupt"]) == ("D6", "C3", "H4", "S2")
    assert "D6" not in s["decks"]["init_hand"]


def test_enraged_monsters_draw_two_initiative_cards_and_use_the_lower():
    s = fresh(["S2", "S3", "S4"], inits=["D9", "D4"],
              monsters=(("goblin", "blade", (0, 0)), ("goblin", "spear", (7, 7))))
    s["monsters"]["m2"]["conditions"] = ["enraged"]
    start_round(s)
    assert s["round"]["m_init"] == ["D9", "D4"]
    assert (s["monsters"]["m1"]["init"], s["monsters"]["m2"]["init"]) == (9, 4)


def test_ties_on_initiative_are_ordered_by_the_player():
    s = make_state(init="D5", m_init="D5", monsters=(("goblin", "blade", (0, 0)),
                                                    ("goblin", "spear", (7, 7))))
    s["round"]["queue"] = [[W, 5], ["m1", 5], ["m2", 5]]
    run(s, {"op": "turns"})
    assert kinds(s) == "tie_order" and types(s) == {"go_next"}
    assert {c["who"] for c in RULES.legal(s, 0)} == {W, "m1", "m2"}
    do(s, {"type": "go_next", "who": "m2"})
    assert s["round"]["current"] == "m2"


def test_lower_initiative_acts_first():
    s = make_state(init="D9", m_init="D3", cards=("S4", "H5", "C4"), armor=False)
    s["round"]["queue"] = [[W, 9], ["m1", 3]]
    run(s, {"op": "turns"})
    assert hp(s) == 4 and kinds(s) == "main_action"  # the goblin struck, now your turn


def test_the_warrior_reacts_after_a_turn_when_it_could_do_something():
    s = make_state(init="D9", m_init="D3", cards=("S4", "S9", "C4"), armor=False,
                   m_cards=("C8", "C6", "H3"), monsters=(("goblin", "blade", (3, 0)),))
    s["round"]["queue"] = [[W, 9], ["m1", 3]]
    run(s, {"op": "turns"})  # the goblin dashes in beside you
    assert kinds(s) == "reaction" and "strike" in types(s)
    do(s, {"type": "strike", "target": "m1"})
    assert s["round"]["used"]["reaction"] and s["monsters"]["m1"]["defense"] == 0


def test_no_reaction_window_when_nothing_could_happen_unless_auto_pass_is_off():
    quiet = make_state(init="D9", m_init="D3", cards=("S4", "S9", "C4"),
                       monsters=(("goblin", "blade", (0, 7)),), m_cards=("H8", "H6", "H3"))
    quiet["round"]["queue"] = [[W, 9], ["m1", 3]]
    run(quiet, {"op": "turns"})
    assert kinds(quiet) == "main_action"
    chatty = make_state(init="D9", m_init="D3", cards=("S4", "S9", "C4"), auto_pass=False,
                        monsters=(("goblin", "blade", (0, 7)),), m_cards=("H8", "H6", "H3"))
    chatty["round"]["queue"] = [[W, 9], ["m1", 3]]
    run(chatty, {"op": "turns"})
    assert kinds(chatty) == "reaction" and types(chatty) == {"pass"}


def test_a_fallen_monsters_count_still_opens_a_reaction_window():
    s = make_state(init="D3", m_init="D8", cards=("S6", "H9", "C4"), weapons=("hammer",))
    s["monsters"]["m1"]["defense"] = 0
    s["round"]["queue"] = [[W, 3], ["m1", 8]]
    run(s, {"op": "turns"})
    do(s, {"type": "strike", "target": "m1"})
    assert s["monsters"]["m1"]["defeated"]
    # no window after your own turn: the first one opens on the fallen goblin's count
    assert kinds(s) == "reaction" and s["round"]["current"] == "m1"
    do(s, {"type": "loot_weapon", "weapon": "blade", "at": [3, 3]})
    assert "blade" in s["warrior"]["weapons"]


def test_when_every_monster_is_down_the_rest_of_the_round_is_one_reaction_window():
    # two goblins fall on your turn; their two counts would each open a window
    s = make_state(init="D3", m_init="D8", cards=("S6", "H9", "C4"), weapons=("hammer",),
                   monsters=(("goblin", "blade", (3, 3)), ("goblin", "spear", (7, 0))))
    s["monsters"]["m1"]["defense"] = 0
    s["monsters"]["m2"]["defeated"] = True
    s["monsters"]["m2"]["init"] = 9
    s["round"]["queue"] = [[W, 3], ["m1", 8], ["m2", 9]]
    run(s, {"op": "turns"})
    do(s, {"type": "strike", "target": "m1"})
    assert s["monsters"]["m1"]["defeated"]
    assert kinds(s) == "reaction"  # one chance to loot the fallen Blade with your Hearts card
    do(s, {"type": "pass"})
    assert kinds(s) != "reaction"  # not asked again on the second fallen count


def test_with_nobody_left_a_clubs_reaction_is_not_offered():
    # moving once the room is won changes nothing, so auto-pass skips the window
    s = make_state(init="D3", m_init="D8", cards=("S6", "C9", "C4"), weapons=("hammer",))
    s["monsters"]["m1"]["defense"] = 0
    s["round"]["queue"] = [[W, 3], ["m1", 8]]
    run(s, {"op": "turns"})
    do(s, {"type": "strike", "target": "m1"})
    assert s["monsters"]["m1"]["defeated"] and kinds(s) != "reaction"


def test_two_fallen_blades_are_told_apart_by_their_squares():
    s = make_state(cards=("S4", "H9", "C4"), weapons=("axe",), monsters=())
    s["board"]["drops"] = [{"weapon": "blade", "square": [3, 3]}, {"weapon": "blade", "square": [4, 4]}]
    run(s, {"op": "warrior_window"})
    labels = [c["label"] for c in RULES.legal(s, 0) if c["type"] == "loot_weapon"]
    assert labels == ["Take the fallen Blade at d5", "Take the fallen Blade at e4"]


def test_a_stunned_warrior_loses_the_turn():
    s = make_state(init="D3", m_init="D8", monsters=(("goblin", "blade", (0, 7)),),
                   m_cards=("H8", "H6", "H3"))
    s["warrior"]["conditions"] = ["stunned"]
    s["round"]["queue"] = [[W, 3]]
    events = run(s, {"op": "turns"})
    assert "turn_lost" in [e["type"] for e in events] and s["warrior"]["conditions"] == []


def test_a_stunned_warrior_can_spend_the_reaction_to_shake_it_off():
    s = make_state(cards=("S4", "S9", "C4"))
    s["warrior"]["conditions"] = ["stunned"]
    run(s, {"op": "warrior_window"})
    assert types(s) == {"shake_stun", "pass"}
    do(s, {"type": "shake_stun"})
    assert s["warrior"]["conditions"] == [] and s["round"]["used"]["reaction"]


def test_reactions_follow_the_card_suit():
    spades = make_state(cards=("S4", "S9", "C4"))
    run(spades, {"op": "warrior_window"})
    assert types(spades) == {"strike", "pass"}
    clubs = make_state(cards=("S4", "C9", "C4"))
    run(clubs, {"op": "warrior_window"})
    assert types(clubs) == {"menu", "pass"}
    hearts = make_state(cards=("S4", "H9", "C4"), weapons=("axe", "spear"))
    hearts["warrior"]["conditions"] = ["prone"]
    run(hearts, {"op": "warrior_window"})
    assert types(hearts) == {"recover", "wield", "pass"}


def test_reaction_values_have_no_stat():
    s = make_state(cards=("S4", "S9", "C4"))
    run(s, {"op": "warrior_window"})
    assert option(s, type="strike")["preview"].startswith("Strike 9 ")


def test_main_actions_add_the_stat():
    from tests.grudge.grudge_fixtures import your_turn
    s = make_state(cards=("S4", "S9", "C4"))
    your_turn(s)
    assert option(s, type="strike")["preview"].startswith("Strike 8 ")


def test_round_end_discards_everything_in_draw_order():
    s = make_state(m_init="D5", m_cards=("S8", "C6", "H3"))
    end_round(s)
    d = s["decks"]
    assert d["m_action_discard"] == ["S8", "C6", "H3"] and d["m_init_discard"] == ["D5"]
    assert sorted(d["warrior_discard"]) == sorted(["S9", "C5", "H4"])
    assert d["init_discard"] == ["D7"] and s["round"] is None


def _won_room(campfire):
    s = make_state(stats=(4, 2, 3), campfire=campfire)
    s["round"] = None
    s["monsters"]["m1"].update(defeated=True, square=None)
    s["warrior"]["health"] = 2
    s["warrior"]["armor"] = {"helmet": 1, "breastplate": 2, "shield": 0}
    s["warrior"]["conditions"] = ["enraged", "prone"]
    s["decks"].update(init_hand=["D2"], init_discard=["D5", "D9"], m_action=["S2"],
                      m_action_discard=["S3", "S4"], monster_jokers=["JK1"],
                      warrior=["C2"], warrior_discard=["C3"], warrior_jokers=["JK2"])
    run(s, {"op": "challenge"}, dice=Dice(1))
    return s


def test_winning_a_room_shuffles_the_decks_back_and_moves_on():
    s = _won_room(None)
    d = s["decks"]
    assert s["warrior"]["health"] == 2 and d["init_hand"] == ["D2"]
    assert sorted(d["m_action"]) == ["JK1", "S2", "S3", "S4"] and d["m_action_discard"] == []
    assert sorted(d["warrior"]) == ["C2", "C3", "JK2"]
    assert s["room"]["number"] == 2 and s["room"]["type"] == "tent_city"
    assert kinds(s) == "place_terrain"


def _duel(**decks):
    """Duel by legal play: the Goblin Boss (Hammer) placed beside a Warrior on the north edge."""
    from tests.grudge.grudge_fixtures import SOUTH_CAMP, enter_room
    return enter_room(SOUTH_CAMP, (3, 0), encounter=3, monsters=((3, 1),),
                      decks={"shuffle:" + k: v for k, v in decks.items()})


def test_nobody_reacts_straight_after_their_own_turn():
    from tests.grudge.grudge_fixtures import play_round
    # You act on 1, the Boss on 13; both hold a Spades Reaction and stand within reach.
    s = _duel(monster_initiative=["DK"])
    play_round(s, "DA", "S3", "S2")
    assert kinds(s) == "main_action"
    events = do(s, {"type": "strike", "target": "m1"})
    while kinds(s) == "notch":  # the Boss's hammer blows land
        events += do(s, {"type": "take_damage"})
    assert not s["round"]["used"]["reaction"] and s["round"]["current"] == "m1"
    # the Boss answered your turn with its own Reaction, then took its turn; only now may you
    assert "monster_reacts" in [e["type"] for e in events]
    assert kinds(s) == "reaction" and "strike" in types(s)
    boss = s["monsters"]["m1"]
    assert boss["used"]["main"] and boss["used"]["reaction"]


def test_a_monster_waits_for_another_turn_before_its_reaction():
    from tests.grudge.grudge_fixtures import SOUTH_CAMP, enter_room, play_round
    # Warparty: all four goblins act on 1 and hold a Spades Reaction.
    s = enter_room(SOUTH_CAMP, (3, 0), encounter=5, monsters=((2, 0), (2, 1), (4, 1), (4, 0)))
    play_round(s, "DK", "S3", "S2")
    assert kinds(s) == "tie_order"
    do(s, {"type": "go_next", "who": "m1"})
    used = {mid: m["used"]["reaction"] for mid, m in s["monsters"].items()}
    assert s["monsters"]["m1"]["used"]["main"] and used["m1"] is False
    assert any(used.values())  # the others struck back at once


def test_the_boss_charges_in_and_wheels_away_after_the_next_turn():
    from tests.grudge.grudge_fixtures import play_round
    # The Boss acts on 1 (a Strike), holds a Hearts Reaction (Charge); you act on 13.
    s = _duel(monster_action=["SA", "H2", "C3"])
    play_round(s, "DK", "S3", "S2")
    boss = s["monsters"]["m1"]
    assert boss["used"]["main"] and boss["struck"] and not boss["used"]["reaction"]
    assert boss["square"] == [3, 1]  # it cannot react to its own turn
    if kinds(s) == "reaction":
        do(s, {"type": "pass"})
    assert kinds(s) == "main_action"
    do(s, {"type": "pass"})
    assert "The Goblin Boss with Hammer wheels its wolf away (Charge)." in s["log"]
    assert s["monsters"]["m1"]["used"]["reaction"]
    assert not board.adjacent(tuple(s["monsters"]["m1"]["square"]), (3, 0))
