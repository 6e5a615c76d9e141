"""The enemies' turn: board order, targets (Taunt, Focus, closest), movement, Charge and Pull,
start-of-turn traits, and their attacks on the party with defence, interventions and what a
wound brings (poison, draining, knockdown, stuns) and the counters a good defence earns."""

from __future__ import annotations

from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import outcomes as O
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import results as R
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules import strikes as X
from game.games.grimlore.rules.blows import attack_on, enemy_attack
from game.games.grimlore.rules.engine import ask, asking, auto, char, name, path_of
from game.games.grimlore.rules.fight import (
    cpath,
    fighters,
    free_beside,
    living,
    monster,
    mtraits,
    occupied,
    red_six,
    step_away,
    taunted,
    unleashed,
)

TIER_LEVEL = {"easy": 1, "medium": 2, "hard": 3, "boss": 9}  # against Steadfast/Untouchable


# --- the enemies' turn ---------------------------------------------------------------------------


@auto("enemy_phase")
def _enemy_phase(ctx, step):
    state = ctx.state
    if state["combat"] is None:
        ctx.emit("no_enemies", "", pop=1)
        return
    order = sorted(
        living(state),
        key=lambda u: (
            state["combat"]["units"][u]["cell"][1],
            state["combat"]["units"][u]["cell"][0],
        ),
    )
    push = [{"op": "enemy_act", "unit": u} for u in order] + [{"op": "round_end"}]
    ctx.emit(
        "enemies_turn", "The enemies move.", pop=1, push=push, changes=[(cpath("round_uses"), [])]
    )


def role_of(state: dict, cid: str) -> str:
    return char(state, cid)["role"]


def pick_target(state: dict, uid: str, skip=()) -> dict | None:
    """Who an enemy goes for: a taunt first, then its Focus roles in order, then the closest."""
    cb = state["combat"]
    unit = cb["units"][uid]
    pool = [c for c in fighters(state) if c["id"] not in skip]
    if not pool:
        return None
    drawn = taunted(state).get(uid)
    if drawn in [c["id"] for c in pool]:
        return char(state, drawn)

    def distance(c):
        return (B.manhattan(unit["cell"], cb["pcs"][c["id"]]["cell"]), c["id"])

    if unit["main"]:
        for role in mtraits(state).get("focus", []):
            wanted = [c for c in pool if c["role"] == role]
            if wanted:
                return min(wanted, key=distance)
    return min(pool, key=distance)


def can_strike(state: dict, uid: str, cid: str) -> bool:
    cb = state["combat"]
    a, b = cb["units"][uid]["cell"], cb["pcs"][cid]["cell"]
    atk = enemy_attack(state, uid)
    if B.engaged(a, b):
        return True
    reach = (
        atk["range"]
        if atk["style"] != "melee"
        else (2 if cb["units"][uid]["main"] and mtraits(state).get("agile") else 1)
    )
    return B.manhattan(a, b) <= reach and B.sight(cb["mat"], a, b)


def immune(state: dict, cid: str) -> bool:
    """Steadfast or Untouchable against crowd control (a pull, a knock-down, a stun, being
    petrified or terrified) from foes up to their tier."""
    ch = char(state, cid)
    level = max(ch["traits"].get("steadfast", 0), ch["traits"].get("untouchable", 0))
    return level >= TIER_LEVEL[monster(state)["tier"]]


@auto("enemy_act")
def _enemy_act(ctx, step):
    state, uid = ctx.state, step["unit"]
    ctx.emit("enemy_turn", "", pop=1)
    if state["combat"] is None or state["combat"]["units"][uid]["energy"] <= 0:
        return
    unit = state["combat"]["units"][uid]
    if unit["stunned"]:
        ctx.emit(
            "enemy_stunned",
            f"{unit['name']} is stunned and does nothing.",
            changes=[(cpath("units", uid, "stunned"), False)],
        )
        return
    if unit["main"]:
        start_of_turn(ctx, uid)
    target = pick_target(state, uid)
    if target is None:
        return
    if can_meld(state, uid, target):
        ctx.emit("meld_chance", "", push=[asking("shadowmeld", unit=uid, cid=target["id"])])
        return
    go_for(ctx, uid, target["id"])


