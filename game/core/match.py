"""A match: the log of accepted commands with their events, the folded state, checkpoints,
undo and redo. The UI, the AI, the headless protocol and the tests all drive a game through it."""
from __future__ import annotations

import hashlib
import json
import pickle
from dataclasses import dataclass
from typing import Any

from game.core.chance import Chance
from game.core.contract import Command, Event, IllegalCommand, Rules, State

CHECKPOINT_EVERY = 200  # events between state copies: bounds undo and load to a short replay


class UndoRefused(Exception):
    """Undo or redo is not allowed now; the message says why."""


@dataclass
class Entry:
    seat: int | None
    command: Command
    events: list[Event]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "command": self.command, "events": self.events}


def plain(data: Any) -> Any:
    """The JSON form of ``data``, so live play and a loaded save hold identical values."""
    return json.loads(json.dumps(data))


def state_hash(state: State) -> str:
    text = json.dumps(state, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


class Match:
    def __init__(self, rules: Rules, options: dict[str, Any] | None = None, seed: int = 0,
                 human_seats: set[int] | None = None, casual_undo: bool = False) -> None:
        self.rules = rules
        self.options = {**rules.default_options(), **(options or {})}
        self.seed = seed
        players = int(self.options.get("players", rules.players[0]))
        self.human_seats = set(range(players)) if human_seats is None else set(human_seats)
        self.casual_undo = casual_undo
        self.log: list[Entry] = []
        self._redo: list[list[Entry]] = []
        self._checkpoints: dict[int, bytes] = {}
        self._events_since_checkpoint = 0
        self.state: State = {}

    # -- building -----------------------------------------------------------------------------
    def start(self) -> "Match":
        self.state = self.rules.initial_state(self.options)
        self._checkpoints = {0: pickle.dumps(self.state)}
        events = plain(self.rules.setup(self.options, Chance(self.seed, 0)))
        self._append(Entry(None, {"op": "setup"}, events))
        return self

    def replay(self, entries: list[Entry]) -> None:
        """Rebuild from a saved log: fold the recorded events, never re-decide or re-roll."""
        self.state = self.rules.initial_state(self.options)
        self._checkpoints = {0: pickle.dumps(self.state)}
        self._events_since_checkpoint = 0
        self.log = []
        for entry in entries:
            self._append(entry)

    def _append(self, entry: Entry) -> None:
        apply = self.rules.apply
        state = self.state
        for event in entry.events:
            state = apply(state, event)
        self.state = state
        self.log.append(entry)
        self._events_since_checkpoint += len(entry.events)
        if self._events_since_checkpoint >= CHECKPOINT_EVERY:
            self._checkpoints[len(self.log)] = pickle.dumps(state)
            self._events_since_checkpoint = 0

    # -- playing ------------------------------------------------------------------------------
    def pending(self):
        return self.rules.pending(self.state)

    def legal(self, seat: int) -> list[Command]:
        return self.rules.legal(self.state, seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.rules.view(self.state, seat)

    def outcome(self) -> dict[str, Any] | None:
        return self.rules.outcome(self.state)

    def submit(self, seat: int, command: Command) -> list[Event]:
        if not isinstance(command, dict):
            raise IllegalCommand("A command must be an object with a \"type\".")
        if self.outcome() is not None:
            raise IllegalCommand("The game is over; no more moves can be made.")
        command = plain({**command, "seat": seat})
        events = plain(self.rules.decide(self.state, command, Chance(self.seed, len(self.log))))
        self._append(Entry(seat, command, events))
        self._redo.clear()
        return events

    def hash(self) -> str:
        return state_hash(self.state)

    # -- undo and redo ------------------------------------------------------------------------
    def _undo_span(self, seat: int) -> int:
        """How many trailing entries one undo by ``seat`` removes; raises UndoRefused if none."""
        count, found = 0, False
        for entry in reversed(self.log):
            if entry.seat is None:
                break
            count += 1
            if entry.seat == seat:
                found = True
                break
            if entry.seat in self.human_seats:
                raise UndoRefused(f"The last move was Player {entry.seat + 1}'s; "
                                  "you can only take back your own moves.")
            # an AI seat's reply goes back together with the move it answered
        if not found:
            raise UndoRefused("There is nothing of yours to undo.")
        solo = len(self.human_seats) <= 1
        if not (self.casual_undo and solo):
            for entry in self.log[-count:]:
                if any(event.get("reveal") for event in entry.events):
                    raise UndoRefused("That move revealed a card or a roll, so it can't be "
                                      "taken back." + ("" if not solo else
                                                       " (Casual undo in Settings allows it.)"))
        return count

    def can_undo(self, seat: int) -> tuple[bool, str]:
        try:
            self._undo_span(seat)
        except UndoRefused as refusal:
            return False, str(refusal)
        return True, ""

    def undo(self, seat: int) -> None:
        count = self._undo_span(seat)
        removed = self.log[-count:]
        self._truncate(len(self.log) - count)
        self._redo.append(removed)

    def redo(self, seat: int) -> list[Event]:
        if not self._redo:
            raise UndoRefused("There is nothing to redo.")
        group = self._redo[-1]
        if group[0].seat != seat:
            raise UndoRefused("The move to redo is another player's.")
        self._redo.pop()
        saved = self._redo
        events: list[Event] = []
        for entry in group:
            self._redo = []
            body = {k: v for k, v in entry.command.items() if k != "seat"}
            events += self.submit(entry.seat, body)
        self._redo = saved
        return events

    def _truncate(self, length: int) -> None:
        base = max(k for k in self._checkpoints if k <= length)
        for k in [k for k in self._checkpoints if k > base]:
            del self._checkpoints[k]
        state = pickle.loads(self._checkpoints[base])
        apply = self.rules.apply
        tail = self.log[base:length]
        for entry in tail:
            for event in entry.events:
                state = apply(state, event)
        self.state = state
        self.log = self.log[:length]
        self._events_since_checkpoint = sum(len(e.events) for e in tail)
