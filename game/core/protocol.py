"""The headless protocol: one JSON object per line in, exactly one JSON object per line out.
Bots, tests and accessibility tools drive a Match through it, as the UI does.

A session may be bound to one seat (``serve GAME --seat 0``): it then answers only for that seat,
so a client playing one side can't ask for another side's hand. Unbound, it is a trusted table
driver for every seat (hotseat), and still each answer holds only what the asking seat may see:
events pass the rules' redaction, views are the seat's own.

``save`` and ``load`` name a save inside the session's saves folder (game/core/saves/names.py),
never a path; a seat-bound session can do neither, since a save holds every secret of the table."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from game.core.contract import IllegalCommand
from game.core.match import Match, UndoRefused
from game.core.saves import SaveError, load_match, save_match
from game.core.saves.files import file_label
from game.core.saves.names import save_file

MAX_LINE = 1_000_000  # characters; a longer line is refused unread


class ProtocolError(Exception):
    """A request the protocol can't take; the message is the error sentence sent back."""


class Session:
    """``ai``: with a bound seat, the game's computer player answers for every other seat after
    each move, and its moves come back redacted for the bound seat. ``saves_dir``: the folder
    ``save`` and ``load`` name their files in (None: this session can't save)."""

    def __init__(
        self,
        match: Match,
        seat: int | None = None,
        ai: Callable | None = None,
        saves_dir: Path | None = None,
    ) -> None:
        self.match = match
        self.bound_seat = seat
        self.ai = ai if seat is not None else None
        self.saves_dir = saves_dir
        self._ops: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "state": self._state,
            "legal": self._legal,
            "submit": self._submit,
            "undo": self._undo,
            "redo": self._redo,
            "save": self._save,
            "load": self._load,
            "hash": self._hash,
        }

    def handle_line(self, line: str) -> dict[str, Any]:
        if len(line) > MAX_LINE:
            return {"ok": False, "error": f"That line is longer than {MAX_LINE:,} characters."}
        try:
            request = json.loads(line)
        except json.JSONDecodeError as error:
            return {
                "ok": False,
                "error": f"That line is not JSON ({error.msg} at column {error.colno}).",
            }
        except RecursionError:
            return {"ok": False, "error": "That line is nested too deeply to be a request."}
        except ValueError as error:  # e.g. an integer with thousands of digits
            return {"ok": False, "error": f"That line can't be read ({str(error)[:80]})."}
        if not isinstance(request, dict):
            return {"ok": False, "error": 'Each line must be a JSON object with an "op".'}
        op = request.get("op")
        handler = self._ops.get(op) if isinstance(op, str) else None
        if handler is None:
            known = ", ".join(self._ops)
            shown = json.dumps(op)[:40] if not isinstance(op, str) else repr(op[:40])
            return {"ok": False, "error": f"Unknown op {shown}; known ops: {known}."}
        try:
            return {"ok": True, **handler(request)}
        except (ProtocolError, IllegalCommand, UndoRefused, SaveError) as error:
            return {"ok": False, "error": str(error)}
        except RecursionError:
            return {"ok": False, "error": "That request is nested too deeply."}

    def _seat(self, request: dict[str, Any]) -> int:
        seat = request.get("seat", self.bound_seat)
        players = self.match.players
        if type(seat) is not int or not 0 <= seat < players:
            raise ProtocolError(f'"seat" must be a whole number from 0 to {players - 1}.')
        if self.bound_seat is not None and seat != self.bound_seat:
            raise ProtocolError(
                f"This connection plays seat {self.bound_seat}; it can't see or "
                f"act for seat {seat}."
            )
        return seat

    def _state(self, request: dict[str, Any]) -> dict[str, Any]:
        seat = self._seat(request)
        pending = self.match.pending()
        prompt = (
            pending.to_dict()
            if seat in pending.seats
            else {"seat": pending.seat, "seats": pending.seats, "kind": "waiting"}
        )
        return {"view": self.match.view(seat), "pending": prompt, "outcome": self.match.outcome()}

    def _legal(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"commands": self.match.legal(self._seat(request))}

    def _submit(self, request: dict[str, Any]) -> dict[str, Any]:
        seat = self._seat(request)
        command = request.get("command")
        if not isinstance(command, dict):
            raise ProtocolError('"command" must be a JSON object.')
        events = self.match.submit(seat, command)
        return {"events": self.match.redact(events + self.others_move(), seat)}

    def others_move(self) -> list:
        """The AI's moves for the other seats, until the bound seat may act or the game ends."""
        events: list = []
        while self.ai is not None and self.match.outcome() is None:
            seats = self.match.pending().seats
            if not seats or self.bound_seat in seats:
                break
            seat = seats[0]
            rng = random.Random(f"{self.match.seed}:{len(self.match.log)}")
            command = self.ai(self.match.view(seat), self.match.legal(seat), rng)
            events += self.match.submit(seat, command)
        return events

    def _undo(self, request: dict[str, Any]) -> dict[str, Any]:
        self.match.undo(self._seat(request))
        return {"hash": self.match.hash()}

    def _redo(self, request: dict[str, Any]) -> dict[str, Any]:
        seat = self._seat(request)
        return {"events": self.match.redact(self.match.redo(seat), seat)}

    def _save_file(self, request: dict[str, Any], writing: bool) -> Path:
        """The file a ``save`` or ``load`` names: ``"name"`` (or the older ``"path"``, which
        may be a bare name only), inside the saves folder."""
        if self.bound_seat is not None:
            raise ProtocolError(
                f"This connection plays seat {self.bound_seat} only, and a save holds what "
                "that seat may not see (the other hands, the decks), so it can't save or load."
            )
        if self.saves_dir is None:
            raise ProtocolError("This session has no saves folder, so it can't save or load.")
        return save_file(self.saves_dir, request.get("name", request.get("path")), writing)

    def _save(self, request: dict[str, Any]) -> dict[str, Any]:
        path = self._save_file(request, writing=True)
        try:  # the saves folder itself, never a folder above it
            path.parent.mkdir(exist_ok=True)
        except OSError as error:
            raise SaveError(
                f"The saves folder {file_label(path.parent)} could not be made "
                f"({error.strerror or error})."
            ) from None
        return {"name": save_match(self.match, path).name}

    def _load(self, request: dict[str, Any]) -> dict[str, Any]:
        self.match = load_match(self._save_file(request, writing=False))
        return {"game": self.match.rules.id, "hash": self.match.hash()}

    def _hash(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"hash": self.match.hash()}


def serve(
    match: Match,
    stdin: TextIO,
    stdout: TextIO,
    seat: int | None = None,
    ai: Callable | None = None,
    saves_dir: Path | None = None,
) -> int:
    session = Session(match, seat, ai, saves_dir)
    session.others_move()  # the AI may open the game
    for line in stdin:
        if not line.strip():
            continue
        try:
            reply = session.handle_line(line)
        except Exception as error:  # a rules bug must not kill a bot's session
            reply = {
                "ok": False,
                "error": f"Internal error: {error.__class__.__name__}: {str(error)[:200]}.",
            }
        stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        stdout.flush()
    return 0
