"""GRIM scenarios: the shipped puzzles load, build and can be won against the AI (and lost by a
plainly bad line); the built position is what the file says, to the right seat only; saves and
undo keep it; broken files get a sentence naming the file and the field."""

import random

import pytest
import yaml

from game.core.content import ContentError
from game.core.match import Match
from game.core.playout import bare
from game.core.registry import get_manifest
from game.core.saves import load_match, save_match
from game.core.scenario import ScenarioError, game_scenarios, load_scenario, scenario_folder
from game.games.grim.rules import scenario as grim_scenario
from game.games.grim.rules.elements import ORDER
from tests.grim.grim_fixtures import SCENARIOS, declare_in, scenario_match

CHOOSE = get_manifest("grim").load_ai()
QUIET = ("no_draw", "no_attach", "pass", "no_reaction", "no_search")


def puzzle(name: str):
    return load_scenario(scenario_folder("grim") / f"{name}.yaml")


def judged(scenario, match) -> str | None:
    return scenario.module.judge(scenario.win, match.state, match.outcome())


def ai_moves(match: Match) -> None:
    """Let the AI answer every question that is not the person's, as the table does."""
    while match.outcome() is None and match.pending().seat not in (None, *match.human_seats):
        seat = match.pending().seat
        rng = random.Random(f"{match.seed}:{len(match.log)}")
        match.submit(seat, CHOOSE(match.view(seat), match.legal(seat), rng))


def bond_in_hand(match: Match, seat: int, kind: str) -> str:
    state = match.state
    return next(c for c in state["players"][seat]["hand"] if state["bond_kinds"].get(c) == kind)


def attack(match: Match, index: int, element: str, targets: list, synergy=False) -> dict:
    """The legal Attack with these choices, as the person would send it."""
    for option in match.legal(0):
        if option["type"] == "attack" and option["attack"] == index:
            wanted = (option["element"], option["targets"], option["synergy"])
            if wanted == (element, targets, synergy):
                return bare(option)
    raise LookupError(f"no such Attack: {index}, {element}, {targets}")


def play_quietly(scenario, match: Match, limit: int = 300) -> str | None:
    """The person declines whatever can be declined until the goal is decided."""
    for _ in range(limit):
        ai_moves(match)
        if judged(scenario, match) is not None or match.outcome() is not None:
            break
        options = match.legal(0)
        choice = next((o for o in options if o["type"] in QUIET), options[0])
        match.submit(0, bare(choice))
    return judged(scenario, match)


# --- the shipped puzzles ------------------------------------------------------------------


def test_every_shipped_scenario_loads_builds_and_waits_for_player_one():
    shipped = game_scenarios("grim")
    assert len([s for s in shipped if s.kind == "puzzle"]) >= 3
    for scenario in shipped:
        match = Match.from_scenario(scenario)
        assert match.pending().seat == 0 and match.legal(0), scenario.id
        assert scenario.people == {0}  # played against the AI
        assert judged(scenario, match) is None, scenario.id
        assert match.log[-1].events[0]["type"] == "scenario"


def test_the_last_bite_is_won_by_lending_the_lancer_poison():
    scenario = puzzle("last-bite")
    match = Match.from_scenario(scenario)
    match.submit(0, {"type": "no_draw"})
    poison = bond_in_hand(match, 0, "poison")
    match.submit(0, {"type": "attach", "card": poison, "slot": 0})
    match.submit(0, attack(match, 1, "poison", [0]))
    ai_moves(match)
    assert judged(scenario, match) == "won"
    assert match.outcome()["winner"] == 0


def test_the_last_bite_is_lost_by_trusting_fire():
    scenario = puzzle("last-bite")
    match = Match.from_scenario(scenario)
    match.submit(0, {"type": "no_draw"})
    match.submit(0, {"type": "no_attach"})
    match.submit(0, attack(match, 1, "fire", [0]))  # Water is Immune to Fire
    assert match.state["field"][1][0]["health"] == 13
    assert play_quietly(scenario, match) == "lost"


def test_two_for_one_is_won_by_giving_the_ally_electric_for_synergy():
    scenario = puzzle("two-for-one")
    match = Match.from_scenario(scenario)
    match.submit(0, {"type": "no_draw"})
    electric = bond_in_hand(match, 0, "electric")
    match.submit(0, {"type": "attach", "card": electric, "slot": 1})
    match.submit(0, attack(match, 1, "earth", [0, 1], synergy=True))
    ai_moves(match)
    assert judged(scenario, match) == "won"


