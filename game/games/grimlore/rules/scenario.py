"""Scenarios for GRIMLORE (game/core/scenario.py): a position in the game's own words (the
party's characters by race, role, attributes, skills, traits, Energy, Destiny and items, the
party's pools, the session so far and the tiles still to come, a fight on a battlemat) and the
goals a puzzle may set (win the fight on the mat, or come out of it alive).

The position is built the game's way: the characters with the game's own character builder,
the session with its own session start and first turn, the fight with its own fight setup; then
what the position names is written over them. Tiles and loot decks the position leaves out are
shuffled by the game's own steps from a source fixed by the file's name (``changes`` is given no
dice), so a puzzle deals the same each time it is opened.

Position fields (names may be written as the game prints them or by their ids):
``party`` (one to four characters: name, race, role, and optionally attributes, skills,
traits as {trait: level}, energy, destiny, items), the party's ``gold``, ``xp``, ``ore``,
``organics``, ``essence``, ``clues`` and ``rations``, ``session`` (round, whose turn, the
journey so far as tiles with their results, the tiles still to come in order, who has taken
this round's test) and ``fight`` (monster, battlemat, round, the monster's square and Energy,
its minions' squares, and each character's square and poison). Squares are written "column,row"
as the battlemat's moves name them, from 0,0 at the top left. A fight stands at the start of the
party's turn in its round: what comes before a first round (volleys, blessings) counts as done."""

from __future__ import annotations

from typing import Any

from game.core.chance import Chance
from game.core.content import ContentError, Items, Range
from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import content
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.engine import AGENDA, Ctx, asking, copy_state
from game.games.grimlore.rules.party import MAX_PARTY

POOLS = ("gold", "xp", "ore", "organics", "essence", "clues", "rations")
AMOUNT = Range(0, 9999)
CHARACTER = {
    "name": str,
    "race": str,
    "role": str,
    "attributes?": {f"{a}?": Range(1, 4) for a in content.ATTRIBUTES},
    "skills?": {f"{s}?": Range(1, 4) for s in content.SKILLS},
    "traits?": dict,
    "energy?": Range(0, 20),
    "destiny?": Range(0, 9),
    "items?": Items(str, 0, 20),
}
SESSION = {
    "round?": Range(1, 999),
    "turn?": str,
    "journey?": Items({"tile": str, "result": ("success", "failure")}, 0, 100),
    "tiles?": Items(str, 0, 200),
    "tested?": Items(str, 0, MAX_PARTY),
}
ON_THE_MAT = {"name": str, "square": str, "poison?": Range(0, 9)}
FIGHT = {
    "monster": str,
    "battlemat": B.MATS,
    "round?": Range(1, 30),
    "square": str,
    "energy?": Range(1, 99),
    "minions?": Items(str, 0, 9),
    "characters": Items(ON_THE_MAT, 1, MAX_PARTY),
}
POSITION = {
    "party": Items(CHARACTER, 1, MAX_PARTY),
    **{f"{pool}?": AMOUNT for pool in POOLS},
    "session?": SESSION,
    "fight?": FIGHT,
}
# goals: "won" beat every enemy on the mat, "survived" come out of the fight (by winning or
# fleeing) without the party falling; optionally by the end of a round, with nobody knocked out
WIN = {"fight?": ("won", "survived"), "rounds?": Range(1, 30), "nobody_falls?": bool}

# the lines results.finish and outcomes.energy_changes write at the end of a fight and a fall
VICTORY = "Victory over the "
FALLEN = "stands over the fallen party"
ENDINGS = (VICTORY, "The party has fled", "The party slips away", FALLEN)
KNOCKED_OUT = " is knocked out."
SCENARIO_LINE = "Scenario: "  # Match.from_scenario's line, where the puzzle's own log begins


def _plain(name: str) -> str:
    name = name.strip().lower()
    return name[4:] if name.startswith("the ") else name


def known(table: dict, value: str, what: str, where: str) -> str:
    """The id of ``value`` in ``table``, written as its id or its printed name (with or
    without a leading "The")."""
    wanted = _plain(value)
    for key, entry in table.items():
        if wanted in (key, _plain(str(entry.get("name", "")))):
            return key
    raise ContentError(f"{where}: {value!r} is not {what}.")


def square(text: str, mat: str, where: str) -> list[int]:
    """A "column,row" square that a figure can stand on."""
    parts = text.split(",")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise ContentError(f"{where}: {text!r} is not a square; write it as column,row like 3,2.")
    cell = (int(parts[0]), int(parts[1]))
    board = B.mat(mat)
    if not board.in_bounds(cell):
        raise ContentError(
            f"{where}: {text} is off the {mat} battlemat "
            f"({board.width} columns by {board.height} rows, from 0,0)."
        )
    if board.square(cell).blocks_move:
        raise ContentError(f"{where}: nobody can stand on {text} of the {mat} battlemat.")
    return list(cell)


