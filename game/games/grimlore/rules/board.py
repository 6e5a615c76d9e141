"""The battlemats (maps/grimlore/*.tmx, written by tools/grimlore_maps.py) read through
game/core/maps: terrain that blocks movement or sight, rough ground that costs two, and the
distances combat asks for (orthogonal steps, engagement, range with line of sight)."""

from __future__ import annotations

import heapq
from functools import cache, lru_cache

from game.core import data
from game.core.maps import TerrainKind, TerrainRules, line_of_sight, load_map
from game.core.maps.sight import crossings

MAPS = data.MAPS / "grimlore"
TERRAIN = TerrainRules(
    [
        TerrainKind("floor"),
        TerrainKind("door"),  # an open doorway or gangway: open ground between walls
        TerrainKind("rough", cost=2),
        TerrainKind("rubble", cost=2),
        TerrainKind("shallows", cost=2),
        TerrainKind("brush", blocks_sight=True),
        TerrainKind("water", blocks_move=True),
        TerrainKind("fire", blocks_move=True),
        TerrainKind("chasm", blocks_move=True),
        TerrainKind("wall", blocks_move=True, blocks_sight=True),
        TerrainKind("pillar", blocks_move=True, blocks_sight=True),
        TerrainKind("crate", blocks_move=True, blocks_sight=True),
        TerrainKind("tree", blocks_move=True, blocks_sight=True),
    ]
)
# each mat: where it sets a fight, in words, and the kinds of map tile it suits
MAT_PLACES = {
    "forest_clearing": ("in a forest clearing", ("wilderness",)),
    "river_ford": ("at a river ford", ("wilderness",)),
    "crypt_hall": ("in a crypt hall", ("dungeon",)),
    "town_square": ("on a town square", ("settlement",)),
    "mountain_ledge": ("on a mountain ledge", ("wilderness",)),
    "ruined_shrine": ("in a ruined shrine", ("settlement", "dungeon")),
    "burning_barn": ("in a burning barn", ("settlement", "wilderness")),
    "flooded_crypt": ("in a flooded crypt", ("dungeon",)),
    "rope_bridge": ("at a rope bridge over a gorge", ("wilderness",)),
    "mine_gallery": ("in a collapsed mine gallery", ("dungeon",)),
    "night_market": ("in a market square at night", ("settlement",)),
    "ship_deck": ("on the deck of a moored ship", ("settlement",)),
}
MATS = tuple(MAT_PLACES)
MAT_WORDS = {name: words for name, (words, _) in MAT_PLACES.items()}
MATS_OF_KIND = {
    kind: tuple(name for name, (_, kinds) in MAT_PLACES.items() if kind in kinds)
    for kind in ("wilderness", "settlement", "dungeon")
}
ORTHO = ((0, -1), (-1, 0), (1, 0), (0, 1))


@cache
def mat(name: str):
    return load_map(MAPS / f"{name}.tmx", TERRAIN)


def open_cells(name: str) -> list[tuple[int, int]]:
    board = mat(name)
    return [c for c in board.cells() if not board.square(c).blocks_move]


def corners(name: str) -> list[tuple[int, int]]:
    board = mat(name)
    return [
        (0, 0),
        (board.width - 1, 0),
        (0, board.height - 1),
        (board.width - 1, board.height - 1),
    ]


def manhattan(a, b) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def engaged(a, b) -> bool:
    """Only orthogonally adjacent tiles count as engaged."""
    return manhattan(a, b) == 1


@lru_cache(maxsize=65536)
def _sight(name: str, a: tuple, b: tuple) -> bool:
    return line_of_sight(mat(name), a, b)


def sight(name: str, a, b) -> bool:
    return _sight(name, tuple(a), tuple(b))


def sight_blocker(name: str, a, b) -> tuple[str, tuple] | None:
    """(terrain, cell) of what hides b from a (the first tile along the line that blocks sight,
    or a tile at a corner the line grazes), or None when a sees b or no tile is to blame."""
    if sight(name, a, b):
        return None
    board = mat(name)
    sx, sy = (b[0] > a[0]) - (b[0] < a[0]), (b[1] > a[1]) - (b[1] < a[1])
    near = []
    for step in crossings(tuple(a), tuple(b)):
        x, y = step.entered
        if step.corner is not None:  # the two tiles beside the corner the line passes through
            near += [(x - sx, y), (x, y - sy)]
        near.append(step.entered)
    for cell in near:
        if cell not in (tuple(a), tuple(b)) and board.in_bounds(cell):
            if board.square(cell).blocks_sight:
                return board.square(cell).terrain, cell
    return None  # a wall along a tile's side (the mats draw none yet)


@cache
def grid(name: str) -> dict:
    """{cell: step cost} of every tile a figure may stand on (read once per mat)."""
    board = mat(name)
    return {c: board.square(c).cost for c in board.cells() if not board.square(c).blocks_move}


def moves(name: str, start, budget: int, occupied: set) -> dict:
    """See ``_moves``; asked for each character at every prompt, so it is remembered."""
    return dict(_moves(name, tuple(start), budget, frozenset(occupied)))


@lru_cache(maxsize=4096)
def _moves(name: str, start: tuple, budget: int, occupied: frozenset) -> tuple:
    """{cell: cost} a character reaches with ``budget`` movement: orthogonal steps that cost the
    terrain (a diagonal counts as two, which is the same as the two orthogonal steps around
    it), never through or onto an occupied tile."""
    costs = grid(name)
    start = tuple(start)
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        spent, cell = heapq.heappop(queue)
        if spent > best[cell]:
            continue
        for dc, dr in ORTHO:
            nxt = (cell[0] + dc, cell[1] + dr)
            if nxt not in costs or nxt in occupied:
                continue
            total = spent + costs[nxt]
            if total <= budget and total < best.get(nxt, budget + 1):
                best[nxt] = total
                heapq.heappush(queue, (total, nxt))
    return tuple((cell, cost) for cell, cost in best.items() if cell != start)


def walk(name: str, start, goals: set, blocked: set, phasing: bool = False) -> list | None:
    """The cheapest orthogonal path (cells after ``start``) to any of ``goals``, counting rough
    ground twice and avoiding ``blocked`` tiles; a phasing unit walks through terrain at one a
    tile. Ties go to the path met first in reading order, so enemies move the same way always."""
    board = mat(name)
    costs = {c: 1 for c in board.cells()} if phasing else grid(name)
    start = tuple(start)
    if start in goals:
        return []
    best, came = {start: 0}, {}
    queue = [(0, start)]
    while queue:
        spent, cell = heapq.heappop(queue)
        if spent > best[cell]:
            continue
        if cell in goals:
            route = [cell]
            while route[-1] in came:
                route.append(came[route[-1]])
            return route[-2::-1]
        for dc, dr in ORTHO:
            nxt = (cell[0] + dc, cell[1] + dr)
            if nxt not in costs or nxt in blocked:
                continue
            total = spent + costs[nxt]
            if total < best.get(nxt, 1 << 30):
                best[nxt], came[nxt] = total, cell
                heapq.heappush(queue, (total, nxt))
    return None


def step_cost(name: str, cell, phasing: bool = False) -> int:
    return 1 if phasing else mat(name).square(tuple(cell)).cost
