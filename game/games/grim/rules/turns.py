"""Rounds and Turns: descending Speed (Fiend's Favor +0.5), the Paralysis Phase, the Turn's
steps (start of Turn, +2 Stamina, draw, place a Bond, before Action, Action, after Action),
Heal and Swap, replacing knocked-out Grim between Turns, and the end of the Round (held
Attacks, end-of-Round effects, the Afterworld discarded, Fiend's Favor passed)."""

from __future__ import annotations

from game.core.agenda import clone
from game.games.grim.rules import attack, bonds, content, damage, effects, statuses
from game.games.grim.rules import state as S
from game.games.grim.rules.elements import ORDER
from game.games.grim.rules.engine import ask, asking, auto
from game.games.grim.rules.status_marks import release_held


def turn_key(state, seat, slot, g) -> tuple:
    return (S.speed(state, seat, g), -slot)


def forced_to_paralysis_phase(state, g) -> bool:
    if g["status"] == "paralysis" and not g["status_reaction"]:
        return True
    return S.world_rule(state) == "paralysis_phase" and "electric" in S.elements(state, g)


def turn_order(state) -> list[dict]:
    """The Round's order as the players see it: who has gone, who is next, and the Paralysis
    Phase (held Attacks and forced Turns) at the end."""
    rnd = state["round"]
    if not rnd:
        return []
    rows = []
    for seat, slot, g in S.by_speed(state):
        rows.append(
            {
                "seat": seat,
                "slot": slot,
                "card": g["card"],
                "name": S.grim_name(g["card"]),
                "speed": S.speed(state, seat, g),
                "paralysis_phase": forced_to_paralysis_phase(state, g),
                "done": g["card"] in rnd["acted"],
                "current": bool(state["turn"]) and state["turn"]["card"] == g["card"],
            }
        )
    rows.sort(key=lambda r: r["paralysis_phase"])
    for a in rnd["suspended"]:
        rows.append(
            {
                "seat": a["seat"],
                "slot": a["slot"],
                "card": a["card"],
                "name": S.grim_name(a["card"]),
                "speed": None,
                "paralysis_phase": True,
                "held_attack": True,
                "done": False,
                "current": False,
            }
        )
    return rows


# --- the Round -------------------------------------------------------------------------------


@auto("round_start")
def _round_start(ctx, step):
    state = ctx.state
    number = (state["round"]["number"] if state["round"] else 0) + 1
    rnd = {"number": number, "phase": "main", "acted": [], "last": None, "suspended": []}
    push = []
    world = state["afterworld"]
    if number > 1:
        push.append(asking("afterworld", state["favor"]))
        if not S.coven(state):
            # Fiend's Favor grants the search as an ability: it may be declined
            push.append(asking("search", state["favor"], shuffle=True, optional=True))
    push += [{"op": "next_turn"}, {"op": "round_end"}]
    changes = [
        (["round"], rnd),
        (["phase"], "round"),
        (["players", 0, "reaction"], True),
        (["players", 1, "reaction"], True),
    ]
    if number > 1 and not world["available"]:
        changes.append((["afterworld", "available"], list(world["discard"])))
        changes.append((["afterworld", "discard"], []))
    ctx.emit(
        "round_started",
        f"Round {number} begins; Player {state['favor'] + 1} has Fiend's Favor.",
        changes=changes,
        pop=1,
        push=push,
        number=number,
    )


def _candidates(state):
    rnd = state["round"]
    last = tuple(rnd["last"]) if rnd["last"] else None
    found = []
    for seat, slot, g in S.on_field(state):
        if g["card"] in rnd["acted"]:
            continue
        if forced_to_paralysis_phase(state, g) != (rnd["phase"] == "paralysis"):
            continue
        found.append((turn_key(state, seat, slot, g), "turn", seat, slot, g["card"]))
    if rnd["phase"] == "paralysis":
        for a in rnd["suspended"]:
            g = S.at(state, a["seat"], a["slot"])
            if g and g["card"] == a["card"]:
                found.append(
                    (
                        turn_key(state, a["seat"], a["slot"], g),
                        "held",
                        a["seat"],
                        a["slot"],
                        a["card"],
                    )
                )
    found = [f for f in found if last is None or f[0] < last]
    return sorted(found, key=lambda f: f[0], reverse=True)


