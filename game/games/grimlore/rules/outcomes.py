"""What an event's success or failure does: the closed outcome vocabulary of the tile files
(gains and losses, loot, Energy lost or healed, party tokens, a fight, a settlement's temper),
and losing Energy (Last Stand, knocked out)."""

from __future__ import annotations

from game.games.grimlore.rules import content
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.engine import char, members, path_of
from game.games.grimlore.rules.rewards import NAMES, loot_steps

PARTY_POOLS = ("gold", "ore", "organics", "essence", "rations", "clues", "xp")


def energy_changes(state: dict, cid: str, amount: int) -> tuple[list, str]:
    """Changes for ``cid`` losing ``amount`` Energy; Last Stand catches a fall to 0 once."""
    ch = char(state, cid)
    left = max(0, ch["energy"] - amount)
    changes, note = [], ""
    if left == 0 and "last_stand" in ch["traits"] and "last_stand" not in ch["once"]:
        left = ch["traits"]["last_stand"]
        changes.append((path_of(cid, "once"), ch["once"] + ["last_stand"]))
        note = f" Last Stand: {ch['name']} rises with {left} Energy."
    elif left == 0:
        note = f" {ch['name']} is knocked out."
    changes.append((path_of(cid, "energy"), left))
    return changes, note


def hurt(ctx, cid: str, amount: int, why: str) -> None:
    changes, note = energy_changes(ctx.state, cid, amount)
    ctx.emit(
        "hurt",
        f"{char(ctx.state, cid)['name']} loses {amount} Energy ({why}).{note}",
        changes=changes,
    )


def heal(ctx, cid: str, amount: int, why: str) -> None:
    ch = char(ctx.state, cid)
    new = min(S.max_energy(ch), ch["energy"] + amount)
    ctx.emit(
        "healed",
        f"{ch['name']} recovers {new - ch['energy']} Energy ({why}).",
        changes=[(path_of(cid, "energy"), new)],
    )


def apply_outcomes(ctx, outcomes: list[dict], tester: str | None) -> list[dict]:
    """Apply what can be applied now; returns the steps to push (loot, a fight)."""
    state, push = ctx.state, []
    for outcome in outcomes:
        ((key, value),) = outcome.items()
        party = state["party"]
        if key in PARTY_POOLS:
            new = max(0, party[key] + value)
            word = "gains" if value > 0 else "loses"
            ctx.emit(
                "pool",
                f"The party {word} {W.pool_amount(abs(new - party[key]), key)}.",
                changes=[(["party", key], new)],
            )
        elif key == "destiny":
            who = char(state, tester) if tester else members(state)[0]
            new = max(0, min(S.max_destiny(who), who["destiny"] + value))
            ctx.emit(
                "destiny",
                f"{who['name']} has {new} Destiny.",
                changes=[(path_of(who["id"], "destiny"), new)],
            )
        elif key == "loot":
            push += loot_steps([value])
        elif key == "hurt":
            hurt(ctx, tester or state["members"][0], value, "the event")
        elif key == "hurt_all":
            for ch in members(state):
                hurt(ctx, ch["id"], value, "the event")
        elif key == "heal_all":
            for ch in members(state):
                heal(ctx, ch["id"], value, "the event")
        elif key == "advantage":
            ctx.emit(
                "tokens",
                f"The party gains {W.count(value, 'advantage token')}.",
                changes=[(["advantage"], state["advantage"] + ["any"] * value)],
            )
        elif key == "disadvantage":
            ctx.emit(
                "tokens",
                f"The party takes {W.count(value, 'disadvantage token')}.",
                changes=[(["disadvantage"], state["disadvantage"] + value)],
            )
        elif key == "fight":
            push.append({"op": "combat_start", "monster": value})
        elif key == "lair":
            push.append({"op": "lair", "tier": value})
        elif key in ("hostile", "friendly"):
            ctx.emit(
                "temper",
                "The settlement turns hostile."
                if key == "hostile"
                else "The settlement welcomes the party.",
                changes=[(["friendly"], key == "friendly")],
            )
    return push


def describe(outcomes: list[dict]) -> str:
    """An event's outcomes in a player's words: "+3 gold, a basic item, the tester loses 1
    Energy"."""
    parts = []
    for outcome in outcomes:
        ((key, value),) = outcome.items()
        if key == "fight":
            parts.append(f"a fight with {W.the(content.load()['monsters'][value]['name'])}")
        elif key == "lair":
            parts.append(f"a fight with {W.a(value + ' monster')}")
        elif key in ("hostile", "friendly"):
            parts.append(f"the settlement turns {key}")
        elif key == "loot":
            parts.append(NAMES.get(value, f"2 {value}"))
        elif key in ("hurt", "hurt_all", "heal_all"):
            who = "the tester" if key == "hurt" else "everyone"
            verb = "recovers" if key == "heal_all" else "loses"
            parts.append(f"{who} {verb} {value} Energy")
        elif key in ("advantage", "disadvantage"):
            parts.append(W.count(value, f"{key} token"))
        elif isinstance(value, int) and not isinstance(value, bool):
            if key == "destiny":
                parts.append(f"{value:+d} Destiny for the tester")
            else:  # "+1 clue", "-2 Rations", "+3 XP"
                parts.append(("+" if value > 0 else "-") + W.pool_amount(abs(value), key))
        else:
            parts.append(f"{key} {value}")
    return ", ".join(parts)
