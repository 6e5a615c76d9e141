"""A Combat or Diplomacy card drawn by us from its printed data (card_data): the name in a band
of its kind's colour with its mark (candle or bolt), Passive and, on a white wyrdform card, its
cost; five lanes of Keys (the ae, cc and ps rows, Magic, Free): the closing half on the left
edge with the Bonuses it gains, the opening half on the right edge with the Attribute and level
it asks of the next card (Magic, or the Free multiplier); the ability in a box, its words at the
largest size that fits; the card number and owner at the foot.

Faces are cached by card and size. ``lanes`` gives where each Key's halves lie, so the battlemat
can light the connected ones over the cached face."""

from __future__ import annotations

import pygame

from game.app import fonts, palette, text, units
from game.games.tainted_grail.table import art
from game.games.tainted_grail.table import card_data as C

HAND = (112, 160)  # a card in a hand or a Sequence on the 1280x720 table
ZOOM = (252, 360)  # the same card under the pointer
ROW_COLOURS = {
    "ae": (196, 72, 58),
    "cc": (212, 158, 52),
    "ps": (70, 150, 140),
    "magic": (140, 100, 210),
    "free": (150, 138, 120),
}
KEY_LETTERS = {"ae": "A", "cc": "C", "ps": "P", "magic": "M", "free": "F"}  # colour-blind-safe tags
KIND_COLOURS = {"combat": (134, 58, 44), "diplomacy": (58, 90, 134), "wyrdform": (110, 80, 150)}
FACES = {"combat": (226, 212, 180), "diplomacy": (206, 214, 222), "wyrdform": (248, 247, 242)}
TAB_W = 0.38  # a half Key's share of the card's width
_CACHE: dict[tuple, pygame.Surface] = {}


def font(px: int, bold: bool = False) -> pygame.font.Font:
    """The book face: a card's words read like print."""
    return fonts.styled(px, bold=bold, book=True)


def regular(px: int) -> pygame.font.Font:
    return font(px)


def bold(px: int) -> pygame.font.Font:
    return font(px, True)


def fit_line(words: str, width: int, largest: int, smallest: int = 9) -> pygame.font.Font:
    """The largest bold font from ``largest`` down to ``smallest`` that fits ``words``."""
    for px in range(largest, smallest, -1):
        if bold(px).size(words)[0] <= width:
            return bold(px)
    return bold(smallest)


def band_rect(size) -> pygame.Rect:
    w, h = size
    return pygame.Rect(3, 3, w - 6, max(14, round(h * 0.12)))


def lanes(size) -> dict[str, tuple[pygame.Rect, pygame.Rect]]:
    """Each Key's (closing half on the left edge, opening half on the right edge)."""
    w, h = size
    top = band_rect(size).bottom + max(4, round(h * 0.05))
    lane = round(h * 0.084)
    tab = round(w * TAB_W)
    out = {}
    for i, key in enumerate(C.KEYS):
        y = top + i * lane
        out[key] = (
            pygame.Rect(0, y, tab, lane - 2),
            pygame.Rect(w - tab, y, tab, lane - 2),
        )
    return out


def ability_rect(size) -> pygame.Rect:
    w, h = size
    last = lanes(size)["free"][0]
    pad = max(4, round(w * 0.05))
    foot = max(10, round(h * 0.07))
    return pygame.Rect(pad, last.bottom + 4, w - 2 * pad, h - foot - last.bottom - 8)


def kind_of(card: dict) -> str:
    return "wyrdform" if card.get("letter") == "wyrdform" else card.get("kind", "combat")


def face(card: dict, size=HAND, sheets=None) -> pygame.Surface:
    """The card's face at ``size``, drawn once and kept."""
    size = (int(size[0]), int(size[1]))
    key = (card.get("id"), card.get("name"), size, palette.Marks.on)
    surf = _CACHE.get(key)
    if surf is None:
        surf = _CACHE[key] = _draw(card, size, sheets)
    return surf


def text_fits(card: dict, size=HAND) -> bool:
    """Whether the ability's words fit their box whole at ``size`` (else they end in "...")."""
    words = (card.get("ability") or {}).get("text", "")
    box = ability_rect(size)
    return not words or _ability_font(words, box, size)[2]


