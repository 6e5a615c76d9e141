"""A one-ply scorer over the legal commands, from the seat's own view: attack when it can, head
for objectives and the nearest enemy, spend Fate dice on rolls, never waste AP idling."""
from __future__ import annotations

import random

BASE = {"fight": 60, "charge": 50, "shoot": 45, "loot": 70, "interact": 70, "cast": 35,
        "run_and_gun": 30, "overwatch": 12, "command": 15, "recover": 20, "hide": 4,
        "move": 10, "run": 8, "fall_back": 5, "pass": 0, "end": 1, "fate": 25, "fate_done": 5,
        "react": 30, "no_react": 8, "no_shot": 1}


def _dist(a, b) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
    seat = view["seat"]
    models = {m["id"]: m for m in view["models"]}
    foes = [m for m in view["models"] if m["seat"] != seat and not m["defeated"] and m["cell"]]
    goals = [o["cell"] for o in view["objectives"]
             if not o.get("looted") and o.get("owner") != seat]
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

    return max(legal, key=score)
