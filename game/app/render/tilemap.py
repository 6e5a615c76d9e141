"""A Tiled map drawn with pytmx: tile layers at an offset and a scale. A missing or broken map
is drawn as a labelled placeholder, so a board still opens while its map is being made."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.app.assets import placeholder


class TileMapView:
    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.tmx = None
        self.problem: str | None = None
        self._scaled: dict[tuple[int, int, int], pygame.Surface] = {}
        try:
            import pytmx.util_pygame

            self.tmx = pytmx.util_pygame.load_pygame(str(self.path))
        except Exception as err:  # noqa: BLE001 - any load failure becomes the placeholder
            self.problem = f"map {self.path.name} not loaded: {err}"

    @property
    def loaded(self) -> bool:
        return self.tmx is not None

    @property
    def tile_size(self) -> tuple[int, int]:
        return (self.tmx.tilewidth, self.tmx.tileheight) if self.tmx else (32, 32)

    @property
    def grid_size(self) -> tuple[int, int]:
        return (self.tmx.width, self.tmx.height) if self.tmx else (8, 8)

    def pixel_size(self, scale: float = 1.0) -> tuple[int, int]:
        (tw, th), (cols, rows) = self.tile_size, self.grid_size
        return int(cols * tw * scale), int(rows * th * scale)

    def layer_names(self) -> list[str]:
        return [layer.name for layer in self.tmx.layers] if self.tmx else []

    def objects(self) -> list:
        """Every object of every object layer (spawn points, terrain), as pytmx objects."""
        return list(self.tmx.objects) if self.tmx else []

    def _tile(self, gid: int, image: pygame.Surface, scale: float) -> pygame.Surface:
        tw, th = self.tile_size
        size = (max(1, round(tw * scale)), max(1, round(th * scale)))
        key = (gid, *size)
        surf = self._scaled.get(key)
        if surf is None:
            surf = image if image.get_size() == size else pygame.transform.scale(image, size)
            self._scaled[key] = surf
        return surf

    def draw(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0), scale: float = 1.0,
             layers: list[str] | None = None, font: pygame.font.Font | None = None) -> pygame.Rect:
        area = pygame.Rect(offset, self.pixel_size(scale))
        if self.tmx is None:
            surface.blit(placeholder(area.size, self.problem or str(self.path), font), area)
            return area
        import pytmx

        tw, th = self.tile_size
        step_w, step_h = round(tw * scale), round(th * scale)
        for layer in self.tmx.visible_layers:
            if not isinstance(layer, pytmx.TiledTileLayer):
                continue
            if layers is not None and layer.name not in layers:
                continue
            for x, y, gid in layer.iter_data():
                if not gid:
                    continue
                image = self.tmx.get_tile_image_by_gid(gid)
                if image is None:
                    continue
                surface.blit(self._tile(gid, image, scale), (offset[0] + x * step_w, offset[1] + y * step_h))
        return area


_LOADED: dict[str, TileMapView] = {}


def tile_map(path: Path | str) -> TileMapView:
    """The map at ``path``, read once per run (boards redraw it at every size change)."""
    key = str(path)
    if key not in _LOADED:
        _LOADED[key] = TileMapView(path)
    return _LOADED[key]
