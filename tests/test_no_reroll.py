"""Nobody re-rolls: a draw depends on how many draws its stream had, not on how many harmless
moves came before it. Checked for every game on positions reached by random legal play."""
import pytest

from game.core.match import Match
from game.core.playout import bare, random_playout
from game.core.registry import GAME_PACKAGES, get_rules
from game.core.saves import autosave, autosave_path, load_match


def drawing_positions(rules, seeds=range(20), per_kind=4):
    """(match, index) pairs where entry ``index`` drew chance, a few of each kind of move."""
    found, kinds = [], {}
    for seed in seeds:
        match = random_playout(rules, seed, max_commands=600, casual_undo=False)
        for index, entry in enumerate(match.log[1:], 1):
            kind = entry.command.get("type")
            if entry.draws and kinds.get(kind, 0) < per_kind:
                kinds[kind] = kinds.get(kind, 0) + 1
                found.append((match, index))
    return found


def before(match: Match, index: int) -> Match:
    again = Match(match.rules, match.options, match.seed, human_seats=match.human_seats)
    again.replay(match.log[:index])
    return again


def harmless_detour(match: Match, seat: int, skip: dict) -> bool:
    """Play a move that draws nothing and come back to the same position (a menu opened and
    closed, or a move taken back); False if there is none here."""
    start = match.hash()
    for command in match.legal(seat):
        command = bare(command)
        if command == skip:
            continue
        length = len(match.log)
        match.submit(seat, command)
        if match.log[-1].draws:
            match.truncate(length)
            continue
        backs = [bare(c) for c in match.legal(seat) if c.get("type") == "back"]
        if backs:
            match.submit(seat, backs[0])
            if match.hash() == start:
                return True
        match.truncate(length)
        if match.hash() == start:
            # the detour goes back by undo when the rules allow it, by truncation otherwise
            match.submit(seat, command)
            if match.can_undo(seat)[0]:
                match.undo(seat)
                return True
            match.truncate(length)
    return False


@pytest.mark.parametrize("game_id", GAME_PACKAGES)
def test_a_harmless_detour_or_an_undo_does_not_change_the_next_draw(game_id):
    rules = get_rules(game_id)
    positions = drawing_positions(rules)
    assert positions, "random play found no move that draws chance"
    detours = 0
    for match, index in positions:
        entry = match.log[index]
        command = {k: v for k, v in entry.command.items() if k != "seat"}
        replay = before(match, index)
        detours += harmless_detour(replay, entry.seat, command)
        assert replay.submit(entry.seat, command) == entry.events
        # the same move after taking it back (casual undo in a solo game) draws the same
        solo = Match(rules, match.options, match.seed, human_seats={entry.seat}, casual_undo=True)
        solo.replay(match.log[:index])
        solo.submit(entry.seat, command)
        if solo.can_undo(entry.seat)[0]:
            solo.undo(entry.seat)
            assert solo.submit(entry.seat, command) == entry.events
    assert detours >= 1, "no harmless detour was found to test with"


@pytest.mark.parametrize("game_id", GAME_PACKAGES)
def test_loading_the_previous_autosave_and_repeating_the_move_draws_the_same(game_id, tmp_path):
    rules = get_rules(game_id)
    match, index = drawing_positions(rules, seeds=range(3), per_kind=1)[0]
    entry = match.log[index]
    command = {k: v for k, v in entry.command.items() if k != "seat"}
    playing = before(match, index)
    autosave(playing, tmp_path)
    playing.submit(entry.seat, command)
    autosave(playing, tmp_path)
    previous = load_match(autosave_path(tmp_path, game_id, previous=True))
    assert previous.submit(entry.seat, command) == entry.events
