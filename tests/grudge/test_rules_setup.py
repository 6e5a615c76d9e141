"""Setting out: loadout, Stats, the Room roll, the pig, terrain, starting edge, the Encounter
roll and its re-roll, monster placement by spawning location, and the weapon choice."""
from game.games.grudge.rules import board
from game.games.grudge.rules import RULES
from game.games.grudge.rules.setup_flow import terrain_anchors
from tests.grudge.grudge_fixtures import Dice, do, kinds, types


def opening(luckstones=0, weapons=("axe",), shield=True):
    s = RULES.initial_state({"luckstones": luckstones})
    for event in RULES.setup({"luckstones": luckstones}, Dice()):
        RULES.apply(s, event)
    assert kinds(s) == "loadout"
    do(s, {"type": "loadout", "weapons": list(weapons), "shield": shield})
    return s


def stats(s, *faces):
    return do(s, {"type": "stats", "spades": 4, "clubs": 3, "hearts": 2}, Dice(*faces))


def first(s, dice=None):
    return do(s, {k: v for k, v in RULES.legal(s, 0)[0].items() if k not in ("label", "preview")},
              dice)


def test_loadouts_are_one_weapon_with_shield_or_two_without():
    s = RULES.initial_state({})
    for event in RULES.setup({}, Dice()):
        RULES.apply(s, event)
    options = RULES.legal(s, 0)
    assert len(options) == 6 + 15
    assert all(o["shield"] == (len(o["weapons"]) == 1) for o in options)
    do(s, {"type": "loadout", "weapons": ["axe", "bow"], "shield": False})
    assert s["warrior"]["armor"] == {"helmet": 0, "breastplate": 0}
    assert s["warrior"]["weapons"] == ["axe", "bow"]


def test_stats_spread_four_three_two_and_speed_is_clubs():
    s = opening()
    spreads = {(o["spades"], o["clubs"], o["hearts"]) for o in RULES.legal(s, 0)}
    assert len(spreads) == 6 and all(sorted(x) == [2, 3, 4] for x in spreads)
    do(s, {"type": "stats", "spades": 2, "clubs": 4, "hearts": 3}, Dice(4))
    assert RULES.view(s, 0)["warrior"]["speed"] == 4 and s["warrior"]["health"] == 5


def test_the_room_roll_picks_the_room():
    s = opening()
    stats(s, 4)
    assert s["room"]["type"] == "outskirts"
    assert s["room"]["to_place"] == ["tent", "tent", "fence", "fence"]


def test_a_room_roll_of_seven_lets_the_player_choose():
    s = opening(luckstones=1)
    stats(s, 6)
    assert kinds(s) == "luck"
    do(s, {"type": "luckstone"})
    assert kinds(s) == "room_choice" and len(RULES.legal(s, 0)) == 6 and s["luckstones"] == 0
    do(s, {"type": "room", "room": "tent_city_campfire"})
    assert s["room"]["to_place"] == ["big_tent", "tent", "tent", "tent", "campfire"]


def test_the_pig_is_placed_by_two_rolls_skipping_the_outer_ring():
    s = opening()
    stats(s, 3, 2, 5)
    assert s["board"]["pig"] == [5, 2]


def test_terrain_is_placed_piece_by_piece_and_fences_turn():
    s = opening()
    stats(s, 4)
    assert kinds(s) == "place_terrain"
    do(s, {"type": "place", "square": [0, 0]})
    do(s, {"type": "place", "square": [7, 7]})
    assert RULES.pending(s).info["piece"] == "fence_h"
    do(s, {"type": "turn_fence"})
    assert RULES.pending(s).info["piece"] == "fence_v"
    do(s, {"type": "place", "square": [4, 2]})
    assert [4, 3] in s["board"]["walls"]


def test_terrain_cannot_cut_the_board_in_two():
    s = opening()
    stats(s, 4)
    do(s, {"type": "place", "square": [1, 0]})
    assert [0, 1] not in terrain_anchors(s, "tent")  # would wall the corner off
    assert [0, 2] in terrain_anchors(s, "tent")


def _lay_out(s, *faces):
    """Place every piece at its first legal spot; the last placement rolls ``faces``."""
    while kinds(s) == "place_terrain":
        last = len(s["room"]["to_place"]) == 1
        first(s, Dice(*faces) if last else None)


def test_starting_edge_rerolls_on_five_or_six():
    s = opening()
    stats(s, 4)
    _lay_out(s, 5, 6, 3)
    assert s["board"]["edge"] == "south" and kinds(s) == "place_warrior"
    assert all(o["square"][1] == 7 for o in RULES.legal(s, 0))


