"""A session's course: the opening (a new party or a muster from the roster), the session's map
tile stack, rounds of turns (a Ration, then Travel, Scavenge, Visit or Rest), events and their
tests, and the end of the session with its bonus XP roll. The Scavenge action's tests are in
``scavenging``."""

from __future__ import annotations

from game.core import decks as K
from game.core import dice as D
from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import content, story
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import outcomes as O
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules import tales as T
from game.games.grimlore.rules.engine import ask, asking, auto, char, members, name, path_of
from game.games.grimlore.rules.free import do_free, free_options
from game.games.grimlore.rules.rewards import clue_cost, fresh_decks

LENGTHS = {
    "short": {"wilderness": 2, "settlement": 2, "dungeon": 1},
    "long": {"wilderness": 4, "settlement": 4, "dungeon": 2},
}
SCAVENGE = {
    "dungeon": ("essence", "arcane", "lore"),
    "settlement": ("ore", "might", "crafting"),
    "wilderness": ("organics", "social", "nature"),
}
REST = 3
REDRAW_EVENT = 3


def opening_event(state: dict) -> dict:
    first = {"op": "create_party"} if state["fresh"] else asking("muster")
    # the Campaign Book's session opens by reading; its passages say which session to play
    start = {"op": "story_open"} if story.story_of(state) else {"op": "session_start"}
    return {
        "event_type": "session_opens",
        "log": "The portals hum; a new session begins.",
        "push": [first, start, {"op": "turn"}],
    }


# --- the session's stack -----------------------------------------------------------------------


@auto("session_start")
def _session_start(ctx, step):
    state = ctx.state
    counts = story.tile_counts(state) or LENGTHS[state["options"]["length"]]
    n = len(state["members"])
    stack, box = [], {}
    for kind, per in counts.items():
        pile = K.shuffle(content.tiles_of(kind), f"tiles:{kind}", ctx.chance)
        want = per * n
        while len(pile) < want:  # a stack that runs short comes round again (see "retold")
            pile += K.shuffle(content.tiles_of(kind), f"tiles:{kind}", ctx.chance)
        stack += pile[:want]
        box[kind] = pile[want:]
    stack = K.shuffle(stack, "tiles:session", ctx.chance)
    changes = [
        (["stack"], stack),
        (["stack_total"], len(stack)),
        (["box"], box),
        (["decks"], fresh_decks(ctx.chance)),
        (["phase"], "journey"),
        (["round"], 1),
        (["turn"], 0),
        (["party", "rations"], max(state["party"]["rations"], S.START_RATIONS)),
    ]
    changes += S.rested(state)
    ctx.emit(
        "stack_built",
        f"The session's map holds {W.count(len(stack), 'tile')}; the party has "
        f"{max(state['party']['rations'], S.START_RATIONS)} Rations.",
        changes=changes,
        pop=1,
        reveal=True,
    )


# --- turns -------------------------------------------------------------------------------------


def active(state: dict) -> dict:
    return char(state, state["members"][state["turn"]])


@auto("turn")
def _turn(ctx, step):
    state = ctx.state
    if not any(S.able(ch) for ch in members(state)):
        ctx.emit(
            "exhausted", "Nobody in the party can stand any longer.", pop=1, push=[{"op": "wipe"}]
        )
        return
    ch = active(state)
    rations = state["party"]["rations"]
    if rations > 0:
        ctx.emit(
            "ration",
            f"Round {state['round']}: {ch['name']}'s turn; a Ration is eaten ({rations - 1} left).",
            changes=[(["party", "rations"], rations - 1)],
        )
    else:
        ctx.emit("hungry", f"Round {state['round']}: {ch['name']}'s turn, and no Rations left.")
        for other in members(state):
            O.hurt(ctx, other["id"], 1, "hunger")
    ctx.emit(
        "turn_begins",
        "",
        changes=[(["ration_clues"], 0)],
        push=[asking("turn_action", fed=rations > 0), {"op": "next_turn"}],
    )


