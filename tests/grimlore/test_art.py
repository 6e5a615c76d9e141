"""Every GRIMLORE monster, minion kind and character (race and role) has its own picture on the
grimlore sheet, no two alike; a leader is told from its minions at a glance; and the table asks
for each figure's own sprite (issues #21 and #24)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.grimlore.rules import content  # noqa: E402
from game.games.grimlore.table import art  # noqa: E402
from tests.grimlore.scenario_fixtures import scenario_match  # noqa: E402
from tests.grimlore.table_play import Table, kind_is, reach  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SHEETS = ROOT / "assets" / "sheets"
sys.path.insert(0, str(ROOT / "tools"))

import art_grimlore_monsters as drawn  # noqa: E402  (the art script, from tools/)


@pytest.fixture(scope="module")
def sheet():
    atlas = json.loads((SHEETS / "grimlore.json").read_text())["sprites"]
    image = pygame.image.load(str(SHEETS / "grimlore.png"))
    return atlas, image


def _name(ref: str) -> str:
    stem, name = ref.split(":")
    assert stem == "grimlore"
    return name


def _pixels(sheet, name: str) -> bytes:
    atlas, image = sheet
    return pygame.image.tobytes(image.subsurface(pygame.Rect(atlas[name])), "RGBA")


def _all_different(sheet, names: list[str]) -> None:
    atlas, _ = sheet
    missing = [name for name in names if name not in atlas]
    assert missing == []
    seen: dict[bytes, str] = {}
    twins = []
    for name in names:
        pixels = _pixels(sheet, name)
        if pixels in seen:
            twins.append((seen[pixels], name))
        seen[pixels] = name
    assert twins == []


def _tokens() -> list[str]:
    data = content.load()
    names = [_name(art.monster(mid)) for mid in data["monsters"]]
    names += [_name(art.minion(mid)) for mid in data["monsters"]]
    names += [_name(art.race(race)) for race in data["races"]]
    names += [
        _name(art.character({"race": race, "role": role}))
        for race in data["races"]
        for role in data["roles"]
    ]
    return names


def test_every_monster_minion_and_character_has_its_own_picture(sheet):
    names = _tokens()
    data = content.load()
    assert (
        len(names)
        == len(set(names))
        == 2 * len(data["monsters"]) + len(data["races"]) * (1 + len(data["roles"]))
    )
    _all_different(sheet, names)


def _opaque_rows_above(surface: pygame.Surface, rows: int) -> int:
    """How many pixels in the picture's top ``rows`` rows are drawn (the crown's place)."""
    return sum(
        1 for y in range(rows) for x in range(surface.get_width()) if surface.get_at((x, y)).a > 200
    )


def test_a_leader_is_larger_and_crowned_and_its_minions_are_not(sheet):
    atlas, image = sheet
    for mid in content.load()["monsters"]:
        lead, small = _name(art.monster(mid)), _name(art.minion(mid))
        assert atlas[lead][2] > atlas[small][2], mid
        crown = _opaque_rows_above(image.subsurface(pygame.Rect(atlas[lead])), 6)
        bare = _opaque_rows_above(image.subsurface(pygame.Rect(atlas[small])), 4)
        assert crown > 40 and bare == 0, (mid, crown, bare)


def test_the_table_names_each_figure_s_own_sprite():
    assert art.monster("wraith_lord") == "grimlore:monster_wraith_lord"
    assert art.minion("wraith_lord") == "grimlore:minion_wraith_lord"
    assert art.unit("witch_of_hollows", {"main": True}) == "grimlore:monster_witch_of_hollows"
    assert art.unit("witch_of_hollows", {"main": False}) == "grimlore:minion_witch_of_hollows"
    assert art.character({"race": "elf", "role": "mage"}) == "grimlore:pc_elf_mage"
    assert art.character({"race": "elf", "role": None}) == "grimlore:race_elf"


FIGHT = """\
game: grimlore
title: The Wraith's court
kind: test
goal: {text: Look at the figures.}
position:
  party:
    - {name: Aldra, race: Elf, role: Mage, attributes: {arcane: 2}, skills: {magic: 2}}
    - {name: Bram, race: Dwarf, role: Fighter, attributes: {might: 2}, skills: {one_handed: 2},
       items: [Longsword]}
  fight:
    monster: Wraith Lord
    battlemat: crypt_hall
    square: "6,3"
    minions: ["5,2", "7,2"]
    characters: [{name: Aldra, square: "2,2"}, {name: Bram, square: "3,4"}]
"""


def _drawn(table, tmp_path) -> list[str]:
    """Every sprite the table asks the sheets for while drawing one frame; each of the grimlore
    sheet's is on the sheet (none falls back to a placeholder)."""
    asked: list[str] = []
    sheets = table.scene.ctx.sheets
    draw, sprite = sheets.draw, sheets.sprite

    def recording_draw(surface, ref, rect):
        asked.append(ref)
        return draw(surface, ref, rect)

    def recording_sprite(ref, size):
        asked.append(ref)
        return sprite(ref, size)

    sheets.draw, sheets.sprite = recording_draw, recording_sprite
    table.scene.on_match_changed()  # built and drawn afresh: the table keeps a drawn frame
    table.scene._sync()
    table.screenshot(tmp_path / "frame.png", (1280, 720))
    ours = [ref for ref in asked if ref.startswith("grimlore:")]
    assert [ref for ref in ours if not sheets["grimlore"].has(_name(ref))] == []
    return asked


def test_the_battlemat_draws_the_leader_its_minions_and_each_character_in_their_own_token(
    tmp_path,
):
    path = tmp_path / "court.yaml"
    path.write_text(FIGHT, encoding="utf-8")
    asked = _drawn(Table(tmp_path, scenario_match(path)), tmp_path)
    assert "grimlore:monster_wraith_lord" in asked
    assert "grimlore:minion_wraith_lord" in asked
    assert {"grimlore:pc_elf_mage", "grimlore:pc_dwarf_fighter"} <= set(asked)


def test_a_coming_fight_shows_the_monster_and_its_minions_each_in_their_own_token(tmp_path):
    match = reach(kind_is("combat_open"), seeds=[1])
    monster = match.view(0)["prompt"]["monster"]
    assert content.load()["monsters"][monster]["minions"] > 0  # the seed meets a band
    asked = _drawn(Table(tmp_path, match), tmp_path)
    assert art.monster(monster) in asked and art.minion(monster) in asked


@pytest.mark.parametrize(
    "figure, sentence",
    [
        ("{plan: griffin, fur: [1, 2, 3]}", "wolf, leader: no body plan called 'griffin'"),
        ("{plan: beast, eyes: [1, 2, 3]}", "wolf, leader: the beast plan needs fur."),
        ("a wolf", "wolf, leader: write the figure as {plan: ..., its parts}."),
    ],
)
def test_a_wrong_body_in_the_art_table_is_named_in_a_sentence(tmp_path, figure, sentence):
    path = tmp_path / "bodies.yaml"
    path.write_text(f"wolf:\n  leader: {figure}\n  minion: {{plan: hand, skin: [1, 2, 3]}}\n")
    with pytest.raises(SystemExit) as stop:
        drawn.bodies(path)
    assert f"bodies.yaml, {sentence}" in str(stop.value)


def test_the_art_table_draws_every_monster_and_nothing_else():
    assert set(drawn.bodies()) == set(content.load()["monsters"])
