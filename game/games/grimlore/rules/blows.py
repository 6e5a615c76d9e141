"""An enemy's blow at a character: the attack a unit makes (the monster's card, or a minion's
melee blow of the monster's damage type), the best defence the character may roll by the book's
table, and the steps of the defence test and the hit. Both the enemies' turn and the party's
attacks (a monster's Riposte) strike this way."""

from __future__ import annotations

from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.engine import char
from game.games.grimlore.rules.fight import monster, mtraits

DEFENCES = {"melee": ("defend", "evade"), "ranged": ("defend", "evade"), "magic": ("evade",)}


def enemy_attack(state: dict, uid: str) -> dict:
    m = monster(state)
    if state["combat"]["units"][uid]["main"]:
        return dict(m["attack"], range=m["attack"].get("range", 1))
    return {"style": "melee", "type": m["attack"]["type"], "damage": 1, "range": 1}


def defence(state: dict, uid: str, cid: str) -> tuple[str, str, list, list, int] | None:
    """The best defence the character may roll: (attribute, skill, advantages, disadvantages,
    red dice) or None when none is allowed (the book's table, Restricting)."""
    ch = char(state, cid)
    atk = enemy_attack(state, uid)
    pc = state["combat"]["pcs"][cid]
    held = [I.traits(i) | {"_kind": I.card(i)["kind"]} for i in S.equipped(ch)]
    shield = any(t["_kind"] == "shield" for t in held)
    melee_weapon = any(
        t["_kind"] == "weapon" and I.attack(i)["style"] == "melee"
        for t, i in zip(held, S.equipped(ch), strict=False)
    )
    options = []
    for skill in DEFENCES[atk["style"]]:
        if skill == "defend":
            if atk["style"] == "melee" and not (shield or melee_weapon):
                continue
            if atk["style"] == "ranged" and not (
                shield or any(t.get("defend_ranged") for t in held)
            ):
                continue  # the table: a shield turns shots; Defend Ranged lets other gear
        if C.forbidden(ch, skill):
            continue
        adv = []
        if atk["type"] in S.resistances(ch):
            adv.append(f"resistant to {atk['type']}")
        if skill == "defend" and any(t.get("defend_advantage") for t in held):
            adv.append("a shield")
        if pc["braced"]:
            adv.append("braced")
        red = mtraits(state).get("camouflage", 0) if state["combat"]["units"][uid]["main"] else 0
        attribute = "might" if skill == "defend" else "agility"
        p = C.pool(state, cid, attribute, skill, adv=adv, red=red, tokens=False)
        options.append((C.chance_to_pass(p["black"], p["red"]), attribute, skill, adv, red))
    if not options:
        return None
    best = max(options, key=lambda o: o[0])
    return best[1], best[2], best[3], [], best[4]


def attack_on(state: dict, uid: str, cid: str) -> list[dict]:
    unit = state["combat"]["units"][uid]
    chosen = defence(state, uid, cid)
    hit = {"op": "enemy_hit", "unit": uid, "cid": cid, "defended": chosen is not None}
    if chosen is None:
        return [hit]
    attribute, skill, adv, dis, red = chosen
    hit["skill"] = skill
    what = W.defence_against(unit["name"])
    return [C.test_step(cid, attribute, skill, what, adv=adv, dis=dis, red=red, tokens=False), hit]
