"""The lazy log: a loaded save keeps the entries before its snapshot sealed until something
reads them, and behaves as a list of entries everywhere else."""

import pytest

from game.bench_logs import build_log, prefix_match
from game.core.entry import Entry
from game.core.log import Log
from game.core.registry import get_rules
from game.core.saves import SaveError, load_match, save_match
from game.core.saves.format2 import SEGMENT


@pytest.fixture(scope="module")
def long_grudge():
    return build_log(get_rules("grudge"), 5 * SEGMENT)  # ~1 event an entry: 5 segments


def test_loading_leaves_the_entries_before_the_snapshot_sealed(tmp_path, long_grudge):
    loaded = load_match(save_match(long_grudge, tmp_path / "long.save"))
    assert loaded.log.sealed_line(0, SEGMENT) is not None  # not read by the load
    assert loaded.hash() == long_grudge.hash() and len(loaded.log) == len(long_grudge.log)
    # reading an entry opens its segment only
    assert loaded.log[5].to_dict() == long_grudge.log[5].to_dict()
    assert loaded.log.sealed_line(0, SEGMENT) is None
    assert loaded.log.sealed_line(SEGMENT, SEGMENT) is not None
    assert [e.to_dict() for e in loaded.log] == [e.to_dict() for e in long_grudge.log]


def test_a_save_of_a_loaded_match_writes_the_unread_segments_back_unchanged(
    tmp_path, long_grudge
):
    first = save_match(long_grudge, tmp_path / "a.save")
    loaded = load_match(first)
    again = load_match(save_match(loaded, tmp_path / "b.save"))
    assert loaded.log.sealed_line(0, SEGMENT) is not None  # saving did not read them
    body = [line for line in first.read_bytes().split(b"\n") if line.startswith(b"L ")]
    assert [line for line in (tmp_path / "b.save").read_bytes().split(b"\n")
            if line.startswith(b"L ")] == body
    assert again.hash() == long_grudge.hash()


def test_undo_after_a_load_folds_from_the_snapshot_and_past_it_from_the_opening(
    tmp_path, long_grudge
):
    loaded = load_match(save_match(long_grudge, tmp_path / "a.save"))
    for _ in range(300):  # far enough to pass the snapshot (a checkpoint short of the end)
        loaded.undo(0)
    assert loaded.hash() == prefix_match(long_grudge, len(loaded.log)).hash()  # a full replay
    assert len(long_grudge.log) - len(loaded.log) >= 300


def _counting_folds(match, monkeypatch) -> list:
    folded = []
    apply = match.rules.apply

    def counted(state, event):
        folded.append(event)
        return apply(state, event)

    monkeypatch.setattr(match.rules, "apply", counted)
    return folded


def test_the_first_undo_after_a_load_refolds_nothing(tmp_path, long_grudge, monkeypatch):
    # the load keeps a checkpoint where the player's first Ctrl+Z lands: before their last move
    loaded = load_match(save_match(long_grudge, tmp_path / "a.save"))
    folded = _counting_folds(loaded, monkeypatch)
    loaded.undo(0)
    assert folded == []
    monkeypatch.undo()
    assert loaded.hash() == prefix_match(long_grudge, len(loaded.log)).hash()


def test_the_first_undo_after_a_replay_refolds_nothing(long_grudge, monkeypatch):
    replayed = prefix_match(long_grudge, len(long_grudge.log))
    folded = _counting_folds(replayed, monkeypatch)
    replayed.undo(0)
    assert folded == []
    monkeypatch.undo()
    assert replayed.hash() == prefix_match(long_grudge, len(replayed.log)).hash()


def test_a_sealed_segment_that_does_not_decode_is_named_when_read():
    def decode(text, start):
        raise SaveError(f"The save x.save has a damaged move at position {start}.")

    log = Log.with_sealed([(0, 2, "junk")], {2: [Entry(0, {"type": "a"}, [])]}, decode)
    assert len(log) == 3 and log[-1].command == {"type": "a"}
    with pytest.raises(SaveError, match="position 0"):
        log[0]  # noqa: B018


def test_a_log_is_a_list_of_entries_to_its_readers():
    entries = [Entry(None, {"op": "setup"}, [])]
    entries += [Entry(0, {"type": str(i)}, []) for i in range(5)]
    log = Log(entries[:3])
    log.append(entries[3])
    log.extend(entries[4:])
    assert log == entries and list(reversed(log)) == entries[::-1] and log[-2:] == entries[-2:]
    del log[2:]
    assert log == entries[:2] and len(log) == 2
