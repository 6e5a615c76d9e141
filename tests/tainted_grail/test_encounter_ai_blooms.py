"""The Encounter AI in a talk beside Gwenllian's Blooms (ai/blooms.py, ai/mirror.py), through the
contract: it reads her Response as the rules build it (her bloom markers' row and each growing
Bloom's), a slot gained past the top goes onto a Bloom rather than being lost, and a cheap Bloom
that adds a "down" to every Response is pruned while many Responses are still to come."""

from __future__ import annotations

import random

from game.core.playout import bare
from game.games.tainted_grail.ai import arena
from game.games.tainted_grail.ai import mirror as M
from game.games.tainted_grail.ai.encounter import choose
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.encounter import attack as A
from tests.tainted_grail.helpers import reshape, shaped

CURE = "gwenllian-diplomacy-3"  # Gwenllian Offers a Cure
PUFFBALL = "gwenllian:spawn:01"  # brittle, value 3: two markers prune it


def first_bloom_question(seed: int):
    """Cadoc and Ysolt, prepared, played by the AI up to the first gain asked about."""
    match = arena.setup(CURE, ["cadoc", "ysolt"], seed, advanced=True)
    rng = random.Random(seed)
    for _ in range(200):
        legal = match.legal(0)
        if any(c["type"] == "bloom" for c in legal):
            return match
        match.submit(0, bare(choose(match.view(0), legal, rng)))
    raise AssertionError("no gain was asked about")


def parts(nodes):
    return sorted((p["op"], p.get("what"), p["n"]) for p in nodes)


def test_the_ai_reads_her_response_with_the_blooms_as_the_rules_build_it():
    match = first_bloom_question(5)
    board, sim = M.read(match.view(0))
    assert board.blooms and board.growing  # a Bloom grows after the first Delayed step
    cid = match.state["encounter"]["active"]
    rules = A.build(match.state, cid)
    assert any(p["op"] == "down" and p["n"] >= 2 for p in rules)  # her row's and the Bloom's
    assert parts(A.build(sim.state(board, cid), cid)) == parts(rules)


def test_a_slot_past_the_top_goes_onto_a_bloom():
    match = first_bloom_question(5)
    top = len(S.world()["encounters"][CURE]["slots"])
    match = reshape(match, shaped(match, encounter__affinity=top))
    picked = choose(match.view(0), match.legal(0), random.Random(0))
    assert picked["type"] == "bloom"


def test_the_brittle_bloom_is_pruned_while_her_responses_are_many():
    match = first_bloom_question(5)
    e = match.state["encounter"]
    assert [g["card"] for g in e["king"]["blooms"]["growing"]] == [PUFFBALL]
    match = reshape(match, shaped(match, encounter__affinity=5, encounter__duration=6))
    picked = choose(match.view(0), match.legal(0), random.Random(0))
    assert picked["type"] == "bloom" and picked["index"] == 0
