"""What a player may know before committing, computed from a seat's view (never the raw state):
where a model can go and what each path costs, the climbs, drops and jumps on the way, which
enemy reactions a path would set off, line of sight and cover to a target, and the odds of an
attack. Pure Python: it only reads the view and calls the rules' own functions, so the numbers
shown are the numbers the rules use.

Reading the view as a table: ``table(view)`` gives the small dict the rules' helpers take
(``map``, ``models`` by id, ``order``, ``action``); models carry only their public fields."""

from __future__ import annotations

import re
from itertools import pairwise

from game.core import dice as D
from game.games.grimheim.rules import actions, combat, fate, moving, reactions
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import state as S
from game.games.grimheim.rules.odds import odds_of, with_fate

MOVE_KINDS = ("move", "run", "charge", "fall_back", "run_and_gun")
# the order a square's colour is picked in: the cheapest way there first
KIND_ORDER = ("move", "fall_back", "run_and_gun", "charge", "run")


def table(view: dict) -> dict:
    models = {m["id"]: {"assault": 0, "charged": False, "leap": False, **m} for m in view["models"]}
    return {
        "map": view["map"],
        "mission": view["mission"]["id"],  # what the mission changes in a roll (the smoke)
        "models": models,
        "order": [m["id"] for m in view["models"]],
        "action": None,
        "objectives": view.get("objectives", []),
    }


def model_at(view: dict, cell) -> dict | None:
    cell = list(cell)
    for m in view["models"]:
        if m["cell"] == cell and not m["defeated"]:
            return m
    return None


def square(view: dict, cell) -> dict:
    """The readout of one square: its height in inches and its terrain."""
    sq = B.board(view["map"]).square(tuple(cell))
    return {"level": sq.level, "terrain": sq.terrain}


# --- reach -------------------------------------------------------------------------------------


def reach(legal: list[dict]) -> dict[tuple, dict]:
    """{cell: {"kinds": [move kinds], "inches": cost, "targets": [charge targets]}} from the
    legal commands: the squares a move, run, fall back, run and gun or charge may end on."""
    out: dict[tuple, dict] = {}
    for c in legal:
        if c.get("type") not in MOVE_KINDS or "cell" not in c:
            continue
        spot = out.setdefault(tuple(c["cell"]), {"kinds": [], "inches": None, "targets": []})
        if c["type"] not in spot["kinds"]:
            spot["kinds"].append(c["type"])
        inches = (c.get("preview") or {}).get("inches")
        if inches is not None and (spot["inches"] is None or inches < spot["inches"]):
            spot["inches"] = inches
        if c.get("target") and c["target"] not in spot["targets"]:
            spot["targets"].append(c["target"])
    for spot in out.values():
        spot["kinds"].sort(key=KIND_ORDER.index)
    return out


def first_kind(spot: dict) -> str:
    return spot["kinds"][0]


def step_kind(name: str, a, b) -> str:
    """How one step of a path is taken: walk, climb, drop, leap (a drop of more than 2"),
    jump (over a gap) or ladder."""
    if B.distance(a, b) > 1:
        return "jump"
    rise = B.level(name, b) - B.level(name, a)
    if rise and B.ladder_step(name, a, b):
        return "ladder"
    if rise > 0:
        return "climb"
    if rise < 0:
        return "leap" if -rise > B.SAFE_DROP else "drop"
    return "walk"


def plan(view: dict, mid: str, cell, budget: int = 40) -> dict | None:
    """The cheapest path for model ``mid`` to ``cell``: its squares, cost in inches, how each
    step is taken, and the enemy reactions it would set off (intercepts along the way,
    Overwatch at its end). None if the square can't be reached."""
    t = table(view)
    m = t["models"][mid]
    paths = S.paths(t, m, budget)
    key = tuple(cell)
    if key not in paths:
        return None
    path = B.route(paths, key)
    name = view["map"]
    steps = [{"cell": b, "kind": step_kind(name, a, b)} for a, b in pairwise(path)]
    return {"path": path, "inches": paths[key][0], "steps": steps, "warnings": threats(t, m, path)}


def threats(t: dict, m: dict, path: list) -> list[dict]:
    """Enemy reactions a move along ``path`` sets off: [{"by", "name", "kind", "cell"}]."""
    out = []
    for e in S.enemies(t, m):
        if not S.can_react(e) or e["watch"]:
            continue
        if reactions.intercepts(t, e, m, path):
            point = moving.intercept_point(t, m, path, e)
            out.append(
                {"by": e["id"], "name": e["name"], "kind": "intercept", "cell": list(point[1])}
            )
    mover = {**m, "cell": list(path[-1])}
    for w in moving.watchers(t, mover):
        out.append({"by": w["id"], "name": w["name"], "kind": "overwatch", "cell": list(path[-1])})
    return out


def warned_squares(view: dict, mid: str, cells) -> dict[tuple, list[dict]]:
    """For each reachable square, the reactions ending a move there would set off (only the
    squares with some)."""
    t = table(view)
    m = t["models"][mid]
    paths = S.paths(t, m, 40)
    out = {}
    for cell in cells:
        if tuple(cell) not in paths:
            continue
        found = threats(t, m, B.route(paths, tuple(cell)))
        if found:
            out[tuple(cell)] = found
    return out


