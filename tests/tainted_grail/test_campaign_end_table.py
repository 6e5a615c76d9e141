"""The campaign's end on the table, by mouse: the last chapter's ending brings the end screen,
which tells the story back as an open book, turns its pages with the wheel, shows the Echoes
page, and offers a new campaign when the Echoes were not played (test chapters, fixtures/)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.app.scenes.new_game import NewGameScene  # noqa: E402
from game.games.tainted_grail.table.campaign_end import CampaignEndScreen  # noqa: E402
from tests.tainted_grail.table_play import Table  # noqa: E402
from tests.tainted_grail.test_campaign_end import Walk, carried, four_chapters  # noqa: E402, F401

BLESSED = {"strand-blessed": [1], "tide-ledger": [1, 3], "osric-mark": [1], "gwenllian-mark": [1]}


def test_the_end_screen_tells_the_story_and_offers_the_echoes(four_chapters, tmp_path):  # noqa: F811
    match = carried(BLESSED, heroes=("Cadoc", "Ysolt", "Rhoswen"))
    assert Walk(match).play()["ending"] == "crowns-broken"
    table = Table(tmp_path, match)
    table.ctx.stack.pop_until(table.scene)  # past the result's dialog, to the table
    table.scene._sync()
    screen = table.scene.screen
    assert isinstance(screen, CampaignEndScreen) and screen.page == "story"
    rows = [words for _, words, _ in screen._rows()]
    assert "The Crowns Broken" in rows and "The Kings of Ruin" in rows and "The dead" in rows
    table.click(_button(table, "Their Echoes"))
    screen = table.scene.screen
    assert screen.page == "echoes"
    table.click(_button(table, "Begin a new campaign"))
    assert isinstance(table.ctx.stack.top, NewGameScene)


def _button(table, label: str) -> tuple[int, int]:
    found = [w for w in table.scene.screen.ui.widgets if getattr(w, "label", "") == label]
    assert found, f"no {label!r} on the end screen"
    return found[0].rect.center
