"""Saves named from outside the app (the headless protocol's ``save`` and ``load``): a name picks
one file directly in the saves folder, so nothing outside that folder is read or written
through one, whoever asks and whatever the process may write."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from game.core.saves.autosave import SUFFIX
from game.core.saves.files import SaveError, shorten

LEGACY_SUFFIX = ".json"  # a first-release save: loaded, never written
NAME_LIMIT = 120  # characters; a file name holds at most 255 bytes


def quoted(name: str) -> str:
    return json.dumps(shorten(name), ensure_ascii=False)


def _not_plain(name: str) -> bool:
    """A folder part ("/", "..", an absolute path), a hidden or temp file, a control character."""
    return (
        "/" in name
        or "\\" in name
        or name.startswith(".")
        or any(ord(char) < 32 or ord(char) == 127 for char in name)
    )


def save_file(saves_dir: Path | str, name: object, writing: bool = False) -> Path:
    """The file in ``saves_dir`` that the save name ``name`` picks: ``name`` + ``.save``, or the
    name as it is when it ends in ``.save`` (or, to load a first-release save, ``.json``).
    Refused with a SaveError sentence naming it: a name with a folder part, a link leading out
    of the folder, and anything there that is not a regular file (a folder, a device, a FIFO)."""
    if not isinstance(name, str) or not name:
        raise SaveError('A save needs a name, such as "my-game".')
    if len(name) > NAME_LIMIT:
        raise SaveError(
            f"The save name {quoted(name)} is {len(name):,} characters long; "
            f"a save name has at most {NAME_LIMIT}."
        )
    if _not_plain(name):
        raise SaveError(
            f"{quoted(name)} is not a save name: a save is named by a plain file name in the "
            "saves folder, with no folder in it, no dot at its start and no control characters."
        )
    if name.endswith(LEGACY_SUFFIX) and writing:
        raise SaveError(
            f"{quoted(name)} names a first-release save, which can be loaded but not "
            f'written; name the save without "{LEGACY_SUFFIX}".'
        )
    if not name.endswith((SUFFIX, LEGACY_SUFFIX)):
        name += SUFFIX
    folder = Path(saves_dir)
    path = folder / name
    if Path(os.path.realpath(path)).parent != Path(os.path.realpath(folder)):
        raise SaveError(
            f"The save {quoted(name)} is a link leading out of the saves folder, so it is "
            "neither read nor written."
        )
    try:
        info = path.stat()
    except FileNotFoundError:
        return path  # a new save; a load says it does not exist
    except OSError as error:
        raise SaveError(
            f"The save {quoted(name)} could not be reached ({error.strerror or error})."
        ) from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(
            f"The save {quoted(name)} is not a regular file (a folder, a device or a pipe), "
            "so it is neither read nor written."
        )
    return path
