"""A first Tainted Grail campaign, all with the mouse through the real input layer: the new-game
dialog (a campaign for one), Cadoc chosen on his card, a waystone woken at Gullhaven by clicking
its glowing corner, a Travel by clicking the lit Netmenders' Jetty, an Exploration there with a
greyed choice clicked in vain, a choice taken and a roll, the End of the Day asked and
answered, the night's questions, then the app closed mid-day and the campaign continued from
the load screen; the evening ended, and the next evening begun from the load screen with the
same Lampbearer where he stood. The screens of the way are saved when TAINTED_GRAIL_SHOTS names
a folder."""

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
from game.games.tainted_grail.ai.player import choose  # noqa: E402
from game.games.tainted_grail.table.closing import ClosingBook  # noqa: E402
from game.games.tainted_grail.table.journal import JournalScreen  # noqa: E402
from game.games.tainted_grail.table.map_screen import MapScreen  # noqa: E402
from game.games.tainted_grail.table.scene import TaintedGrailBoardScene  # noqa: E402
from game.games.tainted_grail.table.screen import ClosedButton  # noqa: E402
from game.games.tainted_grail.table.upkeep import UpkeepScreen  # noqa: E402
from tests.app.driver import AppMouse  # noqa: E402

SEED = 4242
SHOTS = os.environ.get("TAINTED_GRAIL_SHOTS")


def legal(board, **fields) -> dict | None:
    board._sync()
    return next((c for c in board.legal if all(c.get(k) == v for k, v in fields.items())), None)


def start_campaign(mouse: AppMouse, seed: int = SEED, mode: str | None = None) -> \
        TaintedGrailBoardScene:
    """The new-game dialog (the one open, else opened) as a player fills it: a campaign for one
    (in ``mode`` when named, the Difficulty button clicked round to it), the seed typed, Start."""
    dialog = mouse.top
    if not isinstance(dialog, NewGameScene):
        dialog = mouse.ctx.stack.push(NewGameScene(mouse.ctx, "tainted_grail"))
        mouse.app.step(0)
    for _ in range(3):
        if mode is None or dialog.values["mode"] == mode:
            break
        cycler = next(w for w in dialog.ui.widgets
                      if getattr(w, "label", "").startswith("Difficulty"))
        mouse.click(cycler.rect.center)
    assert mode is None or dialog.values["mode"] == mode
    mouse.press("Play as a campaign")
    assert dialog.values["characters"] == 1
    dialog.seed_field.value = str(seed)
    mouse.press("Start")
    while mouse.answer():
        pass
    board = mouse.top
    assert isinstance(board, TaintedGrailBoardScene) and board.campaign is not None
    return board


def ai_click(mouse: AppMouse, board, rng) -> dict:
    """The AI seat's choice, done with the mouse where the table shows it; the command."""
    board._sync()
    command = choose(board.view, board.legal, rng)
    command = next(c for c in board.legal if bare(c) == bare(command))
    screen = type(board.screen).__name__
    assert mouse.perform(board, command), (board.kind, screen, command)
    return command


def read_on(mouse: AppMouse, board, rng) -> None:
    """Answer the rest of a reading (and anything it brings) with the mouse until the Day's menu
    or the night comes back."""
    ai_play_until(mouse, board, rng, lambda b: b.kind in ("day", "game_over")
                  or b.view["stage"] == "end", 60)


def ai_play_until(mouse: AppMouse, board, rng, until, limit: int, done: set | None = None) -> None:
    """The AI's choices, each clicked, until ``until(board)`` holds; ``done`` gathers the
    (question, screen, command type) of each; a crash the loop caught fails at once."""
    crash = mouse.ctx.saves_dir / "crash.log"
    for _ in range(limit):
        if until(board):
            return
        board._sync()
        kind, screen = board.kind, type(board.screen).__name__
        command = ai_click(mouse, board, rng)
        if done is not None:
            done.add((kind, screen, command["type"]))
        assert not crash.exists(), crash.read_text()  # the loop reports a crash, not raises it
    raise AssertionError(f"not there after {limit} moves")


def night(mouse: AppMouse, board, rng) -> None:
    for _ in range(80):
        if board.kind == "day":
            return
        assert isinstance(board.screen, (UpkeepScreen, JournalScreen, MapScreen)) or \
            board.view["encounter"] is not None
        ai_click(mouse, board, rng)
    raise AssertionError("the night never ended")


