"""Advancing a Character at the End of the Day: raising Attributes, gaining Skills, advancing
the Combat and Diplomacy decks, and choosing which owned cards are in each deck (at least 10).

Costs (Challenge mode's in brackets): an Attribute point 2 [3] Exp + 1 for each point already in
its pair; a Skill 4 [5] Exp + 4 [5] for each Skill already in its pair, for an Attribute raised
to its current maximum (each Skill token adds a slot); a deck advance 2 [3] Exp, drawing 3 [2]
cards from the Advancement Pool (4 in Story mode) to keep one. The cards themselves (names and
keys) are part two's; here a card is its number in the Character's pool.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.engine import ask, asking

DECK_MINIMUM = 10
DECKS = ("combat", "diplomacy")


def card_ids(hero_id: str, kind: str, letter: str, count: int) -> list[str]:
    return [f"{hero_id}:{kind}:{letter}{n:02d}" for n in range(1, count + 1)]


def card_title(card: str) -> str:
    _, kind, number = card.split(":")
    return f"{kind.capitalize()} card {number}"


def opposite(attr: str) -> str:
    pair = next(p for p in S.PAIRS if attr in p)
    return pair[1] if pair[0] == attr else pair[0]


def raise_cost(state: dict, ch: dict, attr: str) -> int:
    base = 3 if S.mode(state) == "challenge" else 2
    return base + ch["attrs"][attr] + ch["attrs"][opposite(attr)]


def skill_cost(state: dict, ch: dict, attr: str) -> int:
    step = 5 if S.mode(state) == "challenge" else 4
    return step + step * (S.skills_of(ch, attr) + S.skills_of(ch, opposite(attr)))


def deck_terms(state: dict) -> tuple[int, int]:
    """(Exp cost, cards drawn) of a deck advance."""
    mode = S.mode(state)
    if mode == "challenge":
        return 3, 2
    return 2, 4 if mode == "story" else 3


def options(state: dict, cid: str) -> list[dict]:
    """What the Character can do at the Advance step (without "done"); what costs Exp says
    how much in ``exp``."""
    ch = state["chars"][cid]
    hero = S.hero(state, cid)
    out = []
    for attr in hero["attributes"]:
        value = ch["attrs"][attr]
        cost = raise_cost(state, ch, attr)
        if value < S.attr_cap(ch, attr) and ch["exp"] >= cost:
            out.append(
                {
                    "type": "raise",
                    "attr": attr,
                    "exp": cost,
                    "label": f"{S.name(state, cid)}: raise {attr.capitalize()} to {value + 1} "
                    f"({cost} Exp)",
                }
            )
        token = next(t for t in hero["skills"] if t["attr"] == attr)
        cost = skill_cost(state, ch, attr)
        gained = any(s["attr"] == attr for s in ch["skills"])
        if not gained and value == S.attr_cap(ch, attr) and ch["exp"] >= cost:
            for index, side in enumerate(token["sides"]):
                out.append(
                    {
                        "type": "skill",
                        "attr": attr,
                        "side": index,
                        "exp": cost,
                        "label": f"{S.name(state, cid)}: gain the {attr.capitalize()} Skill "
                        f"{side['name']} ({cost} Exp)",
                        "preview": side["text"],
                    }
                )
    cost, drawn = deck_terms(state)
    for kind in DECKS:
        deck = ch["decks"][kind]
        if deck["pool"] and ch["exp"] >= cost:
            out.append(
                {
                    "type": "advance_deck",
                    "deck": kind,
                    "exp": cost,
                    "label": f"{S.name(state, cid)}: advance the {kind.capitalize()} deck ({cost} "
                    f"Exp)",
                    "preview": f"Draw {drawn} cards from the pool, keep 1.",
                }
            )
        if len(deck["deck"]) > DECK_MINIMUM:
            out += [
                {
                    "type": "set_aside",
                    "deck": kind,
                    "card": c,
                    "label": f"{S.name(state, cid)}: set {card_title(c)} aside",
                }
                for c in deck["deck"]
            ]
        out += [
            {
                "type": "put_back",
                "deck": kind,
                "card": c,
                "label": f"{S.name(state, cid)}: put {card_title(c)} back in the deck",
            }
            for c in deck["aside"]
        ]
    return out


def _text(state, step):
    cid = step["cid"]
    ch = state["chars"][cid]
    return "advance", {
        "text": f"{S.name(state, cid)} has {ch['exp']} Exp to spend and may change their "
        "decks (at least 10 cards each).",
        "who": step["cid"],
    }


def _options(state, step):
    return [*options(state, step["cid"]), {"type": "done", "label": "Done"}]


@ask("advance", _text, _options)
def _choose(ctx, step, command):
    state = ctx.state
    cid = step["cid"]
    ch = state["chars"][cid]
    kind = command["type"]
    if kind == "done":
        ctx.emit("advance_done", "", pop=1)
    elif kind == "raise":
        attr = command["attr"]
        R.adjust(ctx, cid, "exp", -raise_cost(state, ch, attr), "advancement")
        ctx.emit(
            "attribute_raised",
            f"{S.name(state, cid)}'s {attr.capitalize()} rises to {ch['attrs'][attr] + 1}.",
            changes=[(["chars", cid, "attrs", attr], ch["attrs"][attr] + 1)],
        )
    elif kind == "skill":
        attr = command["attr"]
        side = next(t for t in S.hero(state, cid)["skills"] if t["attr"] == attr)["sides"][
            command["side"]
        ]
        R.adjust(ctx, cid, "exp", -skill_cost(state, ch, attr), "a new Skill")
        ctx.emit(
            "skill_gained",
            f"{S.name(state, cid)} gains the Skill {side['name']}: {side['text']}",
            changes=[
                (["chars", cid, "skills"], [*ch["skills"], {"attr": attr, "side": command["side"]}])
            ],
        )
    elif kind == "advance_deck":
        cost, drawn = deck_terms(state)
        deck = command["deck"]
        R.adjust(ctx, cid, "exp", -cost, "a deck advance")
        pool = ctx.state["chars"][cid]["decks"][deck]["pool"]
        cards = ctx.chance.shuffled(pool, f"advance:{cid}:{deck}")[:drawn]
        ctx.emit(
            "cards_drawn",
            f"{S.name(state, cid)} draws {len(cards)} cards from the "
            f"{deck.capitalize()} Advancement Pool.",
            reveal=True,
            push=[asking("keep_card", cid=cid, deck=deck, cards=cards)],
        )
    else:
        deck = dict(ch["decks"][command["deck"]])
        card = command["card"]
        if kind == "set_aside":
            deck["deck"] = [c for c in deck["deck"] if c != card]
            deck["aside"] = [*deck["aside"], card]
        else:
            deck["aside"] = [c for c in deck["aside"] if c != card]
            deck["deck"] = [*deck["deck"], card]
        word = "sets aside" if kind == "set_aside" else "puts back"
        ctx.emit(
            "deck_changed",
            f"{S.name(state, cid)} {word} {card_title(card)}.",
            changes=[(["chars", cid, "decks", command["deck"]], deck)],
        )


def _keep_text(state, step):
    return "keep_card", {
        "text": f"{S.name(state, step['cid'])} keeps one card for the "
        f"{step['deck'].capitalize()} deck; the rest go back.",
        "cards": step["cards"],
    }


def _keep_options(state, step):
    return [{"type": "keep", "card": c, "label": f"Keep {card_title(c)}"} for c in step["cards"]]


@ask("keep_card", _keep_text, _keep_options)
def _keep(ctx, step, command):
    state = ctx.state
    cid, kind = step["cid"], step["deck"]
    deck = dict(state["chars"][cid]["decks"][kind])
    deck["pool"] = [c for c in deck["pool"] if c != command["card"]]
    deck["deck"] = [*deck["deck"], command["card"]]
    ctx.emit(
        "card_kept",
        f"{S.name(state, cid)} adds {card_title(command['card'])} to the {kind.capitalize()} deck.",
        changes=[(["chars", cid, "decks", kind], deck)],
        pop=1,
    )
