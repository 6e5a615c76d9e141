"""Grudge scenarios (game/core/scenario.py): a Challenge standing at the start of a round, the
Warrior's three cards drawn and the Initiative card still to choose, described as the player
says it::

    position:
      room: {kind: Outskirts with Stuck Pig, number: 2}
      tents: [c6, f3]              # squares as the board's edges label them, a1 to h8
      fences: [{square: b3}, {square: g5, upright: true}]   # a fence's west or north end
      pig: d4                      # big_tent: its north-west square; campfire: its square
      encounter: Strategists       # optional: which Encounter this is (shown on the table)
      met: [Duel]                  # optional: Encounters met in earlier rooms
      round: 3                     # the round about to be played (default 1)
      warrior:
        square: d1
        health: 4                  # default 5
        stats: {spades: 4, clubs: 3, hearts: 2}        # the default spread
        weapons: [Axe, Bow]        # default an Axe
        wielding: Bow              # default the first
        loaded: true
        armour: {helmet: 1, breastplate: 0}            # notches (2: broken)
        conditions: [prone]        # prone, rooted, stunned, enraged, disarmed
        dropped: [shield]          # what a Disarmed Warrior let fall
        runestones: 1
      luckstones: 2
      monsters:
        - {kind: Goblin, weapon: Blade, shield: true, square: c2, defense: 0}
        - {kind: Goblin Boss, weapon: Flail, square: f6, health: 2, conditions: [enraged]}
      fallen_weapons: [{weapon: Spear, square: e4}]
      hand: [9 of Spades, 5 of Clubs, Ace of Hearts]  # this round's three cards
      deck: [King of Spades, Joker]   # the top of the Warrior Deck, in order
      initiative_hand: [2 of Diamonds, Queen of Diamonds]  # the rest are in its discard
      monster_initiative: [5 of Diamonds]      # the top of the Monsters' decks, in order
      monster_actions: [8 of Spades, 6 of Clubs, 3 of Hearts]

Cards are written as they read ("Ace of Hearts", "10 of Clubs", "Joker") or short ("HA").
The room's pieces are the ones its kind lists, placed so they never cut the board in two. The
Warrior's armour defaults to a Helmet, a Breastplate and (with one weapon) a Shield, unnotched.
A monster's Health and Defense default to full. The cards of a deck the position leaves out
follow the named ones in a shuffled order fixed by the file's name (``changes`` rolls no dice),
so a puzzle deals the same every time; the monsters' cards stay as secret as ever.

A goal (``WIN``) is ``clear_room: N`` (Room N won: its last monster down with the Warrior
standing, so the count of rooms cleared reaches N) or ``troll_slain: true``, and optionally
``by_round: R`` (by the end of round R). Slaying the Troll meets either goal, as it wins the run;
the Warrior falling loses it."""

from __future__ import annotations

import re
from typing import Any

from game.core.chance import Chance
from game.core.content import ContentError, Items, Range
from game.games.grudge.rules import board, cards, content
from game.games.grudge.rules import state as S
from game.games.grudge.rules.engine import AGENDA, Ctx, asking, copy_state
from game.games.grudge.rules.setup_flow import board_whole, new_monster

