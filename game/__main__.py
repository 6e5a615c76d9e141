"""python -m game: the app, and its subcommands for bots, screenshots and measurements."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from game.app.paths import player_folder
from game.core.manifest import counts_phrase


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description="Grimtable tabletop")
    parser.add_argument("--saves", type=Path, default=None,
                        help="folder for saves, profile and settings (default: the checkout's "
                             "saves/, or when installed the user's data folder)")
    sub = parser.add_subparsers(dest="cmd")
    play = sub.add_parser("play", help="open the app (the default)")
    play.add_argument("game", nargs="?", help="go straight to this game's new-game dialog")
    listing = sub.add_parser("list", help="list the games")
    listing.add_argument("--json", action="store_true")
    serve = sub.add_parser("serve", help="headless JSON-lines protocol on stdin/stdout")
    serve.add_argument("game")
    serve.add_argument("--seed", type=int, default=0)
    serve.add_argument("--players", type=int)
    serve.add_argument(
        "--seat", type=int, help="answer only for this seat (a client playing one side)"
    )
    serve.add_argument(
        "--ai-others", action="store_true", help="with --seat: the game's AI plays every other seat"
    )
    serve.add_argument("--scenario", type=Path, help="start from this scenario file")
    serve.add_argument(
        "--saves",
        type=Path,
        default=argparse.SUPPRESS,
        help="the folder the save and load ops name their files in",
    )
    shot = sub.add_parser("shot", help="render a position to PNG without a display")
    shot.add_argument("game", nargs="?", help="the game (not with --save)")
    shot.add_argument("--save", type=Path, help="a save to show, after --at moves")
    shot.add_argument("--at", type=int, help="with --save: the move (0 is the setup)")
    shot.add_argument("--seat", type=int, help="with --save: whose side of the table to show")
    shot.add_argument("--seed", type=int, default=0)
    shot.add_argument("--script", type=Path, help="JSON commands, one per line")
    shot.add_argument("--out", type=Path, required=True)
    shot.add_argument("--size", default="1280x720",
                      help="the window's size, WIDTHxHEIGHT from 1280x720 to 2560x1440")
    shot.add_argument("--text-scale", type=int, default=100, choices=(100, 125, 150),
                      help="the reading text's size in percent, as in Settings")
    shot.add_argument("--scene", default="board",
                      help="an app scene instead of the board: menu, load, settings, scenarios, "
                           "handoff, or (for the game's match) rules, new_game, replay, "
                           "game_menu, result, generic")
    fonts = sub.add_parser("fonts", help="which typeface file each role draws with")
    fonts.add_argument("--json", action="store_true")
    scenarios = sub.add_parser("scenarios", help="list the scenarios the games ship")
    scenarios.add_argument("--json", action="store_true")
    bench = sub.add_parser("bench", help="measure speed")
    bench.add_argument("--json", action="store_true")
    return parser


def _fail(message: str) -> int:
    print(f"grimtable: {message}", file=sys.stderr)
    return 2


def _read_script(path: Path) -> list[dict]:
    commands = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            command = json.loads(line)
        except json.JSONDecodeError as error:
            raise ValueError(f"{path.name} line {number} is not JSON ({error.msg}).") from None
        if not isinstance(command, dict):
            raise ValueError(f"{path.name} line {number} must be a JSON object.")
        commands.append(command)
    return commands


def _listing_line(game: dict) -> str:
    counts = counts_phrase(game["content"])
    return f"{game['id']}: {game['title']}" + (f" ({counts})" if counts else "")


def main(argv: list[str] | None = None) -> int:
    from game.core.content import ContentError

    try:
        return _dispatch(_parser().parse_args(argv))
    except ContentError as error:  # a broken content file is named, never a traceback
        return _fail(str(error))
    except BrokenPipeError:  # the reader went away (`list | head`): nothing more to say
        sys.stderr.close()
        return 0


def _dispatch(args: argparse.Namespace) -> int:
    from game.core.registry import UnknownGame, describe, get_rules

    if args.cmd == "list":
        games = describe(content=True)
        print(json.dumps(games) if args.json else "\n".join(_listing_line(g) for g in games))
        return 0
    if args.cmd == "serve":
        from game.core.match import Match
        from game.core.protocol import serve
        from game.core.saves import clean_temp_files

        try:
            rules = get_rules(args.game)
        except UnknownGame as error:
            return _fail(str(error))
        scenario = None
        if args.scenario is not None:
            from game.core.scenario import ScenarioError, load_scenario

            try:
                scenario = load_scenario(args.scenario)
            except ScenarioError as error:
                return _fail(str(error))
            if scenario.game != rules.id:
                return _fail(f"{args.scenario.name} is a scenario of {scenario.rules.title}, "
                             f"not of {rules.title}.")
            if args.players:
                return _fail("A scenario sets its own players; leave out --players.")
        options = {"players": args.players} if args.players else {}
        low, high = rules.players
        if args.players and not low <= args.players <= high:
            return _fail(f"{rules.title} takes {low} to {high} players.")
        players = args.players or (scenario.options if scenario else {}).get("players", low)
        if args.seat is not None and not 0 <= args.seat < players:
            return _fail(f"--seat must be from 0 to {players - 1}.")
        ai = None
        if args.ai_others:
            from game.core.registry import get_manifest

            ai = get_manifest(args.game).load_ai()
            if ai is None or args.seat is None:
                return _fail(
                    f"--ai-others needs --seat and a game with an AI; {rules.title} "
                    f"{'has none' if ai is None else 'was given no --seat'}."
                )
        seats = {args.seat} if ai is not None else None
        if scenario is not None:
            match = Match.from_scenario(scenario, human_seats=seats)
        else:
            match = Match(rules, options, args.seed, human_seats=seats).start()
        saves = player_folder(args.saves)
        if args.saves is None:  # the player's own data folder (its parents too) is ours to make
            saves.mkdir(parents=True, exist_ok=True)
        clean_temp_files(saves)  # what a killed serve left half-written
        return serve(match, sys.stdin, sys.stdout, args.seat, ai, saves)
    if args.cmd == "shot":
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from game.app.main import ShotError, render_replay_shot, render_shot
        from game.app.window import parse_size

        if (args.save is None) == (args.game is None):
            return _fail("shot takes a game, or --save FILE (and --at N), not both.")
        try:
            look = {"size": parse_size(args.size), "text_scale": args.text_scale / 100}
            if args.save is not None:
                at = args.at if args.at is not None else 0
                render_replay_shot(args.save, at, args.seat, args.out, **look)
            else:
                get_rules(args.game)
                commands = _read_script(args.script) if args.script else []
                render_shot(args.game, args.seed, commands, args.out, scene=args.scene, **look)
        except (UnknownGame, ValueError, OSError, ShotError) as error:
            return _fail(str(error))
        print(args.out)
        return 0
    if args.cmd == "scenarios":
        from game.core.scenario import all_scenarios

        shown = [scenario.describe() for scenario in all_scenarios()]
        lines = [f"{s['game']}/{s['id']} ({s['kind']}): {s['title']}. {s['goal']}" for s in shown]
        print(json.dumps(shown) if args.json else "\n".join(lines))
        return 0
    if args.cmd == "fonts":
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout holds the answer
        from game.app.fonts import faces

        found = faces()
        print(json.dumps(found) if args.json else
              "\n".join(f"{role}: {path}" for role, path in found.items()))
        return 0
    if args.cmd == "bench":
        from game.bench import run_bench

        report = run_bench()
        print(json.dumps(report, indent=None if args.json else 2))
        return 0
    from game.app.main import run_app

    return run_app(player_folder(args.saves), getattr(args, "game", None))


if __name__ == "__main__":
    sys.exit(main())
