"""Long logs for the bench: building them by legal play, and what undo, saves, loads and
autosaves cost on them at 1k, 10k and 100k events.

How a long log is built, honestly and fast. A log is always one match, played from its opening
by legal commands; nothing is written into a log that ``Match.submit`` would not have written.

- Random legal play ends a game in a few hundred events, so the bench's player stalls. A game's
  manifest may name a harmless round trip in ``bench["dither"]`` (Grudge: open the Dash menu,
  go "back"). At a position where the opener is legal the player submits each opener and its
  closer for real, checks that the state is back where it was (same state hash) and that the
  pair drew no chance. ``decide`` is a pure function of (state, command, chance draws), so every
  later submission of that pair at that state must give those very entries: the bench appends
  fresh copies of them through ``Match.extend`` (the fold) instead of re-deciding them, 0.005 ms
  a pair instead of 0.9 ms. After a pad it checks the hash again and submits the pair once more
  for real, comparing its events with the copies'. Grudge reaches 100k events in ~2.5 s (the
  fold of every event included) instead of ~45 s; its 100k log holds a few dozen real moves.
- A game without such a pair (GRIM) is played by a cautious player that avoids the command types
  in ``bench["stall"]`` (GRIM: attacks) 97% of the time: Grim seldom fall, and a match runs
  past 100k events by plain submission (about 19,000 commands, ~10 s). Random play ends a GRIM
  match at 2-5k events; this player is slow to win, not a different game.
- If a game still ends before a size, that size reports the longest log reached (``events``
  says how many) with a ``note``; no size is faked.

Every smaller log is a prefix of the longest (a prefix of a legal log is a legal log), rebuilt
with ``Match.replay`` so its checkpoints are those live play would have made.
"""

from __future__ import annotations

import gc
import json
import os
import pickle
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.contract import Command, Rules
from game.core.match import Entry, Match
from game.core.playout import bare
from game.core.registry import manifest_of
from game.core.saves import autosave, load_match, save_match

SIZES: dict[str, int] = {"1k": 1_000, "10k": 10_000, "100k": 100_000}
UNDOS = 20  # undo_ms is the worst of these
LOADS = 3  # load_ms is their median
AUTOSAVE_MOVES = 50  # moves played on top of a log, each followed by an autosave
STALL_RATE = 0.97  # how often the cautious player keeps to calm commands
BUILD_SECONDS = 60.0  # no new seed is tried for a game once its builds took this long
# Until games/grim/manifest.py says it itself (bench={"stall": ("attack",)}), the bench does.
FALLBACK_KNOBS: dict[str, dict[str, Any]] = {"grim": {"stall": ("attack",)}}


@dataclass
class Player:
    """The bench's player: random legal commands, kept calm so a match lasts.

    ``dither`` is (opener type, closer type) of a harmless round trip; ``stall`` are command
    types the player avoids (those that end a game sooner)."""

    dither: tuple[str, str] | None = None
    stall: tuple[str, ...] = ()

    @classmethod
    def for_rules(cls, rules: Rules) -> Player:
        knobs = {**FALLBACK_KNOBS.get(rules.id, {}), **manifest_of(rules).bench}
        dither = tuple(knobs.get("dither") or ())
        return cls(
            dither=dither[:2] if len(dither) >= 2 else None, stall=tuple(knobs.get("stall") or ())
        )

    def calm(self, commands: list[Command]) -> list[Command]:
        if self.dither:
            return [c for c in commands if c.get("type") in self.dither]
        return [c for c in commands if c.get("type") not in self.stall]

    def pick(self, commands: list[Command], rng: random.Random, calm_rate: float) -> Command:
        calm = self.calm(commands) if rng.random() < calm_rate else []
        return bare(rng.choice(calm or commands))


def events_of(match: Match) -> int:
    return sum(len(entry.events) for entry in match.log)


# -- building ---------------------------------------------------------------------------------
def build_log(rules: Rules, target: int, seed: int = 1) -> Match:
    """The longest of a few matches, stopping at the first that reaches ``target`` events."""
    player = Player.for_rules(rules)
    best: Match | None = None
    started = time.perf_counter()
    for attempt in range(seed, seed + 8):
        match = _play(rules, target, attempt, player)
        if best is None or events_of(match) > events_of(best):
            best = match
        if events_of(best) >= target or time.perf_counter() - started > BUILD_SECONDS:
            break
    assert best is not None
    return best


