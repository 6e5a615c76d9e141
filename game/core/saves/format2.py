"""Save format 2: a public header line, a sealed snapshot, the sealed log in segments, and a
hash chained over all of them.

    {"grimtable_save": 2, "kind": "match", "game": ..., "title": ..., "summary": ...}
    S <sealed {seed, options, human_seats, casual_undo, at, state, draws}>
    L <sealed [entries]>        (the whole log, a segment a line)
    H <sha256 chained over every line above>
    K <install id> <the H hash signed (HMAC) with the install's secret>

Loading folds only the entries after the snapshot (``at``), so it costs about the same at
100,000 events as at 1,000; the full log stays in the file for replay and undo. Only the header
is plain text, and it holds nothing a seat may not see.

A save whose K line this install signed opens. One without a K line (written before saves were
signed) or signed by another install is whole (its H hash holds) but can't be checked for
edits: it opens only when the player accepts that (``accept_unchecked``), and, since its
writer is unknown, only after its sealed lines are shown not to unpack past MAX_UNPACKED.
"""

from __future__ import annotations

import hmac
import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from game.core.contract import Rules
from game.core.entry import Entry
from game.core.log import Log
from game.core.match import Match
from game.core.saves.files import SaveError, SaveUnchecked
from game.core.saves.record import carry_forward, entries_from, playable, replayed
from game.core.saves.sealed import (
    MAX_UNPACKED,
    SealBroken,
    TooLarge,
    chain,
    seal,
    signed,
    unpacked_size,
    unseal,
)
from game.core.saves.secret import install_id

FORMAT_VERSION = 2
HEADER_LIMIT = 4096  # bytes of the first line the listing reads; a header never needs more
TITLE_LIMIT = 120
SUMMARY_LIMIT = 240
SEGMENT = 256  # entries a log line holds: small enough to re-seal the open one per move


def header(match: Match, title: str | None, kind: str = "match") -> dict[str, Any]:
    rules = match.rules
    return {
        "grimtable_save": FORMAT_VERSION,
        "kind": kind,
        "game": rules.id,
        "rules_version": rules.rules_version,
        "title": (title or f"{rules.title}")[:TITLE_LIMIT],
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": rules.summary(match.state)[:SUMMARY_LIMIT],
        "entries": len(match.log),
        "over": match.outcome() is not None,  # the main menu's Continue skips ended games
    }


def private_part(match: Match, at: int, state: Any, draws: dict[str, int]) -> dict[str, Any]:
    return {
        "seed": match.seed,
        "options": match.options,
        "human_seats": sorted(match.human_seats),
        "casual_undo": match.casual_undo,
        "at": at,
        "state": state,
        "draws": draws,
    }


def entry_json(entry: Entry) -> str:
    """One log entry as a segment's JSON holds it."""
    return json.dumps(entry.to_dict(), separators=(",", ":"))


def segment_lines(entries: list[Entry] | Log) -> list[str]:
    """The log in sealed lines of SEGMENT entries; a segment still sealed as it was loaded is
    written back as it came, unread."""
    return [segment_line(entries, start) for start in range(0, len(entries), SEGMENT)]


def segment_line(entries: list[Entry] | Log, start: int) -> str:
    count = min(SEGMENT, len(entries) - start)
    if isinstance(entries, Log):
        kept = entries.sealed_line(start, count)
        if kept is not None:
            return "L " + kept
    return "L " + seal([entry.to_dict() for entry in entries[start : start + count]])


def assemble(
    head: dict[str, Any], sealed_private: str, segments: list[str], secret: bytes
) -> bytes:
    return assemble_lines(head, ["S " + sealed_private, *segments], secret)


def assemble_lines(head: dict[str, Any], body: list[str], secret: bytes) -> bytes:
    """The header line, the body lines, the chained hash over them all, and that hash signed
    with the install's ``secret``."""
    lines = [json.dumps(head, separators=(",", ":"), ensure_ascii=True), *body]
    encoded = [line.encode("ascii") for line in lines]
    plain = chain(encoded)
    sign = f"K {install_id(secret)} {signed(plain, secret)}"
    return b"\n".join([*encoded, f"H {plain}".encode("ascii"), sign.encode("ascii")]) + b"\n"


def encode_match(match: Match, secret: bytes, title: str | None = None) -> bytes:
    """A whole save of ``match``, its snapshot at the match's snapshot point (near the end)."""
    private = seal(private_part(match, *match.snapshot_point()))
    return assemble(header(match, title), private, segment_lines(match.log), secret)


