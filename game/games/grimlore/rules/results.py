"""The end of a combat round and of the fight: victory and its rewards, fleeing, the fallen
party, and the guard against a fight that never ends."""

from __future__ import annotations

from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules.engine import auto, members, path_of
from game.games.grimlore.rules.fight import cpath, fighters, living, monster
from game.games.grimlore.rules.rewards import loot_steps

MAX_ROUNDS = 30  # a fight this long ends with the party slipping away (see the rulings)


# --- the end of a round and of the fight ---------------------------------------------------------


@auto("round_end")
def _round_end(ctx, step):
    state = ctx.state
    if state["combat"] is None:
        ctx.emit("fight_over", "", pop=1)
        return
    if end_check(ctx):
        ctx.emit("fight_over", "", pop=1)
        return
    cb = state["combat"]
    changes = [(cpath("round"), cb["round"] + 1), (cpath("taunt"), None), (cpath("taunted"), {})]
    changes += [(cpath("pcs", k, "braced"), False) for k in cb["pcs"]]
    if cb["round"] >= MAX_ROUNDS:
        ctx.emit("stalemate", "The fight drags on until the party slips away.", pop=1)
        finish(ctx, "fled")
        return
    ctx.emit("round_end", "", pop=1, changes=changes, push=[{"op": "players_start"}])


def end_check(ctx) -> bool:
    """End the fight if it is decided; True when it ended."""
    state = ctx.state
    if state["combat"] is None:
        return True
    if not living(state):
        finish(ctx, "victory")
        return True
    if not fighters(state):
        fled = any(p["fled"] for p in state["combat"]["pcs"].values())
        finish(ctx, "fled" if fled else "wiped")
        return True
    return False


def drop_combat_steps(state: dict) -> int:
    """How many agenda steps on top belong to the fight (they are dropped when it ends)."""
    ops = (
        "combat_turn",
        "enemy_phase",
        "enemy_act",
        "round_end",
        "players_start",
        "enemy_hit",
        "attack_result",
        "test",
        "after_roll",
        "stood",
        "got_up",
        "fled",
        "turned",
        "volley",
        "thunder",
        "bless",
        "blow",
        "wound",
        "shield_up",
        "shadowmeld",
    )
    n = 0
    for step in reversed(state["agenda"]):
        if step["op"] in ops or step.get("kind") in ops:
            n += 1
        else:
            break
    return n


def finish(ctx, how: str) -> None:
    state = ctx.state
    m = monster(state)
    changes = [
        (["combat"], None),
        (["phase"], "journey"),
        (["advantage"], [t for t in state["advantage"] if t != "temp"]),
    ]
    if state.get("fought") == "begun":  # the Campaign Book's foe: how its fight ended
        changes.append((["fought"], how))
    for ch in members(state):
        if ch["energy"] <= 0 and how != "wiped":
            changes.append((path_of(ch["id"], "energy"), 1))
    drop = drop_combat_steps(state)
    if how == "wiped":
        ctx.emit(
            "fight_lost",
            f"{W.sentence(W.the(m['name']))} stands over the fallen party.",
            changes=changes,
            pop=drop,
            push=[{"op": "wipe"}],
        )
        return
    if how == "fled":
        push = []
        path = [dict(p) for p in state["path"]]
        if state["combat"].get("hunt"):  # the party went looking for it: no event to fail
            ctx.emit("hunt_fled", "The party slips away from the lair.", changes=changes, pop=drop)
            return
        if path and path[-1]["result"] == "success":
            path[-1]["result"] = "failure"
            changes += [(["won"], state["won"] - 1), (["lost"], state["lost"] + 1)]
        changes.append((["path"], path))
        ctx.emit(
            "fight_fled",
            "The party has fled; the event counts as failed.",
            changes=changes,
            pop=drop,
            push=push,
        )
        return
    big = len(state["members"]) >= 3
    gold, xp = m["gold"] * (2 if big else 1), m["xp"] * (2 if big else 1)
    changes += [
        (["party", "gold"], state["party"]["gold"] + gold),
        (["party", "xp"], state["party"]["xp"] + xp),
    ]
    ctx.emit(
        "fight_won",
        f"Victory over {W.the(m['name'])}: {gold} gold and {xp} XP.",
        changes=changes,
        pop=drop,
        push=loot_steps(m["loot"]),  # an empty line too: clues may turn it into an item
    )
