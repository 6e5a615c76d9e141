"""Chapters after the first are content, not code: two small test chapters (fixtures/chapter-2
and chapter-3, not shipped) are listed beside the real campaign, and the save sheet the
scripted party ends Chapter I with opens Chapter 2, whose end opens Chapter 3: each new
chapter's map joins the carried one, its quest, Event and Encounter decks (by difficulty), its
Time Passes, its Kings on the board, what the old chapter's hook carries, a Day played in it
and its own ending."""

from __future__ import annotations

import copy
import shutil
from pathlib import Path

import pytest

from game.core.match import Match
from game.games.tainted_grail.rules import content, events, places, save
from game.games.tainted_grail.rules import state as S
from tests.tainted_grail.helpers import RULES, answer_night, do, do_label, find, kind, labelled
from tests.tainted_grail.test_playthrough import scripted_chapter_one

FIXTURES = Path(__file__).parent / "fixtures"
FIXTURE = FIXTURES / "chapter-2"


def fixture_campaign(tmp_path, monkeypatch, chapters=(2,)):
    """The campaign with the test chapters as its Chapters 2 (and 3): each is written because
    its folder holds a chapter.yaml; the next one is listed and not written."""
    folder = tmp_path / "tainted_grail"
    shutil.copytree(content.FOLDER, folder, ignore=shutil.ignore_patterns("chapter-[2-9]"))
    for n in chapters:
        shutil.copytree(FIXTURES / f"chapter-{n}", folder / f"chapter-{n}")
    world = content.read(folder)
    assert sorted(world["chapters"]) == [1, *chapters]
    places._layout.cache_clear()
    monkeypatch.setattr(S, "world", lambda: world)
    return world


@pytest.fixture
def two_chapters(tmp_path, monkeypatch):
    yield fixture_campaign(tmp_path, monkeypatch)
    places._layout.cache_clear()


@pytest.fixture
def three_chapters(tmp_path, monkeypatch):
    yield fixture_campaign(tmp_path, monkeypatch, (2, 3))
    places._layout.cache_clear()


@pytest.fixture(scope="module")
def chapter_one_sheet():
    outcome = scripted_chapter_one().outcome()
    assert outcome["ended"] == "chapter" and outcome["save"]["next"] == 2
    return outcome["save"]


def test_a_chapter_one_save_opens_chapter_two_from_its_own_file(two_chapters, chapter_one_sheet):
    sheet = chapter_one_sheet
    match = Match(RULES, {"players": 1, "save": sheet}, 7_301_000_500).start()
    assert match.outcome() is None, match.outcome() and match.outcome()["text"]
    assert kind(match) == "day"
    state, view = match.state, match.view(0)
    assert state["chapter"] == 2 and state["day"] == 1 and state["next_chapter"] is None
    assert view["campaign"]["chapter"]["title"] == "The Yard Past the Gate"
    # the new region joins the carried map: the Toll Yard lies north of the Cairngate
    assert set(state["map"]) == set(sheet["map"]) | {"201", "202"}
    assert places.connected(state, "124").get("top") == "201" or "124" not in state["map"]
    assert places.coords(state, "124") == (0, -1)
    assert {c["at"] for c in view["characters"]} == {"201"}
    assert [q["id"] for q in view["quests"] if q["active"]] == ["yard-watch"]
    # the old hook carries statuses, secrets, Items and resources; the Ember's uses start afresh
    assert state["statuses"] == sheet["statuses"] and "59" in state["secrets"]
    assert "101" in state["secrets"]  # the chapter's set-up hands out its own Secret
    for cid in state["order"]:
        for key in ("items", "food", "wealth", "magic", "exp", "attrs", "decks"):
            assert state["chars"][cid][key] == sheet["chars"][cid][key], (cid, key)
    assert state["chapter_used"] == []
    # the carried waystones stand where they stood, on the new grid; the Toll Yard's is added
    assert len(state["waystones"]) == len(sheet["waystones"]) + 1 and [0, 0] in state["waystones"]
    # the decks: Encounters rebuilt at the chapter's difficulties, the Item deck A carried on,
    # B new from the box, the Time Passes this chapter's own, the ending reached remembered
    for colour, deck in state["encounter_decks"].items():
        assert deck and {S.world()["encounters"][e]["difficulty"] for e in deck} <= {2, 3}, colour
    assert state["item_decks"]["A"] == sheet["item_decks"]["A"]
    assert state["item_decks"]["B"] and "B" not in sheet["item_decks"]
    assert events.time_status(state) == "time-passes-2"
    assert state["endings"] == ["beacon-relit"]


