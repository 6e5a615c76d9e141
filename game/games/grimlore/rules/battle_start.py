"""Starting a fight: a lair hunted with clues, the fight announced (redraw the foe with clues,
or talk it down with Word of Peace), the setup (a mat that suits the place, the monster and its
minions scaled to the party, everyone placed at random), then what comes before round one
(Bless Weapon, Detect Weakness, the Ranged trait's volleys)."""

from __future__ import annotations

from game.games.grimlore.rules import blows, content
from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import enemies as E
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import party as P
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.engine import ask, asking, auto, char, members, name, path_of
from game.games.grimlore.rules.fight import (
    cpath,
    fighters,
    monster,
    mtraits,
    resist,
)
from game.games.grimlore.rules.rewards import clue_cost

REDRAW_ENEMY = 5
SCALE = {0: 4, 1: 2, 2: 4, 3: 6, 4: 10}  # quarters of the card's Energy by characters fighting
MINIONS = {0: 0, 1: -2, 2: 0, 3: 2, 4: 3}  # minions added to the card's by characters fighting
# The book scales the game with the characters' experience too: sixths of the card's Energy a
# hard foe or a boss brings against a party by the XP its fighters have spent on themselves
# (a head, on average); from VETERAN XP on, the card as printed.
SEASONED, VETERAN = 10, 25
EASE = {"new": {"hard": 5, "boss": 4}, "seasoned": {"boss": 5}, "veteran": {}}


def minion_count(card: dict, size: int) -> int:
    """The card's minions, two fewer for a lone character and more for three or four (a foe
    whose card has none brings its own small kind then too)."""
    return max(0, card["minions"] + MINIONS[min(size, 4)])


def standing(chars: list[dict]) -> str:
    """How far the fighting characters have come: "new", "seasoned" or "veteran"."""
    spent = sum(P.invested_xp(ch) for ch in chars) / max(1, len(chars))
    return "veteran" if spent >= VETERAN else "seasoned" if spent >= SEASONED else "new"


