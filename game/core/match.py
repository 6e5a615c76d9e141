"""A match: the log of accepted commands with their events, the folded state, checkpoints,
undo and redo. The UI, the AI, the headless protocol and the tests all drive a game through it."""

from __future__ import annotations

import copy
import hashlib
import json
import pickle
from typing import TYPE_CHECKING, Any

from game.core.chance import Chance
from game.core.contract import Command, Event, IllegalCommand, Prompt, Rules, State, redact_events
from game.core.entry import Entry
from game.core.log import Log
from game.core.option_keys import SCENARIO, SCRIPTED_DICE

if TYPE_CHECKING:
    from game.core.scenario import Scenario

CHECKPOINT_EVERY = 200  # events between state copies: bounds undo and load to a short replay
LANDING_SEARCH = 2_000  # entries a save looks back for the last human move (AI-only: none)


class UndoRefused(Exception):
    """Undo or redo is not allowed now; the message says why."""


def plain(data: Any) -> Any:
    """The JSON form of ``data``, so live play and a loaded save hold identical values."""
    return json.loads(json.dumps(data))


def state_hash(state: State) -> str:
    text = json.dumps(state, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


class Match:
    """One game in play. ``human_seats`` are played by people, the rest by the AI."""

    def __init__(
        self,
        rules: Rules,
        options: dict[str, Any] | None = None,
        seed: int | str = 0,
        human_seats: set[int] | None = None,
        casual_undo: bool = False,
    ) -> None:
        self.rules = rules
        # a copy all the match's own: a save writes these, a replay builds from them again
        self.options = copy.deepcopy({**rules.default_options(), **(options or {})})
        self.seed = seed
        players = int(self.options.get("players", rules.players[0]))
        self.players = players
        self.human_seats = set(range(players)) if human_seats is None else set(human_seats)
        self.casual_undo = casual_undo
        self.log: Log = Log()
        self._redo: list[list[Entry]] = []
        self._checkpoints: dict[int, bytes] = {}
        self._events_since_checkpoint = 0
        self._draws: dict[str, int] = {}  # chance draws per stream up to the end of the log
        self.state: State = {}

    # -- building -----------------------------------------------------------------------------
    def _opening(self) -> State:
        """The first state, built from a copy of the options: the rules may keep what they are
        given (a carried party) in the state, and play changes the state in place."""
        return self.rules.initial_state(copy.deepcopy(self.options))

    def start(self) -> Match:
        self.reset_to(self._opening())
        chance = self._chance({})
        events = plain(self.rules.setup(self.options, chance))
        self._append(Entry(None, {"op": "setup"}, events, dict(chance.used)))
        return self

    @classmethod
    def from_scenario(
        cls,
        scenario: Scenario,
        casual_undo: bool = False,
        human_seats: set[int] | None = None,
    ) -> Match:
        """A match standing where ``scenario`` says: the game's own setup for its options and
        seed, then the position written over it as one event of the log (see
        game/core/scenario.py), so saves, undo and replays treat it as any other. The seats
        people play are the scenario's unless ``human_seats`` says otherwise."""
        options = {**scenario.options, SCENARIO: scenario.id}
        people = scenario.people if human_seats is None else human_seats
        match = cls(scenario.rules, options, scenario.seed, people, casual_undo).start()
        if scenario.dice:  # scripted by draw count: past the rolls the setup made (a roll-off)
            match.options[SCRIPTED_DICE] = {
                stream: [1] * match.draws.get(stream, 0) + list(rolls)
                for stream, rolls in scenario.dice.items()
            }
        base = pickle.loads(pickle.dumps(match.state))
        changes = scenario.module.changes(base, scenario.position, scenario.where)
        event = {
            "type": "scenario",
            "log": f"Scenario: {scenario.title}. {scenario.goal}",
            "set": [[list(path), value] for path, value in changes],
        }
        match._append(Entry(None, {"op": "scenario", "scenario": scenario.id}, plain([event]), {}))
        return match

    def reset_to(
        self,
        state: State,
        log: list[Entry] | Log | None = None,
        draws: dict[str, int] | None = None,
    ) -> None:
        """Start from ``state`` (a snapshot after ``log``) with nothing after it yet."""
        self.state = state
        self.log = log if isinstance(log, Log) else Log(log or [])
        self._checkpoints = {len(self.log): pickle.dumps(state)}
        self._events_since_checkpoint = 0
        self._draws = dict(draws or {})
        self._redo = []

    def resume(
        self, snapshot: State, head: list[Entry] | Log, draws: dict[str, int], tail: list[Entry]
    ) -> None:
        """Rebuild from a save: ``snapshot`` is the state after ``head`` (trusted, not refolded),
        then ``tail`` is folded on top. Undo past the snapshot refolds from the opening."""
        self.reset_to(snapshot, head, draws)
        self._checkpoints[0] = pickle.dumps(self._opening())
        self._fold_loaded(tail)

    def replay(self, entries: list[Entry]) -> None:
        """Rebuild from a saved log: fold the recorded events, never re-decide or re-roll."""
        self.reset_to(self._opening())
        self._fold_loaded(entries)

    def _fold_loaded(self, entries: list[Entry]) -> None:
        """Fold a loaded log, keeping a checkpoint where the first undo will land (before the
        last move of a person): the first Ctrl+Z after a load then refolds nothing."""
        landing = self._undo_landing(entries)
        for index, entry in enumerate(entries):
            if index == landing:
                self._checkpoints[len(self.log)] = pickle.dumps(self.state)
            self._append(entry)

    def extend(self, entries: list[Entry]) -> None:
        """Fold recorded entries onto the current state (a save's tail after its snapshot)."""
        for entry in entries:
            self._append(entry)

    def _append(self, entry: Entry) -> None:
        apply = self.rules.apply
        state = self.state
        for event in entry.events:
            state = apply(state, event)
        self.state = state
        self.log.append(entry)
        for stream, count in entry.draws.items():
            self._draws[stream] = self._draws.get(stream, 0) + count
        self._events_since_checkpoint += len(entry.events)
        if self._events_since_checkpoint >= CHECKPOINT_EVERY:
            self._checkpoints[len(self.log)] = pickle.dumps(state)
            self._events_since_checkpoint = 0

    @property
    def draws(self) -> dict[str, int]:
        """Chance draws per stream so far (a copy): what the next draw of each stream will be."""
        return dict(self._draws)

    def snapshot_point(self) -> tuple[int, State, dict[str, int]]:
        """Where a save should take its snapshot: (entries before it, the state there, chance
        draws there). The latest checkpoint short of the log's end when there is one, so that a
        player who loads and undoes a move or two folds from the snapshot, not the opening; and
        not past the last move of a person, where the first undo after the load lands."""
        end = len(self.log)
        # The load folds that last move (keeping a checkpoint before it) rather than the first
        # undo refolding the log from the opening.
        landing = self._undo_landing(self.log, end - LANDING_SEARCH)
        last = end - 1 if landing is None else landing
        earlier = [k for k in self._checkpoints if 0 < k <= last]
        if not earlier:
            return end, self.state, dict(self._draws)
        at = max(earlier)
        draws = dict(self._draws)
        for entry in self.log[at:]:
            for stream, count in entry.draws.items():
                draws[stream] -= count
        return at, pickle.loads(self._checkpoints[at]), draws

    def _undo_landing(self, entries: list[Entry] | Log, stop: int = 0) -> int | None:
        """Index in ``entries`` of the last move of a human seat (where the first undo lands:
        an AI's replies go back with it, and no seat can undo past another person's move);
        None if there is none at or after ``stop``."""
        if not self.human_seats:
            return None  # nobody undoes; and a loaded log's sealed segments stay unread
        for index in range(len(entries) - 1, max(stop, 0) - 1, -1):
            seat = entries[index].seat
            if seat is not None and seat in self.human_seats:
                return index
        return None

    # -- playing ------------------------------------------------------------------------------
    def pending(self) -> Prompt:
        return self.rules.pending(self.state)

    def legal(self, seat: int) -> list[Command]:
        return self.rules.legal(self.state, seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.rules.view(self.state, seat)

    def redact(self, events: list[Event], seat: int | None) -> list[Event]:
        """What ``seat`` may see of ``events``: the one redaction point for events leaving core."""
        return redact_events(self.rules, events, seat)

    def outcome(self) -> dict[str, Any] | None:
        return self.rules.outcome(self.state)

    def submit(self, seat: int, command: Command) -> list[Event]:
        if not isinstance(command, dict):
            raise IllegalCommand('A command must be an object with a "type".')
        if self.outcome() is not None:
            raise IllegalCommand("The game is over; no more moves can be made.")
        command = plain({**command, "seat": seat})
        chance = self._chance(self._draws)
        events = plain(self.rules.decide(self.state, command, chance))
        self._append(Entry(seat, command, events, dict(chance.used)))
        self._redo.clear()
        return events

    def _chance(self, draws: dict[str, int]) -> Chance:
        return Chance(self.seed, draws, self.options.get(SCRIPTED_DICE))

    def hash(self) -> str:
        return state_hash(self.state)

    # -- undo and redo ------------------------------------------------------------------------
    def _own(self, entry_seat: int, seat: int) -> bool:
        """Whether ``seat`` may take back a move of ``entry_seat``: its own, or in a co-op game
        any move of the party, which undoes together."""
        if entry_seat == seat:
            return True
        return bool(getattr(self.rules, "coop", False)) and entry_seat in self.human_seats

    def _reveals(self, entry: Entry) -> bool:
        is_reveal = getattr(self.rules, "is_reveal", None)
        if is_reveal is not None:
            return any(is_reveal(event) for event in entry.events)
        return any(event.get("reveal") for event in entry.events)

    def _undo_span(self, seat: int) -> int:
        """How many trailing entries one undo by ``seat`` removes; raises UndoRefused if none."""
        count, found = 0, False
        for entry in reversed(self.log):
            if entry.seat is None:
                break
            count += 1
            if self._own(entry.seat, seat):
                found = True
                break
            if entry.seat in self.human_seats:
                raise UndoRefused(
                    f"The last move was Player {entry.seat + 1}'s; "
                    "you can only take back your own moves."
                )
            # an AI seat's reply goes back together with the move it answered
        if not found:
            raise UndoRefused("There is nothing of yours to undo.")
        solo = len(self.human_seats) <= 1
        if not (self.casual_undo and solo):
            for entry in self.log[-count:]:
                if self._reveals(entry):
                    raise UndoRefused(
                        "That move revealed a card or a roll, so it can't be "
                        "taken back."
                        + ("" if not solo else " (Casual undo in Settings allows it.)")
                    )
        return count

    def can_undo(self, seat: int) -> tuple[bool, str]:
        try:
            self._undo_span(seat)
        except UndoRefused as refusal:
            return False, str(refusal)
        return True, ""

    def can_redo(self, seat: int) -> tuple[bool, str]:
        if not self._redo:
            return False, "There is nothing to redo."
        owner = self._redo[-1][0].seat
        if owner is None or not self._own(owner, seat):
            return False, "The move to redo is another player's."
        return True, ""

    def undo(self, seat: int) -> None:
        count = self._undo_span(seat)
        removed = self.log[-count:]
        self.truncate(len(self.log) - count)
        self._redo.append(removed)

    def redo(self, seat: int) -> list[Event]:
        allowed, why = self.can_redo(seat)
        if not allowed:
            raise UndoRefused(why)
        group = self._redo.pop()
        saved = self._redo
        events: list[Event] = []
        for entry in group:
            self._redo = []
            body = {k: v for k, v in entry.command.items() if k != "seat"}
            events += self.submit(seat if entry.seat is None else entry.seat, body)
        self._redo = saved
        return events

    def truncate(self, length: int) -> None:
        """Cut the log back to its first ``length`` entries (undo's work, without its checks)."""
        if length < min(self._checkpoints):
            raise UndoRefused("That move is older than this save keeps; it can't be taken back.")
        base = max(k for k in self._checkpoints if k <= length)
        for k in [k for k in self._checkpoints if k > base]:
            del self._checkpoints[k]
        state = pickle.loads(self._checkpoints[base])
        apply = self.rules.apply
        tail = self.log[base:length]
        for entry in tail:
            for event in entry.events:
                state = apply(state, event)
        for entry in self.log[length:]:
            for stream, count in entry.draws.items():
                self._draws[stream] -= count
        self.state = state
        del self.log[length:]
        self._events_since_checkpoint = sum(len(e.events) for e in tail)
