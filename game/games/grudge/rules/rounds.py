"""The round: drawing, Initiative, assigning cards, the Monsters' cards, turn order with ties,
Reaction windows after every turn, discards with the Joker reset, and the Challenge's end."""

from __future__ import annotations

from game.games.grudge.rules import cards
from game.games.grudge.rules import state as S
from game.games.grudge.rules.engine import ask, asking, auto
from game.games.grudge.rules.journal import card as remembered

SLOT_NAMES = {"main": "Main Action", "reaction": "Reaction", "interrupt": "Interrupt"}
REACTION_HINT = {"S": "Strike", "C": "Dash or Avoid", "H": "Use an Item or Recover"}
INTERRUPT_HINT = {"S": "Riposte", "C": "Sidestep", "H": "Aid"}


@auto("challenge")
def _challenge(ctx, step):
    if not S.living(ctx.state):
        ctx.emit(
            "challenge_won",
            "The last monster falls: the room is yours.",
            pop=1,
            push=[{"op": "end_challenge"}],
        )
        return
    ctx.emit(
        "round_ahead",
        "",
        changes=[(["phase"], "round")],
        push=[{"op": "round_begin"}, {"op": "turns"}, {"op": "round_end"}],
    )


# --- drawing ------------------------------------------------------------------------------


def _draw(deck: list, discard: list, count: int, refill) -> tuple:
    """Take ``count`` cards that are not Jokers from the top. Jokers are set aside.
    ``refill(discard)`` gives the next deck when this one runs out."""
    deck, discard = list(deck), list(discard)
    drawn: list = []
    jokers: list = []
    while len(drawn) < count:
        if not deck:
            if not discard:
                break
            deck, discard = refill(discard), []
        card = deck.pop(0)
        (jokers if cards.is_joker(card) else drawn).append(card)
    return drawn, jokers, deck, discard


def _flip(discard: list) -> list:
    return list(discard)  # turned face down unshuffled: the same order again


@auto("round_begin")
def _round_begin(ctx, step):
    state = ctx.state
    decks = state["decks"]
    hand, jokers, deck, discard = _draw(
        decks["warrior"],
        decks["warrior_discard"],
        3,
        lambda cards: ctx.chance.shuffled(cards, "shuffle:warrior"),
    )
    number = state["run"]["round"] + 1
    rnd = S.new_round()
    rnd["hand"] = hand
    rnd["joker"] = bool(jokers)
    changes = [
        (["round"], rnd),
        (["run", "round"], number),
        (["decks", "warrior"], deck),
        (["decks", "warrior_discard"], discard),
        (["decks", "warrior_jokers"], decks["warrior_jokers"] + jokers),
        (["warrior", "moved"], 0),
    ]
    if not decks["init_hand"]:
        changes += [
            (["decks", "init_hand"], sorted(decks["init_discard"], key=cards.value)),
            (["decks", "init_discard"], []),
        ]
    joker_note = " A Joker turns up and is set aside." if jokers else ""
    drawn = remembered(state, ", ".join(map(cards.name, hand)), "three cards", number)
    ctx.emit(
        "round_started",
        f"Round {number}: you draw {drawn}." + joker_note,
        reveal=True,
        cards=hand,
        jokers=jokers,
        changes=changes,
        pop=1,
        push=[
            asking("initiative"),
            asking("assign", slot="main"),
            asking("assign", slot="reaction"),
            {"op": "monster_draw"},
        ],
    )


def _initiative_options(state, step):
    hand = state["decks"]["init_hand"]
    if S.has(state, S.WARRIOR, "enraged"):
        hand = [cards.lowest(hand)]
    return [
        {"type": "initiative", "card": c, "label": f"Initiative {cards.value(c)}"}
        for c in sorted(hand, key=cards.value)
    ]


def _initiative_text(state, step):
    rage = (
        " You are Enraged: only your lowest card will do."
        if S.has(state, S.WARRIOR, "enraged")
        else ""
    )
    return "initiative", {
        "text": "Choose your Initiative card: low acts early, high is hard to hit." + rage
    }


