"""The Campaign Book in play: a session of the book opens by reading the passage the story
stands at, follows its instructions (rewards, statuses, quests, a choice, a party member's test)
until a passage says which session to play; the session's tiles are drawn by its own counts and,
when the map is done, its foe is fought; beating the foe reads on from the passage for a won
session until a pause (the next session opens there) or the book's end. A wipe, or a flight from
the foe, leaves the story at the passage for a lost session.

Everything the story carries lives on the party (``party["story"]``), so the campaign save keeps
it with the roster: the passage to open with, the session being played, the passages read (ids
and paragraphs shown, never words), the ways taken, the statuses and the quests. The reading
itself is ``state["reading"]``: {passage, pages: [[id, shown], ...]}."""

from __future__ import annotations

from game.core import journal as J
from game.games.grimlore.rules import book as B
from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import content
from game.games.grimlore.rules import outcomes as O
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.engine import ask, asking, auto, members, name
from game.games.grimlore.rules.rewards import fresh_decks

TEST = "the test of the tale"


def story_of(state: dict) -> dict | None:
    return state["party"].get("story")


def in_book(state: dict) -> bool:
    """A session of the Campaign Book (not free roam, and the book not yet finished)."""
    story = story_of(state)
    return story is not None and not story["done"]


def _story(key: str) -> list:
    return ["party", "story", key]


# --- needs ------------------------------------------------------------------------------------


def unmet(state: dict, needs: list[dict]) -> str:
    """Why the party does not meet ``needs`` ("" when it does)."""
    story = story_of(state)
    book = B.load()
    for need in needs:
        op = need["op"]
        if op == "status":
            has = need["status"] in story["statuses"]
            if has == need["negate"]:
                named = book["statuses"][need["status"]]["name"]
                return f"{'not while' if need['negate'] else 'needs'} {named}"
        elif op == "quest" and story["quests"].get(need["quest"]) != "begun":
            return f"needs the quest {book['quests'][need['quest']]['name']} open"
        elif op == "done" and story["quests"].get(need["quest"]) != "done":
            return f"needs the quest {book['quests'][need['quest']]['name']} done"
        elif op == "gold" and state["party"]["gold"] < need["min"]:
            return f"needs {need['min']} gold"
    return ""


def _price(choice: dict) -> int:
    return sum(cost["amount"] for cost in choice["costs"])


def choices(state: dict, key: str) -> list[dict]:
    story = story_of(state)

    def closed(choice: dict) -> str:
        reason = unmet(state, choice["needs"])
        if not reason and _price(choice) > state["party"]["gold"]:
            reason = f"can't pay {_price(choice)} gold"
        return reason[:1].upper() + reason[1:] + "." if reason else ""

    def cost(choice: dict) -> str:
        return f"{_price(choice)} gold" if choice["costs"] else ""

    return J.list_choices(B.passage(key), story["read"], story["taken"], closed, cost)


# --- opening and reading ----------------------------------------------------------------------


@auto("story_open")
def _story_open(ctx, step):
    story = story_of(ctx.state)
    if story["done"]:
        ctx.emit(
            "book_closed",
            "The Campaign Book is finished; the party roams freely.",
            pop=1,
            push=[{"op": "session_start"}],
        )
        return
    # the party sets out fresh before the book is read (a tale's test needs them standing)
    ctx.emit("rested", "", changes=S.rested(ctx.state))
    begin(ctx, story["next"], "The Campaign Book is opened.")


def begin(ctx, key: str, line: str) -> None:
    changes = [(["reading"], {"passage": key, "pages": []})]
    if not ctx.state["decks"]:  # a passage may give an item before the session's decks
        changes.append((["decks"], fresh_decks(ctx.chance)))
    ctx.emit(
        "reading_begins",
        line,
        pop=1,
        changes=changes,
        push=[{"op": "passage", "passage": key}],
    )


