"""Grudge scenarios: the shipped puzzles load, build the position they describe and can be won
(and lost) through the contract; scripted dice, saves and undo keep to the position; the decks
stay secret; a broken file is refused with a sentence naming the file and the field. Rules that
need a position mid-run are checked from scenario files in tests/grudge/scenarios."""

from pathlib import Path

import pytest
import yaml

from game.core.match import Match
from game.core.playout import bare
from game.core.saves import load_match, save_match
from game.core.scenario import game_scenarios, load_scenario, scenario_folder
from game.games.grudge.rules import RULES, cards
from tests.scenario_files import refusal, set_at

PUZZLES = scenario_folder("grudge")
LINE = PUZZLES / "axe-through-the-line.yaml"
TROLL = PUZZLES / "the-hardened-troll.yaml"
BOW = PUZZLES / "best-not-miss.yaml"
TESTS = Path(__file__).parent / "scenarios"


def scenario_match(path: Path) -> Match:
    return Match.from_scenario(load_scenario(path))


def judged(match: Match, path: Path) -> str | None:
    scenario = load_scenario(path)
    return scenario.module.judge(scenario.win, match.state, match.outcome())


def play(match: Match, *commands: dict) -> Match:
    for command in commands:
        match.submit(0, command)
    return match


def cards_for(init: str, main: str, reaction: str) -> list[dict]:
    """A round's choices: the Initiative card, then the Main Action and Reaction cards."""
    return [
        {"type": "initiative", "card": init},
        {"type": "assign", "card": main, "slot": "main"},
        {"type": "assign", "card": reaction, "slot": "reaction"},
    ]


def until_judged(match: Match, path: Path, pick, limit: int = 300) -> str:
    """Answer with ``pick``'s choice (else the first legal command) until the goal is decided."""
    for _ in range(limit):
        verdict = judged(match, path)
        if verdict:
            return verdict
        legal = match.legal(0)
        match.submit(0, bare(pick(legal) or legal[0]))
    raise AssertionError("the goal was never decided")


def passing(legal: list[dict]) -> dict | None:
    """Do nothing useful: the highest Initiative, then pass, take the damage, stay put."""
    for kind in ("pass", "no_interrupt", "no_aid", "take_damage", "axe_stay", "keep_roll"):
        found = next((c for c in legal if c["type"] == kind), None)
        if found:
            return found
    return legal[-1]


# --- the shipped scenarios ----------------------------------------------------------------------


def test_every_shipped_scenario_loads_builds_and_is_open():
    scenarios = game_scenarios("grudge")
    assert len([s for s in scenarios if s.kind == "puzzle"]) >= 3
    for scenario in scenarios:
        match = Match.from_scenario(scenario)
        assert match.pending().kind == "initiative", scenario.id
        assert scenario.module.judge(scenario.win, match.state, match.outcome()) is None
        assert match.state["log"] == [f"Scenario: {scenario.title}. {scenario.goal}"]


def test_the_view_shows_the_room_the_warrior_the_monsters_and_the_cards_the_file_describes():
    view = scenario_match(BOW).view(0)
    room = view["room"]
    assert (room["number"], room["name"], room["encounter_name"]) == (
        2,
        "Outskirts",
        "Best Not Miss",
    )
    assert view["encounters_seen"] == ["ambush_theirs", "best_not_miss"]
    terrain = {(t["kind"], tuple(map(tuple, t["squares"]))) for t in view["board"]["terrain"]}
    assert terrain == {
        ("tent", ((2, 3),)),
        ("tent", ((5, 4),)),
        ("fence_h", ((1, 6), (2, 6))),
        ("fence_v", ((5, 1), (5, 2))),
    }
    w = view["warrior"]
    assert w["square"] == [0, 4] and w["health"] == 5 and w["stats"]["spades"] == 4
    assert (w["weapons"], w["equipped"], w["bow_loaded"]) == (["bow", "blade"], "bow", True)
    assert [(a["piece"], a["notches"]) for a in w["armor"]] == [("helmet", 0), ("breastplate", 1)]
    boss, archer = view["monsters"]
    assert (boss["kind"], boss["weapon"], boss["square"]) == ("goblin_boss", "flail", [4, 5])
    assert (boss["health"], boss["defense"], boss["spawn"]) == (1, 3, "watching")
    assert (archer["weapon"], archer["square"], archer["defense"]) == ("bow", [7, 7], 0)
    assert view["hand"] == ["SQ", "H7", "C2"]
    assert view["initiative_hand"] == cards.diamonds() and view["initiative_discard"] == []
    assert view["run"] == {"rooms_cleared": 1, "monsters_defeated": 0, "round": 1}
    assert view["prompt"]["kind"] == "initiative"


