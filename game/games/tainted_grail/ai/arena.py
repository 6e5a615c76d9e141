"""One Encounter on its own, for the bench, the property test and the balance runs: a campaign
started through the contract, its party given the decks asked for (a hand-shaped position: the
heroes' starting decks or an advanced deck), the Encounter begun by the rules' own step, then
played to its end through the contract, each prompt answered by the seat it is open to.

An advanced deck: the starting deck with its last four basic cards (B07-B10) swapped for the
first four cards of the Advancement Pool (A01-A04), and +1 on each of the two Attributes that
deck's Keys ask for most among those still below their cap (two Attributes points in all)."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable

from game.core.agenda import Ctx, copy_state
from game.core.chance import Chance
from game.core.match import Match
from game.core.playout import bare
from game.games.tainted_grail.rules import RULES
from game.games.tainted_grail.rules import encounter_start as N
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import AGENDA

Policy = Callable[[dict, list, random.Random], dict]
MAX_COMMANDS = 2000
SWAPPED = 4


def deck(hero: str, kind: str, advanced: bool = False) -> list[str]:
    basic = [f"{hero}:{kind}:B{n:02d}" for n in range(1, 11)]
    if not advanced:
        return basic
    return basic[: 10 - SWAPPED] + [f"{hero}:{kind}:A{n:02d}" for n in range(1, SWAPPED + 1)]


def raised(hero: str, kind: str, attrs: dict) -> dict:
    """The advanced deck's Attributes: +1 on the two its Keys ask for most (below the cap)."""
    cards = S.world()["cards"]
    asked = Counter(
        half[0]
        for cid in deck(hero, kind, True)
        for row, half in cards[cid]["opens"].items()
        if row in ("ae", "cc", "ps")
    )
    out = dict(attrs)
    for attr, _ in [*asked.most_common(), *((a, 0) for a in attrs)]:
        if sum(out[a] - attrs[a] for a in out) >= 2:
            break
        if out[attr] < S.BASE_SLOTS and out[attr] == attrs[attr]:
            out[attr] += 1
    return out


def setup(eid: str, heroes: list[str], seed: int, advanced: bool = False, **options) -> Match:
    """A match whose party (``heroes``, in order) has just met ``eid``; the redraws come next."""
    opts = {"players": 1, **options, "characters": len(heroes)}
    match = Match(RULES, opts, seed).start()
    for hero in heroes:
        seat = match.pending().seats[0]
        pick = next(c for c in match.legal(seat) if c["type"] == "hero" and c["hero"] == hero)
        match.submit(seat, bare(pick))
    return meeting(match, eid, advanced, raise_attrs=advanced)


def meeting(match: Match, eid: str, advanced: bool, raise_attrs: bool = False) -> Match:
    """``match``'s whole party gathered where its first Character stands, its decks built
    (``advanced``: with the advanced cards; ``raise_attrs``: two attribute slots raised where the
    deck asks), just met ``eid``; the redraws come next."""
    seed = match.seed
    state = copy_state(match.state)
    kind = S.world()["encounters"][eid]["kind"]
    cids = list(state["order"])
    at = state["chars"][cids[0]]["at"]
    for cid in cids:
        ch = state["chars"][cid]
        ch["decks"][kind]["deck"] = deck(ch["hero"], kind, advanced)
        if raise_attrs:
            ch["attrs"] = raised(ch["hero"], kind, ch["attrs"])
        ch["at"] = at
    state["parties"] = [cids]
    state["encounter_decks"] = {
        k: [c for c in v if c != eid] for k, v in state["encounter_decks"].items()
    }
    ctx = Ctx(state, Chance(seed, match.draws))
    ctx.emit("encounter_set", "", push=[N.step(eid, cids, at, "named")])
    AGENDA.run(ctx)
    counts = {**match.draws, **{f"{kind}:{c}": ctx.chance.count(f"{kind}:{c}") for c in cids}}
    out = Match(RULES, match.options, seed)
    out.reset_to(ctx.state, list(match.log), counts)
    return out


def play(
    match: Match,
    policy: Policy,
    rng: random.Random,
    timings: list | None = None,
    each: Callable | None = None,
) -> str:
    """Play the Encounter to its end; returns "win" or "lose". ``timings`` collects each
    decision's milliseconds; ``each(match, seat, command)`` is called before every submit."""
    for _ in range(MAX_COMMANDS):
        if match.outcome() is not None or match.state["encounter"] is None:
            return match.state["last_encounter"] or "lose"
        seat = match.pending().seats[0]
        legal = match.legal(seat)
        view = match.view(seat)
        start = time.perf_counter()
        command = policy(view, legal, rng)
        if timings is not None:
            timings.append((time.perf_counter() - start) * 1000)
        if each is not None:
            each(match, seat, command)
        match.submit(seat, bare(command))
    raise RuntimeError(f"the Encounter {match.state['encounter']['id']} did not end")