@auto("next_turn")
def _next_turn(ctx, step):
    state = ctx.state
    rnd = state["round"]
    found = _candidates(state)
    if not found:
        if rnd["phase"] == "main":
            ctx.emit(
                "paralysis_phase",
                "The Paralysis Phase.",
                changes=[(["round", "phase"], "paralysis"), (["round", "last"], None)],
            )
        else:
            ctx.emit("turns_over", "", pop=1)
        return
    key, kind, seat, slot, card_id = found[0]
    if kind == "held":
        held = next(a for a in rnd["suspended"] if a["card"] == card_id)
        ctx.emit(
            "held_attack",
            "",
            changes=[
                (["round", "last"], list(key)),
                (["round", "suspended"], [a for a in rnd["suspended"] if a is not held]),
            ],
            push=[{"op": "resume", "attack": held}],
        )
        return
    ctx.emit(
        "turn_started",
        f"{S.grim_name(card_id)}'s Turn (Player {seat + 1}).",
        changes=[
            (
                ["turn"],
                {
                    "seat": seat,
                    "slot": slot,
                    "card": card_id,
                    "paralysis": rnd["phase"] == "paralysis",
                },
            ),
            (["round", "acted"], rnd["acted"] + [card_id]),
            (["round", "last"], list(key)),
        ],
        push=[
            {"op": "turn_begin"},
            asking("draw", seat),
            asking("attach", seat),
            {"op": "before_action"},
            asking("action", seat, card=card_id),
            {"op": "after_action"},
            {"op": "turn_end"},
            {"op": "between_turns"},
        ],
    )


def acting(state) -> tuple[int, int] | None:
    """(seat, slot) of the Grim whose Turn it is, if it is still on the field."""
    turn = state["turn"]
    if not turn:
        return None
    place = S.find(state, turn["card"])
    return place if place == (turn["seat"], turn["slot"]) else None


@auto("turn_begin")
def _turn_begin(ctx, step):
    ctx.emit("turn_steps", "", pop=1)
    place = acting(ctx.state)
    if place:
        effects.passive(ctx, "start_of_turn", *place)
    place = acting(ctx.state)
    if place and S.lord(ctx.state, place[0]) == "dawnlight":
        statuses.cure(ctx, *place)  # the Light Grimlord Cures its Grim as their Turns begin
    place = acting(ctx.state)
    if place:
        # Throw spoils the next Turn only: remember whether it was there as this one began
        status = S.at(ctx.state, *place)["status"]
        ctx.emit("turn_status", "", changes=[(["turn", "status_at_start"], status)])
        surge = 3 if S.world_rule(ctx.state) == "overcharge" else 2  # the Storm Foundry
        damage.gain_stamina(ctx, *place, surge, " for its Turn")


@auto("before_action")
def _before_action(ctx, step):
    ctx.emit("before_action", "", pop=1)
    place = acting(ctx.state)
    if place:
        effects.passive(ctx, "before_action", *place)


@auto("after_action")
def _after_action(ctx, step):
    ctx.emit("after_action", "", pop=1)
    place = acting(ctx.state)
    if place:
        effects.passive(ctx, "after_action", *place)


@auto("turn_end")
def _turn_end(ctx, step):
    state = ctx.state
    turn = state["turn"]
    place = acting(state)
    ctx.emit("turn_ended", "", pop=1, changes=[(["turn"], None)])
    if place:
        statuses.clear(ctx, *place, "freeze", " after its Turn")
        if turn.get("status_at_start") == "throw":
            statuses.clear(ctx, *place, "throw", " after its Turn")
        if turn.get("paralysis"):
            statuses.clear(ctx, *place, "paralysis", " after its Turn")


# --- draw and placement --------------------------------------------------------------------


def _draw_options(state, step):
    if not acting(state):
        return []
    seat = step["seat"]
    out = []
    if state["bond_deck"] or any(c in state["bond_kinds"] for c in state["limbo"]):
        out.append({"type": "draw", "from": "bond", "label": "Draw from the Bond Deck"})
    if not S.coven(state):
        for element, deck in state["players"][seat]["grim_decks"].items():
            if deck:
                out.append(
                    {
                        "type": "draw",
                        "from": element,
                        "label": f"Draw from your {element.title()} Grim Deck",
                    }
                )
    return out + ([{"type": "no_draw", "label": "Draw nothing"}] if out else [])


