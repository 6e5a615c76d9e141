"""Grudge board geometry: what the rules need from squares, sight, movement and spawning."""
from hypothesis import given, settings, strategies as st

from game.games.grudge.rules import board as B
from game.games.grudge.rules.board import (
    ALL_SQUARES, EDGES, adjacent, campfire_bounce_options, chebyshev, dash_for_sight,
    dash_toward, displace_end, engaged_by, footprint, in_bounds, line_of_sight, neighbors4,
    neighbors8, path_distance, placement_squares, reachable, spawn_options, step_options,
    wall_squares,
)

EVERY = set(ALL_SQUARES)


def free(*taken):
    return EVERY - set(taken)


# --- basics ---------------------------------------------------------------------------

def test_edges_follow_compass():
    assert EDGES["north"][0] == (0, 0) and all(r == 0 for _, r in EDGES["north"])
    assert all(c == 7 for c, _ in EDGES["east"]) and all(r == 7 for _, r in EDGES["south"])
    assert all(c == 0 for c, _ in EDGES["west"]) and all(len(e) == 8 for e in EDGES.values())


def test_adjacency_is_a_king_move():
    assert adjacent((3, 3), (4, 4)) and adjacent([3, 3], [3, 2])
    assert not adjacent((3, 3), (3, 3)) and not adjacent((3, 3), (5, 3))
    assert len(neighbors8((0, 0))) == 3 and len(neighbors8((4, 4))) == 8
    assert neighbors4((0, 0)) == [(1, 0), (0, 1)]
    assert in_bounds((7, 7)) and not in_bounds((8, 0)) and not in_bounds((0, -1))


# --- line of sight --------------------------------------------------------------------

def test_open_board_sees_everything():
    assert all(line_of_sight((0, 0), sq, set()) for sq in ALL_SQUARES)


def test_tent_between_blocks_and_tent_beside_does_not():
    assert not line_of_sight((0, 3), (4, 3), {(2, 3)})
    assert line_of_sight((0, 3), (4, 3), {(2, 2)})
    assert line_of_sight((0, 0), (3, 0), {(1, 1), (2, 1)})


def test_fence_across_the_row_blocks():
    fence = set(footprint("fence_v", (3, 2)))
    assert not line_of_sight((1, 3), (6, 3), fence)
    assert line_of_sight((1, 0), (6, 0), fence)


def test_big_tent_hides_the_square_behind_it():
    tent = set(footprint("big_tent", (3, 3)))
    assert not line_of_sight((2, 3), (5, 4), tent)
    assert line_of_sight((2, 2), (5, 2), tent)


def test_grazing_one_corner_does_not_block():
    # From the centre of (0,0) the only line into (3,2) touches the corner of the tent at
    # (2,1) and the corner of (3,2) itself; touching a corner point is not blocked.
    assert line_of_sight((0, 0), (3, 2), {(2, 1)})
    assert not line_of_sight((0, 0), (3, 2), {(2, 1), (1, 1)})


def test_two_walls_meeting_at_a_corner_close_the_gap():
    assert line_of_sight((0, 0), (1, 1), {(1, 0)})
    assert not line_of_sight((0, 0), (1, 1), {(1, 0), (0, 1)})
    assert not line_of_sight((2, 2), (3, 3), {(3, 2), (2, 3)})


def test_own_squares_never_block_and_sight_is_mutual():
    assert line_of_sight((0, 0), (2, 0), {(0, 0), (2, 0)})
    walls = {(2, 1), (4, 4)}
    for a in ALL_SQUARES:
        for b in ((0, 0), (5, 6)):
            assert line_of_sight(a, b, walls) == line_of_sight(b, a, walls)


def test_accepts_lists():
    assert not line_of_sight([0, 3], [4, 3], [[2, 3]])


def _segment_meets_closed_square(p, q, sq):
    t0, t1 = 0.0, 1.0
    for k in (0, 1):
        lo, hi, d = sq[k], sq[k] + 1, q[k] - p[k]
        if d == 0:
            if not lo <= p[k] <= hi:
                return False
            continue
        a, b = sorted(((lo - p[k]) / d, (hi - p[k]) / d))
        t0, t1 = max(t0, a), min(t1, b)
    return t0 <= t1


def _clearly_visible(a, b, walls, n=13):
    """A line from a's centre to an inside point of b that stays off every wall, even edges."""
    centre = (a[0] + 0.5, a[1] + 0.5)
    return any(not any(_segment_meets_closed_square(centre, (b[0] + i / n, b[1] + j / n), w)
                       for w in walls if w not in (a, b))
               for i in range(1, n) for j in range(1, n))


squares = st.sampled_from(ALL_SQUARES)


@settings(max_examples=150, deadline=None)
@given(a=squares, b=squares, walls=st.frozensets(squares, max_size=10), extra=squares)
def test_sight_agrees_with_sampled_lines_and_more_walls_never_help(a, b, walls, extra):
    sees = line_of_sight(a, b, walls)
    if _clearly_visible(a, b, walls) or _clearly_visible(b, a, walls):
        assert sees
    if not sees:
        assert not line_of_sight(a, b, walls | {extra})


