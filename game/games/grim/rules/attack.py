"""Attacks: declaring (Attack, damage Element, Targets, Synergy; Stamina at half the base damage
rounded up), landing or being Hindered, resolving damage, then Synergy.

The Attack in progress is the top of ``state["attacks"]`` (a stack: an Attack released from
Paralysis may resolve while another waits). Its record: seat, slot, card, attack (0 lower, 1
higher), element, targets ([[seat, slot, card]]), synergy, negated (Blindness), spread (why it
may hit two: "synergy", "haven" or "bonus"), cost, kind ("action", "extra" or "resume"), reactor
(the Target card whose player inflicted a Status as a Reaction), extra (one more Attack after)."""

from __future__ import annotations

from game.core.agenda import clone
from game.games.grim.rules import bonds, damage, effects, statuses
from game.games.grim.rules import state as S
from game.games.grim.rules.engine import ask, asking, auto

STATUS_CLEARED_BY_ATTACKING = ("burn", "grapple", "fear", "confusion", "freeze")


def current(state: dict) -> dict | None:
    return state["attacks"][-1] if state["attacks"] else None


def _set_current(ctx, attack: dict | None, log: str = "", **extra) -> None:
    attacks = ctx.state["attacks"]
    ctx.emit(
        extra.pop("kind", "attack_changed"),
        log,
        changes=[(["attacks"], attacks[:-1] + ([attack] if attack else []))],
        **extra,
    )


def has_synergy(state: dict, seat: int, slot: int, attack_index: int) -> bool:
    g = S.grim_at(state, seat, slot)
    need = S.card(g["card"])["attacks"][attack_index]["synergy"]
    ally = S.ally(state, seat, slot)
    if ally is not None and need in S.elements(state, ally):
        return True
    if S.world_rule(state) == "dreaming" and need in S.elements(state, g):
        return True  # the Dreaming Spire: a Grim is its own Synergy partner
    return S.coven(state) and state["players"][seat]["grimlord"] == need


def _spread_source(state, seat, slot, entry, synergy) -> str | None:
    g = S.grim_at(state, seat, slot)
    if g["bonus"].get("earth"):
        return "bonus"
    if synergy and any(e["do"] == "target_both" for e in entry["effects"]):
        return "synergy"
    if S.world_rule(state) == "spread" and S.attached_element(state, g) == "earth":
        return "haven"
    return None


def options(state: dict, seat: int, slot: int, kind: str, fixed: int | None = None) -> list:
    """Every legal Attack declaration for the Grim at (seat, slot), with damage previews."""
    g = S.at(state, seat, slot)
    if g is None or (kind == "action" and g["status"] == "throw"):
        return []
    enemies = [t for t in (0, 1) if S.at(state, 1 - seat, t) is not None]
    if not enemies:
        return []
    out = []
    for index, entry in enumerate(S.card(g["card"])["attacks"]):
        if fixed is not None and index != fixed:
            continue
        if index == 1 and g["status"] == "freeze":
            continue
        cost = damage.half(entry["damage"])
        if g["stamina"] < cost:
            continue
        for synergy in [False, True] if has_synergy(state, seat, slot, index) else [False]:
            spread = _spread_source(state, seat, slot, entry, synergy)
            target_sets = [[t] for t in enemies]
            if spread == "bonus" and len(enemies) == 2:
                target_sets = [[0, 1]]  # the Earth Spirit Bonus: the Attack targets both
            elif spread and len(enemies) == 2:
                target_sets.append([0, 1])
            for element in S.elements(state, g):
                for targets in target_sets:
                    record = _record(state, seat, slot, index, element, targets, synergy, kind)
                    preview = {str(t): damage.calc(state, record, 1 - seat, t) for t in targets}
                    names = " and ".join(S.label(state, 1 - seat, t) for t in targets)
                    hits = ", ".join(
                        "Immune (no damage)" if p["immune"] else str(p["damage"])
                        for p in preview.values()
                    )
                    if all(p["immune"] for p in preview.values()):
                        hits += ", no Synergy"
                    out.append(
                        {
                            "type": "attack",
                            "attack": index,
                            "element": element,
                            "targets": targets,
                            "synergy": synergy,
                            "label": f"{entry['name']} ({element.title()}) at {names}"
                            f"{' with Synergy' if synergy else ''}: {hits} "
                            f"[{cost} Stamina]",
                            "preview": {"cost": cost, "damage": preview},
                        }
                    )
    return out


