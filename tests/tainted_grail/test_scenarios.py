"""Tainted Grail scenarios: the shipped puzzles load, build the position they describe and can be
won (and lost) through the contract; scripted dice, saves and undo keep to the position; the
order of a deck stays hidden; a broken file is refused with a sentence naming the file and the
field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.match import Match
from game.core.playout import bare
from game.core.saves import load_match, save_match
from game.core.scenario import game_scenarios, load_scenario, scenario_folder
from game.games.tainted_grail.rules import view as V
from tests.scenario_files import refusal, rewritten, set_at

PUZZLES = scenario_folder("tainted_grail")
SOW = PUZZLES / "sow-in-the-peat.yaml"
EELMARKET = PUZZLES / "eelmarket-road.yaml"
TOLLMEN = PUZZLES / "tollmen-at-the-crossroads.yaml"


def built(path: Path) -> Match:
    return Match.from_scenario(load_scenario(path))


def judged(path: Path, match: Match) -> str | None:
    scenario = load_scenario(path)
    return scenario.module.judge(scenario.win, match.state, match.outcome())


def by_label(match: Match, text: str) -> None:
    """Submit, from the seat the question is open to, the legal command labelled ``text``."""
    seat = match.pending().seats[0]
    legal = match.legal(seat)
    found = [c for c in legal if c["label"] == text or c["label"].endswith(f": {text}")]
    assert found, f"no legal '{text}'; legal: {[c['label'] for c in legal]}"
    match.submit(seat, bare(found[0]))


def play_line(path: Path, line: list[str]) -> Match:
    match = built(path)
    for label in line:
        assert judged(path, match) is None, match.state["log"][-6:]
        by_label(match, label)
    return match


def until_judged(path: Path, match: Match, wanted: tuple[str, ...], limit: int = 300) -> str:
    """Play the first legal command whose label starts with one of ``wanted`` (else the first)
    until the goal is decided."""
    for _ in range(limit):
        verdict = judged(path, match)
        if verdict:
            return verdict
        seat = match.pending().seats[0]
        legal = match.legal(seat)
        pick = next((c for w in wanted for c in legal if c["label"].startswith(w)), legal[0])
        match.submit(seat, bare(pick))
    raise AssertionError("the goal was never decided")


# --- the shipped scenarios ----------------------------------------------------------------------


def test_every_shipped_scenario_loads_builds_and_is_open():
    scenarios = game_scenarios("tainted_grail")
    assert len([s for s in scenarios if s.kind == "puzzle"]) >= 3
    for scenario in scenarios:
        match = Match.from_scenario(scenario)
        assert match.outcome() is None and match.legal(match.pending().seats[0]), scenario.id
        assert scenario.module.judge(scenario.win, match.state, match.outcome()) is None
        assert match.state["log"][0].startswith(f"Scenario: {scenario.title}.")


def test_the_view_shows_the_encounter_the_hand_and_the_tray_the_file_describes():
    match = built(SOW)
    view = match.view(0)
    (ysolt,) = view["characters"]
    assert (ysolt["id"], ysolt["at"], ysolt["items"]) == ("ysolt", "104", [])
    assert (match.state["chars"]["ysolt"]["health"], match.state["chars"]["ysolt"]["energy"]) == (
        2,
        2,
    )
    assert view["day"] == 3 and "104" in {loc["id"] for loc in view["map"]["locations"]}
    enc = view["encounter"]
    assert (enc["name"], enc["kind"], enc["pool"], enc["value"]) == (
        "Bristleback Sow",
        "combat",
        0,
        6,
    )
    assert [c["name"] for c in enc["hands"]["ysolt"]] == [
        "Oar-Butt to the Teeth",
        "Shoulder First",
        "Short Oar Sweep",
    ]
    # the deck is given in order, but a seat sees only how many cards it holds
    assert enc["decks"]["ysolt"]["draw"] == 7
    draw = match.state["encounter"]["zones"]["ysolt"]["draw"]
    assert draw[:2] == ["ysolt:combat:B08", "ysolt:combat:B05"]
    assert draw in V.hidden_from(match.state, 0)
    assert str(draw)[1:-1] not in str(view)
    # the hand is given: no redraw is asked, the Activation begins
    assert match.pending().info["stage"] == "activation"


def test_the_map_puzzle_shows_the_party_its_purse_and_the_places():
    view = built(EELMARKET).view(0)
    purses = {c["id"]: (c["at"], c["resources"]) for c in view["characters"]}
    assert purses == {
        "cadoc": ("101", {"food": 1, "wealth": 0, "magic": 1, "exp": 0}),
        "tobin": ("101", {"food": 0, "wealth": 1, "magic": 1, "exp": 0}),
    }
    names = {loc["name"] for loc in view["map"]["locations"]}
    assert {"Gullhaven", "Thornway Crossroads"} <= names
    assert view["parties"] is not None and built(EELMARKET).pending().kind == "day"


def test_the_position_writes_waystones_statuses_secrets_parties_and_counters(tmp_path):
    def change(data):
        data["position"]["party"].append({"hero": "Rhoswen", "location": 102})
        data["position"]["party"][0].update(location=102, secrets=[2], terror=8)
        data["position"]["together"] = [["Ysolt", "Rhoswen Irongirt"]]
        data["position"]["waystones"] = [{"location": "Thornway Crossroads", "corner": "top-left"}]
        data["position"]["statuses"] = [{"status": "Beacon Lore", "parts": [1, 3]}]
        data["position"]["events"] = ["The Mist Comes In"]
        data["position"]["encounter"]["pool"] = 4
        data["position"]["encounter"]["hands"]["Rhoswen"] = ["rhoswen:combat:B01"]

    match = built(rewritten(tmp_path, SOW, change))
    state = match.state
    assert state["parties"] == [["ysolt", "rhoswen"]]
    assert state["chars"]["ysolt"]["insane"] and state["secrets"]["2"] == "ysolt"
    assert state["map"]["102"]["side"] == "clear" and [0, 2] in state["waystones"]
    assert state["statuses"]["beacon-lore"] == [1, 3]
    assert "mist-tide" in {a["id"] for a in state["events"]["active"]}
    assert "mist-tide" not in state["events"]["random"] + state["events"]["deck"]
    assert state["encounter"]["pool"] == 4 and state["encounter"]["party"] == ["ysolt", "rhoswen"]
    assert state["encounter"]["zones"]["rhoswen"]["hand"] == ["rhoswen:combat:B01"]
    assert len(state["encounter"]["zones"]["rhoswen"]["draw"]) == 9


def test_the_sequence_so_far_keeps_its_time_markers_and_they_tick(tmp_path):
    def change(data):
        encounter = data["position"]["encounter"]
        encounter["hands"]["Cadoc"] = ["Offer a Light", "Measured Words"]
        encounter["sequence"] = [{"card": "Slow-Kindled Trust", "by": "Cadoc", "time": 1}]
        encounter["affinity"] = 2

    match = built(rewritten(tmp_path, TOLLMEN, change))
    enc = match.state["encounter"]
    assert [(e["card"], e["owner"], e["time"]) for e in enc["seq"][1:]] == [
        ("cadoc:diplomacy:B02", "cadoc", 1)
    ]
    assert enc["next_uid"] == 2 and enc["affinity"] == 2
    zones = enc["zones"]["cadoc"]
    assert "cadoc:diplomacy:B02" not in zones["hand"] + zones["draw"]
    assert len(zones["hand"]) == 2 and len(zones["draw"]) == 7  # ten cards, one laid
    assert zones["draw"][:3] == [
        "cadoc:diplomacy:B03",
        "cadoc:diplomacy:B05",
        "cadoc:diplomacy:B08",
    ]
    by_label(match, "Cadoc gains 1 Terror")  # Greedy; then his Activation ticks the last marker
    assert match.state["encounter"]["seq"][1]["time"] == 0
    assert match.state["encounter"]["affinity"] == 4  # the Delayed ability: 2 slots up


def test_less_health_holds_energy_down_and_attributes_are_written(tmp_path):
    def change(data):
        data["position"]["party"][0] = {"hero": "Ysolt", "health": 4, "attributes": {"empathy": 2}}

    match = built(rewritten(tmp_path, SOW, change))
    ysolt = match.state["chars"]["ysolt"]
    assert (ysolt["health"], ysolt["energy"], ysolt["attrs"]["empathy"]) == (4, 4, 2)


def test_every_seat_sees_every_hand_but_no_deck_order(tmp_path):
    """Nothing is secret between players (the rulings' Hands and hand-offs): both hands show at
    both seats; the order of the decks shows at none."""

    def change(data):
        data["options"] = {"players": 2}
        data["position"]["party"].append({"hero": "Rhoswen", "location": "The Saltpans"})
        data["position"]["together"] = [["Ysolt", "Rhoswen"]]

    match = built(rewritten(tmp_path, SOW, change))
    mine, theirs = match.view(0)["encounter"]["hands"], match.view(1)["encounter"]["hands"]
    assert sorted(mine) == sorted(theirs) == ["rhoswen", "ysolt"]
    for seat in (0, 1):
        shown = json.dumps(match.view(seat))
        draws = [zone["draw"] for zone in match.state["encounter"]["zones"].values()]
        assert not any(json.dumps(order) in shown for order in draws if len(order) > 1)


def test_scripted_dice_are_the_next_rolls(tmp_path):
    def change(data):
        data["position"]["encounter"]["hands"]["Ysolt"] = ["Headbutt", "Shoulder First"]
        data["position"]["encounter"]["decks"]["Ysolt"].remove("Headbutt")
        data["dice"] = {"encounter": [1]}

    match = built(rewritten(tmp_path, SOW, change))
    by_label(match, "Play Headbutt")  # on 1-2: one marker and a Damage to Ysolt
    assert match.state["chars"]["ysolt"]["health"] == 1
    assert "Combat Pool 1 -> 2." in match.state["log"]


def test_save_load_and_undo_keep_the_position(tmp_path):
    match = built(SOW)
    again = load_match(save_match(match, tmp_path / "sow.save"))
    assert again.state == match.state and again.pending().info["stage"] == "activation"
    match = built(EELMARKET)
    start = match.state
    again = load_match(save_match(match, tmp_path / "eelmarket.save"))
    assert again.state == start
    by_label(again, "Cadoc joins Tobin")  # nothing revealed: a move that can be taken back
    assert again.state["parties"] == [["tobin", "cadoc"]]
    again.undo(0)
    assert again.state == start


# --- the puzzles can be won and lost --------------------------------------------------------------

SOW_LINE = [
    "Play Short Oar Sweep",
    "End the Activation",
    "Play Oar-Butt to the Teeth",
    "Play Brace on the Oar",
    "End the Activation",
    "Play Shoulder First",
    "Play Broken Plank",
]


def test_the_sow_falls_to_the_sweep_first_and_the_brace():
    match = play_line(SOW, SOW_LINE)
    assert judged(SOW, match) == "won"
    assert match.state["encounter"] is None and match.state["chars"]["ysolt"]["health"] == 1


def test_a_beaten_sow_stays_beaten_while_the_day_goes_on():
    match = play_line(SOW, SOW_LINE)
    for _ in range(8):  # the Loot, then the Day's Actions and the night
        seat = match.pending().seats[0]
        legal = match.legal(seat)
        pick = next((c for c in legal if c["label"] == "End the Day"), legal[0])
        match.submit(seat, bare(pick))
        assert judged(SOW, match) == "won"
    assert match.state["encounter"] is None


def test_playing_the_hand_in_the_order_dealt_leaves_ysolt_dying():
    match = play_line(SOW, ["Play Oar-Butt to the Teeth", "Play Shoulder First"])
    assert until_judged(SOW, match, ("End the Activation",)) == "lost"


def test_the_eelmarket_waystone_wakes_when_they_walk_apart_and_pay_together():
    match = play_line(
        EELMARKET,
        [
            "Cadoc: Travel to Thornway Crossroads (1 Energy)",
            "Tobin: Travel to Thornway Crossroads (1 Energy)",
            "Cadoc joins Tobin",
            "Tobin and Cadoc: Activate the top-left waystone "
            "(2 Energy, 2 Magic, 1 Wealth and 1 Food)",
        ],
    )
    assert judged(EELMARKET, match) == "won" and [0, 2] in match.state["waystones"]


def test_the_wrong_corner_and_nightfall_lose_the_eelmarket():
    match = play_line(
        EELMARKET,
        [
            "Cadoc: Travel to Thornway Crossroads (1 Energy)",
            "Tobin: Travel to Thornway Crossroads (1 Energy)",
            "Cadoc joins Tobin",
            "Tobin and Cadoc: Activate the bottom-right waystone "
            "(2 Energy, 2 Magic, 1 Wealth and 1 Food)",
        ],
    )
    assert judged(EELMARKET, match) is None  # a waystone, but not one touching The Eelmarket
    assert until_judged(EELMARKET, match, ("End the Day", "Go hungry", "Sleep", "Done")) == "lost"
    assert match.state["day"] == 2


TOLLMEN_LINE = [
    "Cadoc gains 1 Terror",
    "Play Offer a Light",
    "Play Slow-Kindled Trust",
    "End the Activation",
    "Play Measured Words",
    "Play Listen by Candlelight",
    "End the Activation",
    "Play Vigil for Their Dead",
    "Play Patient Silence",
    "End the Activation",
    "Pay 1 Energy",
    "End the Activation",
]


def test_the_tollmen_come_round_to_patient_candlelight():
    match = play_line(TOLLMEN, TOLLMEN_LINE)
    assert judged(TOLLMEN, match) == "won"
    assert any(line.startswith("The talk ends on green") for line in match.state["log"])


def test_saying_nothing_to_the_tollmen_loses():
    match = built(TOLLMEN)
    assert until_judged(TOLLMEN, match, ("Cadoc gains", "End the Activation")) == "lost"


# --- broken files -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "change, words",
    [
        (
            set_at("party", 0, "hero", value="Gawain"),
            "'party'[0], field 'hero': 'Gawain' is not a hero",
        ),
        (set_at("party", 0, "location", value=999), "field 'location': 999 is not a Location"),
        (set_at("party", 0, "health", value="low"), "field 'health': expected a whole number"),
        (
            set_at("party", 0, "attributes", value={"courage": 3}),
            "field 'attributes', 'courage': Ysolt has 2 slots for Courage",
        ),
        (set_at("party", 0, "health", value=0), "field 'health': 0 is outside 1 to 20"),
        (set_at("party", 0, "health", value=15), "field 'health': the tray goes up to 10"),
        (set_at("party", 0, "energy", value=5), "field 'energy': Ysolt has at most 2 Energy now"),
        (
            set_at("party", 0, "items", value=["Flaming Spoon"]),
            "'items'[0]: 'Flaming Spoon' is not an Item",
        ),
        (set_at("party", 0, "secrets", value=[998]), "'secrets'[0]: there is no Secret 998"),
        (
            set_at("encounter", "card", value="Teapot"),
            "field 'card': 'Teapot' is not an Encounter card",
        ),
        (
            set_at("encounter", "hands", "Ysolt", 1, value="Warm Hands"),
            "'hands', 'ysolt'[1]: 'Warm Hands' is not in their combat deck",
        ),
        (
            set_at("encounter", "decks", "Ysolt", 0, value="Short Oar Sweep"),
            "Short Oar Sweep is named twice for Ysolt (in the hand, the deck or the Sequence)",
        ),
        (
            set_at("encounter", "pool", value=6),
            "field 'pool': at 6 the Bristleback Sow is already beaten",
        ),
        (set_at("encounter", "duration", value=2), "a Combat has a Combat Pool, not Affinity"),
        (set_at("encounter", "hands", value={"Cadoc": []}), "'Cadoc' is not in the Encounter"),
        (
            set_at("waystones", value=[{"location": "Gullhaven", "corner": "top-left"}]),
            "'waystones'[0], field 'corner': Gullhaven has no waystone slot at its top-left",
        ),
        (
            set_at("statuses", value=[{"status": "Beacon Lore", "parts": [4]}]),
            "'statuses'[0], field 'parts'[0]: Beacon Lore has 3 parts",
        ),
        (set_at("events", value=["Rain of Frogs"]), "'events'[0]: 'Rain of Frogs' is not an Event"),
        (set_at("chapter", value=7), "field 'chapter': there is no Chapter 7"),
        (
            set_at("together", value=[["Ysolt", "Cadoc"]]),
            "field 'together'[0][1]: 'Cadoc' is not in the party",
        ),
        (
            lambda p: (
                p.update(together=[["Ysolt", "Rhoswen"]])
                or p["party"].append({"hero": "Rhoswen", "location": "Gullhaven"})
            ),
            "field 'together'[0]: a party must stand on one Location",
        ),
        (set_at("party", 0, "stamina", value=3), "field 'party'[0]: unknown field 'stamina'"),
        (set_at("places", value=["Camelot"]), "field 'places': 'Camelot' is not a Location"),
        (lambda p: p["party"][0].pop("hero"), "field 'party'[0]: the field 'hero' is missing"),
        (lambda p: p.pop("party"), "position: the field 'party' is missing"),
        (
            lambda p: p["party"].append({"hero": "ysolt"}),
            "field 'party'[1]: ysolt is in the party twice",
        ),
    ],
)
def test_a_broken_position_names_the_file_and_the_field(tmp_path, change, words):
    message = refusal(tmp_path, SOW, change)
    assert message.startswith("broken.yaml, position") and words in message, message