@auto("passage")
def _passage(ctx, step):
    state = ctx.state
    key = step["passage"]
    passage = B.passage(key)
    story = story_of(state)
    shown, go = J.first_redirect(passage, lambda needs: unmet(state, needs))
    page = [[key, shown]] if shown or go is None else []
    frame = state["reading"]
    changes = [
        (_story("read"), {**story["read"], key: J.shown_count(story["read"], key, shown)}),
        (["reading"], {**frame, "passage": key, "pages": [*frame["pages"], *page]}),
    ]
    if step.get("chosen"):
        changes.append((_story("taken"), [*story["taken"], step["chosen"]]))
    words = " ".join(passage["text"][:shown])
    line = f"Passage {key}: {words}" if words else ""
    if go is not None:
        push = [{"op": "passage", "passage": go}]
    else:
        push = [{"op": "passage_effects", "passage": key}, {"op": "passage_way", "passage": key}]
    ctx.emit("passage_read", line, changes=changes, pop=1, push=push, reveal=bool(line))


@auto("passage_effects")
def _passage_effects(ctx, step):
    ctx.emit("effects", "", pop=1)
    book = B.load()
    outcomes = []
    for effect in B.passage(step["passage"])["effects"]:
        story = story_of(ctx.state)
        op = effect["op"]
        if op == "pool":
            outcomes.append({effect["pool"]: effect["amount"]})
        elif op == "item":
            outcomes.append({"loot": effect["kind"]})
        elif op == "token":
            outcomes.append({effect["kind"]: effect["n"]})
        elif op == "heal":
            outcomes.append({"heal_all": effect["n"]})
        elif op == "status":
            named = book["statuses"][effect["status"]]["name"]
            have = [s for s in story["statuses"] if s != effect["status"]]
            ctx.emit(
                "status",
                f"The party {'now bears' if effect['on'] else 'is rid of'} {named}.",
                changes=[(_story("statuses"), have + [effect["status"]] * effect["on"])],
            )
        elif op == "quest":
            named = book["quests"][effect["quest"]]["name"]
            said = {"begun": "is taken up", "done": "is done", "failed": "has failed"}
            ctx.emit(
                "quest",
                f"Quest: {named} {said[effect['stage']]}.",
                changes=[(_story("quests"), {**story["quests"], effect["quest"]: effect["stage"]})],
            )
    push = O.apply_outcomes(ctx, outcomes, None)
    if push:
        ctx.emit("rewards", "", push=push)


@auto("passage_way")
def _passage_way(ctx, step):
    state = ctx.state
    key = step["passage"]
    passage = B.passage(key)
    if passage["choices"]:
        ctx.emit("way_on", "", pop=1, push=[asking("passage_choice", passage=key)])
    elif "test" in passage:
        ctx.emit("way_on", "", pop=1, push=[asking("passage_test", passage=key)])
    elif "go" in passage:
        ctx.emit("way_on", "", pop=1, push=[{"op": "passage", "passage": passage["go"]}])
    elif "play" in passage:
        outcomes = {o["result"]: o["go"] for o in passage["play"]["outcomes"]}
        session = B.load()["sessions"][passage["play"]["id"]]
        ctx.emit(
            "session_set",
            f"Session {session['number']}: {session['title']}. Goal: {session['goal']}",
            pop=1,
            changes=[
                (_story("session"), passage["play"]["id"]),
                (_story("won"), outcomes["won"]),
                (_story("next"), outcomes["lost"]),  # where a wipe or a flight leaves it
                (["reading"], None),
            ],
            push=[{"op": "session_start"}, {"op": "story_statuses"}],
        )
    elif "pause" in passage:
        ctx.emit(
            "story_pauses",
            "The book is closed until the next session.",
            pop=1,
            changes=[(_story("next"), passage["pause"]), (["reading"], None)],
        )
    else:  # the end of the book
        ctx.emit(
            "book_ends",
            "The Campaign Book is finished.",
            pop=1,
            changes=[(_story("done"), True), (["reading"], None)],
            # a book that ends before its session was set up: the party roams freely
            push=[] if state["stack_total"] else [{"op": "session_start"}],
        )


