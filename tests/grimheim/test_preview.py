"""The numbers the battlefield shows before a click, from a seat's view: reach and path costs
match the legal commands, reactions a path sets off are warned, sight and cover come from the
rules, attack odds are true probabilities, and the dice as rolled are read from the journal.
Saved rosters round-trip and refuse what the rules refuse."""
import json
import random
from itertools import permutations, product as iproduct

import pytest

from game.games.grimheim.rules import RULES, board as B, combat, fate, odds as O, preview as P
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


def test_a_saved_roster_naming_a_weapon_that_does_not_exist_is_skipped_by_its_file(tmp_path):
    band = rosters.premade()["reavers_pack"]
    path = rosters.save(tmp_path, band)
    path.write_text(path.read_text().replace('"claws"', '"moonblade"', 1))
    (tmp_path / "rosters" / "broken.json").write_text("{nope")
    refused = []
    assert rosters.load_all(tmp_path, refused) == []
    assert refused == ["rosters/broken.json: not a roster file the builder wrote.",
                       f"rosters/{path.name}, model 1, field 'weapons': 'moonblade' is not known."]


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


# --- what the attacker's Fate dice would change ---------------------------------------------

FOCUS_D3 = {"name": "Focus", "kind": "focus", "die": "d3"}
REPLACE = {"name": "Replace", "kind": "replace", "die": "d6"}
HEAL = {"name": "Heal", "kind": "heal", "die": "d3"}
ONE_DIE = {"atk": 1, "htv": 4, "dmg": 1, "crt": 2, "rules": []}


def test_a_replace_six_turns_every_roll_into_a_critical():
    plain = O.odds_of(ONE_DIE, 0, 6, False, 2)
    assert plain["wounds"] == pytest.approx(2 / 6 * 1 + 1 / 6 * 2)
    fated = O.with_fate(ONE_DIE, 0, 6, False, 2, [6], [REPLACE])
    assert fated["hits"] == pytest.approx(1.0)
    assert fated["wounds"] == pytest.approx(2.0) and fated["p_kill"] == pytest.approx(1.0)


def test_focus_lifts_the_misses_it_can_reach_a_natural_one_too():
    # a 5 read as a D3 is 3 points: a 1, 2 or 3 now hits (the book's Focus adds to any hit
    # roll), a 6 stays a critical
    fated = O.with_fate(ONE_DIE, 0, 6, False, 9, [5], [FOCUS_D3])
    assert fated["hits"] == pytest.approx(6 / 6)
    assert fated["wounds"] == pytest.approx(5 / 6 * 1 + 1 / 6 * 2)
    # a 1 read as a D3 is 1 point: only a 3 is lifted
    small = O.with_fate(ONE_DIE, 0, 6, False, 9, [1], [FOCUS_D3])
    assert small["hits"] == pytest.approx(4 / 6)


def brute_best(atk, htv, fate_faces, focus_die):
    """Expected hits (a crit counting 2, no saves) when every Fate die is spent the best way
    on every roll: each die unused, a Focus or a Replace, in every order, by the rules' own
    focus and the Replace of the lowest die."""
    uses = [None, "focus", "replace"]
    total = 0.0
    for roll in iproduct(range(1, 7), repeat=atk):
        best = 0
        for kinds in iproduct(uses, repeat=len(fate_faces)):
            spent = [(k, f) for k, f in zip(kinds, fate_faces) if k]
            for order in permutations(spent):
                faces, mods = list(roll), [0] * atk
                for kind, face in order:
                    if kind == "replace" and min(faces) < face:
                        low = faces.index(min(faces))
                        faces[low], mods[low] = face, 0
                    elif kind == "focus":
                        mods = fate.focus(faces, mods, htv, fate.points(face, focus_die))
                best = max(best, sum(2 if f == 6 else 1 if f + m >= htv else 0
                                     for f, m in zip(faces, mods)))
        total += best / 6 ** atk
    return total


@pytest.mark.parametrize("atk,htv,faces", [(2, 4, [6, 1]), (3, 5, [2, 5]), (2, 3, [4, 4, 3]),
                                           (3, 6, [1, 3, 5])])
def test_the_fate_dice_are_spent_the_best_way_on_every_roll(atk, htv, faces):
    numbers = dict(ONE_DIE, atk=atk, htv=htv)   # DMG 1, CRT 2: damage counts hits, crits twice
    fated = O.with_fate(numbers, 0, 6, False, 99, faces, [FOCUS_D3, REPLACE])
    assert fated["wounds"] == pytest.approx(brute_best(atk, htv, faces, "d3"))
    assert fated["kinds"] == ["focus", "replace"] and fated["dice"] == sorted(faces)


def test_fate_dice_never_lower_the_odds_and_heal_alone_changes_nothing():
    numbers = {"atk": 4, "htv": 4, "dmg": 2, "crt": 3, "rules": []}
    plain = O.odds_of(numbers, 3, 4, True, 5)
    fated = O.with_fate(numbers, 3, 4, True, 5, [2, 4, 6], [FOCUS_D3, REPLACE, HEAL])
    assert fated["wounds"] >= plain["wounds"] and fated["p_kill"] >= plain["p_kill"]
    assert fated["hits"] > plain["hits"]
    assert O.with_fate(numbers, 3, 4, True, 5, [2, 4, 6], [HEAL]) is None
    assert O.with_fate(numbers, 3, 4, True, 5, [], [FOCUS_D3, REPLACE]) is None


