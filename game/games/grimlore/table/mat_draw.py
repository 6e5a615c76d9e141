"""Drawing the battlemat: its Tiled map (the same file the rules read), the picked character's
moves and weapon reach, the enemies' planned moves and blows as arrows, the figures with their
Energy, and the numbers of the last blows and heals. Marks on a tile scale with the tile (a
tile is 64 layout units on the mat), so a figure drawn into its own small surface matches."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.render.grid import Grid
from game.app.render.tilemap import TileMapView, tile_map
from game.app.units import px
from game.games.grimlore.rules import board as B
from game.games.grimlore.table import art
from game.games.grimlore.table import draw as G
from game.games.grimlore.table.panels import sheet_of

_BASE: dict[tuple, pygame.Surface] = {}
MOVE, DASH, REACH = (96, 176, 88), (220, 190, 70), (200, 60, 50)
CELL = 64  # a tile of the mat in layout units (640 units for ten tiles)


def on_tile(n: float, tile: int) -> int:
    """``n`` layout units of a mark on a tile ``tile`` pixels wide."""
    return px(n, tile / CELL)


TERRAIN_WORDS = {
    "floor": "Open ground: 1 movement.",
    "door": "An open doorway: 1 movement.",
    "rough": "Rough ground: 2 movement to enter.",
    "rubble": "Rubble: 2 movement to enter.",
    "shallows": "Shallow water: 2 movement to wade in.",
    "brush": "Brush or reeds: walk through it, but nobody sees or shoots through it.",
    "water": "Deep water: nobody walks here; it does not block sight.",
    "fire": "Flames: nobody walks here; they do not block sight.",
    "chasm": "A drop: nobody walks here; it does not block sight.",
    "wall": "Wall or rock: blocks movement and sight.",
    "pillar": "A pillar, mast or boulder: blocks movement and sight.",
    "tree": "A tree: blocks movement and sight.",
    "crate": "Crates or a stall: block movement and sight.",
}


def map_view(name: str) -> TileMapView:
    return tile_map(B.MAPS / f"{name}.tmx")


def base_layer(name: str, grid: Grid, fonts) -> pygame.Surface:
    key = (name, grid.cell)
    surf = _BASE.get(key)
    if surf is None:
        surf = pygame.Surface(grid.rect.size)
        surf.fill(palette.CHARCOAL)
        tiles = map_view(name)
        tiles.draw(surf, (0, 0), grid.cell / tiles.tile_size[0], font=fonts.small)
        Grid((0, 0), grid.cols, grid.rows, grid.cell).draw_lines(surf, (40, 34, 30))
        for corner in B.corners(name):  # the corners a character flees from
            rect = pygame.Rect(corner[0] * grid.cell, corner[1] * grid.cell, grid.cell, grid.cell)
            k = grid.cell
            pygame.draw.rect(
                surf,
                (150, 140, 120),
                rect.inflate(-on_tile(6, k), -on_tile(6, k)),
                max(1, on_tile(1, k)),
                border_radius=on_tile(6, k),
            )
        _BASE[key] = surf
    return surf


def figure_at(cb: dict, cell, view: dict) -> tuple[str, str] | None:
    """("unit", id) or ("pc", id) standing on ``cell``."""
    if cell is None:
        return None
    for uid, u in cb["units"].items():
        if u["energy"] > 0 and tuple(u["cell"]) == tuple(cell):
            return "unit", uid
    for cid, pc in cb["pcs"].items():
        ch = sheet_of(view, cid)
        if not pc["fled"] and ch and ch["energy"] > 0 and tuple(pc["cell"]) == tuple(cell):
            return "pc", cid
    return None


def weapon_reach(view: dict, cb: dict, cid: str) -> set:
    """The tiles the character's weapons and spells reach from where they stand."""
    ch = sheet_of(view, cid)
    here = cb["pcs"][cid]["cell"]
    out: set = set()
    for item in ch["gear"]:
        atk = item["attack"]
        if not atk or item["where"] not in ("hand", "spells"):
            continue
        reach = atk["range"] + (1 if atk["style"] == "ranged" and "longshot" in ch["traits"] else 0)
        for cell in B.open_cells(cb["mat"]):
            distance = B.manhattan(here, cell)
            if 0 < distance <= reach and (distance == 1 or B.sight(cb["mat"], here, cell)):
                out.add(tuple(cell))
    return out


