"""The effects vocabulary: Synergy Effects and Passives are data, run here.

An effect is ``{"do": verb, ...}``. Verbs: ``deal`` (amount, to), ``heal`` (amount, to),
``gain_stamina`` (amount, to), ``steal_stamina`` (amount, from ``to``), ``lose_stamina`` (amount,
taken from ``to`` and gone), ``draw`` (amount Bond cards; optional ``if_hand_below``),
``inflict`` (status, to), ``cure`` (to), ``bounce`` (to: its Bonds go back to their owner's
hand), ``extra_attack`` (one more Attack after this one),
``search`` (a Grim from your Grim Decks; nothing in Coven), ``revive_afterworld`` (the last
discarded goes back among the available), ``replace_afterworld`` (you choose a new one), and
``hook`` (a named Python function, for what the words above can't say).
Three verbs only matter inside the damage calculation of the Attack whose Synergy they are:
``bonus_damage`` (amount), ``strong`` (a Strong Attack) and ``target_both`` (may target both).

Any effect may carry ``if_target_status``: it happens only if its Target has a Status then.

``to``: ``target`` (the first declared Target still on the field), ``each_target``,
``both_enemies``, ``self``, ``ally``, ``both_allies``.

Passive triggers, named after the book's timings: ``start_of_turn``, ``before_action``,
``attack_lands``, ``after_attack_lands``, ``after_resolution``, ``on_knockout``, ``after_action``,
``end_of_round``; ours: ``on_enter`` (placed or Swapped in), ``when_hit`` (Attack damage taken
and survived; its Target is the Attacker); and ``damage`` (``bonus`` added to this Grim's Attack
damage). Any Passive may carry ``if`` (``vocabulary.CONDITIONS``, see ``state.holds``)."""

from __future__ import annotations

from game.games.grim.rules import bonds, content, damage, statuses
from game.games.grim.rules import state as S
from game.games.grim.rules.elements import ORDER
from game.games.grim.rules.engine import asking
from game.games.grim.rules.vocabulary import (  # noqa: F401  (the vocabulary, named here too)
    DAMAGE_ONLY,
    EFFECT,
    HOOK_NAMES,
    PASSIVE_TRIGGERS,
    TARGETS,
    VERBS,
)


def _places(state, who: str, seat: int, slot: int, targets) -> list[tuple[int, int]]:
    live = [tuple(t) for t in targets if S.find(state, t[2]) == (t[0], t[1])]
    if who == "self":
        out = [(seat, slot)]
    elif who == "ally":
        out = [(seat, 1 - slot)]
    elif who == "both_allies":
        out = [(seat, 0), (seat, 1)]
    elif who == "both_enemies":
        out = [(1 - seat, 0), (1 - seat, 1)]
    elif who == "each_target":
        out = [(t[0], t[1]) for t in live]
    else:
        out = [(t[0], t[1]) for t in live[:1]]
    return [p for p in out if S.at(state, *p) is not None]


