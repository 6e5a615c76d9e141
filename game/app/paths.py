"""Where the app finds its files, relative to the repository (no working-directory guessing)."""

from __future__ import annotations

from game.core import data

ROOT = data.ROOT
ASSETS_DIR = data.ASSETS
SHEETS_DIR = ASSETS_DIR / "sheets"
MAPS_DIR = data.MAPS
SAVES_DIR = ROOT / "saves"  # the default; python -m game --saves DIR picks another
RULINGS_DIR = data.DOCS / "rulings"
GUIDES_DIR = data.DOCS / "guides"  # each game's rules for players, shown on F1
