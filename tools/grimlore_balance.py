"""GRIMLORE balance run: AI-played sessions of fresh parties, how often the party survives,
how much XP it gains, and which fights wipe it. Run from the repository root:

    nice -n 19 python3 tools/grimlore_balance.py [--sessions N] [--rows 1s,2s,...,4l]
        [--workers 2] [--start SEED] [--fights] [--campaign RUNS]

A row is a party size and a length: "2s" is a fresh party of two in short sessions, "4l" four
in long ones. Seeds are 10,000 x size + 0..N-1 (long rows add 5,000), so a row's numbers do not
depend on the other rows or on the worker count. ``--fights`` adds which fights wiped parties
(by the monster's tier and the fight's place in the session) and how often the session's first
three fights were won. ``--campaign RUNS`` plays the Campaign Book's sessions in order, RUNS
times, when the rules have the book (see ``campaign_runs``). ``--arena N`` fights every monster
N times with fresh parties at full Energy. The table goes under "Notes for
developers" in docs/rulings/grimlore.md."""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.agenda import Ctx, copy_state  # noqa: E402
from game.core.campaign import end_session, new_campaign, start_session  # noqa: E402
from game.core.chance import Chance  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.grimlore.ai.player import choose  # noqa: E402
from game.games.grimlore.rules import RULES, content  # noqa: E402
from game.games.grimlore.rules import state as S  # noqa: E402
from game.games.grimlore.rules.engine import AGENDA as ENGINE  # noqa: E402
from game.games.grimlore.rules.engine import members  # noqa: E402

ROWS = ("1s", "2s", "3s", "4s", "1l", "2l", "3l", "4l")
LENGTH = {"s": "short", "l": "long"}
MOVES = 40_000  # a session ends long before this; a stuck AI shows as a failed session


def play(match: Match, seed: int) -> dict:
    """Play ``match`` to its outcome with the AI; note every fight (its monster, tier, the
    kind of tile it came from and whether the party came through it)."""
    rng = random.Random(seed)
    fights, gained, was, fighting = [], 0, None, False
    for _ in range(MOVES):
        state = match.state
        now = state["combat"]["monster"] if state["combat"] else None
        if now and not was:
            tile = content.load()["tiles"].get(state["tile"] or "")
            fights.append(
                {
                    "monster": now,
                    "tier": content.load()["monsters"][now]["tier"],
                    "kind": tile["kind"] if tile else "lair",
                    "won": True,
                }
            )
        was = now
        if match.outcome() is not None:
            break
        fighting = now is not None  # the move that ends a session clears the fight
        if state["phase"] == "end" and not gained:
            gained = state["party"]["xp"]
        match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    out = match.outcome() or {"survived": False, "party": match.state["party"]}
    wiped = None
    if not out["survived"]:
        if fighting and fights:
            fights[-1]["won"] = False
            wiped = len(fights) - 1
        else:
            wiped = -1  # hunger or an event's wound, outside a fight
    return {
        "survived": out["survived"],
        "xp": gained,
        "fights": fights,
        "wiped_in": wiped,
        "outcome": out,
    }


def session(size: int, seed: int, length: str = "short") -> dict:
    match = Match(RULES, {"party_size": size, "length": length}, seed).start()
    result = play(match, seed)
    result.pop("outcome")
    return result


def seed_of(row: str, index: int, start: int = 0) -> int:
    size, length = int(row[0]), row[1]
    return 10_000 * size + (5_000 if length == "l" else 0) + start + index


def _one(job: tuple) -> tuple:
    row, seed = job
    return row, session(int(row[0]), seed, LENGTH[row[1]])


def run_rows(rows: list[str], n: int, workers: int, start: int = 0) -> dict[str, list[dict]]:
    jobs = [(row, seed_of(row, i, start)) for row in rows for i in range(n)]
    results: dict[str, list[dict]] = {row: [] for row in rows}
    if workers > 1:
        with Pool(workers) as pool:
            for row, result in pool.imap_unordered(_one, jobs, chunksize=8):
                results[row].append(result)
    else:
        for job in jobs:
            row, result = _one(job)
            results[row].append(result)
    return results


