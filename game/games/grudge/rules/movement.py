"""Moving: Avoid and Dash, walking a path (Stinking Clouds, the Campfire), Opportunity
Attacks, the Campfire bounce and Displacement."""

from __future__ import annotations

from game.games.grudge.rules import board
from game.games.grudge.rules import state as S
from game.games.grudge.rules.acts import act, begin_act
from game.games.grudge.rules.damage import damage_step
from game.games.grudge.rules.engine import ask, asking, auto
from game.games.grudge.rules.journal import card as remembered
from game.games.grudge.rules.values import conditions_path, ganging, reach

W = S.WARRIOR


# --- who punishes a move ----------------------------------------------------------------


def watchers(state, who: str, safe=()) -> list:
    """Enemies ready to punish ``who`` for leaving: they engage it now, could strike, and
    were not beaten by an Avoid."""
    return [
        e for e in S.engaged_by(state, who) if e not in safe and S.can_opportunity_attack(state, e)
    ]


def leaving_attackers(state, who: str, end, safe=()) -> list:
    """The watchers that ``end`` is no longer beside."""
    return [
        e
        for e in watchers(state, who, safe)
        if not board.adjacent(S.sq(end), S.square_of(state, e))
    ]


def move_preview(state, who: str, path: list, safe) -> str:
    end = path[-1]
    hits = leaving_attackers(state, who, end, safe)
    bits = []
    if S.campfire(state) == S.sq(end):
        bits.append("into the fire: 1 piercing damage and a bounce")
    if hits:
        bits.append(f"{len(hits)} Opportunity Attack{'s' if len(hits) > 1 else ''}")
    return "; ".join(bits) or "safe"


def avoid_safe(state, who: str, value: int) -> list:
    return [e for e in S.engaged_by(state, who) if value > S.initiative(state, e)]


def avoid_preview(state, who: str, value: int, square) -> str:
    return move_preview(state, who, [square], avoid_safe(state, who, value))


# --- Avoid and Dash -----------------------------------------------------------------------


@auto("start_avoid")
def _start_avoid(ctx, step):
    record = {
        "kind": "avoid",
        "actor": step["actor"],
        "value": step["value"],
        "source": step["source"],
        "square": step.get("square"),
    }
    verb = "step aside" if step["actor"] == W else "steps aside"
    begin_act(
        ctx,
        record,
        f"{S.title_of(ctx.state, step['actor'])} {verb}.",
        [{"op": "aid_check"}, {"op": "avoid_resolve"}],
    )


@auto("avoid_resolve")
def _avoid_resolve(ctx, step):
    from game.games.grudge.rules import monsters

    state = ctx.state
    record = act(state)
    who = record["actor"]
    if not (S.alive(state, who) and S.can_move(state, who)):
        ctx.emit("avoid_fails", "", pop=1)
        return
    safe = avoid_safe(state, who, record["value"])
    if record["square"] is not None:
        path = reach(state, who, 1).get(S.sq(record["square"]))
    else:
        square = monsters.avoid_square(state, who)
        path = reach(state, who, monsters.avoid_steps(state, who)).get(square) if square else None
    if not path:
        ctx.emit(
            "avoid_stuck",
            f"{S.title_of(state, who)} find{'s' if who != W else ''} nowhere to go.",
            pop=1,
        )
        return
    foes = S.engaged_by(state, who)
    line = (
        (
            f"Avoid {remembered(state, record['value'])}: beats {len(safe)} of {len(foes)} "
            f"engaging foe{'s' if len(foes) != 1 else ''}."
        )
        if foes
        else ""
    )
    ctx.emit("avoid", line, pop=1, push=[move_step(who, path, safe, "avoid")])


@auto("start_dash")
def _start_dash(ctx, step):
    record = {
        "kind": "dash",
        "actor": step["actor"],
        "value": step["value"],
        "source": step["source"],
        "square": step.get("square"),
        "mode": step.get("mode", "toward"),
    }
    program = (
        [{"op": "dash_resolve"}]
        if step["actor"] == W
        else [{"op": "aid_check"}, {"op": "dash_resolve"}]
    )
    begin_act(ctx, record, "", program)


