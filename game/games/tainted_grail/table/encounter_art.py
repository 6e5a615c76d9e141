"""An Encounter card drawn by us from its printed data (card_data.encounter): the name in a band
of its colour with the difficulty as pips, Combat's value or Diplomacy's Duration and Affinity
track, the opening halves of its Keys on the right edge (the first card of every Sequence), then
its table (Combat Pool ranges to Attacks, or the Attributes that sway it and its Response), the
Opportunity Attack, its traits and the Loot or Conclusion, at the largest size that fits. The
Encounter's own picture fills what is left of the space left of its Keys.
Faces are cached by Encounter and size; the Keys lie where card_art.lanes says, so the battlemat
lights them the same way."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.units import px
from game.games.tainted_grail.rules.encounter import words as W
from game.games.tainted_grail.table import art
from game.games.tainted_grail.table import card_art as A
from game.games.tainted_grail.table import card_data as C

MAT = (180, 258)  # on the battlemat
ZOOM = (300, 430)
COLOURS = {
    "green": (92, 150, 84),
    "purple": (130, 92, 170),
    "blue": (80, 120, 180),
}
SLOT_COLOURS = {"red": (180, 56, 48), "grey": (128, 124, 120), "green": (90, 160, 80)}
SHOWN_FROM_VIEW = ("name", "kind", "difficulty", "traits", "value", "duration", "right")
_CACHE: dict[tuple, pygame.Surface] = {}


def face(enc: dict, size=MAT, sheets=None) -> pygame.Surface:
    size = (int(size[0]), int(size[1]))
    # what the view may change on the printed card (a Duration run down, a value raised) is
    # part of the key, so a face drawn earlier in the Encounter never shows an old number
    key = (enc.get("id"), size, *(repr(enc.get(k)) for k in SHOWN_FROM_VIEW))
    surf = _CACHE.get(key)
    if surf is None:
        if len(_CACHE) > 256:
            _CACHE.clear()
        surf = _CACHE[key] = _draw(enc, size, sheets)
    return surf


def slots(enc: dict) -> list[str]:
    """The Affinity track's slot colours, bottom first."""
    aff = enc.get("affinity") or {}
    return [c for c in ("red", "grey", "green") for _ in range(int(aff.get(c, 0)))]


def body_lines(enc: dict) -> list[str]:
    """The card's printed rules under its Keys, a line each, in the words the previews use."""
    lines = []
    if enc.get("kind") == "diplomacy":
        sway = enc.get("sway_rules") or {}
        if sway:
            lines.append(
                "Sway: " + "; ".join(f"{a.capitalize()}: {W.effects(e)}" for a, e in sway.items())
            )
        lines += _by_colour("Response", enc.get("response_effects") or {})
    else:
        for low, high, nodes in enc.get("attack_table") or []:
            band = f"{low}+" if high is None else (f"{low}" if low == high else f"{low}-{high}")
            lines.append(f"Pool {band}: {W.effects(nodes)}")
        if enc.get("opportunity_effects"):
            lines.append(f"No card played: {W.effects(enc['opportunity_effects'])}")
    traits = [
        _trait_words(t) for t in [*(enc.get("trait_list") or []), *(enc.get("king_traits") or [])]
    ]
    if traits:
        lines.append("Traits: " + ", ".join(traits))
    conclusion = enc.get("conclusion_effects") or {}
    if conclusion:
        lines += _by_colour("Ends", conclusion)
    elif enc.get("loot_effects"):
        lines.append("Loot: " + "; ".join(W.day_words(e) for e in enc["loot_effects"]))
    return lines


def _by_colour(head: str, table: dict) -> list[str]:
    """One line when every Affinity colour does the same, else a line per colour."""
    said = {colour: W.effects(nodes) for colour, nodes in table.items()}
    if len(set(said.values())) == 1 and len(said) > 1:
        return [f"{head}: {next(iter(said.values()))}"]
    return [f"{head} {colour}: {words}" for colour, words in said.items()]


def _trait_words(trait: dict) -> str:
    if trait["name"] == "harass":
        band = trait["low"] if trait["low"] == trait["high"] else f"{trait['low']}-{trait['high']}"
        return f"harass {band}: {W.effects(trait['effects'])}"
    if trait["name"] == "impact":  # a King's: what his last Oath marker lost brings
        return f"impact {trait['n']}: {W.effects(trait['effects'])}"
    if trait["name"] == "spawn":
        return "spawns a Bloom"
    return trait["name"].replace("-", " ")


def text_fits(enc: dict, size=MAT) -> bool:
    box = _body_rect(size)
    words = "\n".join(body_lines(enc))
    return not words or _body_font(words, box, size)[2]


def _body_rect(size) -> pygame.Rect:
    w, h = size
    last = A.lanes(size)["free"][1]
    pad = max(4, round(w * 0.04))
    return pygame.Rect(pad, last.bottom + 4, w - 2 * pad, h - last.bottom - 8 - pad)


