"""Grimheim balance: AI-versus-AI battles between pre-made warbands of the same size (the field a
warband meets is every other pre-made warband of its size), missions in turn; prints each
warband's win rate (a draw counts half) overall and per mission.

    python tools/grimheim_balance.py --battles 400 [--start 0] [--out results.json]
    python tools/grimheim_balance.py --battles 80 --missions bell,relic   (only those missions)
    python tools/grimheim_balance.py --battles 80 --mirror   (one warband in both seats: the
                                                              seat split shows a mission's bias)
    python tools/grimheim_balance.py --table results.json   (the table of a finished run)
    python tools/grimheim_balance.py --pairings 40 --size small --mission encounter

--grid N plays every pairing of two factions on every mission N times (the issue's balance
table): battle i of a cell uses the two factions' pre-made warbands of size small, medium, large
in turn (i // 2 mod 3), the first-named faction in seat 0 when i is even; Match seed
200,000 + 10,000 x pairing + 1,000 x mission + i. --workers 2 plays them in two processes.

    python tools/grimheim_balance.py --grid 48 --workers 2 --out /tmp/grid.json
    python tools/grimheim_balance.py --grid-table /tmp/grid.json
    python tools/grimheim_balance.py --grid 24 --missions beacons,casks   (those columns only)
    python tools/grimheim_balance.py --grid 96 --grid-from 48 --out /tmp/more.json   (battles
        48 to 95 of every cell; --grid-table /tmp/grid.json /tmp/more.json reads both)
    python tools/grimheim_balance.py --grid 100 --grid-size small --grid-factions ashen,reavers
        (only the small warbands' battles of that pairing, each with the seed it has in the grid)

--pairings N plays every pairing of two factions N times (seats alternating) with each
faction's pre-made warband of the size, on one mission, and prints each pairing's win rate.

For tuning: --size large plays only the warbands of that size, and --content DIR reads the
content YAML from DIR (a copy of assets/grimheim with the changes to try)."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.games.grimheim.ai import ai_bench  # noqa: E402
from game.games.grimheim.ai.player import choose  # noqa: E402
from game.games.grimheim.rules import content  # noqa: E402


def pairing(
    i: int, size: str | None = None, missions: tuple = ai_bench.MISSIONS, mirror: bool = False
) -> dict:
    """The i-th battle's mission and warbands; a mirror battle puts one warband in both seats."""
    bands = content.load()["warbands"]
    names = sorted(n for n in bands if size is None or bands[n]["size"] == size)
    rng = random.Random(f"balance:{i}")
    a = rng.choice(names)
    b = rng.choice([n for n in names if n != a and bands[n]["size"] == bands[a]["size"]])
    b = a if mirror else b
    return {"mission": missions[i % len(missions)], "warband_0": a, "warband_1": b}


def run(
    battles: int,
    start: int,
    out: Path | None,
    size: str | None = None,
    missions: tuple = ai_bench.MISSIONS,
    mirror: bool = False,
) -> list[dict]:
    results = []
    for i in range(start, start + battles):
        options = pairing(i, size, missions, mirror)
        outcome = ai_bench.play((choose, choose), 50000 + i, options)
        results.append(
            {
                "i": i,
                "mission": options["mission"],
                "w0": options["warband_0"],
                "w1": options["warband_1"],
                "winner": None if outcome is None else outcome["winner"],
                "vp": None if outcome is None else outcome["vp"],
            }
        )
        if out:
            out.write_text(json.dumps(results))
    return results


def table(results: list[dict]) -> str:
    score, games = defaultdict(float), defaultdict(int)
    for r in results:
        for seat, band in ((0, r["w0"]), (1, r["w1"])):
            for key in (band, (band, r["mission"])):
                games[key] += 1
                score[key] += 1.0 if r["winner"] == seat else 0.5 if r["winner"] is None else 0
    missions = ai_bench.MISSIONS
    lines = [
        "| Warband | Size | Battles | Win % | " + " | ".join(missions) + " |",
        "|---|---|---|---|" + "---|" * len(missions),
    ]
    bands = content.load()["warbands"]
    for band in sorted(bands, key=lambda b: (bands[b]["size"], b)):
        if not games[band]:
            continue
        per = [
            f"{100 * score[(band, m)] / games[(band, m)]:.0f}" if games[(band, m)] else "-"
            for m in missions
        ]
        lines.append(
            f"| {bands[band]['name']} | {bands[band]['size']} | {games[band]} | "
            f"{100 * score[band] / games[band]:.1f} | " + " | ".join(per) + " |"
        )
    seat0 = sum(1 for r in results if r["winner"] == 0)
    draws = sum(1 for r in results if r["winner"] is None)
    lines.append(f"\n{len(results)} battles; seat 0 won {seat0}, {draws} drawn.")
    lines += [seats(results, m) for m in missions if any(r["mission"] == m for r in results)]
    return "\n".join(lines)


