"""Combat on a battlemat: the party's turn and its actions (move, attack, brace to defend, use an
item, flee from a corner, swap gear, the combat traits). Setting a fight up is in
``battle_start``, the party's attacks in ``strikes``, the enemies' turn in ``enemies``, the end
of rounds and fights in ``results``."""

from __future__ import annotations

from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import outcomes as O
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import results as R
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules import strikes as X
from game.games.grimlore.rules.engine import ask, asking, auto, char, name
from game.games.grimlore.rules.fight import (
    cpath,
    fighters,
    free_beside,
    living,
    monster,
    occupied,
    taunted,
    unleashed,
)
from game.games.grimlore.rules.free import equip, gear_options, use_item

MOVE, DASH = 3, 4
HEAL_RANGE = 3  # tiles a healing spell reaches (the book gives none)


# --- the party's turn -------------------------------------------------------------------------


@auto("players_start")
def _players_start(ctx, step):
    """Statuses at the start of the party's turn: poison bites, the stunned and paralysed skip,
    the terrified run."""
    state = ctx.state
    if R.end_check(ctx):
        return
    first = []
    for ch in fighters(state):
        pc = state["combat"]["pcs"][ch["id"]]
        reset = {"moved": False, "acted": False, "swapped": False, "done": False, "grounded": False}
        ctx.emit("ready", "", changes=[(cpath("pcs", ch["id"], k), v) for k, v in reset.items()])
        if pc["poison"]:
            ctx.emit(
                "poison_tick", "", changes=[(cpath("pcs", ch["id"], "poison"), pc["poison"] - 1)]
            )
            O.hurt(ctx, ch["id"], 1, "poison")
        if pc["stunned"]:
            ctx.emit(
                "skips",
                f"{ch['name']} is stunned and loses the turn.",
                changes=[
                    (cpath("pcs", ch["id"], "stunned"), False),
                    (cpath("pcs", ch["id"], "done"), True),
                ],
            )
        elif pc["terrified"]:
            flee_from_monster(ctx, ch["id"])
        if pc["prone"]:
            first += get_up(ctx, ch)
    ctx.emit(
        "party_turn",
        f"Combat round {state['combat']['round']}: the party acts.",
        pop=1,
        push=first + [asking("combat_turn"), {"op": "enemy_phase"}],
    )


def get_up(ctx, ch: dict) -> list[dict]:
    """Knocked prone: at the start of their next turn, Agility + Evade or no attack this turn
    (the book's Knockdown). A turn lost anyway needs no test; armour that forbids Evade fails
    it."""
    pcp = cpath("pcs", ch["id"])
    pc = ctx.state["combat"]["pcs"][ch["id"]]
    if pc["done"]:
        ctx.emit("up", f"{ch['name']} gets up.", changes=[(pcp + ["prone"], False)])
        return []
    if C.forbidden(ch, "evade"):
        ctx.emit(
            "up",
            f"{ch['name']} struggles up in heavy armour: no attack this turn.",
            changes=[(pcp + ["prone"], False), (pcp + ["grounded"], True)],
        )
        return []
    return [
        C.test_step(ch["id"], "agility", "evade", W.GETTING_UP),
        {"op": "got_up", "cid": ch["id"]},
    ]


def flee_from_monster(ctx, cid: str) -> None:
    state = ctx.state
    pc = state["combat"]["pcs"][cid]
    main = state["combat"]["units"]["m"]["cell"]
    reach = B.moves(state["combat"]["mat"], pc["cell"], DASH, occupied(state, cid))
    best = max(reach, key=lambda c: (B.manhattan(c, main), -c[1], -c[0]), default=tuple(pc["cell"]))
    ctx.emit(
        "terrified",
        f"{name(state, cid)} runs in terror.",
        changes=[
            (cpath("pcs", cid, "cell"), list(best)),
            (cpath("pcs", cid, "terrified"), False),
            (cpath("pcs", cid, "done"), True),
        ],
    )


