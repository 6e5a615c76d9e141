"""The battlemats (issue #24): each is a place, not an empty room (at most 60% plain floor),
every open tile reaches every other (figures are placed anywhere open) even past one figure
standing anywhere, the four flight corners are open, the fight picks a mat that suits the
tile, and a fight on every mat is played to its end by the party's AI and by random play."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.agenda import Ctx, copy_state
from game.core.chance import Chance
from game.core.playout import bare
from game.games.grimlore.ai.player import choose
from game.games.grimlore.rules import RULES, content, engine
from game.games.grimlore.rules import board as B
from game.games.grimlore.rules.counts import content_counts
from tests.grimlore.combat_fixtures import fight
from tests.grimlore.fixtures import play
from tests.grimlore.test_tests import opening

KINDS = ("wilderness", "settlement", "dungeon")


def test_there_are_at_least_twelve_mats_and_each_file_is_listed():
    files = {p.stem for p in Path(B.MAPS).glob("*.tmx")}
    assert files == set(B.MATS)
    assert len(B.MATS) >= 12 and content_counts()["battlemats"] == len(B.MATS)
    assert len({B.MAT_WORDS[m] for m in B.MATS}) == len(B.MATS)  # each its own place


@pytest.mark.parametrize("name", B.MATS)
def test_a_mat_loads_and_is_at_most_sixty_percent_plain_floor(name):
    board = B.mat(name)
    assert (board.width, board.height) == (10, 8)
    kinds = [board.square(c).terrain for c in board.cells()]
    assert kinds.count("floor") <= 0.6 * len(kinds), kinds.count("floor")
    assert len(set(kinds)) >= 4  # floor and at least three other kinds of ground


@pytest.mark.parametrize("name", B.MATS)
def test_every_open_tile_reaches_every_other_and_the_corners_are_open(name):
    cells = set(B.open_cells(name))
    assert set(B.corners(name)) <= cells
    for start in cells:
        reached = set(B.moves(name, start, 999, set())) | {start}
        assert reached == cells, (start, sorted(cells - reached))


@pytest.mark.parametrize("name", B.MATS)
def test_no_single_figure_seals_off_part_of_a_mat(name):
    """No one-tile-wide neck: with any one open tile taken, the rest still reach each other, so
    a figure in a doorway or on a bridge never cuts a foe off from the fight."""
    cells = set(B.open_cells(name))
    for taken in cells:
        start = next(iter(cells - {taken}))
        reached = set(B.moves(name, start, 999, {taken})) | {start}
        assert reached == cells - {taken}, (taken, sorted(cells - {taken} - reached))


@pytest.mark.parametrize("kind", KINDS)
def test_a_fight_is_set_on_a_mat_that_suits_the_tile_and_each_such_mat_comes_up(kind):
    tile = next(t for t, v in content.load()["tiles"].items() if v["kind"] == kind)
    seen = set()
    for seed in range(40):
        state = opening()
        state["tile"] = tile
        state["agenda"].append({"op": "combat_start", "monster": "bog_lurker"})
        engine.AGENDA.run(Ctx(state, Chance(seed)))
        state = play(state, Chance(seed), type="fight")
        seen.add(state["combat"]["mat"])
    assert seen == set(B.MATS_OF_KIND[kind])


def test_every_mat_suits_some_kind_of_place_and_each_kind_has_a_choice():
    assert all(B.MAT_PLACES[m][1] and set(B.MAT_PLACES[m][1]) <= set(KINDS) for m in B.MATS)
    assert all(len(B.MATS_OF_KIND[k]) >= 3 for k in KINDS)


def _placed(name: str, seed: int) -> dict:
    """A two-character fight against a monster and its minions, every figure at a random open
    tile of ``name`` as the rules place them."""
    state = fight(
        "ridge_wolves", {"c1": (0, 0), "c2": (9, 7)}, {"m": (0, 7), "n1": (9, 0), "n2": (0, 1)}
    )
    cb = state["combat"]
    cb["mat"] = name
    free = B.open_cells(name)
    random.Random(seed).shuffle(free)
    for figure in [*cb["units"].values(), *cb["pcs"].values()]:
        figure["cell"] = list(free.pop())
    return state


@pytest.mark.parametrize("name", B.MATS)
def test_a_fight_on_every_mat_is_played_to_its_end(name):
    endings = []
    for seed in range(4):
        state, rng, chance = _placed(name, seed), random.Random(seed), Chance(seed)
        for _ in range(3000):
            if state["combat"] is None:
                break
            legal = RULES.legal(state, 0)
            picked = choose(RULES.view(state, 0), legal, rng) if seed % 2 else rng.choice(legal)
            events = RULES.decide(state, {**bare(picked), "seat": 0}, chance)
            state = copy_state(state)
            for event in events:
                RULES.apply(state, event)
        assert state["combat"] is None, (seed, state["log"][-5:])
        endings.append(state["log"])
    # the AI's fights are settled by blows, not by the party slipping away after 30 rounds
    assert not any("drags on" in line for log in endings[1::2] for line in log)


def test_the_party_ai_walks_round_a_tomb_to_reach_a_foe_behind_it():
    """On the crypt hall a tomb stands between Aldra (8,0) and the Lurker (8,2); no step within
    her move brings her closer in a straight line, but the way round by the east wall does. A
    straight-line count left her bracing behind the tomb round after round."""
    state = fight("bog_lurker", {"c1": (8, 0)}, {"m": (8, 2)})
    picked = choose(RULES.view(state, 0), RULES.legal(state, 0), random.Random(0))
    assert (picked["type"], picked.get("cell")) == ("move", [9, 1])
