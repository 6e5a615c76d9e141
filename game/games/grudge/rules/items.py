"""Use Item: changing weapons, looting a fallen monster's weapon, looting the Stuck Pig."""

from __future__ import annotations

from game.games.grudge.rules import content
from game.games.grudge.rules import state as S
from game.games.grudge.rules.dice import resolver, roll_step, settle
from game.games.grudge.rules.engine import ask, asking, auto

W = S.WARRIOR
LOOT = {"luckstone": "a Luckstone", "runestone": "a Runestone", "two_runestones": "two Runestones"}


@auto("wield_item")
def _wield(ctx, step):
    w = ctx.state["warrior"]
    weapon = step["weapon"]
    dropped = [d for d in w["dropped"] if d != "weapon"]
    conditions = (
        w["conditions"] if "shield" in dropped else [c for c in w["conditions"] if c != "disarmed"]
    )
    ctx.emit(
        "weapon_changed",
        f"You switch to the {content.weapon_name(weapon)}.",
        changes=[
            (["warrior", "equipped"], weapon),
            (["warrior", "loaded"], False),
            (["warrior", "dropped"], dropped),
            (["warrior", "conditions"], conditions),
        ],
        pop=1,
    )


@auto("loot_weapon")
def _loot_weapon(ctx, step):
    state = ctx.state
    drops = list(state["board"]["drops"])
    for i, drop in enumerate(drops):
        if drop["weapon"] == step["weapon"] and drop["square"] == step["at"]:
            del drops[i]
            break
    ctx.emit(
        "weapon_looted",
        f"You take the {content.weapon_name(step['weapon'])}.",
        changes=[
            (["board", "drops"], drops),
            (["warrior", "weapons"], state["warrior"]["weapons"] + [step["weapon"]]),
        ],
        pop=1,
    )


@auto("loot_pig")
def _loot_pig(ctx, step):
    if ctx.state["warrior"]["luck_spell"]:
        ctx.emit(
            "pig_looted",
            "You search the pig, and Luck guides your hand.",
            changes=[(["board", "pig_looted"], True), (["warrior", "luck_spell"], False)],
            pop=1,
            push=[asking("loot_pick")],
        )
    else:
        ctx.emit(
            "pig_looted",
            "You search the pig.",
            changes=[(["board", "pig_looted"], True)],
            pop=1,
            push=[roll_step("pig_loot")],
        )


def gain(state, item: str) -> list:
    if item == "luckstone":
        return [(["luckstones"], state["luckstones"] + 1)]
    extra = 2 if item == "two_runestones" else 1
    return [(["warrior", "runestones"], state["warrior"]["runestones"] + extra)]


@resolver("pig_loot")
def _pig_rolled(ctx, total):
    item = "luckstone" if total <= 3 else "runestone" if total <= 6 else "two_runestones"
    settle(
        ctx,
        "pig_treasure",
        f"Inside the pig: {LOOT[item]}!",
        changes=gain(ctx.state, item),
        item=item,
    )


@ask(
    "loot_pick",
    lambda s, st: ("loot_pick", {"text": "Luck is with you: pick the pig's treasure."}),
    lambda s, st: [{"type": "loot_pick", "item": k, "label": f"Take {v}"} for k, v in LOOT.items()],
)
def _picked(ctx, step, command):
    item = command["item"]
    ctx.emit(
        "pig_treasure",
        f"You take {LOOT[item]} from the pig.",
        changes=gain(ctx.state, item),
        pop=1,
        item=item,
    )