@auto("dash_resolve")
def _dash_resolve(ctx, step):
    from game.games.grudge.rules import monsters

    state = ctx.state
    record = act(state)
    who = record["actor"]
    steps = min(S.speed(state, who), record["value"])
    options = reach(state, who, steps)
    if record["square"] is not None:
        end = S.sq(record["square"])
    else:
        end = monsters.dash_square(state, who, steps, record["mode"])
    path = options.get(end) if end else None
    if not path:
        ctx.emit(
            "dash_stays", f"{S.title_of(state, who)} stay{'s' if who != W else ''} put.", pop=1
        )
        return
    ctx.emit(
        "dash",
        f"{S.title_of(state, who)} dash{'es' if who != W else ''} to {S.square_name(end)}.",
        pop=1,
        push=[move_step(who, path, (), "dash")],
    )


# --- moving -------------------------------------------------------------------------------


def move_step(who: str, path, safe, kind: str) -> dict:
    return {
        "op": "move",
        "who": who,
        "path": [[s[0], s[1]] for s in path],
        "safe": list(safe),
        "kind": kind,
    }


def cloud_stuns(state, who: str, squares) -> bool:
    if S.has(state, who, "stunned"):
        return False
    clouds = {tuple(c["square"]): c["value"] for c in state["board"]["clouds"]}
    return any(tuple(s) in clouds and clouds[tuple(s)] > S.initiative(state, who) for s in squares)


@auto("move")
def _move(ctx, step):
    state = ctx.state
    who, path = step["who"], step["path"]
    if not S.alive(state, who):
        ctx.emit("move_lost", "", pop=1)
        return
    fire = S.campfire(state)
    walked = []
    for square in path:
        walked.append(square)
        if fire and S.sq(square) == fire:
            break
    end = walked[-1]
    # who may punish the move, and how many monsters crowd the Warrior, are taken where the
    # mover stood before it; whether each attacker is left behind is judged where it ends
    punish = watchers(state, who, step["safe"])
    gang = ganging(state)
    c = S.char(state, who)
    changes = [
        (S.char_path(who) + ["square"], end),
        (S.char_path(who) + ["moved"], c["moved"] + len(walked)),
    ]
    log = ""
    if cloud_stuns(state, who, walked):
        changes.append((conditions_path(who), c["conditions"] + ["stunned"]))
        staggers = f"stagger{'s' if who != W else ''}"
        log = f"{S.title_of(state, who)} {staggers} into the stinking cloud: Stunned."
    push = []
    if fire and S.sq(end) == fire:
        push += [{"op": "bounce", "who": who}, damage_step(who, 1, True, None, None)]
    if punish:
        push.append({"op": "opportunity", "who": who, "from": punish, "gang": gang})
    ctx.emit("moved", log, changes=changes, pop=1, push=push, who=who, path=walked)


@auto("opportunity")
def _opportunity(ctx, step):
    state = ctx.state
    who = step["who"]
    push, names = [], []
    here = S.square_of(state, who)
    gang = step.get("gang", ganging(state))  # saves from rules version 1 lack the count
    for e in step["from"]:
        if (
            S.alive(state, e)
            and S.alive(state, who)
            and not board.adjacent(here, S.square_of(state, e))
        ):
            piercing = e != W and gang >= 4
            push.append(damage_step(who, 1, piercing, S.weapon(state, e), e))
            names.append(S.name_of(state, e))
    if names == ["you"]:
        line = "You lash out as it pulls away (Opportunity Attack)."
    else:
        line = f"Opportunity Attack from {', '.join(names)}." if names else ""
    ctx.emit("opportunity_attacks", line, pop=1, push=push)


