"""Turn order, the Earth Haven FAQ case, Knockouts and winning, Heal and Swap, Spirit Bonuses."""
from game.core.contract import Chance
from game.games.grim.rules import RULES, effects, engine
from tests.grim.grim_fixtures import (
    base,
    bond,
    declare,
    declare_in,
    give,
    grim,
    heal_in,
    health,
    play,
    position,
    scenario_match,
    settle,
    turn_of,
    types,
)

FIRE = grim("fire")
PLANT = grim("plant")
WATER = grim("water")
DARK = grim("dark")


def _pass_turns(state, count):
    """Play ``count`` Turns doing nothing; returns the cards whose Turns began, in order."""
    began = []
    for _ in range(count * 3 - 1):
        prompt = RULES.pending(state)
        options = RULES.legal(state, prompt.seat)
        quiet = [o for o in options if o["type"] in ("no_draw", "no_attach", "pass")]
        if prompt.kind not in ("draw", "attach", "action") or not quiet:
            break
        events = play(state, prompt.seat, type=quiet[0]["type"])
        began += [e["set"][0][1]["card"] for e in events if e["type"] == "turn_started"]
    return began


def test_turns_go_by_speed_and_fiends_favor_breaks_the_eight_eight_tie():
    roar, twitch = grim("earth", 14, quiet=False), grim("fire", 9, quiet=False)
    shade, cloud = grim("dark", 8, quiet=False), grim("fire", 8, quiet=False)
    # the player on the right (seat 1) holds Fiend's Favor
    state = position([roar, shade], [twitch, cloud], favor=1)
    events = settle(state)
    first = [e["set"][0][1]["card"] for e in events if e["type"] == "turn_started"]
    order = first + _pass_turns(state, 4)
    assert order[:4] == [roar, twitch, cloud, shade]
    assert state["round"]["number"] == 2 and state["favor"] == 0  # the Favor passed on


def test_turn_order_view_lists_speeds_with_the_favor_half_point():
    state = position([grim("dark", 8, quiet=False), None], [grim("fire", 8, quiet=False), None],
                     favor=1)
    rows = RULES.view(state, 0)["turn_order"]
    assert [r["speed"] for r in rows] == [8.5, 8]


def _haven_attack(reaction_element):
    state = position([FIRE, None], [PLANT, grim("light")], world="earth")
    earth = bond(state, "earth", on=(0, 0))
    give(state, 1, grim(reaction_element, quiet=False))
    turn_of(state, 0, 0)
    declare(state, 0, element="fire", targets=(0, 1))
    card = [o for o in RULES.legal(state, 1) if o["type"] == "react_status"][0]["card"]
    return state, earth, card


def test_earth_haven_double_target_survives_paralysis_and_the_haven_leaving():
    state, _, card = _haven_attack("electric")
    world = {"active": "earth", "available": ["fire"], "discard": []}
    state["afterworld"] = world
    events = play(state, 1, type="react_status", card=card, slot=0)
    assert "attack_suspended" in types(events)
    assert RULES.pending(state).kind == "draw"  # the other Grim still have their Turns
    # the Earth Haven is replaced before the Paralysis Phase (as by a Psychic Spirit Bonus)
    effects.set_afterworld(engine.Ctx(state, Chance(0)), "fire")
    seen = []
    while "paralysis_phase" not in types(seen) or RULES.pending(state).kind == "attach":
        prompt = RULES.pending(state)
        quiet = next(o for o in RULES.legal(state, prompt.seat)
                     if o["type"] in ("no_draw", "no_attach", "pass"))
        seen += play(state, prompt.seat, type=quiet["type"])
    hits = [(e["seat"], e["slot"]) for e in seen[types(seen).index("paralysis_phase"):]
            if e["type"] == "damaged"]
    assert hits[:2] == [(1, 0), (1, 1)]


def test_root_removing_the_earth_element_in_earth_haven_leaves_one_target():
    state, earth, card = _haven_attack("plant")
    before = [health(state, 1, 0), health(state, 1, 1)]
    play(state, 1, type="react_status", card=card, slot=0)
    assert earth in state["players"][0]["hand"]
    assert RULES.pending(state).kind == "one_target" and RULES.pending(state).seat == 0
    play(state, 0, type="one_target", slot=1)
    assert health(state, 1, 0) == before[0] and health(state, 1, 1) < before[1]


