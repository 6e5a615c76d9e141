"""The campaign's last chapter (issue 23), on the test chapters (fixtures/chapter-2..4, not
shipped): Kings stood only when the party's marks allow, their last Encounters met on the board
or from a verse, old marks turning the odds, each King's outcome written on the Status sheet,
four endings reached through the rules, and the campaign's end telling its story back."""

from __future__ import annotations

import random

import pytest

from game.core.content import ContentError
from game.core.match import Match
from game.core.playout import bare
from game.games.tainted_grail.ai.player import choose
from game.games.tainted_grail.rules import chronicle, content, opening, places, save
from game.games.tainted_grail.rules import state as S
from tests.tainted_grail.helpers import RULES, kind, labelled
from tests.tainted_grail.test_next_chapter import fixture_campaign

SEED = 4_040_404


@pytest.fixture
def four_chapters(tmp_path, monkeypatch):
    yield fixture_campaign(tmp_path, monkeypatch, (2, 3, 4))
    places._layout.cache_clear()


def carried(statuses: dict[str, list[int]], heroes=("Cadoc", "Ysolt"), seed=SEED) -> Match:
    """Chapter 4 opened on the sheet a party carries out of Chapter 3 with ``statuses``."""
    start = {
        "title": "test",
        "text": "test",
        "next": 4,
        "endings": ["beacon-relit", "garden-left"],
        "days": [9, 7],
        "position": {
            "chapter": 3,
            "party": [{"hero": h, "secrets": [1] if h == heroes[0] else []} for h in heroes],
            "statuses": [{"status": k, "parts": v} for k, v in statuses.items()],
        },
    }
    options = {"players": 1, "characters": len(heroes)}
    sheet = opening.sheet_from(options, start, "test start")
    match = Match(RULES, {"players": 1, "save": sheet}, seed).start()
    assert match.state["chapter"] == 4 and match.outcome() is None
    return match


def placed_at_setup(match: Match) -> dict[str, str]:
    """Where the set-up stood each King (before the first morning's die moved any)."""
    lines = [e["log"] for e in match.log[-1].events if e.get("type") == "king_placed"]
    names = {"Osric": "osric", "The Tidewright": "tidewright", "Gwenllian": "gwenllian"}
    out = {}
    for line in lines:
        who = next(k for n, k in names.items() if line.startswith(n))
        out[who] = line.split(" stands at ")[1].rstrip(".")
    return out