@ask(
    "draw",
    lambda s, st: ("draw", {"text": "Draw a card: from the Bond Deck or a Grim Deck."}),
    _draw_options,
)
def _draw(ctx, step, command):
    state = ctx.state
    seat = step["seat"]
    ctx.emit("draw_step", "", pop=1)
    if command["type"] == "no_draw":
        return
    if command["from"] == "bond":
        bonds.draw(ctx, seat, 1)
        return
    deck = state["players"][seat]["grim_decks"][command["from"]]
    ctx.emit(
        "grim_drawn",
        f"Player {seat + 1} draws from their {command['from'].title()} Grim Deck.",
        reveal=True,
        changes=[
            (["players", seat, "grim_decks", command["from"]], deck[1:]),
            (["players", seat, "hand"], state["players"][seat]["hand"] + deck[:1]),
        ],
    )


def _attach_options(state, step):
    if not acting(state):
        return []
    seat = step["seat"]
    out = []
    for bond in S.one_of_each_kind(state, state["players"][seat]["hand"]):
        kind = state["bond_kinds"][bond]
        for slot in (0, 1):
            g = S.at(state, seat, slot)
            if g:
                what = "a Spirit" if kind == "spirit" else f"the {kind.title()} Element"
                out.append(
                    {
                        "type": "attach",
                        "card": bond,
                        "slot": slot,
                        "label": f"Attach {what} to {S.grim_name(g['card'])}",
                    }
                )
    return out + ([{"type": "no_attach", "label": "Attach nothing"}] if out else [])


@ask(
    "attach",
    lambda s, st: ("attach", {"text": "You may attach one Bond card to either of your Grim."}),
    _attach_options,
)
def _attach(ctx, step, command):
    ctx.emit("placement_step", "", pop=1)
    if command["type"] == "attach":
        bonds.attach(ctx, step["seat"], command["slot"], command["card"])


# --- the Action ------------------------------------------------------------------------------


def _heal_options(state, seat, slot) -> list:
    """Heal and Swap are chosen first and paid for next (the ``heal_pay`` question), so the player
    picks which attached Bonds go instead of choosing among every combination at once."""
    g = S.grim_at(state, seat, slot)
    missing = S.max_health(g) - g["health"]
    if S.lord(state, 1 - seat) == "no_mercy" and S.below_half(g):
        return []  # the enemy's Dark Grimlord: a Grim at half Health or less can't get away
    free_swap = S.lord(state, seat) == "free_swap" and missing <= 0  # the Wind Grimlord
    if missing <= 0 and not free_swap:
        return []
    out = (
        []
        if free_swap
        else [
            {
                "type": "heal",
                "label": f"Heal (up to {min(missing, g['stamina'] + len(g['bonds']))}"
                f" of {missing} missing Health)",
                "preview": {"missing": missing, "stamina": g["stamina"], "bonds": len(g["bonds"])},
            }
        ]
    )
    if g["stamina"] + len(g["bonds"]) >= missing:  # a Swap must reach full Health first
        for card_id in state["players"][seat]["hand"]:
            if S.is_grim(state, card_id):
                out.append(
                    {
                        "type": "swap",
                        "card": card_id,
                        "label": f"Heal to full and Swap with {S.grim_name(card_id)}",
                        "preview": {
                            "missing": missing,
                            "stamina": g["stamina"],
                            "bonds": len(g["bonds"]),
                        },
                    }
                )
    return out


def _pay_options(state, step):
    place = acting(state)
    if not place or S.find(state, step["card"]) != place:
        return []
    g = S.at(state, *place)
    missing = S.max_health(g) - g["health"]
    chosen = step["bonds"]
    out = []
    if len(chosen) < missing:  # a Bond past what is missing would Heal nothing
        for b in S.one_of_each_kind(state, [b for b in g["bonds"] if b not in chosen]):
            out.append(
                {
                    "type": "pay_bond",
                    "bond": b,
                    "label": f"Spend the {_bond_name(state['bond_kinds'][b])}",
                }
            )
    swap = step.get("swap")
    if swap:
        need = max(0, missing - len(chosen))
        amounts = [need] if need <= g["stamina"] else []
    else:
        amounts = range(max(0, 1 - len(chosen)), min(g["stamina"], missing - len(chosen)) + 1)
    for s in amounts:
        total = s + len(chosen)
        what = f"{s} Stamina" + (
            f" and {len(chosen)} Bond card{'s' * (len(chosen) != 1)}" if chosen else ""
        )
        out.append(
            {
                "type": "pay",
                "stamina": s,
                "label": (
                    f"Heal {total} with {what} and Swap with {S.grim_name(swap)}"
                    if swap
                    else f"Heal {total} with {what}"
                ),
                "preview": {"health": g["health"] + total},
            }
        )
    return out + [{"type": "back", "label": "Back to the Action"}]