def changes(state: dict, position: dict, where: str) -> list[tuple[list, Any]]:
    work = copy_state(state)
    party = S.new_party()
    for pool in POOLS:
        party[pool] = position.get(pool, party[pool])
    members = [
        _character(party, entry, f"{where}, field 'party'[{index}]")
        for index, entry in enumerate(position["party"])
    ]
    if not any(entry.get("energy", 1) > 0 for entry in position["party"]):
        raise ContentError(f"{where}, field 'party': someone must have Energy left.")
    work.update(party=party, members=members)
    work["options"]["party_size"] = len(members)
    # the game's own session start and first turn deal the tiles and the decks
    work["agenda"] = [{"op": "turn"}, {"op": "session_start"}]
    ctx = Ctx(work, Chance(f"scenario {where}"))
    AGENDA.run(ctx)
    if "rations" in position:
        party["rations"] = position["rations"]
    _session(work, position.get("session", {}), f"{where}, field 'session'")
    if "fight" in position:
        _fight(ctx, position["fight"], f"{where}, field 'fight'")
    # Energy and Destiny last: the session start filled them to the top
    for cid, entry in zip(members, position["party"], strict=True):
        ch = party["roster"][cid]
        ch["energy"] = entry.get("energy", S.max_energy(ch))
        ch["destiny"] = entry.get("destiny", S.max_destiny(ch))
    work["log"] = []  # the journal starts at the scenario's own line, not the setup's
    return [([key], value) for key, value in work.items() if value != state[key]]


def _character(party: dict, entry: dict, where: str) -> str:
    data = content.load()
    if any(ch["name"] == entry["name"] for ch in party["roster"].values()):
        raise ContentError(f"{where}, field 'name': two characters are called {entry['name']!r}.")
    cid, ch = S.new_character(party, entry["name"])
    party["next_id"] += 1
    race = known(data["races"], entry["race"], "a race", f"{where}, field 'race'")
    ch["race"] = race
    ch["role"] = known(data["roles"], entry["role"], "a role", f"{where}, field 'role'")
    ch["attrs"].update(entry.get("attributes", {}))
    ch["skills"].update(entry.get("skills", {}))
    ch["traits"] = {data["races"][race]["trait"]: 1}
    for name, level in entry.get("traits", {}).items():
        at = f"{where}, field 'traits'"
        trait = known(data["traits"], str(name), "a character trait", at)
        top = data["traits"][trait]["max"]
        if not isinstance(level, int) or isinstance(level, bool) or not 1 <= level <= top:
            raise ContentError(f"{at}, '{name}': the level must be a whole number 1 to {top}.")
        ch["traits"][trait] = level
    for index, name in enumerate(entry.get("items", [])):
        at = f"{where}, field 'items'[{index}]"
        item = I.instance(party["next_uid"], known(data["items"], name, "an item", at))
        item["where"] = I.place_new(ch["gear"], item)
        if item["where"] is None:
            raise ContentError(f"{at}: {entry['name']} has no room left for {name!r}.")
        ch["gear"].append(item)
        party["next_uid"] += 1
    for field, value, top in (
        ("energy", entry.get("energy", 0), S.max_energy(ch)),
        ("destiny", entry.get("destiny", 0), S.max_destiny(ch)),
    ):
        if value > top:
            raise ContentError(f"{where}, field '{field}': {entry['name']} has at most {top}.")
    ch["made"] = True
    party["roster"][cid] = ch
    return cid


def _who(state: dict, name: str, where: str) -> str:
    for cid in state["members"]:
        if state["party"]["roster"][cid]["name"].lower() == name.strip().lower():
            return cid
    raise ContentError(f"{where}: {name!r} is not in the party.")


