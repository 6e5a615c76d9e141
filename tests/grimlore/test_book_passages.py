"""Where our rules once differed from the book (issue #24): a roster without a limit, one skill
check per character per Game Round, a magic item sold for half of its combined price, and a
shield that turns shots as the defence table says."""

from game.core.match import Match
from game.core.playout import bare
from game.games.grimlore.rules import RULES, blows, content
from game.games.grimlore.rules import items as I
from tests.grimlore.combat_fixtures import arm, fight
from tests.grimlore.fixtures import BUILD, Dice, find, has, made_party, play
from tests.grimlore.test_settlement import in_town
from tests.grimlore.test_tests import opening, to_event
from tests.grimlore.test_turns import at_lanternmarket, finish_prompts


def _make(match: Match) -> None:
    match.submit(0, bare(find(match.legal(0), type="create")))
    for kind in ("race", "role", "attribute", "skill", "item"):
        match.submit(0, bare(find(match.legal(0), type=kind, **{kind: BUILD[kind]})))


def test_the_roster_has_no_limit():
    party = made_party(2).state["party"]
    match = Match(RULES, {"party": party}, 1).start()
    assert match.pending().kind == "muster"
    for _ in range(9):  # eleven characters on the roster
        _make(match)
    assert len(match.state["party"]["roster"]) == 11
    assert has(match.legal(0), type="create")


def test_a_character_tests_once_a_round_even_with_destiny():
    state = to_event(opening(), "gallows_oak")  # round 1, c1's turn
    state = play(state, Dice(6, 6), type="try", cid="c1")
    state = finish_prompts(state)
    assert state["round"] == 1 and state["turn"] == 1  # c2's turn, the same round
    state = to_event(state, "crow_field")
    legal = RULES.legal(state, 0)
    assert not has(legal, type="try", cid="c1")  # not even by spending Destiny
    state = play(state, Dice(6, 6), type="try", cid="c2")
    state = finish_prompts(state)
    assert state["round"] == 2
    state = to_event(state, "gallows_oak")
    assert has(RULES.legal(state, 0), type="try", cid="c1", refresh=False)


def test_a_redrawn_event_cannot_be_tried_by_who_tested_this_round():
    state = to_event(opening(), "gallows_oak")
    state["party"]["clues"] = 6
    state = play(state, Dice(6, 6), type="try", cid="c2")  # c2 has had this round's test
    state = finish_prompts(state)
    state = to_event(state, "crow_field")  # c2's turn in round 1: only c1 may try
    state = play(state, type="redraw")
    legal = RULES.legal(state, 0)
    assert has(legal, type="try", cid="c1") and not has(legal, type="try", cid="c2")


def test_a_magic_item_sells_for_half_its_combined_price():
    state = in_town(0)
    # a 5-Gold Cudgel with a 5-Essence enchantment: half of 10 is 5 (not 2 + 2)
    cudgel = I.instance(77, "cudgel", magic="stormcalled") | {"where": "pack"}
    assert content.load()["enchantments"]["stormcalled"]["cost"] == 5
    state["party"]["roster"]["c1"]["gear"].append(cudgel)
    state = play(state, type="sell", cid="c1", uid=77)
    assert state["party"]["gold"] == 5


def test_an_item_with_an_addon_halves_the_total_once():
    state = in_town(0)
    # a Cudgel (5 Gold) with a Weighted Head (5 Ore): half of 10 is 5 (not 2 + 2)
    cudgel = I.instance(78, "cudgel") | {"where": "pack"}
    cudgel["addons"] = [{"kind": "upgrade", "id": "weighted_head"}]
    assert content.load()["upgrades"]["weighted_head"]["cost"] == 5
    state["party"]["roster"]["c1"]["gear"].append(cudgel)
    state = play(state, type="sell", cid="c1", uid=78)
    assert state["party"]["gold"] == 5


def _shot(monkeypatch):
    monkeypatch.setitem(
        content.load()["monsters"]["bog_lurker"],
        "attack",
        {"style": "ranged", "type": "piercing", "damage": 1, "range": 3},
    )


def test_any_shield_defends_against_a_shot(monkeypatch):
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (3, 2)})
    _shot(monkeypatch)
    assert blows.defence(state, "m", "c1")[1] == "evade"  # a sword alone cannot turn an arrow
    arm(state, "c1", "buckler", uid=501)
    assert "defend_ranged" not in I.traits(I.instance(501, "buckler"))
    assert blows.defence(state, "m", "c1")[1] == "defend"


def test_defend_ranged_lets_a_weapon_parry_a_shot(monkeypatch):
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (3, 2)})
    _shot(monkeypatch)
    arm(state, "c1", "duelling_rapier", uid=501)
    assert blows.defence(state, "m", "c1")[1] == "defend"


def test_a_shot_at_a_shield_bearer_is_defended_in_play(monkeypatch):
    state = fight("bog_lurker", {"c1": (2, 2)}, {"m": (3, 2)})
    _shot(monkeypatch)
    arm(state, "c1", "buckler", uid=501)
    state = play(state, type="brace", cid="c1")
    state = play(state, Dice(*[1] * 12), type="end_round")
    assert state["roll"]["what"] == "the defence against Bog Lurker"
    assert state["roll"]["skill"] == "defend", state["roll"]


def test_a_lone_pickpocket_cannot_also_take_the_settlements_test():
    match = made_party(1)
    state = match.state
    state["party"]["roster"]["c1"]["traits"]["pickpocket"] = 1
    state["party"]["clues"] = 5  # a redraw is on offer too: it must not be the only way on
    state = at_lanternmarket(state)
    state = play(state, Dice(6, 1), type="pick", cid="c1")
    while RULES.pending(state).kind != "event":
        state = play(state, type=RULES.legal(state, 0)[0]["type"])
    legal = RULES.legal(state, 0)
    assert not has(legal, type="try") and has(legal, type="give_up") and has(legal, type="redraw")
