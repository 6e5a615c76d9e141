"""Grudge board geometry: sight, movement, displacement, spawning and terrain placement.

Pure functions over squares (col, row): col 0..7 runs west->east, row 0..7 north->south.
`walls` is always the set of squares covered by a Tent, the Big Tent or a Fence: the only
pieces that stop both movement and sight. The Stuck Pig stops movement only; the Campfire
stops neither (entering it ends a move). Every ruling is listed in docs/rulings/grudge.md.
"""

from __future__ import annotations

import itertools
import math
from collections import deque
from functools import lru_cache

from game.core import data
from game.core.maps import GridMap, MapError, TerrainKind, TerrainRules, load_map

MAPS = data.MAPS / "grudge"
# The camp's ground: every kind is open and costs one square; the pieces a room places on it
# (tents, fences, the campfire, the pig) are what block, and they come from the room roll.
TERRAIN = TerrainRules([TerrainKind(kind) for kind in ("earth", "grass", "mud", "edge")])


def _board() -> GridMap:
    """The board as the map maker drew it (maps/grudge/camp.tmx); every Grudge map must have
    its shape, so the rules and the drawn room agree (tests/grudge checks the others)."""
    board = load_map(MAPS / "camp.tmx", TERRAIN)
    if board.width != board.height:
        raise MapError(f"camp.tmx is {board.width}x{board.height}; Grudge's board is square.")
    return board


BOARD = _board()
SIZE = BOARD.width
DIRECTIONS = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}
# The rows and columns a Warrior may enter from, named by the map's "edges" objects, each
# listed along the edge in reading order.
EDGES = {
    obj.name: sorted(obj.cells, key=lambda sq: (sq[1], sq[0]))
    for obj in BOARD.objects
    if obj.layer == "edges"
}
if sorted(EDGES) != sorted(DIRECTIONS):
    raise MapError(
        f"camp.tmx must name the four edges {', '.join(DIRECTIONS)} on its "
        f'"edges" layer; it names {", ".join(EDGES) or "none"}.'
    )
ALL_SQUARES = [(c, r) for r in range(SIZE) for c in range(SIZE)]  # reading order
SPAWN_RANGE = 5  # "within 5 spaces", counted in king moves like adjacency
# Ruling: the printed movement paragraph contradicts itself; we read enemies as blocking and
# allies as passable. Flip this (or pass enemies_block=False) for the literal second sentence.
ENEMIES_BLOCK_MOVEMENT = True
FOOTPRINTS = {
    "tent": ((0, 0),),
    "big_tent": ((0, 0), (1, 0), (0, 1), (1, 1)),
    "fence_h": ((0, 0), (1, 0)),
    "fence_v": ((0, 0), (0, 1)),
    "campfire": ((0, 0),),
    "pig": ((0, 0),),
}
WALL_KINDS = frozenset({"tent", "big_tent", "fence_h", "fence_v"})
_N4 = ((0, -1), (1, 0), (0, 1), (-1, 0))
_N8 = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
_FAR = 10**6


def _sq(s):
    return s if type(s) is tuple else (s[0], s[1])


def _set(squares):
    if isinstance(squares, frozenset):
        return squares
    return frozenset(_sq(s) for s in squares if s is not None)


def _reading(sq):
    return (sq[1], sq[0])


# --- basics -----------------------------------------------------------------------------


def in_bounds(sq) -> bool:
    return 0 <= sq[0] < SIZE and 0 <= sq[1] < SIZE


def chebyshev(a, b) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def adjacent(a, b) -> bool:
    return chebyshev(a, b) == 1


def neighbors4(sq) -> list:
    """Orthogonal neighbours on the board, in the order north, east, south, west."""
    c, r = sq
    return [(c + dc, r + dr) for dc, dr in _N4 if 0 <= c + dc < SIZE and 0 <= r + dr < SIZE]


def neighbors8(sq) -> list:
    """King-move neighbours on the board, in reading order."""
    c, r = sq
    return [(c + dc, r + dr) for dc, dr in _N8 if 0 <= c + dc < SIZE and 0 <= r + dr < SIZE]


# --- line of sight ----------------------------------------------------------------------
# Exact geometry in doubled coordinates (square (c, r) spans [2c, 2c+2] x [2r, 2r+2], its
# centre is odd,odd), so every corner is an integer point and float ratios compare exactly.


def _box(sq):
    return (2 * sq[0], 2 * sq[1], 2 * sq[0] + 2, 2 * sq[1] + 2)


