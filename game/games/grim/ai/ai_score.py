"""Scores for the GRIM AI's commands, one function per kind of decision. Every input is the
seat's view and the legal commands (with their previews); see ``ai_view`` for the table the
threat estimates run on."""

from __future__ import annotations

from game.games.grim.ai import ai_view as V
from game.games.grim.rules import content
from game.games.grim.rules.elements import weak_to

STAMINA = 0.45  # worth of one Stamina point, in points of enemy Health
EFFECT_VALUE = {
    "heal": 0.5,
    "gain_stamina": 0.45,
    "steal_stamina": 0.9,
    "draw": 1.2,
    "inflict": 2.5,
    "cure": 0.8,
    "lose_stamina": 0.6,
    "bounce": 1.5,
    "extra_attack": 5.0,
    "search": 2.0,
    "deal": 0.9,
    "revive_afterworld": 0.3,
    "replace_afterworld": 1.0,
    "hook": 1.0,
}
BONUS_RANK = {
    "fire": 9,
    "electric": 8,
    "dark": 7,
    "poison": 6,
    "plant": 5,
    "ghost": 5,
    "water": 4,
    "earth": 4,
    "light": 3,
    "psychic": 2,
    "wind": 2,
}


def score_all(view: dict, legal: list[dict]) -> list[float]:
    kind = view["prompt"].get("kind")
    tab = V.table(view)
    scorer = SCORERS.get(kind, _neutral)
    return [scorer(view, tab, c) for c in legal]


def _neutral(view, tab, c) -> float:
    return 0.0


# --- the one-ply baseline ---------------------------------------------------------------------


def immediate(view: dict, c: dict) -> float:
    """What the greedy baseline sees: damage dealt, damage prevented, Health healed."""
    t = c["type"]
    if t == "attack":
        return sum(p["damage"] for p in c["preview"]["damage"].values())
    if t == "heal":
        p = c["preview"]
        return min(p["missing"], p["stamina"] + p["bonds"])
    if t == "pay":
        return c["stamina"] + len(view["prompt"].get("bonds") or [])
    if t in ("react_element", "react_status"):
        before = _incoming(view, c["slot"])
        calc = c["preview"] if t == "react_element" else c["preview"].get("damage")
        after = _hindered_damage(before, c) if calc is None else calc["damage"]
        return before - after - 0.1
    return 0.0


# --- Attacks ----------------------------------------------------------------------------------


def _me(view) -> int:
    return view["seat"]


def _synergy_value(view, tab, c) -> float:
    if not c["synergy"]:
        return 0.0
    g = _acting(view, c)
    if g is None:
        return 0.0
    total = 0.0
    for e in content.grim(g["id"])["attacks"][c["attack"]]["effects"]:
        total += EFFECT_VALUE.get(e["do"], 0.0) * max(1, e.get("amount", 1))
    return total


def _acting(view, c):
    me = _me(view)
    card = view["prompt"].get("card") or (view["turn"] or {}).get("card")
    for g in view["field"][me]:
        if g and g["id"] == card:
            return g
    return None


def attack(view, tab, c) -> float:
    enemy = 1 - _me(view)
    total = 0.0
    for slot, p in c["preview"]["damage"].items():
        target = view["field"][enemy][int(slot)]
        if target is None or p["immune"]:
            continue
        total += V.hit_value(target["current_health"], p["damage"], target["max_health"])
    reacting = view["players"][enemy]["reaction"] and view["players"][enemy]["hand_count"] > 0
    if reacting:
        total *= 0.85  # the defender may blunt it
    return total - STAMINA * c["preview"]["cost"] + _synergy_value(view, tab, c) + 0.5


def _heal_worth(view, tab, g, stamina: int, bonds: int) -> float:
    danger = V.danger(tab, _me(view), g["slot"])
    health = g["current_health"]
    gained = stamina + bonds
    worth = 0.5 * gained
    if danger >= health and danger < health + gained:
        worth += V.KO_VALUE * 0.6  # the Heal takes it out of Knockout reach
    if g["status"]:
        worth += 1.5  # Healing Cures
    return worth - STAMINA * stamina - 1.2 * bonds


def _swap_worth(view, tab, g, card, stamina: int, bonds: int) -> float:
    danger = V.danger(tab, _me(view), g["slot"])
    worth = -3.0 - STAMINA * stamina - 1.2 * bonds
    if danger >= g["current_health"]:
        worth += V.KO_VALUE * 0.7 + 0.3 * V.grim_strength(card) / 5
    return worth


def _best_payment(view, tab, g, swap, least_bonds: int) -> float:
    """The best way left to pay for this Heal (or Swap) with at least ``least_bonds`` Bonds."""
    missing = g["max_health"] - g["current_health"]
    best = -50.0
    for b in range(least_bonds, min(len(g["bonds"]), missing) + 1):
        if swap:
            if 0 <= missing - b <= g["stamina"]:
                best = max(best, _swap_worth(view, tab, g, swap, missing - b, b))
            continue
        for s in range(max(0, 1 - b), min(g["stamina"], missing - b) + 1):
            best = max(best, _heal_worth(view, tab, g, s, b))
    return best


