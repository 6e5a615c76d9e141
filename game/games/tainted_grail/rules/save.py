"""Saving between evenings: the save sheet a campaign carries (the outcome's ``save``), and an
evening that resumes from one.

The sheet keeps what the book's Save sheet and World Save box keep: each Character's tray,
Location, Attributes, Skills, resources, decks, Advancement Pools, Items and Secrets; the
placed Locations with their sides and markers, waystones, Guardians, Kings, the Event deck and the
Active Events, quests, the Status sheet, the Item, Encounter, Random Event and Secret decks;
plus what the party has read in the journal and what is used up today. It is taken During the
Day, between Actions, so no reading or Encounter is ever half done. What is not kept: parties
(everyone starts the next evening on their own) and the evening's log.

A chapter's end saves the sheet for the next chapter; a chapter not yet written ends the
evening that opens it at once, keeping the sheet for when it is.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import chronicle, echoes
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import asking, auto, effects_step

KEPT = (
    "chapter",
    "day",
    "chars",
    "order",
    "map",
    "removed",
    "waystones",
    "guardians",
    "kings",
    "companions",
    "events",
    "quests",
    "statuses",
    "item_decks",
    "secrets",
    "seen_secrets",
    "encounter_decks",
    "read",
    "history",
    "today",
    "time_passed",
    "chapter_used",
    "echoes",
    "endings",
    "chronicle",
)
SHEET_VERSION = 1


def sheet(state: dict) -> dict:
    out = {
        "version": SHEET_VERSION,
        "mode": S.mode(state),
        "next": state.get("next_chapter"),
        "kept": kept_sentence(state),
        **{key: state[key] for key in KEPT},
    }
    over = over_with(state)
    return {**out, "over": over} if over else out


def over_with(state: dict) -> str | None:
    """The ending the whole campaign closed on, once its last chapter has ended."""
    result = state.get("result") or {}
    if result.get("ended") == "campaign":
        return result["ending"]
    return state.get("campaign_over")


def kept_sentence(state: dict) -> str:
    """What the sheet holds, as the result dialog and the load screen say it."""
    names = S.names(state, list(state["order"])) if state["order"] else "nobody"
    nxt = state.get("next_chapter")
    where = f"ready for Chapter {nxt}" if nxt else f"Chapter {state['chapter']}, Day {state['day']}"
    if over_with(state):
        return f"The campaign is over: {_title(over_with(state))}, told by {names}."
    rest = "; ".join(carried_words(state))
    return f"Saved in the campaign: {names}, {where}" + (f" ({rest})." if rest else ".")


def carried_words(state: dict) -> list[str]:
    """What goes on into the next chapter besides the Characters: the endings reached, the
    companions kept, and the marked statuses whose parts the story reads (not Time Passes)."""
    world = S.world()
    out = []
    titles = {e["id"]: e["title"] for c in world["chapters"].values() for e in c["endings"]}
    if state.get("endings"):
        out.append("endings: " + ", ".join(titles.get(e, e) for e in state["endings"]))
    kin = [world["companions"][k]["name"] for k in sorted(state["companions"])]
    if kin:
        out.append("companions: " + ", ".join(kin))
    marks = [
        world["statuses"][k]["name"]
        for k, parts in sorted(state["statuses"].items())
        if parts and world["statuses"][k].get("meaning") and "chapter" not in world["statuses"][k]
    ]
    if marks:
        out.append("marks: " + ", ".join(marks))
    return out


def restore(state: dict, saved: dict) -> dict:
    """The state an evening opens with from a save sheet."""
    for key in KEPT:
        state[key] = saved.get(key, state[key])  # a sheet older than a key keeps its default
    if "endings" not in saved:
        state["endings"] = endings_of_old_sheet(saved)
    if "chronicle" not in saved:  # an older sheet: its chapters are known by their endings
        state["chronicle"] = chronicle.of({**state, "chronicle": None})
    state["options"]["characters"] = len(saved["order"])
    state["parties"] = [[c] for c in saved["order"]]
    state["stage"] = "resume"
    state["next_chapter"] = saved.get("next")
    if saved.get("over"):  # a finished campaign opens on its end again, to be read back
        state["campaign_over"] = saved["over"]
    return state


def endings_of_old_sheet(saved: dict) -> list[str]:
    """A sheet saved before endings were kept: a chapter's ending is known by the Secret its
    effects hand out (each ending gives its own), as the table would tell it."""
    if saved.get("next") is None or saved.get("next") == saved["chapter"]:
        return []
    chapter = S.world()["chapters"].get(saved["chapter"], {"endings": []})
    seen = set(saved.get("seen_secrets", []))
    return [
        e["id"]
        for e in chapter["endings"]
        if any(x["op"] == "gain-secret" and x["secret"] in seen for x in e["effects"])
    ][:1]


@auto("resume")
def _resume(ctx, step):
    state = ctx.state
    if state.get("campaign_over"):
        ctx.emit(
            "campaign_told",
            "The campaign is over; its story is told again.",
            changes=[
                (["stage"], "over"),
                (["ending"], state["campaign_over"]),
                (["result"], {"ended": "campaign", "ending": state["campaign_over"]}),
            ],
            pop=1,
        )
        return
    nxt = state.get("next_chapter")
    if nxt is not None:
        if nxt not in S.world()["chapters"]:  # only the written chapters are read
            ctx.emit(
                "unwritten",
                f"Chapter {nxt} is not written yet; the campaign waits here.",
                changes=[(["stage"], "over"), (["result"], {"ended": "unwritten", "chapter": nxt})],
                pop=1,
            )
            return
        if nxt != state["chapter"]:  # the sheet ended a chapter: the next one opens
            ctx.emit(
                "next_chapter",
                f"The campaign goes on into Chapter {nxt}.",
                pop=1,
                push=[{"op": "open_chapter", "chapter": nxt}, {"op": "start_day"}],
            )
            return
    ctx.emit(
        "evening_resumes",
        f"The campaign resumes on Day {state['day']}.",
        changes=[(["stage"], "day")],
        pop=1,
        push=[asking("day")],
    )


@auto("evening_end")
def _evening_end(ctx, step):
    state = ctx.state
    ctx.emit(
        "evening_over",
        f"The evening ends on Day {state['day']}; the save sheet is kept.",
        changes=[(["stage"], "over"), (["result"], {"ended": "evening"})],
        pop=1,
    )


@auto("chapter_end")
def _chapter_end(ctx, step):
    state = ctx.state
    chapter = S.world()["chapters"][state["chapter"]]
    ending = next(e for e in chapter["endings"] if e["id"] == step["ending"])
    chronicle.chapter_ended(ctx, step["ending"])
    ctx.emit(
        "chapter_ends",
        f"{ending['title']}. " + " ".join(ending["text"]),
        pop=1,
        reveal=True,
        changes=[
            (["ending"], step["ending"]),
            (["endings"], [*state.get("endings", []), step["ending"]]),
        ],
        push=[
            effects_step(ending["effects"], list(state["order"]), None, f"ending {step['ending']}"),
            {"op": "chapter_over"},
        ],
    )


@auto("chapter_over")
def _chapter_over(ctx, step):
    state = ctx.state
    chapter = S.world()["chapters"][state["chapter"]]
    if "hook" not in chapter:  # the campaign's last chapter: its ending is the campaign's
        ctx.emit(
            "campaign_over",
            f"The campaign is over: {chapter['title']} ends as {_title(state['ending'])}.",
            changes=[
                (["stage"], "over"),
                (["next_chapter"], None),
                (["result"], {"ended": "campaign", "ending": state["ending"]}),
            ],
            pop=1,
            reveal=True,
        )
        return
    hook = chapter["hook"]
    gone = set(hook.get("removes", []))
    ev = state["events"]
    ctx.emit(
        "chapter_over",
        " ".join(hook["text"]),
        changes=[
            (["events", "deck"], [e for e in ev["deck"] if e not in gone]),
            (["events", "active"], [a for a in ev["active"] if a["id"] not in gone]),
            (["events", "done"], sorted({*ev["done"], *gone})),
            (["stage"], "over"),
            (["next_chapter"], hook["next_chapter"]),
            (["result"], {"ended": "chapter", "ending": state["ending"]}),
        ],
        pop=1,
    )
    echoes.hand_out(ctx)


def _title(ending: str) -> str:
    everything = [e for c in S.world()["chapters"].values() for e in c["endings"]]
    return next(e["title"] for e in everything if e["id"] == ending)
