"""The Kings of Ruin: their content (one King per mechanic, six staged cards and a final boss
each, their own cards), placing and removing them by the story's phrases, their Guardian die
at the Start of the Day (the way each reads a face, the X's Fade and its own deed), meeting a
King at once, and what a King is not (a Guardian)."""

from __future__ import annotations

import re

import pytest

from game.core.chance import Chance
from game.games.tainted_grail.rules import kings as K
from game.games.tainted_grail.rules import save
from game.games.tainted_grail.rules import view as V
from game.games.tainted_grail.rules.engine import effects_step
from game.games.tainted_grail.rules.phrasebook import parse_effects
from tests.tainted_grail.helpers import (
    do,
    find,
    kind,
    reshape,
    run_step,
    shaped,
    start,
    world,
)

FACES = world()["campaign"]["guardian_die"]
KINGS = world()["kings"]


def seed_showing(*faces: str) -> int:
    """A seed whose King die shows ``faces`` in turn."""
    for seed in range(1, 3000):
        chance = Chance(seed)
        if all(chance.choice(FACES, "king") == f for f in faces):
            return seed
    raise AssertionError(f"no seed shows {faces}")


def laid_out(kid: str | None = None, at: str = "102", chars_at: str = "101") -> dict:
    """Gullhaven's neighbours on the table (a waystone at Gullhaven's bottom-left corner,
    touching 101, 104 and 105), a King standing at ``at``."""
    match = start("cadoc")
    state = shaped(match)
    for card in ("103", "104", "105", "110", "117", "118"):
        state["map"][card] = {"side": "wyrd", "light": 0, "dark": 0, "quest": 0}
    state["chars"]["cadoc"]["at"] = chars_at
    if kid:
        state["kings"] = {kid: {"at": at, "meets": KINGS[kid]["board"]["meets"], "sated": False}}
    return state


def turn(state: dict, kid: str, *faces: str):
    return run_step(state, {"op": "king_turn", "k": kid}, seed=seed_showing(*faces))


# --- the content -----------------------------------------------------------------------------


def test_three_kings_one_for_each_mechanic_and_the_tidewright_brings_the_weather():
    assert {k["mechanic"]["kind"] for k in KINGS.values()} == {"host", "spawn", "weather"}
    assert KINGS["tidewright"]["mechanic"]["kind"] == "weather"
    assert KINGS["tidewright"]["name"] == "The Tidewright"


@pytest.mark.parametrize("kid", sorted(KINGS))
def test_each_king_has_three_staged_combats_three_diplomacies_and_a_final_boss(kid):
    cards = KINGS[kid]["encounters"]
    staged = [c for c in cards.values() if not c.get("final")]
    for kind_ in ("combat", "diplomacy"):
        assert sorted(c["stage"] for c in staged if c["kind"] == kind_) == [1, 2, 3]
    finals = [c for c in cards.values() if c.get("final")]
    assert len(finals) == 1
    final = finals[0]
    assert final["fail"]["text"] and final["fail"]["parsed"]  # where a party that gives up goes
    assert 1 <= len(final["scenes"]) <= 4  # the timelapse's story scenes
    assert all(c["king"] == kid and c["difficulty"] == c["stage"] + 1 for c in staged)


def test_each_kings_own_cards_have_what_their_mechanic_needs():
    host = KINGS["osric"]["cards"]
    assert all("right" in c and c["ability"]["text"] for c in host.values())
    assert {c.split(":")[1] for c in host} == {"combat", "diplomacy"}
    blooms = KINGS["gwenllian"]["cards"]
    assert all(c["value"] and c["table"]["combat"] and c["loot"] for c in blooms.values())
    weather = KINGS["tidewright"]["cards"]
    assert {c["kind"] for c in weather.values()} == {"combat", "diplomacy"}
    assert all(c["character"] and c["encounter"] and c["duration"] for c in weather.values())