def _new_match(rules: Rules, seed: int | str, options: dict | None = None) -> Match:
    # Seat 0 human, the rest AI, casual undo on: the setting in which undo is always allowed,
    # so the bench times undo's work rather than its refusals (hotseat never undoes a reveal).
    return Match(rules, options, seed, human_seats={0}, casual_undo=True)


def _play(rules: Rules, target: int, seed: int, player: Player) -> Match:
    match = _new_match(rules, seed).start()
    rng = random.Random(seed)
    events = events_of(match)
    calm_rate = 0.0 if player.dither else STALL_RATE  # a dithering game stalls by padding
    for _ in range(4 * target):  # every command makes an event; this only bounds a bug
        if match.outcome() is not None or events >= target:
            break
        seat = match.pending().seat
        commands = match.legal(seat)
        padded = _pad(match, seat, commands, player, rng, _pad_size(target, events))
        if padded:
            events += padded
            if events >= target or match.outcome() is not None:
                break
            commands = match.legal(seat)
        events += len(match.submit(seat, player.pick(commands, rng, calm_rate)))
    return match


def _pad_size(target: int, events: int) -> int:
    """Half of what is missing, or all of it once little is: the padding is spread over a few
    positions of the match (Grudge offers its menu at only some of them) and still ends."""
    missing = target - events
    return missing if missing <= max(target // 16, 64) else missing // 2


def _pad(
    match: Match,
    seat: int,
    commands: list[Command],
    player: Player,
    rng: random.Random,
    wanted: int,
) -> int:
    """Append ``wanted`` events or so of harmless round trips at this position; returns how
    many events were added (0 if the opener is not legal here or its round trip is not pure)."""
    if not player.dither or wanted <= 0:
        return 0
    openers = [bare(c) for c in commands if c.get("type") == player.dither[0]]
    if not openers:
        return 0
    before, start = match.hash(), len(match.log)
    templates = []
    for opener in openers:
        pair = _round_trip(match, seat, opener, player, before)
        if pair is None:
            return sum(len(e.events) for e in match.log[start:])  # real moves all the same
        templates.append(pickle.dumps(pair))
    added = sum(len(e.events) for e in match.log[start:])
    while added < wanted:
        copies: list[Entry] = pickle.loads(rng.choice(templates))  # fresh objects each time
        match.extend(copies)
        added += sum(len(e.events) for e in copies)
    return added + _check_pad(match, before, pickle.loads(templates[0]))


def _round_trip(
    match: Match, seat: int, opener: Command, player: Player, before: str
) -> list[Entry] | None:
    """Submit ``opener`` and then its closer; the two entries if that left the state exactly as
    it was and drew no chance, else None (the commands stay in the log: they were legal)."""
    match.submit(seat, opener)
    closer_seat = match.pending().seat
    closers = [bare(c) for c in match.legal(closer_seat) if c.get("type") == player.dither[1]]
    if not closers:
        return None
    match.submit(closer_seat, closers[0])
    pair = match.log[-2:]
    if match.hash() != before or any(entry.draws for entry in pair):
        return None
    return pair


def _check_pad(match: Match, before: str, pair: list[Entry]) -> int:
    """The copies folded back to the same position, and deciding the pair there again gives
    the copied events: what submitting would have logged is what the pad logged. Returns the
    events of that last, submitted pair."""
    if match.hash() != before:
        raise AssertionError(f"{match.rules.id}: padding moved the state")
    for entry in pair:
        command = {k: v for k, v in entry.command.items() if k != "seat"}
        if match.submit(entry.seat, command) != entry.events:
            raise AssertionError(f"{match.rules.id}: a padded entry differs from a submitted one")
    return sum(len(entry.events) for entry in pair)


def prefix_match(source: Match, entries: int) -> Match:
    """The match after the first ``entries`` entries of ``source``, folded as live play does.
    Its entries are copies: it owns its objects, as a match in the app does (see bench_logs)."""
    match = _new_match(source.rules, source.seed, source.options)
    match.replay(pickle.loads(pickle.dumps(source.log[:entries])))
    return match


def prefix_length(source: Match, events: int) -> int:
    """Entries up to the first entry boundary at or past ``events`` events."""
    total = 0
    for index, entry in enumerate(source.log):
        total += len(entry.events)
        if total >= events:
            return index + 1
    return len(source.log)


# -- measuring --------------------------------------------------------------------------------
def percentiles(samples_ms: list[float]) -> dict[str, float]:
    samples = sorted(samples_ms)
    p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))]
    return {"p50": round(statistics.median(samples), 3), "p95": round(p95, 3)}


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def measure_undo(match: Match) -> float | None:
    """Worst of UNDOS undos through ``Match.undo`` (seat 0, the human), each timed alone, from
    successive log ends; then all redone through ``Match.redo``, which must bring back the same
    state."""
    before, times = match.hash(), []
    for _ in range(UNDOS):
        if not match.can_undo(0)[0]:
            break
        start = time.perf_counter()
        match.undo(0)
        times.append(_ms(start))
    for _ in times:
        match.redo(0)
    if match.hash() != before:
        raise AssertionError(f"{match.rules.id}: undo then redo changed the state")
    return round(max(times), 3) if times else None  # None: nothing could be undone


