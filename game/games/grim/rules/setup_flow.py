"""The opening. Standard: Fiend's Favor decided, the Pick-Ban Phase (each ban hands the other
player two secret Banished from that deck), the deal, the first Afterworld, both players' search,
and the face-down placement. Coven: Grimlords, secret Covens of 8, protection, two Banished each
picked by the opponent, then the same Afterworld and placement."""

from __future__ import annotations

from game.games.grim.rules import content, effects, turns
from game.games.grim.rules import state as S
from game.games.grim.rules.elements import ORDER
from game.games.grim.rules.engine import ask, asking, auto

COVEN_SIZE = 8


def opening_event(state: dict, chance) -> dict:
    favor = state["options"]["first_favor"]
    if favor not in (0, 1):
        favor = chance.below(2, "coin:favor")  # the coin flip
    chooser = 1 - favor
    if S.coven(state):
        push = [asking("grimlord", 0), asking("grimlord", 1)]
        push += [asking("coven_pick", seat) for seat in (0, 1) for _ in range(COVEN_SIZE)]
        push += [asking("protect", chooser), asking("protect", chooser), asking("protect", favor)]
        push += [{"op": "reveal_covens"}]
        push += [asking("banish", seat) for seat in (0, 1) for _ in range(2)]
        push += [{"op": "coven_deal"}]
    else:
        push = []
        for seat in (chooser, favor, chooser, favor):
            push += [asking("pick_deck", seat), asking("ban_deck", seat)]
        push += [
            {"op": "deal"},
            asking("afterworld", favor),
            asking("search", 0, shuffle=True),
            asking("search", 1, shuffle=True),
        ]
    push += [
        asking("place", 0, slot=0),
        asking("place", 0, slot=1),
        asking("place", 1, slot=0),
        asking("place", 1, slot=1),
        {"op": "reveal_placement"},
        {"op": "round_start"},
    ]
    return {
        "event_type": "opening",
        "log": f"Player {favor + 1} takes Fiend's Favor for the first Round.",
        "changes": [(["favor"], favor), (["phase"], "coven" if S.coven(state) else "pickban")],
        "push": push,
    }


def _taken(state):
    picked = [d for p in state["players"] for d in p["decks"]]
    return set(picked) | set(state["banned"])


def _deck_options(kind):
    verb = "Choose" if kind == "pick_deck" else "Ban"

    def options(state, step):
        return [
            {"type": kind, "element": e, "label": f"{verb} the {e.title()} deck"}
            for e in ORDER
            if e not in _taken(state)
        ]

    return options


@ask(
    "pick_deck",
    lambda s, st: ("pick_deck", {"text": "Choose a Grim Deck to play with."}),
    _deck_options("pick_deck"),
)
def _pick(ctx, step, command):
    seat = step["seat"]
    decks = ctx.state["players"][seat]["decks"] + [command["element"]]
    ctx.emit(
        "deck_picked",
        f"Player {seat + 1} chooses the {command['element'].title()} deck.",
        pop=1,
        changes=[(["players", seat, "decks"], decks)],
        element=command["element"],
    )


@ask(
    "ban_deck",
    lambda s, st: (
        "ban_deck",
        {"text": "Ban a Grim Deck: your opponent takes two secret Banished from it."},
    ),
    _deck_options("ban_deck"),
)
def _ban(ctx, step, command):
    state = ctx.state
    seat, element = step["seat"], command["element"]
    secret = ctx.chance.shuffled(content.deck_of(element), f"shuffle:banished:{element}")[:2]
    other = 1 - seat
    banished = state["players"][other]["banished"] + secret
    ctx.emit(
        "deck_banned",
        f"Player {seat + 1} bans the {element.title()} deck; Player "
        f"{other + 1} takes two unseen Banished from it.",
        pop=1,
        changes=[
            (["banned"], state["banned"] + [element]),
            (["players", other, "banished"], banished),
        ],
        element=element,
    )


def _bond_deck(ctx) -> list:
    kinds = content.bond_cards()
    order = ctx.chance.shuffled(list(kinds), "shuffle:bond_deck")
    ctx.emit(
        "bond_deck",
        "The Bond Deck is shuffled.",
        changes=[(["bond_kinds"], kinds), (["bond_deck"], order[8:])],
    )
    return order[:8]


@auto("deal")
def _deal(ctx, step):
    state = ctx.state
    bonds = _bond_deck(ctx)
    changes = []
    for seat in (0, 1):
        player = state["players"][seat]
        hand = []
        decks = {}
        for element in player["decks"]:
            order = ctx.chance.shuffled(content.deck_of(element), f"shuffle:{seat}:{element}")
            hand += order[:2]
            decks[element] = order[2:]
        hand += bonds[4 * seat : 4 * seat + 4]
        changes += [
            (["players", seat, "grim_decks"], decks),
            (["players", seat, "hand"], hand),
            (
                ["players", seat, "banished"],
                ctx.chance.shuffled(player["banished"], f"shuffle:banished_of:{seat}"),
            ),
        ]
    changes += [(["afterworld", "available"], list(ORDER)), (["phase"], "placement")]
    ctx.emit(
        "dealt",
        "Each player draws two Grim from each deck and four Bond cards.",
        reveal=True,
        pop=1,
        changes=changes,
    )


# --- Coven ----------------------------------------------------------------------------------


