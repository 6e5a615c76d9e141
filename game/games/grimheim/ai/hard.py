"""The Hard Grimheim AI: ``choose(view, legal, rng)``, from the seat's own view like Normal
(player.py), whose reading and scores it builds on. What it adds:

- attacks priced by their exact odds (the rules' own preview: expected wounds, the chance of a
  kill, the Fate dice it holds spent as the roll falls, the blow struck back), a kill by what
  it is worth in victory points on this mission and for its own side quest;
- one step of lookahead inside an activation: a move is worth the square it ends on plus the
  best shot the model could still take from there with the AP it keeps;
- objectives held by counting: a model near an objective is worth the hold it wins, ties or
  secures at the end of the turn (so models spread over objectives instead of piling on one);
- the side quest played for: a marked enemy, first blood, trophies, the rooftops, the corners,
  the enemy's camp, or keeping everyone alive."""

from __future__ import annotations

import random

from game.core.playout import bare
from game.games.grimheim.ai import player as N
from game.games.grimheim.ai import reading as R
from game.games.grimheim.ai import score as S
from game.games.grimheim.ai.aims import HOLD_KINDS, Aims
from game.games.grimheim.rules import actions as A
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import combat as C
from game.games.grimheim.rules import preview as P
from game.games.grimheim.rules.odds import odds_of

FOLLOW_UP = 0.9  # how much the shot a move leaves open counts
OWN_THREAT = True  # the threat a square holds for this model, not a typical one
FINAL = True  # play the last turn for its VP alone
EXACT = True  # attacks by the rules' exact odds
DODGE_AP = 1.0  # what the AP a Dodge spends is worth beyond Normal's AP_VALUE
FATE_SHARE = 0.5  # how much of what the Fate dice held add to an attack is counted on
BACK = 0.6  # how much the blow struck back counts
TOWER_PULL = True  # the bell tower's later tolls draw models in from afar, as Normal's pull does
FATE_PICK = True  # a Fate die on a roll only where it changes the most, the smallest that does
GUARD = True  # a beacon of ours stood beside can't be relit: worth guarding when raiders near


def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
    if len(legal) == 1:
        return bare(legal[0])
    rd = Aims(view)
    scores = [_score(rd, c) + rng.random() * 1e-3 for c in legal]
    return bare(legal[max(range(len(legal)), key=scores.__getitem__)])


def _score(rd: Aims, c: dict) -> float:
    kind = c["type"]
    mine_active = rd.view.get("active") and rd.models[rd.view["active"]]["seat"] == rd.seat
    if kind == "mark":
        m = rd.models[c["model"]]
        return -m["wnd"] - m["sav"] - m["def"] + m["cost"] / 60
    if kind == "run_and_gun" and "target" in c:
        return attack(rd, c)
    if mine_active and kind in ("fight", "shoot", "cast"):
        return attack(rd, c) if kind != "cast" else _cast(rd, c)
    if mine_active and kind == "charge":
        return charge(rd, rd.models[rd.view["active"]], c)
    if mine_active and kind in ("move", "run", "fall_back", "run_and_gun"):
        return move(rd, rd.models[rd.view["active"]], c)
    if kind == "react" and c.get("reaction") == "dodge":
        return dodge(rd, c)
    if FATE_PICK and (kind == "fate_done" or (kind == "fate" and "strike" in c)):
        return fate_on_roll(rd, c)
    return N._score(rd, c)


def fate_on_roll(rd: Aims, cmd: dict) -> float:
    """A Fate die on dice just rolled: worth the wounds it adds to our attack (about half of a
    hit gets through the defense) or keeps off our model, and the model kept standing, less
    what the die could still do later in the turn (more for a higher face)."""
    if cmd["type"] == "fate_done":
        return 0.0
    e = P.fate_effect(rd.view, cmd)
    if e is None:  # a fall's dice, which the view does not carry: kept for a roll it can read
        return -1.0
    s = e["strike"]
    target = rd.models[s["at"]]
    if e["kind"] == "attack":
        (hits, crits), (hits2, crits2) = e["before"], e["after"]
        gain = 0.5 * ((hits2 - hits) * s["w"]["dmg"] + (crits2 - crits) * s["w"]["crt"])
        gain = min(gain, target["wounds"])
    else:
        gain = min(e["before"], target["wounds"]) - min(e["after"], target["wounds"])
        if e["before"] >= target["wounds"] > e["after"]:  # the die keeps it standing
            gain += 4 + target["cost"] / 40 + 4 * rd.mission["kill_vp"]
    face = rd.view["players"][rd.seat]["fate"][cmd["die"]]
    return gain - 0.3 - 0.1 * face


