"""The numbers the battlefield shows before a click, from a seat's view: reach and path costs
match the legal commands, reactions a path sets off are warned, sight and cover come from the
rules, attack odds are true probabilities, and the dice as rolled are read from the journal.
Saved rosters round-trip and refuse what the rules refuse."""
import json
import random

import pytest

from game.games.grimheim.rules import RULES, board as B, combat, preview as P
from game.games.grimheim.table import rosters
from tests.grimheim.fixtures import activate, position


def view_legal(state, seat=0):
    return RULES.view(state, seat), RULES.legal(state, seat)


def test_reach_lists_every_square_a_legal_move_ends_on_with_its_cheapest_cost():
    s = position([(5, 5)], [(5, 13)])
    activate(s, 0)
    view, legal = view_legal(s)
    reach = P.reach(legal)
    moves = [c for c in legal if c["type"] in P.MOVE_KINDS]
    assert {tuple(c["cell"]) for c in moves} == set(reach)
    assert any("charge" in spot["kinds"] for spot in reach.values())
    for c in moves:
        spot = reach[tuple(c["cell"])]
        assert c["type"] in spot["kinds"]
        if "preview" in c:
            assert spot["inches"] <= c["preview"]["inches"]
        if "move" in spot["kinds"]:
            assert spot["kinds"][0] == "move"   # the colour is the cheapest action's


def test_a_plan_costs_what_the_rules_charge_and_starts_at_the_model():
    s = position([(5, 5)], [(5, 13)])
    m = activate(s, 0)
    view, legal = view_legal(s)
    for c in random.Random(1).sample([c for c in legal if c["type"] == "run"], 10):
        plan = P.plan(view, m["id"], c["cell"])
        assert plan["path"][0] == m["cell"] and plan["path"][-1] == c["cell"]
        assert plan["inches"] == c["preview"]["inches"]


def test_climbs_and_drops_on_a_path_are_named():
    name = "market"
    assert P.step_kind(name, (2, 3), (2, 4)) == "climb"       # earth to a 2" roof
    assert P.step_kind(name, (2, 4), (2, 3)) == "drop"
    assert P.step_kind(name, (5, 4), (4, 4)) == "ladder"
    assert P.step_kind(name, (7, 2), (8, 2)) == "walk"


def test_a_path_past_an_enemy_with_ap_warns_of_an_intercept():
    s = position([(5, 5)], [(9, 9)])
    m = activate(s, 0)
    view, legal = view_legal(s)
    warned = P.warned_squares(view, m["id"], P.reach(legal))
    assert warned
    for cell, found in warned.items():
        assert found[0]["kind"] == "intercept"
        assert min(B.distance(c, (9, 9)) for c in P.plan(view, m["id"], cell)["path"][1:]) <= 2


def test_sight_and_cover_are_the_rules_own():
    s = position([(5, 5)], [(5, 12)])
    view, _ = view_legal(s)
    a, b = view["models"][0], next(x for x in view["models"] if x["seat"] == 1 and x["cell"])
    seen = P.sight(view, a["id"], b["id"])
    assert seen["sees"] == B.can_see("market", a["cell"], b["cell"])
    assert seen["cover"] == (seen["sees"] and B.in_cover("market", b["cell"], a["cell"]))
    assert seen["inches"] == 7


def test_odds_are_probabilities_and_match_the_dice():
    numbers = {"atk": 3, "htv": 4, "dmg": 1, "crt": 2, "rules": []}
    o = P.odds_of(numbers, 0, 6, False, 10)
    assert o["hits"] == pytest.approx(3 * 3 / 6)       # faces 4, 5 hit and 6 crits
    assert o["crits"] == pytest.approx(3 / 6)
    assert o["p_crit"] == pytest.approx(1 - (5 / 6) ** 3)
    assert o["wounds"] == pytest.approx(3 * (2 / 6 * 1 + 1 / 6 * 2))   # no saves: every hit lands
    saved = P.odds_of(numbers, 3, 4, True, 1)
    assert saved["wounds"] < o["wounds"] and 0 <= saved["p_kill"] <= saved["p_damage"] <= 1


def test_attack_odds_for_a_legal_shot_use_its_numbers():
    s = position([(5, 5), (6, 5), (7, 5), (8, 5)], [(6, 12)])
    shooter = next(m for m in (s["models"][i] for i in s["order"])
                   if m["seat"] == 0 and m["cell"] == [8, 5])
    assert any(RULES.view(s, 0)["models"])
    from tests.grimheim.fixtures import send
    send(s, 0, {"type": "activate", "model": shooter["id"]})
    view, legal = view_legal(s)
    shots = [c for c in legal if c["type"] == "shoot"]
    assert shots
    o = P.attack(view, shots[0])
    assert o["dice"] == shots[0]["preview"]["atk"] and o["htv"] == shots[0]["preview"]["htv"]
    assert o["cover"] == shots[0]["preview"]["cover"]
    assert 0 < o["hits"] <= o["dice"] and 0 <= o["p_kill"] <= 1


def test_the_dice_as_rolled_come_from_the_last_attack_in_the_journal():
    log = ["Turn 2 begins.", "Tusk rolls [3, 6, 1] needing 4+.", "Tusk shoots.",
           "Corvin defends with [2, 5] needing 4+ (in cover)."]
    rolls = P.last_rolls(log)
    assert [r["kind"] for r in rolls] == ["attack", "defense"]
    assert rolls[0]["faces"] == [3, 6, 1] and rolls[1]["need"] == 4
    assert P.last_rolls(["Nothing rolled."]) == []


def test_rosters_save_atomically_and_load_back(tmp_path):
    band = rosters.premade()["reavers_pack"]
    band["name"] = "Bone Collectors"
    path = rosters.save(tmp_path, band)
    assert path.parent == tmp_path / "rosters" and json.loads(path.read_text())["name"] == band["name"]
    assert [b["name"] for b in rosters.load_all(tmp_path)] == ["Bone Collectors"]
    assert not list((tmp_path / "rosters").glob("*.tmp"))
    (tmp_path / "rosters" / "broken.json").write_text("{nope")
    assert len(rosters.load_all(tmp_path)) == 1


def test_a_roster_over_its_limit_or_with_bad_kit_is_refused():
    band = rosters.premade()["reavers_pack"]
    assert rosters.problems(band) == []
    big = {**band, "models": band["models"] + [dict(band["models"][0], tier="grunt")] * 4}
    assert "limit" in rosters.problems(big)[0]
    bad = {**band, "models": [dict(band["models"][0], weapons=["laser"])]}
    assert rosters.problems(bad)
    assert RULES.initial_state({"mission": "encounter", "warband_0": "reavers_pack",
                                "warband_1": "wardens_watch", "roster_0": band})["players"][0]["name"] \
        == band["name"]