def _attack_options(state: dict, ch: dict, pc: dict) -> list[dict]:
    out = []
    for weapon in S.weapons(ch):
        if pc["moved"] and I.traits(weapon).get("immobile"):
            continue
        for uid in living(state):
            if X.in_reach(state, ch["id"], weapon, uid):
                p = X.attack_pool(state, ch["id"], weapon, uid)
                unit = state["combat"]["units"][uid]
                out.append(
                    {
                        "type": "attack",
                        "cid": ch["id"],
                        "uid": weapon["uid"],
                        "target": uid,
                        "label": f"{ch['name']} attacks {W.place(unit['name'])} "
                        f"with {I.label(weapon)}",
                        "preview": X.attack_preview(state, ch["id"], p, weapon),
                    }
                )
                for boost, extra in I.boosts(ch["gear"], weapon):
                    spent = "its edge" if boost is weapon else I.label(boost)
                    preview = X.attack_preview(state, ch["id"], p, weapon, extra)
                    out.append(
                        {
                            "type": "attack",
                            "cid": ch["id"],
                            "uid": weapon["uid"],
                            "target": uid,
                            "boost": boost["uid"],
                            "label": f"{ch['name']} attacks {W.place(unit['name'])} with "
                            f"{I.label(weapon)}, spending {spent} on a hit",
                            "preview": preview,
                        }
                    )
    return out


def _item_options(state: dict, ch: dict) -> list[dict]:
    out, cb = [], state["combat"]
    here = cb["pcs"][ch["id"]]["cell"]
    for item in ch["gear"]:
        t = I.traits(item)
        label = I.label(item)
        if "escape" in t:
            out.append(
                {
                    "type": "escape",
                    "cid": ch["id"],
                    "uid": item["uid"],
                    "label": f"{ch['name']} escapes with {label}",
                }
            )
        if "pull_target" in t:
            for uid in living(state):
                there = cb["units"][uid]["cell"]
                if (
                    B.manhattan(here, there) <= t["pull_target"]
                    and B.sight(cb["mat"], here, there)  # the line is thrown
                    and not unleashed(state, uid)
                ):
                    out.append(
                        {
                            "type": "pull",
                            "cid": ch["id"],
                            "uid": item["uid"],
                            "target": uid,
                            "label": f"{ch['name']} hauls {cb['units'][uid]['name']} in ({label})",
                        }
                    )
        if "heal" in t:
            for ally in fighters(state):
                there = cb["pcs"][ally["id"]]["cell"]
                if (
                    B.manhattan(here, there) <= HEAL_RANGE
                    and B.sight(cb["mat"], here, there)  # a spell, so it needs sight
                    and ally["energy"] < S.max_energy(ally)
                ):
                    out.append(
                        {
                            "type": "heal",
                            "cid": ch["id"],
                            "uid": item["uid"],
                            "ally": ally["id"],
                            "label": f"{ch['name']} casts {label} on {ally['name']}",
                            "preview": f"heal {t['heal']}, costs {t.get('straining', 0)} Energy",
                        }
                    )
                    # Divine Ascendance: any Energy the caster can spare (keeping 1), as much
                    # as the ally still lacks after the spell's own healing
                    spare = min(
                        ch["energy"] - 1 - t.get("straining", 0),
                        S.max_energy(ally) - ally["energy"] - t["heal"],
                    )
                    if "divine_ascendance" in ch["traits"] and ally["id"] != ch["id"]:
                        for pour in range(1, spare + 1):
                            out.append(
                                {
                                    "type": "heal",
                                    "cid": ch["id"],
                                    "uid": item["uid"],
                                    "ally": ally["id"],
                                    "pour": pour,
                                    "label": f"{ch['name']} pours {pour} of their own Energy "
                                    f"into {label} on {ally['name']}",
                                    "preview": f"heal {t['heal'] + pour}",
                                }
                            )
        for key in ("discard_restore", "use_restore"):
            if (
                key in t
                and ch["energy"] < S.max_energy(ch)
                and I.rested(ch, item)
                and I.at_hand(item)
            ):
                out.append(
                    {
                        "type": "restore",
                        "cid": ch["id"],
                        "uid": item["uid"],
                        "label": f"{ch['name']} uses {label}",
                        "preview": f"restore {t[key]}",
                    }
                )
        if "damage_undead_aoe" in t and monster(state).get("undead") and I.at_hand(item):
            out.append(
                {
                    "type": "undead",
                    "cid": ch["id"],
                    "uid": item["uid"],
                    "label": f"{ch['name']} turns the dead with {label}",
                    "preview": f"Arcane + Divine; every undead within {t['damage_undead_aoe']}",
                }
            )
        if (
            "gain_advantage" in t
            and item["uid"] not in cb["once"]
            and I.card(item)["kind"] != "weapon"  # a weapon's advantage is on its own attacks
            and item["where"] in I.EQUIPPED
        ):
            out.append(
                {
                    "type": "rally",
                    "cid": ch["id"],
                    "uid": item["uid"],
                    "label": f"{ch['name']} uses {label}",
                    "preview": f"the party gains {W.count(t['gain_advantage'], 'advantage token')}",
                }
            )
    return out