@ask("initiative", _initiative_text, _initiative_options)
def _initiative(ctx, step, command):
    card = command["card"]
    hand = [c for c in ctx.state["decks"]["init_hand"] if c != card]
    ctx.emit(
        "initiative_chosen",
        f"Your Initiative is {remembered(ctx.state, cards.value(card))}.",
        changes=[(["round", "init_card"], card), (["decks", "init_hand"], hand)],
        pop=1,
    )


def _assign_options(state, step):
    slot = step["slot"]
    hand = state["round"]["hand"]
    out = []
    for card in hand:
        value = cards.value(card)
        if slot == "main":
            preview = f"Main Action worth {value} plus a Stat"
        else:
            rest = [c for c in hand if c != card]
            preview = (
                f"Reaction: {REACTION_HINT[cards.suit(card)]} at {value}; leaves "
                f"{cards.name(rest[0])} to {INTERRUPT_HINT[cards.suit(rest[0])]}"
            )
        out.append(
            {
                "type": "assign",
                "card": card,
                "slot": slot,
                "label": f"{SLOT_NAMES[slot]}: {cards.name(card)}",
                "preview": preview,
            }
        )
    return out


@ask(
    "assign",
    lambda s, st: (
        "assign",
        {"text": f"Choose the card for your {SLOT_NAMES[st['slot']]}.", "slot": st["slot"]},
    ),
    _assign_options,
)
def _assign(ctx, step, command):
    card, slot = command["card"], command["slot"]
    hand = [c for c in ctx.state["round"]["hand"] if c != card]
    changes = [(["round", slot], card), (["round", "hand"], hand)]
    log = ""
    if slot == "reaction":
        changes += [(["round", "interrupt"], hand[0]), (["round", "hand"], [])]
        r, m, i = card, ctx.state["round"]["main"], hand[0]
        m, r, i = (remembered(ctx.state, cards.name(c)) for c in (m, r, i))
        log = f"Main {m}, Reaction {r}, Interrupt {i}."
    ctx.emit("card_assigned", log, changes=changes, pop=1)


@auto("monster_draw")
def _monster_draw(ctx, step):
    state = ctx.state
    decks = state["decks"]
    alive = S.living(state)
    enraged = any(S.has(state, m, "enraged") for m in alive)
    inits, _, ideck, idiscard = _draw(
        decks["m_init"], decks["m_init_discard"], 2 if enraged else 1, _flip
    )
    acts, jokers, adeck, adiscard = _draw(decks["m_action"], decks["m_action_discard"], 3, _flip)
    rnd = dict(state["round"])
    rnd["m_init"], rnd["m_cards"] = inits, acts
    rnd["joker"] = rnd["joker"] or bool(jokers)
    first, low = cards.value(inits[0]), min(cards.value(c) for c in inits)
    queue = [[S.WARRIOR, S.initiative(state, S.WARRIOR)]]
    changes = []
    for mid in alive:
        value = low if S.has(state, mid, "enraged") else first
        queue.append([mid, value])
        changes += [
            (["monsters", mid, "init"], value),
            (["monsters", mid, "moved"], 0),
            (["monsters", mid, "struck"], False),
            (["monsters", mid, "used"], {"main": False, "reaction": False, "interrupt": False}),
        ]
    rnd["queue"] = queue
    changes = [
        (["round"], rnd),
        (["decks", "m_init"], ideck),
        (["decks", "m_init_discard"], idiscard),
        (["decks", "m_action"], adeck),
        (["decks", "m_action_discard"], adiscard),
        (["decks", "monster_jokers"], decks["monster_jokers"] + jokers),
    ] + changes
    # The journal does not name the cards: they lie face up for this round only, and after it
    # the player has to remember them (see the rulings on memory).
    two = " (two Initiative cards: a Monster is Enraged)" if len(inits) > 1 else ""
    joker_note = " A Joker turns up among them and is set aside." if jokers else ""
    ctx.emit(
        "monsters_drew",
        f"The Monsters turn up their cards{two}." + joker_note,
        reveal=True,
        initiative=inits,
        cards=acts,
        jokers=jokers,
        changes=changes,
        pop=1,
    )


# --- turn order ---------------------------------------------------------------------------