def _choice_text(state, step):
    return "passage_choice", {"text": "Choose how the story goes on.", "passage": step["passage"]}


def _choice_options(state, step):
    out = []
    for c in choices(state, step["passage"]):
        if c["enabled"]:
            label = c["text"] + (f" [{c['cost']}]" if c["cost"] else "")
            out.append(
                {"type": "choose", "index": c["index"], "label": label, "preview": J.way_words(c)}
            )
    return out


@ask("passage_choice", _choice_text, _choice_options)
def _choose(ctx, step, cmd):
    key = step["passage"]
    choice = B.passage(key)["choices"][cmd["index"]]
    price = _price(choice)
    changes = [(["party", "gold"], ctx.state["party"]["gold"] - price)] if price else []
    ctx.emit(
        "passage_chosen",
        f"They choose: {choice['text']}" + (f" (paying {price} gold)" if price else ""),
        pop=1,
        changes=changes,
        push=[
            {"op": "passage", "passage": choice["go"], "chosen": J.choice_key(key, cmd["index"])}
        ],
    )


# --- a test in the tale -----------------------------------------------------------------------


def test_terms(key: str) -> tuple[str, str]:
    attribute, skill = B.passage(key)["test"]["id"].split("/")
    return attribute, skill


def _test_text(state, step):
    attribute, skill = test_terms(step["passage"])
    info = C.test_info(attribute, skill)
    return "passage_test", {
        "text": f"The tale asks for a test of {info['name']}. Who tries?",
        "passage": step["passage"],
        "test": info,
    }


def _test_options(state, step):
    attribute, skill = test_terms(step["passage"])
    out = [
        {
            "type": "try",
            "cid": ch["id"],
            "label": f"{ch['name']} tries",
            "preview": C.describe(C.pool(state, ch["id"], attribute, skill)),
        }
        for ch in members(state)
        if S.able(ch) and not C.forbidden(ch, skill)
    ]
    return out or [{"type": "give_up", "label": "Nobody can try: the test fails"}]


@ask("passage_test", _test_text, _test_options)
def _test(ctx, step, cmd):
    key = step["passage"]
    if cmd["type"] == "give_up":
        ctx.emit("test_abandoned", "", pop=1, push=[{"op": "passage_tested", "passage": key}])
        return
    attribute, skill = test_terms(key)
    ctx.emit(
        "tester",
        f"{name(ctx.state, cmd['cid'])} takes the test.",
        pop=1,
        changes=[(["roll"], None)],
        push=[
            C.test_step(cmd["cid"], attribute, skill, TEST),
            {"op": "passage_tested", "passage": key},
        ],
    )


@auto("passage_tested")
def _tested(ctx, step):
    roll = ctx.state["roll"]
    result = "pass" if roll and roll["success"] else "fail"
    go = next(
        o["go"] for o in B.passage(step["passage"])["test"]["outcomes"] if o["result"] == result
    )
    ctx.emit("tale_tested", "", pop=1, push=[{"op": "passage", "passage": go}])


# --- the session's play and its close ---------------------------------------------------------


def session_of(state: dict) -> dict | None:
    story = story_of(state)
    if story is None or story["done"] or not story["session"]:
        return None
    return B.load()["sessions"][story["session"]]


def tile_counts(state: dict) -> dict | None:
    """The session's tiles per character, when the book set the session up."""
    session = session_of(state)
    return session["tiles"] if session else None


@auto("story_statuses")
def _story_statuses(ctx, step):
    """What the party's statuses bring at the start of each session."""
    ctx.emit("statuses", "", pop=1)
    statuses = B.load()["statuses"]
    for key in story_of(ctx.state)["statuses"]:
        if statuses[key].get("each_session"):
            ctx.emit("status_works", f"{statuses[key]['name']}:")
            O.apply_outcomes(ctx, statuses[key]["each_session"], None)


