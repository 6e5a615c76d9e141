"""GRIMLORE balance run: AI-played free-roam sessions per party size, how often the party
survives and how much XP it gains. Run from the repository root:

    python3 tools/grimlore_balance.py [sessions per size] [length] [sizes, e.g. 124]

The table it prints goes under "Notes for developers" in docs/rulings/grimlore.md."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.grimlore.ai.player import choose  # noqa: E402
from game.games.grimlore.rules import RULES  # noqa: E402


def session(size: int, seed: int, length: str = "short") -> dict:
    match = Match(RULES, {"party_size": size, "length": length}, seed).start()
    rng = random.Random(seed)
    gained = 0
    for _ in range(20000):
        if match.outcome() is not None:
            break
        if match.state["phase"] == "end" and not gained:
            gained = match.state["party"]["xp"]
        match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    out = match.outcome() or {"survived": False, "party": match.state["party"]}
    fights = sum(1 for line in match.state["log"] if line.startswith("Battle on"))
    return {"survived": out["survived"], "xp": gained, "fights": fights}


def main(n: int = 200, length: str = "short", sizes: str = "1234") -> None:
    print("| characters | sessions | survived | mean XP gained (survivors) |")
    print("|---|---|---|---|")
    for size in (int(c) for c in sizes):
        runs = [session(size, 10_000 * size + seed, length) for seed in range(n)]
        alive = sum(r["survived"] for r in runs)
        xp = sum(r["xp"] for r in runs if r["survived"]) / max(1, alive)
        print(f"| {size} | {n} | {100 * alive / n:.0f}% | {xp:.1f} |")


if __name__ == "__main__":
    args = sys.argv[1:]
    main(
        int(args[0]) if args else 200,
        args[1] if len(args) > 1 else "short",
        args[2] if len(args) > 2 else "1234",
    )
