"""Campaigns: what outlives a match, in a file of its own beside the match saves.

A campaign holds what its game carries from session to session (the manifest's
``campaign_carries``: Grudge's Luckstones, a GRIMLORE party, a Grimheim roster, Tainted Grail's
world and journal), the sessions played with their results, and whether a match is in progress.
That match is autosaved beside it (``<name>.match.save``), so a session can end mid-way and go
on another day. The file is sealed and hash-chained like a match save: its header is the only
plain text, and it holds nothing secret."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.core.match import Match
from game.core.registry import manifest_of
from game.core.saves import SaveError, load_match, rules_for
from game.core.saves.autosave import autosave_to
from game.core.saves.files import read_bytes, write_atomically
from game.core.saves.format2 import (
    FORMAT_VERSION,
    SUMMARY_LIMIT,
    TITLE_LIMIT,
    assemble_lines,
    check_whole,
    refuse_unchecked,
)
from game.core.saves.sealed import SealBroken, seal, unseal
from game.core.saves.secret import folder_secret, install_secret

SUFFIX = ".campaign"
MATCH_SUFFIX = ".match.save"


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class Campaign:
    game: str
    title: str
    name: str  # the file name without its suffix
    carry: dict[str, Any]
    options: dict[str, Any] = field(default_factory=dict)  # the sessions' other options
    human_seats: list[int] | None = None
    sessions: list[dict[str, Any]] = field(default_factory=list)
    in_progress: bool = False

    def path(self, saves_dir: Path) -> Path:
        return Path(saves_dir) / f"{self.name}{SUFFIX}"

    def match_path(self, saves_dir: Path) -> Path:
        return Path(saves_dir) / f"{self.name}{MATCH_SUFFIX}"

    def summary(self) -> str:
        played = sum(1 for s in self.sessions if s.get("ended"))
        carried = ", ".join(
            f"{key.replace('_', ' ')} {value}"
            for key, value in self.carry.items()
            if isinstance(value, (int, str))
        )
        if self.in_progress and not played:
            text = "first session in progress"
        else:
            state = "a session in progress" if self.in_progress else "between sessions"
            text = f"{played} session{'s' if played != 1 else ''} played, {state}"
        return (f"{text}; {carried}" if carried else text)[:SUMMARY_LIMIT]


def new_campaign(
    saves_dir: Path,
    rules: Any,
    title: str,
    carry: dict[str, Any] | None = None,
    options: dict[str, Any] | None = None,
    human_seats: set[int] | None = None,
) -> Campaign:
    """A campaign of ``rules``' game; what it carries starts from ``carry`` or the defaults."""
    keys = manifest_of(rules).campaign_carries
    defaults = rules.default_options()
    start = {key: (carry or {}).get(key, defaults.get(key)) for key in keys}
    begin = getattr(rules, "begin_campaign", None)  # a game that makes its first record itself
    if begin is not None and all(start[key] is None for key in keys):
        start.update(begin({**(options or {}), **(carry or {})}))
    slug = re.sub(r"[^a-z0-9]+", "-", f"{rules.id} {title}".lower()).strip("-")[:40] or rules.id
    name, number = f"campaign-{slug}", 1
    while (Path(saves_dir) / f"{name}{SUFFIX}").exists():
        number += 1
        name = f"campaign-{slug}-{number}"
    other = {k: v for k, v in (options or {}).items() if k not in keys}
    return Campaign(
        rules.id,
        title[:TITLE_LIMIT],
        name,
        start,
        other,
        sorted(human_seats) if human_seats is not None else None,
    )


def summary_of(campaign: Campaign, rules: Any) -> str:
    """The load screen's line: the game's own words for where it stands, if it has them."""
    told = getattr(rules, "campaign_summary", None)
    words = told(campaign.carry, campaign.in_progress) if told is not None else ""
    return words[:SUMMARY_LIMIT] if words else campaign.summary()  # "": the plain line


