"""Drawing the battlefield: the Tiled map (the same file the rules read), walls, heights,
deployment zones, objectives, the models with their AP pips, wounds and statuses, and the
overlays of a model's reach, its planned path and a line of sight."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.render.grid import Grid
from game.app.render.mark import draw_letter
from game.app.render.tilemap import TileMapView, tile_map
from game.app.units import px
from game.games.grimheim.rules import board as B
from game.games.grimheim.table import layout as L
from game.games.grimheim.table.figures import figure
from game.games.grimheim.table.relief import draw_relief, wall_shadows
from game.games.grimheim.table.water import draw_banks, water_cells

_BASE: dict[tuple, object] = {}  # base layers and edge-label strips, drawn once per size

FIGURE_SCALE = 1.25  # a miniature's frame against its square

STEP_MARK = {"climb": "^", "ladder": "H", "drop": "v", "leap": "!", "jump": ">"}


def grid_for(view: dict, lay=None) -> Grid:
    """The battlefield's squares in ``lay`` (the layout at the scene's scale; 1280x720 if
    None); the grid's ``ui`` scales the marks drawn on it."""
    lay = lay or L.at(1.0)
    w, h = view["size"]
    grid = Grid.fit(lay.SQUARES_AREA, w, h)
    grid.ui = lay.ui
    return grid


def _u(grid: Grid, n: float) -> int:
    """A layout number at the grid's scale (a line width, a gap, a mark's size)."""
    return px(n, grid.ui)