def measure_saves(match: Match, folder: Path) -> dict[str, Any]:
    """save_match + load_match once (the loaded state must hash the same), then load_match
    alone LOADS times."""
    path = folder / f"bench-{match.rules.id}.save"
    start = time.perf_counter()
    save_match(match, path)
    loaded = load_match(path)
    save_load = _ms(start)
    if loaded.hash() != match.hash():
        raise AssertionError(f"{match.rules.id}: a save did not load back the same state")
    del loaded
    loads = []
    for _ in range(LOADS):
        start = time.perf_counter()
        load_match(path)
        loads.append(_ms(start))
    return {
        "save_load_ms": round(save_load, 2),
        "load_ms": round(statistics.median(loads), 2),
        "save_kb": round(path.stat().st_size / 1024),
    }


def measure_autosave(match: Match, folder: Path, rng: random.Random) -> dict[str, Any]:
    """autosave() after each of AUTOSAVE_MOVES moves played on top of the log, as the table
    session does after every command. The first autosave of a match seals every log segment
    (after a load, say); it is reported alone, and the per-move figures start after it."""
    player = Player.for_rules(match.rules)
    start = time.perf_counter()
    autosave(match, folder)
    first = _ms(start)
    samples = []
    for _ in range(AUTOSAVE_MOVES):
        if match.outcome() is not None:
            break
        seat = match.pending().seat
        match.submit(seat, player.pick(match.legal(seat), rng, STALL_RATE))
        start = time.perf_counter()
        autosave(match, folder)
        samples.append(_ms(start))
    figures = percentiles(samples) if samples else {"p50": None, "p95": None}
    return {"autosave_ms": {**figures, "moves": len(samples)}, "autosave_first_ms": round(first, 2)}


RSS_SNIPPET = """\
import json, resource, sys, time
from game.core.saves import load_match
from game.core.registry import get_rules
get_rules({game!r})
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
match = load_match({path!r})
loaded = time.perf_counter()
match.undo(0)
undone = time.perf_counter()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({{"base": base, "peak": peak, "load": loaded - start, "undo": undone - loaded}}))
"""
# Linux folds the high-water mark of the process that forks into the child's ru_maxrss (the
# fork's memory is the child's until exec), so a child of the bench would report the bench's
# own peak. A small launcher interpreter in between leaves only its own ~15 MB as the floor.
LAUNCHER = """\
import subprocess, sys
out = subprocess.run([sys.executable, "-c", {code!r}], capture_output=True, text=True)
sys.stderr.write(out.stderr)
print(out.stdout)
sys.exit(out.returncode)
"""


def measure_rss(game_id: str, path: Path) -> dict[str, float]:
    """Peak RSS (ru_maxrss) of a fresh interpreter that opens the save and undoes once, next to
    its RSS before the load. That load is timed (once, with no bench heap around it), and so
    is the first undo after it: a loaded match has checkpoints only at the opening and at the
    save's snapshot, so that undo refolds the log from the opening."""
    code = RSS_SNIPPET.format(game=game_id, path=str(path))
    out = json.loads(run_snippet(LAUNCHER.format(code=code), timeout=300))
    unit = 1024 * 1024 if sys.platform == "darwin" else 1024  # bytes on macOS, KB on Linux
    return {
        "peak_rss_mb": round(out["peak"] / unit, 1),
        "rss_before_load_mb": round(out["base"] / unit, 1),
        "load_fresh_process_ms": round(out["load"] * 1000, 2),
        "undo_after_load_ms": round(out["undo"] * 1000, 2),
    }


