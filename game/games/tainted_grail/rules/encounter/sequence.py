"""The turn around the Activations: starting hands of 3 and the redraw with one fewer, the
traits checked at the start (Entrapment, Greedy), picking the Active Character, the Delayed
abilities ticking from the Encounter card along the Sequence, and the End of the Turn (discard
down to 3, draw 1 unless Panicking)."""

from __future__ import annotations

from game.core import decks as K
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import choices as CH
from game.games.tainted_grail.rules.encounter import effects as F
from game.games.tainted_grail.rules.encounter import ending as N
from game.games.tainted_grail.rules.encounter import final_boss as FB
from game.games.tainted_grail.rules.encounter import kings_deck as D
from game.games.tainted_grail.rules.encounter import kings_odds as ODDS
from game.games.tainted_grail.rules.encounter import kings_turn as KT
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.engine import ask, auto

START_HAND = 3


def opening(state: dict, base: dict) -> dict:
    """The Encounter's state at its start (``base``: the interface's id, party, at, source)."""
    card = S.world()["encounters"][base["id"]]
    e = {
        **base,
        "kind": card["kind"],
        "seq": [{"uid": 0, "card": base["id"], "owner": None, "time": 0, "charges": 0}],
        "next_uid": 1,
        "zones": {},
        "turn": 1,
        "activated": [],
        "active": None,
        "played": 0,
        "used": [],
        "shields": {},
        "gone": [],
        "escaping": None,
        "over": False,
        "no_loot": False,
    }
    if card["kind"] == "combat":
        e["pool"] = 0
    else:
        e["affinity"], e["duration"] = card["start"], card["duration"]
    return {**e, **D.opening(card)}  # a King's mechanic keeps its own part


@auto("enc_open")
def _open(ctx, step):
    state = ctx.state
    e = B.enc(state)
    changes = []
    for cid in e["party"]:
        deck = state["chars"][cid]["decks"][e["kind"]]["deck"]
        order = K.shuffle(deck, f"{e['kind']}:{cid}", ctx.chance)
        zones = {"draw": order[START_HAND:], "hand": order[:START_HAND], "discard": []}
        changes.append((["encounter", "zones", cid], zones))
    push = [T.question("enc_redraw", cid=c, hand=c) for c in e["party"]]
    ctx.emit(
        "hands_drawn",
        f"Each of them draws {START_HAND} {e['kind'].capitalize()} cards.",
        changes=changes,
        pop=1,
        push=[*push, *ODDS.steps(state), T.step("enc_traits"), T.step("enc_turn")],
        reveal=True,
    )


def _redraw_text(state, step):
    n = len(B.hand(state, step["cid"]))
    return "encounter", {
        "stage": "redraw",
        "text": f"{S.name(state, step['cid'])}: keep this hand, or draw a new one of {n - 1}?",
    }


def _redraw_options(state, step):
    n = len(B.hand(state, step["cid"]))
    out = [
        {
            "type": "keep",
            "label": f"Keep these {n} cards",
            "preview": "The Encounter begins with this hand; no second draw.",
        }
    ]
    if n > 1 and B.zones(state, step["cid"])["draw"]:
        out.append(
            {
                "type": "redraw",
                "label": f"Redraw ({n - 1} card{'s' if n - 1 != 1 else ''})",
                "preview": "This hand is shuffled back into the deck after the new one is drawn.",
            }
        )
    return out


@ask("enc_redraw", _redraw_text, _redraw_options)
def _redraw(ctx, step, command):
    state = ctx.state
    cid = step["cid"]
    if command["type"] == "keep":
        ctx.emit("hand_kept", "", pop=1)
        return
    z = B.zones(state, cid)
    n = len(z["hand"]) - 1
    new, rest = z["draw"][:n], z["draw"][n:]
    deck = K.shuffle([*rest, *z["hand"]], f"{B.enc(state)['kind']}:{cid}", ctx.chance)
    ctx.emit(
        "hand_redrawn",
        f"{S.name(state, cid)} redraws a hand of {len(new)}.",
        changes=B.zone_changes(cid, {"draw": deck, "hand": new}),
        pop=0 if len(new) > 1 else 1,
        reveal=True,
    )


@auto("enc_traits")
def _traits(ctx, step):
    state = ctx.state
    names = [t["name"] for t in B.traits(state)]
    push = []
    for cid in B.enc(state)["party"] if "entrapment" in names else []:
        push.append(T.question("enc_entrapment", cid=cid, hand=cid))
    if "greedy" in names:
        push.append(T.question("enc_greedy"))
    ctx.emit("traits_checked", "", pop=1, push=push)


def _entrap_text(state, step):
    return "encounter", {
        "stage": "trait",
        "text": f"Entrapment: {S.name(state, step['cid'])} discards a card or loses 1 Health.",
    }


def _entrap_options(state, step):
    out = [
        {"type": "discard", "card": c, "label": f"Discard {B.card_of(c)['name']}"}
        for c in dict.fromkeys(B.hand(state, step["cid"]))
    ]
    return [*out, {"type": "health", "label": "Lose 1 Health"}]


