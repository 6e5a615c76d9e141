"""Chapter IV's last lairs and the Kingless Seat on the shipped content, through the contract:
the earlier chapters decide which Kings walk the board and who waits in each lair; the seat
can only be refused with all three crowns, and the endings are reached by their own choices.
Positions are a carried Chapter III sheet (as the Chapter IV start makes one), then shaped by
hand only to stand the party on a lair with the Secrets it would have won."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.playout import bare
from game.games.tainted_grail.ai.player import choose
from game.games.tainted_grail.rules import content, opening
from tests.tainted_grail.helpers import (
    RULES,
    do,
    do_label,
    finish_reading,
    kind,
    labelled,
    play_encounter,
    reshape,
    shaped,
)

SEED = 4_110_413
WORLD = content.load()
pytestmark = pytest.mark.skipif(4 not in WORLD["chapters"], reason="Chapter IV is not written")


def carried(endings: list[str], statuses: dict[str, list[int]] | None = None) -> Match:
    """Chapter IV opened on the sheet of a one-Character party that reached ``endings``."""
    start = {
        "title": "finals test",
        "text": "finals test",
        "next": 4,
        "endings": endings,
        "days": [9, 9, 9],
        "position": {
            "chapter": 3,
            "party": [{"hero": "Cadoc", "secrets": [1]}],
            "statuses": [{"status": k, "parts": v} for k, v in (statuses or {}).items()],
        },
    }
    sheet = opening.sheet_from({"players": 1, "characters": 1}, start, "finals test")
    match = Match(RULES, {"players": 1, "save": sheet}, SEED).start()
    assert match.state["chapter"] == 4 and match.outcome() is None
    return match


def standing_at(match: Match, card: str, *secrets: int) -> Match:
    """Shaped: the party on ``card`` (clear side up), holding ``secrets``, at a fresh Day."""
    state = shaped(match)
    placed = state["map"].setdefault(card, {"side": "clear", "light": 0, "dark": 0, "quest": 0})
    placed["side"] = "clear"  # a card the set-up laid wyrd side up (the Ebb Court) is turned
    for cid in state["order"]:
        state["chars"][cid]["at"] = card
        state["chars"][cid]["energy"] = 10
    for number in secrets:
        state["secrets"][str(number)] = state["order"][0]
    match = reshape(match, state)
    if kind(match) != "day":
        finish_reading(match)
    return match


def placed_at_setup(match: Match) -> dict[str, str]:
    """Where the set-up stood each King, before the first morning's die moved any."""
    names = {"Osric": "osric", "The Tidewright": "tidewright", "Gwenllian": "gwenllian"}
    out = {}
    for event in match.log[-1].events:
        if event.get("type") == "king_placed":
            who = next(k for n, k in names.items() if event["log"].startswith(n))
            out[who] = event["log"].split(" stands at ")[1].rstrip(".")
    return out


def choices(match: Match) -> list[str]:
    return [c["label"] for c in match.legal(0)]


FATES = ["beacon-relit", "oath-unmade", "green-covenant"]


def test_osric_walks_the_board_only_if_he_came_east_and_the_tidewright_always_does():
    sworn = carried(["beacon-relit", "oath-taken", "root-cut"])
    assert placed_at_setup(sworn) == {"osric": "The Last Milestone", "tidewright": "The Ebb Court"}
    kings = sworn.state["kings"]
    assert kings["tidewright"]["meets"] == "tidewright-combat-3"
    # an unsworn old man by a fire is no King on the board
    assert placed_at_setup(carried(FATES)) == {"tidewright": "The Ebb Court"}


@pytest.mark.parametrize(
    "ending, offered",
    [
        ("green-covenant", "Tell her you have not decided yet, and go"),  # her glasshouse
        ("queen-unrooted", "Sit with her"),  # a dying woman on a litter
        ("root-cut", "Push into the hedge after the light"),  # only what the cure left over
    ],
)
def test_the_physic_garden_holds_what_chapter_three_left_of_the_queen(ending, offered):
    match = standing_at(carried(["beacon-relit", "oath-unmade", ending]), "412")
    do(match, type="explore")
    assert offered in choices(match)


