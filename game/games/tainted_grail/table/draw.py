"""Small drawings every Tainted Grail screen uses: a sprite from the sheet, words cut to their
box, a panel with a heading, an icon with a number, a track of slots (Energy, Health, Terror), a
Character's token ringed in their party's colour, and the journal's italic hand."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.book import INK, INK_DIM, italic  # noqa: F401  (the journal's ink and hand)
from game.app.fonts import SIZES
from game.app.scenes.common import draw_panel
from game.app.units import px
from game.games.tainted_grail.table import art

PARTY_COLOURS = ((226, 170, 70), (110, 190, 210), (200, 110, 170), (140, 200, 110))
TRACK_COLOURS = {
    "energy": (236, 190, 70),
    "health": (200, 52, 48),
    "terror": (150, 110, 210),
}


def party_colour(index: int) -> tuple:
    return PARTY_COLOURS[index % len(PARTY_COLOURS)]


def party_letter(index: int) -> str:
    return "ABCD"[index % 4]


def blit(surface, scene, ref: str, rect) -> pygame.Rect:
    return scene.ctx.sheets.draw(surface, ref, pygame.Rect(rect))


def has(sheets, ref: str) -> bool:
    sheet, _, sprite = ref.partition(":")
    return sheets[sheet].has(sprite)


def first(surface, scene, refs: tuple[str, ...], rect) -> pygame.Rect:
    """The first of ``refs`` the sheet holds (an entity's own picture, then the shared one it
    stands in for); the last is drawn, as a labelled placeholder if need be, when none is."""
    ref = next((r for r in refs[:-1] if has(scene.ctx.sheets, r)), refs[-1])
    return blit(surface, scene, ref, rect)


def fit(surface, font, words: str, colour, pos, width: int, anchor: str = "topleft") -> pygame.Rect:
    return text.draw(
        surface, font, text.ellipsize(font, str(words), max(8, width)), colour, pos, anchor
    )


def wrapped(surface, font, words: str, colour, rect: pygame.Rect) -> int:
    """Words wrapped inside ``rect`` (cut at its bottom); the height used."""
    return text.draw_wrapped(surface, font, words, colour, rect)


def name_line(surface, fonts, name: str, colour, rect: pygame.Rect) -> int:
    """A name in bold on one line, a size or two smaller where the box is a little short (the
    type steps by whole pixels as the window grows, so a name that fits at one window size
    could break at the next); wrapped in ``rect`` only when no size keeps it whole. Returns
    the height used."""
    bold = lambda px: fonts.get(px, bold=True)  # noqa: E731
    largest, smallest = SIZES["body"], SIZES["small"]
    font, _lines, whole = text.fit_wrapped(
        bold, name, rect.width, bold(largest).get_linesize(), largest, smallest, 0
    )
    if whole:
        return text.draw(surface, font, name, colour, rect.topleft).height
    return text.draw_fitted(surface, bold, name, colour, rect, largest, 12)


def paragraphs(surface, font, lines, colour, rect: pygame.Rect, gap: int = 6) -> int:
    """Each line wrapped in turn down ``rect``, ``gap`` between them; returns the y after."""
    y = rect.top
    for line in lines:
        room = pygame.Rect(rect.left, y, rect.width, max(0, rect.bottom - y))
        y += wrapped(surface, font, line, colour, room) + gap
    return y


def wrapped_height(font, words: str, width: int, gap: int = 2) -> int:
    return len(text.wrap(font, words, width)) * (font.get_linesize() + gap)


def panel(surface, fonts, rect: pygame.Rect, title: str = "", edge=palette.PANEL_EDGE) -> None:
    """A panel with its heading, at the scale of ``fonts``."""
    u = fonts.u
    draw_panel(surface, rect, edge, ui=fonts.ui)
    if title:
        fit(
            surface,
            fonts.get("small", bold=True),
            title,
            palette.EMBER,
            (rect.left + u(10), rect.top + u(7)),
            rect.width - u(20),
        )


def counter(
    surface, scene, name: str, value, pos, size: int = 20, font=None, colour=palette.BONE
) -> pygame.Rect:
    """An icon with its number after it; returns the rect both take (``size`` in layout units,
    ``pos`` in the scene's pixels)."""
    box = pygame.Rect(pos[0], pos[1], scene.u(size), scene.u(size))
    blit(surface, scene, art.icon(name), box)
    font = font or scene.fonts.get("small", bold=True)
    words = text.draw(
        surface, font, str(value), colour, (box.right + scene.u(3), box.centery), "midleft"
    )
    return box.union(words)


def track(
    surface,
    rect: pygame.Rect,
    value: int,
    top: int,
    colour,
    red_from: int | None = None,
    start: int | None = None,
    cap: int | None = None,
    zero_bad: bool = True,
    ui: float = 1.0,
) -> None:
    """Slots 0..``top`` as little boxes: filled up to ``value``; red slots from ``red_from``
    edged in blood; the starting slot marked with a notch; slots past ``cap`` crossed out; the
    0 slot in blood when the track stands there and that is bad news (Energy, Health)."""
    slots, u = top + 1, (lambda n: px(n, ui))
    step = rect.width / slots
    for i in range(slots):
        box = pygame.Rect(
            round(rect.left + i * step) + u(1), rect.top, max(u(3), round(step) - u(2)), rect.height
        )
        fill = colour if 0 < i <= value else palette.GRID_DARK
        if i == 0:
            fill = palette.BLOOD if value == 0 and zero_bad else palette.GRID_LIGHT
        pygame.draw.rect(surface, fill, box, border_radius=u(2))
        edge = palette.BLOOD_BRIGHT if red_from is not None and i >= red_from else None
        if edge:
            pygame.draw.rect(surface, edge, box, u(1), border_radius=u(2))
        if cap is not None and i > cap:
            pygame.draw.line(surface, palette.BONE_DIM, box.topleft, box.bottomright, u(1))
        if start is not None and i == start:
            pygame.draw.line(
                surface,
                palette.BONE,
                (box.centerx, box.bottom + u(1)),
                (box.centerx, box.bottom + u(3)),
                u(2),
            )


def token(surface, scene, hero_id: str, rect: pygame.Rect, ring=None, dim: bool = False) -> None:
    """A Lampbearer's token, ringed in their party's colour."""
    if ring is not None:
        pygame.draw.circle(surface, ring, rect.center, rect.width // 2 + scene.u(2))
    picture = scene.ctx.sheets.sprite(art.hero(hero_id), rect.size)
    if dim:
        picture = picture.copy()
        picture.set_alpha(110)
    surface.blit(picture, rect)


def badge(
    surface,
    font,
    words: str,
    colour,
    pos,
    fill=palette.CHARCOAL,
    anchor: str = "center",
    ui: float = 1.0,
) -> pygame.Rect:
    """A small label on a rounded plate (a cost on the map, a mark on a card)."""
    surf, u = text.render(font, words, colour), (lambda n: px(n, ui))
    box = surf.get_rect(**{anchor: pos}).inflate(u(10), u(4))
    pygame.draw.rect(surface, fill, box, border_radius=u(6))
    pygame.draw.rect(surface, colour, box, u(1), border_radius=u(6))
    surface.blit(surf, surf.get_rect(center=box.center))
    return box


def person(surface, scene, ch: dict, pos, width: int, size: int = 30, lines=()) -> int:
    """A Character's token ringed in their party's colour, their name in bold beside it and
    ``lines`` (words, or (words, colour)) under the name; returns the height taken (``size`` in
    layout units, the rest in the scene's pixels)."""
    x, y = pos
    u, fonts = scene.u, scene.fonts
    size = u(size)
    token(surface, scene, ch["id"], pygame.Rect(x, y, size, size), party_colour(ch["party"]))
    left = x + size + u(10)
    room = width - size - u(10)
    fit(surface, fonts.get("small", bold=True), ch["name"], palette.BONE, (left, y), room)
    step = u(18)
    for i, line in enumerate(lines):
        words, colour = line if isinstance(line, tuple) else (line, palette.BONE_DIM)
        fit(surface, fonts.get(16), words, colour, (left, y + step + i * step), room)
    return max(size, step + step * len(lines))
