"""Reading the journal toward a chosen verse in tests: the verse graph (choices, redirections,
rolls, Encounters, straight on, jumps), the shortest way to a target, and a party set down at
the Location whose section is nearest to it (what that way's choices ask for shaped onto the
sheet by hand, as the test says), which then Explores there through the contract and takes,
at every question, the way that still leads to the target."""

from __future__ import annotations

import heapq
import random

from game.core.playout import bare
from game.games.tainted_grail.ai.player import choose
from game.games.tainted_grail.rules import mapping as M
from game.games.tainted_grail.rules import needs as Q
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import copy_state
from tests.tainted_grail.helpers import reshape, run

WIN_COST = 50  # a way through an Encounter that must be won is the last resort
KNOWN = ("secret", "status", "ending")  # the facts a way's verses give or read


def facts(state: dict) -> frozenset:
    """What the sheet holds that verses read: Secrets, marked status parts, endings."""
    out = {("secret", int(n)) for n in state["secrets"]}
    out |= {("status", k, p) for k, parts in state["statuses"].items() for p in parts}
    return frozenset(out | {("ending", e) for e in state["endings"]})


def holds(need: dict, held: frozenset, state: dict, party: list[str]) -> bool:
    """A need on ``held`` (anything else on the sheet as it stands)."""
    op = need["op"]
    if op == "any":
        return any(holds(n, held, state, party) for n in need["of"])
    if op == "secret":
        have = ("secret", need["secret"]) in held
    elif op == "status":
        have = any(
            f[0] == "status"
            and f[1] == need["status"]
            and (not need["part"] or f[2] == need["part"])
            for f in held
        )
    elif op == "ending":
        have = ("ending", need["ending"]) in held
    else:
        return not Q.unmet(state, need, party, state["chars"][party[0]]["at"])
    return have != need.get("negate", False)


def gains(verse: dict, held: frozenset) -> frozenset:
    out = set(held)
    for e in verse["effects"]:
        if e["op"] == "gain-secret":
            out.add(("secret", e["secret"]))
        elif e["op"] == "lose-secret":
            out.discard(("secret", e["secret"]))
        elif e["op"] == "mark":
            out.add(("status", e["status"], e["part"] or 1))
        elif e["op"] == "unmark":
            out = {f for f in out if not (f[0] == "status" and f[1] == e["status"])}
    return frozenset(out)


def ways(verse: dict, held: frozenset, state: dict, party: list[str]):
    """(target, cost, how, shaped needs) for every way on from ``verse`` given ``held``: the
    first redirection that holds is the only way; a choice's needs may be shaped by hand."""
    for r in verse["redirects"]:
        if all(holds(n, held, state, party) for n in r["needs"]):
            return [(r["go"], 1, {"redirect": r}, ())]
    out = [(c["go"], 1, {"choice": c}, tuple(c["needs"])) for c in verse["choices"]]
    if verse.get("roll"):
        out += [(b["go"], 1, {"roll": b}, ()) for b in verse["roll"]["bands"]]
    if verse.get("encounter"):
        for o in verse["encounter"]["outcomes"]:
            cost = WIN_COST if o["result"] == "win" else 1
            out.append((o["go"], cost, {"outcome": o}, ()))
    if verse.get("go"):
        out.append((verse["go"], 1, {"straight": True}, ()))
    out += [(e["verse"], 1, {"jump": True}, ()) for e in verse["effects"] if e["op"] == "verse"]
    return out


def _shaped(held: frozenset, needs: tuple) -> frozenset:
    out = set(held)
    for n in needs:
        n = n["of"][0] if n["op"] == "any" else n
        if n.get("negate"):
            continue
        if n["op"] == "secret":
            out.add(("secret", n["secret"]))
        elif n["op"] == "status":
            out.add(("status", n["status"], n["part"] or 1))
        elif n["op"] == "ending":
            out.add(("ending", n["ending"]))
    return frozenset(out)


def _read_by_redirects(world: dict) -> frozenset:
    """The facts some redirection reads (the only ones that steer a reading by themselves)."""
    key = id(world)
    if key not in _READ:
        out = set()
        for v in world["verses"].values():
            for r in v["redirects"]:
                for n in r["needs"]:
                    for m in n["of"] if n["op"] == "any" else [n]:
                        if m["op"] == "secret":
                            out.add(("secret", m["secret"]))
                        elif m["op"] == "status":
                            out.add(("status", m["status"]))
                        elif m["op"] == "ending":
                            out.add(("ending", m["ending"]))
        _READ[key] = frozenset(out)
    return _READ[key]