def test_conditions_immunity_armour_and_health_are_kept():
    view = scenario_match(TROLL).view(0)
    (troll,) = view["monsters"]
    assert (troll["health"], troll["defense"], troll["immunity"]) == (2, 0, "axe")
    w = view["warrior"]
    assert (w["health"], w["equipped"], w["weapons"]) == (3, "axe", ["axe", "hammer"])
    assert [(a["piece"], a["notches"]) for a in w["armor"]] == [("helmet", 1), ("breastplate", 1)]
    camp = scenario_match(TESTS / "camp-by-the-fire.yaml").view(0)
    assert camp["warrior"]["conditions"] == ["enraged", "prone"]
    assert camp["board"]["campfire"] == [6, 6] and camp["room"]["campfire"]


def test_the_decks_are_stacked_as_written_and_stay_secret():
    match = scenario_match(BOW)
    decks = match.state["decks"]
    assert decks["warrior"][:3] == ["SJ", "C4", "H3"] and len(decks["warrior"]) == 38
    assert sorted(decks["warrior"] + ["SQ", "H7", "C2"]) == sorted(cards.action_deck())
    assert decks["m_init"][:2] == ["D8", "D5"] and sorted(decks["m_init"]) == sorted(
        cards.diamonds()
    )
    assert decks["m_action"][:6] == ["C6", "S4", "H9", "S7", "C3", "H5"]
    hidden = RULES.hidden_from(match.state, 0)
    assert decks["warrior"] in hidden and decks["m_action"] in hidden
    view = match.view(0)
    assert view["decks"]["warrior"] == 38 and "SJ" not in str(view)
    (shown,) = match.redact(match.log[-1].events, 0)  # the scenario's own event
    assert "SJ" not in str(shown) and shown["log"].startswith("Scenario: ")


def test_scripted_dice_are_the_rolls_the_game_makes_next(tmp_path):
    data = yaml.safe_load((TESTS / "stuck-pig.yaml").read_text())
    for face, runestones, luckstones in ((5, 1, 0), (2, 0, 1)):
        data["dice"] = {"d6": [face]}
        path = tmp_path / "pig.yaml"
        path.write_text(yaml.safe_dump(data))
        match = play(scenario_match(path), *cards_for("DA", "H9", "C5"), {"type": "loot_pig"})
        assert f"Pig loot roll: {face}." in match.state["log"]
        assert match.view(0)["warrior"]["runestones"] == runestones
        assert match.view(0)["luckstones"] == luckstones


def test_save_load_and_undo_keep_the_position(tmp_path):
    match = scenario_match(BOW)
    built = match.state
    again = load_match(save_match(match, tmp_path / "bow.save"))
    assert again.state == built and again.pending().kind == "initiative"
    play(again, {"type": "initiative", "card": "D7"})
    assert again.state != built
    again.undo(0)
    assert again.state == built


# --- the puzzles can be won and lost --------------------------------------------------------------


def test_the_axe_carries_through_both_goblins():
    match = play(
        scenario_match(LINE),
        *cards_for("DA", "SK", "C2"),
        {"type": "strike", "target": "m1"},
        {"type": "axe_move", "square": [4, 0]},  # e8: beside the goblin with the spear
    )
    assert judged(match, LINE) is None
    play(match, {"type": "strike", "target": "m2"})
    assert judged(match, LINE) == "won"
    assert match.state["run"]["rooms_cleared"] == 1


def test_keeping_the_king_for_the_interrupt_loses_the_round():
    match = play(scenario_match(LINE), *cards_for("DK", "C2", "H3"))
    assert until_judged(match, LINE, passing) == "lost"
    assert match.state["run"]["round"] == 2 and match.state["run"]["rooms_cleared"] == 0


