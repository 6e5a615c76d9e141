"""The battlefield as the rules read it: terrain kinds, the map of a mission (read once by
game/core/maps), distances in whole inches (one square each), movement with climbing, jumping
gaps and dropping, melee contact across heights, line of sight, cover and obscurement."""
from __future__ import annotations

import heapq
from functools import lru_cache
from pathlib import Path

from game.core.maps import GridMap, TerrainKind, TerrainRules, chebyshev, line_of_sight, load_map
from game.core.maps import neighbours as core_neighbours
from game.core.maps.sight import crossings

MAPS = Path(__file__).resolve().parents[4] / "maps" / "grimheim"
OBSTACLE = 2  # inches lost scrambling over rubble or a barricade
CLIMB = 2  # inches lost climbing up or down
SAFE_DROP = 2  # inches a model drops without a fall roll
MAX_LEAP = 3  # the highest jump down a model takes on purpose (a jump-down Charge)
COVER_TERRAIN = ("rubble", "barricade", "rock")

TERRAIN = TerrainRules([
    TerrainKind("earth"),
    TerrainKind("rubble", cost=1 + OBSTACLE),
    TerrainKind("barricade", cost=1 + OBSTACLE),
    TerrainKind("brush"),
    TerrainKind("rock", blocks_move=True, blocks_sight=True),
    TerrainKind("gap", blocks_move=True),
    TerrainKind("ladder"),
])

Cell = tuple[int, int]


@lru_cache(maxsize=8)
def board(name: str) -> GridMap:
    return load_map(MAPS / f"{name}.tmx", TERRAIN)


def distance(a, b) -> int:
    """Whole inches between two squares, as a king steps (a diagonal counts one)."""
    return chebyshev(tuple(a), tuple(b))


def level(name: str, cell) -> int:
    return board(name).square(tuple(cell)).level


def terrain(name: str, cell) -> str:
    return board(name).square(tuple(cell)).terrain


@lru_cache(maxsize=65536)
def sight(name: str, a: Cell, b: Cell) -> bool:
    return line_of_sight(board(name), a, b)


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


def step_price(name: str, frm: Cell, to: Cell, cost: int, rise: int, gap: int, leap: int,
               rules: tuple) -> int | None:
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


def paths(name: str, start, budget: int, mov: int, rules: tuple, blocked: frozenset,
          occupied: frozenset) -> dict:
    """{cell: (cost, previous cell)} for every square the model can end on within ``budget``
    inches (friends' squares included: they can be passed, and the caller refuses ending there).
    ``blocked`` squares (enemies) can't be entered."""
    rules = tuple(sorted(r for r in rules if r in ("flyer", "climber")))
    return dict(_paths(name, tuple(start), budget, mov // 2, rules, blocked, frozenset()))


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


@lru_cache(maxsize=512)
def _paths(name, start, budget, mov, rules, blocked, occupied):
    best = {start: (0, None)}
    queue = [(0, start)]
    while queue:
        spent, cell = heapq.heappop(queue)
        if spent > best[cell][0]:
            continue
        for to, price in _priced(name, cell, mov, rules):
            if to in blocked:
                continue
            total = spent + price
            if total > budget or (to in best and best[to][0] <= total):
                continue
            best[to] = (total, cell)
            heapq.heappush(queue, (total, to))
    return tuple(best.items())


def steps_into(name: str, cell, mov: int, rules: tuple) -> list[tuple]:
    """(square, inches) for each walking step a model could take into ``cell``."""
    rules = tuple(sorted(r for r in rules if r in ("flyer", "climber")))
    cell = tuple(cell)
    x, y = cell
    out = []
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            frm = (x + dx, y + dy)
            if (dx or dy) and board(name).in_bounds(frm):
                for to, price in _priced(name, frm, mov // 2, rules):
                    if to == cell:
                        out.append((frm, price))
    return out


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
    for a, b in zip(path, path[1:]):
        out.append(max(0, level(name, a) - level(name, b)))
    return out


def ladder_step(name: str, a, b) -> bool:
    return terrain(name, a) == "ladder" or terrain(name, b) == "ladder"


# --- contact, cover and obscurement ----------------------------------------------------------

def in_reach(name: str, a, b, reach: int = 1) -> bool:
    """Base contact (1 inch) or a reach weapon's 2 inches: near enough, at most one inch of height
    between them, and nothing solid between."""
    if distance(a, b) > reach or abs(level(name, a) - level(name, b)) > 1:
        return False
    return can_see(name, a, b)


def in_cover(name: str, target, shooter) -> bool:
    """The target hugs something solid on the shooter's side: the first square (or wall) the
    line from the target towards the shooter crosses is rubble, a barricade, rock or a ledge
    higher than the target, and the shooter is more than 2 inches away."""
    target, shooter = tuple(target), tuple(shooter)
    if distance(target, shooter) <= 2:
        return False
    grid = board(name)
    walls = grid.barriers(sight=False)
    for step in crossings(target, shooter):
        if step.side is not None and step.side in walls:
            return True
        square = grid.square(step.entered)
        return square.terrain in COVER_TERRAIN or square.level > grid.square(target).level
    return False


def obscured(name: str, target, shooter) -> bool:
    """The line passes through brush, or the target stands in it."""
    target, shooter = tuple(target), tuple(shooter)
    grid = board(name)
    if grid.square(target).terrain == "brush":
        return True
    return any(grid.square(s.entered).terrain == "brush" for s in crossings(shooter, target)
               if s.entered != target)


def quarter(name: str, cell) -> int:
    grid = board(name)
    return (2 if cell[1] >= grid.height / 2 else 0) + (1 if cell[0] >= grid.width / 2 else 0)
