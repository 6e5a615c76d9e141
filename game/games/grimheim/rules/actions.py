"""The activation: the actions a model may take now (each with its AP cost and its limits) and
what declaring each one does. Each action once per activation unless a rule says otherwise
(Pass any number of times, Fight twice for a Furious model)."""

from __future__ import annotations

from functools import lru_cache

from game.core import dice as D
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import combat, content, fate, moving
from game.games.grimheim.rules import state as S
from game.games.grimheim.rules.engine import ask, asking, auto
from game.games.grimheim.rules.statuses import clear

COST = {
    "move": 1,
    "run": 2,
    "charge": 1,
    "fight": 1,
    "fall_back": 2,
    "shoot": 1,
    "hide": 1,
    "recover": 1,
    "pass": 1,
    "interact": 1,
    "loot": 1,
    "overwatch": 1,
    "command": 1,
    "cast": 1,
    "run_and_gun": 2,
}
COMMAND_RANGE = 6
TOUCH = 1  # Interact and Loot reach
LAMP_REACH = 2  # a Lamplighter's (or a Censer-Swing's) reach to a beacon
FAR_LIGHTERS = ("lamplighter", "censer_swing")  # the rules that light a beacon from afar


def used(m, kind: str) -> bool:
    return kind in m["acts"]


def can(m, kind: str) -> bool:
    if m["left"] < COST[kind]:
        return False
    if kind == "pass":
        return True
    if kind == "fight":
        return m["acts"].count("fight") < (2 if S.has(m, "furious") else 1)
    return not used(m, kind)


