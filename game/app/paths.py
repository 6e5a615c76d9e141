"""Where the app finds its files, relative to the repository (no working-directory guessing)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ASSETS_DIR = ROOT / "assets"
SHEETS_DIR = ASSETS_DIR / "sheets"
MAPS_DIR = ROOT / "maps"
SAVES_DIR = ROOT / "saves"  # the default; python -m game --saves DIR picks another
RULINGS_DIR = ROOT / "docs" / "rulings"
GUIDES_DIR = ROOT / "docs" / "guides"  # each game's rules for players, shown on F1
