"""The muster before a campaign battle: each side in turn looks over its roster, hires,
retires, pays a surgeon, hands out the finds in its stash, and says it is ready; then both
rosters take the field (``field``). No die is rolled here.

Commands (prompt kind ``muster``, each with a ``label``):
{"type": "hire", "recruit": "<warband id>:<index>"}, {"type": "retire", "model": uid},
{"type": "treat", "model": uid}, {"type": "equip", "item": stash index, "model": uid},
{"type": "unequip", "model": uid, "item": index in its finds}, {"type": "muster_done"}."""

from __future__ import annotations

from game.core.agenda import clone
from game.games.grimheim.rules import campaign as C
from game.games.grimheim.rules import content
from game.games.grimheim.rules.engine import ask, asking, auto, who


def band(state, seat: int) -> dict:
    return state["camp"]["bands"][seat]


def lasting(m: dict) -> list[int]:
    """The model's injuries a surgeon or a healing find can take away."""
    return [r for r in m["injuries"] if C.injury(r)["fate"] == "lasting"]


def recruits(b: dict) -> list[tuple[str, dict, int]]:
    """(key, model spec, cost) of every model of the warband's faction in the ready-made warbands
    that has not yet served it, cheapest first: the names the city's taverns offer."""
    data = content.load()
    served = {m["name"] for m in b["models"]} | set(b["fallen"]) | set(b["retired"])
    out, seen = [], set()
    for key, ready in data["warbands"].items():
        if ready["faction"] != b["faction"]:
            continue
        for i, spec in enumerate(ready["models"]):
            if spec["name"] in served or spec["name"] in seen:
                continue
            seen.add(spec["name"])
            out.append((f"{key}:{i}", spec, content.model_cost(spec, b["faction"], data)))
    return sorted(out, key=lambda r: (r[2], r[1]["name"]))


def may_hire(b: dict, spec: dict, cost: int) -> bool:
    data = content.load()
    rules = C.tables()["rules"]
    same_tier = sum(1 for m in b["models"] if m["tier"] == spec["tier"])
    return (
        cost <= b["gold"]
        and len(b["models"]) < rules["most_models"]
        and same_tier < data["tiers"][spec["tier"]]["limit"]
    )


def describe(spec: dict) -> str:
    data = content.load()
    return (
        f"{data['bodies'][spec['body']]['name']} {data['tiers'][spec['tier']]['name']} "
        f"{data['classes'][spec['class']]['name']}"
    )


def fieldable(b: dict) -> list[dict]:
    return [m for m in b["models"] if not m["out"]]


def _options(state, step) -> list[dict]:
    seat = step["seat"]
    b = band(state, seat)
    rules = C.tables()["rules"]
    out = []
    for key, spec, cost in recruits(b):
        if may_hire(b, spec, cost):
            out.append(
                {
                    "type": "hire",
                    "recruit": key,
                    "label": f"Hire {spec['name']}, {describe(spec)} ({cost} gold)",
                    "preview": {"gold": cost, "name": spec["name"], "kind": describe(spec)},
                }
            )
    for m in b["models"]:
        if len(b["models"]) > 1:
            out.append({"type": "retire", "model": m["uid"], "label": f"Retire {m['name']}"})
        if lasting(m) and b["gold"] >= rules["treat_gold"]:
            worst = C.injury(lasting(m)[-1])["name"]
            out.append(
                {
                    "type": "treat",
                    "model": m["uid"],
                    "label": f"Pay a surgeon to mend {m['name']}'s {worst} "
                    f"({rules['treat_gold']} gold)",
                }
            )
        for i, result in enumerate(m["items"]):
            out.append(
                {
                    "type": "unequip",
                    "model": m["uid"],
                    "item": i,
                    "label": f"Take the {C.item(result)['name']} from {m['name']}",
                }
            )
    for i, result in enumerate(b["stash"]):
        found = C.item(result)
        heals = any(e["kind"] == "heal" for e in found["effects"])
        for m in b["models"]:
            if heals and lasting(m):
                out.append(
                    {
                        "type": "equip",
                        "item": i,
                        "model": m["uid"],
                        "label": f"Use the {found['name']} to mend {m['name']}",
                    }
                )
            elif not heals and len(m["items"]) < rules["most_items"]:
                out.append(
                    {
                        "type": "equip",
                        "item": i,
                        "model": m["uid"],
                        "label": f"Give the {found['name']} to {m['name']}",
                    }
                )
    if fieldable(b) or not any(o["type"] == "hire" for o in out):
        out.append({"type": "muster_done", "label": "Ready: to battle"})
    return out


