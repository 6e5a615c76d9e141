"""Reactions: when an enemy declares an action, the other player may spend 1 AP from any of
their models that can react (see state.can_react) for Retreat (against a Charge at it), Dodge
(against a Shoot or a Spell at it) or Intercept (an enemy moving within 2 inches). Each model
reacts at most once to one action; a reaction is never itself reacted to; a watcher that
Intercepts a move does not also fire its Overwatch at it.

Against a Charge the charged model answers first (Retreat or stand); the charger's path is then
worked out anew, and Intercepts are measured along the path it really takes."""

from __future__ import annotations

from itertools import pairwise

from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import combat, fate
from game.games.grimheim.rules import state as S
from game.games.grimheim.rules.engine import ask
from game.games.grimheim.rules.moving import MOVE_KINDS, intercept_point, recharge


def options(state, step) -> list[dict]:
    action = state["action"]
    if not action or state["combat"]:
        return []
    actor = S.model(state, action["model"])
    if actor["defeated"]:
        return []
    out = []
    for r in S.alive(state, step["seat"]):
        if r["id"] in action["reacted"] or not S.can_react(r):
            continue
        if (
            action["kind"] in ("shoot", "cast")
            and action["target"] == r["id"]
            and not action.get("silent")
        ):
            out.append(
                {
                    "type": "react",
                    "model": r["id"],
                    "reaction": "dodge",
                    "label": f"{r['name']} dodges (+1 defense die)",
                }
            )
        if action["kind"] in MOVE_KINDS:
            out += intercepts(state, r, actor, action["path"])
    if out:
        out.append({"type": "no_react", "label": "Let it happen"})
    return out


def retreat_options(state, step) -> list[dict]:
    action = state["action"]
    if not action or action["kind"] != "charge":
        return []
    r, charger = S.model(state, action["target"]), S.model(state, action["model"])
    if r["defeated"] or charger["defeated"] or r["id"] in action["reacted"] or not S.can_react(r):
        return []
    out = retreats(state, r, charger)
    if out:
        out.append({"type": "no_react", "label": f"{r['name']} stands and meets the charge"})
    return out


def _charged(state, step):
    return S.model(state, state["action"]["target"])


def _retreat_text(state, step):
    action = state["action"]
    return "retreat", {
        "text": f"{S.model(state, action['model'])['name']} charges "
        f"{S.model(state, action['target'])['name']}. Retreat?"
    }


@ask("retreat", _retreat_text, fate.anytime(retreat_options, _charged))
def _retreat(ctx, step, cmd):
    state = ctx.state
    if fate.is_on_model(cmd):
        fate.use_in_activation(ctx, step["seat"], cmd)
        return
    if cmd["type"] == "no_react":
        ctx.emit("no_reaction", "", pop=1)
        return
    action = state["action"]
    r = S.model(state, action["target"])
    route = B.route(S.paths(state, r, S.mov(r) + r["assault"]), cmd["cell"])
    falls = (
        []
        if "flyer" in r["rules"]
        else [
            {"op": "fall", "model": r["id"], "height": drop}
            for drop, (a, b) in zip(B.drops(state["map"], route), pairwise(route), strict=False)
            if drop > B.SAFE_DROP and not B.ladder_step(state["map"], a, b)
        ]
    )
    ctx.emit(
        "reaction",
        f"{r['name']} retreats to {B.square_name(cmd['cell'])}.",
        pop=1,
        push=falls,
        changes=[
            (["models", r["id"], "left"], r["left"] - 1),
            (["models", r["id"], "cell"], cmd["cell"]),
            (["models", r["id"], "assault"], 0),
            (["action", "reacted"], [*action["reacted"], r["id"]]),
            (["action", "retreated"], True),
            *S.carried_along(state, r["id"], cmd["cell"]),
        ],
    )
    charger = S.model(ctx.state, action["model"])
    path = recharge(ctx.state, charger, S.model(ctx.state, r["id"]))
    ctx.emit(
        "charge_turns",
        f"{charger['name']} turns after its quarry.",
        changes=[(["action", "path"], path)],
    )


def retreats(state, r, charger) -> list[dict]:
    table = S.paths(state, r, S.mov(r) + r["assault"])
    start = B.distance(r["cell"], charger["cell"])
    out = []
    for cell in table:
        cell = list(cell)
        if (
            B.distance(cell, charger["cell"]) <= start
            or not S.free(state, cell, r)
            or S.in_enemy_melee(state, r, cell)
        ):
            continue
        out.append(
            {
                "type": "react",
                "model": r["id"],
                "reaction": "retreat",
                "cell": cell,
                "label": f"{r['name']} retreats to {B.square_name(cell)}",
            }
        )
    return out


def intercepts(state, r, mover, path) -> list[dict]:
    point = intercept_point(state, mover, path, r)
    if point is None:
        return []
    dist, cell = point
    if not B.can_see(state["map"], r["cell"], cell):
        return []
    out = []
    for wid in r["weapons"]:
        w = S.weapon(wid)
        if w["kind"] == "melee":
            reach = S.REACH if "reach" in w["rules"] else 1
            if not B.in_reach(state["map"], r["cell"], cell, reach):
                continue
        elif w["rng"] < dist or S.in_enemy_melee(state, r):
            continue
        out.append(
            {
                "type": "react",
                "model": r["id"],
                "reaction": "intercept",
                "weapon": wid,
                "label": f"{r['name']} intercepts with the {w['name']}",
            }
        )
    return out


def _text(state, step):
    action = state["action"]
    actor = S.model(state, action["model"])
    return "react", {"text": f"{actor['name']} declares {action['kind'].replace('_', ' ')}. React?"}


@ask("react", _text, fate.anytime(options))
def _choose(ctx, step, cmd):
    state = ctx.state
    if fate.is_on_model(cmd):
        fate.use_in_activation(ctx, step["seat"], cmd)
        return
    if cmd["type"] == "no_react":
        ctx.emit("no_reaction", "", pop=1)
        return
    r = S.model(state, cmd["model"])
    action = state["action"]
    actor = S.model(state, action["model"])
    changes = [
        (["models", r["id"], "left"], r["left"] - 1),
        (["action", "reacted"], [*action["reacted"], r["id"]]),
    ]
    kind = cmd["reaction"]
    if kind == "dodge":
        ctx.emit(
            "reaction", f"{r['name']} dodges.", changes=[*changes, (["action", "dodge"], True)]
        )
    else:
        point = intercept_point(state, actor, action["path"], r)
        ghost = {**actor, "cell": point[1]}
        numbers = combat.attack_numbers(r, cmd["weapon"], "intercept", ghost, state)
        ctx.emit(
            "reaction",
            f"{r['name']} intercepts {actor['name']}.",
            changes=[*changes, (["models", r["id"], "hidden"], False)],
        )
        s = combat.strike(state, r, ghost, numbers, "intercept")
        combat.begin(ctx, "intercept", [s])
