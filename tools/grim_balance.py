"""GRIM deck balance: AI-versus-AI standard matches with the decks fixed by a schedule.

The AI always picks and bans the same decks, so the Pick-Ban is scripted here: each match
takes one entry of a schedule that deals every ordered pairing of two-deck hands (seat 0's two
decks, seat 1's two other decks: 55 x 36 = 1,980 entries) once per cycle, shuffled with a fixed
seed. So every ordered pair of decks (one per seat) meets equally often. The bans go to the
decks nobody plays, chosen at random from the match seed. The AI plays everything else for both
seats. Prints each deck's wins, matches and win rate over the matches it was played in.

    nice -n 19 python tools/grim_balance.py --matches 2000 [--seed 0] [--workers 2]
"""
from __future__ import annotations

import argparse
import itertools
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.games.grim.ai.player import choose  # noqa: E402
from game.games.grim.rules.elements import ORDER  # noqa: E402
from game.games.grim.rules.engine import bare  # noqa: E402
from game.games.grim.rules import RULES  # noqa: E402

MAX_COMMANDS = 5000


def schedule(seed: int) -> list[tuple[tuple[str, str], tuple[str, str]]]:
    """Every (seat 0 pair, seat 1 disjoint pair) once, in a seeded order."""
    pairs = list(itertools.combinations(ORDER, 2))
    entries = [(a, b) for a in pairs for b in pairs if not set(a) & set(b)]
    random.Random(f"balance-schedule:{seed}").shuffle(entries)
    return entries


def _scripted(kind: str, seat: int, legal: list, decks, rng: random.Random) -> dict:
    """Pick-Ban for the schedule: pick this seat's next scheduled deck, ban an unplayed one."""
    if kind == "pick_deck":
        wanted = [c for c in legal if c["element"] in decks[seat]]
        return bare(wanted[0])
    playing = set(decks[0]) | set(decks[1])
    spare = [c for c in legal if c["element"] not in playing]
    return bare(spare[rng.randrange(len(spare))])


def play_scheduled(decks, seed: int) -> tuple[int | None, int]:
    """One match with seat 0 on decks[0] and seat 1 on decks[1]; (winner, Rounds)."""
    match = Match(RULES, {}, seed).start()
    rngs = (random.Random(f"ai:{seed}:0"), random.Random(f"ai:{seed}:1"))
    bans = random.Random(f"bans:{seed}")
    for _ in range(MAX_COMMANDS):
        outcome = match.outcome()
        if outcome is not None:
            return outcome["winner"], _round(match)
        seat = match.pending().seat
        legal = match.legal(seat)
        kind = legal[0].get("type") if legal else None
        if kind in ("pick_deck", "ban_deck"):
            command = _scripted(kind, seat, legal, decks, bans)
        else:
            command = choose(match.view(seat), legal, rngs[seat])
        match.submit(seat, command)
    return None, _round(match)


def _round(match) -> int:
    rnd = match.view(0).get("round")
    return rnd["number"] if rnd else 0


def _job(args):
    index, decks, seed = args
    winner, rounds = play_scheduled(decks, seed)
    return index, decks, winner, rounds


def run(matches: int, seed: int = 0, workers: int = 1) -> dict:
    plan = schedule(seed)
    jobs = [(i, plan[i % len(plan)], seed * 1_000_003 + i) for i in range(matches)]
    if workers > 1:
        with multiprocessing.Pool(workers) as pool:
            results = list(pool.imap_unordered(_job, jobs, chunksize=8))
    else:
        results = [_job(job) for job in jobs]
    table = {e: {"wins": 0, "matches": 0} for e in ORDER}
    unfinished, rounds = 0, []
    for _, decks, winner, played in results:
        rounds.append(played)
        if winner is None:
            unfinished += 1
        for seat in (0, 1):
            for element in decks[seat]:
                table[element]["matches"] += 1
                table[element]["wins"] += winner == seat
    seat0 = sum(1 for _, _, w, _ in results if w == 0)
    return {"table": table, "unfinished": unfinished, "seat0_wins": seat0,
            "rounds": sum(rounds) / len(rounds) if rounds else 0.0}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    result = run(args.matches, args.seed, args.workers)
    print("| Deck | Wins | Matches | Win % |")
    print("|---|---|---|---|")
    outside = []
    for element, row in result["table"].items():
        rate = 100 * row["wins"] / row["matches"] if row["matches"] else 0.0
        if not 40 <= rate <= 60:
            outside.append(element)
        print(f"| {element.title()} | {row['wins']} | {row['matches']} | {rate:.1f} |")
    print(f"\n{args.matches} matches, seed {args.seed}: seat 0 won {result['seat0_wins']}, "
          f"{result['unfinished']} unfinished, {result['rounds']:.1f} Rounds on average, "
          f"{time.perf_counter() - start:.0f} s.")
    print("Outside 40-60%: " + (", ".join(outside) if outside else "none"))
    return 1 if outside else 0


if __name__ == "__main__":
    sys.exit(main())
