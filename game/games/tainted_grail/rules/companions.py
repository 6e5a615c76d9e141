"""Companions (the book's COMPANIONS; ours are in companions.yaml): who walks with whom, Pell on
his shore, Sixpence on the wind, their day Actions, their evening needs, and the
once-per-Encounter help the Encounter engine asks about (``helps``, ``help``).

A companion has joined while part 1 of its status is marked (the story's
``status+ kin-<id>/1``) and leaves when that part is cleared. One that stands "with the party"
follows the Character who led the party that met it (``state["companions"][id]["with"]``), so it
is with whatever party that Character is in. One that stands "at NNN" never leaves that
Location. One that wanders (Sixpence) may land at each Start of the Day, after the first tithe:
a die on the ``companion`` stream, 5 or 6, puts him in the first Character's Location for the
Day, where a party may tithe to him once; unpaid by the End of the Day, he curses everyone there.

Between Actions, free, a Character hands a companion that walks with them to another Character
in the same Location. When a Character dies, a companion walking with them stays where they fell
(``{"waits": card}``) until a Character there takes it up, free, between Actions; while it waits
it helps nobody and asks for nothing (docs/rulings).
"""

from __future__ import annotations

from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import paying
from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import ask, asking, auto, effects_step

STREAM = "companion"
LANDS_ON = 5  # Sixpence lands on a 5 or a 6


def table() -> dict:
    return S.world()["companions"]


def short(kid: str) -> str:
    """The name a label uses: "Gristle", "The Cage-Lark"."""
    return table()[kid]["name"].split(",")[0]


def joined(state: dict, kid: str) -> bool:
    return 1 in state["statuses"].get(table()[kid]["status"], [])


def follows(state: dict, kid: str) -> str | None:
    """The Character a companion that stands with the party walks with."""
    cid = state["companions"].get(kid, {}).get("with")
    return cid if cid in state["chars"] else None


def location(state: dict, kid: str) -> str | None:
    """Where the companion is now (None: not met, or Sixpence away on the wind)."""
    if not joined(state, kid):
        return None
    stands = table()[kid]["stands"]
    if stands.startswith("at "):
        return P.available_card(state, S.number(stands[3:]))
    if stands == "wanders":
        return state["companions"].get(kid, {}).get("at")
    cid = follows(state, kid)
    return state["chars"][cid]["at"] if cid else waits(state, kid)


def waits(state: dict, kid: str) -> str | None:
    """Where a companion whose Character died waits to be taken up."""
    return state["companions"].get(kid, {}).get("waits")


def with_party(state: dict, party: list[str]) -> list[str]:
    """The companions travelling with any member of ``party``."""
    return [k for k in table() if joined(state, k) and follows(state, k) in party]


def here(state: dict, card: str) -> list[str]:
    """Every companion in the Location ``card`` (walking with someone there, or standing)."""
    return [k for k in table() if location(state, k) == card]


# --- joining and leaving (the story's statuses) -----------------------------------------------


def on_status(ctx, status_id: str, party: list[str]) -> None:
    """After the story marks or clears a status: a companion met by ``party`` joins its leader;
    one whose part 1 is cleared leaves."""
    state = ctx.state
    for kid, kin in table().items():
        if kin["status"] != status_id or kin["stands"] != "with the party":
            continue
        held = kid in state["companions"]
        if joined(state, kid) and not held and party:
            ctx.emit(
                "companion_joins",
                f"{short(kid)} now walks with {S.name(state, party[0])}.",
                changes=[(["companions", kid], {"with": party[0]})],
            )
        elif not joined(state, kid) and held:
            _drop(ctx, kid)


def _drop(ctx, kid: str) -> None:
    rest = {k: v for k, v in ctx.state["companions"].items() if k != kid}
    ctx.emit("companion_leaves", "", changes=[(["companions"], rest)])


def leave(ctx, kid: str, line: str) -> None:
    """The companion goes: part 1 of its status is cleared (its story's later parts stay)."""
    ctx.emit("companion_goes", line)
    E.mark(ctx, table()[kid]["status"], 1, on=False)
    if kid in ctx.state["companions"]:
        _drop(ctx, kid)


# --- handing over, staying behind, taking up (free, between Actions) ------------------------------