def _record(state, seat, slot, index, element, targets, synergy, kind) -> dict:
    g = S.grim_at(state, seat, slot)
    entry = S.card(g["card"])["attacks"][index]
    spread = _spread_source(state, seat, slot, entry, synergy) if len(targets) == 2 else None
    return {
        "seat": seat,
        "slot": slot,
        "card": g["card"],
        "attack": index,
        "element": element,
        "targets": [[1 - seat, t, S.grim_at(state, 1 - seat, t)["card"]] for t in targets],
        "synergy": synergy,
        "negated": False,
        "spread": spread,
        "cost": damage.half(entry["damage"]),
        "kind": kind,
        "reactor": None,
        "extra": False,
    }


def declare(ctx, seat: int, slot: int, command: dict, kind: str) -> None:
    state = ctx.state
    record = _record(
        state,
        seat,
        slot,
        command["attack"],
        command["element"],
        command["targets"],
        command["synergy"],
        kind,
    )
    g = S.grim_at(state, seat, slot)
    entry = S.card(g["card"])["attacks"][record["attack"]]
    names = " and ".join(S.grim_name(t[2]) for t in record["targets"])
    ctx.emit(
        "attack_declared",
        f"{S.grim_name(g['card'])} declares {entry['name']} with "
        f"{record['element'].title()} damage at {names}"
        f"{' with Synergy' if record['synergy'] else ''}.",
        changes=[(["attacks"], state["attacks"] + [record])],
        push=[asking("reaction", 1 - seat), {"op": "land"}],
        attack=record,
    )
    damage.spend_stamina(ctx, seat, slot, record["cost"], " on the Attack")
    if record["synergy"] and S.grim_at(state, seat, slot)["status"] == "blindness":
        _negate(ctx)


def _negate(ctx) -> None:
    a = clone(current(ctx.state))
    a["negated"] = True
    _set_current(ctx, a, f"Blindness negates {S.grim_name(a['card'])}'s Synergy.")
    statuses.clear(ctx, a["seat"], a["slot"], "blindness")


# --- the Reaction ----------------------------------------------------------------------------


def reaction_options(state: dict, step: dict) -> list:
    a = current(state)
    seat = step["seat"]
    player = state["players"][seat]
    attacker = S.at(state, a["seat"], a["slot"]) if a else None
    if a is None or attacker is None or not player["reaction"]:
        return []
    if attacker["bonus"].get("light"):
        return []  # the Light Spirit Bonus: no Reactions to this Grim's Attacks
    slots = [t[1] for t in a["targets"] if S.find(state, t[2]) == (t[0], t[1])]
    attacker_elements = S.elements(state, attacker)
    out = []
    offered = set(S.one_of_each_kind(state, player["hand"]))
    for card_id in player["hand"]:
        kind = state["bond_kinds"].get(card_id)
        if kind == "spirit" or (kind and card_id not in offered):
            continue  # no Spirit as a Reaction; a second Element of a kind is the same choice
        for slot in slots:
            target = S.grim_name(S.grim_at(state, seat, slot)["card"])
            if kind:
                trial = _with_element(state, seat, slot, card_id)
                after = damage.calc(trial, a, seat, slot)
                out.append(
                    {
                        "type": "react_element",
                        "card": card_id,
                        "slot": slot,
                        "label": f"Attach {kind.title()} to {target}: "
                        f"{'Immune' if after['immune'] else after['damage']}",
                        "preview": after,
                    }
                )
            else:
                element = S.card(card_id)["element"]
                if element in attacker_elements:
                    continue  # never a Grim's own Element's Status on a Reaction
                status = S.status_of_element(element)
                preview = _status_preview(state, a, status, seat, slot)
                out.append(
                    {
                        "type": "react_status",
                        "card": card_id,
                        "slot": slot,
                        "label": f"{'Show' if S.coven(state) else 'Discard'} "
                        f"{S.grim_name(card_id)} to inflict "
                        f"{statuses.NAMES[status]} (for {target}): "
                        f"{preview['outcome']}",
                        "preview": preview,
                    }
                )
    if out:
        out.append({"type": "no_reaction", "label": "No Reaction"})
    return out