def _bond_name(kind: str) -> str:
    return "Spirit" if kind == "spirit" else f"{kind.title()} Element"


def _pay_text(state, step):
    what = f"Swap with {S.grim_name(step['swap'])}" if step.get("swap") else "Heal"
    return "heal_pay", {
        "text": f"{what}: pick the attached Bond cards to spend, one at a time, then the Stamina.",
        "card": step["card"],
        "bonds": list(step["bonds"]),
        "swap": step.get("swap"),
    }


@ask("heal_pay", _pay_text, _pay_options)
def _pay(ctx, step, command):
    seat = step["seat"]
    if command["type"] == "back":
        ctx.emit("heal_back", "", pop=1, push=[asking("action", seat, card=step["card"])])
        return
    if command["type"] == "pay_bond":
        ctx.emit(
            "bond_picked", "", pop=1, push=[{**step, "bonds": step["bonds"] + [command["bond"]]}]
        )
        return
    seat, slot = acting(ctx.state)
    ctx.emit("heal_paid", "", pop=1)
    if command["stamina"]:
        damage.spend_stamina(ctx, seat, slot, command["stamina"], " to Heal")
    bonds.spend(ctx, seat, slot, step["bonds"])
    grown = 2 if S.world_rule(ctx.state) == "overgrowth" and not step.get("swap") else 0
    damage.heal(
        ctx,
        seat,
        slot,
        command["stamina"] + len(step["bonds"]) + grown,
        " (the Verdant Hollow adds 2)" if grown else "",
    )
    if step.get("swap"):
        swap_in(ctx, seat, slot, step["swap"])


def _action_options(state, step):
    place = acting(state)
    if not place or S.find(state, step["card"]) != place:
        return []
    out = attack.options(state, *place, "action") + _heal_options(state, *place)
    return out + [{"type": "pass", "label": "Forgo the Action"}]


def _action_text(state, step):
    return "action", {
        "text": f"{S.grim_name(step['card'])}'s Action: Attack, Heal, Swap or pass.",
        "card": step["card"],
    }


@ask("action", _action_text, _action_options)
def _action(ctx, step, command):
    seat, slot = acting(ctx.state)
    if command["type"] in ("heal", "swap"):
        ctx.emit(
            "heal_chosen",
            "",
            pop=1,
            push=[
                asking(
                    "heal_pay",
                    seat,
                    card=step["card"],
                    bonds=[],
                    swap=command["card"] if command["type"] == "swap" else None,
                )
            ],
        )
        return
    ctx.emit("action_chosen", "", pop=1)
    if command["type"] == "attack":
        attack.declare(ctx, seat, slot, command, "action")
    else:
        ctx.emit("pass", f"{S.grim_name(step['card'])} forgoes its Action.")


def swap_in(ctx, seat: int, slot: int, card_id: str, bonus: dict | None = None) -> None:
    """Trade places with a Grim in hand; the Bonds stay and attach to the newcomer, Spirit
    Bonuses do not (three Spirits still there may choose a new one); the Status goes out with
    the outgoing card."""
    state = ctx.state
    old = S.grim_at(state, seat, slot)
    new = S.new_grim(card_id)
    new["bonds"] = list(old["bonds"])
    if S.lord(state, seat) == "deep_reserves":
        new["stamina"] += 2  # the Water Grimlord
    note = ""
    for key, value in (bonus or {}).items():
        new[key] += value
        note = f", adding {value} {key.title()}"
    hand = [c for c in state["players"][seat]["hand"] if c != card_id] + [old["card"]]
    ctx.emit(
        "swapped",
        f"{S.grim_name(old['card'])} Swaps out for {S.grim_name(card_id)}{note}.",
        reveal=True,
        changes=[(["field", seat, slot], new), (["players", seat, "hand"], hand)],
        seat=seat,
        slot=slot,
        card=card_id,
    )
    release_held(ctx, old["card"])
    if S.spirits(state, new) >= 3:
        ctx.emit("spirit_bonus_due", "", push=[asking("spirit_bonus", seat, card=card_id)])
    effects.passive(ctx, "on_enter", seat, slot)


