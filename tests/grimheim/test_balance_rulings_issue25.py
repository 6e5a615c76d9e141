"""The balance rulings of issue #25's table (docs/rulings/grimheim.md): the Choir's Censer-Swing
lights a watchtower's beacon from the street, a Lantern Warden holds ground from 3 inches, the
smoke of Bounty in the Smoke hides every shot from more than 6 inches away, an enemy's fire
doused from the street takes 3 AP, and a heap of masonry blocks the middle of the Encounter's
market."""

from __future__ import annotations

from game.core.match import Match
from game.core.scenario import load_scenario
from game.games.grimheim.rules import RULES, content, scoring
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import preview as P
from game.games.grimheim.rules.combat import attack_numbers
from tests.grimheim.fixtures import ids, model_id, position, scenario_match
from tests.grimheim.test_missions_issue25 import SCENARIOS, lights_from_the_street, until


def test_a_choir_pilgrim_lights_a_beacon_from_the_foot_of_its_tower():
    lights_from_the_street(scenario_match("beacon-censer"), "Sister Wick", "censer_swing")


def test_only_the_choir_and_the_wardens_light_from_afar():
    rules = {k: v.get("also", []) for k, v in content.load()["factions"].items()}
    assert rules == {
        "ashen": ["censer_swing"],
        "reavers": [],
        "wardens": ["lamplighter"],
        "mirefolk": [],
    }


def hold_state(warden_at, reaver_at):
    """Hold the Crossing with one Reaver and one Warden placed; its first objective."""
    state = position(
        [reaver_at], [warden_at], mission="hold", w0="reavers_pack", w1="wardens_watch"
    )
    return state, state["objectives"][0]


def test_a_lantern_warden_holds_ground_from_three_inches_a_reaver_from_two():
    state, o = hold_state((0, 0), (0, 0))
    x, y = o["cell"]
    state, o = hold_state((x + 3, y), (x - 3, y))  # both 3 inches off: only the lantern counts
    assert scoring.holder(state, o) == 1
    state, o = hold_state((x + 3, y), (x - 2, y))  # one each within reach: nobody holds
    assert scoring.holder(state, o) is None
    state, o = hold_state((x + 4, y), (x - 2, y))  # beyond the lantern's reach
    assert scoring.holder(state, o) == 0


def shot(mission: str, inches: int) -> tuple:
    """Watchman Corvin's crossbow at a Reaver ``inches`` away along the open north edge: the
    state, the shooter, the target."""
    state = position(
        [(inches, 0)], [(0, 0)], mission=mission, w0="reavers_pack", w1="wardens_watch"
    )
    corvin = next(m for m in state["models"].values() if m["name"] == "Watchman Corvin")
    target = state["models"][ids(state, 0)[0]]
    corvin["cell"], corvin["defeated"] = [0, 0], False
    for mid in ids(state, 1):
        if mid != corvin["id"]:
            state["models"][mid]["defeated"] = True
    assert not B.obscured(state["map"], target["cell"], corvin["cell"])
    return state, corvin, target


def shot_htv(mission: str, inches: int) -> int:
    state, corvin, target = shot(mission, inches)
    return attack_numbers(corvin, "crossbow", "shoot", target, state)["htv"]


def test_the_granary_smoke_hides_a_shot_from_beyond_six_inches():
    assert content.load()["missions"]["bounty"]["smoke"] == 6
    assert shot_htv("bounty", 7) == shot_htv("bounty", 6) + 1
    assert shot_htv("encounter", 7) == shot_htv("encounter", 6)  # no smoke in the market


def test_the_odds_shown_before_a_shot_count_the_smoke():
    state, corvin, target = shot("bounty", 7)
    command = {"type": "shoot", "model": corvin["id"], "weapon": "crossbow", "target": target["id"]}
    odds = P.attack(RULES.view(state, 1), command)
    assert odds["htv"] == shot_htv("bounty", 7) == shot_htv("bounty", 6) + 1


def far_relights(match: Match, name: str) -> list[dict]:
    """Player 2's beacon commands the first time ``name`` acts, from two squares below the
    beacon burning in Player 1's colours."""
    mid = model_id(match, name)
    cell, beacon = match.state["models"][mid]["cell"], match.state["objectives"][0]
    assert beacon["owner"] == 0 and "lamplighter" in match.state["models"][mid]["rules"]
    assert B.distance(cell, beacon["cell"]) == 2
    until(match, lambda m: m.pending().seat == 1 and m.state.get("active") == mid)
    return [c for c in match.legal(1) if c["type"] == "interact"]


