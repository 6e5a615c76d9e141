"""Rulings from docs/rulings/grim.md, checked where legal play reaches them: whole matches are
played through the contract (our AI against itself, with random legal moves mixed in so odd
choices come up), every event is folded onto a shadow state so each can be judged against the
position it was emitted in, and each test asserts that its ruling held and that play reached
it. Rulings that play reaches too rarely are reached from set positions in test_rulings.py and
the test_rules_* files."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache

from game.core.agenda import copy_state
from game.core.match import Match
from game.core.playout import bare
from game.games.grim.ai.player import choose
from game.games.grim.rules import RULES
from game.games.grim.rules import state as S

MATCHES = 24
NEEDS_POSITION = {"healed", "turn_started", "round_ended", "attack_hindered", "damaged"}


@dataclass
class Seen:
    steps: list = field(default_factory=list)  # (match, state before the event or None, event)
    prompts: list = field(default_factory=list)  # (match, state, prompt, legal commands)


@lru_cache(maxsize=1)
def seen() -> Seen:
    out = Seen()
    for number in range(MATCHES):
        options = {"format": "coven"} if number % 4 == 3 else {}
        match = Match(RULES, options, 900 + number).start()
        rng = random.Random(number)
        for _ in range(4000):
            if match.outcome() is not None:
                break
            prompt = match.pending()
            seat = prompt.seats[0]
            legal = match.legal(seat)
            keep = prompt.kind in ("heal_pay", "search", "action")
            out.prompts.append((number, copy_state(match.state) if keep else None, prompt, legal))
            if rng.random() < 0.75:
                command = choose(match.view(seat), legal, rng)
            else:
                command = rng.choice(legal)
            shadow = copy_state(match.state)
            for event in match.submit(seat, bare(command)):
                before = copy_state(shadow) if event["type"] in NEEDS_POSITION else None
                out.steps.append((number, before, event))
                RULES.apply(shadow, event)
        assert match.outcome() is not None, f"match {number} never ended"
    return out


def _placed(event) -> list[tuple[int, int, dict]]:
    """The field places an event writes: (seat, slot, Grim)."""
    return [
        (p[1], p[2], g) for p, g in event.get("set", ()) if len(p) == 3 and p[0] == "field" and g
    ]


def test_healing_never_goes_above_base_health():
    """Key terms, *Health*: a Grim cannot Heal past its base Health (the Wind Spirit Bonus adds
    Health to an incoming Grim and is the one way above it)."""
    heals = 0
    for _, _, event in seen().steps:
        if event["type"] != "healed":
            continue
        for _, _, grim in _placed(event):
            assert grim["health"] <= S.max_health(grim), event["log"]
            heals += 1
    assert heals


def test_heal_is_paid_with_the_attached_bonds_the_player_picks():
    """*IF HEALING*: any combination of Stamina and attached Bonds, chosen card by card; two
    cards of one kind are one choice."""
    choices = 0
    for _, state, prompt, legal in seen().prompts:
        if prompt.kind != "heal_pay":
            continue
        seat, slot = S.find(state, prompt.info["card"])
        grim = S.at(state, seat, slot)
        missing = S.max_health(grim) - grim["health"]
        chosen = prompt.info["bonds"]
        left = [b for b in grim["bonds"] if b not in chosen]
        kinds = {state["bond_kinds"][b] for b in left}
        offered = [c["bond"] for c in legal if c["type"] == "pay_bond"]
        if len(chosen) < missing:
            assert {state["bond_kinds"][b] for b in offered} == kinds
            assert len(offered) == len(kinds)
            choices += len(kinds) > 1
        else:
            assert not offered
    assert choices


def test_the_afterworld_is_discarded_at_the_end_of_every_round():
    """*AFTERWORLDS*: the active Afterworld goes at the end of each Round and the player now
    holding Fiend's Favor chooses the next."""
    rounds = 0
    for _, before, event in seen().steps:
        if event["type"] != "round_ended":
            continue
        after = RULES.apply(copy_state(before), event)
        if after["phase"] == "over":
            continue
        old = before["afterworld"]["active"]
        assert after["afterworld"]["active"] is None
        assert old in after["afterworld"]["discard"] or not after["afterworld"]["discard"]
        rounds += 1
    assert rounds


