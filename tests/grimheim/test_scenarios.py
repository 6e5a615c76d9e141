"""Grimheim scenarios: every shipped file builds the position it describes (models on their
squares, wounds, statuses, readiness, VP, Fate dice, objectives), keeps it through a save and an
undo, refuses a broken file with a sentence naming the file and field, and each puzzle is won by
a known line against the AI and not by a plainly bad one."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.content import ContentError
from game.core.match import Match
from game.core.saves import load_match, save_match
from game.core.scenario import game_scenarios, load_scenario, scenario_folder
from game.games.grimheim.ai.player import choose
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import scenario as grimheim_scenario

HERE = Path(__file__).parent / "scenarios"
PUZZLES = scenario_folder("grimheim")


def open_scenario(path: Path) -> tuple[Match, object]:
    scenario = load_scenario(path)
    return Match.from_scenario(scenario), scenario


def judge(match: Match, scenario) -> str | None:
    return grimheim_scenario.judge(scenario.win, match.state, match.outcome())


def by_name(view: dict, name: str) -> dict:
    return next(m for m in view["models"] if m["name"] == name)


def ai_moves(match: Match) -> None:
    """The AI answers for every seat no person plays, as the table does, until a person's turn."""
    while match.outcome() is None and match.pending().seat not in match.human_seats:
        seat = match.pending().seat
        rng = random.Random(f"{match.seed}:{len(match.log)}")
        match.submit(seat, choose(match.view(seat), match.legal(seat), rng))


def play(match: Match, *commands: dict) -> None:
    """Player 1's commands in turn, each once the AI has answered what it must."""
    for command in commands:
        ai_moves(match)
        match.submit(0, command)
    ai_moves(match)


def activate(name: str, match: Match) -> dict:
    return {"type": "activate", "model": by_name(match.view(0), name)["id"]}


def at(square: str, kind: str = "move") -> dict:
    # every Grimheim battlefield is labelled alike (A1 at the top left)
    return {"type": kind, "cell": grimheim_scenario.cell_of(square, "gorge", "test")}


# --- every shipped scenario --------------------------------------------------------------------


def test_at_least_three_puzzles_load_and_build_against_the_ai():
    puzzles = [s for s in game_scenarios("grimheim") if s.kind == "puzzle"]
    assert len(puzzles) >= 3
    for scenario in puzzles:
        match = Match.from_scenario(scenario)
        assert scenario.people == {0} and match.pending().kind == "activate"
        assert judge(match, scenario) is None and match.outcome() is None


def test_the_view_shows_the_position_the_file_describes():
    match, scenario = open_scenario(PUZZLES / "hold-the-bridge.yaml")
    view = match.view(0)
    assert view["mission"]["id"] == "hold" and view["turn"] == 4 and view["phase"] == "action"
    assert [p["vp"] for p in view["players"]] == [4, 2]
    for seat, player in enumerate(scenario.position["players"]):
        for spec in player["models"]:
            m = by_name(view, spec["name"])
            assert m["seat"] == seat and B.square_name(m["cell"]) == spec["square"]
            assert m["activated"] == (not spec.get("ready", True))
            assert m["statuses"] == spec.get("statuses", [])
            assert m["wounds"] == spec.get("wounds", m["wnd"])
    brannoc = by_name(view, "Brannoc")
    assert brannoc["left"] == 0 and brannoc["wounds"] == 1
    # the rest of each warband is out of the fight
    named = {s["name"] for p in scenario.position["players"] for s in p["models"]}
    assert all(
        m["defeated"] and m["cell"] is None for m in view["models"] if m["name"] not in named
    )
    assert match.pending().seat == 0
    assert [c["model"] for c in match.legal(0)] == [
        by_name(view, "Grisa Jawbone")["id"],
        by_name(view, "Little Vetch")["id"],
    ]


def test_fate_dice_built_models_hiding_and_objectives_as_written():
    match, _ = open_scenario(HERE / "scripted-fight.yaml")
    view = match.view(1)
    assert [p["fate"] for p in view["players"]] == [[3], [6, 2]]
    assert view["turn"] == 2 and match.pending().seat == 1
    bonehook = by_name(view, "Bonehook")
    assert bonehook["seat"] == 0 and bonehook["hidden"] and B.square_name(bonehook["cell"]) == "H2"
    assert bonehook["weapons"] == ["hatchet"] and bonehook["tier"] == "grunt"
    tusk = by_name(view, "Tusk")
    assert tusk["left"] == 1 and not tusk["activated"] and tusk["statuses"] == ["burning"]
    tower, _ = open_scenario(PUZZLES / "fire-on-the-tower.yaml")
    owners = {B.square_name(o["cell"]): o["owner"] for o in tower.view(0)["objectives"]}
    assert owners == {"G4": 1, "P4": 1, "G13": 0, "P13": 0}
    cache, _ = open_scenario(PUZZLES / "the-last-cache.yaml")
    looted = {B.square_name(o["cell"]): o["looted"] for o in cache.view(0)["objectives"]}
    assert looted == {"J6": True, "M11": True, "D9": True, "T8": False}


