"""The battlemat, played with the mouse through the real input layer on Encounter views shaped
like the card engine's (battlemat_fixture: positions play reaches only by luck, a card with two
ways to play, a long Sequence; test_table_mat_play plays the engine itself): a click on a playable
card of the hand sends its play, a card with two ways to play opens both, an unplayable one
sends nothing; hovering a card previews what it would gain and the Combat Pool after it;
connected Keys are lit; Escape is one click away and asked first, or greyed with its reason;
the Sequence scrolls; the mat catches its clicks over the hidden trays; and its words fit."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import copy  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app import palette, text  # noqa: E402
from game.app.scenes.dialog import MessageBox  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.tainted_grail.table import card_art as A  # noqa: E402
from game.games.tainted_grail.table import mat_draw as M  # noqa: E402
from game.games.tainted_grail.table.encounter import (  # noqa: E402
    SEQ_CARD,
    SEQ_GAP,
    EncounterScreen,
)
from game.games.tainted_grail.table.screen import ClosedButton  # noqa: E402
from tests.tainted_grail import battlemat_fixture as F  # noqa: E402
from tests.tainted_grail.table_play import Table, kind_is, reach  # noqa: E402


@pytest.fixture(scope="module")
def at_encounter():
    return reach(kind_is("encounter"), seeds=[1])


def mat(tmp_path, match, enc, legal):
    table = Table(tmp_path, match)
    sent = F.install(table.scene, enc, legal)
    table.scene._sync()
    assert isinstance(table.scene.screen, EncounterScreen)
    return table, sent


def card_spot(screen, card_id):
    return screen.locate({"type": "play", "card": card_id})


def test_a_click_on_a_playable_card_plays_it(tmp_path, at_encounter):
    table, sent = mat(tmp_path, at_encounter, *F.combat())
    table.click(card_spot(table.scene.screen, "cadoc:combat:B04"))
    assert sent == [bare(F.combat()[1][0])]


def test_a_card_with_two_ways_to_play_opens_both_and_a_row_sends_one(tmp_path, at_encounter):
    table, sent = mat(tmp_path, at_encounter, *F.combat())
    scene = table.scene
    table.click(card_spot(scene.screen, "cadoc:combat:B06"))
    assert sent == [] and scene.popup is not None
    rows = [row.choice.payload for row in scene.popup.rows]
    assert [r["magic"] for r in rows] == [None, "cadoc"]
    table.click(scene.popup.rows[1].rect.center)
    assert sent == [bare(rows[1])]


def test_an_unplayable_card_sends_nothing_and_says_why(tmp_path, at_encounter):
    table, sent = mat(tmp_path, at_encounter, *F.combat())
    screen = table.scene.screen
    i = next(i for i, c in enumerate(screen.hand) if c["card"] == "cadoc:combat:B09")
    assert i == len(screen.hand) - 1  # the last of the fan shows whole
    table.click((screen.hand_rects[i].right - 10, screen.hand_rects[i].bottom - 10))
    assert sent == [] and table.ctx.toasts.messages


def test_hovering_a_playable_card_previews_its_gains_the_pool_after_and_the_ghost(
    tmp_path, at_encounter
):
    table, _ = mat(tmp_path, at_encounter, *F.combat())
    screen = table.scene.screen
    table.move(card_spot(screen, "cadoc:combat:B06"))
    i = screen._hovered_hand()
    assert screen.hand[i]["card"] == "cadoc:combat:B06"
    lines = screen.preview_lines(i)
    assert lines == [
        "Pool 3 -> 4 of 9; no card may follow.",
        "Pool 3 -> 5 of 9; costs 1 Magic; no card may follow.",
    ]
    surface = pygame.Surface((1280, 720))
    table.scene.draw(surface)
    k = len(screen.seq_rects)  # the ghost stands in the next slot of the Sequence
    x = screen.seq_area.left + k * (SEQ_CARD[0] + SEQ_GAP)
    ghost = pygame.Rect(x, screen.seq_area.top + 40, *SEQ_CARD)
    ring = ghost.inflate(6, 6)
    assert surface.get_at((ring.centerx, ring.top))[:3] == palette.EMBER_GLOW


def test_connected_keys_are_lit_gained_in_ember_connected_only_in_ash(tmp_path, at_encounter):
    enc, legal = F.combat()
    table, _ = mat(tmp_path, at_encounter, enc, legal)
    screen = table.scene.screen
    surface = pygame.Surface((1280, 720))
    screen.draw(surface)
    rect, entry = screen.seq_rects[1]  # Tin of Spills: ps and free connected, ps gained
    assert M.lit(entry) == {"ps": "gained", "free": "connected"}
    for row, colour in (("ps", palette.EMBER_GLOW), ("free", palette.BONE_DIM)):
        half = A.lanes(rect.size)[row][0].move(rect.topleft).inflate(4, 4)
        assert surface.get_at((half.centerx, half.top))[:3] == colour, row


def test_escape_is_one_click_away_and_asked_first(tmp_path, at_encounter):
    table, sent = mat(tmp_path, at_encounter, *F.combat())
    escape = next(c for c in table.scene.legal if c["type"] == "escape")
    table.click(table.scene.locate(escape))
    assert isinstance(table.top, MessageBox) and sent == []
    assert "Lose 1 Health" in table.top.message
    table.answer()
    assert sent == [bare(escape)]


def test_escape_not_offered_now_is_greyed_with_its_reason_and_price(tmp_path, at_encounter):
    enc, legal = F.combat()
    legal = [c for c in legal if c["type"] != "escape"]
    table, sent = mat(tmp_path, at_encounter, enc, legal)
    closed = [w for w in table.scene.screen.ui.widgets if isinstance(w, ClosedButton)]
    assert [w.label for w in closed] == ["Escape"]
    assert enc["escape"] in closed[0].tooltip
    table.click(closed[0].rect.center)
    assert sent == []


def test_a_long_sequence_scrolls_and_follows_its_end(tmp_path, at_encounter):
    enc, legal = F.combat()
    played = enc["sequence"][1]
    enc["sequence"] += [dict(copy.deepcopy(played), uid=10 + i) for i in range(6)]
    table, _ = mat(tmp_path, at_encounter, enc, legal)
    screen = table.scene.screen
    uids = [e["uid"] for _, e in screen.seq_rects]
    assert uids[-1] == 15 and len(uids) == screen.visible - 1  # the end in sight, a slot free
    back = next(w for w in screen.ui.widgets if getattr(w, "label", "") == "<")
    table.click(back.rect.center)
    table.scene._sync()
    assert table.scene.screen.first == screen.first - 1
    assert [e["uid"] for _, e in table.scene.screen.seq_rects][1] == uids[0]


def test_the_mat_catches_clicks_over_the_hidden_trays(tmp_path, at_encounter):
    table, sent = mat(tmp_path, at_encounter, *F.combat())
    scene = table.scene
    tray_button = next(w for w in scene.trays.ui.widgets if w.label == "Tray")
    table.click(tray_button.rect.center)
    assert scene.page == "table" and sent == []


def test_every_command_of_the_mat_is_found_on_it(tmp_path, at_encounter):
    for enc, legal in (F.combat(), F.diplomacy()):
        table, _ = mat(tmp_path, at_encounter, enc, legal)
        for command in table.scene.legal:
            assert table.scene.screen.locate(command) is not None, command


def test_the_words_of_the_mat_fit(tmp_path, at_encounter):
    table, _ = mat(tmp_path, at_encounter, *F.combat())
    screen = table.scene.screen
    fonts = table.ctx.fonts
    for i in range(len(screen.hand)):
        room = screen.status.width * 58 // 100 - 12
        height = sum(
            len(text.wrap(fonts.get(16), line, room)) * (fonts.get(16).get_linesize() + 2)
            for line in screen.preview_lines(i)
        )
        assert height <= screen.status.height - 48, screen.preview_lines(i)
    for rect, ch in screen.member_rects:
        _, lines = M.member_lines(ch, screen.enc, False)
        assert all(fonts.get(15).size(line)[0] <= rect.width - 12 for line in lines)


def test_a_card_of_the_sequence_asked_about_is_ringed_and_a_click_takes_its_marker(
    tmp_path, at_encounter
):
    enc, _ = F.combat()
    tick = {"type": "tick", "uid": 1, "label": "Guttering Taper (1 Time)", "seat": 0}
    table, sent = mat(tmp_path, at_encounter, enc, [tick])
    screen = table.scene.screen
    rect = next(r for r, e in screen.seq_rects if e["uid"] == 1)
    surface = pygame.Surface((1280, 720))
    screen.draw(surface)
    assert surface.get_at((rect.centerx, rect.top - 2))[:3] == palette.EMBER_GLOW
    table.click(table.scene.locate(tick))
    assert sent == [bare(tick)]


def test_charges_are_paid_with_the_button_under_the_card_or_a_click_on_their_badge(
    tmp_path, at_encounter
):
    table, sent = mat(tmp_path, at_encounter, *F.combat())
    use = next(c for c in table.scene.legal if c["type"] == "use_charges")
    spot = table.scene.locate(use)
    rect = next(r for r, e in table.scene.screen.seq_rects if e["uid"] == use["uid"])
    assert rect.left <= spot[0] <= rect.right and spot[1] > rect.bottom  # the button under it
    table.move(spot)
    assert "pay 1 charge" in table.scene._tip()
    table.click(spot)
    entry = next(e for r, e in table.scene.screen.seq_rects if e["uid"] == use["uid"])
    badge = M.badges(rect, entry)["charge"]
    table.move(badge.center)
    assert "pay 1 charge" in table.scene._tip()
    table.click(badge.center)
    assert sent == [bare(use), bare(use)]


def test_a_card_asked_about_out_of_sight_is_scrolled_into_it(tmp_path, at_encounter):
    enc, _ = F.combat()
    played = enc["sequence"][2]
    enc["sequence"] += [dict(copy.deepcopy(played), uid=10 + i, charges=0) for i in range(6)]
    use = {"type": "use_charges", "uid": 2, "label": "Tin of Spills: pay 1 charge", "seat": 0}
    table, sent = mat(tmp_path, at_encounter, enc, [use])
    screen = table.scene.screen
    assert 2 not in [e["uid"] for _, e in screen.seq_rects]
    spot = table.scene.locate(use)
    assert 2 in [e["uid"] for _, e in table.scene.screen.seq_rects]
    table.click(spot)
    assert sent == [bare(use)]


def test_a_kings_mechanic_is_read_beside_the_enemys_next_move():
    from game.games.tainted_grail.table.words import king_lines
    from tests.tainted_grail.render_screens import king_fight

    lines = king_lines(king_fight().view(0)["encounter"]["king"])
    assert lines[0] == "Bloom markers on her card: 2."
    assert lines[1].startswith("The Heartbloom's Guard: 0 of 6;")
    host = {"mechanic": "host", "oaths": 1, "impact": "each loses 1 Energy",
            "host": {"left": 4, "aside": 1}}
    assert king_lines(host) == ["Oath markers left: 1; at none, each loses 1 Energy.",
                                "The Host: 4 face down, 1 aside."]
    weather = {"mechanic": "weather", "oaths": None,
               "weather": {"up": {"name": "Neap Fog", "time": 2, "rules": "Courage needs +1"}}}
    assert king_lines(weather) == ["Weather: Neap Fog, 2 more; Courage needs +1."]
    waiting = {"mechanic": "weather", "oaths": None, "weather": {"deck": 2, "up": None}}
    assert king_lines(waiting) == [
        "Weather: 2 cards face down; the top one turns up after the first Activation."]
    assert king_lines(None) == []


def test_the_hand_fans_out_and_the_card_under_the_pointer_straightens_on_top(
    tmp_path, at_encounter
):
    """The outer cards lean apart and the middle stands; the card under the pointer rises,
    grows and stands straight over its neighbours; a click on any card's part in sight goes
    to that card, and on the risen card above the fan to it too."""
    table, sent = mat(tmp_path, at_encounter, *F.combat())
    screen = table.scene.screen
    fan = screen.fan
    n = len(screen.hand)
    assert n >= 3
    assert fan.angles[0] > 0 > fan.angles[-1]  # the first leans left, the last right
    assert abs(fan.angles[0]) == abs(fan.angles[-1]) <= 5
    # a point on a card's upright corner that the leaning card no longer covers
    first = fan.rects[0]
    assert not fan.on_card(0, (first.left + 1, first.top + 1))
    for i in range(n):
        spot = fan.spot(i)
        assert spot is not None and screen.hand_at(spot) == i, i
        table.move(spot)
        assert screen._hovered_hand() == i
        risen = fan.raised(i)
        assert risen.width > fan.rects[i].width and risen.top < fan.rects[i].top
        above = (risen.centerx, risen.top + 4)  # over the fan: only the risen card is there
        assert screen.hand_at(above) == i
    # the risen card is drawn straight on top: its top edge shows the card, not the mat
    surface = pygame.Surface((1280, 720))
    table.move(fan.spot(1))
    screen.draw(surface)
    risen = fan.raised(1)
    assert surface.get_at((risen.centerx, risen.top + 2))[:3] != surface.get_at(
        (risen.centerx, risen.top - 6))[:3]
    table.click(card_spot(screen, "cadoc:combat:B04"))
    assert sent == [bare(F.combat()[1][0])]


def test_meeting_the_tidewright_says_his_weather_is_waiting_before_any_is_up():
    from game.games.tainted_grail.table.words import king_lines
    from tests.tainted_grail.helpers import do
    from tests.tainted_grail.test_tidewright_story import read_the_log, walk

    match = read_the_log()
    walk(match, "101", "103", "107")
    do(match, type="travel", to="108")
    lines = king_lines(match.view(0)["encounter"]["king"])
    assert any(line.startswith("Weather: ") and "face down" in line for line in lines)
