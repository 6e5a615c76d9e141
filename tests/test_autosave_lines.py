"""An autosave reuses each entry's encoding between moves; after any mix of moves and undos,
across segment boundaries, its log lines must be exactly those of a save written from scratch."""
import random

from game.bench_logs import Player, build_log
from game.core.registry import get_rules
from game.core.saves import autosave
from game.core.saves.format2 import SEGMENT, encode_match


def log_lines(data: bytes) -> list[bytes]:
    return [line for line in data.split(b"\n") if line.startswith(b"L ")]


def test_autosave_log_lines_match_a_whole_save_through_moves_and_undos(tmp_path):
    match = build_log(get_rules("grim"), 1000)  # about 220 entries: GRIM logs ~5 events each
    assert len(match.log) < SEGMENT
    player, rng = Player.for_rules(match.rules), random.Random(4)
    checked = 0
    for step in range(240):
        if match.outcome() is not None:
            break
        if step % 12 == 11 and match.can_undo(0)[0]:
            match.undo(0)
        else:
            seat = match.pending().seat
            match.submit(seat, player.pick(match.legal(seat), rng, 0.97))
        assert log_lines(autosave(match, tmp_path).read_bytes()) == \
            log_lines(encode_match(match, bytes(32))), step
        checked += 1
    assert checked > 100 and len(match.log) > SEGMENT  # the open segment filled and sealed