CONDITIONS = ("prone", "rooted", "stunned", "enraged", "disarmed")
DROPPABLE = ("weapon", "shield")
WARRIOR = {
    "square": str,
    "health?": Range(1, 40),
    "stats?": {"spades": Range(2, 4), "clubs": Range(2, 4), "hearts": Range(2, 4)},
    "weapons?": Items(str, 1, 6),
    "wielding?": str,
    "loaded?": bool,
    "armour?": {f"{piece}?": Range(0, 2) for piece in S.ARMOR},
    "conditions?": Items(CONDITIONS, 0, len(CONDITIONS)),
    "dropped?": Items(DROPPABLE, 1, 2),
    "runestones?": Range(0, 9),
}
MONSTER = {
    "kind": str,
    "weapon?": str,
    "shield?": bool,
    "square": str,
    "health?": Range(1, 10),
    "defense?": Range(0, 13),
    "conditions?": Items(CONDITIONS, 0, len(CONDITIONS)),
    "dropped?": Items(DROPPABLE, 1, 2),
    "loaded?": bool,
    "immune_to?": str,
}
POSITION = {
    "room": {"kind": str, "number?": Range(1, 99)},
    "big_tent?": str,
    "tents?": Items(str, 1, 3),
    "fences?": Items({"square": str, "upright?": bool}, 1, 2),
    "campfire?": str,
    "pig?": str,
    "pig_looted?": bool,
    "encounter?": str,
    "met?": Items(str, 0, 7),
    "round?": Range(1, 999),
    "warrior": WARRIOR,
    "luckstones?": Range(0, 99),
    "monsters": Items(MONSTER, 1, 8),
    "fallen_weapons?": Items({"weapon": str, "square": str}, 1, 8),
    "hand": Items(str, 3, 3),
    "deck?": Items(str, 1, 38),
    "initiative_hand?": Items(str, 1, 13),
    "monster_initiative?": Items(str, 1, 13),
    "monster_actions?": Items(str, 1, 41),
}
# goals: Room N cleared (every monster in it down and you standing: the count of rooms cleared
# reaches N), or the Troll slain; optionally by the end of a round
WIN = {"clear_room?": Range(1, 99), "troll_slain?": bool, "by_round?": Range(1, 999)}

SQUARE = re.compile(r"([a-h])([1-8])")
RANKS = {"ace": "A", "jack": "J", "queen": "Q", "king": "K"} | {
    str(n): str(n) for n in range(2, 11)
}
SUITS = {name.lower(): letter for letter, name in cards.SUITS.items()}
SHORT = re.compile(r"([SCHD])(A|J|Q|K|10|[2-9])")
JOKERS = ("JK1", "JK2")


# --- words ----------------------------------------------------------------------------------


def square_of(label: str, where: str) -> tuple[int, int]:
    """A square as the board's edges label it ("d4") as (column, row)."""
    found = SQUARE.fullmatch(label.strip().lower())
    if not found:
        raise ContentError(f"{where}: {label!r} is not a square of the board (a1 to h8).")
    return "abcdefgh".index(found.group(1)), 8 - int(found.group(2))


def known(table: dict, value: str, what: str, where: str) -> str:
    """The id of ``value`` in ``table``, written as its id or its name."""
    wanted = value.strip().lower()
    for key, entry in table.items():
        if wanted in (key, entry["name"].lower()):
            return key
    names = "; ".join(entry["name"] for entry in table.values())
    raise ContentError(f"{where}: {value!r} is not {what} ({names}).")


def card_of(text: str, where: str) -> str:
    """A card as it reads ("Queen of Hearts", "Joker") or short ("HQ"); a Joker is "JK"."""
    words = text.strip()
    if words.lower() in ("joker", "a joker", "jk"):
        return "JK"
    if SHORT.fullmatch(words.upper()) or words.upper() in JOKERS:
        return words.upper()
    found = re.fullmatch(r"(\w+) of (\w+)", words.lower())
    if found and found.group(1) in RANKS and found.group(2) in SUITS:
        return SUITS[found.group(2)] + RANKS[found.group(1)]
    raise ContentError(
        f"{where}: {text!r} is not a card; write it as it reads, like 'Ace of Hearts' or 'Joker'."
    )


PILES = {
    "hand": "Warrior Deck",
    "deck": "Warrior Deck",
    "initiative_hand": "Initiative Hand",
    "monster_initiative": "Monster Initiative Deck",
    "monster_actions": "Monster Action Deck",
}


def _pile(position: dict, field: str, deck: list[str], where: str, taken: dict) -> list[str]:
    """The cards a position's ``field`` names, each once and each from ``deck``."""
    out = []
    for index, text in enumerate(position.get(field, [])):
        at = f"{where}, field '{field}'[{index}]"
        card = card_of(text, at)
        if card == "JK":
            card = next((j for j in JOKERS if j not in taken), "")
            if not card:
                raise ContentError(f"{at}: a deck holds only two Jokers.")
        if card not in deck:
            raise ContentError(f"{at}: {cards.name(card)} is not a card of the {PILES[field]}.")
        if card in taken:
            raise ContentError(f"{at}: {cards.name(card)} is already in '{taken[card]}'.")
        taken[card] = field
        out.append(card)
    return out


# --- the position ---------------------------------------------------------------------------


