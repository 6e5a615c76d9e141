"""Warband rosters the builder saves: one small JSON file per roster under saves/rosters/,
written atomically (a temp file, flushed and synced, then renamed over the old one). A roster
is the rules' warband format, {"name", "faction", "size", "fate", "text", "models": [{"name",
"body", "tier", "armor", "class", "weapons", "gear"}]}, which the rules take as ``roster_N``.
Pure Python, no pygame."""
from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

from game.core.content import ContentError
from game.games.grimheim.rules import content

FOLDER = "rosters"
MAX_BYTES = 64_000
FIELDS = ("name", "body", "tier", "armor", "class", "weapons", "gear")


def folder(saves_dir: Path) -> Path:
    return Path(saves_dir) / FOLDER


def slug(name: str) -> str:
    words = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return (words or "warband")[:48]


def problems(band: dict) -> list[str]:
    """Why this roster can't take the field, in sentences (empty when it can)."""
    try:
        content.check_warband(band, str(band.get("name") or "This warband"))
    except (ContentError, KeyError, TypeError) as err:
        return [str(err)]
    return []


def fit_faction(band: dict, data: dict) -> None:
    """Take out of each model what belongs to another faction (after the faction changes): its
    weapons and gear go, a class of another faction becomes the first shared class."""
    faction = band["faction"]
    shared = content.offered(data, "classes", faction)[0]
    for spec in band["models"]:
        for field, table in (("weapons", "weapons"), ("gear", "gear")):
            spec[field] = [k for k in spec[field] if not content.foreign(data, table, k, faction)]
        if content.foreign(data, "classes", spec["class"], faction):
            spec["class"] = shared


def clean(band: dict) -> dict:
    """Only the fields the rules read, in their types."""
    return {"name": str(band["name"])[:60], "faction": str(band["faction"]),
            "size": str(band["size"]), "fate": str(band.get("fate", "common")),
            "text": str(band.get("text", ""))[:200],
            "models": [{k: (list(m[k]) if k in ("weapons", "gear") else str(m[k])) for k in FIELDS}
                       for m in band["models"]]}


def save(saves_dir: Path, band: dict) -> Path:
    band = clean(band)
    where = folder(saves_dir)
    where.mkdir(parents=True, exist_ok=True)
    path = where / f"{slug(band['name'])}.json"
    fd, temp = tempfile.mkstemp(prefix=".roster-", suffix=".tmp", dir=where)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(band, out, indent=1)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return path


def load_all(saves_dir: Path, refused: list[str] | None = None) -> list[dict]:
    """Every saved roster that reads and checks, by name; a bad file is skipped, and the
    sentence saying why (naming the file) goes into ``refused`` when given."""
    refused = [] if refused is None else refused
    out = []
    where = folder(saves_dir)
    if not where.is_dir():
        return out
    for path in sorted(where.glob("*.json")):
        name = f"{FOLDER}/{path.name}"
        try:
            if path.stat().st_size > MAX_BYTES:
                refused.append(f"{name}: too large for a roster file.")
                continue
            band = clean(json.loads(path.read_text(encoding="utf-8")))
            content.check_warband(band, name)
        except ContentError as err:
            refused.append(str(err))
            continue
        except (OSError, ValueError, KeyError, TypeError):
            refused.append(f"{name}: not a roster file the builder wrote.")
            continue
        out.append(band)
    return sorted(out, key=lambda b: b["name"].lower())


def premade() -> dict[str, dict]:
    return {key: clean(band) for key, band in content.load()["warbands"].items()}


def blank_model(n: int) -> dict:
    return {"name": f"Fighter {n}", "body": "standard", "tier": "grunt", "armor": "leather",
            "class": "brawler", "weapons": ["knife"], "gear": []}


def new_band(faction: str = "reavers") -> dict:
    return {"name": "My Warband", "faction": faction, "size": "small", "fate": "common",
            "text": "", "models": [blank_model(1)]}


def cost(band: dict) -> int | None:
    try:
        return content.warband_cost(band)
    except (ContentError, KeyError, TypeError):
        return None