@auto("turns")
def _turns(ctx, step):
    state = ctx.state
    queue = state["round"]["queue"]
    if not queue:
        ctx.emit("turns_done", "", pop=1)
        return
    low = min(i for _, i in queue)
    tied = [w for w, i in queue if i == low]
    standing = [w for w in tied if S.alive(state, w)]
    if len(standing) >= 2:
        ctx.emit("tie", "", push=[asking("tie_order", count=low)])
        return
    who = standing[0] if standing else tied[0]
    begin_slot(ctx, who, dead_too=not standing)


def begin_slot(ctx, who: str, dead_too: bool = False) -> None:
    """Take ``who``'s place in the order: their turn, then the Reaction windows."""
    state = ctx.state
    rnd = state["round"]
    count = dict(rnd["queue"])[who]
    gone = {who}
    if dead_too:  # fallen monsters sharing this count leave one window between them
        gone |= {w for w, i in rnd["queue"] if i == count and not S.alive(state, w)}
    queue = [entry for entry in rnd["queue"] if entry[0] not in gone]
    changes = [
        (["round", "queue"], queue),
        (["round", "current"], who),
        (["round", "done"], rnd["done"] + sorted(gone)),
    ]
    fallen = who != S.WARRIOR and not S.alive(state, who)
    ctx.emit(
        "turn_begins",
        "",
        changes=changes,
        push=[{"op": "turn", "who": who}, {"op": "after_turn", "who": who, "fallen": fallen}],
    )


def _tie_options(state, step):
    out = []
    for who, count in state["round"]["queue"]:
        if count == step["count"] and S.alive(state, who):
            out.append(
                {
                    "type": "go_next",
                    "who": who,
                    "label": "You act next"
                    if who == S.WARRIOR
                    else f"{S.title_of(state, who)} acts next",
                }
            )
    return out


@ask(
    "tie_order",
    lambda s, st: (
        "tie_order",
        {
            "text": f"Several characters act on {st['count']}: choose who goes next.",
            "count": st["count"],
        },
    ),
    _tie_options,
)
def _tie(ctx, step, command):
    ctx.emit("tie_broken", "", pop=1)
    begin_slot(ctx, command["who"])


@auto("turn")
def _turn(ctx, step):
    from game.games.grudge.rules import monsters

    state = ctx.state
    who = step["who"]
    if who == S.WARRIOR:
        changes = [(["round", "warrior_acted"], True), (["round", "used", "main"], True)]
        if S.has(state, who, "stunned"):
            ctx.emit(
                "turn_lost",
                "You are Stunned and lose your turn.",
                pop=1,
                changes=changes
                + [
                    (
                        ["warrior", "conditions"],
                        [c for c in S.conditions(state, who) if c != "stunned"],
                    )
                ],
            )
        else:
            ctx.emit(
                "your_turn",
                "Your turn.",
                changes=[(["round", "warrior_acted"], True)],
                pop=1,
                push=[asking("main_action", menu=None)],
            )
        return
    if not S.alive(state, who):
        ctx.emit("turn_empty", "", pop=1)
        return
    monsters.take_turn(ctx, who)


@auto("after_turn")
def _after_turn(ctx, step):
    """After a turn the *other* characters may react: the one who just acted waits. A monster
    that fell before its count had no turn; only the Warrior's window opens there."""
    who = step.get("who")  # None in saves from rules version 1: everyone, as then
    windows = [] if step.get("fallen") else [{"op": "monster_reactions", "after": who}]
    if who != S.WARRIOR:
        windows.append({"op": "warrior_window"})
    ctx.emit("reactions_open", "", changes=[(["round", "dragged"], False)], pop=1, push=windows)


@auto("monster_reactions")
def _monster_reactions(ctx, step):
    from game.games.grudge.rules import monsters

    state = ctx.state
    for mid in S.living(state):
        if (
            mid == step.get("after")
            or state["monsters"][mid]["used"]["reaction"]
            or S.alive(state, S.WARRIOR) is False
        ):
            continue
        plan = monsters.reaction_plan(state, mid)
        if plan is None:
            continue
        log, steps, extra = plan
        used = [(["monsters", mid, "used", "reaction"], True)]
        if S.has(state, mid, "stunned"):
            left = [c for c in S.conditions(state, mid) if c != "stunned"]
            ctx.emit(
                "reaction_lost",
                f"{S.title_of(state, mid)} is too dazed to react.",
                changes=used + [(["monsters", mid, "conditions"], left)],
            )
            return
        ctx.emit("monster_reacts", log, changes=used + extra, push=steps)
        return
    ctx.emit("monster_reactions_done", "", pop=1)


