"""The Monsters' procedure: their Main Action priority list, their Reactions by suit with the
specials (Drag Down, Charge, Harden), and the small choices they make (where to Avoid to, which
square to leave the fire by, what to do with a Roughhouse)."""

from __future__ import annotations

from game.games.grudge.rules import board, cards, content
from game.games.grudge.rules import state as S
from game.games.grudge.rules.values import card_of, reach, roughhouse_targets, strike_targets

W = S.WARRIOR


def _value(state, mid: str, slot: str, stat: str | None) -> int:
    base = cards.value(card_of(state, mid, slot))
    return base + (S.stat(state, mid, stat) if slot == "main" and stat else 0)


def avoid_steps(state, mid: str) -> int:
    return 2 if S.has_trait(state, mid, "mobility") else 1


def avoid_square(state, mid: str):
    """Where an Avoiding monster goes: out of the Warrior's reach if it can, a bow keeping
    sight, then as far as possible; fixed order on ties."""
    options = reach(state, mid, avoid_steps(state, mid))
    fire = S.campfire(state)
    options = {s: p for s, p in options.items() if s != fire}
    if not options:
        return None
    foe = S.square_of(state, W)
    walls = S.walls(state)
    bow = S.weapon(state, mid) == "bow"

    def key(s):
        sight = board.line_of_sight(s, foe, walls) if bow else True
        return (
            board.adjacent(s, foe),
            not sight,
            -board.chebyshev(s, foe),
            len(options[s]),
            s[1],
            s[0],
        )

    return min(options, key=key)


def dash_square(state, mid: str, steps: int, mode: str):
    """The end of a monster's Dash: toward the Warrior, or (bows) to a square in sight.
    None when staying put is best."""
    start = S.square_of(state, mid)
    foe = S.square_of(state, W)
    if steps <= 0 or not S.can_move(state, mid) or foe is None:
        return None
    friends = [S.square_of(state, a) for a in S.allies_of(state, mid)]
    args = (start, foe, steps, S.walls(state), [foe], friends, S.campfire(state), S.pig(state))
    end = board.dash_for_sight(*args) if mode == "sight" else board.dash_toward(*args)
    return None if end is None or end == start else end


def preferred_square(state, mid: str, options: list):
    """A monster's pick among squares (leaving the Campfire): bows want sight and distance,
    the rest want to be close to the Warrior."""
    foe = S.square_of(state, W)
    walls = S.walls(state)
    if S.weapon(state, mid) == "bow":
        return min(
            options,
            key=lambda s: (
                not board.line_of_sight(s, foe, walls),
                -board.chebyshev(s, foe),
                s[1],
                s[0],
            ),
        )
    return min(options, key=lambda s: (board.chebyshev(s, foe), s[1], s[0]))


def roughhouse_choice(state, mid: str) -> str:
    """Drag Down: trip the Warrior, else disarm, else root, else shove."""
    if not S.has(state, W, "prone"):
        return "trip"
    if S.weapon(state, W) or S.shield(state, W):
        return "disarm"
    if not S.has(state, W, "rooted"):
        return "root"
    return "displace"


def push_direction(state, by: str | None) -> str:
    """Away from the monster that shoves, along the longer axis (east/west on a tie)."""
    foe, me = S.square_of(state, W), None if by is None else S.square_of(state, by)
    if foe is None or me is None:
        return "north"
    dc, dr = foe[0] - me[0], foe[1] - me[1]
    if abs(dc) >= abs(dr) and dc != 0:
        return "east" if dc > 0 else "west"
    return "south" if dr > 0 else "north"


# --- the Main Action ----------------------------------------------------------------------


def main_plan(state, mid: str) -> tuple[str, list]:
    name = S.title_of(state, mid)
    for cond in S.RECOVERABLE:
        if S.has(state, mid, cond):
            return "", [{"op": "recover", "who": mid, "condition": cond}]
    if S.weapon(state, mid) == "bow" and not S.loaded(state, mid):
        return "", [{"op": "reload", "who": mid}]
    if strike_targets(state, mid):
        return "", [
            {
                "op": "start_strike",
                "actor": mid,
                "target": W,
                "value": _value(state, mid, "main", "spades"),
                "source": "main",
            }
        ]
    clubs = _value(state, mid, "main", "clubs")
    bow = S.weapon(state, mid) == "bow"
    if (
        S.engaged_by(state, mid)
        and (bow or not state["round"]["warrior_acted"])
        and avoid_square(state, mid)
    ):
        return "", [{"op": "start_avoid", "actor": mid, "value": clubs, "source": "main"}]
    mode = "sight" if bow else "toward"
    if dash_square(state, mid, min(S.speed(state, mid), clubs), mode):
        return "", [
            {"op": "start_dash", "actor": mid, "value": clubs, "source": "main", "mode": mode}
        ]
    return f"{name} holds its ground.", []


