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
    first = (tmp_path / "autosave-race.json").read_text()
    match.submit(match.pending().seat, {"type": "step", "n": 1})
    autosave(match, tmp_path)
    assert (tmp_path / "autosave-race.prev.json").read_text() == first
    assert load_match(tmp_path / "autosave-race.json").hash() == match.hash()
    titles = sorted(info.title for info in list_saves(tmp_path))
    assert titles == ["Autosave - Dice Race", "Autosave - Dice Race (the one before)"]


@pytest.mark.parametrize("damage, words", [
    (lambda text: text[: len(text) // 2], "damaged or cut short"),
    (lambda text: "[1, 2]", "not a Grimtable save"),
    (lambda text: text.replace('"format":1', '"format":99'), "format 99"),
    (lambda text: text.replace('"rules_version":1', '"rules_version":7'), "rules version 7"),
    (lambda text: text.replace('"game":"race"', '"game":"chess"'), "does not have"),
    (lambda text: text.replace('"n":', '"n":1', 1), "does not add up"),
    (lambda text: text.replace('"events":[', '"events":[7,', 1), "damaged move"),
])
def test_bad_saves_get_one_sentence_naming_the_file_and_stay_untouched(tmp_path, damage, words):
    path = save_match(played(), tmp_path / "bad.json")
    broken = damage(path.read_text())
    path.write_text(broken)
    with pytest.raises(SaveError) as error:
        load_match(path)
    assert "bad.json" in str(error.value) and words in str(error.value)
    assert str(error.value).count(".") >= 1 and "\n" not in str(error.value)
    assert path.read_text() == broken
    listed = list_saves(tmp_path)
    assert len(listed) == 1 and (listed[0].error is None) == (words in ("does not add up", "damaged move", "does not have", "rules version 7"))


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
