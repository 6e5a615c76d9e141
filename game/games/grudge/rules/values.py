"""What an action is worth and whom it can reach: cards and Stats, Favor, Strike outcomes
and previews, Strike and Roughhouse targets, and the squares a move can end on."""

from __future__ import annotations

from game.games.grudge.rules import board, cards, content
from game.games.grudge.rules import state as S

FAVOR = 3
W = S.WARRIOR


# --- cards and values ---------------------------------------------------------------------


def card_of(state, who: str, slot: str) -> str | None:
    rnd = state["round"]
    if not rnd:
        return None
    if who == W:
        return rnd[slot]
    index = {"main": 0, "reaction": 1, "interrupt": 2}[slot]
    return rnd["m_cards"][index] if len(rnd["m_cards"]) > index else None


def interrupt_free(state, who: str, suit: str) -> bool:
    """Is ``who``'s Interrupt unspent and of this suit?"""
    used = state["round"]["used"] if who == W else state["monsters"][who]["used"]
    return not used["interrupt"] and cards.suit(card_of(state, who, "interrupt")) == suit


def interrupt_value(state, who: str) -> int:
    return cards.value(card_of(state, who, "interrupt"))


def used_path(who: str, slot: str) -> list:
    return ["round", "used", slot] if who == W else ["monsters", who, "used", slot]


def ganging(state) -> int:
    return S.monsters_beside_warrior(state)


def has_favor(state, attacker: str, target: str, strike: bool, weapon: str | None) -> bool:
    if attacker != W and target == W and ganging(state) >= 2:
        return True
    if not strike:
        return False
    if S.has(state, attacker, "enraged"):
        return True
    if S.has(state, target, "prone") and content.is_melee(weapon):
        return True
    return not S.melee(state, target) and not S.shield(state, target)


def strike_value(state, attacker: str, target: str, value: int, weapon: str | None) -> int:
    return value + (FAVOR if has_favor(state, attacker, target, True, weapon) else 0)


def strike_outcome(
    state, attacker: str, target: str, value: int, weapon: str | None, def_aid: int = 0
) -> dict:
    """What a Strike of this value (before Favor) does now: hit, damage, piercing, immune."""
    final = strike_value(state, attacker, target, value, weapon)
    guard = S.initiative(state, target) + def_aid
    shielded = weapon != "flail" and (
        S.shield(state, target) or S.has_trait(state, target, "shielded")
    )
    hit = final > guard or (final == guard and not shielded)
    damage = 2 if weapon == "hammer" and final >= 2 * guard else 1
    piercing = (
        weapon == "bow"
        or (attacker != W and target == W and ganging(state) >= 4)
        or (S.has_trait(state, attacker, "momentum") and S.char(state, attacker)["moved"] >= 2)
    )
    immune = target != W and weapon is not None and state["monsters"][target]["immunity"] == weapon
    return {
        "value": final,
        "guard": guard,
        "hit": hit,
        "damage": damage if hit else 0,
        "piercing": piercing,
        "immune": immune,
    }


def health_left(state, who: str) -> int:
    c = S.char(state, who)
    return c["health"] if who == W else c["health"] + c["defense"]


def strike_preview(
    state, attacker: str, target: str, value: int, weapon: str | None, def_aid: int = 0
) -> str:
    o = strike_outcome(state, attacker, target, value, weapon, def_aid)
    head = f"Strike {o['value']} vs Initiative {o['guard']}: "
    if not o["hit"]:
        return head + "misses"
    if o["immune"]:
        return head + "hits, but it is immune to that weapon"
    text = head + f"hits, {o['damage']} {'piercing ' if o['piercing'] else ''}damage"
    if target != W:
        m = state["monsters"][target]
        left = m["health"] - max(0, o["damage"] - (0 if o["piercing"] else m["defense"]))
        if left <= 0:
            text += "; defeats it"
    return text


def roughhouse_value(state, record: dict, value: int) -> int:
    favor = has_favor(state, record["actor"], record["target"], False, None)
    return value + (FAVOR if favor else 0)


def conditions_path(who: str) -> list:
    return S.char_path(who) + ["conditions"]


# --- targets and reach --------------------------------------------------------------------


def strike_targets(state, who: str) -> list:
    weapon = S.weapon(state, who)
    here = S.square_of(state, who)
    if not weapon or here is None or not S.alive(state, who):
        return []
    walls = S.walls(state)
    foes = S.enemies_of(state, who)
    if weapon == "bow":
        if not S.loaded(state, who) or S.engaged_by(state, who):
            return []
        return [e for e in foes if board.line_of_sight(here, S.square_of(state, e), walls)]
    return [
        e
        for e in foes
        if board.adjacent(here, S.square_of(state, e))
        and board.line_of_sight(here, S.square_of(state, e), walls)
    ]


def roughhouse_targets(state, who: str) -> list:
    here = S.square_of(state, who)
    if here is None:
        return []
    walls = S.walls(state)
    return [
        e
        for e in S.enemies_of(state, who)
        if not S.has_trait(state, e, "huge")
        and board.adjacent(here, S.square_of(state, e))
        and board.line_of_sight(here, S.square_of(state, e), walls)
    ]


def reach(state, who: str, steps: int) -> dict:
    """{end square: path} for a move of up to ``steps`` squares by ``who``."""
    if steps <= 0 or not S.can_move(state, who):
        return {}
    foes = [S.square_of(state, e) for e in S.enemies_of(state, who)]
    friends = [S.square_of(state, a) for a in S.allies_of(state, who)]
    return board.reachable(
        S.square_of(state, who),
        steps,
        S.walls(state),
        foes,
        friends,
        S.campfire(state),
        S.pig(state),
    )
