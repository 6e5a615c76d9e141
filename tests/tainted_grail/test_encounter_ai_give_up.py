"""The Encounter AI gives up a King's last Encounter (the book: "if you feel you no longer stand
a chance") only when its search says there is none (ai/encounter.py's ``no_chance``): each
time it gives up in finals played from the rules' own start, playing on without giving up
never wins; it never gives up an opening, nor with the win in its hand."""

from __future__ import annotations

import random

from game.core.agenda import copy_state
from game.core.match import Match
from game.core.playout import bare
from game.games.tainted_grail.ai import arena
from game.games.tainted_grail.ai.encounter import choose
from game.games.tainted_grail.rules import state as S
from tests.tainted_grail.helpers import reshape, shaped

HEROES = ("cadoc", "ysolt", "rhoswen", "tobin")


def _copy(match: Match) -> Match:
    out = Match(match.rules, match.options, match.seed)
    out.reset_to(copy_state(match.state), [], match.draws)
    return out


def stubborn(view: dict, legal: list, rng) -> dict:
    """The AI that never gives up."""
    return choose(view, [c for c in legal if c["type"] != "give_up"], rng)


def _opening(eid: str, party: list[str], seed: int) -> Match:
    """The final begun by the rules' step, the redraws answered by the AI."""
    match = arena.setup(eid, party, seed, advanced=True)
    rng = random.Random(seed)
    while match.legal(0) and not any(c["type"] == "end" for c in match.legal(0)):
        match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    return match


def test_each_time_the_ai_gives_up_playing_on_would_not_have_won():
    given_up = 0
    for eid in ("osric-final", "gwenllian-final"):
        for seed in range(6):
            party = [HEROES[(seed + k) % 4] for k in range(1 + seed % 2)]
            match = arena.setup(eid, party, 71_000 + seed, advanced=True)
            spots = []

            def each(m, seat, command, spots=spots):
                if command["type"] == "give_up":
                    spots.append(_copy(m))

            arena.play(match, choose, random.Random(seed), each=each)
            for spot in spots:
                given_up += 1
                assert match.state["last_encounter"] == "lose"
                for k in range(3):
                    played_on = arena.play(_copy(spot), stubborn, random.Random(k))
                    assert played_on == "lose", f"{eid} seed {seed}: gave up a winnable fight"
    assert given_up >= 3  # enough finals where the party ran out of chances


def test_the_ai_gives_up_alone_one_blow_from_dying_at_the_start():
    match = _opening("osric-final", ["cadoc"], 5)
    state = shaped(match)
    for cid in state["encounter"]["party"]:
        state["chars"][cid]["health"] = 1  # hand-shaped: Cadoc came in on his last legs
    match = reshape(match, state)
    command = choose(match.view(0), match.legal(0), random.Random(0))
    assert command["type"] == "give_up"


def test_the_ai_never_gives_up_an_opening_nor_a_win_in_hand():
    for seed, eid in enumerate(("osric-final", "gwenllian-final")):
        match = _opening(eid, ["rhoswen", "tobin"], seed)
        assert choose(match.view(0), match.legal(0), random.Random(0))["type"] != "give_up"
        state = shaped(match)
        value = S.world()["encounters"][eid]["value"]
        state["encounter"]["pool"] = value - 1  # hand-shaped: one marker from the win
        for cid in state["encounter"]["party"]:
            state["chars"][cid]["health"] = 1
        match = reshape(match, state)
        command = choose(match.view(0), match.legal(0), random.Random(0))
        assert command["type"] != "give_up", eid