# --- sight and odds ----------------------------------------------------------------------------


def sight(view: dict, viewer_id: str, target_id: str) -> dict:
    t = table(view)
    a, b = t["models"][viewer_id], t["models"][target_id]
    name = view["map"]
    sees = B.can_see(name, a["cell"], b["cell"])
    return {
        "sees": sees,
        "blocker": "" if sees else B.blocker(name, tuple(a["cell"]), tuple(b["cell"])),
        "range": max([w["rng"] for w in guns(a)], default=0),
        "inches": B.distance(a["cell"], b["cell"]),
        "cover": sees and B.in_cover(name, b["cell"], a["cell"]),
        "obscured": sees and B.obscured(name, b["cell"], a["cell"]),
        "hidden": bool(b["hidden"]),
        "height": B.level(name, b["cell"]) - B.level(name, a["cell"]),
    }


def guns(m: dict, moved: bool = False) -> list[dict]:
    """A model's ranged weapons (without the heavy ones, after a move)."""
    guns = [S.weapon(w) for w in m["weapons"] if S.weapon(w)["kind"] == "ranged"]
    return [w for w in guns if not (moved and "heavy" in w["rules"])]


AP_COST = {"move": 1, "charge": 1, "run": 2, "fall_back": 2, "run_and_gun": 2}


def may_shoot_after(view: dict, mover_id: str, kind: str) -> bool:
    """Whether ``mover_id`` could still take a Shoot action after a ``kind`` move, as the rules
    allow it: a Move or Fall Back (never after a Run), AP left over, no Shoot yet this
    activation, not Enraged nor hidden, and a ranged weapon that may fire after moving. (A
    model that moved may not Charge, so a move square offers no charges.)"""
    m = table(view)["models"][mover_id]
    done = set(m.get("acts", []))
    return (
        kind in ("move", "fall_back")
        and m["left"] - AP_COST[kind] >= 1
        and not done & {"shoot", "run", "run_and_gun"}
        and "enraged" not in m["statuses"]
        and not m["hidden"]
        and bool(guns(m, moved=True))
    )


def shots_from(view: dict, mover_id: str, cell, kind: str) -> list[str]:
    """The enemies ``mover_id`` could Shoot after a ``kind`` move to ``cell``: in range of a
    weapon that may fire after moving, in sight and not hidden."""
    if not may_shoot_after(view, mover_id, kind):
        return []
    t = table(view)
    m = t["models"][mover_id]
    reach = max(w["rng"] for w in guns(m, moved=True))
    out = []
    for e in t["models"].values():
        if e["seat"] == m["seat"] or e["defeated"] or e["cell"] is None or e["hidden"]:
            continue
        if B.distance(cell, e["cell"]) <= reach and B.can_see(view["map"], cell, e["cell"]):
            out.append(e["id"])
    return out


def attack(view: dict, command: dict) -> dict | None:
    """The odds of a legal fight, shoot, run-and-gun shot or spell command, as the rules would
    roll it now (a Dodge would add a defense die); under "fate", the same odds if the attacker
    spends the Fate dice it holds on the roll (None when none could change it); for a Fight,
    also the blow struck back."""
    kind = command.get("type")
    if kind not in ("fight", "shoot", "run_and_gun", "cast") or "target" not in command:
        return None
    t = table(view)
    active = view.get("active") or (view.get("combat") or {}).get("by")
    by = t["models"].get(command.get("model") or active or "")
    at = t["models"][command["target"]]
    if by is None:
        return None
    if kind == "cast":
        numbers = combat.spell_numbers(command["spell"])
        if numbers.get("friendly"):
            return None
    else:
        numbers = combat.attack_numbers(by, command["weapon"], kind, at, t)
    s = combat.strike(t, by, at, numbers, kind)
    defence = (combat.defense_dice(t, at, s), at["sav"], s["cover"], at["wounds"])
    out = odds_of(numbers, *defence, auto=s["auto"])
    out["name"] = numbers["name"]
    mine = view["players"][by["seat"]]
    out["fate"] = with_fate(
        numbers, *defence, mine["fate"], mine.get("fate_rules", []), auto=s["auto"]
    )
    if kind == "fight":
        back = actions.best_melee(at)
        if back and not S.status(at, "stunned"):
            nb = combat.attack_numbers(at, back, "fight", by, t)
            sb = combat.strike(t, at, by, nb, "fight")
            out["back"] = odds_of(
                nb, combat.defense_dice(t, by, sb), by["sav"], False, by["wounds"]
            )
            out["back"]["name"] = nb["name"]
    return out


def odds_line(o: dict) -> str:
    """One short sentence of odds for a button or a tooltip."""
    cover = ", in cover" if o["cover"] else ""
    return (
        f"{o['dice']} dice at {o['htv']}+: {o['hits']:.1f} hits, {o['wounds']:.1f} wounds; "
        f"crit {o['p_crit']:.0%}, kill {o['p_kill']:.0%}{cover}"
    )


