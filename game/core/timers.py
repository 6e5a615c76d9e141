"""Time markers on named things, and the cycle of days (or turns) and their phases.

Timers are plain JSON kept in the game's state: ``{name: {"count": n, "step": -1 | 1,
"end": m | None}}``. A countdown (step -1) is Tainted Grail's Time markers on a Location or a
Delayed Ability: each tick removes one, and the thing expires when the last one goes. A count-up
(step 1) counts rounds toward an ``end`` (a summoning finished after 3 turns) or, with
``end=None``, just counts (days since the Guardian moved) and never expires. Names are the
game's own ("location:103", "delayed:iunis:strike"); keep separate timer maps for separate
kinds of marker (Tainted Grail's timed-Action and story markers).

A clock is ``{"day": n, "phase": p}`` over a tuple of phases: Tainted Grail's Start of the Day,
During the Day and End of the Day, or a Grimheim turn's Initiative, Fate, Action and End phases.

Every function returns new data; ``decide`` puts it in an event and ``apply`` writes it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

Timer = dict[str, Any]
Timers = Mapping[str, Timer]

DAY_PHASES = ("start", "day", "end")


class TimerError(ValueError):
    """A timer or clock used outside its rules; the message is a sentence a player reads."""


def _whole(n: Any, what: str, least: int = 0) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < least:
        raise TimerError(f"{what} must be a whole number of {least} or more, not {n!r}.")
    return n


# --- timers ----------------------------------------------------------------------------------


def countdown(markers: int) -> Timer:
    """A timer of ``markers`` that expires when the last one is removed."""
    return {"count": _whole(markers, "A countdown", 1), "step": -1, "end": 0}


def countup(end: int | None = None, start: int = 0) -> Timer:
    """A timer counting up from ``start``; it expires on reaching ``end`` (None: never)."""
    _whole(start, "A count's start")
    if end is not None and _whole(end, "A count's end") <= start:
        raise TimerError(f"A count from {start} must end above it, not at {end}.")
    return {"count": start, "step": 1, "end": end}


def _expired(timer: Timer) -> bool:
    end = timer["end"]
    if end is None:
        return False
    return timer["count"] <= end if timer["step"] < 0 else timer["count"] >= end


@dataclass(frozen=True)
class Ticked:
    """Timers after a tick (expired ones removed) and the names that expired, in timer order."""

    timers: dict[str, Timer]
    expired: list[str] = field(default_factory=list)


def start(timers: Timers, name: str, timer: Timer) -> dict[str, Timer]:
    """``timers`` with ``name`` (re)started as ``timer``."""
    out = {k: dict(v) for k, v in timers.items()}
    out[name] = dict(timer)
    return out


def stop(timers: Timers, name: str) -> dict[str, Timer]:
    """``timers`` without ``name`` (a card covered: its markers discarded unresolved)."""
    if name not in timers:
        raise TimerError(f"There are no markers on {name}.")
    return {k: dict(v) for k, v in timers.items() if k != name}


def add(timers: Timers, name: str, markers: int) -> dict[str, Timer]:
    """Place ``markers`` more on a countdown (starting one if ``name`` has none)."""
    _whole(markers, "The markers to place", 1)
    if name not in timers:
        return start(timers, name, countdown(markers))
    if timers[name]["step"] > 0:
        raise TimerError(f"{name} counts up; markers can only be added to a countdown.")
    out = start(timers, name, timers[name])
    out[name]["count"] += markers
    return out


def left(timers: Timers, name: str) -> int:
    """How many markers are on ``name`` (0 when it has none): a Location action with markers on
    it is not available yet."""
    timer = timers.get(name)
    return 0 if timer is None else int(timer["count"])


def tick(timers: Timers, names: Iterable[str] | None = None, by: int = 1) -> Ticked:
    """Move every timer (or only ``names``) one step (``by`` steps) along; the ones that reach
    their end are removed and listed in ``expired`` so the game can resolve them."""
    _whole(by, "A tick", 1)
    chosen = set(timers) if names is None else set(names)
    unknown = sorted(chosen - set(timers))
    if unknown:
        raise TimerError(f"There are no markers on {unknown[0]}.")
    out: dict[str, Timer] = {}
    expired: list[str] = []
    for name, timer in timers.items():
        timer = dict(timer)
        if name in chosen:
            timer["count"] += timer["step"] * by
            if _expired(timer):
                expired.append(name)
                continue
        out[name] = timer
    return Ticked(out, expired)


# --- the day cycle ---------------------------------------------------------------------------


def clock(phases: tuple[str, ...] = DAY_PHASES, day: int = 1) -> dict[str, Any]:
    """A clock at the first phase of ``day``."""
    _phases(phases)
    return {"day": _whole(day, "A day", 1), "phase": phases[0]}


def _phases(phases: tuple[str, ...]) -> None:
    if not phases or len(set(phases)) != len(phases):
        raise TimerError("A day needs one or more phases, each named once.")


def advance(now: Mapping[str, Any], phases: tuple[str, ...] = DAY_PHASES) -> dict[str, Any]:
    """The clock one phase later: after the last phase comes the first phase of the next day."""
    _phases(phases)
    if now["phase"] not in phases:
        raise TimerError(f"{now['phase']!r} is not a phase of this day ({', '.join(phases)}).")
    at = phases.index(now["phase"]) + 1
    if at == len(phases):
        return {"day": now["day"] + 1, "phase": phases[0]}
    return {"day": now["day"], "phase": phases[at]}


def is_new_day(before: Mapping[str, Any], after: Mapping[str, Any]) -> bool:
    """Whether ``after`` began a day ``before`` was not in (upkeep at the start of a day)."""
    return after["day"] > before["day"]


def past_last_day(now: Mapping[str, Any], last: int) -> bool:
    """Whether the clock has gone beyond day (turn) ``last``: the battle is over."""
    return now["day"] > _whole(last, "The last day", 1)