def fight_faces(match: Match) -> list[int]:
    dace = by_name(match.view(1), "Watchman Dace")["id"]
    grisa = by_name(match.view(1), "Grisa Jawbone")["id"]
    match.submit(1, {"type": "activate", "model": dace})
    match.submit(1, {"type": "fight", "target": grisa, "weapon": "sabre"})
    return match.state["combat"]["strikes"][0]["atk"]


def test_a_fight_rolls_the_scripted_dice():
    match, scenario = open_scenario(HERE / "scripted-fight.yaml")
    script = scenario.dice["d6"]
    faces = fight_faces(match)
    assert any(faces == script[k : k + len(faces)] for k in range(len(script)))


def test_the_scripted_dice_are_the_next_rolls_after_the_scenario_starts():
    match, scenario = open_scenario(HERE / "scripted-fight.yaml")
    assert fight_faces(match) == scenario.dice["d6"][:4]


def test_save_load_and_undo_keep_the_position(tmp_path):
    match, _ = open_scenario(PUZZLES / "hold-the-bridge.yaml")
    before = match.view(0)
    loaded = load_match(save_match(match, tmp_path / "bridge.json"))
    assert loaded.view(0) == before and loaded.legal(0) == match.legal(0)
    play(loaded, activate("Grisa Jawbone", loaded), at("F6"))
    assert loaded.view(0) != before
    loaded.undo(0)
    loaded.undo(0)
    assert loaded.view(0) == before


# --- broken files ------------------------------------------------------------------------------

GOOD = (PUZZLES / "hold-the-bridge.yaml").read_text()


@pytest.mark.parametrize(
    "old, new, said",
    [
        (
            "{name: Grisa Jawbone, square: B2}",
            "{name: Grisa the Nameless, square: B2}",
            "field 'players'[0], field 'models'[0], field 'name': 'Grisa the Nameless' is not in "
            "Player 1's warband",
        ),
        ("square: B2}", "square: Z40}", "field 'models'[0], field 'square': Z40 is off the board"),
        ("square: B2}", "square: C6}", "field 'square': no model can stand on C6."),
        (
            "square: B2}",
            "square: U2}",
            "field 'models'[1], field 'square': Grisa Jawbone already stands on U2.",
        ),
        ("wounds: 1,", "wounds: lots,", "field 'models'[2], field 'wounds': expected a whole"),
        (
            "{name: Grisa Jawbone, square: B2}",
            "{name: Grisa Jawbone}",
            "field 'models'[0]: the field 'square' is missing.",
        ),
        (
            "{name: Grisa Jawbone, square: B2}",
            "{name: Bonehook, body: hulking, tier: grunt, class: brawler, armour: tin, square: B2}",
            "field 'models'[0], field 'armour': 'tin' is not one of",
        ),
        (
            "{name: Grisa Jawbone, square: B2}",
            "{name: Bonehook, body: hulking, tier: grunt, class: brawler, armour: leather, "
            "weapons: [spoon], square: B2}",
            "field 'models'[0], field 'weapons': 'spoon' is not",
        ),
        (
            "{name: Grisa Jawbone, square: B2}",
            "{name: Grisa Jawbone, square: B2, weapons: [maul]}",
            "field 'models'[0], field 'weapons': Grisa Jawbone fights with what its warband gave",
        ),
        ("statuses: [stunned]", "statuses: [dizzy]", "field 'statuses'[0]: 'dizzy' is not one"),
        ("turn: 4", "turn: 6", "field 'turn': this mission lasts 4 turns."),
        (
            "{name: Little Vetch, square: U2}",
            "{name: Vetch the Second, body: slight, tier: champion, class: stalker, armour: none, "
            "square: U2}",
            "field 'players'[0], field 'models': 2 Champions; a warband fields at most 1.",
        ),
        (
            "{name: Watchman Dace, square: K9, ready: false}",
            "{name: Watchman Dace, square: K9, ready: false, wounds: 30}",
            "field 'players'[1], field 'models'[0], field 'wounds': Watchman Dace has only",
        ),
        (
            "{name: Little Vetch, square: U2}",
            "{name: Little Vetch, square: U2, ready: false, ap: 3}",
            "field 'models'[1], field 'ap': Little Vetch has only 2 AP.",
        ),
    ],
)
def test_a_broken_file_is_refused_naming_the_file_and_field(tmp_path, old, new, said):
    assert old in GOOD
    path = tmp_path / "broken-bridge.yaml"
    path.write_text(GOOD.replace(old, new, 1))
    with pytest.raises(ContentError) as refused:  # a ScenarioError is one too
        Match.from_scenario(load_scenario(path))
    assert str(refused.value).startswith("broken-bridge.yaml, position")
    assert said in str(refused.value)