def _text(state, step) -> tuple[str, dict]:
    return "muster", {
        "text": "Muster your warband: hire, retire, spend gold and hand out "
        "finds, then say you are ready."
    }


@ask("muster", _text, _options)
def _muster(ctx, step, cmd):
    seat = step["seat"]
    b = clone(band(ctx.state, seat))
    path = ["camp", "bands", seat]
    kind = cmd["type"]
    if kind == "muster_done":
        ctx.emit("mustered", f"{who(seat)}'s warband is ready: {b['name']}.", pop=1)
        return
    rules = C.tables()["rules"]
    if kind == "hire":
        spec, cost = next((s, c) for k, s, c in recruits(b) if k == cmd["recruit"])
        model = C.roster_of({"models": [spec]}, b["next"])[0]
        b["models"].append(model)
        b["next"] += 1
        b["gold"] -= cost
        line = f"{b['name']} hires {spec['name']} for {cost} gold."
    elif kind == "retire":
        m = next(m for m in b["models"] if m["uid"] == cmd["model"])
        b["models"].remove(m)
        b["retired"].append(m["name"])
        b["stash"] += m["items"]  # its finds stay with the warband
        line = f"{m['name']} leaves {b['name']}, leaving its finds in the stash."
    else:
        m = next(m for m in b["models"] if m["uid"] == cmd["model"])
        if kind == "treat":
            mended = lasting(m)[-1]
            m["injuries"].remove(mended)
            b["gold"] -= rules["treat_gold"]
            line = f"A surgeon mends {m['name']}'s {C.injury(mended)['name']}."
        elif kind == "unequip":
            result = m["items"].pop(cmd["item"])
            b["stash"].append(result)
            line = f"{m['name']} hands the {C.item(result)['name']} back to the stash."
        else:  # equip
            result = b["stash"].pop(cmd["item"])
            found = C.item(result)
            if any(e["kind"] == "heal" for e in found["effects"]):
                mended = lasting(m)[-1]
                m["injuries"].remove(mended)
                line = f"The {found['name']} mends {m['name']}'s {C.injury(mended)['name']}."
            else:
                m["items"].append(result)
                line = f"{m['name']} takes the {found['name']}."
    ctx.emit("muster", line, changes=[(path, b)])


@auto("field")
def _field(ctx, step):
    """Both rosters take the field: each model's profile built from its record."""
    state, data = ctx.state, content.load()
    models, order, changes = {}, [], []
    for seat in (0, 1):
        b = band(state, seat)
        going = fieldable(b) or b["models"]  # nobody fit to fight: the lame limp out too
        for i, m in enumerate(going):
            model = C.fielded_model(m, b["faction"], seat, i)
            models[model["id"]] = model
            order.append(model["id"])
        boon = state["camp"]["boons"][seat]
        extra = boon.get("fate", 0) + C.fate_from_items(b)
        changes += [
            (["players", seat, "cost"], C.band_cost({**b, "models": going})),
            (["players", seat, "fate_table"], content.fate_table_id(b, data)),
            (["players", seat, "extra_fate"], extra),
        ]
    ctx.emit(
        "fielded",
        f"{band(state, 0)['name']} and {band(state, 1)['name']} take the field.",
        changes=[(["models"], models), (["order"], order), *changes],
        pop=1,
    )


def opening(state) -> list[dict]:
    """The steps a campaign battle opens with, before deployment."""
    return [asking("muster", 0), asking("muster", 1), {"op": "field"}]
