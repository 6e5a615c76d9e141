"""tools/grimheim_balance.py refuses a mission key it does not know, naming the ones it does,
instead of playing no battles and failing to tabulate them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game.games.grimheim.ai import ai_bench
from tests.grimheim import fixtures

ROOT = Path(__file__).resolve().parents[2]


def _refused(*args: str) -> str:
    """The tool's words when it refuses ``args``: exit 2 and a sentence, no traceback."""
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "grimheim_balance.py"), "--grid", "1", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    return out.stderr


def test_an_unknown_mission_key_is_refused_with_the_known_keys():
    said = _refused("--missions", "crossing")
    assert "unknown mission crossing" in said
    assert all(key in said for key in ai_bench.MISSIONS)


def test_a_grid_of_one_size_plays_only_that_sizes_battles_with_their_own_seeds():
    tool = fixtures.tool("grimheim_balance")
    every = tool.grid_tasks(12)
    small = tool.grid_tasks(12, size="small")
    # battles 0, 1, 6, 7 of each cell field the small warbands; nothing else, nothing renumbered
    assert sorted({task[4] for task in small}) == [0, 1, 6, 7]
    assert small == [task for task in every if task[4] in (0, 1, 6, 7)]
    assert {tool.grid_size(task[4]) for task in tool.grid_tasks(12, size="large")} == {"large"}


def test_a_grid_of_two_factions_keeps_their_pairings_index_and_so_their_seeds():
    tool = fixtures.tool("grimheim_balance")
    every = tool.grid_tasks(2)
    two = tool.grid_tasks(2, factions=("ashen", "reavers"))
    assert {(a, b) for _, a, b, _, _ in two} == {("ashen", "reavers")}
    assert two == [task for task in every if task[1:3] == ("ashen", "reavers")]


def test_the_grid_size_option_is_refused_for_a_size_it_does_not_know():
    assert "huge" in _refused("--grid-size", "huge")
