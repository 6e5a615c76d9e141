"""Entry points the CLI calls: the app itself, a headless screenshot, and scenes for the bench.
Only the main menu, the first frame, is imported up front; the rest when it is asked for."""
from __future__ import annotations

import os
from pathlib import Path

import pygame

from game.app.context import AppContext, make_context
from game.app.layers import window_frame
from game.app.scenes.main_menu import MainMenuScene
from game.app.window import LOGICAL_SIZE, Window
from game.core.saves import clean_temp_files


class ShotError(Exception):
    """A screenshot request that could not be carried out; the message says which step failed."""


def _init_pygame() -> None:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    pygame.display.init()
    pygame.font.init()


def run_app(saves_dir: Path, start_game: str | None = None) -> int:
    """Open the window at the main menu (or at the new-game dialog of ``start_game``)."""
    from game.app.loop import App
    from game.app.settings import load_settings

    _init_pygame()
    saves_dir = Path(saves_dir)
    saves_dir.mkdir(parents=True, exist_ok=True)
    clean_temp_files(saves_dir)  # what a killed run left half-written
    settings = load_settings(saves_dir)
    window = Window(tuple(settings.window_size), settings.fullscreen)
    ctx = make_context(saves_dir, settings=settings, window=window)
    menu = ctx.stack.push(MainMenuScene(ctx))
    if start_game is not None:
        menu.open_new_game(start_game)
    try:
        return App(ctx, window.surface).run()
    finally:
        pygame.quit()


def headless_context(saves_dir: Path | None = None, catalog=None) -> AppContext:
    """A context for drawing off screen (SDL_VIDEODRIVER=dummy is the caller's job). A 1280x720
    display is opened so sprites can be converted like in the app. Without ``saves_dir`` the
    context saves into a scratch folder that is removed when the process ends."""
    _init_pygame()
    shown = pygame.display.get_surface()
    if shown is None or shown.get_size() != LOGICAL_SIZE:
        pygame.display.set_mode(LOGICAL_SIZE)
    folder = Path(saves_dir) if saves_dir is not None else scratch_folder("grimtable-shot-")
    return make_context(folder, catalog=catalog)


def scratch_folder(prefix: str) -> Path:
    """A new folder under the system's temporary one, removed with everything in it at exit
    (a shot or a bench run must not leave folders behind)."""
    import atexit
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def make_scene_for_bench(ctx: AppContext, name: str, match=None):
    """A scene ready to draw, for timing frames (``layers.window_frame`` at a window's size).
    Names: "board" (the game's own board scene, else the generic one), "generic", "menu",
    "load", "settings", "rules", "new_game"."""
    if name == "board":
        from game.app.session import board_scene_for
        return board_scene_for(ctx, match)
    if name == "generic":
        from game.app.scenes.generic_board import GenericBoardScene
        return GenericBoardScene(ctx, match)
    if name == "menu":
        return MainMenuScene(ctx)
    if name == "load":
        from game.app.scenes.load_screen import LoadScene
        return LoadScene(ctx)
    if name == "settings":
        from game.app.scenes.settings_scene import SettingsScene
        return SettingsScene(ctx)
    if name == "rules":
        from game.app.scenes.rules_viewer import RulesViewerScene
        return RulesViewerScene(ctx, match.rules.id if match is not None else None)
    if name == "new_game":
        from game.app.scenes.new_game import NewGameScene
        game_id = match.rules.id if match is not None else ctx.catalog.describe()[0]["id"]
        return NewGameScene(ctx, game_id)
    if name == "scenarios":
        from game.app.scenes.scenarios import ScenariosScene
        return ScenariosScene(ctx)
    if name == "handoff":
        from game.app.scenes.handoff import HandoffScene
        return HandoffScene(ctx, 1)
    if name == "replay":
        from game.app.scenes.replay import ReplayScene
        from game.core.replay import Replay
        return ReplayScene(ctx, Replay(match), match.rules.title)
    raise ValueError(f"No scene called {name!r}; one of: {', '.join(SHOT_SCENES)}.")