def test_the_seat_can_be_refused_only_with_all_three_crowns():
    one = standing_at(carried(FATES), "411", 281)
    do(one, type="explore")
    do_label(one, "Go on east past nought")
    assert not any("Set the three circlets" in c for c in choices(one))
    # one crown back is not enough for the seat to hear a kneeling asker; the Brand still is
    assert not any("Kneel, and ask it" in c for c in choices(one))
    assert any("Lay your Branded hands" in c for c in choices(one))

    two = standing_at(carried(FATES), "411", 281, 282)
    do(two, type="explore")
    do_label(two, "Go on east past nought")
    assert any("Kneel, and ask it" in c for c in choices(two))

    three = standing_at(carried(FATES), "411", 281, 282, 283, 299)
    do(three, type="explore")
    do_label(three, "Go on east past nought")
    do_label(three, "Set the three circlets")
    do_label(three, "Refuse it")  # the eleventh slate's word spares the party the roll
    finish_reading(three)
    outcome = three.outcome()
    assert outcome["ended"] == "campaign" and outcome["ending"] == "seat-unmade"


def test_kneeling_crowns_a_lampbearer_and_ends_the_campaign():
    match = standing_at(carried(FATES), "411", 281, 283)
    do(match, type="explore")
    do_label(match, "Go on east past nought")
    do_label(match, "Kneel, and ask it")
    finish_reading(match)
    assert match.outcome()["ending"] == "fourth-crown"


def test_the_tidewrights_price_drowns_the_hundred_and_ends_the_campaign():
    match = standing_at(carried(FATES, {"tide-ledger": [1, 3]}), "413")
    do(match, type="explore")
    assert labelled(match, "Ask him his price") is not None
    do_label(match, "Ask him his price")
    do_label(match, "Agree: let the sea have the Hundred")
    finish_reading(match)
    assert match.outcome()["ending"] == "tide-takes-east"


def test_a_party_that_marched_with_the_host_is_made_its_king_unless_it_breaks_ranks():
    sworn = carried(["beacon-relit", "oath-taken", "root-cut"], {"host-oath": [1, 2]})
    match = standing_at(sworn, "413", 283, 287)  # the Tidewright answered, the Host still whole
    do(match, type="explore")
    do_label(match, "past the Sea-Gate")
    assert "Break ranks before he can finish asking" not in choices(match)  # courage 3 wanted
    do_label(match, "Stand in the line and let him ask")
    finish_reading(match)
    assert match.outcome()["ending"] == "fourth-crown"


def test_a_last_meeting_lost_in_chapter_two_does_not_empty_the_last_milestone():
    # osric-final/2 may be on the sheet from his hall; the Host still waits at nought
    sworn = carried(["beacon-relit", "oath-taken", "root-cut"], {"osric-final": [2]})
    match = standing_at(sworn, "411")
    do(match, type="explore")
    assert "Step into the gap and take your place" in choices(match)
    do_label(match, "Step into the gap")
    finish_reading(match)
    again = standing_at(match, "411")
    do(again, type="explore")
    assert "March with the Host to the Kingless Seat" in choices(again)


def test_the_queen_carried_out_of_her_garden_asks_the_seat_for_enough():
    match = standing_at(carried(["beacon-relit", "oath-unmade", "queen-unrooted"]), "412")
    do(match, type="explore")
    do_label(match, "Sit with her")
    do_label(match, "Promise to carry her to the seat")
    finish_reading(match)
    again = standing_at(match, "412")
    do(again, type="explore")
    do_label(again, "Lift the litter and carry her out to the seat")
    do_label(again, "Carry Gwenllian's litter up the three steps")
    finish_reading(again)
    assert again.outcome()["ending"] == "last-asking"


def test_a_branded_hand_on_the_dais_keeps_the_long_watch():
    match = standing_at(carried(FATES), "411", 281)
    do(match, type="explore")
    do_label(match, "Go on east past nought")
    do_label(match, "Lay your Branded hands on the dais")
    finish_reading(match)
    assert match.outcome()["ending"] == "long-watch"