def changes(state: dict, position: dict, where: str) -> list[tuple[list, Any]]:
    """The writes that stand the Challenge where ``position`` says (see the module docstring)."""
    work = copy_state(state)
    ctx = Ctx(work, Chance(f"scenario {where}"))
    work["agenda"] = [{"op": "prepare_decks"}]  # the game's own shuffle, then the named cards
    AGENDA.autos["prepare_decks"](ctx, work["agenda"][-1])
    room = _room(work, position, where)
    covered = _terrain(work, position, room, where)
    _warrior(work, position["warrior"], f"{where}, field 'warrior'", covered)
    _monsters(work, position, where, covered)
    _decks(work, position, where)
    number = work["room"]["number"]
    work["run"] = {
        "rooms_cleared": number - 1,  # every room before this one was won to get here
        "monsters_defeated": 0,
        "round": position.get("round", 1),
    }
    work["luckstones"] = position.get("luckstones", work["luckstones"])
    work.update(phase="round", roll=None, acts=[], log=[])
    # the round has begun (round_begin drew the hand): Initiative, then the cards to assign
    work["agenda"] = [
        {"op": "challenge"},
        {"op": "round_end"},
        {"op": "turns"},
        {"op": "monster_draw"},
        asking("assign", slot="reaction"),
        asking("assign", slot="main"),
        asking("initiative"),
    ]
    return [([key], value) for key, value in work.items() if value != state[key]]


def _room(work: dict, position: dict, where: str) -> dict:
    at = f"{where}, field 'room'"
    kind = known(content.rooms(), position["room"]["kind"], "a kind of room", f"{at}, field 'kind'")
    encounter = None
    if "encounter" in position:
        table = content.encounters()
        encounter = known(
            table, position["encounter"], "an Encounter", f"{where}, field 'encounter'"
        )
    met = [
        known(content.encounters(), name, "an Encounter", f"{where}, field 'met'[{index}]")
        for index, name in enumerate(position.get("met", []))
    ]
    work["seen"] = list(dict.fromkeys(met + ([encounter] if encounter else [])))
    work["room"] = {
        "number": position["room"].get("number", 1),
        "type": kind,
        "to_place": [],
        "encounter": encounter,
        "rerolled": False,
        "pig_row": None,
        "spawned": True,
    }
    return content.rooms()[kind]


def _terrain(work: dict, position: dict, room: dict, where: str) -> set:
    """Lay out the room's pieces where the position says; returns the squares they cover."""
    wanted = {
        "big_tent": room["pieces"].count("big_tent"),
        "tents": room["pieces"].count("tent"),
        "fences": room["pieces"].count("fence"),
        "campfire": int(room["campfire"]),
        "pig": int(room["pig"]),
    }
    pieces: list = []
    covered: set = set()
    walls: list = []

    def put(kind: str, label: str, at: str) -> tuple[int, int]:
        """Place one piece (the Pig too: it takes its square, though it is not terrain)."""
        anchor = square_of(label, at)
        squares = board.footprint(kind, anchor)
        if not all(board.in_bounds(s) for s in squares):
            raise ContentError(f"{at}: a piece there would stick out over the edge of the board.")
        if any(s in covered for s in squares):
            raise ContentError(f"{at}: another piece already stands on {label}.")
        covered.update(squares)
        if kind in board.WALL_KINDS:
            walls.extend([list(s) for s in squares])
        if kind != "pig":
            pieces.append([kind, list(anchor)])
        return anchor

    for field, count in wanted.items():
        given = position.get(field)
        many = given if isinstance(given, list) else [] if given is None else [given]
        if len(many) != count:
            name = content.rooms()[work["room"]["type"]]["name"]
            raise ContentError(
                f"{where}, field '{field}': {name} has {count} of these; the position places "
                f"{len(many)}."
            )
    if "big_tent" in position:
        put("big_tent", position["big_tent"], f"{where}, field 'big_tent'")
    for index, label in enumerate(position.get("tents", [])):
        put("tent", label, f"{where}, field 'tents'[{index}]")
    for index, fence in enumerate(position.get("fences", [])):
        kind = "fence_v" if fence.get("upright") else "fence_h"
        put(kind, fence["square"], f"{where}, field 'fences'[{index}], field 'square'")
    fire = pig = None
    if "campfire" in position:
        fire = put("campfire", position["campfire"], f"{where}, field 'campfire'")
    if "pig" in position:
        at = f"{where}, field 'pig'"
        pig = square_of(position["pig"], at)
        if not all(1 <= n <= board.SIZE - 2 for n in pig):
            raise ContentError(f"{at}: the Stuck Pig never turns on the outer ring of squares.")
        put("pig", position["pig"], at)
    if not board_whole(covered):
        raise ContentError(f"{where}: the room's pieces cut the board in two.")
    if position.get("pig_looted") and pig is None:
        raise ContentError(f"{where}, field 'pig_looted': this room has no Stuck Pig.")
    work["board"] = {
        "pieces": pieces,
        "walls": walls,
        "pig": list(pig) if pig else None,
        "pig_looted": bool(position.get("pig_looted", False)),
        "campfire": list(fire) if fire else None,
        "clouds": [],
        "drops": _drops(position, where, set(map(tuple, walls))),
        "edge": None,
        "fence": "h",
    }
    return covered


