"""The Encounter AI (ai/encounter.py) through the contract: it wins the book's combat example
from the same hands, it finds a win in an Activation whenever some ordering of the hand wins
there without luck, and it leaves a fight it can no longer feed with cards."""

from __future__ import annotations

import random

from game.core.agenda import copy_state
from game.core.match import Match
from game.core.playout import bare
from game.games.tainted_grail.ai import arena
from game.games.tainted_grail.ai.encounter import choose
from game.games.tainted_grail.rules import state as S
from tests.tainted_grail.encounter_helpers import begin, fixture_world  # noqa: F401

LUCK = {"cards_drawn", "encounter_die", "milled"}  # what the AI cannot see coming
IN_ACTIVATION = {"play", "pick", "pay", "skip", "discard", "tick", "use_charges"}


def test_the_ai_wins_the_book_combat(fixture_world):  # noqa: F811
    ysolt = ["ysolt:combat:Q01", "ysolt:combat:Q02", "ysolt:combat:Q03"]
    cadoc = ["cadoc:combat:Q01", "cadoc:combat:Q02", "cadoc:combat:Q03"]
    match = begin("moss-bear", {"ysolt": ysolt, "cadoc": cadoc})
    assert arena.play(match, choose, random.Random(1)) == "win"


def _copy(match: Match) -> Match:
    out = Match(match.rules, match.options, match.seed)
    out.reset_to(copy_state(match.state), [], match.draws)
    return out


def _sure_win(match: Match, cid: str, depth: int = 6) -> bool:
    """Does some line of this Activation win with no card drawn and no die rolled?"""
    if depth == 0:
        return False
    for command in match.legal(0):
        if command["type"] not in IN_ACTIVATION:
            continue
        after = _copy(match)
        events = after.submit(0, bare(command))
        if any(e["type"] in LUCK for e in events):
            continue
        if after.state["encounter"] is None:
            if after.state["last_encounter"] == "win":
                return True
            continue
        if after.state["encounter"]["active"] == cid and _sure_win(after, cid, depth - 1):
            return True
    return False


def test_the_ai_takes_a_win_the_hand_holds():
    world = S.world()["encounters"]
    fights = sorted(e for e, c in world.items() if c["kind"] == "combat" and c["difficulty"] <= 2)
    checked = 0
    for i, eid in enumerate(fights[:24]):
        match = arena.setup(eid, [("cadoc", "ysolt", "rhoswen", "tobin")[i % 4]], 300 + i)
        rng = random.Random(i)
        while match.state["encounter"] is not None and match.outcome() is None:
            e = match.state["encounter"]
            legal = match.legal(0)
            opening = (
                e.get("active") and e["played"] == 0 and any(c["type"] == "end" for c in legal)
            )
            if opening and _sure_win(_copy(match), e["active"]):
                checked += 1
                cid, turn = e["active"], e["turn"]
                trial = _copy(match)
                while trial.state["encounter"] and trial.state["encounter"]["turn"] == turn:
                    if trial.state["encounter"]["active"] != cid:
                        break
                    trial.submit(0, bare(choose(trial.view(0), trial.legal(0), rng)))
                assert trial.state["last_encounter"] == "win", f"{eid}: the AI missed a win"
            match.submit(0, bare(choose(match.view(0), legal, rng)))
    assert checked >= 3  # enough positions where a sure win lay in the hand


def test_the_ai_escapes_when_no_card_is_left():
    world = S.world()["encounters"]
    eid = max(
        (e for e, c in world.items() if c["kind"] == "combat" and not c.get("king")),
        key=lambda e: world[e]["value"],
    )
    match = begin(eid, {"ysolt": ["ysolt:combat:B03", "ysolt:combat:B05", "ysolt:combat:B07"]})
    taken = []
    result = arena.play(match, choose, random.Random(2), each=lambda m, s, c: taken.append(c))
    assert result == "lose"
    ch = match.state["chars"]["ysolt"]
    assert taken[-1]["type"] == "escape" or ch["dying"]  # it never stalls with nothing to play
    assert len(taken) < 40