class Walk:
    """Play the chapter through the contract: meet every King on the board (walking toward
    him), give up the last Encounters of the Kings in ``lose`` (the others are won by the
    odds the test chapter gives a blessed party), meet Gwenllian from the strand's verse if
    ``garden``, then read the tideline. ``odds``: the odds' pages read, ``pools``: the Combat
    Pool or Affinity right after them."""

    def __init__(self, match: Match, lose=(), garden=True) -> None:
        self.match, self.lose, self.garden = match, set(lose), garden
        self.odds: list[str] = []
        self.rng = random.Random(1)

    def submit(self, command: dict) -> None:
        self.match.submit(self.match.pending().seats[0], bare(command))

    def play(self) -> dict:
        for _ in range(600):
            outcome = self.match.outcome()
            if outcome is not None:
                return outcome
            if self.match.state["encounter"] is not None:
                self.encounter()
            elif kind(self.match) == "day":
                self.day()
            elif kind(self.match) == "verse_choice":
                self.journal()
            else:
                self.submit(choose(self.match.view(0), self.match.legal(0), self.rng))
        raise AssertionError("the chapter did not end")

    def encounter(self) -> None:
        info = self.match.pending().info
        legal = self.match.legal(self.match.pending().seats[0])
        types = {c["type"] for c in legal}
        king = self.match.view(0)["encounter"].get("king") or {}
        if "keep" in types:
            self.submit(next(c for c in legal if c["type"] == "keep"))
        elif info.get("stage") == "scene" and self.match.state["agenda"][-1]["kind"] == "enc_odds":
            self.odds.append(info["text"])
            self.submit(next(c for c in legal if c["type"] == "read"))
        elif "give_up" in types and king.get("king") in self.lose:
            self.submit(next(c for c in legal if c["type"] == "give_up"))
        else:
            self.submit(choose(self.match.view(0), legal, self.rng))

    def day(self) -> None:
        state = self.match.state
        lead = state["order"][0]
        join = next((c for c in self.match.legal(0) if c["type"] == "join"), None)
        if join is not None and join["with"] == lead:
            self.submit(join)
            return
        here = state["chars"][lead]["at"]
        kings = [k["at"] for k in state["kings"].values()]
        met_garden = "gwenllian-final" in state["statuses"] or not self.garden
        target = kings[0] if kings else "401"
        if here != target:
            step = _toward(state, here, target)
            go = next(
                (c for c in self.match.legal(0) if c["type"] == "travel" and c["to"] == step),
                None,
            )
            self.submit(go or next(c for c in self.match.legal(0) if c["type"] == "end_day"))
            return
        if kings:  # the King stands here sated: wait for his morning die
            self.submit(next(c for c in self.match.legal(0) if c["type"] == "end_day"))
            return
        explore = next((c for c in self.match.legal(0) if c["type"] == "explore"), None)
        self.want = "last garden" if not met_garden else "Read the tideline"
        self.submit(explore or next(c for c in self.match.legal(0) if c["type"] == "end_day"))

    def journal(self) -> None:
        pick = labelled(self.match, getattr(self, "want", "")) if self.match.legal(0) else None
        self.submit(pick or choose(self.match.view(0), self.match.legal(0), self.rng))


def _toward(state: dict, here: str, target: str) -> str:
    """The next card on a shortest way from ``here`` to ``target``."""
    seen, frontier = {here: None}, [here]
    while frontier:
        nxt = []
        for card in frontier:
            for n in places.neighbours(state, card):
                if n not in seen:
                    seen[n] = card
                    nxt.append(n)
        frontier = nxt
    step = target
    while seen.get(step) not in (here, None):
        step = seen[step]
    return step


# --- the set-up's Kings ---------------------------------------------------------------------


def test_a_king_stands_only_where_the_first_entry_that_holds_puts_him(four_chapters):
    owed = carried({"tide-ledger": [1, 3], "osric-mark": [2]})
    assert placed_at_setup(owed) == {"tidewright": "The Ebb Pulpit", "osric": "The Ninth Cairn"}
    clear = carried({"tide-ledger": [1, 2]})  # no mark of Osric's: he does not come at all
    assert placed_at_setup(clear) == {"tidewright": "The Drowned Orchard"}


# --- the last Encounters, the odds and the endings ----------------------------------------------


def test_old_marks_turn_the_odds_and_a_last_encounter_writes_its_outcome(four_chapters):
    match = carried({"osric-mark": [1]}, seed=12)  # Osric walks onto the strand at dawn
    walk = Walk(match, lose={"osric", "tidewright"}, garden=False)
    while match.state["encounter"] is None or not walk.odds:
        walk.encounter() if match.state["encounter"] is not None else walk.day()
    assert walk.odds == [four_chapters["chapters"][4]["odds"][0]["text"]]
    assert match.state["encounter"]["pool"] == 3  # he comes weakened: 3 markers to the good
    outcome = walk.play()
    statuses = match.state["statuses"]
    assert statuses["osric-final"] == [2] and statuses["tidewright-final"] == [2]
    assert match.state["kings"] == {}  # a last meeting is met once, whatever came of it
    met = [(m["king"], m["card"], m["won"], m["final"]) for m in match.state["chronicle"]["kings"]]
    assert sorted(met) == [
        ("osric", "osric-final", False, True),
        ("tidewright", "tidewright-final", False, True),
    ]
    assert outcome["ended"] == "campaign" and outcome["ending"] == "tide-owns"