# --- engagement -------------------------------------------------------------------------

def test_engaged_by_needs_adjacency_and_sight():
    walls = {(3, 2), (2, 3)}
    enemies = [(3, 3), (2, 1), (5, 5), (1, 2)]
    assert engaged_by((2, 2), enemies, walls) == [(2, 1), (1, 2)]


# --- movement -------------------------------------------------------------------------

FENCE = set(footprint("fence_v", (1, 0)))  # (1,0) and (1,1)


def test_step_options_skip_walls_edges_and_pig():
    assert step_options((0, 0), FENCE, (), ()) == [(0, 1)]
    assert step_options((3, 3), (), (), (), blocked_extra=[(3, 2)]) == [(4, 3), (3, 4), (2, 3)]


def test_reachable_walks_around_a_fence():
    assert (2, 0) not in reachable((0, 0), 5, FENCE, (), ())
    paths = reachable((0, 0), 6, FENCE, (), ())
    assert paths[(2, 0)] == [(0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0)]
    assert (0, 0) not in paths and not FENCE & set(paths)
    assert all(len(p) <= 6 for p in paths.values())


def test_allies_are_passed_through_but_never_ended_on():
    corridor = {(c, 1) for c in range(8)}
    paths = reachable((0, 0), 3, corridor, enemies=(), friends=[(1, 0)])
    assert paths[(2, 0)] == [(1, 0), (2, 0)] and (1, 0) not in paths


def test_enemies_block_entry_by_default():
    corridor = {(c, 1) for c in range(8)}
    assert reachable((0, 0), 3, corridor, enemies=[(1, 0)], friends=()) == {}
    assert step_options((0, 0), corridor, [(1, 0)], ()) == []


def test_literal_reading_lets_movers_pass_enemies_but_not_stop(monkeypatch):
    monkeypatch.setattr(B, "ENEMIES_BLOCK_MOVEMENT", False)
    corridor = {(c, 1) for c in range(8)}
    paths = reachable((0, 0), 3, corridor, enemies=[(1, 0)], friends=())
    assert paths[(2, 0)] == [(1, 0), (2, 0)] and (1, 0) not in paths


def test_campfire_ends_the_move():
    corridor = {(c, 1) for c in range(8)}
    paths = reachable((0, 0), 5, corridor, (), (), campfire=(2, 0))
    assert paths[(2, 0)] == [(1, 0), (2, 0)]
    assert (3, 0) not in paths and set(paths) == {(1, 0), (2, 0)}


def test_pig_blocks_movement():
    corridor = {(c, 1) for c in range(8)}
    assert set(reachable((0, 0), 5, corridor, (), (), pig=(1, 0))) == set()


def test_path_distance_goes_around_and_can_be_cut_off():
    assert path_distance((0, 0), (2, 0), FENCE) == 6
    assert path_distance((0, 0), (0, 0), FENCE) == 0
    wall = {(1, r) for r in range(8)}
    assert path_distance((0, 0), (2, 0), wall) is None
    assert path_distance((0, 0), (2, 0), set(), blockers=[(1, 0)]) == 4
    assert path_distance((0, 0), (1, 0), set(), blockers=[(1, 0)]) == 1
    assert chebyshev((0, 0), (3, 5)) == 5


# --- displacement and the campfire ----------------------------------------------------

def test_displace_slides_to_the_board_edge():
    assert displace_end((3, 3), "east", set(), [(3, 3)], None) == ((7, 3), False)
    assert displace_end((3, 3), "north", set(), (), None) == ((3, 0), False)


def test_displace_bumps_walls_characters_and_pig():
    assert displace_end((3, 3), "west", {(0, 3)}, (), None) == ((1, 3), False)
    assert displace_end((3, 3), "south", set(), [(3, 6)], None) == ((3, 5), False)
    assert displace_end((3, 3), "east", set(), (), None, pig=(4, 3)) == ((3, 3), False)


def test_displace_stops_on_the_campfire():
    assert displace_end((3, 3), "east", set(), (), (5, 3)) == ((5, 3), True)


def test_campfire_bounce_lists_free_neighbours():
    options = campfire_bounce_options((0, 0), occupied=[(1, 0)], walls={(0, 1)})
    assert options == [(1, 1)]


# --- spawning -------------------------------------------------------------------------

def test_intimate_prefers_adjacent_squares():
    assert spawn_options("intimate", (0, 0), free((0, 0)), set()) == [(1, 0), (0, 1), (1, 1)]


def test_intimate_falls_back_to_the_closest_ring():
    ring = {(1, 0), (0, 1), (1, 1)}
    got = spawn_options("intimate", (0, 0), free((0, 0), *ring), set())
    assert got == [(2, 0), (2, 1), (0, 2), (1, 2), (2, 2)]


