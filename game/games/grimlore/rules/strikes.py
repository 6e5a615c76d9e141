"""The party's attacks: the pool (damage types, traits, enemy defences), what a hit does
(the monster's Evasive, Parry, Tough and Riposte, Second Wind, AOE items, Thunderstrike, Reaper,
Cleave and Ricochet)."""

from __future__ import annotations

from game.games.grimlore.rules import blows
from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import outcomes as O
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import results as R
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.engine import ask, asking, auto, char, path_of
from game.games.grimlore.rules.fight import (
    cpath,
    fighters,
    living,
    monster,
    mtraits,
    occupied,
    red_six,
    resist,
    unleashed,
)

BLOCKERS = {
    "wall": "a wall",
    "pillar": "a pillar",
    "brush": "brush",
    "crate": "a stack of crates",
    "tree": "a tree",
}


def reach_problem(state: dict, cid: str, weapon: dict, target: str) -> str:
    """Why ``weapon`` cannot strike ``target`` from where its bearer stands ("" when it can):
    too far, or something on the mat hides the target (beyond the tile next to a melee
    fighter, every blow and shot needs line of sight)."""
    cb = state["combat"]
    here, there = cb["pcs"][cid]["cell"], cb["units"][target]["cell"]
    atk = I.attack(weapon)
    reach = atk["range"] + (
        1 if atk["style"] == "ranged" and "longshot" in char(state, cid)["traits"] else 0
    )
    distance = B.manhattan(here, there)
    if distance > reach:
        return f"{W.count(distance, 'tile')} away, and the {I.card(weapon)['name']} reaches " + (
            W.count(reach, "tile")
        )
    if (atk["style"] == "melee" and distance == 1) or B.sight(cb["mat"], here, there):
        return ""
    blocker = B.sight_blocker(cb["mat"], here, there)
    if blocker is None:
        return "it is out of sight"
    terrain, cell = blocker
    return f"{BLOCKERS.get(terrain, terrain)} at {cell[0]},{cell[1]} blocks the line of sight"


def in_reach(state: dict, cid: str, weapon: dict, target: str) -> bool:
    return not reach_problem(state, cid, weapon, target)


def out_of_reach(state: dict) -> dict[str, dict[str, str]]:
    """{character: {enemy: why none of their weapons reaches it}} for the table to explain a
    foe that cannot be attacked."""
    out: dict[str, dict[str, str]] = {}
    for ch in fighters(state):
        weapons = S.weapons(ch)
        for uid in living(state):
            reasons = [reach_problem(state, ch["id"], w, uid) for w in weapons]
            if weapons and all(reasons):
                out.setdefault(ch["id"], {})[uid] = "; ".join(dict.fromkeys(reasons))
    return out


def attack_pool(state: dict, cid: str, weapon: dict, target: str) -> dict:
    atk = I.attack(weapon)
    cb = state["combat"]
    unit = cb["units"][target]
    traits = mtraits(state)
    adv, dis, red = [], [], 0
    kinds = [atk["type"]] + (["divine"] if blessed(state, cid, weapon) else [])
    weak = [k for k in kinds if k in traits.get("vulnerability", [])]
    if weak:  # a blessing adds Divine to what the foe may be vulnerable to, one source still
        adv.append(f"vulnerable to {weak[0]}")
    if atk["type"] in resist(state):
        dis.append(f"resistant to {atk['type']}")
    if "backstab" in char(state, cid)["traits"] and any(
        B.engaged(p["cell"], unit["cell"])
        for k, p in cb["pcs"].items()
        if k != cid and not p["fled"]
    ):
        adv.append("Backstab")
    if "gain_advantage" in I.traits(weapon):
        adv.append(I.label(weapon))
    if "damage_undead" in I.traits(weapon) and monster(state).get("undead"):
        adv.append("bane of the dead")
    if unit["main"]:
        if traits.get("illusions"):
            dis.append("Illusions")
        red += traits.get("armored", 0) + traits.get("defender", 0)
        if atk["style"] == "magic":
            red += traits.get("warding", 0)
    return C.pool(state, cid, atk["attribute"], atk["skill"], adv=adv, dis=dis, red=red) | {
        "adv_list": adv,
        "dis_list": dis,
        "red_n": red,
    }


def mastered(ch: dict, atk: dict) -> bool:
    """Elemental Mastery works on spells of its chosen element (a character who learned it
    before elements were chosen keeps it for every spell)."""
    if "elemental_mastery" not in ch["traits"] or atk["style"] != "magic":
        return False
    return ch.get("element") in (None, atk["type"])


def blessed(state: dict, cid: str, weapon: dict) -> bool:
    """Bless Weapon's blessing is on this weapon (an old save blessed the ally's every attack)."""
    cb = state["combat"]
    if "blessings" not in cb:
        return cb["blessed"] == cid
    return [cid, weapon["uid"]] in cb["blessings"]