_VEILS: dict[tuple, pygame.Surface] = {}


def _tint(surface, rect, colour, alpha) -> None:
    key = (rect.size, tuple(colour), alpha)
    veil = _VEILS.get(key)
    if veil is None:
        veil = _VEILS[key] = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((*colour, alpha))
    surface.blit(veil, rect)


def draw_range(surface, grid: Grid, cells: set) -> None:
    for cell in cells:
        _tint(surface, grid.square_rect(cell), REACH, 46)


def draw_moves(surface, grid: Grid, moves: dict) -> None:
    for cell, command in moves.items():
        rect = grid.square_rect(cell)
        colour = DASH if "action" in str(command.get("preview", "")) else MOVE
        _tint(surface, rect, colour, 70)
        k = grid.cell
        inset = on_tile(8, k)
        pygame.draw.rect(
            surface,
            colour,
            rect.inflate(-inset, -inset),
            on_tile(2, k),
            border_radius=on_tile(4, k),
        )


def draw_plans(surface, grid: Grid, plans: list, cb: dict, hovered: str | None) -> None:
    """Each enemy's move as a line to where it will stand, and its blow as an arrow to its
    target (bright for the plan under the pointer)."""
    for plan in plans:
        bright = plan["unit"] == hovered
        colour = palette.BLOOD_BRIGHT if bright else (150, 60, 50)
        start, end = grid.square_center(plan["from"]), grid.square_center(plan["to"])
        k = grid.cell
        if plan["from"] != plan["to"]:
            pygame.draw.line(surface, palette.INK, start, end, on_tile(5, k))
            pygame.draw.line(surface, colour, start, end, on_tile(2, k))
            pygame.draw.circle(surface, colour, end, on_tile(6, k), on_tile(2, k))
        if plan["attacks"] and plan["target"] in cb["pcs"]:
            target = grid.square_center(cb["pcs"][plan["target"]]["cell"])
            _arrow(surface, end, target, palette.EMBER_GLOW if bright else palette.EMBER, grid.cell)


def _arrow(surface, a, b, colour, cell: int) -> None:
    va = pygame.Vector2(a)
    vb = pygame.Vector2(b)
    if va == vb:
        return
    direction = (vb - va).normalize()
    tip = vb - direction * (cell * 0.3)
    tail = va + direction * (cell * 0.3)
    pygame.draw.line(surface, palette.INK, tail, tip, on_tile(6, cell))
    pygame.draw.line(surface, colour, tail, tip, on_tile(3, cell))
    side = pygame.Vector2(-direction.y, direction.x) * on_tile(7, cell)
    back = direction * on_tile(10, cell)
    head = [tip + direction * on_tile(4, cell), tip - back + side, tip - back - side]
    pygame.draw.polygon(surface, colour, head)
    pygame.draw.polygon(surface, palette.INK, head, max(1, on_tile(1, cell)))