def seats(results: list[dict], mission: str) -> str:
    """How often each seat won one mission (a draw counts half to each): the mirror check."""
    mine = [r for r in results if r["mission"] == mission]
    won = [
        sum(1.0 if r["winner"] == s else 0.5 if r["winner"] is None else 0 for r in mine)
        for s in (0, 1)
    ]
    return (
        f"{mission}: {len(mine)} battles, seat 0 {100 * won[0] / len(mine):.0f}%, "
        f"seat 1 {100 * won[1] / len(mine):.0f}%"
    )


def faction_bands(size: str) -> dict[str, str]:
    """Each faction's pre-made warband of ``size`` (the first by id if it has several)."""
    bands = content.load()["warbands"]
    out: dict[str, str] = {}
    for name in sorted(bands):
        if bands[name]["size"] == size:
            out.setdefault(bands[name]["faction"], name)
    return out


def run_pairings(battles: int, size: str, mission: str) -> list[dict]:
    """Every two factions meet ``battles`` times, the first faction in seat 0 in even battles."""
    by_faction = faction_bands(size)
    results = []
    for n, (fa, fb) in enumerate(combinations(sorted(by_faction), 2)):
        for i in range(battles):
            a, b = by_faction[fa], by_faction[fb]
            seats = (a, b) if i % 2 == 0 else (b, a)
            options = {"mission": mission, "warband_0": seats[0], "warband_1": seats[1]}
            outcome = ai_bench.play((choose, choose), 90000 + 1000 * n + i, options)
            winner = None if outcome is None else outcome["winner"]
            results.append({"a": fa, "b": fb, "w0": seats[0], "won": None if winner is None
                            else content.load()["warbands"][seats[winner]]["faction"]})
    return results


def pairing_table(results: list[dict], size: str, mission: str) -> str:
    score, games = defaultdict(float), defaultdict(int)
    for r in results:
        key = (r["a"], r["b"])
        games[key] += 1
        score[key] += 1.0 if r["won"] == r["a"] else 0.5 if r["won"] is None else 0.0
    factions = content.load()["factions"]
    lines = [f"{size} warbands, {mission}:", "| Pairing | Battles | First's win % |",
             "|---|---|---|"]
    for (a, b), n in games.items():
        lines.append(f"| {factions[a]['name']} v {factions[b]['name']} | {n} | "
                     f"{100 * score[(a, b)] / n:.0f} |")
    return "\n".join(lines)


GRID_SIZES = ("small", "medium", "large")


