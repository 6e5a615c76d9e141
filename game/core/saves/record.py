"""The record inside a save: entries checked one by one, and the rules-version step that lets a
save made under older rules replay (or be migrated) instead of being refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.contract import Rules
from game.core.match import Entry, Match
from game.core.saves.files import SaveError


def entries_from(raw_log: Any, name: str, start: int = 0) -> list[Entry]:
    """The log's entries (or a segment's, the first at index ``start``), each checked for
    shape; a damaged one is named by its position."""
    if not isinstance(raw_log, list):
        raise SaveError(f"The save {name} has no list of moves.")
    entries: list[Entry] = []
    append = entries.append
    for index, raw in enumerate(raw_log, start):
        # type() checks, not isinstance: this loop is most of a long save's load time
        if type(raw) is not dict:
            raise SaveError(f"The save {name} has a damaged move at position {index}.")
        command, events, seat, draws = (
            raw.get("command"),
            raw.get("events"),
            raw.get("seat"),
            raw.get("draws", {}),
        )
        if (
            type(command) is not dict
            or type(events) is not list
            or not _all_dicts(events)
            or not (seat is None or type(seat) is int)
            or type(draws) is not dict
            or not _all_counts(draws)
        ):
            raise SaveError(f"The save {name} has a damaged move at position {index}.")
        append(Entry(seat, command, events, draws))
    if start == 0 and (not entries or entries[0].seat is not None):
        raise SaveError(f"The save {name} does not start with the game's set-up.")
    return entries


def _all_dicts(items: list) -> bool:
    for item in items:  # a loop: all() over a generator costs more than most lists hold
        if type(item) is not dict:
            return False
    return True


def _all_counts(draws: dict) -> bool:
    for count in draws.values():
        if type(count) is not int or count < 0:
            return False
    return True


def carry_forward(
    rules: Rules, version: int, options: dict[str, Any], entries: list[Entry], name: str
) -> tuple[dict[str, Any], list[Entry]]:
    """Bring a record made under rules ``version`` to the current one: each registered
    migration (``rules.migrations[v]`` takes {"options", "log"} of version v to v + 1) runs in
    turn; versions without one keep their record, which is replayed as it is."""
    current = rules.rules_version
    if version > current:
        raise SaveError(
            f"The save {name} was made with rules version {version} of {rules.title}, "
            f"newer than this version ({current}); update Grimtable to open it."
        )
    migrations: dict[int, Callable[[dict], dict]] = getattr(rules, "migrations", {})
    record: dict[str, Any] = {"options": options, "log": [e.to_dict() for e in entries]}
    for step in range(version, current):
        migrate = migrations.get(step)
        if migrate is not None:
            try:
                record = migrate(record)
            except Exception as error:  # a migration meets a record it can't carry
                raise SaveError(
                    f"The save {name} (rules version {version}) could not be carried "
                    f"to rules version {current} ({error.__class__.__name__})."
                ) from None
    return record["options"], entries_from(record["log"], name)


def replayed(match: Match, entries: list[Entry], name: str, version_note: str = "") -> Match:
    try:
        match.replay(entries)
    except Exception as error:  # a hand-edited or outdated event can break the fold in any way
        raise SaveError(
            f"The save {name} has moves that do not fit the game{version_note} "
            f"({error.__class__.__name__}); it can't be opened."
        ) from None
    return playable(match, name)


def playable(match: Match, name: str) -> Match:
    """The loaded match asked what comes next, as the table will ask at once: a position an
    older version left in a shape this one no longer knows (a game's inner part rewritten
    since) is refused here with a sentence, not at the table with a traceback."""
    try:
        if match.outcome() is None:
            prompt = match.pending()
            for seat in prompt.seats:
                match.legal(seat)
                match.view(seat)
    except Exception as error:  # noqa: BLE001 - any rules error means the same to the player
        raise SaveError(
            f"The save {name} was made by an older version of {match.rules.title}, in the "
            f"middle of something this version plays differently ({error.__class__.__name__}); "
            "it can't be continued. Load an earlier save or start a new game."
        ) from None
    return match
