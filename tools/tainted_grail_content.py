"""Check every Tainted Grail content file and print the counts: a thin wrapper over the
loader in game/games/tainted_grail/rules/content.py.

    python3 tools/tainted_grail_content.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.games.tainted_grail.rules.content import read  # noqa: E402

def main() -> int:
    data = read()
    for name, table in data.items():
        if isinstance(table, dict) and name != "campaign":
            print(f"{name}: {len(table)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
