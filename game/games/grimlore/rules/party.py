"""The party roster: making a character as the book builds one (race and its trait, role, one
attribute and one skill raised to 2, one basic item), choosing who goes on a session, retiring,
and spending the party's XP on attributes, skills and traits."""

from __future__ import annotations

from game.games.grimlore.rules import content
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.engine import ask, asking, auto, char, path_of

SKILL_COST = {1: 4, 2: 6, 3: 8}  # from the current number to one more
ATTRIBUTE_COST = {1: 8, 2: 10, 3: 12}
TOP = 4
MAX_PARTY = 4
STAGES = ("race", "role", "attribute", "skill", "item")
STARTING_KINDS = ("weapon", "shield", "armor", "spell")
CHOSEN_ELEMENT = ("elemental_mastery",)  # traits bought for one element of the player's choice


def make_steps(cid: str) -> list[dict]:
    return [asking("make", cid=cid, stage=stage) for stage in STAGES]


def add_character(ctx, name: str = "") -> str:
    party = ctx.state["party"]
    cid, ch = S.new_character(party, name)
    ctx.emit(
        "character_added",
        f"{ch['name']} joins the roster.",
        changes=[(["party", "roster", cid], ch), (["party", "next_id"], party["next_id"] + 1)],
    )
    return cid


def _make_options(state, step):
    data, stage = content.load(), step["stage"]
    if stage == "race":
        return [
            {
                "type": "race",
                "race": k,
                "label": f"{v['name']} ({data['traits'][v['trait']]['name']})",
                "preview": data["traits"][v["trait"]]["line"],
            }
            for k, v in data["races"].items()
        ]
    if stage == "role":
        return [
            {"type": "role", "role": k, "label": v["name"], "preview": v["line"]}
            for k, v in data["roles"].items()
        ]
    if stage == "attribute":
        return [
            {
                "type": "attribute",
                "attribute": k,
                "label": f"Raise {v['name']} to 2",
                "preview": v["line"],
            }
            for k, v in data["attributes"].items()
        ]
    if stage == "skill":
        return [
            {"type": "skill", "skill": k, "label": f"Raise {v['name']} to 2", "preview": v["line"]}
            for k, v in data["skills"].items()
        ]
    return [
        {"type": "item", "item": k, "label": f"Start with {v['name']}", "preview": v["line"]}
        for k, v in data["items"].items()
        if v["tier"] == "basic" and v["kind"] in STARTING_KINDS
    ]


def _make_text(state, step):
    ch = char(state, step["cid"])
    return "make", {"text": f"Make {ch['name']}: choose {W.a(step['stage'])}.", "cid": step["cid"]}


@ask("make", _make_text, _make_options)
def _make(ctx, step, cmd):
    cid, stage = step["cid"], step["stage"]
    ch = char(ctx.state, cid)
    data = content.load()
    if stage == "race":
        trait = data["races"][cmd["race"]]["trait"]
        changes = [(path_of(cid, "race"), cmd["race"]), (path_of(cid, "traits"), {trait: 1})]
        ch2 = {**ch, "traits": {trait: 1}}
        changes += [
            (path_of(cid, "energy"), S.max_energy(ch2)),
            (path_of(cid, "destiny"), S.max_destiny(ch2)),
        ]
        line = f"{ch['name']} is {data['races'][cmd['race']]['name']}."
    elif stage == "role":
        changes, line = [(path_of(cid, "role"), cmd["role"])], ""
    elif stage == "attribute":
        changes = [(path_of(cid, "attrs", cmd["attribute"]), 2)]
        line = f"{ch['name']} trained {data['attributes'][cmd['attribute']]['name']}."
    elif stage == "skill":
        changes = [(path_of(cid, "skills", cmd["skill"]), 2)]
        line = f"{ch['name']} trained {data['skills'][cmd['skill']]['name']}."
    else:
        party = ctx.state["party"]
        item = I.instance(party["next_uid"], cmd["item"])
        item["where"] = I.place_new([], item)
        changes = [
            (path_of(cid, "gear"), [item]),
            (["party", "next_uid"], party["next_uid"] + 1),
            (path_of(cid, "made"), True),
        ]
        line = f"{ch['name']} sets out with {W.a(data['items'][cmd['item']]['name'])}."
    ctx.emit("made", line, changes=changes, pop=1)