def options(state, step) -> list[dict]:
    m = S.model(state, state["active"])
    out = []
    melee = S.in_enemy_melee(state, m)
    ran = used(m, "run") or used(m, "run_and_gun")
    moved_any = any(used(m, k) for k in ("move", "run", "charge", "fall_back", "run_and_gun"))
    reach_budget = max(S.mov(m) * 2 + m["assault"], moving.charge_budget(m))
    tables: list = []

    def table() -> dict:  # the reach table, worked out only if a movement action is open
        if not tables:
            tables.append(S.paths(state, m, reach_budget))
        return tables[0]

    if can(m, "move") and not melee and not used(m, "charge") and not used(m, "fall_back"):
        out += _moves(state, m, table(), "move", S.mov(m) + m["assault"])
    burdened = bool(S.loads_of(state, m["id"]))  # carried at a walk: no Run, no Run and Gun
    if can(m, "run") and not melee and not burdened:
        out += _moves(state, m, table(), "run", 2 * S.mov(m) + m["assault"])
    if (
        can(m, "charge")
        and not melee
        and not m["hidden"]
        and not S.status(m, "fearful")
        and not any(used(m, k) for k in ("move", "fall_back", "run", "run_and_gun"))
    ):
        out += _charges(state, m, table())
    if (
        can(m, "fall_back")
        and melee
        and not S.status(m, "enraged")
        and not any(used(m, k) for k in ("move", "charge", "run"))
    ):
        out += _moves(state, m, table(), "fall_back", S.mov(m) + m["assault"])
    if can(m, "fight"):
        out += [
            {
                "type": "fight",
                "target": e["id"],
                "weapon": w,
                "label": f"Fight {e['name']} with the {S.weapon(w)['name']}",
            }
            for e in S.enemies(state, m)
            if not e["hidden"]
            for w in m["weapons"]
            if S.weapon(w)["kind"] == "melee"
            and B.in_reach(
                state["map"],
                m["cell"],
                e["cell"],
                S.REACH if "reach" in S.weapon(w)["rules"] else 1,
            )
        ]
    if (
        can(m, "shoot")
        and not melee
        and not ran
        and not m["hidden"]
        and not S.status(m, "enraged")
        and not used(m, "run_and_gun")
    ):
        out += _shots(state, m, "shoot", moved_any)
    if (
        can(m, "hide")
        and not melee
        and not m["hidden"]
        and not S.status(m, "enraged")
        and can_hide(state, m)
    ):
        out.append({"type": "hide", "label": f"{m['name']} hides"})
    if can(m, "recover") and not melee and m["statuses"]:
        out.append({"type": "recover", "label": f"{m['name']} recovers"})
    if can(m, "interact") and not melee:
        out += [
            {"type": "interact", "objective": i, "label": f"Light {o['name']}"}
            if o["owner"] is None
            else {
                "type": "interact",
                "objective": i,
                "label": f"Douse and relight {o['name']} "
                f"({_cost(state, {'type': 'interact', 'objective': i})} AP)",
            }
            for i, o in enumerate(state["objectives"])
            if o["kind"] == "beacon"
            and o["owner"] != m["seat"]
            and _lights(state, m, o)
            and not guarded(state, o)
            and m["left"] >= _cost(state, {"type": "interact", "objective": i})
        ]
        if not burdened:
            out += [
                {"type": "interact", "objective": i, "label": f"Take up {o['name']}"}
                for i, o in enumerate(state["objectives"])
                if o["kind"] == "load" and _free_load(o) and _touching(state, m, o)
            ]
    if can(m, "loot") and not melee:
        out += [
            {"type": "loot", "objective": i, "label": f"Loot {o['name']} (D66)"}
            for i, o in enumerate(state["objectives"])
            if o["kind"] == "cache" and not o["looted"] and _touching(state, m, o)
        ]
    if (
        can(m, "overwatch")
        and S.has(m, "sentinel")
        and not melee
        and not m["hidden"]
        and not m["watch"]
    ):
        out += [
            {"type": "overwatch", "weapon": w, "label": f"Overwatch with the {S.weapon(w)['name']}"}
            for w in m["weapons"]
            if S.weapon(w)["kind"] == "ranged"
            and not ("heavy" in S.weapon(w)["rules"] and moved_any)
        ]
    if can(m, "command") and S.has(m, "command"):
        out += [
            {"type": "command", "target": f["id"], "label": f"Command {f['name']} (+1 AP)"}
            for f in S.friends(state, m)
            if not f["activated"]
            and not f["commanded"]
            and B.distance(f["cell"], m["cell"]) <= COMMAND_RANGE
            and S.seen_by(state, m, f)
        ]
    if can(m, "cast") and S.has(m, "caster"):
        out += _spells(state, m)
    if (
        can(m, "run_and_gun")
        and S.has(m, "skirmisher")
        and not melee
        and not m["hidden"]
        and not S.status(m, "enraged")
        and not moved_any
        and not used(m, "shoot")
        and not burdened
    ):
        out += _moves(state, m, table(), "run_and_gun", S.mov(m) + m["assault"])
    out += fate.act_options(state, m["seat"], m)
    out.append({"type": "pass", "label": "Pass (1 AP, ends the activation)"})
    out.append({"type": "end", "label": "End the activation, AP unspent"})
    return out


def _cost(state, cmd) -> int:
    """An action's AP; an enemy's beacon takes one more, its fire doused before it is relit,
    and one more again doused from afar with a pole or censer (Signal Fires)."""
    kind = cmd["type"]
    if kind == "interact":
        o = state["objectives"][cmd["objective"]]
        if o["kind"] != "beacon" or o["owner"] is None:
            return 1
        return 2 if _touching(state, S.model(state, state["active"]), o) else 3
    return COST[kind]


def guarded(state, o) -> bool:
    """A beacon lit in a side's colours with one of that side's models standing beside it
    can't be relit by the enemy: the guard must be driven off first (Signal Fires)."""
    if o["owner"] is None:
        return False
    return any(_touching(state, f, o) for f in S.alive(state, o["owner"]))


def _free_load(o) -> bool:
    """A load lying on the ground: not delivered, nobody carrying it."""
    return not o["looted"] and o.get("carrier") is None


def _lights(state, m, o) -> bool:
    """Whether ``m`` can reach beacon ``o`` to light it: beside it, or a Lamplighter's pole (a
    Censer-Swing's chain)."""
    if not any(S.has(m, rule) for rule in FAR_LIGHTERS):
        return _touching(state, m, o)
    return (
        B.distance(m["cell"], o["cell"]) <= LAMP_REACH
        and abs(B.level(state["map"], m["cell"]) - B.level(state["map"], o["cell"])) <= 3
    )


