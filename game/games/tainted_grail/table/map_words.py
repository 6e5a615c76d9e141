"""A Location in words, as the map's hover tells it: its name, side and Seals, what its face
says, its Action with the cost and whether it can be taken today, its Instant effect, the
markers, Guardians, Kings of Ruin and Characters on it, how much of its journal is left, and
the price of a Travel there. Pure words over the view, no pygame."""

from __future__ import annotations

from game.games.tainted_grail.table import words as W


def names(view: dict, ids: list[str]) -> str:
    by_id = {c["id"]: c["name"].split()[0] for c in view["characters"]}
    return ", ".join(by_id.get(i, i) for i in ids)


def guardian_line(g: dict) -> str:
    return f"{g['name']} ({g['colour']} {g['kind']}, difficulty {g['difficulty']})"


def king_line(k: dict) -> str:
    meets = k["meets"]
    met = " It has been met today and waits to move." if k["sated"] else ""
    return (
        f"{k['name']}, {k['title']} (King of Ruin; meet it and face {meets['name']}, "
        f"{meets['kind']}, difficulty {meets['difficulty']}). {k['reminder']}{met}"
    )


def action_line(action: dict) -> str:
    limit = f"; then rests {W.plural(action['limit'], 'day')}" if action["limit"] else ""
    state = "" if action["available"] else " (not today)"
    return f"Action: {action['name']} ({action['cost']}): {action['effect']}{limit}{state}"


def journal_line(loc: dict) -> str:
    if loc["side"] != "clear":
        return "Wyrdness: it can't be explored until a waystone clears it."
    if loc["guardians"]:
        return "A Guardian bars the way: no Exploring here while it stays."
    if loc["fresh"] is None:
        return "Not explored yet."
    ways = W.plural(loc["fresh"], "way")
    calls = f", and {W.plural(loc['calls'], 'page')} now calling you back" if loc["calls"] else ""
    return f"Explored before: {ways} not yet taken{calls}."


def location_tip(view: dict, loc: dict, travel: str = "") -> str:
    seals = ", ".join(W.title(s) for s in loc["seals"])
    side = "clear" if loc["side"] == "clear" else "wyrdness"
    lines = [f"{loc['number']} {loc['name']} ({side}{', ' + seals if seals else ''})"]
    lines.append(loc["text"])
    if loc["action"]:
        lines.append(action_line(loc["action"]))
    if loc["instant"]:
        rest = (
            f" (then rests {W.plural(loc['instant']['limit'], 'day')})"
            if loc["instant"]["limit"]
            else ""
        )
        lines.append(f"On arriving: {loc['instant']['text'] or loc['instant']['effect']}{rest}")
    marks = [W.plural(loc[k], f"{k} marker") for k in ("light", "dark", "quest") if loc[k]]
    if marks:
        lines.append("Markers: " + ", ".join(marks) + ".")
    guards = {g["id"]: g for g in view["guardians"]}
    for gid in loc["guardians"]:
        if gid in guards:
            lines.append("Guardian: " + guardian_line(guards[gid]))
    kings = {k["id"]: k for k in view.get("kings", [])}
    for kid in loc.get("kings", []):
        if kid in kings:
            lines.append(king_line(kings[kid]))
    if loc["characters"]:
        lines.append("Here: " + names(view, loc["characters"]) + ".")
    if loc["vision"]:
        lines.append("A Vision may come to those who sleep here.")
    lines.append(journal_line(loc))
    if travel:
        lines.append(travel)
    return "\n".join(lines)


def travel_line(command: dict) -> str:
    total = command["bill"].get("energy", 0)
    return f"Click to Travel here: {W.per_member(command)} ({total} Energy in all)."