def monster_energy(card: dict, chars: list[dict]) -> int:
    """The main enemy's Energy against ``chars``: scaled by how many fight and how seasoned
    they are, rounded up, never below 1."""
    size = len(chars)
    sixths = EASE[standing(chars)].get(card["tier"], 6)
    return max(1, -(-card["energy"] * SCALE[min(size, 4)] * sixths // 24))


# --- starting a fight ------------------------------------------------------------------------


@auto("lair")
def _lair(ctx, step):
    pool = [k for k, m in content.load()["monsters"].items() if m["tier"] == step["tier"]]
    found = ctx.chance.choice(pool, "lair")
    start = {"op": "combat_start", "monster": found, "hunt": step.get("hunt", False)}
    ctx.emit("lair", "", pop=1, push=[start])


@auto("combat_start")
def _combat_start(ctx, step):
    m = content.load()["monsters"][step["monster"]]
    ctx.emit(
        "monster",
        f"{m['name']} ({m['tier']}): {m['line']}",
        pop=1,
        reveal=True,
        push=[asking("combat_open", monster=step["monster"], hunt=step.get("hunt", False))],
    )


def fight_preview(state, card: dict) -> str:
    """What the fight will be, scaled to who would fight it, for the Fight button's tip."""
    able = [c for c in members(state) if S.able(c)]
    atk, minions = card["attack"], minion_count(card, len(able))
    reach = f", range {atk['range']}" if atk.get("range") else ""
    foe = W.the(card["name"])
    words = (
        f"{foe[:1].upper()}{foe[1:]}: {monster_energy(card, able)} Energy, moves {card['move']}, "
        f"{atk['style']} attacks of {atk['damage']} {atk['type']}{reach}"
    )
    if minions:
        words += f"; {W.count(minions, card['minion'])} beside it (1 Energy, strikes for 1)"
    return (
        f"{words}; against your {W.count(len(able), 'fighter')}, on a battlemat that suits the "
        "place, everyone set down at random."
    )


def _open_options(state, step):
    m = content.load()["monsters"][step["monster"]]
    out = [
        {"type": "fight", "label": f"Fight {W.the(m['name'])}", "preview": fight_preview(state, m)}
    ]
    cost = clue_cost(state, REDRAW_ENEMY)
    # the Campaign Book's session foe is named by the book: no other foe stands in for it
    if state["party"]["clues"] >= cost and state.get("fought") != "begun":
        out.append(
            {
                "type": "redraw",
                "label": f"Spend {W.count(cost, 'clue')} to face another {m['tier']} foe",
            }
        )
    for ch in members(state):
        if (
            "word_of_peace" in ch["traits"]
            and "word_of_peace" not in ch["once"]
            and m["tier"] != "boss"
        ):
            out.append(
                {
                    "type": "peace",
                    "cid": ch["id"],
                    "label": f"{ch['name']} speaks the Word of Peace",
                    "preview": "the fight is skipped",
                }
            )
    return out


@ask(
    "combat_open",
    lambda s, st: ("combat_open", {"text": "A fight is coming.", "monster": st["monster"]}),
    _open_options,
)
def _combat_open(ctx, step, cmd):
    state = ctx.state
    if cmd["type"] == "redraw":
        tier = content.load()["monsters"][step["monster"]]["tier"]
        pool = [
            k
            for k, m in content.load()["monsters"].items()
            if m["tier"] == tier and k != step["monster"]
        ]
        ctx.emit(
            "redraw_enemy",
            "The clues point to another foe.",
            pop=1,
            changes=[
                (["party", "clues"], state["party"]["clues"] - clue_cost(state, REDRAW_ENEMY))
            ],
            push=[
                {
                    "op": "combat_start",
                    "monster": ctx.chance.choice(pool, "lair"),
                    "hunt": step.get("hunt", False),
                }
            ],
        )
    elif cmd["type"] == "peace":
        ch = char(state, cmd["cid"])
        changes = [(path_of(ch["id"], "once"), ch["once"] + ["word_of_peace"])]
        if state.get("fought") == "begun":  # the book's session foe, talked down
            changes.append((["fought"], "peace"))
        ctx.emit(
            "peace",
            f"{ch['name']} talks the foe down; no blood is spilled.",
            pop=1,
            changes=changes,
        )
    else:
        setup = {"op": "combat_setup", "monster": step["monster"], "hunt": step.get("hunt", False)}
        ctx.emit("to_battle", "", pop=1, push=[setup])


def battle_line(place: str, mat: str, monster: dict, energy: int, minions: int) -> str:
    """ "Battle at Barrow of Kings, in a crypt hall: Wraith Lord (8 Energy) and 2 Ghouls." """
    where = f"at {W.place(place)}, {B.MAT_WORDS[mat]}" if place else B.MAT_WORDS[mat]
    foes = f"{monster['name']} ({energy} Energy)"
    if minions:
        foes += f" and {W.count(minions, monster['minion'])}"
    return f"Battle {where}: {foes}."


@auto("combat_setup")
def _setup(ctx, step):
    state = ctx.state
    m = content.load()["monsters"][step["monster"]]
    tile = content.load()["tiles"].get(state["tile"] or "")
    mat = ctx.chance.choice(B.MATS_OF_KIND[tile["kind"]] if tile else B.MATS, "battlemat")
    free = B.open_cells(mat)

    def place():
        return list(free.pop(ctx.chance.below(len(free), "place")))

    able = [c for c in members(state) if S.able(c)]
    size = len(able)
    energy = monster_energy(m, able)
    units = {}
    for n in range(minion_count(m, size)):
        units[f"n{n + 1}"] = {
            "name": f"{m['minion']} {n + 1}",
            "main": False,
            "energy": 1,
            "max": 1,
            "cell": place(),
            "stunned": False,
        }
    units["m"] = {
        "name": m["name"],
        "main": True,
        "energy": energy,
        "max": energy,
        "cell": place(),
        "stunned": False,
    }
    pcs = {}
    for ch in members(state):
        if S.able(ch):
            pcs[ch["id"]] = {
                "cell": place(),
                "moved": False,
                "acted": False,
                "swapped": False,
                "braced": False,
                "prone": False,
                "grounded": False,  # up too slowly from prone: no attack this turn
                "stunned": False,
                "terrified": False,
                "poison": 0,
                "shield": 0,  # Arcane Shield points left
                "fled": False,
                "done": False,
            }
    combat = {
        "monster": step["monster"],
        "mat": mat,
        "round": 1,
        "units": units,
        "pcs": pcs,
        "once": [],
        "stripped": [],
        "taunt": None,  # the last character to taunt this round
        "taunted": {},  # enemy -> the character who taunted it this round
        "blessed": None,  # the last ally blessed
        "blessings": [],  # [ally, weapon uid] pairs blessed this fight
        "round_uses": [],
        "hunt": step.get("hunt", False),  # a lair hunted with clues: no tile's event rides on it
    }
    tokens = sum(ch["traits"].get("tacticians_aura", 0) for ch in members(state))
    changes = [(["combat"], combat), (["phase"], "combat")]
    if tokens:
        changes.append((["advantage"], state["advantage"] + ["temp"] * tokens))
    ctx.emit(
        "battle",
        battle_line(tile["name"] if tile else "", mat, m, energy, len(units) - 1),
        changes=changes,
        reveal=True,
        pop=1,
        push=[{"op": "combat_prepare"}],
    )


@auto("combat_prepare")
def _prepare(ctx, step):
    """Blessings, Detect Weakness and the Ranged trait's volleys before the first round."""
    state = ctx.state
    push = []
    for ch in fighters(state):
        if "bless_weapon" not in ch["traits"]:
            continue
        choices = _bless_options(state, {"cid": ch["id"]})
        if len(choices) == 1:
            bless(ctx, choices[0])
        elif choices:
            push.append(asking("bless", cid=ch["id"]))
    for ch in members(state):
        if (
            "detect_weakness" in ch["traits"]
            and "detect_weakness" not in ch["once"]
            and resist(state)
        ):
            lost = resist(state)[0]
            ctx.emit(
                "weakness",
                f"{ch['name']} spots a flaw: no resistance to {lost} this fight.",
                changes=[
                    (cpath("stripped"), [lost]),
                    (path_of(ch["id"], "once"), ch["once"] + ["detect_weakness"]),
                ],
            )
            break
    for _ in range(mtraits(state).get("ranged", 0)):
        push.append({"op": "volley"})
    ctx.emit("prepared", "", pop=1, push=push + [{"op": "players_start"}])


def _bless_options(state, step):
    """Bless Weapon: a weapon in an ally's hands not blessed yet (the blesser's own only when
    no ally holds one)."""
    cb, blesser = state["combat"], char(state, step["cid"])
    held = {
        c["id"]: [
            i
            for i in c["gear"]
            if i["where"] == "hand"
            and I.card(i)["kind"] == "weapon"
            and [c["id"], i["uid"]] not in cb.get("blessings", [])
        ]
        for c in fighters(state)
    }
    allies = [c for c in fighters(state) if c["id"] != blesser["id"] and held[c["id"]]]
    return [
        {
            "type": "bless",
            "cid": blesser["id"],
            "ally": ally["id"],
            "uid": weapon["uid"],
            "label": f"{blesser['name']} blesses {ally['name']}'s {I.label(weapon)}",
            "preview": "+1 Divine damage with it this fight",
        }
        for ally in (allies or [blesser])
        for weapon in held[ally["id"]]
    ]


def bless(ctx, cmd: dict) -> None:
    cb = ctx.state["combat"]
    ally = char(ctx.state, cmd["ally"])
    weapon = next(i for i in ally["gear"] if i["uid"] == cmd["uid"])
    ctx.emit(
        "bless",
        f"{name(ctx.state, cmd['cid'])} blesses {ally['name']}'s {I.label(weapon)}.",
        changes=[
            (cpath("blessed"), ally["id"]),
            (cpath("blessings"), cb.get("blessings", []) + [[ally["id"], weapon["uid"]]]),
        ],
    )


@ask(
    "bless",
    lambda s, st: ("bless", {"text": "Bless Weapon: whose weapon is blessed this fight?"}),
    _bless_options,
)
def _bless(ctx, step, cmd):
    ctx.emit("blessing", "", pop=1)
    bless(ctx, cmd)


@auto("volley")
def _volley(ctx, step):
    target = E.pick_target(ctx.state, "m")
    ctx.emit(
        "volley",
        f"{monster(ctx.state)['name']} strikes first from afar.",
        pop=1,
        push=blows.attack_on(ctx.state, "m", target["id"]) if target else [],
    )
