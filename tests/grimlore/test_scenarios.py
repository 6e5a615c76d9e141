"""GRIMLORE scenarios: the shipped puzzles load, build the position they describe and can be
won (and lost) through the contract; scripted dice, saves and undo keep to the position; a
broken file is refused with a sentence naming the file and the field."""

from pathlib import Path

import pytest
import yaml

from game.core.match import Match
from game.core.option_keys import SCENARIO
from game.core.playout import bare
from game.core.saves import load_match, save_match
from game.core.scenario import game_scenarios, load_scenario, scenario_folder
from game.games.grimlore.ai.player import choose
from game.games.grimlore.rules import RULES
from tests.grimlore.scenario_fixtures import scenario_match, submit
from tests.scenario_files import refusal, set_at

PUZZLES = scenario_folder("grimlore")
LURKER = PUZZLES / "lurker-in-the-crypt.yaml"
TROLL = PUZZLES / "run-from-the-troll.yaml"
WOLVES = PUZZLES / "wolves-at-the-ford.yaml"


def judged(match: Match) -> str | None:
    scenario = load_scenario(PUZZLES / f"{match.options[SCENARIO]}.yaml")
    return scenario.module.judge(scenario.win, match.state, match.outcome())


def play_line(path: Path, line: list[dict]) -> Match:
    match = scenario_match(path)
    for command in line:
        assert judged(match) is None, match.state["log"][-6:]
        match.submit(0, command)
    return match


def until_judged(match: Match, pick, limit: int = 200) -> str:
    """Play ``pick``'s choice (else the first legal command) until the goal is decided."""
    for _ in range(limit):
        verdict = judged(match)
        if verdict:
            return verdict
        legal = match.legal(0)
        match.submit(0, bare(pick(legal) or legal[0]))
    raise AssertionError("the goal was never decided")


def of_type(*kinds):
    """The first legal command of the first of ``kinds`` offered."""

    def pick(legal):
        return next((c for kind in kinds for c in legal if c["type"] == kind), None)

    return pick


def roster(view: dict) -> dict:
    return {ch["name"]: ch for ch in view["party"]["roster"]}


# --- the shipped scenarios ----------------------------------------------------------------------


def test_every_shipped_scenario_loads_builds_and_is_open():
    scenarios = game_scenarios("grimlore")
    assert len([s for s in scenarios if s.kind == "puzzle"]) >= 3
    for scenario in scenarios:
        match = Match.from_scenario(scenario)
        assert match.pending().kind == "combat", scenario.id
        assert scenario.module.judge(scenario.win, match.state, match.outcome()) is None
        assert match.state["log"][0].startswith(f"Scenario: {scenario.title}.")


def test_the_view_shows_the_party_the_session_and_the_mat_the_file_describes():
    view = scenario_match(LURKER).view(0)
    party = roster(view)
    assert list(party) == ["Aldra", "Bram"] and view["members"] == ["c1", "c2"]
    aldra, bram = party["Aldra"], party["Bram"]
    assert (aldra["race"], aldra["role"], aldra["energy"], aldra["max_energy"]) == (
        "human",
        "fighter",
        1,
        6,
    )
    assert aldra["attributes"]["might"] == 3 and aldra["skills"]["defend"] == 2
    assert aldra["traits"] == {"destined": 1}  # the race's trait comes with it
    assert [(i["id"], i["where"]) for i in aldra["gear"]] == [
        ("longsword", "hand"),
        ("buckler", "hand"),
    ]
    assert (bram["energy"], [i["where"] for i in bram["gear"]]) == (2, ["spells"])
    assert view["party"]["gold"] == 4 and view["party"]["xp"] == 0
    assert [(p["tile"], p["result"]) for p in view["path"]] == [("whispering_fen", "failure")]
    assert view["tile"]["id"] == "whispering_fen" and (view["won"], view["lost"]) == (0, 1)
    # a short session of two characters holds ten tiles; the journey took one of them
    assert (view["tiles_left"], view["tiles_total"]) == (9, 10)
    combat = view["combat"]
    assert (combat["monster"], combat["mat"], combat["round"]) == ("bog_lurker", "crypt_hall", 1)
    assert combat["units"]["m"]["cell"] == [3, 2] and combat["units"]["m"]["energy"] == 3
    assert [u["cell"] for k, u in combat["units"].items() if k != "m"] == [[6, 4]]
    assert {k: p["cell"] for k, p in combat["pcs"].items()} == {"c1": [2, 2], "c2": [5, 4]}
    assert view["prompt"]["kind"] == "combat"


