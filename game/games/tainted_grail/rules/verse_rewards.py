"""A verse's rewards come once per Exploration (docs/rulings, The journal): a verse read again
in the same reading (the party went back to a crossroads verse and took the same way) shows its
words and applies its other effects again, but gives none of its rewards a second time. A way
that costs something buys its page's rewards again each time it is paid for (Mab's eels).

A reward is what the party takes away: a gain of any resource, track or Exp, Terror lost,
an Item drawn or named, a Secret. Losses, statuses, markers and changes to the map still happen:
they tell what the place is like, not what it gives."""

from __future__ import annotations

REWARD_OPS = ("draw-item", "gain-item", "gain-secret")


def is_reward(effect: dict) -> bool:
    op = effect["op"]
    if op == "gain":
        return effect.get("amount", 0) > 0
    if op == "lose":
        return effect.get("what") == "terror" and effect.get("amount", 0) > 0
    return op in REWARD_OPS


def has_rewards(effects: list[dict]) -> bool:
    return any(is_reward(e) for e in effects)


def once(effects: list[dict], vid: str, rewarded: list[str]) -> tuple[list[dict], bool]:
    """The effects to apply now, and whether rewards were held back (had already)."""
    if vid not in rewarded or not has_rewards(effects):
        return effects, False
    return [e for e in effects if not is_reward(e)], True
