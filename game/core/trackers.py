"""Bounded trackers: Health, Energy, Terror, Exp, Destiny, Wounds, an Affinity dial.

A tracker's value stays a plain int in the game's state; its ``Bounds`` (a name for sentences, a
minimum, an optional maximum) come from content or the rules. Every function takes the value and
returns a ``Step``, the new value with what happened, and never writes the state: ``decide`` puts
``step.value`` in an event and ``apply`` writes it.

A *limiter* is a second value that caps this one below its printed maximum: Tainted Grail's Terror
marker limits Energy, and its Health limiter caps Health. Pass it as ``limit``; gains stop there,
and ``fit`` pushes the value down when the limiter itself moves.

Refusal: ``spend`` (and ``gain(..., strict=True)``, for a cost paid by moving a marker up, as
Terror is paid) raise ``CannotPay``, a ``ValueError`` whose message is a sentence a player reads.
Raising, not returning a flag, was chosen so a cost that can't be paid can never be half-applied
by a caller who forgot to look; ``decide`` turns it into ``IllegalCommand``, and ``legal`` asks
``can_spend`` first. ``lose`` is the other way down: damage is never refused, it stops at the
minimum and reports the rest as ``overflow`` (a Diplomacy ↓ below the last slot that becomes
discards, Wounds past zero).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


class TrackerError(ValueError):
    """A tracker used outside its rules; the message is a sentence a player understands."""


class CannotPay(TrackerError):
    """A cost that can't be paid in full. Nothing changes when it is raised."""

    def __init__(self, name: str, needed: int, have: int, message: str) -> None:
        super().__init__(message)
        self.name = name
        self.needed = needed
        self.have = have


def _whole(n: Any, what: str) -> int:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TrackerError(f"{what} must be a whole number, not {n!r}.")
    return n


@dataclass(frozen=True)
class Bounds:
    """The limits of one tracker. ``high=None``: no maximum (Tainted Grail's Exp)."""

    name: str
    low: int = 0
    high: int | None = None

    def __post_init__(self) -> None:
        _whole(self.low, f"The minimum of {self.name}")
        if self.high is not None:
            _whole(self.high, f"The maximum of {self.name}")
            if self.high < self.low:
                raise TrackerError(
                    f"{self.name} can't have a maximum of {self.high} below its "
                    f"minimum of {self.low}."
                )

    @classmethod
    def from_spec(cls, name: str, spec: Mapping[str, Any]) -> Bounds:
        """Bounds from content, written ``{min: 0, max: 8}`` (both optional)."""
        unknown = sorted(set(spec) - {"min", "max"})
        if unknown:
            raise TrackerError(f"{name}: unknown field '{unknown[0]}' (use min and max).")
        return cls(name, spec.get("min", 0), spec.get("max"))

    def ceiling(self, limit: int | None = None) -> int | None:
        """The highest value allowed now: the maximum, lowered by a limiter, never below the
        minimum (a limiter at the bottom pins the value there rather than breaking the track)."""
        if limit is None:
            return self.high
        _whole(limit, f"The limit on {self.name}")
        top = limit if self.high is None else min(self.high, limit)
        return max(top, self.low)

    def check(self, value: int) -> int:
        """``value`` if it lies within the bounds; a value outside them is a bug in the state."""
        _whole(value, self.name)
        if value < self.low or (self.high is not None and value > self.high):
            top = "" if self.high is None else f" to {self.high}"
            raise TrackerError(f"{self.name} is {value}, outside its range of {self.low}{top}.")
        return value


@dataclass(frozen=True)
class Step:
    """A tracker move: the ``value`` after it, the signed change ``moved`` that was made, and the
    ``overflow``: the part of the amount that did not fit (gain above the ceiling, loss below
    the minimum)."""

    value: int
    moved: int
    overflow: int = 0


def _amount(amount: int, verb: str, name: str) -> int:
    _whole(amount, f"The amount of {name} to {verb}")
    if amount < 0:
        raise TrackerError(f"Can't {verb} {amount} {name}; use a positive amount.")
    return amount


def gain(
    value: int, amount: int, bounds: Bounds, limit: int | None = None, *, strict: bool = False
) -> Step:
    """Raise the value by ``amount``, stopping at the ceiling (``limit`` may lower it); what did
    not fit is the overflow. ``strict``: refuse with ``CannotPay`` instead of stopping short, for
    costs paid upward (Terror). A gain never lowers a value already above a new limit; ``fit``
    does that."""
    bounds.check(value)
    _amount(amount, "gain", bounds.name)
    top = bounds.ceiling(limit)
    room = amount if top is None else max(top - value, 0)
    if strict and amount > room:
        raise CannotPay(
            bounds.name, amount, room, f"{bounds.name} can rise by only {room} more, not {amount}."
        )
    moved = min(amount, room)
    return Step(value + moved, moved, amount - moved)


def can_spend(value: int, amount: int, bounds: Bounds) -> bool:
    """Whether ``spend`` would succeed: for ``legal`` to list only affordable moves."""
    return value - _amount(amount, "spend", bounds.name) >= bounds.low


def spend(value: int, amount: int, bounds: Bounds) -> Step:
    """Pay ``amount`` in full, or raise ``CannotPay`` and change nothing."""
    bounds.check(value)
    if not can_spend(value, amount, bounds):
        have = value - bounds.low
        raise CannotPay(
            bounds.name,
            amount,
            have,
            f"That costs {amount} {bounds.name}, and you have only {have} to spend.",
        )
    return Step(value - amount, -amount)


def lose(value: int, amount: int, bounds: Bounds) -> Step:
    """Lower the value by ``amount`` (damage, a penalty), stopping at the minimum; the part
    that went past it is the overflow."""
    bounds.check(value)
    _amount(amount, "lose", bounds.name)
    moved = min(amount, value - bounds.low)
    return Step(value - moved, -moved, amount - moved)


def set_to(value: int, new: int, bounds: Bounds, limit: int | None = None) -> Step:
    """Put the marker on ``new`` ("place it on the starting slot"), clamped into the bounds
    and under the limiter; the overflow is how far ``new`` lay outside."""
    bounds.check(value)
    _whole(new, bounds.name)
    top = bounds.ceiling(limit)
    placed = max(new, bounds.low) if top is None else min(max(new, bounds.low), top)
    return Step(placed, placed - value, abs(new - placed))


def fit(value: int, bounds: Bounds, limit: int | None) -> Step:
    """After a limiter moved: the value pushed down to the new ceiling if it is above it."""
    bounds.check(value)
    top = bounds.ceiling(limit)
    if top is None or value <= top:
        return Step(value, 0)
    return Step(top, top - value)


def at_low(value: int, bounds: Bounds) -> bool:
    """The marker sits on the minimum (Health 0: Dying; Wounds 0: defeated)."""
    return bounds.check(value) == bounds.low


def at_high(value: int, bounds: Bounds, limit: int | None = None) -> bool:
    """The marker sits on its ceiling (no room to gain)."""
    top = bounds.ceiling(limit)
    return top is not None and bounds.check(value) >= top
