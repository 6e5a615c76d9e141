"""The Grimheim AI: ``choose(view, legal, rng)`` picks one legal command from the seat's own view
(its own side quest only; the opponent's stays unknown). Each candidate is scored (ai/score.py):
attacks by expected damage and the chance to finish a model, moves by the square they end on,
looking one turn ahead at which enemies could charge or shoot it there and which targets it
could reach from it, and at the mission's objectives.

``greedy`` is the one-ply baseline (the first Grimheim AI): a fixed value per kind of command,
plus distance closed on objectives and enemies. ``uniform`` picks any legal command."""

from __future__ import annotations

import random

from game.core.playout import bare
from game.games.grimheim.ai import reading as R
from game.games.grimheim.ai import score as S
from game.games.grimheim.rules import board as B


def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
    if len(legal) == 1:
        return bare(legal[0])
    rd = R.Reading(view)
    scores = [_score(rd, c) + rng.random() * 1e-3 for c in legal]
    return bare(legal[max(range(len(legal)), key=scores.__getitem__)])


def _score(rd: R.Reading, c: dict) -> float:
    kind = c["type"]
    if kind == "deploy":
        return _deploy(rd, c)
    if kind == "first":
        return 1.0 if c["who"] == rd.seat else 0.0
    if kind == "mark":
        m = rd.models[c["model"]]
        return -m["wnd"] - m["sav"] + (2 if m["tier"] == "grunt" else 0)
    if kind == "activate":
        return _activation(rd, rd.models[c["model"]])
    if kind in ("watch_fire",):
        return 2.0
    if kind == "hold_fire":
        return 0.5
    if kind == "no_shot":
        return 0.2
    if kind in ("react", "no_react"):
        return S.react(rd, c)
    if kind == "fate_done" or "strike" in c:
        return S.window(rd, c, "roll")
    if kind == "run_and_gun" and "target" in c:
        return S.attack(rd, {**c, "type": "shoot"})
    if kind == "fate" and not rd.view.get("active"):
        return S.fate_on_model(rd, c)
    if rd.view.get("active") and rd.models[rd.view["active"]]["seat"] == rd.seat:
        return S.act(rd, c)
    return S.fate_on_model(rd, c) if kind == "fate" else 0.0


def _deploy(rd: R.Reading, c: dict) -> float:
    cell = tuple(c["cell"])
    friends = sum(1 for m in rd.mine if B.distance(m["cell"], cell) <= 1)
    forward = -rd.goal_distance(cell) * 0.5 if rd.goals else 0.0
    return forward - friends * 0.8 + (0.5 if B.level(rd.map, cell) >= 1 else 0)


def _activation(rd: R.Reading, m: dict) -> float:
    """Who goes now: the model with the best attack on offer, then the one most in danger."""
    best = 0.0
    for e in rd.seen_foes:
        d = B.distance(e["cell"], m["cell"])
        if d <= 1:
            best = max(best, R.best_melee(m, e) + 2)
        elif d <= m["mov"] + 2 and m["left"] >= 2:
            best = max(best, R.best_melee(m, e))
        for w in R.ranged_weapons(m):
            if d <= w["rng"] and B.can_see(rd.map, m["cell"], e["cell"]):
                best = max(best, R.shot(m, w, e, False))
    if (rd.goals and rd.goal_distance(m["cell"]) <= 1) or m["id"] in rd.carriers:
        best += 3
    return best + 0.2 * rd.threat(m["cell"])


# --- the baselines ---------------------------------------------------------------------------

BASE = {
    "fight": 60,
    "charge": 50,
    "shoot": 45,
    "loot": 70,
    "interact": 70,
    "cast": 35,
    "run_and_gun": 30,
    "overwatch": 12,
    "command": 15,
    "recover": 20,
    "hide": 4,
    "move": 10,
    "run": 8,
    "fall_back": 5,
    "pass": 0,
    "end": 1,
    "fate": 25,
    "fate_done": 5,
    "react": 30,
    "no_react": 8,
    "no_shot": 1,
}


def _dist(a, b) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def greedy(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """One ply: a value per kind of command, the wounded target first, moves closing distance."""
    seat = view["seat"]
    models = {m["id"]: m for m in view["models"]}
    foes = [m for m in view["models"] if m["seat"] != seat and not m["defeated"] and m["cell"]]
    goals = [
        o["cell"] for o in view["objectives"] if not o.get("looted") and o.get("owner") != seat
    ]
    active = models.get(view.get("active") or "")

    def score(c: dict) -> float:
        kind = c["type"]
        value = BASE.get(kind, 5) + rng.random()
        target = models.get(c.get("target", ""))
        if target is not None and target["seat"] != seat:
            value += 10 * (1 - target["wounds"] / max(1, target["wnd"]))
        if kind in ("move", "run", "run_and_gun") and "cell" in c and active and active["cell"]:
            aims = goals + [f["cell"] for f in foes]
            if aims:
                before = min(_dist(active["cell"], a) for a in aims)
                after = min(_dist(c["cell"], a) for a in aims)
                value += 3 * (before - after)
        if kind == "react" and c.get("reaction") == "intercept":
            value += 10
        if kind == "deploy":
            value = rng.random()
        return value

    return bare(max(legal, key=score))


def uniform(view: dict, legal: list[dict], rng: random.Random) -> dict:
    return bare(legal[rng.randrange(len(legal))])
