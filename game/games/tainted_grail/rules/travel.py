"""Travel and arriving: the price (1 Energy per party member, plus the day's Events, Going
Insane and the Characters' weaknesses), moving the models, then on arrival a King of Ruin
standing there, the Instant effect
(others already there may join the party first), and the cards the new Location's keys reveal.

An Instant effect with a limit is skipped while its Location has light Time markers, and leaves
that many markers when it happens. Special movement (the story placing the party) arrives the
same way but costs nothing. A party that an Instant moved on attaches no new cards.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import abilities as A
from game.games.tainted_grail.rules import encounter_start as N
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import kings, parties
from game.games.tainted_grail.rules import mapping as M
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.engine import ask, asking, auto, effects_step

MIREWALK, POLES = 115, 25  # the Mirewalker's Poles: cheaper Travel into or out of the Mirewalk


def bill(state: dict, party: list[str], to: str) -> dict:
    here = state["chars"][party[0]]["at"]
    n = len(party)
    energy = n * (1 + E.today(state, "travel-cost"))
    energy += sum(1 for c in party if state["chars"][c]["insane"])
    for cid in party:
        rule = S.hero(state, cid)["weakness"]["rule"]
        if rule == "settlement-travel" and "settlement" in S.location(to)["seals"]:
            energy += 1
        if rule == "heavy-load" and len(state["chars"][cid]["items"]) >= 3:
            energy += 1
    if S.has_secret(state, party, POLES) and MIREWALK in (S.number(here), S.number(to)):
        energy = max(1, energy - 1)  # 1 Energy less for the party, never free
    return {"energy": energy}


@auto("travel")
def _travel(ctx, step):
    state = ctx.state
    party, to = step["party"], step["to"]
    changes = [(["chars", c, "at"], to) for c in party]
    changes.append((["today", "travelled"], True))
    ctx.emit(
        "travelled",
        f"{S.acts(state, party, 'travel')} to {S.location(to)['name']}.",
        changes=changes,
        pop=1,
        push=[{"op": "arrive", "party": party, "to": to, "first": not state["today"]["travelled"]}],
    )


@auto("place_party")
def _place(ctx, step):
    """Special movement: no Travel, no cost, but it arrives like one."""
    state = ctx.state
    to = step["to"]
    if to not in state["map"]:
        M.reveal(ctx, to)
    party = [c for c in step["party"] if c in state["chars"]]
    ctx.emit(
        "placed",
        f"{S.acts(state, party, 'arrive')} at {S.location(to)['name']}.",
        changes=[(["chars", c, "at"], to) for c in party],
        pop=1,
        push=[{"op": "arrive", "party": party, "to": to, "first": False}],
    )


def arrived(state: dict, step: dict) -> list[str]:
    """The party an arrival's steps act for: the leader's party as it stands now (Characters
    already there may have joined it), those of it in the Location."""
    return [c for c in S.party_of(state, step["leader"]) if state["chars"][c]["at"] == step["to"]]


@auto("arrive")
def _arrive(ctx, step):
    state = ctx.state
    party, to = step["party"], step["to"]
    side = state["map"][to]["side"]
    after = {"leader": party[0], "to": to}
    push: list = kings.meetings(state, to)  # a King there is met before anything else
    for colour in [r.get("colour") for r in E.day_rules(state, "encounter-on-travel")]:
        if step["first"] and colour:
            push.append(N.draw_step(colour, party, to))
    instant = S.location(to)[side].get("instant")
    if instant and not (instant.get("limit") and state["map"][to]["light"]):
        if [c for c in S.at(state, to) if c not in party]:
            push.append(asking("join_instant", **after))
        push.append({"op": "instant", **after})
    push.append({"op": "attach", **after})
    push.append({"op": "arrival_abilities", **after})
    ctx.emit("arrived", "", pop=1, push=push)
    for cid in party:
        if S.hero(state, cid)["weakness"]["rule"] == "wyrd-entry-terror" and side == "wyrd":
            R.adjust(ctx, cid, "terror", 1, "the fog whispers")


def _join_text(state, step):
    return "join_instant", {
        "text": f"Something waits at {S.location(step['to'])['name']}. "
        "Those already there may join the party to face it."
    }


def _join_options(state, step):
    party = arrived(state, step)
    others = [c for c in S.at(state, step["to"]) if c not in party]
    out = [
        {"type": "join_them", "who": c, "label": f"{S.name(state, c)} joins them"} for c in others
    ]
    out.append({"type": "face_it", "label": "Face it as they are"})
    return out


@ask("join_instant", _join_text, _join_options)
def _join(ctx, step, command):
    if command["type"] == "face_it":
        ctx.emit("no_more_join", "", pop=1)
        return
    parties.join(ctx, command["who"], step["leader"])
    if [c for c in S.at(ctx.state, step["to"]) if c not in arrived(ctx.state, step)]:
        return  # the question stays for whoever else is there
    ctx.emit("everyone_joined", "", pop=1)


@auto("instant")
def _instant(ctx, step):
    state = ctx.state
    to = step["to"]
    side = state["map"][to]["side"]
    instant = S.location(to)[side]["instant"]
    changes = []
    if instant.get("limit"):
        changes.append((["map", to, "light"], instant["limit"]))
    text = instant.get("text", "")
    ctx.emit(
        "instant",
        f"{S.location(to)['name']}: {text}".strip(),
        changes=changes,
        pop=1,
        reveal=True,
        push=[effects_step(instant["effects"], arrived(state, step), to, f"instant {to}")],
    )


@auto("attach")
def _attach(ctx, step):
    ctx.emit("attaching", "", pop=1)
    if arrived(ctx.state, step):  # an Instant that moved the party on attaches nothing
        M.attach_around(ctx, step["to"])


@auto("arrival_abilities")
def _abilities(ctx, step):
    ctx.emit("arrival_done", "", pop=1)
    here = arrived(ctx.state, step)
    if here:
        A.trigger(ctx, here, "travel", step["to"])
