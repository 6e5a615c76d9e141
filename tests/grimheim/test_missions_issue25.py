"""Issue #25: eight missions on eight battlefields. The four new ones are played to their end by
the AI, each has the battlefield its idea needs, and each scores as its rules text says, reached
through the contract from a scenario file: the bell tower's VP rise with the turn, a load moves
with its carrier, drops where the carrier falls and scores where it is delivered, and a bounty
is paid on a Champion."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.content import ContentError
from game.core.match import Match
from game.core.scenario import load_scenario
from game.games.grimheim.ai import ai_bench
from game.games.grimheim.ai.player import choose
from game.games.grimheim.manifest import MANIFEST
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import content
from game.games.grimheim.rules.counts import content_counts
from tests.grimheim.fixtures import model_id, scenario_match
from tests.grimheim.test_content import assets, refusal  # noqa: F401  (the content fixture)

NEW = ("bell", "casks", "bounty", "relic")
SCENARIOS = Path(__file__).parent / "scenarios"


def logs(match: Match, kind: str) -> list[str]:
    return [e["log"] for entry in match.log for e in entry.events if e["type"] == kind]


def step(match: Match, pick=None) -> None:
    """One command: ``pick`` chooses Player 1's when it returns one, the AI everything else."""
    seat = match.pending().seat
    legal = match.legal(seat)
    command = pick(match, legal) if pick and seat == 0 else None
    if command is None:
        rng = random.Random(f"{match.seed}:{len(match.log)}")
        command = choose(match.view(seat), legal, rng)
    match.submit(seat, {k: v for k, v in command.items() if k not in ("label", "preview")})


def until(match: Match, done, pick=None, limit: int = 3000) -> None:
    for _ in range(limit):
        if done(match):
            return
        assert match.outcome() is None, "the battle ended first"
        step(match, pick)
    raise AssertionError("the position was never reached")


def carry_toward(edge: int):
    """Player 1's carrier: take up the load, then run (or move) as near row ``edge`` as it can."""

    def pick(match: Match, legal: list[dict]) -> dict | None:
        for kind in ("interact", "run", "move"):
            options = [c for c in legal if c["type"] == kind]
            if options:
                return min(options, key=lambda c: abs(c["cell"][1] - edge) if "cell" in c else 0)
        return next((c for c in legal if c["type"] == "end"), None)

    return pick


def turn_over(turn: int):
    return lambda match: match.outcome() is not None or match.state["turn"] > turn


# --- content --------------------------------------------------------------------------------


def test_eight_missions_on_eight_battlefields_all_in_the_picker():
    counts = content_counts()
    assert counts["missions"] >= 8 and counts["battlefields"] >= 8
    missions = content.load()["missions"]
    picker = dict(next(o for o in MANIFEST.options if o.key == "mission").choices)
    assert set(picker) == set(missions)
    for key in NEW:
        assert picker[key] == missions[key]["name"]
    assert len({missions[key]["map"] for key in NEW} | {"market", "gorge", "towers"}) == 7


@pytest.mark.parametrize(
    "old, new, fault",
    [
        ("  deliver: home\n", "", "entry 'casks': a carry mission needs 'deliver' (home or far)."),
        ("deliver: far", "deliver: sideways", "entry 'relic', field 'deliver': 'sideways' is not"),
        ("champion_vp: 4", "champion_vp: 99", "entry 'bounty', field 'champion_vp': 99 is outside"),
    ],
)
def test_a_broken_mission_is_refused_naming_its_entry_and_field(assets, old, new, fault):  # noqa: F811
    said = refusal(assets, "missions.yaml", old, new)
    assert said.startswith("missions.yaml, ") and fault in said


@pytest.mark.parametrize("key", NEW)
def test_each_new_battlefield_has_both_zones_and_the_objectives_its_mission_needs(key):
    mission = content.load()["missions"][key]
    grid = B.board(mission["map"])
    marks = grid.of_kind("objective")
    needs = {"tower": 1, "bounty": 0}.get(mission["kind"])
    assert len(marks) == needs if needs is not None else len(marks) >= 1
    for seat in (0, 1):
        zone = grid.zone(f"deploy_{seat}")
        open_squares = [c for c in zone if not grid.square(c).blocks_move]
        assert len(open_squares) >= 20  # room for a large warband
    for o in marks:  # every objective stands where a model can stand
        assert not grid.square(o.cell).blocks_move
    levels = {grid.square(c).level for c in grid.cells()}
    terrains = {grid.square(c).terrain for c in grid.cells()}
    assert max(levels) >= 1 and "ladder" in terrains and terrains & {"rubble", "barricade"}


