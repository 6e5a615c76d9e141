"""Format-1 saves written by the first release load through the migration and play on."""
from pathlib import Path

import pytest

from game.core.playout import bare
from game.core.saves import autosave, autosave_path, load_match, save_match

OLD_SAVES = sorted((Path(__file__).parent / "data" / "saves").glob("format1-*.json"))


def test_there_are_old_saves_of_every_playable_game():
    assert {path.name.split("-")[1] for path in OLD_SAVES} >= {"grudge", "grim"}


@pytest.mark.parametrize("path", OLD_SAVES, ids=[p.stem for p in OLD_SAVES])
def test_a_format_1_save_loads_and_plays_on(path, tmp_path):
    match = load_match(path)
    assert match.outcome() is None and len(match.log) > 10
    for _ in range(12):
        if match.outcome() is not None:
            break
        seat = match.pending().seat
        match.submit(seat, bare(match.legal(seat)[0]))
    again = load_match(save_match(match, tmp_path / "carried.save"))
    assert again.state == match.state
    autosave(match, tmp_path)
    assert load_match(autosave_path(tmp_path, match.rules.id)).state == match.state


def test_an_edited_format_1_save_that_changes_the_state_is_refused(tmp_path):
    text = OLD_SAVES[0].read_text()
    edited = tmp_path / "edited.json"
    at = text.rindex('"log":"') + len('"log":"')
    edited.write_text(text[:at] + "Edited: " + text[at:])  # a journal line the state keeps
    from game.core.saves import SaveError
    with pytest.raises(SaveError, match="edited.json"):
        load_match(edited)