def can_meld(state: dict, uid: str, target: dict) -> bool:
    """Shadowmeld may be used (once a fight) against an enemy coming for its owner, when there
    is someone else it could go for and the owner did not taunt it."""
    tid = target["id"]
    return (
        "shadowmeld" in target["traits"]
        and f"meld:{tid}" not in state["combat"]["once"]
        and len(fighters(state)) > 1
        and taunted(state).get(uid) != tid
    )


def _meld_options(state, step):
    unit = state["combat"]["units"][step["unit"]]["name"]
    who = name(state, step["cid"])
    return [
        {
            "type": "vanish",
            "cid": step["cid"],
            "label": f"{who} melts into the shadows",
            "preview": f"{unit} goes for someone else; once a fight",
        },
        {"type": "stay", "cid": step["cid"], "label": f"{who} lets {unit} come"},
    ]


@ask(
    "shadowmeld",
    lambda s, st: (
        "shadowmeld",
        {"text": f"{s['combat']['units'][st['unit']]['name']} comes for {name(s, st['cid'])}."},
    ),
    _meld_options,
)
def _shadowmeld(ctx, step, cmd):
    uid, tid = step["unit"], step["cid"]
    if cmd["type"] == "stay":
        ctx.emit("meld_kept", "", pop=1)
        go_for(ctx, uid, tid)
        return
    ctx.emit(
        "shadowmeld",
        f"{name(ctx.state, tid)} melts into the shadows.",
        pop=1,
        changes=[(cpath("once"), ctx.state["combat"]["once"] + [f"meld:{tid}"])],
    )
    go_for(ctx, uid, pick_target(ctx.state, uid, skip=(tid,))["id"])


def go_for(ctx, uid: str, tid: str) -> None:
    """The enemy's action against its target: a pull, a charge, or moving in and attacking."""
    state = ctx.state
    unit, target = state["combat"]["units"][uid], char(state, tid)
    mt = mtraits(state) if unit["main"] else {}
    tcell = state["combat"]["pcs"][tid]["cell"]
    distance = B.manhattan(unit["cell"], tcell)
    if mt.get("pull") and 1 < distance <= mt["pull"] and not immune(state, tid):
        spot = free_beside(state, unit["cell"])
        if spot:
            ctx.emit(
                "enemy_pull",
                f"{unit['name']} drags {target['name']} close.",
                changes=[(cpath("pcs", tid, "cell"), spot)],
            )
            return
    if mt.get("charge") and 1 < distance <= mt["charge"] and not can_strike(state, uid, tid):
        route = B.walk(
            state["combat"]["mat"],
            unit["cell"],
            beside(state, tid),
            occupied(state, uid),
            bool(mt.get("phasing")),
        )
        if route:
            ctx.emit(
                "charge",
                f"{unit['name']} charges {target['name']}!",
                changes=[(cpath("units", uid, "cell"), list(route[-1]))],
            )
            return
    moved_in = False
    if not can_strike(state, uid, tid):
        moved_in = advance(ctx, uid, tid)
    if can_strike(ctx.state, uid, tid) and not (mt.get("slow") and moved_in):
        ctx.emit("enemy_attacks", "", push=attack_on(ctx.state, uid, tid))


def beside(state: dict, cid: str) -> set:
    cell = state["combat"]["pcs"][cid]["cell"]
    return {(cell[0] + dc, cell[1] + dr) for dc, dr in B.ORTHO}