@ask(
    "grimlord",
    lambda s, st: ("grimlord", {"text": "Choose your Grimlord."}),
    lambda s, st: [
        {"type": "grimlord", "element": e, "label": f"{content.grimlord(e)['name']} ({e.title()})"}
        for e in ORDER
    ],
)
def _grimlord(ctx, step, command):
    seat = step["seat"]
    lord = content.grimlord(command["element"])["name"]
    ctx.emit(
        "grimlord",
        f"Player {seat + 1} brings {lord}.",
        pop=1,
        changes=[(["players", seat, "grimlord"], command["element"])],
    )


def _coven_options(state, step):
    mine = {c.split("@")[0] for c in state["players"][step["seat"]]["coven"]}
    return [
        {"type": "coven_pick", "card": k, "label": f"Add {g['name']} ({g['element'].title()})"}
        for k, g in content.load()["grim"].items()
        if k not in mine
    ]


@ask(
    "coven_pick",
    lambda s, st: (
        "coven_pick",
        {"text": f"Build your Coven: choose {COVEN_SIZE} different Grim (kept secret for now)."},
    ),
    _coven_options,
)
def _coven_pick(ctx, step, command):
    seat = step["seat"]
    coven = ctx.state["players"][seat]["coven"]
    ctx.emit(
        "coven_pick",
        "",
        pop=1,
        changes=[(["players", seat, "coven"], coven + [f"{command['card']}@{seat}"])],
    )


def _protect_options(state, step):
    player = state["players"][step["seat"]]
    return [
        {"type": "protect", "card": c, "label": f"Protect {S.grim_name(c)}"}
        for c in player["coven"]
        if c not in player["protected"]
    ]


@ask(
    "protect",
    lambda s, st: ("protect", {"text": "Set aside a Grim your opponent cannot Banish."}),
    _protect_options,
)
def _protect(ctx, step, command):
    seat = step["seat"]
    player = ctx.state["players"][seat]
    ctx.emit(
        "protected",
        "",
        pop=1,
        changes=[(["players", seat, "protected"], player["protected"] + [command["card"]])],
    )


@auto("reveal_covens")
def _reveal_covens(ctx, step):
    ctx.emit(
        "covens_revealed",
        "Both Covens are shown to the other player for Banishing.",
        pop=1,
        reveal=True,
        changes=[(["phase"], "banish")],
    )


def _banish_options(state, step):
    other = state["players"][1 - step["seat"]]
    return [
        {"type": "banish", "card": c, "label": f"Banish {S.grim_name(c)}"}
        for c in other["coven"]
        if c not in other["protected"] and c not in other["banished"]
    ]


@ask(
    "banish",
    lambda s, st: (
        "banish",
        {"text": "Both Covens are revealed: Banish a Grim from your opponent's."},
    ),
    _banish_options,
)
def _banish(ctx, step, command):
    other = 1 - step["seat"]
    banished = ctx.state["players"][other]["banished"]
    ctx.emit(
        "banished",
        f"Player {step['seat'] + 1} Banishes {S.grim_name(command['card'])}.",
        pop=1,
        changes=[(["players", other, "banished"], banished + [command["card"]])],
    )


@auto("coven_deal")
def _coven_deal(ctx, step):
    state = ctx.state
    bonds = _bond_deck(ctx)
    changes = []
    for seat in (0, 1):
        player = state["players"][seat]
        hand = [c for c in player["coven"] if c not in player["banished"]]
        changes += [
            (["players", seat, "hand"], hand + bonds[4 * seat : 4 * seat + 4]),
            (
                ["players", seat, "banished"],
                ctx.chance.shuffled(player["banished"], f"shuffle:banished_of:{seat}"),
            ),
        ]
    changes += [(["afterworld", "available"], list(ORDER)), (["phase"], "placement")]
    ctx.emit(
        "dealt",
        "Each player takes the rest of their Coven and four Bond cards.",
        reveal=True,
        pop=1,
        changes=changes,
        push=[asking("afterworld", state["favor"])],
    )


# --- face-down placement ------------------------------------------------------------------


@ask(
    "place",
    lambda s, st: (
        "place",
        {
            "text": "Choose a starting Grim, face down (you may attach a Bond card).",
            "slot": st["slot"],
        },
    ),
    lambda s, st: turns.place_options(s, st["seat"], s["secret"][st["seat"]]),
)
def _place(ctx, step, command):
    seat = step["seat"]
    secret = ctx.state["secret"][seat] + [[command["card"], command["bond"]]]
    ctx.emit(
        "placed_face_down",
        f"Player {seat + 1} places a Grim face down.",
        pop=1,
        changes=[(["secret", seat], secret)],
    )


@auto("reveal_placement")
def _reveal(ctx, step):
    state = ctx.state
    picks = [list(state["secret"][0]), list(state["secret"][1])]
    ctx.emit(
        "placement_revealed",
        "Both players flip their Grim.",
        pop=1,
        changes=[(["secret"], [[], []])],
    )
    for seat in (0, 1):
        for slot, (card_id, bond) in enumerate(picks[seat]):
            turns.enter(ctx, seat, slot, card_id, bond, passive=False)
    # the Grim flip together: their "enters play" Passives follow, fastest first
    effects.passives_in_speed_order(ctx, "on_enter")