def _taunt_options(state: dict, ch: dict) -> list[dict]:
    """Taunt, at the start of the character's turn and without using it: one enemy not yet
    taunted, once per round."""
    drawn = taunted(state)
    if ch["id"] in drawn.values():
        return []
    return [
        {
            "type": "taunt",
            "cid": ch["id"],
            "target": uid,
            "label": f"{ch['name']} taunts {state['combat']['units'][uid]['name']}",
            "preview": "it comes for them this round; no action used",
        }
        for uid in living(state)
        if uid not in drawn
    ]


def _swap_options(state: dict, ch: dict) -> list[dict]:
    """Nether Swap: with any foe that is not Unleashed, or any ally still on the mat."""
    cb, out = state["combat"], []
    for uid in living(state):
        if not unleashed(state, uid):
            out.append(
                {
                    "type": "nether",
                    "cid": ch["id"],
                    "target": uid,
                    "label": f"{ch['name']} trades places with {cb['units'][uid]['name']}",
                }
            )
    for ally in fighters(state):
        if ally["id"] != ch["id"]:
            out.append(
                {
                    "type": "nether",
                    "cid": ch["id"],
                    "ally": ally["id"],
                    "label": f"{ch['name']} trades places with {ally['name']}",
                }
            )
    return out


def _combat_options(state, step):
    cb, out = state["combat"], []
    for ch in fighters(state):
        pc = cb["pcs"][ch["id"]]
        if pc["done"] or (pc["acted"] and pc["moved"] and not pc.get("extra")):
            continue
        if not pc["acted"]:
            if not pc.get("grounded"):  # up too slowly from prone: no attack this turn
                out += _attack_options(state, ch, pc)
            out.append(
                {
                    "type": "brace",
                    "cid": ch["id"],
                    "label": f"{ch['name']} braces to defend",
                    "preview": "advantage on defence tests this round",
                }
            )
            out += _item_options(state, ch)
            if tuple(pc["cell"]) in B.corners(cb["mat"]):
                p = C.pool(state, ch["id"], "agility", "evade")
                out.append(
                    {
                        "type": "flee",
                        "cid": ch["id"],
                        "label": f"{ch['name']} flees",
                        "preview": C.describe(p),
                    }
                )
            if "bladedancer" in ch["traits"] and ch["energy"] > 1 and not pc.get("grounded"):
                near = [u for u in living(state) if B.engaged(pc["cell"], cb["units"][u]["cell"])]
                melee = [w for w in S.weapons(ch) if I.attack(w)["style"] == "melee"]
                if len(near) > 1 and melee:
                    out.append(
                        {
                            "type": "dance",
                            "cid": ch["id"],
                            "uid": melee[0]["uid"],
                            "label": f"{ch['name']} dances through every engaged foe (1 Energy)",
                        }
                    )
            if "terrifying_roar" in ch["traits"] and f"roar:{ch['id']}" not in cb["once"]:
                for uid in living(state):
                    near = B.manhattan(pc["cell"], cb["units"][uid]["cell"]) <= 3
                    if near and not unleashed(state, uid):
                        out.append(
                            {
                                "type": "roar",
                                "cid": ch["id"],
                                "target": uid,
                                "label": f"{ch['name']} roars at {cb['units'][uid]['name']}",
                            }
                        )
            if "nether_swap" in ch["traits"] and f"swap:{ch['id']}" not in cb["once"]:
                out += _swap_options(state, ch)

        if pc["moved"] and pc.get("extra"):
            for cell in sorted(B.moves(cb["mat"], pc["cell"], 1, occupied(state, ch["id"]))):
                out.append(
                    {
                        "type": "move",
                        "cid": ch["id"],
                        "cell": list(cell),
                        "label": f"{ch['name']} runs on to {cell[0]},{cell[1]} (Windrunner)",
                        "preview": "1 movement",
                    }
                )
        if not pc["moved"]:
            busy = occupied(state, ch["id"])
            budget = MOVE if pc["acted"] else DASH
            for cell, cost in sorted(
                B.moves(cb["mat"], pc["cell"], budget, busy).items(),
                key=lambda kv: (kv[0][1], kv[0][0]),
            ):
                dash = cost > MOVE
                verb = "dashes" if dash else "moves"
                out.append(
                    {
                        "type": "move",
                        "cid": ch["id"],
                        "cell": list(cell),
                        "label": f"{ch['name']} {verb} to {cell[0]},{cell[1]}",
                        "preview": "uses the action too" if dash else f"{cost} movement",
                    }
                )
        if not (pc["moved"] or pc["acted"] or pc["swapped"]):
            out += [{**o, "type": "swap"} for o in gear_options(state, [ch["id"]])]
        if not (pc["moved"] or pc["acted"]) and "taunt" in ch["traits"]:
            out += _taunt_options(state, ch)
        out.append({"type": "done", "cid": ch["id"], "label": f"{ch['name']} ends their turn"})
    if out:
        out.insert(0, {"type": "end_round", "label": "End the party's turn"})
    return out


