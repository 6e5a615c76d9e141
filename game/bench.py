"""python -m game bench: startup, frame times per scene, replay, undo, save/load and idle CPU.
Numbers are measured here, on whatever machine runs it; the README records a run."""
from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.core.match import Match
from game.core.playout import bare
from game.core.registry import all_rules
from game.core.saves import load_match, save_match

LONG_LOG = 10_000  # events


def _events(match: Match) -> int:
    return sum(len(entry.events) for entry in match.log)


def long_match(rules, target_events: int = LONG_LOG, seed: int = 1) -> Match:
    """A match whose log holds at least ``target_events`` events (if the game lasts that long).

    Random legal play ends a game in a few hundred events, so this player dithers:
    it nearly always takes a command that changes nothing lasting (opening and closing a menu) when one is
    legal. The log is still a real one: every entry was accepted by the rules."""
    match = Match(rules, None, seed, casual_undo=True).start()
    rng = random.Random(seed)
    dither = ("menu", "back")
    while match.outcome() is None and _events(match) < target_events:
        seat = match.pending().seat
        commands = match.legal(seat)
        idle = [c for c in commands if c.get("type") in dither]
        pick = rng.choice(idle if idle and rng.random() < 0.999 else commands)
        match.submit(seat, bare(pick))
    return match


def _percentiles(samples_ms: list[float]) -> dict[str, float]:
    samples = sorted(samples_ms)
    p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))]
    return {"p50": round(statistics.median(samples), 3), "p95": round(p95, 3)}


def bench_core(rules) -> dict:
    match = long_match(rules)
    events = _events(match)
    replayed = Match(rules, match.options, match.seed)
    start = time.perf_counter()
    for _ in range(3):
        replayed.replay(match.log)
    replay_rate = 3 * events / (time.perf_counter() - start)

    undo_times = []
    for _ in range(20):
        seat = match.log[-1].seat
        entry = match.log[-1]
        start = time.perf_counter()
        match.truncate(len(match.log) - 1)  # undo's own work, without its permission checks
        undo_times.append((time.perf_counter() - start) * 1000)
        match.extend([entry])
        del seat
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        path = save_match(match, Path(folder) / "bench.save")
        load_match(path)
        save_load = (time.perf_counter() - start) * 1000
    return {"events": events, "replay_events_per_s": round(replay_rate),
            "undo_ms": round(max(undo_times), 3), "save_load_ms": round(save_load, 2)}


SCENES = ("board", "menu", "load", "rules", "new_game")
FRAMES = 120


def bench_frames(rules, match: Match) -> dict[str, dict[str, float]]:
    """Draw each scene FRAMES times with the pointer sweeping over it, as a player's hover would;
    every fourth frame a board scene is told the match changed, so it rebuilds what it caches."""
    import pygame

    from game.app import intents
    from game.app.main import headless_context, make_scene_for_bench

    ctx = headless_context()
    surface = pygame.Surface((1280, 720))
    figures = {}
    for name in SCENES:
        scene = make_scene_for_bench(ctx, name, match)
        samples = []
        for frame in range(FRAMES):
            pos = (40 + (frame * 37) % 1200, 40 + (frame * 23) % 640)
            start = time.perf_counter()
            if frame % 4 == 0 and hasattr(scene, "version"):
                scene.version += 1
            scene.handle(intents.Hover(pos))
            scene.draw(surface)
            samples.append((time.perf_counter() - start) * 1000)
        figures[name] = _percentiles(samples)
    return figures


def _run_snippet(code: str, timeout: float = 60) -> str:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, timeout=timeout, cwd=Path(__file__).resolve().parents[1])
    if out.returncode:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr else "bench failed")
    return out.stdout.strip().splitlines()[-1]


def bench_startup() -> float:
    """Process start to the first drawn main menu, in a fresh interpreter."""
    code = ("import pygame\n"
            "from game.app.main import headless_context, make_scene_for_bench\n"
            "ctx = headless_context()\n"
            "make_scene_for_bench(ctx, 'menu').draw(pygame.display.get_surface())\n"
            "pygame.display.flip(); print('drawn')")
    started = time.perf_counter()
    _run_snippet(code)
    return round(time.perf_counter() - started, 3)


def bench_idle_cpu() -> float:
    code = ("import time, pygame\n"
            "from game.app.loop import App\n"
            "from game.app.main import headless_context, make_scene_for_bench\n"
            "ctx = headless_context()\n"
            "ctx.stack.push(make_scene_for_bench(ctx, 'menu'))\n"
            "app = App(ctx, pygame.display.get_surface()); app.draw()\n"
            "cpu, wall = time.process_time(), time.perf_counter()\n"
            "while time.perf_counter() - wall < 2.0: app.step(app.timeout())\n"
            "print(100 * (time.process_time() - cpu) / (time.perf_counter() - wall))")
    return round(float(_run_snippet(code)), 2)


def run_bench() -> dict:
    report: dict = {"startup_s": bench_startup(), "frame_ms": {}, "replay_events_per_s": None,
                    "undo_ms": {}, "save_load_ms": {}, "idle_cpu_percent": bench_idle_cpu(),
                    "log_events": {}}
    rates = []
    for rules in all_rules():
        core = bench_core(rules)
        rates.append(core["replay_events_per_s"])
        report["log_events"][rules.id] = core["events"]
        size = "log_10k" if core["events"] >= LONG_LOG else f"log_{core['events']}"
        report["undo_ms"][f"{rules.id}/{size}"] = core["undo_ms"]
        report["save_load_ms"][f"{rules.id}/{size}"] = core["save_load_ms"]
        busy = long_match(rules, target_events=2_000)
        for scene, figures in bench_frames(rules, busy).items():
            report["frame_ms"][f"{rules.id}/{scene}"] = figures
    report["replay_events_per_s"] = min(rates)
    report["ai"] = bench_ai()
    return report


AI_MATCHES = 100  # per opponent; docs/rulings/<game>.md records a 500-match run


def bench_ai() -> dict:
    """Each game's AI against random and greedy play: win rates and decision times."""
    import importlib

    figures = {}
    for rules in all_rules():
        name = f"game.games.{rules.id}.ai_bench"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as missing:
            if missing.name != name:
                raise
            continue  # a game without an AI (Grudge is solo)
        figures[rules.id] = module.measure(AI_MATCHES)
    return figures
