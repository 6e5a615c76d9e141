"""Grimheim balance: AI-versus-AI battles between pre-made warbands of the same size (the field a
warband meets is every other pre-made warband of its size), missions in turn; prints each
warband's win rate (a draw counts half) overall and per mission.

    python tools/grimheim_balance.py --battles 400 [--start 0] [--out results.json]
    python tools/grimheim_balance.py --battles 80 --missions bell,relic   (only those missions)
    python tools/grimheim_balance.py --battles 80 --mirror   (one warband in both seats: the
                                                              seat split shows a mission's bias)
    python tools/grimheim_balance.py --table results.json   (the table of a finished run)
    python tools/grimheim_balance.py --pairings 40 --size small --mission encounter

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
    args = parser.parse_args()
    if args.content:
        content.FOLDER = args.content
        content.load.cache_clear()
    if args.pairings:
        size = args.size or "small"
        print(pairing_table(run_pairings(args.pairings, size, args.mission), size, args.mission))
        return
    if args.table:
        print(table([r for path in args.table for r in json.loads(path.read_text())]))
        return
    missions = tuple(args.missions.split(",")) if args.missions else ai_bench.MISSIONS
    print(table(run(args.battles, args.start, args.out, args.size, missions, args.mirror)))


if __name__ == "__main__":
    main()