_READ: dict[int, frozenset] = {}


def _kept(held: frozenset, read: frozenset) -> frozenset:
    return frozenset(f for f in held if f[:2] in read)


def path(world: dict, start: str, target: str, state: dict) -> list[tuple[str, dict]] | None:
    """The cheapest way from ``start`` to ``target`` for the party on ``state``, each verse's
    effects and redirections followed: [(verse, how it was entered)]."""
    party = list(state["order"])
    read = _read_by_redirects(world)
    first = _kept(gains(world["verses"][start], facts(state)), read)
    best = {(start, first): 0}
    came: dict = {}
    frontier = [(0, 0, start, first)]
    count = 0
    while frontier:
        cost, _, here, held = heapq.heappop(frontier)
        redirected = any(
            all(holds(n, held, state, party) for n in r["needs"])
            for r in world["verses"][here]["redirects"]
        )
        if here == target and not redirected:
            out, key = [], (here, held)
            while key in came:
                before, how = came[key]
                out.append((key[0], how))
                key = before
            return [(start, {}), *reversed(out)]
        for nxt, step, how, needs in ways(world["verses"][here], held, state, party):
            if nxt not in world["verses"]:
                continue
            after = _kept(gains(world["verses"][nxt], _shaped(held, needs)), read)
            key = (nxt, after)
            if cost + step < best.get(key, 10**9) and len(best) < 200_000:
                best[key] = cost + step
                came[key] = ((here, held), how)
                count += 1
                heapq.heappush(frontier, (cost + step, count, nxt, after))
    return None


def ending_verses(world: dict, ending: str) -> list[str]:
    return [
        k
        for k, v in world["verses"].items()
        if any(e["op"] == "chapter-end" and e["ending"] == ending for e in v["effects"])
    ]


def nearest_section(world: dict, state: dict, target: str) -> tuple[str, list] | None:
    """The chapter's Location (a variant too) whose section reads to ``target`` soonest: read
    as it stands, or as on a later visit, through one of its redirections whose needs are
    shaped onto the sheet (what an earlier visit gave)."""
    found = []
    for card, loc in world["locations"].items():
        if loc.get("chapter") != state["chapter"]:
            continue
        section = world["verses"][loc["section"]]
        starts = [(loc["section"], state, [(loc["section"], {})])]
        for r in section["redirects"]:
            shaped = copy_state(state)
            for need in r["needs"]:
                grant(shaped, need)
            starts.append((r["go"], shaped, [(loc["section"], {"redirect": r, "shape": True})]))
        for first, sheet, head in starts:
            way = path(world, first, target, sheet)
            if way is not None:
                cost = sum(
                    WIN_COST if "outcome" in h and h["outcome"]["result"] == "win" else 1
                    for _, h in way
                )
                found.append((cost + len(head), card, head + way if head[0][1] else way))
    if not found:
        return None
    _, card, way = min(found, key=lambda f: f[0])
    return card, way


def grant(state: dict, need: dict) -> None:
    """Shape ``state`` so that the party meets one choice's need (by hand)."""
    op, lead = need["op"], state["order"][0]
    if need.get("negate"):
        return
    if op == "status":
        parts = state["statuses"].setdefault(need["status"], [])
        part = need["part"] or 1
        if part not in parts:
            parts.append(part)
    elif op == "secret" and str(need["secret"]) not in state["secrets"]:
        state["secrets"][str(need["secret"])] = lead
        state["seen_secrets"] = sorted({*state["seen_secrets"], need["secret"]})
    elif op == "item":
        if not any(
            i["id"] == need["item"] for c in state["order"] for i in state["chars"][c]["items"]
        ):
            state["chars"][lead]["items"].append({"id": need["item"], "active": True})
    elif op == "attr":
        ch = state["chars"][lead]
        ch["attrs"][need["attr"]] = max(ch["attrs"][need["attr"]], need["min"])
    elif op == "any":
        grant(state, need["of"][0])
    elif op == "quest":
        state["quests"][need["quest"]] = need["stage"]
    elif op == "ending" and need["ending"] not in state["endings"]:
        state["endings"].append(need["ending"])


