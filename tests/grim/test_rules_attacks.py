"""The book's worked cases for Attacks, Elements, Reactions and Statuses, through the contract."""
from game.games.grim.rules import RULES
from tests.grim.grim_fixtures import (attack_cmd, base, bond, declare, give, grim, health, play,
                                      position, turn_of, types)

FIRE = grim("fire")
PLANT = grim("plant")
WATER = grim("water")
FIRE2 = grim("fire", other_than=(FIRE,))
GHOST = grim("ghost")


def fire_at(target_key, attach=None, world=None, attack=0):
    state = position([FIRE, None], [target_key, None], world=world)
    if attach:
        bond(state, attach, on=(1, 0))
    turn_of(state, 0, 0)
    return state, attack_cmd(state, 0, attack=attack)["preview"]["damage"]["0"]


def test_fire_against_plant_is_strong_and_lands_for_two_more():
    state, preview = fire_at(PLANT)
    assert preview == {"immune": False, "damage": base(FIRE) + 2, "steps": ["Elements +2"]}
    before = health(state, 1, 0)
    declare(state, 0)
    assert health(state, 1, 0) == before - (base(FIRE) + 2)


def test_fire_against_fire_is_weak():
    assert fire_at(FIRE2)[1]["damage"] == base(FIRE) - 2


def test_fire_against_water_misses_entirely_but_still_costs_stamina():
    state, preview = fire_at(WATER)
    assert preview["immune"]
    stamina, before = state["field"][0][0]["stamina"], health(state, 1, 0)
    events = declare(state, 0)
    assert health(state, 1, 0) == before
    assert state["field"][0][0]["stamina"] == stamina - (base(FIRE) + 1) // 2
    assert "no_synergy" in types(events)


def test_two_defending_elements_resolve_separately_and_immunity_trumps():
    assert fire_at(PLANT, attach="fire")[1]["damage"] == base(FIRE)  # +2 and -2 offset
    assert fire_at(WATER, attach="plant")[1]["immune"]  # Water/Plant: Water's Immunity wins


