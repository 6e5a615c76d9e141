"""The rules' map model (game/core/maps): terrain, walls and doors, spawns and zones from a Tiled
file, distances, line of sight and movement, and the sentences a broken map gets."""
from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from game.core.maps import (GridMap, MapError, Square, TerrainKind, TerrainRules, chebyshev,
                            euclidean, line_of_sight, load_map, manhattan, neighbours, reachable,
                            visible_from)
from game.games.grudge.rules import board as grudge_board

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "tests" / "data" / "maps"
SKIRMISH_TERRAIN = TerrainRules([
    TerrainKind("open"),
    TerrainKind("rough", cost=2),
    TerrainKind("water", blocks_move=True),
    TerrainKind("rock", blocks_move=True, blocks_sight=True),
    TerrainKind("hedge", cost=2, blocks_sight=True),
])
GATE = 2  # the door's Tiled object id


@pytest.fixture(scope="module")
def skirmish() -> GridMap:
    return load_map(MAPS / "skirmish.tmx", SKIRMISH_TERRAIN)


def steps_from(board: GridMap, cell, **options) -> dict:
    return {step.cell: step for step in neighbours(board, cell, **options)}


# --- terrain -----------------------------------------------------------------------------

def test_squares_take_terrain_cost_and_level_from_tile_properties(skirmish):
    assert (skirmish.width, skirmish.height) == (8, 6)
    assert skirmish.square((0, 0)) == Square("open", cost=1, level=0)
    assert skirmish.square((1, 1)) == Square("rough", cost=2)            # the kind's cost
    assert skirmish.square((2, 1)) == Square("rough", cost=3)            # the tile's own cost
    assert skirmish.square((5, 1)).blocks_sight and skirmish.square((5, 1)).blocks_move
    assert skirmish.square((7, 2)).level == 1
    assert skirmish.properties["title"] == "Test skirmish"


def test_a_layer_property_raises_its_tiles_and_decoration_tiles_change_nothing(skirmish):
    assert skirmish.square((6, 5)) == Square("open", level=2)    # "platform" layer: level=2
    assert skirmish.square((3, 0)) == Square("open")             # "decor" tile has no rule property


def test_a_cell_off_the_map_is_a_callers_bug(skirmish):
    with pytest.raises(ValueError, match="off the 8x6 map"):
        skirmish.square((8, 0))


# --- objects -----------------------------------------------------------------------------

def test_spawn_points_land_in_the_cell_they_are_drawn_in(skirmish):
    spawns = {spawn.name: spawn for spawn in skirmish.spawns}
    assert spawns["red leader"].cell == (1, 5) and spawns["red leader"].properties["side"] == "red"
    assert spawns["blue leader"].cell == (7, 0)


def test_zones_cover_the_cells_whose_centres_they_contain(skirmish):
    assert skirmish.zone("red deployment") == {(c, r) for c in range(3) for r in (4, 5)}
    assert skirmish.zone("objective") == {(5, 4), (6, 4), (5, 5)}          # a triangle
    with pytest.raises(MapError, match="skirmish.tmx: has no zone named .blue deployment."):
        skirmish.zone("blue deployment")


def test_other_objects_keep_their_class_and_properties(skirmish):
    (chest,) = skirmish.of_kind("treasure")
    assert (chest.name, chest.cell, chest.properties["gold"]) == ("chest", (3, 1), 3)


# --- distances ---------------------------------------------------------------------------

def test_distances_in_cells():
    assert chebyshev((0, 0), (3, 2)) == 3
    assert manhattan((0, 0), (3, 2)) == 5
    assert euclidean((0, 0), (3, 4)) == 5.0


# --- line of sight -----------------------------------------------------------------------

def test_a_wall_blocks_sight_across_it_but_not_along_it(skirmish):
    assert not line_of_sight(skirmish, (3, 2), (4, 2))
    assert not line_of_sight(skirmish, (1, 3), (6, 3))
    assert line_of_sight(skirmish, (3, 1), (3, 4))      # beside the wall, never through it


def test_a_line_through_a_walls_middle_is_blocked_and_past_its_end_is_not(skirmish):
    assert not line_of_sight(skirmish, (3, 2), (4, 3))   # the wall runs through corner (4, 3)
    assert line_of_sight(skirmish, (3, 1), (4, 2))       # corner (4, 2) is the wall's end


def test_a_door_blocks_sight_while_closed(skirmish):
    assert not line_of_sight(skirmish, (3, 4), (4, 4))
    assert line_of_sight(skirmish, (3, 4), (4, 4), open_doors={GATE})
    assert skirmish.door("gate").id == GATE


def test_a_fence_stops_feet_but_not_eyes(skirmish):
    assert line_of_sight(skirmish, (0, 4), (0, 5))
    assert (0, 5) not in steps_from(skirmish, (0, 4))


