"""A card's preview is the whole outcome of playing it: its Keys' Bonuses and its On Placement
ability, found by the rules playing it on a copy. Each preview is checked against the card
actually played from the same position; a die roll ahead is named, never read early."""

from __future__ import annotations

import pytest

from game.core.agenda import copy_state
from tests.tainted_grail.encounter_helpers import act, begin, keep_hands
from tests.tainted_grail.helpers import reshape, start

SWEEP, RHYTHM = "ysolt:combat:B03", "ysolt:combat:B06"  # On Placement: pool 3; pool 1 or 2
HAGGLE, LAUGH = "ysolt:diplomacy:B08", "ysolt:diplomacy:B07"  # an extra slot up; a die roll


def meeting(eid: str, kind: str, hand: list[str], hero: str = "ysolt"):
    deck = start(hero).state["chars"][hero]["decks"][kind]["deck"]
    rest = [c for c in deck if c not in hand]
    match = begin(eid, {hero: [*hand, *rest]}, draws={hero: (list(hand), rest)})
    keep_hands(match)
    while not any(c["type"] == "play" for c in match.legal(0)):
        act(match, type=match.legal(0)[0]["type"])  # a toll or a Greedy price first
    return match


def played(match, play: dict) -> dict:
    """The Encounter after ``play`` is really played, from a copy of the position."""
    copy = reshape(match, copy_state(match.state))
    act(copy, type="play", card=play["card"], magic=play["magic"])
    return copy.state["encounter"]


@pytest.mark.parametrize(
    "eid, kind, hand",
    [
        ("marsh-boar", "combat", [RHYTHM, SWEEP]),
        ("barrow-fox", "combat", [SWEEP, RHYTHM]),
        ("toll-bandits", "diplomacy", [HAGGLE]),
        ("hill-shepherd", "diplomacy", [HAGGLE]),
    ],
)
def test_every_preview_of_a_play_is_what_playing_it_does(eid, kind, hand):
    match = meeting(eid, kind, hand)
    playable = match.view(0)["encounter"]["playable"]
    assert {p["card"] for p in playable} >= set(hand)
    for p in playable:
        if "die roll" in p["outcome"] or "choice" in p["outcome"]:
            continue
        after = played(match, p)
        if kind == "combat":
            assert p["pool_after"] == after["pool"], p["name"]
        else:
            assert p["affinity_after"] == after["affinity"], p["name"]
            assert p["duration_after"] == after["duration"], p["name"]
        label = next(c for c in match.legal(0) if c["type"] == "play" and c["card"] == p["card"])
        track = "Pool" if kind == "combat" else "Affinity"
        shown = after["pool"] if kind == "combat" else after["affinity"]
        assert f"{track} " in label["preview"] and f"-> {shown}" in label["preview"]


def test_short_oar_sweep_and_galley_rhythm_preview_their_on_placement_markers():
    match = meeting("marsh-boar", "combat", [RHYTHM, SWEEP])
    shown = {p["card"]: p["pool_after"] for p in match.view(0)["encounter"]["playable"]}
    assert shown[SWEEP] == 4  # +1 from the Key, +3 On Placement
    assert shown[RHYTHM] == 2  # +1 from the Free Key, +1 On Placement (a short Sequence)


def test_a_die_roll_ahead_is_named_and_not_read_before_it_is_rolled():
    match = meeting("toll-bandits", "diplomacy", [LAUGH])
    counts = dict(match.draws)
    laugh = next(p for p in match.view(0)["encounter"]["playable"] if p["card"] == LAUGH)
    assert laugh["outcome"].endswith("then a die roll decides the rest")
    assert match.draws == counts  # looking ahead rolled nothing