def _drops(position: dict, where: str, walls: set) -> list:
    out = []
    for index, drop in enumerate(position.get("fallen_weapons", [])):
        at = f"{where}, field 'fallen_weapons'[{index}]"
        weapon = known(content.weapons(), drop["weapon"], "a weapon", f"{at}, field 'weapon'")
        square = square_of(drop["square"], f"{at}, field 'square'")
        if square in walls:
            raise ContentError(f"{at}, field 'square': nothing can lie under a tent or fence.")
        out.append({"square": list(square), "weapon": weapon})
    return out


def _stand(label: str, at: str, covered: set) -> list[int]:
    """A free square for a character; it then counts as taken."""
    square = square_of(label, f"{at}, field 'square'")
    if square in covered:
        raise ContentError(f"{at}, field 'square': {label} is taken by a piece or a character.")
    covered.add(square)
    return list(square)


def _conditions(spec: dict, at: str, holds: dict) -> tuple[list, list]:
    """The conditions and the dropped gear; ``holds`` says what could be dropped."""
    listed = list(dict.fromkeys(spec.get("conditions", [])))
    dropped = list(dict.fromkeys(spec.get("dropped", [])))
    for item in dropped:
        if not holds[item]:
            raise ContentError(f"{at}, field 'dropped': there is no {item} in hand to drop.")
    if "disarmed" in listed and not dropped:
        raise ContentError(f"{at}, field 'dropped': say what the Disarmed character dropped.")
    if dropped and "disarmed" not in listed:
        listed.append("disarmed")
    return listed, dropped


def _warrior(work: dict, spec: dict, at: str, covered: set) -> None:
    stats = spec.get("stats", {"spades": 4, "clubs": 3, "hearts": 2})
    if sorted(stats.values()) != [2, 3, 4]:
        raise ContentError(f"{at}, field 'stats': spread 4, 3 and 2 over the three Stats.")
    weapons = [
        known(content.weapons(), name, "a weapon", f"{at}, field 'weapons'[{index}]")
        for index, name in enumerate(spec.get("weapons", ["axe"]))
    ]
    wielding = weapons[0]
    if "wielding" in spec:
        wielding = known(content.weapons(), spec["wielding"], "a weapon", f"{at}, field 'wielding'")
        if wielding not in weapons:
            raise ContentError(f"{at}, field 'wielding': the Warrior does not carry that weapon.")
    if spec.get("loaded") and wielding != "bow":
        raise ContentError(f"{at}, field 'loaded': only a Bow in hand is loaded.")
    worn = S.ARMOR if len(weapons) == 1 else S.ARMOR[:2]  # two weapons leave the Shield behind
    armor = spec["armour"] if "armour" in spec else dict.fromkeys(worn, 0)
    shield = armor.get("shield", 2) < 2
    listed, dropped = _conditions(spec, at, {"weapon": True, "shield": shield})
    work["warrior"].update(
        square=_stand(spec["square"], at, covered),
        stats=dict(stats),
        health=spec.get("health", 5),
        armor={piece: armor[piece] for piece in S.ARMOR if piece in armor},
        weapons=weapons,
        equipped=wielding,
        loaded=bool(spec.get("loaded", False)),
        conditions=listed,
        dropped=dropped,
        runestones=spec.get("runestones", 0),
        luck_spell=False,
        moved=0,
        struck=False,
    )


