"""A Grudge campaign from the new-game dialog: started as a campaign, quit mid-session, found on
the load screen another day and continued where it stopped; its Luckstones carry over."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.app.catalog import Catalog  # noqa: E402
from game.app.main import headless_context  # noqa: E402
from game.app.scenes.load_screen import LoadScene  # noqa: E402
from game.app.scenes.new_game import NewGameScene  # noqa: E402
from game.core.campaign import load_campaign  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.core.profile import save_profile  # noqa: E402
from game.core.registry import get_rules  # noqa: E402


def toggle(dialog, label):
    button = next(w for w in dialog.ui if getattr(w, "label", "") == label)
    button.on_click()


def test_a_campaign_is_started_quit_and_continued(tmp_path):
    save_profile(tmp_path, {"luckstones": 3})
    rules = get_rules("grudge")
    ctx = headless_context(tmp_path, catalog=Catalog([rules]))
    dialog = NewGameScene(ctx, "grudge")
    ctx.stack.push(dialog)
    toggle(dialog, "Play as a campaign")
    dialog.start()
    board = ctx.stack.top
    assert board.campaign is not None and board.match.options["luckstones"] == 3
    for _ in range(4):
        board.submit(bare(board.legal[0]))
    moves = len(board.match.log)
    campaign_file = board.campaign.path(tmp_path)
    assert load_campaign(campaign_file).in_progress
    assert not (tmp_path / "autosave-grudge.save").exists()  # the session autosaves beside its campaign

    again = headless_context(tmp_path, catalog=Catalog([rules]))  # quit, and open the app another day
    load = LoadScene(again)
    again.stack.push(load)
    rows = [i for i, info in enumerate(load.saves) if info.kind == "campaign"]
    assert len(rows) == 1 and "luckstones 3" in load.saves[rows[0]].summary
    load.select(rows[0])
    load.load_selected()
    resumed = again.stack.top
    assert resumed.campaign is not None and len(resumed.match.log) == moves
    assert resumed.match.state == board.match.state
