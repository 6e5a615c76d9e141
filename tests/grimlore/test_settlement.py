"""A friendly settlement: buying, the merchant's special stock (a Gold a look, twice a visit),
selling at half, fitting upgrades and enchantments at their costs and limits, the full rest,
and the optional crafting system."""

from game.games.grimlore.rules import RULES
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import state as S
from tests.grimlore.fixtures import Dice, find, has, play
from tests.grimlore.test_tests import opening


def in_town(gold=50, **pools):
    state = opening()
    state["tile"], state["friendly"] = "lantern_market", True
    state["party"].update(gold=gold, **pools)
    state = play(state, type="visit")
    assert RULES.pending(state).kind == "town"
    return state


def sword(state, cid="c1"):
    return next(i for i in state["party"]["roster"][cid]["gear"] if i["id"] == "longsword")


def test_buying_a_basic_item_costs_its_price():
    state = in_town(20)
    state = play(state, type="buy", item="leather_jerkin", cid="c2")
    assert state["party"]["gold"] == 12
    jerkin = next(i for i in state["party"]["roster"]["c2"]["gear"] if i["id"] == "leather_jerkin")
    assert jerkin["where"] == "body"  # a free slot: worn at once
    assert not has(RULES.legal(state, 0), type="buy", item="plate_harness")  # 24 > 12


def test_the_merchant_shows_two_advanced_cards_a_visit_for_a_gold_each():
    state = in_town(50)
    state = play(state, type="look")
    assert state["party"]["gold"] == 49 and state["offer"] in RULES.view(state, 0)["offer"]
    state = play(state, type="pass_offer")
    state = play(state, type="look")
    state = play(state, type="pass_offer")
    assert state["party"]["gold"] == 48
    assert not has(RULES.legal(state, 0), type="look")


def test_a_card_handed_back_is_shuffled_into_the_deck():
    state = in_town(50)
    draw = len(state["decks"]["advanced"]["draw"])
    state = play(state, type="look")
    card = state["offer"]
    state = play(state, type="pass_offer")
    deck = state["decks"]["advanced"]
    assert card in deck["draw"] and card not in deck["discard"] and len(deck["draw"]) == draw
    state = play(state, type="look")
    state = play(state, type="leave")  # walking off with a card shown hands it back too
    assert state["decks"]["advanced"]["discard"] == [] and state["offer"] is None


def test_selling_is_at_half_price():
    state = in_town(0)
    uid = sword(state)["uid"]
    state = play(state, type="sell", cid="c1", uid=uid)
    assert state["party"]["gold"] == 8  # the Longsword costs 16


def test_fitting_an_upgrade_costs_the_items_fee_in_gold_and_the_cards_ore():
    state = in_town(20, ore=10)
    state["party"]["cards"] = [{"kind": "upgrade", "id": "exposing"}]
    uid = sword(state)["uid"]
    state = play(state, type="fit", cid="c1", uid=uid, card=0)
    assert (state["party"]["gold"], state["party"]["ore"]) == (12, 2)  # 8 gold, 8 ore
    assert I.attack(sword(state))["damage"] == 2
    assert state["party"]["cards"] == []


def test_an_item_takes_one_addon_unless_it_says_more():
    state = in_town(40, essence=20, ore=20)
    state["party"]["cards"] = [
        {"kind": "enchantment", "id": "fire_born"},
        {"kind": "upgrade", "id": "exposing"},
    ]
    uid = sword(state)["uid"]
    state = play(state, type="fit", cid="c1", uid=uid, card=0)
    assert I.attack(sword(state))["type"] == "fire"
    assert not has(RULES.legal(state, 0), type="fit", uid=uid)


def test_an_item_without_an_enchant_value_takes_no_enchantment_but_magitech_can():
    state = in_town(40, essence=20)
    state["party"]["cards"] = [{"kind": "enchantment", "id": "venomkiss"}]
    ch = state["party"]["roster"]["c1"]
    ch["gear"].append(I.instance(77, "dagger") | {"where": "hand"})
    assert not has(RULES.legal(state, 0), type="fit", uid=77)
    ch["traits"]["magitech"] = 1
    state = play(state, type="fit", cid="c1", uid=77, card=0)
    assert state["party"]["gold"] == 40 - 4  # twice the dagger's upgrade value of 2