def _session(state: dict, session: dict, where: str) -> None:
    tiles = content.load()["tiles"]
    if "journey" in session:
        path = []
        for index, step in enumerate(session["journey"]):
            at = f"{where}, field 'journey'[{index}], field 'tile'"
            tile = known(tiles, step["tile"], "a map tile", at)
            path.append({"tile": tile, "kind": tiles[tile]["kind"], "result": step["result"]})
        results = [p["result"] for p in path]
        last = path[-1]["tile"] if path else None
        state.update(
            path=path,
            tile=last,
            friendly=tiles[last].get("friendly", False) if last else None,
            won=results.count("success"),
            lost=results.count("failure"),
        )
        state["party"]["seen"] = list(dict.fromkeys(p["tile"] for p in path))
    if "tiles" in session:
        state["stack"] = [
            known(tiles, name, "a map tile", f"{where}, field 'tiles'[{index}]")
            for index, name in enumerate(session["tiles"])
        ]
    else:  # the journey so far came out of the session's stack
        walked = {p["tile"] for p in state["path"]}
        left = max(0, state["stack_total"] - len(state["path"]))
        state["stack"] = [t for t in state["stack"] if t not in walked][:left]
    used = set(state["stack"]) | {p["tile"] for p in state["path"]}
    state["box"] = {kind: [t for t in pile if t not in used] for kind, pile in state["box"].items()}
    state["stack_total"] = len(state["stack"]) + len(state["path"])
    state["round"] = session.get("round", state["round"])
    if "turn" in session:
        turn = _who(state, session["turn"], f"{where}, field 'turn'")
        state["turn"] = state["members"].index(turn)
    state["tested"] = [
        _who(state, name, f"{where}, field 'tested'[{index}]")
        for index, name in enumerate(session.get("tested", []))
    ]


def _fight(ctx, fight: dict, where: str) -> None:
    """The game's own fight setup for the monster, then the figures put where the position
    says, at the start of the party's turn in the fight's round."""
    state, data = ctx.state, content.load()
    mid = known(data["monsters"], fight["monster"], "a monster", f"{where}, field 'monster'")
    setup = {"op": "combat_setup", "monster": mid}
    state["agenda"].append(setup)  # the setup step takes itself off the agenda
    AGENDA.autos["combat_setup"](ctx, setup)
    mat = fight["battlemat"]
    cb = state["combat"]
    cb.update(mat=mat, round=fight.get("round", 1))
    taken: dict[tuple, str] = {}

    def place(text: str, at: str, who: str) -> list[int]:
        cell = square(text, mat, at)
        if tuple(cell) in taken:
            raise ContentError(f"{at}: {text} already holds {taken[tuple(cell)]}.")
        taken[tuple(cell)] = who
        return cell

    card = data["monsters"][mid]
    main = cb["units"]["m"]
    main["cell"] = place(fight["square"], f"{where}, field 'square'", f"the {card['name']}")
    main["energy"] = fight.get("energy", main["energy"])
    main["max"] = max(main["max"], main["energy"])
    minions = fight.get("minions", [])
    if len(minions) > card["minions"]:
        raise ContentError(
            f"{where}, field 'minions': the {card['name']} brings at most {card['minions']}."
        )
    cb["units"] = {
        f"n{n + 1}": {
            "name": f"{card['minion']} {n + 1}",
            "main": False,
            "energy": 1,
            "max": 1,
            "cell": place(text, f"{where}, field 'minions'[{n}]", f"{card['minion']} {n + 1}"),
            "stunned": False,
        }
        for n, text in enumerate(minions)
    } | {"m": main}
    listed = set()
    for index, entry in enumerate(fight["characters"]):
        at = f"{where}, field 'characters'[{index}]"
        cid = _who(state, entry["name"], f"{at}, field 'name'")
        if cid in listed:
            raise ContentError(f"{at}: {entry['name']} is on the mat twice.")
        listed.add(cid)
        who = state["party"]["roster"][cid]["name"]
        cb["pcs"][cid]["cell"] = place(entry["square"], f"{at}, field 'square'", who)
        cb["pcs"][cid]["poison"] = entry.get("poison", 0)
    for cid in state["members"]:
        if cid not in listed:
            ch = state["party"]["roster"][cid]["name"]
            raise ContentError(f"{where}, field 'characters': {ch} has no square on the mat.")
    # the party's turn of this round has begun: the same steps the game's round start leaves
    state["agenda"][-1:] = [{"op": "enemy_phase"}, asking("combat_turn")]


def judge(win: dict, state: dict, outcome: dict | None) -> str | None:
    """How the fight's goal stands, read from the puzzle's own journal up to the first line
    that ends a fight, so what the session brings afterwards does not change the verdict."""
    if "fight" not in win:
        return None  # a test's position sets no goal
    lines = state["log"]
    starts = [n for n, line in enumerate(lines) if line.startswith(SCENARIO_LINE)]
    lines = lines[starts[-1] if starts else 0 :]
    ends = [n for n, line in enumerate(lines) if any(words in line for words in ENDINGS)]
    if ends:
        lines = lines[: ends[0] + 1]
    if win.get("nobody_falls") and any(KNOCKED_OUT in line for line in lines):
        return "lost"
    if not ends:
        if state["combat"] is None:  # the end has left the journal, or there was no fight
            return "lost" if outcome is not None and not outcome["survived"] else None
        return "lost" if state["combat"]["round"] > win.get("rounds", 30) else None
    if lines[-1].startswith(VICTORY):
        return "won"
    return "won" if win["fight"] == "survived" and FALLEN not in lines[-1] else "lost"