def test_a_legal_attack_shows_what_the_attackers_own_fate_dice_would_do():
    s = position([(5, 5), (6, 5), (7, 5), (8, 5)], [(6, 12)])
    shooter = next(m for m in (s["models"][i] for i in s["order"])
                   if m["seat"] == 0 and m["cell"] == [8, 5])
    from tests.grimheim.fixtures import send
    send(s, 0, {"type": "activate", "model": shooter["id"]})
    s["players"][0]["fate"] = [6, 3]
    s["players"][1]["fate"] = []
    view, legal = view_legal(s)
    shot = next(c for c in legal if c["type"] == "shoot")
    o = P.attack(view, shot)
    assert o["fate"]["dice"] == [3, 6]
    assert o["fate"]["wounds"] > o["wounds"]
    assert "With your Fate dice (3, 6)" in P.fate_line(o)
    s["players"][0]["fate"] = []
    view, legal = view_legal(s)
    o = P.attack(view, next(c for c in legal if c["type"] == "shoot"))
    assert o["fate"] is None and P.fate_line(o) == ""


def test_a_fight_after_a_bloodrush_charge_shows_the_extra_die_the_rules_roll():
    s = position([(5, 5)], [(5, 9)])
    m = activate(s, 0)
    from tests.grimheim.fixtures import send
    charge = next(c for c in RULES.legal(s, 0) if c["type"] == "charge")
    send(s, 0, {k: v for k, v in charge.items() if k not in ("label", "preview")})
    while RULES.pending(s).seat != 0 or RULES.pending(s).kind != "act":
        p = RULES.pending(s)
        send(s, p.seat, {"type": "no_react"} if p.kind in ("react", "retreat") else
             {k: v for k, v in RULES.legal(s, p.seat)[0].items() if k not in ("label", "preview")})
    view, legal = view_legal(s)
    fight = next(c for c in legal if c["type"] == "fight")
    rolled = combat.attack_numbers(s["models"][m["id"]], fight["weapon"], "fight")
    assert s["models"][m["id"]]["charged"] and rolled["atk"] == 6   # Bone Claws 5, +1 Bloodrush
    assert P.attack(view, fight)["dice"] == rolled["atk"]


def test_a_fate_die_in_the_window_previews_what_the_rules_then_do():
    from tests.grimheim.fixtures import Dice, copy, send

    s = position([(5, 5)], [(5, 6)], w0="reavers_storm")
    s["players"][0]["fate"] = [6, 2]
    s["players"][1]["fate"] = [5, 1]
    activate(s, 0)
    fight = next(c for c in RULES.legal(s, 0) if c["type"] == "fight")
    send(s, 0, {k: v for k, v in fight.items() if k not in ("label", "preview")},
         Dice(3, 3, 2, 2, 6, 4, 4, 4, 4, 4, 4, 4, 4, 4))  # Brand's critical gets past the saves
    # (a window opens only where a die changes the outcome: a blow already saved asks nothing)
    windows = set()
    while RULES.pending(s).kind == "fate":
        seat = RULES.pending(s).seat
        view = RULES.view(s, seat)
        on_dice = [c for c in RULES.legal(s, seat) if c["type"] == "fate" and "strike" in c]
        for c in on_dice:
            said = P.fate_change(view, c)
            k = c["strike"]
            trial = copy(s)
            events = send(trial, seat, {x: v for x, v in c.items() if x not in ("label", "preview")})
            # the strikes as the die left them (the window may close and resolve right after)
            spent = next(e for e in events if e["type"] == "fate_spent")
            after = next(v for path, v in spent["set"] if path == ["combat", "strikes"])[k]
            if said.startswith("hits"):
                windows.add("attack")
                assert said.split(",")[0].split(" to ")[1] == str(sum(combat.successes(after)))
            else:
                windows.add("defense")
                at = trial["models"][after["at"]]
                assert said.split(" to ")[1] == str(P._dealt(after, at["sav"]))
        send(s, seat, {"type": "fate_done"})
    assert windows == {"attack", "defense"}
    assert P.fate_change(RULES.view(s, 0), {"type": "fight"}) == ""


def test_the_dice_tray_shows_the_dice_a_replace_or_a_focus_left():
    """Issue #25: the tray kept the faces as first rolled after a Fate die changed them."""
    from tests.grimheim.fixtures import Dice, legal, model, send

    s = position([(1, 1), (6, 5)], [(6, 10)], mission="hold", w0="wardens_watch",
                 w1="reavers_pack")
    s["players"][0]["fate"] = [4, 6]
    s["players"][1]["fate"] = [5]
    activate(s, 0, 1)  # Watchman Corvin's crossbow, 3+
    shot = next(c for c in legal(s, 0) if c["type"] == "shoot" and c["weapon"] == "crossbow")
    send(s, 0, shot, Dice(1, 6, 2))
    send(s, 1, {"type": "no_react"}, Dice(1, 6, 2))

    def tray():
        return [(r["kind"], r["faces"], r["need"]) for r in P.last_rolls(RULES.view(s, 1)["log"])]

    assert tray() == [("attack", [1, 6, 2], 3)]
    focus = next(c for c in legal(s, 0) if c["type"] == "fate" and c.get("die") == 0)
    send(s, 0, focus)  # a 4 is 2 points on a D3: the 2 (one short) reads 3, the 1 stays
    assert tray() == [("attack", [1, 6, 3], 3)]
    send(s, 0, {"type": "fate_done"}, Dice(1, 2))  # two dice: piercing takes one
    sav = model(s, 1)["sav"]
    assert tray() == [("attack", [1, 6, 3], 3), ("defense", [1, 2], sav)]
    bone_luck = next(c for c in RULES.legal(s, 1) if "lowest defense die" in c["label"])
    send(s, 1, {k: bone_luck[k] for k in ("type", "die", "ability", "strike")})  # 1 becomes 5
    assert tray() == [("attack", [1, 6, 3], 3), ("defense", [5, 2], sav)]
