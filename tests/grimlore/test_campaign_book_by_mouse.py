"""A new party plays the Campaign Book's first two sessions with the mouse, through the real
input layer: the new-game dialog's Play button turned to the Campaign Book, making two
characters, passage #01 read in the journal view and its choices clicked there, the first
session played to its foe, the load screen telling where the story stands, and the next day the
same party mustered into the second session, which opens where the book paused. The screens of
the way are saved when GRIMLORE_SHOTS names a folder. It takes about half a minute: two whole
sessions, every click through the real input layer and every frame drawn, as a new player would
play them."""

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
from game.games.grimlore.manifest import MANIFEST  # noqa: E402
from game.games.grimlore.table.journal import JournalScreen  # noqa: E402
from game.games.grimlore.table.scene import GrimloreBoardScene  # noqa: E402
from tests.app.driver import AppMouse  # noqa: E402

SEEDS = (3, 5, 8, 11, 14, 17)  # the first whose party of two wins its first session is used
SHOTS = os.environ.get("GRIMLORE_SHOTS")
BOOK = "Play: " + dict(MANIFEST.campaign_kinds)["book"]


def start_book(mouse: AppMouse, seed: int) -> GrimloreBoardScene:
    dialog = mouse.ctx.stack.push(NewGameScene(mouse.ctx, "grimlore"))
    mouse.app.step(0)
    while dialog.campaign_button.label != BOOK:  # one session, free roam, then the book
        mouse.press(dialog.campaign_button.label)
    assert dialog.campaign_kind == "book"
    dialog.seed_field.value = str(seed)
    mouse.shot("new_game_dialog")
    mouse.press("Start")
    while mouse.answer():
        pass
    board = mouse.top
    assert isinstance(board, GrimloreBoardScene) and board.campaign is not None
    return board


def play_by_mouse(mouse: AppMouse, board: GrimloreBoardScene, seed: int, tag: str) -> dict:
    """A session played by mouse with the AI's picks; returns what the journal showed."""
    rng = random.Random(seed)
    read: list[str] = []
    shots = set()
    for _ in range(2500):
        while mouse.answer():
            pass
        if isinstance(mouse.top, ResultDialog):
            break
        board._sync()
        view, legal = board.view, board.legal
        kind = view["prompt"]["kind"]
        if view["reading"] is not None:
            assert isinstance(board.screen, JournalScreen), kind
            read.append(view["reading"]["pages"][0]["id"] if view["reading"]["pages"] else "")
            if kind not in shots and kind in ("passage_choice", "passage_test"):
                shots.add(kind)
                mouse.shot(f"{tag}_{kind}")
        if kind == "event" and "event" not in shots:
            shots.add("event")
            mouse.shot(f"{tag}_event")
        if kind == "combat" and "fight" not in shots:
            shots.add("fight")
            mouse.shot(f"{tag}_fight")
        if kind == "train":
            command = next(c for c in legal if c["type"] == "done")
        else:
            command = choose(view, legal, rng)
            command = next(c for c in legal if bare(c) == bare(command))
        assert mouse.perform(board, command), (kind, command)
    else:
        raise AssertionError("the session did not end")
    return {"read": read}


def test_a_new_party_plays_the_books_first_two_sessions_by_mouse(tmp_path):
    for seed in SEEDS:
        saves = tmp_path / str(seed)
        mouse = AppMouse(headless_context(saves), SHOTS)
        board = start_book(mouse, seed)
        match = board.match
        first = play_by_mouse(mouse, board, seed, "session1")
        if match.state["ended"] == "completed":
            break
    else:
        raise AssertionError("no seed's party of two won the book's first session")
    assert first["read"][0] == "01"  # the rulebook: read passage #01 first
    story = match.outcome()["party"]["story"]
    assert story["played"] == ["ferrymans-debt"] and story["next"] == "20"
    mouse.shot("session1_result")
    mouse.press("See the table")
    campaign = load_campaign(board.campaign.path(saves))
    assert not campaign.in_progress and campaign.carry["party"]["story"] == story

    # another day: the load screen says where the story stands, and goes on with it
    again = AppMouse(headless_context(saves), SHOTS)
    load = again.ctx.stack.push(LoadScene(again.ctx))
    again.app.step(0)
    row = next(i for i, info in enumerate(load.saves) if info.kind == "campaign")
    assert "Session 1 of 6: The Ferryman's Debt (won)" in load.saves[row].summary
    again.shot("load_screen")
    again.click(load.row_rect(row).center)
    again.press("Load")
    board = again.top
    assert isinstance(board, GrimloreBoardScene) and board.match is not match
    board._sync()
    for cid in ("c1", "c2"):
        take = next(c for c in board.legal if c["type"] == "take" and c["cid"] == cid)
        assert again.perform(board, take)
    assert again.perform(board, next(c for c in board.legal if c["type"] == "begin"))
    board._sync()
    assert isinstance(board.screen, JournalScreen)
    assert board.view["reading"]["pages"][0]["title"] == "The Road to Low Tithe"
    # the party reads the book already rested: a tale's test needs them standing
    sheets = board.view["party"]["roster"]
    assert all(ch["energy"] == ch["max_energy"] for ch in sheets if ch["id"] in ("c1", "c2"))
    again.shot("session2_opening")
    second = play_by_mouse(again, board, seed + 1, "session2")
    assert second["read"][0] == "20"
    state = board.match.state
    assert state["party"]["sessions"] == 2 and state["result"] is not None
    # the second session was the book's, set up by its passage: its tiles, then its foe
    assert state["stack_total"] == 3 * len(state["members"])
    assert "drowned-chapel" in state["party"]["story"]["played"] or state["ended"] == "wiped"
