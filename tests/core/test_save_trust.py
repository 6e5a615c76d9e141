"""Saves are signed with the install's secret: an edited save is refused even with its plain hash
recomputed; a save this install can't check (another install's, or an unsigned older one) opens
only when accepted; a zip bomb is refused at the unpacking cap; the listing tells damaged saves
from good ones before Load."""

import os
import shutil
import stat
import types
import zlib

import pytest

from game.core import saves
from game.core.match import Match
from game.core.saves import SaveError, SaveUnchecked, list_saves, load_match, save_match, sealed
from game.core.saves.secret import SECRET_NAME, folder_secret
from tests.core.race import RACE
from tests.core.save_files import bombed, resigned, unsigned, with_snapshot_state


@pytest.fixture(autouse=True)
def race_registered(monkeypatch):
    monkeypatch.setattr(
        saves,
        "get_rules",
        lambda game_id: (
            RACE if game_id == "race" else (_ for _ in ()).throw(saves.UnknownGame(game_id))
        ),
    )


def played(moves=6):
    match = Match(RACE, {"players": 2}, seed=5).start()
    for _ in range(moves):
        match.submit(match.pending().seat, {"type": "step", "n": 1})
    return match


def near_the_goal(state):
    state["pos"][0] = 11  # one step from winning: the race's victory points


def test_the_secret_is_made_on_the_first_save_in_the_folder_for_the_player_alone(tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    assert folder_secret(tmp_path) is None
    save_match(played(), tmp_path / "a.save")
    secret_file = tmp_path / SECRET_NAME
    assert stat.S_IMODE(secret_file.stat().st_mode) == 0o600
    made = secret_file.read_bytes()
    save_match(played(), tmp_path / "b.save")
    assert secret_file.read_bytes() == made and len(folder_secret(tmp_path)) == 32
    shutil.copy(tmp_path / "a.save", elsewhere / "a.save")
    load_match(elsewhere / "a.save", accept_unchecked=True)
    assert not (elsewhere / SECRET_NAME).exists()  # reading never makes a secret
    assert [info.path.name for info in list_saves(tmp_path)] == ["b.save", "a.save"]


def test_an_edited_save_with_its_plain_hash_recomputed_is_refused(tmp_path):
    path = save_match(played(), tmp_path / "race.save")
    head, body = with_snapshot_state(path, near_the_goal)
    signature = path.read_bytes()[:-1].split(b"\n")[-1]
    path.write_bytes(unsigned(head, body)[:-1] + b"\n" + signature + b"\n")
    for accepted in (False, True):  # this install's signature no longer fits: never opens
        with pytest.raises(SaveError, match="race.save does not add up") as refused:
            load_match(path, accept_unchecked=accepted)
        assert not isinstance(refused.value, SaveUnchecked)
    assert list_saves(tmp_path)[0].error is not None


def test_an_edited_save_passed_off_as_unsigned_is_not_opened_unasked(tmp_path):
    """With the signature dropped it looks like a save from before signing: it can't be told
    from one, so it is refused until the player accepts a save that can't be checked."""
    path = save_match(played(), tmp_path / "race.save")
    path.write_bytes(unsigned(*with_snapshot_state(path, near_the_goal)))
    with pytest.raises(SaveUnchecked, match="race.save was made before Grimtable signed"):
        load_match(path)
    info = list_saves(tmp_path)[0]
    assert info.error is None and "cannot be checked" in info.unchecked


def test_a_save_from_another_install_opens_only_when_accepted(tmp_path):
    home, other = tmp_path / "home", tmp_path / "other"
    match = played()
    save_match(played(1), home / "mine.save")  # this install's secret exists
    made_elsewhere = save_match(match, other / "theirs.save")
    shutil.copy(made_elsewhere, home / "theirs.save")
    with pytest.raises(SaveUnchecked) as asked:
        load_match(home / "theirs.save")
    assert "theirs.save was made by another copy of Grimtable" in str(asked.value)
    assert "cannot be checked" in str(asked.value) and "\n" not in str(asked.value)
    listed = {info.path.name: info for info in list_saves(home)}
    assert listed["theirs.save"].error is None and listed["theirs.save"].unchecked
    assert listed["mine.save"].unchecked is None
    assert load_match(home / "theirs.save", accept_unchecked=True).state == match.state


def counting_unpacker(monkeypatch) -> list[int]:
    """Count every byte the sealed lines' unpacking hands back, per unpacker."""
    counts: list[int] = []

    class Counting:
        def __init__(self):
            self.inner = zlib.decompressobj()
            counts.append(0)

        def decompress(self, data, max_length=0):
            out = self.inner.decompress(data, max_length)
            counts[-1] += len(out)
            return out

        def __getattr__(self, name):
            return getattr(self.inner, name)

    monkeypatch.setattr(
        sealed,
        "zlib",
        types.SimpleNamespace(decompressobj=Counting, compress=zlib.compress, error=zlib.error),
    )
    return counts


def test_a_zip_bomb_is_refused_at_the_cap_with_a_sentence(tmp_path, monkeypatch):
    path = save_match(played(), tmp_path / "bomb.save")
    path.write_bytes(bombed(path, megabytes=300))
    counts = counting_unpacker(monkeypatch)
    for accepted in (False, True):
        with pytest.raises(SaveError, match="bomb.save unpacks to more than 128 MB"):
            load_match(path, accept_unchecked=accepted)
    info = list_saves(tmp_path)[0]
    assert info.error is not None and "unpacks to more than" in info.error
    assert sealed.MAX_UNPACKED == 128 * 1024 * 1024 < 300 * 1024 * 1024
    assert counts and max(counts) <= sealed.MAX_UNPACKED + sealed.UNPACK_STEP


def test_the_listing_checks_each_save_whole(tmp_path):
    good = save_match(played(), tmp_path / "good.save", title="Evening race")
    whole = good.read_bytes()
    (tmp_path / "cut.save").write_bytes(whole[: len(whole) * 2 // 3].rstrip(b"\n"))
    (tmp_path / "chess.save").write_bytes(resigned(good, lambda head: head.update(game="chess")))
    long_title = resigned(good, lambda head: head.update(title="x" * 20000))
    (tmp_path / "long.save").write_bytes(long_title)
    listed = {info.path.name: info for info in list_saves(tmp_path)}
    assert "cut short" in listed["cut.save"].error
    assert "a game this version does not have" in listed["chess.save"].error
    assert listed["long.save"].error is None and listed["long.save"].title == "x" * 120
    assert load_match(tmp_path / "long.save").state == load_match(good).state
    assert listed["good.save"].error is None and listed["good.save"].title == "Evening race"


def test_the_listing_reads_a_file_again_only_when_it_changed(tmp_path, monkeypatch):
    path = save_match(played(), tmp_path / "a.save")
    list_saves(tmp_path)
    checked = []
    real = saves.check_save
    monkeypatch.setattr(saves, "check_save", lambda *args: checked.append(args) or real(*args))
    list_saves(tmp_path)
    assert checked == []
    path.write_bytes(path.read_bytes()[:-5] + b"\n")
    os.utime(path, ns=(1, 1))
    assert "does not add up" in list_saves(tmp_path)[0].error and len(checked) == 1