def closing_steps(state: dict) -> list[dict]:
    """What follows the last tile: the session's foe and the story's close, or nothing new."""
    session = session_of(state)
    if session is None or state.get("fought") is not None:
        return [{"op": "session_end"}]
    return [
        {"op": "goal_fight", "monster": session["foe"]},
        {"op": "story_after"},
        {"op": "session_end"},
    ]


@auto("goal_fight")
def _goal_fight(ctx, step):
    foe = session_words(story_of(ctx.state)["session"])["foe"]
    ctx.emit(
        "goal_reached",
        f"The map is walked; the session's foe waits: {W.the(foe)}.",
        pop=1,
        changes=[(["fought"], "begun")],
        push=[{"op": "combat_start", "monster": step["monster"], "hunt": True}],
    )


@auto("story_after")
def _story_after(ctx, step):
    state = ctx.state
    story = story_of(state)
    if state.get("fought") not in ("victory", "peace"):
        ctx.emit(
            "goal_missed",
            "The foe still stands; the story waits for another session.",
            pop=1,
            changes=[(_story("session"), None)],
        )
        return
    changes = [
        (_story("played"), [*story["played"], story["session"]]),
        (_story("session"), None),
    ]
    ctx.emit("goal_met", "The session's goal is met.", changes=changes)
    begin(ctx, story["won"], "The Campaign Book is opened again.")


def progress(party: dict | None) -> str:
    """Where the story stands, for the load screen: "Session 3 of 6: The Drowned Chapel"."""
    story = (party or {}).get("story")
    if not story:
        return ""
    book = B.load()
    total = B.sessions_in_book()
    if story["done"]:
        return f"The Campaign Book is finished ({total} sessions)"
    key = story["session"] or (story["played"][-1] if story["played"] else None)
    if key is None:
        return f"Session 1 of {total}: the Campaign Book is opened"
    session = book["sessions"][key]
    done = " (won)" if key in story["played"] and not story["session"] else ""
    return f"Session {session['number']} of {total}: {session['title']}{done}"


# --- what a seat sees -------------------------------------------------------------------------


def session_words(key: str) -> dict:
    """A session as the book sets it up: its number, title, goal, tiles and foe."""
    session = B.load()["sessions"][key]
    return {
        "id": key,
        "number": session["number"],
        "of": B.sessions_in_book(),
        "title": session["title"],
        "goal": session["goal"],
        "tiles": dict(session["tiles"]),
        "foe": content.load()["monsters"][session["foe"]]["name"],
    }


def story_view(state: dict) -> dict | None:
    """The story as the party knows it: the session played (if any), statuses, quests, and
    where it stands. Only what was read: a status or quest is named once a passage gave it."""
    story = story_of(state)
    if story is None:
        return None
    book = B.load()
    return {
        "progress": progress(state["party"]),
        "session": session_words(story["session"]) if story["session"] else None,
        "statuses": [{"id": k, **book["statuses"][k]} for k in story["statuses"]],
        "quests": [
            {
                "id": k,
                "name": book["quests"][k]["name"],
                "text": book["quests"][k]["text"],
                "stage": stage,
            }
            for k, stage in story["quests"].items()
        ],
        "read": len(story["read"]),
        "done": story["done"],
    }


def reading_view(state: dict, prompt_kind: str) -> dict | None:
    """The passages read in this reading (only the paragraphs shown), the one being read and
    its ways on: the open and greyed choices, the test asked for, or nothing yet."""
    frame = state.get("reading")
    if not frame:
        return None
    story = story_of(state)
    key = frame["passage"]
    passage = B.passage(key)
    out = {
        "passage": key,
        "title": passage["title"] if story["read"].get(key) else "",
        "pages": J.read_pages(B.passages(), frame["pages"], story["read"]),
        "choices": choices(state, key) if prompt_kind == "passage_choice" else [],
        "test": None,
        "session": None,
    }
    if prompt_kind == "passage_test":
        out["test"] = C.test_info(*test_terms(key))
    return out
