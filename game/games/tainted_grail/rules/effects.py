"""Applying effect phrases (the content's vocabulary: ``gain 2 food``, ``secret+ 12``,
``guardian+ reed-widow @ here``, ``king+ osric @ 110`` ...) as events.

A list of effects runs as an agenda step, one effect at a time: the step pops itself, leaves the
rest of the list below, and applies the first, so an effect that needs a question or an
Encounter (drawn from a deck, say) is settled before the next effect of the list.

Who gets what (the book's three statements): a plain ``gain`` is the party's, shared out one
point at a time to whoever has least (they may trade later); ``each`` is every party member;
``all`` every Character in the game. Energy, Health and Terror belong to one body, so a plain
track effect is every party member's; Exp always goes to every Character (the book's Exp rule).
"""

from __future__ import annotations

from game.games.tainted_grail.rules import companions, encounter_start, guardians, kings, wyrdforms
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import mapping as M
from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules import waystones as W
from game.games.tainted_grail.rules.engine import auto

ENCOUNTER_ONLY = ("prevent", "pool", "affinity", "draw-cards")  # part two's Encounter engine


@auto("effects")  # the step engine.effects_step builds
def _effects(ctx, step_):
    rest = step_["list"][1:]
    push = [{**step_, "list": rest}] if rest else []
    ctx.emit("effect", "", pop=1, push=push)
    if step_["list"]:
        apply(ctx, step_["list"][0], step_["party"], step_["at"])


def _where(state: dict, at: str | None, party: list[str], name: str) -> str | None:
    """``here`` is the party's Location (or the step's)."""
    if name != "here":
        found = P.available_card(state, S.number(name))
        return found or name
    if at is not None:
        return at
    return state["chars"][party[0]]["at"] if party else None


def apply(ctx, effect: dict, party: list[str], at: str | None) -> None:
    state = ctx.state
    op = effect["op"]
    party = [c for c in party if c in state["chars"]] or list(state["order"])
    if op in ("gain", "lose"):
        _gain_lose(ctx, effect, party)
    elif op in ENCOUNTER_ONLY:
        return
    elif op in _SIMPLE:
        _SIMPLE[op](ctx, effect, party, at)
    else:
        raise ValueError(f"unknown effect {op!r}")


def _gain_lose(ctx, effect: dict, party: list[str]) -> None:
    state = ctx.state
    what, amount = effect["what"], effect["amount"]
    sign = 1 if effect["op"] == "gain" else -1
    scope = effect["scope"]
    if what == "exp" and scope == "party":
        scope = "all"
    if what in R.TRACKS and scope == "party":
        scope = "each"
    who = list(state["order"]) if scope == "all" else party
    if scope in ("each", "all"):
        for cid in who:
            R.adjust(ctx, cid, what, sign * amount)
        return
    for _ in range(amount):  # one point at a time: least first (a gain), most first (a loss)
        have = [c for c in who if sign > 0 or state["chars"][c][what] > 0]
        if not have:
            return
        pick = (min if sign > 0 else max)(
            have, key=lambda c: (state["chars"][c][what] * sign, who.index(c))
        )
        R.adjust(ctx, pick, what, sign)


def _mark(ctx, effect, party, on):
    """A status marked or cleared; a companion's status brings or sends it away."""
    E.mark(ctx, effect["status"], effect["part"], on=on)
    companions.on_status(ctx, effect["status"], party)


def _stage(ctx, effect, party, at):
    E.set_quest(ctx, effect["quest"], effect["stage"])


def _markers(ctx, effect, party, at):
    where = effect["at"]
    target = where if where.startswith("event ") else _where(ctx.state, at, party, where)
    if target is None:
        return
    if effect["op"] == "time":
        E.place_markers(ctx, effect["sign"], effect["timer"], effect["amount"], target)
        return
    spot = ctx.state["map"].get(target)
    if spot is None:
        return
    new = max(0, spot["quest"] + (effect["amount"] if effect["sign"] == "+" else -effect["amount"]))
    ctx.emit(
        "markers",
        f"{S.location(target)['name']} has {new} Quest marker{'s' if new != 1 else ''}.",
        changes=[(["map", target, "quest"], new)],
    )


