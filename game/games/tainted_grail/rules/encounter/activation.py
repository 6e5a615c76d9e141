"""The Active Character's Activation (the ask ``enc_act``): play the first card freely and each
further card only when its own ``play`` Bonus would be gained (Story mode's Tactical Genius
lifts that; Haste stops at 3 cards); in Panic the first card is the top of the deck. Pay
charges, use a Skill or Item, then end the Activation (Before, the Opportunity Attack when no
card was played, the Attack or Response, After), Escape a Combat or Avoid a Diplomacy."""

from __future__ import annotations

from game.core.agenda import Ctx, copy_state
from game.core.chance import Chance
from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.encounter import attack as A
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import effects as F
from game.games.tainted_grail.rules.encounter import ending as N
from game.games.tainted_grail.rules.encounter import final_boss as FB
from game.games.tainted_grail.rules.encounter import gear as G
from game.games.tainted_grail.rules.encounter import keys as Y
from game.games.tainted_grail.rules.encounter import kin as KH
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W
from game.games.tainted_grail.rules.engine import AGENDA, ask, auto

HASTE_LIMIT = 3
FORESIGHT_STEPS = 400  # a look ahead never runs longer than a card's resolution could


def _haste(state: dict) -> bool:
    return any(t["name"] == "haste" for t in B.traits(state))


def panics(state: dict, cid: str) -> bool:
    """Going Insane: the Activation's first card is the top of the deck (if it has one)."""
    e = B.enc(state)
    return state["chars"][cid]["insane"] and e["played"] == 0 and bool(B.zones(state, cid)["draw"])


def plays(state: dict, cid: str) -> list[dict]:
    """[{card, magic (payer or None), gained}] for every card the Active Character may play."""
    e = B.enc(state)
    if (_haste(state) and e["played"] >= HASTE_LIMIT) or panics(state, cid):
        return []
    before = B.card_of(B.last(state))
    first = e["played"] == 0
    out = []
    for card_id in dict.fromkeys(B.hand(state, cid)):
        card = B.card_of(card_id)
        if card["cost_list"] and F.affordable(state, cid, card["cost_list"]) is None:
            continue  # a wyrdform card's cost is paid in full before it is played
        payers: list = [None]
        if Y.magic_matters(before, card):
            payers += [c for c in e["party"] if state["chars"][c]["magic"] >= 1]
        for payer in payers:
            gained = Y.gains(state, before, card, cid, payer is not None)
            if first or B.tactical_genius(state) or Y.allows(gained):
                out.append({"card": card_id, "magic": payer, "gained": gained})
    return out


def allows_more(state: dict, cid: str, card_id: str) -> bool:
    """Could another card of the hand follow this one in the same Activation?"""
    if B.tactical_genius(state):
        return len(B.hand(state, cid)) > 1
    card = B.card_of(card_id)
    rest = list(B.hand(state, cid))
    rest.remove(card_id)
    magic = any(state["chars"][c]["magic"] >= 1 for c in B.enc(state)["party"])
    return any(Y.allows(Y.gains(state, card, B.card_of(o), cid, magic)) for o in rest)


class Unforeseen(Exception):
    """A die or a shuffle lies ahead: what follows is not known until it happens."""


class _Blind(Chance):
    """The chance of a look ahead: it stops at the first die or shuffle instead of reading
    the match's next result (which a preview must never show)."""

    def __init__(self) -> None:
        super().__init__(0)

    def _next(self, stream: str) -> int:
        raise Unforeseen(stream)


def foresee(state: dict, cid: str, play: dict) -> dict:
    """The whole outcome of ``play``: the same rules code that plays it (its Keys' Bonuses and
    its On Placement ability) run on a copy of the position until the next question, a die
    roll or the Encounter's end. {pool, affinity, duration, hand, ending (words, "" when it
    goes on), stops ("", "a choice", "a die roll")}."""
    ctx = Ctx(copy_state(state), _Blind())
    stops = ""
    try:
        place(ctx, cid, play["card"], play["magic"])
        for _ in range(FORESIGHT_STEPS):
            if not ctx.state["agenda"] or B.enc(ctx.state)["over"] or ctx.state["result"]:
                break
            step = ctx.state["agenda"][-1]
            if step["op"] == "ask":
                stops = "" if step["kind"] == "enc_act" else "a choice"
                break
            AGENDA.autos[step["op"]](ctx, step)
    except Unforeseen:
        stops = "a die roll"
    e = B.enc(ctx.state)
    ending = ""
    if e["over"] and e["kind"] == "combat":
        beaten = e["pool"] >= B.encounter_card(ctx.state)["value"]
        ending = "the enemy is beaten" if beaten else "the Encounter ends"
    elif e["over"]:
        ending = f"the talk ends on {B.colour(ctx.state)}"
    return {
        "pool": e.get("pool"),
        "affinity": e.get("affinity"),
        "duration": e.get("duration"),
        "hand": len(e["zones"][cid]["hand"]),
        "ending": ending,
        "stops": stops,
    }