def test_every_king_card_says_its_rules_in_the_card_spec_phrases_or_the_kings_own():
    """The Encounter engine reads these: a phrase outside the spec's vocabulary (and the
    handful the Kings add: host, spawn, bloom, trait+/-, reshuffle) is a typo."""
    number = r"(?:-?\d+|bloom)"
    spec = [
        rf"pool {number}",
        rf"(?:up|down|duration|draw|discard|mill|damage|wound|time|charges|tick) {number}"
        r"(?: each)?",
        rf"(?:gain|lose|pay) {number} (?:terror|energy|health|magic|wealth|food|exp)"
        r"(?: each| all)?",
        r"destroy(?: \d+)?",
        r"(?:prevent|add) \d+ (?:damage|terror|down|pool|wound|discard|duration)",
        r"ignore-attack|run-away|reshuffle",
        r"(?:host|spawn|bloom) \d+",
        r"trait[+-] [a-z-]+",
        r"item\+ [A-E]|secret\+ \d+|timepasses \d+",
    ]
    pattern = re.compile("|".join(f"(?:{p})" for p in spec))

    def phrases(value):
        if isinstance(value, dict):
            for v in value.values():
                yield from phrases(v)
        elif isinstance(value, str):
            yield from (p.strip() for p in value.split(";"))

    cards = {eid: c for k in KINGS.values() for eid, c in k["encounters"].items()}
    cards.update({cid: c for k in KINGS.values() for cid, c in k["cards"].items()})
    bad = []
    for cid, card in cards.items():
        parts = [card.get(f) for f in ("table", "opportunity", "loot", "response", "place")]
        parts += [card.get("bloom_response"), card.get("conclusion"), card.get("sway")]
        parts += [{k: v for k, v in card.get("ability", {}).items() if k != "text"}]
        parts += [card.get("encounter", {}).get(k) for k in ("attack", "response")]
        parts += [s["effects"] for s in card.get("scenes", [])]
        for part in parts:
            bad += [(cid, p) for p in phrases(part) if p and not pattern.fullmatch(p)]
    assert bad == []


def test_a_kings_cards_and_followers_stay_out_of_the_encounter_decks():
    state = shaped(start("cadoc"))
    dealt = {e for deck in state["encounter_decks"].values() for e in deck}
    kings_cards = {e for e, c in world()["encounters"].items() if "king" in c}
    assert len(kings_cards) == 3 * 7 + len(world()["kings"]) * 2
    assert dealt and not dealt & kings_cards


def test_the_story_places_and_removes_a_king_with_its_own_phrases():
    placed = parse_effects("king+ tidewright @ 110 as tidewright-combat-2", "test")
    assert placed == [
        {"op": "place-king", "king": "tidewright", "at": "110", "meets": "tidewright-combat-2"}
    ]
    assert parse_effects("king- osric", "test") == [{"op": "remove-king", "king": "osric"}]
    state = laid_out(chars_at="105")
    after, _ = run_step(state, effects_step(placed, ["cadoc"], "101", "test"))
    assert after["kings"]["tidewright"] == {
        "at": "110",
        "meets": "tidewright-combat-2",
        "sated": False,
    }
    gone, _ = run_step(
        after, effects_step(parse_effects("king- tidewright", "t"), [], None, "t")
    )
    assert gone["kings"] == {}


# --- meeting a King ----------------------------------------------------------------------------


def test_a_king_placed_where_a_character_stands_is_met_at_once():
    state = laid_out(chars_at="110")
    effects = parse_effects("king+ osric @ 110", "test")
    after, _ = run_step(state, effects_step(effects, ["cadoc"], "110", "test"))
    interface = {k: after["encounter"][k] for k in ("id", "party", "at", "source")}
    assert interface == {
        "id": "osric-combat-1",
        "party": ["cadoc"],
        "at": "110",
        "source": "king",
    }
    assert after["agenda"][-1]["kind"].startswith("enc")  # the Encounter has begun


