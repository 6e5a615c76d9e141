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
from game.core.saves.files import SaveError, keep_as_previous, write_atomically
from game.core.saves.format2 import (
    SEGMENT,
    assemble,
    entry_json,
    header,
    private_part,
    segment_line,
)
from game.core.saves.sealed import seal, seal_json
from game.core.saves.secret import install_secret

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
        # The open (last, unfilled) segment: each entry's JSON, so a move encodes one entry
        # rather than the up to SEGMENT entries before it.
        self.open_start = -1
        self.open_texts: list[tuple[object, str]] = []

    def _segment(self, start: int) -> str:
        log = self.match.log
        cached = self.segments.get(start)
        kept = log.sealed_line(start, SEGMENT) if cached is None else None
        if kept is not None:
            return "L " + kept  # as it was loaded: never read, not sealed again
        chunk = log[start : start + SEGMENT]
        if cached is not None and len(chunk) == SEGMENT and cached[0] is chunk[-1]:
            return cached[1]
        if len(chunk) == SEGMENT:
            line = segment_line(log, start)
            self.segments[start] = (chunk[-1], line)
            return line
        return "L " + seal_json("[" + ",".join(self._open_texts(start, chunk)) + "]")

    def _open_texts(self, start: int, chunk: list) -> list[str]:
        """Each entry's JSON in the open segment, reusing what earlier moves encoded (up to the
        first entry that changed: an undo replaces the entries after it)."""
        if start != self.open_start:
            self.open_start, self.open_texts = start, []
        texts = self.open_texts
        keep = 0
        while keep < min(len(texts), len(chunk)) and texts[keep][0] is chunk[keep]:
            keep += 1
        del texts[keep:]
        texts += [(entry, entry_json(entry)) for entry in chunk[keep:]]
        return [text for _, text in texts]

    def _snapshot(self) -> str:
        log = self.match.log
        if self.snapshot is not None:
            at, before, sealed = self.snapshot
            if at <= len(log) and log[at - 1] is before and len(log) - at < SEGMENT:
                return sealed
        at, state, draws = self.match.snapshot_point()
        sealed = seal(private_part(self.match, at, state, draws))
        self.snapshot = (at, log[at - 1], sealed)
        return sealed

    def encode(self, title: str, secret: bytes, kind: str = "match") -> bytes:
        match = self.match
        segments = [self._segment(start) for start in range(0, len(match.log), SEGMENT)]
        return assemble(header(match, title, kind), self._snapshot(), segments, secret)


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
    data = saver.encode(title, install_secret(path.parent), kind)
    try:
        if previous_path is not None:
            _rotate(path, previous_path, saver.last_written)
        write_atomically(path, data)
    except OSError as error:
        raise SaveError(
            f"Could not write the autosave {path.name}: {error.strerror or error}."
        ) from error
    saver.last_written = data
    return path


def _rotate(path: Path, previous_path: Path, last_written: bytes | None) -> None:
    """Keep the autosave now on disk as ``previous_path`` before the new one replaces it."""
    if not path.is_file():
        return
    if keep_as_previous(path, previous_path):
        return
    try:  # no hard links here: copy what was written last (or what is on disk)
        write_atomically(previous_path, last_written or path.read_bytes())
    except OSError:
        pass  # something in the way of .prev must not stop the autosave itself


def forget(match: Match) -> None:
    """Drop the cached pieces (a match replaced by a load)."""
    _autosavers.pop(match, None)
