"""How the Kings' last Encounters compare with the hardest Encounters met before them, for a
party as prepared as a Chapter IV party: the described start "chapter-4" (its carried party,
Items, Attributes, companion and Status sheet, so the chapter's odds are read too), 1 or 2
Characters (the start's first N), Story and Normal, its 8-10 Exp spent on four advances of the
deck the Encounter asks for (ai/arena.py's advanced deck: B07-B10 swapped for A01-A04; the
start's Attributes are kept as they are). Each Encounter is begun at the start card
by the rules' own step and played to its end by the AI seats (ai/arena.py's way). Prints the
markdown table docs/rulings/tainted_grail.md keeps: wins of runs per cell.

    nice python3 tools/tainted_grail_finals_balance.py [--seeds 8] [--first 70000]
        [--only osric-final,tidewright-final] [--d4 12]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.games.tainted_grail.ai import arena  # noqa: E402
from game.games.tainted_grail.ai.player import choose  # noqa: E402
from game.games.tainted_grail.rules import state as S  # noqa: E402
from game.games.tainted_grail.rules.contract import RULES  # noqa: E402

CONFIGS = [(1, "story"), (1, "normal"), (2, "story"), (2, "normal")]
FINALS = ["osric-final", "gwenllian-final", "tidewright-final"]
STAGE_3 = [
    "osric-combat-3",
    "osric-diplomacy-3",
    "gwenllian-combat-3",
    "gwenllian-diplomacy-3",
    "tidewright-combat-3",
    "tidewright-diplomacy-3",
]


def strongest_guardians() -> list[str]:
    world = S.world()
    return sorted(g for g in world["guardians"] if world["encounters"][g]["difficulty"] >= 4)


def deck_fours() -> list[str]:
    world = S.world()
    return sorted(
        e
        for e, c in world["encounters"].items()
        if c.get("difficulty") == 4
        and not c.get("king")
        and not c.get("stand_in")
        and e not in world["guardians"]
    )


def setup(eid: str, characters: int, mode: str, seed: int) -> Match:
    """The Chapter IV start's party (its first ``characters``), hale, meeting ``eid`` where
    the chapter opens; the redraws come next."""
    options = {"players": 1, "characters": characters, "mode": mode, "start": "chapter-4"}
    match = Match(RULES, options, seed).start()
    return arena.meeting(match, eid, advanced=True)


def one(eid: str, characters: int, mode: str, seed: int) -> bool:
    match = setup(eid, characters, mode, seed)
    return arena.play(match, choose, random.Random(seed)) == "win"


def run(groups: dict[str, list[str]], seeds: int, first: int) -> dict:
    """{(group, characters, mode): [won, played]}; every card of a group ``seeds`` times."""
    table: dict = defaultdict(lambda: [0, 0])
    for name, cards in groups.items():
        for i, eid in enumerate(cards):
            for characters, mode in CONFIGS:
                for s in range(seeds):
                    won = one(eid, characters, mode, first + 1000 * s + i)
                    table[(name, characters, mode)][0] += won
                    table[(name, characters, mode)][1] += 1
            print(f"  {name} {eid} done", file=sys.stderr, flush=True)
    return table


def markdown(table: dict, groups: dict) -> str:
    head = ["Encounter", *(f"{n} {m.capitalize()}" for n, m in CONFIGS)]
    lines = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * len(CONFIGS)]
    for name in groups:
        cells = []
        for n, m in CONFIGS:
            won, played = table.get((name, n, m), (0, 0))
            cells.append(f"{won}/{played} ({round(100 * won / played)}%)" if played else "-")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--first", type=int, default=70_000)
    parser.add_argument("--only", help="these Encounters alone, comma-separated")
    parser.add_argument("--d4", type=int, default=12, help="how many difficulty-4 deck cards")
    args = parser.parse_args()
    if args.only:
        groups = {e: [e] for e in args.only.split(",")}
    else:
        fours = deck_fours()
        step = max(1, len(fours) // args.d4)
        groups = {
            **{e: [e] for e in FINALS + STAGE_3},
            "Guardians of difficulty 4": strongest_guardians(),
            "Deck cards of difficulty 4": fours[::step][: args.d4],
        }
    table = run(groups, args.seeds, args.first)
    print(markdown(table, groups))


if __name__ == "__main__":
    main()