@ask("enc_entrapment", _entrap_text, _entrap_options)
def _entrap(ctx, step, command):
    ctx.emit("entrapment", "", pop=1)
    if command["type"] == "discard":
        F.discard(ctx, step["cid"], [command["card"]])
    else:
        R.adjust(ctx, step["cid"], "health", -1, "Entrapment")
    N.checks(ctx)


def _greedy_text(state, step):
    return "encounter", {
        "stage": "trait",
        "text": "Greedy: the party pays 1 Wealth, or one of you gains 1 Terror.",
    }


def _greedy_options(state, step):
    e = B.enc(state)
    payer = F.affordable(state, e["party"][0], [{"what": "wealth", "n": 1}]) if e["party"] else None
    out = [{"type": "pay", "label": "Pay 1 Wealth"}] if payer else []
    return out + [
        {"type": "terror", "cid": cid, "label": f"{S.name(state, cid)} gains 1 Terror"}
        for cid in e["party"]
    ]


@ask("enc_greedy", _greedy_text, _greedy_options)
def _greedy(ctx, step, command):
    e = B.enc(ctx.state)
    if command["type"] == "terror":
        ctx.emit("greedy", "", pop=1)
        R.adjust(ctx, command["cid"], "terror", 1, "Greedy")
        return
    node = {"op": "pay", "what": "wealth", "n": 1, "each": False}
    ctx.emit("greedy", "", pop=1, push=[T.fx([node], e["party"][0])])


# ---- the turn -----------------------------------------------------------------------------


@auto("enc_turn")
def _turn(ctx, step):
    state = ctx.state
    e = B.enc(state)
    waiting = [c for c in e["party"] if c not in e["activated"]]
    if not waiting:
        over = [
            T.question("enc_discard_down", cid=c, hand=c)
            for c in e["party"]
            if len(B.hand(state, c)) > B.HAND_LIMIT
        ]
        ctx.emit("turn_ends", "", pop=1, push=[*over, T.step("enc_end_turn")])
    elif len(waiting) == 1:
        ctx.emit("next_active", "", pop=1, push=[T.step("enc_activate", cid=waiting[0])])
    else:
        ctx.emit("pick_asked", "", pop=1, push=[T.question("enc_pick")])
    if not e["activated"]:
        FB.check(ctx, turn_start=True)  # a final boss's "turn N" scene, before anyone acts


def _pick_text(state, step):
    return "encounter", {"stage": "pick", "text": "Who becomes the Active Character?"}


def _pick_options(state, step):
    e = B.enc(state)
    return [
        {
            "type": "activate",
            "cid": c,
            "label": f"{S.name(state, c)} acts next",
            "preview": f"{len(B.hand(state, c))} cards in hand.",
        }
        for c in e["party"]
        if c not in e["activated"]
    ]


@ask("enc_pick", _pick_text, _pick_options)
def _pick(ctx, step, command):
    ctx.emit("picked", "", pop=1, push=[T.step("enc_activate", cid=command["cid"])])


@auto("enc_activate")
def _activate(ctx, step):
    state = ctx.state
    e = B.enc(state)
    cid = step["cid"]
    timed = [x["uid"] for x in e["seq"] if x["time"] > 0]
    ctx.emit(
        "activation",
        f"Turn {e['turn']}: {S.name(state, cid)} is the Active Character.",
        changes=[
            (["encounter", "active"], cid),
            (["encounter", "activated"], [*e["activated"], cid]),
            (["encounter", "played"], 0),
        ],
        pop=1,
        push=[
            T.step("enc_ticks", act=True, uids=timed, cid=cid),
            *KT.after_delayed(state, cid),
            T.question("enc_act", act=True, cid=cid, hand=cid),
        ],
    )


@auto("enc_ticks")
def _ticks(ctx, step):
    uids = step["uids"]
    rest = [{**step, "uids": uids[1:]}] if uids[1:] else []
    ctx.emit("tick", "", pop=1, push=rest)
    if uids:
        F.tick(ctx, uids[0], 1, step["cid"])
        N.checks(ctx)


def _down_text(state, step):
    n = len(B.hand(state, step["cid"])) - B.HAND_LIMIT
    return "encounter", {
        "stage": "discard",
        "text": f"End of the Turn: {S.name(state, step['cid'])} discards {n} to keep 3 cards.",
    }


def _down_options(state, step):
    return CH.discard_options(state, step["cid"])


@ask("enc_discard_down", _down_text, _down_options)
def _down(ctx, step, command):
    done = len(B.hand(ctx.state, step["cid"])) - 1 <= B.HAND_LIMIT
    ctx.emit("discard_down", "", pop=1 if done else 0)
    F.discard(ctx, step["cid"], [command["card"]])


@auto("enc_end_turn")
def _end_turn(ctx, step):
    state = ctx.state
    e = B.enc(state)
    ctx.emit(
        "turn_over",
        f"End of Turn {e['turn']}.",
        changes=[
            (["encounter", "activated"], []),
            (["encounter", "turn"], e["turn"] + 1),
            (["encounter", "shields"], {}),
        ],
        pop=1,
        push=[T.step("enc_turn")],
    )
    for cid in e["party"]:
        if not state["chars"][cid]["insane"]:  # Panic: no card at the End of the Turn
            F.draw(ctx, cid, 1)