def _with_element(state, seat, slot, bond):
    """A shallow what-if copy: the Grim at (seat, slot) with ``bond`` as its Element."""
    g = dict(S.at(state, seat, slot))
    g["bonds"] = [b for b in g["bonds"] if state["bond_kinds"][b] == "spirit"] + [bond]
    field = [list(row) for row in state["field"]]
    field[seat][slot] = g
    return {**state, "field": field}


def _status_preview(state, a, status, seat, slot) -> dict:
    """What inflicting ``status`` on the Attacker does to this Attack, told in advance."""
    out = {"status": status}
    if status == "freeze" and a["attack"] == 1:
        return {**out, "outcome": "Hindered: it must redeclare"}
    if status == "paralysis":
        return {**out, "outcome": "held until the Paralysis Phase"}
    if status == "root" and a["element"] != S.card(a["card"])["element"]:
        return {**out, "outcome": "Hindered: its Element bounces"}
    g = dict(S.grim_at(state, a["seat"], a["slot"]))
    g["status"] = status
    field = [list(row) for row in state["field"]]
    field[a["seat"]][a["slot"]] = g
    trial = {**state, "field": field}
    calc = damage.calc(trial, {**a, "negated": a["negated"] or status == "blindness"}, seat, slot)
    told = "Immune" if calc["immune"] else f"{calc['damage']} damage"
    if status in ("grapple", "confusion") and not calc["immune"]:
        told += f", {damage.half(calc['damage'])} back to the " + (
            "Ally" if status == "grapple" else "Attacker"
        )
    return {**out, "outcome": told, "damage": calc}


def _reaction_text(state, step):
    a = current(state)
    return "reaction", {
        "text": "Your Grim is attacked: react with an Element or a Status?",
        "attack": a,
    }


@ask("reaction", _reaction_text, reaction_options)
def _react(ctx, step, command):
    state = ctx.state
    seat = step["seat"]
    if command["type"] == "no_reaction":
        ctx.emit("no_reaction", f"Player {seat + 1} does not react.", pop=1)
        return
    a = current(state)
    rnd = state["round"] or {}
    spare = S.lord(state, seat) == "second_sight" and seat not in rnd.get("second_reaction", [])
    if spare:  # the Psychic Grimlord: the first Reaction of the Round leaves the token
        ctx.emit(
            "reaction_used",
            f"The Thousand Eyes keeps Player {seat + 1}'s Reaction ready "
            "for a second one this Round.",
            pop=1,
            changes=[(["round", "second_reaction"], rnd.get("second_reaction", []) + [seat])],
        )
    else:
        ctx.emit("reaction_used", "", pop=1, changes=[(["players", seat, "reaction"], False)])
    card_id = command["card"]
    if command["type"] == "react_element":
        bonds.attach(ctx, seat, command["slot"], card_id, " as a Reaction")
        return
    hand = state["players"][seat]["hand"]
    keep = S.coven(state)  # Coven: the Grim is shown, then goes back to hand
    changes = (
        []
        if keep
        else [
            (["players", seat, "hand"], [c for c in hand if c != card_id]),
            (["limbo"], state["limbo"] + [card_id]),
        ]
    )
    a = clone(a)
    a["reactor"] = S.at(state, seat, command["slot"])["card"]
    changes.append((["attacks"], state["attacks"][:-1] + [a]))
    ctx.emit(
        "status_reaction",
        f"Player {seat + 1} reveals {S.grim_name(card_id)}{'' if keep else ' and discards it'}.",
        reveal=True,
        card=card_id,
        changes=changes,
    )
    status = S.status_of_element(S.card(card_id)["element"])
    statuses.inflict(ctx, a["seat"], a["slot"], status, reaction=True, why=" as a Reaction")
    if status == "blindness" and a["synergy"] and S.find(state, a["card"]):
        _negate(ctx)


# --- landing or Hindered -----------------------------------------------------------------


def _hindered(state, a) -> str | None:
    g = S.grim_at(state, a["seat"], a["slot"])
    if a["attack"] == 1 and g["status"] == "freeze":
        return "Frozen, it cannot use its higher Attack"
    if a["element"] not in S.elements(state, g):
        return f"it no longer has the {a['element'].title()} Element"
    if any(S.find(state, t[2]) != (t[0], t[1]) for t in a["targets"]):
        return "a Target has left the field"
    return None


def _redeclare_step(a) -> dict:
    if a["kind"] == "action":
        return asking("action", a["seat"], card=a["card"])
    if a["kind"] == "resume":
        return asking("extra_attack", a["seat"], card=a["card"], fixed=a["attack"])
    return asking("extra_attack", a["seat"], card=a["card"])


