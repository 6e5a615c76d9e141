"""Attacks: attack dice against HTV (a natural 6 a critical; Focus may lift any other miss), the
Fate windows, defense dice against SAV (a natural 6 a critical save), saves cancelling hits,
cover and obscurement, damage, crit effects, defeat and what a defeat scores; and falling.

state["combat"] = {"kind", "strikes": [{"by", "at", "w" (the attack's numbers), "atk", "mods",
"auto", "def", "points", "extra", "cover", "blast_of"}]}. A Fight has two strikes (each model
at the other), a blast one per model caught; they resolve together."""

from __future__ import annotations

from game.core import dice as D
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import content, scoring
from game.games.grimheim.rules import state as S
from game.games.grimheim.rules.engine import asking, auto, who
from game.games.grimheim.rules.statuses import gain

FIGHT_STAGES = ("attack", "defense")
LANTERN = 3  # inches around a Lantern-Bearer in which its side's shots see clearly


def attack_numbers(m, wid: str, kind: str, target=None, state=None) -> dict:
    """The numbers an attack rolls with: ATK, HTV, DMG, CRT and rules, after statuses, special
    rules and the kind of attack (a reaction or Overwatch rolls one die fewer)."""
    w = dict(S.weapon(wid))
    out = {
        "name": w["name"],
        "atk": w["atk"],
        "htv": w["htv"],
        "dmg": w["dmg"],
        "crt": w["crt"],
        "rules": list(w["rules"]),
        "status": None,
        "when": None,
        "heal": 0,
    }
    if kind in ("intercept", "overwatch", "run_and_gun"):
        out["atk"] -= 1
    if kind == "fight":
        if S.status(m, "enraged"):
            out["atk"] += 1
        if S.status(m, "fearful"):
            out["htv"] += 1
        if m.get("charged") and S.has(m, "bloodrush"):
            out["atk"] += 1
        if target is not None and state and S.has(m, "pack_hunter") and ganged(state, m, target):
            out["atk"] += 1
    if kind in ("shoot", "overwatch", "run_and_gun") and target is not None and state:
        reach = B.distance(m["cell"], target["cell"])
        far = reach > 8 and S.has(target, "fogbound")
        smoke = content.load()["missions"][state["mission"]].get("smoke")
        dark = B.obscured(state["map"], target["cell"], m["cell"]) or far
        dark = dark or (smoke is not None and reach > smoke)
        if dark and not lit(state, m, target):
            out["htv"] += 1
    if "searing" in out["rules"] and target is not None and S.status(target, "burning"):
        out["dmg"] += 1
        out["crt"] += 1
    out["atk"] = max(1, out["atk"])
    out["htv"] = min(6, out["htv"])
    return out


def ganged(state, m, target) -> bool:
    """Another friend of ``m`` has ``target`` inside its melee range (Pack Hunter)."""
    return any(S.threatens(state, f, target["cell"]) for f in S.friends(state, m))


def lit(state, m, target) -> bool:
    """A Lantern-Bearer on the shooter's side stands within LANTERN inches of the target."""
    return any(
        S.has(f, "lantern") and B.distance(f["cell"], target["cell"]) <= LANTERN
        for f in S.alive(state, m["seat"])
    )


def spell_numbers(spell_id: str) -> dict:
    sp = content.load()["spells"][spell_id]
    return {
        "name": sp["name"],
        "atk": sp["atk"],
        "htv": sp["htv"],
        "dmg": sp["dmg"],
        "crt": sp["crt"],
        "rules": [],
        "status": sp.get("status"),
        "when": sp.get("when", "hit"),
        "heal": sp.get("heal", 0),
        "friendly": sp["target"] == "friend",
    }


