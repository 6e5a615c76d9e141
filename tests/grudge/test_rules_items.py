"""Use Item (the pig, Luckstones, Runestones), spells, and the conditions."""
from game.games.grudge.rules import board
from game.games.grudge.rules import RULES
from tests.grudge.grudge_fixtures import (W, Dice, do, hp, kinds, make_state, monster_turn, option,
                                          run, types, your_turn)


def pig_state(**kw):
    return make_state(cards=("H6", "C5", "C4"), pig=(4, 5), monsters=(("goblin", "blade", (0, 0)),),
                      **kw)


def loot(s, *faces):
    your_turn(s)
    return do(s, {"type": "loot_pig"}, Dice(*faces))


def test_pig_loot_one_to_three_is_a_luckstone():
    s = pig_state()
    loot(s, 2)
    assert s["luckstones"] == 1 and s["board"]["pig_looted"]


def test_pig_loot_four_to_six_is_a_runestone():
    s = pig_state()
    loot(s, 5)
    assert s["warrior"]["runestones"] == 1 and s["luckstones"] == 0


def test_luckstones_raise_a_roll_and_crumble_even_several_at_once():
    s = pig_state(luckstones=2)
    loot(s, 5)
    assert kinds(s) == "luck"
    do(s, {"type": "luckstone"})
    assert kinds(s) == "luck" and RULES.pending(s).info["bonus"] == 1
    do(s, {"type": "luckstone"})
    assert s["warrior"]["runestones"] == 2 and s["luckstones"] == 0  # 7: two Runestones


def test_keeping_the_roll_keeps_the_luckstones():
    s = pig_state(luckstones=2)
    loot(s, 3)
    do(s, {"type": "keep_roll"})
    assert s["luckstones"] == 3  # two kept plus the one found


def test_the_pig_is_looted_once_per_room_and_only_when_adjacent():
    s = pig_state()
    loot(s, 2)
    s["round"]["used"]["main"] = False
    your_turn(s)
    assert "loot_pig" not in types(s)
    far = make_state(cards=("H6", "C5", "C4"), pig=(6, 6), monsters=(("goblin", "blade", (0, 0)),))
    your_turn(far)
    assert "loot_pig" not in types(far)


def test_the_luck_spell_lets_you_pick_the_pigs_treasure():
    s = pig_state()
    s["warrior"]["runestones"] = 1
    your_turn(s)
    do(s, {"type": "cast", "spell": "luck"})
    assert s["warrior"]["luck_spell"] and s["warrior"]["runestones"] == 0
    s["round"]["used"]["main"] = False
    loot(s)
    assert kinds(s) == "loot_pick"
    do(s, {"type": "loot_pick", "item": "two_runestones"})
    assert s["warrior"]["runestones"] == 2


def cast(s, menu=True, **command):
    s["warrior"]["runestones"] = 1
    your_turn(s)
    if menu:
        do(s, {"type": "menu", "action": "cast", "spell": command["spell"]})
    return do(s, {"type": "cast", **command})


def test_brainfever_enrages_a_monster_whose_initiative_it_beats():
    s = make_state(cards=("H4", "C5", "C4"))  # 4 + Hearts 2 = 6 against 5
    cast(s, spell="brainfever", target="m1")
    assert "enraged" in s["monsters"]["m1"]["conditions"]
    weak = make_state(cards=("H2", "C5", "C4"))  # 4 against 5
    cast(weak, spell="brainfever", target="m1")
    assert weak["monsters"]["m1"]["conditions"] == []


def test_brainfever_on_yourself_always_works_and_gives_favor():
    s = make_state(cards=("H2", "S9", "C4"))
    cast(s, spell="brainfever", target=W)
    assert "enraged" in s["warrior"]["conditions"]
    run(s, {"op": "warrior_window"})
    assert option(s, type="strike")["preview"].startswith("Strike 12")


def test_spell_targets_need_line_of_sight():
    s = make_state(cards=("H4", "C5", "C4"), warrior=(3, 6), walls=((2, 4), (3, 4), (4, 4)),
                   monsters=(("goblin", "blade", (3, 2)),))
    s["warrior"]["runestones"] = 1
    your_turn(s)
    do(s, {"type": "menu", "action": "cast", "spell": "brainfever"})
    assert {c.get("target") for c in RULES.legal(s, 0)} == {W, None}


def test_stinking_cloud_stuns_who_is_there_and_who_enters():
    s = make_state(cards=("H6", "C5", "C4"), monsters=(("goblin", "blade", (3, 3)),
                                                       ("goblin", "spear", (3, 0))))
    cast(s, spell="stinking_cloud", square=[3, 2])
    assert s["board"]["clouds"] == [{"square": [3, 2], "value": 8}]
    s["monsters"]["m1"]["square"] = [5, 5]
    monster_turn(s, "m2")  # dashes through the cloud toward you
    assert "stunned" in s["monsters"]["m2"]["conditions"]
    s2 = make_state(cards=("H6", "C5", "C4"))
    cast(s2, spell="stinking_cloud", square=[3, 3])
    assert "stunned" in s2["monsters"]["m1"]["conditions"]


def test_gust_of_wind_displaces_until_something_is_bumped():
    s = make_state(cards=("H6", "C5", "C4"), walls=((3, 0),))
    cast(s, spell="gust_of_wind", target="m1")
    assert kinds(s) == "displace"
    do(s, {"type": "displace", "direction": "north", "square": [3, 1]})
    assert s["monsters"]["m1"]["square"] == [3, 1]