def walk(match, who: str, to: str) -> None:
    act(match, type="travel", who=who, to=to)


def act(match, **fields) -> None:
    """An Action, settling the split and letting timed abilities pass, back to the Day."""
    do(match, **fields)
    for _ in range(10):
        if kind(match) == "day":
            return
        answer = find(match, type="split") or find(match, type="carry_on")
        do(match, **{k: answer[k] for k in ("type", "index") if k in answer})


def _mended(sheet: dict) -> dict:
    """The sheet with its Characters' trays set back to their starting slots: the scripted
    party ends Chapter I barely alive, and this test is about the chapter, not their wounds."""
    mended = copy.deepcopy(sheet)
    for cid, ch in mended["chars"].items():
        tray = S.world()["heroes"][ch["hero"]]["tray"]
        ch.update(
            energy=tray["energy"]["start"],
            health=tray["health"]["start"],
            terror=tray["terror"]["start"],
            exhausted=False,
            dying=False,
            insane=False,
        )
    return mended


def test_a_day_in_chapter_two_and_its_ending(two_chapters, chapter_one_sheet):
    sheet = _mended(chapter_one_sheet)
    match = Match(RULES, {"players": 1, "save": sheet}, 7_301_000_501).start()
    who, *others = match.state["order"]
    for other in others:  # everyone starts the evening alone; they walk on together
        do(match, type="join", who=other, **{"with": who})
    walk(match, who, "202")  # up the Hill Road for the day, and a night there
    assert {match.state["chars"][c]["at"] for c in match.state["order"]} == {"202"}
    do(match, type="end_day")
    answer_night(match)
    assert match.outcome() is None and match.state["day"] == 2 and match.state["chapter"] == 2
    assert match.state["map"]["201"]["side"] == "clear"  # its waystone holds the fog off
    walk(match, who, "201")
    wealth = sum(match.state["chars"][c]["wealth"] for c in match.state["order"])
    act(match, type="location_action", who=who)  # Sweep the Cobbles
    assert sum(match.state["chars"][c]["wealth"] for c in match.state["order"]) == wealth + 1
    do(match, type="explore", who=who)
    assert match.view(0)["reading"]["verse"] == "201"
    # the journal reads the ending Chapter I reached: the white light, not the green mark
    assert labelled(match, "Point to the white light on the hills") is not None
    assert labelled(match, "Show him the Reeve's green mark") is None
    do_label(match, "Point to the white light on the hills")
    outcome = match.outcome()
    assert outcome is not None and outcome["ended"] == "chapter"
    assert outcome["ending"] == "yard-crossed"
    assert outcome["save"]["next"] == 3
    assert match.state["quests"]["yard-watch"] == "done"
    # Chapter 3 is not written: the sheet waits for it
    after = Match(RULES, {"players": 1, "save": outcome["save"]}, 7_301_000_502).start()
    assert after.outcome()["ended"] == "unwritten" and after.outcome()["save"]["next"] == 3
    assert outcome["save"]["statuses"]["time-passes-2"] == [1]  # the white light's verse


def _chapter_two_end(sheet: dict) -> dict:
    """Chapter 2 played from the Chapter I sheet to its end: the riddle at the Toll Yard."""
    match = Match(RULES, {"players": 1, "save": _mended(sheet)}, 7_301_000_503).start()
    who = match.state["order"][0]
    do(match, type="explore", who=who)
    do_label(match, "Answer the riddle")
    outcome = match.outcome()
    assert outcome["ended"] == "chapter" and outcome["save"]["next"] == 3
    return outcome["save"]