def advance(ctx, uid: str, tid: str) -> bool:
    """Move toward the target up to the monster's movement (+1 when it ends unengaged); True
    when it moved."""
    state = ctx.state
    unit = state["combat"]["units"][uid]
    cell = advance_cell(state, uid, tid)
    if cell is None:
        return False
    ctx.emit(
        "enemy_moves",
        f"{unit['name']} moves to {cell[0]},{cell[1]}.",
        changes=[(cpath("units", uid, "cell"), cell)],
    )
    return True


def advance_cell(state: dict, uid: str, tid: str) -> list | None:
    """Where the unit's move toward ``tid`` ends, or None when it does not move."""
    cb = state["combat"]
    unit = cb["units"][uid]
    phasing = bool(unit["main"] and mtraits(state).get("phasing"))
    atk = enemy_attack(state, uid)
    tcell = cb["pcs"][tid]["cell"]
    reach = atk["range"] if atk["style"] != "melee" else 1
    goals = {
        c
        for c in B.open_cells(cb["mat"])
        if B.manhattan(c, tcell) <= reach and (reach == 1 or B.sight(cb["mat"], c, tcell))
    }
    route = B.walk(cb["mat"], unit["cell"], goals, occupied(state, uid), phasing)
    if not route:
        return None
    budget, spent, cell = monster(state)["move"], 0, unit["cell"]
    for nxt in route:
        cost = B.step_cost(cb["mat"], nxt, phasing)
        if spent + cost > budget:
            break
        spent, cell = spent + cost, list(nxt)
    if not B.engaged(cell, tcell) and len(route) > 0:
        index = route.index(tuple(cell)) + 1 if tuple(cell) in route else 0
        if index < len(route) and not B.mat(cb["mat"]).square(route[index]).blocks_move:
            cell = list(route[index])  # the extra tile of an enemy that ends unengaged
    while B.mat(cb["mat"]).square(tuple(cell)).blocks_move and tuple(cell) in route:
        back = route.index(tuple(cell))  # a phasing unit does not end inside a wall
        cell = list(route[back - 1]) if back else list(unit["cell"])
    return None if cell == unit["cell"] else cell


def start_of_turn(ctx, uid: str) -> None:
    state = ctx.state
    mt, unit = mtraits(state), state["combat"]["units"][uid]
    if mt.get("regenerates"):
        back = sum(1 for _ in range(mt["regenerates"]) if ctx.chance.die(6, "red") == 6)
        if back and unit["energy"] < unit["max"]:
            new = min(unit["max"], unit["energy"] + back)
            ctx.emit(
                "regenerates",
                f"{unit['name']} regenerates {new - unit['energy']}.",
                changes=[(cpath("units", uid, "energy"), new)],
            )
    for trait, status, verb in (
        ("petrifying", "stunned", "is turned to stone for a turn"),
        ("terrifying", "terrified", "is overcome with terror"),
    ):
        if mt.get(trait) and red_six(ctx):
            victim = pick_closest(ctx.state, uid)
            if victim and immune(ctx.state, victim):
                ctx.emit("shrugged_off", f"{name(state, victim)} shrugs off the {trait} gaze.")
            elif victim:
                ctx.emit(
                    trait,
                    f"{name(state, victim)} {verb}.",
                    changes=[(cpath("pcs", victim, status), True)],
                )


def pick_closest(state: dict, uid: str) -> str | None:
    cell = state["combat"]["units"][uid]["cell"]
    pool = fighters(state)
    if not pool:
        return None
    return min(
        pool, key=lambda c: (B.manhattan(cell, state["combat"]["pcs"][c["id"]]["cell"]), c["id"])
    )["id"]


# --- attacks on the party ------------------------------------------------------------------------


