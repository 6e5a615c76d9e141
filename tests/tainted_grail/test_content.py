"""Tainted Grail's campaign files (assets/tainted_grail/): every file validates, every
reference resolves, the map fits together by its keys and waystone corners, every verse is
reachable from the chapter's start, no flavour line is used twice and no run of eight words
is shared with the rulebook. A broken file is refused with its file, entry or line."""
from __future__ import annotations

import re
import shutil
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import tainted_grail_story_map as story_map  # noqa: E402

from game.core.content import ContentError  # noqa: E402
from game.games.tainted_grail.rules import content, content_proof  # noqa: E402
from game.games.tainted_grail.rules.content_checks import _expand, all_phrases, flavour_lines  # noqa: E402
from game.games.tainted_grail.rules.phrasebook import COLOURS, SIDES  # noqa: E402
from game.games.tainted_grail.rules.story_map import layout, reachable, story_graph  # noqa: E402
from game.games.tainted_grail.rules.verses import verse_targets  # noqa: E402

RULEBOOK = ROOT.parent / "shared" / "rules" / "tainted-grail-kings-of-ruin.md"


@pytest.fixture(scope="module")
def world():
    return content.load()


def phrases(world, op):
    return [p for _, phrase in all_phrases(world) for p in _expand(phrase)
            if p["op"] == op]


def test_every_file_validates_and_the_chapter_has_its_content(world):
    cards = [k for k, loc in world["locations"].items() if "variant_of" not in loc]
    assert len(cards) >= 30
    assert len(world["verses"]) >= 250
    assert len(world["random_events"]) >= 18
    assert len(world["items"]) >= 40
    assert len(world["secrets"]) >= 60
    assert len(world["guardians"]) >= 6
    assert world["story_events"] and world["quests"]
    assert 1 in world["chapters"]


def test_locations_have_both_sides_an_action_keys_corners_and_a_section(world):
    for key, loc in world["locations"].items():
        assert loc["clear"]["text"] and loc["wyrd"]["text"], key
        assert loc["keys"], key
        assert loc["section"] == key
    with_action = [k for k, loc in world["locations"].items() if loc["clear"].get("action")]
    with_instant = [k for k, loc in world["locations"].items()
                    if any(loc[s].get("instant") for s in SIDES)]
    limited = [k for k, loc in world["locations"].items()
               if any(loc[s].get(p, {}).get("limit") for s in SIDES
                      for p in ("action", "instant"))]
    visions = [k for k, loc in world["locations"].items() if loc.get("vision")]
    assert len(with_action) >= 25 and len(with_instant) >= 15 and len(limited) >= 15
    assert len(visions) >= 4


def test_the_keys_lay_the_map_out_flat_and_both_ways(world):
    for number in world["chapters"]:  # each chapter's map holds its own and earlier cards
        placed = layout(world, number)  # refuses one-way keys and overlapping cards
        cards = {k for k, loc in world["locations"].items()
                 if "variant_of" not in loc and loc["chapter"] <= number}
        assert set(placed) == cards, number


@pytest.mark.parametrize("number", [1, 2, 3])
def test_waystone_corners_agree_where_four_cards_meet(world, number):
    if number not in world["chapters"]:
        pytest.skip(f"Chapter {number} is not written")
    placed = layout(world, number)
    offset = {"top-left": (0, 1), "top-right": (1, 1), "bottom-left": (0, 0),
              "bottom-right": (1, 0)}
    slots: dict[tuple[int, int], set[bool]] = {}
    for key, (x, y) in placed.items():
        corners = set(world["locations"][key]["waystones"])
        for corner, (dx, dy) in offset.items():
            slots.setdefault((x + dx, y + dy), set()).add(corner in corners)
    disagreeing = [point for point, has in slots.items() if len(has) > 1]
    assert disagreeing == []
    # a card with no waystone slot is always wyrdness, so its section needs a forced way in
    for key in placed:
        loc = world["locations"][key]
        if not loc["waystones"]:
            instant = loc["wyrd"].get("instant", {})
            assert any(e["op"] == "explore" for e in instant.get("effects", [])), key
    start = world["chapters"][number]["setup"]
    for ws in start["waystones"]:
        assert ws["corner"] in world["locations"][ws["location"]]["waystones"]


