"""What the Hard Grimheim AI plays for, read off its own view once per decision: what each defeat
is worth in victory points (the mission's, its own side quest's), which objectives a model would
swing by standing near them at the end of the turn, and where its side quest wants models when
the battle ends. Normal's reading (reading.py) supplies the rest; nothing here sees the state."""

from __future__ import annotations

from game.games.grimheim.ai import reading as R
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import content, scoring

VP = 4.0  # what one victory point is worth against one wound dealt
HOLD_KINDS = ("hold", "tower", "feud")


def quest_check(view: dict) -> str | None:
    """The check of this seat's own side quest (the only one it can see), if it has one."""
    q = view["players"][view["seat"]].get("quest")
    if not q:
        return None
    return next(
        (e["check"] for e in content.load()["side_quests"].values() if e["name"] == q["name"]),
        None,
    )


class Aims(R.Reading):
    def __init__(self, view: dict) -> None:
        super().__init__(view)
        self.quest = quest_check(view)
        q = view["players"][self.seat].get("quest") or {}
        self.mark = next(
            (m["id"] for m in self.foes if q.get("mark") and m["name"] == q["mark"]), None
        )
        self.turn = view["turn"]
        self.final = view["turn"] >= view["last_turn"]
        me, them = view["players"][self.seat], view["players"][1 - self.seat]
        self.first_blood_open = me["kills"] == 0 and them["kills"] == 0
        self.kills = me["kills"]
        self.lost = me["lost"]
        self.holds = [tuple(o["cell"]) for o in view["objectives"] if self.kind in HOLD_KINDS]
        self.per_hold = self.mission["hold_vp"] * (self.turn if self.kind == "tower" else 1)
        self._near: dict = {}
        self.enemy_zone = B.board(self.map).zone(f"deploy_{1 - self.seat}")
        self.own_beacons = [
            tuple(o["cell"])
            for o in view["objectives"]
            if o.get("kind") == "beacon" and o.get("owner") == self.seat
        ]
        self.turns_left = max(1, view["last_turn"] - view["turn"] + 1)

    def quest_kill(self, by, target, fight: bool = False) -> float:
        """What defeating ``target`` adds for this side's own quest (in wound units)."""
        vp = 0.0
        if self.quest == "marked" and target["id"] == self.mark:
            vp = 3
        elif self.quest == "first_blood" and self.first_blood_open:
            vp = 2.5
        elif self.quest == "melee_kill" and fight:
            vp = 2
        elif self.quest == "giant_slayer" and by is not None and target["cost"] > by["cost"]:
            vp = 2
        elif self.quest == "reaping" and self.kills < 3:
            vp = 1
        return VP * vp

    def weight(self, m) -> float:
        """What ``m`` counts for near an objective: one model, and where the mission breaks a
        level count by points a sliver more for each point it cost (a dozen models' slivers
        stay under one model)."""
        return 1 + (m["cost"] / 10000 if self.mission.get("tie_break") == "points" else 0)

    def counts(self, cell, without: str) -> tuple[float, float]:
        """(our weight, the enemies' weight) within hold range of ``cell``, not counting
        ``without``; an enemy that could walk in before the turn ends counts half."""
        key = (cell, without)
        if key not in self._near:
            ours = sum(
                self.weight(m)
                for m in self.mine
                if m["id"] != without and B.distance(m["cell"], cell) <= scoring.hold_range(m)
            )
            theirs = 0.0
            for e in self.foes:
                d = B.distance(e["cell"], cell)
                if d <= scoring.hold_range(e):
                    theirs += self.weight(e)
                elif d <= scoring.hold_range(e) + e["mov"] and not e["activated"]:
                    theirs += 0.5 * self.weight(e)
            self._near[key] = (ours, theirs)
        return self._near[key]

    def hold_value(self, m, cell) -> float:
        """What ``m`` standing on ``cell`` adds to the objectives held at the turn's end."""
        total = 0.0
        w = self.weight(m)
        for o in self.holds:
            if B.distance(cell, o) > scoring.hold_range(m):
                continue
            ours, theirs = self.counts(o, m["id"])
            if ours > theirs + w:
                swing = 0.1  # held without it
            elif ours > theirs:
                swing = 0.4  # a spare against one more enemy
            elif ours + w > theirs:
                swing = 1.0  # it turns a tie or a loss into a hold
            elif ours + w == theirs:
                swing = 0.5  # a loss into a tie
            else:
                swing = 0.25
            total += swing * self.per_hold * VP
        return total

    def guard_value(self, m, cell) -> float:
        """What ``m`` on ``cell`` adds by guarding a beacon in our colours (the enemy cannot
        relight a beacon one of ours stands beside): its VP for the turns left, when an enemy
        could reach it next turn and no other model of ours already stands guard."""
        total = 0.0
        for b in self.own_beacons:
            if B.distance(cell, b) > 1 or abs(B.level(self.map, cell) - B.level(self.map, b)) > 1:
                continue
            guards = any(o["id"] != m["id"] and B.distance(o["cell"], b) <= 1 for o in self.mine)
            near = any(B.distance(e["cell"], b) <= e["mov"] * 2 + 2 for e in self.foes)
            if near and not guards:
                total += 0.5 * self.mission["hold_vp"] * self.turns_left * VP
        return total

    def quest_value(self, m, cell) -> float:
        """Where the side quest wants ``m`` when the battle ends (only in the last turn)."""
        if not self.final:
            return 0.0
        if self.quest == "deep_strike" and cell in self.enemy_zone:
            others = any(
                o["cell"] and tuple(o["cell"]) in self.enemy_zone
                for o in self.mine
                if o["id"] != m["id"]
            )
            return 0.0 if others else 3 * VP
        if self.quest == "high_ground" and B.level(self.map, cell) >= 2:
            up = sum(
                1 for o in self.mine if o["id"] != m["id"] and B.level(self.map, o["cell"]) >= 2
            )
            return 1.5 * VP if up < 2 else 0.0
        if self.quest == "four_corners":
            q = B.quarter(self.map, cell)
            taken = {B.quarter(self.map, o["cell"]) for o in self.mine if o["id"] != m["id"]}
            return 0.0 if q in taken else 1.5 * VP
        return 0.0

    def threat_to(self, m, cell) -> float:
        """Expected damage the enemies could deal next turn to ``m`` (its own dice and save)
        on ``cell``, each enemy's best charge or shot, no more than ``m``'s wounds."""
        cell = tuple(cell)
        key = ("to", cell, m["def"], m["sav"])
        if key not in self._near:
            total = 0.0
            for e in self.seen_foes:
                d = B.distance(e["cell"], cell)
                best = 0.0
                if d <= e["mov"] + R.CHARGE_EXTRA + 1:
                    best = R.best_melee(e, m)
                for w in R.ranged_weapons(e):
                    if d <= w["rng"] and B.can_see(self.map, e["cell"], cell):
                        best = max(best, R.shot(e, w, m, B.in_cover(self.map, cell, e["cell"])))
                total += best
            self._near[key] = total
        return min(self._near[key], m["wounds"] * 1.5)

    def caution(self, m) -> float:
        """How much a wound risked on ``m`` counts: more with the Survivors quest still open."""
        return 1.6 if self.quest == "survivors" and self.lost == 0 else 1.0
