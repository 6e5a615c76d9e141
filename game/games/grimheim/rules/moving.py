"""Movement actions once declared: the reactions they invite, the move itself with its falls,
the jump-down Charge, finding hidden models, and Overwatch firing at the end of a move."""
from __future__ import annotations

from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import combat
from game.games.grimheim.rules import state as S
from game.games.grimheim.rules.engine import asking, auto

MOVE_KINDS = ("move", "run", "charge", "fall_back", "run_and_gun")
INTERCEPT_RANGE = 2


def declare(ctx, m, kind: str, path: list, target=None, extra_push=()) -> None:
    """Record the move being made and open the reaction window to the other player."""
    action = {"kind": kind, "model": m["id"], "path": path, "target": target, "reacted": [],
              "retreated": False}
    push = [asking("react", 1 - m["seat"]), {"op": "finish_move"}, {"op": "overwatch"},
            *extra_push]
    ctx.emit("declared", "", changes=[(["action"], action)], push=push)


def intercept_point(state, mover, path, reactor):
    """The square of the path closest to the reactor, if the path comes within 2 inches."""
    best = None
    for cell in path[1:]:
        d = B.distance(cell, reactor["cell"])
        if d <= INTERCEPT_RANGE and (best is None or d < best[0]):
            best = (d, cell)
    return best


@auto("finish_move")
def _finish(ctx, step):
    state = ctx.state
    action = state["action"]
    m = S.model(state, action["model"])
    if m["defeated"]:
        ctx.emit("move_stopped", f"{m['name']} never finishes the move.", pop=1)
        return
    path = action["path"]
    if action["kind"] == "charge" and action["retreated"]:
        path = recharge(state, m, S.model(state, action["target"]))
    dest = path[-1]
    falls = [d for d in B.drops(state["map"], path)]
    ladder = [B.ladder_step(state["map"], a, b) for a, b in zip(path, path[1:])]
    changes = [(["models", m["id"], "cell"], dest), (["models", m["id"], "assault"], 0)]
    leap = False
    if action["kind"] == "charge":
        target = S.model(state, action["target"])
        contact = S.in_contact({**state}, {**m, "cell": dest}, target)
        last_drop = falls[-1] if falls else 0
        leap = contact and 1 <= last_drop <= B.MAX_LEAP and not (ladder and ladder[-1]) \
            and "flyer" not in m["rules"]
        changes += [(["models", m["id"], "leap"], leap), (["models", m["id"], "charged"], contact)]
    verb = {"move": "moves", "run": "runs", "charge": "charges", "fall_back": "falls back",
            "run_and_gun": "runs and guns", "retreat": "retreats"}[action["kind"]]
    ctx.emit("moved", f"{m['name']} {verb} to {dest[0]},{dest[1]}"
             + (", leaping down onto its foe" if leap else "") + ".", changes=changes, pop=1,
             model=m["id"], cell=dest)
    if "flyer" not in m["rules"]:
        for drop, by_ladder in zip(falls, ladder):
            m = S.model(ctx.state, m["id"])
            if drop > B.SAFE_DROP and not by_ladder and not m["defeated"]:
                combat.fall(ctx, m, drop)
    discover(ctx, S.model(ctx.state, m["id"]))


def recharge(state, m, target) -> list:
    """After a Retreat the charger still runs at its target's new square: the cheapest square in
    contact, else the reachable square nearest to it."""
    table = S.paths(state, m, charge_budget(m))
    table = {c: v for c, v in table.items() if S.free(state, c, m)}
    contact = [c for c in table if S.in_contact(state, {**m, "cell": list(c)}, target)]
    if contact:
        best = min(contact, key=lambda c: (table[c][0], c[1], c[0]))
    else:
        best = min(table, key=lambda c: (B.distance(c, target["cell"]), table[c][0], c[1], c[0]))
    return B.route(S.paths(state, m, charge_budget(m)), best)


def charge_budget(m) -> int:
    return S.mov(m) + 2 + (1 if S.has(m, "bloodrush") else 0) + m["assault"]


def discover(ctx, mover) -> None:
    """A model that ends a move near a hidden enemy it can see finds it (keen eyes: 6")."""
    if mover["defeated"]:
        return
    state = ctx.state
    near = S.KEEN_FIND if S.has(mover, "keen") else S.FIND
    for e in S.enemies(state, mover):
        if e["hidden"] and B.distance(e["cell"], mover["cell"]) <= near \
                and S.seen_by(state, mover, e):
            ctx.emit("found", f"{mover['name']} finds {e['name']} in hiding.",
                     changes=[(["models", e["id"], "hidden"], False)], model=e["id"])


def watchers(state, mover) -> list:
    action = state["action"] or {}
    out = []
    for w in S.enemies(state, mover):
        if not w["watch"] or w["id"] in action.get("reacted", ()):
            continue
        weapon = S.weapon(w["watch"])
        if B.distance(w["cell"], mover["cell"]) <= weapon["rng"] and S.targetable(state, w, mover) \
                and not S.in_enemy_melee(state, w):
            out.append(w)
    return out


@auto("overwatch")
def _overwatch(ctx, step):
    """Each watcher that can now see the mover in range fires once, one after another."""
    state = ctx.state
    action = state["action"]
    mover = S.model(state, action["model"]) if action else None
    shooters = watchers(state, mover) if mover and not mover["defeated"] else []
    if not shooters:
        ctx.emit("move_done", "", changes=[(["action"], None)], pop=1)
        return
    w = shooters[0]
    numbers = combat.attack_numbers(w, w["watch"], "overwatch", mover, state)
    ctx.emit("overwatch_fires", f"{w['name']} fires from Overwatch at {mover['name']}.",
             changes=[(["models", w["id"], "watch"], None)])
    combat.begin(ctx, "overwatch", [combat.strike(state, w, mover, numbers, "overwatch")])