def test_names_and_ids_both_name_things_and_the_session_fields_are_kept(tmp_path):
    data = yaml.safe_load(WOLVES.read_text())
    data["position"].pop("fight")
    data["position"]["session"] = {
        "round": 4,
        "turn": "Fenn",
        "tested": ["Edda"],
        "journey": [
            {"tile": "wolfsteeth_pass", "result": "success"},
            {"tile": "Miners' Hold", "result": "failure"},
        ],
        "tiles": ["Gallows Oak", "crow_field"],
    }
    data["position"]["rations"] = 0
    path = tmp_path / "journey.yaml"
    path.write_text(yaml.safe_dump(data))
    match = scenario_match(path)
    state, view = match.state, match.view(0)
    assert match.pending().kind == "turn" and view["combat"] is None
    assert (state["round"], state["turn"], state["tested"]) == (4, 1, ["c1"])
    assert state["stack"] == ["gallows_oak", "crow_field"]
    assert (view["tiles_left"], view["tiles_total"]) == (2, 4)
    assert (view["won"], view["lost"], view["party"]["rations"]) == (1, 1, 0)
    assert view["tile"]["id"] == "miners_hold" and view["tile"]["friendly"]
    # the order of the tiles to come is the party's secret from every seat
    assert ["gallows_oak", "crow_field"] in RULES.hidden_from(state, 0)
    assert "gallows_oak" not in str(view)
    (shown,) = match.redact(match.log[-1].events, 0)  # the scenario's own event
    assert "gallows_oak" not in str(shown) and shown["log"].startswith("Scenario: ")


def test_scripted_dice_are_the_next_rolls(tmp_path):
    data = yaml.safe_load(LURKER.read_text())
    data["dice"] = {"d6": [6, 5, 4, 3, 2, 6, 6, 6, 6, 6]}
    path = tmp_path / "scripted.yaml"
    path.write_text(yaml.safe_dump(data))
    match = submit(scenario_match(path), type="attack", cid="c1", target="m")
    assert match.state["roll"]["black"] == [6, 5, 4, 3, 2]  # Might 3 + One-Handed 2
    match = submit(match, type="attack", cid="c2", target="m")
    assert match.state["roll"]["black"][:4] == [6, 6, 6, 6]


def test_save_load_and_undo_keep_the_position(tmp_path):
    match = scenario_match(LURKER)
    built = match.state
    again = load_match(save_match(match, tmp_path / "lurker.save"))
    assert again.state == built and again.pending().kind == "combat"
    again = submit(again, type="move", cid="c1", cell=[2, 0])
    assert again.state != built
    again.undo(0)
    assert again.state == built


# --- the puzzles can be won and lost --------------------------------------------------------------


LURKER_LINE = [
    {"type": "attack", "cid": "c2", "uid": 3, "target": "n1"},  # fire on the spawn first
    {"type": "attack", "cid": "c1", "uid": 1, "target": "m"},
    {"type": "end_round"},
    {"type": "destiny"},  # Aldra rerolls her defence
    {"type": "attack", "cid": "c2", "uid": 3, "target": "m"},
    {"type": "destiny"},
    {"type": "attack", "cid": "c1", "uid": 1, "target": "m"},
]


def test_the_lurker_falls_to_a_sensible_line():
    assert judged(play_line(LURKER, LURKER_LINE)) == "won"


def test_a_won_fight_stays_won_while_the_session_goes_on():
    match = play_line(LURKER, LURKER_LINE)
    for _ in range(12):  # loot, then the next turns: travel, events, a knock-out or two
        assert judged(match) == "won"
        match.submit(0, bare(choose(match.view(0), match.legal(0), None)))
    assert match.state["combat"] is None and len(match.state["path"]) > 1


