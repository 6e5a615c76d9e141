"""A sensible party member: it reads only its seat's view and the legal commands (their labels
and previews), and picks by simple priorities: the likeliest tester, Destiny on a failed test,
rest when hurt, a town's full rest and useful gear, attacks with the best odds, otherwise close
in on the nearest enemy (by the walk around the mat's walls and water, which the view's mat
name shows anyone). Every prompt is the party's, so any seat's AI answers the same way."""

from __future__ import annotations

import re

from game.games.grimlore.rules import board as B

CHANCE = re.compile(r"(\d+)%")
BUILDS = (  # a new character's choices, by the order they are made
    {
        "race": "orc",
        "role": "fighter",
        "attribute": "might",
        "skill": "one_handed",
        "item": "longsword",
    },
    {"race": "human", "role": "mage", "attribute": "arcane", "skill": "magic", "item": "firebolt"},
    {
        "race": "halfling",
        "role": "rogue",
        "attribute": "agility",
        "skill": "ranged",
        "item": "shortbow",
    },
    {
        "race": "dwarf",
        "role": "cleric",
        "attribute": "might",
        "skill": "two_handed",
        "item": "battleaxe",
    },
)
TRAIN_ORDER = {
    "fighter": ("one_handed", "might", "defend"),
    "mage": ("magic", "arcane", "evade"),
    "rogue": ("ranged", "agility", "evade"),
    "cleric": ("two_handed", "might", "defend"),
}
WANTED = ("healing_draught", "leather_jerkin", "buckler", "chain_shirt", "fur_cloak")


def odds(command: dict) -> int:
    preview = command.get("preview", "")
    if isinstance(preview, dict):
        return int(preview.get("chance", 0))
    found = CHANCE.search(preview)
    return int(found.group(1)) if found else 0


def of(legal: list, kind: str) -> list:
    return [c for c in legal if c["type"] == kind]


def sheet(view: dict, cid: str) -> dict:
    return next(ch for ch in view["party"]["roster"] if ch["id"] == cid)


REST_AT = 2.5  # Energy missing a head, on average, that is worth a rest or a tavern


def hurt(view: dict, missing: float | None = None) -> bool:
    chars = [sheet(view, c) for c in view["members"]]
    return any(ch["energy"] * 2 <= ch["max_energy"] for ch in chars) or sum(
        ch["max_energy"] - ch["energy"] for ch in chars
    ) >= (REST_AT if missing is None else missing) * len(chars)


def choose(view: dict, legal: list, rng) -> dict:
    kinds = {c["type"] for c in legal}
    for handler in (_make, _muster, _train, _after_roll, _combat, _town, _turn, _pick_best):
        picked = handler(view, legal, kinds)
        if picked is not None:
            return picked
    return rng.choice(legal)


def _make(view, legal, kinds):
    for kind in ("race", "role", "attribute", "skill", "item"):
        if kind in kinds:
            made = (
                sum(1 for ch in view["party"]["roster"] if ch["role"])
                if kind != "race"
                else sum(1 for ch in view["party"]["roster"] if ch["race"])
            )
            if kind != "race":
                made = max(0, made - (1 if kind != "role" else 0))
            build = BUILDS[_index(view) % len(BUILDS)]
            return next((c for c in legal if c.get(kind) == build[kind]), legal[0])
    return None


def _index(view):
    """Which character is being made: the first one still without its starting item."""
    for index, ch in enumerate(view["party"]["roster"]):
        if not ch["gear"]:
            return index
    return 0


def _muster(view, legal, kinds):
    if "take" in kinds:
        return of(legal, "take")[0]
    if "begin" in kinds:
        return of(legal, "begin")[0]
    if "create" in kinds:
        return of(legal, "create")[0]
    return None


