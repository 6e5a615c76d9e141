"""GRIM scenarios (see game/core/scenario.py): a position in the game's words, written over the
opening so play starts at one Grim's Turn, at its draw or at its Action.

The ``position`` of a scenario file::

    round: 2                  # the Round under way (default 1)
    favor: 1                  # the player holding Fiend's Favor: 1 or 2 (default: the opening's)
    turn: The Brine Miser     # the Grim whose Turn it is (name or id); it must be in play
    turn_player: 1            # whose Grim that is, where both have it in play (Coven)
    step: action              # where that Turn stands: draw or action (default action)
    afterworld: fire          # the Afterworld of this Round (default none)
    afterworlds_used: [water] # Afterworlds already discarded this cycle
    bond_deck: [spirit, fire] # the Bond Deck, top card first (default: every Bond card the
                              # position leaves over, shuffled); named, the rest lie in Limbo
    players:                  # Player 1, then Player 2
    - decks: [water, fire]    # the chosen Grim Decks (default: the decks its Grim come from)
      grimlord: water         # Coven only
      in_play:                # up to two Grim, left place first
      - grim: water_01        # name or id
        place: right          # optional: left or right (default: the next free place)
        health: 9             # default: full
        stamina: 4            # default: 5, what a Grim enters with
        status: burn          # default: none
        status_from_reaction: true
        bonds: [spirit, fire] # attached Bond cards, by kind
        spirit_bonus: [dark]  # a Fire, Earth or Dark Spirit Bonus waiting to be used
      hand: [fire_03, spirit, water]   # Grim by name or id, Bond cards by kind
      grim_decks: {water: [water_05]}  # each deck's order, top first (default: the rest of
                                       # that deck, shuffled)
      banished: [fire_09]     # the unseen Banished, top first (default none: the next
                              # Knockout of this player's Grim then loses the match)
      reaction_used: true     # default false
      knockouts: 1            # Knockouts suffered so far (default 0)

Every Grim faster than the one whose Turn it is has had its Turn this Round. The Turn's start
(Stamina gained, start-of-Turn Passives) is taken as done: the numbers given are after it.

The goal (``goal: win``): ``player`` (1 or 2, default 1) wins the match, or the other player's
Knockouts (as the table counts them, from the position's ``knockouts`` on) reach ``knockouts``;
before Round ``by_round`` is over, if it is given."""

from __future__ import annotations

from game.core.agenda import apply as fold
from game.core.chance import Chance
from game.core.content import ContentError, Items, Range
from game.games.grim.rules import content, engine, turns
from game.games.grim.rules import state as S
from game.games.grim.rules.elements import ORDER, STATUSES
from game.games.grim.rules.engine import asking, copy_state

ELEMENT = tuple(ORDER)
PLACES = ("left", "right")
BOND_KINDS = (*ORDER, "spirit")
IN_PLAY = {
    "grim": str,
    "place?": PLACES,
    "health?": Range(1, 40),
    "stamina?": Range(0, 99),
    "status?": STATUSES,
    "status_from_reaction?": bool,
    "bonds?": Items(str, 0, 6),
    "spirit_bonus?": Items(("fire", "earth", "dark"), 0, 3),
}
PLAYER = {
    "decks?": Items(ELEMENT, 0, 2),
    "grimlord?": ELEMENT,
    "in_play": Items(IN_PLAY, 0, 2),
    "hand?": Items(str, 0, 60),
    "grim_decks?": {f"{e}?": Items(str, 0, 10) for e in ORDER},
    "banished?": Items(str, 0, 20),
    "reaction_used?": bool,
    "knockouts?": Range(0, 99),
}
POSITION = {
    "round?": Range(1, 99),
    "favor?": (1, 2),
    "turn": str,
    "turn_player?": (1, 2),
    "step?": ("draw", "action"),
    "afterworld?": ELEMENT,
    "afterworlds_used?": Items(ELEMENT, 0, len(ORDER)),
    "bond_deck?": Items(str, 0, 200),
    "players": Items(PLAYER, 2, 2),
}
WIN = {"player?": (1, 2), "knockouts?": Range(1, 20), "by_round?": Range(1, 99)}


