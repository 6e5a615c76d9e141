"""Scores for the Grimheim AI's candidate commands. Attacks are worth their expected damage (and
more when they may finish a model), moves are worth the change they make to where the model
stands: nearer the mission's objectives, within reach of a target next turn, and out of the
enemies' charge and shot reach next turn (the one-turn lookahead on movement threat)."""

from __future__ import annotations

from game.games.grimheim.ai import reading as R
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import content

OBJECTIVE_WEIGHT = {
    "encounter": 2.0,
    "hold": 2.5,
    "beacons": 2.5,
    "feud": 1.0,
    "tower": 2.5,
    "carry": 2.5,
}
RISK = 0.45
AP_VALUE = 0.8  # what an AP kept by a model yet to activate (to react) is worth


def kill_bonus(dmg: float, target, bounty: int = 0) -> float:
    """What a chance to finish ``target`` is worth; ``bounty`` is the mission's VP on its head."""
    if dmg <= 0:
        return 0.0
    finish = min(1.0, dmg / max(1, target["wounds"]))
    return finish * (4 + target["cost"] / 40 + 2 * bounty)


def position(rd: R.Reading, m, cell) -> float:
    """How good a square is for ``m`` to end a move on."""
    cell = tuple(cell)
    key = (m["id"], cell)
    if key not in rd.positions:
        rd.positions[key] = _position(rd, m, cell)
    return rd.positions[key]


def _position(rd: R.Reading, m, cell) -> float:
    weight = OBJECTIVE_WEIGHT.get(rd.kind, 1.0)
    score = 0.0
    if m["id"] in rd.carriers:  # a load of ours: take it to where it scores
        d = rd.delivery_distance(cell)
        score += weight * 10 / (1 + d) + (6 if d == 0 else 0)
    elif rd.goals:
        g = rd.goal_distance(cell)
        if rd.loose:  # a loose load is taken up from beside it: stepping onto it wastes AP
            g = min(g, max(0, min(B.distance(cell, c) for c in rd.loose) - 1))
        score += weight * 6 / (1 + g)
        if rd.kind in ("hold", "tower") and g <= 2:
            score += 3
    score += 0.8 * rd.reach(m, cell)
    score -= RISK * rd.threat(cell) * (1.5 if m["wounds"] <= 3 else 1)
    score -= 0.15 * rd.foe_distance(cell)
    if B.level(rd.map, cell) >= 2:
        score += 0.3
    return score


def attack(rd: R.Reading, cmd) -> float:
    m = rd.models[rd.view["active"]] if rd.view.get("active") else None
    target = rd.models.get(cmd.get("target"))
    if m is None or target is None:
        return 0.0
    kind = cmd["type"]
    if kind == "fight":
        w = R.weapon(cmd["weapon"])
        dfn = max(0, target["def"] - (1 if "piercing" in w["rules"] else 0))
        dmg = R.expected(w["atk"], w["htv"], w["dmg"], w["crt"], dfn, target["sav"])
        back = R.best_melee(target, m) * 0.6
        finish = kill_bonus(dmg, target, rd.bounty(target))
        return 1 + dmg + finish - back * (0.5 if dmg >= target["wounds"] else 1)
    if kind in ("shoot", "run_and_gun"):
        w = R.weapon(cmd["weapon"])
        preview = cmd.get("preview") or {}
        dmg = R.shot(
            m, w, target, bool(preview.get("cover")), fewer=1 if kind == "run_and_gun" else 0
        )
        return 1 + dmg + kill_bonus(dmg, target, rd.bounty(target))
    return 0.0


def charge(rd: R.Reading, m, cmd) -> float:
    target = rd.models[cmd["target"]]
    if m["left"] < 2:
        return -1.0  # no AP left to fight after it
    auto = 1 if cmd.get("via") else 0
    bonus = 1 if "bloodrush" in m["rules"] else 0
    dmg = R.best_melee(m, target, bonus, auto)
    if "furious" in m["rules"] and m["left"] >= 3:
        dmg *= 1.6
    back = R.best_melee(target, m) * 0.5
    finish = kill_bonus(dmg, target, rd.bounty(target))
    return 2 + dmg + finish - back - RISK * 0.3 * rd.threat(cmd["cell"])


