"""Grimheim's rules through the contract: actions and their limits, reactions, statuses,
movement over heights, Fate dice, initiative, overtime, the underdog die and secret quests."""
import copy
import random

import pytest

from game.core.content import ContentError
from game.core.match import Match
from game.core.playout import random_playout
from game.games.grimheim.rules import RULES, board as B, combat, content, fate, scoring
from game.games.grimheim.rules import state as St
from tests.grimheim.fixtures import (Dice, activate, kinds, legal, model, model_id, position,
                                    prompt, scenario_match, send)


def test_content_loads_with_every_table_complete():
    data = content.load()
    assert len(data["factions"]) >= 4 and len(data["equipment"]) == 36
    assert len(data["side_quests"]) == 9
    assert len({e["name"] for e in data["equipment"].values()}) == 36
    for faction in data["factions"]:
        bands = [b for b in data["warbands"].values() if b["faction"] == faction]
        assert len(bands) >= 2
        for band in bands:
            assert content.warband_cost(band) <= content.SIZES[band["size"]]


def test_a_bad_content_entry_is_named_by_file_entry_and_field(tmp_path):
    from game.core.content import load_table
    bad = tmp_path / "weapons.yaml"
    bad.write_text("axe: {name: Axe, kind: magic, rng: 1, atk: 2, htv: 4, dmg: 1, crt: 2, "
                   "rules: [], cost: 3, text: x}\n")
    with pytest.raises(ContentError, match="entry 'axe', field 'kind'"):
        load_table(bad, content.SCHEMAS["weapons"])


def test_move_is_once_per_activation_and_costs_one_ap():
    s = position([(5, 5)], [(5, 13)])
    m = activate(s, 0)
    move = next(c for c in legal(s, 0) if c["type"] == "move")
    send(s, 0, move)
    m = model(s, 0)
    assert m["left"] == m["ap"] - 1 and m["cell"] == move["cell"]
    assert "move" not in kinds(s, 0) and "charge" not in kinds(s, 0)


def test_a_move_never_ends_in_enemy_melee_range():
    s = position([(10, 5)], [(10, 9)])
    m = activate(s, 0)
    moves = [c for c in legal(s, 0) if c["type"] in ("move", "run")]
    assert moves
    for c in moves:
        assert B.distance(c["cell"], (10, 9)) > 1 and not St.in_enemy_melee(s, m, c["cell"])


def test_run_forbids_charge_and_shoot_later():
    s = position([(5, 5)], [(5, 14)])
    activate(s, 0)
    run = next(c for c in legal(s, 0) if c["type"] == "run")
    send(s, 0, run)
    assert not {"charge", "shoot", "fall_back"} & kinds(s, 0)


def test_charge_reaches_mov_plus_two_and_ends_in_contact():
    s = position([(5, 3)], [(5, 12)])
    m = activate(s, 0)
    charges = [c for c in legal(s, 0) if c["type"] == "charge"]
    assert charges
    send(s, 0, charges[0])
    while prompt(s).kind in ("retreat", "react"):
        send(s, 1, {"type": "no_react"})
    m = model(s, 0)
    assert St.in_contact(s, m, model(s, 1))
    assert "fight" in kinds(s, 0) and "move" not in kinds(s, 0)


def test_fall_back_only_from_melee_and_ends_outside_it():
    s = position([(10, 5)], [(10, 6)])
    m = activate(s, 0)
    backs = [c for c in legal(s, 0) if c["type"] == "fall_back"]
    assert backs and "move" not in kinds(s, 0) and "shoot" not in kinds(s, 0)
    assert all(not St.in_enemy_melee(s, m, c["cell"]) for c in backs)
    s = position([(10, 5)], [(10, 12)])
    activate(s, 0)
    assert "fall_back" not in kinds(s, 0)


def test_fight_rolls_both_ways_and_deals_damage():
    s = position([(5, 5)], [(5, 6)])
    activate(s, 0)
    fight = next(c for c in legal(s, 0) if c["type"] == "fight")
    # attacker's 5 claws dice all 6s, defender's dice all 1s, then defense dice all 1s
    send(s, 0, fight, Dice(6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1))
    assert model(s, 1)["wounds"] < model(s, 1)["wnd"]
    assert model(s, 0)["wounds"] == model(s, 0)["wnd"]