def test_starting_edge_seven_is_a_choice():
    s = opening(luckstones=1)
    stats(s, 4)
    do(s, {"type": "keep_roll"})
    _lay_out(s, 6)
    do(s, {"type": "luckstone"})
    assert kinds(s) == "edge_choice"
    do(s, {"type": "edge", "edge": "west"})
    assert all(o["square"][0] == 0 for o in RULES.legal(s, 0))


def test_encounter_and_monster_placement_follow_spawning_rules():
    s = opening()
    stats(s, 4)
    _lay_out(s, 1)
    first(s, Dice(2))  # the Warrior on the first free north square; Ambush, Theirs
    here = tuple(s["warrior"]["square"])
    assert s["room"]["encounter"] == "ambush_theirs" and kinds(s) == "place_monster"
    intimate = {tuple(o["square"]) for o in RULES.legal(s, 0)}
    assert intimate and all(board.adjacent(sq, here) for sq in intimate)
    first(s)
    lurking = {tuple(o["square"]) for o in RULES.legal(s, 0)}
    assert all(board.chebyshev(sq, here) <= 5 for sq in lurking)
    first(s)
    first(s)
    assert kinds(s) == "initiative" and s["seen"] == ["ambush_theirs"]


def test_a_seen_encounter_may_be_rerolled_once():
    s = opening()
    s["seen"] = ["duel"]
    stats(s, 4)
    _lay_out(s, 1)
    first(s, Dice(3))
    assert kinds(s) == "encounter_reroll"
    do(s, {"type": "reroll_encounter"}, Dice(3))
    assert s["room"]["encounter"] == "duel" and kinds(s) == "place_monster"


def test_the_weapon_is_chosen_on_entering_a_room_with_two():
    s = opening(weapons=("axe", "bow"), shield=False)
    stats(s, 4)
    _lay_out(s, 1)
    first(s, Dice(3))
    first(s)
    assert kinds(s) == "wield" and types(s) == {"wield"}
    do(s, {"type": "wield", "weapon": "bow"})
    assert s["warrior"]["equipped"] == "bow" and kinds(s) == "initiative"


def test_illegal_commands_are_refused_with_a_sentence():
    import pytest
    from game.core.contract import IllegalCommand
    s = opening()
    with pytest.raises(IllegalCommand, match="not allowed"):
        RULES.decide(s, {"type": "stats", "spades": 4, "clubs": 4, "hearts": 4, "seat": 0}, Dice())


def test_the_decks_are_split_by_suit_with_two_jokers_each():
    s = opening()
    stats(s, 4)
    d = s["decks"]
    for deck in (d["warrior"], d["m_action"]):
        assert len(deck) == 41 and sorted(c for c in deck if c.startswith("JK")) == ["JK1", "JK2"]
        assert not any(c.startswith("D") for c in deck)
    diamonds = sorted(f"D{r}" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10",
                                        "J", "Q", "K"))
    assert sorted(d["m_init"]) == diamonds and sorted(d["init_hand"]) == diamonds


def test_monster_stats_and_encounter_lists_follow_the_book():
    from game.games.grudge.rules import content
    stats = {k: (m["spades"], m["clubs"], m["hearts"], m["health"], m["defense"], m["speed"])
             for k, m in content.monsters().items()}
    assert stats == {"goblin": (1, 1, 0, 1, 1, 3), "goblin_boss": (3, 3, 3, 3, 3, 6),
                     "troll": (5, 4, 1, 3, 5, 5)}
    table = {e["roll"]: sorted((m["spawn"], m["kind"], m["weapon"], bool(m.get("shield")))
                               for m in e["monsters"]) for e in content.encounters().values()}
    g = "goblin"
    assert table == {
        1: sorted([("watching", "goblin_boss", "flail", False), ("watching", g, "bow", False)]),
        2: sorted([("intimate", g, "blade", False), ("lurking", g, "spear", False),
                   ("lurking", g, "bow", False)]),
        3: [("lurking", "goblin_boss", "hammer", False)],
        4: sorted([("intimate", g, "bow", False), ("watching", g, "spear", False),
                   ("watching", g, "blade", True)]),
        5: sorted([("lurking", g, "blade", False), ("lurking", g, "spear", False),
                   ("lurking", g, "bow", False), ("lurking", g, "blade", True)]),
        6: sorted([("intimate", g, "blade", True), ("lurking", g, "spear", False),
                   ("watching", g, "bow", False)]),
        7: [("watching", "troll", "hammer", False)]}