def test_a_first_campaign_with_the_mouse_goes_on_from_the_load_screen(tmp_path):
    rng = random.Random(SEED)
    mouse = AppMouse(headless_context(tmp_path), SHOTS)
    board = start_campaign(mouse)
    match = board.match
    mouse.shot("heroes")
    assert mouse.perform(board, legal(board, type="hero", hero="cadoc"))
    assert board.kind == "day" and isinstance(board.screen, MapScreen)

    # a waystone woken by its glowing corner (paid with Food: Cadoc has no Wealth)
    stones = len(match.state["waystones"])
    wake = legal(board, type="waystone", how="coin")
    assert wake is not None, "Gullhaven offers a waystone on the first day"
    assert mouse.perform(board, wake)
    assert len(match.state["waystones"]) == stones + 1

    # an Exploration of Gullhaven: a greyed choice sends nothing; the elders name the Jetty
    assert mouse.perform(board, legal(board, type="explore"))
    assert isinstance(board.screen, JournalScreen) and board.kind == "verse_choice"
    closed = [w for w in board.screen.ui.widgets if isinstance(w, ClosedButton)]
    assert closed, "Gullhaven's opening verse has choices closed to a newcomer"
    mouse.move(closed[0].rect.center)
    assert "Needs" in board._tip()
    mouse.shot("verse_greyed")
    before = len(match.log)
    mouse.click(closed[0].rect.center)
    assert len(match.log) == before
    for words in ("Call on the elders", "Ask what happened to the Beacon", "Take your leave",
                  "Leave Gullhaven"):
        choice = next(c for c in board.legal if c["label"].startswith(words))
        assert mouse.perform(board, choice)
    assert board.kind == "day"

    # the last page stays open, with what the reading changed, until the book is closed
    board._sync()
    assert isinstance(board.screen, ClosingBook) and board.screen.reading["pages"]
    mouse.shot("book_closing")
    mouse.press("Close the book", board.screen)
    board._sync()
    assert isinstance(board.screen, MapScreen)

    # a Travel by clicking the lit Jetty
    screen = board.screen
    assert "105" in screen.lit
    loc = next(x for x in board.view["map"]["locations"] if x["id"] == "105")
    mouse.move(screen.cam.card(loc["x"], loc["y"]).center)
    mouse.shot("map_first_day")
    mouse.click(screen.cam.card(loc["x"], loc["y"]).center)
    while mouse.answer():
        pass
    assert match.state["chars"]["cadoc"]["at"] == "105"

    # the Jetty explored: a choice taken and a roll made
    assert mouse.perform(board, legal(board, type="explore"))
    nets = next(c for c in board.legal if c["label"].startswith("Offer to help with the nets"))
    assert mouse.perform(board, nets)
    assert board.kind == "verse_roll"
    mouse.shot("verse_roll")
    assert mouse.perform(board, legal(board, type="roll"))
    assert match.log[-1].command.get("type") == "roll"
    read_on(mouse, board, rng)

    # the End of the Day, asked first, and the night answered
    day = match.state["day"]
    assert mouse.perform(board, legal(board, type="end_day"))
    mouse.shot("upkeep")
    night(mouse, board, rng)
    assert match.state["day"] == day + 1 and board.kind == "day"
    moves = len(match.log)
    state = match.state

    # the app closes; another day the load screen goes on with the campaign where it stopped
    again = AppMouse(headless_context(tmp_path), SHOTS)
    board = continue_from_load_screen(again)
    assert len(board.match.log) == moves and board.match.state == state
    match = board.match

    # the evening ends (the rules ask twice); the campaign keeps the save sheet
    assert again.perform(board, legal(board, type="evening"))
    assert board.kind == "evening"
    assert again.perform(board, legal(board, type="confirm"))
    assert isinstance(again.top, ResultDialog)
    said = " ".join(again.top.lines)
    assert "The evening ends on Day" in said and "Saved in the campaign:" in said
    for raw in ("Ended:", "Winner:", "Ending:", "save (updated)", "Kept in the campaign"):
        assert raw not in said  # no "Key: value" lines from the outcome's fields
    again.shot("evening_end")
    campaign = load_campaign(board.campaign.path(tmp_path))
    assert not campaign.in_progress and campaign.carry["save"]
    again.press("Main menu")

    # the next evening: the load screen starts it from the save sheet
    board = continue_from_load_screen(again)
    assert board.match is not match
    for _ in range(5):
        if board.kind == "day":
            break
        command = choose(board.view, board.legal, rng)
        assert again.perform(board, next(c for c in board.legal if bare(c) == bare(command)))
    view = board.view
    cadoc = next(c for c in view["characters"] if c["id"] == "cadoc")
    assert cadoc["at"] == "105" and view["day"] >= day + 1
    assert len(board.match.state["waystones"]) == stones + 1
    assert board.kind == "day" and isinstance(board.screen, MapScreen)
    again.shot("next_evening")
    assert again.perform(board, legal(board, type="end_day"))


def continue_from_load_screen(mouse: AppMouse) -> TaintedGrailBoardScene:
    load = mouse.ctx.stack.push(LoadScene(mouse.ctx))
    mouse.app.step(0)
    row = next(i for i, info in enumerate(load.saves) if info.kind == "campaign")
    mouse.click(load.row_rect(row).center)
    mouse.press("Load")
    while mouse.answer():
        pass
    board = mouse.top
    assert isinstance(board, TaintedGrailBoardScene)
    return board


def test_the_new_game_dialog_keeps_a_character_for_every_player(tmp_path):
    mouse = AppMouse(headless_context(tmp_path))
    dialog = mouse.ctx.stack.push(NewGameScene(mouse.ctx, "tainted_grail"))
    mouse.app.step(0)
    steppers = {w.label: w for w in dialog.ui.widgets if hasattr(w, "plus")}
    players, characters = steppers["Players"], steppers["Characters (at least one per player)"]
    mouse.click(players.plus.rect.center)
    mouse.click(players.plus.rect.center)
    assert dialog.players == 3 and characters.value == 3 and dialog.options()["characters"] == 3
    assert not characters.minus.enabled  # no fewer Characters than players
    mouse.click(players.minus.rect.center)
    mouse.click(characters.minus.rect.center)
    assert characters.value == 2 and dialog.options()["characters"] == 2