def test_every_verse_and_location_is_reachable_from_a_chapter_start(world):
    assert content_proof.unreachable(world) == []
    seen = reachable(story_graph(world, 1))
    first = [k for k, v in world["locations"].items() if v["chapter"] == 1]
    assert [k for k in first if f"loc:{k}" not in seen] == []
    for ending in world["chapters"][1]["endings"]:
        assert f"end:{ending['id']}" in seen, ending["id"]


def test_every_condition_the_story_reads_can_hold_where_it_is_read(world):
    assert content_proof.unsatisfiable(world) == []


def test_no_verse_catches_a_reader_with_no_way_out(world):
    assert content_proof.no_way_out(world) == []


def test_no_round_of_verses_goes_on_by_itself_for_ever(world):
    assert content_proof.endless(world) == []


def test_visions_end_as_visions_and_explorations_as_explorations(world):
    graph = {k: verse_targets(v) for k, v in world["verses"].items()}

    def closure(start):
        seen, todo = set(), [start]
        while todo:
            key = todo.pop()
            if key not in seen:
                seen.add(key)
                todo.extend(graph[key])
        return seen

    for key, loc in world["locations"].items():
        for verse in closure(loc["section"]):
            assert world["verses"][verse].get("end") != "vision", (key, verse)
        if loc.get("vision"):
            for verse in closure(loc["vision"]):
                assert world["verses"][verse].get("end") != "exploration", (key, verse)


def test_the_journal_uses_the_whole_vocabulary(world):
    needs = {p["op"] for p in phrases(world, "attr") + phrases(world, "skill")
             + phrases(world, "status") + phrases(world, "item") + phrases(world, "secret")
             + phrases(world, "party") + phrases(world, "all") + phrases(world, "chapter")
             + phrases(world, "time") + phrases(world, "keyword") + phrases(world, "quest")}
    assert needs >= {"attr", "skill", "status", "item", "secret", "party", "all", "chapter",
                     "time", "keyword", "quest"}
    verses = world["verses"].values()
    assert sum("roll" in v for v in verses) >= 8
    assert sum("encounter" in v for v in verses) >= 25
    assert sum(bool(v["redirects"]) for v in verses) >= 20
    assert sum(v.get("end") == "exploration" for v in verses) >= 80
    costs = {c["op"] for v in verses for ch in v["choices"] for c in ch["costs"]}
    assert costs == {"cost", "pay"}
    effects = {p["op"] for _, phrase in all_phrases(world) for p in _expand(phrase)}
    assert effects >= {"gain", "lose", "gain-item", "draw-item", "lose-item", "gain-secret",
                       "lose-secret", "mark", "unmark", "time-passes", "quest", "reveal", "flip",
                       "replace", "place-guardian", "remove-guardian", "fade", "waystone",
                       "add-event", "remove-event", "explore", "chapter-end", "draw-encounter"}


def test_every_secret_is_revealed_only_by_the_story(world):
    given = {p["secret"] for p in phrases(world, "gain-secret")}
    legendary = {s["legendary"] for e in world["echoes"].values() for s in e["sections"]}
    assert not given & legendary  # a Legendary Action comes only from its Achievements
    assert sorted(set(world["secrets"]) - given - legendary) == []
    # no deck holds a secret: the item decks are items only, and no item shares a secret's name
    assert not {s["name"] for s in world["secrets"].values()} & {
        i["name"] for i in world["items"].values()}


