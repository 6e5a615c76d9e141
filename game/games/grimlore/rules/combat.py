"""Combat on a battlemat: setting up (a mat, the monster and its minions and the characters
placed at random, the Ranged trait's volleys), the party's actions (move, attack, brace to
defend, use an item, flee from a corner, swap gear), the enemies' turns in board order (Focus,
movement, attacks and every enemy trait), and the results: victory and its rewards, fleeing,
knocked-out characters and the fall of the whole party."""
from __future__ import annotations

from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import content
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import outcomes as O
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.engine import ask, asking, auto, char, members, name, path_of
from game.games.grimlore.rules.rewards import clue_cost, loot_steps

MOVE, DASH = 3, 4
REDRAW_ENEMY = 5
TIER_LEVEL = {"easy": 1, "medium": 2, "hard": 3, "boss": 9}  # against Steadfast/Untouchable
DEFENCES = {"melee": ("defend", "evade"), "ranged": ("defend", "evade"), "magic": ("evade",)}
SCALE = {0: 4, 1: 2, 2: 4, 3: 5, 4: 6}  # quarters of the card's Energy by characters fighting
MAX_ROUNDS = 30  # a fight this long ends with the party slipping away (see the rulings)


def monster(state: dict) -> dict:
    return content.load()["monsters"][state["combat"]["monster"]]


def mtraits(state: dict) -> dict:
    return monster(state)["traits"]


def cpath(*keys) -> list:
    return ["combat", *keys]


def fighters(state: dict) -> list[dict]:
    """Characters on the mat who can still act: not knocked out, not fled."""
    cb = state["combat"]
    return [char(state, cid) for cid, pc in cb["pcs"].items()
            if not pc["fled"] and char(state, cid)["energy"] > 0]


def living(state: dict) -> list[str]:
    return [uid for uid, u in state["combat"]["units"].items() if u["energy"] > 0]


def occupied(state: dict, but=None) -> set:
    cb = state["combat"]
    cells = {tuple(u["cell"]) for k, u in cb["units"].items() if u["energy"] > 0 and k != but}
    cells |= {tuple(p["cell"]) for k, p in cb["pcs"].items()
              if not p["fled"] and k != but and char(state, k)["energy"] > 0}
    return cells


def resist(state: dict) -> list[str]:
    return [t for t in mtraits(state).get("resistant", []) if t not in state["combat"]["stripped"]]


# --- starting a fight ------------------------------------------------------------------------

@auto("lair")
def _lair(ctx, step):
    pool = [k for k, m in content.load()["monsters"].items() if m["tier"] == step["tier"]]
    found = ctx.chance.choice(pool, "lair")
    ctx.emit("lair", "", pop=1, push=[{"op": "combat_start", "monster": found}])


@auto("combat_start")
def _combat_start(ctx, step):
    m = content.load()["monsters"][step["monster"]]
    ctx.emit("monster", f"{m['name']} ({m['tier']}): {m['line']}", pop=1, reveal=True,
             push=[asking("combat_open", monster=step["monster"])])


def _open_options(state, step):
    m = content.load()["monsters"][step["monster"]]
    out = [{"type": "fight", "label": f"Fight the {m['name']}"}]
    cost = clue_cost(state, REDRAW_ENEMY)
    if state["party"]["clues"] >= cost:
        out.append({"type": "redraw", "label": f"Spend {cost} clues to face another {m['tier']} foe"})
    for ch in members(state):
        if "word_of_peace" in ch["traits"] and "word_of_peace" not in ch["once"] and m["tier"] != "boss":
            out.append({"type": "peace", "cid": ch["id"], "label": f"{ch['name']} speaks the Word of Peace",
                        "preview": "the fight is skipped"})
    return out


@ask("combat_open", lambda s, st: ("combat_open", {"text": "A fight is coming.",
                                                   "monster": st["monster"]}), _open_options)
def _combat_open(ctx, step, cmd):
    state = ctx.state
    if cmd["type"] == "redraw":
        tier = content.load()["monsters"][step["monster"]]["tier"]
        pool = [k for k, m in content.load()["monsters"].items()
                if m["tier"] == tier and k != step["monster"]]
        ctx.emit("redraw_enemy", "The clues point to another foe.", pop=1,
                 changes=[(["party", "clues"], state["party"]["clues"] - clue_cost(state, REDRAW_ENEMY))],
                 push=[{"op": "combat_start", "monster": ctx.chance.choice(pool, "lair")}])
    elif cmd["type"] == "peace":
        ch = char(state, cmd["cid"])
        ctx.emit("peace", f"{ch['name']} talks the foe down; no blood is spilled.", pop=1,
                 changes=[(path_of(ch["id"], "once"), ch["once"] + ["word_of_peace"])])
    else:
        ctx.emit("to_battle", "", pop=1, push=[{"op": "combat_setup", "monster": step["monster"]}])


