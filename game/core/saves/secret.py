"""The install's secret: 32 random bytes in a file of the player's folder (beside the saves and
the profile), made the first time a save is written there, readable by the player alone (mode
0600). Saves written with it are signed with it, so a save edited outside the app, even with
its plain chained hash recomputed, is refused; a save made by another install (another secret)
can't be checked here, and the player is asked before it opens.

Reading never makes a secret: a folder without one simply has no save that can be checked."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from game.core.saves.files import TEMP_PREFIX, SaveError

SECRET_NAME = ".grimtable-secret"  # a dot file: the listing and the temp-file sweep skip it
SECRET_BYTES = 32


def folder_secret(folder: Path | str) -> bytes | None:
    """The secret of the install whose files are in ``folder``, or None if it has none yet
    (or it can't be read, or is too short to be one)."""
    try:
        secret = bytes.fromhex((Path(folder) / SECRET_NAME).read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        return None
    return secret if len(secret) >= SECRET_BYTES else None


def install_secret(folder: Path | str) -> bytes:
    """The secret of ``folder``, made now if it has none. Two processes making it at once both
    end with the same one: the file is linked into place only if no other got there first."""
    folder = Path(folder)
    secret = folder_secret(folder)
    if secret is not None:
        return secret
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".secret", dir=folder)  # mode 0600
        try:
            with os.fdopen(fd, "w", encoding="ascii") as handle:
                handle.write(os.urandom(SECRET_BYTES).hex() + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            _put_in_place(Path(tmp), folder / SECRET_NAME)
        finally:
            Path(tmp).unlink(missing_ok=True)
    except OSError as error:
        raise SaveError(
            f"Could not make this install's secret in {folder}: {error.strerror or error}."
        ) from None
    secret = folder_secret(folder)
    if secret is None:
        raise SaveError(f"This install's secret in {folder} could not be read back.")
    return secret


def _put_in_place(made: Path, target: Path) -> None:
    """``made`` becomes ``target`` unless another process already made a good one."""
    try:
        os.link(made, target)
    except FileExistsError:
        if folder_secret(target.parent) is None:  # a damaged one never signed a checkable save
            os.replace(made, target)
    except OSError:  # no hard links on this file system
        os.replace(made, target)


def install_id(secret: bytes) -> str:
    """A short public name of a secret, written in each save it signs, so a save from another
    install is told apart from an edited one. It reveals nothing of the secret."""
    return hashlib.sha256(b"grimtable-install:" + secret).hexdigest()[:16]