def set_down(match, card: str, way: list, in_place: bool = False) -> object:
    """The whole party, as one, at ``card`` (placed on the map by the rules' own reveal, clear
    side up, no Guardian or King standing there to bar the Exploration), with what the way's
    choices ask for; a match going on from there."""
    state = copy_state(match.state)
    base = S.location(card).get("variant_of")
    if card not in state["map"] and base:  # a variant: its card, then the story's replace
        state, _ = run(state, M.reveal, base)
        state, _ = run(state, M.replace, base, card)
    if card not in state["map"]:
        state, _ = run(state, M.reveal, card)
    state["map"][card]["side"] = "clear"  # as if a waystone there had cleared it
    for cid in state["order"]:
        state["chars"][cid]["at"] = card
        state["chars"][cid]["energy"] = max(state["chars"][cid]["energy"], 2)
    state["parties"] = [list(state["order"])]
    state["guardians"] = {g: at for g, at in state["guardians"].items() if at != card}
    state["kings"] = {k: v for k, v in state["kings"].items() if v["at"] != card}
    for _, how in way:
        for need in how.get("choice", {}).get("needs", []):
            grant(state, need)
        if how.get("shape"):  # the section read as on a later visit
            for need in how["redirect"]["needs"]:
                grant(state, need)
    if in_place:  # the same match goes on (a table showing it catches up: after_change)
        match.reset_to(state, list(match.log), match.draws)
        return match
    return reshape(match, state)


def read_to(match, target: str, lose=("osric", "gwenllian", "tidewright"), seed: int = 1):
    """Explore where the party stands and read toward ``target`` until the match ends or the
    reading closes; Encounters on the way are given up (or escaped) unless the way needs them
    won, when the AI plays them."""
    world = S.world()
    rng = random.Random(seed)
    for _ in range(800):
        if match.outcome() is not None:
            return match.outcome()
        seat = match.pending().seats[0]
        legal = match.legal(seat)
        kind = match.pending().kind
        reading = match.state["reading"]
        if kind == "day" and not reading:
            explore = next((c for c in legal if c["type"] == "explore"), None)
            assert explore is not None, "nothing to explore here"
            match.submit(seat, bare(explore))
            continue
        if kind == "verse_choice":
            here = reading[-1]["verse"]
            way = path(world, here, target, match.state)
            assert way is not None and len(way) > 1, f"{target} is out of reach from {here}"
            go, options = way[1][0], world["verses"][here]["choices"]
            choice = next(
                (c for c in legal if c["type"] == "choose" and options[c["index"]]["go"] == go),
                None,
            )
            assert choice is not None, f"no way from {here} to {go}: {[c['label'] for c in legal]}"
            match.submit(seat, bare(choice))
            continue
        if match.state["encounter"] is not None:
            types = {c["type"]: c for c in legal}
            if "give_up" in types and _losing(match, world, target):
                match.submit(seat, bare(types["give_up"]))
                continue
            for leave in ("escape", "avoid"):
                if leave in types and _losing(match, world, target):
                    match.submit(seat, bare(types[leave]))
                    break
            else:
                match.submit(seat, bare(choose(match.view(seat), legal, rng)))
            continue
        match.submit(seat, bare(choose(match.view(seat), legal, rng)))
    raise AssertionError(f"the reading toward {target} did not end")


def _losing(match, world: dict, target: str) -> bool:
    """Whether the way to ``target`` goes through this Encounter's lose outcome."""
    reading = match.state["reading"]
    if not reading:
        return True
    verse = world["verses"][reading[-1]["verse"]]
    if not verse.get("encounter"):
        return True
    best = {}
    for o in verse["encounter"]["outcomes"]:
        way = path(world, o["go"], target, match.state)
        best[o["result"]] = len(way) if way else 10**9
    return best.get("lose", 10**9) <= best.get("win", 10**9)


def read_toward(match, target: str) -> None:
    """One step of reading toward ``target``: Explore when no reading is open, else the choice
    on the way (anything else: the AI's answer)."""
    world = S.world()
    seat = match.pending().seats[0]
    legal = match.legal(seat)
    reading = match.state["reading"]
    if match.pending().kind == "day" and not reading:
        match.submit(seat, bare(next(c for c in legal if c["type"] == "explore")))
        return
    if match.pending().kind == "verse_choice":
        here = reading[-1]["verse"]
        go = path(world, here, target, match.state)[1][0]
        options = world["verses"][here]["choices"]
        pick = next(c for c in legal if c["type"] == "choose" and options[c["index"]]["go"] == go)
        match.submit(seat, bare(pick))
        return
    match.submit(seat, bare(choose(match.view(seat), legal, random.Random(1))))
