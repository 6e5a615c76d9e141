"""The battle's course: deployment (a roll-off, the loser deploys a model first, then turns
alternate), the secret side quests, and each turn's Initiative, Fate, Action and End phases;
overtime and the end of the battle."""

from __future__ import annotations

from game.core import dice as D
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import combat, content, fate, muster, scoring
from game.games.grimheim.rules import state as S
from game.games.grimheim.rules.engine import ask, asking, auto, who
from game.games.grimheim.rules.statuses import clear

OVERTIME_GAP = 5


def opening_event(state, chance) -> dict:
    push = muster.opening(state) if "camp" in state else []
    push += [{"op": "deploy_roll"}, {"op": "deploy_next"}]
    if state["options"].get("side_quests", True):
        push.append({"op": "quests"})
    push.append({"op": "turn_start"})
    mission = content.load()["missions"][state["mission"]]
    return {
        "event_type": "battle_begins",
        "log": f"{mission['name']}: {state['players'][0]['name']} against "
        f"{state['players'][1]['name']}.",
        "push": push,
    }


def roll_off(ctx) -> tuple[int, list]:
    """Both roll a D6, ties rolled again; returns the winner and every pair rolled."""
    pairs = []
    while True:
        a, b = D.roll(2, ctx.chance)
        pairs.append([a, b])
        if a != b:
            return (0 if a > b else 1), pairs


# --- deployment ------------------------------------------------------------------------------


@auto("deploy_roll")
def _deploy_roll(ctx, step):
    winner, pairs = roll_off(ctx)
    told = [f"{who(0)} rolls {a}, {who(1)} rolls {b}" for a, b in pairs]
    rolls = "; a tie, rolled again: ".join(told)
    ctx.emit(
        "deploy_roll",
        f"Deployment roll-off ({rolls}): {who(1 - winner)} deploys first.",
        changes=[(["deploy_first"], 1 - winner), (["next_seat"], 1 - winner)],
        reveal=True,
        pop=1,
    )


def _undeployed(state, seat):
    return [
        m
        for m in (state["models"][i] for i in state["order"])
        if m["seat"] == seat and m["cell"] is None
    ]


@auto("deploy_next")
def _deploy_next(ctx, step):
    state = ctx.state
    seat = state["next_seat"]
    if not _undeployed(state, seat):
        seat = 1 - seat
    if not _undeployed(state, seat):
        ctx.emit("deployed", "Both warbands are deployed.", pop=1)
        return
    ctx.emit("deploy_turn", "", push=[asking("deploy", seat)])


def _deploy_options(state, step):
    seat = step["seat"]
    todo = _undeployed(state, seat)
    if not todo:
        return []
    m = todo[0]
    taken = {tuple(x["cell"]) for x in state["models"].values() if x["cell"] is not None}
    grid = B.board(state["map"])
    return [
        {
            "type": "deploy",
            "model": m["id"],
            "cell": [c, r],
            "label": f"Deploy {m['name']} at {c},{r}",
        }
        for (c, r) in sorted(S.zone(state, seat), key=lambda c: (c[1], c[0]))
        if (c, r) not in taken and not grid.square((c, r)).blocks_move
    ]


@ask(
    "deploy",
    lambda s, st: ("deploy", {"text": "Deploy your next model in your zone."}),
    _deploy_options,
)
def _deploy(ctx, step, cmd):
    m = S.model(ctx.state, cmd["model"])
    ctx.emit(
        "deploy",
        f"{m['name']} takes the field at {B.square_name(cmd['cell'])}.",
        changes=[(["models", m["id"], "cell"], cmd["cell"]), (["next_seat"], 1 - step["seat"])],
        pop=1,
    )


# --- side quests -----------------------------------------------------------------------------


def _quest_entry(ctx, seat: int, data: dict) -> dict:
    """The side quest the players agreed for ``seat`` (option ``quest_<seat>``), else a D33."""
    agreed = ctx.state["options"].get(f"quest_{seat}")
    if agreed:
        return next(e for e in data["side_quests"].values() if e["id"] == agreed)
    return D.lookup(data["side_quests"], D.d33(*D.roll_d66(ctx.chance, stream="quest")))