def test_a_last_encounter_gives_what_a_meeting_with_its_king_gives(four_chapters):
    """A King's last card, met on the board (Osric, the Tidewright) or from a verse
    (Gwenllian), still gives his card's own won/lost: the marks kings.yaml's meeting writes."""
    match = carried({"osric-mark": [1]}, seed=12)
    Walk(match, lose={"osric", "tidewright"}, garden=False).play()
    statuses = match.state["statuses"]
    assert statuses["osric-final"] == [2] and statuses["osric-mark"] == [1, 2]
    assert statuses["tidewright-final"] == [2] and 3 in statuses["tide-ledger"]
    match = carried({"tide-ledger": [1, 3]})
    Walk(match, lose={"tidewright", "gwenllian"}).play()
    statuses = match.state["statuses"]
    assert statuses["gwenllian-final"] == [2] and statuses["gwenllian-mark"] == [2]


ENDINGS = {  # the statuses carried in, the Kings given up, the ending the tideline reads
    "crowns-broken": (
        {"strand-blessed": [1], "tide-ledger": [1, 3], "osric-mark": [1], "gwenllian-mark": [1]},
        (),
    ),
    "tide-owns": ({"tide-ledger": [1, 3]}, ("tidewright", "gwenllian")),
    "garden-grows": ({"strand-blessed": [1]}, ("gwenllian",)),
    "ashes-shared": (
        {"strand-blessed": [1], "osric-mark": [2], "gwenllian-mark": [1]},
        ("osric",),
    ),
}


@pytest.mark.parametrize("ending", sorted(ENDINGS))
def test_each_campaign_ending_is_reached_through_the_rules(four_chapters, ending):
    statuses, lose = ENDINGS[ending]
    match = carried(statuses)
    outcome = Walk(match, lose=lose).play()
    assert outcome["ended"] == "campaign" and outcome["ending"] == ending
    assert outcome["save"]["over"] == ending and match.state["stage"] == "over"
    assert not RULES.campaign_goes_on({"save": outcome["save"]})  # no next session
    again = Match(RULES, {"players": 1, "save": outcome["save"]}, SEED).start()
    assert again.outcome()["ended"] == "campaign" and again.outcome()["ending"] == ending
    assert (
        again.view(0)["campaign"]["story"]["sections"]
        == match.view(0)["campaign"]["story"]["sections"]
    )  # a finished campaign opens on its end, told the same way
    assert outcome["save"]["kept"].startswith("The campaign is over: ")
    finals = {k: v for k, v in match.state["statuses"].items() if k.endswith("-final")}
    for king, parts in finals.items():
        assert parts == ([2] if king.removesuffix("-final") in lose else [1]), (king, parts)
    story = match.view(0)["campaign"]["story"]
    titles = {e["id"]: e["title"] for e in four_chapters["chapters"][4]["endings"]}
    assert story["ending"]["title"] == titles[ending]
    told = {s["title"]: s["lines"] for s in story["sections"]}
    assert told["The chapters"][-1].startswith(f"Chapter IV, The Last Strand: {titles[ending]}")
    assert len(told["The chapters"]) == 3  # the two carried in, and this one with its days
    for king in finals:
        name = four_chapters["kings"][king.removesuffix("-final")]["name"]
        lines = told["The Kings of Ruin"]
        assert any(line.startswith(name) and "His final Encounter" in line for line in lines)


# --- the endings' file, the opening start, older sheets ---------------------------------------


def test_a_chapter_may_keep_its_endings_in_a_file_of_their_own(four_chapters, tmp_path):
    chapter = four_chapters["chapters"][4]
    assert [e["id"] for e in chapter["endings"]] == [
        "crowns-broken",
        "tide-owns",
        "garden-grows",
        "ashes-shared",
    ]
    assert "hook" not in chapter  # the campaign's last chapter
    folder = tmp_path / "tainted_grail"
    many = "\n".join(
        f"- {{id: end-{n}, title: End {n}, text: [Ending number {n} of too many.]}}"
        for n in range(13)
    )
    (folder / "chapter-4" / "endings.yaml").write_text(many, encoding="utf-8")
    with pytest.raises(ContentError, match="1 to 12"):
        content.read(folder)


