"""Draw every Grudge and interface sprite, pack them into sheets and write the board's Tiled maps.

    python tools/make_sheets.py [--out DIR]

Writes, under DIR (default: the repository root):
  assets/sheets/grudge.png + .json        miniatures, terrain, icons, highlights, dice
  assets/sheets/grim.png + .json          GRIM's Grim, Grimlords and Afterworlds
  assets/sheets/grimheim.png + .json      Grimheim's miniature layers, status and objective markers
  assets/sheets/grimlore.png + .json      GRIMLORE's race and monster tokens, tile faces, icons
  assets/sheets/tainted_grail.png + .json Tainted Grail's Location faces, tokens, markers, icons
  assets/sheets/ui.png + .json            cards, suit marks, panel and buttons, logo
  assets/sheets/grudge_tiles.png + .json  64 px ground tiles
  maps/grudge/grudge_tiles.tsx, camp.tmx, outskirts.tmx

Everything is drawn with pygame primitives from seeded generators and saved with our own PNG
writer, so two runs give byte-identical files. Runs headless.
"""
from __future__ import annotations

import argparse
import json
import os
import struct
import sys
import zlib
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402

import art_figures as figures  # noqa: E402
import art_grim as grim  # noqa: E402
import art_grimheim as grimheim  # noqa: E402
import art_grimlore as grimlore  # noqa: E402
import art_icons as icons  # noqa: E402
import art_maps as maps  # noqa: E402
import art_terrain as terrain  # noqa: E402
import art_tiles as tiles  # noqa: E402
import art_tainted_grail as tainted_grail  # noqa: E402
import art_ui as ui  # noqa: E402
from art_draw import portable_smoothscale  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
PAD = 2  # clear pixels between packed sprites, so scaled blits never bleed


def grudge_sprites() -> dict:
    art = {
        "warrior": figures.warrior(),
        "goblin": figures.goblin(None),
        "goblin_blade": figures.goblin("blade"),
        "goblin_spear": figures.goblin("spear"),
        "goblin_bow": figures.goblin("bow"),
        "goblin_blade_shield": figures.goblin("blade_shield"),
        "goblin_boss": figures.goblin_boss(None),
        "goblin_boss_flail": figures.goblin_boss("flail"),
        "goblin_boss_hammer": figures.goblin_boss("hammer"),
        "troll": figures.troll(),
        "tent": terrain.tent(),
        "big_tent": terrain.big_tent(),
        "fence_h": terrain.fence_h(),
        "fence_v": terrain.fence_v(),
        "campfire": terrain.campfire(),
        "pig": terrain.pig(),
        "stinking_cloud": terrain.stinking_cloud(),
        "defeated": terrain.defeated(),
    }
    for name in icons.WEAPON_POSE:
        art[name] = icons.weapon_icon(name)
    for piece, draw in (("helmet", icons.helmet), ("breastplate", icons.breastplate),
                        ("shield", icons.armour_shield)):
        for state in ("", "notch1", "broken"):
            if state:  # the unnotched shield is the weapon icon "shield": one picture
                art[f"{piece}_{state}"] = draw(state)
            elif piece != "shield":
                art[piece] = draw(state)
    for name in ("disarmed", "rooted", "stunned", "prone", "enraged", "displaced"):
        art[name] = icons.condition(name)
    art["luckstone"] = icons.luckstone()
    art["runestone"] = icons.runestone()
    for kind in ("move", "target", "selected", "los"):
        art[f"highlight_{kind}"] = icons.highlight(kind)
    for face in range(1, 7):
        art[f"d6_{face}"] = icons.d6(face)
    return {name: pen.done() for name, pen in art.items()}


def ui_sprites() -> dict:
    art = {"card_back": ui.card_back(), "card_face": ui.card_face()}
    for suit in ("spades", "hearts", "clubs", "diamonds", "joker"):
        art[suit] = ui.suit_icon(suit, 32)
        art[f"{suit}_16"] = ui.suit_icon(suit, 16)
    art["panel"] = ui.panel()
    art["button"] = ui.button("")
    art["button_hover"] = ui.button("hover")
    art["button_pressed"] = ui.button("pressed")
    art["logo"] = ui.logo()
    return {name: pen.done() for name, pen in art.items()}


