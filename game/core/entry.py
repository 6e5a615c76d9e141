"""One entry of a match's log: who acted, the command, the events it made and the chance it
drew. The log is the record a save keeps and a replay folds."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.contract import Command, Event


@dataclass
class Entry:
    seat: int | None
    command: Command
    events: list[Event]
    draws: dict[str, int] = field(default_factory=dict)  # chance draws per stream it took

    def to_dict(self) -> dict[str, Any]:
        data = {"seat": self.seat, "command": self.command, "events": self.events}
        if self.draws:
            data["draws"] = self.draws
        return data