def _ability_font(words: str, box: pygame.Rect, size):
    return text.fit_wrapped(
        regular, words, box.width - 6, box.height - 4, max(10, size[1] // 16), 8, 0
    )


def _draw(card: dict, size, sheets) -> pygame.Surface:
    w, h = size
    kind = kind_of(card)
    edge = KIND_COLOURS.get(kind, KIND_COLOURS["combat"])
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(5, w // 14)
    pygame.draw.rect(surf, FACES.get(kind, FACES["combat"]), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, edge, surf.get_rect(), max(2, w // 50), border_radius=radius)
    _band(surf, card, size, edge, sheets)
    for key, (closing, opening) in lanes(size).items():
        _closing(surf, key, C.bonuses(card, key), closing, sheets)
        _opening(surf, key, C.opening(card, key), opening, sheets)
    _middle(surf, card, size, sheets)
    _ability(surf, card, size)
    _foot(surf, card, size, edge)
    return surf


def _band(surf, card, size, edge, sheets) -> None:
    w, h = size
    band = band_rect(size)
    pygame.draw.rect(surf, edge, band, border_radius=max(3, w // 20))
    mark = card.get("mark")
    room = band.width - 8 - (band.height if mark else 0)
    name = str(card.get("name", "?"))
    fitted = fit_line(name, room, max(10, round(band.height * 0.8)))
    shown = text.ellipsize(fitted, name, room)
    text.draw(surf, fitted, shown, palette.BONE, (band.left + 4, band.centery), "midleft")
    if mark and sheets is not None:
        icon = pygame.Rect(0, 0, band.height - 2, band.height - 2)
        icon.midright = (band.right - 2, band.centery)
        sheets.draw(surf, art.mark(mark), icon)


def _tab(surf, rect: pygame.Rect, colour, left_edge: bool) -> None:
    """A half Key: square against the card's edge, rounded toward the middle."""
    r = rect.height // 2
    body = pygame.Rect(rect)
    pygame.draw.rect(surf, colour, body, border_radius=r)
    flat = pygame.Rect(rect.left, rect.top, r + 1, rect.height)
    if not left_edge:
        flat.right = rect.right
    pygame.draw.rect(surf, colour, flat)


def _slot(surf, rect: pygame.Rect, colour, left_edge: bool) -> None:
    """Where a half Key would be: a faint notch at the edge, so the lanes read."""
    notch = pygame.Rect(0, 0, max(3, rect.width // 8), rect.height)
    notch.centery = rect.centery
    if left_edge:
        notch.left = rect.left
    else:
        notch.right = rect.right
    faint = pygame.Surface(notch.size, pygame.SRCALPHA)
    faint.fill((*colour, 70))
    surf.blit(faint, notch)


def _icon_row(surf, items, rect: pygame.Rect, sheets, start_x: int) -> None:
    """Icons each with a number after it, left to right from ``start_x``."""
    side = max(8, rect.height - 4)
    digits = bold(max(9, round(rect.height * 0.95)))
    x = start_x
    for ref, number in items:
        box = pygame.Rect(x, rect.centery - side // 2, side, side)
        if sheets is not None:
            sheets.draw(surf, ref, box)
        x = box.right + 1
        if number:
            x = (
                text.draw(surf, digits, number, palette.BONE, (x, rect.centery), "midleft").right
                + 2
            )


def _key_letter(surf, key: str, rect: pygame.Rect, left_edge: bool) -> int:
    """In the colour-blind-safe palette, the Key's letter at the tab's outer edge; the width
    it takes (0 in the standard palette)."""
    if not palette.Marks.on:
        return 0
    tag = bold(max(8, round(rect.height * 0.85)))
    letter = KEY_LETTERS.get(key, "")
    width = tag.size(letter)[0] + 3
    r, g, b = ROW_COLOURS[key]
    ink = palette.INK if 0.3 * r + 0.59 * g + 0.11 * b > 140 else palette.BONE  # reads in grey too
    x = rect.left + 2 if left_edge else rect.right - 2
    text.draw(surf, tag, letter, ink, (x, rect.centery), "midleft" if left_edge else "midright")
    return width


def _left_of_letter(surf, key: str, rect: pygame.Rect) -> pygame.Rect:
    """An opening tab's room once its Key's letter (if shown) is drawn at the right edge."""
    shift = _key_letter(surf, key, rect, False)
    return pygame.Rect(rect.left, rect.top, rect.width - shift, rect.height)


def _closing(surf, key, parts, rect, sheets) -> None:
    colour = ROW_COLOURS[key]
    if not parts:
        _slot(surf, rect, colour, True)
        return
    _tab(surf, rect, colour, True)
    items = [(art.bonus(b), str(n) if n else "") for b, n in parts]
    _icon_row(surf, items, rect, sheets, rect.left + 3 + _key_letter(surf, key, rect, True))


def _opening(surf, key, half, rect, sheets) -> None:
    colour = ROW_COLOURS[key]
    if half is None:
        _slot(surf, rect, colour, False)
        return
    what, level = half
    if key == "free":
        if level == 1:
            colour = tuple(c // 2 + 60 for c in colour)
        _tab(surf, rect, colour, False)
        rect = _left_of_letter(surf, key, rect)
        words = f"{level}x"
        digits = bold(max(9, round(rect.height * 0.95)))
        text.draw(surf, digits, words, palette.BONE, (rect.right - 4, rect.centery), "midright")
        return
    _tab(surf, rect, colour, False)
    rect = _left_of_letter(surf, key, rect)
    ref = art.icon("magic") if key == "magic" else art.attribute(what)
    side = max(8, rect.height - 4)
    number = "" if key == "magic" else str(level)
    width = side + 2 + bold(max(9, round(rect.height * 0.95))).size(number)[0]
    _icon_row(surf, [(ref, number)], rect, sheets, rect.right - width - 4)


def _middle(surf, card, size, sheets) -> None:
    """Between the lanes: Passive, and a wyrdform card's cost."""
    w, h = size
    rows = lanes(size)
    left = rows["ae"][0].right + 2
    room = pygame.Rect(
        left, rows["ae"][0].top, w - 2 * left, rows["free"][0].bottom - rows["ae"][0].top
    )
    small = bold(max(8, h // 22))
    y = room.top
    if card.get("passive"):
        words = "PASSIVE" if small.size("PASSIVE")[0] <= room.width else "P"
        y = text.draw(surf, small, words, (90, 70, 40), (room.centerx, y), "midtop").bottom + 2
    cost = str(card.get("cost") or "")
    if cost:
        number, _, what = cost.partition(" ")
        side = max(8, min(room.width // 2, h // 10))
        box = pygame.Rect(0, 0, side, side)
        box.midtop = (room.centerx - side // 3, y + 2)
        if sheets is not None:
            sheets.draw(surf, art.icon(what), box)
        text.draw(surf, bold(side), number, palette.BLOOD, (box.right + 1, box.centery), "midleft")
        y = box.bottom
        text.draw(surf, small, "COST", (90, 70, 40), (room.centerx, y + 1), "midtop")


def _ability(surf, card, size) -> None:
    words = (card.get("ability") or {}).get("text", "")
    box = ability_rect(size)
    if box.height < 8:
        return
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (60, 40, 20, 34), shade.get_rect(), border_radius=4)
    surf.blit(shade, box)
    if not words:
        return
    font, lines, _ = _ability_font(words, box, size)
    y = box.top + 2
    for line in lines:
        text.draw(surf, font, line, palette.INK, (box.left + 3, y))
        y += font.get_linesize()


def _foot(surf, card, size, edge) -> None:
    w, h = size
    small = regular(max(9, h // 16))
    y = h - max(3, h // 60)
    text.draw(surf, small, card.get("number", ""), edge, (max(5, w // 18), y), "bottomleft")
    owner = str(card.get("owner", "")).capitalize()
    text.draw(surf, small, owner, edge, (w - max(5, w // 18), y), "bottomright")


def draw(
    surface, rect, card: dict, sheets, dim: bool = False, ring=None, ui: float = 1.0
) -> pygame.Rect:
    """The card in ``rect`` (its face drawn once at that size), dimmed when it cannot be
    chosen, ringed in ``ring`` when lit (``ui``: the scene's pixels per layout unit, for the
    shadow and the ring)."""
    rect = pygame.Rect(rect)
    shadow = rect.move(units.px(2, ui), units.px(3, ui))
    radius = max(5, rect.width // 14)
    pygame.draw.rect(surface, (10, 8, 8), shadow, border_radius=radius)
    surface.blit(face(card, rect.size, sheets), rect)
    if dim:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 18, 18, 150), veil.get_rect(), border_radius=radius)
        surface.blit(veil, rect)
    if ring is not None:
        ringed = rect.inflate(units.px(6, ui), units.px(6, ui))
        pygame.draw.rect(
            surface, ring, ringed, units.px(3, ui), border_radius=radius + units.px(3, ui)
        )
    return rect


def zoom(surface, card: dict, sheets, pointer, size=ZOOM) -> pygame.Rect:
    """The hover zoom: the card at reading size beside the pointer, kept on screen."""
    rect = pygame.Rect((pointer[0] + 20, pointer[1] - size[1] // 2), size)
    screen = surface.get_rect()
    if rect.right > screen.right - 8:
        rect.right = pointer[0] - 20
    rect.clamp_ip(screen.inflate(-16, -16))
    return draw(surface, rect, card, sheets)


def light_keys(surface, rect, lit: dict[str, str], edge: str = "left", ui: float = 1.0) -> None:
    """Over a drawn card: each Key in ``lit`` ringed (``gained`` in ember, ``connected`` but not
    gained in a dim ash), on its closing (left) or opening (right) half."""
    rect = pygame.Rect(rect)
    for key, how in lit.items():
        halves = lanes(rect.size).get(key)
        if halves is None:
            continue
        half = (halves[0] if edge == "left" else halves[1]).move(rect.topleft)
        colour = palette.EMBER_GLOW if how == "gained" else palette.BONE_DIM
        # in the colour-blind-safe palette a gained Key reads by its ring's weight too
        width = units.px((3 if how == "gained" else 1) if palette.Marks.on else 2, ui)
        ringed = half.inflate(units.px(4, ui), units.px(4, ui))
        pygame.draw.rect(surface, colour, ringed, width, border_radius=half.height // 2)