def bounce_squares(state, who: str) -> list:
    fire = S.campfire(state)
    taken = S.character_squares(state, exclude=who) | ({S.pig(state)} if S.pig(state) else set())
    options = board.campfire_bounce_options(fire, taken, S.walls(state))
    if options:
        return options
    free = [
        s for s in board.ALL_SQUARES if s not in taken and s not in S.walls(state) and s != fire
    ]
    best = min((board.chebyshev(s, fire) for s in free), default=None)
    return [s for s in free if board.chebyshev(s, fire) == best]


@auto("bounce")
def _bounce(ctx, step):
    from game.games.grudge.rules import monsters

    state = ctx.state
    who = step["who"]
    if not S.alive(state, who):
        ctx.emit("bounce_lost", "", pop=1)
        return
    if who == W:
        ctx.emit(
            "bounce_offered", "The fire scorches you!", pop=1, push=[asking("campfire_bounce")]
        )
        return
    square = monsters.preferred_square(state, who, bounce_squares(state, who))
    ctx.emit(
        "bounced",
        f"{S.title_of(state, who)} leaps out of the fire to {S.square_name(square)}.",
        changes=[(S.char_path(who) + ["square"], list(square))],
        pop=1,
    )


def _bounce_options(state, step):
    return [
        {"type": "bounce", "square": [s[0], s[1]], "label": f"Leap to {S.square_name(s)}"}
        for s in bounce_squares(state, W)
    ]


@ask(
    "campfire_bounce",
    lambda s, st: (
        "campfire_bounce",
        {"text": "You landed in the Campfire: choose the square you leap out to."},
    ),
    _bounce_options,
)
def _bounced(ctx, step, command):
    ctx.emit(
        "bounced",
        f"You leap out of the fire to {S.square_name(command['square'])}.",
        changes=[(["warrior", "square"], command["square"])],
        pop=1,
    )


@auto("displace")
def _displace(ctx, step):
    state = ctx.state
    who = step["who"]
    if not S.alive(state, who):
        ctx.emit("displace_lost", "", pop=1)
        return
    start = S.square_of(state, who)
    end, fire = displace_end(state, who, step["direction"])
    line = [start]
    dc, dr = board.DIRECTIONS[step["direction"]]
    while line[-1] != end:
        line.append((line[-1][0] + dc, line[-1][1] + dr))
    changes = [(S.char_path(who) + ["square"], [end[0], end[1]])]
    log = (
        f"{S.title_of(state, who)} {'are' if who == W else 'is'} flung {step['direction']} to "
        f"{S.square_name(end)}."
    )
    if cloud_stuns(state, who, line[1:]):
        changes.append((conditions_path(who), S.conditions(state, who) + ["stunned"]))
        log += " The stinking cloud stuns."
    push = [{"op": "bounce", "who": who}, damage_step(who, 1, True, None, None)] if fire else []
    ctx.emit("displaced", log, changes=changes, pop=1, push=push)


def displace_end(state, who: str, direction: str):
    occupied = S.character_squares(state, exclude=who)
    return board.displace_end(
        S.square_of(state, who),
        direction,
        S.walls(state),
        occupied,
        S.campfire(state),
        S.pig(state),
    )


def displace_options(state, who: str) -> list:
    """One option per distinct end square, in compass order."""
    out, seen = [], set()
    for direction in board.DIRECTIONS:
        end, fire = displace_end(state, who, direction)
        if end in seen:
            continue
        seen.add(end)
        out.append(
            {
                "type": "displace",
                "direction": direction,
                "square": [end[0], end[1]],
                "label": f"Fling {direction} to {S.square_name(end)}",
                "preview": "into the Campfire" if fire else "",
            }
        )
    return out


@ask(
    "displace",
    lambda s, st: (
        "displace",
        {
            "text": f"Choose where {S.name_of(s, st['who'])} "
            f"{'are' if st['who'] == W else 'is'} flung.",
            "who": st["who"],
        },
    ),
    lambda s, st: displace_options(s, st["who"]),
)
def _displace_chosen(ctx, step, command):
    ctx.emit(
        "displace_chosen",
        "",
        pop=1,
        push=[{"op": "displace", "who": step["who"], "direction": command["direction"]}],
    )