def edge_labels(grid: Grid) -> list[tuple[str, tuple[int, int], str, int]]:
    """(text, centre, "col" or "row", index) for the column letters above the board and the
    row numbers left of it: the names the log and the readout give squares (B.square_name)."""
    rect, lay = grid.rect, L.at(grid.ui)
    cols = [(B.column_name(x), (grid.square_rect((x, 0)).centerx, rect.top - lay.LABEL_H // 2),
             "col", x) for x in range(grid.cols)]
    x = rect.left - lay.LABEL_W // 2 - _u(grid, 1)
    rows = [(str(y + 1), (x, grid.square_rect((0, y)).centery), "row", y)
            for y in range(grid.rows)]
    return cols + rows


def label_font(fonts):
    """The edge labels' type: board marks in their narrow strips, so a larger text size grows
    them little (the strip keeps the letter whole)."""
    return fonts.get(min(12, 13 / fonts.scale), bold=True)


def draw_edge_labels(surface, grid: Grid, font, focus=None, lit_only: bool = False) -> None:
    """The edge labels, drawn once onto two strips (above the board, left of it) that are then
    only blitted; the pointed square's letter and number are lit on top (``lit_only``: only
    those, over a table that has the strips already)."""
    rect, lay, two = grid.rect, L.at(grid.ui), _u(grid, 2)
    strips = (pygame.Rect(rect.left, rect.top - lay.LABEL_H, rect.w, lay.LABEL_H),
              pygame.Rect(rect.left - lay.LABEL_W - two, rect.top, lay.LABEL_W + two, rect.h))
    key = ("labels", grid.origin, grid.cell, grid.cols, grid.rows, id(font), grid.ui)
    layers = _BASE.get(key)
    if layers is None:
        layers = [pygame.Surface(strip.size, pygame.SRCALPHA) for strip in strips]
        for words, (x, y), axis, _ in edge_labels(grid):
            layer, strip = (layers[0], strips[0]) if axis == "col" else (layers[1], strips[1])
            text.draw(layer, font, words, palette.BONE_DIM, (x - strip.left, y - strip.top),
                      "center")
        _BASE[key] = layers
    for layer, strip in zip(layers, strips, strict=True):
        if not lit_only:
            surface.blit(layer, strip.topleft)
    if focus is None:
        return
    for words, centre, axis, index in edge_labels(grid):
        if focus[0 if axis == "col" else 1] == index:
            text.draw(surface, font, words, palette.EMBER_GLOW, centre, "center")


def map_view(name: str) -> TileMapView:
    return tile_map(B.MAPS / f"{name}.tmx")


def base_layer(name: str, grid: Grid, fonts) -> pygame.Surface:
    """The map with its heights in light and shadow (relief.py), canal banks (water.py), walls
    and deployment zones, drawn once per size."""
    key = (name, grid.cell, grid.ui)
    surf = _BASE.get(key)
    if surf is not None:
        return surf
    rect = grid.rect
    surf = pygame.Surface(rect.size)
    surf.fill(palette.CHARCOAL)
    tiles = map_view(name)
    tiles.draw(surf, (0, 0), grid.cell / tiles.tile_size[0], font=fonts.small)
    local = Grid((0, 0), grid.cols, grid.rows, grid.cell, grid.ui)
    gm = B.board(name)
    for seat in (0, 1):
        zone = gm.zone(f"deploy_{seat}")
        if zone:
            tint = pygame.Surface((grid.cell, grid.cell), pygame.SRCALPHA)
            tint.fill((*L.SEAT[seat], 26))
            for cell in zone:
                surf.blit(tint, local.square_rect(cell))
    draw_relief(surf, local, name)
    draw_banks(surf, local, water_cells(tiles))
    local.draw_lines(surf, (30, 26, 24))
    lines = [(wall.blocks_sight, line) for wall in gm.walls for line in wall_lines(local, wall)]
    wall = _u(grid, 4)
    wall_shadows(surf, [line for tall, line in lines if tall], wall)
    for tall, (start, end) in lines:
        pygame.draw.line(surf, (24, 20, 20) if tall else (120, 100, 80), start, end, wall)
    _BASE[key] = surf
    return surf


def wall_lines(grid: Grid, wall) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """A wall's (start, end) lines, one along each square edge it runs between."""
    out = []
    for a, b in wall.edges:
        ra, rb = grid.square_rect(a), grid.square_rect(b)
        if a[0] != b[0]:  # side by side: a vertical line between
            x = max(ra.left, rb.left)
            out.append(((x, ra.top), (x, ra.bottom)))
        else:
            y = max(ra.top, rb.top)
            out.append(((ra.left, y), (ra.right, y)))
    return out


def draw_objectives(surface, sheets, grid: Grid, view: dict) -> None:
    for o in view["objectives"]:
        kind = o["kind"]
        if kind == "load" and (o.get("looted") or o.get("carrier")):
            continue  # delivered, or drawn on its carrier (draw_carried_loads)
        sprite = {"cache": "objective_cache_looted" if o.get("looted") else "objective_cache",
                  "beacon": "objective_beacon_lit" if o.get("owner") is not None
                  else "objective_beacon"}.get(kind, "objective_marker")
        rect = grid.square_rect(o["cell"]).inflate(-_u(grid, 2), -_u(grid, 2))
        if o.get("owner") is not None:
            pygame.draw.rect(surface, L.SEAT[o["owner"]], rect, _u(grid, 2))
        sheets.draw(surface, f"grimheim:{sprite}", rect)


def figure_rect(cell_rect: pygame.Rect, ui: float = 1.0) -> pygame.Rect:
    """A miniature stands a little taller and wider than its square, its base on the square."""
    size = round(cell_rect.w * FIGURE_SCALE)
    box = pygame.Rect(0, 0, size, size)
    box.midbottom = (cell_rect.centerx, cell_rect.bottom + px(1, ui))
    return box


def draw_carried_loads(surface, sheets, grid: Grid, view: dict) -> None:
    """A load being carried, small in the corner of its carrier's square, over the model."""
    for o in view["objectives"]:
        if o["kind"] == "load" and o.get("carrier") and not o.get("looted"):
            rect = grid.square_rect(o["cell"])
            corner = pygame.Rect(0, 0, rect.w // 2, rect.h // 2)
            corner.bottomright = rect.bottomright
            sheets.draw(surface, "grimheim:objective_marker", corner)


def draw_models(surface, sheets, grid: Grid, view: dict, fonts, square_of=None) -> None:
    """``square_of(model)``: where the model is drawn this frame (mid-slide); its square if None."""
    square_of = square_of or (lambda m: grid.square_rect(m["cell"]))
    active = view.get("active")
    shown = [m for m in view["models"] if not m["defeated"] and m["cell"] is not None]
    # the figures first, back rows first, so a figure overlapping the square above it never
    # hides that square's AP pips, wounds or status marks, drawn after; the front rank may stand
    # up into the column letters' strip but never off the board's sides
    clip = surface.get_clip()
    label_h, u = L.at(grid.ui).LABEL_H, lambda n: _u(grid, n)
    room = pygame.Rect(grid.rect.left, grid.rect.top - label_h, grid.rect.w, grid.rect.h + label_h)
    surface.set_clip(room.clip(clip))
    for m in sorted(shown, key=lambda m: (m["cell"][1], m["cell"][0])):
        rect = square_of(m)
        base = (rect.centerx, rect.bottom - u(5))
        pygame.draw.circle(surface, L.SEAT[m["seat"]], base, grid.cell // 2 - u(3), u(3))
        box = figure_rect(rect, grid.ui)
        sprite = figure(sheets, m, box.size)
        if m["hidden"] or m["activated"]:
            sprite = sprite.copy()
            sprite.set_alpha(130 if m["hidden"] else 190)
        surface.blit(sprite, box)
    surface.set_clip(clip)
    for m in shown:
        rect = square_of(m)
        if m["id"] == active:
            pygame.draw.rect(surface, palette.EMBER_GLOW, rect, u(2))
        # AP pips along the top: filled for AP left
        for i in range(m["ap"]):
            c = (rect.left + u(4 + i * 6), rect.top + u(4))
            pygame.draw.circle(surface, palette.INK, c, u(3))
            pygame.draw.circle(
                surface, palette.EMBER_GLOW if i < m["left"] else palette.GRID_DARK, c, u(2)
            )
        if palette.Marks.on:  # whose model, in a number beside its side's colour
            draw_letter(surface, fonts.get(12, bold=True), str(m["seat"] + 1),
                        (rect.left + u(7), rect.bottom - u(12)), L.SEAT[m["seat"]], grid.ui)
        # wounds as a bar along the bottom
        frac = max(0.0, m["wounds"] / max(1, m["wnd"]))
        bar = pygame.Rect(rect.left + u(3), rect.bottom - u(4), rect.w - u(6), u(3))
        pygame.draw.rect(surface, palette.BLOOD, bar)
        health = pygame.Rect(bar.left, bar.top, int(bar.w * frac), bar.h)
        pygame.draw.rect(surface, palette.MOSS_BRIGHT, health)
        marks = (
            list(m["statuses"])
            + (["hidden"] if m["hidden"] else [])
            + (["overwatch"] if m["watch"] else [])
        )
        for i, name in enumerate(marks[:3]):
            box = pygame.Rect(rect.right - u(12), rect.top + u(i * 11), u(12), u(12))
            sheets.draw(surface, f"grimheim:status_{name}", box)


def draw_reach(surface, grid: Grid, reach: dict, warned: dict, fonts=None) -> None:
    u = lambda n: _u(grid, n)  # noqa: E731
    for cell, spot in reach.items():
        kind = spot["kinds"][0]
        rect = grid.square_rect(cell)
        tint = pygame.Surface(rect.size, pygame.SRCALPHA)
        tint.fill((*L.REACH.get(kind, palette.MOSS), 70))
        surface.blit(tint, rect)
        pygame.draw.rect(surface, L.REACH.get(kind, palette.MOSS), rect.inflate(-u(6), -u(6)), u(1))
        if palette.Marks.on and fonts is not None and kind in L.REACH_MARK:
            draw_letter(surface, fonts.get(12, bold=True), L.REACH_MARK[kind], rect.center,
                        L.REACH.get(kind, palette.MOSS), grid.ui)
        if cell in warned:
            pygame.draw.line(surface, palette.BLOOD_BRIGHT, (rect.left + u(3), rect.bottom - u(3)),
                             (rect.left + u(10), rect.bottom - u(10)), u(3))


def draw_marks(surface, grid: Grid, cells, colour, width: int = 2, fonts=None, letter: str = "") -> None:
    """A frame in each of ``cells``, ``width`` layout units wide (at the grid's scale)."""
    four = _u(grid, 4)
    for cell in cells:
        frame = grid.square_rect(cell).inflate(-four, -four)
        pygame.draw.rect(surface, colour, frame, _u(grid, width))
        if palette.Marks.on and fonts is not None and letter:
            draw_letter(surface, fonts.get(12, bold=True), letter, grid.square_center(cell), colour,
                        grid.ui)


def draw_plan(surface, grid: Grid, plan: dict, fonts) -> None:
    """The path, each climb, drop, leap and jump marked, its cost at the end, and where enemy
    reactions would strike."""
    u = lambda n: _u(grid, n)  # noqa: E731
    points = [grid.square_center(c) for c in plan["path"]]
    if len(points) > 1:
        pygame.draw.lines(surface, palette.INK, False, points, u(6))
        pygame.draw.lines(surface, palette.EMBER_GLOW, False, points, u(3))
    font = fonts.get(16, bold=True)
    for step in plan["steps"]:
        mark = STEP_MARK.get(step["kind"])
        if mark:
            c = grid.square_center(step["cell"])
            pygame.draw.circle(surface, palette.INK, c, u(8))
            text.draw(surface, font, mark, palette.EMBER_GLOW, c, "center")
    for w in plan["warnings"]:
        r = grid.square_rect(w["cell"])
        pygame.draw.rect(surface, palette.BLOOD_BRIGHT, r, u(3))
    end = grid.square_rect(plan["path"][-1])
    label = f'{plan["inches"]}"'
    box = pygame.Rect(0, 0, font.size(label)[0] + u(8), max(u(18), font.get_linesize()))
    box.midbottom = (end.centerx, end.top - u(1))
    box.clamp_ip(grid.rect)
    pygame.draw.rect(surface, palette.INK, box, border_radius=u(4))
    text.draw(surface, font, label, palette.BONE, box.center, "center")


def draw_sight(surface, grid: Grid, a, b, sees: bool) -> None:
    colour = palette.STEEL if sees else palette.BLOOD_BRIGHT
    start, end = grid.square_center(a), grid.square_center(b)
    pygame.draw.line(surface, palette.INK, start, end, _u(grid, 5))
    pygame.draw.line(surface, colour, start, end, _u(grid, 2))
    pygame.draw.circle(surface, colour, end, _u(grid, 5))


def draw_crosshairs(surface, grid: Grid, cells, colour) -> None:
    """Sights over the enemies a model could shoot from the square under the pointer."""
    u = lambda n: _u(grid, n)  # noqa: E731
    for cell in cells:
        x, y = grid.square_center(cell)
        r = grid.square_rect(cell).w // 2 - u(2)
        pygame.draw.circle(surface, colour, (x, y), r, u(2))
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(surface, colour, (x + dx * (r - u(6)), y + dy * (r - u(6))),
                             (x + dx * (r + u(3)), y + dy * (r + u(3))), u(2))
