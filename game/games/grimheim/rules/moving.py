"""Movement actions once declared: the reactions they invite, the move itself with its falls,
the jump-down Charge, finding hidden models, and Overwatch firing at the end of a move."""

from __future__ import annotations

from itertools import pairwise

from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import combat, fate
from game.games.grimheim.rules import state as S
from game.games.grimheim.rules.engine import ask, asking, auto

MOVE_KINDS = ("move", "run", "charge", "fall_back", "run_and_gun")
INTERCEPT_RANGE = 2


def declare(ctx, m, kind: str, path: list, target=None, extra_push=()) -> None:
    """Record the move being made and open the reaction window to the other player."""
    action = {
        "kind": kind,
        "model": m["id"],
        "path": path,
        "target": target,
        "reacted": [],
        "retreated": False,
    }
    push = [asking("react", 1 - m["seat"]), {"op": "finish_move"}, {"op": "overwatch"}, *extra_push]
    if kind == "charge":
        push.insert(0, asking("retreat", 1 - m["seat"]))
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
    dest = path[-1]
    falls = [d for d in B.drops(state["map"], path)]
    ladder = [B.ladder_step(state["map"], a, b) for a, b in pairwise(path)]
    changes = [(["models", m["id"], "cell"], dest), (["models", m["id"], "assault"], 0)]
    changes += S.carried_along(state, m["id"], dest)
    leap = False
    if action["kind"] == "charge":
        target = S.model(state, action["target"])
        contact = S.in_contact({**state}, {**m, "cell": dest}, target)
        last_drop = falls[-1] if falls else 0
        leap = (
            contact
            and 1 <= last_drop <= B.MAX_LEAP
            and not (ladder and ladder[-1])
            and "flyer" not in m["rules"]
        )
        changes += [(["models", m["id"], "leap"], leap), (["models", m["id"], "charged"], contact)]
    verb = {
        "move": "moves",
        "run": "runs",
        "charge": "charges",
        "fall_back": "falls back",
        "run_and_gun": "runs and guns",
        "retreat": "retreats",
    }[action["kind"]]
    push = []
    if "flyer" not in m["rules"]:
        push = [
            {"op": "fall", "model": m["id"], "height": drop}
            for drop, by_ladder in zip(falls, ladder, strict=False)
            if drop > B.SAFE_DROP and not by_ladder
        ]
    ctx.emit(
        "moved",
        f"{m['name']} {verb} to {B.square_name(dest)}"
        + (", leaping down onto its foe" if leap else "")
        + ".",
        changes=changes,
        pop=1,
        model=m["id"],
        cell=dest,
        push=[*push, {"op": "discover", "model": m["id"]}],
    )


@auto("discover")
def _discover(ctx, step):
    ctx.emit("arrived", "", pop=1)
    discover(ctx, S.model(ctx.state, step["model"]))


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


def leaps_from(state, m, via, cell) -> bool:
    """Whether a step from ``via`` onto ``cell`` jumps down 1-3 inches (the jump-down Charge's
    drop: not by ladder, not a flyer)."""
    if via is None or "flyer" in m["rules"]:
        return False
    name = state["map"]
    drop = B.level(name, via) - B.level(name, cell)
    return 1 <= drop <= B.MAX_LEAP and not B.ladder_step(name, via, cell)


def leaps_onto(state, m, table, cell, budget) -> list[tuple]:
    """(square above, inches) for each square from which ``m`` can jump down 1-3 inches onto
    ``cell`` within ``budget`` inches (not by ladder, not a flyer)."""
    name, cell = state["map"], tuple(cell)
    if "flyer" in m["rules"] or not B.below_a_ledge(name, cell):
        return []
    out = []
    for via, price in B.steps_into(name, cell, S.mov(m), tuple(m["rules"])):
        if via not in table or not leaps_from(state, m, via, cell):
            continue
        total = table[via][0] + price
        if total <= budget and cell not in {tuple(c) for c in B.route(table, via)}:
            out.append((via, total))
    return out


def charge_budget(m) -> int:
    return S.mov(m) + 2 + (1 if S.has(m, "bloodrush") else 0) + m["assault"]


def discover(ctx, mover) -> None:
    """A model that ends a move near a hidden enemy it can see finds it (keen eyes: 6")."""
    if mover["defeated"]:
        return
    state = ctx.state
    near = S.KEEN_FIND if S.has(mover, "keen") else S.FIND
    for e in S.enemies(state, mover):
        if (
            e["hidden"]
            and B.distance(e["cell"], mover["cell"]) <= near
            and S.seen_by(state, mover, e)
        ):
            ctx.emit(
                "found",
                f"{mover['name']} finds {e['name']} in hiding.",
                changes=[(["models", e["id"], "hidden"], False)],
                model=e["id"],
            )


def watchers(state, mover) -> list:
    """Enemies on Overwatch that may fire at ``mover`` now: in range and sight, not hidden, not
    in melee, and not having reacted to this action (a delayed action and a reaction never
    answer the same trigger)."""
    action = state["action"] or {}
    out = []
    for w in S.enemies(state, mover):
        if not w["watch"] or w["hidden"] or w["id"] in action.get("reacted", ()):
            continue
        weapon = S.weapon(w["watch"])
        if (
            B.distance(w["cell"], mover["cell"]) <= weapon["rng"]
            and S.targetable(state, w, mover)
            and not S.in_enemy_melee(state, w)
        ):
            out.append(w)
    return out


@auto("overwatch")
def _overwatch(ctx, step):
    """At the end of a movement action, the other player may fire each watcher that can see the
    mover in range, one after another, or hold fire (the watchers keep watching)."""
    state = ctx.state
    action = state["action"]
    mover = S.model(state, action["model"]) if action else None
    if not mover or mover["defeated"] or action.get("watched") or not watchers(state, mover):
        ctx.emit("move_done", "", changes=[(["action"], None)], pop=1)
        return
    ctx.emit("watch_window", "", push=[asking("watch", 1 - mover["seat"])])


def _watch_options(state, step) -> list[dict]:
    action = state["action"]
    mover = S.model(state, action["model"]) if action else None
    if not mover or mover["defeated"]:
        return []
    out = [
        {
            "type": "watch_fire",
            "model": w["id"],
            "label": f"{w['name']} fires from Overwatch at {mover['name']}",
        }
        for w in watchers(state, mover)
    ]
    if out:
        out.append({"type": "hold_fire", "label": "Hold fire and keep watching"})
    return out


def _watch_text(state, step):
    mover = S.model(state, state["action"]["model"])
    return "watch", {"text": f"{mover['name']} ends its move in sight of your Overwatch. Fire?"}


@ask("watch", _watch_text, fate.anytime(_watch_options))
def _watch(ctx, step, cmd):
    state = ctx.state
    if fate.is_on_model(cmd):
        fate.use_in_activation(ctx, step["seat"], cmd)
        return
    action = state["action"]
    if cmd["type"] == "hold_fire":
        ctx.emit("held_fire", "", pop=1, changes=[(["action", "watched"], True)])
        return
    w, mover = S.model(state, cmd["model"]), S.model(state, action["model"])
    numbers = combat.attack_numbers(w, w["watch"], "overwatch", mover, state)
    ctx.emit(
        "overwatch_fires",
        f"{w['name']} fires from Overwatch at {mover['name']}.",
        pop=1,
        changes=[(["models", w["id"], "watch"], None)],
    )
    combat.begin(ctx, "overwatch", [combat.strike(state, w, mover, numbers, "overwatch")])
