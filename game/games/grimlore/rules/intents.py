"""What each enemy means to do on its next turn, worked out before the party acts: whom it will
go for (a taunt, its Focus roles, or the closest), whether it pulls, charges, moves, attacks,
and with what damage, and how the target would defend. Enemies act in reading order, so each
one's plan is worked out on the mat as the ones before it will have left it. The plan follows
the same rules as the enemies' turn (``enemies``), leaving out only the dice: a start-of-turn
trait may still change things (they are named)."""

from __future__ import annotations

from game.games.grimlore.rules import blows, content, odds
from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import enemies as E
from game.games.grimlore.rules.engine import char
from game.games.grimlore.rules.fight import free_beside, living, mtraits, occupied, taunted

CHANCY = ("regenerates", "petrifying", "terrifying")  # rolled at the start of its turn


def plans(state: dict) -> list[dict]:
    """One plan per living enemy, in the order they will act (empty outside a fight)."""
    cb = state["combat"]
    if cb is None:
        return []
    sim = dict(state)
    sim["combat"] = {
        **cb,
        "units": {k: dict(u) for k, u in cb["units"].items()},
        "pcs": {k: dict(p) for k, p in cb["pcs"].items()},
    }
    order = sorted(
        living(sim), key=lambda u: (cb["units"][u]["cell"][1], cb["units"][u]["cell"][0])
    )
    return [_plan(sim, uid) for uid in order]


def _why(state: dict, uid: str, cid: str) -> str:
    unit = state["combat"]["units"][uid]
    if taunted(state).get(uid) == cid:  # a taunt holds minions as well as the monster
        return "taunted"
    role = char(state, cid)["role"]
    if unit["main"] and role in mtraits(state).get("focus", []):
        return f"Focus: {content.load()['roles'][role]['name']}"
    return "closest"


def _plan(sim: dict, uid: str) -> dict:
    cb = sim["combat"]
    unit = cb["units"][uid]
    atk = blows.enemy_attack(sim, uid)
    plan = {
        "unit": uid,
        "name": unit["name"],
        "from": list(unit["cell"]),
        "to": list(unit["cell"]),
        "target": None,
        "target_name": "",
        "why": "",
        "attacks": False,
        "damage": atk["damage"],
        "damage_type": atk["type"],
        "style": atk["style"],
        "range": atk["range"],
        "defence": None,
        "chancy": [t for t in CHANCY if unit["main"] and mtraits(sim).get(t)],
    }
    if unit["stunned"]:
        return {**plan, "line": f"{unit['name']} is stunned and will lose its turn."}
    target = E.pick_target(sim, uid)
    if target is None:
        return {**plan, "line": f"{unit['name']} has nobody to go for."}
    tid = target["id"]
    plan.update(target=tid, target_name=target["name"], why=_why(sim, uid, tid))
    mt = mtraits(sim) if unit["main"] else {}
    tcell = cb["pcs"][tid]["cell"]
    distance = B.manhattan(unit["cell"], tcell)
    if mt.get("pull") and 1 < distance <= mt["pull"] and not E.immune(sim, tid):
        spot = free_beside(sim, unit["cell"])
        if spot:
            cb["pcs"][tid]["cell"] = spot
            return {**plan, "line": f"{unit['name']} will drag {target['name']} next to it."}
    if mt.get("charge") and 1 < distance <= mt["charge"] and not E.can_strike(sim, uid, tid):
        route = B.walk(
            cb["mat"], unit["cell"], E.beside(sim, tid), occupied(sim, uid), bool(mt.get("phasing"))
        )
        if route:
            unit["cell"] = plan["to"] = list(route[-1])
            return {**plan, "line": f"{unit['name']} will charge {target['name']}."}
    moved = False
    if not E.can_strike(sim, uid, tid):
        cell = E.advance_cell(sim, uid, tid)
        if cell is not None:
            unit["cell"] = plan["to"] = cell
            moved = True
    if E.can_strike(sim, uid, tid) and not (mt.get("slow") and moved):
        plan["attacks"] = True
        plan["defence"] = _defence(sim, uid, tid)
        verb = "move and attack" if moved else "attack"
        line = f"{unit['name']} will {verb} {target['name']}: {atk['damage']} {atk['type']}"
        return {**plan, "line": line + f" ({atk['style']})."}
    where = f"move to {plan['to'][0]},{plan['to'][1]}" if moved else "hold its ground"
    return {**plan, "line": f"{unit['name']} will {where}, going for {target['name']}."}


def _defence(sim: dict, uid: str, cid: str) -> dict | None:
    """The defence ``cid`` would roll against ``uid`` (the best allowed) and its chance."""
    chosen = blows.defence(sim, uid, cid)
    if chosen is None:
        return None
    attribute, skill, adv, dis, red = chosen
    p = C.pool(sim, cid, attribute, skill, adv=adv, dis=dis, red=red, tokens=False)
    return {
        "skill": content.load()["skills"][skill]["name"],
        "black": p["black"],
        "red": p["red"],
        "chance": odds.percent(odds.pass_chance(p["black"], p["red"])),
    }
