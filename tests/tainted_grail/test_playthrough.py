"""Chapter I from its start to its end, through the contract: a scripted party (Tobin and Ysolt,
Story mode) follows the Cold Beacon quest's leads: the keeper's log at the Jetty, the rite at the
Ashen Abbey, the Heartstone at the Stonewrights' Quarry (waking waystones on the way so the
cards can be explored), then the Drowned Beacon and the Grey Reeve. Its choices are named by
their words; everything else (paying, Encounters, rolls, nights) is answered as a table would.
The AI seats play long stretches of the chapter too, never stuck and never leaving a legal move."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.games.tainted_grail.ai import encounter
from game.core.playout import bare
from game.games.tainted_grail.ai.player import choose
from game.games.tainted_grail.rules import places as P
from tests.tainted_grail.helpers import RULES, do, world

WAYS = [  # the journal's words this party takes; "again": also when it has been that way
    ("Call on the elders in the long-hall", False),
    ("Ask what happened to the Beacon", False),
    ("Ask about the night the Beacon went out", True),
    ("Ask where the boat is now", True),
    ("Ask to see the library", True),
    ("Go to the library", True),
    ("Ask about the Beacon's rite", True),
    ("Tell him the Reeve will come for him too", True),
    ("Take the paper from the drawer", True),
    ("Ask about the Beacon's lens", True),
    ("Offer to buy a new Heartstone", True),
    ("Talk him round", True),
    ("Set the Heartstone in the lens and begin the rite", True),
]
LEAVING = ("Leave", "Move on", "Thank", "Go back", "Walk away", "Back away", "Ignore")


def lore(match: Match) -> set[int]:
    return set(match.state["statuses"].get("beacon-lore", []))


def goal(match: Match) -> tuple[str, tuple[str, str] | None]:
    """Where the party is going next, and the waystone (card, corner) to wake on the way."""
    have = lore(match)
    if "105" not in match.state["map"]:
        return "101", None  # the elders name the Jetty
    if 1 not in have:
        return "105", None
    if 2 not in have:
        return "118", ("102", "top-left")
    if 3 not in have:
        return "123", ("118", "top-left")
    return "107", None


def path_step(match: Match, here: str, to: str) -> str | None:
    """The next card on the way to ``to``: along the placed cards when it is on the table,
    else toward where its keys would put it."""
    places = {loc["id"]: loc for loc in match.view(0)["map"]["locations"]}

    def near(card: str) -> list[str]:  # placed: what connects it; else what its keys name
        if card in places:
            return places[card]["connected"]
        return [str(k) for k in world()["locations"][card]["keys"].values()]

    seen, todo = {to: 0}, [to]
    while todo:
        card = todo.pop(0)
        for other in near(card):
            if other not in seen:
                seen[other] = seen[card] + 1
                todo.append(other)
    options = [c for c in places[here]["connected"] if c in seen]
    return min(options, key=lambda c: (seen[c], c)) if options else None


def day_move(match: Match) -> dict:
    legal = match.legal(0)

    def first(**fields):
        return next((c for c in legal if all(c.get(k) == v for k, v in fields.items())), None)

    if first(type="join"):
        return first(type="join")
    here = match.state["chars"]["tobin"]["at"]
    target, stone = goal(match)
    if stone is not None and here == stone[0]:
        wake = first(type="waystone", corner=stone[1], how="coin") or first(
            type="waystone", corner=stone[1], how="blood")
        if wake:
            return wake
    if here == target and target != "107":
        if first(type="challenge"):
            return first(type="challenge")
        if first(type="explore") and here not in match.state["today"]["explored"]:
            return first(type="explore")
        return first(type="end_day")
    waypoint = stone[0] if stone and not _woken(match, stone) else target
    step = path_step(match, here, waypoint if here != waypoint else target)
    if step is not None and first(type="travel", to=step):
        return first(type="travel", to=step)
    return first(type="end_day")


def _woken(match: Match, stone: tuple[str, str]) -> bool:
    return P.corner_point(match.state, *stone) in match.state["waystones"]


def move(match: Match) -> dict:
    kind = match.pending().kind
    legal = match.legal(0)
    if kind == "day":
        return day_move(match)
    if kind == "verse_choice":
        listed = {c["index"]: c for c in match.pending().info["choices"]}
        new = [c for c in legal if not listed[c["index"]]["visited"]]
        for words, again in WAYS:  # the way this party means to go
            found = next((c for c in (legal if again else new) if c["label"].startswith(words)),
                         None)
            if found:
                return found
        found = next((c for c in legal if c["label"].startswith(LEAVING)), None)
        return found or (new or legal)[0]
    if kind == "encounter":  # the simple Encounter player fights and talks it through
        return encounter.choose(match.view(0), legal, None) or legal[0]
    for wanted in ("eat", "roll", "split", "join_them", "done", "sleep", "carry_on", "keep",
                   "go_hungry"):
        found = next((c for c in legal if c["type"] == wanted), None)
        if found:
            return found
    return legal[0]


def scripted_chapter_one(**options) -> Match:
    """Tobin and Ysolt (Story mode) played by the script until the chapter is over."""
    options = {"characters": 2, "mode": "story", **options}
    match = Match(RULES, options, 7_301_000_042).start()
    do(match, type="hero", hero="tobin")
    do(match, type="hero", hero="ysolt")
    for _ in range(3000):
        if match.outcome() is not None:
            break
        match.submit(0, bare(move(match)))
    return match


def test_a_scripted_party_plays_chapter_one_to_its_end():
    match = scripted_chapter_one()
    outcome = match.outcome()
    assert outcome is not None, f"day {match.state['day']}, lore {lore(match)}"
    assert outcome["ended"] == "chapter", outcome["text"]
    assert outcome["ending"] == "beacon-relit"
    assert match.state["quests"]["cold-beacon"] == "done"
    assert lore(match) == {1, 2, 3}
    assert outcome["save"]["next"] == 2
    assert "107b" in outcome["save"]["map"] or "107" in outcome["save"]["removed"]
    assert outcome["save"]["echoes"] == {}  # Echoes of Ruin is off in this campaign


def ai_campaign(seed: int, limit: int = 1500, **options) -> Match:
    """Every command, the heroes too, chosen by the AI seats from their view and legal list."""
    match = Match(RULES, {"players": 1, **options}, seed).start()
    rng = random.Random(seed)
    for _ in range(limit):
        if match.outcome() is not None:
            break
        seat = match.pending().seats[0]
        legal = match.legal(seat)
        command = choose(match.view(seat), legal, rng)
        assert command in legal
        assert command["type"] != "confirm"  # the AI never ends the evening
        match.submit(seat, bare(command))
    return match


@pytest.mark.parametrize("seed, characters", [(9_000_205, 1), (9_000_206, 2)])
def test_the_ai_seats_play_chapter_one_to_its_end(seed, characters):
    """The daily chores (rest, eat, wake waystones, keep off hopeless wyrdness, follow the
    leads) carry the AI through the chapter: Story mode, seeds from the balance runs."""
    match = ai_campaign(seed, characters=characters, mode="story")
    outcome = match.outcome()
    assert outcome is not None, f"day {match.state['day']}, lore {lore(match)}"
    assert outcome["ended"] == "chapter", outcome["text"]
    assert match.state["quests"]["cold-beacon"] == "done"
    assert outcome["save"]["next"] == 2


@pytest.mark.parametrize(
    "seed, mode, before",
    [
        (9_000_206, "normal", "circled inland for 300 days once the coast's waystones were out"),
        (9_000_326, "story", "went to the Beacon's rite at 6 Terror of 8 and died that night"),
    ],
)
def test_the_ai_crosses_to_its_lead_ready_and_calm(seed, mode, before):
    """A lead behind wyrdness is reached: the party crosses when it bears the night there,
    and goes to a wyrdness lead only with Terror to spare (ai/crossing.py). Before: {before}."""
    match = ai_campaign(seed, 3000, characters=1, mode=mode)
    outcome = match.outcome()
    assert outcome is not None, f"{before}: still going on day {match.state['day']}"
    assert outcome["ended"] == "chapter", outcome["text"]
    assert match.state["day"] < 100


def test_ai_seats_play_on_without_getting_stuck():
    for seed in (7_301_000_007, 7_301_000_008):
        match = ai_campaign(seed, 600, players=2, characters=3)
        assert match.state["day"] >= 3
        assert match.outcome() is None or match.outcome()["ended"] != "evening"
