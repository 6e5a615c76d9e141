"""How an Encounter ends: the checks made after every effect (a Combat won the moment the Pool
reaches the Value, a Diplomacy over the moment the Duration is gone, a Dying Character out of
it at once, nobody left), then the end itself: Shatter, the Conclusion, every card back in its
deck, and the interface's ``encounter_won`` / ``encounter_lost`` (encounters.settle)."""

from __future__ import annotations

from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import final_boss
from game.games.tainted_grail.rules.encounter import kings_bloom as KB
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.engine import auto


def checks(ctx) -> None:
    state = ctx.state
    if not B.in_play(state):
        return
    e = B.enc(state)
    for cid in list(e["party"]):
        if state["chars"][cid]["dying"]:
            leave(ctx, cid, "is Dying and drops out of the Encounter")
    e = B.enc(ctx.state)
    if e["kind"] == "combat" and e["pool"] >= B.encounter_card(state)["value"]:
        if not KB.shrouded(state):  # a shrouding Bloom must be pruned first
            finish(ctx, "win")
    elif e["kind"] == "diplomacy" and e["duration"] <= 0:
        if not final_boss.red_again(ctx):
            finish(ctx, "conclusion")
    elif not e["party"]:
        finish(ctx, "lose")


def leave(ctx, cid: str, why: str) -> None:
    """A Character leaves the Encounter; their cards stay in the Sequence until it ends."""
    state = ctx.state
    e = B.enc(state)
    changes: list = [
        (["encounter", "party"], [c for c in e["party"] if c != cid]),
        (["encounter", "gone"], [*e["gone"], cid]),
    ]
    if e["active"] == cid:
        changes += [
            (["encounter", "active"], None),
            (["agenda"], T.replaced(state["agenda"], "act", T.step("enc_turn"))),
        ]
    ctx.emit("encounter_left", f"{S.name(state, cid)} {why}.", changes=changes)


def finish(ctx, outcome: str, forced: bool = False) -> None:
    """End now: every pending step of the Encounter is dropped ("resolve nothing more");
    ``forced``: the red Conclusion whatever the Affinity (an Avoid that must take it)."""
    state = ctx.state
    close = {"op": "enc_close", "outcome": outcome, "forced": forced}
    ctx.emit(
        "encounter_ends",
        "",
        changes=[
            (["encounter", "over"], True),
            (["agenda"], T.replaced(state["agenda"], "enc", close)),
        ],
    )


@auto("enc_close")
def _close(ctx, step):
    state = ctx.state
    e = B.enc(state)
    card = B.encounter_card(state)
    outcome = step["outcome"]
    push: list = []
    if outcome == "conclusion":
        colour = "red" if step.get("forced") else B.colour(state)
        line = f"The talk ends on {colour}: {card['name']}'s Conclusion."
        who = e["active"] or (e["party"] or e["gone"] or [state["order"][0]])[0]
        push.append(T.fx(card["conclusion_effects"][colour], who, mode="conclusion"))
        result = "win" if colour == "green" else "lose"
    elif outcome in ("win", "run-away"):
        line = f"{card['name']} is beaten." if outcome == "win" else f"{card['name']} runs away."
        result = "win"
    elif card.get("final"):  # a King's last Encounter: given up, or nobody left
        line, push = final_boss.fail_steps(state)
        result = "lose"
    else:
        line = f"Nobody is left to face {card['name']}."
        result = "lose"
    told = [(["encounter", "ended"], line)]  # kept for the result (report.py)
    if outcome == "conclusion":
        told.append((["encounter", "conclusion"], colour))
    ctx.emit(
        "encounter_outcome",
        line,
        changes=[(["encounter", "no_loot"], outcome == "run-away"), *told],
        pop=1,
        push=[*push, {"op": "enc_cleanup", "result": result, "shatter": result == "win"}],
        reveal=True,
    )


@auto("enc_cleanup")
def _cleanup(ctx, step):
    state = ctx.state
    e = B.enc(state)
    if step["shatter"] and any(t["name"] == "shatter" for t in B.traits(state)):
        for cid in e["party"]:
            weapon = next(
                (i["id"] for i in state["chars"][cid]["items"] if i["active"] and _weapon(i)), None
            )
            if weapon:
                H.drop(ctx, cid, weapon, "shattered on the enemy")
    kind = e["kind"].capitalize()
    ctx.emit(
        "encounter_cleanup",
        f"Every {kind} card goes back into its deck.",
        changes=[(["encounter", "zones"], {}), (["encounter", "seq"], e["seq"][:1])],
        pop=1,
        push=[{"op": "encounter_won" if step["result"] == "win" else "encounter_lost"}],
    )


def _weapon(item: dict) -> bool:
    return "weapon" in H.item_card(item["id"])["keywords"]