def test_the_troll_comes_to_the_hammer():
    match = play(
        scenario_match(TROLL),
        *cards_for("DK", "SQ", "H8"),  # let the Troll come first; the Hearts change weapons
        {"type": "wield", "weapon": "hammer"},
    )
    assert judged(match, TROLL) is None
    play(match, {"type": "strike", "target": "m1"})
    assert judged(match, TROLL) == "won" and match.outcome()["result"] == "victory"


def test_rushing_at_the_troll_leaves_it_standing():
    match = play(scenario_match(TROLL), *cards_for("DA", "SQ", "H8"))
    assert {c["type"] for c in match.legal(0)} >= {"wield", "pass"}  # nothing to strike
    assert "strike" not in {c["type"] for c in match.legal(0)}
    assert until_judged(match, TROLL, passing) == "lost"


BOW_LINE = [
    *cards_for("DA", "SQ", "H7"),
    {"type": "strike", "target": "m1"},  # the Boss first, before its wolf reaches you
    {"type": "load_bow"},
    *cards_for("D2", "SJ", "H3"),
    {"type": "strike", "target": "m2"},
]


def test_the_boss_first_then_the_archer():
    match = play(scenario_match(BOW), *BOW_LINE)
    assert until_judged(match, BOW, passing) == "won"
    assert match.state["run"]["rooms_cleared"] == 2


def test_shooting_the_archer_first_lets_the_boss_ride_in():
    match = play(
        scenario_match(BOW),
        *cards_for("DA", "SQ", "H7"),
        {"type": "strike", "target": "m2"},
        {"type": "load_bow"},
        *cards_for("D2", "SJ", "H3"),
    )
    assert "strike" not in {c["type"] for c in match.legal(0)}  # the Boss stands beside you
    assert until_judged(match, BOW, passing) == "lost"


# --- rules from positions mid-run (moved here from test_rules_round) -----------------------------


def test_an_enraged_warrior_must_take_the_lowest_initiative():
    match = scenario_match(TESTS / "enraged-warrior.yaml")
    assert [c["card"] for c in match.legal(0)] == ["D5"]


def test_the_initiative_hand_comes_back_only_when_empty():
    match = scenario_match(TESTS / "last-initiative-card.yaml")
    assert [c["card"] for c in match.legal(0)] == ["D5"]
    assert match.view(0)["initiative_discard"] == [c for c in cards.diamonds() if c != "D5"]
    play(match, *cards_for("D5", "S2", "S3"))
    while match.pending().kind != "initiative":  # the rest of round 5
        match.submit(0, bare(passing(match.legal(0))))
    assert match.state["run"]["round"] == 6
    assert [c["card"] for c in match.legal(0)] == cards.diamonds()


def test_a_joker_resets_every_round_played_since_in_draw_order():
    match = scenario_match(TESTS / "joker-in-the-deck.yaml")
    rounds = []
    for _ in range(4):
        main, reaction, _ = match.view(0)["hand"]
        play(match, *cards_for(match.legal(0)[0]["card"], main, reaction))
        shown = match.view(0)["monster_cards"]
        rounds.append((shown["initiative"], shown["main"], shown["reaction"], shown["interrupt"]))
        while match.pending().kind != "initiative":  # pass the rest of the round
            match.submit(0, bare(passing(match.legal(0))))
    assert rounds[0] == (["D4"], "S5", "C6", "H7") and rounds[1] == (["D9"], "S8", "C9", "H10")
    assert rounds[2:] == rounds[:2]  # round 2's draw turned up the Joker
    assert match.state["decks"]["warrior_jokers"] == ["JK1"]


def test_defeating_the_troll_wins_the_run():
    match = play(
        scenario_match(TESTS / "troll-at-bay.yaml"),
        *cards_for("DA", "SK", "C5"),
        {"type": "strike", "target": "m1"},
    )
    out = RULES.outcome(match.state)
    assert {k: out[k] for k in ("result", "rooms_cleared", "monsters_defeated", "luckstones")} == {
        "result": "victory",
        "rooms_cleared": 0,
        "monsters_defeated": 1,
        "luckstones": 2,
    }
    assert out["text"].startswith("Victory") and "2 Luckstones left to bank" in out["sentences"][1]