def save_campaign(campaign: Campaign, saves_dir: Path) -> Path:
    rules = rules_for(campaign.game, campaign.name)
    head = {
        "grimtable_save": FORMAT_VERSION,
        "kind": "campaign",
        "game": campaign.game,
        "rules_version": rules.rules_version,
        "title": campaign.title,
        "date": now(),
        "summary": summary_of(campaign, rules),
        "entries": len(campaign.sessions),
    }
    body = {
        "name": campaign.name,
        "carry": campaign.carry,
        "options": campaign.options,
        "human_seats": campaign.human_seats,
        "sessions": campaign.sessions,
        "in_progress": campaign.in_progress,
    }
    path = campaign.path(saves_dir)
    try:
        secret = install_secret(saves_dir)
        write_atomically(path, assemble_lines(head, ["C " + seal(body)], secret))
    except OSError as error:
        raise SaveError(
            f"Could not write the campaign {path.name}: {error.strerror or error}."
        ) from error
    return path


def load_campaign(path: Path | str, accept_unchecked: bool = False) -> Campaign:
    """The campaign at ``path``; one this install can't check for edits raises SaveUnchecked
    unless ``accept_unchecked``."""
    path = Path(path)
    name = path.name
    checked = check_whole(read_bytes(path), name, folder_secret(path.parent))
    lines, head = checked.lines, checked.head
    if head.get("kind") != "campaign" or len(lines) != 2 or not lines[1].startswith(b"C "):
        raise SaveError(f"{name} is not a campaign.")
    rules_for(head["game"], name)
    refuse_unchecked(checked, accept_unchecked)
    try:
        body = unseal(lines[1][2:].decode("ascii"))
    except (SealBroken, UnicodeDecodeError):
        raise SaveError(
            f"The campaign {name} is damaged (its sealed part does not decode)."
        ) from None
    kinds = {"name": str, "carry": dict, "options": dict, "sessions": list, "in_progress": bool}
    if not isinstance(body, dict) or any(not isinstance(body.get(k), t) for k, t in kinds.items()):
        raise SaveError(f"The campaign {name} is damaged (a part is missing).")
    seats = body.get("human_seats")
    return Campaign(
        head["game"],
        head["title"],
        body["name"],
        body["carry"],
        body["options"],
        seats if isinstance(seats, list) else None,
        body["sessions"],
        body["in_progress"],
    )


def start_session(campaign: Campaign, rules: Any, seed: int, casual_undo: bool = False) -> Match:
    """The next session's match: the campaign's options with what it carries."""
    if campaign.in_progress:
        raise SaveError(f"The campaign {campaign.title} has a session in progress; go on with it.")
    options = {**campaign.options, **campaign.carry}
    seats = set(campaign.human_seats) if campaign.human_seats is not None else None
    try:
        match = Match(rules, options, seed, human_seats=seats, casual_undo=casual_undo).start()
    except ValueError as error:  # the rules refuse the session (a story already told)
        raise SaveError(str(error)) from None
    campaign.sessions.append(
        {"number": len(campaign.sessions) + 1, "started": now(), "ended": None, "result": ""}
    )
    campaign.in_progress = True
    return match


def end_session(campaign: Campaign, match: Match) -> dict[str, Any]:
    """Record a finished match: its result, and what the campaign carries from its outcome.
    Returns the carried values that changed."""
    outcome = match.outcome() or {}
    carried = {
        key: outcome[key]
        for key in manifest_of(match.rules).campaign_carries
        if key in outcome and outcome[key] != campaign.carry.get(key)
    }
    campaign.carry.update(carried)
    if campaign.sessions:
        campaign.sessions[-1].update(
            {"ended": now(), "result": match.rules.summary(match.state)[:200]}
        )
    campaign.in_progress = False
    return carried


def autosave_session(campaign: Campaign, match: Match, saves_dir: Path) -> Path:
    """The campaign's match in progress, written beside it after every move."""
    return autosave_to(
        match,
        campaign.match_path(saves_dir),
        None,
        f"{campaign.title} - session {len(campaign.sessions)}",
        kind="campaign-match",
    )


def resume_session(campaign: Campaign, saves_dir: Path, accept_unchecked: bool = False) -> Match:
    """The match in progress, as its last autosave left it (``accept_unchecked``: the player
    accepted a campaign this install can't check, and so its match too)."""
    return load_match(campaign.match_path(saves_dir), accept_unchecked)
