"""Check every Tainted Grail content file, print the counts per Chapter and for the whole
campaign, and prove every verse reachable and every condition satisfiable across the Chapters
(a status set in Chapter I may be read in II and III), and that no verse catches a reader
with no way out but one that needs what they may not have: a thin wrapper over the loader in
game/games/tainted_grail/rules/content.py and rules/content_proof.py.

    python3 tools/tainted_grail_content.py

Exits 1 (with the list) when a verse is out of reach or a condition can never hold; a file the
loader refuses is one sentence naming it.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.content import ContentError  # noqa: E402
from game.games.tainted_grail.rules import content_proof  # noqa: E402
from game.games.tainted_grail.rules.content import read  # noqa: E402

COLUMNS = ("locations", "verses", "median words", "story_events", "secrets", "items", "guardians")
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


def table(world: dict) -> list[str]:
    rows = content_proof.counts(world)
    head = ["Chapter", *(c.replace("_", " ") for c in COLUMNS)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for n, row in rows.items():
        name = f"{ROMAN.get(n, n)}: {world['chapters'][n]['title']}" if n else "campaign"
        cells = [name, *(f"{row[c]:g}" if c == "median words" else str(row[c]) for c in COLUMNS)]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def main(argv: list[str] | None = None) -> int:
    folder = Path(argv[0]) if argv else None
    try:
        world = read(folder) if folder else read()
    except ContentError as err:
        print(f"Content refused: {err}")
        return 1
    print("\n".join(table(world)))
    print(
        f"statuses {len(world['statuses'])}, encounters {len(world['encounters'])}, "
        f"random events {len(world['random_events'])}, quests {len(world['quests'])}, "
        f"kings {len(world['kings'])}, cards {len(world['cards'])}"
    )
    lost = content_proof.unreachable(world)
    never = content_proof.unsatisfiable(world)
    caught = content_proof.no_way_out(world) + content_proof.endless(world)
    print(
        f"unreachable: {len(lost)}; conditions never satisfiable: {len(never)}; "
        f"verses with no way out or going round by themselves: {len(caught)}"
    )
    for line in lost + never + caught:
        print("  " + line)
    return 1 if lost or never or caught else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
