"""The Campaign Book (issue #24, the rulebook's campaign mode: "Read passage #01 ... Follow the
instructions in the text"): its content (at least 100 passages over six sessions, named quests,
recurring characters, a boss at the end, every passage reachable and every condition met on some
reading, no words told twice), its play through the contract (the passages set the session up,
its foe is fought when the map is walked, a wipe leaves the story where it was), the AI playing
the whole book through the campaign save, and unread passages kept from every seat."""

import json
import random
import shutil

import pytest

from game.core.campaign import (
    end_session,
    load_campaign,
    new_campaign,
    save_campaign,
    start_session,
)
from game.core.content import ContentError
from game.core.match import Match
from game.core.playout import bare
from game.games.grimlore.ai.player import choose
from game.games.grimlore.rules import RULES, book, book_walk, content, story
from tests.grimlore.test_told import repeated_runs, told_texts

BOOK = {"campaign_kind": "book"}  # the new-game dialog's "Play: the Campaign Book"


def book_texts() -> list[tuple[str, str]]:
    out = []
    for key, passage in book.passages().items():
        out.append((f"passage {key}", " ".join(passage["text"])))
        out += [(f"passage {key} choice", c["text"]) for c in passage["choices"]]
    for file in ("sessions", "statuses", "quests"):
        for key, entry in book.load()[file].items():
            out += [(f"{file} {key}", entry[f]) for f in ("goal", "text") if f in entry]
    return out


def play_out(match: Match, seed: int, watch=None, said: list | None = None) -> Match:
    """The session played by the AI; ``said`` gathers every log line on the way."""
    rng = random.Random(seed)
    for _ in range(20000):
        if match.outcome() is not None:
            return match
        if watch:
            watch(match)
        events = match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
        if said is not None:
            said += [e["log"] for e in events if e.get("log")]
    raise AssertionError("the session did not end")


# --- the book's content -----------------------------------------------------------------------


def test_the_book_tells_a_story_of_at_least_100_passages_over_six_sessions():
    data = book.load()
    assert len(data["passages"]) >= 100
    numbers = {s["number"] for s in data["sessions"].values()}
    assert numbers == set(range(1, 7))
    final = max(data["sessions"].values(), key=lambda s: s["number"])
    assert content.load()["monsters"][final["foe"]]["tier"] == "boss"
    assert len(data["quests"]) >= 4 and len(data["statuses"]) >= 8
    for passage in data["passages"].values():
        assert 2 <= content.sentences(" ".join(passage["text"])) <= 6, passage["id"]
    # recurring characters: each is met in at least three sessions' files
    files: dict[str, set] = {}
    for passage in data["passages"].values():
        for name in ("Ysolde", "Temmick", "Aumery", "Grella", "Pim", "Countess"):
            if name in " ".join(passage["text"]):
                files.setdefault(name, set()).add(passage["file"])
    assert all(len(files[name]) >= 3 for name in ("Ysolde", "Temmick", "Aumery", "Pim")), files


def test_every_passage_is_reachable_and_every_condition_met_on_some_reading():
    assert book_walk.unmet_conditions() == []
    walked = book_walk.walk()
    assert walked.reached == set(book.passages())
    needs = [
        (key, i)
        for key, p in book.passages().items()
        for i, c in enumerate(p["choices"])
        if c["needs"]
    ]
    assert needs and all(n in walked.choices for n in needs)


def test_no_run_of_six_words_is_told_twice_in_the_book_or_beside_the_tiles():
    assert repeated_runs(book_texts()) == {}
    runs = repeated_runs(book_texts() + told_texts())
    assert not {r: w for r, w in runs.items() if any(x.startswith("passage") for x in w)}