def test_selling_an_upgrade_card_gives_half_its_cost():
    state = in_town(0)
    state["party"]["cards"] = [{"kind": "upgrade", "id": "exposing"}]
    state = play(state, type="sell_card", card=0)
    assert state["party"]["gold"] == 4


def test_a_full_rest_costs_one_gold():
    state = in_town(3)
    for c in state["members"]:
        state["party"]["roster"][c]["energy"] = 1
    state = play(state, type="full_rest")
    assert state["party"]["gold"] == 2
    assert all(
        state["party"]["roster"][c]["energy"] == S.max_energy(state["party"]["roster"][c])
        for c in state["members"]
    )


def test_crafting_learns_an_item_and_builds_it_with_a_slot_per_six():
    state = in_town(0, ore=20, essence=10)
    ch = state["party"]["roster"]["c1"]
    ch["skills"]["crafting"] = 3
    uid = sword(state)["uid"]
    state = play(state, type="deconstruct", cid="c1", uid=uid)
    assert state["party"]["roster"]["c1"]["blueprints"] == ["longsword"]
    state = play(state, Dice(6, 6, 1, 6, 1), type="construct", cid="c1", item="longsword")
    made = sword(state)
    assert (state["party"]["ore"], state["party"]["essence"]) == (12, 6)  # 8 ore, 4 essence
    assert made["cap"] == 3 and not made["flawed"]


def test_a_crafted_item_sells_for_two_more_gold_a_slot():
    state = in_town(0, ore=20, essence=10)
    ch = state["party"]["roster"]["c1"]
    ch["skills"]["crafting"], ch["blueprints"] = 3, ["battleaxe"]
    state = play(state, Dice(6, 6, 6, 1, 1), type="construct", cid="c1", item="battleaxe")
    axe = next(i for i in state["party"]["roster"]["c1"]["gear"] if i["id"] == "battleaxe")
    assert axe["cap"] == 3
    state = play(state, type="sell", cid="c1", uid=axe["uid"])
    assert state["party"]["gold"] == 16  # as the book's example: half of our 20, plus 3 x 2


def test_a_crafted_item_without_a_six_is_flawed_unless_talented():
    state = in_town(0, ore=20, essence=10)
    ch = state["party"]["roster"]["c1"]
    ch["skills"]["crafting"], ch["blueprints"] = 3, ["dagger"]
    state = play(state, Dice(1, 1, 1, 1, 1), type="construct", cid="c1", item="dagger")
    state = play(state, type="accept")
    dagger = next(i for i in state["party"]["roster"]["c1"]["gear"] if i["id"] == "dagger")
    assert dagger["flawed"] and dagger["cap"] == 0 and I.worth(dagger) == 6 // 4
    state["party"]["roster"]["c1"]["traits"]["talented"] = 1
    state = play(state, Dice(1, 1, 1, 1, 1), type="construct", cid="c1", item="dagger")
    state = play(state, type="accept")
    daggers = [i for i in state["party"]["roster"]["c1"]["gear"] if i["id"] == "dagger"]
    assert daggers[-1]["cap"] == 1


def test_the_pack_holds_two_proper_items_and_a_rucksack_one_more():
    state = in_town(100)
    state = play(state, type="buy", item="battleaxe", cid="c1")  # the sword leaves the hands?
    gear = state["party"]["roster"]["c1"]["gear"]
    assert sum(1 for i in gear if i["where"] == "pack") == 1
    state = play(state, type="buy", item="spear", cid="c1")
    assert not has(RULES.legal(state, 0), type="buy", item="maul", cid="c1")  # pack full
    state = play(state, type="buy", item="rucksack", cid="c1")
    assert has(RULES.legal(state, 0), type="buy", item="maul", cid="c1")
    assert find(RULES.legal(state, 0), type="leave")
