"""How often the Encounter AI wins each colour and difficulty of Tainted Grail's Encounters, per
hero, with the starting deck and an advanced deck (ai/arena.py says what that is), solo and
in a party of two (the hero and the next one in turn); the Kings' Encounters are left out.
Prints the markdown table docs/rulings/tainted_grail.md keeps.

    python3 tools/tainted_grail_balance.py [--seeds 2] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.games.tainted_grail.ai import arena  # noqa: E402
from game.games.tainted_grail.ai.encounter import choose  # noqa: E402
from game.games.tainted_grail.rules import state as S  # noqa: E402

HEROES = ("cadoc", "ysolt", "rhoswen", "tobin")
COLOURS = ("green", "purple", "blue")


def encounters() -> list[str]:
    world = S.world()["encounters"]
    return sorted(e for e, c in world.items() if not c.get("king") and not c.get("stand_in"))


def run(seeds: int) -> dict:
    """{(hero, deck, party): {(colour, difficulty): [won, played]}} and per kind too."""
    world = S.world()["encounters"]
    table: dict = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for h, hero in enumerate(HEROES):
        for advanced in (False, True):
            for size in (1, 2):
                party = [hero] + ([HEROES[(h + 1) % 4]] if size == 2 else [])
                row = (hero, "advanced" if advanced else "starting", size)
                for i, eid in enumerate(encounters()):
                    card = world[eid]
                    for seed in range(seeds):
                        game_seed = 50_000 + 1000 * seed + i
                        match = arena.setup(eid, party, game_seed, advanced)
                        won = arena.play(match, choose, random.Random(game_seed)) == "win"
                        for key in (
                            (card["colour"], card["difficulty"]),
                            (card["kind"], card["difficulty"]),
                        ):
                            table[row][key][0] += won
                            table[row][key][1] += 1
    return table


def markdown(table: dict) -> str:
    head = ["Hero", "Deck", "Party"] + [f"{c[0].upper()}{d}" for c in COLOURS for d in range(1, 5)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for (hero, deck, size), cells in table.items():
        name = S.world()["heroes"][hero]["name"].split()[0]
        out = [name, deck, "solo" if size == 1 else "two"]
        for colour in COLOURS:
            for d in range(1, 5):
                won, played = cells.get((colour, d), (0, 0))
                out.append(f"{round(100 * won / played)}" if played else "-")
        lines.append("| " + " | ".join(out) + " |")
    return "\n".join(lines)


def summary(table: dict) -> str:
    """Win rates by kind and difficulty, starting and advanced, over every hero and party."""
    total: dict = defaultdict(lambda: [0, 0])
    for (hero, deck, _size), cells in table.items():
        for key, (won, played) in cells.items():
            if key[0] in ("combat", "diplomacy"):
                total[(deck, key[0], key[1])][0] += won
                total[(deck, key[0], key[1])][1] += played
                total[(deck, hero)][0] += won
                total[(deck, hero)][1] += played
    return "\n".join(f"{k}: {round(100 * w / p)}% of {p}" for k, (w, p) in sorted(total.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=2)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    table = run(args.seeds)
    print(markdown(table))
    print()
    print(summary(table))
    if args.json:
        plain = {
            "|".join(map(str, k)): {"|".join(map(str, c)): v for c, v in cells.items()}
            for k, cells in table.items()
        }
        args.json.write_text(json.dumps(plain, indent=1))


if __name__ == "__main__":
    main()