def bonus_damage(state: dict, cid: str, weapon: dict) -> int:
    """What traits add to a hit's damage: a blessing (1 Divine), Elemental Mastery."""
    extra = 1 if mastered(char(state, cid), I.attack(weapon)) else 0
    return extra + (1 if blessed(state, cid, weapon) else 0)


def hit_damage(state: dict, cid: str, weapon: dict, bonus: int = 0) -> int:
    """The damage of a hit with one net success (each further success adds one); ``bonus`` is
    what an item used up for this blow adds."""
    return I.attack(weapon)["damage"] + bonus + bonus_damage(state, cid, weapon)


def attack_preview(state: dict, cid: str, p: dict, weapon: dict, bonus: int = 0) -> dict:
    """An attack's preview: the test's odds, and the damage and its type on a hit."""
    atk = I.attack(weapon)
    damage = hit_damage(state, cid, weapon, bonus)
    out = C.describe(p)
    out.update(damage=damage, damage_type=atk["type"], style=atk["style"])
    out["text"] += f"; a hit does {damage} {atk['type']}, +1 per extra success"
    if bonus:
        out["text"] += f" (+{bonus} from a boost, spent only if the blow lands)"
    return out


# --- attacks by the party ------------------------------------------------------------------------


def attack_steps(
    state: dict,
    cid: str,
    weapon_uid: int,
    target: str,
    free: bool = False,
    boost: int | None = None,
) -> list[dict]:
    ch = char(state, cid)
    weapon = next(i for i in ch["gear"] if i["uid"] == weapon_uid)
    atk = I.attack(weapon)
    p = attack_pool(state, cid, weapon, target)
    unit = state["combat"]["units"][target]
    return [
        C.test_step(
            cid,
            atk["attribute"],
            atk["skill"],
            W.attack_on(unit["name"]),
            adv=p["adv_list"],
            dis=p["dis_list"],
            red=p["red_n"],
        ),
        {"op": "attack_result", "cid": cid, "uid": weapon_uid, "target": target, "boost": boost},
    ]


def spend_boost(ctx, cid: str, uid: int | None) -> int:
    """Spend the boost chosen with the attack now that the blow lands; its +damage (0 when it
    is gone)."""
    ch = char(ctx.state, cid)
    item = next((i for i in ch["gear"] if i["uid"] == uid), None)
    if item is None:
        return 0
    extra = I.own_boost(item) or I.addon_boost(item)
    after = I.spend_boost(item)
    if after:
        gear = [after if i["uid"] == uid else i for i in ch["gear"]]
        spent = f"the {I.label(item)}'s edge; the upgrade is gone"
    else:
        gear = [i for i in ch["gear"] if i["uid"] != uid]
        spent = I.label(item)
    ctx.emit(
        "boost_spent",
        f"{ch['name']} spends {spent} (+{extra} damage).",
        changes=[(path_of(cid, "gear"), gear)],
    )
    return extra


@auto("attack_result")
def _attack_result(ctx, step):
    state = ctx.state
    roll = state["roll"]
    cid, target = step["cid"], step["target"]
    ch = char(state, cid)
    weapon = next((i for i in ch["gear"] if i["uid"] == step["uid"]), None)
    ctx.emit("attack_done", "", pop=1)
    if weapon is None or state["combat"]["units"][target]["energy"] <= 0:
        return
    traits, atk = I.traits(weapon), I.attack(weapon)
    if traits.get("straining"):
        changes, note = O.energy_changes(state, cid, traits["straining"])
        ctx.emit(
            "strain", f"{ch['name']} strains ({traits['straining']} Energy).{note}", changes=changes
        )
    if not roll["success"]:
        ctx.emit("miss", f"{ch['name']} misses.")
        return
    # bonus: what an item used up adds (old saves; a boost is now spent when the blow lands)
    damage = max(roll["net"], 1) - 1 + hit_damage(state, cid, weapon, step.get("bonus", 0))
    unit = state["combat"]["units"][target]
    melee = atk["style"] == "melee"
    if unit["main"]:
        mt = mtraits(state)
        if mt.get("evasive") and red_six(ctx):
            ctx.emit("evaded", f"{unit['name']} slips aside (Evasive).")
            return
        if melee and mt.get("parry") and red_six(ctx):
            ctx.emit("parried", f"{unit['name']} parries the blow.")
            return
        if mt.get("tough") and red_six(ctx):
            ctx.emit("shrugged", f"{unit['name']} shrugs off the wound (Tough).")
            return
        if melee and mt.get("riposte") and red_six(ctx):  # the blow is turned, and answered
            ctx.emit(
                "riposte",
                f"{unit['name']} turns the blow and ripostes!",
                push=blows.attack_on(state, target, cid),
            )
            return
    damage += spend_boost(ctx, cid, step.get("boost"))
    kind = atk["type"] + (" and divine" if blessed(state, cid, weapon) else "")
    damage_unit(ctx, target, damage, kind, cid, melee=melee)
    aoe = traits.get("aoe")
    if aoe:
        centre = unit["cell"]
        for other in living(ctx.state):
            u = ctx.state["combat"]["units"][other]
            if other != target and not u["main"] and B.manhattan(centre, u["cell"]) <= aoe:
                damage_unit(ctx, other, damage, atk["type"], cid, melee=False)
    level = ch["traits"].get("thunderstrike", 0)
    if level and melee and ctx.state["combat"]["units"][target]["energy"] > 0:
        if knock_cells(ctx.state, cid, target, level):
            ctx.emit("thunder", "", push=[asking("thunder", cid=cid, target=target)])
    R.end_check(ctx)


