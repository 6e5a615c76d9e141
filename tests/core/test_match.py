import pytest

from game.core.chance import Chance
from game.core.contract import IllegalCommand
from game.core.match import CHECKPOINT_EVERY, Match, UndoRefused
from tests.core.race import RACE


def new_match(**kw):
    return Match(RACE, {"players": 2}, seed=7, **kw).start()


def test_chance_is_a_function_of_seed_stream_and_count():
    first, again = Chance(3, {}), Chance(3, {})
    assert [first.die() for _ in range(5)] == [again.die() for _ in range(5)]
    assert {Chance(3, {"d6": k}).die() for k in range(60)} == {1, 2, 3, 4, 5, 6}
    assert sorted(Chance(1).shuffled(range(10))) == list(range(10))


def test_a_draw_of_one_stream_does_not_move_another():
    quiet, busy = Chance(9, {}), Chance(9, {})
    busy.shuffled(range(20), "shuffle:bonds")
    busy.below(7, "coin")
    assert [busy.die() for _ in range(4)] == [quiet.die() for _ in range(4)]
    assert busy.used == {"shuffle:bonds": 1, "coin": 1, "d6": 4}
    assert busy.count("d6") == 4 and Chance(9, {"d6": 4}).die() == busy.die()


def test_the_kth_shuffle_of_a_deck_is_fixed_by_its_count():
    assert Chance(2, {"shuffle:x": 3}).shuffled(range(30), "shuffle:x") == \
        Chance(2, {"shuffle:x": 3, "d6": 11}).shuffled(range(30), "shuffle:x")
    assert Chance(2, {"shuffle:x": 3}).shuffled(range(30), "shuffle:x") != \
        Chance(2, {"shuffle:x": 4}).shuffled(range(30), "shuffle:x")


def test_submit_folds_events_and_refuses_illegal_with_a_sentence():
    match = new_match()
    seat = match.pending().seat
    match.submit(seat, {"type": "step", "n": 2})
    assert match.state["pos"][seat] == 2
    with pytest.raises(IllegalCommand, match="not your turn"):
        match.submit(seat, {"type": "step", "n": 1})
    assert len(match.log) == 2


def test_undo_refuses_a_reveal_and_an_opponents_move():
    match = new_match()
    first = match.pending().seat
    match.submit(first, {"type": "step", "n": 1})
    with pytest.raises(UndoRefused, match="Player"):
        match.undo(1 - first)
    match.submit(1 - first, {"type": "roll"})
    with pytest.raises(UndoRefused, match="revealed"):
        match.undo(1 - first)


def test_undo_then_redo_gives_the_same_state_and_no_reroll():
    match = Match(RACE, {"players": 1}, seed=11, casual_undo=True).start()
    match.submit(0, {"type": "roll"})
    after = match.hash()
    match.undo(0)
    assert match.state["pos"] == [0]
    match.redo(0)
    assert match.hash() == after
    match.undo(0)
    match.submit(0, {"type": "roll"})  # rolling again at the same position rolls the same face
    assert match.hash() == after


def test_casual_undo_only_applies_solo():
    match = new_match(casual_undo=True)
    seat = match.pending().seat
    match.submit(seat, {"type": "roll"})
    with pytest.raises(UndoRefused):
        match.undo(seat)


def test_undo_restores_from_checkpoints_exactly():
    match = Match(RACE, {"players": 1, "goal": 10**6}, seed=2).start()
    for _ in range(CHECKPOINT_EVERY * 3 + 17):
        match.submit(0, {"type": "step", "n": 1})
    assert len(match._checkpoints) > 3
    match.undo(0)
    replayed = Match(RACE, {"players": 1, "goal": 10**6}, seed=2)
    replayed.replay(match.log)
    assert match.state == replayed.state
    assert match.state["pos"] == [CHECKPOINT_EVERY * 3 + 16]


def test_ai_reply_is_undone_with_the_move_it_answered():
    match = Match(RACE, {"players": 2}, seed=3, human_seats={0}).start()
    while match.pending().seat != 0:
        match.submit(1, {"type": "step", "n": 1})
    before = match.hash()
    match.submit(0, {"type": "step", "n": 2})
    match.submit(1, {"type": "step", "n": 1})
    match.undo(0)
    assert match.hash() == before


def test_finished_game_takes_no_more_moves():
    match = Match(RACE, {"players": 1}, seed=1).start()
    while match.outcome() is None:
        match.submit(0, {"type": "step", "n": 2})
    with pytest.raises(IllegalCommand, match="over"):
        match.submit(0, {"type": "step", "n": 1})
