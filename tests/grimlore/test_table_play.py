"""A new player's first GRIMLORE campaign, all with the mouse through the real input layer:
the new-game dialog (a campaign, a party of two), making both characters, a short session with
a settlement visit and a fight, XP gained at its end and spent on the party sheet, quitting,
and the next day the load screen continues the same party into a new session from the roster.
The screens of the way are saved when GRIMLORE_SHOTS names a folder."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

from game.app.main import headless_context  # noqa: E402
from game.app.scenes.game_menu import ResultDialog  # noqa: E402
from game.app.scenes.load_screen import LoadScene  # noqa: E402
from game.app.scenes.new_game import NewGameScene  # noqa: E402
from game.core.campaign import load_campaign  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.grimlore.ai.player import choose  # noqa: E402
from game.games.grimlore.table.battle import BattleScreen  # noqa: E402
from game.games.grimlore.table.ending import EndScreen  # noqa: E402
from game.games.grimlore.table.journey import JourneyScreen  # noqa: E402
from game.games.grimlore.table.roster import RosterScreen  # noqa: E402
from game.games.grimlore.table.scene import GrimloreBoardScene  # noqa: E402
from game.games.grimlore.table.sheet import SheetScreen  # noqa: E402
from game.games.grimlore.table.shop import ShopScreen  # noqa: E402
from tests.app.driver import AppMouse  # noqa: E402

SEEDS = (6, 24, 13, 18)  # sessions whose party visits a town, fights and comes home
SHOTS = os.environ.get("GRIMLORE_SHOTS")


class Mouse(AppMouse):
    def __init__(self, ctx):
        super().__init__(ctx, SHOTS)


def perform(mouse: Mouse, board: GrimloreBoardScene, command: dict) -> bool:
    """Click where the table shows ``command`` until it is played; False if it never is."""
    return mouse.perform(board, command)


def start_campaign(mouse: Mouse, seed: int) -> GrimloreBoardScene:
    dialog = mouse.ctx.stack.push(NewGameScene(mouse.ctx, "grimlore"))
    mouse.app.step(0)
    while dialog.campaign_kind != "roam":  # the Play button: one session, then free roam
        mouse.press(dialog.campaign_button.label)
    assert dialog.values["party_size"] == 2
    dialog.seed_field.value = str(seed)
    mouse.press("Start")
    while mouse.answer():
        pass
    board = mouse.top
    assert isinstance(board, GrimloreBoardScene) and board.campaign is not None
    return board


def play_session(mouse: Mouse, board: GrimloreBoardScene, seed: int) -> dict:
    """The session played by mouse: the AI's picks, a town visited once, XP spent at the end."""
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    visited = spent = False
    shots = set()
    for _ in range(1500):
        while mouse.answer():
            pass
        if isinstance(mouse.top, ResultDialog):
            break
        board._sync()
        view, legal = board.view, board.legal
        kind = view["prompt"]["kind"]
        screen = type(board.screen).__name__
        seen[screen] = seen.get(screen, 0) + 1
        key = {"make": "roster_make", "event": "tile_event", "town": "settlement",
               "train": "session_end"}.get(kind)
        if kind == "combat" and view["combat"]["round"] >= 2:
            key = "battlemat_mid_fight"
        if key and key not in shots:
            shots.add(key)
            mouse.shot(key)
        if kind == "train" and not spent:
            raises = [c for c in legal if c["type"] == "raise"]
            assert raises, "XP to spend at the session's end"
            xp = view["party"]["xp"]
            assert perform(mouse, board, raises[0])
            assert board.view["party"]["xp"] < xp
            spent = True
            mouse.shot("session_end_spent")
            continue
        if kind == "turn" and not visited and any(c["type"] == "visit" for c in legal):
            command = next(c for c in legal if c["type"] == "visit")
            visited = True
        elif kind == "train":
            command = next(c for c in legal if c["type"] == "done")
        else:
            command = choose(view, legal, rng)
            command = next(c for c in legal if bare(c) == bare(command))
        assert perform(mouse, board, command), (kind, command)
    return {"screens": seen, "spent": spent, "visited": visited}


def test_a_party_of_two_plays_a_session_with_the_mouse_and_goes_on_the_next_day(tmp_path):
    for seed in SEEDS:
        saves = tmp_path / str(seed)
        mouse = Mouse(headless_context(saves))
        board = start_campaign(mouse, seed)
        match = board.match
        played = play_session(mouse, board, seed)
        if match.state["ended"] == "completed" and played["visited"] and match.state["party"]["sessions"]:
            break
    else:
        raise AssertionError("no seed gave a session with a town, a fight and a way home")
    screens = played["screens"]
    for screen in (RosterScreen, JourneyScreen, ShopScreen, BattleScreen, EndScreen):
        assert screens.get(screen.__name__), f"the session never showed the {screen.__name__}"
    assert played["spent"]
    outcome = match.outcome()
    party = outcome["party"]
    assert outcome["survived"] and list(party["roster"]) == ["c1", "c2"]
    mouse.shot("result")
    mouse.press("See the table")
    # the party sheet, from its button
    board.party_button.on_click()
    board._sync()
    assert isinstance(board.screen, SheetScreen)
    mouse.shot("party_sheet")
    campaign = load_campaign(board.campaign.path(saves))
    assert not campaign.in_progress and campaign.carry["party"] == party

    # another day: the app opens again, the load screen goes on with the campaign
    again = Mouse(headless_context(saves))
    load = again.ctx.stack.push(LoadScene(again.ctx))
    again.app.step(0)
    row = next(i for i, info in enumerate(load.saves) if info.kind == "campaign")
    again.click(load.row_rect(row).center)
    again.press("Load")
    board = again.top
    assert isinstance(board, GrimloreBoardScene) and board.match is not match
    board._sync()
    assert isinstance(board.screen, RosterScreen) and board.view["prompt"]["kind"] == "muster"
    again.shot("roster_muster")
    for cid in ("c1", "c2"):
        take = next(c for c in board.legal if c["type"] == "take" and c["cid"] == cid)
        assert perform(again, board, take)
    begin = next(c for c in board.legal if c["type"] == "begin")
    assert perform(again, board, begin)
    state = board.match.state
    assert state["phase"] == "journey" and state["members"] == ["c1", "c2"]
    for cid in ("c1", "c2"):
        before, now = party["roster"][cid], state["party"]["roster"][cid]
        assert (now["name"], now["skills"], now["attrs"], now["gear"]) == (
            before["name"], before["skills"], before["attrs"], before["gear"])
    assert state["party"]["xp"] == party["xp"] and state["party"]["sessions"] == 1