def test_statuses_guardians_quests_and_events_are_all_used(world):
    marked = {p["status"] for p in phrases(world, "mark")}
    time_passes = {k for k, s in world["statuses"].items() if "chapter" in s}  # the engine's
    assert world["campaign"]["time_passes"] in time_passes
    finals = {f"{k}-final" for k in world["kings"]}  # marked as a King's last card ends
    assert sorted(set(world["statuses"]) - marked - time_passes - finals) == []
    placed = {p["guardian"] for p in phrases(world, "place-guardian")}
    placed |= {x.split()[1] for king in world["kings"].values() for x in king["board"]["x"]
               if x.startswith("follower ")}  # a King's X sends its follower out
    # a Guardian also comes into play when a party loses to its card drawn from a deck; one of
    # a difficulty no written chapter deals yet waits for the chapter that deals it
    dealt = {colour: set() for colour in COLOURS}
    for chapter in world["chapters"].values():
        for colour, levels in chapter["setup"]["encounter_decks"].items():
            dealt[colour] |= set(levels)

    def dealt_or_waiting(card):
        levels = dealt[card["colour"]]
        return card["difficulty"] in levels or card["difficulty"] > max(levels)

    unplaced = [g for g in world["guardians"]
                if g not in placed and not dealt_or_waiting(world["encounters"][g])]
    assert unplaced == []
    assert all(world["encounters"][g].get("guardian") for g in world["guardians"])
    for quest_id, quest in world["quests"].items():
        set_to = {p["stage"] for p in phrases(world, "quest") if p["quest"] == quest_id}
        assert set_to == {s["id"] for s in quest["stages"]}, quest_id
    added = {p["event"] for p in phrases(world, "add-event")}
    ended = {p["ending"] for p in phrases(world, "chapter-end")}
    numbers = {c["number"] for c in world["campaign"]["chapters"]}
    for number, chapter in world["chapters"].items():
        # every story event of a chapter is stacked at its set-up or put in by its story
        own = {k for k, e in world["story_events"].items() if e["chapter"] == number}
        deck = set(chapter["setup"]["event_deck"])
        assert deck <= own and own - deck <= added, number
        countdowns = [k for k in own if "countdown" in world["story_events"][k]]
        assert len(countdowns) >= 2, number
        assert {e["id"] for e in chapter["endings"]} <= ended, number
        if number == max(world["chapters"]) and "hook" not in chapter:
            continue  # the campaign's last chapter: its endings end the campaign
        assert chapter["hook"]["next_chapter"] in numbers
    assert ended == {e["id"] for c in world["chapters"].values() for e in c["endings"]}


def test_no_two_entries_share_a_flavour_line(world):
    lines = Counter(line.strip().lower() for _, line in flavour_lines(world))
    assert [line for line, n in lines.items() if n > 1] == []


def test_no_two_entries_share_a_run_of_six_words(world):
    """Cuts repeated flavour: a verse may not echo a card's line or another verse's."""
    owners: dict[tuple[str, ...], set[str]] = {}
    for where, line in flavour_lines(world):
        for run in _runs(_words(line), 6):
            owners.setdefault(run, set()).add(where.split(",")[0])
    assert [" ".join(run) for run, who in owners.items() if len(who) > 1] == []


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.lower().replace("\u2019", "'"))


def _runs(words: list[str], n: int = 8) -> set[tuple[str, ...]]:
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


def test_no_run_of_eight_words_is_shared_with_the_rulebook():
    if not RULEBOOK.is_file():
        pytest.skip(f"the rulebook is not at {RULEBOOK} on this machine")
    book = _runs(_words(RULEBOOK.read_text(encoding="utf-8")))
    shared = {}
    for path in sorted((ROOT / "assets" / "tainted_grail").rglob("*")):
        if path.is_file():
            hits = _runs(_words(path.read_text(encoding="utf-8"))) & book
            if hits:
                shared[path.name] = sorted(" ".join(h) for h in hits)[:3]
    assert shared == {}


# ---- a broken file is refused, naming where ------------------------------------------------


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "tainted_grail"
    shutil.copytree(content.FOLDER, target)
    return target


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("old, new, message", [
    ("! quest cold-beacon begun; reveal 105", "! quest cold-beacon begun; reveal 199",
     "Location 199"),
    ("-> 101.1\n\n== 101.3", "-> 101.99\n\n== 101.3", "verse 101.99"),
    ("! secret+ 2; status+ beacon-lore/1", "! secret+ 2; status+ beacon-lore/4",
     "part 4 of 'beacon-lore'"),
    ("! secret+ 2; status+ beacon-lore/1", "! secret+ 2; gain 2 gold", "'gain 2 gold'"),
    ("roll courage: 1-3 -> 107.6; 4+ -> 107.7", "roll courage: 1-3 -> 107.6; 5+ -> 107.7",
     "no gap or overlap"),
    ("encounter drowned-thrall: win -> 106.6", "encounter drowned-thral: win -> 106.6",
     "encounter 'drowned-thral'"),
    ("Go back into the lanes -> 101\n\n== 101.4", "Go back into the lanes -> 101\nend\n\n== 101.4",
     "exactly one way"),
])
def test_a_broken_verse_is_refused_with_its_file_and_verse(tmp_path, old, new, message):
    folder = _copy(tmp_path)
    _edit(folder / "chapter-1" / "journal" / "coast.verses", old, new)
    with pytest.raises(ContentError, match=re.escape(message)) as error:
        content.load(folder)
    assert "coast.verses" in str(error.value)


