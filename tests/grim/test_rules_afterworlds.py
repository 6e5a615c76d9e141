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


# --- each Afterworld's own rule (besides +2/-2) ------------------------------------------------

from game.games.grim.rules import content  # noqa: E402
from tests.grim.grim_fixtures import end_round, heal, passing  # noqa: E402

BLAZE, SPROUT, DUSK = passing("fire"), passing("plant"), passing("dark")


def test_every_afterworld_bends_a_rule_of_its_own():
    rules = [content.afterworld(e)["special"] for e in content.load()["afterworlds"]]
    assert len(set(rules)) == 11 and "none" not in rules


def test_the_fire_empire_scorches_every_grim_but_fire_grim_at_the_end_of_the_round():
    state = position([BLAZE, SPROUT], [DUSK, None], world="fire")
    before = [health(state, 0, 0), health(state, 0, 1), health(state, 1, 0)]
    end_round(state)
    assert [health(state, 0, 0), health(state, 0, 1), health(state, 1, 0)] == \
        [before[0], before[1] - 2, before[2] - 2]
    state = position([BLAZE, SPROUT], [DUSK, None], world="water")
    end_round(state)
    assert health(state, 0, 1) == content.grim(SPROUT)["health"]  # only the Fire Empire


def test_the_verdant_hollow_heals_two_more_than_paid_but_not_on_a_swap():
    state = position([SPROUT, None], [DUSK, None], world="plant")
    state["field"][0][0]["health"] -= 8
    turn_of(state, 0, 0)
    before = health(state, 0, 0)
    heal(state, 0, 3)
    assert health(state, 0, 0) == before + 5
    state = position([SPROUT, None], [DUSK, None], world="plant")
    state["field"][0][0]["health"] -= 3
    give(state, 0, BLAZE)
    turn_of(state, 0, 0)
    heal(state, 0, 3, swap=BLAZE)
    assert state["field"][0][0]["card"] == BLAZE
    assert state["players"][0]["hand"][-1] == SPROUT


def test_the_storm_foundry_gives_three_stamina_at_the_start_of_a_turn():
    for world, gain in (("electric", 3), (None, 2)):
        state = position([BLAZE, None], [DUSK, None], world=world, stamina=0)
        state["round"]["acted"].append(DUSK)
        events = settle(state)
        turn = [e["log"] for e in events if e["type"] == "stamina" and "for its Turn" in e["log"]]
        assert turn and f"gains {gain} Stamina" in turn[0]


def test_the_gilded_dawn_cures_every_status_at_the_end_of_the_round():
    state = position([BLAZE, None], [DUSK, None], world="light")
    state["field"][0][0]["status"] = "fear"
    state["field"][1][0]["status"] = "blight"
    end_round(state)
    assert state["field"][0][0]["status"] is None and state["field"][1][0]["status"] is None
    state = position([BLAZE, None], [DUSK, None], world="dark")
    state["field"][1][0]["status"] = "blight"
    end_round(state)
    assert state["field"][1][0]["status"] == "blight"


def test_the_starless_deep_makes_attacks_on_wounded_grim_strong_unless_feared():
    wounded = passing("light")  # Fire on Light: neutral on the chart
    state = position([BLAZE, None], [wounded, None], world="dark")
    turn_of(state, 0, 0)
    assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == base(BLAZE)
    state["field"][1][0]["health"] = content.grim(wounded)["health"] // 2
    assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == base(BLAZE) + 2
    state["field"][0][0]["status"] = "fear"
    assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == base(BLAZE) - 2
    state = position([BLAZE, None], [wounded, None], world="ghost")
    state["field"][1][0]["health"] = content.grim(wounded)["health"] // 2
    turn_of(state, 0, 0)
    assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == base(BLAZE)


def test_the_hollow_cemetery_hurts_the_grim_that_knocks_another_out():
    victim = passing("psychic")  # Dark on Psychic: neutral on the chart
    for world, recoil in (("ghost", 3), (None, 0)):
        state = position([DUSK, None], [victim, grim("ghost")], world=world)
        state["field"][1][0]["health"] = 1
        turn_of(state, 0, 0)
        before = health(state, 0, 0)
        events = declare(state, 0)
        assert "knocked_out" in types(events)
        assert health(state, 0, 0) == before - recoil


def test_the_dreaming_spire_lets_a_grim_be_its_own_synergy_partner():
    own = next(k for k, c in content.load()["grim"].items()
               if c["attacks"][0]["synergy"] == c["element"] and c["element"] != "psychic"
               and c["passive"]["trigger"] in ("on_knockout", "end_of_round", "after_action"))
    for world, offered in (("psychic", True), ("water", False), (None, False)):
        state = position([own, None], [DUSK, None], world=world)
        turn_of(state, 0, 0)
        synergies = {o["synergy"] for o in RULES.legal(state, 0)
                     if o["type"] == "attack" and o["attack"] == 0}
        assert (True in synergies) == offered


def test_an_attacker_haunted_out_as_its_attack_lands_resolves_nothing_more():
    finisher = next(k for k, c in content.load()["grim"].items()
                    if c["passive"]["trigger"] == "attack_lands"
                    and c["passive"].get("if") == {"target_below_half": True})
    victim = passing("psychic")
    state = position([finisher, None], [victim, grim("ghost")], world="ghost")
    state["field"][0][0]["health"] = 3
    state["field"][1][0]["health"] = 1
    turn_of(state, 0, 0)
    events = declare(state, 0)
    assert [e["card"] for e in events if e["type"] == "knocked_out"] == [victim, finisher]
    assert not any(e["type"] == "damage_calculated" for e in events)
    assert state["attacks"] == []