def _monsters(work: dict, position: dict, where: str, covered: set) -> None:
    encounter = content.encounters().get(work["room"]["encounter"] or "", {"monsters": []})
    work["monsters"] = {}
    for index, spec in enumerate(position["monsters"]):
        at = f"{where}, field 'monsters'[{index}]"
        kind = known(content.monsters(), spec["kind"], "a monster", f"{at}, field 'kind'")
        card = content.monsters()[kind]
        weapon = spec.get("weapon", "hammer" if kind == "troll" else None)
        if weapon is None:
            raise ContentError(f"{at}: the field 'weapon' is missing (what does it fight with?).")
        weapon = known(content.weapons(), weapon, "a weapon", f"{at}, field 'weapon'")
        if kind == "troll" and (weapon != "hammer" or spec.get("shield")):
            raise ContentError(f"{at}: the Troll carries its Hammer and nothing else.")
        shield = spec.get("shield", False)
        # where it was placed from, when the Encounter lists it (the table shows it)
        spawn = next(
            (
                e["spawn"]
                for e in encounter["monsters"]
                if (e["kind"], e["weapon"], e.get("shield", False)) == (kind, weapon, shield)
            ),
            "lurking",
        )
        entry = {"kind": kind, "weapon": weapon, "shield": shield, "spawn": spawn}
        m = new_monster(f"m{index + 1}", entry)
        for field in ("health", "defense"):
            if spec.get(field, 0) > card[field]:
                raise ContentError(
                    f"{at}, field '{field}': a {card['name']} has at most {card[field]}."
                )
        if spec.get("loaded") and weapon != "bow":
            raise ContentError(f"{at}, field 'loaded': only a Bow is loaded.")
        if "immune_to" in spec:
            if card["special"] != "harden":
                raise ContentError(
                    f"{at}, field 'immune_to': only the Troll hardens against a weapon."
                )
            m["immunity"] = known(
                content.weapons(), spec["immune_to"], "a weapon", f"{at}, field 'immune_to'"
            )
        listed, dropped = _conditions(spec, at, {"weapon": True, "shield": m["shield"]})
        m.update(
            square=_stand(spec["square"], at, covered),
            health=spec.get("health", card["health"]),
            defense=spec.get("defense", card["defense"]),
            conditions=listed,
            dropped=dropped,
            loaded=bool(spec.get("loaded", False)),
        )
        work["monsters"][m["id"]] = m


def _decks(work: dict, position: dict, where: str) -> None:
    """The named cards on top of the decks the game's own step shuffled; the round's hand."""
    decks = work["decks"]
    taken: dict = {}
    hand = _pile(position, "hand", cards.action_deck(), where, taken)
    if any(cards.is_joker(card) for card in hand):
        raise ContentError(
            f"{where}, field 'hand': a Joker is set aside when drawn and another card drawn."
        )
    top = _pile(position, "deck", cards.action_deck(), where, taken)
    decks["warrior"] = top + [c for c in decks["warrior"] if c not in taken]
    kept = _pile(position, "initiative_hand", cards.diamonds(), where, {}) or cards.diamonds()
    decks["init_hand"] = sorted(kept, key=cards.value)
    decks["init_discard"] = [c for c in cards.diamonds() if c not in kept]
    for field, pile in (("monster_initiative", "m_init"), ("monster_actions", "m_action")):
        named: dict = {}
        deck = cards.diamonds() if pile == "m_init" else cards.action_deck()
        top = _pile(position, field, deck, where, named)
        decks[pile] = top + [c for c in decks[pile] if c not in named]
    work["round"] = S.new_round() | {"hand": hand}


# --- the goal -------------------------------------------------------------------------------


def judge(win: dict, state: dict, outcome: dict | None) -> str | None:
    """ "won" once the goal is met, "lost" once it can't be, None while the fight goes on."""
    if not win:
        return None  # a test's position sets no goal
    if state["result"] == "victory":
        return "won"  # the Troll fell: its room is won and the run with it
    if state["result"] == "defeat":
        return "lost"
    if "clear_room" in win and state["run"]["rooms_cleared"] >= win["clear_room"]:
        return "won"
    if state["run"]["round"] > win.get("by_round", state["run"]["round"]):
        return "lost"
    return None