def test_a_passage_with_a_dead_end_or_a_misplaced_instruction_is_refused(tmp_path):
    folder = tmp_path / "campaign"
    shutil.copytree(book.FOLDER, folder)
    first = folder / "1-ferrymans-debt.passages"
    text = first.read_text()
    first.write_text(text.replace("-> 02\n", "-> 299\n", 1))
    with pytest.raises(ContentError, match="1-ferrymans-debt.passages, passage 01: .*299"):
        book.load.__wrapped__(folder)
    first.write_text(text.replace("! gold 3\n", "! status+ no-such-thing\n", 1))
    with pytest.raises(ContentError, match="no status 'no-such-thing'"):
        book.load.__wrapped__(folder)
    first.write_text(text.replace("pause -> 20", "play drowned-chapel: won -> 20; lost -> 19"))
    walked = book_walk.unmet_conditions(book.load.__wrapped__(folder)["passages"])
    assert "passage 19 sets a session up after a goal is met" in walked


# --- the book in play -------------------------------------------------------------------------


def test_passage_01_is_read_first_and_its_passages_set_the_session_up():
    match = Match(RULES, {**BOOK, "party_size": 2}, 4).start()
    seen = []

    def watch(m):
        reading = m.view(0)["reading"]
        if reading and reading["pages"] and not seen:
            seen.append(reading["pages"][0])
        if m.state["stack_total"] and len(seen) == 1:
            seen.append(m.view(0)["story"]["session"])

    said: list[str] = []
    play_out(match, 4, watch, said)
    assert seen[0]["id"] == "01" and seen[0]["title"] == "The Portal at Saltmarsh"
    session = seen[1]
    assert session["title"] == "The Ferryman's Debt" and session["foe"] == "Marsh Bandit Captain"
    assert match.state["stack_total"] == 2 * (1 + 1)  # its tiles per character, not the length's
    log = " ".join(said)
    if match.state["ended"] == "completed":
        assert "the session's foe waits: the Marsh Bandit Captain" in log
        assert match.outcome()["party"]["story"]["next"] == "20"


def test_a_choice_the_party_cannot_pay_for_is_greyed_with_its_reason():
    match = Match(RULES, {**BOOK, "party_size": 1}, 2).start()
    rng = random.Random(2)
    while not (
        match.pending().kind == "passage_choice" and match.state["reading"]["passage"] == "04"
    ):
        match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    ask = next(c for c in match.legal(0) if c["label"].startswith("Ask what the bandits"))
    match.submit(0, bare(ask))
    assert match.state["reading"]["passage"] == "06"
    state = json.loads(json.dumps(match.state))
    state["party"]["gold"] = 1
    view = RULES.view(state, 0)
    pay = view["reading"]["choices"][0]
    assert not pay["enabled"] and pay["reason"] == "Can't pay 3 gold." and pay["cost"] == "3 gold"
    assert [c["index"] for c in RULES.legal(state, 0)] == [1]


def test_a_wipe_leaves_the_story_where_it_was_and_the_session_is_played_again():
    for seed in range(40):
        match = play_out(Match(RULES, {**BOOK, "party_size": 1}, seed).start(), seed)
        if match.state["ended"] == "wiped":
            break
    else:
        raise AssertionError("no seed's lone character fell in the first session")
    party = match.outcome()["party"]
    assert party["roster"] == {} and party["story"]["next"] == "12"
    assert party["story"]["played"] == [] and "gold" in party
    again = Match(RULES, {**BOOK, "party": party}, seed + 1).start()
    rng = random.Random(seed)
    while again.state["stack_total"] == 0:
        again.submit(0, bare(choose(again.view(0), again.legal(0), rng)))
    read = again.state["party"]["story"]["read"]
    assert {"12", "11"} <= set(read) and again.state["party"]["story"][
        "session"
    ] == "ferrymans-debt"


