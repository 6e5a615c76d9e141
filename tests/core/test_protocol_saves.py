"""The protocol's save and load name a save inside the saves folder: nothing outside it is read
or written, a folder, FIFO or link in the way is refused in a sentence naming it, and a client
bound to one seat gets no save at all (a save holds the other hands and the decks)."""

import json
import os
import stat

import pytest

from game.core.match import Match
from game.core.protocol import Session
from game.core.registry import get_rules
from game.core.saves import SaveError, load_match
from game.core.saves.files import shorten
from tests.core.race import RACE


@pytest.fixture
def folders(tmp_path):
    saves, outside = tmp_path / "saves", tmp_path / "outside"
    saves.mkdir()
    outside.mkdir()
    (outside / "victim.save").write_text("not yours")
    os.mkfifo(outside / "pipe")
    return saves, outside


def session(saves, seat=None):
    return Session(Match(RACE, {"players": 2}, seed=1).start(), seat=seat, saves_dir=saves)


def ask(s, request):
    return s.handle_line(json.dumps(request))


def tree(root):
    """Every entry under ``root`` (links not followed): its kind and, for a file, its bytes."""
    found = {}
    for folder, names, files in os.walk(root):
        for name in names + files:
            path = os.path.join(folder, name)
            mode = os.lstat(path).st_mode
            found[os.path.relpath(path, root)] = (
                stat.S_IFMT(mode),
                open(path, "rb").read() if stat.S_ISREG(mode) else None,
            )
    return found


def test_save_and_load_by_name_in_the_saves_folder(folders):
    saves, _ = folders
    s = Session(Match(get_rules("grudge"), None, seed=4).start(), saves_dir=saves)
    saved = ask(s, {"op": "save", "name": "my-game"})
    assert saved == {"ok": True, "name": "my-game.save"} and (saves / "my-game.save").is_file()
    assert ask(s, {"op": "save", "path": "old-key.save"})["name"] == "old-key.save"
    loaded = ask(s, {"op": "load", "name": "my-game"})
    assert loaded["ok"] and loaded["hash"] == s.match.hash()


def test_a_save_named_outside_the_saves_folder_is_refused_and_nothing_outside_changes(folders):
    saves, outside = folders
    (saves / "out.save").symlink_to(outside / "victim.save")
    (saves / "gone.save").symlink_to(outside / "new.save")  # a link to nothing yet
    (saves / "pipe.save").symlink_to(outside / "pipe")
    (saves / "away").symlink_to(outside)
    root = saves.parent
    before = tree(root)
    s = session(saves)
    names = [
        str(outside / "victim.save"),
        str(outside / "made.save"),
        "../outside/victim.save",
        "../x",
        "..",
        "away/victim.save",
        "new-folder/x",
        "out",
        "gone",
        "pipe.save",
        "/",
    ]
    for op in ("save", "load"):
        for key in ("name", "path"):
            for name in names:
                reply = ask(s, {"op": op, key: name})
                assert reply["ok"] is False, (op, name)
                named = (json.dumps(shorten(name)), json.dumps(f"{name}.save"))
                assert any(quoted in reply["error"] for quoted in named), reply
                assert "Internal error" not in reply["error"]
    assert tree(root) == before
    assert stat.S_ISFIFO((outside / "pipe").lstat().st_mode)


def test_a_fifo_or_a_folder_in_the_saves_folder_is_refused_by_name(folders):
    saves, _ = folders
    os.mkfifo(saves / "pipe.save")
    (saves / "folder.save").mkdir()
    before = tree(saves.parent)
    s = session(saves)
    for op in ("save", "load"):
        for name in ("pipe", "folder.save"):
            reply = ask(s, {"op": op, "name": name})
            assert reply["ok"] is False and "not a regular file" in reply["error"]
            assert name.removesuffix(".save") + ".save" in reply["error"]
    assert tree(saves.parent) == before


def test_a_save_makes_no_folder_but_the_saves_folder_itself(tmp_path):
    s = session(tmp_path / "saves")
    assert ask(s, {"op": "save", "name": "first"})["ok"]
    assert (tmp_path / "saves" / "first.save").is_file()
    s = session(tmp_path / "not-here" / "saves")
    reply = ask(s, {"op": "save", "name": "first"})
    assert reply["ok"] is False and "saves" in reply["error"]
    assert not (tmp_path / "not-here").exists()


def test_a_client_bound_to_a_seat_can_neither_save_nor_load(folders):
    saves, _ = folders
    session(saves).handle_line(json.dumps({"op": "save", "name": "table"}))
    before = tree(saves)
    s = session(saves, seat=0)
    for op in ("save", "load"):
        reply = ask(s, {"op": op, "name": "table"})
        assert reply["ok"] is False and "seat 0" in reply["error"], reply
    assert tree(saves) == before


def test_a_session_without_a_saves_folder_can_not_save():
    s = Session(Match(RACE, {"players": 2}, seed=1).start())
    reply = ask(s, {"op": "save", "name": "x"})
    assert reply["ok"] is False and "no saves folder" in reply["error"]


def test_a_long_name_is_shortened_in_the_message_but_recognisable(folders):
    saves, _ = folders
    name = "a" * 2500 + "b" * 2500
    for op in ("save", "load"):
        error = ask(session(saves), {"op": op, "name": name})["error"]
        assert len(error) < 300 and "5,000 characters" in error
        assert "aaaaaaaaaa" in error and "bbbbbbbbbb" in error and "..." in error
    assert list(saves.iterdir()) == []


def test_a_bad_or_missing_name_gets_a_sentence(folders):
    saves, _ = folders
    for request in ({"op": "save"}, {"op": "load", "name": 3}, {"op": "save", "name": ""}):
        reply = ask(session(saves), request)
        assert reply["ok"] is False and 'such as "my-game"' in reply["error"]
    reply = ask(session(saves), {"op": "load", "name": "nothing"})
    assert reply["error"] == "The save nothing.save does not exist."
    reply = ask(session(saves), {"op": "save", "name": "first.json"})
    assert reply["ok"] is False and '"first.json"' in reply["error"]


def test_loading_the_root_folder_names_it():
    with pytest.raises(SaveError) as refused:
        load_match("/")
    assert str(refused.value) == "/ is not a regular file, so it is not a save."
