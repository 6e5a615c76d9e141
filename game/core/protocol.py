"""The headless protocol: one JSON object per line in, exactly one JSON object per line out.
Bots, tests and accessibility tools drive a Match through it, as the UI does.

A session may be bound to one seat (``serve GAME --seat 0``): it then answers only for that seat,
so a client playing one side can't ask for another side's hand. Unbound, it is a trusted table
driver for every seat (hotseat), and still each answer holds only what the asking seat may see:
events pass the rules' redaction, views are the seat's own."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from game.core.contract import IllegalCommand
from game.core.match import Match, UndoRefused
from game.core.saves import SaveError, load_match, save_match

MAX_LINE = 1_000_000  # characters; a longer line is refused unread


class ProtocolError(Exception):
    """A request the protocol can't take; the message is the error sentence sent back."""


class Session:
    """``ai``: with a bound seat, the game's computer player answers for every other seat after
    each move, and its moves come back redacted for the bound seat."""

    def __init__(self, match: Match, seat: int | None = None, ai: Callable | None = None) -> None:
        self.match = match
        self.bound_seat = seat
        self.ai = ai if seat is not None else None
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

    def _path(self, request: dict[str, Any]) -> Path:
        path = request.get("path")
        if not isinstance(path, str) or not path or "\0" in path:
            raise ProtocolError('"path" must be a file path.')
        return Path(path)

    def _save(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"path": str(save_match(self.match, self._path(request)))}

    def _load(self, request: dict[str, Any]) -> dict[str, Any]:
        loaded = load_match(self._path(request))
        if self.bound_seat is not None and loaded.rules.id != self.match.rules.id:
            raise ProtocolError(
                f"This connection plays {self.match.rules.title}; that save is "
                f"for {loaded.rules.title}."
            )
        self.match = loaded
        return {"game": self.match.rules.id, "hash": self.match.hash()}

    def _hash(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"hash": self.match.hash()}


def serve(
    match: Match, stdin: TextIO, stdout: TextIO, seat: int | None = None, ai: Callable | None = None
) -> int:
    session = Session(match, seat, ai)
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
