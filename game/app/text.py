"""Text: word-wrapping and a cache of rendered lines (rendering is the slow part of a frame).

The drawing helpers also tell a watcher (``watch_overflow``) of text they could not fit: a line
whose letters cross the edge of the surface it is drawn on, wrapped lines left out because
the box was too short, or a word cut in two because it is wider than its box. A test watches
every screen with it; the app never does."""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NamedTuple

import pygame

_CACHE: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_WRAPPED: "OrderedDict[tuple, tuple[str, ...]]" = OrderedDict()  # wrap()'s splits
_CACHE_LIMIT = 2048


class Overflow(NamedTuple):
    """Text that did not fit: what it says, its box, where its letters went, and how."""
    text: str
    box: tuple[int, int, int, int]
    drawn: tuple[int, int, int, int]
    how: str  # "past the edge", "lines left out" or "word cut"


_WATCHERS: list[list[Overflow]] = []


@contextmanager
def watch_overflow() -> Iterator[list[Overflow]]:
    """Collect every overflow drawn while the ``with`` block runs."""
    found: list[Overflow] = []
    _WATCHERS.append(found)
    try:
        yield found
    finally:
        _WATCHERS.remove(found)


def _tell(text: str, box: pygame.Rect, drawn: pygame.Rect, how: str) -> None:
    for found in _WATCHERS:
        found.append(Overflow(text, tuple(box), tuple(drawn), how))


def _check_edges(surface: pygame.Surface, surf: pygame.Surface, rect: pygame.Rect,
                 line: str) -> None:
    """Tell the watchers when a line's letters cross the edge of the surface (or of its clip)
    they are drawn on. Only inked pixels count: a line's own box may stick out by its empty
    leading; and a line wholly outside the clip is a row scrolled away, not a cut one."""
    box = surface.get_clip()
    if box.contains(rect) or not line.strip():
        return
    ink = surf.get_bounding_rect().move(rect.topleft)
    if ink.width and box.colliderect(ink) and not box.contains(ink):
        _tell(line, box, ink, "past the edge")


def _check_words(font: pygame.font.Font, text: str, rect: pygame.Rect) -> None:
    """Tell the watchers of a word wider than its box, which wrapping cuts mid-word ("Wickwrig"
    / "ht"): a name or a word, not a path or a number, which may be cut by characters."""
    for word in str(text).split():
        bare = word.strip(".,;:!?'\"()")
        if bare.replace("-", "").replace("'", "").isalpha() and font.size(word)[0] > rect.width:
            _tell(word, rect, pygame.Rect(rect.topleft, font.size(word)), "word cut")


