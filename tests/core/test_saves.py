import json

import pytest

from game.core import saves
from game.core.match import Match
from game.core.profile import load_profile, save_profile
from game.core.saves import SaveError, autosave, list_saves, load_match, save_match
from tests.core.race import RACE


@pytest.fixture(autouse=True)
def race_registered(monkeypatch):
    monkeypatch.setattr(saves, "get_rules", lambda game_id: RACE if game_id == "race" else
                        (_ for _ in ()).throw(saves.UnknownGame(game_id)))


def played(moves=6):
    match = Match(RACE, {"players": 2}, seed=5).start()
    for _ in range(moves):
        match.submit(match.pending().seat, {"type": "roll"})
    return match


def test_save_and_load_give_the_same_state(tmp_path):
    match = played()
    path = save_match(match, tmp_path / "a.json", title="Evening race")
    loaded = load_match(path)
    assert loaded.state == match.state and loaded.hash() == match.hash()
    assert loaded.seed == 5 and len(loaded.log) == len(match.log)
    info = list_saves(tmp_path)[0]
    assert (info.title, info.game, info.error) == ("Evening race", "race", None)
    assert info.summary.startswith("positions")


def test_autosave_keeps_the_previous_one(tmp_path):
    match = played(2)
    autosave(match, tmp_path)
    first = (tmp_path / "autosave-race.save").read_bytes()
    match.submit(match.pending().seat, {"type": "step", "n": 1})
    autosave(match, tmp_path)
    assert (tmp_path / "autosave-race.prev.save").read_bytes() == first
    assert load_match(tmp_path / "autosave-race.save").hash() == match.hash()
    titles = sorted(info.title for info in list_saves(tmp_path))
    assert titles == ["Autosave - Dice Race", "Autosave - Dice Race (the one before)"]


def test_an_autosave_past_many_segments_loads_the_same_game(tmp_path):
    match = Match(RACE, {"players": 2, "goal": 10**9}, seed=5).start()
    for move in range(1200):
        match.submit(match.pending().seat, {"type": "step", "n": 1 + move % 2})
        if move % 97 == 0 or move > 1190:
            autosave(match, tmp_path)
    loaded = load_match(tmp_path / "autosave-race.save")
    assert loaded.state == match.state and len(loaded.log) == len(match.log)
    assert [e.to_dict() for e in loaded.log] == [e.to_dict() for e in match.log]
    for _ in range(3):  # undo reaches behind the snapshot the save was loaded from
        loaded.undo(loaded.log[-1].seat)
        match.undo(match.log[-1].seat)
    assert loaded.state == match.state


def test_a_directory_in_the_way_of_prev_does_not_stop_the_autosave(tmp_path):
    (tmp_path / "autosave-race.prev.save").mkdir()
    match = played(2)
    autosave(match, tmp_path)
    match.submit(match.pending().seat, {"type": "step", "n": 1})
    autosave(match, tmp_path)
    assert load_match(tmp_path / "autosave-race.save").hash() == match.hash()


def test_a_save_shows_no_seed_and_no_log_in_a_text_editor(tmp_path):
    match = Match(RACE, {"players": 2}, seed=918273645).start()
    match.submit(match.pending().seat, {"type": "roll"})
    text = save_match(match, tmp_path / "a.save").read_text()
    assert "918273645" not in text and '"moved"' not in text and '"events"' not in text
    assert "Dice Race" in text.splitlines()[0]  # the header stays readable for the listing


def test_every_single_byte_change_is_refused_with_a_sentence(tmp_path):
    path = save_match(played(), tmp_path / "bad.save")
    original = path.read_bytes()
    for index in range(len(original)):
        for new in {original[index] ^ 0x01, original[index] ^ 0x20, 0x0A}:
            if new == original[index]:
                continue
            path.write_bytes(original[:index] + bytes([new]) + original[index + 1:])
            with pytest.raises(SaveError) as error:
                load_match(path)
            assert "bad.save" in str(error.value) and "\n" not in str(error.value)
    assert not any(p.name.startswith(".tmp") for p in tmp_path.iterdir())


@pytest.mark.parametrize("damage, words", [
    (lambda data: data[: len(data) // 2], "cut short"),
    (lambda data: b"[1, 2]\n", "not a Grimtable save"),
    (lambda data: data.replace(b'"grimtable_save":2', b'"grimtable_save":9'), "format 9"),
    (lambda data: data.replace(b'"game":"race"', b'"game":"chess"'), "does not add up"),
    (lambda data: data.replace(b"\nL ", b"\nL Q", 1), "does not add up"),
    (lambda data: b"[" * 100000 + b"]" * 100000, "nested too deeply"),
])
def test_bad_saves_get_one_sentence_naming_the_file_and_stay_untouched(tmp_path, damage, words):
    path = save_match(played(), tmp_path / "bad.save")
    broken = damage(path.read_bytes())
    path.write_bytes(broken)
    with pytest.raises(SaveError) as error:
        load_match(path)
    assert "bad.save" in str(error.value) and words in str(error.value)
    assert "\n" not in str(error.value)
    assert path.read_bytes() == broken
    listed = list_saves(tmp_path)
    assert len(listed) == 1


def test_an_older_rules_version_replays_its_record_or_runs_the_games_migration(tmp_path, monkeypatch):
    match = played()
    path = save_match(match, tmp_path / "old.save")
    monkeypatch.setattr(RACE, "rules_version", 2, raising=False)
    assert load_match(path).state == match.state  # the record replays under version 2
    monkeypatch.setattr(RACE, "migrations", {1: lambda record: {**record, "options": {
        **record["options"], "goal": 99}}}, raising=False)
    assert load_match(path).options["goal"] == 99
    monkeypatch.setattr(RACE, "rules_version", 0, raising=False)
    with pytest.raises(SaveError, match="newer than this version"):
        load_match(path)


def test_the_listing_survives_huge_titles_huge_files_and_deep_nesting(tmp_path):
    save_match(played(), tmp_path / "long.save", title="x" * 20000)
    (tmp_path / "deep.json").write_text("[" * 200000 + "]" * 200000)
    with (tmp_path / "huge.json").open("wb") as handle:
        handle.truncate(200 * 1024 * 1024)  # sparse: 200 MB on paper
    infos = {info.path.name: info for info in list_saves(tmp_path)}
    assert len(infos["long.save"].title) <= 120 and infos["long.save"].error is None
    assert infos["deep.json"].error and infos["huge.json"].error


def test_a_fifo_or_a_folder_is_refused_without_hanging(tmp_path):
    import os
    os.mkfifo(tmp_path / "pipe.save")
    (tmp_path / "dir.save").mkdir()
    for name in ("pipe.save", "dir.save"):
        with pytest.raises(SaveError, match="not a regular file"):
            load_match(tmp_path / name)


def test_missing_file_is_a_sentence(tmp_path):
    with pytest.raises(SaveError, match="does not exist"):
        load_match(tmp_path / "nope.json")


def test_profile_round_trip_and_bad_profile_is_empty(tmp_path):
    assert load_profile(tmp_path) == {}
    save_profile(tmp_path, {"luckstones": 3})
    assert load_profile(tmp_path) == {"luckstones": 3}
    (tmp_path / "profile.json").write_text("{nope")
    assert load_profile(tmp_path) == {}
    assert [s.path.name for s in list_saves(tmp_path)] == []

