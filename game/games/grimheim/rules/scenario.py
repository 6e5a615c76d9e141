"""Grimheim scenarios (game/core/scenario.py): a battle standing in the Action phase of a turn,
described as players say it. The mission and both warbands come from the options; the position
says, for each player, the VP, the Fate dice in hand and the models on the table::

    position:
      turn: 4                # 1 to the mission's last turn (default 1)
      to_act: 1              # the player who activates next (default Player 1)
      players:
        - vp: 2
          fate: [6, 3]       # Fate dice already rolled this turn
          models:
            - {name: Grisa Jawbone, square: K6, wounds: 5, statuses: [stunned]}
            - {name: Bonehook, body: standard, tier: grunt, class: brawler, armour: leather,
               weapons: [hatchet], square: L6}
        - vp: 3
          models:
            - {name: Watchman Dace, square: K11, ready: false}
      objectives:
        - {square: J6, looted: true}   # a cache already looted
        - {square: G4, lit_by: 2}      # a beacon burning in Player 2's colours
        - {square: K9, carried_by: Grisa Jawbone}  # a load in a model's hands

A model named as in its player's warband is that model; one given a body, tier, class and armour
is built for the warband as the builder would. Models of the warband the position leaves out
are out of the fight. A model is ready (yet to activate this turn) unless it says ``ready: false``
(it has finished its activation); ``ap`` is what it has left (default: all of it when ready, as
a reaction spends from it; none when not). A scenario's battle is played without secret side
quests."""

from __future__ import annotations

import re

from game.core.content import ContentError, Items, Range
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import content
from game.games.grimheim.rules.engine import asking
from game.games.grimheim.rules.statuses import STATUS_NAMES, can_gain

MODEL = {
    "name": str,
    "square": str,
    "body?": str,
    "tier?": str,
    "class?": str,
    "armour?": str,
    "weapons?": Items(str, 0, content.MAX_WEAPONS),
    "gear?": Items(str, 0, content.MAX_GEAR),
    "wounds?": Range(1, 40),
    "statuses?": Items(content.STATUSES, 0, len(content.STATUSES)),
    "ready?": bool,
    "ap?": Range(0, 4),
    "hidden?": bool,
}
PLAYER = {"vp?": Range(0, 99), "fate?": Items(Range(1, 6), 0, 8), "models": Items(MODEL, 1, 30)}
OBJECTIVE = {"square": str, "looted?": bool, "lit_by?": Range(1, 2), "carried_by?": str}
POSITION = {
    "turn?": Range(1, 6),
    "to_act?": Range(1, 2),
    "players": Items(PLAYER, 2, 2),
    "objectives?": Items(OBJECTIVE, 0, 12),
}
WIN = {
    "player?": Range(1, 2),  # whose goal it is (default Player 1)
    "result?": ("win", "win_or_draw"),  # how the battle must end (default a win)
    "vp?": Range(1, 99),  # or: reach this many VP before the battle ends
}
BUILT = ("body", "tier", "class", "armour")
SQUARE = re.compile(r"([A-Z]{1,2})([0-9]{1,3})")


def cell_of(label: str, board_name: str, where: str) -> list[int]:
    """A square as the board's edges label it ("K8") as [column, row], on the board."""
    found = SQUARE.fullmatch(label.strip().upper())
    grid = B.board(board_name)
    if not found:
        raise ContentError(
            f"{where}: {label!r} is not a square; name one as the board does, e.g. K8."
        )
    letters, number = found.groups()
    column = next((x for x in range(grid.width) if B.column_name(x) == letters), None)
    row = int(number) - 1
    if column is None or not 0 <= row < grid.height:
        last = B.square_name((grid.width - 1, grid.height - 1))
        raise ContentError(f"{where}: {label} is off the board (A1 to {last}).")
    return [column, row]


