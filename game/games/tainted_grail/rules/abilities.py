"""What a Character can do with their tile, Skills, Items and Secrets, by timing.

Each ability says when it works (``day``: an Action; ``start-of-day``, ``end-of-day``,
``travel`` (on entering a Location), ``rest`` (when Recovering with Food); ``combat``,
``diplomacy`` and ``passive`` wait for part two), what it costs (Energy and the like; ``flip``;
``discard``), where it works (wyrdness, clear, a Settlement) and its effect on its owner.

Rulings: an Action of a Character tile, Skill, Item or Secret can be used once a Day unless
the card is discarded to use it; a flipped card stays used until the next day. Timed abilities
with no price happen by themselves; those with a price (flip or discard) are offered.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import echoes as E
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import ask, asking, effects_step


def _fits(state: dict, cid: str, where: str | None, card: str | None = None) -> bool:
    if where is None:
        return True
    spot = card or state["chars"][cid]["at"]
    if where == "settlement":
        return "settlement" in S.location(spot)["seals"]
    return state["map"].get(spot, {}).get("side") == where


def listing(state: dict, cid: str, when: str, card: str | None = None) -> list[dict]:
    """The Character's abilities for ``when`` that work here and now (not used up today)."""
    world = S.world()
    ch = state["chars"][cid]
    found = []
    hero = world["heroes"][ch["hero"]]
    if when == "day":
        a = hero["ability"]
        found.append(
            {
                "key": f"ability:{cid}",
                "name": a["name"],
                "kind": "ability",
                "bill": C.bill_of(a["costs"]),
                "effects": a["effects"],
                "pay": None,
                "text": a["text"],
                "where": None,
            }
        )
    extra = E.advanced(state, cid) if when == "day" else None
    if extra is not None:  # Echoes of Ruin's Advanced Ability, beside the tile's own
        found.append(
            {
                "key": f"advanced:{cid}",
                "name": extra["name"],
                "kind": "ability",
                "bill": C.bill_of(extra["costs"]),
                "effects": extra["effects"],
                "pay": None,
                "text": extra["text"],
                "where": None,
            }
        )
    for skill in ch["skills"]:
        token = next(t for t in hero["skills"] if t["attr"] == skill["attr"])
        side = token["sides"][skill["side"]]
        if side["when"] == when:
            found.append(
                {
                    "key": f"skill:{cid}:{skill['attr']}",
                    "name": side["name"],
                    "kind": "skill",
                    "bill": C.bill_of(side["costs"]),
                    "effects": side["effects"],
                    "pay": None,
                    "text": side["text"],
                    "where": side.get("where"),
                }
            )
    for item in ch["items"]:
        if not item["active"]:
            continue
        for index, a in enumerate(world["items"][item["id"]]["abilities"]):
            if a["when"] == when:
                found.append(
                    _card_ability(
                        f"item:{cid}:{item['id']}:{index}",
                        item["id"],
                        world["items"][item["id"]]["name"],
                        a,
                        "item",
                    )
                )
    for number in H.secrets_of(state, cid):
        for index, a in enumerate(world["secrets"][number].get("abilities", [])):
            if a["when"] == when:
                found.append(
                    _card_ability(
                        f"secret:{cid}:{number}:{index}",
                        number,
                        world["secrets"][number]["name"],
                        a,
                        "secret",
                    )
                )
    used = state["today"]["used"]
    return [f for f in found if f["key"] not in used and _fits(state, cid, f["where"], card)]


def _card_ability(key: str, ref, name: str, a: dict, kind: str) -> dict:
    cost = a.get("cost")
    return {
        "key": key,
        "name": name,
        "kind": kind,
        "ref": ref,
        "bill": C.bill_of(a["costs"]),
        "effects": a["effects"],
        "pay": cost if cost in ("flip", "discard") else None,
        "text": a["text"],
        "where": a.get("where"),
    }


def automatic(ability: dict) -> bool:
    return not ability["bill"] and ability["pay"] is None


def use(ctx, cid: str, ability: dict) -> None:
    """Mark it used (or discard its card) and push its effects on its owner."""
    state = ctx.state
    line = f"{S.name(state, cid)} uses {ability['name']}: {ability['text']}"
    if ability["pay"] == "discard":
        ctx.emit("ability_used", line)
        if ability["kind"] == "item":
            H.use_up(ctx, cid, ability["ref"])
        else:
            H.lose_secret(ctx, ability["ref"])
    else:
        ctx.emit(
            "ability_used",
            line,
            changes=[(["today", "used"], [*state["today"]["used"], ability["key"]])],
        )
    if ability["effects"]:
        ctx.emit(
            "ability_effects",
            "",
            push=[
                effects_step(
                    ability["effects"], [cid], ctx.state["chars"][cid]["at"], ability["key"]
                )
            ],
        )


def trigger(ctx, cids: list[str], when: str, card: str | None = None) -> None:
    """At a timing: the ones with a price are offered once the free ones have happened."""
    found = [(cid, a) for cid in cids for a in listing(ctx.state, cid, when, card)]
    if any(not automatic(a) for _, a in found):
        ctx.emit(
            "abilities_offered", "", push=[asking("triggered", when=when, cids=cids, card=card)]
        )
    for cid, ability in found:
        if automatic(ability):
            use(ctx, cid, ability)


def _offers(state: dict, step: dict) -> list[tuple[str, dict]]:
    return [
        (cid, a)
        for cid in step["cids"]
        if cid in state["chars"]
        for a in listing(state, cid, step["when"], step.get("card"))
        if not automatic(a)
    ]


WHEN_WORDS = {
    "start-of-day": "the Start of the Day",
    "end-of-day": "the End of the Day",
    "travel": "arriving",
    "rest": "Recovering",
}


def _text(state, step):
    return "triggered", {
        "text": f"At {WHEN_WORDS.get(step['when'], step['when'])}: use any of these, then carry on."
    }


def _options(state, step):
    out = [
        {
            "type": "use_now",
            "key": a["key"],
            "label": f"{S.name(state, cid)}: {a['name']} ({a['pay']})",
            "preview": a["text"],
        }
        for cid, a in _offers(state, step)
    ]
    out.append({"type": "carry_on", "label": "Carry on"})
    return out


@ask("triggered", _text, _options)
def _choose(ctx, step, command):
    if command["type"] == "carry_on":
        ctx.emit("carry_on", "", pop=1)
        return
    cid, ability = next((c, a) for c, a in _offers(ctx.state, step) if a["key"] == command["key"])
    use(ctx, cid, ability)