def test_two_for_one_is_not_won_by_the_single_big_swing():
    scenario = puzzle("two-for-one")
    match = Match.from_scenario(scenario)
    match.submit(0, {"type": "no_draw"})
    electric = bond_in_hand(match, 0, "electric")
    match.submit(0, {"type": "attach", "card": electric, "slot": 0})  # on the Ox: no Synergy
    assert not any(o.get("targets") == [0, 1] for o in match.legal(0))
    match.submit(0, attack(match, 1, "earth", [0]))
    assert play_quietly(scenario, match) == "lost"


def test_changing_of_the_guard_is_won_by_swapping_in_the_slower_psychic():
    scenario = puzzle("changing-of-the-guard")
    match = Match.from_scenario(scenario)
    match.submit(0, {"type": "swap", "card": "psychic_06"})  # The Astral Monk, Speed 10
    match.submit(0, {"type": "pay", "stamina": 2})
    ai_moves(match)
    assert match.pending().kind == "draw" and match.state["turn"]["card"] == "psychic_06"
    match.submit(0, {"type": "no_draw"})
    if match.pending().kind == "attach":
        match.submit(0, {"type": "no_attach"})
    match.submit(0, attack(match, 1, "psychic", [1]))
    ai_moves(match)
    assert judged(scenario, match) == "won"


def test_changing_of_the_guard_is_lost_by_swapping_in_the_faster_owl():
    scenario = puzzle("changing-of-the-guard")
    match = Match.from_scenario(scenario)
    match.submit(0, {"type": "swap", "card": "psychic_02"})  # The Oracle Owl, Speed 14
    match.submit(0, {"type": "pay", "stamina": 2})
    ai_moves(match)
    assert match.state["turn"] is None or match.state["turn"]["card"] != "psychic_02"
    assert play_quietly(scenario, match) == "lost"


# --- the position as the seats see it ----------------------------------------------------


def write(tmp_path, name: str, position: dict, **header) -> str:
    data = {"game": "grim", "title": "Test", "kind": "test", "goal": {"text": "Test."}}
    data.update(header, position=position)
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


TABLE = {
    "round": 3,
    "favor": 2,
    "turn": "The Tidewright",
    "step": "draw",
    "afterworld": "plant",
    "afterworlds_used": ["fire", "water"],
    "bond_deck": ["fire", "spirit"],
    "players": [
        {
            "decks": ["water", "light"],
            "in_play": [
                {
                    "grim": "water_02",
                    "place": "right",
                    "health": 11,
                    "stamina": 7,
                    "status": "burn",
                    "bonds": ["spirit", "Earth Element"],
                    "spirit_bonus": ["dark"],
                }
            ],
            "hand": ["The Candle Saint", "spirit"],
            "grim_decks": {"water": ["water_09", "water_01"]},
            "banished": ["earth_05"],
            "reaction_used": True,
            "knockouts": 1,
        },
        {
            "in_play": [{"grim": "The Bramble Warden"}, {"grim": "ghost_03", "stamina": 0}],
            "hand": ["plant_07", "psychic"],
            "banished": ["fire_04", "fire_05"],
        },
    ],
}