def test_furious_fights_twice_others_once():
    s = position([(5, 5)], [(5, 6)])
    activate(s, 0)  # Grisa is a Brawler: Furious
    for _ in range(2):
        fight = next(c for c in legal(s, 0) if c["type"] == "fight")
        send(s, 0, fight, Dice(*[1] * 30))
    assert "fight" not in kinds(s, 0)


def test_shoot_needs_a_ranged_weapon_in_range_and_sight():
    s = position([(2, 2), (3, 2), (4, 2), (5, 2)], [(5, 13)])
    tusk = activate(s, 0, 3)  # the marksman with a short bow (12")
    shots = [c for c in legal(s, 0) if c["type"] == "shoot"]
    assert all(B.distance(tusk["cell"], model(s, 1)["cell"]) <= 12 for _ in shots)


def test_dodge_adds_a_defense_die_against_a_shot():
    s = position([(5, 5), (6, 5)], [(6, 10)])
    activate(s, 0, 1)  # Hock's javelins are not silent
    shot = next(c for c in legal(s, 0) if c["type"] == "shoot" and c["weapon"] == "javelins")
    send(s, 0, shot, Dice(6, 6, 6))
    assert prompt(s).kind == "react"
    assert {"type": "react", "model": model(s, 1)["id"], "reaction": "dodge"} in legal(s, 1)
    events = send(s, 1, {"type": "react", "model": model(s, 1)["id"], "reaction": "dodge"})
    declared = next(e for e in events if e["type"] == "attack_declared")
    assert declared["set"][0][1]["strikes"][0]["extra"] == 1
    assert model(s, 1)["left"] == model(s, 1)["ap"] - 1


def test_retreat_against_a_charge_moves_away_and_intercept_is_offered_on_a_pass_by():
    s = position([(5, 3)], [(5, 11), (9, 8)])
    activate(s, 0)
    charge = next(c for c in legal(s, 0) if c["type"] == "charge"
                  and c["target"] == model(s, 1)["id"])
    send(s, 0, charge)
    options = legal(s, 1)
    assert any(o.get("reaction") == "retreat" for o in options)
    retreat = next(o for o in options if o.get("reaction") == "retreat")
    send(s, 1, retreat)
    assert B.distance(model(s, 1)["cell"], (5, 3)) > B.distance((5, 11), (5, 3))
    # one reaction per model per action
    assert not any(o.get("model") == model(s, 1)["id"] for o in legal(s, 1))


def test_a_model_that_ended_its_activation_is_not_ready_and_cannot_react():
    """The book: a model that ends its activation becomes not ready, and only a ready model
    reacts. One that has not activated yet (its AP all there) still may."""
    s = position([(5, 5), (6, 5)], [(6, 10), (7, 10)])
    activate(s, 0, 0)
    send(s, 0, {"type": "end"})
    ended = activate(s, 1, 0)
    send(s, 1, {"type": "end"})
    assert ended["activated"] and ended["left"] == ended["ap"]  # AP left, activation over
    activate(s, 0, 1)  # Hock's javelins are not silent
    shot = next(c for c in legal(s, 0) if c["type"] == "shoot" and c["target"] == ended["id"])
    send(s, 0, shot, Dice(6, 6, 6))
    assert not any(c.get("model") == ended["id"] for c in legal(s, 1) if c["type"] == "react")
    waiting = model(s, 1, 1)
    assert not waiting["activated"] and St.can_react(waiting) and not St.can_react(ended)


def test_a_model_yet_to_activate_may_dodge():
    s = position([(5, 5), (6, 5)], [(6, 10), (7, 10)])
    activate(s, 0, 1)
    waiting = model(s, 1, 0)
    shot = next(c for c in legal(s, 0) if c["type"] == "shoot" and c["target"] == waiting["id"])
    send(s, 0, shot, Dice(6, 6, 6))
    assert {"type": "react", "model": waiting["id"], "reaction": "dodge"} in legal(s, 1)


