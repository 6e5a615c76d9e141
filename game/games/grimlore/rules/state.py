"""The state of a session: the party (its pools and its roster of characters, which a campaign
carries), the characters playing this session, the journey and the hidden stacks and decks."""

from __future__ import annotations

from game.core.manifest import CAMPAIGN_KIND
from game.core.seats import SEAT_NAMES, clean_name
from game.games.grimlore.rules import content
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules.book import new_story

BASE_ENERGY = 6  # the book gives no number; see the rulings
BASE_DESTINY = 2
START_RATIONS = 10
NAMES = (
    "Aldra",
    "Bram",
    "Cesk",
    "Dunya",
    "Edda",
    "Fenn",
    "Garrow",
    "Hesk",
    "Ilse",
    "Joran",
    "Kaddo",
    "Lio",
    "Mirel",
    "Nuala",
    "Oswin",
    "Pell",
)


def new_party() -> dict:
    return {
        "name": "The Portal Company",
        "xp": 0,
        "gold": 0,
        "ore": 0,
        "organics": 0,
        "essence": 0,
        "clues": 0,
        "local_clues": 0,
        "rations": START_RATIONS,
        "roster": {},
        "next_id": 1,
        "next_uid": 1,
        "cards": [],
        "seen": [],
        "sessions": 0,
        "fallen": [],
    }


def new_character(party: dict, name: str = "") -> tuple[str, dict]:
    """A blank character: named ``name`` if given (a player's name), else from our list."""
    number = party["next_id"]
    cid = f"c{number}"
    taken = {ch["name"] for ch in party["roster"].values()}
    if not name or name in taken:
        name = NAMES[(number - 1) % len(NAMES)] + ("" if number <= len(NAMES) else f" {number}")
    return cid, {
        "id": cid,
        "name": name,
        "race": None,
        "role": None,
        "attrs": {a: 1 for a in content.ATTRIBUTES},
        "skills": {s: 1 for s in content.SKILLS},
        "traits": {},
        "expertise": {},
        "element": None,  # Elemental Mastery's chosen element
        "energy": BASE_ENERGY,
        "destiny": BASE_DESTINY,
        "gear": [],
        "blueprints": [],
        "once": [],
        "made": False,
    }


def player_names(options: dict) -> list[str]:
    """The names the players gave at the table, one per seat ("" where none was given)."""
    given = options.get(SEAT_NAMES)
    seats = int(options.get("players", 1))
    given = given if isinstance(given, list) else []
    return [clean_name(n) if isinstance(n, str) else "" for n in given[:seats]]


def initial_state(options: dict) -> dict:
    party = options.get("party")
    if party is not None:  # the sentence the last result said is not part of the party
        party = {k: v for k, v in party.items() if k != "kept"}
    elif options.get(CAMPAIGN_KIND) == "book":  # the Campaign Book: a new party and its story
        party = {**new_party(), "story": new_story()}
    # a party nobody has made yet (the book's, before its first session) is made, not mustered
    fresh = party is None or (not party["roster"] and not party["sessions"])
    return {
        "options": {
            "length": options.get("length", "short"),
            "party_size": int(options.get("party_size", 2)),
            "crafting": bool(options.get("crafting", True)),
        },
        "seats": int(options.get("players", 1)),
        "names": player_names(options),
        "party": party if party is not None else new_party(),
        "fresh": fresh,
        "members": [],
        "phase": "muster",
        "round": 0,
        "turn": 0,
        "stack": [],
        "stack_total": 0,
        "box": {},
        "path": [],
        "tile": None,
        "friendly": None,
        "decks": {},
        "tested": [],
        "round_tested": [],
        "won": 0,
        "lost": 0,
        "advantage": [],
        "disadvantage": 0,
        "roll": None,
        "offer": None,
        "visit": None,
        "combat": None,
        "ended": None,
        "bonus": None,
        "ration_clues": 0,
        "agenda": [],
        "log": [],
        "result": None,
        "reading": None,  # the Campaign Book's passages being read (story.py)
        "fought": None,  # how the book's session foe was fought
    }


# --- derived numbers -------------------------------------------------------------------------


def max_energy(ch: dict) -> int:
    return BASE_ENERGY + (1 if "indomitable" in ch["traits"] else 0)


def max_destiny(ch: dict) -> int:
    extra = 1 if "destined" in ch["traits"] else 0
    extra += 1 if any(v >= 4 for v in ch["skills"].values()) else 0
    extra += 1 if any(v >= 4 for v in ch["attrs"].values()) else 0
    return BASE_DESTINY + extra


def equipped(ch: dict) -> list[dict]:
    return [i for i in ch["gear"] if i["where"] in I.EQUIPPED]


def gear_traits(ch: dict) -> list[dict]:
    return [I.traits(i) for i in equipped(ch)]


def resistances(ch: dict) -> set[str]:
    out: set[str] = set()
    for traits in gear_traits(ch):
        out |= set(traits.get("resistance", []))
    return out


def has_gear_trait(ch: dict, trait: str) -> bool:
    return any(trait in t for t in gear_traits(ch))


def weapons(ch: dict) -> list[dict]:
    """Equipped weapons and known spells that can attack."""
    return [i for i in ch["gear"] if i["where"] in ("hand", "spells") and I.attack(i)]


def rested(state: dict) -> list:
    """Changes that set out the session's characters fresh: full Energy and Destiny, and their
    once-a-session traits ready again."""
    changes = []
    for cid in state["members"]:
        ch = state["party"]["roster"][cid]
        changes += [
            (["party", "roster", cid, "energy"], max_energy(ch)),
            (["party", "roster", cid, "destiny"], max_destiny(ch)),
            (["party", "roster", cid, "once"], []),
        ]
    return changes


def able(ch: dict) -> bool:
    return ch["energy"] > 0