def dodge(rd: Aims, cmd: dict) -> float:
    """A Dodge costs an AP the model would otherwise act with: worth it only when the extra
    defense die is likely to save a wound or two, or the model from being finished."""
    r = rd.models[cmd["model"]]
    by = rd.models.get(rd.view.get("active") or "")
    guns = R.ranged_weapons(by) if by else ()
    if not guns:
        return S.AP_VALUE + 0.1
    cover = B.in_cover(rd.map, r["cell"], by["cell"])
    shots = [(R.shot(by, w, r, cover), w) for w in guns]
    now, w = max(shots, key=lambda x: x[0])
    dodged = R.shot(by, w, {**r, "def": r["def"] + 1}, cover)
    saved = now - dodged
    if now >= 0.6 * r["wounds"]:  # a shot that may finish it: the die may keep it standing
        saved += 0.5 * (4 + r["cost"] / 40 + 4 * rd.mission["kill_vp"])
    return S.AP_VALUE + saved - DODGE_AP


def attack(rd: Aims, cmd: dict) -> float:
    """An attack by its exact odds (the Fate dice held counted in part), what a kill is worth
    (the mission's VP, the model's cost, the side quest), less the blow struck back."""
    if not EXACT:
        value = S.attack(rd, {**cmd, "type": "shoot"} if cmd["type"] == "run_and_gun" else cmd)
        return value + _quest_kill(rd, cmd, fight=cmd["type"] == "fight")
    m = rd.models.get(rd.view.get("active") or "")
    target = rd.models.get(cmd.get("target"))
    o = P.attack(rd.view, cmd)
    if m is None or target is None or o is None:
        return 0.0
    wounds, kill = o["wounds"], o["p_kill"]
    if o.get("fate"):
        wounds += FATE_SHARE * (o["fate"]["wounds"] - wounds)
        kill += FATE_SHARE * (o["fate"]["p_kill"] - kill)
    worth = 4 + target["cost"] / 40 + 2 * rd.bounty(target)
    worth += 4 * rd.mission["kill_vp"] + rd.quest_kill(m, target, cmd["type"] == "fight")
    value = 1 + min(wounds, target["wounds"]) + kill * worth
    if o.get("back"):
        b = o["back"]
        value -= BACK * (1 - kill) * (b["wounds"] + b["p_kill"] * (4 + m["cost"] / 40))
    return value


def _quest_kill(rd: Aims, cmd: dict, fight: bool, dmg: float | None = None) -> float:
    m = rd.models.get(rd.view.get("active") or "")
    target = rd.models.get(cmd.get("target"))
    if m is None or target is None:
        return 0.0
    extra = rd.quest_kill(m, target, fight)
    if not extra:
        return 0.0
    if dmg is None:
        o = P.attack(rd.view, cmd)
        return extra * (o["p_kill"] if o else 0.0)
    return extra * min(1.0, dmg / max(1, target["wounds"]))


def _cast(rd: Aims, cmd: dict) -> float:
    return S.spell(rd, rd.models[rd.view["active"]], cmd) + _quest_kill(rd, cmd, False)


def charge_odds(rd: Aims, m, cmd) -> tuple[dict, dict | None]:
    """The odds of the Fight a Charge leads to, struck from the square it ends on (a jump-down
    Charge's free critical and Bloodrush's extra die counted), and of the blow struck back."""
    t = P.table(rd.view)
    leap = bool((cmd.get("preview") or {}).get("leap"))
    by = {**t["models"][m["id"]], "cell": list(cmd["cell"]), "charged": True, "leap": leap}
    t["models"][m["id"]] = by
    at = t["models"][cmd["target"]]
    best = None
    for wid in m["weapons"]:
        if R.weapon(wid)["kind"] != "melee":
            continue
        numbers = C.attack_numbers(by, wid, "fight", at, t)
        s = C.strike(t, by, at, numbers, "fight")
        o = odds_of(numbers, C.defense_dice(t, at, s), at["sav"], False, at["wounds"], s["auto"])
        if best is None or (o["p_kill"], o["wounds"]) > (best["p_kill"], best["wounds"]):
            best = o
    back = None
    wid = A.best_melee(at)
    if wid and "stunned" not in at["statuses"]:
        nb = C.attack_numbers(at, wid, "fight", by, t)
        sb = C.strike(t, at, by, nb, "fight")
        back = odds_of(nb, C.defense_dice(t, by, sb), by["sav"], False, by["wounds"])
    return best or odds_of({"atk": 0, "htv": 6, "dmg": 0, "crt": 0}, 0, 6, False, 1), back