def test_travelling_into_a_kings_location_meets_him_before_anything_there():
    match = start("cadoc")
    state = shaped(match)
    state["kings"] = {
        "tidewright": {"at": "102", "meets": "tidewright-diplomacy-1", "sated": False}
    }
    kinged = reshape(match, state)
    do(kinged, type="travel", to="102")
    assert kind(kinged) == "encounter"
    assert kinged.state["encounter"]["id"] == "tidewright-diplomacy-1"
    assert kinged.state["encounter"]["source"] == "king"


def test_a_king_who_wins_stays_sated_and_a_king_who_loses_leaves_the_board():
    state = laid_out("osric", at="101", chars_at="101")
    state["encounter"] = {"id": "osric-combat-1", "party": ["cadoc"], "at": "101", "source": "king"}
    step = {"op": "king_after", "k": "osric", "party": ["cadoc"], "at": "101"}
    state["last_encounter"] = "lose"
    terror = state["chars"]["cadoc"]["terror"]
    after, _ = run_step({**state, "encounter": None}, step)
    assert after["kings"]["osric"]["sated"] and after["kings"]["osric"]["at"] == "101"
    assert after["chars"]["cadoc"]["terror"] == terror + 1  # his card's price for losing
    assert K.meetings(after, "101") == []  # sated: no second Encounter today
    state["last_encounter"] = "win"
    exp = state["chars"]["cadoc"]["exp"]
    after, _ = run_step({**state, "encounter": None}, step)
    assert "osric" not in after["kings"]
    assert after["chars"]["cadoc"]["exp"] == exp + 1


def test_a_king_is_no_guardian():
    """He bars no Exploring and cannot be Challenged; the Thane's Circlet does not hide its
    bearer from him; a Guardian's rules never see him."""
    match = start("cadoc")
    state = shaped(match)
    state["kings"] = {"osric": {"at": "101", "meets": "osric-combat-1", "sated": True}}
    state["secrets"]["47"] = "cadoc"
    kinged = reshape(match, state)
    assert find(kinged, type="explore") is not None
    assert find(kinged, type="challenge") is None
    assert kinged.state["guardians"] == {}
    state["kings"]["osric"]["sated"] = False
    assert K.meetings(state, "101")[0]["id"] == "osric-combat-1"


def test_nobody_able_means_no_meeting():
    state = laid_out("gwenllian", at="101", chars_at="101")
    state["chars"]["cadoc"]["dying"] = True
    assert K.meetings(state, "101") == []


# --- the King's die ---------------------------------------------------------------------------


def test_osric_walks_against_the_die_and_falls_back_on_the_lowest_neighbour():
    state = laid_out("osric", at="102", chars_at="105")
    assert turn(state, "osric", "south")[0]["kings"]["osric"]["at"] == "118"  # north of 102
    assert turn(state, "osric", "east")[0]["kings"]["osric"]["at"] == "110"  # west of 102
    corner = laid_out("osric", at="103", chars_at="105")  # nothing lies south of the Strand
    assert turn(corner, "osric", "north")[0]["kings"]["osric"]["at"] == "101"


def test_gwenllian_follows_the_die_and_falls_back_on_the_highest_neighbour():
    state = laid_out("gwenllian", at="102", chars_at="105")
    assert turn(state, "gwenllian", "north")[0]["kings"]["gwenllian"]["at"] == "118"
    corner = laid_out("gwenllian", at="103", chars_at="105")  # nothing south of the Strand
    assert turn(corner, "gwenllian", "south")[0]["kings"]["gwenllian"]["at"] == "117"


def test_walking_onto_a_character_starts_the_encounter():
    state = laid_out("osric", at="102", chars_at="101")
    after, _ = turn(state, "osric", "north")  # Osric goes south, onto Gullhaven
    assert after["kings"]["osric"]["at"] == "101"
    assert after["encounter"]["id"] == "osric-combat-1"


def test_osrics_x_fades_a_waystone_then_marches_two_cards_toward_the_nearest_character():
    state = laid_out("osric", at="104", chars_at="118")
    assert state["waystones"] == [[0, 0]]
    after, _ = turn(state, "osric", "x")
    assert after["waystones"] == []
    assert after["kings"]["osric"]["at"] == "102"  # 104 -> 101 -> 102, one short of 118
    assert after["encounter"] is None
    near = laid_out("osric", at="104", chars_at="101")
    after, _ = turn(near, "osric", "x")
    assert after["kings"]["osric"]["at"] == "101"  # stops on reaching Cadoc
    assert after["encounter"]["id"] == "osric-combat-1"