def grid_size(i: int) -> str:
    """The size of warbands battle i of every cell fields: small, medium, large, two by two."""
    return GRID_SIZES[(i // 2) % len(GRID_SIZES)]


def grid_tasks(
    battles: int,
    missions: tuple = ai_bench.MISSIONS,
    start: int = 0,
    size: str | None = None,
    factions: tuple | None = None,
) -> list[tuple]:
    """(pairing index, faction a, faction b, mission index, battle) for battles ``start`` to
    ``battles`` - 1 of every cell (only ``missions``' columns, only the battles of ``size``'s
    warbands, only the pairings of two of ``factions``; a battle keeps its seed whichever are
    played, so a run can go on where another stopped and a part can be played again)."""
    everyone = sorted(faction_bands("small"))
    pairs = list(combinations(everyone, 2))
    # battle by battle across every cell, so a run stopped early still covers the whole table
    return [
        (n, a, b, m, i)
        for i in range(start, battles)
        if size is None or grid_size(i) == size
        for n, (a, b) in enumerate(pairs)
        if factions is None or (a in factions and b in factions)
        for m in range(len(ai_bench.MISSIONS))
        if ai_bench.MISSIONS[m] in missions
    ]


def grid_battle(task: tuple) -> dict:
    n, a, b, m, i = task
    size = grid_size(i)
    bands = faction_bands(size)
    seats = (bands[a], bands[b]) if i % 2 == 0 else (bands[b], bands[a])
    mission = ai_bench.MISSIONS[m]
    options = {"mission": mission, "warband_0": seats[0], "warband_1": seats[1]}
    outcome = ai_bench.play((choose, choose), 200000 + 10000 * n + 1000 * m + i, options)
    winner = None if outcome is None else outcome["winner"]
    won = None if winner is None else content.load()["warbands"][seats[winner]]["faction"]
    return {"a": a, "b": b, "mission": mission, "size": size, "i": i, "won": won}


def _grid_worker_init(folder: str | None) -> None:
    if folder:
        content.FOLDER = Path(folder)
        content.load.cache_clear()


def run_grid(
    battles: int,
    workers: int,
    out: Path | None,
    folder: Path | None,
    missions: tuple = ai_bench.MISSIONS,
    start: int = 0,
    size: str | None = None,
    factions: tuple | None = None,
) -> list[dict]:
    from multiprocessing import Pool

    tasks = grid_tasks(battles, missions, start, size, factions)
    results = []
    with Pool(max(1, workers), _grid_worker_init, (str(folder) if folder else None,)) as pool:
        for r in pool.imap_unordered(grid_battle, tasks, chunksize=2):
            results.append(r)
            if out and len(results) % 8 == 0:
                out.write_text(json.dumps(results))
    if out:
        out.write_text(json.dumps(results))
    return results


def outside_by_noise(n: int) -> float:
    """The chance that a cell of ``n`` battles between two truly even sides (each battle a coin,
    draws left aside) reads outside 40-60%: how many such cells noise alone makes."""
    from math import comb

    return sum(comb(n, k) for k in range(n + 1) if not 40 <= 100 * k / n <= 60) / 2**n


def beyond_noise(won: float, n: int) -> bool:
    """A cell outside 40-60% by more than noise: its 95% interval (+-1.96 standard deviations
    of a coin over ``n`` battles) lies wholly above 60% or wholly below 40%."""
    p, spread = won / n, 1.96 * (0.25 / n) ** 0.5
    return p - spread > 0.6 or p + spread < 0.4


def grid_table(results: list[dict]) -> str:
    """Rows: pairings; columns: missions; each cell the first-named faction's win % (draw half),
    a * where it lies outside 40-60% beyond noise; then the battles a cell, how many cells lie
    outside 40-60% and how many noise alone would put there, and each people's win % by
    mission over its three pairings."""
    if not results:
        return "No battles to tabulate."
    score, games = defaultdict(float), defaultdict(int)
    for r in results:
        for key in ((r["a"], r["b"], r["mission"]), (r["a"], r["b"])):
            games[key] += 1
            score[key] += 1.0 if r["won"] == r["a"] else 0.5 if r["won"] is None else 0.0
        for side in (r["a"], r["b"]):
            for key in ((side, r["mission"]), (side,)):
                games[key] += 1
                score[key] += 1.0 if r["won"] == side else 0.5 if r["won"] is None else 0.0
    factions = content.load()["factions"]
    missions = [m for m in ai_bench.MISSIONS if any(r["mission"] == m for r in results)]
    names = content.load()["missions"]
    lines = [
        "| Pairing | " + " | ".join(names[m]["name"] for m in missions) + " | All |",
        "|---|" + "---|" * (len(missions) + 1),
    ]

    def cell(key) -> str:
        if not games[key]:
            return "-"
        star = "*" if beyond_noise(score[key], games[key]) else ""
        return f"{100 * score[key] / games[key]:.0f}{star}"

    for a, b in sorted({(r["a"], r["b"]) for r in results}):
        cells = [cell((a, b, m)) for m in missions]
        lines.append(
            f"| {factions[a]['name']} v {factions[b]['name']} | " + " | ".join(cells)
            + f" | {100 * score[(a, b)] / games[(a, b)]:.0f} |"
        )
    pairs = sorted({(r["a"], r["b"]) for r in results})
    counts = []
    for m in missions:
        column = sorted(games[(a, b, m)] for a, b in pairs)
        counts.append(f"{column[0]}" if column[0] == column[-1] else f"{column[0]}-{column[-1]}")
    lines.append("| n (battles a cell) | " + " | ".join(counts) + " | |")
    cells = [k for k in games if len(k) == 3 and games[k]]
    sizes = sorted(games[k] for k in cells)
    out_of = [k for k in cells if not 40 <= 100 * score[k] / games[k] <= 60]
    noise = sum(outside_by_noise(games[k]) for k in cells)
    beyond = [k for k in cells if beyond_noise(score[k], games[k])]
    draws = sum(1 for r in results if r["won"] is None)
    lines.append(
        f"\n{len(results)} battles ({draws} drawn), {sizes[0]} to {sizes[-1]} a cell; "
        f"{len(out_of)} of {len(cells)} cells outside 40-60%, noise alone would put about "
        f"{noise:.1f} there; {len(beyond)} outside beyond noise (*: 95% interval wholly outside)."
    )
    people = sorted({r["a"] for r in results} | {r["b"] for r in results})
    lines += [
        "",
        "| People | " + " | ".join(names[m]["name"] for m in missions) + " | All |",
        "|---|" + "---|" * (len(missions) + 1),
    ]
    for side in people:
        per = [f"{100 * score[(side, m)] / games[(side, m)]:.0f}" for m in missions]
        lines.append(
            f"| {factions[side]['name']} | " + " | ".join(per)
            + f" | {100 * score[(side,)] / games[(side,)]:.0f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--battles", type=int, default=400)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--table", type=Path, nargs="*")
    parser.add_argument("--size", choices=sorted(content.SIZES))
    parser.add_argument("--content", type=Path)
    parser.add_argument("--missions", help="comma-separated mission ids (default: all)")
    parser.add_argument("--mirror", action="store_true", help="one warband in both seats")
    parser.add_argument("--pairings", type=int, help="battles per pairing of two factions")
    parser.add_argument("--mission", choices=ai_bench.MISSIONS, default="encounter")
    parser.add_argument("--grid", type=int, help="battles per pairing and mission")
    parser.add_argument("--grid-from", type=int, default=0, help="with --grid: the first battle")
    parser.add_argument("--grid-size", choices=GRID_SIZES,
                        help="with --grid: only the battles of that size's warbands")
    parser.add_argument("--grid-factions",
                        help="with --grid: comma-separated faction ids, only their pairings")
    parser.add_argument("--grid-table", type=Path, nargs="*")
    parser.add_argument("--workers", type=int, default=1, help="processes (at most 2 here)")
    args = parser.parse_args()
    if args.content:
        content.FOLDER = args.content
        content.load.cache_clear()
    missions = tuple(args.missions.split(",")) if args.missions else ai_bench.MISSIONS
    unknown = [m for m in missions if m not in ai_bench.MISSIONS]
    if unknown:
        # an unknown key would play no battles and leave nothing to tabulate
        parser.error(
            f"unknown mission {', '.join(unknown)}; the missions are "
            f"{', '.join(ai_bench.MISSIONS)}"
        )
    factions = tuple(args.grid_factions.split(",")) if args.grid_factions else None
    known = content.load()["factions"]
    if factions and (len(factions) < 2 or any(f not in known for f in factions)):
        parser.error(f"--grid-factions takes two or more of {', '.join(sorted(known))}")
    if args.grid:
        print(grid_table(run_grid(
            args.grid, args.workers, args.out, args.content, missions, args.grid_from,
            args.grid_size, factions,
        )))
        return
    if args.grid_table:
        print(grid_table([r for path in args.grid_table for r in json.loads(path.read_text())]))
        return
    if args.pairings:
        size = args.size or "small"
        print(pairing_table(run_pairings(args.pairings, size, args.mission), size, args.mission))
        return
    if args.table:
        print(table([r for path in args.table for r in json.loads(path.read_text())]))
        return
    print(table(run(args.battles, args.start, args.out, args.size, missions, args.mirror)))


if __name__ == "__main__":
    main()
