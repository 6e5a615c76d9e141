"""The headless protocol: one JSON object per line in, exactly one JSON object per line out.
Bots, tests and accessibility tools drive a Match through it, as the UI does."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, TextIO

from game.core.contract import IllegalCommand
from game.core.match import Match, UndoRefused
from game.core.saves import SaveError, load_match, save_match


class ProtocolError(Exception):
    """A request the protocol can't take; the message is the error sentence sent back."""


class Session:
    def __init__(self, match: Match) -> None:
        self.match = match
        self._ops: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "state": self._state, "legal": self._legal, "submit": self._submit,
            "undo": self._undo, "redo": self._redo, "save": self._save, "load": self._load,
            "hash": self._hash,
        }

    def handle_line(self, line: str) -> dict[str, Any]:
        try:
            request = json.loads(line)
        except json.JSONDecodeError as error:
            return {"ok": False, "error": f"That line is not JSON ({error.msg} at column {error.colno})."}
        if not isinstance(request, dict):
            return {"ok": False, "error": "Each line must be a JSON object with an \"op\"."}
        handler = self._ops.get(request.get("op"))  # type: ignore[arg-type]
        if handler is None:
            known = ", ".join(self._ops)
            return {"ok": False, "error": f"Unknown op {request.get('op')!r}; known ops: {known}."}
        try:
            return {"ok": True, **handler(request)}
        except (ProtocolError, IllegalCommand, UndoRefused, SaveError) as error:
            return {"ok": False, "error": str(error)}

    def _seat(self, request: dict[str, Any]) -> int:
        seat = request.get("seat")
        players = int(self.match.options.get("players", self.match.rules.players[0]))
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise ProtocolError(f"\"seat\" must be a whole number from 0 to {players - 1}.")
        return seat

    def _state(self, request: dict[str, Any]) -> dict[str, Any]:
        seat = self._seat(request)
        return {"view": self.match.view(seat), "pending": self.match.pending().to_dict(),
                "outcome": self.match.outcome()}

    def _legal(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"commands": self.match.legal(self._seat(request))}

    def _submit(self, request: dict[str, Any]) -> dict[str, Any]:
        seat = self._seat(request)
        command = request.get("command")
        if not isinstance(command, dict):
            raise ProtocolError("\"command\" must be a JSON object.")
        return {"events": self.match.submit(seat, command)}

    def _undo(self, request: dict[str, Any]) -> dict[str, Any]:
        self.match.undo(self._seat(request))
        return {"hash": self.match.hash()}

    def _redo(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"events": self.match.redo(self._seat(request))}

    def _path(self, request: dict[str, Any]) -> Path:
        path = request.get("path")
        if not isinstance(path, str) or not path:
            raise ProtocolError("\"path\" must be a file path.")
        return Path(path)

    def _save(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"path": str(save_match(self.match, self._path(request)))}

    def _load(self, request: dict[str, Any]) -> dict[str, Any]:
        self.match = load_match(self._path(request))
        return {"game": self.match.rules.id, "hash": self.match.hash()}

    def _hash(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"hash": self.match.hash()}


def serve(match: Match, stdin: TextIO, stdout: TextIO) -> int:
    session = Session(match)
    for line in stdin:
        if not line.strip():
            continue
        try:
            reply = session.handle_line(line)
        except Exception as error:  # a rules bug must not kill a bot's session
            reply = {"ok": False, "error": f"Internal error: {error.__class__.__name__}: {error}."}
        stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        stdout.flush()
    return 0