def test_the_chapter_four_start_carries_a_party_out_of_chapter_three():
    sheet = opening.sheet({"players": 1, "characters": 2}, "chapter-4")
    assert sheet["chapter"] == 3 and sheet["next"] == 4
    assert sheet["order"] == ["cadoc", "ysolt"]
    assert sheet["endings"] == ["beacon-relit", "long-truce", "green-covenant"]
    assert [c["days"] for c in sheet["chronicle"]["chapters"]] == [11, 13, 12]
    assert sheet["statuses"]["tide-ledger"] == [1, 3] and sheet["companions"] == {
        "wren": {"with": "cadoc"}
    }
    assert sheet["map"]  # Chapter III's map goes on beside the new region
    match = Match(RULES, {"players": 1, "characters": 2, "start": "chapter-4"}, SEED).start()
    if 4 in content.load()["chapters"]:
        assert match.state["chapter"] == 4 and match.state["endings"] == sheet["endings"]
        # the Beacon relit in Chapter I stands as its variant where Chapter IV's map meets it
        assert "107b" in match.state["map"] and "107" not in match.state["map"]
    else:
        assert match.outcome()["ended"] == "unwritten"


def test_an_older_sheet_finds_its_chronicle_from_its_endings():
    sheet = opening.sheet({"players": 1, "characters": 1}, "chapter-4")
    old = {k: v for k, v in sheet.items() if k != "chronicle"}
    state = save.restore(S.initial_state({"players": 1}), old)
    assert [c["chapter"] for c in state["chronicle"]["chapters"]] == [1, 2, 3]
    assert all(c["days"] is None for c in state["chronicle"]["chapters"])


def test_the_chronicle_keeps_each_death_the_brand_undid_and_the_echoes_earned():
    from tests.tainted_grail.helpers import run_step, shaped, start

    match = start("cadoc", "tobin", echoes=True)
    state = shaped(match)
    state["chars"]["cadoc"].update(health=0, dying=True)
    after, _ = run_step(state, {"op": "die", "cid": "cadoc", "why": "a test"})
    assert after["chronicle"]["deaths"] == [
        {"cid": "cadoc", "chapter": 1, "day": state["day"], "why": "a test"}
    ]
    lines = chronicle.told(after)[3]["lines"]
    assert lines[0].startswith("Cadoc Wickwright died (a test) on Chapter I, Day")
    after["echoes"] = {"cadoc": {"earned": [0, 2], "legendary": [], "final": False}}
    told = chronicle.echoes_told(after)
    sheet = S.world()["echoes"]["cadoc"]
    rows = [a for s in sheet["sections"] for a in s["achievements"]]
    assert told["played"] and [e["text"] for e in told["sheets"][0]["earned"]] == [
        rows[0]["text"],
        rows[2]["text"],
    ]
    assert (
        told["sheets"][0]["earned"][0]["memory"] == S.world()["verses"][rows[0]["memory"]]["text"]
    )


def test_an_earlier_chapters_ending_read_again_does_not_end_this_one(four_chapters):
    match = carried({"tide-ledger": [1, 2]})
    from tests.tainted_grail.helpers import run_step

    after, events = run_step(match.state, {"op": "chapter_end", "ending": "beacon-relit"})
    assert after["result"] is None and after["chapter"] == 4
    assert any("already ended" in str(e.get("log", "")) for e in events)


def test_the_lampbearers_at_the_end_count_in_good_english():
    """One Secret, not "1 Secrets": the end page's counts agree with their numbers."""
    from game.games.tainted_grail.table.campaign_end import _lampbearer

    ch = {
        "name": "Cadoc Wickwright",
        "tray": {"health": 9, "health_top": 9, "terror": 1, "terror_top": 10},
        "resources": {"exp": 7},
        "items": ["a", "b", "c"],
        "secrets": [230],
        "skills": ["x"],
    }
    line = _lampbearer(ch)
    assert "3 Items, 1 Secret, 1 Skill." in line
