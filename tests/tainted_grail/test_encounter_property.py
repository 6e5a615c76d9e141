"""Hundreds of Encounters played to their end through the contract: every Encounter in turn
(every colour and difficulty, Combat and Diplomacy, the Kings' too), parties of one to four
with their starting or advanced decks, one seat or a seat per Character, the three modes, and
the Encounter AI, random play or both mixed answering. Each starts from a hand-shaped position
(ai/arena.py: the decks given, the Encounter begun by the rules' own step); every command
after it goes through the contract, and after each one the rules must hold:

- the Combat Pool is never negative, the Affinity stays on its track, the Duration in 0-10;
- a Combat is won exactly when the Pool reached the Value (or the enemy ran away), a Diplomacy
  exactly when it concluded on green;
- every card of each hero's deck is in exactly one place (draw pile, hand, discard, Sequence);
- no seat sees a hand another seat holds;
- no second card of an Activation without a gained ``play`` Bonus (Story mode excepted), and
  never a fourth under Haste;
- after the cleanup each hero's deck is the deck they came in with, and nobody holds a hand.

TG_ENCOUNTER_RUNS sets how many: 600 by default, each of the 147 Encounters four times or more
(the balance runs use more)."""

from __future__ import annotations

import os
import random
from collections import Counter

from game.core.playout import bare
from game.games.tainted_grail.ai import arena
from game.games.tainted_grail.ai.encounter import choose
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import view as EV

RUNS = int(os.environ.get("TG_ENCOUNTER_RUNS", "600"))
HEROES = ("cadoc", "ysolt", "rhoswen", "tobin")
MODES = ("normal", "normal", "normal", "story", "challenge")


def _start(i: int):
    rng = random.Random(f"enc-prop:{i}")
    encounters = sorted(S.world()["encounters"])
    eid = encounters[i % len(encounters)]
    size = rng.choice((1, 1, 2, 2, 3, 4))
    party = rng.sample(HEROES, size)
    players = rng.choice((1, size))
    mode = rng.choice(MODES)
    advanced = rng.random() < 0.4
    policy = rng.choices(("ai", "random", "mixed"), (3, 4, 4))[0]
    return eid, party, players, mode, advanced, policy, rng


def _policy(kind: str, rng: random.Random):
    def play(match, seat):
        legal = match.legal(seat)
        if kind == "ai" or (kind == "mixed" and rng.random() < 0.5):
            return choose(match.view(seat), legal, rng) or legal[0]
        if kind == "mixed":  # random cards, but it stays to the end
            legal = [c for c in legal if c["type"] not in ("escape", "avoid")] or legal
        return rng.choice(legal)

    return play


def _places(state: dict, cid: str, kind: str) -> Counter:
    e = state["encounter"]
    z = e["zones"][cid]
    laid = [x["card"] for x in e["seq"][1:] if x["owner"] == cid]
    return Counter(z["draw"] + z["hand"] + z["discard"] + laid)


def _check_board(match, decks: dict, card: dict) -> None:
    state = match.state
    e = state["encounter"]
    if not e or "seq" not in e:
        return
    if e["kind"] == "combat":
        assert e["pool"] >= 0
    else:
        assert 1 <= e["affinity"] <= len(card["slots"])
        assert 0 <= e["duration"] <= 10
    for cid, deck in decks.items():
        if cid in e["zones"]:
            assert _places(state, cid, e["kind"]) == Counter(deck), f"{cid}'s cards went astray"
    for seat in range(state["seats"]):
        view = EV.section(state, seat)  # the view's Encounter part, as each seat gets it
        held = [c for c in e["zones"] if B.seat_of(state, c) == seat]
        assert set(view["hands"]) == set(e["zones"]), "hands are open to the whole table"
        assert view["held"] == held, "a seat plays only the hands it holds"
        if view["playable"]:
            assert B.seat_of(state, e["active"]) == seat


def _check_events(events: list, card: dict) -> None:
    for event in events:
        for path, value in event.get("set", []):
            if path == ["encounter", "pool"]:
                assert value >= 0
            elif path == ["encounter", "affinity"]:
                assert 1 <= value <= len(card["slots"])
            elif path == ["encounter", "duration"]:
                assert 0 <= value <= 10


def _check_play(match, before_played: int, card: dict) -> None:
    e = match.state["encounter"]
    if not e or "seq" not in e or before_played == 0:
        return
    if any(t["name"] == "haste" for t in card["trait_list"]):
        assert before_played < 3, "a fourth card under Haste"
    if S.mode(match.state) == "story":
        return
    laid = e["seq"][-1]
    closes = B.card_of(laid)["closes"]
    gained = [b["op"] for row in laid["gained"] for b in closes.get(row, [])]
    assert "play" in gained, f"{laid['card']} followed without a play Bonus"


def _play_one(i: int) -> tuple[str, str]:
    eid, party, players, mode, advanced, policy, rng = _start(i)
    match = arena.setup(eid, party, 9_000 + i, advanced, players=players, mode=mode)
    card = S.world()["encounters"][eid]
    kind = card["kind"]
    decks = {c: list(match.state["chars"][c]["decks"][kind]["deck"]) for c in party}
    play = _policy(policy, rng)
    reached = ended = None
    for _ in range(arena.MAX_COMMANDS):
        if match.outcome() is not None or match.state["encounter"] is None:
            break
        _check_board(match, decks, card)
        seat = match.pending().seats[0]
        command = play(match, seat)
        e = match.state["encounter"]
        played = e.get("played", 0)
        match.submit(seat, bare(command))
        events = match.log[-1].events
        _check_events(events, card)
        if command["type"] == "play":
            _check_play(match, played, card)
        for event in events:
            for path, value in event.get("set", []):
                if path == ["encounter", "pool"]:
                    reached = value
            if event["type"] == "encounter_outcome":
                ended = event["log"]
    else:
        raise AssertionError(f"{eid} did not end ({policy}, {party})")
    result = match.state["last_encounter"]
    if result is None and (match.outcome() or {}).get("ended") == "death":
        result = "lose"  # a Challenge party killed mid-Encounter ends the campaign: a loss
    if kind == "combat" and ended is not None:
        ran = "runs away" in ended
        won_by_pool = reached is not None and reached >= card["value"]
        assert (result == "win") == (won_by_pool or ran), f"{eid}: {result} at Pool {reached}"
    elif ended is not None:
        assert (result == "win") == ("ends on green" in ended), f"{eid}: {ended} -> {result}"
    if match.outcome() is None:
        assert match.state["encounter"] is None
        for cid, deck in decks.items():
            assert match.state["chars"][cid]["decks"][kind]["deck"] == deck
    return f"{card['colour']}/{kind}/{card['difficulty']}", result


def test_hundreds_of_encounters_keep_the_rules():
    seen = Counter()
    for i in range(RUNS):
        where, result = _play_one(i)
        seen[(where, result)] += 1
    kinds = {w for w, _ in seen}
    for colour in ("green", "purple", "blue"):
        for d in (1, 2, 3, 4):
            assert any(w.startswith(colour) and w.endswith(str(d)) for w in kinds)
    assert {r for _, r in seen} == {"win", "lose"}