def _train(view, legal, kinds):
    if "done" not in kinds or not ({"raise", "trait", "expertise"} & kinds):
        return of(legal, "done")[0] if "done" in kinds and len(kinds) == 1 else None
    for cid in view["members"] or [ch["id"] for ch in view["party"]["roster"]]:
        ch = sheet(view, cid)
        for key in TRAIN_ORDER.get(ch["role"], ()):
            for c in of(legal, "raise"):
                if c["cid"] == cid and c["key"] == key:
                    return c
    return of(legal, "done")[0]


def _after_roll(view, legal, kinds):
    if "accept" in kinds:
        what = (view.get("roll") or {}).get("what", "")
        if what.startswith(("the scavenge", "the crafting", "the brewing")):
            return of(legal, "accept")[0]  # Destiny is kept for events and fights
        for kind in ("auto_pass", "destiny"):
            if kind in kinds:
                return of(legal, kind)[0]
        return of(legal, "accept")[0]
    return None


def _combat(view, legal, kinds):
    if "fight" in kinds:
        return of(legal, "fight")[0]
    if "end_round" not in kinds:
        return None
    cb = view["combat"]
    for c in of(legal, "heal") + of(legal, "restore"):
        ch = sheet(view, c.get("ally", c["cid"]))
        if ch["energy"] <= 2:
            return c
    attacks = of(legal, "attack")
    if attacks:
        return max(attacks, key=odds)
    enemies = [u["cell"] for u in cb["units"].values() if u["energy"] > 0]
    moves = [c for c in of(legal, "move") if "dashes" not in c["label"]] or of(legal, "move")
    if moves and enemies:

        def closeness(c):
            before = walk_to(cb["mat"], cb["pcs"][c["cid"]]["cell"], enemies)
            after = walk_to(cb["mat"], c["cell"], enemies)
            return (after < before, -after)

        best = max(moves, key=closeness)
        if closeness(best)[0]:
            return best
    bracing = of(legal, "brace")
    if bracing:
        return bracing[0]
    return of(legal, "end_round")[0]


def walk_to(mat: str, cell, enemies: list) -> int:
    """Movement from ``cell`` to the nearest tile beside an enemy, around what blocks feet (a
    straight-line count would leave a character pacing behind a wall)."""
    beside = {(e[0] + dc, e[1] + dr) for e in enemies for dc, dr in B.ORTHO}
    route = B.walk(mat, cell, beside, set())
    if route is None:
        return 1 << 10
    return sum(B.step_cost(mat, step) for step in route)


def _town(view, legal, kinds):
    if "leave" not in kinds or "travel" in kinds:
        return None
    if "full_rest" in kinds and hurt(view):
        return of(legal, "full_rest")[0]
    if "fit" in kinds:
        return of(legal, "fit")[0]
    if "buy_offer" in kinds:
        return of(legal, "buy_offer")[0]
    if "pass_offer" in kinds:
        return of(legal, "pass_offer")[0]
    for want in WANTED:
        for c in of(legal, "buy"):
            if c["item"] == want and view["party"]["gold"] >= 10:
                return c
    if "equip" in kinds:
        return of(legal, "equip")[0]
    return of(legal, "leave")[0]


def _turn(view, legal, kinds):
    if "rest" not in kinds:
        return None
    for c in of(legal, "restore"):
        if sheet(view, c["cid"])["energy"] <= 2:
            return c
    if "clue_ration" in kinds and view["party"]["rations"] < 3:
        return of(legal, "clue_ration")[0]
    if "visit" in kinds and (
        view["party"]["gold"] >= 6 and (hurt(view) or view["party"]["gold"] >= 10)
    ):
        return of(legal, "visit")[0]
    if hurt(view):  # a rest nets 2 Energy a head even on an empty sack (3 back, 1 to hunger)
        return of(legal, "rest")[0]
    if "travel" in kinds:
        return of(legal, "travel")[0]
    return of(legal, "rest")[0]


def _pick_best(view, legal, kinds):
    for kind in ("try", "scavenge", "free", "take", "give", "route"):
        if kind in kinds:
            return max(of(legal, kind), key=odds)
    if "skip" in kinds and "free" not in kinds:
        return of(legal, "skip")[0]
    return None