def knock_cells(state: dict, cid: str, target: str, tiles: int) -> list[list[int]]:
    """The tiles a knock-back could throw ``target`` to, straight away from ``cid``, nearest
    first (none for an Unleashed monster)."""
    unit = state["combat"]["units"][target]
    if unleashed(state, target):
        return []
    here, there = state["combat"]["pcs"][cid]["cell"], list(unit["cell"])
    step = (
        (there[0] > here[0]) - (there[0] < here[0]),
        (there[1] > here[1]) - (there[1] < here[1]),
    )
    board, busy, out = B.mat(state["combat"]["mat"]), occupied(state, target), []
    for _ in range(tiles):
        nxt = (there[0] + step[0], there[1] + step[1])
        if not board.in_bounds(nxt) or board.square(nxt).blocks_move or nxt in busy:
            break
        there = list(nxt)
        out.append(there)
    return out


def _thunder_options(state, step):
    level = char(state, step["cid"])["traits"].get("thunderstrike", 0)
    unit = state["combat"]["units"][step["target"]]
    out = [{"type": "hold", "label": f"Leave {unit['name']} where it stands"}]
    for tiles, cell in enumerate(knock_cells(state, step["cid"], step["target"], level), 1):
        out.append(
            {
                "type": "knock",
                "tiles": tiles,
                "label": f"Knock {unit['name']} back {W.count(tiles, 'tile')}, "
                f"to {cell[0]},{cell[1]}",
            }
        )
    return out


@ask(
    "thunder",
    lambda s, st: ("thunder", {"text": "Thunderstrike: knock the foe back?"}),
    _thunder_options,
)
def _thunder(ctx, step, cmd):
    """Thunderstrike may knock the foe back, as far as its level (the book: "can choose")."""
    unit = ctx.state["combat"]["units"][step["target"]]
    changes = []
    if cmd["type"] == "knock":
        cell = knock_cells(ctx.state, step["cid"], step["target"], cmd["tiles"])[-1]
        changes = [(cpath("units", step["target"], "cell"), cell)]
    line = f"Thunderstrike hurls {unit['name']} back." if changes else ""
    ctx.emit("knocked_back", line, pop=1, changes=changes)


def damage_unit(ctx, uid: str, amount: int, kind: str, cid: str | None, melee: bool) -> None:
    state = ctx.state
    unit = state["combat"]["units"][uid]
    left = max(0, unit["energy"] - amount)
    overflow = max(0, amount - unit["energy"])
    line = f"{unit['name']} takes {amount} {kind} damage"
    if left == 0 and unit["main"] and mtraits(state).get("second_wind") and red_six(ctx):
        left, overflow = 1, 0
        line += ", falls, and gets up again (Second Wind)"
    ctx.emit(
        "damage",
        line + ("." if left else ", and is slain."),
        changes=[(cpath("units", uid, "energy"), left)],
    )
    if left or cid is None:
        return
    ch = char(state, cid)
    if "reaper" in ch["traits"]:
        O.heal(ctx, cid, 1, "Reaper")
    if "windrunner" in ch["traits"] and cid in state["combat"]["pcs"]:
        ctx.emit("windrunner", "", changes=[(cpath("pcs", cid, "extra"), True)])
    if overflow:
        here = state["combat"]["pcs"][cid]["cell"]
        spill = None
        if "cleave" in ch["traits"] and melee:
            spill = next(
                (u for u in living(state) if B.engaged(here, state["combat"]["units"][u]["cell"])),
                None,
            )
        if spill is None and "ricochet" in ch["traits"] and not melee:
            spill = next(
                (
                    u
                    for u in living(state)
                    if B.manhattan(unit["cell"], state["combat"]["units"][u]["cell"]) <= 3
                ),
                None,
            )
        if spill:
            damage_unit(ctx, spill, overflow, kind, cid, melee)