def test_knockout_draws_a_banished_and_the_next_with_none_left_wins():
    match = scenario_match("knockout-draws-a-banished")
    events = declare_in(match, 0)
    state = match.state
    assert "knocked_out" in types(events)
    assert state["players"][1]["banished"] == [] and "water_05" in state["players"][1]["hand"]
    assert PLANT in state["limbo"] and state["field"][1][0] is None
    assert match.outcome() is None
    assert match.pending().kind == "replace" and match.pending().seat == 1
    assert "water_05" not in str(match.view(0)["players"][1])
    placed = match.submit(1, {"type": "place", "card": "water_05", "bond": None})
    entered = next(e for e in placed if e["type"] == "grim_placed")["set"][0][1]
    assert entered["card"] == "water_05" and entered["stamina"] == 5
    assert match.state["field"][1][0]["card"] == "water_05"
    # the same table one Knockout later: no Banished left, so the next Knockout wins
    match = scenario_match("last-knockout-wins")
    assert match.state["field"][1][0]["card"] == "water_05"
    assert match.state["players"][1]["banished"] == []
    declare_in(match, 0, targets=(1,))
    assert match.outcome()["winner"] == 0
    assert match.pending().kind == "game_over"


def test_heal_cures_status_and_swap_moves_the_bonds_to_the_newcomer():
    match = scenario_match("afraid-and-hurt")  # 4 Health missing, 3 Stamina, one Spirit
    assert match.state["field"][0][0]["status"] == "fear"
    (spirit,) = match.state["field"][0][0]["bonds"]
    match.submit(0, {"type": "heal"})
    options = match.legal(0)
    assert not any(o["type"] == "pay" and o["stamina"] > 4 for o in options)
    match.submit(0, {"type": "pay_bond", "bond": spirit})
    assert not any(o["type"] == "pay" and o["stamina"] + 1 > 4 for o in match.legal(0))
    match.submit(0, {"type": "back"})
    swap = next(o for o in match.legal(0) if o["type"] == "swap")
    assert swap["card"] == WATER
    heal_in(match, 0, 3, [spirit], swap=WATER)
    state = match.state
    assert state["field"][0][0]["card"] == WATER and FIRE in state["players"][0]["hand"]
    assert spirit in state["limbo"]
    match = scenario_match("afraid-and-hurt-rested")  # the same with 20 Stamina
    (keep,) = match.state["field"][0][0]["bonds"]
    heal_in(match, 0, 4, swap=WATER)
    assert match.state["field"][0][0]["bonds"] == [keep]
    match2 = scenario_match("afraid-and-hurt-rested")
    heal_in(match2, 0, 1)
    assert match2.state["field"][0][0]["status"] is None


def test_third_spirit_forces_a_spirit_bonus_from_the_grims_elements():
    state = position([FIRE, None], [PLANT, None])
    for _ in range(2):
        bond(state, "spirit", on=(0, 0))
    third = bond(state, "spirit", seat=0)
    bond(state, "light", on=(0, 0))
    state["agenda"] = [{"op": "round_end"}, engine.asking("attach", 0)]
    state["turn"] = {"seat": 0, "slot": 0, "card": FIRE, "paralysis": False}
    play(state, 0, type="attach", card=third, slot=0)
    assert RULES.pending(state).kind == "spirit_bonus"
    assert {o["element"] for o in RULES.legal(state, 0)} == {"fire", "light"}
    play(state, 0, type="spirit_bonus", element="light")
    g = state["field"][0][0]
    assert g["bonus"].get("light") and len(g["bonds"]) == 4  # the Spirits stay
    # no Reaction to its Attacks while it keeps three Spirits and Light
    give(state, 1, grim("water", quiet=False))
    turn_of(state, 0, 0)
    declare(state, 0)
    assert RULES.pending(state).kind != "reaction"


def test_fire_spirit_bonus_adds_six_and_ignores_immunity():
    match = scenario_match("fire-spirit-bonus")  # Fire against Water, which is Immune to it
    assert match.state["field"][0][0]["bonus"] == {"fire": True}
    before = health(match.state, 1, 0)
    declare_in(match, 0)
    assert health(match.state, 1, 0) == before - (base(FIRE) + 6)
    assert "fire" not in match.state["field"][0][0]["bonus"]


def test_dark_spirit_bonus_knockout_counts_twice():
    match = scenario_match("dark-spirit-bonus")  # Player 2 has one Banished
    declare_in(match, 0)
    assert match.outcome()["winner"] == 0  # two Knockouts, only one Banished