def tile_sprites() -> dict:
    return {name: tiles.tile(name, i).done() for i, (name, _) in enumerate(tiles.TILES)}


# -- packing and writing ---------------------------------------------------------------------

def pack(sprites: dict, width: int) -> tuple[pygame.Surface, dict]:
    """Shelf packing, tallest first; ties keep the drawing order so related sprites sit together."""
    order = sorted(sprites, key=lambda n: -sprites[n].get_height())
    rects, x, y, shelf = {}, 0, 0, 0
    for name in order:
        w, h = sprites[name].get_size()
        if x + w > width:
            x, y, shelf = 0, y + shelf + PAD, 0
        rects[name] = [x, y, w, h]
        x += w + PAD
        shelf = max(shelf, h)
    sheet = pygame.Surface((width, y + shelf), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    for name, (x, y, _, _) in rects.items():
        sheet.blit(sprites[name], (x, y))
    return sheet, {name: rects[name] for name in sprites}


def grid(sprites: dict, columns: int) -> tuple[pygame.Surface, dict]:
    """Tiles in a plain grid with no gaps, the layout a Tiled tileset expects."""
    names = list(sprites)
    size = sprites[names[0]].get_width()
    rows = -(-len(names) // columns)
    sheet = pygame.Surface((columns * size, rows * size), pygame.SRCALPHA)
    rects = {}
    for i, name in enumerate(names):
        x, y = (i % columns) * size, (i // columns) * size
        sheet.blit(sprites[name], (x, y))
        rects[name] = [x, y, size, size]
    return sheet, rects


def png_bytes(surface: pygame.Surface) -> bytes:
    """A plain RGBA PNG: no timestamps or library tags, so identical pixels give identical bytes."""
    w, h = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGBA")
    stride = w * 4
    rows = b"".join(b"\x00" + raw[y * stride:(y + 1) * stride] for y in range(h))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def atlas_json(rects: dict, extra: dict | None = None) -> str:
    lines = ["{", '  "tile": 64,']
    for key, value in (extra or {}).items():
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, sort_keys=True)},")
    lines.append('  "sprites": {')
    entries = [f"    {json.dumps(name)}: {json.dumps(rect)}" for name, rect in rects.items()]
    lines.append(",\n".join(entries))
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n"


def write_sheet(out: Path, stem: str, sheet: pygame.Surface, rects: dict, extra=None):
    folder = out / "assets" / "sheets"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{stem}.png").write_bytes(png_bytes(sheet))
    (folder / f"{stem}.json").write_text(atlas_json(rects, extra), encoding="utf-8")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO, help="root to write into (default: the repository)")
    args = parser.parse_args(argv)
    pygame.init()
    portable_smoothscale()

    write_sheet(args.out, "grudge", *pack(grudge_sprites(), 1024))
    write_sheet(args.out, "grim", *pack(grim.grim_sprites(), 1024))
    grimheim_sprites, grimheim_extra = grimheim.grimheim_sheet()
    write_sheet(args.out, "grimheim", *pack(grimheim_sprites, 512), extra=grimheim_extra)
    write_sheet(args.out, "grimlore", *pack(grimlore.grimlore_sprites(), 512))
    write_sheet(args.out, "tainted_grail", *pack(tainted_grail.tainted_grail_sprites(), 1024))
    write_sheet(args.out, "ui", *pack(ui_sprites(), 512), extra={"nine_slice": ui.NINE_SLICE})
    tile_sheet, tile_rects = grid(tile_sprites(), tiles.COLUMNS)
    write_sheet(args.out, "grudge_tiles", tile_sheet, tile_rects)

    map_dir = args.out / "maps" / "grudge"
    map_dir.mkdir(parents=True, exist_ok=True)
    w, h = tile_sheet.get_size()
    (map_dir / "grudge_tiles.tsx").write_text(
        maps.tileset_xml("../../assets/sheets/grudge_tiles.png", w, h), encoding="utf-8")
    for name in maps.MAPS:
        (map_dir / f"{name}.tmx").write_text(maps.map_xml(name), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