def changes(state: dict, position: dict, where: str) -> list[tuple[list, object]]:
    """The writes that stand the battle where ``position`` says (see the module docstring)."""
    board_name = state["map"]
    grid = B.board(board_name)
    writes: list[tuple[list, object]] = []
    models = {mid: dict(m) for mid, m in state["models"].items()}
    order = list(state["order"])
    placed: dict[tuple, str] = {}
    for seat, player in enumerate(position["players"]):
        here = f"{where}, field 'players'[{seat}]"
        writes += _player(seat, player)
        named: set[str] = set()
        for i, spec in enumerate(player["models"]):
            at = f"{here}, field 'models'[{i}]"
            m = _model(state, seat, spec, models, order, named, at)
            cell = cell_of(spec["square"], board_name, f"{at}, field 'square'")
            if grid.square(tuple(cell)).blocks_move:
                raise ContentError(f"{at}, field 'square': no model can stand on {spec['square']}.")
            if tuple(cell) in placed:
                other = models[placed[tuple(cell)]]["name"]
                raise ContentError(
                    f"{at}, field 'square': {other} already stands on {spec['square']}."
                )
            placed[tuple(cell)] = m["id"]
            _stand(m, spec, cell, at)
        for m in models.values():
            if m["seat"] == seat and m["id"] not in named:
                m.update(cell=None, defeated=True)
        _tier_limits([models[mid] for mid in named], here)
    writes += [(["models"], models), (["order"], order)]
    writes += _objectives(state, position.get("objectives", []), where, models)
    writes += _turn(state, position, models, where)
    return writes


def _player(seat: int, player: dict) -> list:
    out: list = [(["players", seat, "quest"], None)]
    if "vp" in player:
        out.append((["players", seat, "vp"], player["vp"]))
    out.append((["players", seat, "fate"], list(player.get("fate", []))))
    return out


def _model(state, seat, spec, models, order, named, where) -> dict:
    """The warband's model of that name, or a new one built from the parts the spec gives."""
    given = [part for part in BUILT if part in spec]
    kit = [part for part in ("weapons", "gear") if part in spec]
    if kit and not given:
        raise ContentError(
            f"{where}, field '{kit[0]}': {spec['name']} fights with what its warband gave it; "
            f"to arm a model as you like, build it (body, tier, class and armour)."
        )
    if not given:
        found = next(
            (m for m in models.values() if m["seat"] == seat and m["name"] == spec["name"]), None
        )
        if found is None:
            band = ", ".join(m["name"] for m in models.values() if m["seat"] == seat)
            raise ContentError(
                f"{where}, field 'name': {spec['name']!r} is not in Player {seat + 1}'s warband "
                f"({band}); to build a new model give its body, tier, class and armour."
            )
        if found["id"] in named:
            raise ContentError(f"{where}, field 'name': {spec['name']} is already on the table.")
        named.add(found["id"])
        return found
    missing = [part for part in BUILT if part not in spec]
    if missing:
        raise ContentError(f"{where}: a model built here needs its {missing[0]} too.")
    parts = {
        "name": spec["name"],
        "body": spec["body"],
        "tier": spec["tier"],
        "armor": spec["armour"],
        "class": spec["class"],
        "weapons": list(spec.get("weapons", [])),
        "gear": list(spec.get("gear", [])),
    }
    faction = state["players"][seat]["faction"]
    try:
        content.check_model(parts, faction, content.load(), where)
    except ContentError as error:  # the builder's word is armor; a scenario says armour
        raise ContentError(str(error).replace("field 'armor'", "field 'armour'")) from None
    index = sum(1 for m in models.values() if m["seat"] == seat)
    m = content.build_model(parts, faction, seat, index)
    models[m["id"]] = m
    order.append(m["id"])
    named.add(m["id"])
    return m


def _tier_limits(fielded: list[dict], where: str) -> None:
    """As in building a warband: no more models of a tier than it allows (one Champion)."""
    tiers = content.load()["tiers"]
    for tier, entry in tiers.items():
        count = sum(1 for m in fielded if m["tier"] == tier)
        if count > entry["limit"]:
            raise ContentError(
                f"{where}, field 'models': {count} {entry['name']}s; a warband fields at most "
                f"{entry['limit']}."
            )


