"""The Exploration Journal, read through the event-sourced core.

Reading a verse is an event (it shows its text, so undo stops there); each choice is a command;
each effect an event; each roll a chance draw from the stream "journal", recorded in the log,
so undo and reload never read a different way. The state holds verse ids and how many
paragraphs of each have been shown (``read``), never a verse's words: the view and the log
carry only the verse being read and verses already read.

A verse is read top-down: its automatic redirections are checked where they stand (the text
above one has been read; when it applies the reader goes on at once and reads nothing more of
this verse), then the rest of its text, its effects, and its one way on: choices, a roll (a die
plus the party's best Attribute), an Encounter, straight on, or the end of the Exploration or
Vision. Choices the party can't take are shown greyed with the reason, never offered.

A reading is a frame on ``state["reading"]`` (a stack: a forced Exploration inside another
reading reads on top of it): {party, at, kind ("explore" or "vision"), verse, pages}.
"""

from __future__ import annotations

from game.core.journal import choice_key, first_redirect, list_choices, shown_count, way_words
from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import encounter_start as N
from game.games.tainted_grail.rules import keepsakes, paying, verse_rewards
from game.games.tainted_grail.rules import needs as Q
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import ask, asking, auto, effects_step

HISTORY_KEEP = 40  # verses the view can show again (already read)
WHAT_BEGINS = {"explore": "Exploration begins", "vision": "a Vision comes", "memory": "a Memory"}
WHAT_ENDS = {
    "explore": "Exploration ends.",
    "vision": "The Vision ends.",
    "memory": "The Memory ends.",
}
PELLET = 51  # the Owl-Pellet Oracle: discard before a journal roll to add 2


def verse(vid: str) -> dict:
    return S.world()["verses"][vid]


def frame(state: dict) -> dict:
    return state["reading"][-1]


def _set_frame(state: dict, **changes) -> tuple:
    top = dict(state["reading"][-1])
    top.update(changes)
    return (["reading", len(state["reading"]) - 1], top)


@auto("explore")
def _explore(ctx, step):
    state = ctx.state
    loc = S.location(step["at"])
    first = step.get("verse") or (loc["vision"] if step["kind"] == "vision" else loc["section"])
    new = {
        "party": list(step["party"]),
        "at": step["at"],
        "kind": step["kind"],
        "verse": first,
        "pages": [],
    }
    what = WHAT_BEGINS[step["kind"]]
    explored = state["today"]["explored"]
    if step["kind"] != "memory":
        explored = [*explored, step["at"]]
    ctx.emit(
        "reading_begins",
        f"{loc['name']}: {what} for {S.names(state, step['party'])}.",
        changes=[
            (["reading"], [*state["reading"], new]),
            (["today", "explored"], explored),
        ],
        pop=1,
        push=[{"op": "read", "verse": first}],
    )


@auto("read")
def _read(ctx, step):
    state = ctx.state
    vid = step["verse"]
    v = verse(vid)
    top = frame(state)
    shown, go = first_redirect(v, lambda needs: Q.all_unmet(state, needs, top["party"], top["at"]))
    seen = shown_count(state["read"], vid, shown)
    page = [[vid, shown]] if shown or go is None else []  # no heading without words under it
    history = [*state["history"], *page][-HISTORY_KEEP:]
    pages = [*top["pages"], *page]
    line = " ".join(v["text"][:shown])
    changes = [
        (["read", vid], seen),
        (["history"], history),
        _set_frame(state, verse=vid, pages=pages),
    ]
    if step.get("chosen"):  # the way the party took to get here, remembered as taken
        changes.append((["taken"], [*state.get("taken", []), step["chosen"]]))
    if go is not None:
        ctx.emit(
            "verse_read",
            line,
            changes=changes,
            pop=1,
            push=[{"op": "read", "verse": go}],
            reveal=bool(line),
            verse=vid,
        )
        return
    rewarded = top.get("rewarded", [])  # frames from before this rule have none
    effects, held = verse_rewards.once(v["effects"], vid, [] if step.get("bought") else rewarded)
    if verse_rewards.has_rewards(v["effects"]) and vid not in rewarded:
        changes.append((["reading", len(state["reading"]) - 1, "rewarded"], [*rewarded, vid]))
    push = []
    if effects:
        push.append(effects_step(effects, top["party"], top["at"], f"verse {vid}"))
    push.append({"op": "way", "verse": vid})
    ctx.emit("verse_read", line, changes=changes, pop=1, push=push, reveal=True, verse=vid)
    if held:
        ctx.emit("rewards_had", "What this page gives was had already this Exploration.")