@auto("warrior_window")
def _warrior_window(ctx, step):
    from game.games.grudge.rules import actions

    state = ctx.state
    rnd = state["round"]
    if rnd["used"]["reaction"] or not rnd["reaction"] or rnd.get("last_window"):
        ctx.emit("no_reaction", "", pop=1)
        return
    options = actions.options(state, "reaction", None)
    changes = []
    if not S.living(state):
        # Nobody is left to react to: the rest of the round is one last window (to loot, say),
        # not one per fallen count, and moving now changes nothing (the room is over).
        changes = [(["round", "last_window"], True)]
        options = [o for o in options if o["type"] != "menu"]
    if len(options) > 1 or not state["options"]["auto_pass"]:
        ctx.emit(
            "reaction_window", "", pop=1, changes=changes, push=[asking("reaction", menu=None)]
        )
    else:
        ctx.emit("no_reaction", "", pop=1, changes=changes)


@auto("round_end")
def _round_end(ctx, step):
    state = ctx.state
    rnd, decks = state["round"], state["decks"]
    mine = [c for c in (rnd["main"], rnd["reaction"], rnd["interrupt"]) if c] + rnd["hand"]
    changes = [
        (["decks", "warrior_discard"], decks["warrior_discard"] + mine),
        (["decks", "init_discard"], decks["init_discard"] + [rnd["init_card"]]),
        (["round"], None),
        (["acts"], []),
    ]
    action_discard = decks["m_action_discard"] + rnd["m_cards"]
    init_discard = decks["m_init_discard"] + rnd["m_init"]
    if rnd["joker"]:
        changes += [
            (["decks", "m_action"], action_discard + decks["m_action"]),
            (["decks", "m_action_discard"], []),
            (["decks", "m_init"], init_discard + decks["m_init"]),
            (["decks", "m_init_discard"], []),
        ]
        log = "A Joker was drawn: the Monsters' cards go back on their decks in the same order."
    else:
        changes += [
            (["decks", "m_action_discard"], action_discard),
            (["decks", "m_init_discard"], init_discard),
        ]
        log = ""
    ctx.emit("round_ended", log, changes=changes, pop=1)


# --- the end of a Challenge ---------------------------------------------------------------


@auto("end_challenge")
def _end_challenge(ctx, step):
    state = ctx.state
    w, decks = state["warrior"], state["decks"]
    shuffle = ctx.chance.shuffled
    changes = [
        (
            ["decks", "m_action"],
            shuffle(
                decks["m_action"] + decks["m_action_discard"] + decks["monster_jokers"],
                "shuffle:monster_action",
            ),
        ),
        (["decks", "m_action_discard"], []),
        (["decks", "monster_jokers"], []),
        (
            ["decks", "m_init"],
            shuffle(decks["m_init"] + decks["m_init_discard"], "shuffle:monster_initiative"),
        ),
        (["decks", "m_init_discard"], []),
        (
            ["decks", "warrior"],
            shuffle(decks["warrior"] + decks["warrior_discard"] + decks["warrior_jokers"]),
        ),
        (["decks", "warrior_discard"], []),
        (["decks", "warrior_jokers"], []),
        (["warrior", "conditions"], []),
        (["warrior", "dropped"], []),
        (["warrior", "luck_spell"], False),
        (["run", "rooms_cleared"], state["run"]["rooms_cleared"] + 1),
    ]
    log = "You shuffle the decks for the next room."
    if state["board"]["campfire"]:
        hearts = w["stats"]["hearts"]
        armor = {piece: (n - 1 if n == 1 else n) for piece, n in w["armor"].items()}
        changes += [
            (["warrior", "health"], w["health"] + hearts),
            (["warrior", "armor"], armor),
            (
                ["decks", "init_hand"],
                sorted(decks["init_hand"] + decks["init_discard"], key=cards.value),
            ),
            (["decks", "init_discard"], []),
        ]
        log = (
            f"You camp by the fire: +{hearts} Health, armor mended a notch, and your "
            "Initiative cards return. " + log
        )
    ctx.emit("challenge_ended", log, changes=changes, pop=1, push=[{"op": "new_room"}])