@auto("enemy_hit")
def _enemy_hit(ctx, step):
    state = ctx.state
    ctx.emit("hit_resolving", "", pop=1)
    if state["combat"] is None:
        return
    uid, cid = step["unit"], step["cid"]
    unit, ch = state["combat"]["units"][uid], char(state, cid)
    if unit["energy"] <= 0 or ch["energy"] <= 0:
        return
    if step["defended"] and state["roll"]["success"]:
        ctx.emit("defended", f"{ch['name']} turns the blow aside.")
        counter(ctx, uid, cid, step.get("skill"))
        if step.get("skill") == "evade" and "shadow_step" in ch["traits"]:
            step_away(ctx, cid, unit["cell"])
        return
    victims = [cid]
    mt = mtraits(state) if unit["main"] else {}
    if mt.get("aoe"):
        here = state["combat"]["pcs"][cid]["cell"]
        others = sorted(
            (c for c in fighters(state) if c["id"] != cid),
            key=lambda c: (B.manhattan(here, state["combat"]["pcs"][c["id"]]["cell"]), c["id"]),
        )
        victims += [c["id"] for c in others[: mt["aoe"]]]
    ctx.emit("blows", "", push=[{"op": "blow", "unit": uid, "cid": v} for v in victims])


@auto("blow")
def _blow(ctx, step):
    """One character hit: an ally may intervene, then the wound."""
    state = ctx.state
    ctx.emit("blow", "", pop=1)
    uid, cid = step["unit"], step["cid"]
    if state["combat"] is None or state["combat"]["units"][uid]["energy"] <= 0:
        return
    if char(state, cid)["energy"] <= 0:
        return
    victim = intervene(ctx, cid, enemy_attack(state, uid)["damage"])
    if victim:
        ctx.emit("wounding", "", push=[{"op": "wound", "unit": uid, "cid": victim}])


@auto("wound")
def _wound(ctx, step):
    state = ctx.state
    uid, cid = step["unit"], step["cid"]
    ch = char(state, cid)
    if state["combat"] is None or ch["energy"] <= 0:
        ctx.emit("no_wound", "", pop=1)
        return
    if "arcane_shield" in ch["traits"] and f"shield:{cid}" not in state["combat"]["once"]:
        # the first time they are hit in a fight: a test, then this wound again
        ctx.emit(
            "arcane_shield",
            f"{ch['name']} calls up an Arcane Shield.",
            changes=[(cpath("once"), state["combat"]["once"] + [f"shield:{cid}"])],
            push=[
                C.test_step(cid, "arcane", "magic", W.ARCANE_SHIELD, tokens=False),
                {"op": "shield_up", "cid": cid},
            ],
        )
        return
    ctx.emit("wound", "", pop=1)
    wound(ctx, uid, cid, enemy_attack(state, uid))
    R.end_check(ctx)


@auto("shield_up")
def _shield_up(ctx, step):
    """Arcane Shield: a point of shield per net success, soaking damage for the rest of the
    fight."""
    points = max(0, ctx.state["roll"]["net"])
    pcp = cpath("pcs", step["cid"])
    ctx.emit(
        "shield_up",
        f"{name(ctx.state, step['cid'])}'s Arcane Shield holds {points}.",
        pop=1,
        changes=[
            (pcp + ["shield"], ctx.state["combat"]["pcs"][step["cid"]].get("shield", 0) + points)
        ],
    )


def intervene(ctx, cid: str, damage: int) -> str | None:
    """A blow that would knock ``cid`` out: an ally with Divine Intervention snatches them away
    (and heals 3), or one with Heroic Intervention takes it instead (each once a session).
    Returns who is hit, or None."""
    state = ctx.state
    if char(state, cid)["energy"] > damage:
        return cid
    for ch in fighters(state):
        if ch["id"] == cid:
            continue
        if "divine_intervention" in ch["traits"] and "divine_intervention" not in ch["once"]:
            spot = free_beside(state, state["combat"]["pcs"][ch["id"]]["cell"])
            changes = [(path_of(ch["id"], "once"), ch["once"] + ["divine_intervention"])]
            if spot:
                changes.append((cpath("pcs", cid, "cell"), spot))
            ctx.emit(
                "intervention",
                f"{ch['name']} calls down a miracle: {name(state, cid)} is snatched away.",
                changes=changes,
            )
            O.heal(ctx, cid, 3, "Divine Intervention")
            return None
        if (
            "heroic_intervention" in ch["traits"]
            and "heroic_intervention" not in ch["once"]
            and ch["energy"] > damage
        ):
            ctx.emit(
                "intervention",
                f"{ch['name']} throws themselves in front of the blow.",
                changes=[(path_of(ch["id"], "once"), ch["once"] + ["heroic_intervention"])],
            )
            return ch["id"]
    return cid