@auto("way")
def _way(ctx, step):
    state = ctx.state
    vid = step["verse"]
    v = verse(vid)
    top = frame(state)
    if v["choices"] and not any(c["enabled"] for c in choices(state, vid)):
        ctx.emit(  # no way on is open to them: they turn back (docs/rulings, The journal)
            "no_way_on",
            "No way on is open to them here, and they turn back.",
            pop=1,
            push=[{"op": "reading_end"}],
        )
        return
    if v["choices"]:
        nxt = [asking("verse_choice", verse=vid)]
    elif "roll" in v:
        nxt = [asking("verse_roll", verse=vid)]
    elif "encounter" in v:
        live = [c for c in top["party"] if c in state["chars"]]
        nxt = [
            N.step(v["encounter"]["id"], live, top["at"], "named"),
            {"op": "verse_branch", "verse": vid},
        ]
    elif "go" in v:
        nxt = [{"op": "read", "verse": v["go"]}]
    else:
        nxt = [{"op": "reading_end"}]
    ctx.emit("way_on", "", pop=1, push=nxt)


@auto("verse_branch")
def _branch(ctx, step):
    result = ctx.state["last_encounter"] or "lose"
    outcome = next(
        o for o in verse(step["verse"])["encounter"]["outcomes"] if o["result"] == result
    )
    ctx.emit("branch", "", pop=1, push=[{"op": "read", "verse": outcome["go"]}])


@auto("reading_end")
def _end(ctx, step):
    state = ctx.state
    top = frame(state)
    word = WHAT_ENDS[top["kind"]]
    ctx.emit("reading_ends", word, changes=[(["reading"], state["reading"][:-1])], pop=1)


# --- choices -------------------------------------------------------------------------------------


def choices(state: dict, vid: str) -> list[dict]:
    """Every choice of the verse, open or greyed (game/core/journal.py's list_choices)."""
    top = frame(state)

    def closed(choice: dict) -> str:
        reason = Q.all_unmet(state, choice["needs"], top["party"], top["at"])
        bill = C.bill_of(choice["costs"])
        if not reason and bill:
            short = C.shortfall(state, top["party"], bill)
            reason = f"Can't pay: {short}." if short else ""
        return reason

    def cost(choice: dict) -> str:
        bill = C.bill_of(choice["costs"])
        return C.words(bill) if bill else ""

    # saves from before ``taken`` was kept have none
    return list_choices(verse(vid), state["read"], state.get("taken", []), closed, cost)


def _choice_text(state, step):
    listed = choices(state, step["verse"])
    closed = [f'"{c["text"]}" ({c["reason"]})' for c in listed if not c["enabled"]]
    text = f"{S.location(frame(state)['at'])['name']}: choose how to go on."
    if closed:
        text += " Closed to you: " + "; ".join(closed)
    return "verse_choice", {"text": text, "verse": step["verse"], "choices": listed}


def _choice_options(state, step):
    out = []
    for c in choices(state, step["verse"]):
        if c["enabled"]:
            label = c["text"] + (f" [{c['cost']}]" if c["cost"] else "")
            out.append(
                {
                    "type": "choose",
                    "index": c["index"],
                    "label": label,
                    "preview": way_words(c),
                }
            )
    return out


@ask("verse_choice", _choice_text, _choice_options)
def _choose(ctx, step, command):
    state = ctx.state
    choice = verse(step["verse"])["choices"][command["index"]]
    top = frame(state)
    ctx.emit("verse_chosen", f"They choose: {choice['text']}", pop=1)
    paying.settle(
        ctx,
        top["party"],
        C.bill_of(choice["costs"]),
        f'"{choice["text"]}"',
        [
            {
                "op": "read",
                "verse": choice["go"],
                "chosen": choice_key(step["verse"], command["index"]),
                "bought": bool(C.bill_of(choice["costs"])),  # paid for: its rewards again
            }
        ],
        back=step,
    )