def test_lurking_hides_within_five():
    tent = {(3, 0)}
    got = spawn_options("lurking", (0, 0), free((0, 0), (3, 0)), tent)
    assert got and all(chebyshev(s, (0, 0)) <= 5 and not line_of_sight(s, (0, 0), tent)
                       for s in got)
    assert (4, 0) in got and (7, 0) not in got


def test_lurking_without_cover_uses_any_square_within_five():
    got = spawn_options("lurking", (0, 0), free((0, 0)), set())
    assert set(got) == {s for s in ALL_SQUARES if s != (0, 0) and chebyshev(s, (0, 0)) <= 5}


def test_lurking_with_nothing_within_five_takes_the_closest():
    got = spawn_options("lurking", (0, 0), {(7, 6), (6, 7), (7, 7)}, set())
    assert got == [(7, 6), (6, 7), (7, 7)]


def test_watching_goes_as_far_as_sight_allows():
    assert spawn_options("watching", (0, 0), free((0, 0)), set()) == \
        [s for s in ALL_SQUARES if chebyshev(s, (0, 0)) == 7]
    walls = set(footprint("fence_h", (6, 6))) | {(7, 5), (5, 7)}
    got = spawn_options("watching", (0, 0), free((0, 0)) - walls, walls)
    assert (7, 7) not in got and all(line_of_sight(s, (0, 0), walls) for s in got)
    assert {chebyshev(s, (0, 0)) for s in got} == {7}


def test_watching_without_sight_takes_the_farthest():
    walls = {(1, 0), (0, 1), (1, 1)}
    got = spawn_options("watching", (0, 0), {(0, 2), (3, 3)}, walls)
    assert got == [(3, 3)]


# --- monster dashes ---------------------------------------------------------------------

def test_dash_toward_closes_in_around_walls():
    end = dash_toward((0, 0), (3, 0), 3, FENCE, enemies=[(3, 0)], friends=())
    assert end == (1, 2)  # 3 steps along the only route, south around the fence
    assert path_distance(end, (2, 1), FENCE) == 2


def test_dash_toward_stays_when_already_adjacent_and_avoids_the_campfire():
    assert dash_toward((2, 0), (3, 0), 3, set(), [(3, 0)], ()) == (2, 0)
    end = dash_toward((0, 0), (3, 0), 2, set(), [(3, 0)], (), campfire=(2, 0))
    assert end == (1, 1)


def test_dash_toward_is_deterministic_with_allies_in_the_way():
    # (3,4) past the ally at (1,4) and (2,3) both leave 2 steps to reach (4,3) in 3 steps:
    # reading order settles it, whatever order the allies are listed in.
    args = ((0, 4), (5, 4), 3, set(), [(5, 4)])
    assert dash_toward(*args, [(4, 4), (1, 4)]) == dash_toward(*args, [(1, 4), (4, 4)]) == (2, 3)
    assert dash_toward(*args, [(4, 4), (1, 4), (2, 3)]) == (3, 4)


def test_dash_for_sight_picks_the_farthest_square_with_sight():
    walls = {(4, 0), (4, 1), (4, 2)}
    end = dash_for_sight((3, 1), (6, 1), 2, walls, enemies=[(6, 1)], friends=())
    assert end is not None and line_of_sight(end, (6, 1), walls)
    others = [s for s in reachable((3, 1), 2, walls, [(6, 1)], ()) if line_of_sight(s, (6, 1), walls)]
    assert all(chebyshev(end, (6, 1)) >= chebyshev(s, (6, 1)) for s in others)


def test_dash_for_sight_can_stay_or_give_up():
    assert dash_for_sight((0, 0), (7, 7), 0, set(), [(7, 7)], ()) == (0, 0)
    box = {(1, 0), (1, 1), (0, 1)}
    assert dash_for_sight((0, 0), (7, 7), 3, box, [(7, 7)], ()) is None


# --- terrain placement ------------------------------------------------------------------

def test_placement_keeps_pieces_on_free_squares():
    assert len(placement_squares("tent", (), ())) == 64
    assert len(placement_squares("big_tent", (), ())) == 49
    assert len(placement_squares("fence_h", (), ())) == 56
    assert (7, 0) not in placement_squares("fence_h", (), ())
    assert (0, 7) in placement_squares("fence_h", (), ())
    anchors = placement_squares("big_tent", [(4, 4)], ())
    assert (3, 3) not in anchors and (4, 4) not in anchors and (5, 5) in anchors
    pig = placement_squares("pig", (), ())
    assert len(pig) == 36 and all(1 <= c <= 6 and 1 <= r <= 6 for c, r in pig)


def test_wall_squares_from_pieces():
    walls = wall_squares([("tent", (0, 0)), ("big_tent", [2, 2]), ("campfire", (6, 6))])
    assert walls == {(0, 0), (2, 2), (3, 2), (2, 3), (3, 3)}