def draw_figures(
    surface,
    scene,
    grid: Grid,
    view: dict,
    cb: dict,
    focus: str | None,
    targets: set,
    square_of=None,
) -> None:
    """``square_of(key, cell)``: where a figure ("unit"/"pc", id) is drawn this frame (mid-slide);
    its tile if None."""
    square_of = square_of or (lambda _key, cell: grid.square_rect(cell))
    k = grid.cell
    mark_font = scene.fonts.get(14, bold=True)
    for uid, unit in cb["units"].items():
        if unit["energy"] <= 0:
            continue
        rect = square_of(("unit", uid), unit["cell"])
        draw_unit(surface, scene, rect, cb, unit)
        if uid in targets:
            pygame.draw.circle(
                surface, palette.BLOOD_BRIGHT, rect.center, k // 2 - 1, on_tile(3, k)
            )
        _bar(surface, rect, unit["energy"], unit["max"])
        if unit["stunned"]:
            text.draw(
                surface,
                mark_font,
                "stunned",
                palette.EMBER_GLOW,
                (rect.centerx, rect.top + on_tile(2, k)),
                "midtop",
            )
    for cid, pc in cb["pcs"].items():
        ch = sheet_of(view, cid)
        if ch is None or pc["fled"] or ch["energy"] <= 0:
            continue
        rect = square_of(("pc", cid), pc["cell"])
        spent = pc["done"] or (pc["acted"] and pc["moved"])
        G.token(surface, scene, ch, rect.inflate(-on_tile(10, k), -on_tile(10, k)), dim=spent)
        if cid == focus:
            pygame.draw.rect(
                surface,
                palette.EMBER_GLOW,
                rect.inflate(-on_tile(2, k), -on_tile(2, k)),
                on_tile(3, k),
                border_radius=on_tile(6, k),
            )
        _bar(surface, rect, ch["energy"], ch["max_energy"], palette.MOSS_BRIGHT)
        marks = [
            w
            for w, on in (
                ("prone", pc["prone"]),
                ("stunned", pc["stunned"]),
                ("poison", pc["poison"]),
                ("braced", pc["braced"]),
            )
            if on
        ]
        if marks:
            text.draw(
                surface,
                mark_font,
                marks[0],
                palette.EMBER_GLOW,
                (rect.centerx, rect.top + on_tile(2, k)),
                "midtop",
            )


def draw_unit(surface, scene, rect: pygame.Rect, cb: dict, unit: dict) -> None:
    """A monster's figure on its tile (a minion smaller than the main one)."""
    inset = on_tile(6 if unit["main"] else 18, rect.width)
    body = rect.inflate(-inset, -inset)
    G.blit(surface, scene, art.unit(cb["monster"], unit), body)


def draw_fallen_figure(surface, scene, rect: pygame.Rect, kind: str, fid: str, view: dict) -> None:
    """A figure as it stood in ``view``, for the motion of its fall."""
    cb = view["combat"]
    if kind == "unit":
        draw_unit(surface, scene, rect, cb, cb["units"][fid])
    elif sheet_of(view, fid) is not None:
        inset = on_tile(10, rect.width)
        G.token(surface, scene, sheet_of(view, fid), rect.inflate(-inset, -inset))


def _bar(surface, rect: pygame.Rect, value: int, most: int, colour=palette.BLOOD_BRIGHT) -> None:
    k = rect.width
    bar = pygame.Rect(
        rect.left + on_tile(6, k),
        rect.bottom - on_tile(7, k),
        rect.width - on_tile(12, k),
        on_tile(5, k),
    )
    edge = max(1, on_tile(1, k))
    pygame.draw.rect(surface, palette.INK, bar.inflate(2 * edge, 2 * edge))
    pygame.draw.rect(surface, palette.GRID_DARK, bar)
    pygame.draw.rect(
        surface, colour, (bar.left, bar.top, int(bar.width * value / max(1, most)), bar.height)
    )


def draw_numbers(surface, grid: Grid, fonts, numbers: list, rise: float | None = None) -> None:
    """The last blows and heals, big over the figure they touched; ``rise`` (0..1) while they
    float up from the figure into that place (game/app/motion.py)."""
    font, u = fonts.get(26, bold=True), fonts.u
    seen: dict[tuple, int] = {}
    for cell, words, colour in numbers:
        n = seen.get(cell, 0)
        seen[cell] = n + 1
        rect = grid.square_rect(cell)
        label = text.render(font, words, colour)
        corner = (rect.right + u(6), rect.top - u(6) + n * u(24))
        pill = label.get_rect(topright=corner).inflate(u(10), u(2))
        if rise is not None:
            pill.move_ip(0, round((1 - rise) * rect.height * 0.7))
        pygame.draw.rect(surface, palette.INK, pill, border_radius=u(8))
        pygame.draw.rect(surface, colour, pill, u(2), border_radius=u(8))
        surface.blit(label, label.get_rect(center=pill.center))