def heal(view, tab, c) -> float:
    g = _acting(view, c)
    return 0.0 if g is None else _best_payment(view, tab, g, None, 0)


def swap(view, tab, c) -> float:
    g = _acting(view, c)
    return -5.0 if g is None else _best_payment(view, tab, g, c["card"], 0)


def heal_pay(view, tab, c) -> float:
    """Bonds one at a time, then the Stamina: each pick scores the best payment it leaves."""
    g = _acting(view, c)
    if g is None or c["type"] == "back":
        return -100.0
    chosen = len(view["prompt"].get("bonds") or [])
    swap_card = view["prompt"].get("swap")
    if c["type"] == "pay_bond":
        return _best_payment(view, tab, g, swap_card, chosen + 1)
    if swap_card:
        return _swap_worth(view, tab, g, swap_card, c["stamina"], chosen)
    return _heal_worth(view, tab, g, c["stamina"], chosen)


def action(view, tab, c) -> float:
    t = c["type"]
    if t == "attack":
        return attack(view, tab, c)
    if t == "heal":
        return heal(view, tab, c)
    if t == "swap":
        return swap(view, tab, c)
    return 0.0  # pass: Stamina kept


# --- Reactions ------------------------------------------------------------------------------


def _incoming(view, slot) -> int:
    a = view["attack"]
    me = _me(view)
    g = view["field"][me][slot]
    if not a or g is None:
        return 0
    p = a["preview"].get(g["id"])
    return 0 if p is None or p["immune"] else p["damage"]


def _hindered_damage(before: int, c) -> float:
    outcome = c["preview"].get("outcome", "")
    if "Paralysis" in outcome or "held" in outcome:
        return before * 0.8
    return before * 0.45  # Hindered: it redeclares, usually something weaker


def reaction(view, tab, c) -> float:
    if c["type"] == "no_reaction":
        return 0.0
    me = _me(view)
    g = view["field"][me][c["slot"]]
    if g is None:
        return -10.0
    before = _incoming(view, c["slot"])
    if c["type"] == "react_element":
        after = 0 if c["preview"]["immune"] else c["preview"]["damage"]
        cost = 1.5
    else:
        calc = c["preview"].get("damage")
        after = (
            _hindered_damage(before, c)
            if calc is None
            else (0 if calc["immune"] else calc["damage"])
        )
        grims = sum(1 for card in view["players"][me]["hand"] if "bond" not in card)
        cost = 4.0 + (4.0 if grims <= 1 else 0.0)
        status = c["preview"].get("status")
        if status in ("grapple", "confusion") and calc and not calc["immune"]:
            after -= calc["damage"] * 0.4  # some comes back on the enemy
    health = g["current_health"]
    saved = V.hit_value(health, before, g["max_health"]) - V.hit_value(
        health, max(0, round(after)), g["max_health"]
    )
    return saved - cost


def one_target(view, tab, c) -> float:
    a = view["attack"]
    enemy = 1 - _me(view)
    target = view["field"][enemy][c["slot"]]
    if not a or target is None:
        return 0.0
    p = a["preview"].get(target["id"])
    if p is None or p["immune"]:
        return 0.0
    return V.hit_value(target["current_health"], p["damage"], target["max_health"])


# --- cards: draw, attach, place ----------------------------------------------------------------


def _hand(view):
    return view["players"][_me(view)]["hand"] or []


def draw(view, tab, c) -> float:
    if c["type"] == "no_draw":
        return -1.0
    grims = sum(1 for card in _hand(view) if "bond" not in card)
    if c["from"] == "bond":
        return 2.0
    counts = view["players"][_me(view)]["deck_counts"]
    return (3.0 if grims == 0 else 1.0 if grims == 1 else 0.0) + 0.01 * counts.get(c["from"], 0)


def _bond_kind(view, bond_id) -> str | None:
    for card in _hand(view):
        if card["id"] == bond_id:
            return card.get("bond")
    return None


def _element_worth(view, tab, slot, element) -> float:
    """What attaching ``element`` to my Grim at ``slot`` gains: safety, reach and Synergy."""
    me = _me(view)
    g = tab["field"][me][slot]
    if g is None:
        return 0.0
    after = V.with_element(tab, me, slot, element)
    worth = 0.0
    health = g["health"]
    for s in (0, 1):
        before_t = V.threat(tab, 1 - me, s, me, slot)
        after_t = V.threat(after, 1 - me, s, me, slot)
        worth += 0.7 * (before_t - after_t)
        if before_t >= health > after_t:
            worth += 4.0
        # new reach: our own attacks with this Element against each enemy
        worth += 0.4 * (
            V.threat(after, me, slot, 1 - me, s, 0) - V.threat(tab, me, slot, 1 - me, s, 0)
        )
    ally = tab["field"][me][1 - slot]
    if ally is not None:
        needs = [a["synergy"] for a in content.grim(ally["card"])["attacks"]]
        had = V.elements_of(tab, g)
        if element in needs and element not in had:
            worth += 2.5
    return worth