def _touching(state, m, o) -> bool:
    return (
        B.distance(m["cell"], o["cell"]) <= TOUCH
        and abs(B.level(state["map"], m["cell"]) - B.level(state["map"], o["cell"])) <= 1
    )


def _moves(state, m, table, kind: str, budget: int) -> list[dict]:
    """Every square this movement action may end on: within budget, free, outside enemy melee."""
    shut = S.occupied(state) | S.danger(state, m["seat"])
    return [
        {
            "type": kind,
            "cell": [cell[0], cell[1]],
            "label": _move_label(kind, cell, cost),
            "preview": {"inches": cost},
        }
        for cell, (cost, _) in table.items()
        if 0 < cost <= budget and cell not in shut
    ]


@lru_cache(maxsize=65536)
def _move_label(kind: str, cell: tuple, cost: int) -> str:
    return f'{kind.replace("_", " ").capitalize()} to {B.square_name(cell)} ({cost}")'


def _charges(state, m, table) -> list[dict]:
    """A Charge at each square in contact with a seen enemy, along the cheapest path; and, where
    the charger could instead drop 1-3 inches from a square above onto that square, the same
    Charge by way of that square (a jump-down Charge)."""
    budget = moving.charge_budget(m)
    out = []
    taken = S.occupied(state)
    for e in S.enemies(state, m):
        if e["hidden"] or not S.seen_by(state, m, e):
            continue
        x, y = e["cell"]
        around = [(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy]
        for cell in around:
            if (
                cell in taken
                or cell not in table
                or not S.in_contact(state, {**m, "cell": list(cell)}, e)
            ):
                continue
            cost = table[cell][0]
            if cost and cost <= budget:
                leap = moving.leaps_from(state, m, table[cell][1], cell)
                out.append(_charge(e, cell, cost, table[cell][1] if leap else None))
            for via, price in moving.leaps_onto(state, m, table, cell, budget):
                if cost and cost <= budget and table[cell][1] == via:
                    continue  # the cheapest path already jumps down from there
                out.append({**_charge(e, cell, price, via), "via": list(via)})
    return out


def _charge(e, cell, inches: int, leap_from) -> dict:
    """A Charge command; its label and preview say how it ends (on foot, or leaping down from a
    square above with the free critical), so two Charges at one square never read the same."""
    how = (
        f", leaping down from {B.square_name(leap_from)} (+1 automatic critical)"
        if leap_from
        else ""
    )
    return {
        "type": "charge",
        "target": e["id"],
        "cell": list(cell),
        "label": f'Charge {e["name"]} from {B.square_name(cell)}{how} ({inches}")',
        "preview": {
            "inches": inches,
            "leap": B.square_name(leap_from) if leap_from else None,
        },
    }


def _shots(state, m, kind: str, moved: bool) -> list[dict]:
    out = []
    for w in m["weapons"]:
        wp = S.weapon(w)
        if wp["kind"] != "ranged" or ("heavy" in wp["rules"] and (moved or kind != "shoot")):
            continue
        for e in S.enemies(state, m):
            if B.distance(m["cell"], e["cell"]) <= wp["rng"] and S.targetable(state, m, e):
                n = combat.attack_numbers(m, w, kind, e, state)
                out.append(
                    {
                        "type": kind,
                        "target": e["id"],
                        "weapon": w,
                        "label": f"Shoot {e['name']} with the {wp['name']}",
                        "preview": {
                            "atk": n["atk"],
                            "htv": n["htv"],
                            "cover": B.in_cover(state["map"], e["cell"], m["cell"]),
                        },
                    }
                )
    return out


def _spells(state, m) -> list[dict]:
    out = []
    data = content.load()
    for sid in content.offered(data, "spells", m["faction"]):
        sp = data["spells"][sid]
        pool = S.enemies(state, m) if sp["target"] == "enemy" else S.alive(state, m["seat"])
        for t in pool:
            if B.distance(m["cell"], t["cell"]) <= sp["rng"] and S.targetable(state, m, t):
                out.append(
                    {
                        "type": "cast",
                        "spell": sid,
                        "target": t["id"],
                        "label": f"Cast {sp['name']} on {t['name']}",
                    }
                )
    return out


def can_hide(state, m) -> bool:
    """Not with an enemy within 3 inches that sees it, and either out of every enemy's sight or
    tucked against cover (rubble, a barricade, rock, a wall, a ledge, or standing in brush)."""
    foes = S.enemies(state, m)
    if any(B.distance(e["cell"], m["cell"]) <= S.FIND and S.seen_by(state, m, e) for e in foes):
        return False
    if S.has(m, "mist_wrapped") or not any(S.seen_by(state, e, m) for e in foes):
        return True
    name = state["map"]
    if B.terrain(name, m["cell"]) == "brush":
        return True
    x, y = m["cell"]
    grid = B.board(name)
    here = grid.square((x, y)).level
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            c = (x + dx, y + dy)
            if (dx or dy) and grid.in_bounds(c):
                sq = grid.square(c)
                if sq.terrain in B.COVER_TERRAIN or sq.level > here:
                    return True
    return False


def _text(state, step):
    m = S.model(state, state["active"])
    return "act", {"text": f"{m['name']} has {m['left']} AP.", "model": m["id"]}


@ask("act", _text, options)
def _choose(ctx, step, cmd):
    state = ctx.state
    m = S.model(state, state["active"])
    kind = cmd["type"]
    if kind == "end":
        ctx.emit(
            "activation_ended",
            f"{m['name']} ends its activation with {m['left']} AP unspent.",
            pop=1,
            push=[{"op": "after_act", "end": True}],
        )
        return
    if kind == "fate":
        ctx.emit("fate_window", "", pop=1, push=[{"op": "after_act"}])
        fate.use_in_activation(ctx, m["seat"], cmd)
        return
    pay = [
        (["models", m["id"], "left"], m["left"] - _cost(state, cmd)),
        (["models", m["id"], "acts"], [*m["acts"], kind]),
    ]
    if kind in ("move", "run", "fall_back", "charge", "run_and_gun"):
        pay.append((["models", m["id"], "moved"], True))
    after = {"op": "after_act", "end": kind == "pass"}
    ctx.emit(
        "action",
        f"{m['name']}: {cmd.get('label') or kind}.",
        changes=pay,
        pop=1,
        push=[after],
        model=m["id"],
        action=kind,
    )
    m = S.model(ctx.state, m["id"])
    HANDLERS[kind](ctx, m, cmd)


def _declare_move(ctx, m, cmd):
    kind = cmd["type"]
    budget = (
        moving.charge_budget(m)
        if kind == "charge"
        else 2 * S.mov(m) + m["assault"]
        if kind == "run"
        else S.mov(m) + m["assault"]
    )
    table = S.paths(ctx.state, m, budget)
    if cmd.get("via"):
        path = [*B.route(table, cmd["via"]), list(cmd["cell"])]
    else:
        path = B.route(table, cmd["cell"])
    extra = [asking("gun", m["seat"], model=m["id"])] if kind == "run_and_gun" else []
    if kind == "run_and_gun":
        ctx.emit("acts", "", changes=[(["models", m["id"], "acts"], [*m["acts"], "move", "shoot"])])
    moving.declare(ctx, m, kind, path, cmd.get("target"), extra)


def _fight(ctx, m, cmd):
    state = ctx.state
    e = S.model(state, cmd["target"])
    mine = combat.attack_numbers(m, cmd["weapon"], "fight", e, state)
    theirs_w = best_melee(e)
    strikes = [combat.strike(state, m, e, mine, "fight")]
    if theirs_w and not S.status(e, "stunned"):
        theirs = combat.attack_numbers(e, theirs_w, "fight", m, state)
        strikes.append(combat.strike(state, e, m, theirs, "fight"))
    ctx.emit(
        "fight",
        "",
        changes=[
            (["models", m["id"], "leap"], False),
            (["models", m["id"], "hidden"], False),
            (["models", m["id"], "charged"], False),
        ],
    )
    combat.begin(ctx, "fight", strikes, f"{m['name']} and {e['name']} trade blows.")


def best_melee(m):
    """The defender strikes back with its best melee weapon in reach (by average damage)."""
    best, score = None, -1.0
    for w in m["weapons"]:
        wp = S.weapon(w)
        if wp["kind"] != "melee":
            continue
        value = wp["atk"] * (7 - wp["htv"]) / 6 * wp["dmg"]
        if value > score:
            best, score = w, value
    return best


def _shoot(ctx, m, cmd, kind: str = "shoot"):
    state = ctx.state
    e = S.model(state, cmd["target"])
    silent = "silent" in S.weapon(cmd["weapon"])["rules"]
    action = {
        "kind": "shoot",
        "model": m["id"],
        "target": e["id"],
        "reacted": [],
        "dodge": False,
        "silent": silent,
        "weapon": cmd["weapon"],
        "as": kind,
    }
    ctx.emit(
        "declared",
        "",
        changes=[(["action"], action)],
        push=[asking("react", e["seat"]), {"op": "fire"}],
    )


@auto("fire")
def _fire(ctx, step):
    state = ctx.state
    action = state["action"]
    m, e = S.model(state, action["model"]), S.model(state, action["target"])
    if m["defeated"] or e["defeated"]:
        ctx.emit("action_lapsed", "", changes=[(["action"], None)], pop=1)
        return
    if action["kind"] == "cast":
        numbers = combat.spell_numbers(action["spell"])
    else:
        numbers = combat.attack_numbers(m, action["weapon"], action["as"], e, state)
    strikes = [combat.strike(state, m, e, numbers, action["as"], dodge=action.get("dodge"))]
    if "blast" in numbers["rules"]:
        for other in S.alive(state):
            if other["id"] not in (e["id"], m["id"]) and B.distance(other["cell"], e["cell"]) <= 1:
                strikes.append(combat.strike(state, m, other, numbers, "shoot", blast_of=0))
    ctx.emit("fired", "", changes=[(["action"], None)], pop=1)
    combat.begin(ctx, action["kind"], strikes)


def _cast(ctx, m, cmd):
    sp = content.load()["spells"][cmd["spell"]]
    target = S.model(ctx.state, cmd["target"])
    action = {
        "kind": "cast",
        "model": m["id"],
        "target": target["id"],
        "reacted": [],
        "dodge": False,
        "spell": cmd["spell"],
        "as": "cast",
    }
    push = [{"op": "fire"}]
    if sp["target"] == "enemy":
        push.insert(0, asking("react", target["seat"]))
    ctx.emit("declared", "", changes=[(["action"], action)], push=push)


def _hide(ctx, m, cmd):
    ctx.emit(
        "hidden",
        f"{m['name']} slips out of sight.",
        changes=[(["models", m["id"], "hidden"], True)],
    )


def _recover(ctx, m, cmd):
    clear(ctx, m, list(m["statuses"]), "recovers")


def _pass(ctx, m, cmd):
    ctx.emit("passed", "")


def _interact(ctx, m, cmd):
    o = ctx.state["objectives"][cmd["objective"]]
    if o["kind"] == "load":
        laden = content.load()["missions"][ctx.state["mission"]].get("laden_mov")
        slowed = laden is not None and m["mov"] > laden
        ctx.emit(
            "taken_up",
            f"{m['name']} takes up {o['name']}"
            + (f" and goes at a laden pace (MOV {laden})." if slowed else "."),
            changes=[
                (["objectives", cmd["objective"], "carrier"], m["id"]),
                (["objectives", cmd["objective"], "cell"], list(m["cell"])),
            ]
            + (
                [
                    (["objectives", cmd["objective"], "pace"], m["mov"]),
                    (["models", m["id"], "mov"], laden),
                ]
                if slowed
                else []
            ),
        )
        return
    ctx.emit(
        "beacon_lit",
        f"{m['name']} lights {o['name']} for Player {m['seat'] + 1}.",
        changes=[(["objectives", cmd["objective"], "owner"], m["seat"])],
    )


def _loot(ctx, m, cmd):
    state = ctx.state
    faces = D.roll_d66(ctx.chance)
    result = D.d66(*faces)
    item = content.equipment(result)
    mission = content.load()["missions"][state["mission"]]
    p = state["players"][m["seat"]]
    ctx.emit(
        "looted",
        f"{m['name']} loots {state['objectives'][cmd['objective']]['name']}: "
        f"rolls {result}, finds the {item['name']}.",
        reveal=True,
        changes=[
            (["objectives", cmd["objective"], "looted"], True),
            (["players", m["seat"], "vp"], p["vp"] + mission["loot_vp"]),
            (["players", m["seat"], "loots"], p["loots"] + 1),
            (["players", m["seat"], "found"], [*p.get("found", []), result]),
        ],
        roll=result,
    )
    gain_item(ctx, S.model(ctx.state, m["id"]), item)


def gain_item(ctx, m, item) -> None:
    profile = {k: (list(v) if isinstance(v, list) else v) for k, v in m.items()}
    heal_by, fate_by = 0, 0
    for effect in item["effects"]:
        if effect["kind"] == "heal":
            heal_by += effect["amount"]
        elif effect["kind"] == "fate":
            fate_by += effect["amount"]
        else:
            content.apply_effect(profile, effect)
    profile["items"] = [*m["items"], item["name"]]
    changes = [
        (["models", m["id"], key], profile[key])
        for key in (
            "ap",
            "mov",
            "def",
            "sav",
            "wnd",
            "wounds",
            "rules",
            "immune",
            "weapons",
            "items",
        )
    ]
    if fate_by:
        p = ctx.state["players"][m["seat"]]
        changes.append((["players", m["seat"], "extra_fate"], p["extra_fate"] + fate_by))
    ctx.emit("item", "", changes=changes)
    if heal_by:
        combat.heal(ctx, S.model(ctx.state, m["id"]), heal_by, item["name"])


def _overwatch(ctx, m, cmd):
    ctx.emit(
        "watching",
        f"{m['name']} watches the approaches.",
        changes=[(["models", m["id"], "watch"], cmd["weapon"])],
    )


def _command(ctx, m, cmd):
    f = S.model(ctx.state, cmd["target"])
    ctx.emit(
        "commanded",
        f"{m['name']} spurs {f['name']} on (+1 AP).",
        changes=[
            (["models", f["id"], "left"], f["left"] + 1),
            (["models", f["id"], "commanded"], True),
        ],
    )


HANDLERS = {
    "move": _declare_move,
    "run": _declare_move,
    "charge": _declare_move,
    "fall_back": _declare_move,
    "run_and_gun": _declare_move,
    "fight": _fight,
    "shoot": _shoot,
    "cast": _cast,
    "hide": _hide,
    "recover": _recover,
    "pass": _pass,
    "interact": _interact,
    "loot": _loot,
    "overwatch": _overwatch,
    "command": _command,
}


def _gun_options(state, step):
    m = S.model(state, step["model"])
    if m["defeated"]:
        return []
    out = _shots(state, m, "run_and_gun", True)
    if out:
        out.append({"type": "no_shot", "label": "Hold fire"})
    return out


def _gun_text(state, step):
    return "gun", {"text": "Run and Gun: take the shot?"}


@ask("gun", _gun_text, fate.anytime(_gun_options))
def _gun(ctx, step, cmd):
    if fate.is_on_model(cmd):
        fate.use_in_activation(ctx, step["seat"], cmd)
        return
    if cmd["type"] == "no_shot":
        ctx.emit("held_fire", "", pop=1)
        return
    m = S.model(ctx.state, step["model"])
    ctx.emit("gun", "", pop=1)
    _shoot(ctx, m, cmd, "run_and_gun")
