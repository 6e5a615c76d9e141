"""The panel at the end of a fight, a battle or a run tells the outcome, what the game did and
what changed for each side, and what comes next, in sentences (not a dump of the outcome's
keys), for GRIM, Grimheim, GRIMLORE and Grudge (Tainted Grail's chapter end has its own)."""
from __future__ import annotations

import random

import pytest

from game.app.main import headless_context
from game.app.scenes.game_menu import ResultDialog
from game.app.session import board_scene_for
from game.core.match import Match
from game.core.registry import get_rules

# game, seed, words the lines about what happened must hold
CASES = [
    ("grim", 1, ("Banished left", "Health")),
    ("grimheim", 1, ("VP", "taken out", "side quest")),
    ("grimlore", 1, ("Events:", "won")),
    ("grudge", 1, ("rooms cleared", "Luckstone")),
]


def _ended(game: str, seed: int) -> Match:
    match = Match(get_rules(game), seed=seed, human_seats={0}).start()
    rng = random.Random(seed)
    for _ in range(20000):
        if match.outcome() is not None:
            return match
        seat = match.pending().seat
        match.submit(seat, rng.choice(match.legal(seat)))
    raise AssertionError(f"{game} never ended")


@pytest.mark.parametrize(("game", "seed", "words"), CASES, ids=[c[0] for c in CASES])
def test_the_end_panel_tells_outcome_changes_and_what_next(tmp_path, game, seed, words):
    match = _ended(game, seed)
    ctx = headless_context(tmp_path)
    lines = ResultDialog(ctx, board_scene_for(ctx, match), {}).lines
    told = " ".join(lines[1:])
    assert len(lines) >= 3 and len(set(lines)) == len(lines), lines
    assert all(w in told for w in words), lines  # what the game did and where each side stands
    assert lines[-1].startswith("Next:"), lines  # and what comes next
    # sentences, never a key and its bare value ("Events won: 3", "Result: defeat")
    assert not any(line.split(":")[0].replace(" ", "").isalpha() and line.split(":")[-1].strip()
                   .isdigit() for line in lines), lines
