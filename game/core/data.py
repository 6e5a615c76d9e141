"""Where the game's data lives: content (assets/), Tiled maps (maps/) and the players' rules
(docs/). In a checkout these are the repository's own top-level folders, beside the package; an
installed wheel or a desktop build carries copies inside the package (``game/data/``, put there
by setup.py's build step), found through importlib.resources."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]  # the folder holding game/, in a checkout
PACKED = "data"  # the folder inside the package that a build fills


def is_checkout(folder: Path = CHECKOUT) -> bool:
    """True when ``folder`` is a source checkout: its pyproject.toml and assets/ beside game/
    (an installed copy sits in site-packages, with no pyproject.toml above it)."""
    return all(
        (
            (folder / "pyproject.toml").is_file(),
            (folder / "game" / "__main__.py").is_file(),
            (folder / "assets").is_dir(),
        )
    )


def data_root() -> Path:
    if is_checkout():
        return CHECKOUT
    return Path(str(resources.files("game") / PACKED))


ROOT = data_root()
ASSETS = ROOT / "assets"
MAPS = ROOT / "maps"
DOCS = ROOT / "docs"