# --- between Turns ---------------------------------------------------------------------------


@auto("between_turns")
def _between_turns(ctx, step):
    state = ctx.state
    if not state["bond_deck"]:
        bonds.refill(ctx)  # the book's last step of a Turn: a depleted Bond Deck is renewed
    push = []
    for seat in (0, 1):
        for slot in (0, 1):
            if S.at(state, seat, slot) is None:
                push.append({"op": "refill_slot", "seat": seat, "slot": slot})
    ctx.emit("between_turns", "", pop=1, push=push)


@auto("refill_slot")
def _refill_slot(ctx, step):
    state = ctx.state
    seat, slot = step["seat"], step["slot"]
    player = state["players"][seat]
    if S.at(state, seat, slot) is not None:
        ctx.emit("slot_filled", "", pop=1)
        return
    if any(S.is_grim(state, c) for c in player["hand"]):
        ctx.emit("replace_due", "", pop=1, push=[asking("replace", seat, slot=slot)])
        return
    if any(player["grim_decks"].values()):
        ctx.emit("topdeck_due", "", push=[asking("topdeck", seat)])
        return
    if not any(S.at(state, seat, s) for s in (0, 1)):
        ctx.emit(
            "match_won",
            f"Player {seat + 1} has no Grim left to play: Player {2 - seat} wins!",
            pop=1,
            changes=[(["result"], {"winner": 1 - seat, "loser": seat}), (["phase"], "over")],
        )
        return
    ctx.emit("slot_empty", f"Player {seat + 1} has no Grim to fill the empty place.", pop=1)


def _topdeck_options(state, step):
    return [
        {
            "type": "topdeck",
            "from": element,
            "label": f"Take the top card of your {element.title()} Grim Deck",
        }
        for element, deck in state["players"][step["seat"]]["grim_decks"].items()
        if deck
    ]


@ask(
    "topdeck",
    lambda s, st: (
        "topdeck",
        {"text": "You have no Grim to play: take the top card of either of your Grim Decks."},
    ),
    _topdeck_options,
)
def _topdeck(ctx, step, command):
    seat, element = step["seat"], command["from"]
    player = ctx.state["players"][seat]
    deck = player["grim_decks"][element]
    ctx.emit(
        "topdeck",
        f"Player {seat + 1} has no Grim in hand and tops their {element.title()} Grim Deck.",
        reveal=True,
        pop=1,
        changes=[
            (["players", seat, "grim_decks", element], deck[1:]),
            (["players", seat, "hand"], player["hand"] + deck[:1]),
        ],
    )


def place_options(state, seat: int, exclude=()) -> list:
    hand = state["players"][seat]["hand"]
    used = {c for pick in exclude for c in pick if c}
    grims = [c for c in hand if S.is_grim(state, c) and c not in used]
    bond_cards = [None] + S.one_of_each_kind(state, [c for c in hand if c not in used])
    out = []
    for g in grims:
        for b in bond_cards:
            what = (
                ""
                if b is None
                else (
                    " with a Spirit"
                    if state["bond_kinds"][b] == "spirit"
                    else f" with the {state['bond_kinds'][b].title()} Element"
                )
            )
            out.append(
                {"type": "place", "card": g, "bond": b, "label": f"Play {S.grim_name(g)}{what}"}
            )
    return out


def enter(
    ctx, seat: int, slot: int, card_id: str, bond: str | None, log: str = "", passive: bool = True
) -> None:
    """Play a Grim from hand into an empty place; its "enters play" Passive follows unless
    ``passive`` is False (the opening flip runs them once all four are down)."""
    state = ctx.state
    hand = [c for c in state["players"][seat]["hand"] if c != card_id]
    new = S.new_grim(card_id)
    if S.lord(state, seat) == "deep_reserves":
        new["stamina"] += 2  # the Water Grimlord
    ctx.emit(
        "grim_placed",
        log or f"Player {seat + 1} plays {S.grim_name(card_id)}.",
        reveal=True,
        changes=[(["field", seat, slot], new), (["players", seat, "hand"], hand)],
        seat=seat,
        slot=slot,
        card=card_id,
    )
    if bond:
        bonds.attach(ctx, seat, slot, bond)
    if passive:
        effects.passive(ctx, "on_enter", seat, slot)


