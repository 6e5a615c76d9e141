"""A scenario's verdict on the board: once its goal is won or lost, the try goes into the
profile and a box says how it went, with the best so far, and offers another try."""

from __future__ import annotations

from game.app.scenes.dialog import MessageBox
from game.app.session import open_match
from game.core.match import Match
from game.core.profile import load_profile, save_profile
from game.core.scenario import moves_made, record_result, result_phrase, scenario_of, verdict


def judge_board(board) -> bool:
    """Judge the scenario ``board``'s match started from, once: True when it was decided now."""
    if getattr(board, "scenario_decided", False):
        return False
    decided = verdict(board.match)
    if decided is None:
        return False
    board.scenario_decided = True
    ctx = board.ctx
    scenario = scenario_of(board.match)
    moves = moves_made(board.match)
    profile = load_profile(ctx.saves_dir)
    record = record_result(profile, scenario, decided == "won", moves)
    try:
        save_profile(ctx.saves_dir, profile)
    except OSError as err:
        ctx.toast(f"Your result could not be kept: {err.strerror or err}.")
    if decided == "won":
        title = "Solved!"
        said = f"{scenario.goal} Done in {moves} move{'s' if moves != 1 else ''}."
    else:
        title = "Not this time"
        said = f"{scenario.goal} That can't be done from here any more."
    ctx.stack.push(MessageBox(
        ctx, title, f"{scenario.title}: {said}\n{result_phrase(record)}.",
        [("Try again", lambda: try_again(ctx, scenario), "accent"),
         ("Look at the table", None, "normal")],
    ))
    return True


def try_again(ctx, scenario) -> None:
    open_match(ctx, Match.from_scenario(scenario, ctx.settings.casual_undo))