def test_stamina_is_half_the_base_damage_rounded_up():
    state, _ = fire_at(PLANT)
    for option in RULES.legal(state, 0):
        if option["type"] == "attack":
            assert option["preview"]["cost"] == -(-base(FIRE, option["attack"]) // 2)


def test_burn_as_a_reaction_halves_the_current_attack():
    state = position([WATER, None], [PLANT, None])
    give(state, 1, grim("fire", quiet=False))
    turn_of(state, 0, 0)
    before = health(state, 1, 0)
    declare(state, 0)
    assert RULES.pending(state).kind == "reaction" and RULES.pending(state).seat == 1
    react = [o for o in RULES.legal(state, 1) if o["type"] == "react_status"][0]
    events = play(state, 1, type="react_status", card=react["card"], slot=0)
    assert any(e.get("reveal") for e in events)
    assert health(state, 1, 0) == before - (base(WATER) + 1) // 2  # neutral, halved, rounded up
    assert state["field"][0][0]["status"] is None  # Burn clears after the Attack


def test_a_reaction_never_inflicts_the_attackers_own_elements_status():
    state = position([FIRE, None], [PLANT, None])
    give(state, 1, grim("fire", quiet=False, other_than=(FIRE,)))
    turn_of(state, 0, 0)
    declare(state, 0)
    assert RULES.pending(state).kind != "reaction"  # the only Reaction would Burn a Fire Grim


def test_blight_doubles_base_damage_before_the_element_modifier():
    state = position([FIRE, None], [PLANT, None])
    state["field"][1][0]["status"] = "blight"
    turn_of(state, 0, 0)
    preview = attack_cmd(state, 0)["preview"]["damage"]["0"]
    assert preview["damage"] == 2 * base(FIRE) + 2
    declare(state, 0)
    assert state["field"][1][0]["status"] is None


def _synergy_attack(status_element):
    """A Fire Grim with Synergy (its Ally holds the needed Element) is reacted to with a Status."""
    from game.games.grim.rules import content
    need = content.grim(FIRE)["attacks"][0]["synergy"]
    state = position([FIRE, GHOST], [PLANT, None])
    bond(state, need, on=(0, 1))
    give(state, 1, grim(status_element, quiet=False))
    turn_of(state, 0, 0)
    declare(state, 0, synergy=True)
    card = [o for o in RULES.legal(state, 1) if o["type"] == "react_status"][0]["card"]
    return state, play(state, 1, type="react_status", card=card, slot=0)


def test_grapple_hits_the_attackers_ally_with_half_before_synergy():
    state, events = _synergy_attack("earth")
    calc = next(e["calc"]["damage"] for e in events if e["type"] == "damage_calculated")
    hurt = [i for i, e in enumerate(events) if e["type"] == "damaged" and e["seat"] == 0
            and e["slot"] == 1]
    assert hurt and events[hurt[0]]["amount"] == (calc + 1) // 2
    assert hurt[0] < types(events).index("synergy")


def test_confusion_hits_the_attacker_itself_with_half_before_synergy():
    state, events = _synergy_attack("psychic")
    calc = next(e["calc"]["damage"] for e in events if e["type"] == "damage_calculated")
    hurt = [i for i, e in enumerate(events) if e["type"] == "damaged" and e["seat"] == 0
            and e["slot"] == 0]
    assert hurt and events[hurt[0]]["amount"] == (calc + 1) // 2
    assert hurt[0] < types(events).index("synergy")


def test_freeze_as_a_reaction_hinders_the_higher_attack():
    state = position([FIRE, None], [PLANT, None])
    give(state, 1, grim("water", quiet=False, other_than=(WATER,)))
    turn_of(state, 0, 0)
    stamina, before = state["field"][0][0]["stamina"], health(state, 1, 0)
    declare(state, 0, attack=1)
    card = [o for o in RULES.legal(state, 1) if o["type"] == "react_status"][0]["card"]
    events = play(state, 1, type="react_status", card=card, slot=0)
    assert "attack_hindered" in types(events)
    assert health(state, 1, 0) == before
    assert state["field"][0][0]["stamina"] == stamina  # regained, and no Water World bonus
    assert RULES.pending(state).kind == "action" and RULES.pending(state).seat == 0
    hindered = RULES.view(state, 0)["hindered"]  # the card says why it must declare again
    assert hindered["card"] == state["field"][0][0]["card"] and "Frozen" in hindered["why"]
    attacks = [o for o in RULES.legal(state, 0) if o["type"] == "attack"]
    assert attacks and all(o["attack"] == 0 for o in attacks)
    play(state, 0, **{k: v for k, v in attacks[0].items() if k != "seat"})
    assert RULES.view(state, 0)["hindered"] is None


def test_paralysis_as_a_reaction_holds_the_attack_until_the_paralysis_phase():
    state = position([FIRE, None], [PLANT, None])
    state["round"]["acted"].append(PLANT)  # the Plant Grim has had its Turn this Round
    give(state, 1, grim("electric", quiet=False))
    turn_of(state, 0, 0)
    declare(state, 0)
    card = [o for o in RULES.legal(state, 1) if o["type"] == "react_status"][0]["card"]
    events = play(state, 1, type="react_status", card=card, slot=0)
    kinds = types(events)
    assert kinds.index("attack_suspended") < kinds.index("turn_ended")
    assert kinds.index("paralysis_phase") < kinds.index("damaged")
    hit = next(e for e in events if e["type"] == "damaged")
    assert (hit["seat"], hit["slot"], hit["amount"]) == (1, 0, base(FIRE) + 2)
    cleared = [e["log"] for e in events if e["type"] == "status_cleared"]
    assert any("Paralysis clears" in line for line in cleared)


def test_root_bounces_the_damage_element_and_hinders_the_attack():
    state = position([FIRE, None], [WATER, None])
    ghost_bond = bond(state, "ghost", on=(0, 0))
    give(state, 1, grim("plant", quiet=False))
    turn_of(state, 0, 0)
    stamina = state["field"][0][0]["stamina"]
    declare(state, 0, element="ghost")
    card = [o for o in RULES.legal(state, 1) if o["type"] == "react_status"][0]["card"]
    events = play(state, 1, type="react_status", card=card, slot=0)
    assert "attack_hindered" in types(events)
    assert ghost_bond in state["players"][0]["hand"]
    assert state["field"][0][0]["bonds"] == [] and state["field"][0][0]["status"] is None
    assert state["field"][0][0]["stamina"] == stamina
    assert RULES.pending(state).kind == "action"


def test_element_reaction_makes_the_target_immune_and_stamina_stays_spent():
    state = position([FIRE, None], [PLANT, None])
    water = bond(state, "water", seat=1)
    turn_of(state, 0, 0)
    stamina, before = state["field"][0][0]["stamina"], health(state, 1, 0)
    declare(state, 0)
    option = next(o for o in RULES.legal(state, 1) if o["type"] == "react_element")
    assert option["preview"]["immune"]
    play(state, 1, type="react_element", card=water, slot=0)
    assert health(state, 1, 0) == before
    assert state["field"][0][0]["stamina"] < stamina
    assert not state["players"][1]["reaction"]


def test_no_spirit_can_be_played_as_a_reaction():
    state = position([FIRE, None], [PLANT, None])
    bond(state, "spirit", seat=1)
    turn_of(state, 0, 0)
    declare(state, 0)
    assert RULES.pending(state).kind != "reaction"


def test_blindness_as_a_reaction_negates_the_declared_synergy():
    state, events = _synergy_attack("light")
    kinds = types(events)
    assert "synergy" not in kinds and "damage_calculated" in kinds
    assert state["field"][0][0]["status"] is None  # cleared once it negated the Synergy


def test_fear_makes_a_weak_attack_and_curse_a_strong_one_unless_feared():
    earth = grim("earth", quiet=False)
    state, _ = fire_at(PLANT)
    state["field"][0][0]["status"] = "fear"
    assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == base(FIRE) - 2
    state, neutral = fire_at(earth)
    state["field"][1][0]["status"] = "curse"
    assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == neutral["damage"] + 2
    state["field"][0][0]["status"] = "fear"
    assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == neutral["damage"] - 2


def test_a_replaced_paralysis_lets_the_held_attack_resolve_at_once():
    from game.core.contract import Chance
    from game.games.grim.rules import engine, statuses
    state = position([FIRE, None], [PLANT, GHOST])
    give(state, 1, grim("electric", quiet=False))
    turn_of(state, 0, 0)
    declare(state, 0)
    card = [o for o in RULES.legal(state, 1) if o["type"] == "react_status"][0]["card"]
    play(state, 1, type="react_status", card=card, slot=0)
    assert state["round"]["suspended"] and RULES.pending(state).kind == "draw"
    before = health(state, 1, 0)
    ctx = engine.Ctx(state, Chance(0))
    statuses.inflict(ctx, 0, 0, "fear")  # as a Synergy Effect might, during another Turn
    engine.run(ctx)
    assert state["round"]["suspended"] == []
    assert health(state, 1, 0) == before - (base(FIRE) - 2)  # and Fear now makes it Weak