@auto("next_turn")
def _next_turn(ctx, step):
    state = ctx.state
    if state["combat"] is None and not state["stack"] and state["ended"] is None:
        ctx.emit(
            "map_done",
            "Every tile of the session has been played.",
            pop=1,
            push=story.closing_steps(state),
        )
        return
    turn, rnd = state["turn"] + 1, state["round"]
    changes = []
    if turn >= len(state["members"]):
        turn, rnd = 0, rnd + 1
        changes.append((["round_tested"], []))  # a new Game Round: everyone may test once again
    changes += [(["turn"], turn), (["round"], rnd)]
    ctx.emit("turn_ends", "", pop=1, changes=changes, push=[{"op": "turn"}])


def tested_this_round(state: dict, cid: str) -> bool:
    """The book: one skill check per character per Game Round, whatever Destiny refreshes."""
    return cid in state.get("round_tested", [])  # an old save has no such list: nobody has


def may_test(state: dict, ch: dict, skill: str | None = None) -> bool:
    """Able, not yet tested this round and allowed the skill (the activation aside)."""
    return (
        S.able(ch)
        and not tested_this_round(state, ch["id"])
        and not (skill and C.forbidden(ch, skill))
    )


def can_test(state: dict, ch: dict, skill: str | None = None) -> bool:
    return may_test(state, ch, skill) and ch["id"] not in state["tested"]


def mark_tested(state: dict, cid: str, refresh: bool = False) -> list:
    """Activation: once everyone able has tested, all may test again (a Destiny refresh leaves
    the activations as they are); either way the character has had this round's test."""
    changes = [(["round_tested"], state.get("round_tested", []) + [cid])]
    if refresh:
        return changes
    tested = state["tested"] + [cid]
    if all(c["id"] in tested for c in members(state) if S.able(c)):
        tested = []
    return changes + [(["tested"], tested)]


def tester_options(
    state: dict, attribute: str, skill: str, red: int, kind: str, dis=()
) -> list[dict]:
    out = []
    for ch in members(state):
        if not may_test(state, ch, skill):
            continue
        p = C.describe(C.pool(state, ch["id"], attribute, skill, dis=dis, red=red))
        if ch["id"] not in state["tested"]:
            out.append(
                {
                    "type": kind,
                    "cid": ch["id"],
                    "refresh": False,
                    "label": f"{ch['name']} tries",
                    "preview": p,
                }
            )
        elif ch["destiny"] > 0:
            out.append(
                {
                    "type": kind,
                    "cid": ch["id"],
                    "refresh": True,
                    "label": f"{ch['name']} spends Destiny to refresh and tries",
                    "preview": p,
                }
            )
    return out


def tester_changes(state: dict, cmd: dict) -> list:
    changes = mark_tested(state, cmd["cid"], cmd["refresh"])
    if cmd["refresh"]:
        ch = char(state, cmd["cid"])
        changes.append((path_of(cmd["cid"], "destiny"), ch["destiny"] - 1))
    return changes


def carried(state: dict, trait: str) -> list[tuple[dict, dict, object]]:
    """(character, item, the trait's value) for every item in the party with ``trait``."""
    return [
        (ch, item, I.traits(item)[trait])
        for ch in members(state)
        for item in ch["gear"]
        if I.traits(item).get(trait)
    ]


