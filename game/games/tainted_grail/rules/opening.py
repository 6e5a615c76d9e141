"""Described starts: a campaign begun at a later chapter with the save sheet a party might carry
out of the one before (assets/tainted_grail/starts/<id>.yaml), so that Chapter IV can be played
without the three before it. The file names the sheet's party, Status sheet, Secrets and
companions as a scenario position (rules/scenario.py) on the earlier chapter's map, the endings
reached and the days each chapter took; the sheet then opens its next chapter the way any
chapter's end does (save.py's ``resume``).
"""

from __future__ import annotations

from game.core.content import ASSETS, ContentError, Items, Range, check, load_yaml
from game.games.tainted_grail.rules import chronicle, save, scenario, setup
from game.games.tainted_grail.rules import state as S

FOLDER = ASSETS / "tainted_grail" / "starts"
START = {
    "title": str,
    "text": str,
    "next": Range(2, 9),
    "endings": Items(str, 1, 8),
    "days": Items(Range(1, 99), 1, 8),
    "position": dict,
}
KIN = Items({"companion": str, "with": str}, 0, 5)
FROM_THE_START = "chapter-1"  # the new-game option's value for a campaign begun at Chapter I


def starts() -> dict[str, dict]:
    """Every described start, by id (the file's name)."""
    out = {}
    for path in sorted(FOLDER.glob("*.yaml")):
        data = load_yaml(path)
        check(data, START, f"starts/{path.name}")
        out[path.stem] = data
    return out


def sheet(options: dict, start_id: str) -> dict:
    """The save sheet the start describes, for ``options``' Characters (the party's first N)."""
    data = starts().get(start_id)
    if data is None:
        raise ContentError(f"There is no described start '{start_id}'.")
    return sheet_from(options, data, f"starts/{start_id}.yaml")


def sheet_from(options: dict, data: dict, where: str) -> dict:
    """The save sheet of a start written as ``data`` (a start file's fields)."""
    check(data, START, where)
    state = S.initial_state(options)
    state["agenda"] = list(reversed(setup.opening_event(state)["push"]))  # as Match.start
    position = dict(data["position"])
    kin = position.pop("companions", [])
    check(kin, KIN, f"{where}, field 'companions'")
    check(position, scenario.POSITION, f"{where}, field 'position'")
    position["party"] = position["party"][: state["options"]["characters"]]
    for path, value in scenario.changes(state, position, f"{where}, field 'position'"):
        state[path[0]] = value
    _endings(state, data, where)
    _companions(state, kin, where)
    if state["options"].get("echoes"):  # Echoes of Ruin's sheets come out at Chapter I's end
        state["echoes"] = {
            cid: {"earned": [], "legendary": [], "final": False}
            for cid in state["order"]
            if state["chars"][cid]["hero"] in S.world()["echoes"]
        }
    quests = S.world()["quests"]
    state["quests"] = {  # the earlier chapters are over: their quests stand finished
        q: quests[q]["stages"][-1]["id"] for q in state["quests"] if q in quests
    }
    state["next_chapter"] = data["next"]
    return save.sheet(state)


def _endings(state: dict, data: dict, where: str) -> None:
    chapters = chronicle.chapters_of_endings(data["endings"])
    if len(chapters) != len(data["endings"]) or len(data["days"]) != len(chapters):
        raise ContentError(f"{where}: each ending must be a chapter's, with its days.")
    state["endings"] = list(data["endings"])
    state["chronicle"] = {
        **chronicle.empty(),
        "chapters": [{**c, "days": d} for c, d in zip(chapters, data["days"], strict=True)],
    }


def _companions(state: dict, kin: list[dict], where: str) -> None:
    for index, entry in enumerate(kin):
        here = f"{where}, field 'companions'[{index}]"
        if entry["companion"] not in S.world()["companions"]:
            raise ContentError(f"{here}: there is no companion '{entry['companion']}'.")
        cid = scenario.hero_id(entry["with"], here)
        if cid in state["chars"]:  # one walking with a Character left out of a smaller party
            state["companions"][entry["companion"]] = {"with": cid}