# --- rolls ---------------------------------------------------------------------------------------


def roll_terms(state: dict, vid: str) -> tuple[str, int]:
    attr = verse(vid)["roll"]["attr"]
    if attr == "none":
        return "", 0
    return attr, S.best(state, frame(state)["party"], attr)


def _bands(vid: str) -> str:
    parts = []
    for band in verse(vid)["roll"]["bands"]:
        parts.append(
            f"{band['low']}+"
            if band["high"] >= 99
            else f"{band['low']}"
            if band["low"] == band["high"]
            else f"{band['low']}-{band['high']}"
        )
    return ", ".join(parts)


def _roll_text(state, step):
    attr, value = roll_terms(state, step["verse"])
    plus = f" + the party's best {attr.capitalize()} ({value})" if attr else ""
    return "verse_roll", {
        "text": f"Roll a die{plus}. The verse reads on by the total: {_bands(step['verse'])}.",
        "verse": step["verse"],
    }


def _roll_options(state, step):
    attr, value = roll_terms(state, step["verse"])
    plus = f" + {attr.capitalize()} {value}" if attr else ""
    out = [{"type": "roll", "label": f"Roll the die{plus}"}]
    if S.has_secret(state, frame(state)["party"], PELLET):
        out.append(
            {
                "type": "roll",
                "pellet": True,
                "label": f"Discard the Owl-Pellet Oracle and roll{plus} + 2",
            }
        )
    return out


@ask("verse_roll", _roll_text, _roll_options)
def _roll(ctx, step, command):
    state = ctx.state
    vid = step["verse"]
    attr, value = roll_terms(state, vid)
    ctx.emit("roll_chosen", "", pop=1)
    bonus = 0
    if command.get("pellet"):
        H.lose_secret(ctx, PELLET)
        bonus = 2
    _throw(ctx, vid, value + bonus, f" + {value}" if attr else "", " + 2" if bonus else "")


def _throw(ctx, vid: str, plus: int, *terms: str, again: bool = True) -> None:
    """Roll the journal's die, and read on by the total; with the Ember (Secret 59) in the
    party, the party may first roll again once per Character per chapter."""
    die = ctx.chance.die(6, "journal")
    total = die + plus
    band = next(
        b
        for b in verse(vid)["roll"]["bands"]
        if b["low"] <= total <= b["high"] or (b["high"] >= 99 and total >= b["low"])
    )
    nxt = {"op": "read", "verse": band["go"]}
    if again and keepsakes.ember_holders(ctx.state, frame(ctx.state)["party"]):
        nxt = asking("reroll", verse=vid, total=total, plus=plus, terms=list(terms), go=band["go"])
    ctx.emit(
        "journal_roll",
        f"The die shows {die}{''.join(terms)} = {total}.",
        faces=[die],
        reveal=True,
        push=[nxt],
    )


def _reroll_text(state, step):
    return "reroll", {
        "text": f"The total is {step['total']}. Someone holding the Ember may roll again "
        "(once this chapter each); the new roll stands.",
        "verse": step["verse"],
    }


def _reroll_options(state, step):
    out = [{"type": "keep_roll", "total": step["total"], "label": f"Keep the {step['total']}"}]
    for cid in keepsakes.ember_holders(state, frame(state)["party"]):
        out.append(
            {
                "type": "reroll",
                "who": cid,
                "label": f"{S.name(state, cid)} rolls again by the Ember",
                "preview": "Once this chapter for them; the second roll stands.",
            }
        )
    return out


@ask("reroll", _reroll_text, _reroll_options)
def _reroll(ctx, step, command):
    if command["type"] == "keep_roll":
        ctx.emit("roll_kept", "", pop=1, push=[{"op": "read", "verse": step["go"]}])
        return
    used = ctx.state.get("chapter_used", [])
    ctx.emit(
        "ember_reroll",
        f"{S.name(ctx.state, command['who'])} breathes on the Ember and rolls again.",
        changes=[(["chapter_used"], [*used, f"ember:{command['who']}"])],
        pop=1,
    )
    _throw(ctx, step["verse"], step["plus"], *step["terms"], again=False)
