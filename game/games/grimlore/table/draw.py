"""Small drawings every GRIMLORE screen uses: a sprite from the grimlore sheet, an icon with a
number, a character's token, Energy and Destiny, black and red dice with their 6s ringed, and a
card-like panel with a heading.

Rects are in the scene's pixels; sizes, paddings and gaps given as numbers are layout units,
scaled by the scene's (or the fonts') own scale, or ``ui`` where neither is given."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.render import dice as dice_art
from game.app.render.dice import PIPS
from game.app.scenes.common import draw_panel
from game.app.units import px
from game.games.grimlore.rules import content
from game.games.grimlore.table import art

BLACK_DIE, RED_DIE = (34, 30, 32), (150, 34, 34)
SIX_RING = (255, 210, 90)


def blit(surface, scene, ref: str, rect) -> pygame.Rect:
    return scene.ctx.sheets.draw(surface, ref, pygame.Rect(rect))


def fit(surface, font, words: str, colour, pos, width: int, anchor: str = "topleft") -> pygame.Rect:
    return text.draw(surface, font, text.ellipsize(font, str(words), width), colour, pos, anchor)


def heading(surface, fonts, rect: pygame.Rect, words: str, colour=palette.EMBER) -> None:
    fit(
        surface,
        fonts.get("small", bold=True),
        words,
        colour,
        (rect.left + fonts.u(10), rect.top + fonts.u(7)),
        rect.width - fonts.u(20),
    )


def panel(surface, fonts, rect: pygame.Rect, title: str = "", edge=palette.PANEL_EDGE) -> None:
    draw_panel(surface, rect, edge, ui=fonts.ui)
    if title:
        heading(surface, fonts, rect, title)


def counter(
    surface, scene, name: str, value, pos, size: int = 22, font=None, colour=palette.BONE
) -> pygame.Rect:
    """A pool's icon with its number after it; returns the rect both take."""
    icon = pygame.Rect(pos[0], pos[1], scene.u(size), scene.u(size))
    blit(surface, scene, art.pool(name), icon)
    font = font or scene.fonts.get("body", bold=True)
    words = text.draw(
        surface, font, str(value), colour, (icon.right + scene.u(4), icon.centery), "midleft"
    )
    return icon.union(words)


def token(surface, scene, sheet: dict, rect: pygame.Rect, dim: bool = False) -> None:
    """A character's token: their race's bust in their role's gear, rimmed in the role's colour."""
    pygame.draw.circle(
        surface,
        art.ROLE_COLOURS.get(sheet.get("role")),
        rect.center,
        rect.width // 2 + scene.u(2),
    )
    picture = scene.ctx.sheets.sprite(art.character(sheet), rect.size)
    if dim:
        picture = picture.copy()
        picture.set_alpha(110)
    surface.blit(picture, rect)


def who(ch: dict) -> str:
    """A character's race and role, as the cards name them ("" for what is not chosen yet)."""
    data = content.load()
    race = data["races"].get(ch.get("race") or "", {}).get("name", "")
    role = data["roles"].get(ch.get("role") or "", {}).get("name", "")
    return " ".join(filter(None, (race, role))) or "not made yet"


def head(
    surface,
    scene,
    ch: dict,
    card: pygame.Rect,
    size: int = 52,
    pad: int = 10,
    font=None,
    dim: bool = False,
) -> int:
    """A character's token at the top left of ``card`` with their name and race and role beside
    it; returns the x where the words start."""
    u = scene.u
    size, pad = u(size), u(pad)
    face = pygame.Rect(card.left + pad, card.top + pad, size, size)
    token(surface, scene, ch, face, dim=dim)
    x = face.right + pad
    font = font or scene.fonts.get("body", bold=True)
    fit(surface, font, ch["name"], palette.BONE, (x, card.top + pad), card.right - x - u(8))
    fit(
        surface,
        scene.fonts.small,
        who(ch),
        palette.BONE_DIM,
        (x, card.top + pad + font.get_linesize() + u(2)),
        card.right - x - u(8),
    )
    return x


def lines(surface, font, rows: list[tuple[str, tuple]], pos, width: int, step: int) -> int:
    """Lines of text, one under the other, each cut to ``width``; returns the y after them."""
    x, y = pos
    for words, colour in rows:
        fit(surface, font, words, colour, (x, y), width)
        y += step
    return y


