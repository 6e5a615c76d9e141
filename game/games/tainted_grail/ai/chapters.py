"""AI seats across the campaign's chapters: a new party plays Chapter I to its end, and the save
sheet it ends on opens the next chapter, played to its end by the same seats, and so on while
the next chapter is written. Every command (the heroes too) is the AI's, chosen from its seat's
view and legal list; dice come from the match's Chance, so a seed replays the same campaign.
The balance run (tools/tainted_grail_chapters_balance.py) and the tests use it."""

from __future__ import annotations

import random

from game.core.agenda import Ctx, copy_state
from game.core.chance import Chance
from game.core.match import Match
from game.core.playout import bare
from game.games.tainted_grail.ai.player import choose
from game.games.tainted_grail.rules import save
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.contract import RULES
from game.games.tainted_grail.rules.engine import AGENDA

COMMANDS = 3000  # a chapter's limit: beyond it the run counts as unfinished
ONE_DAY = 800  # more commands than this in one Day: caught (a reading with no way out)


def play(match: Match, rng: random.Random, limit: int = COMMANDS) -> bool:
    """The AI seats' commands until the match is over, ``limit`` were sent, or one Day has
    taken ``ONE_DAY`` of them; True in that last case (the seats are caught somewhere)."""
    day, since = match.state["day"], 0
    for _ in range(limit):
        if match.outcome() is not None:
            return False
        if since > ONE_DAY:
            return True
        seat = match.pending().seats[0]
        legal = match.legal(seat)
        if not legal:
            return True  # a question with no answer: caught
        try:
            match.submit(seat, bare(choose(match.view(seat), legal, rng)))
        except RuntimeError:  # a reading that goes round for ever (content_proof.endless)
            return True
        since = 0 if match.state["day"] != day else since + 1
        day = match.state["day"]
    return False


def result(match: Match, chapter: int, caught: bool = False) -> dict:
    """One chapter's run: how it ended (chapter, death, unfinished), the ending, the days,
    whether an unfinished run was caught in one Day, the Kings met, and the endings on the
    sheet (``fates``: the earlier chapters', and this one's once reached)."""
    outcome = match.outcome()
    state = match.state
    return {
        "chapter": chapter,
        "ended": outcome["ended"] if outcome else "unfinished",
        "ending": outcome.get("ending") if outcome else None,
        "days": state["day"],
        "dead": sum(1 for c in state["chars"].values() if c["health"] <= 0),
        "caught": caught,
        "save": outcome.get("save") if outcome else None,
        "finals": finals(state),
        "met": met(state),
        "fates": list(state.get("endings", [])),
    }


def finals(state: dict) -> dict:
    """The Kings' last Encounters met in this campaign: {king: "won" | "lost"} from the
    ``<king>-final`` statuses (part 1: the party came through; part 2: the King won)."""
    out = {}
    for status, parts in state["statuses"].items():
        if status.endswith("-final") and parts:
            out[status.removesuffix("-final")] = "won" if 1 in parts else "lost"
    return out


def met(state: dict) -> list[dict]:
    """The Kings' Encounters met in this chapter, in order, from the chronicle:
    [{king, card, won, final}]. Unlike ``finals`` it counts a last Encounter met again in a
    later chapter (Osric's, in his hall and at the last milestone) with the same outcome."""
    book = state.get("chronicle") or {}
    return [
        {k: m[k] for k in ("king", "card", "won", "final")}
        for m in book.get("kings", [])
        if m.get("chapter") == state["chapter"]
    ]


ENDED = ("chapter", "campaign")  # a chapter's end; the last chapter's ends the campaign


def campaign(
    seed: int,
    characters: int,
    mode: str,
    last: int = 3,
    limit: int = COMMANDS,
    skip_to: int = 2,
    stand_in: bool = False,
    turn: int = 0,
) -> list[dict]:
    """Chapters 1..``last`` in a row from a new party; stops at the first chapter not ended,
    unless ``stand_in``: then the chapter the seats did not finish is closed at once on its
    first ending from the sheet that opened it (``closed_at_once``), and the next chapter is
    played from that sheet (its run says ``"after": "stand-in"``; otherwise ``"carried"``).
    ``skip_to``: the chapters after Chapter I and before this one are opened and closed at
    once on their first ending, so a later chapter is measured even when the AI does not reach
    it; their runs are not returned. ``turn``: which ending a chapter closed at once takes
    (``closed_at_once``); 0 is each chapter's first."""
    match = Match(RULES, {"players": 1, "characters": characters, "mode": mode}, seed).start()
    runs = [result(match, 1, play(match, random.Random(seed), limit))]
    opened = None  # the sheet that opened the chapter last played
    while True:
        if runs[-1]["ended"] == "campaign":
            break
        if runs[-1]["ended"] == "chapter":
            sheet, after = runs[-1]["save"], "carried"
        elif stand_in and opened is not None:
            sheet, after = closed_at_once(opened, seed, turn), "stand-in"
        else:
            break
        if sheet.get("next") is None or sheet["next"] > last:
            break
        seed += 1
        while (
            sheet.get("next") and sheet["next"] < skip_to and sheet["next"] in S.world()["chapters"]
        ):
            sheet = closed_at_once(sheet, seed, turn)
        match = Match(RULES, carried(sheet), seed).start()
        if match.outcome() is not None:  # the next chapter is not written: the sheet waits
            break
        opened = sheet
        caught = play(match, random.Random(seed), limit)
        runs.append({**result(match, match.state["chapter"], caught), "after": after})
    return runs


def carried(sheet: dict) -> dict:
    """The options a later chapter opens with: the sheet, in the mode the campaign was begun
    in (the app's campaign keeps its mode among its options; the sheet alone does not set it,
    so without this every chapter after the first was played in Normal mode)."""
    return {"players": 1, "mode": sheet.get("mode", "normal"), "save": sheet}


def closed_at_once(sheet: dict, seed: int, turn: int = 0) -> dict:
    """The sheet after the chapter it opens is set up and ended at once on one of its endings
    (its set-up and ending effects applied, nothing played): a stand-in for a chapter the AI
    did not finish, so the next one can still be measured. ``turn`` 0 takes the first ending;
    the balance run's ``--spread-endings`` counts it up a seed at a time (``stand_in_ending``)
    so the later chapters meet every earlier fate."""
    match = Match(RULES, carried(sheet), seed).start()
    number = match.state["chapter"]
    chapter = S.world()["chapters"][number]
    ctx = Ctx(copy_state(match.state), Chance(seed))
    ending = stand_in_ending(chapter["endings"], number, turn)
    ctx.emit("closed_at_once", "", push=[{"op": "chapter_end", "ending": ending}])
    AGENDA.run(ctx)
    return save.sheet(ctx.state)


def stand_in_ending(endings: list[dict], number: int, turn: int) -> str:
    """The ending a chapter closed at once takes on ``turn``: Chapter II's go round one a turn,
    and each later chapter's also step one further every full round of its own, so that with
    three endings each, six turns meet every ending of both Chapters and six of their nine
    pairs, not only the three in step."""
    n = len(endings)
    return endings[(turn + (turn // n) * max(0, number - 2)) % n]["id"]


def from_sheet(sheet: dict, seed: int, limit: int = COMMANDS) -> dict:
    """The chapter a save sheet opens, played by the AI seats to its end."""
    match = Match(RULES, carried(sheet), seed).start()
    chapter = match.state["chapter"]
    return result(match, chapter, play(match, random.Random(seed), limit))