def test_opening_the_sea_gate_calls_the_crowns_next_unless_they_are_called_already():
    """The main quest's next lead came only with "The Seat Calls Its Crowns", eleventh in the
    Event deck and buried deeper by the side stories' shuffles: a party that had opened the
    Sea-Gate wandered for weeks with no lead. The gate's opening puts it on top of the deck."""
    world = content.load()
    won = world["verses"]["410.7"]
    assert {"op": "quest", "quest": "last-ebb", "stage": "gate"} in [
        {k: e[k] for k in ("op", "quest", "stage")} for e in won["effects"] if e["op"] == "quest"
    ]
    calling = world["verses"][won["go"]]
    assert calling["redirects"][0]["needs"] == [
        {"op": "quest", "quest": "crowns-called", "stage": "called"}
    ]
    assert {"op": "add-event", "event": "crowns-called", "where": "top"} in calling["effects"]


# --- Osric's last Encounter at the Last Milestone (docs/rulings, "Osric's last Encounter") ------


def _encounter_from(match: Match, *labels: str) -> str:
    do(match, type="explore")
    for label in labels:
        do_label(match, label)
    assert match.state["encounter"] is not None, choices(match)
    return match.state["encounter"]["id"]


def armed(match: Match) -> Match:
    """Shaped: the party carries a Boathook Spear (the lair's sword-drawing ways want a
    Weapon)."""
    state = shaped(match)
    for cid in state["order"]:
        state["chars"][cid]["items"].append({"id": "boathook", "active": True})
    return reshape(match, state)


def _met(match: Match) -> list[tuple]:
    book = match.state["chronicle"]["kings"]
    return [(m["king"], m["card"], m["chapter"], m["final"]) for m in book]


@pytest.mark.parametrize(
    "ending, secrets, labels",
    [
        # sworn in his hall: the Host at nought calls the roll, and the names read back break it
        ("oath-taken", [149], ["Read your own names back off the roll"]),
        # a truce, never a sword crossed: breaking it brings the whole Host out of the weed
        ("long-truce", [], ["Tell him the truce is over"]),
    ],
)
def test_osric_meets_a_party_that_left_him_his_oath_with_his_last_encounter(
    ending, secrets, labels
):
    match = armed(standing_at(carried(["beacon-relit", ending, "root-cut"]), "411", *secrets))
    assert _encounter_from(match, *labels) == "osric-final"
    play_encounter(match)
    finish_reading(match)
    assert match.state["statuses"]["osric-final"] in ([1], [2])  # the outcome, on the sheet
    assert ("osric", "osric-final", 4, True) in _met(match)


def test_an_unmade_oath_was_his_last_fight_and_the_old_man_by_the_fire_is_not_it():
    # Osric's last Encounter was fought in his hall (oath-unmade): at nought, unsworn and
    # without his Host, he takes up a pike for his stage-3 fight, never the last one again
    match = armed(standing_at(carried(FATES, {"osric-final": [1]}), "411"))
    assert _encounter_from(match, "Tell him you have come for the crown") == "osric-combat-3"


def _at_the_seat(match: Match) -> Match:
    """Osric's crown back, the party at the last milestone's afterwards and then the seat."""
    match = standing_at(match, "411", 281)
    do(match, type="explore")
    do_label(match, "Go on east past nought")
    return match


def test_the_ai_goes_back_from_the_seat_once_while_lairs_wait_unexplored():
    """The AI seats at the Kingless Seat with one crown: most of its ways want crowns not yet
    found, so while The Hollow Crowns still names lairs the party has never explored it takes
    the way back (the lairs' Kings and their last Encounters first); back a second time, it
    does not put the seat off again and keeps the long watch."""
    fresh = carried(FATES)
    state = shaped(fresh)
    state["quests"]["crowns-called"] = "called"  # its leads: 412 and 413, never explored
    match = _at_the_seat(reshape(fresh, state))
    picked = choose(match.view(0), match.legal(0), random.Random(1))
    assert picked["label"].startswith("Go back the way you came"), picked
    match.submit(0, bare(picked))
    finish_reading(match)
    match = _at_the_seat(match)
    picked = choose(match.view(0), match.legal(0), random.Random(1))
    assert picked["label"].startswith("Lay your Branded hands"), picked