def test_an_enemy_fire_doused_from_the_street_takes_three_ap(tmp_path):
    veteran = scenario_match("beacon-far-relight")
    corvin = model_id(veteran, "Watchman Corvin")
    ap = veteran.state["models"][corvin]["ap"]
    assert ap == 3
    assert [c["label"] for c in far_relights(veteran, "Watchman Corvin")] == [
        "Douse and relight the beacon at G4 (3 AP)"
    ]
    before = len(veteran.log)
    veteran.submit(1, {"type": "interact", "objective": 0})
    assert veteran.state["objectives"][0]["owner"] == 1
    # all three AP spent: the activation is over with the fire relit
    happened = [e["type"] for entry in veteran.log[before:] for e in entry.events]
    assert happened[:3] == ["action", "beacon_lit", "activation_done"]
    # a watchman with 2 AP can still light an unlit fire from the street, not douse one
    text = (SCENARIOS / "beacon-far-relight.yaml").read_text()
    (tmp_path / "grunt.yaml").write_text(text.replace("Watchman Corvin", "Watchman Dace"))
    grunt = Match.from_scenario(load_scenario(tmp_path / "grunt.yaml"))
    assert grunt.state["models"][model_id(grunt, "Watchman Dace")]["ap"] == 2
    assert far_relights(grunt, "Watchman Dace") == []


def test_the_crossings_bridge_deck_is_overgrown_so_shots_at_it_are_obscured():
    """Hold the Crossing (issue #25, late): the models holding the bridge were shot off its bare
    deck from the banks; the deck is now brush, which hides them without slowing the crossing."""
    state = position([], [], mission="hold")
    bridge = next(o for o in state["objectives"] if o["name"] == "the objective at K8")
    deck = [(x, y) for x in (10, 11) for y in range(6, 9)]
    assert tuple(bridge["cell"]) in deck
    assert all(B.terrain("gorge", cell) == "brush" for cell in deck)
    assert B.obscured("gorge", (10, 7), (10, 12)) and B.obscured("gorge", (11, 7), (4, 3))
    assert not B.obscured("gorge", (4, 5), (4, 12))  # the open bank stays open
    walk = B.paths("gorge", (10, 5), 10, 4, (), frozenset(), frozenset())
    assert (10, 9) in walk  # four squares, bank to bank, as on open ground


def test_the_crossing_gives_both_sides_the_same_ground():
    """Hold the Crossing (issue #25, third stop): the gorge is its north half turned about the
    bridge's middle square, so each post lies as far from both deployment zones and has as many
    squares to hold it from on each bank (the north side, on the old map, won 56%)."""
    grid = B.board("gorge")
    w, h = grid.width, grid.height
    for c, r in grid.cells():
        turned = (w - 1 - c, h - 1 - r)
        assert B.terrain("gorge", (c, r)) == B.terrain("gorge", turned), (c, r)
        assert B.level("gorge", (c, r)) == B.level("gorge", turned), (c, r)
    north, south = grid.zone("deploy_0"), grid.zone("deploy_1")
    reach = []  # (squares north, squares south) to hold each post from
    for o in position([], [], mission="hold")["objectives"]:
        post = tuple(o["cell"])
        assert post[1] == (h - 1) // 2  # on the middle row
        assert min(B.distance(post, z) for z in north) == min(B.distance(post, z) for z in south)
        holds = [
            cell
            for cell in grid.cells()
            if B.distance(cell, post) <= scoring.HOLD_RANGE
            and B.terrain("gorge", cell) not in ("gap", "rock")
        ]
        reach.append((sum(r < post[1] for _, r in holds), sum(r > post[1] for _, r in holds)))
    # the bridge is held alike from both ramps; each stone is one bank's, by its ledge
    assert sorted(reach) == sorted((s, n) for n, s in reach), reach


def test_the_market_masonry_blocks_sight_and_feet_across_the_middle():
    # Encounter's market: the heap of fallen masonry on L8:M9 cuts the long lane across the
    # square (the open lanes favoured the Kin's fog and punished the slow Wardens crossing them)
    grid = B.board("market")
    heap = [(11, 7), (12, 7), (11, 8), (12, 8)]
    assert all(grid.square(cell).terrain == "rock" for cell in heap)
    assert not B.can_see("market", (10, 6), (13, 9))  # straight across the middle
    assert B.can_see("market", (9, 6), (9, 9))  # beside the heap the lane stays open