def _turn_options(state, step):
    tile = state["tile"] and content.load()["tiles"][state["tile"]]
    out = []
    if state["stack"]:
        out.append(
            {
                "type": "travel",
                "label": "Travel",
                "preview": f"{W.count(len(state['stack']), 'tile')} left",
            }
        )
        for ch, item, x in carried(state, "discard_map_draw"):
            out.append(
                {
                    "type": "travel",
                    "cid": ch["id"],
                    "uid": item["uid"],
                    "label": f"Travel, reading {ch['name']}'s {I.label(item)}",
                    "preview": f"draw {W.count(x, 'tile')} and choose one",
                }
            )
    if tile:
        resource = SCAVENGE[tile["kind"]][0]
        if any(
            can_test(state, ch) or (may_test(state, ch) and ch["destiny"] > 0)
            for ch in members(state)
        ):
            out.append(
                {"type": "scavenge", "label": f"Scavenge for {resource}", "preview": "three tests"}
            )
        if tile["kind"] == "settlement" and state["friendly"]:
            out.append(
                {
                    "type": "visit",
                    "label": f"Visit {W.place(tile['name'])}",
                    "preview": "trade, craft, full rest",
                }
            )
    out.append(
        {"type": "rest", "label": "Rest", "preview": f"every character recovers {REST} Energy"}
    )
    for ch, item, x in carried(state, "discard_rest"):
        out.append(
            {
                "type": "rest",
                "cid": ch["id"],
                "uid": item["uid"],
                "label": f"Rest, {ch['name']} using {I.label(item)}",
                "preview": f"{ch['name']} recovers {x} more",
            }
        )
    return out + free_options(state)


def _turn_text(state, step):
    return "turn", {
        "text": f"{active(state)['name']}'s turn: choose the party's action.",
        "cid": active(state)["id"],
        "fed": step.get("fed", True),  # a Ration was eaten as the turn began (none: hunger)
    }


@ask("turn_action", _turn_text, _turn_options)
def _turn_action(ctx, step, cmd):
    kind = cmd["type"]
    if kind == "travel":
        draw = 1
        if "uid" in cmd:
            draw = discard(ctx, cmd["cid"], cmd["uid"]).get("discard_map_draw", 1)
        ctx.emit("action", "", pop=1, push=[{"op": "travel", "draw": draw}])
    elif kind == "scavenge":
        ctx.emit("action", "", pop=1, push=[asking("scavenger")])
    elif kind == "visit":
        ctx.emit("action", "", pop=1, push=[{"op": "visit"}])
    elif kind == "rest":
        extra = {}
        if "uid" in cmd:
            extra = {cmd["cid"]: discard(ctx, cmd["cid"], cmd["uid"])["discard_rest"]}
        ctx.emit("rest", "The party rests.", pop=1)
        for ch in members(ctx.state):
            O.heal(ctx, ch["id"], REST + extra.get(ch["id"], 0), "rest")
    else:
        do_free(ctx, cmd)


def discard(ctx, cid: str, uid: int) -> dict:
    """Discard a one-use item; returns its traits."""
    ch = char(ctx.state, cid)
    item = next(i for i in ch["gear"] if i["uid"] == uid)
    ctx.emit(
        "discarded",
        f"{ch['name']} uses up {I.label(item)}.",
        changes=[(path_of(cid, "gear"), [i for i in ch["gear"] if i["uid"] != uid])],
    )
    return I.traits(item)


# --- travel and events --------------------------------------------------------------------------


@auto("travel")
def _travel(ctx, step):
    stack = ctx.state["stack"]
    if step["draw"] > 1 and len(stack) > 1:
        drawn = stack[: step["draw"]]
        ctx.emit(
            "tiles_drawn",
            f"The party scouts {len(drawn)} routes.",
            reveal=True,
            pop=1,
            changes=[(["stack"], stack[len(drawn) :])],
            push=[asking("pick_route", tiles=drawn)],
        )
        return
    ctx.emit(
        "tile_drawn",
        "",
        pop=1,
        changes=[(["stack"], stack[1:])],
        push=[{"op": "arrive", "tile": stack[0]}],
    )


def _route_options(state, step):
    tiles = content.load()["tiles"]
    return [
        {"type": "route", "tile": t, "label": f"Go to {W.place(tiles[t]['name'])}"}
        for t in step["tiles"]
    ]


@ask("pick_route", lambda s, st: ("route", {"text": "Choose where to go."}), _route_options)
def _pick_route(ctx, step, cmd):
    rest = [t for t in step["tiles"] if t != cmd["tile"]]
    stack = K.shuffle(ctx.state["stack"] + rest, "tiles:session", ctx.chance)
    ctx.emit(
        "route",
        "",
        pop=1,
        changes=[(["stack"], stack)],
        push=[{"op": "arrive", "tile": cmd["tile"]}],
    )