def hand_overs(state: dict) -> list[dict]:
    """The trade menu's companion commands: hand one to someone here, or take up one waiting."""
    out = []
    for kid in table():
        if not joined(state, kid):
            continue
        giver, spot = follows(state, kid), waits(state, kid)
        if giver is None and spot is None:
            continue
        for cid in state["order"]:
            if giver:
                if cid == giver or state["chars"][cid]["at"] != state["chars"][giver]["at"]:
                    continue
                out.append(
                    {
                        "type": "give",
                        "from": giver,
                        "to": cid,
                        "companion": kid,
                        "label": f"{S.name(state, giver)} gives {short(kid)} over to "
                        f"{S.name(state, cid)}",
                    }
                )
            elif state["chars"][cid]["at"] == spot:
                out.append(
                    {
                        "type": "take_up",
                        "who": cid,
                        "companion": kid,
                        "label": f"{S.name(state, cid)} takes up {short(kid)}, who waits here",
                    }
                )
    return out


def hand_over(ctx, kid: str, cid: str) -> None:
    """``kid`` walks with ``cid`` from now on (a hand-over or a taking up)."""
    ctx.emit(
        "companion_handed",
        f"{short(kid)} now walks with {S.name(ctx.state, cid)}.",
        changes=[(["companions", kid], {"with": cid})],
    )


def stay_behind(ctx, cid: str) -> None:
    """A Character died: each companion walking with them waits where they fell."""
    state = ctx.state
    spot = state["chars"][cid]["at"]
    for kid in table():
        if joined(state, kid) and follows(state, kid) == cid:
            ctx.emit(
                "companion_waits",
                f"{short(kid)} will not follow the dead; it waits at {S.location(spot)['name']}.",
                changes=[(["companions", kid], {"waits": spot})],
            )


# --- the day: Actions ---------------------------------------------------------------------------


def action_bill(kid: str) -> dict:
    kin = table()[kid]
    extra = kin["cost"]["costs"] if kin["cost"]["when"] == "action" else []
    return C.bill_of(kin["action"]["costs"] + extra)


def _option_words(effects: list[dict]) -> str:
    """What an Action brings, as a label says it: "1 Magic", "2 Terror less each"."""
    words = []
    for e in effects:
        if e["op"] == "gain":
            words.append(f"{e['amount']} {e['what'].capitalize()}")
        elif e["op"] == "lose":
            words.append(f"{e['amount']} {e['what'].capitalize()} less each")
        elif e["op"] == "draw-item":
            words.append(f"a {e['deck'].capitalize()} Item")
    return " and ".join(words) or "help"


def actions(state: dict, party: list[str]) -> list[tuple[dict, dict]]:
    """(command, bill) for each companion Action the party may take here today."""
    spot = state["chars"][party[0]]["at"]
    who = S.names(state, party)
    out = []
    for kid in here(state, spot):
        action = table()[kid].get("action")
        if action is None or f"kin:{kid}" in state["today"]["used"]:
            continue
        bill = action_bill(kid)
        for index, effects in enumerate(action["options"]):
            gets = _option_words(effects)
            out.append(
                (
                    {
                        "type": "companion",
                        "who": party[0],
                        "kin": kid,
                        "option": index,
                        "label": f"{who}: ask {short(kid)} for {gets}",
                        "preview": table()[kid]["rules"],
                    },
                    bill,
                )
            )
    return out


def take(ctx, command: dict) -> None:
    """The day menu's ``companion`` command: pay its bill, then its effects."""
    state = ctx.state
    kid = command["kin"]
    party = S.party_of(state, command["who"])
    spot = state["chars"][command["who"]]["at"]
    paying.settle(
        ctx,
        party,
        action_bill(kid),
        short(kid),
        [{"op": "kin_action", "kin": kid, "option": command["option"], "party": party, "at": spot}],
    )


@auto("kin_action")
def _kin_action(ctx, step):
    state = ctx.state
    kid = step["kin"]
    effects = table()[kid]["action"]["options"][step["option"]]
    ctx.emit(
        "companion_action",
        f"{S.names(state, step['party'])}: {short(kid)} obliges.",
        changes=[(["today", "used"], [*state["today"]["used"], f"kin:{kid}"])],
        pop=1,
        push=[effects_step(effects, step["party"], step["at"], f"kin {kid}")],
    )


