"""Saves: one JSON file per save, written atomically, loaded by replaying events and checking
the state hash. A bad file gets a one-sentence SaveError naming it; it is never overwritten."""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from game.core.match import Entry, Match, state_hash
from game.core.registry import UnknownGame, get_rules

FORMAT_VERSION = 1


class SaveError(Exception):
    """A save that can't be read or written; the message is one sentence naming the file."""


@dataclass
class SaveInfo:
    path: Path
    title: str
    game: str
    date: str
    summary: str
    error: str | None = None


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def match_to_dict(match: Match, title: str | None = None) -> dict[str, Any]:
    rules = match.rules
    return {
        "format": FORMAT_VERSION,
        "game": rules.id,
        "rules_version": rules.rules_version,
        "title": title or f"{rules.title} - seed {match.seed}",
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "summary": rules.summary(match.state),
        "options": match.options,
        "seed": match.seed,
        "human_seats": sorted(match.human_seats),
        "log": [entry.to_dict() for entry in match.log],
        "hash": match.hash(),
    }


def save_match(match: Match, path: Path | str, title: str | None = None) -> Path:
    path = Path(path)
    try:
        write_atomically(path, json.dumps(match_to_dict(match, title), separators=(",", ":")))
    except OSError as error:
        raise SaveError(f"Could not write the save {path.name}: {error.strerror or error}.") from error
    return path


def autosave(match: Match, saves_dir: Path | str) -> Path:
    """Write the autosave for this game, keeping the one before it as *.prev.json."""
    saves_dir = Path(saves_dir)
    path = saves_dir / f"autosave-{match.rules.id}.json"
    if path.exists():
        try:
            os.replace(path, saves_dir / f"autosave-{match.rules.id}.prev.json")
        except OSError as error:
            raise SaveError(f"Could not keep the previous autosave {path.name}: {error}.") from error
    return save_match(match, path, title=f"Autosave - {match.rules.title}")


def _read(path: Path) -> dict[str, Any]:
    name = path.name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"The save {name} does not exist.") from None
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError(f"The save {name} could not be read ({error.__class__.__name__}).") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(f"The save {name} is damaged or cut short (bad JSON at line {error.lineno}).") from None
    if not isinstance(data, dict):
        raise SaveError(f"The save {name} is not a Grimtable save.")
    return data


def _check_fields(data: dict[str, Any], name: str) -> None:
    if data.get("format") != FORMAT_VERSION:
        raise SaveError(f"The save {name} has format {data.get('format')!r}; this version reads "
                        f"format {FORMAT_VERSION}.")
    expected = {"game": str, "rules_version": int, "options": dict, "seed": (int, str),
                "log": list, "hash": str}
    for key, kind in expected.items():
        if not isinstance(data.get(key), kind):
            raise SaveError(f"The save {name} is missing or has a bad \"{key}\" field.")


def _entries(data: dict[str, Any], name: str) -> list[Entry]:
    entries = []
    for index, raw in enumerate(data["log"]):
        ok = (isinstance(raw, dict) and isinstance(raw.get("command"), dict)
              and isinstance(raw.get("events"), list)
              and all(isinstance(e, dict) for e in raw["events"])
              and (raw.get("seat") is None or isinstance(raw.get("seat"), int)))
        if not ok:
            raise SaveError(f"The save {name} has a damaged move at position {index}.")
        entries.append(Entry(raw.get("seat"), raw["command"], raw["events"]))
    if not entries or entries[0].seat is not None:
        raise SaveError(f"The save {name} does not start with the game's set-up.")
    return entries


def load_match(path: Path | str) -> Match:
    path = Path(path)
    name = path.name
    data = _read(path)
    _check_fields(data, name)
    try:
        rules = get_rules(data["game"])
    except UnknownGame:
        raise SaveError(f"The save {name} is for a game this version does not have "
                        f"({data['game']!r}).") from None
    if data["rules_version"] != rules.rules_version:
        raise SaveError(f"The save {name} was made with rules version {data['rules_version']} of "
                        f"{rules.title}; this version plays rules version {rules.rules_version}.")
    seats = data.get("human_seats")
    match = Match(rules, data["options"], data["seed"],
                  human_seats=set(seats) if isinstance(seats, list) else None)
    entries = _entries(data, name)
    try:
        match.replay(entries)
    except Exception as error:  # a hand-edited event can break the fold in any way
        raise SaveError(f"The save {name} has moves that do not fit the game "
                        f"({error.__class__.__name__}); it may have been edited.") from None
    if state_hash(match.state) != data["hash"]:
        raise SaveError(f"The save {name} does not add up (its check value differs); "
                        "it may have been edited or damaged.")
    return match


def list_saves(saves_dir: Path | str) -> list[SaveInfo]:
    """Every save in the folder, newest first; unreadable ones carry their error sentence."""
    saves_dir = Path(saves_dir)
    infos = []
    for path in sorted(saves_dir.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
        if path.name in ("profile.json", "settings.json") or path.name.startswith(".tmp-"):
            continue
        try:
            data = _read(path)
            _check_fields(data, path.name)
            title = str(data.get("title", path.stem))
            if path.name.endswith(".prev.json"):
                title += " (the one before)"
            infos.append(SaveInfo(path, title, data["game"],
                                  str(data.get("date", "")), str(data.get("summary", ""))))
        except SaveError as error:
            infos.append(SaveInfo(path, path.stem, "?", "", "", error=str(error)))
    return infos


def delete_save(path: Path | str) -> None:
    path = Path(path)
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        raise SaveError(f"Could not delete the save {path.name}: {error.strerror or error}.") from None