def test_synergy_needs_a_target_that_was_not_immune():
    """Key terms, *Immune*: no Synergy when every Target was Immune; one Immune Target of two
    doesn't cancel it."""
    immune_only = synergies = 0
    calcs: list = []
    for _, _, event in seen().steps:
        kind = event["type"]
        if kind in ("attack_declared", "attack_resumed", "attack_over"):
            calcs = []
        elif kind == "damage_calculated":
            calcs.append(event["calc"]["immune"])
        elif kind == "synergy":
            assert calcs and not all(calcs), event["log"]
            synergies += 1
        elif kind == "no_synergy" and calcs and all(calcs):
            immune_only += 1
    assert synergies and immune_only


def test_an_attack_on_an_immune_grim_is_declared_and_paid_for():
    """An Attack on a Grim Immune to it may be declared: it does no damage and its Stamina is
    spent all the same."""
    paid = 0
    spent = False
    for _, _, event in seen().steps:
        kind = event["type"]
        if kind == "attack_declared":
            spent = False
        elif kind == "stamina_spent":
            spent = True
        elif kind == "damage_calculated" and event["calc"]["immune"]:
            assert event["calc"]["damage"] == 0
            paid += spent
    assert paid


def test_a_hindered_attack_leaves_a_waiting_earth_or_fire_bonus_in_place():
    """The Player Guide: the Earth and Fire Spirit Bonuses wait for the next non-Hindered
    Attack."""
    kept = 0
    for _, before, event in seen().steps:
        if event["type"] != "attack_hindered" or not before["attacks"]:
            continue
        record = before["attacks"][-1]
        waiting = dict(S.at(before, record["seat"], record["slot"])["bonus"])
        if not waiting:
            continue
        after = RULES.apply(copy_state(before), event)
        grim = S.at(after, record["seat"], record["slot"])
        assert grim and all(grim["bonus"].get(k) for k in waiting if k in ("earth", "fire"))
        kept += 1
    assert kept


def test_a_renewed_bond_deck_is_made_of_bond_cards_only():
    """*REPLACE DEPLETED DECKS*: Limbo's Bond cards make the new deck; Grim stay in Limbo."""
    renewed = 0
    for _, _, event in seen().steps:
        if event["type"] == "bond_deck_renewed":
            deck = next(v for p, v in event["set"] if p == ["bond_deck"])
            assert deck and all(card.startswith("b") and card[1:].isdigit() for card in deck)
            renewed += 1
    assert renewed


def test_from_round_two_only_fiends_favor_searches_and_may_decline():
    """*THE SETUP*: the Favor grants the search; from Round 2 its holder may decline."""
    asked = 0
    for _, state, prompt, legal in seen().prompts:
        if prompt.kind != "search" or state["round"] is None:
            continue
        assert prompt.seats == (state["favor"],) or list(prompt.seats) == [state["favor"]]
        assert {c["type"] for c in legal} >= {"search", "no_search"}
        asked += 1
    assert asked


def test_turns_go_from_fastest_to_slowest_with_the_left_place_first_on_a_tie():
    """*THE ROUNDS*: Grim take their Turns from fastest to slowest, Fiend's Favor breaking ties
    between players; one player's two Grim of the same Speed go left place first."""
    turns = 0
    last: tuple | None = None
    for _, before, event in seen().steps:
        if event["type"] == "round_started":
            last = None
        if event["type"] != "turn_started" or before["round"]["phase"] != "main":
            continue
        starting = event["set"][0][1]
        grim = S.at(before, starting["seat"], starting["slot"])
        key = (S.speed(before, starting["seat"], grim), -starting["slot"])
        assert last is None or key < last, event["log"]
        last = key
        turns += 1
    assert turns
