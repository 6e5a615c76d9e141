"""What the Grimheim AI reads off its own view, once per decision: the models on each side, the
weapons' numbers (public content), expected damage, and the threat each square of the table
stands under next turn (which enemies could charge it or shoot it), with the map's heights and
sight. Nothing here looks at the state: only the seat's view and the public content and maps."""

from __future__ import annotations

from functools import lru_cache

from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import content, scoring

CHARGE_EXTRA = 2


def weapon(wid: str) -> dict:
    return content.load()["weapons"][wid]


def hit_odds(htv: int) -> tuple[float, float]:
    """(normal hit, critical) chance of one attack die: a 6 is a critical, a 1 always misses."""
    htv = max(2, min(6, htv))
    return max(0.0, (6 - htv) / 6), 1 / 6


@lru_cache(maxsize=4096)
def expected(
    atk: int, htv: int, dmg: int, crt: int, dfn: int, sav: int, cover: bool = False, auto: int = 0
) -> float:
    """Expected damage of an attack after the defender's saves (a rough, fast estimate)."""
    p_norm, p_crit = hit_odds(htv)
    hits = atk * p_norm
    crits = atk * p_crit + auto
    save = max(0.0, (6 - sav) / 6)
    saves = dfn * save + (1 if cover else 0)
    crit_saves = dfn / 6
    crits_left = max(0.0, crits - crit_saves)
    hits_left = max(0.0, hits - saves)
    return hits_left * dmg + crits_left * crt


def melee_weapons(m) -> tuple:
    return _of_kind(tuple(m["weapons"]), "melee")


def ranged_weapons(m) -> tuple:
    return _of_kind(tuple(m["weapons"]), "ranged")


@lru_cache(maxsize=1024)
def _of_kind(weapons: tuple, kind: str) -> tuple:
    return tuple(weapon(w) for w in weapons if weapon(w)["kind"] == kind)


def best_melee(m, target, bonus: int = 0, auto: int = 0) -> float:
    dfn = target["def"]
    return max(
        (
            expected(
                w["atk"] + bonus,
                w["htv"],
                w["dmg"],
                w["crt"],
                max(0, dfn - (1 if "piercing" in w["rules"] else 0)),
                target["sav"],
                False,
                auto,
            )
            for w in melee_weapons(m)
        ),
        default=0.0,
    )


def shot(m, w, target, cover: bool, fewer: int = 0) -> float:
    dfn = max(0, target["def"] - (1 if "piercing" in w["rules"] else 0))
    return expected(
        max(1, w["atk"] - fewer), w["htv"], w["dmg"], w["crt"], dfn, target["sav"], cover
    )


def value(m) -> float:
    """What a model is worth keeping: its cost, more for the wounded-but-standing."""
    return m["cost"]


class Reading:
    """One decision's picture of the battle from ``view``."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.seat = view["seat"]
        self.map = view["map"]
        self.models = {m["id"]: m for m in view["models"]}
        on = [m for m in view["models"] if not m["defeated"] and m["cell"] is not None]
        self.mine = [m for m in on if m["seat"] == self.seat]
        self.foes = [m for m in on if m["seat"] != self.seat]
        self.seen_foes = [m for m in self.foes if not m["hidden"]]
        self.mission = content.load()["missions"][view["mission"]["id"]]
        self.kind = self.mission["kind"]
        self.carriers = {o["carrier"] for o in view["objectives"] if o.get("carrier")}
        self.goals = [
            tuple(o["cell"])
            for o in view["objectives"]
            if not o.get("looted")
            and (o.get("kind") != "beacon" or o.get("owner") != self.seat)
            and o.get("carrier") not in {m["id"] for m in self.mine}
        ]
        self.loose = [  # loads lying on the table, for anyone to take up
            tuple(o["cell"])
            for o in view["objectives"]
            if o.get("kind") == "load" and not o.get("carrier") and not o.get("looted")
        ]
        self.delivery = (
            scoring.delivery_zone(self.map, self.mission, self.seat)
            if self.kind == "carry"
            else frozenset()
        )
        self._threat: dict = {}
        self.positions: dict = {}

    def threat(self, cell) -> float:
        """Expected damage enemies could deal to a model of ours standing on ``cell`` next turn
        (charges by anyone within MOV + 2 + 1, shots by anyone in range and sight)."""
        cell = tuple(cell)
        if cell in self._threat:
            return self._threat[cell]
        total = 0.0
        dummy = {"def": 3, "sav": 5}
        for e in self.seen_foes:
            d = B.distance(e["cell"], cell)
            best = 0.0
            if d <= e["mov"] + CHARGE_EXTRA + 1:
                best = best_melee(e, dummy)
            for w in ranged_weapons(e):
                if d <= w["rng"] and B.can_see(self.map, e["cell"], cell):
                    best = max(best, shot(e, w, dummy, B.in_cover(self.map, cell, e["cell"])))
            total += best
        self._threat[cell] = total
        return total

    def reach(self, m, cell) -> float:
        """Damage ``m`` on ``cell`` could deal next turn (the best charge or shot it has)."""
        best = 0.0
        for e in self.seen_foes:
            d = B.distance(e["cell"], cell)
            if d <= m["mov"] + CHARGE_EXTRA:
                best = max(best, best_melee(m, e) * (1.3 if e["wounds"] <= 3 else 1))
            for w in ranged_weapons(m):
                if d <= w["rng"] and B.can_see(self.map, cell, e["cell"]):
                    best = max(best, shot(m, w, e, B.in_cover(self.map, e["cell"], cell)))
        return best

    def goal_distance(self, cell) -> int:
        if not self.goals:
            return 0
        return min(B.distance(cell, g) for g in self.goals)

    def delivery_distance(self, cell) -> int:
        """Inches from ``cell`` to the nearest square a carrier of ours delivers a load on."""
        return min(B.distance(cell, z) for z in self.delivery)

    def bounty(self, target) -> int:
        """The mission's VP for defeating ``target`` beyond an ordinary defeat; carrying a load
        out to our table edge, it takes the VP of the delivery with it."""
        vp = self.mission.get("champion_vp", 0) if target["tier"] == "champion" else 0
        if self.mission.get("deliver") == "far" and target["id"] in self.carriers:
            vp += self.mission["loot_vp"] if target["seat"] != self.seat else 0
        return vp

    def foe_distance(self, cell) -> int:
        if not self.seen_foes:
            return 0
        return min(B.distance(cell, e["cell"]) for e in self.seen_foes)
