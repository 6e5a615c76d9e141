"""Why a click on a square did nothing: a sentence for a toast, from the seat's view and what is
lit on the board. No pygame here."""
from __future__ import annotations

from game.games.grudge.table.ui_board import square_name
from game.games.grudge.table.ui_commands import as_square

MOVE_PROMPTS = {"main_action", "reaction"}
PLACING = {"place_terrain": "that piece", "place_warrior": "your Warrior", "place_monster": "that Monster"}


def _blocker(view: dict, square) -> str:
    board = view.get("board") or {}
    for piece in board.get("terrain") or []:
        if any(as_square(s) == square for s in piece.get("squares") or []):
            return str(piece.get("kind") or "tent").replace("_", " ").replace("fence h", "fence").replace(
                "fence v", "fence")
    if as_square(board.get("pig")) == square:
        return "Stuck Pig"
    if as_square(board.get("campfire")) == square:
        return "campfire"
    return ""


def why_not(view: dict, square, lit: set, prompt: dict) -> str:
    """What to tell the player who clicked ``square`` when nothing there can be done now."""
    name = square_name(square)
    kind = str(prompt.get("kind") or "")
    if view.get("outcome"):
        return "The run is over."
    warrior = view.get("warrior") or {}
    for monster in view.get("monsters") or []:
        if as_square(monster.get("square")) == square and not monster.get("defeated"):
            if kind in MOVE_PROMPTS:
                return f"The {monster.get('name')} on {name} is out of reach of anything you can do now."
            return f"The {monster.get('name')} stands on {name}; it is not your move against it now."
    if as_square(warrior.get("square")) == square:
        return f"You stand on {name}."
    blocked = _blocker(view, square)
    if kind in PLACING:
        why = f"blocked by the {blocked}" if blocked else "not allowed there"
        return f"{PLACING[kind].capitalize()} can't go on {name} ({why}): pick a lit square."
    if lit:
        if blocked:
            return f"{name} is blocked by the {blocked}: pick a lit square."
        return f"{name} is too far or cut off: only the lit squares can be reached now."
    if blocked:
        return f"{name} is blocked by the {blocked}."
    if kind in MOVE_PROMPTS:
        return f"Nothing to do on {name}: to move, choose Dash or Avoid first, then a lit square."
    return f"Not a move on the board now: {prompt.get('text') or 'answer the prompt first'}"
