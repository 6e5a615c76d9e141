"""Format-1 saves written by the first release load through the migration and play on."""

from pathlib import Path

import pytest

from game.core.playout import bare
from game.core.saves import autosave, autosave_path, load_match, save_match

DATA = Path(__file__).parent / "data" / "saves"
OLD_SAVES = sorted(DATA.glob("format1-*.json"))
OLDER_ENCOUNTER = DATA / "older-tainted_grail-mid-encounter.save"


def test_there_are_old_saves_of_every_playable_game():
    assert {path.name.split("-")[1] for path in OLD_SAVES} >= {"grudge", "grim"}


@pytest.mark.parametrize("path", OLD_SAVES, ids=[p.stem for p in OLD_SAVES])
def test_a_format_1_save_loads_and_plays_on(path, tmp_path):
    match = load_match(path, accept_unchecked=True)
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


def test_an_old_save_can_not_be_checked_so_it_opens_only_when_accepted():
    """Format 1 and format-2 saves from before signing have a hash anyone can recompute."""
    from game.core.saves import SaveUnchecked

    for path in (OLD_SAVES[0], OLDER_ENCOUNTER):
        with pytest.raises(SaveUnchecked, match=f"{path.name} was made .*cannot be checked"):
            load_match(path)


def test_an_edited_format_1_save_that_changes_the_state_is_refused(tmp_path):
    text = OLD_SAVES[0].read_text()
    edited = tmp_path / "edited.json"
    at = text.rindex('"log":"') + len('"log":"')
    edited.write_text(text[:at] + "Edited: " + text[at:])  # a journal line the state keeps
    from game.core.saves import SaveError

    with pytest.raises(SaveError, match="edited.json does not add up"):
        load_match(edited, accept_unchecked=True)


def test_a_save_made_mid_encounter_under_the_older_engine_is_refused_with_a_sentence():
    """Written by Tainted Grail's stand-in Encounter rule (before the Combat and Diplomacy
    engine), in the middle of an Encounter: same rules version, a state this engine can't
    ask about. The load says so instead of opening a table that breaks."""
    from game.core.saves import SaveError

    with pytest.raises(SaveError, match="older version of Tainted Grail") as caught:
        load_match(OLDER_ENCOUNTER, accept_unchecked=True)
    assert "Traceback" not in str(caught.value) and "can't be continued" in str(caught.value)


def test_the_load_screen_shows_why_an_older_encounter_save_does_not_open(tmp_path):
    import os
    import shutil

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app.scenes.load_screen import LoadScene
    from tests.app.driver import Driver

    shutil.copy(OLDER_ENCOUNTER, tmp_path / "kept-tainted_grail-old.save")
    driver = Driver(tmp_path)
    try:
        load = driver.ctx.stack.push(LoadScene(driver.ctx))
        driver.pump()
        row = next(i for i, info in enumerate(load.saves) if "old" in info.path.name)
        assert load.saves[row].error is None and load.saves[row].unchecked
        driver.click(load.row_rect(row).center)
        driver.click_button("Load")
        assert "cannot be checked" in driver.top.message  # asked first: it is unsigned
        driver.click_button("Open anyway")
        assert driver.top is load  # the table never opened
        assert any("older version of Tainted Grail" in m for m in driver.ctx.toasts.messages)
        assert not (tmp_path / "crash.log").exists()
    finally:
        driver.close()