@ask(
    "combat_turn",
    lambda s, st: ("combat", {"text": "Your party's turn on the battlemat."}),
    _combat_options,
)
def _combat_turn(ctx, step, cmd):
    state, kind = ctx.state, cmd["type"]
    if kind == "end_round":
        ctx.emit("round_over", "", pop=1)
        return
    cid = cmd["cid"]
    ch, pcp = char(state, cid), cpath("pcs", cid)
    if kind == "done":
        ctx.emit("pc_done", "", changes=[(pcp + ["done"], True)])
    elif kind == "move":
        pc = state["combat"]["pcs"][cid]
        cost = B.moves(state["combat"]["mat"], pc["cell"], DASH, occupied(state, cid))[
            tuple(cmd["cell"])
        ]
        changes = [(pcp + ["cell"], cmd["cell"]), (pcp + ["moved"], True), (pcp + ["extra"], False)]
        if cost > MOVE:
            changes.append((pcp + ["acted"], True))
        ctx.emit(
            "moved", f"{ch['name']} moves to {cmd['cell'][0]},{cmd['cell'][1]}.", changes=changes
        )
    elif kind == "swap":
        equip(ctx, cid, cmd["uid"])
        ctx.emit("swapped", "", changes=[(pcp + ["swapped"], True)])
    elif kind == "brace":
        ctx.emit(
            "braced",
            f"{ch['name']} raises a guard.",
            changes=[(pcp + ["braced"], True), (pcp + ["acted"], True)],
        )
    elif kind == "taunt":
        target = cmd.get("target", "m")
        ctx.emit(
            "taunt",
            f"{ch['name']} taunts {state['combat']['units'][target]['name']}.",
            changes=[(cpath("taunt"), cid), (cpath("taunted"), {**taunted(state), target: cid})],
        )
    elif kind == "attack":
        ctx.emit(
            "acting",
            "",
            changes=[(pcp + ["acted"], True)],
            push=X.attack_steps(ctx.state, cid, cmd["uid"], cmd["target"], boost=cmd.get("boost")),
        )
    elif kind == "dance":
        targets = [
            u
            for u in living(state)
            if B.engaged(state["combat"]["pcs"][cid]["cell"], state["combat"]["units"][u]["cell"])
        ]
        changes, note = O.energy_changes(state, cid, 1)
        push = []
        for target in targets:
            push += X.attack_steps(state, cid, cmd["uid"], target, free=True)
        ctx.emit(
            "dance",
            f"{ch['name']} spins among the foes.{note}",
            changes=changes + [(pcp + ["acted"], True)],
            push=push,
        )
    elif kind == "roar":
        ctx.emit(
            "roar",
            f"{ch['name']} roars; {state['combat']['units'][cmd['target']]['name']} falters.",
            changes=[
                (cpath("units", cmd["target"], "stunned"), True),
                (pcp + ["acted"], True),
                (cpath("once"), state["combat"]["once"] + [f"roar:{cid}"]),
            ],
        )
    elif kind == "nether":
        if "target" in cmd:
            other, who = ("units", cmd["target"]), state["combat"]["units"][cmd["target"]]["name"]
        else:
            other, who = ("pcs", cmd["ally"]), name(state, cmd["ally"])
        mine, theirs = (
            state["combat"]["pcs"][cid]["cell"],
            state["combat"][other[0]][other[1]]["cell"],
        )
        ctx.emit(
            "nether_swap",
            f"{ch['name']} and {who} trade places.",
            changes=[
                (pcp + ["cell"], theirs),
                (pcp + ["acted"], True),
                (cpath(*other, "cell"), mine),
                (cpath("once"), state["combat"]["once"] + [f"swap:{cid}"]),
            ],
        )
    elif kind == "flee":
        ctx.emit(
            "fleeing",
            "",
            changes=[(pcp + ["acted"], True)],
            push=[
                C.test_step(cid, "agility", "evade", W.FLEEING),
                {"op": "fled", "cid": cid},
            ],
        )
    else:
        _use_item(ctx, cmd)
    after_party_action(ctx)


