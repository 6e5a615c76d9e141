"""Where the app finds its files, relative to the repository (no working-directory guessing), and
where it keeps the player's: saves, profile, settings, crash log and the install's secret.

Run from a checkout, the player's files stay in the checkout's ``saves/`` (as they always
have); installed, they go to the user's data folder, which Settings shows and opens.
``--saves DIR`` wins over both."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import platformdirs

from game.core import data

ROOT = data.ROOT  # the checkout, or the data folder inside an installed package
ASSETS_DIR = data.ASSETS
SHEETS_DIR = ASSETS_DIR / "sheets"
MAPS_DIR = data.MAPS
RULINGS_DIR = data.DOCS / "rulings"
GUIDES_DIR = data.DOCS / "guides"  # each game's rules for players, shown on F1
APP_NAME = "Grimtable"


def is_checkout(root: Path = data.CHECKOUT) -> bool:
    """True when the code runs from a source checkout (see game/core/data.py)."""
    return data.is_checkout(root)


def player_folder(saves: Path | None = None, checkout: bool | None = None) -> Path:
    """The folder of the player's files: ``saves`` (the --saves option) if given; else the
    checkout's saves/ when run from a checkout (``checkout`` None: found out by is_checkout);
    else the user's data folder."""
    if saves is not None:
        return Path(saves)
    if is_checkout() if checkout is None else checkout:
        return data.CHECKOUT / "saves"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def open_folder(folder: Path) -> str | None:
    """Show ``folder`` in the system's file manager; a sentence if that could not be done."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if sys.platform == "win32":
            os.startfile(folder)
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen(
                [opener, str(folder)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
    except OSError as error:
        return f"The folder {folder} could not be opened ({error.strerror or error})."
    return None
