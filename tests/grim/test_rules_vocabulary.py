"""The card vocabulary's newer words, each through the contract on a card that uses it: the
"when hit" and "enters play" Passives, Passive conditions, lose_stamina, effects that need a
Statused Target, and the hooks."""
from game.games.grim.rules import RULES, content
from tests.grim.grim_fixtures import (attack_cmd, base, declare, give, health, passing, play,
                                      position, settle, turn_of, types)

DUSK = passing("dark")


def _card(trigger, do=None, **cond):
    for key, card in content.load()["grim"].items():
        p = card["passive"]
        if p["trigger"] != trigger or p.get("if", {}) != cond:
            continue
        if do is None or any(e["do"] == do for e in p.get("effects", [])):
            return key
    raise LookupError(trigger)


def test_a_when_hit_passive_answers_the_attacker():
    thorns = _card("when_hit", "deal")  # e.g. "deal 1 damage to the Attacker"
    amount = content.grim(thorns)["passive"]["effects"][0]["amount"]
    state = position([DUSK, None], [thorns, None])
    turn_of(state, 0, 0)
    before = health(state, 0, 0)
    declare(state, 0)
    assert health(state, 0, 0) == before - amount
    state = position([DUSK, None], [thorns, None])
    state["field"][1][0]["health"] = 1  # knocked out: it does not survive to answer
    turn_of(state, 0, 0)
    before = health(state, 0, 0)
    assert "knocked_out" in types(declare(state, 0))
    assert health(state, 0, 0) == before


def test_an_enters_play_passive_acts_when_the_grim_replaces_a_fallen_one():
    healer = _card("on_enter", "heal")  # its Ally Heals
    amount = content.grim(healer)["passive"]["effects"][0]["amount"]
    state = position([None, DUSK], [passing("fire"), None])
    state["field"][0][1]["health"] -= 5
    give(state, 0, healer)
    state["agenda"] = [{"op": "round_end"}, {"op": "between_turns"}]
    settle(state)
    play(state, 0, type="place", card=healer, bond=None)
    assert health(state, 0, 1) == content.grim(DUSK)["health"] - 5 + amount


def test_a_damage_passive_with_a_condition_counts_only_when_it_holds():
    desperate = _card("damage", self_below_half=True)
    bonus = content.grim(desperate)["passive"]["bonus"]
    target = passing("psychic") if content.grim(desperate)["element"] != "dark" else \
        passing("light")
    state = position([desperate, None], [target, None])
    turn_of(state, 0, 0)
    plain = attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"]
    state["field"][0][0]["health"] = content.grim(desperate)["health"] // 2
    assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == plain + bonus


def test_an_effect_that_needs_a_statused_target_waits_for_one():
    hunter = next(k for k, c in content.load()["grim"].items()
                  if c["element"] == "poison" and
                  c["attacks"][1]["effects"] == [{"do": "deal", "amount": 4, "to": "target",
                                                  "if_target_status": True}])
    need = content.grim(hunter)["attacks"][1]["synergy"]
    partner = passing(need, "on_knockout", "end_of_round", "after_action", other_than=(hunter,))
    for status, extra in ((None, 0), ("fear", 4)):
        state = position([hunter, partner], [passing("light"), None])
        state["field"][1][0]["status"] = status
        turn_of(state, 0, 0)
        damage = attack_cmd(state, 0, attack=1, synergy=True)["preview"]["damage"]["0"]["damage"]
        before = health(state, 1, 0)
        declare(state, 0, attack=1, synergy=True)
        assert health(state, 1, 0) == before - damage - extra


def test_contagion_spreads_the_targets_status_to_its_ally():
    spreader = next(k for k, c in content.load()["grim"].items()
                    if c["attacks"][0]["effects"] == [{"do": "hook", "hook": "contagion"}])
    need = content.grim(spreader)["attacks"][0]["synergy"]
    partner = passing(need, "on_knockout", "end_of_round", "after_action")
    state = position([spreader, partner], [passing("light"), passing("psychic")])
    state["field"][1][0]["status"] = "confusion"
    turn_of(state, 0, 0)
    declare(state, 0, synergy=True)
    assert state["field"][1][1]["status"] == "confusion"


def test_fester_hurts_every_statused_enemy_at_the_end_of_the_round():
    toad = _card("end_of_round", "hook")
    assert content.grim(toad)["passive"]["effects"] == [{"do": "hook", "hook": "fester"}]
    state = position([toad, None], [passing("light"), passing("psychic")])
    state["field"][1][0]["status"] = "fear"
    before = [health(state, 1, 0), health(state, 1, 1)]
    state["round"]["acted"] = [toad, passing("light"), passing("psychic")]
    state["agenda"] = [{"op": "round_end"}]
    settle(state)
    assert [health(state, 1, 0), health(state, 1, 1)] == [before[0] - 2, before[1]]


def test_every_hook_named_by_a_card_is_one_the_rules_carry_out():
    from game.games.grim.rules import vocabulary
    used = {e["hook"] for c in content.load()["grim"].values()
            for e in [x for a in c["attacks"] for x in a["effects"]] +
            c["passive"].get("effects", []) if e["do"] == "hook"}
    assert used == set(vocabulary.HOOK_NAMES)
    assert RULES.rules_version >= 1 and base(DUSK) > 0