def energy_bar(surface, rect: pygame.Rect, value: int, most: int) -> None:
    """Energy as notches: filled red for what is left."""
    most = max(1, most)
    step = rect.width / most
    gap = max(1, rect.height // 8)  # a notch's gap grows with the bar
    for i in range(most):
        box = pygame.Rect(
            round(rect.left + i * step) + gap, rect.top, max(2, round(step) - 2 * gap), rect.height
        )
        pygame.draw.rect(
            surface,
            palette.BLOOD_BRIGHT if i < value else palette.GRID_DARK,
            box,
            border_radius=2 * gap,
        )


def destiny_pips(surface, pos, value: int, most: int, r: int = 5, ui: float = 1.0) -> pygame.Rect:
    x, y = pos
    r, gap = px(r, ui), px(4, ui)
    for i in range(most):
        centre = (x + r + i * (2 * r + gap), y + r)
        if i < value:
            pygame.draw.circle(surface, (255, 190, 80), centre, r)
        pygame.draw.circle(surface, palette.BONE_DIM, centre, r, px(1, ui))
    return pygame.Rect(x, y, most * (2 * r + gap), 2 * r)


def red_corner(surface, rect: pygame.Rect, share: float = 0.22) -> None:
    """The colour-blind-safe palette's mark of a red die: its top-right corner cut in bone
    (``share`` of its width: clear of a rolled die's pips)."""
    if palette.Marks.on:
        cut = max(5, round(rect.width * share))
        pygame.draw.polygon(
            surface,
            palette.BONE,
            [
                (rect.right - 1, rect.top),
                (rect.right - 1 - cut, rect.top),
                (rect.right - 1, rect.top + cut),
            ],
        )


def die(surface, rect: pygame.Rect, face: int, red: bool, still: bool = False) -> None:
    """One d6 of a test: black or red with bone pips, a 6 ringed in gold; while a roll is fresh
    it tumbles in like every die at the table (game/app/render/dice.py)."""
    if not still and dice_art.rolling is not None and dice_art.rolling < 1:
        dice_art.tumble(
            surface, rect, face, 6, dice_art.rolling, lambda s, r, f: die(s, r, f, red, True)
        )
        return
    colour = RED_DIE if red else BLACK_DIE
    radius = max(3, rect.width // 5)
    line = max(1, rect.width // 26)  # the die's own size sets its edges
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, palette.BONE_DIM, rect, line, border_radius=radius)
    if red:
        red_corner(surface, rect)
    step, r = rect.width / 4, max(2, rect.width // 10)
    for c, row in PIPS.get(face, []):
        pygame.draw.circle(
            surface,
            palette.BONE,
            (int(rect.left + step * (c + 1)), int(rect.top + step * (row + 1))),
            r,
        )
    if face == 6:
        ring = max(3, round(rect.width * 3 / 26))
        pygame.draw.rect(
            surface,
            SIX_RING,
            rect.inflate(2 * ring, 2 * ring),
            ring,
            border_radius=radius + ring * 2 // 3,
        )


def dice(
    surface, pos, faces: list[int], red: bool, size: int = 26, gap: int = 6, ui: float = 1.0
) -> int:
    """A row of black (or red) dice. Returns the x after the row."""
    x, y = pos
    size, gap = px(size, ui), px(gap, ui)
    for face in faces:
        die(surface, pygame.Rect(x, y, size, size), face, red)
        x += size + gap
    return x


def pool_dice(
    surface, pos, black: int, red: int, size: int = 18, gap: int = 4, ui: float = 1.0
) -> int:
    """A pool before it is rolled: blank black and red dice with a mark. Returns the x after."""
    x, y = pos
    size, gap, round_by = px(size, ui), px(gap, ui), px(4, ui)
    for i in range(black + red):
        rect = pygame.Rect(x, y, size, size)
        pygame.draw.rect(surface, BLACK_DIE if i < black else RED_DIE, rect, border_radius=round_by)
        pygame.draw.rect(surface, palette.BONE, rect, px(1, ui), border_radius=round_by)
        if i >= black:
            red_corner(surface, rect, 0.45)  # a blank die: only the middle mark to keep clear
        pygame.draw.circle(surface, palette.BONE_DIM, rect.center, px(2, ui))
        x += size + gap
    return x


def wrapped(surface, font, words: str, colour, rect: pygame.Rect) -> int:
    return text.draw_wrapped(surface, font, words, colour, rect)


def fitted(surface, fonts, words: str, colour, rect: pygame.Rect, sizes=(16, 15, 14, 13)) -> int:
    """Wrapped words in the largest of ``sizes`` that lets them all fit in ``rect`` (a long
    monster card is drawn smaller rather than cut off at the panel's foot)."""
    for size in sizes:
        font = fonts.get(size)
        step = font.get_linesize() + fonts.u(2)
        if len(text.wrap(font, words, rect.width)) * step <= rect.height:
            break
    return text.draw_wrapped(surface, font, words, colour, rect, fonts.u(2))
