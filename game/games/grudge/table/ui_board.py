"""The 8x8 board: the Tiled ground with the terrain baked into one cached layer, then the pieces
(Warrior, Monsters) with their Health/Defense pips, condition icons and a loaded bow."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.paths import MAPS_DIR
from game.app.render.grid import Grid
from game.app.render.tilemap import TileMapView
from game.app.units import px
from game.games.grudge.table import ui_layout as L
from game.games.grudge.table import ui_sprites as names
from game.games.grudge.table.ui_commands import as_square

MAPS = MAPS_DIR / "grudge"
_MAPS: dict[str, TileMapView] = {}


def map_for(room: dict) -> TileMapView:
    """Outskirts rooms are open ground; every other room is the goblin camp."""
    name = "outskirts" if "outskirts" in str(room.get("type") or "") else "camp"
    if name not in _MAPS:
        _MAPS[name] = TileMapView(MAPS / f"{name}.tmx")
    return _MAPS[name]


def make_grid(layout=None) -> Grid:
    """The board's grid in ``layout`` (``ui_layout.at(ui)``; the 1280x720 one by default)."""
    layout = layout or L.at(1.0)
    return Grid(layout.BOARD.topleft, 8, 8, layout.CELL, layout.ui)


FILES = "abcdefgh"


def square_name(square) -> str:
    """The rules' name for a square, as the log writes it: files a..h left to right, ranks 8..1
    top to bottom (column 0, row 7 is a1)."""
    return f"{FILES[square[0]]}{8 - square[1]}"


def draw_coordinates(surface: pygame.Surface, grid: Grid, font, layout=None) -> None:
    """File letters under the board and rank numbers left of it, named as the log names squares."""
    layout = layout or L.at(1.0)
    for col in range(8):
        centre = grid.square_rect((col, 7)).centerx
        text.draw(surface, font, FILES[col], palette.BONE_DIM, (centre, layout.FILES.centery), "center")
    for row in range(8):
        centre = grid.square_rect((0, row)).centery
        text.draw(surface, font, str(8 - row), palette.BONE_DIM, (layout.RANKS.centerx, centre), "center")


def span(grid: Grid, squares) -> pygame.Rect:
    """The rect covering a piece's squares (a Big Tent or a fence covers more than one)."""
    rects = [grid.square_rect(sq) for sq in squares if as_square(sq) is not None]
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


class BoardLayer:
    """Ground, terrain, the pig, clouds and dropped weapons: rebuilt only when the board changes."""

    def __init__(self, book, fonts) -> None:
        self.book, self.fonts = book, fonts
        self._key = None
        self.surface = pygame.Surface(L.BOARD.size)

    def get(self, view: dict, grid: Grid) -> pygame.Surface:
        """The layer at the grid's size (a window of another size: drawn again at it)."""
        board, room = view.get("board") or {}, view.get("room") or {}
        key = repr((board, room.get("type"), grid.cell))
        if self.surface.get_size() != grid.rect.size:
            self.surface = pygame.Surface(grid.rect.size)
        if key != self._key:
            self._key = key
            self._build(board, room, grid)
        return self.surface

    def _build(self, board: dict, room: dict, grid: Grid) -> None:
        surf = self.surface
        local = Grid((0, 0), 8, 8, grid.cell)
        tmx = map_for(room)
        tile_w = tmx.tile_size[0] or 64
        tmx.draw(surf, (0, 0), grid.cell / tile_w, font=self.fonts.small)  # tiles cut at this size
        local.draw_lines(surf, (30, 28, 24))
        for piece in board.get("terrain") or []:
            kind = str(piece.get("kind"))
            rect = span(local, piece.get("squares") or [])
            surf.blit(self.book.get(rect.size, *names.terrain_names(kind)), rect)
        if board.get("pig") is not None:
            rect = local.square_rect(board["pig"])
            sprite = self.book.get(rect.size, *names.terrain_names("pig"))
            if board.get("pig_looted"):
                sprite = sprite.copy()
                sprite.set_alpha(110)  # picked clean: still an obstacle, nothing left to loot
            surf.blit(sprite, rect)
        for cloud in board.get("clouds") or []:
            squares = (cloud.get("squares") or [cloud.get("square")]) if isinstance(cloud, dict) else [cloud]
            for sq in squares or []:
                if as_square(sq) is not None:
                    rect = local.square_rect(sq)
                    surf.blit(self.book.get(rect.size, *names.terrain_names("cloud")), rect)
        for drop in board.get("drops") or []:
            rect = local.square_rect(drop["square"])
            surf.blit(self.book.get(rect.size, *names.terrain_names("defeated")), rect)
            icon = rect.inflate(-rect.width // 2, -rect.height // 2).move(rect.width // 5, rect.height // 5)
            surf.blit(self.book.get(icon.size, *names.weapon_names(drop.get("weapon", ""))), icon)


def draw_pips(surface: pygame.Surface, left: int, y: int, value: int, maximum: int, colour, r: int = 4,
              ui: float = 1.0) -> int:
    """Pips of radius ``r`` pixels, ``ui`` pixels per layout unit apart; returns where they end."""
    gap, line = px(2, ui), max(1, px(1, ui))
    for i in range(max(maximum, value)):
        centre = (left + r + i * (2 * r + gap), y)
        if i < value:
            pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, palette.INK, centre, r, line)
    return left + max(maximum, value) * (2 * r + gap)