# --- the Start and End of the Day -----------------------------------------------------------------


@auto("kin_start")
def _kin_start(ctx, step):
    """Wanderers leave with the night; after the first tithe, they may land again."""
    state = ctx.state
    ctx.emit("kin_morning", "", pop=1)
    for kid, kin in table().items():
        if kin["stands"] != "wanders" or not joined(state, kid):
            continue
        spot = None
        if ctx.chance.die(6, STREAM) >= LANDS_ON:
            spot = state["chars"][state["order"][0]]["at"]
        line = f"{short(kid)} lands at {S.location(spot)['name']}." if spot else ""
        ctx.emit("companion_lands", line, changes=[(["companions", kid], {"at": spot})])


@auto("kin_end")
def _kin_end(ctx, step):
    """The evening's needs: feeding those who want supper, the curse of an unpaid tithe."""
    state = ctx.state
    ctx.emit("kin_evening", "", pop=1)
    for kid, kin in table().items():
        cost = kin["cost"]
        if cost["when"] != "end-of-day" or not joined(state, kid):
            continue
        if cost["costs"]:
            _supper(ctx, kid)
        elif f"kin:{kid}" not in state["today"]["used"] and location(state, kid):
            spot = location(state, kid)
            there = S.at(state, spot)
            ctx.emit(
                "companion_curse",
                f"{short(kid)} was not paid: {cost['text']}" if there else "",
                changes=[(["companions", kid], {"at": None})],
            )
            if there:
                ctx.emit(
                    "curse", "", push=[effects_step(cost["parsed"], there, spot, f"kin {kid}")]
                )


def _supper(ctx, kid: str) -> None:
    state = ctx.state
    cid = follows(state, kid)
    if cid is None:
        return
    party = S.party_of(state, cid)
    bill = C.bill_of(table()[kid]["cost"]["costs"])
    if C.split(state, party, bill) is None:
        leave(ctx, kid, f"Nobody can feed {short(kid)}. {table()[kid]['cost']['text']}")
        return
    ctx.emit("supper_asked", "", push=[asking("kin_feed", kin=kid, party=party)])


def _feed_text(state, step):
    kid = step["kin"]
    bill = C.bill_of(table()[kid]["cost"]["costs"])
    return "kin_feed", {
        "text": f"{short(kid)} wants supper: {C.words(bill)}, or he leaves.",
        "kin": kid,
    }


def _feed_options(state, step):
    kid = step["kin"]
    bill = C.bill_of(table()[kid]["cost"]["costs"])
    return [
        {
            "type": "feed",
            "label": f"Feed {short(kid)} ({C.words(bill)})",
            "preview": f"{short(kid)} stays with {S.names(state, step['party'])}.",
        },
        {
            "type": "let_go",
            "label": f"Let {short(kid)} go",
            "preview": table()[kid]["cost"]["text"],
        },
    ]


@ask("kin_feed", _feed_text, _feed_options)
def _feed(ctx, step, command):
    kid = step["kin"]
    ctx.emit("supper_chosen", "", pop=1)
    if command["type"] == "let_go":
        leave(ctx, kid, f"{short(kid)} is let go. {table()[kid]['cost']['text']}")
        return
    bill = C.bill_of(table()[kid]["cost"]["costs"])
    paying.settle(ctx, step["party"], bill, f"{short(kid)}'s supper", [], back=step)


# --- what a seat sees ---------------------------------------------------------------------------


def view(state: dict) -> list[dict]:
    """The companions met and still with the story: where they are and what they do."""
    out = []
    for kid, kin in table().items():
        if not joined(state, kid):
            continue
        out.append(
            {
                "id": kid,
                "name": kin["name"],
                "short": short(kid),
                "flavour": kin["flavour"],
                "rules": kin["rules"],
                "stands": kin["stands"],
                "with": follows(state, kid),
                "at": location(state, kid),
                "story": list(state["statuses"].get(kin["status"], [])),
                "parts": S.world()["statuses"][kin["status"]]["parts"],
            }
        )
    return out