# --- mustering a session from the roster -------------------------------------------------------


def _muster_options(state, step):
    party, chosen = state["party"], state["members"]
    out = []
    if chosen and len(chosen) <= MAX_PARTY:
        out.append(
            {
                "type": "begin",
                "label": f"Set out with {W.count(len(chosen), 'character')}",
                "preview": "start the session",
            }
        )
    for cid, ch in party["roster"].items():
        if cid in chosen:
            out.append({"type": "leave_out", "cid": cid, "label": f"Leave {ch['name']} at home"})
        elif len(chosen) < MAX_PARTY:
            out.append({"type": "take", "cid": cid, "label": f"Take {ch['name']} along"})
        if cid not in chosen:
            out.append(
                {
                    "type": "retire",
                    "cid": cid,
                    "label": f"Retire {ch['name']}",
                    "preview": "removed from the roster for good",
                }
            )
    out.append({"type": "create", "label": "Make a new character"})  # the book: no limit
    if train_options(state):
        out.append(
            {"type": "train", "label": "Spend XP", "preview": f"{party['xp']} XP in the pool"}
        )
    return out


@ask(
    "muster",
    lambda s, st: (
        "muster",
        {"text": "Choose up to four characters for this session, or change the roster."},
    ),
    _muster_options,
)
def _muster(ctx, step, cmd):
    kind, chosen = cmd["type"], ctx.state["members"]
    if kind == "begin":
        ctx.emit("mustered", "", pop=1)
    elif kind == "take":
        ctx.emit(
            "taken",
            f"{char(ctx.state, cmd['cid'])['name']} will go.",
            changes=[(["members"], chosen + [cmd["cid"]])],
        )
    elif kind == "leave_out":
        ctx.emit("left_out", "", changes=[(["members"], [c for c in chosen if c != cmd["cid"]])])
    elif kind == "retire":
        roster = {k: v for k, v in ctx.state["party"]["roster"].items() if k != cmd["cid"]}
        ctx.emit(
            "retired",
            f"{char(ctx.state, cmd['cid'])['name']} retires.",
            changes=[(["party", "roster"], roster)],
        )
    elif kind == "create":
        cid = add_character(ctx)
        ctx.emit("making", "", push=make_steps(cid))
    else:
        ctx.emit("training", "", push=[asking("train")])


@auto("create_party")
def _create_party(ctx, step):
    """A fresh party: one character per player (the book), or as many as the option says; the
    first ones take the names the players gave at the table."""
    push = []
    names = ctx.state.get("names", [])
    for number in range(ctx.state["options"]["party_size"]):
        cid = add_character(ctx, names[number] if number < len(names) else "")
        push += make_steps(cid)
    members = list(ctx.state["party"]["roster"])
    ctx.emit(
        "party_made",
        "A new party gathers at the Portal Complex.",
        pop=1,
        push=push,
        changes=[(["members"], members)],
    )


# --- progression --------------------------------------------------------------------------------


def invested_xp(ch: dict) -> int:
    """The XP a character has spent on themselves: attributes and skills past the book's free
    starting raise of one of each, traits bought and Expertise (a racial trait is free)."""
    spent = 0
    for values, cost in ((ch["attrs"], ATTRIBUTE_COST), (ch["skills"], SKILL_COST)):
        steps = [cost[v] for value in values.values() for v in range(1, value)]
        spent += sum(steps) - (cost[1] if steps else 0)
    traits = content.load()["traits"]
    spent += sum(traits[t]["cost"] * level for t, level in ch["traits"].items() if t in traits)
    return spent + 3 * sum(ch["expertise"].values())


def trait_cost(ch: dict, trait: str) -> int | None:
    """The XP the next level of ``trait`` costs ``ch``, or None when it can't be bought."""
    spec = content.load()["traits"][trait]
    if spec["skill"] == "race" or ch["traits"].get(trait, 0) >= spec["max"] or trait == "expertise":
        return None
    needs = spec["skill"] if isinstance(spec["skill"], list) else [spec["skill"]]
    ok = (
        any(v >= 3 for v in ch["skills"].values())
        if needs == ["any"]
        else any(ch["skills"][s] >= 3 for s in needs)
    )
    return spec["cost"] if ok else None