def draw_piece(surface: pygame.Surface, book, rect: pygame.Rect, sprite_names, *, health: int,
               max_health: int, defense: int = 0, max_defense: int = 0, conditions=(), loaded: bool = False,
               bow: bool = False, current: bool = False, label: str = "", font=None) -> None:
    """A piece in its square ``rect``; its marks are sized by the square (54 layout units)."""
    def u(n: float) -> int:
        return px(n, rect.width / L.CELL)

    if current:
        pygame.draw.ellipse(surface, palette.EMBER,
                            rect.inflate(-u(6), -rect.height // 2).move(0, rect.height // 4), u(3))
    body = rect.inflate(-u(6), -u(6))
    surface.blit(book.get(body.size, *sprite_names), body)
    # pips along the bottom edge: red Health, steel Defense
    bar = pygame.Rect(rect.left + u(2), rect.bottom - u(11), rect.width - u(4), u(10))
    shade = pygame.Surface(bar.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 140))
    surface.blit(shade, bar)
    scale = rect.width / L.CELL
    x = draw_pips(surface, bar.left + u(1), bar.centery, health, max_health, palette.BLOOD_BRIGHT, u(3), scale)
    if max_defense:
        draw_pips(surface, x + u(3), bar.centery, defense, max_defense, palette.STEEL, u(3), scale)
    # conditions stacked down the right edge, a loaded bow at the top left
    size = rect.width // 3
    for i, condition in enumerate(conditions):
        icon = pygame.Rect(rect.right - size, rect.top + i * (size - u(2)), size, size)
        surface.blit(book.get(icon.size, *names.condition_names(condition)), icon)
    if bow:  # a badge under the number: bright and ringed green when Loaded, faded when not
        badge = pygame.Rect(rect.left + u(1), rect.top + u(15), u(20), u(20))
        pygame.draw.rect(surface, (20, 16, 16), badge, border_radius=u(5))
        pygame.draw.rect(surface, palette.MOSS_BRIGHT if loaded else palette.GRID_LIGHT, badge, u(2),
                         border_radius=u(5))
        inner = badge.inflate(-u(4), -u(4))
        surface.blit(_bow_icon(book, loaded, inner.size), inner)
    if label and font is not None:
        text.draw(surface, font, label, palette.BONE, (rect.left + u(3), rect.top + u(1)))


_BOWS: dict[tuple, pygame.Surface] = {}


def _bow_icon(book, loaded: bool, size: tuple[int, int] = (16, 16)) -> pygame.Surface:
    icon = _BOWS.get((loaded, size))
    if icon is None:
        icon = book.get(size, *names.weapon_names("bow", loaded)).copy()
        if not loaded:
            icon.set_alpha(120)
        _BOWS[(loaded, size)] = icon
    return icon


def draw_monster(surface: pygame.Surface, book, rect: pygame.Rect, monster: dict, fonts,
                 current: bool = False) -> None:
    draw_piece(surface, book, rect, names.monster_names(monster),
               health=int(monster.get("health") or 0), max_health=int(monster.get("max_health") or 0),
               defense=int(monster.get("defense") or 0), max_defense=int(monster.get("max_defense") or 0),
               conditions=monster.get("conditions") or [], loaded=bool(monster.get("loaded")),
               bow=monster.get("weapon") == "bow",
               current=current, label=str(monster.get("id", ""))[1:], font=fonts.small)


def draw_pieces(surface: pygame.Surface, book, grid: Grid, view: dict, fonts, square_of=None) -> None:
    """``square_of(id, square)``: where a piece is drawn this frame (mid-slide); its square if None."""
    square_of = square_of or (lambda _pid, square: grid.square_rect(square))
    current = next((t.get("who") for t in view.get("turn_order") or [] if t.get("current")), None)
    warrior = view.get("warrior") or {}
    for monster in view.get("monsters") or []:
        square = as_square(monster.get("square"))
        if square is None or monster.get("defeated"):
            continue
        draw_monster(surface, book, square_of(str(monster.get("id")), square), monster, fonts,
                     current == monster.get("id"))
    square = as_square(warrior.get("square"))
    if square is not None:
        draw_piece(surface, book, square_of("warrior", square), names.warrior_names(),
                   health=int(warrior.get("health") or 0), max_health=5,
                   conditions=warrior.get("conditions") or [], loaded=bool(warrior.get("bow_loaded")),
                   bow=warrior.get("equipped") == "bow" and "weapon" not in (warrior.get("dropped") or []),
                   current=current == "warrior")


def target_squares(view: dict) -> dict[str, tuple[int, int]]:
    """Where each possible target stands: the Warrior and every Monster still on the board."""
    out = {}
    square = as_square((view.get("warrior") or {}).get("square"))
    if square is not None:
        out["warrior"] = square
    for monster in view.get("monsters") or []:
        square = as_square(monster.get("square"))
        if square is not None and not monster.get("defeated"):
            out[str(monster["id"])] = square
    return out


_GHOSTS: dict[tuple, pygame.Surface] = {}


def ghost_names(prompt: dict, view: dict) -> tuple[tuple[str, ...], list] | None:
    """What a placing click would put down, and its footprint: shown faintly under the pointer."""
    kind = prompt.get("kind")
    if kind == "place_terrain":
        footprint = prompt.get("footprint") or [[0, 0]]
        piece = str(prompt.get("piece") or "")
        if piece.startswith("fence") and piece not in ("fence_h", "fence_v"):
            piece = "fence_h" if len({r for _, r in footprint}) == 1 else "fence_v"
        return names.terrain_names(piece), footprint
    if kind == "place_warrior":
        return names.warrior_names(), [[0, 0]]
    if kind == "place_monster":
        monster = next((m for m in view.get("monsters") or [] if m.get("id") == prompt.get("monster")), None)
        return (names.monster_names(monster) if monster else ("goblin",)), [[0, 0]]
    return None


def draw_ghost(surface: pygame.Surface, book, grid: Grid, prompt: dict, view: dict, square) -> None:
    found = ghost_names(prompt, view)
    if found is None or square is None:
        return
    sprite_names, footprint = found
    squares = [(square[0] + dc, square[1] + dr) for dc, dr in footprint]
    rect = span(grid, [sq for sq in squares if grid.contains(sq)])
    if not rect.width:
        return
    key = (sprite_names, rect.size)
    sprite = _GHOSTS.get(key)
    if sprite is None:
        sprite = book.get(rect.size, *sprite_names).copy()
        sprite.set_alpha(150)
        _GHOSTS[key] = sprite
    surface.blit(sprite, rect)
    for sq in squares:
        if grid.contains(sq):
            pygame.draw.rect(surface, palette.EMBER_GLOW, grid.square_rect(sq), px(2, grid.cell / L.CELL))


def draw_target_rings(surface: pygame.Surface, book, grid: Grid, squares) -> None:
    """The red ring over whoever a command can be aimed at, drawn above the figures."""
    for square in squares:
        rect = grid.square_rect(square)
        surface.blit(book.get(rect.size, "highlight_target"), rect)


def draw_sight(surface: pygame.Surface, start, end, clear: bool, ui: float = 1.0) -> None:
    """The Warrior's line of sight to a hovered Monster: solid pale if clear, dashed red with a
    cross if a tent or fence is in the way (``ui``: pixels per layout unit)."""
    def u(n: float) -> int:
        return px(n, ui)

    if clear:
        pygame.draw.line(surface, (16, 16, 20), start, end, u(5))
        pygame.draw.line(surface, (206, 228, 240), start, end, u(3))
        pygame.draw.circle(surface, (206, 228, 240), end, u(5))
        return
    dx, dy = end[0] - start[0], end[1] - start[1]
    steps = max(2, int((dx * dx + dy * dy) ** 0.5 // u(8)))
    for i in range(0, steps, 2):
        a = (start[0] + dx * i / steps, start[1] + dy * i / steps)
        b = (start[0] + dx * (i + 1) / steps, start[1] + dy * (i + 1) / steps)
        pygame.draw.line(surface, palette.BLOOD_BRIGHT, a, b, u(3))
    arm = u(6)
    pygame.draw.line(surface, palette.BLOOD_BRIGHT, (end[0] - arm, end[1] - arm), (end[0] + arm, end[1] + arm), u(3))
    pygame.draw.line(surface, palette.BLOOD_BRIGHT, (end[0] - arm, end[1] + arm), (end[0] + arm, end[1] - arm), u(3))