def test_the_ai_plays_the_whole_book_through_the_campaign_save(tmp_path):
    rules = RULES
    campaign = new_campaign(tmp_path, rules, "Bells", options={**BOOK, "party_size": 3})
    save_campaign(campaign, tmp_path)
    head = campaign.path(tmp_path).read_text().splitlines()[0]
    assert "Session 1 of 6: the Campaign Book is opened" in head
    worked: set[str] = set()
    for number in range(12):
        match = start_session(campaign, rules, seed=500 + number)
        statuses = list((campaign.carry["party"] or {}).get("story", {}).get("statuses", []))
        said: list[str] = []
        play_out(match, number, said=said)
        log = " ".join(said)
        for key in statuses:
            if book.load()["statuses"][key].get("each_session"):
                assert f"{book.load()['statuses'][key]['name']}:" in log
                worked.add(key)
        end_session(campaign, match)
        save_campaign(campaign, tmp_path)
        campaign = load_campaign(campaign.path(tmp_path))
        if campaign.carry["party"]["story"]["done"]:
            break
    else:
        raise AssertionError("the AI did not finish the book in twelve sessions")
    story_done = campaign.carry["party"]["story"]
    numbers = [book.load()["sessions"][k]["number"] for k in story_done["played"]]
    assert numbers == [1, 2, 3, 4, 5, 6]
    assert story_done["quests"]["last-toll"] == "done"
    assert worked  # a status carried from one session brought its gift to the next
    head = campaign.path(tmp_path).read_text().splitlines()[0]
    assert "The Campaign Book is finished (6 sessions)" in head
    assert campaign.carry["party"]["roster"] or campaign.carry["party"]["fallen"]


def test_an_unread_passage_never_reaches_a_seat_the_log_or_the_save(tmp_path):
    paragraphs = {
        (key, i): words for key, p in book.passages().items() for i, words in enumerate(p["text"])
    }
    # a title that is also a place named in the text ("Low Tithe") says nothing by itself
    titles = {
        key: p["title"]
        for key, p in book.passages().items()
        if not any(p["title"] in words for words in paragraphs.values())
    }
    campaign = new_campaign(tmp_path, RULES, "Secrets", options={**BOOK, "party_size": 2})
    match = start_session(campaign, RULES, seed=9)

    def unread(m) -> list[str]:
        read = m.state["party"]["story"]["read"]
        return [w for (key, i), w in paragraphs.items() if read.get(key, 0) <= i] + [
            t for key, t in titles.items() if key not in read
        ]

    def watch(m):
        shown = json.dumps([m.view(0), m.legal(0)])
        assert not [w for w in unread(m) if w in shown]

    play_out(match, 9, watch)
    end_session(campaign, match)
    save_campaign(campaign, tmp_path)
    carried = json.dumps(load_campaign(campaign.path(tmp_path)).carry)
    left = unread(match)
    assert left and not [w for w in left if w in carried]
    assert not [w for w in left if w in json.dumps(match.state)]
    assert story.progress(campaign.carry["party"]).startswith("Session 1 of 6")


def test_a_book_session_saved_mid_reading_loads_to_the_same_page(tmp_path):
    from game.core.campaign import autosave_session, resume_session

    campaign = new_campaign(tmp_path, RULES, "Reload", options={**BOOK, "party_size": 1})
    match = start_session(campaign, RULES, seed=3)
    rng = random.Random(3)
    while (
        match.pending().kind != "passage_choice" or len(match.state["party"]["story"]["read"]) < 4
    ):
        match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    autosave_session(campaign, match, tmp_path)
    again = resume_session(campaign, tmp_path)
    assert again.state == match.state
    assert again.view(0)["reading"] == match.view(0)["reading"]


def test_the_sessions_foe_cannot_be_redrawn_but_a_word_of_peace_meets_the_goal():
    for seed in range(30):
        match = Match(RULES, {**BOOK, "party_size": 2}, seed).start()
        rng = random.Random(seed)
        while match.outcome() is None and not (
            match.pending().kind == "combat_open" and match.state.get("fought") == "begun"
        ):
            match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
        if match.outcome() is None:
            break
    else:
        raise AssertionError("no party of two reached the first session's foe")
    match.state["party"]["clues"] = 20  # clues enough to redraw any other foe
    cid = match.state["members"][0]
    match.state["party"]["roster"][cid]["traits"]["word_of_peace"] = 1
    legal = match.legal(0)
    assert not [c for c in legal if c["type"] == "redraw"]
    match.submit(0, bare(next(c for c in legal if c["type"] == "peace")))
    play_out(match, seed)
    assert match.outcome()["party"]["story"]["played"] == ["ferrymans-debt"]