def _guardian_in(ctx, effect, party, at):
    where = _where(ctx.state, at, party, effect["at"])
    if where is None:
        return
    if where not in ctx.state["map"]:
        M.reveal(ctx, where)
    guardians.place(ctx, effect["guardian"], where)


def _guardian_out(ctx, effect, party, at):
    guardians.remove(ctx, effect["guardian"], "leaves the Shore")


def _king_in(ctx, effect, party, at):
    where = _where(ctx.state, at, party, effect["at"])
    if where is None:
        return
    if where not in ctx.state["map"]:
        M.reveal(ctx, where)
    kings.place(ctx, effect["king"], where, effect["meets"])


def _push(ctx, steps: list[dict]) -> None:
    ctx.emit("effect", "", push=steps)


def _move(ctx, effect, party, at):
    where = _where(ctx.state, at, party, effect["location"])
    if where is None:
        return
    _push(ctx, [{"op": "place_party", "party": party, "to": where}])


def _explore(ctx, effect, party, at):
    where = _where(ctx.state, at, party, "here")
    _push(ctx, [{"op": "explore", "party": party, "at": where, "kind": "explore", "forced": True}])


def _verse(ctx, effect, party, at):
    _push(ctx, [{"op": "read", "verse": effect["verse"]}])


def _encounter(ctx, effect, party, at):
    where = _where(ctx.state, at, party, "here")
    if effect["op"] == "draw-encounter":
        _push(ctx, [encounter_start.draw_step(effect["colour"], party, where)])
    else:
        _push(ctx, [encounter_start.step(effect["encounter"], party, where, "named")])


def _chapter_end(ctx, effect, party, at):
    _push(ctx, [{"op": "chapter_end", "ending": effect["ending"]}])


_SIMPLE = {
    "draw-item": lambda ctx, e, party, at: H.draw_item(ctx, e["deck"], party),
    "gain-item": lambda ctx, e, party, at: H.gain_item(ctx, e["item"], party),
    "discard-item": lambda ctx, e, party, at: H.discard_cheapest(ctx, party),
    "lose-item": lambda ctx, e, party, at: H.lose_item(ctx, e["item"], party),
    "gain-secret": lambda ctx, e, party, at: H.gain_secret(ctx, e["secret"], party),
    "lose-secret": lambda ctx, e, party, at: H.lose_secret(ctx, e["secret"]),
    "mark": lambda ctx, e, party, at: _mark(ctx, e, party, True),
    "unmark": lambda ctx, e, party, at: _mark(ctx, e, party, False),
    "time": _markers,
    "qmarker": _markers,
    "quest": _stage,
    "add-event": lambda ctx, e, party, at: E.add_event(ctx, e["event"], e["where"]),
    "remove-event": lambda ctx, e, party, at: E.remove_event(ctx, e["event"]),
    "add-random": lambda ctx, e, party, at: E.add_random(ctx, e["amount"], e["per_character"]),
    "reveal": lambda ctx, e, party, at: M.reveal(ctx, _where(ctx.state, at, party, e["location"])),
    "flip": lambda ctx, e, party, at: M.flip(
        ctx, _where(ctx.state, at, party, e["location"]), e["side"]
    ),
    "replace": lambda ctx, e, party, at: M.replace(
        ctx, _where(ctx.state, at, party, e["location"]), e["by"]
    ),
    "place-guardian": _guardian_in,
    "remove-guardian": _guardian_out,
    "place-king": _king_in,
    "remove-king": lambda ctx, e, party, at: kings.remove(ctx, e["king"], "leaves the board"),
    "fade": lambda ctx, e, party, at: W.fade_at(
        ctx, _where(ctx.state, at, party, e["at"]), "the story"
    ),
    "waystone": lambda ctx, e, party, at: W.place_by_story(
        ctx, _where(ctx.state, at, party, e["at"])
    ),
    "time-passes": lambda ctx, e, party, at: E.time_passes(ctx, e["amount"]),
    "move": _move,
    "explore": _explore,
    "verse": _verse,
    "draw-encounter": _encounter,
    "encounter": _encounter,
    "chapter-end": _chapter_end,
    "wyrdform": lambda ctx, e, party, at: wyrdforms.gain_for(ctx, party, e["hero"]),
}
