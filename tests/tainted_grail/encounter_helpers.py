"""Combat and Diplomacy in tests: the fixture cards and Encounters (tests/tainted_grail/fixtures)
merged into a copy of the world for the test that asks for it, and a match put into an
Encounter through the rules' own Encounter step."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.tainted_grail.rules import content
from game.games.tainted_grail.rules.encounter import content as cards

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def fixture_world(monkeypatch):
    """The world with the fixture set added, for as long as the test runs."""
    world = cards.merged(content.load(), FIXTURES)
    monkeypatch.setitem(content._LOADED, str(content.FOLDER), world)
    return world


def begin(eid: str, decks: dict, players: int = 1, draws: dict | None = None, **options):
    """A match whose party (the heroes of ``decks``, in order) has just met ``eid``: each
    Character's deck for its kind is the given cards (a hand-shaped position: the test names
    the cards), the Encounter started through the rules' own step, the redraws still to come.
    ``draws``: {cid: (hand, deck order)} set after the starting draw (hand-shaped: the test
    names the hand the book's example holds)."""
    from game.games.tainted_grail.rules import encounter_start as N
    from tests.tainted_grail.helpers import reshape, run_step, shaped, start

    heroes = list(decks)
    kind = content.load()["encounters"][eid]["kind"]
    match = start(*heroes, players=players, **options)
    state = shaped(match)
    state["encounter_decks"] = {
        k: [c for c in v if c != eid] for k, v in state["encounter_decks"].items()
    }
    for cid, cards_ in decks.items():
        state["chars"][cid]["decks"][kind]["deck"] = list(cards_)
        state["chars"][cid]["at"] = state["chars"][heroes[0]]["at"]
    state["parties"] = [heroes]
    after, _ = run_step(state, N.step(eid, heroes, state["chars"][heroes[0]]["at"], "named"))
    for cid, (hand, order) in (draws or {}).items():
        zones = after["encounter"]["zones"][cid]
        assert sorted(zones["hand"] + zones["draw"]) == sorted(hand + order)
        zones["hand"], zones["draw"] = list(hand), list(order)
    return reshape(match, after)


def act(match, seat: int = 0, **fields) -> None:
    """Submit the legal command with these fields (from ``seat``)."""
    from game.core.playout import bare

    legal = match.legal(seat)
    found = [c for c in legal if all(c.get(k) == v for k, v in fields.items())]
    assert found, f"no legal {fields}; legal: {[c['label'] for c in legal]}"
    match.submit(seat, bare(found[0]))


def keep_hands(match) -> None:
    while match.pending().info.get("stage") == "redraw":
        act(match, match.pending().seats[0], type="keep")


def enc(match) -> dict:
    return match.state["encounter"]


def seq_names(match) -> list[str]:
    return [content.load()["cards"].get(e["card"], {}).get("name", e["card"])
            for e in enc(match)["seq"][1:]]
