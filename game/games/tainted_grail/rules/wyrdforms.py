"""Wyrdforms (the book's WYRDFORMS; ours are in wyrdforms.yaml): what the fog makes of a
Lampbearer.

Gaining one (the story's ``wyrdform+``): the Character's tile turns over, so ``S.hero`` reads
the wyrdform's ability and weakness from then on; the W cards join both decks for good
(advance.py never offers to set them aside, and they count toward the ten); and the Character
picks a side of the Wyrdform Skill. That Skill counts as a Skill of its Attribute (one slot, and
one Skill in its pair's Skill cost) and brings the fifth point: its Attribute has one slot more
again, to a top of 5 (``state.attr_cap``).
"""

from __future__ import annotations

from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import ask, asking


def form_of(state: dict, cid: str) -> dict | None:
    """The wyrdform a Character has taken, or None."""
    ch = state["chars"][cid]
    return S.world()["wyrdforms"][ch["hero"]] if ch.get("wyrdform") else None


def fixed(card: str) -> bool:
    """A W card: once gained it never leaves its deck."""
    return card.split(":")[2].startswith("W")


def skill_side(state: dict, cid: str) -> dict | None:
    """The side of the Wyrdform Skill the Character chose (None before the choice)."""
    mark = state["chars"][cid].get("wyrdform")
    if not mark or mark.get("side") is None:
        return None
    return S.world()["wyrdforms"][state["chars"][cid]["hero"]]["skill"]["sides"][mark["side"]]


def gain(ctx, cid: str) -> None:
    """The fog changes ``cid``: the tile, the W cards, then the Skill's side is asked."""
    state = ctx.state
    ch = state["chars"][cid]
    if ch.get("wyrdform"):
        return
    form = S.world()["wyrdforms"][ch["hero"]]
    changes = [(["chars", cid, "wyrdform"], {"attr": form["skill"]["attr"], "side": None})]
    for kind, cards in form["cards"].items():
        deck = ch["decks"][kind]
        changes.append(
            (
                ["chars", cid, "decks", kind],
                {
                    "deck": [*deck["deck"], *[c for c in cards if c not in deck["deck"]]],
                    "aside": [c for c in deck["aside"] if c not in cards],
                    "pool": [c for c in deck["pool"] if c not in cards],
                },
            )
        )
    ctx.emit(
        "wyrdform",
        f"{S.name(state, cid)} becomes {form['name']}. {form['flavour']} Three white cards "
        "join each deck for good.",
        changes=changes,
        push=[asking("wyrd_skill", cid=cid)],
    )


def gain_for(ctx, party: list[str], hero: str) -> None:
    """The ``wyrdform+`` phrase: every party member (or only the named hero's Character)."""
    for cid in party:
        if not hero or ctx.state["chars"][cid]["hero"] == hero:
            gain(ctx, cid)


def _skill_text(state, step):
    form = form_of(state, step["cid"])
    return "wyrd_skill", {
        "text": f"{S.name(state, step['cid'])} picks one side of the Wyrdform Skill "
        f"({form['skill']['attr'].capitalize()}, which may now rise to "
        f"{form['skill']['max']}); the other is gone for good.",
        "who": step["cid"],
    }


def _skill_options(state, step):
    form = form_of(state, step["cid"])
    return [
        {
            "type": "wyrd_side",
            "side": index,
            "label": f"{S.name(state, step['cid'])}: take {side['name']}",
            "preview": side["text"],
        }
        for index, side in enumerate(form["skill"]["sides"])
    ]


@ask("wyrd_skill", _skill_text, _skill_options)
def _pick(ctx, step, command):
    cid = step["cid"]
    mark = dict(ctx.state["chars"][cid]["wyrdform"])
    side = form_of(ctx.state, cid)["skill"]["sides"][command["side"]]
    mark["side"] = command["side"]
    ctx.emit(
        "wyrd_skill",
        f"{S.name(ctx.state, cid)} gains the Wyrdform Skill {side['name']}: {side['text']}",
        changes=[(["chars", cid, "wyrdform"], mark)],
        pop=1,
    )


def view(state: dict, cid: str) -> dict | None:
    """{name, flavour, skill: {attr, max, name*, text*}} or None before the change."""
    form = form_of(state, cid)
    if form is None:
        return None
    side = skill_side(state, cid) or {}
    return {
        "name": form["name"],
        "flavour": form["flavour"],
        "skill": {
            "attr": form["skill"]["attr"],
            "max": form["skill"]["max"],
            "name": side.get("name"),
            "text": side.get("text"),
        },
    }