def test_gwenllians_x_sends_out_her_bower_then_stirs_it():
    state = laid_out("gwenllian", at="101", chars_at="118")
    after, _ = turn(state, "gwenllian", "x")
    assert after["waystones"] == []
    assert after["guardians"] == {"gwenllian-bower": "105"}  # Gullhaven's highest neighbour
    again, events = turn(after, "gwenllian", "x")
    assert any(e["type"] == "guardian_die" for e in events)  # the Bower's own die


def test_the_tidewrights_x_puts_his_storm_on_the_event_deck_and_the_morning_reveals_it():
    state = laid_out("tidewright", at="117", chars_at="105")
    after, _ = turn(state, "tidewright", "x")
    assert after["events"]["deck"][0] == "tidewright-storm"
    again, _ = turn(after, "tidewright", "x")
    assert again["events"]["deck"].count("tidewright-storm") == 1
    seed = seed_showing("x")
    morning, events = run_step(state, {"op": "start_day"}, seed=seed)
    assert [a["id"] for a in morning["events"]["active"]][-1] == "tidewright-storm"
    assert any(r["rule"] == "travel-cost" for r in V.view(morning, 0)["today"]["rules"])


def test_the_kings_move_right_after_the_guardians():
    state = laid_out("osric", at="118", chars_at="105")
    state["guardians"] = {"barrow-thane": "117"}
    _, events = run_step(state, {"op": "start_day"}, seed=seed_showing("west"))
    order = [
        e["type"] for e in events if e["type"] in ("guardian_die", "king_die", "events_cleared")
    ]
    assert order[:2] == ["guardian_die", "king_die"]


# --- what the table and the save sheet keep ---------------------------------------------------


def test_the_view_draws_the_kings_on_the_map():
    state = laid_out("tidewright", at="110", chars_at="105")
    seen = V.view(state, 0)
    assert seen["kings"] == [
        {
            "id": "tidewright",
            "name": "The Tidewright",
            "title": KINGS["tidewright"]["title"],
            "at": "110",
            "flavour": KINGS["tidewright"]["flavour"],
            "reminder": KINGS["tidewright"]["reminder"],
            "meets": {
                "id": "tidewright-diplomacy-1",
                "name": "The Tidewright Comes Ashore",
                "kind": "diplomacy",
                "difficulty": 2,
            },
            "sated": False,
        }
    ]
    spot = next(loc for loc in seen["map"]["locations"] if loc["id"] == "110")
    assert spot["kings"] == ["tidewright"] and spot["guardians"] == []


def test_the_save_sheet_keeps_the_kings_and_an_older_sheet_opens_without_any():
    state = laid_out("osric", at="118", chars_at="105")
    sheet = save.sheet(state)
    assert sheet["kings"] == state["kings"]
    older = {k: v for k, v in sheet.items() if k != "kings"}
    fresh = shaped(start("cadoc"))
    assert save.restore(fresh, older)["kings"] == {}


@pytest.mark.parametrize("kid", ["osric", "gwenllian"])
def test_a_meeting_on_the_board_leaves_a_status_a_later_chapter_reads(kid):
    """Won, the King's mark's first part; lost, its second: the Status sheet carries both
    into the next chapter, where the journal reads them."""
    state = laid_out(kid, at="101", chars_at="101")
    meets = KINGS[kid]["board"]["meets"]
    state["encounter"] = {"id": meets, "party": ["cadoc"], "at": "101", "source": "king"}
    step = {"op": "king_after", "k": kid, "party": ["cadoc"], "at": "101"}
    for result, part in (("win", 1), ("lose", 2)):
        state["last_encounter"] = result
        after, _ = run_step({**state, "encounter": None}, step)
        assert after["statuses"].get(f"{kid}-mark") == [part], result