def strike(state, by, at, numbers: dict, kind: str, dodge: bool = False, blast_of=None) -> dict:
    cover = (
        kind != "fight"
        and not numbers.get("friendly")
        and B.in_cover(state["map"], at["cell"], by["cell"])
    )
    return {
        "by": by["id"],
        "at": at["id"],
        "w": numbers,
        "atk": [],
        "mods": [],
        "auto": 1 if (kind == "fight" and by.get("leap")) else 0,
        "def": [],
        "points": 0,
        "extra": 1 if dodge else 0,
        "cover": cover,
        "blast_of": blast_of,
    }


def begin(ctx, kind: str, strikes: list[dict], log: str = "") -> None:
    """Put an attack on the agenda: roll, the attackers' Fate windows, defense, the defenders'
    windows, then resolve."""
    state = ctx.state
    seats_by = sorted({S.model(state, s["by"])["seat"] for s in strikes})
    seats_at = sorted({S.model(state, s["at"])["seat"] for s in strikes})
    push = [{"op": "roll_attack"}]
    push += [asking("fate", seat, stage="attack") for seat in seats_by]
    push += [{"op": "roll_defense"}]
    push += [asking("fate", seat, stage="defense") for seat in seats_at]
    push += [{"op": "resolve_attack"}]
    ctx.emit(
        "attack_declared",
        log,
        changes=[(["combat"], {"kind": kind, "strikes": strikes})],
        push=push,
    )


def successes(s) -> tuple[int, int]:
    """(normal hits, critical hits) of a strike's attack dice as they stand now."""
    htv = s["w"]["htv"]
    hits = crits = 0
    for face, mod in zip(s["atk"], s["mods"], strict=False):
        if face == 6:
            crits += 1
        elif face + mod >= htv:  # mod: Focus points (a natural 1 hits only if lifted)
            hits += 1
    return hits, crits + s["auto"]


def saves(s, sav: int) -> tuple[int, int]:
    t = D.tally(s["def"], sav, 6) if s["def"] else D.Tally(0, 0, 0, 0)
    return t.hits + (1 if s["cover"] else 0), t.crits