def test_waiting_for_the_lurker_loses():
    assert until_judged(scenario_match(LURKER), of_type("end_round", "accept")) == "lost"


def test_running_for_the_corners_escapes_the_troll():
    match = play_line(
        TROLL,
        [
            {"type": "move", "cid": "c1", "cell": [0, 7]},
            {"type": "flee", "cid": "c1"},
            {"type": "move", "cid": "c2", "cell": [9, 0]},
            {"type": "flee", "cid": "c2"},
        ],
    )
    # then Dunya keeps trying from her corner (Destiny on every miss) until she is away
    assert until_judged(match, of_type("flee", "destiny", "end_round")) == "won"
    assert match.state["combat"] is None and match.outcome() is None


def test_standing_up_to_the_troll_loses():
    attack = of_type("attack", "end_round")
    assert until_judged(scenario_match(TROLL), attack) == "lost"


def test_the_wolves_fall_inside_two_rounds_when_the_ranged_pick_off_the_pack():
    match = play_line(
        WOLVES,
        [
            {"type": "attack", "cid": "c2", "uid": 2, "target": "n1"},
            {"type": "attack", "cid": "c3", "uid": 3, "target": "n2"},
            {"type": "end_round"},
            {"type": "destiny"},
            {"type": "attack", "cid": "c1", "uid": 1, "target": "m"},
        ],
    )
    assert judged(match) == "won"


def test_the_wolves_outlast_a_party_that_waits():
    match = scenario_match(WOLVES)
    assert until_judged(match, of_type("end_round", "accept")) == "lost"
    assert match.state["combat"] is None or match.state["combat"]["round"] == 3


# --- broken files -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "change, words",
    [
        (
            set_at("party", 0, "items", 1, value="flaming_spoon"),
            "field 'party'[0], field 'items'[1]: 'flaming_spoon' is not an item",
        ),
        (set_at("party", 1, "race", value="dragon"), "field 'race': 'dragon' is not a race"),
        (set_at("party", 0, "energy", value="lots"), "field 'energy': expected a whole number"),
        (set_at("party", 0, "energy", value=9), "field 'energy': Aldra has at most 6"),
        (set_at("party", 0, "traits", value={"flying": 1}), "'flying' is not a character trait"),
        (set_at("fight", "monster", value="teapot"), "field 'monster': 'teapot' is not a monster"),
        (set_at("fight", "square", value="12,2"), "field 'square': 12,2 is off the crypt_hall"),
        (set_at("fight", "square", value="1,1"), "nobody can stand on 1,1 of the crypt_hall"),
        (set_at("fight", "square", value="north"), "'north' is not a square"),
        (
            set_at("fight", "minions", value=["3,2"]),
            "field 'minions'[0]: 3,2 already holds the Bog Lurker",
        ),
        (
            set_at("fight", "characters", 1, "square", value="2,2"),
            "field 'characters'[1], field 'square': 2,2 already holds Aldra",
        ),
        (set_at("fight", "minions", value=["0,0", "0,1"]), "brings at most 1"),
        (
            set_at("fight", "characters", 1, "name", value="Zed"),
            "field 'characters'[1], field 'name': 'Zed' is not in the party",
        ),
        (
            set_at("fight", "characters", value=[{"name": "Aldra", "square": "2,2"}]),
            "field 'characters': Bram has no square on the mat",
        ),
        (set_at("fight", "battlemat", value="moon"), "field 'battlemat': 'moon' is not one of"),
        (
            set_at("session", "journey", 0, "tile", value="atlantis"),
            "field 'journey'[0], field 'tile': 'atlantis' is not a map tile",
        ),
        (set_at("session", "turn", value="Zed"), "field 'turn': 'Zed' is not in the party"),
        (lambda p: p["party"][0].pop("race"), "field 'party'[0]: the field 'race' is missing"),
        (lambda p: p.pop("party"), "position: the field 'party' is missing"),
        (set_at("party", 1, "name", value="Aldra"), "two characters are called 'Aldra'"),
    ],
)
def test_a_broken_position_names_the_file_and_the_field(tmp_path, change, words):
    message = refusal(tmp_path, LURKER, change)
    assert message.startswith("broken.yaml, position") and words in message, message
