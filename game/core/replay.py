"""A saved match watched again, move by move: the position after any move, folded from the
events the log recorded (nothing is decided or rolled again), and what a seat may see of it.

Move 0 is the table as set up; move N is the table after the N-th entry past the setup. A
match still running is watched from the side of one of its players (a seat a person plays):
its views and log lines are that seat's. A finished match may be watched from any seat."""

from __future__ import annotations

import pickle
from typing import Any

from game.core.contract import State, redact_events
from game.core.entry import Entry
from game.core.match import Match

STRIDE = 64  # entries between kept positions: a jump folds at most this many entries


class Replay:
    def __init__(self, match: Match) -> None:
        self.rules = match.rules
        self.options = match.options
        self.players = match.players
        self.human_seats = set(match.human_seats)
        self.finished = match.outcome() is not None
        self._seed = match.seed  # never shown; a positioned Match needs one to exist
        self.entries: list[Entry] = list(match.log)
        self._kept: dict[int, bytes] = {}
        state = self.rules.initial_state(self.options)
        for index, entry in enumerate(self.entries):
            if index % STRIDE == 0:
                self._kept[index] = pickle.dumps(state)
            state = self._fold(state, entry)

    @property
    def moves(self) -> int:
        """How many moves were made after the setup."""
        return len(self.entries) - 1

    def seats(self) -> list[int]:
        """The seats a watcher may take: any seat once the match is over; while it runs, only
        the seats people play (the computer's hand stays hidden)."""
        if self.finished:
            return list(range(self.players))
        return sorted(self.human_seats) or [0]

    def check(self, move: Any, seat: Any) -> str | None:
        """Why the position after ``move`` can't be shown to ``seat``, or None when it can."""
        if type(move) is not int or not 0 <= move <= self.moves:
            return f"The move must be a whole number from 0 to {self.moves}."
        if seat not in self.seats():
            allowed = ", ".join(f"Player {s + 1}" for s in self.seats())
            return f"This replay can be watched as {allowed} only."
        return None

    def state_at(self, move: int) -> State:
        """The state after ``move`` moves (a fresh copy the caller may keep)."""
        end = move + 1  # entries folded: the setup and ``move`` moves
        base = max(k for k in self._kept if k <= end)
        state = pickle.loads(self._kept[base])
        for entry in self.entries[base:end]:
            state = self._fold(state, entry)
        return state

    def match_at(self, move: int) -> Match:
        """A Match standing at the position after ``move``, with its log so far: for a board
        scene to draw. Every seat counts as a person's, so no computer player moves in it."""
        match = Match(self.rules, self.options, self._seed, human_seats=set(range(self.players)))
        draws: dict[str, int] = {}
        for entry in self.entries[: move + 1]:
            for stream, count in entry.draws.items():
                draws[stream] = draws.get(stream, 0) + count
        match.reset_to(self.state_at(move), self.entries[: move + 1], draws)
        return match

    def lines(self, move: int, seat: int) -> list[str]:
        """The log lines of one move as ``seat`` may read them (move 0: the setup's)."""
        events = self.entries[move].events
        shown = redact_events(self.rules, events, seat)
        return [str(event["log"]) for event in shown if event.get("log")]

    def mover(self, move: int) -> int | None:
        """The seat that made ``move`` (None for the setup)."""
        return self.entries[move].seat

    def _fold(self, state: State, entry: Entry) -> State:
        for event in entry.events:
            state = self.rules.apply(state, event)
        return state
