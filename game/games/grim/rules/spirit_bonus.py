"""The Spirit Bonus: chosen the moment a third Spirit is attached (from the Grim's Elements, or in
Coven the Grimlord's for the Reaction), then carried out: some wait on the Grim for its next
Attack or Knockout (Fire, Earth, Dark), the Light one keeps its Spirits (see ``bonds``), and the
rest act at once, some through a question of their own (Water, Electric, Wind, Psychic)."""

from __future__ import annotations

from game.core.agenda import clone
from game.games.grim.rules import bonds, content, damage, effects, statuses, turns
from game.games.grim.rules import state as S
from game.games.grim.rules.elements import ORDER, STATUS_OF
from game.games.grim.rules.engine import ask, asking


def _bonus_choices(state, step):
    place = S.find(state, step["card"])
    if place is None:
        return []
    g = S.at(state, *place)
    seat = step["seat"]
    out = []
    elements = [e for e in S.elements(state, g) if not (step.get("no_light") and e == "light")]
    for e in elements:
        text = content.load()["elements"][e]["bonus_text"]
        out.append(
            {"type": "spirit_bonus", "element": e, "label": f"{e.title()} Spirit Bonus: {text}"}
        )
    lord = state["players"][seat]["grimlord"]
    if (
        S.coven(state)
        and lord
        and lord not in elements
        and state["players"][seat]["reaction"]
        and not (step.get("no_light") and lord == "light")
    ):
        out.append(
            {
                "type": "spirit_bonus",
                "element": lord,
                "grimlord": True,
                "label": f"Spend your Reaction for the Grimlord's {lord.title()} Spirit Bonus",
            }
        )
    return out


def _bonus_text(state, step):
    return "spirit_bonus", {
        "text": f"Choose a Spirit Bonus for {S.grim_name(step['card'])}.",
        "card": step["card"],
    }


@ask("spirit_bonus", _bonus_text, _bonus_choices)
def _choose_bonus(ctx, step, command):
    state = ctx.state
    seat, slot = S.find(state, step["card"])
    element = command["element"]
    g = clone(S.at(state, seat, slot))
    changes = []
    if command.get("grimlord"):
        changes.append((["players", seat, "reaction"], False))
    spent = []
    if element != "light":
        spirits = [b for b in g["bonds"] if state["bond_kinds"][b] == "spirit"][:3]
        g["bonds"] = [b for b in g["bonds"] if b not in spirits]
        spent = spirits
    else:
        g["bonus"]["light"] = True
    ctx.emit(
        "spirit_bonus",
        f"{S.grim_name(g['card'])} takes the {element.title()} Spirit Bonus.",
        pop=1,
        changes=changes + [(["field", seat, slot], g), (["limbo"], state["limbo"] + spent)],
        seat=seat,
        slot=slot,
        element=element,
    )
    apply_bonus(ctx, seat, slot, element)


def apply_bonus(ctx, seat: int, slot: int, element: str) -> None:
    state = ctx.state
    g = S.grim_at(state, seat, slot)
    card = g["card"]
    if element in ("fire", "earth", "dark"):
        g = clone(g)
        g["bonus"][element] = True
        ctx.emit("bonus_ready", "", changes=[(["field", seat, slot], g)])
    elif element == "water":
        if S.ally(state, seat, slot) is None:
            damage.gain_stamina(ctx, seat, slot, 8, " from the Water Spirit Bonus")
        else:
            ctx.emit("bonus_ready", "", push=[asking("split_stamina", seat, card=card)])
    elif element == "plant":
        damage.heal(ctx, seat, slot, 8, " from the Plant Spirit Bonus")
        statuses.cure(ctx, seat, slot)
    elif element == "electric":
        ctx.emit("bonus_ready", "", push=[asking("extra_attack", seat, card=card)])
    elif element == "wind":
        ctx.emit("bonus_ready", "", push=[asking("wind_swap", seat, card=card)])
    elif element == "ghost":
        hand = len(state["players"][1 - seat]["hand"])
        for t_slot in (0, 1):
            effects.deal(ctx, 1 - seat, t_slot, hand, (seat, slot), " from the Ghost Spirit Bonus")
    elif element == "psychic":
        ctx.emit("bonus_ready", "", push=[asking("psychic_bonus", seat, card=card)])
    elif element == "poison":
        for t_slot in (0, 1):
            enemy = S.at(state, 1 - seat, t_slot)
            if enemy is not None:
                statuses.inflict(
                    ctx,
                    1 - seat,
                    t_slot,
                    STATUS_OF[S.card(enemy["card"])["element"]],
                    why=" by the Poison Spirit Bonus",
                )


def _split_options(state, step):
    if S.find(state, step["card"]) is None:
        return []
    return [
        {"type": "split", "self": k, "label": f"{k} to this Grim, {8 - k} to its Ally"}
        for k in range(9)
    ]


@ask(
    "split_stamina",
    lambda s, st: ("split_stamina", {"text": "Share 8 Stamina between this Grim and its Ally."}),
    _split_options,
)
def _split(ctx, step, command):
    seat, slot = S.find(ctx.state, step["card"])
    ctx.emit("stamina_shared", "", pop=1)
    damage.gain_stamina(ctx, seat, slot, command["self"], " (Water Spirit Bonus)")
    damage.gain_stamina(ctx, seat, 1 - slot, 8 - command["self"], " (Water Spirit Bonus)")


