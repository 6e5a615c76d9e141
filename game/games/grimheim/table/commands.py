"""Sorting Grimheim's legal commands by where a player meets them: on a square of the
battlefield (deploy, moves, charges, retreats), on a model (activate, mark, attacks, spells,
Command), in the Fate tray (a die to spend) or as a button. Pure bookkeeping, no pygame."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.playout import bare

Cell = tuple[int, int]

# commands on a model that carry its id under "model" rather than "target"
MODEL_PICKS = ("activate", "mark")
# one click does these at once: each can be taken back with Undo and shows nothing new
DIRECT = ("deploy", "activate", "first")
# "not now" answers, kept at the end of the button list
PASSES = ("pass", "end", "no_react", "fate_done", "no_shot")


@dataclass
class Sorted:
    squares: dict[Cell, list[dict]] = field(default_factory=dict)
    models: dict[str, list[dict]] = field(default_factory=dict)
    fate: dict[int, list[dict]] = field(default_factory=dict)
    buttons: list[dict] = field(default_factory=list)

    def at(self, cell: Cell, model_id: str | None) -> list[dict]:
        """Every command a click on ``cell`` (where ``model_id`` stands, if anyone) could mean."""
        found = list(self.squares.get(tuple(cell), []))
        if model_id:
            found += self.models.get(model_id, [])
        return found


def sort_commands(legal: list[dict]) -> Sorted:
    out = Sorted()
    for c in legal:
        kind = c.get("type")
        if kind == "fate":
            out.fate.setdefault(int(c["die"]), []).append(c)
        elif "cell" in c:
            out.squares.setdefault(tuple(c["cell"]), []).append(c)
        elif kind in MODEL_PICKS:
            out.models.setdefault(c["model"], []).append(c)
        elif "target" in c:
            out.models.setdefault(c["target"], []).append(c)
        else:
            out.buttons.append(c)
    out.buttons.sort(key=lambda c: c.get("type") in PASSES)
    return out


def direct(commands: list[dict]) -> bool:
    """True when a click may send the command at once (one choice, and one Undo takes back)."""
    return len(commands) == 1 and commands[0].get("type") in DIRECT


def to_submit(command: dict) -> dict:
    return bare(command)