def after_party_action(ctx) -> None:
    state = ctx.state
    if state["combat"] is None:
        return
    cb = state["combat"]
    left = [
        c
        for c in fighters(state)
        if not cb["pcs"][c["id"]]["done"]
        and not (cb["pcs"][c["id"]]["acted"] and cb["pcs"][c["id"]]["moved"])
    ]
    if not left and ctx.state["agenda"][-1].get("kind") == "combat_turn":
        ctx.emit("round_over", "", pop=1)


def _use_item(ctx, cmd) -> None:
    state, kind, cid = ctx.state, cmd["type"], cmd["cid"]
    ch, pcp = char(state, cid), cpath("pcs", cid)
    ctx.emit("acting", "", changes=[(pcp + ["acted"], True)])
    traits = use_item(ctx, cid, cmd["uid"])
    if traits.get("straining"):
        changes, note = O.energy_changes(ctx.state, cid, traits["straining"])
        ctx.emit(
            "strain", f"{ch['name']} pays {traits['straining']} Energy.{note}", changes=changes
        )
    if kind == "escape":
        ctx.emit(
            "escaped", f"{ch['name']} vanishes from the fight.", changes=[(pcp + ["fled"], True)]
        )
    elif kind == "pull":
        here = state["combat"]["pcs"][cid]["cell"]
        spot = free_beside(ctx.state, here)
        if spot:
            ctx.emit(
                "pulled",
                f"{state['combat']['units'][cmd['target']]['name']} is hauled close.",
                changes=[(cpath("units", cmd["target"], "cell"), spot)],
            )
    elif kind == "heal":
        pour = cmd.get("pour", 0)
        if pour:
            changes, note = O.energy_changes(ctx.state, cid, pour)
            ctx.emit(
                "ascendance",
                f"{ch['name']} gives {pour} Energy of their own.{note}",
                changes=changes,
            )
        O.heal(ctx, cmd["ally"], traits["heal"] + pour, "a healing spell")
    elif kind == "restore":
        O.heal(ctx, cid, traits.get("discard_restore", traits.get("use_restore", 0)), "an item")
    elif kind == "undead":
        ctx.emit(
            "turning",
            "",
            push=[
                C.test_step(cid, "arcane", "divine", W.TURNING),
                {"op": "turned", "cid": cid, "radius": traits["damage_undead_aoe"]},
            ],
        )
    elif kind == "rally":
        ctx.emit(
            "rally",
            f"The party takes heart: {W.count(traits['gain_advantage'], 'advantage token')}.",
            changes=[
                (["advantage"], ctx.state["advantage"] + ["temp"] * traits["gain_advantage"]),
                (cpath("once"), ctx.state["combat"]["once"] + [cmd["uid"]]),
            ],
        )


@auto("got_up")
def _got_up(ctx, step):
    ok = ctx.state["roll"]["success"]
    pcp = cpath("pcs", step["cid"])
    ctx.emit(
        "got_up",
        f"{name(ctx.state, step['cid'])} "
        + ("springs up, ready to fight." if ok else "gets up too slowly to attack this turn."),
        pop=1,
        changes=[(pcp + ["prone"], False), (pcp + ["grounded"], not ok)],
    )


@auto("stood")
def _stood(ctx, step):
    """Getting up as an action, from a save made before prone followed the book."""
    ok = ctx.state["roll"]["success"]
    changes = [(cpath("pcs", step["cid"], "acted"), False)] if ok else []
    ctx.emit(
        "stood",
        f"{name(ctx.state, step['cid'])} "
        + ("is up and ready." if ok else "is up too late to strike."),
        pop=1,
        changes=changes,
    )


@auto("fled")
def _fled(ctx, step):
    ok = ctx.state["roll"]["success"]
    changes = [(cpath("pcs", step["cid"], "fled"), True)] if ok else []
    ctx.emit(
        "fled",
        f"{name(ctx.state, step['cid'])} {'escapes the fight' if ok else 'fails to get away'}.",
        pop=1,
        changes=changes,
    )
    R.end_check(ctx)


@auto("turned")
def _turned(ctx, step):
    state = ctx.state
    net = state["roll"]["net"]
    ctx.emit("turned", "", pop=1)
    if net < 1:
        return
    here = state["combat"]["pcs"][step["cid"]]["cell"]
    for uid in living(state):
        if B.manhattan(here, state["combat"]["units"][uid]["cell"]) <= step["radius"]:
            X.damage_unit(ctx, uid, net, "holy light", step["cid"], melee=False)
    R.end_check(ctx)