def read_header(first_line: bytes, name: str) -> dict[str, Any]:
    try:
        head = json.loads(first_line.decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise SaveError(
            f"The save {name} is damaged or cut short (its first line is not a header)."
        ) from None
    if not isinstance(head, dict) or "grimtable_save" not in head:
        raise SaveError(f"The save {name} is not a Grimtable save.")
    if head["grimtable_save"] != FORMAT_VERSION:
        raise SaveError(
            f"The save {name} has format {str(head['grimtable_save'])[:20]}; this "
            f"version reads formats 1 and {FORMAT_VERSION}."
        )
    for key, kind in (("game", str), ("rules_version", int), ("title", str), ("kind", str)):
        if not isinstance(head.get(key), kind):
            raise SaveError(f'The save {name} is missing or has a bad "{key}" field.')
    return head


@dataclass
class Checked:
    """A save whose chained hash holds: its lines (without the hash lines), its header, and
    why it can't be checked for edits here (None: this install signed it)."""

    lines: list[bytes]
    head: dict[str, Any]
    unchecked: str | None


def check_whole(data: bytes, name: str, secret: bytes | None) -> Checked:
    """Refuse, with a sentence, a save that is cut short, damaged, edited (its hash or this
    install's signature differs) or, when its writer is unknown, unpacks past the cap."""
    read_header(data.split(b"\n", 1)[0], name)  # a foreign format is named before the hash
    if not data.endswith(b"\n"):
        raise SaveError(f"The save {name} is damaged or cut short (it does not end whole).")
    lines = data[:-1].split(b"\n")
    signed_line = len(lines) > 1 and lines[-1].startswith(b"K ")
    signature = lines.pop().split(b" ") if signed_line else None
    last = lines.pop()
    if not lines or not last.startswith(b"H ") or last[2:] != chain(lines).encode("ascii"):
        raise SaveError(
            f"The save {name} does not add up (its check value differs); it may "
            "have been edited or damaged."
        )
    unchecked = _why_unchecked(last[2:], signature, secret, name)
    if unchecked is not None:
        body_unpacks(lines[1:], name)
    return Checked(lines, read_header(lines[0], name), unchecked)


def _why_unchecked(
    plain: bytes, signature: list[bytes] | None, secret: bytes | None, name: str
) -> str | None:
    if signature is None:
        return (
            f"The save {name} was made before Grimtable signed its saves, so it cannot be "
            "checked for edits; open it only if you trust where it came from."
        )
    if secret is None or signature[1:2] != [install_id(secret).encode("ascii")]:
        return (
            f"The save {name} was made by another copy of Grimtable, so it cannot be "
            "checked for edits here; open it only if you trust where it came from."
        )
    expected = signed(plain.decode("ascii"), secret).encode("ascii")
    if len(signature) != 3 or not hmac.compare_digest(signature[2], expected):
        raise SaveError(
            f"The save {name} does not add up (its signature differs); it was edited "
            "outside Grimtable or damaged."
        )
    return None


def refuse_unchecked(checked: Checked, accept_unchecked: bool) -> None:
    if checked.unchecked is not None and not accept_unchecked:
        raise SaveUnchecked(checked.unchecked)


def body_unpacks(body: list[bytes], name: str) -> None:
    """Every sealed line (after its two-letter tag) unpacks, all together within the cap."""
    try:
        unpacked_size([line[2:].decode("ascii", "replace") for line in body])
    except TooLarge:
        raise SaveError(too_large(name)) from None
    except SealBroken:
        raise SaveError(f"The save {name} is damaged (a sealed part does not decode).") from None


def too_large(name: str) -> str:
    return (
        f"The save {name} unpacks to more than {MAX_UNPACKED // (1024 * 1024)} MB, more than "
        "any save can be; it was not opened."
    )


def decode_match(
    data: bytes, name: str, rules_for, secret: bytes | None, accept_unchecked: bool = False
) -> Match:
    checked = check_whole(data, name, secret)
    lines, head = checked.lines, checked.head
    rules: Rules = rules_for(head["game"], name)
    refuse_unchecked(checked, accept_unchecked)
    if len(lines) < 3 or not lines[1].startswith(b"S "):
        raise SaveError(f"The save {name} has no snapshot.")
    if any(not line.startswith(b"L ") for line in lines[2:]):
        raise SaveError(f"The save {name} is damaged (a sealed part does not decode).")
    segments = [line[2:].decode("ascii", "replace") for line in lines[2:]]
    private = _unsealed(lines[1][2:].decode("ascii", "replace"), name)
    if not isinstance(private, dict) or not isinstance(private.get("options"), dict):
        raise SaveError(f"The save {name} has a damaged snapshot.")
    seats = private.get("human_seats")
    match = Match(
        rules,
        private["options"],
        private.get("seed", 0),
        human_seats=set(seats) if isinstance(seats, list) else None,
        casual_undo=bool(private.get("casual_undo")),
    )
    if head["rules_version"] != rules.rules_version:
        entries = list(_lazy_log(segments, 0, name))
        options, entries = carry_forward(rules, head["rules_version"], match.options, entries, name)
        match.options = {**rules.default_options(), **options}
        return replayed(match, entries, name, f" under rules version {rules.rules_version}")
    at = private.get("at")
    if type(at) is not int or not 0 < at or not isinstance(private.get("state"), dict):
        raise SaveError(f"The save {name} has a damaged snapshot.")
    log = _lazy_log(segments, at, name)
    if at > len(log):
        raise SaveError(f"The save {name} has a damaged snapshot.")
    tail = log[at:]
    del log[at:]
    try:
        match.resume(private["state"], log, private.get("draws") or {}, tail)
    except Exception as error:  # the hash held, so this is a bug or a foreign writer
        raise SaveError(
            f"The save {name} has moves that do not fit the game "
            f"({error.__class__.__name__}); it can't be opened."
        ) from None
    return playable(match, name)


def _unsealed(text: str, name: str) -> Any:
    try:
        return unseal(text)
    except TooLarge:
        raise SaveError(too_large(name)) from None
    except SealBroken:
        raise SaveError(f"The save {name} is damaged (a sealed part does not decode).") from None


def _lazy_log(segments: list[str], at: int, name: str) -> Log:
    """The log with every segment before the snapshot left sealed (read when something reads
    it); the last segment, and any holding entries after the snapshot, decoded now."""

    def decode(text: str, start: int) -> list[Entry]:
        return entries_from(_unsealed(text, name), name, start)

    last = len(segments) - 1
    decoded = {last * SEGMENT: decode(segments[last], last * SEGMENT)}
    sealed = []
    for index, text in enumerate(segments[:last]):
        start = index * SEGMENT
        if start + SEGMENT > at:
            decoded[start] = decode(text, start)
            if len(decoded[start]) != SEGMENT:
                raise SaveError(f"The save {name} has a damaged move at position {start}.")
        else:
            sealed.append((start, SEGMENT, text))
    return Log.with_sealed(sealed, decoded, decode)