def charge(rd: Aims, m, cmd) -> float:
    target = rd.models[cmd["target"]]
    if EXACT and m["left"] >= 2:
        o, back = charge_odds(rd, m, cmd)
        worth = 4 + target["cost"] / 40 + 2 * rd.bounty(target)
        worth += 4 * rd.mission["kill_vp"] + rd.quest_kill(m, target, True)
        swings = 2 if "furious" in m["rules"] and m["left"] >= 3 else 1
        kill = 1 - (1 - o["p_kill"]) ** swings
        value = 2 + min(o["wounds"] * swings, target["wounds"]) + kill * worth
        if back:
            value -= BACK * (1 - kill) * (back["wounds"] + back["p_kill"] * (4 + m["cost"] / 40))
        return value - S.RISK * 0.3 * rd.threat_to(m, cmd["cell"]) * rd.caution(m)
    value = S.charge(rd, m, cmd)
    if m["left"] < 2:
        return value
    dmg = R.best_melee(m, target, 1 if "bloodrush" in m["rules"] else 0)
    return value + _quest_kill(rd, cmd, True, dmg)


def move(rd: Aims, m, cmd) -> float:
    kind = cmd["type"]
    cell = tuple(cmd["cell"])
    gain = position(rd, m, cell) - position(rd, m, tuple(m["cell"]))
    cost = {"run": 1.2, "fall_back": 0.5, "run_and_gun": 0.6}.get(kind, 0.3)
    if FOLLOW_UP and kind in ("move", "fall_back"):
        gain += FOLLOW_UP * follow_up(rd, m, cell, kind)
    return gain - cost + (1.5 if kind == "fall_back" and m["wounds"] <= 3 else 0)


def follow_up(rd: Aims, m, cell, kind: str) -> float:
    """The best shot ``m`` could still take this activation after moving to ``cell``."""
    key = ("shots", m["id"], cell, kind)
    if key not in rd.positions:
        best = 0.0
        for tid in P.shots_from(rd.view, m["id"], cell, kind):
            e = rd.models[tid]
            for w in P.guns(m, moved=True):
                if B.distance(cell, e["cell"]) > w["rng"]:
                    continue
                dmg = R.shot(m, w, e, B.in_cover(rd.map, e["cell"], cell))
                best = max(best, dmg + S.kill_bonus(dmg, e, rd.bounty(e)))
        rd.positions[key] = best
    return rd.positions[key]


def position(rd: Aims, m, cell) -> float:
    key = ("hard", m["id"], cell)
    if key not in rd.positions:
        rd.positions[key] = _position(rd, m, cell)
    return rd.positions[key]


def _position(rd: Aims, m, cell) -> float:
    weight = S.OBJECTIVE_WEIGHT.get(rd.kind, 1.0)
    score = 0.0
    if m["id"] in rd.carriers:
        d = rd.delivery_distance(cell)
        score += weight * 10 / (1 + d) + (6 if d == 0 else 0)
    elif rd.kind in HOLD_KINDS and rd.holds:
        score += rd.hold_value(m, cell)
        g = min(B.distance(cell, o) for o in rd.holds)
        score += weight * 3 / (1 + g)
        if TOWER_PULL and rd.kind == "tower":
            score += weight * 6 / (1 + g) + (3 if g <= 2 else 0)
    elif rd.goals:
        score += weight * 6 / (1 + rd.goal_distance(cell))
    score += rd.quest_value(m, cell)
    if GUARD and rd.kind == "beacons":
        score += rd.guard_value(m, cell)
    # in the last turn only what scores counts: no next turn to strike in, and a model lost
    # costs only the VP it gives away
    late = rd.final and FINAL
    score += (0.3 if late else 0.8) * rd.reach(m, cell)
    if OWN_THREAT:  # the damage it would take, and its worth when that finishes it
        hurt = rd.threat_to(m, cell)
        given = m["cost"] / 40 + 4 * rd.mission["kill_vp"]
        worth = min(1.0, hurt / max(1, m["wounds"])) ** 2 * given
        risk = S.RISK * (hurt + worth) * rd.caution(m)
    else:
        risk = S.RISK * rd.threat(cell) * (1.5 if m["wounds"] <= 3 else 1) * rd.caution(m)
    score -= risk * ((0.3 + 0.4 * rd.mission["kill_vp"]) if late else 1)
    score -= 0.15 * rd.foe_distance(cell)
    if B.level(rd.map, cell) >= 2:
        score += 0.3
    return score