def _grim_named(word: str) -> str | None:
    """The Grim a word names by its id or its name (any case), if any."""
    table = content.load()["grim"]
    if word in table:
        return word
    lowered = word.strip().lower()
    return next((key for key, card in table.items() if card["name"].lower() == lowered), None)


def _grim_key(word: str, where: str) -> str:
    key = _grim_named(word)
    if key is None:
        raise ContentError(f"{where}: {word!r} is not a Grim (give its name or id).")
    return key


def _bond_named(word: str) -> str | None:
    """The Bond kind a word names: "spirit", "fire" or "Fire Element"; None if none."""
    kind = word.strip().lower().removesuffix(" element").strip()
    return kind if kind in BOND_KINDS else None


class _Bonds:
    """Hands out the Bond cards' ids by kind, in the same numbering as the opening's deal."""

    def __init__(self) -> None:
        self.kinds = content.bond_cards()
        self.free = list(self.kinds)

    def take(self, word: str, where: str) -> str:
        kind = _bond_named(word)
        if kind is None:
            raise ContentError(
                f"{where}: {word!r} is not a Bond card (a Spirit or an Element such as 'fire')."
            )
        for bond in self.free:
            if self.kinds[bond] == kind:
                self.free.remove(bond)
                return bond
        total = sum(1 for k in self.kinds.values() if k == kind)
        what = "Spirit" if kind == "spirit" else f"{kind.title()} Element"
        raise ContentError(f"{where}: the Bond Deck holds only {total} {what} cards.")


class _Cards:
    """Every Grim the position names, so none is in two places at once."""

    def __init__(self, coven: bool) -> None:
        self.coven = coven
        self.seen: dict[str, str] = {}
        self.owned: list[list[str]] = [[], []]  # in play and in hand: the decks they come from

    def take(self, word: str, seat: int, where: str, owned: bool = False) -> str:
        key = _grim_key(word, where)
        card = f"{key}@{seat}" if self.coven else key
        if card in self.seen:
            raise ContentError(f"{where}: {word!r} is named twice (also at {self.seen[card]}).")
        self.seen[card] = where.split("position, ")[-1]
        if owned:
            self.owned[seat].append(card)
        return card


def _seat_where(where: str, seat: int) -> str:
    return f"{where}, field 'players'[{seat}]"


def _in_play(player, seat, cards, bonds, where) -> list:
    """The two places of ``seat``, each None or a Grim built as the game builds one."""
    places: list = [None, None]
    for index, entry in enumerate(player["in_play"]):
        at = f"{where}, field 'in_play'[{index}]"
        card = cards.take(entry["grim"], seat, f"{at}, field 'grim'", owned=True)
        slot = PLACES.index(entry["place"]) if "place" in entry else places.index(None)
        if places[slot] is not None:
            raise ContentError(f"{at}, field 'place': the {PLACES[slot]} place is already taken.")
        g = S.new_grim(card)
        most = S.max_health(g)
        health = entry.get("health", most)
        if health > most:
            raise ContentError(
                f"{at}, field 'health': {S.grim_name(card)} has at most {most} Health."
            )
        g["health"] = health
        g["stamina"] = entry.get("stamina", S.ENTRY_STAMINA)
        g["status"] = entry.get("status")
        g["status_reaction"] = bool(entry.get("status_from_reaction")) and g["status"] is not None
        attached = [
            bonds.take(b, f"{at}, field 'bonds'[{i}]") for i, b in enumerate(entry.get("bonds", []))
        ]
        elements = [bonds.kinds[b] for b in attached if bonds.kinds[b] != "spirit"]
        if len(elements) > 1:
            raise ContentError(f"{at}, field 'bonds': a Grim holds one Element Bond at most.")
        g["bonds"] = attached
        g["bonus"] = {element: True for element in entry.get("spirit_bonus", [])}
        places[slot] = g
    return places