def take_turn(ctx, mid: str) -> None:
    state = ctx.state
    used = [(["monsters", mid, "used", "main"], True)]
    if S.has(state, mid, "stunned"):
        left = [c for c in S.conditions(state, mid) if c != "stunned"]
        ctx.emit(
            "turn_lost",
            f"{S.title_of(state, mid)} is Stunned and loses its turn.",
            changes=used + [(["monsters", mid, "conditions"], left)],
            pop=1,
        )
        return
    log, steps = main_plan(state, mid)
    ctx.emit(
        "monster_turn",
        log or f"{S.title_of(state, mid)} takes its turn.",
        changes=used,
        pop=1,
        push=steps,
    )


# --- Reactions ----------------------------------------------------------------------------


def reaction_plan(state, mid: str):
    """(log, steps, changes) if this monster's Reaction would do something now, else None."""
    card = card_of(state, mid, "reaction")
    suit, value = cards.suit(card), cards.value(card)
    name = S.title_of(state, mid)
    bow = S.weapon(state, mid) == "bow"
    if suit == "S":
        if strike_targets(state, mid):
            return f"{name} reacts with a Strike.", [_strike(mid, value)], []
        return None
    if suit == "C":
        if not S.can_move(state, mid):
            return None
        if bow and S.engaged_by(state, mid):
            if avoid_square(state, mid):
                return f"{name} reacts by backing off.", [_avoid(mid, value)], []
            return None
        mode = "sight" if bow else "toward"
        if dash_square(state, mid, min(S.speed(state, mid), value), mode):
            return f"{name} reacts with a Dash.", [_dash(mid, value, mode)], []
        return None
    if bow and S.weapon(state, mid) and not S.loaded(state, mid):
        return f"{name} reacts by reloading.", [{"op": "reload", "who": mid}], []
    special = content.monsters()[state["monsters"][mid]["kind"]]["special"]
    return SPECIALS[special](state, mid, value, name)


def _strike(mid, value):
    return {"op": "start_strike", "actor": mid, "target": W, "value": value, "source": "reaction"}


def _avoid(mid, value):
    return {"op": "start_avoid", "actor": mid, "value": value, "source": "reaction"}


def _dash(mid, value, mode):
    return {"op": "start_dash", "actor": mid, "value": value, "source": "reaction", "mode": mode}


def _drag_down(state, mid, value, name):
    if state["round"]["dragged"] or S.goblins_beside_warrior(state) < 2:
        return None
    if W not in roughhouse_targets(state, mid):
        return None
    return (
        "The goblins crowd in to drag you down.",
        [
            {
                "op": "start_roughhouse",
                "actor": mid,
                "target": W,
                "value": value,
                "source": "reaction",
            }
        ],
        [(["round", "dragged"], True)],
    )


def _charge(state, mid, value, name):
    m = state["monsters"][mid]
    if m["struck"]:
        if S.can_move(state, mid) and avoid_square(state, mid):
            return f"{name} wheels its wolf away (Charge).", [_avoid(mid, value)], []
        return None
    if strike_targets(state, mid):
        return f"{name} charges in (Charge).", [_strike(mid, value)], []
    if dash_square(state, mid, min(S.speed(state, mid), value), "toward"):
        return f"{name} spurs its wolf on (Charge).", [_dash(mid, value, "toward")], []
    return None


def _harden(state, mid, value, name):
    m = state["monsters"][mid]
    if m["last_weapon"] and m["last_weapon"] != m["immunity"]:
        weapon = content.weapon_name(m["last_weapon"])
        return (
            f"{name}'s hide hardens against the {weapon} (Harden).",
            [],
            [(["monsters", mid, "immunity"], m["last_weapon"])],
        )
    return None


SPECIALS = {"drag_down": _drag_down, "charge": _charge, "harden": _harden}
