"""The campaign's chronicle: what the end screen tells back once the last chapter ends.

``state["chronicle"]`` = {"chapters": [{chapter, ending, days}], "kings": [{king, card,
chapter, day, won, final}], "deaths": [{cid, chapter, day, why}]}, written as it happens and kept
on the save sheet. A sheet saved before the chronicle was kept has only its endings: its
chapters are found from them (their days unknown), and its meetings with the Kings from the
marks on the Status sheet.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import companions, echoes
from game.games.tainted_grail.rules import state as S

# the marks earlier chapters leave about each King, read when no meeting was written down
KING_MARKS = {
    "osric": ("osric-mark", "host-oath", "osric-final"),
    "gwenllian": ("gwenllian-mark", "gwenllian-fate", "gwenllian-final"),
    "tidewright": ("tide-ledger", "tidewright-final"),
}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI", 7: "VII", 8: "VIII", 9: "IX"}


def empty() -> dict:
    return {"chapters": [], "kings": [], "deaths": []}


def of(state: dict) -> dict:
    """The chronicle, or one rebuilt from an older sheet's endings."""
    if state.get("chronicle"):
        return state["chronicle"]
    return {**empty(), "chapters": chapters_of_endings(state.get("endings", []))}


def chapters_of_endings(endings: list[str]) -> list[dict]:
    where = {e["id"]: n for n, c in S.world()["chapters"].items() for e in c["endings"]}
    return [{"chapter": where[e], "ending": e, "days": None} for e in endings if e in where]


def _write(ctx, part: str, entry: dict) -> None:
    book = of(ctx.state)
    ctx.emit("chronicled", "", changes=[(["chronicle"], {**book, part: [*book[part], entry]})])


def chapter_ended(ctx, ending: str) -> None:
    state = ctx.state
    _write(ctx, "chapters", {"chapter": state["chapter"], "ending": ending, "days": state["day"]})


def king_met(ctx, king: str, card: str, won: bool, final: bool) -> None:
    state = ctx.state
    entry = {"king": king, "card": card, "won": won, "final": final}
    _write(ctx, "kings", {**entry, "chapter": state["chapter"], "day": state["day"]})


def died(ctx, cid: str, why: str) -> None:
    state = ctx.state
    entry = {"cid": cid, "chapter": state["chapter"], "day": state["day"], "why": why}
    _write(ctx, "deaths", entry)


# --- told back ------------------------------------------------------------------------------------


def told(state: dict) -> list[dict]:
    """The campaign's story as the end screen tells it: [{title, lines}], in order."""
    book = of(state)
    return [
        {"title": "The chapters", "lines": _chapter_lines(book)},
        {"title": "The Kings of Ruin", "lines": _king_lines(state, book)},
        {"title": "Who walked with them", "lines": _companion_lines(state)},
        {"title": "The dead", "lines": _death_lines(state, book)},
    ]


def _chapter_lines(book: dict) -> list[str]:
    world = S.world()
    out = []
    for entry in book["chapters"]:
        chapter = world["chapters"].get(entry["chapter"])
        if chapter is None:
            continue
        ending = next(e for e in chapter["endings"] if e["id"] == entry["ending"])
        days = entry["days"]
        took = f", in {days} Day{'s' if days != 1 else ''}" if days else ""
        out.append(
            f"Chapter {ROMAN.get(entry['chapter'], entry['chapter'])}, {chapter['title']}: "
            f"{ending['title']}{took}."
        )
    return out or ["No chapter was finished."]


def _king_lines(state: dict, book: dict) -> list[str]:
    """Each King: his meetings as the chronicle wrote them down; for the chapters it did not
    (an older sheet, a described start), what the Status sheet remembers of him."""
    world = S.world()
    out = []
    for kid, king in world["kings"].items():
        met = [m for m in book["kings"] if m["king"] == kid]
        told = [] if any(not m["final"] for m in met) else _marks(state, kid)
        told += [_meeting(m) + "." for m in met]
        said = " ".join(told) if told else "The party never stood before him."
        out.append(f"{king['name']}, {king['title']}: {said}")
    return out


def _marks(state: dict, kid: str) -> list[str]:
    statuses = S.world()["statuses"]
    return [
        statuses[s]["meaning"][str(p)]
        for s in KING_MARKS.get(kid, ())
        if s in statuses and statuses[s].get("meaning") and not s.endswith("-final")
        for p in state["statuses"].get(s, [])
        if str(p) in statuses[s]["meaning"]
    ]


def _meeting(m: dict) -> str:
    card = S.world()["encounters"].get(m["card"], {"name": m["card"]})
    how = "the party came through" if m["won"] else "he had the better of them"
    when = f"Chapter {ROMAN.get(m['chapter'], m['chapter'])}, Day {m['day']}"
    last = "His final Encounter, " if m["final"] else ""
    return f"{last}{card['name']} ({when}): {how}"


def _companion_lines(state: dict) -> list[str]:
    world = S.world()
    kin = [
        world["companions"][k]["name"] for k in world["companions"] if companions.joined(state, k)
    ]
    if not kin:
        return ["No companion walked with them to the end."]
    return [f"At the end, {', '.join(kin)} still walked with them."]


def _death_lines(state: dict, book: dict) -> list[str]:
    out = []
    for d in book["deaths"]:
        who = state["chars"][d["cid"]]["name"] if d["cid"] in state["chars"] else d["cid"]
        when = f"Chapter {ROMAN.get(d['chapter'], d['chapter'])}, Day {d['day']}"
        out.append(f"{who} died ({d['why']}) on {when}, and the Lamp-Brand dragged them back.")
    return out or ["Nobody of the Lampbearers died on the road."]


def echoes_told(state: dict) -> dict:
    """Echoes of Ruin at the campaign's end: whether the campaign played it, and for each
    Lampbearer the Achievements earned with the Memory each one opened (read already, so no
    secret), and the Advanced Ability if the sheet was finished."""
    out = []
    for cid in state["order"]:
        card = echoes.sheet(state, cid)
        if card is None:
            continue
        mine = state["echoes"][cid]
        rows = echoes.achievements(card)
        earned = [
            {
                "text": rows[i]["text"],
                "memory": list(S.world()["verses"][rows[i]["memory"]]["text"]),
            }
            for i in sorted(mine["earned"])
        ]
        ability = card["final"]["ability"]["name"] if mine["final"] else None
        out.append({"cid": cid, "earned": earned, "of": len(rows), "advanced": ability})
    played = bool(state["options"].get("echoes") or state.get("echoes"))
    return {"played": played, "sheets": out}