def run(ctx, effects: list, seat: int, slot: int, targets=(), why: str = "") -> None:
    """Carry out ``effects`` for the Grim at (seat, slot); ``targets`` are [seat, slot, card]."""
    state = ctx.state
    for e in effects:
        if state["result"] is not None or S.at(state, seat, slot) is None:
            return  # nothing triggers from Limbo
        verb, amount, who = e["do"], e.get("amount", 0), e.get("to", "target")
        if verb in DAMAGE_ONLY:
            continue
        if e.get("if_target_status"):
            first = _places(state, "target", seat, slot, targets)
            if not first or not S.grim_at(state, *first[0])["status"]:
                continue
        places = _places(state, who, seat, slot, targets)
        if verb == "deal":
            for place in places:
                deal(ctx, *place, amount, (seat, slot), why)
        elif verb == "heal":
            for place in places:
                damage.heal(ctx, *place, amount, why)
        elif verb == "gain_stamina":
            for place in places:
                damage.gain_stamina(ctx, *place, amount, why)
        elif verb == "steal_stamina":
            for place in places:
                victim = S.grim_at(state, *place)
                taken = min(amount, victim["stamina"])
                if taken:
                    damage.spend_stamina(ctx, *place, taken, " (stolen)")
                    damage.gain_stamina(ctx, seat, slot, taken, why)
        elif verb == "lose_stamina":
            for place in places:
                damage.lose_stamina(ctx, *place, amount, why)
        elif verb == "draw":
            if len(state["players"][seat]["hand"]) < e.get("if_hand_below", 99):
                bonds.draw(ctx, seat, amount or 1, why)
        elif verb == "inflict":
            for place in places:
                statuses.inflict(ctx, *place, e["status"], why=why)
        elif verb == "cure":
            for place in places:
                statuses.cure(ctx, *place)
        elif verb == "bounce":
            for place in places:
                bonds.bounce(ctx, *place)
        elif verb == "extra_attack":
            ctx.emit(
                "extra_attack_due",
                "",
                push=[asking("extra_attack", seat, card=S.grim_at(state, seat, slot)["card"])],
            )
        elif verb == "search":
            if not S.coven(state) and S.grim_decks_total(state, seat):
                ctx.emit("search_due", "", push=[asking("search", seat, shuffle=True)])
        elif verb == "revive_afterworld":
            revive(ctx)
        elif verb == "replace_afterworld":
            if state["afterworld"]["available"]:
                ctx.emit("afterworld_due", "", push=[asking("afterworld", seat, replace=True)])
        elif verb == "hook":
            HOOKS[e["hook"]](ctx, seat, slot, targets)


def deal(ctx, seat: int, slot: int, amount: int, source: tuple, why: str = "") -> bool:
    """Damage dealt by the Grim at ``source`` (its Attack, Synergy, Passive or Spirit Bonus):
    on a Knockout of an enemy, the source's "on Knockout" Passive follows. True on a Knockout."""
    state = ctx.state
    knocked = damage.deal(ctx, seat, slot, amount, source, why)
    if not knocked or source[0] == seat or state["result"] is not None:
        return knocked
    if S.lord(state, source[0]) == "wildfire":  # the Fire Grimlord: the blaze spreads
        damage.deal(ctx, seat, 1 - slot, 2, why=" as The Ashen Emperor's fire spreads")
    if S.world_rule(state) == "haunt" and S.at(state, *source) is not None:
        damage.deal(ctx, source[0], source[1], 3, why=" from the Hollow Cemetery's haunting")
    passive(ctx, "on_knockout", source[0], source[1], target=(seat, slot))
    return knocked


def passive(ctx, trigger: str, seat: int, slot: int, target=None) -> None:
    g = S.at(ctx.state, seat, slot)
    if g is None:
        return
    p = S.card(g["card"])["passive"]
    if p["trigger"] != trigger or not p.get("effects"):
        return
    foe = S.at(ctx.state, *target) if target else None
    if not S.holds(ctx.state, seat, slot, p.get("if", {}), foe):
        return
    targets = [[target[0], target[1], foe["card"]]] if foe else []
    run(ctx, p["effects"], seat, slot, targets, f" ({S.grim_name(g['card'])}'s Passive)")


def passives_in_speed_order(ctx, trigger: str) -> None:
    """Effects that share a moment go fastest first, as Turns do."""
    for seat, slot, g in S.by_speed(ctx.state):
        if S.at(ctx.state, seat, slot) is g and ctx.state["result"] is None:
            passive(ctx, trigger, seat, slot)


# --- Afterworlds -----------------------------------------------------------------------------


def set_afterworld(ctx, element: str, revive_ok: bool = False) -> None:
    world = ctx.state["afterworld"]
    available = [w for w in world["available"] if w != element]
    discard = [w for w in world["discard"] if w != element]
    if world["active"]:
        discard.append(world["active"])
    ctx.emit(
        "afterworld_set",
        f"The Afterworld is now {content.afterworld(element)['name']}.",
        changes=[(["afterworld"], {"active": element, "available": available, "discard": discard})],
        element=element,
    )