@auto("arrive")
def _arrive(ctx, step):
    state, tile_id = ctx.state, step["tile"]
    tile = content.load()["tiles"][tile_id]
    seen = tile_id in state["party"]["seen"] or any(p["tile"] == tile_id for p in state["path"])
    event = {"scene": tile["scene"], **tile["test"]}
    event.setdefault("modifier", 0)
    line = f"The party reaches {W.place(tile['name'])} ({tile['kind']}): {tile['scene']}"
    entry = {"tile": tile_id, "kind": tile["kind"], "result": None}
    if seen:  # a tile met before: its event is retold by the d6 table on the card
        face = ctx.chance.die(6, "retold")
        variant = D.lookup(tile["retold"], face)
        event = {"modifier": 0, **variant}
        line = f"The party returns to {W.place(tile['name'])} (d6: {face}): {variant['scene']}"
        entry["face"] = face  # the passages told are this face's
    changes = [
        (["tile"], tile_id),
        (["path"], state["path"] + [entry]),
        (["friendly"], tile.get("friendly", False)),
    ]
    if tile_id not in state["party"]["seen"]:
        changes.append((["party", "seen"], state["party"]["seen"] + [tile_id]))
    push = [asking("free_scavenge"), asking("event", event=event)]
    if tile["kind"] == "settlement" and _pickpocket_options(state, {})[1:]:
        push[1] = asking("pickpocket", event=event)  # before the event: try, or leave it
    ctx.emit("arrived", line, changes=changes, pop=1, push=push, reveal=True)
    ctx.emit("told", T.shortened(T.told(tile_id, entry.get("face"))["opening"]))


def _free_scavenge_options(state, step):
    resource, attribute, skill = SCAVENGE[content.load()["tiles"][state["tile"]]["kind"]]
    out = [{"type": "skip", "label": "Nobody scavenges on arrival"}]
    for ch in members(state):
        if S.able(ch):
            out.append(
                {
                    "type": "free",
                    "cid": ch["id"],
                    "label": f"{ch['name']} scavenges for {resource}",
                    "preview": C.describe(C.pool(state, ch["id"], attribute, skill)),
                }
            )
    return out


@ask(
    "free_scavenge",
    lambda s, st: (
        "free_scavenge",
        scavenge_info(s, "Before the event: scavenge the new place once (free)?"),
    ),
    _free_scavenge_options,
)
def _free_scavenge(ctx, step, cmd):
    if cmd["type"] == "skip":
        ctx.emit("no_scavenge", "", pop=1)
        return
    resource, attribute, skill = SCAVENGE[content.load()["tiles"][ctx.state["tile"]]["kind"]]
    ctx.emit(
        "scavenging",
        "",
        pop=1,
        push=[
            C.test_step(cmd["cid"], attribute, skill, W.scavenge_for(resource)),
            {"op": "scavenged", "cid": cmd["cid"], "bonus": 0},
        ],
    )


PICKPOCKET = ("agility", "mechanics")
CAUGHT = "caught picking pockets"


def _pickpocket_options(state, step):
    out = [{"type": "skip", "label": "Nobody picks pockets here"}]
    for ch in members(state):
        if "pickpocket" in ch["traits"] and can_test(state, ch, PICKPOCKET[1]):
            out.append(
                {
                    "type": "pick",
                    "cid": ch["id"],
                    "label": f"{ch['name']} picks pockets (pass: a basic item; fail: a red "
                    "die on this settlement's test)",
                    "preview": C.describe(C.pool(state, ch["id"], *PICKPOCKET)),
                }
            )
    return out