def _wind_options(state, step):
    if S.find(state, step["card"]) is None:
        return []
    seat = step["seat"]
    out = [
        {
            "type": "wind_swap",
            "card": c,
            "add": add,
            "label": f"Swap in {S.grim_name(c)}, adding this Grim's {add.title()}",
        }
        for c in state["players"][seat]["hand"]
        if S.is_grim(state, c)
        for add in ("health", "stamina")
    ]
    return out + [{"type": "wind_swap", "card": None, "add": None, "label": "Stay in place"}]


@ask(
    "wind_swap",
    lambda s, st: ("wind_swap", {"text": "Wind Spirit Bonus: swap with a Grim in your hand?"}),
    _wind_options,
)
def _wind(ctx, step, command):
    ctx.emit("wind_bonus", "", pop=1)
    if command["card"] is None:
        return
    seat, slot = S.find(ctx.state, step["card"])
    old = S.at(ctx.state, seat, slot)
    turns.swap_in(ctx, seat, slot, command["card"], bonus={command["add"]: old[command["add"]]})


def _holders(state) -> dict:
    """Each attached Element on the field: bond -> (seat, slot) of the Grim holding it."""
    return {
        b: (seat, slot)
        for seat, slot, g in S.on_field(state)
        for b in g["bonds"]
        if state["bond_kinds"][b] != "spirit"
    }


def _planned(state, step) -> dict:
    """Where every attached Element ends up if the plan so far is carried out."""
    where = _holders(state)
    for bond, to in step.get("moves", {}).items():
        where[bond] = tuple(to)
    return where


def _whose(state, seat: int, slot: int, chooser: int) -> str:
    g = S.grim_at(state, seat, slot)
    return f"{'your' if seat == chooser else 'the enemy'} {S.grim_name(g['card'])}"


def _psychic_options(state, step):
    """Plan Element moves one at a time (each to a Grim other than the one it started on; it may
    be moved again), then carry the plan out, replacing the Afterworld or not. The plan can be
    carried out only while no Grim would end up holding two Elements."""
    if S.find(state, step["card"]) is None:
        return []
    chooser = step["seat"]
    start, where = _holders(state), _planned(state, step)
    out = []
    for bond, origin in start.items():
        kind = state["bond_kinds"][bond].title()
        if where[bond] != origin:
            out.append(
                {
                    "type": "psychic_move",
                    "bond": bond,
                    "to": list(origin),
                    "label": f"Plan: leave the {kind} Element on {_whose(state, *origin, chooser)}",
                }
            )
        for seat, slot, _ in S.on_field(state):
            if (seat, slot) in (origin, where[bond]):
                continue
            out.append(
                {
                    "type": "psychic_move",
                    "bond": bond,
                    "to": [seat, slot],
                    "label": f"Plan: move the {kind} Element from "
                    f"{_whose(state, *origin, chooser)} to "
                    f"{_whose(state, seat, slot, chooser)}",
                }
            )
    places = list(where.values())
    if all(places.count(p) == 1 for p in places):
        moving = step.get("moves")
        lead = "Move the Elements as planned" if moving else ""
        out.append({"type": "psychic", "label": lead or "Do nothing"})
        world = state["afterworld"]
        for w in ORDER:
            if w != world["active"]:
                name = content.afterworld(w)["name"]
                out.append(
                    {
                        "type": "psychic",
                        "afterworld": w,
                        "label": f"{lead} and make {name} the Afterworld"
                        if lead
                        else f"Make {name} the Afterworld",
                    }
                )
    return out


def _psychic_text(state, step):
    return "psychic_bonus", {
        "text": "Psychic Spirit Bonus: move attached Elements to other Grim "
        "and/or replace the Afterworld.",
        "card": step["card"],
        "moves": dict(step.get("moves", {})),
    }


@ask("psychic_bonus", _psychic_text, _psychic_options)
def _psychic(ctx, step, command):
    state = ctx.state
    if command["type"] == "psychic_move":
        moves = {**step.get("moves", {}), command["bond"]: list(command["to"])}
        if tuple(command["to"]) == _holders(state)[command["bond"]]:
            del moves[command["bond"]]  # back where it started: not a move after all
        ctx.emit("psychic_planned", "", pop=1, push=[{**step, "moves": moves}])
        return
    ctx.emit("psychic_bonus", "", pop=1)
    moves = step.get("moves", {})
    if moves:
        start = _holders(state)
        field = {(seat, slot): clone(g) for seat, slot, g in S.on_field(state)}
        lines = []
        for bond, to in moves.items():
            origin = start[bond]
            field[origin]["bonds"].remove(bond)
            field[tuple(to)]["bonds"].append(bond)
            lines.append(
                f"the {state['bond_kinds'][bond].title()} Element from "
                f"{S.grim_name(field[origin]['card'])} to "
                f"{S.grim_name(field[tuple(to)]['card'])}"
            )
        touched = sorted({start[b] for b in moves} | {tuple(to) for to in moves.values()})
        ctx.emit(
            "elements_moved",
            "The Psychic Spirit Bonus moves " + "; ".join(lines) + ".",
            changes=[(["field", seat, slot], field[(seat, slot)]) for seat, slot in touched],
        )
        for place in touched:
            bonds.check_light(ctx, *place)  # a Grim that gave its Light away loses that Bonus
    if command.get("afterworld"):
        effects.set_afterworld(ctx, command["afterworld"], revive_ok=True)
