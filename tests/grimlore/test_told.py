"""Events that are told (issue #24): every tile and every retold face has its opening and its
own success and failure passages, the content schema names a missing or misshapen one, no run
of six words is told twice anywhere in the tile files, a failure that starts a fight names the
monster, and the rules hand the passages to the table and the log."""

import re
from collections import defaultdict

import pytest
import yaml

from game.core.agenda import copy_state
from game.core.content import ContentError, load_table
from game.games.grimlore.rules import RULES, content, tales
from tests.grimlore.fixtures import Dice, find, has, play
from tests.grimlore.table_play import kind_is, reach

FILES = tuple(content.TILE_FILES.values())
RUN = 6  # words in a run that may appear only once across all tile texts


def told_texts() -> list[tuple[str, str]]:
    """(where, words) for every scene and passage of every tile and retold face."""
    out = []
    for file in FILES:
        table = yaml.safe_load((content.FOLDER / f"{file}.yaml").read_text())
        for key, tile in table.items():
            for field in ("scene",) + tuple(content.TOLD):
                out.append((f"{file} {key} {field}", tile[field]))
            for roll, face in tile["retold"].items():
                for field in ("scene",) + tuple(content.TOLD):
                    out.append((f"{file} {key} retold {roll} {field}", face[field]))
    return out


def repeated_runs(texts: list[tuple[str, str]], size: int = RUN) -> dict:
    """Each run of ``size`` words (case and punctuation ignored) found in more than one place,
    or twice in one, with where it was found."""
    seen = defaultdict(list)
    for where, words in texts:
        tokens = re.findall(r"[a-z0-9']+", words.lower())
        for i in range(len(tokens) - size + 1):
            seen[" ".join(tokens[i : i + size])].append(where)
    return {run: places for run, places in seen.items() if len(places) > 1}


def test_every_tile_and_retold_face_is_told():
    tiles = content.load()["tiles"]
    kinds = [tile["kind"] for tile in tiles.values()]
    assert (kinds.count("wilderness"), kinds.count("settlement"), kinds.count("dungeon")) == (
        48,
        48,
        25,
    )
    for key, tile in tiles.items():
        for field, (low, high) in content.TOLD_SENTENCES.items():
            assert low <= content.sentences(tile[field]) <= high, (key, field)
        for roll, face in tile["retold"].items():
            for field in content.TOLD:
                assert 2 <= content.sentences(face[field]) <= 3, (key, roll, field)
            assert face["opening"] != tile["opening"]


def test_no_run_of_six_words_is_told_twice():
    assert repeated_runs(told_texts()) == {}


def test_the_repeat_finder_catches_a_run_told_twice():
    texts = [
        ("a", "The crows sit in rows, watching you."),
        ("b", "Later the Crows sit in rows watching the road."),
    ]
    assert repeated_runs(texts) == {"the crows sit in rows watching": ["a", "b"]}
    assert repeated_runs([("a", "one two three four five six"), ("b", "two three")]) == {}


def test_a_failure_that_starts_a_fight_names_the_monster():
    data = content.load()
    for key, tile in data["tiles"].items():
        for outcome in tile["failure"]:
            if "fight" not in outcome:
                continue
            name = data["monsters"][outcome["fight"]]["name"].lower()
            words = [w for w in re.findall(r"[a-z]+", name) if len(w) > 3]
            for face in [tile, *tile["retold"].values()]:
                told = face["failure_text"].lower()
                assert any(w in told for w in words), (key, name, face["failure_text"])


def _tiles_file(tmp_path, change) -> str:
    text = (content.FOLDER / "tiles_wilderness.yaml").read_text()
    table = yaml.safe_load(text)
    change(table)
    path = tmp_path / "tiles_wilderness.yaml"
    path.write_text(yaml.safe_dump(table))
    return path


