"""Each Grimlord's own ability in Coven (docs/rulings/grim.md), through the contract; and none of
them acts in the standard format, where there are no Grimlords."""
import pytest

from game.games.grim.rules import RULES, content
from game.games.grim.rules import state as S
from tests.grim.grim_fixtures import (attack_cmd, base, bond, declare, end_round, give, health,
                                      heal, passing, play, position, settle, turn_of, types)

BLAZE, SPROUT, DUSK, STONE = passing("fire"), passing("plant"), passing("dark"), passing("earth")
WING, SAINT = passing("wind"), passing("light")


def coven(p0, p1, lord0=None, lord1=None, fmt="coven", **kw):
    state = position(p0, p1, fmt=fmt, **kw)
    state["players"][0]["grimlord"] = lord0
    state["players"][1]["grimlord"] = lord1
    return state


def test_every_grimlord_has_an_ability_of_its_own():
    abilities = [content.grimlord(e)["ability"] for e in content.load()["grimlords"]]
    assert len(set(abilities)) == 11
    assert all(content.grimlord(e)["text"] for e in content.load()["grimlords"])


def test_the_abyssal_regent_brings_grim_in_with_two_more_stamina():
    for fmt, stamina in (("coven", 7), ("standard", 5)):
        state = coven([None, BLAZE], [DUSK, None], lord0="water", fmt=fmt)
        give(state, 0, SPROUT)
        state["agenda"] = [{"op": "round_end"}, {"op": "between_turns"}]
        settle(state)
        play(state, 0, type="place", card=SPROUT, bond=None)
        assert state["field"][0][0]["stamina"] == stamina


def test_the_ashen_emperor_spreads_a_knockout_to_the_other_enemy():
    victim = passing("psychic")
    for lord, splash in (("fire", 2), ("water", 0)):
        state = coven([DUSK, None], [victim, SAINT], lord0=lord)
        state["field"][1][0]["health"] = 1
        turn_of(state, 0, 0)
        declare(state, 0)
        assert health(state, 1, 1) == content.grim(SAINT)["health"] - splash


def test_the_eldest_thicket_heals_its_grim_at_the_end_of_the_round():
    state = coven([BLAZE, DUSK], [STONE, None], lord0="plant")
    for slot in (0, 1):
        state["field"][0][slot]["health"] -= 5
    state["field"][1][0]["health"] -= 5
    end_round(state)
    assert [health(state, 0, 0), health(state, 0, 1)] == \
        [content.grim(BLAZE)["health"] - 3, content.grim(DUSK)["health"] - 3]
    assert health(state, 1, 0) == content.grim(STONE)["health"] - 5


def test_the_mountain_under_takes_one_from_every_attack_on_its_grim():
    target = passing("psychic")
    for lord, less in (("earth", 1), ("fire", 0)):
        state = coven([BLAZE, None], [target, None], lord1=lord)
        turn_of(state, 0, 0)
        assert attack_cmd(state, 0)["preview"]["damage"]["0"]["damage"] == base(BLAZE) - less


def test_the_thunder_patron_gives_its_grim_two_more_speed():
    state = coven([BLAZE, None], [DUSK, None], lord0="electric")
    g = state["field"][0][0]
    assert S.speed(state, 0, g) == content.grim(BLAZE)["speed"] + 2 + 0.5
    state = coven([BLAZE, None], [DUSK, None], lord0="electric", fmt="standard")
    assert S.speed(state, 0, state["field"][0][0]) == content.grim(BLAZE)["speed"] + 0.5


def test_the_four_gales_lets_a_grim_swap_at_full_health_for_nothing():
    for lord, offered in (("wind", True), ("fire", False)):
        state = coven([WING, None], [DUSK, None], lord0=lord)
        give(state, 0, BLAZE)
        turn_of(state, 0, 0)
        swaps = [o for o in RULES.legal(state, 0) if o["type"] == "swap"]
        assert bool(swaps) == offered
    state = coven([WING, None], [DUSK, None], lord0="wind")
    give(state, 0, BLAZE)
    turn_of(state, 0, 0)
    stamina = state["field"][0][0]["stamina"]
    heal(state, 0, 0, swap=BLAZE)
    assert state["field"][0][0]["card"] == BLAZE and WING in state["players"][0]["hand"]
    assert stamina == 20  # nothing was paid


def test_the_pale_sun_cures_its_grim_as_their_turns_begin():
    for lord, left in (("light", None), ("fire", "fear")):
        state = coven([BLAZE, None], [DUSK, None], lord0=lord)
        state["field"][0][0]["status"] = "fear"
        state["round"]["acted"].append(DUSK)
        settle(state)
        assert state["field"][0][0]["status"] == left


def test_the_night_sovereign_lets_no_wounded_enemy_heal_or_swap():
    for lord, offered in (("dark", False), ("fire", True)):
        state = coven([BLAZE, None], [DUSK, None], lord1=lord)
        state["field"][0][0]["health"] = content.grim(BLAZE)["health"] // 2
        give(state, 0, SPROUT)
        turn_of(state, 0, 0)
        kinds = {o["type"] for o in RULES.legal(state, 0)}
        assert ({"heal", "swap"} <= kinds) == offered
        assert "heal" not in kinds or offered


def test_the_keeper_of_bells_returns_a_fallen_grims_bonds_to_hand():
    victim = passing("psychic")
    for lord, kept in (("ghost", True), ("fire", False)):
        state = coven([DUSK, None], [victim, SAINT], lord1=lord)
        spirit = bond(state, "spirit", on=(1, 0))
        state["field"][1][0]["health"] = 1
        turn_of(state, 0, 0)
        declare(state, 0)
        assert (spirit in state["players"][1]["hand"]) == kept
        assert (spirit in state["limbo"]) != kept and victim in state["limbo"]


def test_the_thousand_eyes_gives_two_reactions_a_round():
    state = coven([BLAZE, None], [DUSK, None], lord1="psychic", stamina=30)
    water = [bond(state, "water", seat=1) for _ in range(3)]
    turn_of(state, 0, 0)
    declare(state, 0)
    play(state, 1, type="react_element", card=water[0], slot=0)
    assert state["players"][1]["reaction"] is True
    state["field"][1][0]["bonds"] = []  # the Element is gone again: a second Attack
    turn_of(state, 0, 0)
    declare(state, 0)
    assert any(o["type"] == "react_element" for o in RULES.legal(state, 1))
    events = play(state, 1, type="react_element", card=water[1], slot=0)
    used = next(e for e in events if e["type"] == "reaction_used")
    assert used["set"] == [[["players", 1, "reaction"], False]]  # the second one spends it


def test_the_rot_queen_drains_two_stamina_from_a_statused_enemy():
    for lord, lost in (("poison", 2), ("fire", 0)):
        state = coven([BLAZE, None], [DUSK, None], lord1=lord)
        reacting = passing("water", "end_of_round", "after_action", "start_of_turn")
        give(state, 1, reacting)
        turn_of(state, 0, 0)
        declare(state, 0)
        stamina = state["field"][0][0]["stamina"]
        events = play(state, 1, type="react_status", card=reacting, slot=0)
        assert "status" in types(events)
        assert state["field"][0][0]["stamina"] == stamina - lost


@pytest.mark.parametrize("element", sorted(content.load()["grimlords"]))
def test_a_grimlord_does_nothing_in_the_standard_format(element):
    state = coven([BLAZE, None], [DUSK, None], lord0=element, lord1=element, fmt="standard")
    assert S.lord(state, 0) is None and S.lord(state, 1) is None
