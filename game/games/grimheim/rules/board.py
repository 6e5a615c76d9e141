"""The battlefield as the rules read it: terrain kinds, the map of a mission (read once by
game/core/maps), distances in whole inches (one square each), movement with climbing, jumping
gaps and dropping, melee contact across heights, line of sight, cover and obscurement."""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise
from pathlib import Path

from game.core import data
from game.core.maps import (
    GridMap,
    MapError,
    TerrainKind,
    TerrainRules,
    chebyshev,
    line_of_sight,
    load_map,
)
from game.core.maps import neighbours as core_neighbours
from game.core.maps.geometry import corner_blocked
from game.core.maps.sight import crossings

MAPS = data.MAPS / "grimheim"
OBSTACLE = 2  # inches lost scrambling over rubble or a barricade
CLIMB = 2  # inches lost climbing up or down
SAFE_DROP = 2  # inches a model drops without a fall roll
MAX_LEAP = 3  # the highest jump down a model takes on purpose (a jump-down Charge)
COVER_TERRAIN = ("rubble", "barricade", "rock")

TERRAIN = TerrainRules(
    [
        TerrainKind("earth"),
        TerrainKind("rubble", cost=1 + OBSTACLE),
        TerrainKind("barricade", cost=1 + OBSTACLE),
        TerrainKind("brush"),
        TerrainKind("rock", blocks_move=True, blocks_sight=True),
        TerrainKind("gap", blocks_move=True),
        TerrainKind("ladder"),
    ]
)

Cell = tuple[int, int]


ZONES = ("deploy_0", "deploy_1")  # each side's deployment zone, Player 1's first


@lru_cache(maxsize=16)
def board(name: str) -> GridMap:
    return load_battlefield(MAPS / f"{name}.tmx")


def load_battlefield(path: Path) -> GridMap:
    """A Grimheim map, read and checked for what the battle needs beyond any Tiled map: both
    deployment zones; a fault is a MapError naming the file and what to draw."""
    grid = load_map(path, TERRAIN)
    names = {obj.name for obj in grid.zones}
    for zone in ZONES:
        if zone not in names:
            found = ", ".join(sorted(names)) or "none"
            raise MapError(
                f"{grid.source}: has no zone named {zone!r} (its zones: {found}); draw it as a "
                f"rectangle on the object layer 'zones'"
            )
    return grid


def square_name(cell) -> str:
    """A square as the board's edges label it and the log names it: its column letter (A on the
    left) and its row number (1 at the top), as on a chessboard, e.g. "N1"."""
    x, y = cell
    return f"{column_name(x)}{y + 1}"


def column_name(x: int) -> str:
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return letters[x] if x < len(letters) else letters[x // 26 - 1] + letters[x % 26]


def distance(a, b) -> int:
    """Whole inches between two squares, as a king steps (a diagonal counts one)."""
    return chebyshev(tuple(a), tuple(b))


@lru_cache(maxsize=16)
def _squares(name: str) -> dict:
    """{cell: (level, terrain, blocks sight)} for every square of a map, read once."""
    grid = board(name)
    return {
        c: (grid.square(c).level, grid.square(c).terrain, grid.square(c).blocks_sight)
        for c in grid.cells()
    }


def level(name: str, cell) -> int:
    return _squares(name)[tuple(cell)][0]


def terrain(name: str, cell) -> str:
    return _squares(name)[tuple(cell)][1]


def sight(name: str, a: Cell, b: Cell) -> bool:
    return not blocker(name, a, b)


@lru_cache(maxsize=262144)
def blocker(name: str, a: Cell, b: Cell) -> str:
    """What hides ``b`` from ``a``, in words ("a wall between F5 and F6"), or "" when ``a``
    sees ``b``. The platform's line of sight (game/core/maps/sight.py), walked along a segment
    shape worked out once per offset and moved to ``a``: the same answer, without the
    fractions."""
    grid = board(name)
    squares = _squares(name)
    eye = max(squares[a][0], squares[b][0])
    barriers = grid.barriers(sight=True)
    x, y = a

    def too_high(cell: Cell) -> bool:
        square = squares.get(cell)
        return square is not None and square[0] + (1 if square[2] else 0) > eye

    direction = (b[0] - x, b[1] - y)
    for (ex, ey), side, corner in _walk(direction):
        entered = (ex + x, ey + y)
        if side is not None:
            one, two = (side[0][0] + x, side[0][1] + y), (side[1][0] + x, side[1][1] + y)
            if (one, two) in barriers:
                return f"a wall between {square_name(one)} and {square_name(two)}"
        if corner is not None and corner_blocked(
            (corner[0] + x, corner[1] + y), direction, barriers, too_high
        ):
            return f"a wall's corner beside {square_name(entered)}"
        if entered != b and too_high(entered):
            height, ground, solid = squares[entered]
            if solid:
                return f"{ground} at {square_name(entered)}"
            return f'a roof edge at {square_name(entered)} ({height}" up)'
    return ""


@lru_cache(maxsize=2048)
def _walk(offset: Cell) -> tuple:
    """The crossings of the segment from (0, 0) to ``offset``, as plain tuples."""
    return tuple((c.entered, c.side, c.corner) for c in crossings((0, 0), offset))


def can_see(name: str, a, b) -> bool:
    return sight(name, tuple(a), tuple(b))


# --- movement ------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _steps(name: str, cell: Cell) -> tuple:
    """(neighbour, entered terrain cost, rise) for every walk step, plus gap jumps as
    (landing, inches, rise, gap width)."""
    grid = board(name)
    walks = tuple((s.cell, s.cost, s.rise, 0) for s in core_neighbours(grid, cell))
    jumps = []
    here = grid.square(cell).level
    for dc, dr in ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)):
        width = 0
        x, y = cell[0] + dc, cell[1] + dr
        while grid.in_bounds((x, y)) and grid.square((x, y)).terrain == "gap":
            width += 1
            x, y = x + dc, y + dr
        if not width or not grid.in_bounds((x, y)) or grid.square((x, y)).blocks_move:
            continue
        if not line_of_sight(grid, cell, (x, y)):
            continue  # a wall across the gap
        jumps.append(((x, y), width + 1, grid.square((x, y)).level - here, width))
    return walks + tuple(jumps)