# --- the AI plays each new mission to its end ----------------------------------------------


@pytest.mark.parametrize("key", NEW)
@pytest.mark.parametrize("seed", (11, 12))
def test_the_ai_plays_a_whole_battle_of_each_new_mission(key, seed):
    options = {
        "mission": key,
        **{k: v for k, v in ai_bench.options_for(seed).items() if k != "mission"},
    }
    outcome = ai_bench.play((choose, choose), seed, options)
    assert outcome is not None, "the battle never ended"
    assert outcome["vp"] and min(outcome["vp"]) >= 0


# --- scoring, through the contract ----------------------------------------------------------


@pytest.mark.parametrize("turn", (1, 3, 4))
def test_the_bell_tower_scores_the_turns_number_for_its_holder(turn, tmp_path):
    text = (SCENARIOS / "bell-tower.yaml").read_text().replace("turn: 1", f"turn: {turn}")
    (tmp_path / "bell-tower.yaml").write_text(text)
    match = Match.from_scenario(load_scenario(tmp_path / "bell-tower.yaml"))
    end = lambda m, legal: next((c for c in legal if c["type"] == "end"), None)  # noqa: E731
    until(match, turn_over(turn), end)
    assert logs(match, "scored") == [f"Objectives: Player 1 +{turn} VP, Player 2 +0 VP."]
    if turn == 4:  # the last turn: the tower's 4 VP decide the battle
        assert match.outcome()["vp"] == [4, 0] and match.outcome()["winner"] == 0


def test_a_level_count_at_the_bell_tower_goes_to_the_side_whose_models_cost_more():
    match = scenario_match("bell-tower-level")
    grisa, brand = (
        match.state["models"][model_id(match, n)]
        for n in ("Grisa Jawbone", "Sergeant Ottilie Brand")
    )
    assert brand["cost"] > grisa["cost"]  # one model a side, the Warden the dearer
    end = lambda m, legal: next((c for c in legal if c["type"] == "end"), None)  # noqa: E731
    until(match, turn_over(2), end)
    assert logs(match, "scored") == ["Objectives: Player 1 +0 VP, Player 2 +2 VP."]


def test_a_relic_moves_with_its_carrier_and_scores_in_the_enemy_camp():
    match = scenario_match("relic-road")
    grisa = model_id(match, "Grisa Jawbone")
    until(match, lambda m: m.state["objectives"][0]["carrier"] is not None, carry_toward(16))
    relic = match.state["objectives"][0]
    assert relic["carrier"] == grisa and relic["cell"] == match.state["models"][grisa]["cell"]
    # the bones weigh a Reaver down to MOV 4 (issue #25 balance), so she starts a step nearer
    assert next(m for m in match.view(1)["models"] if m["id"] == grisa)["mov"] == 4
    until(match, turn_over(1), carry_toward(16))
    assert logs(match, "scored") == ["Loads: Player 1 +1 VP, Player 2 +0 VP."]
    assert match.state["objectives"][0]["cell"] == match.state["models"][grisa]["cell"]
    until(match, lambda m: logs(m, "delivered") or m.outcome(), carry_toward(16))
    assert logs(match, "delivered") == ["Player 1 delivers the relic from K9 (+5 VP)."]
    assert logs(match, "scored")[-1] == "Loads: Player 1 +6 VP, Player 2 +0 VP."
    assert match.state["models"][grisa]["cell"][1] == 16  # the enemy's table edge
    assert match.state["objectives"][0]["looted"] and not match.state["objectives"][0]["carrier"]


def test_a_cask_is_delivered_home():
    match = scenario_match("cask-quay")
    until(match, lambda m: logs(m, "delivered") or m.outcome(), carry_toward(0))
    assert logs(match, "delivered") == ["Player 1 delivers the cask from D8 (+4 VP)."]
    assert logs(match, "scored")[-1] == "Loads: Player 1 +4 VP, Player 2 +0 VP."


def test_the_relic_drops_where_its_carrier_falls_and_can_be_taken_up_again():
    match = scenario_match("relic-drop")
    grisa = model_id(match, "Grisa Jawbone")

    def take_then_end(m, legal):
        return next((c for c in legal if c["type"] == "interact"), None) or next(
            (c for c in legal if c["type"] == "end"), None
        )

    until(match, lambda m: m.state["models"][grisa]["defeated"], take_then_end)
    relic = match.state["objectives"][0]
    assert relic["carrier"] is None and relic["cell"] == match.state["models"][grisa]["cell"]
    assert logs(match, "taken_up") == [
        "Grisa Jawbone takes up the relic from K9 and goes at a laden pace (MOV 4)."
    ]
    assert relic["cell"] == [10, 7] and not relic["looted"]  # on her square, not where it lay
    # the Watch may take it up from where it fell
    until(
        match,
        lambda m: m.pending().seat == 1 and any(c["type"] == "interact" for c in m.legal(1)),
        limit=50,
    )