def test_a_broken_yaml_entry_is_refused_with_its_file_entry_and_field(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder / "items.yaml", "deck: A, keywords: [weapon], value: 1, flavour: \"Thin",
          "deck: Z, keywords: [weapon], value: 1, flavour: \"Thin")
    with pytest.raises(ContentError, match=r"items.yaml, entry 'gutting-knife', field 'deck'"):
        content.load(folder)


@pytest.mark.parametrize("file, old, new, message", [
    ("chapter-1/locations.yaml", "    top: '102'\n", "    top: '999'\n",
     "chapter-1/locations.yaml, entry '101', key top: Location 999 is not a known entry."),
    ("heroes.yaml", "items: [tallow-lamp]", "items: [tallow-lump]",
     "heroes.yaml, entry 'cadoc': item 'tallow-lump' is not a known entry."),
    ("chapter-1/chapter.yaml", 'start: "101"', 'start: "199"',
     "chapter-1/chapter.yaml: Location 199 is not a known entry."),
])
def test_a_broken_reference_names_the_file_and_entry(tmp_path, file, old, new, message):
    folder = _copy(tmp_path)
    _edit(folder / file, old, new)
    with pytest.raises(ContentError) as error:
        content.load(folder)
    assert str(error.value) == message


def test_one_way_keys_are_refused(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder / "chapter-1" / "locations.yaml", "    top: '102'\n", "    top: '118'\n")
    world = content.load(folder)
    with pytest.raises(ContentError, match="its top key names 118"):
        layout(world, 1)


def _with_chapter_five(tmp_path: Path, written: str = "") -> Path:
    """A copy of the campaign listing a Chapter 5 after the last written one (the shipped
    chapters may all be written)."""
    folder = _copy(tmp_path)
    text = (folder / "campaign.yaml").read_text(encoding="utf-8")
    line = "  - {number: 4, folder: chapter-4}\n"
    assert line in text
    more = f"  - {{number: 5, folder: chapter-5{written}}}\n"
    (folder / "campaign.yaml").write_text(text.replace(line, line + more, 1), encoding="utf-8")
    return folder


def test_a_chapter_not_yet_written_is_listed_and_skipped(tmp_path):
    world = content.read(_with_chapter_five(tmp_path))
    listed = {c["number"]: c for c in world["campaign"]["chapters"]}
    assert 5 in listed and not (world["folder"] / listed[5]["folder"]).exists()
    assert 5 not in world["chapters"]


def test_written_false_hides_a_chapter_whose_folder_exists(tmp_path):
    folder = _with_chapter_five(tmp_path, ", written: false")
    (folder / "chapter-5").mkdir()
    shutil.copy(folder / "chapter-1" / "chapter.yaml", folder / "chapter-5" / "chapter.yaml")
    assert 5 not in content.read(folder)["chapters"]


def test_the_story_map_is_drawn_from_the_files(tmp_path):
    assert story_map.main(["--out", str(tmp_path)]) == 0
    dot = (tmp_path / "tainted-grail-chapter-1.dot").read_text()
    assert dot.startswith('digraph "chapter 1"') and '"107.11" -> "s.relit"' in dot
    import pygame

    image = pygame.image.load(str(tmp_path / "tainted-grail-chapter-1.png"))
    assert image.get_size() == (1920, 1080)


def test_a_secrets_name_is_its_own(tmp_path):
    """Another entry named like a Secret would seem to show it before it is given."""
    folder = _copy(tmp_path)
    _edit(
        folder / "statuses.yaml",
        "  name: The Tidewright's Last Tally",
        f"  name: {content.load()['secrets'][1]['name']}",
    )
    with pytest.raises(ContentError, match="is Secret 1's"):
        content.read(folder)
