"""The initial state and the small read-only questions every module asks of it.
The state is plain JSON: squares are [col, row] lists; monsters are keyed by id."""

from __future__ import annotations

from game.games.grudge.rules import board, cards, content

WARRIOR = "warrior"
ARMOR = ("helmet", "breastplate", "shield")
RECOVERABLE = ("disarmed", "prone", "rooted")  # Stun wears off by itself; Enraged lasts the room


def initial_state(options: dict) -> dict:
    return {
        "options": {"auto_pass": bool(options.get("auto_pass", True))},
        "luckstones": int(options.get("luckstones", 0)),
        "result": None,
        "phase": "setup",
        "warrior": {
            "square": None,
            "stats": {"spades": 0, "clubs": 0, "hearts": 0},
            "health": 5,
            "armor": {},
            "weapons": [],
            "equipped": None,
            "loaded": False,
            "conditions": [],
            "dropped": [],
            "runestones": 0,
            "luck_spell": False,
            "moved": 0,
            "struck": False,
        },
        "monsters": {},
        "board": {
            "pieces": [],
            "walls": [],
            "pig": None,
            "pig_looted": False,
            "campfire": None,
            "clouds": [],
            "drops": [],
            "edge": None,
            "fence": "h",
        },
        "decks": {
            "warrior": [],
            "warrior_discard": [],
            "warrior_jokers": [],
            "init_hand": [],
            "init_discard": [],
            "m_init": [],
            "m_init_discard": [],
            "m_action": [],
            "m_action_discard": [],
            "monster_jokers": [],
        },
        "room": {
            "number": 0,
            "type": None,
            "to_place": [],
            "encounter": None,
            "rerolled": False,
            "pig_row": None,
        },
        "seen": [],
        "run": {"rooms_cleared": 0, "monsters_defeated": 0, "round": 0},
        "round": None,
        "roll": None,
        "acts": [],
        "agenda": [],
        "log": [],
    }


def new_round() -> dict:
    return {
        "hand": [],
        "init_card": None,
        "main": None,
        "reaction": None,
        "interrupt": None,
        "used": {"main": False, "reaction": False, "interrupt": False},
        "m_init": [],
        "m_cards": [],
        "aid_kind": None,
        "queue": [],
        "done": [],
        "current": None,
        "joker": False,
        "warrior_acted": False,
        "dragged": False,
    }


# --- who is where -----------------------------------------------------------------------


def sq(square) -> tuple | None:
    return None if square is None else (square[0], square[1])


def char(state: dict, who: str) -> dict:
    return state["warrior"] if who == WARRIOR else state["monsters"][who]


def alive(state: dict, who: str) -> bool:
    if who == WARRIOR:
        return state["result"] is None
    m = state["monsters"].get(who)
    return bool(m) and not m["defeated"] and m["square"] is not None


def living(state: dict) -> list[str]:
    return [
        mid for mid, m in state["monsters"].items() if not m["defeated"] and m["square"] is not None
    ]


def square_of(state: dict, who: str) -> tuple | None:
    return sq(char(state, who)["square"])


def walls(state: dict) -> frozenset:
    return frozenset((s[0], s[1]) for s in state["board"]["walls"])


def pig(state: dict) -> tuple | None:
    return sq(state["board"]["pig"])


def campfire(state: dict) -> tuple | None:
    return sq(state["board"]["campfire"])


def character_squares(state: dict, exclude: str | None = None) -> set:
    out = {square_of(state, mid) for mid in living(state) if mid != exclude}
    if exclude != WARRIOR and state["warrior"]["square"] is not None:
        out.add(square_of(state, WARRIOR))
    return out


def blocked_squares(state: dict) -> set:
    """Squares nobody may be placed on: walls, the pig, the campfire and every character."""
    out = set(walls(state)) | character_squares(state)
    for extra in (pig(state), campfire(state)):
        if extra:
            out.add(extra)
    return out


def enemies_of(state: dict, who: str) -> list[str]:
    return living(state) if who == WARRIOR else ([WARRIOR] if alive(state, WARRIOR) else [])


def allies_of(state: dict, who: str) -> list[str]:
    return [] if who == WARRIOR else [m for m in living(state) if m != who]


def who_at(state: dict, square) -> str | None:
    target = sq(square)
    if square_of(state, WARRIOR) == target:
        return WARRIOR
    for mid in living(state):
        if square_of(state, mid) == target:
            return mid
    return None


# --- names --------------------------------------------------------------------------------