@auto("land")
def _land(ctx, step):
    state = ctx.state
    a = current(state)
    g = S.find(state, a["card"]) == (a["seat"], a["slot"])
    if not g:
        _set_current(ctx, None, "The Attack ends: its Grim is gone.", pop=1)
        return
    g = S.at(state, a["seat"], a["slot"])
    if g["status"] == "paralysis" and g["status_reaction"] and a["kind"] != "resume":
        rnd = state["round"]
        _set_current(
            ctx,
            None,
            f"Paralysis holds {S.grim_name(a['card'])}'s Attack until the Paralysis Phase.",
            pop=1,
            kind="attack_suspended",
        )
        ctx.emit("suspended", "", changes=[(["round", "suspended"], rnd["suspended"] + [a])])
        return
    why = _hindered(state, a)
    if why:
        _set_current(
            ctx,
            None,
            f"The Attack is Hindered: {why}. Its Stamina comes back.",
            pop=1,
            push=[{**_redeclare_step(a), "hindered": why}],  # the view shows why on the card
            kind="attack_hindered",
        )
        damage.gain_stamina(ctx, a["seat"], a["slot"], a["cost"], " back", regain=True)
        if a["kind"] == "resume":
            statuses.clear(ctx, a["seat"], a["slot"], "paralysis")
        return
    if len(a["targets"]) == 2 and (
        (a["spread"] == "synergy" and a["negated"])
        or (a["spread"] == "haven" and S.attached_element(state, g) != "earth")
    ):
        ctx.emit(
            "spread_lost",
            "It can no longer hit both: one Target must be chosen.",
            push=[asking("one_target", a["seat"])],
        )
        return
    ctx.emit("attack_lands", "The Attack lands.", pop=1, push=[{"op": "resolve"}])
    if any(not damage.calc(state, a, t[0], t[1])["immune"] for t in a["targets"]):
        first = tuple(a["targets"][0][:2])
        effects.passive(ctx, "attack_lands", a["seat"], a["slot"], first)
        effects.passive(ctx, "after_attack_lands", a["seat"], a["slot"], first)


def _one_target_options(state, step):
    a = current(state)
    return [
        {"type": "one_target", "slot": t[1], "label": f"Hit {S.grim_name(t[2])}"}
        for t in a["targets"]
    ]


@ask(
    "one_target",
    lambda s, st: ("one_target", {"text": "Your Attack can only hit one Target now: choose it."}),
    _one_target_options,
)
def _one_target(ctx, step, command):
    a = clone(current(ctx.state))
    a["targets"] = [t for t in a["targets"] if t[1] == command["slot"]]
    a["spread"] = None
    _set_current(ctx, a, "", pop=1)


# --- resolution ------------------------------------------------------------------------------


@auto("resolve")
def _resolve(ctx, step):
    state = ctx.state
    a = current(state)
    seat, slot = a["seat"], a["slot"]
    if S.find(state, a["card"]) != (seat, slot):  # knocked out after landing: nothing goes on
        ctx.emit("resolving", "The Attack ends: its Grim is gone.", pop=1, push=[{"op": "synergy"}])
        return
    order = sorted(a["targets"], key=lambda t: t[2] != a["reactor"])  # the reactor's first
    ctx.emit("resolving", "", pop=1, push=[{"op": "synergy"}])
    status = S.at(state, seat, slot)["status"]
    share_from = a["reactor"] or order[0][2]
    results, shared = {}, 0
    for t_seat, t_slot, card_id in order:
        if S.find(state, card_id) != (t_seat, t_slot) or state["result"] is not None:
            continue
        calc = damage.calc(state, a, t_seat, t_slot)
        results[card_id] = calc
        ctx.emit(
            "damage_calculated",
            f"Against {S.grim_name(card_id)}: "
            + (
                ", ".join(calc["steps"]) + f" = {calc['damage']}"
                if calc["steps"]
                else f"{calc['damage']}"
            )
            + ".",
            target=card_id,
            calc=calc,
        )
        if card_id == share_from:
            shared = calc["damage"]
        if not calc["immune"]:
            knocked = effects.deal(ctx, t_seat, t_slot, calc["damage"], (seat, slot))
            if not knocked and calc["damage"] and S.at(state, seat, slot) is not None:
                effects.passive(ctx, "when_hit", t_seat, t_slot, (seat, slot))
        for gone in ("curse", "blight"):
            statuses.clear(ctx, t_seat, t_slot, gone, " after the Attack")
    if state["result"] is not None:
        return
    if status == "grapple" and S.at(state, seat, slot) and shared:
        damage.deal(ctx, seat, 1 - slot, damage.half(shared), why=" from Grapple")
    if status == "confusion" and S.at(state, seat, slot) and shared:
        damage.deal(ctx, seat, slot, damage.half(shared), why=" from Confusion")
    if S.find(state, a["card"]) == (seat, slot):
        for gone in STATUS_CLEARED_BY_ATTACKING:
            statuses.clear(ctx, seat, slot, gone, " after the Attack")
        g = S.at(state, seat, slot)
        # the Fire and Earth Spirit Bonuses last until an Attack of this Grim is not Hindered
        used = [k for k in ("fire", "earth") if g["bonus"].get(k)]
        if used:
            b = clone(g)
            for k in used:
                del b["bonus"][k]
            ctx.emit("bonus_used", "", changes=[(["field", seat, slot], b)])
        effects.passive(
            ctx,
            "after_resolution",
            seat,
            slot,
            tuple(order[0][:2]) if S.find(state, order[0][2]) else None,
        )
    a = clone(current(state))
    a["hit"] = any(not r["immune"] for r in results.values())
    _set_current(ctx, a)


