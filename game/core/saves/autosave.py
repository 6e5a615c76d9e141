"""Autosave after every move, fast at any log length and safe against a kill at any moment.

Each log segment of the save is sealed once and kept; a move re-seals only the open segment, and
the snapshot is retaken every SEGMENT moves, so an autosave costs the same at 100,000 events as
at 1,000. The new file is written and flushed first; only then is the old one rotated to .prev
(itself written through a temp file) and the new one renamed into place, so at every instant
the newest completed autosave is on disk whole."""

from __future__ import annotations

import weakref
from pathlib import Path

from game.core.match import Match
from game.core.saves.files import SaveError, write_atomically
from game.core.saves.format2 import SEGMENT, assemble, header, private_part, segment_lines
from game.core.saves.sealed import seal

SUFFIX = ".save"


def autosave_path(saves_dir: Path, game_id: str, previous: bool = False) -> Path:
    return saves_dir / f"autosave-{game_id}{'.prev' if previous else ''}{SUFFIX}"


class Autosaver:
    """The sealed pieces of one match's autosave, kept between moves."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.segments: dict[int, tuple[object, str]] = {}  # chunk start -> (its last entry, line)
        self.snapshot: tuple[int, object, str] | None = None  # (at, entry before it, sealed)
        self.last_written: bytes | None = None

    def _segment(self, start: int) -> str:
        log = self.match.log
        chunk = log[start : start + SEGMENT]
        cached = self.segments.get(start)
        if cached is not None and len(chunk) == SEGMENT and cached[0] is chunk[-1]:
            return cached[1]
        line = segment_lines(chunk)[0]
        if len(chunk) == SEGMENT:
            self.segments[start] = (chunk[-1], line)
        return line

    def _snapshot(self) -> str:
        log = self.match.log
        if self.snapshot is not None:
            at, before, sealed = self.snapshot
            if at <= len(log) and log[at - 1] is before and len(log) - at < SEGMENT:
                return sealed
        at = len(log)
        sealed = seal(private_part(self.match, at, self.match.state, self.match.draws))
        self.snapshot = (at, log[-1], sealed)
        return sealed

    def encode(self, title: str, kind: str = "match") -> bytes:
        match = self.match
        segments = [self._segment(start) for start in range(0, len(match.log), SEGMENT)]
        return assemble(header(match, title, kind), self._snapshot(), segments)


_autosavers: weakref.WeakKeyDictionary[Match, Autosaver] = weakref.WeakKeyDictionary()


def autosave(match: Match, saves_dir: Path | str) -> Path:
    """Write this game's autosave, keeping the one before it as .prev."""
    saves_dir = Path(saves_dir)
    return autosave_to(
        match,
        autosave_path(saves_dir, match.rules.id),
        autosave_path(saves_dir, match.rules.id, previous=True),
        f"Autosave - {match.rules.title}",
    )


def autosave_to(
    match: Match, path: Path, previous_path: Path | None, title: str, kind: str = "match"
) -> Path:
    """Write ``match`` to ``path`` as fast as its cached pieces allow; the file it replaces is
    kept at ``previous_path`` (None: not kept)."""
    saver = _autosavers.get(match)
    if saver is None:
        saver = _autosavers[match] = Autosaver(match)
    data = saver.encode(title, kind)
    previous = saver.last_written
    if previous is None and previous_path is not None and path.is_file():
        try:
            previous = path.read_bytes()
        except OSError:
            previous = None
    try:
        if previous is not None and previous_path is not None:
            try:
                write_atomically(previous_path, previous)
            except OSError:
                pass  # something in the way of .prev must not stop the autosave itself
        write_atomically(path, data)
    except OSError as error:
        raise SaveError(
            f"Could not write the autosave {path.name}: {error.strerror or error}."
        ) from error
    saver.last_written = data
    return path


def forget(match: Match) -> None:
    """Drop the cached pieces (a match replaced by a load)."""
    _autosavers.pop(match, None)
