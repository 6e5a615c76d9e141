"""The table tells the event (issue #24): the opening on the event card while the test is up,
the passage of its success or failure beside what follows it, and every passage of every tile
fits its box without being cut."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import text  # noqa: E402
from game.app.fonts import Fonts  # noqa: E402
from game.games.grimlore.rules import content  # noqa: E402
from game.games.grimlore.table import journey as J  # noqa: E402
from game.games.grimlore.table import tale as T  # noqa: E402
from tests.grimlore.table_play import Table, kind_is, perform, reach, screenshot  # noqa: E402


def drawn(table: Table):
    table.scene._sync()
    table.scene.draw(pygame.Surface((1280, 720)))
    return table.scene.screen


def test_the_event_card_tells_the_opening_then_the_outcome_passage(tmp_path):
    match = reach(kind_is("event", types=("try",)))
    table = Table(tmp_path, match)
    screen = drawn(table)
    assert isinstance(screen, J.JourneyScreen)
    opening = match.view(0)["tile"]["tale"]["opening"]
    assert screen.told == opening
    assert " ".join(screen.told_lines).split() == opening.split()  # all of it, none cut
    screenshot(table, tmp_path / "before.png")
    assert perform(table, next(c for c in match.legal(0) if c["type"] == "try"))
    if match.pending().kind == "after_roll":  # a failed roll: take it as it fell
        assert perform(table, next(c for c in match.legal(0) if c["type"] == "accept"))
    tale = match.view(0)["tile"]["tale"]
    assert tale["result"] in ("success", "failure")
    assert match.pending().kind in T.AFTER
    screen = drawn(table)
    assert screen.told == tale["passage"] and tale["passage"] != opening
    assert " ".join(screen.told_lines).split() == tale["passage"].split()
    screenshot(table, tmp_path / "after.png")


def test_a_failure_that_starts_a_fight_is_told_above_the_monster(tmp_path):
    def settled_fight(match):
        tile = match.view(0)["tile"]
        return match.pending().kind == "combat_open" and tile and tile["tale"]["result"]

    match = reach(settled_fight)
    screen = drawn(Table(tmp_path, match))
    tale = match.view(0)["tile"]["tale"]
    assert tale["result"] == "failure" and screen.told == tale["passage"]
    assert screen.monster_spot  # the monster's card is still drawn under it


def test_every_passage_fits_its_box_without_being_cut():
    pygame.font.init()
    fonts = Fonts()
    scene_font = J.scene_font(fonts)
    for key, tile in content.load()["tiles"].items():
        fights = any("fight" in o for o in tile["failure"])
        for face in [tile, *tile["retold"].values()]:
            lines = text.wrap(scene_font, face["scene"], J.SCENE.width)
            box = J.opening_box(len(lines) * (scene_font.get_linesize() + 2))
            assert fits(fonts, face["opening"], box), (key, "opening")
            loot, fight = J.PASSAGE_ABOVE["loot"], J.PASSAGE_ABOVE["combat_open"]
            for field, heights in (
                ("success_text", (J.PASSAGE.height, loot)),
                ("failure_text", (J.PASSAGE.height, loot) + ((fight,) if fights else ())),
            ):
                for height in heights:
                    box = pygame.Rect(0, 0, J.PASSAGE.width - 12, height)
                    assert fits(fonts, face[field], box), (key, field, height)


def fits(fonts, words: str, box: pygame.Rect) -> bool:
    return text.fit_wrapped(fonts.get, words, box.width, box.height, T.LARGEST, T.SMALLEST)[2]


def test_a_passage_that_leads_into_a_fight_is_told_only_as_the_fight_comes():
    def view(kind: str, fight: bool) -> dict:
        tale = {"opening": "o", "result": "failure", "passage": "p", "fight": fight}
        return {"tile": {"tale": tale}, "prompt": {"kind": kind}}

    assert T.passage_of(view("combat_open", True)) == ("failure", "p")
    assert T.passage_of(view("turn", True)) is None  # the fight's own lines came after it
    assert T.passage_of(view("loot", True)) is None  # the monster's loot, not the event's
    assert T.passage_of(view("turn", False)) == ("failure", "p")
    assert T.passage_of(view("event", False)) is None  # before the test: the opening instead
