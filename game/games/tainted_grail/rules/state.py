"""The state of an evening: the Characters and their trays, the parties, the placed Locations,
waystones, Guardians, the Event deck and Active Events, quests and statuses, the Item, Secret
and Encounter decks, what the journal has shown, and the agenda. Plus the small readings of it
that every module needs (who is where, a Character's caps, the party's best Attribute)."""

from __future__ import annotations

import re
from functools import lru_cache

from game.games.tainted_grail.rules import content

MODES = ("normal", "story", "challenge")
PAIRS = (("aggression", "empathy"), ("courage", "caution"), ("practicality", "spirituality"))
BASE_SLOTS = 2  # every Attribute starts with two slots; each Skill token adds one
WYRD_TOP = 5  # the Wyrdform Skill's Attribute may reach a fifth point, never more
KEYWORD_SLOTS = ("weapon", "armor", "shield", "relic")  # one of each may be active at a time


def world() -> dict:
    return content.load()


def initial_state(options: dict) -> dict:
    players = int(options.get("players", 1))
    return {
        "options": {
            "mode": options.get("mode", "normal"),
            "characters": max(players, int(options.get("characters", 1))),
            "echoes": bool(options.get("echoes", False)),
        },
        "seats": players,
        "chapter": 1,
        "day": 0,
        "stage": "setup",
        "chars": {},
        "order": [],
        "parties": [],
        "map": {},
        "removed": [],
        "waystones": [],
        "guardians": {},
        "kings": {},
        "companions": {},
        "events": {"deck": [], "active": [], "random": [], "done": []},
        "quests": {},
        "statuses": {},
        "item_decks": {},
        "secrets": {},
        "seen_secrets": [],
        "encounter_decks": {},
        "read": {},
        "taken": [],  # the journal's choices taken ("verse/index"), remembered like "read"
        "reading": [],
        "history": [],
        "encounter": None,
        "last_encounter": None,
        "encounter_report": None,  # the last Encounter's result (encounter/report.py)
        "today": new_today(),
        "time_passed": False,
        "chapter_used": [],  # once-a-chapter uses ("ember:<cid>"), cleared when a chapter opens
        "echoes": {},  # Echoes of Ruin's Achievement sheets, once handed out (echoes.py)
        "ending": None,
        "endings": [],  # every chapter ending the campaign reached, in order ([ending ID])
        "chronicle": {"chapters": [], "kings": [], "deaths": []},  # chronicle.py
        "next_chapter": None,
        "agenda": [],
        "log": [],
        "result": None,
    }


def new_today() -> dict:
    return {"used": [], "visions": [], "travelled": False, "revived": [], "explored": []}


# --- who and where -------------------------------------------------------------------------------


def char(state: dict, cid: str) -> dict:
    return state["chars"][cid]


def name(state: dict, cid: str) -> str:
    """The Character's first name, as labels and the log use it."""
    return state["chars"][cid]["name"].split()[0]


def names(state: dict, cids: list[str]) -> str:
    words = [name(state, c) for c in cids]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def acts(state: dict, cids: list[str], verb: str) -> str:
    """ "Cadoc travels" or "Cadoc and Ysolt travel"."""
    return f"{names(state, cids)} {verb if len(cids) > 1 else verb + 's'}"


def hero(state: dict, cid: str) -> dict:
    """The Character's tile: its hero's, with a wyrdform's ability and weakness once changed."""
    ch = state["chars"][cid]
    base = world()["heroes"][ch["hero"]]
    if not ch.get("wyrdform"):
        return base
    form = world()["wyrdforms"][ch["hero"]]
    return {**base, "ability": form["ability"], "weakness": form["weakness"]}


def party_of(state: dict, cid: str) -> list[str]:
    return next(list(p) for p in state["parties"] if cid in p)


def at(state: dict, location: str) -> list[str]:
    """The Characters in ``location``, in seating order."""
    return [c for c in state["order"] if state["chars"][c]["at"] == location]


def mode(state: dict) -> str:
    return state["options"]["mode"]


@lru_cache(maxsize=256)
def number(card: str) -> int:
    """The Location number of a card id: 107 for "107" and "107b"."""
    return int(re.match(r"\d+", card).group(0))  # type: ignore[union-attr]


def location(card: str) -> dict:
    return world()["locations"][card]


def side_of(state: dict, card: str) -> dict:
    """The face of a placed Location the players see now."""
    return location(card)[state["map"][card]["side"]]


def characters_in_game(state: dict) -> int:
    return len(state["order"])


# --- a Character's caps and the party's best -----------------------------------------------------


def _wyrd_attr(ch: dict) -> str | None:
    return (ch.get("wyrdform") or {}).get("attr")


def skills_of(ch: dict, attr: str) -> int:
    """Skills of ``attr``, the Wyrdform Skill among them (it counts in its pair's cost)."""
    return sum(1 for s in ch["skills"] if s["attr"] == attr) + (_wyrd_attr(ch) == attr)


def attr_cap(ch: dict, attr: str) -> int:
    """Two slots, one per Skill; the Wyrdform Skill brings the fifth point besides its slot."""
    if _wyrd_attr(ch) == attr:
        return min(WYRD_TOP, BASE_SLOTS + skills_of(ch, attr) + 1)
    return BASE_SLOTS + skills_of(ch, attr)


def best(state: dict, party: list[str], attr: str) -> int:
    """The party's best value of ``attr``: a roll or a need uses one Character's, never a sum."""
    return max((state["chars"][c]["attrs"][attr] for c in party), default=0)


def tray(state: dict, cid: str) -> dict:
    return hero(state, cid)["tray"]


def energy_cap(state: dict, cid: str) -> int:
    """Energy's top slot, held down by Health (the L-shaped marker) except in Story mode."""
    ch = state["chars"][cid]
    top = tray(state, cid)["energy"]["top"]
    return top if mode(state) == "story" else min(top, ch["health"])


def active_items(ch: dict) -> list[dict]:
    return [i for i in ch["items"] if i["active"]]


def has_secret(state: dict, party: list[str], secret: int) -> bool:
    holder = state["secrets"].get(str(secret))
    return holder is not None and (holder == "global" or holder in party)


def log_name(state: dict, party: list[str]) -> str:
    return names(state, party)
