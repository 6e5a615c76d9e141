"""Files under the saves folder: atomic writes, bounded reads, and the temp files a killed
process leaves behind. Every failure becomes a SaveError naming the file in one sentence."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

TEMP_PREFIX = ".tmp-"
MAX_SAVE_BYTES = 64 * 1024 * 1024  # far above a 100,000-event campaign; refuses a stray disk image
SHOWN_LIMIT = 60  # characters of a file name a message repeats


class SaveError(Exception):
    """A save that can't be read or written; the message is one sentence naming the file."""


def shorten(text: str, limit: int = SHOWN_LIMIT) -> str:
    """``text`` for a message: whole when short, else its start and its end around "...", so a
    long name stays recognisable without filling the message."""
    if len(text) <= limit:
        return text
    tail = limit // 3
    return f"{text[: limit - tail - 3]}...{text[-tail:]}"


def file_label(path: Path) -> str:
    """How a message names ``path``: its file name, or the whole path where it has none ("/")."""
    return shorten(path.name or str(path))


class SaveUnchecked(SaveError):
    """A whole save this install can't check for edits (made by another install, or before
    saves were signed): it opens only when the player (or the caller) accepts that."""


def write_atomically(path: Path, data: str | bytes) -> None:
    """Write to a temp file beside ``path``, flush it to disk, then rename it over ``path``:
    a reader (or a crash) sees the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode("utf-8") if isinstance(data, str) else data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def keep_as_previous(path: Path, previous_path: Path) -> bool:
    """Make ``previous_path`` another name for the file now at ``path`` (a hard link, renamed
    into place): the bytes are already on disk, so nothing is copied or flushed. False where
    the file system has no hard links; the caller then writes a copy."""
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".link", dir=path.parent)
    os.close(fd)
    os.unlink(tmp)  # mkstemp only chose a free name for the link
    try:
        os.link(path, tmp)
        os.replace(tmp, previous_path)
    except OSError:
        Path(tmp).unlink(missing_ok=True)
        return False
    return True


def clean_temp_files(folder: Path | str) -> int:
    """Remove the temp files of writes that never finished (the app was killed); returns how
    many. Called when the app starts, before anything else writes there."""
    removed = 0
    for path in Path(folder).glob(f"{TEMP_PREFIX}*"):
        try:
            if path.is_file():
                path.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def read_bytes(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. A device, a FIFO or a folder is
    refused before it is opened for reading, so none can hang the caller or fill its memory."""
    name = file_label(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SaveError(f"The save {name} does not exist.") from None
    except OSError as error:
        raise SaveError(f"The save {name} could not be read ({error.strerror or error}).") from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(f"{name} is not a regular file, so it is not a save.")
    if info.st_size > limit:
        raise SaveError(
            f"The save {name} is {info.st_size // (1024 * 1024)} MB, more than any "
            "save can be; it was not opened."
        )
    try:
        with path.open("rb") as handle:
            return handle.read(limit + 1)[:limit]
    except OSError as error:
        raise SaveError(f"The save {name} could not be read ({error.strerror or error}).") from None


def read_head(path: Path, limit: int) -> bytes:
    """At most ``limit`` bytes from the start of a regular file (the listing's header)."""
    if not stat.S_ISREG(path.stat().st_mode):
        raise SaveError(f"{file_label(path)} is not a regular file, so it is not a save.")
    with path.open("rb") as handle:
        return handle.read(limit)