def table(results: dict[str, list[dict]]) -> str:
    lines = [
        "| characters | length | sessions | survived | mean XP gained (survivors) "
        "| fights a session |",
        "|---|---|---|---|---|---|",
    ]
    for row, runs in results.items():
        alive = sum(r["survived"] for r in runs)
        xp = sum(r["xp"] for r in runs if r["survived"]) / max(1, alive)
        fights = sum(len(r["fights"]) for r in runs) / max(1, len(runs))
        lines.append(
            f"| {row[0]} | {LENGTH[row[1]]} | {len(runs)} "
            f"| {100 * alive / len(runs):.0f}% ({alive}) | {xp:.1f} | {fights:.1f} |"
        )
    return "\n".join(lines)


def fight_report(results: dict[str, list[dict]]) -> str:
    """Where parties fall: the wiping fight's tier and tile kind, its place in the session,
    and how often each of a session's first three fights was won."""
    out = []
    for row, runs in results.items():
        by_tier, by_place, by_kind = Counter(), Counter(), Counter()
        met, won = Counter(), Counter()
        for r in runs:
            for f in r["fights"]:
                met[f["tier"]] += 1
                won[f["tier"]] += f["won"]
            if r["wiped_in"] is None:
                continue
            if r["wiped_in"] < 0:
                by_tier["outside a fight"] += 1
                continue
            f = r["fights"][r["wiped_in"]]
            by_tier[f["tier"]] += 1
            by_kind[f["kind"]] += 1
            by_place[r["wiped_in"] + 1] += 1
        early = []
        for i in range(3):
            had = [r for r in runs if len(r["fights"]) > i]
            ok = sum(r["fights"][i]["won"] for r in had)
            early.append(f"fight {i + 1}: {ok}/{len(had)} won")
        tiers = ", ".join(
            f"{t} {won[t]}/{met[t]}" for t in ("easy", "medium", "hard", "boss") if met[t]
        )
        out.append(
            f"{row}: wiped by {dict(by_tier)}; on {dict(by_kind)}; as fight no. "
            f"{dict(sorted(by_place.items()))}; {'; '.join(early)}; won by tier: {tiers}"
        )
    return "\n".join(out)


# --- one fight at a time -----------------------------------------------------------------------


def arena(size: int, monster: str, seed: int) -> bool:
    """A fresh party of ``size`` at full Energy, on its first turn, meets ``monster``; the AI
    fights it out. True when the party wins (or gets away)."""
    match = Match(RULES, {"party_size": size, "length": "short"}, seed).start()
    rng = random.Random(seed)
    while match.pending().kind != "turn":
        match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    state = copy_state(match.state)
    state["agenda"].append({"op": "combat_start", "monster": monster})
    chance = Chance(f"arena:{seed}")
    ENGINE.run(Ctx(state, chance))
    began = False
    for _ in range(MOVES):
        began = began or state["combat"] is not None
        if (began and state["combat"] is None) or state["result"] is not None:
            break
        command = bare(choose(RULES.view(state, 0), RULES.legal(state, 0), rng))
        for event in RULES.decide(state, {**command, "seat": 0}, chance):
            RULES.apply(state, event)
    return state["result"] is None and any(S.able(ch) for ch in members(state))


def _arena(job: tuple) -> tuple:
    size, monster, seed = job
    return size, monster, arena(size, monster, seed)


def arena_table(sizes: list[int], n: int, workers: int) -> str:
    """How often a fresh party at full Energy beats each monster, by tier."""
    monsters = content.load()["monsters"]
    jobs = [(size, key, 60_000 + i) for size in sizes for key in monsters for i in range(n)]
    if workers > 1:
        with Pool(workers) as pool:
            done = pool.map(_arena, jobs, chunksize=4)
    else:
        done = [_arena(job) for job in jobs]
    won = Counter((size, key) for size, key, ok in done if ok)
    lines = [f"| monster | tier | {' | '.join(f'{s} fresh' for s in sizes)} |"]
    lines.append("|---|---|" + "---|" * len(sizes))
    order = {"easy": 0, "medium": 1, "hard": 2, "boss": 3}
    for key, m in sorted(monsters.items(), key=lambda kv: (order[kv[1]["tier"]], kv[0])):
        cells = " | ".join(f"{100 * won[(s, key)] // n}%" for s in sizes)
        lines.append(f"| {m['name']} | {m['tier']} | {cells} |")
    return "\n".join(lines)