def name_of(state: dict, who: str) -> str:
    if who == WARRIOR:
        return "you"
    m = state["monsters"][who]
    kind = content.monsters()[m["kind"]]["name"]
    if m["kind"] == "troll":
        return "the Troll"
    gear = content.weapon_name(m["weapon"]) + (" and Shield" if m["shield"] else "")
    return f"the {kind} with {gear}"


def title_of(state: dict, who: str) -> str:
    text = name_of(state, who)
    return "You" if text == "you" else text[0].upper() + text[1:]


def square_name(square) -> str:
    return f"{'abcdefgh'[square[0]]}{8 - square[1]}"


# --- stats and gear -----------------------------------------------------------------------


def stat(state: dict, who: str, name: str) -> int:
    if who == WARRIOR:
        return state["warrior"]["stats"][name]
    return content.monsters()[state["monsters"][who]["kind"]][name]


def speed(state: dict, who: str) -> int:
    if who == WARRIOR:
        return state["warrior"]["stats"]["clubs"]
    return content.monsters()[state["monsters"][who]["kind"]]["speed"]


def kind_of(state: dict, who: str) -> str:
    return "warrior" if who == WARRIOR else state["monsters"][who]["kind"]


def has_trait(state: dict, who: str, trait: str) -> bool:
    return who != WARRIOR and trait in content.monsters()[state["monsters"][who]["kind"]]["traits"]


def conditions(state: dict, who: str) -> list[str]:
    return char(state, who)["conditions"]


def has(state: dict, who: str, condition: str) -> bool:
    return condition in char(state, who)["conditions"]


def weapon(state: dict, who: str) -> str | None:
    """The weapon in hand (None when it was dropped)."""
    c = char(state, who)
    held = c["equipped"] if who == WARRIOR else c["weapon"]
    return None if "weapon" in c["dropped"] else held


def melee(state: dict, who: str) -> bool:
    return content.is_melee(weapon(state, who))


def shield(state: dict, who: str) -> bool:
    c = char(state, who)
    if "shield" in c["dropped"]:
        return False
    if who == WARRIOR:
        return "shield" in c["armor"] and c["armor"]["shield"] < 2
    return bool(c["shield"])


def loaded(state: dict, who: str) -> bool:
    return weapon(state, who) == "bow" and bool(char(state, who)["loaded"])


def can_move(state: dict, who: str) -> bool:
    cond = conditions(state, who)
    return "rooted" not in cond and "prone" not in cond


def initiative(state: dict, who: str) -> int:
    rnd = state["round"]
    if not rnd:
        return 0
    if who == WARRIOR:
        return cards.value(rnd["init_card"])
    return state["monsters"][who]["init"] or 0


# --- engagement ---------------------------------------------------------------------------


def can_engage(state: dict, who: str) -> bool:
    cond = conditions(state, who)
    return alive(state, who) and "prone" not in cond and "stunned" not in cond


def engaged_by(state: dict, who: str) -> list[str]:
    """The enemies engaging ``who``: able to engage, adjacent and in sight."""
    here = square_of(state, who)
    if here is None:
        return []
    w = walls(state)
    return [
        e
        for e in enemies_of(state, who)
        if can_engage(state, e)
        and board.adjacent(here, square_of(state, e))
        and board.line_of_sight(here, square_of(state, e), w)
    ]


def goblins_beside_warrior(state: dict) -> int:
    """Goblins (not the Boss) adjacent to the Warrior: Gang Up and Drag Down count these."""
    here = square_of(state, WARRIOR)
    if here is None:
        return 0
    return sum(
        1
        for m in living(state)
        if state["monsters"][m]["kind"] == "goblin" and board.adjacent(here, square_of(state, m))
    )


def monsters_beside_warrior(state: dict) -> int:
    here = square_of(state, WARRIOR)
    if here is None:
        return 0
    return sum(1 for m in living(state) if board.adjacent(here, square_of(state, m)))


def can_opportunity_attack(state: dict, who: str) -> bool:
    """Could ``who`` punish a foe leaving it? It needs a melee weapon in hand and to be
    able to engage; Goblins ganging up on the Warrior stop the Warrior's."""
    if not (can_engage(state, who) and melee(state, who)):
        return False
    return not (who == WARRIOR and goblins_beside_warrior(state) > 1)


def in_sight(state: dict, a: str, b: str) -> bool:
    return board.line_of_sight(square_of(state, a), square_of(state, b), walls(state))


def char_path(who: str) -> list:
    return ["warrior"] if who == WARRIOR else ["monsters", who]