def outcome_words(state: dict, cid: str, seen: dict) -> str:
    """A foreseen outcome in words: the track that moves, the hand, the end if it comes."""
    e = B.enc(state)
    if e["kind"] == "combat":
        value = B.encounter_card(state)["value"]
        parts = [f"Pool {e['pool']} -> {seen['pool']} of {value}"]
    else:
        parts = [f"Affinity {e['affinity']} -> {seen['affinity']}"]
        if seen["duration"] != e["duration"]:
            parts.append(f"Duration {e['duration']} -> {seen['duration']}")
    drawn = seen["hand"] - (len(B.hand(state, cid)) - 1)
    if drawn:
        n = abs(drawn)
        parts.append(f"{'draws' if drawn > 0 else 'discards'} {n} card{'s' if n != 1 else ''}")
    if seen["ending"]:
        parts.append(seen["ending"])
    elif seen["stops"]:
        parts.append(f"then {seen['stops']} decides the rest")
    return ", ".join(parts)


def preview(state: dict, cid: str, play: dict) -> str:
    card = B.card_of(play["card"])
    parts = [
        f"Gains {Y.describe(play['gained'])}",
        outcome_words(state, cid, foresee(state, cid, play)),
    ]
    if play["magic"]:
        parts.append(f"costs {S.name(state, play['magic'])} 1 Magic")
    if card["cost_list"]:
        parts.append(f"costs {W.costs(card['cost_list'])}")
    if card.get("ability"):
        parts.append(card["ability"]["text"])
    parts.append(
        "Another card may follow" if allows_more(state, cid, play["card"]) else "No card may follow"
    )
    return ". ".join(parts) + "."


def _text(state, step):
    e = B.enc(state)
    cid = step["cid"]
    what = "play your first card" if e["played"] == 0 else "play another card"
    if panics(state, cid):
        what = "Panic! The first card comes from the top of the deck"
    return "encounter", {
        "stage": "activation",
        "text": f"{S.name(state, cid)} is Active: {what}, or end the Activation.",
        "encounter": e["id"],
        "who": cid,
    }


def _options(state, step):
    cid = step["cid"]
    e = B.enc(state)
    out = []
    for p in plays(state, cid):
        payer = f" ({S.name(state, p['magic'])} pays 1 Magic)" if p["magic"] else ""
        out.append(
            {
                "type": "play",
                "card": p["card"],
                "magic": p["magic"],
                "label": f"Play {B.card_of(p['card'])['name']}{payer}",
                "preview": preview(state, cid, p),
            }
        )
    if panics(state, cid):
        out.append(
            {
                "type": "panic",
                "label": "Panic: place the top card of the deck",
                "preview": "It is resolved as if played; then cards from hand need their Bonus.",
            }
        )
    out += G.options(state, cid)
    out += KH.offered(state, cid)
    opportunity = (
        " after the Opportunity Attack" if e["played"] == 0 and e["kind"] == "combat" else ""
    )
    out.append(
        {
            "type": "end",
            "label": "End the Activation",
            "preview": f"The enemy then does{opportunity}: {A.intent(state, cid)}.",
        }
    )
    if FB.is_final(state):  # no Escape and no Avoid from a King's last Encounter
        out.append(FB.give_up_option(state))
    elif e["kind"] == "combat":
        risk = " On a 1-3 on a die you stay (Challenge mode)." if B.empowered(state) else ""
        out.append(
            {
                "type": "escape",
                "label": "Escape (lose 1 Health)",
                "preview": f"Lose 1 Health, take the Attack ({A.intent(state, cid)}), then "
                f"leave the Encounter: a loss for you.{risk}",
            }
        )
    else:
        out.append(
            {
                "type": "avoid",
                "label": "Avoid (the whole party agrees)",
                "preview": f"Affinity down 4 and the Duration is gone: the {avoid_colour(state)} "
                "Conclusion.",
            }
        )
    return out


def avoid_colour(state: dict) -> str:
    card = B.encounter_card(state)
    if B.empowered(state) or any(t["name"] == "discouraging" for t in B.traits(state)):
        return "red"
    return card["slots"][max(1, B.enc(state)["affinity"] - 4) - 1]