def test_a_chapter_two_end_opens_chapter_three_with_its_king_on_the_board(
    three_chapters, chapter_one_sheet
):
    sheet = _chapter_two_end(chapter_one_sheet)
    assert sheet["endings"] == ["beacon-relit", "yard-crossed"]
    assert "yard-wind" in sheet["events"]["done"]  # the hook's removes
    match = Match(RULES, {"players": 1, "save": sheet}, 7_301_000_504).start()
    state = match.state
    assert state["chapter"] == 3 and state["day"] == 1
    assert kind(match) == "day" and state["kings"]["gwenllian"]["at"] in ("302", "303")
    # three regions on one table: Chapter I's and 2's carried, the garden west of the shrine
    assert set(state["map"]) == set(sheet["map"]) | {"301", "302", "303"}
    assert {"201", "202"} <= set(state["map"])
    assert places.coords(state, "114") == (1, 0) and places.coords(state, "302") == (0, -1)
    # Gwenllian stands on her lawn from the set-up (a morning may have moved her on)
    assert "gwenllian" in state["kings"]
    assert {S.world()["encounters"][e]["difficulty"] for d in state["encounter_decks"].values()
            for e in d} <= {3, 4}
    assert state["item_decks"]["A"] == sheet["item_decks"]["A"]
    assert events.time_status(state) == S.world()["campaign"]["time_passes"]  # none of its own
    assert state["statuses"] == sheet["statuses"] and "101" in state["secrets"]


def test_a_king_on_the_board_is_met_and_his_mark_read_a_chapter_on(
    three_chapters, chapter_one_sheet
):
    sheet = _chapter_two_end(chapter_one_sheet)
    sheet["statuses"]["osric-mark"] = [2]  # Osric beat them in Chapter 2
    match = Match(RULES, {"players": 1, "save": sheet}, 7_301_000_505).start()
    who = match.state["order"][0]
    do(match, type="explore", who=who)
    assert "301.2" in match.state["read"]  # the ivy knows Osric's marks
    assert match.outcome()["ending"] == "garden-left" and match.outcome()["save"]["next"] == 4
    # Gwenllian is met where she stands: a Character who walks onto her card meets her at once
    match = Match(RULES, {"players": 1, "save": sheet}, 7_301_000_505).start()
    at = match.state["kings"]["gwenllian"]["at"]
    do(match, type="travel", who=who, to="302")
    if at == "303":
        do(match, type="travel", who=who, to="303")
    assert match.state["encounter"]["source"] == "king"
    assert match.state["encounter"]["id"] == S.world()["kings"]["gwenllian"]["board"]["meets"]


def test_chapter_three_is_not_reached_by_chapter_one_or_two(three_chapters):
    """Before its chapter a later region stays shut: Chapter I's 124 has no key north, and
    the shrine none west."""
    state = {"chapter": 1}
    assert "top" not in places.keys(state, "124") and "left" not in places.keys(state, "114")
    assert places.keys({"chapter": 2}, "124")["top"] == "201"
    assert "left" not in places.keys({"chapter": 2}, "114")
    assert places.keys({"chapter": 3}, "114")["left"] == "301"


def test_a_sheet_saved_before_endings_were_kept_knows_its_ending(two_chapters, chapter_one_sheet):
    old = {k: v for k, v in chapter_one_sheet.items() if k != "endings"}
    assert save.endings_of_old_sheet(old) == ["beacon-relit"]
    match = Match(RULES, {"players": 1, "save": old}, 7_301_000_506).start()
    assert match.state["chapter"] == 2 and match.state["endings"] == ["beacon-relit"]


def test_a_key_written_on_the_earlier_card_opens_with_the_later_chapter(tmp_path, monkeypatch):
    """Chapter I's Cairngate may name the Toll Yard itself: the key is still shut in Chapter I."""
    folder = tmp_path / "tainted_grail"
    shutil.copytree(content.FOLDER, folder, ignore=shutil.ignore_patterns("chapter-[2-9]"))
    shutil.copytree(FIXTURE, folder / "chapter-2")
    locations = folder / "chapter-1" / "locations.yaml"
    text = locations.read_text(encoding="utf-8")
    old = "  keys:\n    right: '125'\n"
    text = text.replace(old, "  keys:\n    top: '201'\n    right: '125'\n", 1)
    locations.write_text(text, encoding="utf-8")
    world = content.read(folder)
    monkeypatch.setattr(S, "world", lambda: world)
    assert world["locations"]["124"]["keys"]["top"] == "201"
    assert "top" not in places.keys({"chapter": 1}, "124")
    assert places.keys({"chapter": 2}, "124")["top"] == "201"
    assert places.keys({"chapter": 2}, "201")["bottom"] == "124"


