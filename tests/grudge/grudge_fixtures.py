"""Helpers for the Grudge rule tests: build a position directly, run agenda steps, answer
prompts through the contract (decide + apply), and roll scripted dice."""
from __future__ import annotations

from game.core.contract import Chance
from game.games.grudge.rules import engine
from game.games.grudge.rules import RULES
from game.games.grudge.rules.setup_flow import new_monster
from game.games.grudge.rules.state import new_round

W = "warrior"


class Dice(Chance):
    """A chance source whose d6 results are scripted; shuffles keep the given order, except
    that ``decks`` ({shuffle stream: cards}) puts the named cards on top of that deck."""

    def __init__(self, *faces: int, decks: dict | None = None) -> None:
        super().__init__(0)
        self.faces = list(faces)
        self.decks = decks or {}

    def die(self, sides: int = 6, stream: str | None = None) -> int:
        return self.faces.pop(0) if self.faces else 1

    def shuffled(self, items, stream: str = "shuffle"):
        top = list(self.decks.get(stream, ()))
        return top + [card for card in items if card not in top]


ENCOUNTER_ENTRY = {"goblin": "goblin", "boss": "goblin_boss", "troll": "troll"}


def make_state(warrior=(3, 4), monsters=(("goblin", "blade", (3, 3)),), walls=(), weapons=("axe",),
               shield=True, armor=True, stats=(4, 3, 2), health=5, init="D7",
               cards=("S9", "C5", "H4"), m_init="D5", m_cards=("S8", "C6", "H3"),
               luckstones=0, auto_pass=True, campfire=None, pig=None, bows_loaded=True) -> dict:
    """A fight in progress: the Warrior, monsters ``(kind, weapon[+"+shield"], square)``
    named m1.., this round's cards already chosen and drawn, and an empty agenda. Monster
    bows were Loaded in an earlier round unless ``bows_loaded`` is False."""
    state = RULES.initial_state({"luckstones": luckstones, "auto_pass": auto_pass})
    w = state["warrior"]
    w["square"] = list(warrior)
    w["stats"] = dict(zip(("spades", "clubs", "hearts"), stats))
    w["health"] = health
    w["weapons"] = list(weapons)
    w["equipped"] = weapons[0] if weapons else None
    # armor=False strips every piece, the shield included, so no notch questions come up
    w["armor"] = ({"helmet": 0, "breastplate": 0} | ({"shield": 0} if shield else {})) if armor \
        else {}
    for i, (kind, weapon, square) in enumerate(monsters):
        mid = f"m{i + 1}"
        entry = {"kind": ENCOUNTER_ENTRY.get(kind, kind), "weapon": weapon.split("+")[0],
                 "shield": weapon.endswith("+shield"), "spawn": "lurking"}
        m = new_monster(mid, entry)
        m["square"] = list(square)
        m["loaded"] = bows_loaded and m["weapon"] == "bow"
        state["monsters"][mid] = m
    state["board"]["walls"] = [list(s) for s in walls]
    state["board"]["pieces"] = [["tent", list(s)] for s in walls]
    state["board"]["campfire"] = list(campfire) if campfire else None
    state["board"]["pig"] = list(pig) if pig else None
    state["room"].update({"number": 1, "type": "outskirts", "encounter": "warparty",
                          "spawned": True})
    state["phase"] = "round"
    set_cards(state, init=init, cards=cards, m_init=m_init, m_cards=m_cards)
    return state


def set_cards(state, init="D7", cards=("S9", "C5", "H4"), m_init="D5", m_cards=("S8", "C6", "H3")):
    rnd = new_round()
    rnd["init_card"] = init
    rnd["main"], rnd["reaction"], rnd["interrupt"] = cards
    rnd["m_init"] = [m_init] if isinstance(m_init, str) else list(m_init)
    rnd["m_cards"] = list(m_cards)
    state["round"] = rnd
    from game.games.grudge.rules.cards import value
    for m in state["monsters"].values():
        m["init"] = value(rnd["m_init"][0])
        m["used"] = {"main": False, "reaction": False, "interrupt": False}
    return state


