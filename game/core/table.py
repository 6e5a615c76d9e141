"""A table session: one match at the table, outside pygame. It owns the turn flow the board
scenes used to own (whose turn, the AI's moves, autosave, the hand-off between people, undo and
redo with their refusals, the end of the game), so the app's scene, ``serve`` and the tests all
drive the same object. A scene only shows it and turns clicks into commands."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.contract import IllegalCommand
from game.core.match import Match, UndoRefused

Chooser = Callable[[dict, list, random.Random], dict]


@dataclass
class Change:
    """What a change at the table asks of the screen."""

    ok: bool = True
    message: str = ""  # a refusal or a problem, as a sentence for a toast
    handoff_to: int | None = None  # cover the table until this player is ready
    finished: bool = False  # the game ended with this change
    events: list[dict[str, Any]] = field(default_factory=list)  # what happened, as the viewer
    # sees it (redacted for the seat that watched it happen): for sounds and animations


class TableSession:
    def __init__(
        self,
        match: Match,
        saves_dir: Path | None = None,
        ai: Chooser | None = None,
        autosave: Callable[[Match], str | None] | None = None,
    ) -> None:
        self.match = match
        self.saves_dir = saves_dir
        self.ai = ai if self.ai_seats() else None
        self._autosave = autosave
        self.finished = match.outcome() is not None
        acting = self.acting_seat()
        humans = sorted(match.human_seats) or [0]
        self.viewer: int = acting if acting is not None else humans[0]

    # -- who is who ----------------------------------------------------------------------------
    def ai_seats(self) -> set[int]:
        return set(range(self.match.players)) - self.match.human_seats

    @property
    def hotseat(self) -> bool:
        return len(self.match.human_seats) > 1

    def acting_seat(self) -> int | None:
        """The human seat that decides now: the viewer if the prompt is open to it, else the
        first human the prompt is open to."""
        if self.match.outcome() is not None:
            return None
        seats = [s for s in self.match.pending().seats if s in self.match.human_seats]
        if not seats:
            return None
        viewer = getattr(self, "viewer", None)
        return viewer if viewer in seats else seats[0]

    def ai_seat(self) -> int | None:
        """The seat the AI must move for now, if any (never while a human may answer)."""
        if self.ai is None or self.match.outcome() is not None:
            return None
        seats = self.match.pending().seats
        if any(s in self.match.human_seats for s in seats):
            return None
        return next((s for s in seats if s not in self.match.human_seats), None)

    def needs_handoff(self, to_seat: int) -> bool:
        """Cover the table only between two people when the next one must not see something.
        A game that knows what each seat may see answers itself (``needs_cover``: would
        ``to_seat``'s screen show what the last seat may not?); otherwise any hidden thing
        covers it."""
        if not self.hotseat or to_seat == self.viewer or to_seat not in self.match.human_seats:
            return False
        cover = getattr(self.match.rules, "needs_cover", None)
        if cover is not None:
            return bool(cover(self.match.state, self.viewer, to_seat))
        hidden = getattr(self.match.rules, "hidden_from", None)
        return hidden is None or bool(hidden(self.match.state, to_seat))

    # -- changing the match --------------------------------------------------------------------
    def submit(self, command: dict, seat: int | None = None) -> Change:
        watcher = self.viewer
        try:
            events = self.match.submit(self.viewer if seat is None else seat, command)
        except IllegalCommand as refusal:
            return Change(ok=False, message=str(refusal))
        return self.after_change(self.match.redact(events, watcher))

    def play_ai(self) -> Change:
        """One AI move, chosen from that seat's view and legal commands only."""
        seat = self.ai_seat()
        if seat is None or self.ai is None:
            return Change(ok=False)
        rng = random.Random(f"{self.match.seed}:{len(self.match.log)}")
        command = self.ai(self.match.view(seat), self.match.legal(seat), rng)
        watcher = self.viewer
        try:
            events = self.match.submit(seat, command)
        except IllegalCommand as refusal:
            self.ai = None  # stop rather than retry the same refusal forever
            return Change(ok=False, message=f"The AI's move was refused: {refusal}")
        return self.after_change(self.match.redact(events, watcher))

    def undo(self) -> Change:
        try:
            self.match.undo(self.viewer)
        except UndoRefused as refusal:
            return Change(ok=False, message=str(refusal))
        return self.after_change()

    def redo(self) -> Change:
        try:
            self.match.redo(self.viewer)
        except (UndoRefused, IllegalCommand) as refusal:
            return Change(ok=False, message=str(refusal))
        return self.after_change()

    def can_undo(self) -> tuple[bool, str]:
        return self.match.can_undo(self.viewer)

    def can_redo(self) -> tuple[bool, str]:
        return self.match.can_redo(self.viewer)

    def after_change(self, events: list[dict[str, Any]] | None = None) -> Change:
        change = Change(events=events or [])
        if self._autosave is not None:
            change.message = self._autosave(self.match) or ""
        finished = self.match.outcome() is not None
        if finished and not self.finished:
            self.finished = change.finished = True
            return change
        self.finished = finished
        seat = self.acting_seat()
        if seat is not None and seat != self.viewer:
            if self.needs_handoff(seat):
                change.handoff_to = seat
            self.viewer = seat
        return change

    def outcome(self) -> dict[str, Any] | None:
        return self.match.outcome()
