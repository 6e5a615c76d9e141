"""A one-screen map of a Tainted Grail chapter's story graph, for writers.

    python3 tools/tainted_grail_story_map.py [--chapter 1] [--out DIR] [--no-png]

writes DIR/tainted-grail-chapter-N.dot (Graphviz: `dot -Tsvg` it where Graphviz is installed)
and DIR/tainted-grail-chapter-N.png (drawn with pygame, 1920x1080). Each column is one
Location's section of the journal, verses stacked by how deep they lie from the section's
opening verse; the Book of Secrets has a column of its own. Edges are coloured by kind:
choice grey, automatic redirection orange, roll blue, Encounter red, straight on green; a
verse that ends exploration has a dark border, a Vision verse is violet, a chapter ending gold.
Everything is read from the files, so the map is redrawn after every edit.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.games.tainted_grail.rules import content  # noqa: E402

COLOURS = {"choice": (150, 150, 150), "redirect": (235, 140, 40), "roll": (70, 130, 230),
           "encounter": (210, 60, 60), "go": (70, 170, 90), "effect": (160, 90, 200)}


def edges(world: dict) -> list[tuple[str, str, str]]:
    """(from verse, to verse, kind) for every way on in the journal."""
    out = []
    for key, verse in world["verses"].items():
        out += [(key, r["go"], "redirect") for r in verse["redirects"]]
        out += [(key, c["go"], "choice") for c in verse["choices"]]
        if "roll" in verse:
            out += [(key, b["go"], "roll") for b in verse["roll"]["bands"]]
        if "encounter" in verse:
            out += [(key, o["go"], "encounter") for o in verse["encounter"]["outcomes"]]
        if "go" in verse:
            out.append((key, verse["go"], "go"))
        out += [(key, e["verse"], "effect") for e in verse["effects"] if e["op"] == "verse"]
    return out


def section_of(key: str) -> str:
    return "Book of Secrets" if key.startswith("s.") else key.split(".")[0]


def _endings(world: dict) -> set[str]:
    return {key for key, v in world["verses"].items()
            if any(e["op"] == "chapter-end" for e in v["effects"])}


def to_dot(world: dict, chapter: int) -> str:
    lines = [f'digraph "chapter {chapter}" {{', "  rankdir=LR; node [shape=box, fontsize=9];"]
    endings = _endings(world)
    sections: dict[str, list[str]] = {}
    for key, verse in world["verses"].items():
        if verse["chapter"] == chapter:
            sections.setdefault(section_of(key), []).append(key)
    for index, (section, keys) in enumerate(sorted(sections.items())):
        name = world["locations"].get(section, {}).get("name", section)
        lines.append(f'  subgraph "cluster_{index}" {{ label="{section} {name}";')
        for key in keys:
            verse = world["verses"][key]
            style = []
            if key in endings:
                style.append("style=filled, fillcolor=gold")
            elif key.endswith(("vision", "vision2")):
                style.append("style=filled, fillcolor=plum")
            if "end" in verse:
                style.append("penwidth=2")
            title = verse["title"].replace('"', "'")
            label = f"{key}\\n{title}" if title else key
            lines.append(f'    "{key}" [label="{label}"{", " if style else ""}{", ".join(style)}];')
        lines.append("  }")
    for a, b, kind in edges(world):
        r, g, bl = COLOURS[kind]
        lines.append(f'  "{a}" -> "{b}" [color="#{r:02x}{g:02x}{bl:02x}"];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def positions(world: dict, chapter: int, size: tuple[int, int]) -> dict[str, tuple[int, int]]:
    """Column per section, row per depth from the section's first verse."""
    sections: dict[str, list[str]] = {}
    for key, verse in world["verses"].items():
        if verse["chapter"] == chapter:
            sections.setdefault(section_of(key), []).append(key)
    order = sorted(sections, key=lambda s: (s == "Book of Secrets", s))
    inner = {k: [b for a, b, _ in edges(world) if a == k and section_of(b) == section_of(k)]
             for k in world["verses"]}
    width, height = size
    col_w = (width - 40) / max(1, len(order))
    out = {}
    for col, section in enumerate(order):
        keys = sections[section]
        depth = {keys[0]: 0}
        todo = [keys[0]]
        while todo:
            key = todo.pop(0)
            for nxt in inner.get(key, []):
                if nxt not in depth:
                    depth[nxt] = depth[key] + 1
                    todo.append(nxt)
        for key in keys:
            depth.setdefault(key, max(depth.values()) + 1)
        rows: dict[int, list[str]] = {}
        for key in keys:
            rows.setdefault(depth[key], []).append(key)
        row_h = (height - 90) / max(1, max(rows) + 1)
        for d, members in rows.items():
            for i, key in enumerate(members):
                x = 20 + col * col_w + (i + 0.5) * col_w / len(members)
                out[key] = (int(x), int(60 + d * row_h + row_h / 2))
    return out


def draw_png(world: dict, chapter: int, path: Path, size: tuple[int, int] = (1920, 1080)) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.font.init()
    surface = pygame.Surface(size)
    surface.fill((24, 26, 30))
    font = pygame.font.Font(None, 16)
    big = pygame.font.Font(None, 28)
    where = positions(world, chapter, size)
    endings = _endings(world)
    for a, b, kind in edges(world):
        if a in where and b in where:
            pygame.draw.line(surface, COLOURS[kind], where[a], where[b], 1)
    for key, (x, y) in where.items():
        verse = world["verses"][key]
        colour = (230, 190, 60) if key in endings else (
            (180, 120, 220) if "vision" in key else (210, 210, 200))
        radius = 6 if "." not in key or key.startswith("s.") else 4
        pygame.draw.circle(surface, colour, (x, y), radius)
        if "end" in verse:
            pygame.draw.circle(surface, (250, 250, 250), (x, y), radius + 2, 1)
    sections = sorted({section_of(k) for k in where}, key=lambda s: (s == "Book of Secrets", s))
    for section in sections:
        first = min((where[k] for k in where if section_of(k) == section), key=lambda p: p[1])
        label = font.render(section[:6], True, (240, 240, 240))
        surface.blit(label, (first[0] - label.get_width() // 2, 40))
    chapter_data = world["chapters"][chapter]
    title = big.render(f"Chapter {chapter}: {chapter_data['title']}  ({len(where)} verses)", True,
                       (240, 240, 240))
    surface.blit(title, (20, 8))
    legend_x = size[0] - 640
    for i, (kind, colour) in enumerate(COLOURS.items()):
        x = legend_x + i * 105
        pygame.draw.line(surface, colour, (x, 18), (x + 20, 18), 3)
        surface.blit(font.render(kind, True, colour), (x + 24, 12))
    pygame.image.save(surface, str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chapter", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("."))
    parser.add_argument("--no-png", action="store_true")
    args = parser.parse_args(argv)
    world = content.load()
    args.out.mkdir(parents=True, exist_ok=True)
    dot = args.out / f"tainted-grail-chapter-{args.chapter}.dot"
    dot.write_text(to_dot(world, args.chapter), encoding="utf-8")
    print(dot)
    if not args.no_png:
        png = dot.with_suffix(".png")
        draw_png(world, args.chapter, png)
        print(png)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