def run_snippet(code: str, timeout: float = 60) -> str:
    """Run ``code`` in a fresh interpreter (no display, no audio); its last line of output."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
        cwd=Path(__file__).resolve().parents[1],
    )
    if out.returncode:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr else "bench failed")
    return out.stdout.strip().splitlines()[-1]


# -- one game's logs --------------------------------------------------------------------------
def measure_log(match: Match, folder: Path, with_rss: bool) -> dict[str, Any]:
    """Every figure of one log. Undo and saves first: the autosave moves change the match."""
    figures: dict[str, Any] = {
        "events": events_of(match),
        "entries": len(match.log),
        "undo_ms": measure_undo(match),
    }
    figures.update(measure_saves(match, folder))
    if with_rss:
        figures.update(measure_rss(match.rules.id, folder / f"bench-{match.rules.id}.save"))
    figures.update(measure_autosave(match, folder / "autosaves", random.Random(7)))
    return figures


def describe_build(source: Match, seconds: float) -> dict[str, Any]:
    """How the longest log of a game came about, for the report."""
    player = Player.for_rules(source.rules)
    if player.dither:
        padded = sum(1 for e in source.log if e.command.get("type") in player.dither)
        how = (
            f"legal play; {player.dither[0]!r}/{player.dither[1]!r} round trips padded "
            f"by verified copies ({padded:,} of {len(source.log):,} commands)"
        )
    else:
        how = (
            f"legal play by a cautious player (avoids {', '.join(player.stall) or 'nothing'} "
            f"{STALL_RATE:.0%} of the time); every command submitted"
        )
    return {
        "events": events_of(source),
        "entries": len(source.log),
        "seed": source.seed,
        "ended": source.outcome() is not None,
        "how": how,
        "build_s": round(seconds, 1),
    }


def bench_logs(
    rules: Rules, sizes: dict[str, int] | None = None
) -> tuple[dict[str, dict], Match, dict[str, Any]]:
    """Figures per size, keyed "<game>/log_<size>"; the longest log built (the bench draws and
    replays prefixes of it too); and how it was built. A size the game never reached repeats
    the figures of the longest log with a note; it is measured once."""
    sizes = sizes or SIZES
    started = time.perf_counter()
    source = build_log(rules, max(sizes.values()))
    build = describe_build(source, time.perf_counter() - started)
    # The longest log stays alive through the measurements; frozen, the garbage collector
    # skips its objects, so they do not slow the smaller logs' figures (the app holds one match).
    gc.collect()
    gc.freeze()
    try:
        return _measure_sizes(rules, source, sizes), source, build
    finally:
        gc.unfreeze()


def _measure_sizes(rules: Rules, source: Match, sizes: dict[str, int]) -> dict[str, dict]:
    reached, finished = events_of(source), source.outcome() is not None
    figures: dict[str, dict] = {}
    by_length: dict[int, dict] = {}
    longest = _length_for(source, max(sizes.values()), reached, finished)
    with tempfile.TemporaryDirectory(prefix="grimtable-bench-") as folder:
        for label, size in sorted(sizes.items(), key=lambda item: item[1]):
            length = _length_for(source, size, reached, finished)
            if length not in by_length:  # sizes a game never reached share its longest log
                match = prefix_match(source, length)
                by_length[length] = measure_log(match, Path(folder), length == longest)
                del match
            figures[f"{rules.id}/log_{label}"] = _noted(by_length[length], size, reached, finished)
    return figures


def _length_for(source: Match, size: int, reached: int, finished: bool) -> int:
    if reached >= size:
        return prefix_length(source, size)
    # A finished match keeps its last moves off the log, so autosave has moves to play on top.
    return max(1, len(source.log) - AUTOSAVE_MOVES) if finished else len(source.log)


def _noted(figures: dict, size: int, reached: int, finished: bool) -> dict:
    if figures["events"] >= size:
        return figures
    if finished:
        why = (
            f"the longest match the bench's player played ended at {reached:,} events; this "
            f"is its log without the last {AUTOSAVE_MOVES} commands, replayed on top for the "
            "autosave figures"
        )
    else:
        why = f"the build stopped (time limit) at {reached:,} events; this is that log"
    return {**figures, "note": f"not {size:,} events: {why}"}