# --- the campaign's sessions in order -----------------------------------------------------------

CAMPAIGN_SESSIONS = 14  # a run that has not finished the book by then stops (wipes retry a session)


def has_book() -> bool:
    return any(kind == "book" for kind, _ in getattr(RULES.manifest, "campaign_kinds", ()))


def campaign_runs(runs: int, workers: int, size: int = 2) -> str:
    """The Campaign Book's sessions in order: each run a fresh party of ``size`` opens the book
    through the campaign save and the AI plays session after session until the book is done
    (a wiped party leaves the story where it was, and a new party takes the session up)."""
    if not has_book():
        return "No Campaign Book in these rules yet: the campaign row waits for it."
    jobs = [(size, 40_000 + i) for i in range(runs)]
    if workers > 1:
        with Pool(workers) as pool:
            done = pool.map(_campaign, jobs, chunksize=2)
    else:
        done = [_campaign(job) for job in jobs]
    tried, came_home = Counter(), Counter()
    for sessions in done:
        for number, survived in sessions:
            tried[number] += 1
            came_home[number] += survived
    finished = sum(1 for sessions in done if sessions and sessions[-1] == ("done", True))
    lines = [
        f"| book session | sessions played (party of {size}) | survived |",
        "|---|---|---|",
    ]
    for number in sorted(k for k in tried if k != "done"):
        lines.append(
            f"| {number} | {tried[number]} | {100 * came_home[number] / tried[number]:.0f}% |"
        )
    lines.append(
        f"\n{finished} of {runs} runs finished the book within {CAMPAIGN_SESSIONS} sessions."
    )
    return "\n".join(lines)


def _campaign(job: tuple) -> list[tuple]:
    """One run through the book: (book session number, survived) for each session played,
    and ("done", True) at the end when the book was finished."""
    size, seed = job
    options = {"campaign_kind": "book", "party_size": size}
    campaign = new_campaign(Path(tempfile.gettempdir()), RULES, f"balance {seed}", options=options)
    out: list[tuple] = []
    for number in range(CAMPAIGN_SESSIONS):
        story = (campaign.carry.get("party") or {}).get("story") or {}
        if story.get("done"):
            out.append(("done", True))
            break
        playing = len(story.get("played", [])) + 1  # counted before the session is played
        match = start_session(campaign, RULES, seed=seed * 100 + number)
        result = play(match, seed * 100 + number)
        out.append((playing, bool(result["survived"])))
        end_session(campaign, match)
    else:
        story = (campaign.carry.get("party") or {}).get("story") or {}
        if story.get("done"):
            out.append(("done", True))
    return out


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=500)
    parser.add_argument("--rows", default=",".join(ROWS))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--start", type=int, default=0, help="first seed offset in each row")
    parser.add_argument("--fights", action="store_true", help="where parties fall")
    parser.add_argument("--campaign", type=int, default=0, help="Campaign Book runs to play")
    parser.add_argument("--campaign-size", type=int, default=2, help="characters in those runs")
    parser.add_argument(
        "--arena", type=int, default=0, help="fights per monster for fresh parties at full Energy"
    )
    parser.add_argument("--arena-sizes", default="12", help="party sizes for --arena, e.g. 124")
    args = parser.parse_args(argv)
    rows = [r.strip() for r in args.rows.split(",") if r.strip()]
    bad = [r for r in rows if r not in ROWS]
    if bad:
        parser.error(f"unknown rows {bad}: use a size 1-4 and s or l, e.g. 2s or 4l")
    if rows and args.sessions > 0:
        results = {}
        for row in rows:  # a row at a time, each printed when done, so a long run shows progress
            results.update(run_rows([row], args.sessions, max(1, min(2, args.workers)), args.start))
            print(table({row: results[row]}).splitlines()[-1], flush=True)
        print()
        print(table(results))
        if args.fights:
            print()
            print(fight_report(results))
    if args.arena:
        sizes = [int(c) for c in args.arena_sizes]
        print(arena_table(sizes, args.arena, max(1, min(2, args.workers))))
    if args.campaign:
        print()
        print(campaign_runs(args.campaign, max(1, min(2, args.workers)), args.campaign_size))


if __name__ == "__main__":
    main(sys.argv[1:])
