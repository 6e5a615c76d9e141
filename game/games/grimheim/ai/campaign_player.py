"""The computer player with the muster of a campaign battle added: a simple policy that grows
its warband (its advances are rolled by the rules, not chosen), and the battle AI
(player.choose) for everything else.

The muster policy, in order: mend an injury with a healing find; hand each kept find to the
model carrying fewest (Champion and Veterans first); hire the dearest recruit it can afford
while keeping a reserve for a surgeon, up to eight models; pay a surgeon for a lasting injury;
retire a model carrying three lasting injuries; then say it is ready."""

from __future__ import annotations

import random

from game.core.contract import bare
from game.games.grimheim.ai import hard, player

TIER_ORDER = {"champion": 0, "veteran": 1, "grunt": 2}
MOST_MODELS = 8
RESERVE = 30  # gold kept back for a surgeon


def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Normal's battles, with the muster."""
    return _mustering(player.choose, view, legal, rng)


def choose_hard(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Hard's battles, with the same muster (the level changes how it fights, not how it hires)."""
    return _mustering(hard.choose, view, legal, rng)


def _mustering(battle, view: dict, legal: list[dict], rng: random.Random) -> dict:
    if not at_muster(view, legal):
        return battle(view, legal, rng)
    return bare(muster(view, legal))


def at_muster(view: dict, legal: list[dict]) -> bool:
    """A muster decision: hiring, retiring and handing out finds last the whole campaign."""
    return any(c["type"] == "muster_done" for c in legal)


# Easy's careless moves stay on the battlefield: it musters as carefully as Normal
# (game/core/seats.py, at_level)
choose.careful = at_muster
choose_hard.careful = at_muster


def muster(view: dict, legal: list[dict]) -> dict:
    band = view["campaign"]["bands"][view["seat"]]
    models = {m["uid"]: m for m in band["models"]}
    of = {t: [c for c in legal if c["type"] == t] for t in ("equip", "hire", "treat", "retire")}
    mend = [c for c in of["equip"] if c["label"].startswith("Use the")]
    if mend:
        return mend[0]
    if of["equip"]:
        return min(
            of["equip"],
            key=lambda c: (
                len(models[c["model"]]["items"]),
                TIER_ORDER[models[c["model"]]["tier"]],
            ),
        )
    hires = [
        c
        for c in of["hire"]
        if len(models) < MOST_MODELS and _price(c) <= band["gold"] - (RESERVE if models else 0)
    ]
    if hires:
        return max(hires, key=_price)
    if of["treat"]:
        return of["treat"][0]
    worn = [c for c in of["retire"] if len(models[c["model"]]["injuries"]) >= 3]
    if worn:
        return worn[0]
    return next(c for c in legal if c["type"] == "muster_done")


def _price(command: dict) -> int:
    return command["preview"]["gold"]