def test_blocking_terrain_hides_what_is_behind_it(skirmish):
    assert not line_of_sight(skirmish, (4, 1), (6, 1))   # rock at (5, 1)
    assert line_of_sight(skirmish, (4, 1), (5, 1))       # the rock itself is seen
    assert not line_of_sight(skirmish, (1, 4), (3, 4))   # hedge at (2, 4)


def test_two_blockers_touching_corner_to_corner_close_the_gap(skirmish):
    assert not line_of_sight(skirmish, (2, 5), (3, 4))   # between hedge (2, 4) and rock (3, 5)
    assert line_of_sight(skirmish, (1, 3), (2, 4)) is True  # the hedge is seen past water


def test_a_higher_cell_sees_over_a_lower_blocker(skirmish):
    assert not line_of_sight(skirmish, (4, 2), (6, 2))   # rock (5, 2) between two level-0 cells
    assert line_of_sight(skirmish, (4, 2), (7, 2))       # (7, 2) stands at level 1


def test_a_ridge_higher_than_both_ends_hides_them(skirmish):
    assert skirmish.square((6, 3)).level == 3
    assert not line_of_sight(skirmish, (5, 3), (7, 3))


def test_sight_is_symmetric_and_always_sees_itself(skirmish):
    for a, b in itertools.combinations(skirmish.cells(), 2):
        assert line_of_sight(skirmish, a, b) == line_of_sight(skirmish, b, a), (a, b)
    assert (2, 2) in visible_from(skirmish, (2, 2))


# --- movement ----------------------------------------------------------------------------

def test_entering_rough_terrain_costs_more_and_water_cannot_be_entered(skirmish):
    steps = steps_from(skirmish, (1, 2))
    assert steps[(0, 2)].cost == 1 and steps[(1, 1)].cost == 2 and steps[(2, 1)].cost == 3
    assert (1, 3) not in steps
    assert steps[(2, 1)].diagonal and not steps[(0, 2)].diagonal


def test_walls_and_closed_doors_stop_steps(skirmish):
    assert (4, 2) not in steps_from(skirmish, (3, 2))
    assert (4, 3) not in steps_from(skirmish, (3, 2))    # diagonal through the wall's middle
    assert (4, 2) in steps_from(skirmish, (3, 1))        # diagonal past its end
    assert (4, 4) not in steps_from(skirmish, (3, 4))
    assert (4, 4) in steps_from(skirmish, (3, 4), open_doors={GATE})
    assert neighbours(skirmish, (0, 0)) == []            # the well house is walled all round


def test_orthogonal_only_movement(skirmish):
    assert set(steps_from(skirmish, (3, 3), diagonal=False)) == {(3, 2), (2, 3), (3, 4)}


def test_a_climb_of_two_levels_and_the_drop_back(skirmish):
    up = steps_from(skirmish, (5, 5))[(6, 5)]
    assert (up.rise, up.kind, up.climb) == (2, "climb", 2)
    down = steps_from(skirmish, (6, 5))[(5, 5)]
    assert (down.rise, down.kind, down.drop) == (-2, "drop", 2)
    assert steps_from(skirmish, (5, 3))[(6, 3)].climb == 3


def test_reachable_counts_terrain_and_lets_a_game_price_climbs(skirmish):
    costs = reachable(skirmish, (0, 2), 3)
    assert costs[(0, 2)] == 0 and costs[(1, 1)] == 2
    assert (2, 1) not in costs and reachable(skirmish, (0, 2), 4)[(2, 1)] == 4
    assert reachable(skirmish, (5, 5), 1)[(6, 5)] == 1
    no_climbing = reachable(skirmish, (5, 5), 1,
                            step_cost=lambda s: None if s.climb > 1 else s.cost)
    assert (6, 5) not in no_climbing


# --- errors ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, message", [
    ("unknown_terrain", "unknown_terrain.tmx: tile at column 3, row 5 has terrain 'lavaa', which "
                        "is not one of: open, rough, water, rock, hedge"),
    ("unknown_gid", "unknown_gid.tmx: tile at column 2, row 1 of layer 'ground' uses tile number "
                    "99, which no tileset defines"),
    ("bad_cost", "bad_cost.tmx: tile at column 1, row 0 has cost 42, which is outside 1..9"),
    ("no_ground", "no_ground.tmx: has no tile layer named 'ground' (its tile layers: 'floor')"),
    ("slanted_wall", "slanted_wall.tmx: object 1 (slanted) in layer 'walls' runs slantwise"),
    ("broken_xml", "broken_xml.tmx: the XML is broken (no element found: line"),
])
def test_a_broken_map_is_refused_with_a_sentence_naming_file_and_fault(name, message):
    with pytest.raises(MapError) as refused:
        load_map(MAPS / f"{name}.tmx", SKIRMISH_TERRAIN)
    assert message in str(refused.value)
    assert "\n" not in str(refused.value)