def test_a_shooter_whose_focus_can_lift_a_one_is_asked_after_a_dodge():
    """Issue #25 (Hold the Crossing): a Warden's crossbow rolls [1, 6, 3] needing 3+ after the
    target dodged, its player holding Fate dice 4, 4, 6 on a table with Focus and no Replace.
    The book's Focus adds to any hit roll, so the shooter is asked before the defence."""
    s = position([(1, 1), (6, 5)], [(6, 10)], mission="hold", w0="wardens_watch",
                 w1="reavers_pack")
    s["players"][0]["fate"] = [4, 4, 6]
    activate(s, 0, 1)  # Watchman Corvin, crossbow
    shot = next(c for c in legal(s, 0) if c["type"] == "shoot" and c["weapon"] == "crossbow")
    send(s, 0, shot)
    send(s, 1, {"type": "react", "model": model(s, 1)["id"], "reaction": "dodge"},
         Dice(1, 6, 3))
    rolled = s["combat"]["strikes"][0]
    assert rolled["atk"] == [1, 6, 3] and rolled["w"]["htv"] == 3
    assert prompt(s).kind == "fate" and prompt(s).seat == 0
    focus = next(c for c in legal(s, 0) if c["type"] == "fate" and "strike" in c
                 and St.fate_table(s, 0)["abilities"][c["ability"]]["kind"] == "focus")
    events = send(s, 0, focus)  # a 4 read as a D3 is 2 points: the 1 becomes a 3
    spent = next(e for e in events if e["type"] == "fate_spent")
    strikes = next(value for path, value in spent["set"] if path == ["combat", "strikes"])
    assert strikes[0]["mods"] == [2, 0, 0] and combat.successes(strikes[0]) == (2, 1)


def test_stunned_or_frozen_models_cannot_react():
    s = position([(5, 5), (6, 5)], [(6, 10)])
    model(s, 1)["statuses"] = ["stunned"]
    activate(s, 0, 1)
    shot = next(c for c in legal(s, 0) if c["type"] == "shoot" and c["weapon"] == "javelins")
    send(s, 0, shot, Dice(1, 1, 1))
    assert prompt(s).kind != "react"


def test_climbing_costs_two_more_and_needs_a_ladder_above_one_inch():
    rules = ()
    assert B.step_price("towers", (4, 2), (5, 2), 1, 3, 0, 2, rules) == 1 + 3 + 2
    assert B.step_price("towers", (3, 3), (4, 3), 1, 3, 0, 2, rules) is None
    assert B.step_price("towers", (3, 3), (4, 3), 1, 3, 0, 2, ("climber",)) == 4


def test_jumping_a_gap_needs_half_mov():
    wide = B.paths("gorge", (4, 5), 10, 6, (), frozenset(), frozenset())
    short = B.paths("gorge", (4, 5), 10, 3, (), frozenset(), frozenset())
    assert (3, 8) in wide and (3, 8) not in short  # the ledge across the 2-inch chasm


def test_falling_rolls_a_die_per_inch_over_two_and_a_one_stuns():
    s = position([(5, 5)], [(5, 13)])
    from game.games.grimheim.rules import engine
    ctx = engine.Ctx(s, Dice(1))
    combat.fall(ctx, model(s, 0), 3)
    engine.run(ctx)
    m = model(ctx.state, 0)
    assert m["wounds"] == m["wnd"] - 1 and "stunned" in m["statuses"]
    ctx = engine.Ctx(s, Dice(6))
    combat.fall(ctx, model(s, 0), 2)
    assert not ctx.events  # 2" is safe


def test_hide_makes_a_model_untargetable_until_found():
    s = position([(2, 2)], [(5, 13), (6, 13), (7, 13), (8, 13)])
    activate(s, 0)
    assert "hide" in kinds(s, 0)
    send(s, 0, {"type": "hide"})
    assert model(s, 0)["hidden"]
    shooter = model(s, 1, 1)
    assert not St.targetable(s, shooter, model(s, 0))


def test_recover_clears_statuses_but_not_in_melee():
    match = scenario_match("recover")  # Grisa alone, Brannoc beside the sergeant; both burn
    grisa, brannoc = model_id(match, "Grisa Jawbone"), model_id(match, "Brannoc")
    match.submit(0, {"type": "activate", "model": grisa})
    match.submit(0, {"type": "recover"})
    assert match.state["models"][grisa]["statuses"] == []
    match.submit(0, {"type": "end"})
    match.submit(0, {"type": "activate", "model": brannoc})
    assert "recover" not in {c["type"] for c in match.legal(0)}
    assert match.state["models"][brannoc]["statuses"] == ["burning"]


def test_stunned_loses_an_ap_and_fearful_cannot_charge():
    match = scenario_match("stunned-and-fearful")  # the sergeant within a Charge's reach
    grisa = model_id(match, "Grisa Jawbone")
    match.submit(0, {"type": "activate", "model": grisa})
    m = match.state["models"][grisa]
    assert m["left"] == m["ap"] - 1
    assert "charge" not in {c["type"] for c in match.legal(0)}


