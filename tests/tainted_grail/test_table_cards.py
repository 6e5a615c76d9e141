"""The Combat, Diplomacy and Encounter cards as the table draws them: every Key half read from
the printed data, every ability's words fitting their box at hand and zoom size, wyrdforms white
with their cost, faces drawn once, and the Keys lit where the card shows them."""

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app import text  # noqa: E402
from game.app.assets import Sheets  # noqa: E402
from game.games.tainted_grail.table import card_art as A  # noqa: E402
from game.games.tainted_grail.table import card_data as C  # noqa: E402
from game.games.tainted_grail.table import encounter_art as E  # noqa: E402

HEROES = ("cadoc", "ysolt", "rhoswen", "tobin")


@pytest.fixture(scope="module")
def sheets():
    pygame.init()
    pygame.display.set_mode((1, 1))
    return Sheets()


def every_card():
    return C.card_ids()


def test_every_hero_writes_46_cards_the_table_can_name():
    ids = every_card()
    for hero in HEROES:
        assert len([c for c in ids if c.startswith(f"{hero}:")]) == 46, hero
    for cid in ids:
        card = C.card(cid)
        assert card["name"] and card["number"] == cid.split(":")[2]


def test_the_key_halves_are_read_as_printed():
    card = C.card("cadoc:combat:B04")  # left {ae: play, cc: pool 1}; right {ps: spirit 1, magic}
    assert C.bonuses(card, "ae") == [("play", 0)]
    assert C.bonuses(card, "cc") == [("pool", 1)]
    assert C.bonuses(card, "ps") == []
    assert C.opening(card, "ps") == ("spirituality", 1)
    assert C.opening(card, "magic") == ("magic", 1)
    assert C.opening(card, "free") == ("free", 2)
    assert C.opening(card, "ae") is None
    plain = C.card("cadoc:combat:B02")  # no Free multiplier printed: 1x
    assert C.opening(plain, "free") == ("free", 1)
    assert C.bonuses(C.card("cadoc:combat:A01"), "ps") == [("play", 0), ("pool", 1)]


@pytest.mark.parametrize("size", [A.HAND, A.ZOOM], ids=["hand", "zoom"])
def test_every_ability_fits_its_box(size):
    too_long = [cid for cid in every_card() if not A.text_fits(C.card(cid), size)]
    assert not too_long, f"ability words cut at {size}: {too_long}"


def test_text_that_cannot_fit_is_cut_with_an_ellipsis_and_says_so():
    font, lines, fits = text.fit_wrapped(A.regular, "word " * 200, 80, 40, 14, 9)
    assert not fits and lines[-1].endswith("...")
    assert len(lines) * font.get_linesize() <= 40 + font.get_linesize()
    font, lines, fits = text.fit_wrapped(A.regular, "two words", 200, 40, 14, 9)
    assert fits and lines == ["two words"]


def test_a_wyrdform_card_is_white_and_shows_its_cost(sheets):
    wyrd = C.card("cadoc:combat:W01")
    basic = C.card("cadoc:combat:B01")
    assert wyrd["letter"] == "wyrdform" and wyrd["cost"]
    spot = (A.ZOOM[0] // 2, A.ability_rect(A.ZOOM).top - 3)
    w_face, b_face = A.face(wyrd, A.ZOOM, sheets), A.face(basic, A.ZOOM, sheets)
    assert w_face.get_at(spot)[:3] == A.FACES["wyrdform"]
    assert b_face.get_at(spot)[:3] == A.FACES["combat"]


def test_a_face_is_drawn_once_per_size(sheets):
    card = C.card("ysolt:combat:B01")
    assert A.face(card, A.HAND, sheets) is A.face(card, A.HAND, sheets)
    assert A.face(card, A.ZOOM, sheets).get_size() == A.ZOOM


def test_lit_keys_ring_the_half_on_the_right_edge(sheets):
    surface = pygame.Surface((400, 500))
    rect = pygame.Rect(20, 20, *A.ZOOM)
    A.draw(surface, rect, C.card("cadoc:combat:B04"), sheets)
    before = surface.copy()
    A.light_keys(surface, rect, {"cc": "gained"}, edge="left")
    half = A.lanes(rect.size)["cc"][0].move(rect.topleft)
    edge = half.inflate(4, 4)
    assert surface.get_at((edge.centerx, edge.top))[:3] == pygame.Color(*A.palette.EMBER_GLOW)[:3]
    assert surface.get_at((edge.centerx, edge.top)) != before.get_at((edge.centerx, edge.top))


def test_every_encounter_card_fits_on_the_mat():
    for enc_id in C._encounters():
        enc = C.encounter(enc_id)
        assert E.text_fits(enc, E.MAT), enc_id


def test_a_diplomacy_encounter_prints_its_sway_response_and_conclusion():
    enc = C.encounter("osric-diplomacy-1")
    lines = E.body_lines(enc)
    assert "Sway: Empathy: Affinity up 1; Courage: Duration +1; Spirituality: draw 1" in lines
    assert "Response: Affinity down 1; Duration -1" in lines  # the same for every colour
    assert "Ends red: 2 damage (each); gain 1 Terror (each)" in lines
    enc = {**enc, "affinity": {"red": 2, "grey": 3, "green": 2, "start": 3}}
    assert E.slots(enc) == ["red"] * 2 + ["grey"] * 3 + ["green"] * 2


RAW = re.compile(r"\b[a-z]+[+-](?=\s|$)|\b[a-z]+-[a-z]+\b|@")  # "status+", "gullhaven-trust"


def test_every_encounter_card_speaks_in_player_words():
    """No phrase of the content files (an op with its sign, an id, an "@ place") reaches a
    printed Encounter, Guardian or King card: the card says what the previews say."""
    raw = {}
    for enc_id in C._encounters():
        for line in E.body_lines(C.encounter(enc_id)):
            if RAW.search(line):
                raw[enc_id] = line
    assert not raw, raw
    kinds = {"guardian": 0, "king": 0}
    for enc_id in C._encounters():
        enc = C.encounter(enc_id)
        kinds["guardian"] += bool(enc.get("guardian"))
        kinds["king"] += bool(enc.get("king"))
    assert all(kinds.values()), kinds  # the Guardians' and Kings' cards were read too
    loot = E.body_lines(C.encounter("gullhaven-brawl"))[-1]
    assert loot == "Loot: gain 1 Wealth; mark the status Trusted in Gullhaven"


def test_an_encounter_face_follows_the_duration_the_view_gives():
    """The battlemat's card is drawn from the view's numbers: once the Duration runs down (or
    up), the face drawn earlier in the Encounter is not shown again with the old number."""
    enc = C.encounter("osric-diplomacy-1")
    first = E.face({**enc, "duration": 3}, E.MAT)
    later = E.face({**enc, "duration": 4}, E.MAT)
    assert first is not later
    assert pygame.image.tobytes(first, "RGBA") != pygame.image.tobytes(later, "RGBA")
    assert E.face({**enc, "duration": 3}, E.MAT) is first  # still drawn once per look


def test_an_item_drawn_by_kind_reads_as_a_player_says_it():
    from game.games.tainted_grail.rules.encounter.words import day_words

    assert day_words({"op": "draw-item", "deck": "consumable"}) == "draw a consumable Item"
    assert day_words({"op": "draw-item", "deck": "A"}) == "draw an Item from deck A"