def test_a_chapters_own_items_wait_for_it_and_then_join_the_carried_decks(chapter_one_sheet):
    """chapter-N/items.yaml: none of a later chapter's Items is in Chapter I's decks; the next
    chapter shuffles its own into the decks it carries on, and a new deck comes from the box."""
    world = content.load()

    def chapter_of(item: str) -> int:
        return world["items"][item].get("from_chapter", 1)

    assert not [i for deck in chapter_one_sheet["item_decks"].values() for i in deck
                if chapter_of(i) > 1]
    match = Match(RULES, {"players": 1, "save": chapter_one_sheet}, 7_301_000_505).start()
    state = match.state
    number = state["chapter"]
    if number == 1:
        pytest.skip("no later chapter is written")
    held = {i["id"] for c in state["order"] for i in state["chars"][c]["items"]}
    for deck, cards in state["item_decks"].items():
        own = {k for k, v in world["items"].items()
               if v["deck"] == deck and chapter_of(k) == number and k not in held}
        assert own <= set(cards), deck
        assert not [i for i in cards if chapter_of(i) > number], deck
        if deck in chapter_one_sheet["item_decks"]:
            assert set(chapter_one_sheet["item_decks"][deck]) <= set(cards), deck


def test_a_later_chapters_items_stay_in_the_box_until_their_chapter(tmp_path, monkeypatch):
    """Chapter I draws an Item from a deck it has not set out (the box) without ever taking
    one of Chapter 2's own; in Chapter 2 they may come out."""
    from game.games.tainted_grail.rules import possessions

    folder = tmp_path / "tainted_grail"
    shutil.copytree(content.FOLDER, folder, ignore=shutil.ignore_patterns("chapter-[2-9]"))
    shutil.copytree(FIXTURE, folder / "chapter-2")
    (folder / "chapter-2" / "items.yaml").write_text(
        "yard-lantern:\n  name: The Tollkeeper's Spare Lantern\n  deck: E\n  keywords: []\n"
        "  value: 2\n  flavour: Its glass is scratched with the tally of every cart it lit.\n"
        "  abilities:\n    - when: start-of-day\n      effect: gain 1 magic\n"
        "      text: At the Start of the Day, gain 1 Magic.\n",
        encoding="utf-8",
    )
    world = content.read(folder)
    monkeypatch.setattr(S, "world", lambda: world)
    state = {"order": [], "chars": {}, "item_decks": {}, "chapter": 1}
    assert "yard-lantern" not in possessions._in_box(state, "E")
    assert "yard-lantern" in possessions._in_box({**state, "chapter": 2}, "E")


def test_a_verse_with_no_open_way_ends_the_reading_instead_of_stopping_the_game(
    three_chapters, chapter_one_sheet
):
    """The sundial asks for a weapon or 3 Magic: a party with neither turns back, and the
    Day goes on (before, the game waited on a question with no answer)."""
    from tests.tainted_grail.helpers import reshape, shaped

    sheet = _chapter_two_end(chapter_one_sheet)
    match = Match(RULES, {"players": 1, "save": sheet}, 7_301_000_507).start()
    state = shaped(match)
    state["kings"] = {}
    state["map"]["302"]["side"] = "clear"  # a lawn the party may explore
    for cid in state["order"]:
        ch = state["chars"][cid]
        ch.update(at="302", items=[], magic=0)
    match = reshape(match, state)
    who = match.state["order"][0]
    do(match, type="explore", who=who)
    do_label(match, "Kneel at the sundial")
    assert kind(match) == "day" and match.legal(0)
    assert match.state["reading"] == []
    assert "No way on is open to them here, and they turn back." in match.state["log"]
