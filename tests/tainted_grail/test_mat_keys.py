"""The battlemat's fanned hand by keyboard: each playable card is reported to the keyboard's ring
(game/app/board_keys.py) aimed at a part of it no later card covers, so Enter there plays that
very card, as a click on it would."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.games.tainted_grail.table.card_data import card as printed_card  # noqa: E402
from tests.tainted_grail import battlemat_fixture as F  # noqa: E402
from tests.tainted_grail.table_play import kind_is, reach  # noqa: E402
from tests.tainted_grail.test_table_mat import mat  # noqa: E402


@pytest.fixture(scope="module")
def at_encounter():
    return reach(kind_is("encounter"), seeds=[1])


def test_each_playable_card_in_the_fan_is_aimed_at_itself(tmp_path, at_encounter):
    table, _ = mat(tmp_path, at_encounter, *F.combat())
    screen = table.scene.screen
    spots = screen.key_spots()
    names = {printed_card(c["card"])["name"]: c["card"] for c in screen.hand}
    hand = [s for s in spots if s[1] in names]
    assert len(hand) >= 2  # the fixture's hand has several playable cards, overlapping
    for rect, name, aim in hand:
        i = screen.hand_at(aim)
        assert i is not None and screen.hand[i]["card"] == names[name], name
        assert rect.collidepoint(aim)