def test_winning_a_room_with_a_campfire_means_camping_even_above_five_health():
    match = play(
        scenario_match(TESTS / "camp-by-the-fire.yaml"),
        *cards_for("D2", "S9", "C5"),  # Enraged: the lowest Initiative
        {"type": "strike", "target": "m1"},
    )
    while match.state["run"]["rooms_cleared"] == 0:
        match.submit(0, bare(passing(match.legal(0))))
    w = match.state["warrior"]
    assert w["health"] == 7  # 4 + Hearts 3
    assert w["armor"] == {"helmet": 0, "breastplate": 2, "shield": 0}
    assert sorted(match.state["decks"]["init_hand"], key=cards.value) == cards.diamonds()
    assert w["conditions"] == [] and match.state["room"]["number"] == 2


# --- broken files -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "change, words",
    [
        (set_at("warrior", "square", value="j4"), "field 'warrior', field 'square': 'j4' is not a"),
        (set_at("warrior", "square", value="c5"), "field 'square': c5 is taken by a piece"),
        (set_at("monsters", 1, "square", value="a4"), "field 'monsters'[1], field 'square': a4 is"),
        (set_at("warrior", "weapons", value=["Sling"]), "field 'weapons'[0]: 'Sling' is not a"),
        (set_at("warrior", "wielding", value="Axe"), "field 'wielding': the Warrior does not"),
        (set_at("warrior", "health", value="full"), "field 'health': expected a whole number"),
        (set_at("warrior", "stats", value={"spades": 4, "clubs": 4, "hearts": 2}), "spread 4, 3"),
        (set_at("warrior", "conditions", value=["disarmed"]), "field 'dropped': say what"),
        (set_at("monsters", 0, "kind", value="Dragon"), "field 'kind': 'Dragon' is not a monster"),
        (set_at("monsters", 0, "health", value=5), "field 'health': a Goblin Boss has at most 3"),
        (set_at("monsters", 0, "loaded", value=True), "field 'loaded': only a Bow"),
        (set_at("monsters", 0, "immune_to", value="Axe"), "only the Troll hardens"),
        (lambda p: p["monsters"][1].pop("weapon"), "field 'monsters'[1]: the field 'weapon'"),
        (set_at("room", "kind", value="Palace"), "field 'room', field 'kind': 'Palace' is not"),
        (set_at("tents", value=["c5"]), "field 'tents': Outskirts has 2 of these; the position"),
        (set_at("tents", value=["c5", "c5"]), "field 'tents'[1]: another piece already stands"),
        (set_at("fences", 0, "square", value="h2"), "stick out over the edge of the board"),
        (set_at("pig", value="d4"), "field 'pig': Outskirts has 0 of these"),
        (
            set_at("hand", 2, value="Knight of Cups"),
            "field 'hand'[2]: 'Knight of Cups' is not a card",
        ),
        (
            set_at("hand", 2, value="Queen of Spades"),
            "field 'hand'[2]: Queen of Spades is already in",
        ),
        (
            set_at("deck", 0, value="Queen of Spades"),
            "field 'deck'[0]: Queen of Spades is already in",
        ),
        (set_at("hand", 2, value="Joker"), "field 'hand': a Joker is set aside"),
        (
            set_at("deck", value=["Joker", "Joker", "Joker"]),
            "field 'deck'[2]: a deck holds only two",
        ),
        (
            set_at("hand", 2, value="2 of Diamonds"),
            "2 of Diamonds is not a card of the Warrior Deck",
        ),
        (set_at("initiative_hand", value=["Ace of Spades"]), "not a card of the Initiative Hand"),
        (
            set_at("encounter", value="Tea Party"),
            "field 'encounter': 'Tea Party' is not an Encounter",
        ),
        (lambda p: p.pop("hand"), "position: the field 'hand' is missing"),
        (set_at("hand", value=["Queen of Spades"]), "field 'hand': has 1 entries"),
    ],
)
def test_a_broken_position_names_the_file_and_the_field(tmp_path, change, words):
    message = refusal(tmp_path, BOW, change)
    assert message.startswith("broken.yaml, position") and words in message, message


def test_a_wall_around_the_board_is_refused(tmp_path):
    def walls_in(position):
        position["room"]["kind"] = "Tent City"
        position.pop("fences")
        position.update(big_tent="e5", tents=["a2", "b1", "h8"])  # a1 shut in

    message = refusal(tmp_path, BOW, walls_in)
    assert "the room's pieces cut the board in two" in message, message