def attach(view, tab, c) -> float:
    if c["type"] == "no_attach":
        return 0.0
    kind = _bond_kind(view, c["card"])
    me = _me(view)
    g = view["field"][me][c["slot"]]
    if g is None:
        return -5.0
    if kind == "spirit":
        spirits = sum(1 for b in g["bonds"] if b["bond"] == "spirit")
        frailty = 1.0 if g["current_health"] > 6 else 0.3
        return (1.0 + 1.5 * spirits) * frailty
    keep = 0.8 if view["players"][me]["reaction"] else 0.0  # an Element in hand may save a Grim
    return _element_worth(view, tab, c["slot"], kind) - keep


def place(view, tab, c) -> float:
    worth = V.grim_strength(c["card"])
    me = _me(view)
    slot = view["prompt"].get("slot")
    element = content.grim(c["card"])["element"]
    for s in (0, 1):
        enemy = view["field"][1 - me][s]
        if enemy is None:
            continue
        theirs = enemy["elements"]
        worth += 1.5 * V.status_matchup([element], theirs)
        worth -= 1.5 * V.status_matchup([theirs[0]], [element])
    ally = view["field"][me][1 - slot] if slot in (0, 1) else None
    if ally is not None:
        needs = [a["synergy"] for a in content.grim(ally["id"])["attacks"]]
        worth += 1.5 * (element in needs)
        mine = [a["synergy"] for a in content.grim(c["card"])["attacks"]]
        worth += 1.5 * any(e in ally["elements"] for e in mine)
    if c["bond"] is not None:
        kind = _bond_kind(view, c["bond"])
        worth += 0.5 if kind == "spirit" else 0.3
    return worth


# --- the table: decks, Afterworlds, searches, Spirit Bonuses ------------------------------------


def _deck_strength(element: str) -> float:
    keys = content.deck_of(element)
    return sum(V.grim_strength(k) for k in keys) / len(keys)


def pick_deck(view, tab, c) -> float:
    return _deck_strength(c["element"])


def afterworld(view, tab, c) -> float:
    world = c["element"]
    me = _me(view)
    worth = 0.0
    for seat in (0, 1):
        sign = 1 if seat == me else -1
        for g in view["field"][seat]:
            if g is None:
                continue
            if world in g["elements"]:
                worth += 2 * sign
            if weak_to(world) in g["elements"]:
                worth -= 2 * sign
    return worth


def search(view, tab, c) -> float:
    return -1.0 if c["type"] == "no_search" else V.grim_strength(c["card"])


def spirit_bonus(view, tab, c) -> float:
    rank = BONUS_RANK.get(c["element"], 1)
    if c.get("grimlord"):
        rank -= 3
    if c["element"] == "plant":
        g = next(
            (g for g in view["field"][_me(view)] if g and g["id"] == view["prompt"].get("card")),
            None,
        )
        if g and g["max_health"] - g["current_health"] >= 6:
            rank += 5
    return rank


def split(view, tab, c) -> float:
    return -abs(c["self"] - 5)


def wind_swap(view, tab, c) -> float:
    return 0.0 if c["card"] is None else -1.0


def grimlord(view, tab, c) -> float:
    return _deck_strength(c["element"])


def coven_pick(view, tab, c) -> float:
    return V.grim_strength(c["card"])


def protect(view, tab, c) -> float:
    return V.grim_strength(c["card"])


def banish(view, tab, c) -> float:
    return V.grim_strength(c["card"])


def psychic(view, tab, c) -> float:
    return -1.0 if c["type"] == "psychic_move" else 0.0  # no plan for moving Elements yet


def ban_deck(view, tab, c) -> float:
    return _deck_strength(c["element"])  # deny the opponent the best deck left


def extra_attack(view, tab, c) -> float:
    return attack(view, tab, c) if c["type"] == "attack" else 0.0


SCORERS = {
    "action": action,
    "reaction": reaction,
    "one_target": one_target,
    "draw": draw,
    "attach": attach,
    "place": place,
    "replace": place,
    "pick_deck": pick_deck,
    "ban_deck": ban_deck,
    "afterworld": afterworld,
    "search": search,
    "spirit_bonus": spirit_bonus,
    "split_stamina": split,
    "wind_swap": wind_swap,
    "grimlord": grimlord,
    "coven_pick": coven_pick,
    "protect": protect,
    "banish": banish,
    "psychic_bonus": psychic,
    "extra_attack": extra_attack,
    "heal_pay": heal_pay,
}
