"""The campaign's chapters played by the AI seats, chapter after chapter (ai/chapters.py): for
each seed a new party plays Chapter I, and the sheet it ends on opens Chapter II, then III, as
far as the chapters are written. Prints the markdown table docs/rulings/tainted_grail.md keeps:
per Chapter, party size and mode, the chapter ends reached, deaths, unfinished runs (past the
command limit) and the median days to the end.

    nice python3 tools/tainted_grail_chapters_balance.py [--seeds 12] [--first 9000200]
        [--chapters 3] [--limit 3000] [--characters 1|2] [--mode story|normal]
        [--skip-to 3] [--workers 2] [--stand-in] [--spread] [--spread-endings]
        [--json out.json]

--skip-to 3 measures Chapter III on sheets whose Chapter II was set up and closed at once on
its first ending (ai/chapters.closed_at_once), for when the AI does not finish Chapter II.
--spread-endings closes such chapters on each of their endings in turn, seed by seed
(ai/chapters.stand_in_ending), so Chapter IV meets every earlier fate: Osric's last
Encounter waits at the Last Milestone only for a party that left him his oath.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.games.tainted_grail.ai import chapters  # noqa: E402

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
CONFIGS = [(1, "story"), (2, "story"), (1, "normal"), (2, "normal")]


def run(
    seeds: int,
    first: int,
    last: int,
    limit: int,
    configs=CONFIGS,
    skip_to: int = 2,
    progress: Path | None = None,
    workers: int = 1,
    stand_in: bool = False,
    spread: bool = False,
    spread_endings: bool = False,
) -> dict:
    """{(chapter, characters, mode): [run, ...]}; with ``progress``, each run is also added to
    that file as a line of JSON as soon as it is played (``--table-from`` reads them back)."""
    rows: dict = defaultdict(list)
    pairs = [(first + i, n, m) for i in range(seeds) for n, m in configs]
    if spread:  # one party size and mode a seed, in turn: every run has a seed of its own
        pairs = [(first + i, *configs[i % len(configs)]) for i in range(seeds)]
    per_turn = len(configs) if spread else 1  # each party size and mode meets every ending

    def turn(seed: int) -> int:
        return (seed - first) // per_turn if spread_endings else 0

    jobs = [(seed, n, m, last, limit, skip_to, stand_in, turn(seed)) for seed, n, m in pairs]
    with multiprocessing.Pool(workers) if workers > 1 else _Here() as pool:
        for seed, characters, mode, runs in pool.imap(_one, jobs):
            for r in runs:
                row = {**r, "seed": seed, "save": None, "characters": characters, "mode": mode}
                rows[(r["chapter"], characters, mode)].append(row)
                if progress:
                    with progress.open("a", encoding="utf-8") as out:
                        out.write(json.dumps(row) + "\n")
            print(f"  {characters} {mode} seed {seed} done", file=sys.stderr, flush=True)
    return rows


def _one(job):
    seed, characters, mode, *rest = job
    return seed, characters, mode, chapters.campaign(seed, characters, mode, *rest)


class _Here:
    """One worker: the jobs run in this process, in order."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def imap(self, fn, jobs):
        return map(fn, jobs)


def read_progress(paths: list[Path]) -> dict:
    rows: dict = defaultdict(list)
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            rows[(r["chapter"], r["characters"], r["mode"])].append(r)
    return rows


def table(rows: dict, seeds: int) -> list[str]:
    lines = [
        "| Chapter | Characters | Mode | Runs (after a stand-in) | Chapter end | Death "
        "| Unfinished (caught) | Days to the end (median) | Endings |",
        "|---|---:|---|---:|---:|---:|---:|---:|---|",
    ]
    for (chapter, characters, mode), runs in sorted(rows.items()):
        ends = [r for r in runs if r["ended"] in chapters.ENDED]
        days = f"{statistics.median(r['days'] for r in ends):g}" if ends else "-"
        endings = defaultdict(int)
        for r in ends:
            endings[r["ending"]] += 1
        told = ", ".join(f"{k} {v}" for k, v in sorted(endings.items()))
        stood = sum(r.get("after") == "stand-in" for r in runs)
        lines.append(
            f"| {ROMAN.get(chapter, chapter)} | {characters} | {mode.capitalize()} "
            f"| {len(runs)} ({stood}) | {len(ends)} | {sum(r['ended'] == 'death' for r in runs)} "
            f"| {sum(r['ended'] == 'unfinished' for r in runs)} "
            f"({sum(bool(r['caught']) for r in runs)}) | {days} | {told} |"
        )
    return lines


def campaigns(rows: dict, last: int) -> list[str]:
    """Whole campaigns: per party size and mode, how many new parties reached an ending of the
    last chapter with every chapter played (no stand-in), and where the others stopped."""
    by: dict = defaultdict(lambda: defaultdict(list))
    for (chapter, characters, mode), runs in rows.items():
        for r in runs:
            by[(characters, mode)][r["seed"]].append({**r, "chapter": chapter})
    lines = [
        "| Characters | Mode | Campaigns | Whole campaign ended | Stopped by a death "
        "| Stopped unfinished | Days, all chapters (median of the whole ones) |",
        "|---:|---|---:|---:|---:|---:|---:|",
    ]
    for (characters, mode), seeds in sorted(by.items()):
        whole, dead, open_, days = 0, 0, 0, []
        for runs in seeds.values():
            played = []
            for r in sorted(runs, key=lambda r: r["chapter"]):
                if r.get("after") == "stand-in":
                    break
                played.append(r)
            stop = played[-1]
            if stop["ended"] in chapters.ENDED and stop["chapter"] == last:
                whole += 1
                days.append(sum(r["days"] for r in played))
            elif stop["ended"] == "death":
                dead += 1
            else:
                open_ += 1
        median = f"{statistics.median(days):g}" if days else "-"
        lines.append(
            f"| {characters} | {mode.capitalize()} | {len(seeds)} | {whole} | {dead} | {open_} "
            f"| {median} |"
        )
    return lines