@ask("enc_act", _text, _options)
def _choose(ctx, step, command):
    cid = step["cid"]
    kind = command["type"]
    if kind in ("play", "panic"):
        place(ctx, cid, command.get("card"), command.get("magic"))
    elif kind in ("use_charges", "use_ability"):
        G.use(ctx, cid, command)
    elif kind == "kin_help":
        KH.use(ctx, cid, command)
    elif kind == "avoid":
        _avoid(ctx, cid)
    elif kind == "give_up":
        ctx.emit("give_up", "The party gives up.", pop=1)
        N.finish(ctx, "give-up")
    else:
        if kind == "escape":
            ctx.emit(
                "escape",
                f"{S.name(ctx.state, cid)} tries to Escape.",
                changes=[(["encounter", "escaping"], cid)],
            )
            R.adjust(ctx, cid, "health", -1, "escaping")
        end_activation(ctx, cid)
        N.checks(ctx)


def end_activation(ctx, cid: str) -> None:
    e = B.enc(ctx.state)
    opportunity = e["played"] == 0 and e["kind"] == "combat"
    push = []  # no card played: the Opportunity Attack ends the Activation, then Before
    if opportunity:
        push.append(T.step("enc_attack", act=True, cid=cid, opportunity=True))
    push += [
        T.step("enc_before", act=True, cid=cid),
        T.step("enc_attack", act=True, cid=cid),
        T.step("enc_after", act=True, cid=cid),
        *([T.step("enc_scenes", act=True)] if FB.is_final(ctx.state) else []),
        T.step("enc_done", act=True, cid=cid),
    ]
    ctx.emit("activation_ends", "", pop=1, push=push)


def place(ctx, cid: str, card_id: str | None, payer: str | None) -> None:
    """Play a card from hand (or, in Panic, the top of the deck) onto the Sequence."""
    state = ctx.state
    e = B.enc(state)
    z = B.zones(state, cid)
    if card_id is None:
        card_id = z["draw"][0]
        new_zones = {"draw": z["draw"][1:]}
        how = "places the top card of the deck in Panic"
    else:
        hand = list(z["hand"])
        hand.remove(card_id)
        new_zones = {"hand": hand}
        how = "plays"
    before = B.last(state)
    card = B.card_of(card_id)
    gained = Y.gains(state, B.card_of(before), card, cid, payer is not None)
    seq, uid, covered = B.laid(state, card_id, cid, [g["row"] for g in gained])
    if covered:
        ctx.emit("covered", f"{B.card_of(before)['name']} is covered and loses its Time markers.")
    ctx.emit(
        "card_played",
        f"{S.name(state, cid)} {how} {card['name']}: {Y.describe(gained)}.",
        changes=[
            (["encounter", "seq"], seq),
            (["encounter", "next_uid"], uid + 1),
            (["encounter", "played"], e["played"] + 1),
            *B.zone_changes(cid, new_zones),
        ],
        reveal=True,
    )
    if payer is not None:
        R.adjust(ctx, payer, "magic", -1, "the Magic Key")
    if card["cost_list"] and how == "plays":
        C.pay(ctx, F.affordable(ctx.state, cid, card["cost_list"]) or {}, card["name"])
    nodes = Y.nodes(ctx.state, gained) + card["abilities"].get("place", [])
    ctx.emit("card_resolves", "", push=[T.fx(nodes, cid, uid, act=True)])


def _avoid(ctx, cid: str) -> None:
    state = ctx.state
    forced = avoid_colour(state) == "red"
    ctx.emit("avoid", f"The party Avoids {B.encounter_card(state)['name']}.", pop=1)
    KH.on_avoid(ctx, cid)
    F.apply(ctx, {"op": "down", "n": 4, "each": False}, T.fx([], cid))
    ctx.emit("duration", "Duration 0.", changes=[(["encounter", "duration"], 0)])
    N.finish(ctx, "conclusion", forced=forced)


@auto("enc_done")
def _done(ctx, step):
    state = ctx.state
    e = B.enc(state)
    cid = step["cid"]
    leaving = e["escaping"] == cid and cid in e["party"]
    ctx.emit(
        "activation_over",
        "",
        changes=[(["encounter", "active"], None), (["encounter", "escaping"], None)],
        pop=1,
        push=[T.step("enc_turn")],
    )
    if leaving and B.empowered(state):
        die = ctx.chance.die(6, "encounter")
        stays = die <= 3
        ctx.emit(
            "escape_roll",
            f"{S.name(state, cid)} rolls {die} to Escape: "
            f"{'caught, they stay' if stays else 'away'}.",
            faces=[die],
            reveal=True,
        )
        leaving = not stays
    if leaving:
        N.leave(ctx, cid, "Escapes")
        N.checks(ctx)