def test_burning_ticks_in_the_end_phase():
    s = position([(5, 5)], [(5, 13)])
    model(s, 1)["statuses"] = ["burning"]
    for m in s["models"].values():
        m["activated"] = True
    s["turn"] = 1
    s["agenda"] = [{"op": "end_phase"}]
    from tests.grimheim.fixtures import settle
    settle(s, Dice(1))
    assert model(s, 1)["wounds"] == model(s, 1)["wnd"] - 1


def test_fate_dice_points_underdog_focus_save_and_replace():
    assert [fate.points(f, "d3") for f in range(1, 7)] == [1, 1, 2, 2, 3, 3]
    assert [fate.points(f, "d2") for f in range(1, 7)] == [1, 1, 1, 2, 2, 2]
    # the two medium warbands furthest apart in points: the cheaper one is the underdog
    s = position([(5, 5)], [(5, 13)], w0="wardens_column", w1="reavers_storm")
    gap = s["players"][1]["cost"] - s["players"][0]["cost"]
    assert gap >= 20 and fate.dice_count(s, 0) == 4 and fate.dice_count(s, 1) == 3
    assert fate.focus([3, 2, 1], [0, 0, 0], 4, 2) == [1, 0, 0]  # a 1 never hits
    # two Save points cancel a critical hit (5 damage), one point a normal hit
    assert combat.best_damage(0, 1, 0, 0, 2, 2, 5) == 0
    assert combat.best_damage(1, 1, 0, 0, 1, 2, 5) == 5


def test_assault_and_heal_are_spent_in_the_activation():
    match = scenario_match("assault-and-heal")  # Ulfra on 2 wounds, Fate dice 6 and 6
    ulfra = model_id(match, "Ulfra Redwind")
    match.submit(0, {"type": "activate", "model": ulfra})
    table = St.fate_table(match.state, 0)["abilities"]

    def spend(kind):
        use = next(c for c in match.legal(0) if c["type"] == "fate"
                   and table[c["ability"]]["kind"] == kind)
        match.submit(0, use)  # the contract ignores its label

    spend("assault")
    assert match.state["models"][ulfra]["assault"] == 3
    spend("heal")
    assert match.state["models"][ulfra]["wounds"] == 5
    assert match.view(0)["players"][0]["fate"] == []


def test_focus_window_after_the_attack_roll():
    s = position([(5, 5)], [(5, 6)], w0="reavers_storm")
    s["players"][0]["fate"] = [6]
    activate(s, 0)
    fight = next(c for c in legal(s, 0) if c["type"] == "fight")
    send(s, 0, fight, Dice(3, 3, 3, 3, 1, 1, 1))
    assert prompt(s).kind == "fate" and prompt(s).seat == 0
    focus = next(c for c in legal(s, 0) if c["type"] == "fate")
    events = send(s, 0, focus)
    spent = next(e for e in events if e["type"] == "fate_spent")
    strike = spent["set"][1][1][0]
    assert sum(combat.successes(strike)) >= 3 and s["players"][0]["fate"] == []


def test_initiative_rerolls_ties_and_the_winner_chooses():
    s = position([(5, 5)], [(5, 13)])
    s["agenda"] = [{"op": "initiative"}]
    from tests.grimheim.fixtures import settle
    settle(s, Dice(4, 4, 2, 5))
    assert s["initiative"] == 1 and prompt(s).kind == "first" and prompt(s).seat == 1
    assert {c["who"] for c in legal(s, 1)} == {0, 1}


def test_overtime_when_trailing_by_five_after_the_last_turn():
    s = position([(5, 5)], [(5, 13)])
    for m in s["models"].values():
        m["activated"] = True
    s["turn"], s["players"][0]["vp"] = 4, 5
    s["agenda"] = [{"op": "end_phase"}]
    from tests.grimheim.fixtures import settle
    settle(s, Dice(1, 2, 1, 2, 1, 2))
    assert s["overtime"] and s["turn"] == 5 and s["result"] is None
    s2 = position([(5, 5)], [(5, 13)])
    for m in s2["models"].values():
        m["activated"] = True
    s2["turn"], s2["players"][0]["vp"] = 4, 4
    s2["agenda"] = [{"op": "end_phase"}]
    settle(s2)
    assert s2["result"] == {"winner": 0, "draw": False, "vp": [4, 0]}


