"""The rules contract every game implements, and the small types it speaks in.

Commands and events are plain JSON-able dicts. An event that shows players something they could
not know before (a card drawn, a die rolled) carries ``"reveal": True``; undo never crosses one
unless the casual-undo setting allows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

Command = dict[str, Any]
Event = dict[str, Any]
State = dict[str, Any]


class IllegalCommand(Exception):
    """A command the rules refuse; the message is a sentence a player understands."""


@dataclass
class Prompt:
    """Who must decide now, and what kind of decision it is.

    ``seat`` is the seat asked first; ``open_to`` lists every seat that may answer (a co-op
    "any player may act", a choice the party makes together, simultaneous face-down picks).
    Left empty it means ``seat`` alone."""

    seat: int | None
    kind: str
    info: dict[str, Any] = field(default_factory=dict)
    open_to: list[int] = field(default_factory=list)

    @property
    def seats(self) -> list[int]:
        if self.open_to:
            return list(self.open_to)
        return [] if self.seat is None else [self.seat]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "seats": self.seats, "kind": self.kind, **self.info}


class Rules(Protocol):
    """One game's rules. Pure Python: no pygame, no I/O, no hidden randomness."""

    # read-only: a game may answer them from its manifest (AgendaRules does)
    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def players(self) -> tuple[int, int]: ...

    rules_version: int
    # Optional: ``profile_options``, option names that belong to the player across games; the app
    # fills them from the player's profile and banks the outcome's values when a game ends.
    # Optional: ``option_choices``, {option: [(value, name), ...]} for options chosen from a list.

    def default_options(self) -> dict[str, Any]: ...

    def setup(self, options: dict[str, Any], chance: Chance) -> list[Event]:
        """The opening as events, applied to ``initial_state(options)``."""

    def initial_state(self, options: dict[str, Any]) -> State: ...

    def pending(self, state: State) -> Prompt: ...

    def legal(self, state: State, seat: int) -> list[Command]: ...

    def decide(self, state: State, command: Command, chance: Chance) -> list[Event]:
        """Validate ``command`` (which carries its "seat") and return its events; never mutate."""

    def apply(self, state: State, event: Event) -> State:
        """The fold: may change ``state`` in place and returns it. No randomness, no validation."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...

    def outcome(self, state: State) -> dict[str, Any] | None: ...

    def summary(self, state: State) -> str:
        """One line for the load screen."""

    # Optional: ``redact(event, seat) -> event | None``, what ``seat`` may see of an event (the
    # default, ``public_event``, keeps only its type, journal line and reveal flag).
    # Optional: ``hidden_from(state, seat) -> list``, JSON values ``seat`` must never be shown
    # (another hand's cards, a deck's order); the property test holds every output against it.
    # Optional: ``needs_cover(state, last, seat) -> bool``, whether two people at one screen
    # need the hand-off screen between ``last`` and ``seat`` (default: whenever anything is
    # hidden from ``seat``).
    # Optional: ``coop`` (True: the party undoes together), ``is_reveal(event)`` (what undo may
    # not cross; default: the event's "reveal" flag), ``migrations`` ({old version: function}).


PRESENTATION_KEYS = ("label", "preview", "seat")


def bare(command: Command) -> Command:
    """A legal command as a player would send it: without its label and preview."""
    return {k: v for k, v in command.items() if k not in PRESENTATION_KEYS}


PUBLIC_EVENT_KEYS = ("type", "log", "reveal")


def public_event(event: Event) -> Event:
    """An event as any seat may see it: no state changes (they carry hands and deck orders)."""
    return {key: event[key] for key in PUBLIC_EVENT_KEYS if key in event}


def redact_events(rules: Rules, events: list[Event], seat: int | None) -> list[Event]:
    """The one redaction point: every event that leaves the core for a seat passes here."""
    custom = getattr(rules, "redact", None)
    if custom is None:
        return [public_event(event) for event in events]
    return [shown for shown in (custom(event, seat) for event in events) if shown is not None]


from game.core.chance import Chance  # noqa: E402  (re-exported for games)

__all__ = [
    "Command",
    "Event",
    "State",
    "IllegalCommand",
    "Prompt",
    "Rules",
    "Chance",
    "public_event",
    "redact_events",
]