def _ray_span(c, d, box):
    """Parameters (t0, t1) where the ray c + t*d meets the box, or None if it misses."""
    t0, t1 = -math.inf, math.inf
    for k in (0, 1):
        lo, hi = box[k], box[k + 2]
        if d[k] == 0:
            if not lo < c[k] < hi:  # c is odd, edges even: never exactly on an edge
                return None
            continue
        ta, tb = (lo - c[k]) / d[k], (hi - c[k]) / d[k]
        if ta > tb:
            ta, tb = tb, ta
        t0, t1 = max(t0, ta), min(t1, tb)
    return (t0, t1) if t0 <= t1 else None


def _ray_clear(c, d, target_box, walls):
    """Does the ray from c along d reach the target square before any wall stops it?"""
    span = _ray_span(c, d, target_box)
    if span is None or span[1] < 0:
        return False
    t_target = max(span[0], 0.0)
    for w in walls:
        hit = _ray_span(c, d, _box(w))
        if hit and hit[0] < hit[1] and hit[1] > 0 and hit[0] < t_target:
            return False  # passes through the wall's interior on the way
        for px in (2 * w[0], 2 * w[0] + 2):
            for py in (2 * w[1], 2 * w[1] + 2):
                vx, vy = px - c[0], py - c[1]
                if vx * d[1] != vy * d[0] or vx * d[0] + vy * d[1] <= 0:
                    continue
                if (vx / d[0] if d[0] else vy / d[1]) > t_target:
                    continue
                # The ray crosses the corner point P; it is squeezed shut when the two
                # squares flanking it there are both walls.
                gx, gy = px // 2, py // 2
                east, south = d[0] > 0, d[1] > 0
                side1 = (gx if east else gx - 1, gy - 1 if south else gy)
                side2 = (gx - 1 if east else gx, gy if south else gy - 1)
                if side1 in walls and side2 in walls:
                    return False
    return True