def step_price(
    name: str, frm: Cell, to: Cell, cost: int, rise: int, gap: int, leap: int, rules: tuple
) -> int | None:
    """Inches a step takes, or None when this model can't take it (``leap``: the widest gap it
    jumps, half its MOV)."""
    flyer, climber = "flyer" in rules, "climber" in rules
    if flyer:
        return 1 if not gap else gap + 1
    if gap:
        return cost if gap <= leap and rise <= 0 and -rise <= SAFE_DROP else None
    ladder = terrain(name, frm) == "ladder" or terrain(name, to) == "ladder"
    if rise > 0:
        if rise > 1 and not (ladder or climber):
            return None
        return cost + rise + (0 if climber else CLIMB)
    if rise < 0:
        drop = -rise
        if drop <= 1:
            return cost + drop
        if ladder or climber:
            return cost + drop + (0 if climber else CLIMB)
        return cost + drop if drop <= MAX_LEAP else None
    return cost


def paths(
    name: str, start, budget: int, mov: int, rules: tuple, blocked: frozenset, occupied: frozenset
) -> dict:
    """{cell: (cost, previous cell)} for every square the model can end on within ``budget``
    inches (friends' squares included: they can be passed, and the caller refuses ending there).
    ``blocked`` squares (enemies) can't be entered. The table is shared: read it, don't change
    it."""
    rules = tuple(sorted(r for r in rules if r in ("flyer", "climber")))
    start = tuple(start)
    if all(distance(start, cell) > budget for cell in blocked):
        blocked = frozenset()  # every step moves at most one square per inch: none in reach
    return _paths(name, start, budget, mov // 2, rules, blocked, frozenset())


@lru_cache(maxsize=32768)
def _priced(name, cell, mov, rules) -> tuple:
    """The steps out of a square with what each costs this model (cached per profile)."""
    flyer = "flyer" in rules
    out = []
    for to, cost, rise, gap in _steps(name, cell):
        price = step_price(name, cell, to, 1 if flyer else cost, rise, gap, mov, rules)
        if price is not None:
            out.append((to, price))
    return tuple(out)


@lru_cache(maxsize=8192)
def _paths(name, start, budget, mov, rules, blocked, occupied):
    """Cheapest costs by buckets of whole inches (every step costs a whole number of inches)."""
    graph = _graph(name, mov, rules)
    dist = {start: 0}
    prev = {start: None}
    buckets = [[] for _ in range(budget + 1)]
    buckets[0].append(start)
    get = dist.get
    for spent in range(budget + 1):
        for cell in buckets[spent]:
            if dist[cell] != spent:
                continue
            for to, price in graph[cell]:
                total = spent + price
                if total > budget or to in blocked:
                    continue
                known = get(to)
                if known is not None and known <= total:
                    continue
                dist[to] = total
                prev[to] = cell
                buckets[total].append(to)
    return {c: (d, prev[c]) for c, d in dist.items()}


@lru_cache(maxsize=64)
def _graph(name, mov, rules) -> dict:
    """{square: the steps out of it with their price} for one movement profile."""
    return {cell: _priced(name, cell, mov, rules) for cell in board(name).cells()}


@lru_cache(maxsize=16384)
def below_a_ledge(name: str, cell: Cell) -> bool:
    """Does a neighbouring square stand 1-3 inches above this one (somewhere to jump from)?"""
    squares = _squares(name)
    here = squares[cell][0]
    return any(
        1 <= squares[(cell[0] + dx, cell[1] + dy)][0] - here <= MAX_LEAP
        for dx in (-1, 0, 1)
        for dy in (-1, 0, 1)
        if (dx or dy) and (cell[0] + dx, cell[1] + dy) in squares
    )


def steps_into(name: str, cell, mov: int, rules: tuple) -> tuple:
    """(square, inches) for each walking step a model could take into ``cell``."""
    return _steps_into(
        name, tuple(cell), mov, tuple(sorted(r for r in rules if r in ("flyer", "climber")))
    )


@lru_cache(maxsize=32768)
def _steps_into(name: str, cell: Cell, mov: int, rules: tuple) -> tuple:
    x, y = cell
    out = []
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            frm = (x + dx, y + dy)
            if (dx or dy) and board(name).in_bounds(frm):
                for to, price in _priced(name, frm, mov // 2, rules):
                    if to == cell:
                        out.append((frm, price))
    return tuple(out)


def route(table: dict, cell) -> list:
    """The squares from the start to ``cell`` along the cheapest path, start first."""
    out, here = [], tuple(cell)
    while here is not None:
        out.append(list(here))
        here = table[here][1]
    return out[::-1]


def drops(name: str, path: list) -> list[int]:
    """How far each step of a path fell (0 for a walk or a climb)."""
    out = []
    for a, b in pairwise(path):
        out.append(max(0, level(name, a) - level(name, b)))
    return out


def ladder_step(name: str, a, b) -> bool:
    return terrain(name, a) == "ladder" or terrain(name, b) == "ladder"


# --- contact, cover and obscurement ----------------------------------------------------------


def in_reach(name: str, a, b, reach: int = 1) -> bool:
    """Base contact (1 inch) or a reach weapon's 2 inches: near enough, at most one inch of height
    between them, and nothing solid between."""
    a, b = tuple(a), tuple(b)
    if max(abs(a[0] - b[0]), abs(a[1] - b[1])) > reach:
        return False
    return b in reach_cells(name, a, reach)


@lru_cache(maxsize=16384)
def reach_cells(name: str, cell: Cell, reach: int) -> frozenset:
    """Every square a model on ``cell`` strikes in melee with this reach."""
    grid = board(name)
    squares = _squares(name)
    here = squares[cell][0]
    x, y = cell
    out = set()
    for dx in range(-reach, reach + 1):
        for dy in range(-reach, reach + 1):
            c = (x + dx, y + dy)
            if (
                (dx or dy)
                and grid.in_bounds(c)
                and abs(squares[c][0] - here) <= 1
                and sight(name, cell, c)
            ):
                out.add(c)
    return frozenset(out)


def in_cover(name: str, target, shooter) -> bool:
    return _in_cover(name, tuple(target), tuple(shooter))


@lru_cache(maxsize=65536)
def _in_cover(name: str, target: Cell, shooter: Cell) -> bool:
    """The target hugs something solid on the shooter's side: the first square (or wall) the
    line from the target towards the shooter crosses is rubble, a barricade, rock or a ledge
    higher than the target, and the shooter is more than 2 inches away."""
    target, shooter = tuple(target), tuple(shooter)
    if distance(target, shooter) <= 2:
        return False
    grid = board(name)
    walls = grid.barriers(sight=False)
    x, y = target
    for (ex, ey), side, _ in _walk((shooter[0] - x, shooter[1] - y)):
        if (
            side is not None
            and ((side[0][0] + x, side[0][1] + y), (side[1][0] + x, side[1][1] + y)) in walls
        ):
            return True
        square = grid.square((ex + x, ey + y))
        return square.terrain in COVER_TERRAIN or square.level > grid.square(target).level
    return False


def obscured(name: str, target, shooter) -> bool:
    return _obscured(name, tuple(target), tuple(shooter))


@lru_cache(maxsize=65536)
def _obscured(name: str, target: Cell, shooter: Cell) -> bool:
    """The line passes through brush, or the target stands in it."""
    target, shooter = tuple(target), tuple(shooter)
    grid = board(name)
    if grid.square(target).terrain == "brush":
        return True
    x, y = shooter
    squares = _squares(name)
    for (ex, ey), _, _ in _walk((target[0] - x, target[1] - y)):
        cell = (ex + x, ey + y)
        if cell != target and squares[cell][1] == "brush":
            return True
    return False


def quarter(name: str, cell) -> int:
    grid = board(name)
    return (2 if cell[1] >= grid.height / 2 else 0) + (1 if cell[0] >= grid.width / 2 else 0)