def _decks(state, player, seat, cards, where) -> tuple[list, dict]:
    """The chosen decks and each named deck's order, top first."""
    if S.coven(state):
        if "decks" in player or "grim_decks" in player:
            raise ContentError(f"{where}: Coven has no Grim Decks; leave 'decks' out.")
        return [], {}
    given = player.get("grim_decks", {})
    owned = [S.card(c)["element"] for c in cards.owned[seat]]
    decks = player["decks"] if "decks" in player else list(dict.fromkeys([*given, *owned]))
    if len(decks) > 2 or len(set(decks)) != len(decks):
        raise ContentError(f"{where}, field 'decks': a player plays two different Grim Decks.")
    orders = {}
    for element, words in given.items():
        if element not in decks:
            raise ContentError(
                f"{where}, field 'grim_decks': {element!r} is not one of this player's decks."
            )
        at = f"{where}, field 'grim_decks', field '{element}'"
        orders[element] = [cards.take(w, seat, f"{at}[{i}]") for i, w in enumerate(words)]
        for card in orders[element]:
            if S.card(card)["element"] != element:
                raise ContentError(
                    f"{at}: {S.grim_name(card)} is not in the {element.title()} deck."
                )
    return decks, orders


def _hand(player, seat, cards, bonds, where) -> list:
    hand = []
    for index, word in enumerate(player.get("hand", [])):
        at = f"{where}, field 'hand'[{index}]"
        if _bond_named(word):
            hand.append(bonds.take(word, at))
        elif _grim_named(word):
            hand.append(cards.take(word, seat, at, owned=True))
        else:
            raise ContentError(
                f"{at}: {word!r} is neither a Grim (give its name or id) nor a Bond card"
                " (a Spirit or an Element such as 'fire')."
            )
    return hand


def _shuffle(cards: list, where: str, stream: str) -> list:
    """Cards the position leaves unnamed, in an order fixed by its file and seen by nobody."""
    return Chance(f"scenario:{where}").shuffled(cards, stream)


def changes(state: dict, position: dict, where: str) -> list:
    coven = S.coven(state)
    cards, bonds = _Cards(coven), _Bonds()
    seats = list(enumerate(position["players"]))
    field = [_in_play(p, seat, cards, bonds, _seat_where(where, seat)) for seat, p in seats]
    hands = [_hand(p, seat, cards, bonds, _seat_where(where, seat)) for seat, p in seats]
    banished = [
        [
            cards.take(word, seat, f"{_seat_where(where, seat)}, field 'banished'[{i}]")
            for i, word in enumerate(p.get("banished", []))
        ]
        for seat, p in seats
    ]
    picked = [_decks(state, p, seat, cards, _seat_where(where, seat)) for seat, p in seats]
    taken = [d for decks, _ in picked for d in decks]
    if len(set(taken)) != len(taken):
        raise ContentError(f"{where}, field 'players': both players can't play the same deck.")
    writes: list = [
        (["phase"], "round"),
        (["banned"], [] if coven else _banned(banished, taken, where)),
        (["bond_kinds"], bonds.kinds),
        (["field"], field),
        (["secret"], [[], []]),
        (["log"], []),
    ]
    if "favor" in position:
        writes.append((["favor"], position["favor"] - 1))
    for seat, player in seats:
        if "grimlord" in player and not coven:
            raise ContentError(
                f"{_seat_where(where, seat)}, field 'grimlord': only Coven has Grimlords."
            )
        decks, orders = picked[seat]
        for element in decks:
            if element not in orders:
                rest = [c for c in content.deck_of(element) if c not in cards.seen]
                orders[element] = _shuffle(rest, where, f"deck:{seat}:{element}")
        new = {
            **S.new_player(),
            "decks": decks,
            "grim_decks": orders,
            "hand": hands[seat],
            "banished": banished[seat],
            "reaction": not player.get("reaction_used", False),
            "grimlord": player.get("grimlord"),
            "knockouts": player.get("knockouts", 0),
        }
        writes.append((["players", seat], new))
    writes += _bond_deck(position, bonds, where)
    writes += _afterworld(position, where)
    return writes + _turn(apply_writes(state, writes), position, where)


