"""Format 1, the plain JSON saves of the first release: read and carried into a Match, so an old
save loads and plays on. Nothing writes format 1 any more. Its hash has no key, so it can't be
checked for edits: it opens only when the player accepts that."""

from __future__ import annotations

import json
from typing import Any

from game.core.contract import Rules
from game.core.match import Match, state_hash
from game.core.saves.files import SaveError, SaveUnchecked
from game.core.saves.record import carry_forward, entries_from, replayed

FORMAT_VERSION = 1
FIELDS: dict[str, type | tuple[type, ...]] = {
    "game": str,
    "rules_version": int,
    "options": dict,
    "seed": (int, str),
    "log": list,
    "hash": str,
}


def parse(data: bytes, name: str) -> dict[str, Any]:
    try:
        parsed = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"The save {name} could not be read (it is not text).") from None
    except json.JSONDecodeError as error:
        raise SaveError(
            f"The save {name} is damaged or cut short (bad JSON at line {error.lineno})."
        ) from None
    except RecursionError:
        raise SaveError(f"The save {name} is nested too deeply to be a save.") from None
    if not isinstance(parsed, dict):
        raise SaveError(f"The save {name} is not a Grimtable save.")
    return parsed


def check_fields(data: dict[str, Any], name: str) -> None:
    if data.get("format") != FORMAT_VERSION:
        raise SaveError(
            f"The save {name} has format {data.get('format')!r}; this version reads "
            "formats 1 and 2."
        )
    for key, kind in FIELDS.items():
        if not isinstance(data.get(key), kind):
            raise SaveError(f'The save {name} is missing or has a bad "{key}" field.')


UNCHECKED = (
    "The save {name} was made by the first release of Grimtable, before saves were signed, so "
    "it cannot be checked for edits; open it only if you trust where it came from."
)


def decode_match(data: dict[str, Any], name: str, rules_for, accept_unchecked: bool) -> Match:
    check_fields(data, name)
    rules: Rules = rules_for(data["game"], name)
    if not accept_unchecked:
        raise SaveUnchecked(UNCHECKED.format(name=name))
    seats = data.get("human_seats")
    match = Match(
        rules,
        data["options"],
        data["seed"],
        human_seats=set(seats) if isinstance(seats, list) else None,
    )
    entries = entries_from(data["log"], name)
    if data["rules_version"] != rules.rules_version:
        options, entries = carry_forward(rules, data["rules_version"], match.options, entries, name)
        match.options = {**rules.default_options(), **options}
        return replayed(match, entries, name, f" under rules version {rules.rules_version}")
    replayed(match, entries, name)
    if state_hash(match.state) != data["hash"]:
        raise SaveError(
            f"The save {name} does not add up (its check value differs); "
            "it may have been edited or damaged."
        )
    return match