def test_an_objective_square_must_hold_an_objective(tmp_path):
    path = tmp_path / "no-beacon.yaml"
    path.write_text(
        (PUZZLES / "fire-on-the-tower.yaml")
        .read_text()
        .replace("{square: G4, lit_by: 2}", "{square: G5, lit_by: 2}")
    )
    with pytest.raises(
        ContentError,
        match=r"no-beacon.yaml, position, field 'objectives'\[0\], "
        r"field 'square': no objective stands on G5",
    ):
        Match.from_scenario(load_scenario(path))


def test_a_status_the_model_is_proof_against_is_refused(tmp_path):
    path = tmp_path / "wet-cloak.yaml"
    path.write_text(
        "game: grimheim\ntitle: Wet cloak\nkind: test\ngoal: {text: x}\n"
        "options: {warband_0: choir_embers}\nposition:\n  players:\n"
        "    - models: [{name: Sister Wick, square: B2, statuses: [burning]}]\n"
        "    - models: [{name: Watchman Dace, square: B15}]\n"
    )
    with pytest.raises(
        ContentError,
        match=r"wet-cloak.yaml, position, field 'players'\[0\], "
        r"field 'models'\[0\], field 'statuses': Sister Wick can't be Burning.",
    ):
        Match.from_scenario(load_scenario(path))


# --- the puzzles: a winning line and a plainly bad one ------------------------------------------


def test_hold_the_bridge_is_won_by_contesting_two_markers():
    match, scenario = open_scenario(PUZZLES / "hold-the-bridge.yaml")
    play(
        match,
        activate("Grisa Jawbone", match),
        at("F6"),
        {"type": "end"},
        activate("Little Vetch", match),
        at("R6"),
        {"type": "end"},
    )
    assert match.outcome()["vp"] == [4, 3] and judge(match, scenario) == "won"


def test_hold_the_bridge_is_lost_with_only_one_model_in_the_fight():
    match, scenario = open_scenario(PUZZLES / "hold-the-bridge.yaml")
    play(
        match,
        activate("Grisa Jawbone", match),
        at("F6"),
        {"type": "end"},
        activate("Little Vetch", match),
        {"type": "end"},
    )
    assert match.outcome()["winner"] is None and judge(match, scenario) == "lost"


def test_the_last_cache_is_won_by_running_to_the_far_side_and_looting():
    match, scenario = open_scenario(PUZZLES / "the-last-cache.yaml")
    play(match, activate("Hock the Lean", match), at("U8", "run"), {"type": "loot", "objective": 3})
    ai_moves(match)
    play(match, activate("Brannoc", match), {"type": "end"})
    assert match.outcome()["winner"] == 0 and judge(match, scenario) == "won"


def test_the_last_cache_is_not_won_by_a_walk_that_falls_short():
    match, scenario = open_scenario(PUZZLES / "the-last-cache.yaml")
    play(
        match,
        activate("Hock the Lean", match),
        at("Q8"),
        {"type": "end"},
        activate("Brannoc", match),
        {"type": "end"},
    )
    assert match.outcome()["vp"] == [3, 4] and judge(match, scenario) == "lost"


def test_fire_on_the_tower_is_won_by_climbing_the_ladder_and_relighting_the_beacon():
    # a Move up the ladder (1 AP) leaves the 2 AP a beacon in the enemy's colours takes
    match, scenario = open_scenario(PUZZLES / "fire-on-the-tower.yaml")
    play(
        match,
        activate("Grisa Jawbone", match),
        at("F4"),
        {"type": "interact", "objective": 0},
    )
    play(match, activate("Little Vetch", match), {"type": "end"})
    assert match.outcome()["vp"] == [4, 3] and judge(match, scenario) == "won"


def test_fire_on_the_tower_is_lost_if_nobody_climbs():
    match, scenario = open_scenario(PUZZLES / "fire-on-the-tower.yaml")
    play(
        match,
        activate("Grisa Jawbone", match),
        at("E3"),
        {"type": "end"},
        activate("Little Vetch", match),
        {"type": "end"},
    )
    assert match.outcome()["vp"] == [3, 4] and judge(match, scenario) == "lost"


def test_a_vp_goal_is_won_as_soon_as_it_is_reached():
    win = {"vp": 5}
    match, _ = open_scenario(PUZZLES / "the-last-cache.yaml")
    assert grimheim_scenario.judge(win, match.state, None) is None
    play(match, activate("Hock the Lean", match), at("U8", "run"), {"type": "loot", "objective": 3})
    assert match.outcome() is None and grimheim_scenario.judge(win, match.state, None) == "won"
