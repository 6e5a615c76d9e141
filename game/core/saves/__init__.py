"""Saves: match saves and autosaves in format 2 (sealed, hash-chained and signed with the
install's secret, snapshot plus log), format-1 saves read through a migration, and the listing
the load screen shows.

A bad file gets a one-sentence SaveError naming it; it is never overwritten. A whole save this
install can't check for edits (format 1, unsigned, or signed by another install) raises
SaveUnchecked unless the caller passes ``accept_unchecked`` (the player said yes)."""

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
    SaveUnchecked,
    clean_temp_files,
    read_bytes,
    read_head,
    write_atomically,
)
from game.core.saves.names import LEGACY_SUFFIX
from game.core.saves.secret import folder_secret, install_id, install_secret

NOT_SAVES = ("profile.json", "settings.json")
CAMPAIGN_SUFFIX = ".campaign"  # game/core/campaign.py writes these
CAMPAIGN_MATCH = ".match.save"
PREVIOUS_NOTE = " (the one before)"  # after a kept previous autosave's title
LEGACY_LIST_LIMIT = 8 * 1024 * 1024  # a format-1 file is parsed whole to list it; bigger: damaged

__all__ = [
    "PREVIOUS_NOTE",
    "SaveError",
    "SaveInfo",
    "SaveUnchecked",
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
    unchecked: str | None = None  # why this install can't check it for edits (asked on Load)


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
        write_atomically(path, format2.encode_match(match, install_secret(path.parent), title))
    except OSError as error:
        raise SaveError(
            f"Could not write the save {path.name}: {error.strerror or error}."
        ) from error
    return path


def load_match(path: Path | str, accept_unchecked: bool = False) -> Match:
    """The match in the save at ``path``. A save this install can't check for edits raises
    SaveUnchecked (a sentence saying so) unless ``accept_unchecked``."""
    path = Path(path)
    data = read_bytes(path)
    if not _is_format2(data):
        parsed = legacy.parse(data, path.name)
        return legacy.decode_match(parsed, path.name, rules_for, accept_unchecked)
    secret = folder_secret(path.parent)
    # A long log is tens of thousands of new objects and no cycles: collecting while they are
    # made would walk them again and again, doubling the load time. They are walked once, at
    # the end of the load: left young, they would stall whatever the player does first (the
    # first Ctrl+Z after a load paid ~1.5 ms for that walk at 100k events).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return format2.decode_match(data, path.name, rules_for, secret, accept_unchecked)
    finally:
        if collecting:
            gc.enable()
            gc.collect(0)


def _campaign_match(path: Path) -> Path:
    """The match a campaign's session in progress autosaves beside it (campaign.match_path)."""
    return path.with_name(path.name.removesuffix(CAMPAIGN_SUFFIX) + CAMPAIGN_MATCH)


def _is_format2(data: bytes) -> bool:
    return b'"grimtable_save"' in data[: format2.HEADER_LIMIT].split(b"\n", 1)[0]


def check_save(path: Path, secret: bytes | None) -> SaveInfo:
    """What the listing shows of the save at ``path``: the save checked whole (cut short,
    edited, a game this version lacks, a zip bomb: each an error sentence), but not decoded.
    A title of any length is shortened for display, not a fault."""
    data = read_bytes(path)
    unchecked = None
    if _is_format2(data):
        checked = format2.check_whole(data, path.name, secret)
        head, unchecked = checked.head, checked.unchecked
    else:
        if len(data) > LEGACY_LIST_LIMIT:
            raise SaveError(f"The save {path.name} is too big to be a first-release save.")
        parsed = legacy.parse(data, path.name)
        legacy.check_fields(parsed, path.name)
        head = {**parsed, "kind": "match"}
        unchecked = legacy.UNCHECKED.format(name=path.name)
    rules_for(str(head["game"]), path.name)
    title = str(head.get("title", path.stem))[: format2.TITLE_LIMIT]
    date = str(head.get("date", ""))
    match = _campaign_match(path)
    if head.get("kind") == "campaign" and match.exists():  # last played: its session's save
        try:
            date = max(date, str(save_header(match).get("date", "")))
        except (SaveError, OSError):
            pass  # the campaign's own date stands; opening it reports a damaged session
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
        unchecked=unchecked,
    )


def save_header(path: Path | str) -> dict:
    """The public header of a format-2 save: title, game, date, summary (nothing secret)."""
    path = Path(path)
    return format2.read_header(read_head(path, format2.HEADER_LIMIT).split(b"\n", 1)[0], path.name)


# What each listed file showed, by path, with the file's size, time and inode and the install
# it was checked for: a file is read again only when one of those changed.
_listed: dict[Path, tuple[tuple, SaveInfo]] = {}


def list_saves(saves_dir: Path | str) -> list[SaveInfo]:
    """Every save in the folder, newest first, each checked whole once (then remembered until
    the file changes); a file that can't be listed carries its error sentence instead of
    stopping the listing."""
    saves_dir = Path(saves_dir)
    secret = folder_secret(saves_dir)
    install = install_id(secret) if secret is not None else None
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
            info = path.stat()
            session = _campaign_match(path)
            played = max(info.st_mtime, session.stat().st_mtime if session.exists() else 0)
        except OSError:
            continue
        # the stamp holds the session's time too: a campaign played on is listed anew
        found.append((played, path, (info.st_size, info.st_mtime_ns, info.st_ino, install, played)))
    infos = []
    for _, path, stamp in sorted(found, reverse=True):
        remembered = _listed.get(path)
        if remembered is None or remembered[0] != stamp:
            remembered = _listed[path] = (stamp, _listed_info(path, secret))
        infos.append(remembered[1])
    listed = {path for _, path, _ in found}
    for gone in [p for p in _listed if p.parent == saves_dir and p not in listed]:
        del _listed[gone]
    return infos


def _listed_info(path: Path, secret: bytes | None) -> SaveInfo:
    try:
        return check_save(path, secret)
    except (SaveError, OSError) as error:
        message = str(error) if isinstance(error, SaveError) else ""
        message = message or f"The save {path.name} could not be read."
        return SaveInfo(path, path.stem[: format2.TITLE_LIMIT], "?", "", "", error=message)


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
