"""Words put together from parts (a card's name, a count, a test's subject) so that they read as
English: "an Iron-Shod Cudgel", "2 Wolves", "no minions", a sentence with its first letter raised.
A test's subject (``what``) is always a definite noun phrase ("the event", "the attack on Wraith
Lord"), so every sentence built around it reads the same way."""

from __future__ import annotations

VOWEL_SOUNDS = "aeiou"
SAME_IN_PLURAL = ("spawn",)  # "two Leech Spawn", like sheep


def a(noun: str) -> str:
    """``noun`` with "a" or "an" before it, as read aloud."""
    return f"{'an' if noun[:1].lower() in VOWEL_SOUNDS else 'a'} {noun}"


def plural(noun: str) -> str:
    """The plural of ``noun`` (a card's name: only its last word changes)."""
    head, _, last = noun.rpartition(" ")
    low = last.lower()
    if low in SAME_IN_PLURAL:
        word = last
    elif low.endswith("f") and not low.endswith("ff"):
        word = last[:-1] + "ves"
    elif low.endswith(("s", "x", "ch", "sh")):
        word = last + "es"
    elif low.endswith("y") and low[-2:-1] not in VOWEL_SOUNDS:
        word = last[:-1] + "ies"
    else:
        word = last + "s"
    return f"{head} {word}" if head else word


def count(n: int, noun: str) -> str:
    """ "no minions", "1 Wolf", "3 Wolves"."""
    if n == 0:
        return f"no {plural(noun)}"
    return f"{n} {noun if n == 1 else plural(noun)}"


def place(name: str) -> str:
    """A name inside a sentence: "reaches the Barrow of Kings", "the attack on the Drowned
    Bishop" (their cards say "The"); other names are kept as they are."""
    return "the " + name[4:] if name.startswith("The ") else name


def the(name: str) -> str:
    """A name with "the" inside a sentence: "the Bog Lurker", "the Drowned Bishop"."""
    return place(name) if name.startswith("The ") else f"the {name}"


COUNTED = {"rations": "Ration", "clues": "clue"}  # party pools counted one by one
MASS = {"xp": "XP"}  # the others (gold, ore, organics, essence) are named as they are


def pool_amount(n: int, pool: str) -> str:
    """ "1 Ration", "3 clues", "5 gold", "no ore": an amount of one of the party's pools."""
    if pool in COUNTED:
        return count(n, COUNTED[pool])
    word = MASS.get(pool, pool)
    return f"{n} {word}" if n else f"no {word}"


def sentence(text: str) -> str:
    """The first letter raised, the rest kept as written (names keep their capitals)."""
    return text[:1].upper() + text[1:]


# --- a test's subject and the words around it ---------------------------------------------------


EVENT = "the event"
PICKPOCKETING = "the pickpocketing"
CRAFTING = "the crafting"
BREWING = "the brewing of a draught"
ARCANE_SHIELD = "the Arcane Shield"
GETTING_UP = "the attempt to get up"
FLEEING = "the attempt to flee"
TURNING = "the turning of the dead"
SUBJECTS = (EVENT, PICKPOCKETING, CRAFTING, BREWING, ARCANE_SHIELD, GETTING_UP, FLEEING, TURNING)


def scavenge_for(resource: str) -> str:
    return f"the scavenge for {resource}"


def attack_on(target: str) -> str:
    return f"the attack on {place(target)}"


def defence_against(attacker: str) -> str:
    return f"the defence against {place(attacker)}"


def rolls_for(who: str, what: str) -> str:
    """ "Aldra rolls for the event" (the log and the dice tray)."""
    return f"{who} rolls for {what}"


def rolled_for(who: str, what: str) -> str:
    """ "Aldra rolled for the event" (the dice tray, after the roll)."""
    return f"{who} rolled for {what}"


def accept_failure(what: str) -> str:
    return f"Accept that {what} failed"


def failed_question(what: str) -> str:
    return f"{sentence(what)} failed. Reroll with Destiny, or accept?"


def passed_by(who: str, trait: str, what: str) -> str:
    return f"{who} uses {trait}: {what} passes."