def test_side_quests_are_secret_until_the_end():
    match = Match(RULES, {}, 11).start()
    while match.pending().kind in ("deploy", "quest"):
        seat = match.pending().seat
        match.submit(seat, {k: v for k, v in match.legal(seat)[0].items()
                            if k not in ("label", "seat", "preview")})
    for seat in (0, 1):
        other = match.state["players"][1 - seat]["quest"]["label"]
        text = str(match.view(seat)) + str([match.redact(e.events, seat) for e in match.log])
        assert other not in text and match.view(seat)["players"][1 - seat]["quest"] is None
        assert match.view(seat)["players"][seat]["quest"]["label"] in str(match.view(seat))


def seat_0_receives(quest_1: str, seed: int, commands: int = 400) -> list:
    """Everything seat 0 is handed until the end while one battle is played with seat 1's side
    quest agreed as ``quest_1``: each move's redacted events (type and text included), its view
    and its prompt as the protocol answers it (only "waiting" when the move is not seat 0's).
    Each move is a random legal one, drawn afresh from the seed and the move's number, so every
    quest plays the same battle (the mark is the only choice that differs)."""
    match = Match(RULES, {"quest_0": "trophy", "quest_1": quest_1}, seed).start()
    seen = []
    for _ in range(commands):
        if match.outcome() is not None:
            break
        pending = match.pending()
        prompt = pending.to_dict() if 0 in pending.seats else {"seats": pending.seats}
        seen.append({"view": match.view(0), "prompt": prompt})
        seat = pending.seat
        rng = random.Random(f"{seed}:{len(match.log)}")
        command = rng.choice(match.legal(seat))
        events = match.redact(match.submit(seat, {k: v for k, v in command.items()
                                                  if k not in ("label", "seat", "preview")}), 0)
        over = [e["type"] for e in events].index("battle_over") if match.outcome() else None
        seen.append(events[:over])  # the battle's end reveals both quests, as it should
    return seen


@pytest.mark.parametrize("seed", [11, 12])
def test_what_a_seat_receives_never_depends_on_the_other_sides_secret_quest(seed):
    """Every side quest of seat 1, the marked one included, hands seat 0 the same events, the
    same words, the same views and the same prompts: not only the quest's label is hidden."""
    quests = [e["id"] for e in content.load()["side_quests"].values()]
    baseline = seat_0_receives("marked", seed)
    for quest in quests:
        assert seat_0_receives(quest, seed) == baseline, f"seat 0 can tell {quest} from marked"


def test_loot_rolls_the_d66_equipment_list():
    s = position([(9, 4)], [(5, 13)])
    activate(s, 0)
    loot = next(c for c in legal(s, 0) if c["type"] == "loot")
    send(s, 0, loot, Dice(4, 5))
    assert "Bag of Coffee Beans" in model(s, 0)["items"] and model(s, 0)["ap"] == 4
    assert s["players"][0]["vp"] == 2


@pytest.mark.parametrize("mission", ["encounter", "hold", "beacons", "feud"])
def test_every_mission_plays_to_an_end(mission):
    for seed in range(3):
        match = random_playout(RULES, seed, options={"mission": mission,
                                                     "warband_0": "choir_pyre",
                                                     "warband_1": "mire_drowned"})
        assert match.outcome() is not None


def test_fate_save_and_replace_on_a_falls_dice():
    from game.games.grimheim.rules import engine
    s = position([(5, 5)], [(5, 13)], w0="reavers_storm")  # common Fate table
    s["players"][0]["fate"] = [6]
    m = model(s, 0)
    ctx = engine.Ctx(s, Dice(1, 1))
    combat.fall(ctx, m, 4)  # two dice, both 1s
    engine.run(ctx)
    assert prompt(s).kind == "fate" and prompt(s).seat == 0
    table = St.fate_table(s, 0)["abilities"]
    save = next(c for c in legal(s, 0) if c["type"] == "fate"
                and table[c["ability"]]["kind"] == "save")
    send(s, 0, save)  # a 6 read as a D2 is 2 points: both failed dice kept as saves
    assert model(s, 0)["wounds"] == model(s, 0)["wnd"] and "stunned" not in model(s, 0)["statuses"]
    assert combat.fall_damage({"faces": [1, 4], "points": 1}, 5) == (1, False)
    assert combat.fall_damage({"faces": [1, 4], "points": 0}, 5) == (2, True)