def _stand(m: dict, spec: dict, cell: list, where: str) -> None:
    """Put ``m`` on its square with the wounds, statuses and AP the spec gives."""
    wounds = spec.get("wounds", m["wnd"])
    if wounds > m["wnd"]:
        raise ContentError(f"{where}, field 'wounds': {m['name']} has only {m['wnd']} wounds.")
    ready = spec.get("ready", True)
    left = spec.get("ap", m["ap"] if ready else 0)
    if left > m["ap"]:
        raise ContentError(f"{where}, field 'ap': {m['name']} has only {m['ap']} AP.")
    statuses = [s for s in content.STATUSES if s in spec.get("statuses", [])]
    for name in statuses:
        if not can_gain({**m, "defeated": False, "statuses": []}, name):
            raise ContentError(
                f"{where}, field 'statuses': {m['name']} can't be {STATUS_NAMES[name]}."
            )
    m.update(
        cell=cell,
        defeated=False,
        wounds=wounds,
        statuses=statuses,
        left=left,
        activated=not ready,
        hidden=spec.get("hidden", False),
        acts=[],
        watch=None,
    )


def _objectives(state, given: list, where: str, models: dict) -> list:
    out = []
    cells = [o["cell"] for o in state["objectives"]]
    for i, spec in enumerate(given):
        at = f"{where}, field 'objectives'[{i}]"
        cell = cell_of(spec["square"], state["map"], f"{at}, field 'square'")
        if cell not in cells:
            where_they_are = ", ".join(B.square_name(c) for c in cells)
            raise ContentError(
                f"{at}, field 'square': no objective stands on {spec['square']} "
                f"(this battlefield's are at {where_they_are})."
            )
        index = cells.index(cell)
        kind = state["objectives"][index]["kind"]
        if "looted" in spec:
            if kind != "cache":
                raise ContentError(f"{at}, field 'looted': only a cache is looted.")
            out.append((["objectives", index, "looted"], spec["looted"]))
        if "lit_by" in spec:
            if kind != "beacon":
                raise ContentError(f"{at}, field 'lit_by': only a beacon is lit.")
            out.append((["objectives", index, "owner"], spec["lit_by"] - 1))
        if "carried_by" in spec:
            out += _carried(state["objectives"][index], index, spec["carried_by"], models, at)
    return out


def _carried(o, index: int, name: str, models: dict, at: str) -> list:
    """A load already in a model's hands: it stands on the carrier's square."""
    if o["kind"] != "load":
        raise ContentError(f"{at}, field 'carried_by': only a cask or a reliquary is carried.")
    carrier = next(
        (m for m in models.values() if m["name"] == name and m["cell"] is not None), None
    )
    if carrier is None:
        raise ContentError(f"{at}, field 'carried_by': no model called {name} is on the table.")
    return [
        (["objectives", index, "carrier"], carrier["id"]),
        (["objectives", index, "cell"], list(carrier["cell"])),
    ]


def _turn(state, position: dict, models: dict, where: str) -> list:
    """The Action phase of the turn, with the next activation asked of the right player."""
    turn = position.get("turn", 1)
    if turn > state["last_turn"]:
        raise ContentError(f"{where}, field 'turn': this mission lasts {state['last_turn']} turns.")
    seat = position.get("to_act", 1) - 1

    def ready(s: int) -> bool:
        return any(m["seat"] == s and m["cell"] and not m["activated"] for m in models.values())

    if not ready(seat):
        if not ready(1 - seat):
            raise ContentError(f"{where}: no model on the table is ready to activate.")
        seat = 1 - seat
    agenda = [{"op": "end_phase"}, {"op": "activations"}, asking("activate", seat)]
    return [
        (["turn"], turn),
        (["phase"], "action"),
        (["initiative"], seat),
        (["next_seat"], seat),
        (["active"], None),
        (["action"], None),
        (["combat"], None),
        (["fall"], None),
        (["options", "side_quests"], False),
        (["agenda"], agenda),
    ]


def judge(win: dict, state: dict, outcome: dict | None) -> str | None:
    """ "won" once the goal is met, "lost" once it can't be, None while the battle goes on."""
    seat = win.get("player", 1) - 1
    if "vp" in win and state["players"][seat]["vp"] >= win["vp"]:
        return "won"
    if outcome is None:
        return None
    if "vp" in win:
        return "lost"
    winner = outcome["winner"]
    if winner == seat or (winner is None and win.get("result") == "win_or_draw"):
        return "won"
    return "lost"
