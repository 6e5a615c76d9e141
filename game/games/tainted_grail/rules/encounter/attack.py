"""The Enemy Attack (Combat, from the table by the Combat Pool) and the Enemy Response
(Diplomacy, by the Affinity's colour), changed by the active cards' ``attack`` abilities as
the book's examples 1-7 show: an added effect the Attack already has adds to every instance of
it (``each`` ones too), else it comes last (and only if its card is still active then); a
Prevent lowers every instance; ``ignore-attack`` cancels it all. In Challenge mode each Attack
deals 1 more damage and each Response lowers the Affinity 1 more (Empowered Encounters).
Then the phases around it: Before (traits, then the active cards) and After."""

from __future__ import annotations

from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import conditions
from game.games.tainted_grail.rules.encounter import kings_bloom as KB
from game.games.tainted_grail.rules.encounter import kings_weather as KW
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W
from game.games.tainted_grail.rules.encounter.phrases import kind_of
from game.games.tainted_grail.rules.engine import auto


def make(what: str, n: int, uid: int | None) -> dict:
    node = {
        "terror": {"op": "gain", "what": "terror", "n": n},
        "energy": {"op": "lose", "what": "energy", "n": n},
        "pool": {"op": "pool", "n": -n},
        "duration": {"op": "duration", "n": -n},
    }.get(what, {"op": what, "n": n})
    return {**node, "each": False, "from": uid}


def _grow(node: dict, n: int) -> None:
    node["n"] += -n if node["n"] < 0 else n


def base(state: dict, opportunity: bool = False) -> list[dict]:
    card = B.encounter_card(state)
    e = B.enc(state)
    if opportunity:
        return card["opportunity_effects"]
    if e["kind"] == "diplomacy":
        return KB.response(state) or card["response_effects"][B.colour(state)]
    return next(
        body for low, high, body in card["attack_table"] if high is None or e["pool"] <= high
    )


def modifiers(state: dict, step: dict) -> list[tuple[int | None, dict]]:
    out = []
    for entry in B.active_entries(state):
        nodes = B.card_of(entry)["abilities"].get("attack", [])
        out += [(entry["uid"], n) for n in _flat(state, nodes, {**step, "src": entry["uid"]})]
    out += KB.modifiers(state) + KW.modifiers(state)  # growing Blooms, the face-up Weather
    if B.enc(state).get("kin_ignore"):  # a companion's help (kin.py)
        out.append((None, {"op": "ignore-attack", "n": 0}))
    if B.empowered(state):
        what = "damage" if B.is_combat(state) else "down"
        out.append((None, {"op": "add", "what": what, "n": 1}))
    return out


def _flat(state: dict, nodes: list[dict], step: dict) -> list[dict]:
    out = []
    for node in nodes:
        if node["op"] == "if":
            branch = node["then"] if conditions.holds(state, node["cond"], step) else node["else"]
            out += _flat(state, branch, step)
        elif node["op"] in ("add", "prevent", "ignore-attack"):
            out.append(node)
    return out


def build(state: dict, cid: str, opportunity: bool = False) -> list[dict] | None:
    """The Attack's parts after every change; None when it is ignored."""
    step = {"cid": cid, "src": None}
    parts = [{**n, "from": None} for n in KB.amounts(state, base(state, opportunity))]
    mods = modifiers(state, step)
    if any(m["op"] == "ignore-attack" for _, m in mods):
        return None
    for uid, mod in mods:
        same = [p for p in parts if kind_of(p) == mod["what"]]
        if mod["op"] == "add":
            if same:
                for p in same:
                    _grow(p, mod["n"])
            else:
                parts.append(make(mod["what"], mod["n"], uid))
        else:
            for p in same:
                _grow(p, -min(mod["n"], abs(p["n"])))
    return [p for p in parts if kind_of(p) is None or p["n"] != 0]


def intent(state: dict, cid: str | None) -> str:
    """What the enemy would do now, in words (the view's intent)."""
    parts = build(state, cid or B.enc(state)["party"][0])
    return "nothing (ignored)" if parts is None else W.effects(parts)


@auto("enc_attack")
def _attack(ctx, step):
    state = ctx.state
    cid = step["cid"]
    opportunity = step.get("opportunity", False)
    name = B.encounter_card(state)["name"]
    word = "Opportunity Attack" if opportunity else ("Attack" if B.is_combat(state) else "Response")
    parts = build(state, cid, opportunity)
    if parts is None:
        ctx.emit(
            "attack_ignored",
            f"{name}'s {word} is ignored.",
            changes=[(["encounter", "kin_ignore"], False)],  # a companion's help is spent
            pop=1,
        )
        return
    ctx.emit(
        "enemy_attack",
        f"{name}'s {word}: {W.effects(parts)}.",
        pop=1,
        push=[T.fx(parts, cid, mode="attack", act=True)],
    )


@auto("enc_before")
def _before(ctx, step):
    state = ctx.state
    cid = step["cid"]
    nodes = traits_before(state, cid)
    push = [T.fx(nodes, cid, act=True)] if nodes else []
    for entry in B.active_entries(state):
        before = B.card_of(entry)["abilities"].get("before")
        if before:
            push.append(T.fx(before, cid, entry["uid"], act=True))
    ctx.emit("before_attack", "", pop=1, push=push)


@auto("enc_after")
def _after(ctx, step):
    state = ctx.state
    push = []
    for entry in B.active_entries(state):
        after = B.card_of(entry)["abilities"].get("after")
        if after:
            push.append(T.fx(after, step["cid"], entry["uid"], act=True))
    ctx.emit("after_attack", "", pop=1, push=push)


def traits_before(state: dict, cid: str) -> list[dict]:
    """Dread, Exhaustive and Harass, for the last Active Character."""
    out: list[dict] = []
    cards = len(B.enc(state)["seq"]) - 1
    for trait in B.traits(state):
        name = trait["name"]
        if name == "dread" and len(B.hand(state, cid)) <= 1:
            out.append({"op": "gain", "what": "terror", "n": 1, "each": False})
        elif name == "exhaustive":
            out.append({"op": "mill", "n": 1, "each": False})
        elif name == "harass" and trait["low"] <= cards <= trait["high"]:
            out += trait["effects"]
    return out