def test_thunderclap_stuns_each_monster_it_beats():
    s = make_state(cards=("H6", "C5", "C4"), monsters=(("goblin", "blade", (3, 3)),
                                                       ("goblin", "spear", (0, 0))))
    s["monsters"]["m2"]["init"] = 9
    cast(s, menu=False, spell="thunderclap")
    assert "stunned" in s["monsters"]["m1"]["conditions"]
    assert s["monsters"]["m2"]["conditions"] == []


def roughhouse(s, effect, **extra):
    your_turn(s)
    do(s, {"type": "roughhouse", "target": "m1"})
    assert kinds(s) == "roughhouse_effect"
    do(s, {"type": "roughhouse_effect", "effect": effect})
    if extra:
        do(s, extra)


def test_roughhouse_trip_root_and_disarm():
    for effect, cond in (("trip", "prone"), ("root", "rooted"), ("disarm_weapon", "disarmed")):
        s = make_state(cards=("S4", "C5", "C4"))  # 8 against 5
        roughhouse(s, effect)
        assert cond in s["monsters"]["m1"]["conditions"]
    s = make_state(cards=("S4", "C5", "C4"), monsters=(("goblin", "blade+shield", (3, 3)),))
    roughhouse(s, "disarm_shield")
    assert s["monsters"]["m1"]["dropped"] == ["shield"]


def test_roughhouse_fails_without_beating_initiative():
    s = make_state(cards=("SA", "C5", "C4"))  # 5 against 5
    your_turn(s)
    do(s, {"type": "roughhouse", "target": "m1"})
    assert s["monsters"]["m1"]["conditions"] == [] and kinds(s) != "roughhouse_effect"


def test_roughhouse_displace_slides_into_the_campfire_and_bounces():
    s = make_state(cards=("SK", "C5", "C4"), campfire=(3, 1), monsters=(("boss", "flail", (3, 3)),))
    roughhouse(s, "displace", type="displace", direction="north", square=[3, 1])
    m = s["monsters"]["m1"]
    assert m["square"] != [3, 1] and board.adjacent(tuple(m["square"]), (3, 1))
    assert (m["health"], m["defense"]) == (2, 3)  # 1 piercing damage past its Defense


def test_a_disarmed_monster_cannot_strike_and_recovers_its_weapon():
    s = make_state(armor=False)
    s["monsters"]["m1"]["conditions"] = ["disarmed"]
    s["monsters"]["m1"]["dropped"] = ["weapon"]
    monster_turn(s)
    assert hp(s) == 5 and s["monsters"]["m1"]["dropped"] == []


def test_recover_removes_one_condition():
    s = make_state(cards=("S4", "C5", "C4"))
    s["warrior"]["conditions"] = ["prone", "rooted"]
    your_turn(s)
    assert {c.get("condition") for c in RULES.legal(s, 0) if c["type"] == "recover"} == {"prone", "rooted"}
    do(s, {"type": "recover", "condition": "prone"})
    assert s["warrior"]["conditions"] == ["rooted"]


def test_rooted_and_prone_warriors_cannot_move():
    for cond in ("rooted", "prone"):
        s = make_state(cards=("C6", "C5", "C4"))
        s["warrior"]["conditions"] = [cond]
        your_turn(s)
        assert "menu" not in types(s)


def test_enraged_cannot_be_recovered_from():
    s = make_state(cards=("S4", "C5", "C4"))
    s["warrior"]["conditions"] = ["enraged"]
    your_turn(s)
    assert "recover" not in types(s)


def test_a_disarmed_warrior_can_switch_weapons():
    s = make_state(cards=("H4", "C5", "C4"), weapons=("axe", "spear"))
    s["warrior"]["conditions"] = ["disarmed"]
    s["warrior"]["dropped"] = ["weapon"]
    your_turn(s)
    assert "strike" not in types(s)
    do(s, {"type": "wield", "weapon": "spear"})
    assert s["warrior"]["conditions"] == [] and s["warrior"]["equipped"] == "spear"


def test_a_pig_roll_of_seven_gives_two_runestones():
    s = pig_state(luckstones=1)
    loot(s, 6)
    assert kinds(s) == "luck"
    do(s, {"type": "luckstone"})
    assert s["warrior"]["runestones"] == 2 and s["luckstones"] == 0


def test_a_stinking_cloud_on_your_own_square_tests_your_initiative():
    # 6 + Hearts 2 = 8: beats Initiative 7 but not Initiative 9.
    for init, stunned in (("D7", True), ("D9", False)):
        s = make_state(cards=("H6", "C5", "C4"), init=init)
        s["warrior"]["runestones"] = 1
        your_turn(s)
        do(s, {"type": "menu", "action": "cast", "spell": "stinking_cloud"})
        preview = option(s, type="cast", square=[3, 4])["preview"]
        assert preview.startswith("8 vs your Initiative")
        do(s, {"type": "cast", "spell": "stinking_cloud", "square": [3, 4]})
        assert ("stunned" in s["warrior"]["conditions"]) == stunned
        assert ("stuns you" in preview) == stunned


def test_spell_previews_on_yourself_read_plainly():
    s = make_state(cards=("H6", "C5", "C4"))
    s["warrior"]["runestones"] = 1
    your_turn(s)
    do(s, {"type": "menu", "action": "cast", "spell": "gust_of_wind"})
    assert option(s, type="cast", spell="gust_of_wind", target=W)["preview"] == "blows you away"
    assert option(s, type="cast", spell="gust_of_wind", target="m1")["preview"] == \
        "8 vs Initiative 5: works"