@auto("quests")
def _quests(ctx, step):
    data = content.load()
    for seat in (0, 1):
        entry = _quest_entry(ctx, seat, data)
        quest = {
            "id": entry["id"],
            "check": entry["check"],
            "mark": None,
            "label": f"{who(seat)}'s secret side quest: {entry['name']}",
        }
        ctx.emit(
            "quest",
            f"{who(seat)} draws a secret side quest.",
            reveal=True,
            changes=[(["players", seat, "quest"], quest)],
            secret_of=seat,
        )
    # every side is asked, mark or not, so nobody learns the other's quest from who is asked
    ctx.emit("quests_drawn", "", pop=1, push=[asking("quest", 0), asking("quest", 1)])


def _quest_options(state, step):
    if state["players"][step["seat"]]["quest"]["check"] != "marked":
        return [{"type": "keep_quest", "label": "Keep my side quest"}]
    return [
        {"type": "mark", "model": m["id"], "label": f"Mark {m['name']}"}
        for m in S.alive(state, 1 - step["seat"])
    ]


def _quest_text(state, step) -> tuple[str, dict]:
    if state["players"][step["seat"]]["quest"]["check"] != "marked":
        return "quest", {"text": "Read your secret side quest, then keep it."}
    return "quest", {"text": "Pick the enemy model your side quest marks."}


@ask("quest", _quest_text, _quest_options)
def _quest_kept(ctx, step, cmd):
    seat = step["seat"]
    changes = []
    if cmd["type"] == "mark":
        quest = dict(ctx.state["players"][seat]["quest"])
        target = S.model(ctx.state, cmd["model"])
        quest["mark"] = cmd["model"]
        quest["label"] = f"{quest['label']} ({target['name']})"
        changes.append((["players", seat, "quest"], quest))
    # the same event and words whatever the quest: the other side learns nothing from it
    ctx.emit(
        "quest_kept",
        f"{who(seat)} keeps a secret side quest.",
        pop=1,
        changes=changes,
        secret_of=seat,
    )


# --- the turn --------------------------------------------------------------------------------


@auto("turn_start")
def _turn_start(ctx, step):
    state = ctx.state
    turn = state["turn"] + 1
    changes = [(["turn"], turn), (["phase"], "initiative")]
    for m in S.alive(state):
        changes += [
            (["models", m["id"], "left"], m["ap"]),
            (["models", m["id"], "activated"], False),
            (["models", m["id"], "commanded"], False),
            (["models", m["id"], "acts"], []),
        ]
    label = "overtime" if turn > state["last_turn"] else f"of {state['last_turn']}"
    ctx.emit(
        "turn_start",
        f"Turn {turn} ({label}) begins.",
        changes=changes,
        pop=1,
        push=[
            {"op": "initiative"},
            {"op": "fate_phase"},
            {"op": "activations"},
            {"op": "end_phase"},
        ],
    )


@auto("initiative")
def _initiative(ctx, step):
    winner, pairs = roll_off(ctx)
    ctx.emit(
        "initiative",
        f"Initiative {pairs}: {who(winner)} wins and chooses who goes first.",
        changes=[(["initiative"], winner)],
        reveal=True,
        pop=1,
        push=[asking("first", winner)],
        rolls=pairs,
    )


@ask(
    "first",
    lambda s, st: ("first", {"text": "You won initiative: who activates first?"}),
    lambda s, st: [
        {"type": "first", "who": st["seat"], "label": "We go first"},
        {"type": "first", "who": 1 - st["seat"], "label": "They go first"},
    ],
)
def _first(ctx, step, cmd):
    ctx.emit(
        "first",
        f"{who(cmd['who'])} activates first.",
        changes=[(["next_seat"], cmd["who"]), (["phase"], "fate")],
        pop=1,
    )


@auto("fate_phase")
def _fate_phase(ctx, step):
    state = ctx.state
    changes, lines = [(["phase"], "action")], []
    for seat in (0, 1):
        n = fate.dice_count(state, seat)
        faces = D.roll(n, ctx.chance, stream="fate")
        changes += [(["players", seat, "fate"], faces), (["players", seat, "extra_fate"], 0)]
        lines.append(f"{who(seat)} rolls {n} Fate dice: {faces}")
    ctx.emit("fate_rolled", "; ".join(lines) + ".", changes=changes, reveal=True, pop=1)


def ready(state, seat) -> list:
    return [m for m in S.alive(state, seat) if not m["activated"]]


