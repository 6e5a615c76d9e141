"""During the Day: the menu of Actions for every party, and what each Action does.

Each party (a Character alone is a party of one) may Explore (a clear Location with no
Guardian; the journal's choices carry their own costs), Travel to a connected Location (1 Energy
per member), Activate a Waystone (2 Energy and the price for every Character in the game: Magic
with Wealth or Food, or the Blood Price), Challenge a Guardian (free), take the Location's Action
(not with a Guardian there; a limited one leaves light Time markers), or use a member's
Character, Skill, Item or Secret Action (its owner pays part). Between Actions Characters join
and leave parties and trade. An Action nobody can pay in full is not offered. Then the End of the
Day, or the end of the evening (the campaign keeps the save sheet).
"""

from __future__ import annotations

from game.games.tainted_grail.rules import abilities as A
from game.games.tainted_grail.rules import companions as K
from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import encounter_start as N
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import guardians as G
from game.games.tainted_grail.rules import parties, paying
from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import travel as T
from game.games.tainted_grail.rules import waystones as W
from game.games.tainted_grail.rules.engine import ask, asking, auto, effects_step


def explore_bill(state: dict, party: list[str]) -> dict:
    """Explore costs nothing, but the day's Events and Going Insane may add to it."""
    extra = E.today(state, "explore-cost")
    return {"energy": max(0, extra) + sum(1 for c in party if state["chars"][c]["insane"])}


def location_action(state: dict, card: str) -> dict | None:
    """The Location's Action on its face now, if it can be taken today."""
    action = S.side_of(state, card).get("action")
    if action is None or G.here(state, card):
        return None
    if action.get("limit") and state["map"][card]["light"]:
        return None
    if E.today(state, "location-actions-closed") and "settlement" in S.location(card)["seals"]:
        return None
    return action


def _cost_note(bill: dict) -> str:
    return f" ({C.words(bill)})" if any(bill.values()) else ""


def structured(bill: dict, members: int, per_member: bool = False) -> dict:
    """A command's ``bill``: the whole party's price by resource, and whether it scales with
    the party (``per``: "member", with ``each`` the Energy of one member when it splits evenly)
    or is one price the party shares (``per``: "party")."""
    out = {k: v for k, v in bill.items() if v}
    if not per_member:
        return {**out, "per": "party"}
    energy = out.get("energy", 0)
    each = energy // members if members and energy % members == 0 else None
    return {**out, "per": "member", "members": members, "each": each}


def party_menu(state: dict, party: list[str]) -> list[dict]:
    leader = party[0]
    here = state["chars"][leader]["at"]
    who = S.names(state, party)
    spot = S.location(here)
    out = []

    def offer(command: dict, bill: dict, owner: str | None = None, scales=False) -> None:
        if C.split(state, party, bill, owner=owner) is not None:
            out.append(
                {
                    **command,
                    "label": command["label"] + _cost_note(bill),
                    "bill": structured(bill, len(party), scales),
                }
            )

    if state["map"][here]["side"] == "clear" and not G.here(state, here):
        offer(
            {
                "type": "explore",
                "who": leader,
                "label": f"{who}: Explore {spot['name']}",
                "preview": "Open the journal at this Location.",
            },
            explore_bill(state, party),
        )
    for dest in P.neighbours(state, here):
        offer(
            {
                "type": "travel",
                "who": leader,
                "to": dest,
                "label": f"{who}: Travel to {S.location(dest)['name']}",
                "preview": f"{S.location(dest)['name']} ({state['map'][dest]['side']}).",
            },
            T.bill(state, party, dest),
            scales=True,
        )
    for corner in P.empty_slots(state, here):
        takes = [None] if W.models_left(state) > 0 else list(state["waystones"])
        for take in takes:
            moved = "" if take is None else f", moving the one at {W.names_of(state, take)}"
            for label, bill in W.coin_bills(state, party):
                offer(
                    {
                        "type": "waystone",
                        "who": leader,
                        "corner": corner,
                        "how": "coin",
                        "with": label.lower() or "magic",
                        "take": take,
                        "label": f"{who}: Activate the {corner} waystone{moved}",
                        "preview": "Every wyrdness card it touches turns clear.",
                    },
                    bill,
                )
            offer(
                {
                    "type": "waystone",
                    "who": leader,
                    "corner": corner,
                    "how": "blood",
                    "take": take,
                    "label": f"{who}: Activate the {corner} waystone by the Blood Price{moved}",
                    "preview": "Health paid and Terror gained, shared as the party likes.",
                },
                W.price(state, "blood"),
            )
    for gid in G.here(state, here):
        out.append(
            {
                "type": "challenge",
                "who": leader,
                "guardian": gid,
                "label": f"{who}: Challenge {G.title(gid)}",
                "preview": "Beat it to drive it off; lose and it stays.",
                "bill": structured({}, len(party)),
            }
        )
    action = location_action(state, here)
    if action is not None:
        offer(
            {
                "type": "location_action",
                "who": leader,
                "label": f"{who}: {action['name']}",
                "preview": action["effect"],
            },
            C.bill_of(action["costs"]),
        )
    for command, bill in K.actions(state, party):
        offer(command, bill)
    for cid in party:
        for ability in A.listing(state, cid, "day"):
            extra = f" ({ability['pay']} it)" if ability["pay"] else ""
            offer(
                {
                    "type": "use",
                    "who": cid,
                    "key": ability["key"],
                    "label": f"{S.name(state, cid)}: {ability['name']}{extra}",
                    "preview": ability["text"],
                },
                ability["bill"],
                owner=cid,
            )
    return out