def run(state, *steps, dice=None) -> list:
    """Put ``steps`` on top of the agenda (first runs first) and run to the next question."""
    ctx = engine.Ctx(state, dice or Dice())
    ctx.emit("test_setup", "", push=list(steps))
    engine.run(ctx)
    return ctx.events


def do(state, command: dict, dice=None) -> list:
    """Answer the pending question through the contract: decide, then fold the events."""
    events = RULES.decide(state, {**command, "seat": 0}, dice or Dice())
    for event in events:
        RULES.apply(state, event)
    return events


def your_turn(state) -> list:
    return run(state, {"op": "ask", "kind": "main_action", "menu": None})


def monster_turn(state, mid="m1", dice=None) -> list:
    return run(state, {"op": "turn", "who": mid}, dice=dice)


def kinds(state) -> str:
    return RULES.pending(state).kind


def types(state) -> set:
    return {c["type"] for c in RULES.legal(state, 0)}


def option(state, **match) -> dict:
    """The one legal command matching ``match`` (label and preview included)."""
    found = [c for c in RULES.legal(state, 0) if all(c.get(k) == v for k, v in match.items())]
    assert len(found) == 1, (match, RULES.legal(state, 0))
    return found[0]


def hp(state, who=W) -> int:
    return state["warrior"]["health"] if who == W else state["monsters"][who]["health"]


def logs(events) -> str:
    return "\n".join(e["log"] for e in events if e["log"])


def answer_all(state, pick=lambda options: options[-1], limit=50) -> None:
    """Keep answering prompts (by default with the last option, usually 'no') until none."""
    for _ in range(limit):
        if RULES.pending(state).seat is None:
            return
        do(state, {k: v for k, v in pick(RULES.legal(state, 0)).items()
                   if k not in ("label", "preview")})


def enter_room(terrain, warrior, encounter, monsters, room=1, edge=1, weapons=("axe",),
               shield=True, spread=(4, 3, 2), decks=None):
    """Play the opening through the contract up to the first Initiative question: the given
    loadout and Stats, Room roll ``room``, terrain anchors in the order asked, starting edge
    roll ``edge``, the Warrior on ``warrior``, Encounter roll ``encounter`` and the monsters on
    ``monsters`` in placement order (None: the first square offered). The dice are scripted; every deck keeps its printed order
    (Spades, Clubs, Hearts from the Ace up; Diamonds from the Ace up) but for the cards
    ``decks`` puts on top (see ``Dice``)."""
    state = RULES.initial_state({})
    for event in RULES.setup({}, Dice()):
        RULES.apply(state, event)
    do(state, {"type": "loadout", "weapons": list(weapons), "shield": shield})
    do(state, {"type": "stats", **dict(zip(("spades", "clubs", "hearts"), spread))}, Dice(room, decks=decks))
    for i, anchor in enumerate(terrain):
        last = i == len(terrain) - 1
        do(state, {"type": "place", "square": list(anchor)}, Dice(edge) if last else None)
    do(state, {"type": "place", "square": list(warrior)}, Dice(encounter))
    for square in monsters:
        square = RULES.legal(state, 0)[0]["square"] if square is None else list(square)
        do(state, {"type": "place", "square": square})
    assert kinds(state) == "initiative", kinds(state)
    return state


def play_round(state, init, main, reaction):
    """Choose this round's Initiative and cards (the Interrupt is the card left over)."""
    do(state, {"type": "initiative", "card": init})
    do(state, {"type": "assign", "card": main, "slot": "main"})
    do(state, {"type": "assign", "card": reaction, "slot": "reaction"})


# a Tent City laid out on the two southern rows, out of the way of a fight in the north
SOUTH_CAMP = ((0, 6), (3, 6), (5, 6), (7, 7))