def best_damage(hits, crits, normal, crit_saves, points, dmg, crt) -> int:
    """The least damage the defender can take: a critical save cancels any hit, a normal save a
    normal hit, and two Fate Save points together a critical hit."""
    best = hits * dmg + crits * crt
    for x in range(min(crit_saves, crits) + 1):  # crit saves spent on crits
        left_cs = crit_saves - x
        for y in range(min(points // 2, crits - x) + 1):  # point pairs spent on crits
            c = crits - x - y
            n = max(0, hits - left_cs - normal - (points - 2 * y))
            best = min(best, n * dmg + c * crt)
    return best


@auto("roll_attack")
def _roll_attack(ctx, step):
    state = ctx.state
    strikes = [dict(s) for s in state["combat"]["strikes"]]
    shown = []
    for s in strikes:
        if s["blast_of"] is not None:
            continue
        s["atk"] = D.roll(s["w"]["atk"], ctx.chance)
        s["mods"] = [0] * len(s["atk"])
        shown.append(f"{S.model(state, s['by'])['name']} rolls {s['atk']} needing {s['w']['htv']}+")
    ctx.emit(
        "attack_rolled",
        "; ".join(shown) + ".",
        reveal=True,
        changes=[(["combat", "strikes"], strikes)],
        pop=1,
    )


@auto("roll_defense")
def _roll_defense(ctx, step):
    state = ctx.state
    strikes = [dict(s) for s in state["combat"]["strikes"]]
    for s in strikes:
        if s["blast_of"] is not None:
            src = strikes[s["blast_of"]]
            s["atk"], s["mods"], s["auto"] = list(src["atk"]), list(src["mods"]), src["auto"]
    shown = []
    for s in strikes:
        target = S.model(state, s["at"])
        if s["w"].get("friendly") or sum(successes(s)) == 0:
            continue
        n = defense_dice(state, target, s)
        s["def"] = D.roll(n, ctx.chance)
        shown.append(
            f"{target['name']} defends with {s['def']} needing {target['sav']}+"
            + (" (in cover)" if s["cover"] else "")
        )
    ctx.emit(
        "defense_rolled",
        "; ".join(shown) + "." if shown else "",
        reveal=bool(shown),
        changes=[(["combat", "strikes"], strikes)],
        pop=1,
    )


def defense_dice(state, target, s) -> int:
    n = target["def"] + s["extra"]
    if "piercing" in s["w"]["rules"]:
        n -= 1
    if S.status(target, "frozen"):
        n -= 1
    if S.has(target, "shieldwall") and any(
        B.distance(f["cell"], target["cell"]) <= 1 for f in S.friends(state, target)
    ):
        n += 1
    return max(0, n)


@auto("resolve_attack")
def _resolve(ctx, step):
    state = ctx.state
    combat = state["combat"]
    results = []
    for s in combat["strikes"]:
        at = S.model(state, s["at"])
        hits, crits = successes(s)
        if s["w"].get("friendly"):
            results.append((s, 0, hits + crits > 0, False))
            continue
        normal, crit_saves = saves(s, at["sav"])
        dmg = best_damage(
            hits, crits, normal, crit_saves, s["points"], s["w"]["dmg"], s["w"]["crt"]
        )
        got_through = best_damage(hits, crits, normal, crit_saves, s["points"], 1, 1) > 0
        crit_through = crits > crit_saves + s["points"] // 2
        results.append((s, dmg, got_through, crit_through))
    ctx.emit("attack_resolved", "", changes=[(["combat"], None)], pop=1)
    for s, dmg, landed, crit in results:
        at = S.model(ctx.state, s["at"])
        by = S.model(ctx.state, s["by"])
        if at["defeated"]:
            continue
        if s["w"].get("friendly"):
            apply_friendly(ctx, by, at, s, landed)
            continue
        if dmg:
            wound(ctx, at, dmg, by=by, melee=combat["kind"] == "fight", what=s["w"]["name"])
        else:
            ctx.emit("no_damage", f"{at['name']} shrugs off the {s['w']['name']}.")
        at = S.model(ctx.state, s["at"])
        if at["defeated"] or not landed:
            continue
        if crit:
            for rule, name in (("flame", "burning"), ("frost", "frozen"), ("stun", "stunned")):
                if rule in s["w"]["rules"]:
                    gain(
                        ctx, S.model(ctx.state, s["at"]), name, f" from a critical {s['w']['name']}"
                    )
            if S.has(by, "kindled"):
                gain(ctx, S.model(ctx.state, s["at"]), "burning", " by a Kindled blow")
        if s["w"].get("status") and (s["w"].get("when") != "crit" or crit):
            gain(ctx, S.model(ctx.state, s["at"]), s["w"]["status"], f" ({s['w']['name']})")


def apply_friendly(ctx, caster, target, s, landed) -> None:
    if not landed:
        ctx.emit("spell_fizzles", f"{s['w']['name']} fizzles.")
        return
    if s["w"]["heal"]:
        heal(ctx, target, s["w"]["heal"], s["w"]["name"])
    if s["w"].get("status"):
        gain(ctx, target, s["w"]["status"], f" ({s['w']['name']})")


def heal(ctx, m, amount: int, why: str) -> None:
    wounds = min(m["wnd"], m["wounds"] + amount)
    ctx.emit(
        "healed",
        f"{m['name']} heals {wounds - m['wounds']} ({why}).",
        changes=[(["models", m["id"], "wounds"], wounds)],
        model=m["id"],
    )


def wound(ctx, m, dmg: int, by=None, melee: bool = False, what: str = "") -> None:
    """Take damage; at 0 wounds the model is defeated and taken off the table."""
    left = max(0, m["wounds"] - dmg)
    ctx.emit(
        "damage",
        f"{m['name']} takes {dmg} damage{f' from {what}' if what else ''} ({left} left).",
        changes=[(["models", m["id"], "wounds"], left)],
        model=m["id"],
        amount=dmg,
    )
    if left == 0:
        defeat(ctx, S.model(ctx.state, m["id"]), by, melee)


def defeat(ctx, m, by=None, melee: bool = False) -> None:
    state = ctx.state
    data = content.load()
    mission = data["missions"][state["mission"]]
    victim_seat, changes = m["seat"], []
    changes += [
        (["models", m["id"], "defeated"], True),
        (["models", m["id"], "hidden"], False),
        (["models", m["id"], "watch"], None),
        (["players", victim_seat, "lost"], state["players"][victim_seat]["lost"] + 1),
    ]
    if state["active"] == m["id"]:
        changes.append((["models", m["id"], "left"], 0))
    killer = 1 - victim_seat
    p = state["players"][killer]
    vp = scoring.defeat_vp(mission, m, by if by is not None and by["seat"] == killer else None)
    for i in S.loads_of(state, m["id"]):  # dropped where it falls
        changes += [*scoring.unladen(state, i), (["objectives", i, "carrier"], None)]
    changes += [
        (["players", killer, "kills"], p["kills"] + 1),
        (["players", killer, "vp"], p["vp"] + vp),
    ]
    if by is not None and by["seat"] == killer:
        changes.append((["models", by["id"], "took_out"], by.get("took_out", 0) + 1))
        if melee:
            changes.append((["players", killer, "melee_kills"], p["melee_kills"] + 1))
        if m["cost"] > by["cost"]:
            changes.append((["players", killer, "giant"], True))
        if melee and S.has(by, "trophy_taker") and state["active"] == by["id"]:
            changes.append((["models", by["id"], "left"], by["left"] + 1))
    if state["first_blood"] is None:
        changes.append((["first_blood"], killer))
    gained = f"; {who(killer)} scores {vp} VP" if vp else ""
    ctx.emit("defeated", f"{m['name']} is defeated{gained}.", changes=changes, model=m["id"])


# --- falling ---------------------------------------------------------------------------------


def fall(ctx, m, height: int) -> None:
    """Put a fall on the agenda (see the "fall" and "land" steps)."""
    if height > B.SAFE_DROP:
        ctx.emit("falling", "", push=[{"op": "fall", "model": m["id"], "height": height}])


@auto("fall")
def _fall(ctx, step):
    """A drop of more than 2 inches rolls one defense die per inch beyond 2; its owner may then
    spend Fate dice (Save, Replace) on them before the model lands."""
    m = S.model(ctx.state, step["model"])
    rolls = step["height"] - B.SAFE_DROP
    if m["defeated"] or rolls <= 0:
        ctx.emit("no_fall", "", pop=1)
        return
    faces = D.roll(rolls, ctx.chance)
    ctx.emit(
        "fall",
        f"{m['name']} drops {step['height']} inches and rolls {faces} needing {m['sav']}+.",
        reveal=True,
        model=m["id"],
        faces=faces,
        pop=1,
        changes=[
            (["fall"], {"model": m["id"], "height": step["height"], "faces": faces, "points": 0})
        ],
        push=[asking("fate", m["seat"], stage="fall"), {"op": "land"}],
    )


def fall_damage(fall, sav: int) -> tuple[int, bool]:
    """(damage, stunned) of a fall as its dice stand: each failed die is 1 damage; each Fate
    Save point keeps the lowest failed die as a save; a 1 still failing leaves it Stunned."""
    failed = sorted(f for f in fall["faces"] if f < sav)
    kept = failed[fall["points"] :]
    return len(kept), 1 in kept


@auto("land")
def _land(ctx, step):
    fall = ctx.state["fall"]
    m = S.model(ctx.state, fall["model"])
    dmg, stun = fall_damage(fall, m["sav"])
    ctx.emit("landed", "", changes=[(["fall"], None)], pop=1)
    if dmg:
        wound(ctx, m, dmg, what="the fall")
    m = S.model(ctx.state, m["id"])
    if stun and not m["defeated"]:
        gain(ctx, m, "stunned", " by the landing")