def spell(rd: R.Reading, m, cmd) -> float:
    sp = content.load()["spells"][cmd["spell"]]
    target = rd.models[cmd["target"]]
    if sp["target"] == "enemy":
        dmg = R.expected(sp["atk"], sp["htv"], sp["dmg"], sp["crt"], target["def"], target["sav"])
        bonus = kill_bonus(dmg, target, rd.bounty(target))
        return 1 + dmg + bonus + (1 if sp.get("status") else 0)
    missing = target["wnd"] - target["wounds"]
    return min(missing, sp.get("heal", 0)) * 1.2 + (0.8 if sp.get("status") else 0)


def act(rd: R.Reading, cmd) -> float:
    kind = cmd["type"]
    m = rd.models[rd.view["active"]]
    if kind in ("fight", "shoot"):
        return attack(rd, cmd)
    if kind == "charge":
        return charge(rd, m, cmd)
    if kind in ("move", "run", "fall_back", "run_and_gun"):
        gain = position(rd, m, cmd["cell"]) - position(rd, m, m["cell"])
        cost = {"run": 1.2, "fall_back": 0.5, "run_and_gun": 0.6}.get(kind, 0.3)
        return gain - cost + (1.5 if kind == "fall_back" and m["wounds"] <= 3 else 0)
    if kind in ("loot", "interact"):
        return 12.0
    if kind == "cast":
        return spell(rd, m, cmd)
    if kind == "hide":
        return 0.4 * rd.threat(m["cell"]) - 0.5
    if kind == "overwatch":
        near = any(
            B.distance(e["cell"], m["cell"]) <= R.weapon(cmd["weapon"])["rng"] + e["mov"]
            for e in rd.seen_foes
        )
        return 1.5 if near else 0.2
    if kind == "recover":
        return 1.5 * len(m["statuses"])
    if kind == "command":
        return 1.8
    if kind == "fate":
        return fate_on_model(rd, cmd)
    if kind == "end":
        return 0.0  # an ended model is not ready, so its AP left can't pay for a reaction
    return -0.5  # pass


def fate_kind(rd: R.Reading, cmd) -> tuple[str, int]:
    """(ability kind, points) of a Fate command, from the public Fate tables."""
    me = rd.view["players"][rd.seat]
    table = next(t for t in content.load()["fate"].values() if t["name"] == me["fate_table"])
    ab = table["abilities"][cmd["ability"]]
    face = me["fate"][cmd["die"]]
    pts = {"d2": (face + 2) // 3 if face <= 3 else 2, "d3": (face + 1) // 2}.get(ab["die"], face)
    return ab["kind"], pts


def fate_on_model(rd: R.Reading, cmd) -> float:
    m = rd.models[cmd["model"]]
    kind, pts = fate_kind(rd, cmd)
    if kind == "heal":
        missing = m["wnd"] - m["wounds"]
        return 1.2 * min(missing, pts) - (1.2 if m["wounds"] > 3 else 0.2)
    if kind == "rally":
        return 1.2 * len(m["statuses"]) - 0.3
    return -1.0  # assault: kept for rolls


def react(rd: R.Reading, cmd) -> float:
    kind = cmd["type"]
    if kind == "no_react":
        return AP_VALUE
    if kind == "fate":
        return fate_on_model(rd, cmd)
    r = rd.models[cmd["model"]]
    action_by = rd.models.get(rd.view.get("active") or "")
    if cmd["reaction"] == "dodge":
        return 1.5
    if cmd["reaction"] == "intercept" and action_by is not None:
        w = R.weapon(cmd["weapon"])
        dmg = R.expected(
            max(1, w["atk"] - 1), w["htv"], w["dmg"], w["crt"], action_by["def"], action_by["sav"]
        )
        return dmg + kill_bonus(dmg, action_by) * 0.5 + (0.5 if r["activated"] else 0)
    if cmd["reaction"] == "retreat" and action_by is not None:
        danger = R.best_melee(action_by, r)
        mine = R.best_melee(r, action_by)
        return (danger - mine) * 0.8 + 0.2 * rd.goal_distance(r["cell"]) * -0.1
    return 0.0


def window(rd: R.Reading, cmd, stage: str) -> float:
    if cmd["type"] == "fate_done":
        return 1.0
    if "model" in cmd:
        return fate_on_model(rd, cmd)
    return 2.5 if stage in ("attack", "defense", "fall") else 0.5