def render(font: pygame.font.Font, text: str, color) -> pygame.Surface:
    key = (id(font), font.bold, font.italic, text, tuple(color))
    surf = _CACHE.get(key)
    if surf is None:
        surf = font.render(text, True, color)
        _CACHE[key] = surf
        if len(_CACHE) > _CACHE_LIMIT:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return surf


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width``; newlines start new lines. Tables wrap
    the same words every frame, so the split is kept (a fresh list each call)."""
    key = (id(font), font.bold, font.italic, text, width)
    found = _WRAPPED.get(key)
    if found is None:
        found = _WRAPPED[key] = tuple(_wrap(font, text, width))
        if len(_WRAPPED) > _CACHE_LIMIT:
            _WRAPPED.popitem(last=False)
    else:
        _WRAPPED.move_to_end(key)
    return list(found)


def _wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    lines: list[str] = []
    for para in str(text).split("\n"):
        line = ""
        for word in para.split(" "):
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            pieces = _split_long(font, word, width)
            lines.extend(pieces[:-1])
            line = pieces[-1]
        lines.append(line)
    return lines


def _split_long(font: pygame.font.Font, word: str, width: int) -> list[str]:
    """Cut a word wider than the box by characters (a long path, a URL)."""
    pieces = []
    while len(word) > 1 and font.size(word)[0] > width:
        cut = len(word) - 1
        while cut > 1 and font.size(word[:cut])[0] > width:
            cut -= 1
        pieces.append(word[:cut])
        word = word[cut:]
    pieces.append(word)
    return pieces


def draw(surface: pygame.Surface, font: pygame.font.Font, text: str, color, pos,
         anchor: str = "topleft") -> pygame.Rect:
    """Blit one line of text with its rect anchored at ``pos`` (any pygame.Rect anchor name)."""
    surf = render(font, text, color)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    if _WATCHERS:
        _check_edges(surface, surf, rect, text)
    return rect


def draw_wrapped(surface: pygame.Surface, font: pygame.font.Font, text: str, color,
                 rect: pygame.Rect, line_gap: int = 2, align: str = "left") -> int:
    """Draw wrapped text inside ``rect`` (clipped); returns the height used."""
    y = rect.top
    step = font.get_linesize() + line_gap
    lines = wrap(font, text, rect.width)
    if _WATCHERS:
        _check_words(font, text, rect)
    for index, line in enumerate(lines):
        if y + step > rect.bottom + line_gap:
            if _WATCHERS:
                _tell(" ".join(lines[index:]), rect, pygame.Rect(rect.left, y, rect.width, step),
                      "lines left out")
            break
        surf = render(font, line, color)
        if align == "center":
            x = rect.centerx - surf.get_width() // 2
        else:
            x = rect.left
        surface.blit(surf, (x, y))
        if _WATCHERS:
            _check_edges(surface, surf, surf.get_rect(topleft=(x, y)), line)
        y += step
    return y - rect.top


ELLIPSIZE_CAP = 400  # characters looked at: no box shows more, whatever a file's title holds


def ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    """Shorten ``text`` with an ellipsis so it fits in ``width``: a binary search over the
    length, so a 20,000-character title costs a dozen measurements, not thousands."""
    text = text[:ELLIPSIZE_CAP + 1]
    if len(text) <= ELLIPSIZE_CAP and font.size(text)[0] <= width:
        return text
    low, high = 0, min(len(text), ELLIPSIZE_CAP)  # the longest fitting prefix is in [low, high]
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle] + "...")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low] + "..."


def fit_wrapped(font_of, text: str, width: int, height: int, largest: int, smallest: int,
                line_gap: int = 1) -> tuple[pygame.font.Font, list[str], bool]:
    """The largest font (``font_of(px)``, from ``largest`` down to ``smallest``) whose wrapped
    lines of ``text`` fit ``width`` x ``height``: (font, lines, whether they all fit). At the
    smallest size the lines that fit are kept, the last one ending in an ellipsis."""
    for px in range(max(largest, smallest), smallest - 1, -1):
        font = font_of(px)
        lines = wrap(font, text, width)
        if len(lines) * (font.get_linesize() + line_gap) <= height + line_gap:
            return font, lines, True
    font = font_of(smallest)
    room = max(1, (height + line_gap) // (font.get_linesize() + line_gap))
    lines = wrap(font, text, width)
    if len(lines) > room:
        lines = lines[: room - 1] + [ellipsize(font, " ".join(lines[room - 1 :]), width)]
    return font, lines, False


def draw_fitted(surface: pygame.Surface, font_of, text: str, color, rect: pygame.Rect,
                largest: int, smallest: int, line_gap: int = 2) -> int:
    """Wrapped ``text`` in the largest size from ``largest`` down to ``smallest`` (``font_of``
    is the app's ``fonts.get``, so the player's text scale still counts) that fits ``rect``:
    a small box at a large text size shrinks its words a step rather than cut them. Returns
    the height used."""
    font, lines, fits = fit_wrapped(font_of, text, rect.width, rect.height, largest, smallest,
                                    line_gap)
    if fits:
        return draw_wrapped(surface, font, text, color, rect, line_gap)
    y = rect.top  # even the smallest size is too big: the lines that fit, the last cut "..."
    for line in lines:
        draw(surface, font, line, color, (rect.left, y))
        y += font.get_linesize() + line_gap
    return y - rect.top
