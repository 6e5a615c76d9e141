"""From one chapter into the next by mouse: a campaign whose save sheet ended Chapter I (the
scripted party's) is picked on the load screen, which says what the sheet carries; it opens
Chapter 2 (the test chapter), whose end is clicked through; the end screen tells what goes on
and offers to save and go on, and its button opens Chapter 3 with a King on the board. The
screens are saved when TAINTED_GRAIL_SHOTS names a folder."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.app.main import headless_context  # noqa: E402
from game.app.scenes.game_menu import ResultDialog  # noqa: E402
from game.app.scenes.load_screen import LoadScene  # noqa: E402
from game.core.campaign import load_campaign, new_campaign, save_campaign  # noqa: E402
from game.games.tainted_grail.rules.contract import RULES  # noqa: E402
from game.games.tainted_grail.table.closing import ClosingBook  # noqa: E402
from game.games.tainted_grail.table.ending import EndScreen  # noqa: E402
from game.games.tainted_grail.table.scene import TaintedGrailBoardScene  # noqa: E402
from tests.app.driver import AppMouse  # noqa: E402
from tests.tainted_grail.test_next_chapter import (  # noqa: E402, F401
    _mended,
    chapter_one_sheet,
    three_chapters,
)
from tests.tainted_grail.test_table_play import legal  # noqa: E402

SHOTS = os.environ.get("TAINTED_GRAIL_SHOTS")


def test_chapter_to_chapter_by_mouse_with_what_carries_shown(
    tmp_path, three_chapters, chapter_one_sheet  # noqa: F811 (the fixtures)
):
    mouse = AppMouse(headless_context(tmp_path), SHOTS)
    sheet = _mended(chapter_one_sheet)
    campaign = new_campaign(
        mouse.ctx.saves_dir, RULES, "Lampbearers", carry={"save": sheet},
        options={"players": 1, "characters": 2, "mode": "story"},
    )
    save_campaign(campaign, mouse.ctx.saves_dir)

    load = mouse.ctx.stack.push(LoadScene(mouse.ctx))
    mouse.app.step(0)
    row = next(i for i, info in enumerate(load.saves) if info.kind == "campaign")
    summary = load.saves[row].summary
    assert "ready for Chapter 2" in summary and "endings: The Beacon Burns" in summary, summary
    mouse.shot("load_chapter_two")
    mouse.click(load.row_rect(row).center)
    mouse.press("Load")
    while mouse.answer():
        pass
    board = mouse.top
    assert isinstance(board, TaintedGrailBoardScene) and board.match.state["chapter"] == 2

    who = board.match.state["order"][0]
    assert mouse.perform(board, legal(board, type="explore", who=who))
    board._sync()
    riddle = next(c for c in board.legal if "Answer the riddle" in c.get("label", ""))
    assert mouse.perform(board, riddle)
    assert board.match.outcome()["ended"] == "chapter"
    assert isinstance(mouse.top, ResultDialog)
    told = " ".join(mouse.top.lines)
    assert "ready for Chapter 3" in told and "The Yard Crossed" in told, told
    mouse.shot("chapter_two_result")
    mouse.press("See the table")
    if isinstance(board.screen, ClosingBook):
        mouse.press("Close the book", board.screen)
    board._sync()
    assert isinstance(board.screen, EndScreen)
    mouse.shot("chapter_two_end")
    kept = load_campaign(campaign.path(mouse.ctx.saves_dir))
    assert kept.carry["save"]["next"] == 3  # saved before going on

    mouse.press("Save and go on to Chapter III", board.screen)
    while mouse.answer():
        pass
    nxt = mouse.top
    assert isinstance(nxt, TaintedGrailBoardScene) and nxt is not board
    state = nxt.match.state
    assert state["chapter"] == 3 and "gwenllian" in state["kings"]
    assert {"124", "201", "301"} <= set(state["map"]) | {"124"}
    nxt._sync()
    assert any(k["id"] == "gwenllian" for k in nxt.view["kings"])
    mouse.shot("chapter_three_opens")