def revive(ctx) -> None:
    world = ctx.state["afterworld"]
    if not world["discard"]:
        return
    back = world["discard"][-1]
    ctx.emit(
        "afterworld_revived",
        f"{back.title()}'s Afterworld is revived.",
        changes=[
            (["afterworld", "discard"], world["discard"][:-1]),
            (["afterworld", "available"], sorted(world["available"] + [back], key=ORDER.index)),
        ],
    )


# --- hooks: what the vocabulary can't say ----------------------------------------------------


def limbo_spirit_strike(ctx, seat: int, slot: int, targets) -> None:
    """Look at the top of Limbo: only if it is a Spirit is it shown, and the Target takes 3."""
    state = ctx.state
    top = state["limbo"][-1] if state["limbo"] else None
    if top is None or state["bond_kinds"].get(top) != "spirit":
        return
    ctx.emit("limbo_revealed", "The top of Limbo is a Spirit!", reveal=True, card=top)
    for place in _places(state, "target", seat, slot, targets):
        deal(ctx, *place, 3, (seat, slot), " from the Spirit in Limbo")


def graveyard_toll(ctx, seat: int, slot: int, targets) -> None:
    """The Target takes 1 for each discarded Afterworld, at most 4."""
    toll = min(4, len(ctx.state["afterworld"]["discard"]))
    for place in _places(ctx.state, "target", seat, slot, targets):
        deal(ctx, *place, toll, (seat, slot), " for the discarded Afterworlds")


def mind_count(ctx, seat: int, slot: int, targets) -> None:
    """The Target takes half the cards in the Opponent's hand, rounded up."""
    count = damage.half(len(ctx.state["players"][1 - seat]["hand"]))
    for place in _places(ctx.state, "target", seat, slot, targets):
        deal(ctx, *place, count, (seat, slot), " for the cards in hand")


def contagion(ctx, seat: int, slot: int, targets) -> None:
    """The Target's Status is inflicted on the other enemy Grim too."""
    for t_seat, t_slot in _places(ctx.state, "target", seat, slot, targets):
        status = S.grim_at(ctx.state, t_seat, t_slot)["status"]
        if status and S.at(ctx.state, t_seat, 1 - t_slot) is not None:
            statuses.inflict(ctx, t_seat, 1 - t_slot, status, why=" (it spreads)")


def bond_echo(ctx, seat: int, slot: int, targets) -> None:
    """Draw a Bond card for each Bond attached to the Target, at most 2."""
    for place in _places(ctx.state, "target", seat, slot, targets):
        count = min(2, len(S.grim_at(ctx.state, *place)["bonds"]))
        if count:
            bonds.draw(ctx, seat, count, " for the Target's Bonds")


def fester(ctx, seat: int, slot: int, targets) -> None:
    """Each enemy Grim that has a Status takes 2."""
    for t_slot in (0, 1):
        g = S.at(ctx.state, 1 - seat, t_slot)
        if g is not None and g["status"]:
            deal(ctx, 1 - seat, t_slot, 2, (seat, slot), " as its Status festers")


HOOKS = {
    "limbo_spirit_strike": limbo_spirit_strike,
    "graveyard_toll": graveyard_toll,
    "mind_count": mind_count,
    "contagion": contagion,
    "bond_echo": bond_echo,
    "fester": fester,
}  # the keys are vocabulary.HOOK_NAMES


# --- the end of the Round: Afterworlds and Grimlords that act then -----------------------------


def round_end_rules(ctx) -> None:
    """The Fire Empire scorches, the Gilded Dawn clears Statuses and the Eldest Thicket Heals,
    each Grim in Speed order (after the end-of-Round Passives)."""
    state = ctx.state
    rule = S.world_rule(state)
    for seat, slot, g in S.by_speed(state):
        if S.at(state, seat, slot) is not g or state["result"] is not None:
            continue
        if rule == "scorch" and "fire" not in S.elements(state, g):
            damage.deal(ctx, seat, slot, 2, why=" from the Fire Empire's heat")
        if rule == "cleansing" and S.at(state, seat, slot) is not None:
            statuses.cure(ctx, seat, slot)
        if S.lord(state, seat) == "evergreen":
            damage.heal(ctx, seat, slot, 2, " (The Eldest Thicket)")