def _body_font(words: str, box: pygame.Rect, size):
    return text.fit_wrapped(
        A.regular, words, box.width - 6, box.height - 4, max(11, size[1] // 16), 8, 0
    )


def _draw(enc: dict, size, sheets) -> pygame.Surface:
    w, h = size
    colour = COLOURS.get(enc.get("colour"), (120, 110, 100))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(5, w // 14)
    pygame.draw.rect(surf, (40, 36, 38), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, colour, surf.get_rect(), max(2, w // 45), border_radius=radius)
    band = A.band_rect(size)
    pygame.draw.rect(surf, colour, band, border_radius=max(3, w // 20))
    pips = int(enc.get("difficulty") or 0)
    pip = max(3, band.height // 6)
    room = band.width - 10 - pips * (2 * pip + 3)
    name = str(enc.get("name", "?"))
    font = A.fit_line(name, room, max(10, round(band.height * 0.8)))
    text.draw(
        surf,
        font,
        text.ellipsize(font, name, room),
        palette.INK,
        (band.left + 5, band.centery),
        "midleft",
    )
    for i in range(pips):
        centre = (band.right - 6 - pip - i * (2 * pip + 3), band.centery)
        pygame.draw.circle(surf, palette.BONE, centre, pip)
    _numbers(surf, enc, size, sheets)
    for key, (_, opening) in A.lanes(size).items():
        A._opening(surf, key, C.opening(enc, key), opening, sheets)
    words = "\n".join(body_lines(enc))
    box = _body_rect(size)
    if words and box.height > 10:
        font, lines, _ = _body_font(words, box, size)
        y = box.top + 2
        for line in lines:
            text.draw(surf, font, line, palette.BONE, (box.left + 3, y))
            y += font.get_linesize()
    return surf


def _numbers(surf, enc, size, sheets) -> None:
    """Left of the Keys: the value to reach (Combat) or the Duration and Affinity track."""
    w, h = size
    rows = A.lanes(size)
    area = pygame.Rect(
        6, rows["ae"][1].top, rows["ae"][1].left - 10, rows["free"][1].bottom - rows["ae"][1].top
    )
    kind = str(enc.get("kind", "combat"))
    small = A.fit_line(kind.upper(), area.width, max(9, h // 22), 7)
    text.draw(surf, small, kind.upper(), palette.BONE_DIM, area.topleft)
    big = A.bold(max(14, h // 7))
    numbers_bottom = area.top + small.get_linesize() + big.get_height() + 4
    _picture(surf, enc, area, numbers_bottom, sheets)
    if kind == "combat":
        value = enc.get("value")
        if value is None:
            return
        icon = pygame.Rect(
            area.left,
            area.top + small.get_linesize() + 4,
            big.get_height() - 4,
            big.get_height() - 4,
        )
        if sheets is not None:
            sheets.draw(surf, art.bonus("pool"), icon)
        text.draw(surf, big, str(value), palette.BONE, (icon.right + 4, icon.centery), "midleft")
        return
    if enc.get("duration") is not None:
        side = big.get_height() - 4
        icon = pygame.Rect(area.left, area.top + small.get_linesize() + 4, side, side)
        if sheets is not None:
            sheets.draw(surf, art.bonus("time"), icon)
        text.draw(
            surf, big, str(enc["duration"]), palette.BONE, (icon.right + 4, icon.centery), "midleft"
        )
    track = slots(enc)
    if track:
        start = int((enc.get("affinity") or {}).get("start", 1))
        step = max(3, (area.width - 2) // len(track))
        y = area.bottom - max(6, h // 30)
        for i, colour in enumerate(track):
            box = pygame.Rect(area.left + i * step, y, step - 1, max(5, h // 30))
            pygame.draw.rect(surf, SLOT_COLOURS[colour], box)
            if i + 1 == start:
                pygame.draw.rect(surf, palette.BONE, box.inflate(2, 2), 1)


def _picture(surf, enc, area: pygame.Rect, top: int, sheets) -> None:
    """The Encounter's own picture, square, between its numbers and its Affinity track."""
    bottom = area.bottom - (max(6, surf.get_height() // 30) + 4 if slots(enc) else 0)
    side = min(area.width, bottom - top - 2)
    ref = art.encounter(str(enc.get("id", "")))
    if sheets is None or side < 24 or not sheets[ref.partition(":")[0]].has(ref.partition(":")[2]):
        return
    box = pygame.Rect(0, 0, side, side)
    box.midbottom = (area.centerx, bottom - 2)
    sheets.draw(surf, ref, box)


def draw(surface, rect, enc: dict, sheets, ui: float = 1.0) -> pygame.Rect:
    """The Encounter card in ``rect`` on its shadow (``ui``: the scene's pixels per unit)."""
    rect = pygame.Rect(rect)
    shadow = rect.move(px(2, ui), px(3, ui))
    pygame.draw.rect(surface, (10, 8, 8), shadow, border_radius=max(5, rect.width // 14))
    surface.blit(face(enc, rect.size, sheets), rect)
    return rect
