"""Whether a party meets a journal requirement, and if not, the sentence that says why.

In a party it is enough that one member meets each requirement (Attributes: the party's best,
never a sum). ``here`` is the Location the party stands in (for Time and Quest markers).
"""

from __future__ import annotations

from game.games.tainted_grail.rules import phrasebook
from game.games.tainted_grail.rules import state as S

TITLE = {a: a.capitalize() for a in phrasebook.ATTRIBUTES}


def unmet(state: dict, need: dict, party: list[str], here: str) -> str:
    """Empty when the party meets ``need``; else why not, as a player reads it."""
    op = need["op"]
    world = S.world()
    if op == "any":
        reasons = [unmet(state, n, party, here) for n in need["of"]]
        if all(reasons):
            return " or ".join(reasons)
        return ""
    if op == "attr":
        have = S.best(state, party, need["attr"])
        if have >= need["min"]:
            return ""
        return f"needs {TITLE[need['attr']]} {need['min']} (the party's best is {have})"
    if op == "skill":
        if any(S.skills_of(state["chars"][c], need["attr"]) for c in party):
            return ""
        return f"needs a {TITLE[need['attr']]} Skill"
    if op == "status":
        return _status(state, need)
    if op == "item":
        held = any(i["id"] == need["item"] for c in party for i in state["chars"][c]["items"])
        label = world["items"][need["item"]]["name"]
        if held != need["negate"]:
            return ""
        return f"only without {label}" if need["negate"] else f"needs {label}"
    if op == "keyword":
        if any(need["keyword"] in _keywords(state, c) for c in party):
            return ""
        return f"needs a {need['keyword'].capitalize()}"
    if op == "secret":
        held = S.has_secret(state, party, need["secret"])
        if held != need["negate"]:
            return ""
        return (
            f"only without Secret card {need['secret']}"
            if need["negate"]
            else f"needs Secret card {need['secret']}"
        )
    if op == "party":
        if len(party) >= need["min"]:
            return ""
        return f"needs a party of {need['min']}"
    if op == "all":
        if len(party) == len(state["order"]):
            return ""
        return "needs every Character in the party"
    if op == "chapter":
        if need["low"] <= state["chapter"] <= need["high"]:
            return ""
        return f"only in Chapter {need['low']}" + (
            f"-{need['high']}" if need["high"] != need["low"] else ""
        )
    if op == "time":
        spot = state["map"].get(here, {})
        count = sum(
            spot.get(t, 0)
            for t in (("light", "dark") if need["timer"] == "any" else (need["timer"],))
        )
        if (count > 0) != need["negate"]:
            return ""
        return "only with no Time markers here" if need["negate"] else "needs Time markers here"
    if op == "qmarker":
        count = state["map"].get(here, {}).get("quest", 0)
        if (count >= need["min"]) != need["negate"]:
            return ""
        return (
            "only with no Quest markers here"
            if need["negate"]
            else f"needs {need['min']} Quest marker{'s' if need['min'] > 1 else ''} here"
        )
    if op == "quest":
        return _quest(state, need)
    if op == "ending":
        return _ending(state, need)
    raise ValueError(f"unknown requirement {op!r}")


def _status(state: dict, need: dict) -> str:
    status = S.world()["statuses"][need["status"]]
    marked = state["statuses"].get(need["status"], [])
    has = need["part"] in marked if need["part"] else bool(marked)
    if has != need["negate"]:
        return ""
    part = f" part {need['part']}" if need["part"] else ""
    if need["negate"]:
        return f'only without "{status["name"]}"{part}'
    return f'needs "{status["name"]}"{part}'


def _ending(state: dict, need: dict) -> str:
    """A chapter ending the campaign reached (any chapter so far)."""
    if (need["ending"] in state.get("endings", [])) != need["negate"]:
        return ""
    title = next(
        e["title"]
        for c in S.world()["chapters"].values()
        for e in c["endings"]
        if e["id"] == need["ending"]
    )
    if need["negate"]:
        return f'only if "{title}" was not the ending'
    return f'needs the ending "{title}"'


def _quest(state: dict, need: dict) -> str:
    """At the named stage or past it. A quest not begun yet is not named: its title is a page
    the party has not read."""
    quest = S.world()["quests"][need["quest"]]
    order = [s["id"] for s in quest["stages"]]
    stage = state["quests"].get(need["quest"])
    if stage is None:
        return "needs a quest you have not begun"
    if order.index(stage) >= order.index(need["stage"]):
        return ""
    return f'needs the quest "{quest["title"]}" further along'


def _keywords(state: dict, cid: str) -> set[str]:
    world = S.world()
    ch = state["chars"][cid]
    out = {k for i in ch["items"] for k in world["items"][i["id"]]["keywords"]}
    for number, holder in state["secrets"].items():
        if holder == cid:
            out |= set(world["secrets"][int(number)]["keywords"])
    return out


def all_unmet(state: dict, needs: list[dict], party: list[str], here: str) -> str:
    """The first unmet requirement of a list (all must hold), capitalised; empty if none."""
    for need in needs:
        why = unmet(state, need, party, here)
        if why:
            return why[0].upper() + why[1:] + "."
    return ""