@auto("activations")
def _activations(ctx, step):
    state = ctx.state
    seat = state["next_seat"]
    if not ready(state, seat):
        seat = 1 - seat
    if not ready(state, seat):
        ctx.emit("all_activated", "Every model has activated.", pop=1)
        return
    ctx.emit("to_activate", "", push=[asking("activate", seat)])


def _activate_options(state, step):
    return [
        {"type": "activate", "model": m["id"], "label": f"Activate {m['name']}"}
        for m in ready(state, step["seat"])
    ]


@ask(
    "activate",
    lambda s, st: ("activate", {"text": "Activate one of your ready models."}),
    fate.anytime(_activate_options),
)
def _activate(ctx, step, cmd):
    state = ctx.state
    if fate.is_on_model(cmd):
        fate.use_in_activation(ctx, step["seat"], cmd)
        return
    m = S.model(state, cmd["model"])
    left = m["left"]
    changes = [
        (["active"], m["id"]),
        (["models", m["id"], "acts"], []),
        (["models", m["id"], "hidden"], False),
        (["models", m["id"], "watch"], None),
        (["models", m["id"], "leap"], False),
        (["models", m["id"], "charged"], False),
        (["models", m["id"], "assault"], 0),
    ]
    note = ""
    if S.status(m, "stunned"):
        left = max(0, left - 1)
        note = " (Stunned: 1 AP lost)"
    changes.append((["models", m["id"], "left"], left))
    ctx.emit(
        "activate",
        f"{m['name']} activates with {left} AP{note}.",
        changes=changes,
        pop=1,
        push=[{"op": "after_act"}],
        model=m["id"],
    )


@auto("after_act")
def _after_act(ctx, step):
    state = ctx.state
    m = S.model(state, state["active"])
    if not step.get("end") and not m["defeated"] and m["left"] > 0:
        ctx.emit("next_action", "", pop=1, push=[asking("act", m["seat"])])
        return
    changes = [
        (["models", m["id"], "activated"], True),
        (["active"], None),
        (["next_seat"], 1 - m["seat"]),
    ]
    ctx.emit("activation_done", "", changes=changes, pop=1)
    m = S.model(ctx.state, m["id"])
    if S.status(m, "stunned") and not m["defeated"]:
        clear(ctx, m, ["stunned"], "shakes off the stun")


# --- the end phase ---------------------------------------------------------------------------


@auto("end_phase")
def _end_phase(ctx, step):
    state = ctx.state
    ctx.emit("end_phase", f"End of turn {state['turn']}.", changes=[(["phase"], "end")], pop=1)
    for m in S.alive(ctx.state):
        if "burning" in m["statuses"]:
            combat.wound(ctx, m, 1, what="flames")
            m = S.model(ctx.state, m["id"])
            if not m["defeated"]:
                face = D.roll(1, ctx.chance)[0]
                if face >= 4:
                    clear(ctx, m, ["burning"], f"puts out the flames (rolled {face})")
        m = S.model(ctx.state, m["id"])
        if not m["defeated"]:
            clear(ctx, m, ["fearful", "enraged", "frozen"], "steadies as the turn ends")
            if m["watch"]:
                ctx.emit("watch_ends", "", changes=[(["models", m["id"], "watch"], None)])
    scoring.end_of_turn(ctx)
    state = ctx.state
    p0, p1 = state["players"][0]["vp"], state["players"][1]["vp"]
    wiped = not S.alive(state, 0) or not S.alive(state, 1)
    changes = [(["players", s, "fate"], []) for s in (0, 1)]
    if wiped or state["turn"] >= state["last_turn"] + (1 if state["overtime"] else 0):
        if (
            not wiped
            and state["turn"] == state["last_turn"]
            and not state["overtime"]
            and abs(p0 - p1) >= OVERTIME_GAP
        ):
            trailing = 0 if p0 < p1 else 1
            ctx.emit(
                "overtime",
                f"{who(trailing)} trails by {abs(p0 - p1)} VP: an overtime fifth turn is played.",
                changes=[*changes, (["overtime"], True)],
                push=[{"op": "turn_start"}],
            )
            return
        scoring.finish(ctx)
        return
    ctx.emit("turn_over", "", changes=changes, push=[{"op": "turn_start"}])