def kings_finals(rows: dict) -> list[str]:
    """The Kings' last Encounters (cards marked final): per chapter and King, how often a party
    met one and came through. A run's ``met`` lists its own chapter's meetings (a last
    Encounter met again later counts again); an older run's ``finals`` are the whole
    campaign's so far, so each chapter counts only what its own run added."""
    by: dict = defaultdict(list)
    for (chapter, characters, mode), runs in rows.items():
        for r in runs:
            by[(r["seed"], characters, mode)].append({**r, "chapter": chapter})
    met: dict = defaultdict(lambda: [0, 0])
    for (_seed, characters, mode), runs in by.items():
        before: dict = {}
        for r in sorted(runs, key=lambda r: r["chapter"]):
            now = r.get("finals") or {}
            if "met" in r:
                seen = [(m["king"], m["won"]) for m in r["met"] if m["final"]]
            else:
                seen = [(k, how == "won") for k, how in now.items() if before.get(k) != how]
            for king, won in seen:
                key = (r["chapter"], king, characters, mode)
                met[key][0] += 1
                met[key][1] += won
            before = now
    if not met:
        return []
    lines = [
        "| Chapter | King's last Encounter | Characters | Mode | Met | Won by the party |",
        "|---|---|---:|---|---:|---:|",
    ]
    for (chapter, king, characters, mode), (n, won) in sorted(met.items()):
        lines.append(
            f"| {ROMAN.get(chapter, chapter)} | {king} | {characters} | {mode.capitalize()} "
            f"| {n} | {won} |"
        )
    return lines


def by_fate(rows: dict, last: int) -> list[str]:
    """The last chapter's runs by the ending Chapter II left (Osric's fate): how many ended,
    and every King's card met there (met / won), so a lair's odds can be read by the road
    that led to it."""
    groups: dict = defaultdict(list)
    for (chapter, _n, _m), runs in rows.items():
        for r in runs:
            if chapter == last and "met" in r:
                fates = r.get("fates") or []
                groups[fates[1] if len(fates) > 1 else "-"].append(r)
    if not groups:
        return []
    lines = [
        f"| Chapter II ending | Chapter {ROMAN.get(last, last)} runs | Ended | Death "
        "| Kings' cards met there (won/met) |",
        "|---|---:|---:|---:|---|",
    ]
    for fate, runs in sorted(groups.items()):
        cards: dict = defaultdict(lambda: [0, 0])
        for r in runs:
            for m in r["met"]:
                cards[m["card"]][0] += m["won"]
                cards[m["card"]][1] += 1
        told = ", ".join(f"{c} {w}/{n}" for c, (w, n) in sorted(cards.items()))
        ended = sum(r["ended"] in chapters.ENDED for r in runs)
        dead = sum(r["ended"] == "death" for r in runs)
        lines.append(f"| {fate} | {len(runs)} | {ended} | {dead} | {told} |")
    return lines


def report(rows: dict, seeds: int, last: int) -> str:
    parts = [table(rows, seeds), campaigns(rows, last), kings_finals(rows), by_fate(rows, last)]
    return "\n\n".join("\n".join(p) for p in parts if p)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=12)
    parser.add_argument("--first", type=int, default=9_000_200)
    parser.add_argument("--chapters", type=int, default=3, help="the last chapter to play")
    parser.add_argument("--limit", type=int, default=chapters.COMMANDS)
    parser.add_argument("--characters", type=int, choices=(1, 2), help="only this party size")
    parser.add_argument("--mode", choices=("story", "normal"), help="only this mode")
    parser.add_argument(
        "--skip-to",
        type=int,
        default=2,
        help="chapters after I and before this one are closed at once on their first ending",
    )
    parser.add_argument("--workers", type=int, default=1, help="processes (the machine is shared)")
    parser.add_argument(
        "--stand-in",
        action="store_true",
        help="a chapter the seats did not finish is closed at once, and the next one played",
    )
    parser.add_argument(
        "--spread",
        action="store_true",
        help="each seed plays one party size and mode, in turn (--seeds 12: 3 of each)",
    )
    parser.add_argument(
        "--spread-endings",
        action="store_true",
        help="chapters closed at once take each of their endings in turn, seed by seed",
    )
    parser.add_argument("--json", type=Path)
    parser.add_argument("--progress", type=Path, help="add each run to this file as it ends")
    parser.add_argument(
        "--table-from",
        type=Path,
        nargs="+",
        help="only print the table of runs written with --progress",
    )
    args = parser.parse_args(argv)
    if args.table_from:
        print(report(read_progress(args.table_from), args.seeds, args.chapters))
        return 0
    configs = [
        (n, m) for n, m in CONFIGS if args.characters in (None, n) and args.mode in (None, m)
    ]
    rows = run(
        args.seeds,
        args.first,
        args.chapters,
        args.limit,
        configs,
        args.skip_to,
        args.progress,
        args.workers,
        args.stand_in,
        args.spread,
        args.spread_endings,
    )
    print(report(rows, args.seeds, args.chapters))
    if args.json:
        args.json.write_text(
            json.dumps({f"{c}-{n}-{m}": v for (c, n, m), v in rows.items()}, indent=1),
            encoding="utf-8",
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
