"""Grimheim's rules reached by legal play through the contract (tests/grimheim/play.py): the
Charge and its Retreat, the jump-down Charge path, Overwatch, Fate dice spent at the prompts the
book allows, the fight's two-way blows, Run's limits."""
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import fate, moving
from game.games.grimheim.rules import state as S
from tests.grimheim.play import reach


def _kind(match):
    return match.pending().kind


def test_a_charge_asks_the_charged_model_first_and_a_retreat_redraws_the_charge():
    match, seat, charge = reach(lambda m, s, c: c["type"] == "charge",
                                prefer=lambda c: c["type"] in ("run", "move"))
    target = match.state["models"][charge["target"]]
    declared_from = list(match.state["models"][match.state["active"]]["cell"])
    match.submit(seat, charge)
    if _kind(match) != "retreat":  # the target had no AP or nowhere to go: nothing to ask
        assert not S.can_react(target) or not match.legal(1 - seat) or _kind(match) != "react" \
            or all(c.get("reaction") != "retreat" for c in match.legal(1 - seat))
        return
    assert match.pending().seat == 1 - seat
    options = match.legal(1 - seat)
    assert all(c["type"] == "no_react" or c["reaction"] == "retreat" or c["type"] == "fate"
               for c in options)
    retreat = next(c for c in options if c.get("reaction") == "retreat")
    before = B.distance(target["cell"], declared_from)
    match.submit(1 - seat, {k: retreat[k] for k in ("type", "model", "reaction", "cell")})
    moved = match.state["models"][charge["target"]]
    assert B.distance(moved["cell"], declared_from) > before
    assert not S.in_enemy_melee(match.state, moved)
    action = match.state["action"]
    charger = match.state["models"][action["model"]]
    assert action["path"] == moving.recharge(match.state, charger, moved)
    assert action["path"][-1] != charge["cell"]
    # the charged model has reacted: it is offered nothing more against this Charge
    assert not any(c.get("model") == moved["id"] and c["type"] == "react"
                   for c in match.legal(1 - seat))


def test_a_player_may_charge_by_a_path_that_jumps_down_and_gets_the_automatic_critical():
    match, seat, charge = reach(lambda m, s, c: c["type"] == "charge" and "via" in c,
                                options={"mission": "beacons"},
                                prefer=lambda c: c["type"] in ("run", "move"), seeds=range(60))
    name = match.state["map"]
    drop = B.level(name, charge["via"]) - B.level(name, charge["cell"])
    assert 1 <= drop <= B.MAX_LEAP and B.distance(charge["via"], charge["cell"]) == 1
    mid = match.state["active"]
    match.submit(seat, charge)
    while _kind(match) in ("retreat", "react", "watch", "fate") and \
            match.pending().seat != seat:
        other = match.pending().seat
        quiet = next(c for c in match.legal(other)
                     if c["type"] in ("no_react", "hold_fire", "fate_done"))
        match.submit(other, {"type": quiet["type"]})
    m = match.state["models"][mid]
    target = match.state["models"][charge["target"]]
    if m["defeated"] or target["defeated"] or match.state["action"]:
        return
    if m["cell"] == charge["cell"]:
        assert m["leap"] and m["charged"]
        fight = next(c for c in match.legal(seat) if c["type"] == "fight")
        events = match.submit(seat, {k: fight[k] for k in ("type", "target", "weapon")})
        declared = next(e for e in events if e["type"] == "attack_declared")
        assert declared["set"][0][1]["strikes"][0]["auto"] == 1


def test_overwatch_is_fired_or_held_by_its_player():
    match, seat, fire = reach(lambda m, s, c: c["type"] == "watch_fire",
                              options={"mission": "hold", "warband_1": "wardens_garrison",
                                       "warband_0": "reavers_horde"},
                              prefer=lambda c: c["type"] in ("overwatch", "run", "move"),
                              seeds=range(30))
    watcher = match.state["models"][fire["model"]]
    assert watcher["watch"] and watcher["seat"] == seat
    assert {"type": "hold_fire"} in [{"type": c["type"]} for c in match.legal(seat)]
    wid = watcher["watch"]
    events = match.submit(seat, fire)
    assert match.state["models"][fire["model"]]["watch"] is None
    declared = next(e for e in events if e["type"] == "attack_declared")
    assert declared["set"][0][1]["kind"] == "overwatch"
    numbers = declared["set"][0][1]["strikes"][0]["w"]
    assert numbers["atk"] == max(1, S.weapon(wid)["atk"] - 1)


def test_fate_dice_heal_a_model_at_a_prompt_outside_the_owners_activation():
    def heal_outside_activation(match, seat, c):
        if c["type"] != "fate" or "model" not in c or match.pending().kind != "activate":
            return False
        table = S.fate_table(match.state, seat)["abilities"]
        return table[c["ability"]]["kind"] == "heal"
    match, seat, heal = reach(heal_outside_activation, seeds=range(40))
    kind = _kind(match)
    m = match.state["models"][heal["model"]]
    face = match.state["players"][seat]["fate"][heal["die"]]
    ability = S.fate_table(match.state, seat)["abilities"][heal["ability"]]
    wounds, dice = m["wounds"], len(match.state["players"][seat]["fate"])
    match.submit(seat, heal)
    m = match.state["models"][heal["model"]]
    assert m["wounds"] == min(m["wnd"], wounds + fate.points(face, ability["die"]))
    assert len(match.state["players"][seat]["fate"]) == dice - 1
    assert kind == "activate" and _kind(match) == kind and match.pending().seat == seat


def test_a_fight_strikes_both_ways_through_play():
    match, seat, fight = reach(lambda m, s, c: c["type"] == "fight",
                               prefer=lambda c: c["type"] in ("charge", "run", "move"))
    events = match.submit(seat, fight)
    declared = next(e for e in events if e["type"] == "attack_declared")
    strikes = declared["set"][0][1]["strikes"]
    target = match.state["models"][fight["target"]]
    assert strikes[0]["by"] != strikes[0]["at"]
    if len(strikes) == 2:
        assert strikes[1]["by"] == strikes[0]["at"] and strikes[1]["at"] == strikes[0]["by"]
    else:
        assert "stunned" in target["statuses"] or target["defeated"]


def test_after_a_run_no_charge_shoot_or_fall_back_through_play():
    match, seat, run = reach(lambda m, s, c: c["type"] == "run")
    match.submit(seat, run)
    while match.outcome() is None and _kind(match) != "act":
        other = match.pending().seat
        quiet = next((c for c in match.legal(other)
                      if c["type"] in ("no_react", "hold_fire", "fate_done")), None)
        if quiet is None:
            return
        match.submit(other, {"type": quiet["type"]})
    if match.outcome() is None and match.pending().seat == seat:
        kinds = {c["type"] for c in match.legal(seat)}
        assert not {"charge", "shoot", "fall_back", "run"} & kinds
