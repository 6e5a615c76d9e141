"""Afterworld effects, the Light Spirit Bonus giving way, and undo around hidden cards."""
from game.core.match import Match
from game.core.playout import bare
from game.games.grim.rules import RULES
from tests.grim.grim_fixtures import (attack_cmd, base, bond, declare, give, grim, health, play,
                                      position, settle, turn_of, types)

FIRE, PLANT, WATER = grim("fire"), grim("plant"), grim("water")


def test_the_fire_empire_helps_fire_and_hinders_water_attacks():
    state = position([FIRE, None], [grim("ghost"), None], world="fire")
    turn_of(state, 0, 0)
    assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == base(FIRE) + 2
    state = position([WATER, None], [grim("ghost"), None], world="fire")
    turn_of(state, 0, 0)
    assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == base(WATER) - 2


def test_poison_rapture_deals_three_to_a_grim_inflicted_with_a_status():
    state = position([WATER, None], [PLANT, None], world="poison")
    give(state, 1, grim("fire", quiet=False))
    turn_of(state, 0, 0)
    before = health(state, 0, 0)
    declare(state, 0)
    card = [o for o in RULES.legal(state, 1) if o["type"] == "react_status"][0]["card"]
    events = play(state, 1, type="react_status", card=card, slot=0)
    rapture = [e for e in events if e["type"] == "damaged" and e["seat"] == 0]
    assert rapture[0]["amount"] == 3 and health(state, 0, 0) == before - 3


def test_wind_utopia_sends_electric_grim_to_the_paralysis_phase():
    zap = grim("electric", 14, quiet=False)
    slow = grim("plant")
    state = position([zap, None], [slow, None], world="wind")
    view = RULES.view(state, 0)
    assert [r["card"] for r in view["turn_order"]] == [slow, zap]
    events = settle(state)
    assert [e["set"][0][1]["card"] for e in events if e["type"] == "turn_started"] == [slow]


def test_water_world_adds_one_to_a_water_grims_stamina_gain_but_not_a_refund():
    state = position([WATER, None], [FIRE, None], world="water", stamina=0)
    state["round"]["acted"].append(FIRE)
    events = settle(state)
    gains = [e["log"] for e in events if e["type"] == "stamina" and "for its Turn" in e["log"]]
    assert gains and "gains 3 Stamina" in gains[0]
    state = position([WATER, None], [FIRE, None], world="water")
    bond(state, "ghost", on=(0, 0))
    give(state, 1, grim("plant", quiet=False))
    turn_of(state, 0, 0)
    stamina = state["field"][0][0]["stamina"]
    declare(state, 0, element="ghost")
    card = [o for o in RULES.legal(state, 1) if o["type"] == "react_status"][0]["card"]
    events = play(state, 1, type="react_status", card=card, slot=0)
    assert "attack_hindered" in types(events)
    assert state["field"][0][0]["stamina"] == stamina  # the refund gets no Water World bonus


def test_losing_light_with_three_spirits_forces_a_new_bonus_and_discards_them():
    state = position([FIRE, None], [PLANT, None])
    for _ in range(3):
        bond(state, "spirit", on=(0, 0))
    light = bond(state, "light", on=(0, 0))
    state["field"][0][0]["bonus"]["light"] = True
    fire_element = bond(state, "water", seat=0)
    state["agenda"] = [{"op": "round_end"}, {"op": "ask", "kind": "attach", "seat": 0}]
    state["turn"] = {"seat": 0, "slot": 0, "card": FIRE, "paralysis": False}
    events = play(state, 0, type="attach", card=fire_element, slot=0)  # Water replaces Light
    assert "light_bonus_lost" in types(events) and light in state["limbo"]
    assert RULES.pending(state).kind == "spirit_bonus"
    assert {o["element"] for o in RULES.legal(state, 0)} == {"fire", "water"}
    play(state, 0, type="spirit_bonus", element="fire")
    g = state["field"][0][0]
    assert g["bonus"] == {"fire": True} and g["bonds"] == [fire_element]


def test_undo_never_takes_back_a_card_draw_in_hotseat():
    match = Match(RULES, {"first_favor": 0}, 11).start()
    while match.pending().kind not in ("draw", "game_over"):
        prompt = match.pending()
        match.submit(prompt.seat, bare(match.legal(prompt.seat)[0]))
    seat = match.pending().seat
    match.submit(seat, {"type": "draw", "from": "bond"})
    ok, why = match.can_undo(seat)
    assert not ok and "revealed" in why