def fight_first(match: Match, legal: list[dict]) -> dict | None:
    """Fight when a fight is offered, else activate a model (the rest is the AI's)."""
    return next((c for c in legal if c["type"] == "fight"), None) or next(
        (c for c in legal if c["type"] == "activate"), None
    )


def test_a_champion_cutting_down_the_enemy_champion_collects_the_bounty():
    match = scenario_match("champions-duel")
    ottilie = model_id(match, "Sergeant Ottilie Brand")

    until(match, lambda m: m.state["models"][ottilie]["defeated"], fight_first, limit=200)
    assert logs(match, "defeated") == [
        "Sergeant Ottilie Brand is defeated; Player 1 scores 6 VP."  # 1 + 4 bounty + 1 duel
    ]
    assert match.state["players"][0]["vp"] == 6


def test_a_defeat_scores_one_vp_at_the_casks_and_no_champion_bounty(tmp_path):
    """Smugglers' Casks: each enemy defeated scores 1 VP, as its rules sentence says; the
    enemy Champion is worth no more there (that is the Bounty's)."""
    text = (SCENARIOS / "champions-duel.yaml").read_text()
    path = tmp_path / "casks-duel.yaml"
    path.write_text(text.replace("mission: bounty", "mission: casks"))
    match = Match.from_scenario(load_scenario(path))
    ottilie = model_id(match, "Sergeant Ottilie Brand")

    until(match, lambda m: m.state["models"][ottilie]["defeated"], fight_first, limit=200)
    assert logs(match, "defeated") == ["Sergeant Ottilie Brand is defeated; Player 1 scores 1 VP."]
    assert match.state["players"][0]["vp"] == 1


def test_a_carrier_retreating_from_a_charge_takes_the_relic_with_it():
    match = scenario_match("relic-retreat")  # the relic in Grisa's hands, set by the scenario
    grisa = model_id(match, "Grisa Jawbone")
    assert match.state["objectives"][0]["carrier"] == grisa

    def retreat(m, legal):
        return next((c for c in legal if c.get("reaction") == "retreat"), None)

    until(match, lambda m: logs(m, "reaction"), retreat)
    assert logs(match, "reaction") == ["Grisa Jawbone retreats to J7."]
    relic = match.state["objectives"][0]
    assert relic["carrier"] == grisa and relic["cell"] == [9, 6]  # J7, where she stepped to


@pytest.mark.parametrize(
    "changes, fault",
    [
        ([("carried_by: Grisa Jawbone", "carried_by: Nobody")], "no model called Nobody is on"),
        ([("mission: relic", "mission: bell"), ("square: K9", "square: L9")], "only a cask or"),
    ],
)
def test_a_scenario_load_in_the_wrong_hands_is_refused(tmp_path, changes, fault):
    text = (SCENARIOS / "relic-retreat.yaml").read_text()
    for old, new in changes:
        assert old in text
        text = text.replace(old, new)
    (tmp_path / "bad.yaml").write_text(text)
    with pytest.raises(ContentError) as refused:
        Match.from_scenario(load_scenario(tmp_path / "bad.yaml"))
    said = str(refused.value)
    assert "field 'objectives'[0], field 'carried_by'" in said and fault in said


# --- the races made fair (issue #25 balance: speed alone decided them) --------------------------


def first_choice_of(match: Match, name: str) -> list[dict]:
    """Player 1's legal commands the first time ``name`` is the model acting."""
    mid = model_id(match, name)
    until(match, lambda m: m.pending().seat == 0 and m.state.get("active") == mid)
    return match.legal(0)


def test_a_guarded_beacon_cannot_be_relit_and_relighting_takes_two_ap(tmp_path):
    lights = lambda legal: [c for c in legal if c["type"] == "interact"]  # noqa: E731
    guarded = scenario_match("beacon-guard")
    assert guarded.state["objectives"][0]["owner"] == 1
    assert lights(first_choice_of(guarded, "Grisa Jawbone")) == []  # Dace stands beside it
    text = (SCENARIOS / "beacon-guard.yaml").read_text().replace("square: H4", "square: K8")
    (tmp_path / "beacon-left.yaml").write_text(text)
    left = Match.from_scenario(load_scenario(tmp_path / "beacon-left.yaml"))
    relight = lights(first_choice_of(left, "Grisa Jawbone"))
    assert [(c["objective"], c["label"]) for c in relight] == [
        (0, "Douse and relight the beacon at G4 (2 AP)")
    ]
    grisa = left.state["models"][model_id(left, "Grisa Jawbone")]
    ap = grisa["left"]
    left.submit(0, {"type": "interact", "objective": 0})
    assert left.state["objectives"][0]["owner"] == 0
    assert left.state["models"][grisa["id"]]["left"] == ap - 2  # the fire doused, then relit