@ask(
    "pickpocket",
    lambda s, st: ("pickpocket", {"text": "A crowded settlement: try a pickpocket's luck?"}),
    _pickpocket_options,
)
def _pickpocket_ask(ctx, step, cmd):
    """Pickpocket (the book: "can roll"): a test that counts for the activation rule."""
    if cmd["type"] == "skip":
        ctx.emit("no_pickpocket", "", pop=1, push=[asking("event", event=step["event"])])
        return
    ctx.emit(
        "pickpocketing",
        "",
        pop=1,
        changes=mark_tested(ctx.state, cmd["cid"]),
        push=[
            C.test_step(cmd["cid"], *PICKPOCKET, W.PICKPOCKETING),
            {"op": "pickpocket", "event": step["event"]},
        ],
    )


@auto("pickpocket")
def _pickpocket(ctx, step):
    """A success lifts a basic item; a failure puts a red die on the settlement's own test."""
    roll = ctx.state["roll"]
    event = step.get("event")  # an old save asked the event already
    then = [asking("event", event=event, caught=not roll["success"])] if event else []
    if roll["success"]:
        ctx.emit(
            "pickpocketed",
            "A purse changes hands unseen.",
            pop=1,
            push=[{"op": "draw_loot", "kind": "basic"}] + then,
        )
    else:
        ctx.emit("caught", "Caught! The town will remember at its test.", pop=1, push=then)


def _event_text(state, step):
    e = step["event"]
    data = content.load()
    tile = data["tiles"][state["tile"]]
    test = (
        f"{data['attributes'][e['attribute']]['name']} + {data['skills'][e['skill']]['name']}"
        + (f", {e['modifier']} red" if e["modifier"] else "")
    )
    return "event", {
        "text": f"{tile['name']}: {e['scene']} Test: {test}. Who tries?",
        "opening": T.current(state)["opening"],
        "success": O.describe(tile["success"]),
        "failure": O.describe(tile["failure"]),
        "test": C.test_info(e["attribute"], e["skill"], e["modifier"], e["scene"]),
    }


def scavenge_info(state: dict, text: str) -> dict:
    resource, attribute, skill = SCAVENGE[content.load()["tiles"][state["tile"]]["kind"]]
    return {"text": text, "resource": resource, "test": C.test_info(attribute, skill)}


def _event_options(state, step):
    e = step["event"]
    dis = [CAUGHT] if step.get("caught") else []
    out = tester_options(state, e["attribute"], e["skill"], e["modifier"], "try", dis)
    if not out:  # nobody may test (knocked out, forbidden, or tested this round already)
        out.append({"type": "give_up", "label": "Nobody can try: the event fails"})
    tile = content.load()["tiles"][state["tile"]]
    cost = clue_cost(state, REDRAW_EVENT)
    if state["party"]["clues"] >= cost and state["box"].get(tile["kind"]):
        out.append(
            {
                "type": "redraw",
                "label": f"Spend {W.count(cost, 'clue')} to draw another {tile['kind']} event",
                "preview": "the current one is set aside",
            }
        )
    return out


@ask("event", _event_text, _event_options)
def _event(ctx, step, cmd):
    state = ctx.state
    e = step["event"]
    if cmd["type"] == "redraw":
        kind = content.load()["tiles"][state["tile"]]["kind"]
        box = state["box"][kind]
        path = state["path"][:-1]
        ctx.emit(
            "redraw",
            "The clues point elsewhere.",
            pop=1,
            changes=[
                (["party", "clues"], state["party"]["clues"] - clue_cost(state, REDRAW_EVENT)),
                (["box", kind], box[1:]),
                (["path"], path),
            ],
            push=[{"op": "arrive_again", "tile": box[0]}],
        )
        return
    if cmd["type"] == "give_up":
        ctx.emit("event_abandoned", "", pop=1, push=[{"op": "event_result", "cid": None}])
        return
    ctx.emit(
        "tester",
        f"{name(state, cmd['cid'])} takes the test.",
        pop=1,
        changes=tester_changes(state, cmd),
        push=[
            C.test_step(
                cmd["cid"],
                e["attribute"],
                e["skill"],
                W.EVENT,
                dis=[CAUGHT] if step.get("caught") else [],
                red=e["modifier"],
                event=True,
            ),
            {"op": "event_result", "cid": cmd["cid"]},
        ],
    )


