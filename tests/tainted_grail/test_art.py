"""Issue #21 for Tainted Grail: every Location side, Guardian, King of Ruin and Encounter has a
picture of its own in the tainted_grail sheet, no two of a kind alike, and the table asks for
that picture where it shows the entity (the map's cards and tokens, the Encounter's card)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app.assets import Sheets  # noqa: E402
from game.games.tainted_grail.rules import content  # noqa: E402
from game.games.tainted_grail.table import art  # noqa: E402
from game.games.tainted_grail.table import encounter_art as E  # noqa: E402
from tests.tainted_grail.helpers import reshape, shaped  # noqa: E402
from tests.tainted_grail.table_play import Table, reach  # noqa: E402

SHEETS = Path(__file__).resolve().parents[2] / "assets" / "sheets"
WORLD = content.load()


@pytest.fixture(scope="module")
def pixels():
    """Each sprite's own pixels, by name."""
    pygame.init()
    atlas = json.loads((SHEETS / "tainted_grail.json").read_text(encoding="utf-8"))["sprites"]
    sheet = pygame.image.load(str(SHEETS / "tainted_grail.png"))
    return {
        name: pygame.image.tobytes(sheet.subsurface(pygame.Rect(rect)), "RGBA")
        for name, rect in atlas.items()
    }


def own(ref: str) -> str:
    return ref.partition(":")[2]


KINDS = {
    "Location side": [
        art.location(key, side) for key in WORLD["locations"] for side in ("clear", "wyrd")
    ],
    "Guardian": [art.guardian(gid) for gid in WORLD["guardians"]],
    "King": [art.king(kid) for kid in WORLD["kings"]],
    "Encounter": [art.encounter(eid) for eid in WORLD["encounters"]],
}


@pytest.mark.parametrize("kind", KINDS)
def test_every_entity_has_a_picture_and_no_two_are_alike(pixels, kind):
    names = [own(ref) for ref in KINDS[kind]]
    missing = [n for n in names if n not in pixels]
    assert not missing, f"{kind}: no sprite for {missing}"
    seen: dict[bytes, str] = {}
    for name in names:
        twin = seen.setdefault(pixels[name], name)
        assert twin == name, f"{kind}: {twin} and {name} are the same picture"


def test_the_content_counts_every_entity():
    """The counts the issue names: Chapter I's 34 Location cards and Chapter II's 17 (variants
    included), the Shore's 16 Guardians and the Sworn Shade that roams for Osric (the later
    chapters' own Guardians beside them), 3 Kings; so no kind above is silently empty."""
    cards = {
        n: {k for k, loc in WORLD["locations"].items() if loc["chapter"] == n}
        for n in WORLD["chapters"]
    }
    assert len(cards[1]) == 34 and "107b" in cards[1]
    assert all(cards.values())  # each written chapter brings its own cards
    if 2 in cards:
        assert len(cards[2]) == 17 and {"204b", "206b", "208b"} <= cards[2]
        assert {"host-outrider", "oath-crier"} <= set(WORLD["guardians"])
    if 3 in cards:
        assert len(cards[3]) == 18 and {"302b", "306b", "307b", "313b"} <= cards[3]
        assert {"scion-man", "mildew-hart"} <= set(WORLD["guardians"])
    if 4 in cards:  # the Sunken Hundred's ten and their variants; the Kings' lairs and side places
        hundred = {str(n) for n in range(401, 411)} | {"404b", "406b", "410b"}
        assert hundred <= cards[4]
        assert {"411", "412", "413"} <= cards[4]  # the Kings' last lairs
    shared = {g for g, v in WORLD["guardians"].items() if "from_chapter" not in v}
    assert len(shared) == 17 and {"gwenllian-bower", "osric-shade"} <= shared
    assert len(WORLD["kings"]) == 3
    assert {"gwenllian-bower", "osric-shade"} <= set(WORLD["guardians"])
    assert len(WORLD["encounters"]) >= 120


def test_a_variant_and_a_wyrd_side_are_pictures_of_their_own(pixels):
    pairs = [
        ("107", "107b"),
        ("110", "110b"),
        ("302", "302b"),
        ("306", "306b"),
        ("307", "307b"),
        ("313", "313b"),
        ("404", "404b"),
        ("406", "406b"),
        ("410", "410b"),
    ]
    for a, b in (p for p in pairs if p[1] in WORLD["locations"]):
        assert pixels[f"loc_{a}_clear"] != pixels[f"loc_{b}_clear"]
    for key in WORLD["locations"]:
        assert pixels[f"loc_{key}_clear"] != pixels[f"loc_{key}_wyrd"]


def _recording(table) -> list[str]:
    asked: list[str] = []
    sheets = table.ctx.sheets
    draw = sheets.draw

    def record(surface, ref, rect):
        asked.append(ref)
        return draw(surface, ref, rect)

    sheets.draw = record
    return asked


def test_the_map_asks_for_each_cards_side_guardian_and_king():
    match = reach(
        lambda m: m.pending().kind == "day" and m.state["day"] >= 3 and len(m.state["map"]) > 6,
        seeds=[1],
    )
    state = shaped(match)
    taken = {c["at"] for c in state["chars"].values()}
    free = sorted(c for c in state["map"] if c not in taken)
    state["guardians"] = {"barrow-thane": free[0]}
    state["kings"] = {"osric": {"at": free[-1], "meets": "osric-combat-1", "sated": False}}
    table = Table(Path(tempfile.mkdtemp()), reshape(match, state))
    asked = _recording(table)
    table.scene.rebuild()  # drawn afresh, not blitted from the frame the table keeps
    table.screenshot(Path(tempfile.mkdtemp()) / "map.png")
    for card, spot in state["map"].items():
        assert art.location(card, spot["side"]) in asked
    assert art.guardian("barrow-thane") in asked and art.GUARDIAN not in asked
    assert art.king("osric") in asked


def test_an_encounter_card_shows_its_own_picture():
    pygame.init()
    pygame.display.set_mode((1, 1))
    sheets = Sheets()
    asked = []
    draw = sheets.draw
    sheets.draw = lambda surface, ref, rect: asked.append(ref) or draw(surface, ref, rect)
    for eid in ("harrow-jarl", "eel-merchant", "osric-combat-1"):
        enc = {**WORLD["encounters"][eid], "id": eid}
        E.face(enc, E.ZOOM, sheets)
        assert art.encounter(eid) in asked