def test_a_cask_slows_its_carrier_to_a_laden_pace_until_delivered():
    match = scenario_match("cask-quay")
    grisa = model_id(match, "Grisa Jawbone")
    fast = match.state["models"][grisa]["mov"]
    assert fast > 4
    until(match, lambda m: m.state["objectives"][0]["carrier"] is not None, carry_toward(0))
    assert logs(match, "taken_up") == [
        "Grisa Jawbone takes up the cask from D8 and goes at a laden pace (MOV 3)."
    ]
    assert next(m for m in match.view(0)["models"] if m["id"] == grisa)["mov"] == 3
    until(match, lambda m: logs(m, "delivered") or m.outcome(), carry_toward(0))
    assert logs(match, "delivered") and match.state["models"][grisa]["mov"] == fast


def test_a_lantern_warden_lights_a_beacon_from_the_foot_of_its_tower():
    """Lamplighter: from 2 inches away and 3 below, where a Reaver would have to climb."""
    match = scenario_match("beacon-lamplighter")
    assert "lamplighter" not in match.state["models"][model_id(match, "Grisa Jawbone")]["rules"]
    lights_from_the_street(match, "Watchman Dace", "lamplighter")


def lights_from_the_street(match: Match, name: str, rule: str) -> None:
    """``name``, with ``rule``, stands 2" from the tower's beacon and 3" below it, is offered
    only "Light the beacon at G4" on its activation, and lighting it gives the beacon to seat 1."""
    who = model_id(match, name)
    assert rule in match.state["models"][who]["rules"]
    beacon, cell = match.state["objectives"][0], match.state["models"][who]["cell"]
    assert B.distance(cell, beacon["cell"]) == 2
    assert B.level("towers", beacon["cell"]) - B.level("towers", cell) == 3
    until(match, lambda m: m.pending().seat == 1 and m.state.get("active") == who)
    light = [c for c in match.legal(1) if c["type"] == "interact"]
    assert [c["label"] for c in light] == ["Light the beacon at G4"]
    match.submit(1, {"type": "interact", "objective": 0})
    assert match.state["objectives"][0]["owner"] == 1


def test_each_side_finds_one_cask_at_the_foot_of_its_own_bridge():
    """Smugglers' Casks (issue #25 balance): one cask lies one step off each side's bridge onto
    the island, none at the enemy's: two casks, so the band of fewer bodies is not stretched
    over four carries."""
    match = scenario_match("cask-quay")
    name = match.state["map"]
    rows = {seat: {c[1] for c in B.board(name).zone(f"deploy_{seat}")} for seat in (0, 1)}
    grid = B.board(name)
    canal = {y for y in range(grid.height) if B.terrain(name, (0, y)) == "gap"}

    def bridges_beside(cell) -> set[int]:
        """The sides whose bridges (a street square across a canal row) touch ``cell``."""
        sides = set()
        for x in range(cell[0] - 1, cell[0] + 2):
            for y in range(cell[1] - 1, cell[1] + 2):
                if y in canal and B.terrain(name, (x, y)) != "gap":
                    sides.add(min(rows, key=lambda s: min(abs(y - r) for r in rows[s])))
        return sides

    casks = [tuple(o["cell"]) for o in match.state["objectives"]]
    assert len(casks) == 2
    owners = [bridges_beside(c) for c in casks]
    assert all(len(o) == 1 for o in owners), owners  # beside one side's bridges only
    assert sorted(next(iter(o)) for o in owners) == [0, 1]


def test_the_ai_prizes_an_enemy_carrying_the_bones_at_the_delivery_they_would_score():
    """The Saint's Bones (issue #25 balance): cutting down the carrier of the reliquary saves the
    5 VP of its delivery, so the AI counts them on its head; its own carrier is no bounty."""
    from game.games.grimheim.ai.reading import Reading

    match = scenario_match("relic-retreat")  # the relic in Grisa's hands
    grisa = model_id(match, "Grisa Jawbone")
    loot = content.load()["missions"]["relic"]["loot_vp"]
    assert Reading(match.view(1)).bounty(match.state["models"][grisa]) == loot
    assert Reading(match.view(0)).bounty(match.state["models"][grisa]) == 0