def test_a_tile_without_its_opening_is_refused_by_name(tmp_path):
    path = _tiles_file(tmp_path, lambda t: t["gallows_oak"].pop("opening"))
    with pytest.raises(
        ContentError,
        match=r"tiles_wilderness.yaml, entry 'gallows_oak': the field 'opening' is missing",
    ):
        load_table(path, content.TILE)


def test_a_retold_face_without_its_failure_passage_is_refused_by_name(tmp_path):
    table = yaml.safe_load((content.FOLDER / "tiles_wilderness.yaml").read_text())
    table["crow_field"]["retold"]["4-6"].pop("failure_text")
    with pytest.raises(
        ContentError,
        match=r"tiles_wilderness.yaml, entry 'crow_field', field 'retold' 4-6: "
        r"the field 'failure_text' is missing",
    ):
        content._check_tiles("wilderness", table, content.load()["monsters"])


def test_a_passage_of_the_wrong_length_is_refused_by_name():
    table = yaml.safe_load((content.FOLDER / "tiles_dungeon.yaml").read_text())
    table["web_halls"]["success_text"] = "You find it."
    with pytest.raises(
        ContentError,
        match=r"tiles_dungeon.yaml, entry 'web_halls', field 'success_text': it has 1 "
        r"sentence; it must have 2 to 4",
    ):
        content._check_tiles("dungeon", table, content.load()["monsters"])


def test_sentences_are_counted_at_their_stops():
    assert content.sentences('She says "Come in." You do. Why not?') == 3
    assert content.sentences("A fen-herb, a map: one sentence") == 0


def test_the_log_shortens_a_long_passage_to_whole_sentences():
    words = "First one is short. " + "Second one runs on and on " * 10 + "."
    assert tales.shortened(words, 40) == "First one is short."
    assert tales.shortened("x" * 10, 40) == "x" * 10
    assert tales.shortened("word " * 30, 40).endswith("...")


def test_the_event_prompt_carries_the_opening_and_the_result_its_passage():
    match = reach(kind_is("event", types=("try",)))
    view = match.view(0)
    tile = view["tile"]
    opening = tile["tale"]["opening"]
    assert view["prompt"]["opening"] == opening
    assert opening == tales.told(tile["id"], match.state["path"][-1].get("face"))["opening"]
    assert any(tales.shortened(opening) in line for line in view["log"])
    state = match.state
    cid = find(match.legal(0), type="try")["cid"]
    sixes = play(state, Dice(6, 6, 6, 6, 6), type="try", cid=cid)
    while not sixes["path"][-1]["result"]:  # a Destiny question never comes after a pass
        assert has(RULES.legal(sixes, 0), type="accept")
        sixes = play(sixes, Dice(), type="accept")
    told = tales.current(sixes)
    assert told["result"] == "success"
    assert told["passage"] == tales.told(tile["id"], sixes["path"][-1].get("face"))["success_text"]
    assert any(tales.shortened(told["passage"]) in line for line in sixes["log"])


def test_a_tile_set_without_a_path_still_tells_its_opening():
    match = reach(kind_is("event", types=("try",)))
    state = {**match.state, "path": []}
    told = tales.current(state)
    assert told["opening"] == content.load()["tiles"][state["tile"]]["opening"]
    assert told["result"] is None and told["passage"] == ""


def test_a_tile_met_before_tells_the_retold_face_the_d6_picked():
    match = reach(kind_is("turn", types=("travel",)))
    state = copy_state(match.state)
    coming = state["stack"][0]
    state["party"]["seen"] = state["party"]["seen"] + [coming]  # met in an earlier session
    state = play(state, Dice(5), type="travel")  # the d6 for the retold table shows 5
    face = content.load()["tiles"][coming]["retold"]["4-6"]
    assert state["path"][-1] == {**state["path"][-1], "tile": coming, "face": 5}
    view = RULES.view(state, 0)
    assert view["tile"]["tale"]["opening"] == face["opening"]
    assert tales.shortened(face["opening"]) in state["log"][-2:]