@auto("arrive_again")
def _arrive_again(ctx, step):
    """A redrawn event: the new tile's event, without a second free scavenge."""
    tile = content.load()["tiles"][step["tile"]]
    event = {"scene": tile["scene"], "modifier": 0, **tile["test"]}
    entry = {"tile": step["tile"], "kind": tile["kind"], "result": None}
    ctx.emit(
        "arrived",
        f"Instead: {tile['name']}. {tile['scene']}",
        pop=1,
        reveal=True,
        changes=[
            (["tile"], step["tile"]),
            (["path"], ctx.state["path"] + [entry]),
            (["friendly"], tile.get("friendly", False)),
        ],
        push=[asking("event", event=event)],
    )
    ctx.emit("told", T.shortened(tile["opening"]))


@auto("event_result")
def _event_result(ctx, step):
    state = ctx.state
    tile = content.load()["tiles"][state["tile"]]
    roll = state["roll"] if step["cid"] else None
    success = bool(roll and roll["success"])
    path = [dict(p) for p in state["path"]]
    path[-1]["result"] = "success" if success else "failure"
    changes = [
        (["path"], path),
        (["won" if success else "lost"], state["won" if success else "lost"] + 1),
    ]
    if roll and roll["crit"] and not roll["passed"]:
        changes.append((["party", "xp"], state["party"]["xp"] + 1))
    line = (
        f"{tile['name']}: {'SUCCESS' if success else 'FAILURE'}"
        + (" (critical: +1 XP)" if roll and roll["crit"] and not roll["passed"] else "")
        + ". "
        + T.shortened(T.told(tile["id"], path[-1].get("face"))[f"{path[-1]['result']}_text"])
    )
    ctx.emit("event_marked", line, changes=changes, pop=1)
    push = O.apply_outcomes(ctx, tile["success" if success else "failure"], step["cid"])
    if push:
        ctx.emit("consequences", "", push=push)


# --- the end of a session -----------------------------------------------------------------------


@auto("session_end")
def _session_end(ctx, step):
    state = ctx.state
    faces = D.roll_black_red(
        state["won"], state["lost"], ctx.chance, max_black=D.MAX_POOL, max_red=D.MAX_POOL
    )
    bonus = max(0, D.net_successes(faces["black"], faces["red"]))
    ctx.emit(
        "bonus_xp",
        f"Session over: {W.count(state['won'], 'event')} won, {state['lost']} lost. The "
        f"bonus roll (black {faces['black']}, red {faces['red']}) gives {bonus} XP.",
        changes=[
            (["party", "xp"], state["party"]["xp"] + bonus),
            (["bonus"], faces),
            (["ended"], "completed"),
            (["phase"], "end"),
        ],
        pop=len(state["agenda"]),
        push=[asking("train"), {"op": "finish"}],
        reveal=True,
    )


@auto("wipe")
def _wipe(ctx, step):
    """The whole party has fallen: they leave the roster with what they carried, and the
    party's XP is gone with them."""
    state = ctx.state
    fallen = list(state["members"])
    roster = {k: v for k, v in state["party"]["roster"].items() if k not in fallen}
    names = ", ".join(name(state, c) for c in fallen)
    ctx.emit(
        "wiped",
        f"The party falls: {names}. Their loot and experience are lost.",
        changes=[
            (["party", "roster"], roster),
            (["party", "xp"], 0),
            (["party", "fallen"], state["party"]["fallen"] + [name(state, c) for c in fallen]),
            (["ended"], "wiped"),
            (["phase"], "end"),
            (["combat"], None),
        ],
        pop=len(state["agenda"]),
        push=[{"op": "finish"}],
    )


@auto("finish")
def _finish(ctx, step):
    state = ctx.state
    party = state["party"]
    ctx.emit(
        "session_over",
        "",
        pop=1,
        changes=[
            (["party", "sessions"], party["sessions"] + 1),
            (["result"], {"ended": state["ended"], "won": state["won"], "lost": state["lost"]}),
        ],
    )