def _banned(banished: list, decks: list, where: str) -> list:
    """The decks banned at the Pick-Ban: the Banished come from them, never from a deck in play."""
    banned = []
    for seat, cards in enumerate(banished):
        for index, card in enumerate(cards):
            element = S.card(card)["element"]
            if element in decks:
                raise ContentError(
                    f"{_seat_where(where, seat)}, field 'banished'[{index}]: "
                    f"{S.grim_name(card)} is from the {element.title()} deck, which is in play; "
                    "the Banished come from banned decks."
                )
            banned.append(element)
    return [element for element in ORDER if element in banned]


def _bond_deck(position, bonds, where) -> list:
    if "bond_deck" not in position:
        return [(["bond_deck"], _shuffle(bonds.free, where, "bond_deck")), (["limbo"], [])]
    named = position["bond_deck"]
    deck = [bonds.take(w, f"{where}, field 'bond_deck'[{i}]") for i, w in enumerate(named)]
    return [(["bond_deck"], deck), (["limbo"], list(bonds.free))]


def _afterworld(position, where) -> list:
    active = position.get("afterworld")
    used = list(position.get("afterworlds_used", []))
    if active in used:
        raise ContentError(
            f"{where}, field 'afterworlds_used': {active!r} is the Afterworld in play."
        )
    available = [w for w in ORDER if w not in used and w != active]
    return [(["afterworld"], {"active": active, "available": available, "discard": used})]


def apply_writes(state: dict, writes: list) -> dict:
    """``state`` with ``writes`` folded in, on a copy: the position as the rules will see it."""
    return fold(copy_state(state), {"set": [[list(path), value] for path, value in writes]})


def _turn(look: dict, position: dict, where: str) -> list:
    """The Round and the agenda standing at the named Grim's draw or Action: every Grim that
    comes before it in the Round's order has had its Turn."""
    at = f"{where}, field 'turn'"
    key = _grim_key(position["turn"], at)
    seats = [position["turn_player"] - 1] if "turn_player" in position else [0, 1]
    place = next(
        ((s, t) for s, t, g in S.on_field(look) if g["card"].split("@")[0] == key and s in seats),
        None,
    )
    if place is None:
        raise ContentError(f"{at}: {position['turn']!r} is not in play.")
    seat, slot = place
    g = S.grim_at(look, seat, slot)

    def order(s, t, other) -> tuple:  # the Paralysis Phase comes last, then fastest first
        return (not turns.forced_to_paralysis_phase(look, other), turns.turn_key(look, s, t, other))

    mine = order(seat, slot, g)
    acted = [other["card"] for s, t, other in S.on_field(look) if order(s, t, other) > mine]
    late = turns.forced_to_paralysis_phase(look, g)
    rnd = {
        "number": position.get("round", 1),
        "phase": "paralysis" if late else "main",
        "acted": acted + [g["card"]],
        "last": list(mine[1]),
        "suspended": [],
    }
    agenda = [
        {"op": "round_end"},
        {"op": "next_turn"},
        {"op": "between_turns"},
        {"op": "turn_end"},
        {"op": "after_action"},
        asking("action", seat, card=g["card"]),
    ]
    turn = {"seat": seat, "slot": slot, "card": g["card"], "paralysis": late}
    turn["status_at_start"] = g["status"]
    if position.get("step") == "draw":
        agenda += [{"op": "before_action"}, asking("attach", seat), asking("draw", seat)]
    writes = [(["round"], rnd), (["turn"], turn), (["attacks"], []), (["agenda"], agenda)]
    if not engine.legal(apply_writes(look, writes), seat):
        raise ContentError(
            f"{where}, field 'step': there is nothing to draw (no Bond card, no Grim Deck)."
        )
    return writes


def judge(win: dict, state: dict, outcome) -> str | None:
    """Won once the player wins the match or has dealt the Knockouts asked for; lost when the
    other player wins or the last Round allowed has ended first."""
    seat = win.get("player", 1) - 1
    result = state["result"]
    if result is not None:
        return "won" if result["winner"] == seat else "lost"
    wanted = win.get("knockouts")
    if wanted is not None and state["players"][1 - seat]["knockouts"] >= wanted:
        return "won"
    limit = win.get("by_round")
    rnd = state["round"]
    if limit is not None and rnd and rnd["number"] > limit:
        return "lost"
    return None