def test_the_view_shows_the_position_the_file_describes(tmp_path):
    match = Match.from_scenario(load_scenario(write(tmp_path, "table.yaml", TABLE)))
    mine, theirs = match.view(0), match.view(1)
    assert mine["field"][0][0] is None
    tide = mine["field"][0][1]
    assert (tide["name"], tide["current_health"], tide["stamina"]) == ("The Tidewright", 11, 7)
    assert tide["status"] == "burn" and tide["spirit_bonus"] == ["dark"]
    assert [b["name"] for b in tide["bonds"]] == ["Spirit", "Earth Element"]
    assert tide["elements"] == ["water", "earth"]
    warden, lantern = mine["field"][1]
    assert (warden["name"], warden["current_health"], warden["stamina"]) == (
        "The Bramble Warden",
        24,
        5,
    )
    assert lantern["id"] == "ghost_03" and lantern["stamina"] == 0
    assert [c["name"] for c in mine["players"][0]["hand"]] == ["The Candle Saint", "Spirit"]
    assert mine["players"][1]["hand"] is None and mine["players"][1]["hand_count"] == 2
    assert [c["name"] for c in theirs["players"][1]["hand"]] == [
        "The Pollen Sylph",
        "Psychic Element",
    ]
    assert mine["round"] == {"number": 3, "phase": "main"} and mine["favor"] == 1
    assert mine["turn"]["card"] == "water_02" and mine["prompt"]["kind"] == "draw"
    assert theirs["prompt"]["kind"] == "waiting"
    assert not mine["players"][0]["reaction"] and mine["players"][1]["reaction"]
    assert mine["players"][0]["knockouts"] == 1
    assert mine["players"][0]["deck_counts"] == {"water": 2, "light": 9}
    assert mine["players"][1]["decks"] == ["plant", "ghost"]
    assert mine["players"][1]["deck_counts"] == {"plant": 8, "ghost": 9}
    assert [p["banished_count"] for p in mine["players"]] == [1, 2]
    assert mine["banned"] == ["fire", "earth"]  # where the Banished came from
    assert mine["afterworld"]["active"]["id"] == "plant"
    assert mine["afterworld"]["discard"] == ["fire", "water"]
    assert mine["bond_deck_count"] == 2 and mine["limbo_count"] == 50 - 2 - 4
    done = [(row["name"], row["done"]) for row in mine["turn_order"]]
    assert done == [  # faster than the Tidewright: had its Turn; slower (even with Favor): not
        ("The Bramble Warden", True),
        ("The Tidewright", True),
        ("The Lantern Drowner", False),
    ]


def test_the_position_keeps_its_secrets(tmp_path):
    match = Match.from_scenario(load_scenario(write(tmp_path, "table.yaml", TABLE)))
    shown = str(match.view(0)) + str(match.redact(match.log[-1].events, 0))
    for secret in ("plant_07", "water_09", "water_01", "earth_05", "fire_04"):
        assert secret not in shown
    assert "seed" not in str(match.view(0))


def test_the_draw_step_draws_the_deck_in_the_order_given(tmp_path):
    match = Match.from_scenario(load_scenario(write(tmp_path, "table.yaml", TABLE)))
    match.submit(0, {"type": "draw", "from": "water"})
    assert match.state["players"][0]["hand"][-1] == "water_09"
    match = Match.from_scenario(load_scenario(write(tmp_path, "table.yaml", TABLE)))
    match.submit(0, {"type": "draw", "from": "bond"})
    drawn = match.state["players"][0]["hand"][-1]
    assert match.state["bond_kinds"][drawn] == "fire"


def test_a_save_and_an_undo_keep_the_position(tmp_path):
    match = scenario_match("knockout-draws-a-banished")
    start = match.hash()
    loaded = load_match(save_match(match, tmp_path / "start.save"))
    assert loaded.hash() == start and loaded.view(0) == match.view(0)
    match.submit(0, {"type": "pass"})
    assert match.hash() != start
    match.undo(0)
    assert match.hash() == start
    loaded = load_match(save_match(match, tmp_path / "undone.save"))
    assert loaded.hash() == start


def test_a_knockouts_goal_is_won_when_the_count_is_reached():
    scenario = load_scenario(SCENARIOS / "knockout-draws-a-banished.yaml")
    match = Match.from_scenario(scenario)
    assert scenario.win == {"knockouts": 1} and judged(scenario, match) is None
    declare_in(match, 0)
    assert judged(scenario, match) == "won" and match.outcome() is None


def test_coven_scenarios_take_grimlords_and_no_decks(tmp_path):
    position = {
        "turn": "fire_01",
        "turn_player": 2,
        "players": [
            {"grimlord": "water", "in_play": [{"grim": "fire_01"}], "hand": ["plant_01"]},
            {"grimlord": "fire", "in_play": [{"grim": "fire_01"}]},
        ],
    }
    path = write(tmp_path, "coven.yaml", position, options={"format": "coven"})
    match = Match.from_scenario(load_scenario(path))
    assert match.state["field"][0][0]["card"] == "fire_01@0"
    assert match.state["field"][1][0]["card"] == "fire_01@1"
    assert match.state["players"][0]["hand"] == ["plant_01@0"]
    assert match.view(0)["players"][1]["grimlord"]["id"] == "fire"
    assert match.state["turn"]["seat"] == 1 and match.pending().seat == 1


# --- broken files --------------------------------------------------------------------------


