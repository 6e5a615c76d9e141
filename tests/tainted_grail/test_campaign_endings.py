"""Every ending of the campaign's last chapter reached through the rules (issue 23): the party
carried into Chapter IV by its described start is set down, as one, at the chapter's Location
whose section reads soonest to the ending's epilogue, with what that way's choices ask for
(the Secrets a King's lair hands out, a status) shaped onto the sheet by hand; it Explores
there through the contract and reads on, taking at each question the way that still leads to
the ending, until the campaign is over."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.playout import bare
from game.games.tainted_grail.rules import content
from game.games.tainted_grail.rules import needs as Q
from tests.tainted_grail.helpers import RULES
from tests.tainted_grail.journal_paths import (
    ending_verses,
    nearest_section,
    path,
    read_to,
    read_toward,
    set_down,
)

WORLD = content.load()
LAST = max(WORLD["chapters"])
FINAL = "hook" not in WORLD["chapters"][LAST]
ENDINGS = [e["id"] for e in WORLD["chapters"][LAST]["endings"]] if FINAL else []


def test_the_last_chapter_has_at_least_four_endings_and_the_hardest_decks():
    if not FINAL:
        pytest.skip("the campaign's last chapter is not written yet")
    assert len(ENDINGS) >= 4
    hardest = max(e["difficulty"] for e in WORLD["encounters"].values() if "king" not in e)
    decks = WORLD["chapters"][LAST]["setup"]["encounter_decks"]
    assert all(hardest in levels for levels in decks.values())


@pytest.mark.parametrize("ending", ENDINGS or ["none"])
def test_each_ending_of_the_campaign_is_reached_through_the_rules(ending):
    if not FINAL:
        pytest.skip("the campaign's last chapter is not written yet")
    options = {"players": 1, "characters": 2, "start": f"chapter-{LAST}"}
    match = Match(RULES, options, 4_000 + ENDINGS.index(ending)).start()
    assert match.state["chapter"] == LAST and match.outcome() is None
    found = [(t, nearest_section(WORLD, match.state, t)) for t in ending_verses(WORLD, ending)]
    target, (card, way) = min(((t, f) for t, f in found if f), key=lambda x: len(x[1][1]))
    match = set_down(match, card, way)
    outcome = read_to(match, target)
    assert outcome["ended"] == "campaign" and outcome["ending"] == ending, outcome
    story = match.view(0)["campaign"]["story"]
    assert story["ending"]["title"] == outcome["text"].split(": ", 1)[1].rsplit(", on Day", 1)[0]


def test_a_kings_last_bargain_given_up_is_written_for_his_court_to_read():
    """The Tidewright's last Encounter met from his Court's verse and given up: the engine marks
    tidewright-final/2, and his Court's page reads it the next time (413.45)."""
    if not FINAL or "tidewright-final" not in str(WORLD["verses"].get("413", "")):
        pytest.skip("the Tidewright's Court is not written yet")
    match = Match(RULES, {"players": 1, "characters": 2, "start": f"chapter-{LAST}"}, 4_413).start()
    way = path(WORLD, "413", "413.14", match.state)
    assert way is not None
    match = set_down(match, "413", way)
    for _ in range(60):
        if match.state["encounter"] is not None:
            break
        read_toward(match, "413.14")
    assert match.state["encounter"]["id"] == "tidewright-final"
    while match.state["encounter"] is not None:
        seat = match.pending().seats[0]
        legal = {c["type"]: c for c in match.legal(seat)}
        pick = legal.get("give_up") or legal.get("keep") or legal.get("read") or legal.get("terror")
        match.submit(seat, bare(pick or match.legal(seat)[0]))
    assert match.state["statuses"]["tidewright-final"] == [2]
    met = match.state["chronicle"]["kings"][-1]
    assert (met["king"], met["card"], met["won"], met["final"]) == (
        "tidewright",
        "tidewright-final",
        False,
        True,
    )
    court = WORLD["verses"]["413"]["redirects"]
    first = next(r for r in court if not Q.all_unmet(match.state, r["needs"], ["cadoc"], "413"))
    assert first["go"] == "413.45"  # the price stands: his Court remembers the haggle lost