def _sees(a, b, walls):
    """Can a straight line from the centre of a reach any part of b?"""
    c = (2 * a[0] + 1, 2 * a[1] + 1)
    target = _box(b)
    mid = (2 * b[0] + 1 - c[0], 2 * b[1] + 1 - c[1])
    if _ray_clear(c, mid, target, walls):
        return True

    def rel(d):  # signed angle from the direction of b's centre
        return math.atan2(mid[0] * d[1] - mid[1] * d[0], mid[0] * d[0] + mid[1] * d[1])

    def direction(x, y):
        dx, dy = x - c[0], y - c[1]
        g = math.gcd(dx, dy)
        return (dx // g, dy // g)

    b_corners = [direction(x, y) for x in (target[0], target[2]) for y in (target[1], target[3])]
    lo, hi = min(map(rel, b_corners)), max(map(rel, b_corners))
    # Which walls a ray meets only changes at directions through corners, so testing every
    # such direction and one direction strictly between each neighbouring pair is exhaustive.
    dirs = set(b_corners)
    for w in walls:
        box = _box(w)
        dirs.update(direction(x, y) for x in (box[0], box[2]) for y in (box[1], box[3]))
    ordered = sorted((d for d in dirs if lo <= rel(d) <= hi), key=rel)
    tests = ordered + [(p[0] + q[0], p[1] + q[1]) for p, q in itertools.pairwise(ordered)]
    return any(_ray_clear(c, d, target, walls) for d in tests)


@lru_cache(maxsize=1 << 17)
def _los(a, b, walls):
    if a == b:
        return True
    c0, c1 = sorted((a[0], b[0]))
    r0, r1 = sorted((a[1], b[1]))
    # Walls outside the rectangle spanned by a and b cannot touch a sight line between them.
    between = frozenset(w for w in walls if c0 <= w[0] <= c1 and r0 <= w[1] <= r1) - {a, b}
    if not between:
        return True
    return _sees(a, b, between) or _sees(b, a, between)


def line_of_sight(a, b, walls) -> bool:
    """Symmetric: true if a line from the centre of either square reaches any part of the
    other without crossing a wall's interior or squeezing between two walls that touch
    corner to corner. Grazing a single wall's corner does not block."""
    a, b = _sq(a), _sq(b)
    if a > b:
        a, b = b, a
    return _los(a, b, _set(walls))


def visible_from(sq, walls) -> list:
    """Every square with line of sight to sq (sq included), in reading order."""
    sq, walls = _sq(sq), _set(walls)
    return [s for s in ALL_SQUARES if s not in walls and line_of_sight(sq, s, walls)]


def engaged_by(char_sq, enemy_squares_ok, walls) -> list:
    """Enemies (already filtered to those able to engage) adjacent to char with sight of it."""
    char_sq, walls = _sq(char_sq), _set(walls)
    return [
        _sq(e)
        for e in enemy_squares_ok
        if adjacent(char_sq, e) and line_of_sight(char_sq, _sq(e), walls)
    ]


# --- movement ---------------------------------------------------------------------------


def step_options(sq, walls, enemies, friends, blocked_extra=(), enemies_block=None) -> list:
    """Orthogonal squares a mover may step into (possibly only to pass through).
    Allies never block entry; whether enemies do follows ENEMIES_BLOCK_MOVEMENT."""
    if enemies_block is None:
        enemies_block = ENEMIES_BLOCK_MOVEMENT
    walls, extra = _set(walls), _set(blocked_extra)
    foes = _set(enemies) if enemies_block else frozenset()
    return [n for n in neighbors4(_sq(sq)) if n not in walls and n not in extra and n not in foes]


def reachable(
    start, steps, walls, enemies, friends, campfire=None, pig=None, enemies_block=None
) -> dict:
    """{end square: path (start excluded)} for every square a move of 1..steps orthogonal
    steps may end on. Nobody ends on a character or the pig; entering the campfire ends the
    move there (the engine then bounces the mover). Paths are shortest, N/E/S/W first."""
    start, walls = _sq(start), _set(walls)
    enemies, friends = _set(enemies) - {start}, _set(friends) - {start}
    extra = frozenset() if pig is None else frozenset({_sq(pig)})
    camp = None if campfire is None else _sq(campfire)
    occupied = enemies | friends | extra
    parent, depth = {start: None}, {start: 0}
    queue, ends = deque([start]), []
    while queue:
        sq = queue.popleft()
        if depth[sq] >= steps:
            continue
        for n in step_options(sq, walls, enemies, friends, extra, enemies_block):
            if n in parent:
                continue
            parent[n], depth[n] = sq, depth[sq] + 1
            if n not in occupied:
                ends.append(n)
            if n != camp:
                queue.append(n)
    result = {}
    for end in ends:
        path, sq = [], end
        while sq != start:
            path.append(sq)
            sq = parent[sq]
        result[end] = path[::-1]
    return result


def _distance_map(sources, walls, blockers=frozenset()) -> dict:
    """Orthogonal walking distance from the nearest source, ignoring characters."""
    dist = {s: 0 for s in sources}
    queue = deque(dist)
    while queue:
        sq = queue.popleft()
        for n in neighbors4(sq):
            if n not in dist and n not in walls and n not in blockers:
                dist[n] = dist[sq] + 1
                queue.append(n)
    return dist


def path_distance(a, b, walls, blockers=()):
    """Orthogonal walking distance from a to b around walls and blockers, ignoring
    characters; b itself may be a blocker (distance to stand in it). None if cut off."""
    a, b, walls, blockers = _sq(a), _sq(b), _set(walls), _set(blockers)
    if a == b:
        return 0
    dist, queue = {a: 0}, deque([a])
    while queue:
        sq = queue.popleft()
        for n in neighbors4(sq):
            if n == b and n not in walls:
                return dist[sq] + 1
            if n not in dist and n not in walls and n not in blockers:
                dist[n] = dist[sq] + 1
                queue.append(n)
    return None


def _dash_options(start, steps, walls, enemies, friends, campfire, pig):
    """Staying put plus every reachable end, minus the campfire (a monster never picks it)."""
    options = {_sq(start): []}
    options.update(reachable(start, steps, walls, enemies, friends, campfire, pig))
    if campfire is not None:
        options.pop(_sq(campfire), None)
    return options


def dash_toward(start, target, steps, walls, enemies, friends, campfire=None, pig=None):
    """The end square (start if nothing is better) that leaves the mover the shortest walk
    (around walls, pig and campfire; characters ignored) to a free square adjacent to target
    with sight of it. Ties: fewest steps, then reading order."""
    start, target, walls = _sq(start), _sq(target), _set(walls)
    # Nobody can stand on the campfire, so it is no goal and the walk estimate avoids it.
    blockers = _set(s for s in (pig, campfire) if s is not None)
    others = (_set(enemies) | _set(friends) | blockers) - {start}
    goals = [
        s
        for s in neighbors8(target)
        if s not in walls and s not in blockers and line_of_sight(s, target, walls)
    ]
    dist = _distance_map([s for s in goals if s not in others] or goals, walls, blockers)
    options = _dash_options(start, steps, walls, enemies, friends, campfire, pig)
    return min(options, key=lambda s: (dist.get(s, _FAR), len(options[s]), _reading(s)))


def dash_for_sight(start, target, steps, walls, enemies, friends, campfire=None, pig=None):
    """Among ends (staying put included) with sight of target, the farthest from it in king
    moves; ties: farther in a straight line, fewest steps, reading order. None if none."""
    start, target, walls = _sq(start), _sq(target), _set(walls)
    options = _dash_options(start, steps, walls, enemies, friends, campfire, pig)
    seen = [s for s in options if line_of_sight(s, target, walls)]
    if not seen:
        return None

    def key(s):
        d2 = (s[0] - target[0]) ** 2 + (s[1] - target[1]) ** 2
        return (-chebyshev(s, target), -d2, len(options[s]), _reading(s))

    return min(seen, key=key)


# --- displacement and the campfire ------------------------------------------------------


def displace_end(start, direction, walls, occupied, campfire=None, pig=None):
    """Slide from start one square at a time in a compass direction until the next square is
    off the board, a wall, the pig or a character, or the mover lands on the campfire.
    Returns (end square, landed on the campfire)."""
    sq, walls = _sq(start), _set(walls)
    stops = _set(occupied) - {sq}
    if pig is not None:
        stops |= {_sq(pig)}
    camp = None if campfire is None else _sq(campfire)
    dc, dr = DIRECTIONS[direction]
    while True:
        nxt = (sq[0] + dc, sq[1] + dr)
        if not in_bounds(nxt) or nxt in walls or nxt in stops:
            return sq, False
        sq = nxt
        if sq == camp:
            return sq, True


def campfire_bounce_options(campfire, occupied, walls) -> list:
    """Squares (king-adjacent to the campfire, reading order) a mover may be bounced to.
    `occupied` should hold every character and the pig."""
    taken = _set(occupied) | _set(walls)
    return [s for s in neighbors8(_sq(campfire)) if s not in taken]


# --- spawning ---------------------------------------------------------------------------


def _at_extreme(squares, origin, pick):
    best = pick(chebyshev(s, origin) for s in squares)
    return [s for s in squares if chebyshev(s, origin) == best]


def spawn_options(spawn, warrior, free_squares, walls) -> list:
    """Squares (reading order) a monster with this spawning location may be placed on.
    Distances are king moves (chebyshev), the same count as adjacency."""
    warrior, walls = _sq(warrior), _set(walls)
    free = sorted(_set(free_squares) - walls - {warrior}, key=_reading)
    if not free:
        return []
    if spawn == "intimate":
        return [s for s in free if adjacent(s, warrior)] or _at_extreme(free, warrior, min)
    if spawn == "lurking":
        within = [s for s in free if chebyshev(s, warrior) <= SPAWN_RANGE]
        hidden = [s for s in within if not line_of_sight(s, warrior, walls)]
        return hidden or within or _at_extreme(free, warrior, min)
    if spawn == "watching":
        seen = [s for s in free if line_of_sight(s, warrior, walls)]
        return _at_extreme(seen or free, warrior, max)
    raise ValueError(f"unknown spawning location {spawn!r}")


# --- terrain placement ------------------------------------------------------------------


def footprint(kind, anchor) -> list:
    """Squares covered by a piece whose top-left square is anchor."""
    c, r = anchor
    return [(c + dc, r + dr) for dc, dr in FOOTPRINTS[kind]]


def placement_squares(kind, occupied, walls) -> list:
    """Anchors (reading order) where a piece fits wholly on free board squares. Edge rows
    are allowed; only the pig keeps off the outer ring, as its placement roll skips it."""
    taken = _set(occupied) | _set(walls)
    lo, hi = (1, SIZE - 2) if kind == "pig" else (0, SIZE - 1)
    return [
        a
        for a in ALL_SQUARES
        if all(lo <= s[0] <= hi and lo <= s[1] <= hi and s not in taken for s in footprint(kind, a))
    ]


def wall_squares(pieces) -> frozenset:
    """The walls set from placed pieces given as (kind, anchor) pairs."""
    return frozenset(
        s for kind, anchor in pieces if kind in WALL_KINDS for s in footprint(kind, _sq(anchor))
    )


def pig_square(col_roll, row_roll):
    """The pig's square from two d6 rolls (1..6) that skip the outer columns and rows."""
    return (min(max(col_roll, 1), SIZE - 2), min(max(row_roll, 1), SIZE - 2))


def start_squares(edge, taken) -> list:
    """Squares on the rolled starting edge where the warrior may be placed."""
    taken = _set(taken)
    return [s for s in EDGES[edge] if s not in taken]
