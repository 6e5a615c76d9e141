"""What a seat sees: the table, both warbands, VP, Fate dice, the turn; its own side quest and
never the other's (until the battle ends)."""

from __future__ import annotations

from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import content
from game.games.grimheim.rules import state as S
from game.games.grimheim.rules.campaign_view import campaign_view

PUBLIC_MODEL = (
    "id",
    "seat",
    "name",
    "faction",
    "body",
    "tier",
    "armor",
    "class",
    "cost",
    "ap",
    "mov",
    "def",
    "sav",
    "wnd",
    "wounds",
    "rules",
    "weapons",
    "items",
    "cell",
    "left",
    "activated",
    "statuses",
    "hidden",
    "watch",
    "defeated",
    "charged",
    "leap",
    "acts",  # what it did in its activation so far, as the log tells it too
)


def public_model(m: dict) -> dict:
    """A model as both seats see it ("charged" and "leap" are set only once a model charges)."""
    # body and armour came into the state later: an older save shows a standard, unarmoured figure
    defaults = {"charged": False, "leap": False, "acts": [], "body": "standard", "armor": "none"}
    return {k: m.get(k, defaults[k]) if k in defaults else m[k] for k in PUBLIC_MODEL}


def quest_view(state, seat: int):
    q = state["players"][seat]["quest"]
    if not q:
        return None
    entry = next(e for e in content.load()["side_quests"].values() if e["id"] == q["id"])
    mark = state["models"][q["mark"]]["name"] if q["mark"] else None
    return {"label": q["label"], "name": entry["name"], "text": entry["text"], "mark": mark}


def view(state, seat):
    mission = content.load()["missions"][state["mission"]]
    over = state["result"] is not None
    players = []
    for s, p in enumerate(state["players"]):
        players.append(
            {
                "name": p["name"],
                "faction": p["faction"],
                "cost": p["cost"],
                "vp": p["vp"],
                "fate": list(p["fate"]),
                "fate_table": S.fate_table(state, s)["name"],
                "fate_abilities": [a["name"] for a in S.fate_table(state, s)["abilities"]],
                "fate_rules": [
                    {"name": a["name"], "kind": a["kind"], "die": a["die"]}
                    for a in S.fate_table(state, s)["abilities"]
                ],
                "kills": p["kills"],
                "lost": p["lost"],
                "quest": quest_view(state, s) if (s == seat or over) else None,
                "has_quest": p["quest"] is not None,
            }
        )
    grid = B.board(state["map"])
    return {
        "seat": seat,
        "mission": {
            "id": state["mission"],
            "name": mission["name"],
            "text": mission["text"],
            "rules": mission["rules"],
        },
        "map": state["map"],
        "size": [grid.width, grid.height],
        "turn": state["turn"],
        "last_turn": state["last_turn"],
        "overtime": state["overtime"],
        "phase": state["phase"],
        "initiative": state["initiative"],
        "active": state["active"],
        "players": players,
        "models": [public_model(S.model(state, i)) for i in state["order"]],
        "objectives": [dict(o) for o in state["objectives"]],
        "combat": state["combat"],
        "log": list(state["log"][-12:]),
        "outcome": state["result"],
        **(
            {"campaign": campaign_view(state.get("carry") or state["camp"])}
            if "camp" in state
            else {}
        ),
    }


def hidden_from(state, seat) -> list:
    if state["result"] is not None:
        return []
    q = state["players"][1 - seat]["quest"]
    return [q["label"]] if q else []


def outcome(state):
    """The winner (None for a draw), the final VP and a sentence saying so for the end screen."""
    result = state["result"]
    if result is None:
        return None
    vp, winner = result["vp"], result["winner"]
    if winner is None:
        text = f"A draw: {vp[0]} VP each."
    else:
        band = state["players"][winner]["name"]
        text = f"{band} (Player {winner + 1}) wins, {vp[winner]} VP to {vp[1 - winner]}."
    out = {"winner": winner, "vp": list(vp), "text": text, "sentences": _told_end(state)}
    if state.get("carry"):  # a campaign battle: the record its aftermath carries on
        out["campaign"] = state["carry"]
    return out


def _told_end(state) -> list[str]:
    """The end screen under the verdict: each side's battle (VP, models taken and lost, its side
    quest), a campaign's aftermath for each warband, and what comes next."""
    from game.games.grimheim.rules.scoring import quest_done

    quests = {q["id"]: q["name"] for q in content.load()["side_quests"].values()}
    lines = []
    for seat, p in enumerate(state["players"]):
        quest = ""
        if p["quest"]:
            done = "completed" if quest_done(state, seat) else "failed"
            quest = f"; side quest {quests.get(p['quest']['id'], '')} {done}"
        lines.append(
            f"{p['name']}: {p['vp']} VP, {p['kills']} of the foe taken out, "
            f"{p['lost']} of its own lost{quest}."
        )
    carry = state.get("carry") or {}
    for seat, told in enumerate(carry.get("report") or []):
        if told:
            lines.append(f"{state['players'][seat]['name']} after the battle: {' '.join(told)}")
    if not carry:  # a campaign's kept line says what comes next (the result dialog adds it)
        lines.append("Next: a new battle from the main menu; See the table keeps this one in view.")
    return lines


def summary(state) -> str:
    mission = content.load()["missions"][state["mission"]]
    p = state["players"]
    return (
        f"Grimheim, {mission['name']}: {p[0]['name']} {p[0]['vp']} VP vs {p[1]['name']} "
        f"{p[1]['vp']} VP, turn {state['turn']}"
    )


def redact(event, seat):
    """Events as a seat sees them: no state changes, and a side-quest event only to its owner."""
    shown = {k: event[k] for k in ("type", "log", "reveal") if k in event}
    if "secret_of" in event and event["secret_of"] != seat:
        shown.pop("reveal", None)
    return shown