def test_every_watcher_in_sight_may_fire_but_not_one_that_intercepted():
    from game.games.grimheim.rules import moving
    s = position([(10, 8)], [(2, 1), (3, 1), (4, 1), (10, 2), (12, 2)], w1="wardens_garrison")
    dowd, tallow = model(s, 1, 3), model(s, 1, 4)
    assert St.has(dowd, "sentinel") and St.has(tallow, "sentinel")
    dowd["watch"], tallow["watch"] = "longgun", "crossbow"
    mover = model(s, 0)
    s["action"] = {"kind": "move", "model": mover["id"], "path": [[10, 9], [10, 8]],
                   "target": None, "reacted": [], "retreated": False}
    assert {w["id"] for w in moving.watchers(s, mover)} == {dowd["id"], tallow["id"]}
    s["action"]["reacted"] = [dowd["id"]]
    assert [w["id"] for w in moving.watchers(s, mover)] == [tallow["id"]]
    tallow["hidden"] = True
    assert moving.watchers(s, mover) == []


def test_an_intercept_counts_cover_where_it_strikes():
    s = position([(5, 5)], [(9, 9)])
    r, mover = model(s, 1), model(s, 0)
    ghost = {**mover, "cell": [9, 7]}
    numbers = combat.attack_numbers(r, r["weapons"][0], "intercept")
    strike = combat.strike(s, r, ghost, numbers, "intercept")
    assert strike["cover"] == B.in_cover(s["map"], [9, 7], r["cell"])


def test_the_end_screen_names_the_winner_and_the_score_in_one_sentence():
    from game.app.scenes.game_menu import outcome_sentences
    from tests.grimheim.fixtures import settle
    for vp, said in ((4, "The Jawbone Pack (Player 1) wins, 4 VP to 0."), (0, "A draw: 0 VP each.")):
        s = position([(5, 5)], [(5, 13)])
        for m in s["models"].values():
            m["activated"] = True
        s["turn"], s["players"][0]["vp"] = 4, vp
        s["agenda"] = [{"op": "end_phase"}]
        settle(s)
        out = RULES.outcome(s)
        assert out["winner"] == (0 if vp else None) and out["vp"] == [vp, 0]
        lines = outcome_sentences(out)
        assert lines[0] == said  # then each side's battle and what comes next, in sentences
        assert not any(w in line for line in lines for w in (": False", ": True", "Draw"))


def small_band_over_its_limit() -> dict:
    """The Jawbone Pack with grunts added until it costs more than a small warband may."""
    band = copy.deepcopy(content.load()["warbands"]["reavers_pack"])
    while content.warband_cost(band) <= content.SIZES["small"]:
        band["models"].append(dict(band["models"][-1], tier="grunt"))
    return band


def refused_setup(options: dict) -> str:
    with pytest.raises(content.SetupError) as refused:
        Match(RULES, options, 5).start()
    assert isinstance(refused.value, ValueError)  # the new-game screen shows it as a refusal
    return str(refused.value)


def test_a_roster_over_the_limit_it_was_built_for_never_takes_the_field():
    band = small_band_over_its_limit()
    cost = content.warband_cost(band)
    said = refused_setup({"roster_1": band})
    assert said == (f"Player 2's warband 'The Jawbone Pack': it costs {cost} points, over the "
                    f"small limit of 500.")


def test_one_agreed_point_limit_binds_both_warbands():
    pyre = content.warband_cost(content.load()["warbands"]["choir_pyre"])
    said = refused_setup({"point_limit": "small", "warband_0": "choir_pyre"})
    assert said == (f"Player 1's warband 'The Walking Pyre' costs {pyre} points, over the "
                    f"agreed small limit of 500 points.")
    match = Match(RULES, {"point_limit": "medium", "warband_0": "choir_pyre"}, 5).start()
    assert match.view(1)["players"][0]["cost"] == pyre <= 600


@pytest.mark.parametrize("roster, fault", [
    ("a list of models", "Player 1's warband: expected a mapping"),
    ({"name": "Mist", "faction": "fae", "size": "small", "fate": "common", "text": "",
      "models": []}, "Player 1's warband 'Mist', field 'models': has 0 entries"),
])
def test_a_malformed_roster_is_refused_with_a_sentence(roster, fault):
    assert refused_setup({"roster_0": roster}).startswith(fault)


def test_an_agreed_side_quest_must_exist():
    assert refused_setup({"quest_1": "dragon_slayer"}).startswith(
        "Option 'quest_1': 'dragon_slayer' is not a side quest (one of marked, trophy,")
