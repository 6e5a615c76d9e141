"""Advancing a Character at the End of the Day, by the book's costs: an Attribute point costs
2 Exp + 1 for each point already in its pair, a Skill 4 Exp + 4 for each Skill in its pair and
only for an Attribute at its current maximum, a deck advance 2 Exp to draw 3 cards from the
Advancement Pool and keep 1 (the other 2 go back); Story mode draws one more, Challenge mode
uses its own list (3 Exp for 2 cards, 3 + 1 a point, 5 + 5 a Skill)."""

from __future__ import annotations

import pytest

from game.core.playout import bare
from game.games.tainted_grail.rules import advance as A
from tests.tainted_grail.helpers import char, reshape, run_step, shaped, start


def advancing(exp: int, mode: str | None = None, **attrs):
    """Cadoc at the Advance step with ``exp`` Exp and these Attributes (shaped: legal play
    reaches it only after Exp is earned)."""
    match = start("cadoc", **({"mode": mode} if mode else {}))
    state = shaped(match)
    state["chars"]["cadoc"]["exp"] = exp
    state["chars"]["cadoc"]["attrs"].update(attrs)
    after, _ = run_step(state, {"op": "advance_all"})
    return reshape(match, after)


def offer(match, kind, **fields):
    return next(
        (c for c in match.legal(0)
         if c["type"] == kind and all(c.get(k) == v for k, v in fields.items())),
        None,
    )


@pytest.mark.parametrize("mode, base", [(None, 2), ("challenge", 3)])
def test_a_point_costs_the_base_plus_each_point_in_its_pair(mode, base):
    match = advancing(20, mode, aggression=1, empathy=0)
    assert offer(match, "raise", attr="empathy")["exp"] == base + 1
    assert offer(match, "raise", attr="aggression")["exp"] == base + 1
    match.submit(0, bare(offer(match, "raise", attr="empathy")))
    assert char(match, "cadoc")["attrs"]["empathy"] == 1
    assert char(match, "cadoc")["exp"] == 20 - (base + 1)
    assert offer(match, "raise", attr="empathy")["exp"] == base + 2  # the pair now holds 2


@pytest.mark.parametrize("mode, step", [(None, 4), ("challenge", 5)])
def test_a_skill_needs_its_attribute_at_the_top_and_costs_more_for_each_in_the_pair(mode, step):
    match = advancing(40, mode, aggression=1, empathy=2)
    assert offer(match, "skill", attr="aggression") is None  # 1 of 2 slots: not at the top
    skill = offer(match, "skill", attr="empathy")
    assert skill["exp"] == step
    match.submit(0, bare(skill))
    assert [s["attr"] for s in char(match, "cadoc")["skills"]] == ["empathy"]
    assert char(match, "cadoc")["exp"] == 40 - step
    match.submit(0, bare(offer(match, "raise", attr="aggression")))  # 1 -> 2: now at the top
    assert offer(match, "skill", attr="aggression")["exp"] == step + step  # 1 Skill in the pair


@pytest.mark.parametrize("mode, cost, drawn", [(None, 2, 3), ("story", 2, 4), ("challenge", 3, 2)])
def test_a_deck_advance_draws_from_the_pool_and_keeps_one(mode, cost, drawn):
    match = advancing(9, mode)
    pool = list(char(match, "cadoc")["decks"]["combat"]["pool"])
    deck = list(char(match, "cadoc")["decks"]["combat"]["deck"])
    command = offer(match, "advance_deck", deck="combat")
    assert command["exp"] == cost
    match.submit(0, bare(command))
    kept = [c for c in match.legal(0) if c["type"] == "keep"]
    assert len(kept) == drawn and {c["card"] for c in kept} <= set(pool)
    match.submit(0, bare(kept[0]))
    after = char(match, "cadoc")["decks"]["combat"]
    assert after["deck"] == [*deck, kept[0]["card"]]
    assert sorted(after["pool"]) == sorted(c for c in pool if c != kept[0]["card"])  # 2 go back
    assert char(match, "cadoc")["exp"] == 9 - cost


def test_a_deck_keeps_at_least_ten_cards():
    match = advancing(9)
    assert len(char(match, "cadoc")["decks"]["combat"]["deck"]) == A.DECK_MINIMUM
    assert offer(match, "set_aside", deck="combat") is None
    match.submit(0, bare(offer(match, "advance_deck", deck="combat")))
    match.submit(0, bare(next(c for c in match.legal(0) if c["type"] == "keep")))
    match.submit(0, bare(offer(match, "set_aside", deck="combat")))  # 11: one may go
    assert len(char(match, "cadoc")["decks"]["combat"]["deck"]) == A.DECK_MINIMUM
    assert offer(match, "set_aside", deck="combat") is None
    assert offer(match, "put_back", deck="combat") is not None