OVER_BOARD = ("game_menu", "result")  # dialogs a shot shows over the game's board
SHOT_SCENES = ("board", "generic", "menu", "load", "settings", "rules", "new_game", "scenarios",
               "handoff", "replay") + OVER_BOARD


def scenes_for_shot(ctx: AppContext, name: str, match) -> list:
    """The scenes ``shot --scene NAME`` draws, bottom first."""
    if name in OVER_BOARD:
        from game.app.scenes.game_menu import GameMenuDialog, ResultDialog
        from game.app.session import board_scene_for
        board = board_scene_for(ctx, match)
        dialog = GameMenuDialog(ctx, board) if name == "game_menu" else ResultDialog(ctx, board, {})
        return [board, dialog]
    return [make_scene_for_bench(ctx, name, match)]


def render_shot(game_id: str, seed: int, commands: list[dict], out_path: Path | str,
                saves_dir: Path | None = None, size: tuple[int, int] = LOGICAL_SIZE,
                text_scale: float = 1.0, scene: str = "board") -> None:
    """Play ``commands`` (each as seat command["seat"], default 0) on a new match and save one
    frame of the game's board scene (or the app's ``scene``, one of SHOT_SCENES, for that
    match) as a PNG of ``size`` (a window of that size), its reading text at ``text_scale``.

    At the first refused command play stops: the frame shows the position before it with the
    refusal as a toast, the PNG is still written, and ShotError is raised with the sentence."""
    from game.core.contract import IllegalCommand
    from game.core.match import Match

    ctx = headless_context(saves_dir)
    ctx.fonts.scale = text_scale
    ctx.screen_size = size
    try:
        rules = ctx.catalog.get_rules(game_id)
    except KeyError as err:
        raise ShotError(str(err)) from None
    match = Match(rules, seed=seed).start()
    failure = None
    for index, command in enumerate(commands):
        body = {k: v for k, v in command.items() if k != "seat"}
        seat = int(command.get("seat", 0))
        try:
            match.submit(seat, body)
        except IllegalCommand as refusal:
            failure = (f"Command {index + 1} ({body.get('type', '?')}) for seat {seat} "
                       f"was refused: {refusal}")
            ctx.toast(failure)
            break
    _save_board(ctx, match, out_path, size=size, scene=scene)
    if failure:
        raise ShotError(failure)


def render_replay_shot(save_path: Path | str, move: int, seat: int | None,
                       out_path: Path | str, size: tuple[int, int] = LOGICAL_SIZE,
                       text_scale: float = 1.0) -> None:
    """Save one frame of the board as it stood after ``move`` moves of a saved match, seen
    from ``seat`` (default: the first seat the replay may show). ShotError says why not."""
    from game.core.replay import Replay
    from game.core.saves import SaveError, load_match

    ctx = headless_context(None)
    ctx.fonts.scale = text_scale
    ctx.screen_size = size
    try:
        replay = Replay(load_match(save_path))
    except SaveError as err:
        raise ShotError(str(err)) from None
    seat = replay.seats()[0] if seat is None else seat
    if why := replay.check(move, seat):
        raise ShotError(why)
    _save_board(ctx, replay.match_at(move), out_path, seat, size)


def _save_board(ctx, match, out_path: Path | str, seat: int | None = None,
                size: tuple[int, int] = LOGICAL_SIZE, scene: str = "board") -> None:
    if scene not in SHOT_SCENES:
        raise ShotError(f"No scene called {scene!r}; one of: {', '.join(SHOT_SCENES)}.")
    scenes = scenes_for_shot(ctx, scene, match)
    if seat is not None:
        scenes[0].seat = seat
    ctx.toasts.update(pygame.time.get_ticks())
    out_path = Path(out_path)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(window_frame(ctx, scenes, size), str(out_path))