@auto("synergy")
def _synergy(ctx, step):
    state = ctx.state
    a = current(state)
    alive = S.find(state, a["card"]) == (a["seat"], a["slot"])
    done = [{"op": "attack_done"}]
    if a["synergy"] and not a["negated"] and alive and a.get("hit"):
        g = S.at(state, a["seat"], a["slot"])
        if g["status"] == "blindness":
            ctx.emit("synergy_blind", "", pop=1, push=done)
            _negate(ctx)
            return
        entry = S.card(a["card"])["attacks"][a["attack"]]
        ctx.emit("synergy", f"Synergy: {entry['text']}", pop=1, push=done)
        wants_extra = any(e["do"] == "extra_attack" for e in entry["effects"])
        effects.run(
            ctx,
            [e for e in entry["effects"] if e["do"] != "extra_attack"],
            a["seat"],
            a["slot"],
            a["targets"],
            " (Synergy)",
        )
        if wants_extra and S.find(state, a["card"]) and state["attacks"]:
            a = clone(current(state))
            a["extra"] = True
            _set_current(ctx, a)
        return
    ctx.emit("no_synergy", "", pop=1, push=done)


@auto("attack_done")
def _done(ctx, step):
    a = current(ctx.state)
    push = [asking("extra_attack", a["seat"], card=a["card"])] if a.get("extra") else []
    _set_current(ctx, None, "", pop=1, push=push, kind="attack_over")
    if a["kind"] == "resume":
        statuses.clear(ctx, a["seat"], a["slot"], "paralysis", " as its Attack resolves")


# --- extra Attacks, redeclared Attacks and released Paralysis ------------------------------
# (an Attack held by Paralysis is let go by status_marks.release_held, which asks for "resume")


def _extra_options(state, step):
    place = S.find(state, step["card"])
    if place is None:
        return []
    opts = options(state, *place, "extra", step.get("fixed"))
    if step.get("fixed") is not None:
        return opts  # a held Attack that was Hindered must be redeclared (the book's Paralysis)
    return opts + ([{"type": "pass", "label": "No Attack"}] if opts else [])


@ask(
    "extra_attack",
    lambda s, st: ("extra_attack", {"text": "You may declare an Attack now.", "card": st["card"]}),
    _extra_options,
)
def _extra(ctx, step, command):
    ctx.emit("extra_attack", "", pop=1)
    if command["type"] == "attack":
        declare(
            ctx,
            *S.find(ctx.state, step["card"]),
            command,
            "resume" if step.get("fixed") is not None else "extra",
        )


@auto("resume")
def _resume(ctx, step):
    a = clone(step["attack"])
    a["kind"] = "resume"
    ctx.emit(
        "attack_resumed",
        f"{S.grim_name(a['card'])}'s held Attack resolves now.",
        pop=1,
        changes=[(["attacks"], ctx.state["attacks"] + [a])],
        push=[{"op": "land"}],
    )
