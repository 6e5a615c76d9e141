"""tools/grimheim_balance.py refuses a mission key it does not know, naming the ones it does,
instead of playing no battles and failing to tabulate them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game.games.grimheim.ai import ai_bench

ROOT = Path(__file__).resolve().parents[2]


def test_an_unknown_mission_key_is_refused_with_the_known_keys():
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "grimheim_balance.py"), "--grid", "1",
         "--missions", "crossing"],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    assert "unknown mission crossing" in out.stderr
    assert all(key in out.stderr for key in ai_bench.MISSIONS)