@auto("combat_setup")
def _setup(ctx, step):
    state = ctx.state
    m = content.load()["monsters"][step["monster"]]
    mat = ctx.chance.choice(B.MATS, "battlemat")
    free = B.open_cells(mat)

    def place():
        return list(free.pop(ctx.chance.below(len(free), "place")))

    size = len([c for c in members(state) if S.able(c)])
    energy = max(1, -(-m["energy"] * SCALE[min(size, 4)] // 4))
    units = {}
    for n in range(max(0, m["minions"] - (1 if size == 1 else 0))):
        units[f"n{n + 1}"] = {"name": f"{m['minion']} {n + 1}", "main": False, "energy": 1,
                              "max": 1, "cell": place(), "stunned": False}
    units["m"] = {"name": m["name"], "main": True, "energy": energy, "max": energy,
                  "cell": place(), "stunned": False}
    pcs = {}
    for ch in members(state):
        if S.able(ch):
            pcs[ch["id"]] = {"cell": place(), "moved": False, "acted": False, "swapped": False,
                             "braced": False, "prone": False, "stunned": False,
                             "terrified": False, "poison": 0, "fled": False, "done": False}
    combat = {"monster": step["monster"], "mat": mat, "round": 1, "units": units, "pcs": pcs,
              "once": [], "stripped": [], "taunt": None, "blessed": None, "round_uses": []}
    tokens = sum(ch["traits"].get("tacticians_aura", 0) for ch in members(state))
    changes = [(["combat"], combat), (["phase"], "combat")]
    if tokens:
        changes.append((["advantage"], state["advantage"] + ["temp"] * tokens))
    ctx.emit("battle", f"Battle on the {B.mat(mat).source.split('/')[-1][:-4].replace('_', ' ')}: "
             f"{m['name']} ({energy} Energy) and {len(units) - 1} {m['minion']}(s).", changes=changes, reveal=True,
             pop=1, push=[{"op": "combat_prepare"}])


@auto("combat_prepare")
def _prepare(ctx, step):
    """Blessings, Detect Weakness and the Ranged trait's volleys before the first round."""
    state = ctx.state
    push = []
    for ch in members(state):
        if "bless_weapon" in ch["traits"] and ch["id"] in state["combat"]["pcs"]:
            others = [c for c in fighters(state) if c["id"] != ch["id"]] or [ch]
            ctx.emit("bless", f"{ch['name']} blesses {others[0]['name']}'s weapon.",
                     changes=[(cpath("blessed"), others[0]["id"])])
            break
    for ch in members(state):
        if "detect_weakness" in ch["traits"] and "detect_weakness" not in ch["once"] and resist(state):
            lost = resist(state)[0]
            ctx.emit("weakness", f"{ch['name']} spots a flaw: no resistance to {lost} this fight.",
                     changes=[(cpath("stripped"), [lost]),
                              (path_of(ch["id"], "once"), ch["once"] + ["detect_weakness"])])
            break
    for _ in range(mtraits(state).get("ranged", 0)):
        push.append({"op": "volley"})
    ctx.emit("prepared", "", pop=1, push=push + [{"op": "players_start"}])


@auto("volley")
def _volley(ctx, step):
    target = pick_target(ctx.state, "m")
    ctx.emit("volley", f"{monster(ctx.state)['name']} strikes first from afar.", pop=1,
             push=attack_on(ctx.state, "m", target["id"]) if target else [])


# --- the party's turn -------------------------------------------------------------------------

@auto("players_start")
def _players_start(ctx, step):
    """Statuses at the start of the party's turn: poison bites, the stunned and paralysed skip,
    the terrified run."""
    state = ctx.state
    if end_check(ctx):
        return
    for ch in fighters(state):
        pc = state["combat"]["pcs"][ch["id"]]
        reset = {"moved": False, "acted": False, "swapped": False, "done": False}
        ctx.emit("ready", "", changes=[(cpath("pcs", ch["id"], k), v) for k, v in reset.items()])
        if pc["poison"]:
            ctx.emit("poison_tick", "", changes=[(cpath("pcs", ch["id"], "poison"), pc["poison"] - 1)])
            O.hurt(ctx, ch["id"], 1, "poison")
        if pc["stunned"]:
            ctx.emit("skips", f"{ch['name']} is stunned and loses the turn.",
                     changes=[(cpath("pcs", ch["id"], "stunned"), False),
                              (cpath("pcs", ch["id"], "done"), True)])
        elif pc["terrified"]:
            flee_from_monster(ctx, ch["id"])
    ctx.emit("party_turn", f"Combat round {state['combat']['round']}: the party acts.", pop=1,
             push=[asking("combat_turn"), {"op": "enemy_phase"}])


def flee_from_monster(ctx, cid: str) -> None:
    state = ctx.state
    pc = state["combat"]["pcs"][cid]
    main = state["combat"]["units"]["m"]["cell"]
    reach = B.moves(state["combat"]["mat"], pc["cell"], DASH, occupied(state, cid))
    best = max(reach, key=lambda c: (B.manhattan(c, main), -c[1], -c[0]), default=tuple(pc["cell"]))
    ctx.emit("terrified", f"{name(state, cid)} runs in terror.",
             changes=[(cpath("pcs", cid, "cell"), list(best)), (cpath("pcs", cid, "terrified"), False),
                      (cpath("pcs", cid, "done"), True)])


def in_reach(state: dict, cid: str, weapon: dict, target: str) -> bool:
    cb = state["combat"]
    here, there = cb["pcs"][cid]["cell"], cb["units"][target]["cell"]
    atk = I.attack(weapon)
    reach = atk["range"] + (1 if atk["style"] == "ranged" and "longshot" in char(state, cid)["traits"] else 0)
    distance = B.manhattan(here, there)
    if atk["style"] == "melee":
        return distance <= reach and (distance == 1 or B.sight(cb["mat"], here, there))
    return distance <= reach and B.sight(cb["mat"], here, there)


def attack_pool(state: dict, cid: str, weapon: dict, target: str) -> dict:
    atk = I.attack(weapon)
    cb = state["combat"]
    unit = cb["units"][target]
    traits = mtraits(state)
    adv, dis, red = [], [], 0
    if atk["type"] in traits.get("vulnerability", []):
        adv.append(f"vulnerable to {atk['type']}")
    if atk["type"] in resist(state):
        dis.append(f"resistant to {atk['type']}")
    if "backstab" in char(state, cid)["traits"] and any(
            B.engaged(p["cell"], unit["cell"]) for k, p in cb["pcs"].items() if k != cid and not p["fled"]):
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
        "adv_list": adv, "dis_list": dis, "red_n": red}


def _attack_options(state: dict, ch: dict, pc: dict) -> list[dict]:
    out = []
    for weapon in S.weapons(ch):
        if pc["moved"] and I.traits(weapon).get("immobile"):
            continue
        for uid in living(state):
            if in_reach(state, ch["id"], weapon, uid):
                p = attack_pool(state, ch["id"], weapon, uid)
                unit = state["combat"]["units"][uid]
                out.append({"type": "attack", "cid": ch["id"], "uid": weapon["uid"], "target": uid,
                            "label": f"{ch['name']} attacks {unit['name']} with {I.label(weapon)}",
                            "preview": C.describe(p)})
                for boost in ch["gear"]:
                    extra = I.traits(boost).get("discard_damage")
                    if extra and boost["uid"] != weapon["uid"]:
                        out.append({"type": "attack", "cid": ch["id"], "uid": weapon["uid"],
                                    "target": uid, "boost": boost["uid"],
                                    "label": f"{ch['name']} attacks {unit['name']} with "
                                             f"{I.label(weapon)}, using up {I.label(boost)}",
                                    "preview": f"{C.describe(p)}; +{extra} damage on a hit"})
    return out


def _item_options(state: dict, ch: dict) -> list[dict]:
    out, cb = [], state["combat"]
    here = cb["pcs"][ch["id"]]["cell"]
    for item in ch["gear"]:
        t = I.traits(item)
        label = I.label(item)
        if "escape" in t:
            out.append({"type": "escape", "cid": ch["id"], "uid": item["uid"],
                        "label": f"{ch['name']} escapes with {label}"})
        if "pull_target" in t:
            for uid in living(state):
                if B.manhattan(here, cb["units"][uid]["cell"]) <= t["pull_target"] and not (
                        cb["units"][uid]["main"] and mtraits(state).get("unleashed")):
                    out.append({"type": "pull", "cid": ch["id"], "uid": item["uid"], "target": uid,
                                "label": f"{ch['name']} hauls {cb['units'][uid]['name']} in with {label}"})
        if "heal" in t:
            for ally in fighters(state):
                if B.manhattan(here, cb["pcs"][ally["id"]]["cell"]) <= 3 and ally["energy"] < S.max_energy(ally):
                    out.append({"type": "heal", "cid": ch["id"], "uid": item["uid"], "ally": ally["id"],
                                "label": f"{ch['name']} casts {label} on {ally['name']}",
                                "preview": f"heal {t['heal']}, costs {t.get('straining', 0)} Energy"})
                    spare = min(2, ch["energy"] - 1 - t.get("straining", 0))
                    if "divine_ascendance" in ch["traits"] and spare > 0:
                        out.append({"type": "heal", "cid": ch["id"], "uid": item["uid"],
                                    "ally": ally["id"], "pour": spare,
                                    "label": f"{ch['name']} pours {spare} of their own Energy "
                                             f"into {label} on {ally['name']}",
                                    "preview": f"heal {t['heal'] + spare}"})
        for key in ("discard_restore", "use_restore"):
            if key in t and ch["energy"] < S.max_energy(ch):
                out.append({"type": "restore", "cid": ch["id"], "uid": item["uid"],
                            "label": f"{ch['name']} uses {label}", "preview": f"restore {t[key]}"})
        if "damage_undead_aoe" in t and monster(state).get("undead"):
            out.append({"type": "undead", "cid": ch["id"], "uid": item["uid"],
                        "label": f"{ch['name']} turns the dead with {label}",
                        "preview": f"Arcane + Divine; hits every undead within {t['damage_undead_aoe']}"})
        if "gain_advantage" in t and item["uid"] not in cb["once"] and I.card(item)["kind"] == "trinket":
            out.append({"type": "rally", "cid": ch["id"], "uid": item["uid"],
                        "label": f"{ch['name']} uses {label}",
                        "preview": f"the party gains {t['gain_advantage']} advantage token(s)"})
    return out


def _combat_options(state, step):
    cb, out = state["combat"], []
    for ch in fighters(state):
        pc = cb["pcs"][ch["id"]]
        if pc["done"] or (pc["acted"] and pc["moved"] and not pc.get("extra")):
            continue
        if not pc["acted"]:
            if pc["prone"]:
                out.append({"type": "stand", "cid": ch["id"], "label": f"{ch['name']} gets up",
                            "preview": "Agility + Evade, or the turn's attack is lost"})
            else:
                out += _attack_options(state, ch, pc)
            out.append({"type": "brace", "cid": ch["id"], "label": f"{ch['name']} braces to defend",
                        "preview": "advantage on defence tests this round"})
            out += _item_options(state, ch)
            if tuple(pc["cell"]) in B.corners(cb["mat"]):
                p = C.pool(state, ch["id"], "agility", "evade")
                out.append({"type": "flee", "cid": ch["id"], "label": f"{ch['name']} flees",
                            "preview": C.describe(p)})
            if "bladedancer" in ch["traits"] and ch["energy"] > 1:
                near = [u for u in living(state) if B.engaged(pc["cell"], cb["units"][u]["cell"])]
                melee = [w for w in S.weapons(ch) if I.attack(w)["style"] == "melee"]
                if len(near) > 1 and melee:
                    out.append({"type": "dance", "cid": ch["id"], "uid": melee[0]["uid"],
                                "label": f"{ch['name']} dances through every engaged foe (1 Energy)"})
            if "terrifying_roar" in ch["traits"] and f"roar:{ch['id']}" not in cb["once"]:
                for uid in living(state):
                    if B.manhattan(pc["cell"], cb["units"][uid]["cell"]) <= 3:
                        out.append({"type": "roar", "cid": ch["id"], "target": uid,
                                    "label": f"{ch['name']} roars at {cb['units'][uid]['name']}"})
            if "nether_swap" in ch["traits"] and f"swap:{ch['id']}" not in cb["once"]:
                for uid in living(state):
                    out.append({"type": "nether", "cid": ch["id"], "target": uid,
                                "label": f"{ch['name']} trades places with {cb['units'][uid]['name']}"})
            if "taunt" in ch["traits"] and cb["taunt"] is None:
                out.append({"type": "taunt", "cid": ch["id"],
                            "label": f"{ch['name']} taunts {monster(state)['name']}"})
        if pc["moved"] and pc.get("extra"):
            for cell in sorted(B.moves(cb["mat"], pc["cell"], 1, occupied(state, ch["id"]))):
                out.append({"type": "move", "cid": ch["id"], "cell": list(cell),
                            "label": f"{ch['name']} runs on to {cell[0]},{cell[1]} (Windrunner)",
                            "preview": "1 movement"})
        if not pc["moved"]:
            busy = occupied(state, ch["id"])
            budget = MOVE if pc["acted"] else DASH
            for cell, cost in sorted(B.moves(cb["mat"], pc["cell"], budget, busy).items(),
                                     key=lambda kv: (kv[0][1], kv[0][0])):
                dash = cost > MOVE
                out.append({"type": "move", "cid": ch["id"], "cell": list(cell),
                            "label": f"{ch['name']} {'dashes' if dash else 'moves'} to {cell[0]},{cell[1]}",
                            "preview": "uses the action too" if dash else f"{cost} movement"})
        if not (pc["moved"] or pc["acted"] or pc["swapped"]):
            from game.games.grimlore.rules.free import gear_options
            out += [{**o, "type": "swap"} for o in gear_options(state, [ch["id"]])]
        out.append({"type": "done", "cid": ch["id"], "label": f"{ch['name']} ends their turn"})
    if out:
        out.insert(0, {"type": "end_round", "label": "End the party's turn"})
    return out


@ask("combat_turn", lambda s, st: ("combat", {"text": "Your party's turn on the battlemat."}),
     _combat_options)
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
        cost = B.moves(state["combat"]["mat"], pc["cell"], DASH, occupied(state, cid))[tuple(cmd["cell"])]
        changes = [(pcp + ["cell"], cmd["cell"]), (pcp + ["moved"], True), (pcp + ["extra"], False)]
        if cost > MOVE:
            changes.append((pcp + ["acted"], True))
        ctx.emit("moved", f"{ch['name']} moves to {cmd['cell'][0]},{cmd['cell'][1]}.", changes=changes)
    elif kind == "swap":
        from game.games.grimlore.rules.free import equip
        equip(ctx, cid, cmd["uid"])
        ctx.emit("swapped", "", changes=[(pcp + ["swapped"], True)])
    elif kind == "brace":
        ctx.emit("braced", f"{ch['name']} raises a guard.", changes=[(pcp + ["braced"], True), (pcp + ["acted"], True)])
    elif kind == "taunt":
        ctx.emit("taunt", f"{ch['name']} taunts the {monster(state)['name']}.",
                 changes=[(cpath("taunt"), cid), (pcp + ["acted"], True)])
    elif kind == "stand":
        ctx.emit("standing", "", changes=[(pcp + ["prone"], False), (pcp + ["acted"], True)],
                 push=[C.test_step(cid, "agility", "evade", "getting up"), {"op": "stood", "cid": cid}])
    elif kind == "attack":
        bonus = 0
        if "boost" in cmd:
            from game.games.grimlore.rules.free import use_item
            bonus = use_item(ctx, cid, cmd["boost"])["discard_damage"]
        ctx.emit("acting", "", changes=[(pcp + ["acted"], True)],
                 push=attack_steps(ctx.state, cid, cmd["uid"], cmd["target"], bonus=bonus))
    elif kind == "dance":
        targets = [u for u in living(state) if B.engaged(state["combat"]["pcs"][cid]["cell"], state["combat"]["units"][u]["cell"])]
        changes, note = O.energy_changes(state, cid, 1)
        push = []
        for target in targets:
            push += attack_steps(state, cid, cmd["uid"], target, free=True)
        ctx.emit("dance", f"{ch['name']} spins among the foes.{note}", changes=changes + [(pcp + ["acted"], True)], push=push)
    elif kind == "roar":
        ctx.emit("roar", f"{ch['name']} roars; {state['combat']['units'][cmd['target']]['name']} falters.",
                 changes=[(cpath("units", cmd["target"], "stunned"), True), (pcp + ["acted"], True),
                          (cpath("once"), state["combat"]["once"] + [f"roar:{cid}"])])
    elif kind == "nether":
        mine, theirs = state["combat"]["pcs"][cid]["cell"], state["combat"]["units"][cmd["target"]]["cell"]
        ctx.emit("nether_swap", f"{ch['name']} and {state['combat']['units'][cmd['target']]['name']} "
                 "trade places.", changes=[(pcp + ["cell"], theirs), (pcp + ["acted"], True),
                                           (cpath("units", cmd["target"], "cell"), mine),
                                           (cpath("once"), state["combat"]["once"] + [f"swap:{cid}"])])
    elif kind == "flee":
        ctx.emit("fleeing", "", changes=[(pcp + ["acted"], True)],
                 push=[C.test_step(cid, "agility", "evade", "fleeing"), {"op": "fled", "cid": cid}])
    else:
        _use_item(ctx, cmd)
    after_party_action(ctx)


def after_party_action(ctx) -> None:
    state = ctx.state
    if state["combat"] is None:
        return
    cb = state["combat"]
    left = [c for c in fighters(state) if not cb["pcs"][c["id"]]["done"] and not (
        cb["pcs"][c["id"]]["acted"] and cb["pcs"][c["id"]]["moved"])]
    if not left and ctx.state["agenda"][-1].get("kind") == "combat_turn":
        ctx.emit("round_over", "", pop=1)


def _use_item(ctx, cmd) -> None:
    state, kind, cid = ctx.state, cmd["type"], cmd["cid"]
    from game.games.grimlore.rules.free import use_item
    ch, pcp = char(state, cid), cpath("pcs", cid)
    ctx.emit("acting", "", changes=[(pcp + ["acted"], True)])
    traits = use_item(ctx, cid, cmd["uid"])
    if traits.get("straining"):
        changes, note = O.energy_changes(ctx.state, cid, traits["straining"])
        ctx.emit("strain", f"{ch['name']} pays {traits['straining']} Energy.{note}", changes=changes)
    if kind == "escape":
        ctx.emit("escaped", f"{ch['name']} vanishes from the fight.", changes=[(pcp + ["fled"], True)])
    elif kind == "pull":
        here = state["combat"]["pcs"][cid]["cell"]
        spot = free_beside(ctx.state, here)
        if spot:
            ctx.emit("pulled", f"{state['combat']['units'][cmd['target']]['name']} is hauled close.",
                     changes=[(cpath("units", cmd["target"], "cell"), spot)])
    elif kind == "heal":
        pour = cmd.get("pour", 0)
        if pour:
            changes, note = O.energy_changes(ctx.state, cid, pour)
            ctx.emit("ascendance", f"{ch['name']} gives {pour} Energy of their own.{note}",
                     changes=changes)
        O.heal(ctx, cmd["ally"], traits["heal"] + pour, "a healing spell")
    elif kind == "restore":
        O.heal(ctx, cid, traits.get("discard_restore", traits.get("use_restore", 0)), "an item")
    elif kind == "undead":
        ctx.emit("turning", "", push=[C.test_step(cid, "arcane", "divine", "turning the dead"),
                                      {"op": "turned", "cid": cid, "radius": traits["damage_undead_aoe"]}])
    elif kind == "rally":
        ctx.emit("rally", f"The party takes heart: {traits['gain_advantage']} advantage token(s).",
                 changes=[(["advantage"], ctx.state["advantage"] + ["temp"] * traits["gain_advantage"]),
                          (cpath("once"), ctx.state["combat"]["once"] + [cmd["uid"]])])


def step_away(ctx, cid: str, danger) -> None:
    """Shadow Step: one free tile away from ``danger`` after a good Evade."""
    state = ctx.state
    here = state["combat"]["pcs"][cid]["cell"]
    options = B.moves(state["combat"]["mat"], here, 1, occupied(state, cid))
    better = [c for c in options if B.manhattan(c, danger) > B.manhattan(here, danger)]
    if better:
        cell = min(better)
        ctx.emit("shadow_step", f"{name(state, cid)} steps into the shadows.",
                 changes=[(cpath("pcs", cid, "cell"), list(cell))])


def free_beside(state: dict, cell) -> list | None:
    busy = occupied(state)
    board = B.mat(state["combat"]["mat"])
    for dc, dr in B.ORTHO:
        spot = (cell[0] + dc, cell[1] + dr)
        if board.in_bounds(spot) and not board.square(spot).blocks_move and spot not in busy:
            return list(spot)
    return None


@auto("stood")
def _stood(ctx, step):
    ok = ctx.state["roll"]["success"]
    changes = [(cpath("pcs", step["cid"], "acted"), False)] if ok else []
    ctx.emit("stood", f"{name(ctx.state, step['cid'])} {'is up and ready' if ok else 'struggles up too late to strike'}.",
             pop=1, changes=changes)


@auto("fled")
def _fled(ctx, step):
    ok = ctx.state["roll"]["success"]
    changes = [(cpath("pcs", step["cid"], "fled"), True)] if ok else []
    ctx.emit("fled", f"{name(ctx.state, step['cid'])} {'escapes the fight' if ok else 'fails to get away'}.",
             pop=1, changes=changes)
    end_check(ctx)


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
            damage_unit(ctx, uid, net, "holy light", step["cid"], melee=False)
    end_check(ctx)


# --- attacks by the party ------------------------------------------------------------------------

def attack_steps(state: dict, cid: str, weapon_uid: int, target: str, free: bool = False,
                 bonus: int = 0) -> list[dict]:
    ch = char(state, cid)
    weapon = next(i for i in ch["gear"] if i["uid"] == weapon_uid)
    atk = I.attack(weapon)
    p = attack_pool(state, cid, weapon, target)
    unit = state["combat"]["units"][target]
    return [C.test_step(cid, atk["attribute"], atk["skill"], f"an attack on {unit['name']}",
                        adv=p["adv_list"], dis=p["dis_list"], red=p["red_n"]),
            {"op": "attack_result", "cid": cid, "uid": weapon_uid, "target": target,
             "bonus": bonus}]


def red_six(ctx) -> bool:
    return ctx.chance.die(6, "red") == 6


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
        ctx.emit("strain", f"{ch['name']} strains ({traits['straining']} Energy).{note}", changes=changes)
    if not roll["success"]:
        ctx.emit("miss", f"{ch['name']} misses.")
        return
    damage = max(roll["net"], 1) + atk["damage"] - 1 + step.get("bonus", 0)
    if state["combat"]["blessed"] == cid:
        damage += 1
    if atk["style"] == "magic" and "elemental_mastery" in ch["traits"]:
        damage += 1
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
        if melee and mt.get("riposte") and red_six(ctx):
            ctx.emit("riposte", f"{unit['name']} ripostes!", push=attack_on(state, target, cid))
    damage_unit(ctx, target, damage, atk["type"], cid, melee=melee)
    aoe = traits.get("aoe")
    if aoe:
        centre = unit["cell"]
        for other in living(ctx.state):
            u = ctx.state["combat"]["units"][other]
            if other != target and not u["main"] and B.manhattan(centre, u["cell"]) <= aoe:
                damage_unit(ctx, other, damage, atk["type"], cid, melee=False)
    level = ch["traits"].get("thunderstrike", 0)
    if level and melee and ctx.state["combat"]["units"][target]["energy"] > 0:
        knock_back(ctx, cid, target, level)
    end_check(ctx)


def knock_back(ctx, cid: str, target: str, tiles: int) -> None:
    state = ctx.state
    unit = state["combat"]["units"][target]
    if unit["main"] and mtraits(state).get("unleashed"):
        return
    here, there = state["combat"]["pcs"][cid]["cell"], list(unit["cell"])
    step = ((there[0] > here[0]) - (there[0] < here[0]), (there[1] > here[1]) - (there[1] < here[1]))
    board, busy = B.mat(state["combat"]["mat"]), occupied(state, target)
    for _ in range(tiles):
        nxt = (there[0] + step[0], there[1] + step[1])
        if not board.in_bounds(nxt) or board.square(nxt).blocks_move or nxt in busy:
            break
        there = list(nxt)
    if there != unit["cell"]:
        ctx.emit("knocked_back", f"Thunderstrike hurls {unit['name']} back.",
                 changes=[(cpath("units", target, "cell"), there)])


def damage_unit(ctx, uid: str, amount: int, kind: str, cid: str | None, melee: bool) -> None:
    state = ctx.state
    unit = state["combat"]["units"][uid]
    left = max(0, unit["energy"] - amount)
    overflow = max(0, amount - unit["energy"])
    line = f"{unit['name']} takes {amount} {kind} damage"
    if left == 0 and unit["main"] and mtraits(state).get("second_wind") and red_six(ctx):
        left, overflow = 1, 0
        line += ", falls, and gets up again (Second Wind)"
    ctx.emit("damage", line + ("." if left else ", and is slain."),
             changes=[(cpath("units", uid, "energy"), left)])
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
            spill = next((u for u in living(state) if B.engaged(here, state["combat"]["units"][u]["cell"])), None)
        if spill is None and "ricochet" in ch["traits"] and not melee:
            spill = next((u for u in living(state)
                          if B.manhattan(unit["cell"], state["combat"]["units"][u]["cell"]) <= 3), None)
        if spill:
            damage_unit(ctx, spill, overflow, kind, cid, melee)


# --- the enemies' turn ---------------------------------------------------------------------------

@auto("enemy_phase")
def _enemy_phase(ctx, step):
    state = ctx.state
    if state["combat"] is None:
        ctx.emit("no_enemies", "", pop=1)
        return
    order = sorted(living(state), key=lambda u: (state["combat"]["units"][u]["cell"][1],
                                                 state["combat"]["units"][u]["cell"][0]))
    push = [{"op": "enemy_act", "unit": u} for u in order] + [{"op": "round_end"}]
    ctx.emit("enemies_turn", "The enemies move.", pop=1, push=push,
             changes=[(cpath("round_uses"), [])])


def role_of(state: dict, cid: str) -> str:
    return char(state, cid)["role"]


def pick_target(state: dict, uid: str, skip=()) -> dict | None:
    """Who an enemy goes for: a taunt first, then its Focus roles in order, then the closest."""
    cb = state["combat"]
    unit = cb["units"][uid]
    pool = [c for c in fighters(state) if c["id"] not in skip]
    if not pool:
        return None
    if unit["main"] and cb["taunt"] in [c["id"] for c in pool]:
        return char(state, cb["taunt"])

    def distance(c):
        return (B.manhattan(unit["cell"], cb["pcs"][c["id"]]["cell"]), c["id"])
    if unit["main"]:
        for role in mtraits(state).get("focus", []):
            wanted = [c for c in pool if c["role"] == role]
            if wanted:
                return min(wanted, key=distance)
    return min(pool, key=distance)


def enemy_attack(state: dict, uid: str) -> dict:
    m = monster(state)
    if state["combat"]["units"][uid]["main"]:
        return dict(m["attack"], range=m["attack"].get("range", 1))
    return {"style": "melee", "type": m["attack"]["type"], "damage": 1, "range": 1}


def can_strike(state: dict, uid: str, cid: str) -> bool:
    cb = state["combat"]
    a, b = cb["units"][uid]["cell"], cb["pcs"][cid]["cell"]
    atk = enemy_attack(state, uid)
    if B.engaged(a, b):
        return True
    reach = atk["range"] if atk["style"] != "melee" else (
        2 if cb["units"][uid]["main"] and mtraits(state).get("agile") else 1)
    return B.manhattan(a, b) <= reach and B.sight(cb["mat"], a, b)


def immune(state: dict, cid: str) -> bool:
    """Steadfast or Untouchable against pulls and knockdowns from foes of their tier."""
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
        ctx.emit("enemy_stunned", f"{unit['name']} is stunned and does nothing.",
                 changes=[(cpath("units", uid, "stunned"), False)])
        return
    if unit["main"]:
        start_of_turn(ctx, uid)
    target = pick_target(state, uid)
    if target is None:
        return
    tid = target["id"]
    for ch in [target]:
        if "shadowmeld" in ch["traits"] and f"meld:{tid}" not in state["combat"]["once"] and len(fighters(state)) > 1:
            ctx.emit("shadowmeld", f"{ch['name']} melts into the shadows.",
                     changes=[(cpath("once"), state["combat"]["once"] + [f"meld:{tid}"])])
            target = pick_target(ctx.state, uid, skip=(tid,))
            tid = target["id"]
    mt = mtraits(state) if unit["main"] else {}
    tcell = state["combat"]["pcs"][tid]["cell"]
    distance = B.manhattan(unit["cell"], tcell)
    if mt.get("pull") and 1 < distance <= mt["pull"] and not immune(state, tid):
        spot = free_beside(state, unit["cell"])
        if spot:
            ctx.emit("enemy_pull", f"{unit['name']} drags {target['name']} close.",
                     changes=[(cpath("pcs", tid, "cell"), spot)])
            return
    if mt.get("charge") and 1 < distance <= mt["charge"] and not can_strike(state, uid, tid):
        route = B.walk(state["combat"]["mat"], unit["cell"], beside(state, tid), occupied(state, uid),
                       bool(mt.get("phasing")))
        if route:
            ctx.emit("charge", f"{unit['name']} charges {target['name']}!",
                     changes=[(cpath("units", uid, "cell"), list(route[-1]))])
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
    cb = state["combat"]
    unit = cb["units"][uid]
    phasing = bool(unit["main"] and mtraits(state).get("phasing"))
    atk = enemy_attack(state, uid)
    tcell = cb["pcs"][tid]["cell"]
    reach = atk["range"] if atk["style"] != "melee" else 1
    goals = {c for c in B.open_cells(cb["mat"])
             if B.manhattan(c, tcell) <= reach and (reach == 1 or B.sight(cb["mat"], c, tcell))}
    route = B.walk(cb["mat"], unit["cell"], goals, occupied(state, uid), phasing)
    if not route:
        return False
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
    if cell == unit["cell"]:
        return False
    ctx.emit("enemy_moves", f"{unit['name']} moves to {cell[0]},{cell[1]}.",
             changes=[(cpath("units", uid, "cell"), cell)])
    return True


def start_of_turn(ctx, uid: str) -> None:
    state = ctx.state
    mt, unit = mtraits(state), state["combat"]["units"][uid]
    if mt.get("regenerates"):
        back = sum(1 for _ in range(mt["regenerates"]) if ctx.chance.die(6, "red") == 6)
        if back and unit["energy"] < unit["max"]:
            new = min(unit["max"], unit["energy"] + back)
            ctx.emit("regenerates", f"{unit['name']} regenerates {new - unit['energy']}.",
                     changes=[(cpath("units", uid, "energy"), new)])
    for trait, status, verb in (("petrifying", "stunned", "is turned to stone for a turn"),
                                ("terrifying", "terrified", "is overcome with terror")):
        if mt.get(trait) and red_six(ctx):
            victim = pick_closest(ctx.state, uid)
            if victim:
                ctx.emit(trait, f"{name(state, victim)} {verb}.",
                         changes=[(cpath("pcs", victim, status), True)])


def pick_closest(state: dict, uid: str) -> str | None:
    cell = state["combat"]["units"][uid]["cell"]
    pool = fighters(state)
    if not pool:
        return None
    return min(pool, key=lambda c: (B.manhattan(cell, state["combat"]["pcs"][c["id"]]["cell"]), c["id"]))["id"]


# --- attacks on the party ------------------------------------------------------------------------

def defence(state: dict, uid: str, cid: str) -> tuple[str, str, list, list, int] | None:
    """The best defence the character may roll: (attribute, skill, advantages, disadvantages,
    red dice) or None when none is allowed (the book's table, Restricting)."""
    ch = char(state, cid)
    atk = enemy_attack(state, uid)
    pc = state["combat"]["pcs"][cid]
    held = [I.traits(i) | {"_kind": I.card(i)["kind"]} for i in S.equipped(ch)]
    shield = any(t["_kind"] == "shield" for t in held)
    melee_weapon = any(t["_kind"] == "weapon" and I.attack(i)["style"] == "melee"
                       for t, i in zip(held, S.equipped(ch)))
    options = []
    for skill in DEFENCES[atk["style"]]:
        if skill == "defend":
            if atk["style"] == "melee" and not (shield or melee_weapon):
                continue
            if atk["style"] == "ranged" and not any(t.get("defend_ranged") for t in held):
                continue
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
    return [C.test_step(cid, attribute, skill, f"defence against {unit['name']}", adv=adv, dis=dis,
                        red=red), hit]


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
    atk = enemy_attack(state, uid)
    victims = [cid]
    mt = mtraits(state) if unit["main"] else {}
    if mt.get("aoe"):
        here = state["combat"]["pcs"][cid]["cell"]
        others = sorted((c for c in fighters(state) if c["id"] != cid),
                        key=lambda c: (B.manhattan(here, state["combat"]["pcs"][c["id"]]["cell"]), c["id"]))
        victims += [c["id"] for c in others[:mt["aoe"]]]
    for victim in victims:
        victim = intervene(ctx, victim, atk["damage"])
        if victim:
            wound(ctx, uid, victim, atk)
    end_check(ctx)


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
            ctx.emit("intervention", f"{ch['name']} calls down a miracle: {name(state, cid)} is "
                     "snatched away.", changes=changes)
            O.heal(ctx, cid, 3, "Divine Intervention")
            return None
        if "heroic_intervention" in ch["traits"] and "heroic_intervention" not in ch["once"] \
                and ch["energy"] > damage:
            ctx.emit("intervention", f"{ch['name']} throws themselves in front of the blow.",
                     changes=[(path_of(ch["id"], "once"), ch["once"] + ["heroic_intervention"])])
            return ch["id"]
    return cid


def wound(ctx, uid: str, cid: str, atk: dict) -> None:
    state = ctx.state
    ch, unit = char(state, cid), state["combat"]["units"][uid]
    amount = atk["damage"]
    if "arcane_shield" in ch["traits"] and f"shield:{cid}" not in state["combat"]["once"]:
        black = ch["attrs"]["arcane"] + ch["skills"]["magic"]
        shield = sum(1 for _ in range(min(black, 5)) if ctx.chance.die(6) == 6)
        ctx.emit("arcane_shield", f"{ch['name']} raises an Arcane Shield of {shield}.",
                 changes=[(cpath("once"), state["combat"]["once"] + [f"shield:{cid}"])])
        amount = max(0, amount - shield)
    if amount <= 0:
        return
    changes, note = O.energy_changes(state, cid, amount)
    ctx.emit("wounded", f"{unit['name']} hits {ch['name']} for {amount} {atk['type']}.{note}",
             changes=changes)
    if not unit["main"]:
        return
    mt = mtraits(state)
    pcp = cpath("pcs", cid)
    if mt.get("poison"):
        ctx.emit("poisoned", f"{ch['name']} is poisoned.", changes=[(pcp + ["poison"], mt["poison"])])
    if mt.get("draining") and red_six(ctx) and unit["energy"] < unit["max"]:
        ctx.emit("drained", f"{unit['name']} drinks {ch['name']}'s strength.",
                 changes=[(cpath("units", uid, "energy"), unit["energy"] + 1)])
    if mt.get("knockdown") and red_six(ctx) and not immune(state, cid):
        ctx.emit("knocked_down", f"{ch['name']} is knocked prone.", changes=[(pcp + ["prone"], True)])
    if mt.get("stuns") and red_six(ctx):
        ctx.emit("stunned", f"{ch['name']} is stunned.", changes=[(pcp + ["stunned"], True)])


def counter(ctx, uid: str, cid: str, skill: str | None) -> None:
    """Riposte, Blink Strike and Bash: once per enemy round each, after a good defence."""
    state = ctx.state
    ch = char(state, cid)
    used = state["combat"]["round_uses"]
    melee = [w for w in S.weapons(ch) if I.attack(w)["style"] == "melee"]
    close = B.engaged(state["combat"]["units"][uid]["cell"], state["combat"]["pcs"][cid]["cell"])
    for trait, needs in (("riposte", "defend"), ("blink_strike", "evade")):
        if trait in ch["traits"] and skill == needs and f"{trait}:{cid}" not in used and melee and close:
            ctx.emit("counter", f"{ch['name']} strikes back.",
                     changes=[(cpath("round_uses"), used + [f"{trait}:{cid}"])],
                     push=attack_steps(state, cid, melee[0]["uid"], uid, free=True))
            return
    level = ch["traits"].get("bash", 0)
    if level and skill == "defend" and f"bash:{cid}" not in used:
        stun = any(ctx.chance.die(6) == 6 for _ in range(level))
        ctx.emit("bash", f"{ch['name']} bashes back" + (": the foe is stunned." if stun else "."),
                 changes=[(cpath("round_uses"), used + [f"bash:{cid}"])] +
                 ([(cpath("units", uid, "stunned"), True)] if stun else []))


# --- the end of a round and of the fight ---------------------------------------------------------

@auto("round_end")
def _round_end(ctx, step):
    state = ctx.state
    if state["combat"] is None:
        ctx.emit("fight_over", "", pop=1)
        return
    if end_check(ctx):
        ctx.emit("fight_over", "", pop=1)
        return
    cb = state["combat"]
    changes = [(cpath("round"), cb["round"] + 1), (cpath("taunt"), None)]
    changes += [(cpath("pcs", k, "braced"), False) for k in cb["pcs"]]
    if cb["round"] >= MAX_ROUNDS:
        ctx.emit("stalemate", "The fight drags on until the party slips away.", pop=1)
        finish(ctx, "fled")
        return
    ctx.emit("round_end", "", pop=1, changes=changes, push=[{"op": "players_start"}])


def end_check(ctx) -> bool:
    """End the fight if it is decided; True when it ended."""
    state = ctx.state
    if state["combat"] is None:
        return True
    if not living(state):
        finish(ctx, "victory")
        return True
    if not fighters(state):
        fled = any(p["fled"] for p in state["combat"]["pcs"].values())
        finish(ctx, "fled" if fled else "wiped")
        return True
    return False


def drop_combat_steps(state: dict) -> int:
    """How many agenda steps on top belong to the fight (they are dropped when it ends)."""
    ops = ("combat_turn", "enemy_phase", "enemy_act", "round_end", "players_start", "enemy_hit",
           "attack_result", "test", "after_roll", "stood", "fled", "turned", "volley")
    n = 0
    for step in reversed(state["agenda"]):
        if step["op"] in ops or step.get("kind") in ops:
            n += 1
        else:
            break
    return n


def finish(ctx, how: str) -> None:
    state = ctx.state
    m = monster(state)
    changes = [(["combat"], None), (["phase"], "journey"),
               (["advantage"], [t for t in state["advantage"] if t != "temp"])]
    for ch in members(state):
        if ch["energy"] <= 0 and how != "wiped":
            changes.append((path_of(ch["id"], "energy"), 1))
    drop = drop_combat_steps(state)
    if how == "wiped":
        ctx.emit("fight_lost", f"The {m['name']} stands over the fallen party.", changes=changes,
                 pop=drop, push=[{"op": "wipe"}])
        return
    if how == "fled":
        push = []
        path = [dict(p) for p in state["path"]]
        if path and path[-1]["result"] == "success":
            path[-1]["result"] = "failure"
            changes += [(["won"], state["won"] - 1), (["lost"], state["lost"] + 1)]
        changes.append((["path"], path))
        ctx.emit("fight_fled", "The party has fled; the event counts as failed.", changes=changes,
                 pop=drop, push=push)
        return
    big = len(state["members"]) >= 3
    gold, xp = m["gold"] * (2 if big else 1), m["xp"] * (2 if big else 1)
    changes += [(["party", "gold"], state["party"]["gold"] + gold),
                (["party", "xp"], state["party"]["xp"] + xp)]
    ctx.emit("fight_won", f"Victory over the {m['name']}: {gold} gold and {xp} XP.",
             changes=changes, pop=drop,
             push=loot_steps([k for k in m["loot"] if k != "none"]))
