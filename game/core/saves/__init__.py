"""Saves: match saves and autosaves in format 2 (sealed, hash-chained, snapshot plus log),
format-1 saves read through a migration, and the listing the load screen shows.

A bad file gets a one-sentence SaveError naming it; it is never overwritten."""

from __future__ import annotations

import gc
from dataclasses import dataclass
from pathlib import Path

from game.core.match import Match
from game.core.registry import UnknownGame, get_rules
from game.core.saves import format2, legacy, slots
from game.core.saves.autosave import SUFFIX, autosave, autosave_path
from game.core.saves.files import (
    SaveError,
    clean_temp_files,
    read_bytes,
    read_head,
    write_atomically,
)

LEGACY_SUFFIX = ".json"
NOT_SAVES = ("profile.json", "settings.json")
CAMPAIGN_SUFFIX = ".campaign"  # game/core/campaign.py writes these
CAMPAIGN_MATCH = ".match.save"
PREVIOUS_NOTE = " (the one before)"  # after a kept previous autosave's title
LEGACY_LIST_LIMIT = 8 * 1024 * 1024  # a format-1 file is parsed whole to list it; bigger: damaged

__all__ = [
    "PREVIOUS_NOTE",
    "SaveError",
    "SaveInfo",
    "autosave",
    "autosave_path",
    "clean_temp_files",
    "delete_save",
    "latest_unfinished",
    "list_saves",
    "save_header",
    "load_match",
    "save_match",
    "write_atomically",
    "SUFFIX",
]


@dataclass
class SaveInfo:
    path: Path
    title: str
    game: str
    date: str
    summary: str
    error: str | None = None
    kind: str = "match"
    over: bool = False  # the game in it has ended


def rules_for(game_id: str, name: str):
    try:
        return get_rules(game_id)
    except UnknownGame:
        raise SaveError(
            f"The save {name} is for a game this version does not have ({game_id[:40]!r})."
        ) from None


def save_match(match: Match, path: Path | str, title: str | None = None) -> Path:
    path = Path(path)
    try:
        write_atomically(path, format2.encode_match(match, title))
    except OSError as error:
        raise SaveError(
            f"Could not write the save {path.name}: {error.strerror or error}."
        ) from error
    return path


def load_match(path: Path | str) -> Match:
    path = Path(path)
    data = read_bytes(path)
    if b'"grimtable_save"' not in data[: format2.HEADER_LIMIT].split(b"\n", 1)[0]:
        return legacy.decode_match(legacy.parse(data, path.name), path.name, rules_for)
    # A long log is tens of thousands of new objects and no cycles: collecting while they are
    # made would walk them again and again, doubling the load time. They are walked once, at
    # the end of the load: left young, they would stall whatever the player does first (the
    # first Ctrl+Z after a load paid ~1.5 ms for that walk at 100k events).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return format2.decode_match(data, path.name, rules_for)
    finally:
        if collecting:
            gc.enable()
            gc.collect(0)


def _campaign_match(path: Path) -> Path:
    """The match a campaign's session in progress autosaves beside it (campaign.match_path)."""
    return path.with_name(path.name.removesuffix(CAMPAIGN_SUFFIX) + CAMPAIGN_MATCH)


def _info(path: Path) -> SaveInfo:
    first = read_head(path, format2.HEADER_LIMIT)
    if b'"grimtable_save"' in first.split(b"\n", 1)[0]:
        lines = first.split(b"\n", 1)
        if len(lines) < 2:
            raise SaveError(f"The save {path.name} is damaged (its header line is too long).")
        head = format2.read_header(lines[0], path.name)
    else:
        data = legacy.parse(read_bytes(path, LEGACY_LIST_LIMIT), path.name)
        legacy.check_fields(data, path.name)
        head = {
            "title": str(data.get("title", path.stem)),
            "game": data["game"],
            "date": str(data.get("date", "")),
            "summary": str(data.get("summary", "")),
            "kind": "match",
        }
    date = str(head.get("date", ""))
    match = _campaign_match(path)
    if head.get("kind") == "campaign" and match.exists():  # last played: its session's save
        try:
            date = max(date, str(save_header(match).get("date", "")))
        except (SaveError, OSError):
            pass  # the campaign's own date stands; opening it reports a damaged session
    title = head["title"][: format2.TITLE_LIMIT]
    if slots.is_previous(path):
        title += PREVIOUS_NOTE
    return SaveInfo(
        path,
        title,
        str(head["game"])[:40],
        date[:40],
        str(head.get("summary", ""))[: format2.SUMMARY_LIMIT],
        kind=str(head.get("kind", "match"))[:20],
        over=head.get("over") is True,
    )


def save_header(path: Path | str) -> dict:
    """The public header of a format-2 save: title, game, date, summary (nothing secret)."""
    path = Path(path)
    return format2.read_header(read_head(path, format2.HEADER_LIMIT).split(b"\n", 1)[0], path.name)


def list_saves(saves_dir: Path | str) -> list[SaveInfo]:
    """Every save in the folder, newest first. Only a bounded header of each is read; a file
    that can't be listed carries its error sentence instead of stopping the listing."""
    saves_dir = Path(saves_dir)
    found = []
    for path in [
        *saves_dir.glob(f"*{SUFFIX}"),
        *saves_dir.glob(f"*{LEGACY_SUFFIX}"),
        *saves_dir.glob(f"*{CAMPAIGN_SUFFIX}"),
    ]:
        if (
            path.name in NOT_SAVES
            or path.name.startswith(".")
            or path.name.endswith(CAMPAIGN_MATCH)
        ):
            continue  # a campaign's match in progress is opened through its campaign
        try:
            played = [p.stat().st_mtime for p in (path, _campaign_match(path)) if p.exists()]
            found.append((max(played), path))
        except (OSError, ValueError):
            continue
    infos = []
    for _, path in sorted(found, reverse=True):
        try:
            infos.append(_info(path))
        except (SaveError, OSError) as error:
            message = (
                str(error)
                if isinstance(error, SaveError)
                else f"The save {path.name} could not be read."
            )
            infos.append(
                SaveInfo(path, path.stem[: format2.TITLE_LIMIT], "?", "", "", error=message)
            )
    return infos


def latest_unfinished(saves_dir: Path | str) -> SaveInfo | None:
    """The save the main menu's Continue opens: the most recently written match or campaign
    that is not damaged, not over and not a kept previous autosave."""
    for info in list_saves(saves_dir):  # newest first
        if info.error is None and not info.over and not slots.is_previous(info.path):
            return info
    return None


def delete_save(path: Path | str) -> None:
    path = Path(path)
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        raise SaveError(
            f"Could not delete the save {path.name}: {error.strerror or error}."
        ) from None