def fate_line(o: dict) -> str:
    """What the attacker's Fate dice could make of the attack, or "" when they can't help."""
    f = o.get("fate")
    if not f:
        return ""
    dice = ", ".join(str(d) for d in f["dice"])
    how = " or ".join(k.capitalize() for k in f["kinds"])
    return (
        f"With your Fate dice ({dice}) as {how}: {f['hits']:.1f} hits, "
        f"{f['wounds']:.1f} wounds, kill {f['p_kill']:.0%}"
    )


# --- a Fate die on the dice already rolled ------------------------------------------------------


def fate_change(view: dict, command: dict) -> str:
    """What spending a Fate die in the window after a roll would do, read off the dice on the
    table: how many hits the attack roll makes, or how much damage gets through the defense
    ("" for any other command, and for a fall, whose dice the view does not carry)."""
    effect = fate_effect(view, command)
    if effect is None:
        return ""
    if effect["kind"] == "attack":
        (hits, crits), (hits2, crits2) = effect["before"], effect["after"]
        out = f"hits {hits + crits} to {hits2 + crits2}"
        return out + (f", criticals {crits} to {crits2}" if crits2 != crits else "")
    return f"damage {effect['before']} to {effect['after']}"


def fate_effect(view: dict, command: dict) -> dict | None:
    """The same in numbers: {"kind": "attack", "before"/"after": (hits, criticals), "strike"}
    on the spender's attack dice, {"kind": "defense", "before"/"after": damage through} on its
    defense dice; None when the command is no Fate die on a roll the view carries."""
    combat_now = view.get("combat")
    if command.get("type") != "fate" or command.get("strike", -1) < 0 or not combat_now:
        return None
    mine = view["players"][view["seat"]]
    ability = mine["fate_rules"][command["ability"]]
    face = mine["fate"][command["die"]]
    pts = fate.points(face, ability["die"])
    s = dict(combat_now["strikes"][command["strike"]])
    models = table(view)["models"]
    if models[s["by"]]["seat"] == view["seat"]:  # my attack dice
        hits, crits = combat.successes(s)
        if ability["kind"] == "focus":
            s["mods"] = fate.focus(s["atk"], s["mods"], s["w"]["htv"], pts)
        else:
            low = s["atk"].index(min(s["atk"]))
            s["atk"] = D.replace(s["atk"], low, face)
            s["mods"] = [0 if n == low else m for n, m in enumerate(s["mods"])]
        after = combat.successes(s)
        return {"kind": "attack", "before": (hits, crits), "after": after, "strike": s}
    sav = models[s["at"]]["sav"]
    before = _dealt(s, sav)
    if ability["kind"] == "save":
        s["points"] = s["points"] + pts
    else:
        s["def"] = D.replace(s["def"], s["def"].index(min(s["def"])), face)
    return {"kind": "defense", "before": before, "after": _dealt(s, sav), "strike": s}


def _dealt(s: dict, sav: int) -> int:
    normal, crit_saves = combat.saves(s, sav)
    hits, crits = combat.successes(s)
    return combat.best_damage(
        hits, crits, normal, crit_saves, s["points"], s["w"]["dmg"], s["w"]["crt"]
    )


# --- the dice as rolled ------------------------------------------------------------------------

ROLL = re.compile(
    r"(?P<who>[^;:.]+?) (?P<verb>rolls|defends with) \[(?P<faces>[\d, ]*)\] "
    r"needing (?P<need>\d)\+"
)


CHANGED = re.compile(
    r"(?P<who>[^;:.]+?)'s (?P<kind>attack|defense) dice now read \[(?P<faces>[\d, ]*)\] "
    r"needing (?P<need>\d)\+"
)


def _entry(m, kind: str) -> dict:
    faces = [int(f) for f in m["faces"].replace(" ", "").split(",") if f]
    return {"who": m["who"].strip(), "kind": kind, "faces": faces, "need": int(m["need"])}


def last_rolls(log: list[str]) -> list[dict]:
    """The attack and defense dice of the latest attack in the journal: [{"who", "kind"
    ("attack"|"defense"), "faces", "need"}], attack first, each as a Fate die (Replace, Focus)
    last left it. Reads the lines every seat sees."""
    changed: dict[tuple, dict] = {}  # (who, kind): its dice after the latest Fate die
    defense: list[dict] = []
    for line in reversed(log):
        text = str(line)
        for m in CHANGED.finditer(text):
            changed.setdefault((m["who"].strip(), m["kind"]), _entry(m, m["kind"]))
        found = [
            _entry(m, "attack" if m["verb"] == "rolls" else "defense") for m in ROLL.finditer(text)
        ]
        if found and found[0]["kind"] == "defense" and not defense:
            defense = found  # the attack roll is further up
        elif found and found[0]["kind"] == "attack":
            return [changed.get((r["who"], r["kind"]), r) for r in found + defense]
    return [changed.get((r["who"], r["kind"]), r) for r in defense]