def wound(ctx, uid: str, cid: str, atk: dict) -> None:
    state = ctx.state
    ch, unit = char(state, cid), state["combat"]["units"][uid]
    amount = atk["damage"]
    shield = state["combat"]["pcs"][cid].get("shield", 0)
    if shield:
        soak = min(shield, amount)
        amount -= soak
        ctx.emit(
            "shielded",
            f"{ch['name']}'s Arcane Shield soaks {soak} ({shield - soak} left).",
            changes=[(cpath("pcs", cid, "shield"), shield - soak)],
        )
    if amount <= 0:
        return
    changes, note = O.energy_changes(state, cid, amount)
    ctx.emit(
        "wounded",
        f"{unit['name']} hits {ch['name']} for {amount} {atk['type']}.{note}",
        changes=changes,
    )
    if not unit["main"]:
        return
    mt = mtraits(state)
    pcp = cpath("pcs", cid)
    if mt.get("poison"):
        ctx.emit(
            "poisoned", f"{ch['name']} is poisoned.", changes=[(pcp + ["poison"], mt["poison"])]
        )
    if mt.get("draining") and red_six(ctx) and unit["energy"] < unit["max"]:
        back = min(amount, unit["max"] - unit["energy"])  # what the blow took, up to its max
        ctx.emit(
            "drained",
            f"{unit['name']} drinks {ch['name']}'s strength (+{back}).",
            changes=[(cpath("units", uid, "energy"), unit["energy"] + back)],
        )
    if mt.get("knockdown") and red_six(ctx) and not immune(state, cid):
        ctx.emit(
            "knocked_down", f"{ch['name']} is knocked prone.", changes=[(pcp + ["prone"], True)]
        )
    if mt.get("stuns") and red_six(ctx) and not immune(state, cid):
        ctx.emit("stunned", f"{ch['name']} is stunned.", changes=[(pcp + ["stunned"], True)])


def counter(ctx, uid: str, cid: str, skill: str | None) -> None:
    """Riposte, Blink Strike and Bash: once per enemy round each, after a good defence."""
    state = ctx.state
    ch = char(state, cid)
    used = state["combat"]["round_uses"]
    melee = [  # the free attack is a melee one, so the attacker must be in its reach
        w
        for w in S.weapons(ch)
        if I.attack(w)["style"] == "melee" and X.in_reach(state, cid, w, uid)
    ]
    for trait, needs in (("riposte", "defend"), ("blink_strike", "evade")):
        if trait in ch["traits"] and skill == needs and f"{trait}:{cid}" not in used and melee:
            ctx.emit(
                "counter",
                f"{ch['name']} strikes back.",
                changes=[(cpath("round_uses"), used + [f"{trait}:{cid}"])],
                push=X.attack_steps(state, cid, melee[0]["uid"], uid, free=True),
            )
            return
    level = ch["traits"].get("bash", 0)
    if level and skill == "defend" and f"bash:{cid}" not in used:
        stun = any(ctx.chance.die(6) == 6 for _ in range(level)) and not unleashed(state, uid)
        ctx.emit(
            "bash",
            f"{ch['name']} bashes back" + (": the foe is stunned." if stun else "."),
            changes=[(cpath("round_uses"), used + [f"bash:{cid}"])]
            + ([(cpath("units", uid, "stunned"), True)] if stun else []),
        )