def broken(**changes) -> dict:
    position = yaml.safe_load(yaml.safe_dump(TABLE))
    for path, value in changes.items():
        keys = path.split(".")
        target = position
        for key in keys[:-1]:
            target = target[int(key)] if key.isdigit() else target[key]
        last = int(keys[-1]) if keys[-1].isdigit() else keys[-1]
        if value is KeyError:
            del target[last]
        else:
            target[last] = value
    return position


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"players.0.hand.0": "fire_99"}, ["field 'hand'[0]", "'fire_99' is neither a Grim"]),
        ({"players.1.in_play.0.grim": "Nobody"}, ["field 'grim'", "'Nobody' is not a Grim"]),
        ({"players.0.hand.1": "Moon Element"}, ["field 'hand'[1]", "nor a Bond card"]),
        ({"players.0.in_play.0.health": "lots"}, ["field 'health'", "expected a whole number"]),
        ({"players.0.in_play.0.health": 40}, ["field 'health'", "at most 19 Health"]),
        ({"players.1.in_play.1.place": "left"}, ["field 'place'", "already taken"]),
        ({"turn": KeyError}, ["the field 'turn' is missing"]),
        ({"turn": "The Candle Saint"}, ["field 'turn'", "is not in play"]),
        ({"players.1.hand.0": "water_02"}, ["field 'hand'[0]", "named twice"]),
        ({"players.0.grim_decks.water.0": "fire_02"}, ["field 'water'", "not in the Water deck"]),
        ({"players.1.decks": ["light"]}, ["field 'players'", "same deck"]),
        ({"players.0.grimlord": "fire"}, ["field 'grimlord'", "only Coven"]),
        ({"bond_deck": ["fire"] * 4}, ["field 'bond_deck'[3]", "only 3 Fire Element"]),
        ({"players.0.in_play.0.bonds": ["fire", "water"]}, ["field 'bonds'", "one Element"]),
        ({"afterworlds_used": ["plant"]}, ["field 'afterworlds_used'", "in play"]),
        ({"favor": 3}, ["field 'favor'", "3 is not one of 1, 2"]),
        ({"players.0.in_play.0.status": "sleepy"}, ["field 'status'", "'sleepy'"]),
        ({"players.0.wings": 2}, ["unknown field 'wings'"]),
        ({"players.0.banished.0": "plant_01"}, ["field 'banished'[0]", "which is in play"]),
    ],
)
def test_a_broken_file_gets_a_sentence_naming_the_file_and_field(tmp_path, changes, words):
    path = write(tmp_path, "broken.yaml", broken(**changes))
    with pytest.raises(ContentError) as error:  # a ScenarioError when the schema sees it
        Match.from_scenario(load_scenario(path))
    message = str(error.value)
    assert message.startswith("broken.yaml, position")
    for word in words:
        assert word in message, message


def test_nothing_to_draw_is_refused_for_a_draw_step(tmp_path):
    every_bond = ["spirit"] * 17 + [element for element in ORDER for _ in range(3)]
    position = broken(bond_deck=[], **{"players.0.decks": [], "players.1.hand": every_bond})
    del position["players"][0]["grim_decks"]
    position["players"][0]["hand"] = ["The Candle Saint"]
    position["players"][0]["in_play"][0]["bonds"] = []
    path = write(tmp_path, "dry.yaml", position)
    with pytest.raises(ContentError, match="dry.yaml, position, field 'step': there is nothing"):
        Match.from_scenario(load_scenario(path))
    position["step"] = "action"  # the Action needs nothing drawn
    Match.from_scenario(load_scenario(write(tmp_path, "dry.yaml", position)))


def test_a_broken_goal_names_the_goal(tmp_path):
    path = write(tmp_path, "goal.yaml", TABLE, goal={"text": "Win.", "win": {"player": 3}})
    with pytest.raises(ScenarioError, match="goal.yaml, goal 'win', field 'player'"):
        load_scenario(path)


def test_the_judge_reads_the_match():
    judge = grim_scenario.judge
    state = scenario_match("knockout-draws-a-banished").state
    assert judge({}, {**state, "result": {"winner": 0, "loser": 1}}, None) == "won"
    assert judge({"player": 2}, {**state, "result": {"winner": 0, "loser": 1}}, None) == "lost"
    later = {**state, "round": {**state["round"], "number": 2}}
    assert judge({"by_round": 1}, later, None) == "lost"
    assert judge({"by_round": 2}, later, None) is None