def test_files_that_are_missing_or_not_maps_get_sentences(tmp_path):
    with pytest.raises(MapError, match="nope.tmx: there is no such map file"):
        load_map(tmp_path / "nope.tmx", SKIRMISH_TERRAIN)
    (tmp_path / "lost.tmx").write_text((MAPS / "no_ground.tmx").read_text().replace(
        '<tileset firstgid="1" name="mini"', '<tileset firstgid="1" source="gone.tsx" name="mini"'))
    with pytest.raises(MapError, match="lost.tmx: pytmx could not read it: Cannot find tileset"):
        load_map(tmp_path / "lost.tmx", SKIRMISH_TERRAIN)
    (tmp_path / "hex.tmx").write_text((MAPS / "no_ground.tmx").read_text().replace(
        'orientation="orthogonal"', 'orientation="hexagonal"'))
    with pytest.raises(MapError, match="hex.tmx: is hexagonal"):
        load_map(tmp_path / "hex.tmx", SKIRMISH_TERRAIN)


@pytest.mark.parametrize("size", ["tilewidth", "tileheight", "width", "height"])
def test_a_map_or_tile_size_of_zero_is_refused_with_a_sentence(tmp_path, size):
    text = (MAPS / "skirmish.tmx").read_text()
    head = text[text.index("<map"):text.index(">", text.index("<map"))]
    (tmp_path / "flat.tmx").write_text(text.replace(head, re.sub(f' {size}="[0-9]+"',
                                                                 f' {size}="0"', head)))
    with pytest.raises(MapError, match=f"flat.tmx: the <map> element's {size} is '0'"):
        load_map(tmp_path / "flat.tmx", SKIRMISH_TERRAIN)


def test_a_zone_off_the_map_or_covering_no_cell_is_refused(tmp_path):
    text = (MAPS / "skirmish.tmx").read_text()
    (tmp_path / "far.tmx").write_text(text.replace('x="96" y="352"', 'x="96" y="999"'))
    with pytest.raises(MapError, match=r"object 5 \(red leader\) in layer 'spawns' lies outside"):
        load_map(tmp_path / "far.tmx", SKIRMISH_TERRAIN)
    thin = text.replace('width="192" height="128"', 'width="20" height="20"')
    (tmp_path / "thin.tmx").write_text(thin)
    with pytest.raises(MapError, match=r"object 7 \(red deployment\).*covers no cell's centre"):
        load_map(tmp_path / "thin.tmx", SKIRMISH_TERRAIN)


def test_terrain_rules_refuse_their_own_mistakes():
    with pytest.raises(ValueError, match="listed twice"):
        TerrainRules([TerrainKind("open"), TerrainKind("open")])
    with pytest.raises(ValueError, match="costs 0"):
        TerrainRules([TerrainKind("free", cost=0)])


# --- the same file drives the app's drawing ----------------------------------------------

def test_the_app_draws_the_same_file_the_rules_read():
    import pygame

    from game.app.render.tilemap import TileMapView

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    view = TileMapView(MAPS / "skirmish.tmx")
    assert view.loaded, view.problem
    assert view.grid_size == (8, 6) and view.layer_names()[:3] == ["ground", "platform", "decor"]


# --- Grudge's maps -----------------------------------------------------------------------

GRUDGE_TERRAIN = grudge_board.TERRAIN


@pytest.mark.parametrize("room", ["camp", "outskirts"])
def test_grudge_maps_read_as_the_grudge_board_sees_them(room):
    # The rules play on camp.tmx; every Grudge map the table draws must have its shape.
    board = load_map(ROOT / "maps" / "grudge" / f"{room}.tmx", GRUDGE_TERRAIN)
    assert (board.width, board.height) == (grudge_board.SIZE, grudge_board.SIZE)
    assert board.cells() == grudge_board.ALL_SQUARES
    assert all(not board.square(cell).blocks_move and board.square(cell).cost == 1
               for cell in board.cells())
    edges = {obj.name: sorted(obj.cells) for obj in board.objects if obj.layer == "edges"}
    assert edges == {name: sorted(cells) for name, cells in grudge_board.EDGES.items()}


def test_centre_to_centre_sight_never_sees_what_grudge_would_not():
    """Grudge sees a square if a line from a centre reaches any part of it, so with the mud
    squares made sight-blocking, everything this model sees Grudge sees too."""
    rules = TerrainRules([TerrainKind("mud", blocks_sight=True)]
                         + [TerrainKind(kind) for kind in ("earth", "grass", "edge")])
    board = load_map(ROOT / "maps" / "grudge" / "camp.tmx", rules)
    walls = frozenset(cell for cell in board.cells() if board.square(cell).terrain == "mud")
    for a, b in itertools.combinations(board.cells(), 2):
        if a not in walls and b not in walls and line_of_sight(board, a, b):
            assert grudge_board.line_of_sight(a, b, walls), (a, b)
