"""The Scavenge action (*Scavenge*): one character makes three tests of the tile's pair for its
resource (a scavenging kit adds tries), each pass finding 1 (plus 1 for a matching trait), and a
Prospector's Lens may add to a good find. The free scavenge on arrival ends in the same find."""

from __future__ import annotations

from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import content
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules.engine import ask, asking, auto, char, name
from game.games.grimlore.rules.flow import (
    SCAVENGE,
    carried,
    discard,
    scavenge_info,
    tester_changes,
    tester_options,
)

SCAVENGE_BONUS = {"scavenger": "ore", "ancient_scholar": "essence", "natures_bounty": "organics"}
SCAVENGE_TRIES = 3


# --- scavenging ---------------------------------------------------------------------------------


def _scavenger_options(state, step):
    resource, attribute, skill = SCAVENGE[content.load()["tiles"][state["tile"]]["kind"]]
    out = tester_options(state, attribute, skill, 0, "scavenge")
    extra = []
    for option in out:
        ch = char(state, option["cid"])
        for item in ch["gear"]:
            if "discard_scavenge" in I.traits(item):
                extra.append(
                    {
                        **option,
                        "uid": item["uid"],
                        "label": f"{option['label']} with {I.label(item)}",
                    }
                )
    return out + extra


@ask(
    "scavenger",
    lambda s, st: ("scavenge", scavenge_info(s, "Who makes the three scavenge tests?")),
    _scavenger_options,
)
def _scavenger(ctx, step, cmd):
    state = ctx.state
    resource, attribute, skill = SCAVENGE[content.load()["tiles"][state["tile"]]["kind"]]
    tries = SCAVENGE_TRIES
    ctx.emit(
        "scavenger",
        f"{name(state, cmd['cid'])} scavenges for {resource}.",
        pop=1,
        changes=tester_changes(state, cmd),
    )
    if "uid" in cmd:
        tries += discard(ctx, cmd["cid"], cmd["uid"]).get("discard_scavenge", 0)
    push = []
    for _ in range(tries):
        push += [
            C.test_step(cmd["cid"], attribute, skill, W.scavenge_for(resource)),
            {"op": "scavenged", "cid": cmd["cid"], "bonus": 0},
        ]
    ctx.emit("scavenge_tests", "", push=push)


@auto("scavenged")
def _scavenged(ctx, step):
    state = ctx.state
    resource = SCAVENGE[content.load()["tiles"][state["tile"]]["kind"]][0]
    roll, party = state["roll"], state["party"]
    if not roll["success"]:
        ctx.emit("found_nothing", "", pop=1)
        return
    ch = char(state, step["cid"])
    gains = {resource: 1 + step["bonus"]}  # a bonus only in old saves (the lens came first)
    for trait, bonus_resource in SCAVENGE_BONUS.items():
        if trait in ch["traits"]:
            gains[bonus_resource] = gains.get(bonus_resource, 0) + 1
    changes = [(["party", k], party[k] + v) for k, v in gains.items()]
    if roll["crit"] or roll["net"] >= 2:
        changes.append((["party", "xp"], party["xp"] + 1))
    found = ", ".join(f"{v} {k}" for k, v in gains.items())
    ctx.emit(
        "found",
        f"{ch['name']} finds {found}."
        + (" A critical success: +1 XP." if roll["net"] >= 2 else ""),
        changes=changes,
        pop=1,
        push=[asking("haul", resource=resource)] if _haul_options(state, {})[1:] else [],
    )


def _haul_options(state, step):
    """After a successful scavenge: an item that adds to it (Discard: gain X from Scavenging)."""
    out = [{"type": "keep", "label": "Keep what was found"}]
    for ch, item, extra in carried(state, "discard_gain_scavenge"):
        out.append(
            {
                "type": "haul",
                "cid": ch["id"],
                "uid": item["uid"],
                "label": f"{ch['name']} uses up {I.label(item)}",
                "preview": f"+{extra} more",
            }
        )
    return out


@ask(
    "haul",
    lambda s, st: ("haul", {"text": f"A good find of {st['resource']}. Add to it?"}),
    _haul_options,
)
def _haul(ctx, step, cmd):
    if cmd["type"] == "keep":
        ctx.emit("haul_kept", "", pop=1)
        return
    extra = discard(ctx, cmd["cid"], cmd["uid"])["discard_gain_scavenge"]
    resource = step["resource"]
    ctx.emit(
        "haul",
        f"The party finds {extra} more {resource}.",
        pop=1,
        changes=[(["party", resource], ctx.state["party"][resource] + extra)],
    )