@ask(
    "replace",
    lambda s, st: (
        "replace",
        {
            "text": "Play a Grim from your hand in the empty place (you may attach a Bond to it).",
            "slot": st["slot"],
        },
    ),
    lambda s, st: place_options(s, st["seat"]),
)
def _replace(ctx, step, command):
    ctx.emit("replacing", "", pop=1)
    enter(ctx, step["seat"], step["slot"], command["card"], command["bond"])


# --- the end of the Round ---------------------------------------------------------------------


@auto("round_end")
def _round_end(ctx, step):
    state = ctx.state
    rnd = state["round"]
    held = [a for a in rnd["suspended"] if S.find(state, a["card"]) == (a["seat"], a["slot"])]
    if held:
        fastest = max(
            held, key=lambda a: S.speed(state, a["seat"], S.at(state, a["seat"], a["slot"]))
        )
        ctx.emit(
            "held_attack",
            "",
            changes=[(["round", "suspended"], [a for a in rnd["suspended"] if a is not fastest])],
            push=[{"op": "resume", "attack": fastest}],
        )
        return
    ctx.emit("round_ending", "", changes=[(["round", "suspended"], [])])
    effects.passives_in_speed_order(ctx, "end_of_round")
    if state["result"] is None:
        effects.round_end_rules(ctx)
    if state["result"] is not None:
        return
    changes = []
    for seat, slot, g in S.on_field(state):
        if g["bonus"].get("dark"):
            b = clone(g)
            del b["bonus"]["dark"]
            changes.append((["field", seat, slot], b))
    world = state["afterworld"]
    if world["active"]:
        changes.append(
            (
                ["afterworld"],
                {
                    "active": None,
                    "available": list(world["available"]),
                    "discard": world["discard"] + [world["active"]],
                },
            )
        )
    favor = 1 - state["favor"]
    ctx.emit(
        "round_ended",
        f"Round {rnd['number']} ends. Fiend's Favor passes to Player {favor + 1}.",
        pop=1,
        changes=changes + [(["favor"], favor)],
        push=[{"op": "between_turns"}, {"op": "round_start"}],
    )


# --- Afterworld and search questions (the round's opening and some effects) ------------------


def _afterworld_options(state, step):
    world = state["afterworld"]
    return [
        {
            "type": "afterworld",
            "element": w,
            "label": f"{content.afterworld(w)['name']}: {content.afterworld(w)['text']}",
        }
        for w in ORDER
        if w in world["available"]
    ]


@ask(
    "afterworld",
    lambda s, st: (
        "afterworld",
        {
            "text": "Choose the Afterworld for this Round."
            if not st.get("replace")
            else "Choose the new Afterworld."
        },
    ),
    _afterworld_options,
)
def _afterworld(ctx, step, command):
    ctx.emit("afterworld_chosen", "", pop=1)
    effects.set_afterworld(ctx, command["element"])


def _search_options(state, step):
    seat = step["seat"]
    out = [
        {"type": "search", "card": c, "from": e, "label": f"Take {S.grim_name(c)}"}
        for e, deck in state["players"][seat]["grim_decks"].items()
        for c in sorted(deck)
    ]
    return out + (
        [{"type": "no_search", "label": "Don't search"}] if out and step.get("optional") else []
    )


@ask(
    "search",
    lambda s, st: ("search", {"text": "Search your Grim Decks for one Grim."}),
    _search_options,
)
def _search(ctx, step, command):
    state = ctx.state
    seat = step["seat"]
    if command["type"] == "no_search":
        ctx.emit("no_search", f"Player {seat + 1} does not search.", pop=1)
        return
    decks = state["players"][seat]["grim_decks"]
    changes = [(["players", seat, "hand"], state["players"][seat]["hand"] + [command["card"]])]
    for element, deck in decks.items():
        rest = [c for c in deck if c != command["card"]]
        changes.append(
            (
                ["players", seat, "grim_decks", element],
                ctx.chance.shuffled(rest, f"shuffle:{seat}:{element}"),
            )
        )
    ctx.emit(
        "searched",
        f"Player {seat + 1} searches their Grim Decks and shuffles them.",
        pop=1,
        changes=changes,
        reveal=True,
    )
