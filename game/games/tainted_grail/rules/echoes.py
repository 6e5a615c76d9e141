"""Echoes of Ruin (the book's optional expansion, brought in after Chapter I): each Character's
Achievement sheet (assets/tainted_grail/echoes.yaml), earned as soon as its requirements hold,
each Achievement opening a Memory (a verse the Character reads alone), three in a section giving
that section's Legendary Action (a Secret card used once), and all nine opening the final
Achievement, whose Memory grants the Advanced Ability (an Action once a Day).

``state["echoes"]``: {cid: {"earned": [achievement index 0-8], "legendary": [secret numbers
given], "final": bool}}, empty until the sheets are handed out when Chapter I ends with the
campaign's Echoes option on. Achievements are checked after every Action of the Day and at the
End of the Day (never in the middle of a reading or an Encounter).
"""

from __future__ import annotations

from game.games.tainted_grail.rules import needs as Q
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import auto


def sheet(state: dict, cid: str) -> dict | None:
    """The Character's sheet from the content, once the sheets are out."""
    if cid not in (state.get("echoes") or {}):
        return None
    return S.world()["echoes"].get(state["chars"][cid]["hero"])


def achievements(card: dict) -> list[dict]:
    return [a for section in card["sections"] for a in section["achievements"]]


def hand_out(ctx) -> None:
    """The Achievement sheets, to every Character who has one (the end of Chapter I)."""
    state = ctx.state
    if not state["options"].get("echoes") or state.get("echoes"):
        return
    sheets = {
        cid: {"earned": [], "legendary": [], "final": False}
        for cid in state["order"]
        if state["chars"][cid]["hero"] in S.world()["echoes"]
    }
    if sheets:
        ctx.emit(
            "echoes_begin",
            "Echoes of Ruin begins: each Lampbearer takes an Achievement sheet.",
            changes=[(["echoes"], sheets)],
        )


def holds(state: dict, cid: str, need: dict) -> bool:
    ch = state["chars"][cid]
    if need["op"] == "have":
        return ch[need["what"]] >= need["min"]
    if need["op"] == "count":
        have = {
            "skills": lambda: len(ch["skills"]),
            "items": lambda: len(ch["items"]),
            "secrets": lambda: len(H.secrets_of(state, cid)),
            "terror": lambda: ch["terror"],
            "health": lambda: ch["health"],
            "day": lambda: state["day"],
            "waystones": lambda: len(state["waystones"]),
            "read": lambda: len(state["read"]),
        }[need["what"]]()
        return have >= need["min"]
    return not Q.unmet(state, need, [cid], ch["at"])


def due(state: dict, cid: str) -> list[int]:
    """The Achievements the Character meets and has not marked (9: the final one)."""
    card = sheet(state, cid)
    if card is None:
        return []
    mine = state["echoes"][cid]
    out = [
        i
        for i, a in enumerate(achievements(card))
        if i not in mine["earned"] and all(holds(state, cid, n) for n in a["needs"])
    ]
    all_nine = len(set(mine["earned"]) | set(out)) == 9
    if all_nine and not mine["final"] and all(holds(state, cid, n) for n in card["final"]["needs"]):
        out.append(9)
    return out


@auto("echoes_check")
def _check(ctx, step):
    ctx.emit("echoes_checked", "", pop=1)
    for cid in list(ctx.state["order"]):
        for index in due(ctx.state, cid):
            earn(ctx, cid, index)


def earn(ctx, cid: str, index: int) -> None:
    """Mark the Achievement, open its Memory, and give what a full section or the sheet earns."""
    state = ctx.state
    card = sheet(state, cid)
    mine = state["echoes"][cid]
    who = S.name(state, cid)
    entry = card["final"] if index == 9 else achievements(card)[index]
    marks = (
        [(["echoes", cid, "final"], True)]
        if index == 9
        else [(["echoes", cid, "earned"], sorted({*mine["earned"], index}))]
    )
    ctx.emit(
        "achievement",
        f"{who} earns an Achievement: {entry['text']}",
        changes=marks,
        reveal=True,
        push=[memory_step(state, cid, entry["memory"])],
    )
    if index == 9:
        ability = card["final"]["ability"]
        ctx.emit("advanced_ability", f"{who} gains an Advanced Ability: {ability['name']}.")
        return
    section = card["sections"][index // 3]
    earned = set(ctx.state["echoes"][cid]["earned"])
    number = section["legendary"]
    if {index // 3 * 3 + k for k in range(3)} <= earned and number not in mine["legendary"]:
        ctx.emit(
            "legendary",
            f"{who} has done all of {section['title']}: a Legendary Action.",
            changes=[(["echoes", cid, "legendary"], [*mine["legendary"], number])],
        )
        H.gain_secret(ctx, number, [cid])


def memory_step(state: dict, cid: str, verse: str) -> dict:
    """The Memory as a reading of its own, for its Character alone, wherever they stand."""
    at = state["chars"][cid]["at"]
    return {"op": "explore", "party": [cid], "at": at, "kind": "memory", "verse": verse}


def advanced(state: dict, cid: str) -> dict | None:
    """The Advanced Ability of a Character who has earned the final Achievement."""
    card = sheet(state, cid)
    if card is None or not state["echoes"][cid]["final"]:
        return None
    return card["final"]["ability"]


def view_of(state: dict, cid: str) -> dict | None:
    """The sheet as the tray shows it."""
    card = sheet(state, cid)
    if card is None:
        return None
    mine = state["echoes"][cid]
    rows = achievements(card)
    return {
        "sections": [
            {
                "title": section["title"],
                "legendary": section["legendary"],
                "legendary_given": section["legendary"] in mine["legendary"],
                "achievements": [
                    {"text": rows[i * 3 + k]["text"], "earned": i * 3 + k in mine["earned"]}
                    for k in range(3)
                ],
            }
            for i, section in enumerate(card["sections"])
        ],
        "final": {
            "text": card["final"]["text"],
            "open": len(mine["earned"]) == 9,
            "earned": mine["final"],
        },
        "advanced": card["final"]["ability"]["name"] if mine["final"] else None,
    }