def menu(state: dict) -> list[dict]:
    out = []
    for party in state["parties"]:
        out += party_menu(state, party)
    out += parties.menu(state)
    if parties.trades(state) or K.hand_overs(state) or parties.swaps(state):
        out.append(
            {
                "type": "trade",
                "label": "Trade and gear",
                "preview": "Give Food, Wealth, Items, Secrets or companions; choose face-up Items.",
            }
        )
    out.append(
        {
            "type": "end_day",
            "label": "End the Day",
            "preview": "Rest, Recover, the wyrdness, Advancement and Visions.",
        }
    )
    out.append(
        {
            "type": "evening",
            "label": "End the evening here",
            "preview": "Stop playing for now; the campaign keeps everything as it is.",
        }
    )
    return out


def _text(state, step):
    return "day", {"text": f"Day {state['day']}: choose an Action for any party, or end the Day."}


def _options(state, step):
    return menu(state)


@ask("day", _text, _options)
def _choose(ctx, step, command):
    state = ctx.state
    kind = command["type"]
    if kind == "end_day":
        ctx.emit("end_day_chosen", "", pop=1, push=[{"op": "end_day"}])
        return
    if kind == "evening":
        ctx.emit("evening_menu", "", push=[asking("evening")])
        return
    if kind == "trade":
        ctx.emit("trade_menu", "", push=[asking("trade")])
        return
    if kind == "join":
        parties.join(ctx, command["who"], command["with"])
        return
    if kind == "leave":
        parties.leave(ctx, command["who"])
        return
    party = S.party_of(state, command["who"])
    here = state["chars"][command["who"]]["at"]
    if state.get("echoes"):  # after the Action: any Achievement it earned (echoes.py)
        ctx.emit("echoes_after", "", push=[{"op": "echoes_check"}])
    if kind == "explore":
        paying.settle(
            ctx,
            party,
            explore_bill(state, party),
            "Explore",
            [{"op": "explore", "party": party, "at": here, "kind": "explore"}],
        )
    elif kind == "travel":
        paying.settle(
            ctx,
            party,
            T.bill(state, party, command["to"]),
            "Travel",
            [{"op": "travel", "party": party, "to": command["to"]}],
        )
    elif kind == "waystone":
        if command["how"] == "blood":
            bill = W.price(state, "blood")
        else:
            bill = dict(W.coin_bills(state, party))[
                command["with"].capitalize() if command["with"] != "magic" else ""
            ]
        paying.settle(
            ctx,
            party,
            bill,
            "Activate a Waystone",
            [
                {
                    "op": "activate",
                    "party": party,
                    "at": here,
                    "corner": command["corner"],
                    "take": command["take"],
                    "how": command["how"],
                }
            ],
        )
    elif kind == "challenge":
        ctx.emit(
            "challenge",
            f"{S.acts(state, party, 'challenge')} {G.title(command['guardian'])}.",
            push=[N.step(G.guardian(command["guardian"])["encounter"], party, here, "guardian")],
        )
    elif kind == "location_action":
        action = location_action(state, here)
        paying.settle(
            ctx,
            party,
            C.bill_of(action["costs"]),
            action["name"],
            [{"op": "location_action", "party": party, "at": here}],
        )
    elif kind == "companion":
        K.take(ctx, command)
    elif kind == "use":
        ability = next(
            a for a in A.listing(state, command["who"], "day") if a["key"] == command["key"]
        )
        paying.settle(
            ctx,
            party,
            ability["bill"],
            ability["name"],
            [{"op": "use_ability", "cid": command["who"], "key": command["key"]}],
            owner=command["who"],
        )


@auto("activate")
def _activate(ctx, step):
    price = "the Blood Price" if step["how"] == "blood" else "Magic and coin"
    ctx.emit(
        "activating",
        f"{S.acts(ctx.state, step['party'], 'wake')} a waystone with {price}.",
        pop=1,
    )
    W.place(ctx, step["at"], step["corner"], step["take"])


@auto("location_action")
def _location_action(ctx, step):
    state = ctx.state
    here = step["at"]
    action = S.side_of(state, here)["action"]
    changes = [(["map", here, "light"], action["limit"])] if action.get("limit") else []
    ctx.emit(
        "location_action",
        f"{S.names(state, step['party'])}: {action['name']}.",
        changes=changes,
        pop=1,
        push=[effects_step(action["effects"], step["party"], here, f"action {here}")],
    )


@auto("use_ability")
def _use(ctx, step):
    ability = next(a for a in A.listing(ctx.state, step["cid"], "day") if a["key"] == step["key"])
    ctx.emit("using", "", pop=1)
    A.use(ctx, step["cid"], ability)


def _evening_text(state, step):
    return "evening", {
        "text": "End the evening here? The campaign keeps the save sheet: every "
        "Character, card and marker as they are now."
    }


def _evening_options(state, step):
    return [{"type": "confirm", "label": "Yes, end the evening"}, {"type": "back", "label": "Back"}]


@ask("evening", _evening_text, _evening_options)
def _evening(ctx, step, command):
    if command["type"] == "back":
        ctx.emit("evening_back", "", pop=1)
        return
    ctx.emit("evening_ends", "", pop=1, push=[{"op": "evening_end"}])