def train_options(state: dict) -> list[dict]:
    xp, data, out = state["party"]["xp"], content.load(), []
    roster = state["party"]["roster"]
    for cid in state["members"] or list(roster):
        ch = roster[cid]
        for attr, value in ch["attrs"].items():
            if value < TOP and ATTRIBUTE_COST[value] <= xp:
                out.append(
                    {
                        "type": "raise",
                        "cid": cid,
                        "what": "attrs",
                        "key": attr,
                        "label": f"{ch['name']}: {data['attributes'][attr]['name']} "
                        f"{value} to {value + 1}",
                        "preview": f"{ATTRIBUTE_COST[value]} XP",
                    }
                )
        for skill, value in ch["skills"].items():
            if value < TOP and SKILL_COST[value] <= xp:
                out.append(
                    {
                        "type": "raise",
                        "cid": cid,
                        "what": "skills",
                        "key": skill,
                        "label": f"{ch['name']}: {data['skills'][skill]['name']} "
                        f"{value} to {value + 1}",
                        "preview": f"{SKILL_COST[value]} XP",
                    }
                )
            level = ch["expertise"].get(skill, 0)
            if value >= 3 and level < 3 and xp >= 3:
                out.append(
                    {
                        "type": "expertise",
                        "cid": cid,
                        "key": skill,
                        "label": f"{ch['name']}: Expertise in {data['skills'][skill]['name']} "
                        f"level {level + 1}",
                        "preview": "3 XP: one more black die allowed",
                    }
                )
        for trait in data["traits"]:
            cost = trait_cost(ch, trait)
            if cost is None or cost > xp:
                continue
            option = {
                "type": "trait",
                "cid": cid,
                "key": trait,
                "label": f"{ch['name']}: {data['traits'][trait]['name']}",
                "preview": f"{cost} XP: {data['traits'][trait]['line']}",
            }
            if trait in CHOSEN_ELEMENT:  # the book: choose an element when it is learned
                out += [
                    {**option, "element": e, "label": f"{option['label']} ({e})"}
                    for e in content.ELEMENTAL
                ]
            else:
                out.append(option)
    return out


def _train_options(state, step):
    return [{"type": "done", "label": "Done spending XP"}] + train_options(state)


@ask(
    "train",
    lambda s, st: ("train", {"text": f"Spend the party's {s['party']['xp']} XP."}),
    _train_options,
)
def _train(ctx, step, cmd):
    if cmd["type"] == "done":
        ctx.emit("trained", "", pop=1)
        return
    state, cid = ctx.state, cmd["cid"]
    ch = char(state, cid)
    xp = state["party"]["xp"]
    if cmd["type"] == "raise":
        value = ch[cmd["what"]][cmd["key"]]
        cost = (ATTRIBUTE_COST if cmd["what"] == "attrs" else SKILL_COST)[value]
        changes = [(path_of(cid, cmd["what"], cmd["key"]), value + 1)]
        after = {**ch, cmd["what"]: {**ch[cmd["what"]], cmd["key"]: value + 1}}
        if S.max_destiny(after) > S.max_destiny(ch):
            changes.append((path_of(cid, "destiny"), ch["destiny"] + 1))
        line = f"{ch['name']} improves {cmd['key'].replace('_', ' ')} to {value + 1} ({cost} XP)."
    elif cmd["type"] == "expertise":
        cost, level = 3, ch["expertise"].get(cmd["key"], 0) + 1
        changes = [(path_of(cid, "expertise", cmd["key"]), level)]
        line = f"{ch['name']} gains Expertise in {cmd['key'].replace('_', ' ')} ({level})."
    else:
        cost = trait_cost(ch, cmd["key"])
        level = ch["traits"].get(cmd["key"], 0) + 1
        changes = [(path_of(cid, "traits", cmd["key"]), level)]
        line = f"{ch['name']} learns {content.load()['traits'][cmd['key']]['name']} ({cost} XP)."
        if "element" in cmd:
            changes.append((path_of(cid, "element"), cmd["element"]))
            line = line[:-1] + f", for {cmd['element']}."
    ctx.emit("xp_spent", line, changes=changes + [(["party", "xp"], xp - cost)])
