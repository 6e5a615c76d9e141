"""Setting out and entering rooms: loadout, stats, decks, the Room roll, the pig, terrain,
the starting edge, the Encounter roll, monster placement and the weapon choice."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, permutations

from game.games.grudge.rules import board, cards, content
from game.games.grudge.rules import state as S
from game.games.grudge.rules.dice import resolver, roll_step, settle
from game.games.grudge.rules.engine import ask, asking, auto

WEAPON_ORDER = ["axe", "blade", "bow", "flail", "hammer", "spear"]
EDGE_BY_ROLL = {1: "north", 2: "east", 3: "south", 4: "west"}
PIECE_NAMES = {
    "tent": "a Tent",
    "big_tent": "the Big Tent",
    "fence": "a Fence",
    "campfire": "the Campfire",
}


def opening_event() -> dict:
    return {
        "event_type": "run_started",
        "log": "A dwarf sets out to settle a grudge.",
        "push": [asking("loadout"), asking("stats"), {"op": "prepare_decks"}, {"op": "new_room"}],
    }


# --- loadout and stats --------------------------------------------------------------------


def _loadout_options(state, step):
    out = []
    for w in WEAPON_ORDER:
        out.append(
            {
                "type": "loadout",
                "weapons": [w],
                "shield": True,
                "label": f"{content.weapon_name(w)} and Shield",
                "preview": "One weapon, with Shield, Helmet and Breastplate.",
            }
        )
    for a, b in combinations(WEAPON_ORDER, 2):
        out.append(
            {
                "type": "loadout",
                "weapons": [a, b],
                "shield": False,
                "label": f"{content.weapon_name(a)} and {content.weapon_name(b)}",
                "preview": "Two weapons and no Shield; Helmet and Breastplate.",
            }
        )
    return out


@ask(
    "loadout",
    lambda s, st: (
        "loadout",
        {"text": "Choose your gear: one weapon with a shield, or two weapons without."},
    ),
    _loadout_options,
)
def _loadout(ctx, step, command):
    armor = {"helmet": 0, "breastplate": 0}
    if command["shield"]:
        armor["shield"] = 0
    weapons = list(command["weapons"])
    names = [
        ("an " if content.weapon_name(w)[0] in "AEIOU" else "a ") + content.weapon_name(w)
        for w in weapons
    ] + (["a Shield"] if command["shield"] else [])
    ctx.emit(
        "loadout_chosen",
        f"You take up {' and '.join(names)}.",
        changes=[
            (["warrior", "weapons"], weapons),
            (["warrior", "equipped"], weapons[0]),
            (["warrior", "armor"], armor),
        ],
        pop=1,
    )


def _stats_options(state, step):
    out = []
    for s, c, h in permutations((4, 3, 2)):
        out.append(
            {
                "type": "stats",
                "spades": s,
                "clubs": c,
                "hearts": h,
                "label": f"Spades {s}, Clubs {c}, Hearts {h}",
                "preview": f"Attack +{s}, move +{c} (Speed {c}), spells +{h}",
            }
        )
    return out


@ask(
    "stats",
    lambda s, st: (
        "stats",
        {"text": "Spread 4, 3 and 2 over Spades (attack), Clubs (movement) and Hearts (spells)."},
    ),
    _stats_options,
)
def _stats(ctx, step, command):
    stats = {k: command[k] for k in ("spades", "clubs", "hearts")}
    ctx.emit(
        "stats_chosen",
        f"Spades {stats['spades']}, Clubs {stats['clubs']}, "
        f"Hearts {stats['hearts']}; Speed {stats['clubs']}.",
        changes=[(["warrior", "stats"], stats), (["warrior", "health"], 5)],
        pop=1,
    )


@auto("prepare_decks")
def _prepare_decks(ctx, step):
    shuffle = ctx.chance.shuffled
    ctx.emit(
        "decks_prepared",
        "Both decks are split and shuffled.",
        changes=[
            (["decks", "warrior"], shuffle(cards.action_deck(), "shuffle:warrior")),
            (["decks", "m_action"], shuffle(cards.action_deck(), "shuffle:monster_action")),
            (["decks", "m_init"], shuffle(cards.diamonds(), "shuffle:monster_initiative")),
            (["decks", "init_hand"], cards.diamonds()),
        ],
        pop=1,
    )


# --- the room -----------------------------------------------------------------------------


@auto("new_room")
def _new_room(ctx, step):
    number = ctx.state["room"]["number"] + 1
    ctx.emit(
        "room_entered",
        f"Room {number}.",
        changes=[
            (
                ["room"],
                {
                    "number": number,
                    "type": None,
                    "to_place": [],
                    "encounter": None,
                    "rerolled": False,
                    "pig_row": None,
                    "spawned": False,
                },
            ),
            (
                ["board"],
                {
                    "pieces": [],
                    "walls": [],
                    "pig": None,
                    "pig_looted": False,
                    "campfire": None,
                    "clouds": [],
                    "drops": [],
                    "edge": None,
                    "fence": "h",
                },
            ),
            (["monsters"], {}),
            (["warrior", "square"], None),
            (["phase"], "setup"),
        ],
        pop=1,
        push=[roll_step("room")],
    )


def _set_room(room_id: str) -> list:
    room = content.rooms()[room_id]
    to_place = list(room["pieces"]) + (["campfire"] if room["campfire"] else [])
    return [(["room", "type"], room_id), (["room", "to_place"], to_place)]


def _room_program(room_id: str) -> list:
    pig = [roll_step("pig_row"), roll_step("pig_col")] if content.rooms()[room_id]["pig"] else []
    return pig + [
        {"op": "terrain"},
        roll_step("edge"),
        {"op": "place_warrior"},
        roll_step("encounter"),
        {"op": "spawn"},
        {"op": "wield"},
        {"op": "challenge"},
    ]


@resolver("room")
def _room_rolled(ctx, total):
    if total >= 7:
        settle(ctx, "room_roll", "A 7: you choose the room.", push=[asking("room_choice")])
        return
    room_id = content.by_roll(content.rooms(), total)
    settle(
        ctx,
        "room_roll",
        f"The room is {content.rooms()[room_id]['name']}.",
        changes=_set_room(room_id),
        push=_room_program(room_id),
    )


def _room_options(state, step):
    return [
        {"type": "room", "room": key, "label": room["name"], "preview": room["text"]}
        for key, room in content.rooms().items()
    ]


@ask("room_choice", lambda s, st: ("room_choice", {"text": "Choose the room."}), _room_options)
def _room_chosen(ctx, step, command):
    room_id = command["room"]
    ctx.emit(
        "room_chosen",
        f"You choose {content.rooms()[room_id]['name']}.",
        changes=_set_room(room_id),
        pop=1,
        push=_room_program(room_id),
    )


@resolver("pig_row")
def _pig_row(ctx, total):
    row = min(total, 6)
    settle(ctx, "pig_row", f"The pig goes in row {8 - row}.", changes=[(["room", "pig_row"], row)])


@resolver("pig_col")
def _pig_col(ctx, total):
    square = list(board.pig_square(total, ctx.state["room"]["pig_row"]))
    settle(
        ctx,
        "pig_placed",
        f"The Stuck Pig turns on its spit at {S.square_name(square)}.",
        changes=[(["board", "pig"], square)],
    )


# --- terrain ------------------------------------------------------------------------------


def _piece_kind(state) -> str:
    piece = state["room"]["to_place"][0]
    return f"fence_{state['board']['fence']}" if piece == "fence" else piece


FULL = (1 << 64) - 1
COL0 = sum(1 << (r * 8) for r in range(8))
COL7 = COL0 << 7


def _mask(squares) -> int:
    return sum(1 << (s[1] * 8 + s[0]) for s in squares)


def _connected(free: int) -> bool:
    """Do the free squares (a 64-bit mask, bit = row*8+col) form one orthogonal region?"""
    if not free:
        return False
    region = free & -free
    while True:
        grown = (
            region
            | (region << 8)
            | (region >> 8)
            | ((region << 1) & ~COL0)
            | ((region >> 1) & ~COL7)
        ) & free
        if grown == region:
            return region == free
        region = grown


def board_whole(covered) -> bool:
    """Do the squares not ``covered`` (by terrain, the Pig, the Campfire) form one region?"""
    return _connected(FULL & ~_mask(covered))


@lru_cache(maxsize=4096)
def _anchors(kind: str, walls: frozenset, others: frozenset) -> tuple:
    free = FULL & ~_mask(walls | others)
    return tuple(
        a
        for a in board.placement_squares(kind, others, walls)
        if _connected(free & ~_mask(board.footprint(kind, a)))
    )


def terrain_anchors(state, kind: str) -> list:
    """Anchors where the piece fits on free squares without cutting the board in two."""
    others = frozenset(s for s in (S.pig(state), S.campfire(state)) if s)
    return [[a[0], a[1]] for a in _anchors(kind, S.walls(state), others)]


@auto("terrain")
def _terrain(ctx, step):
    if ctx.state["room"]["to_place"]:
        ctx.emit("placing_terrain", "", push=[asking("place_terrain")])
    else:
        ctx.emit("terrain_done", "The camp is laid out.", pop=1)


def _terrain_text(state, step):
    kind = _piece_kind(state)
    piece = state["room"]["to_place"][0]
    return "place_terrain", {
        "text": f"Place {PIECE_NAMES[piece]} (click its top-left square).",
        "piece": kind,
        "left": list(state["room"]["to_place"]),
        "footprint": [list(s) for s in board.footprint(kind, (0, 0))],
    }


def _terrain_options(state, step):
    kind = _piece_kind(state)
    label = PIECE_NAMES[state["room"]["to_place"][0]]
    out = [
        {"type": "place", "square": a, "label": f"Put {label} at {S.square_name(a)}"}
        for a in terrain_anchors(state, kind)
    ]
    if kind.startswith("fence"):
        other = "upright (north-south)" if kind == "fence_h" else "flat (east-west)"
        out.append({"type": "turn_fence", "label": f"Turn the fence {other}"})
    return out


@ask("place_terrain", _terrain_text, _terrain_options)
def _terrain_placed(ctx, step, command):
    state = ctx.state
    if command["type"] == "turn_fence":
        turned = "v" if state["board"]["fence"] == "h" else "h"
        ctx.emit("fence_turned", "", changes=[(["board", "fence"], turned)])
        return
    kind = _piece_kind(state)
    anchor = command["square"]
    changes = [
        (["board", "pieces"], state["board"]["pieces"] + [[kind, anchor]]),
        (["room", "to_place"], state["room"]["to_place"][1:]),
    ]
    if kind == "campfire":
        changes.append((["board", "campfire"], anchor))
    else:
        squares = [list(s) for s in board.footprint(kind, anchor)]
        changes.append((["board", "walls"], state["board"]["walls"] + squares))
    piece = state["room"]["to_place"][0]
    ctx.emit(
        "terrain_placed",
        f"{PIECE_NAMES[piece][0].upper()}{PIECE_NAMES[piece][1:]} goes at {S.square_name(anchor)}.",
        changes=changes,
        pop=1,
        piece=kind,
        square=anchor,
    )


# --- starting edge and the Warrior --------------------------------------------------------


@resolver("edge")
def _edge_rolled(ctx, total):
    if total in EDGE_BY_ROLL:
        edge = EDGE_BY_ROLL[total]
        settle(
            ctx, "edge_rolled", f"You come in from the {edge}.", changes=[(["board", "edge"], edge)]
        )
    elif total >= 7:
        settle(
            ctx, "edge_rolled", "A 7: you choose your starting edge.", push=[asking("edge_choice")]
        )
    else:
        settle(ctx, "edge_rolled", "Roll the edge again.", push=[roll_step("edge")])


def _edge_options(state, step):
    return [{"type": "edge", "edge": e, "label": f"Enter from the {e}"} for e in board.EDGES]


@ask(
    "edge_choice",
    lambda s, st: ("edge_choice", {"text": "Choose the edge you enter from."}),
    _edge_options,
)
def _edge_chosen(ctx, step, command):
    ctx.emit(
        "edge_chosen",
        f"You come in from the {command['edge']}.",
        changes=[(["board", "edge"], command["edge"])],
        pop=1,
    )


@auto("place_warrior")
def _place_warrior(ctx, step):
    ctx.emit("placing_warrior", "", pop=1, push=[asking("place_warrior")])


def _warrior_squares(state, step):
    blocked = S.blocked_squares(state)
    return [
        {"type": "place", "square": [s[0], s[1]], "label": f"Start at {S.square_name(s)}"}
        for s in board.start_squares(state["board"]["edge"], blocked)
    ]


@ask(
    "place_warrior",
    lambda s, st: (
        "place_warrior",
        {
            "text": f"Place your Warrior on the {s['board']['edge']} edge.",
            "edge": s["board"]["edge"],
        },
    ),
    _warrior_squares,
)
def _warrior_placed(ctx, step, command):
    ctx.emit(
        "warrior_placed",
        f"You step in at {S.square_name(command['square'])}.",
        changes=[(["warrior", "square"], command["square"])],
        pop=1,
    )


# --- the encounter ------------------------------------------------------------------------


@resolver("encounter")
def _encounter_rolled(ctx, total):
    state = ctx.state
    key = content.by_roll(content.encounters(), min(total, 7))
    seen = key in state["seen"] and not state["room"]["rerolled"]
    name = content.encounters()[key]["name"]
    settle(
        ctx,
        "encounter_rolled",
        f"The encounter is {name}" + (", met before." if seen else "."),
        changes=[(["room", "encounter"], key)],
        push=[asking("encounter_reroll")] if seen else [],
    )


def _reroll_options(state, step):
    name = content.encounters()[state["room"]["encounter"]]["name"]
    return [
        {"type": "reroll_encounter", "label": "Roll the encounter again"},
        {"type": "keep_encounter", "label": f"Face {name} again"},
    ]


@ask(
    "encounter_reroll",
    lambda s, st: (
        "encounter_reroll",
        {
            "text": "You have met this encounter before: roll again or face it?",
            "encounter": s["room"]["encounter"],
        },
    ),
    _reroll_options,
)
def _reroll(ctx, step, command):
    if command["type"] == "keep_encounter":
        ctx.emit("encounter_kept", "You face it again.", pop=1)
    else:
        ctx.emit(
            "encounter_rerolled",
            "You roll the encounter again.",
            changes=[(["room", "rerolled"], True)],
            pop=1,
            push=[roll_step("encounter")],
        )


def new_monster(mid: str, entry: dict) -> dict:
    stats = content.monsters()[entry["kind"]]
    return {
        "id": mid,
        "kind": entry["kind"],
        "weapon": entry["weapon"],
        "shield": bool(entry.get("shield", False)),
        "spawn": entry["spawn"],
        "square": None,
        "health": stats["health"],
        "defense": stats["defense"],
        "conditions": [],
        "dropped": [],
        "loaded": False,
        "immunity": None,
        "last_weapon": None,
        "init": None,
        "defeated": False,
        "moved": 0,
        "struck": False,
        "used": {"main": False, "reaction": False, "interrupt": False},
    }


@auto("spawn")
def _spawn(ctx, step):
    state = ctx.state
    if not state["room"]["spawned"]:
        key = state["room"]["encounter"]
        encounter = content.encounters()[key]
        monsters = {
            f"m{i + 1}": new_monster(f"m{i + 1}", entry)
            for i, entry in enumerate(encounter["monsters"])
        }
        seen = state["seen"] + ([key] if key not in state["seen"] else [])
        ctx.emit(
            "encounter_set",
            f"{encounter['name']}: {encounter['text']}",
            changes=[(["monsters"], monsters), (["room", "spawned"], True), (["seen"], seen)],
        )
        return
    waiting = [m for m, rec in state["monsters"].items() if rec["square"] is None]
    if waiting and spawn_squares(state, waiting[0]):
        ctx.emit("placing_monster", "", push=[asking("place_monster", monster=waiting[0])])
    else:
        ctx.emit("monsters_placed", "The monsters are in place.", pop=1)


def spawn_squares(state, mid: str) -> list:
    free = [s for s in board.ALL_SQUARES if s not in S.blocked_squares(state)]
    spawn = state["monsters"][mid]["spawn"]
    return board.spawn_options(spawn, S.square_of(state, S.WARRIOR), free, S.walls(state))


def _monster_squares(state, step):
    mid = step["monster"]
    return [
        {
            "type": "place",
            "square": [s[0], s[1]],
            "label": f"Place {S.name_of(state, mid)} at {S.square_name(s)}",
        }
        for s in spawn_squares(state, mid)
    ]


def _monster_text(state, step):
    mid = step["monster"]
    spawn = state["monsters"][mid]["spawn"]
    hint = {
        "intimate": "beside you if possible",
        "lurking": "within 5, out of your sight if possible",
        "watching": "as far off as possible while in your sight",
    }[spawn]
    return "place_monster", {
        "text": f"Place {S.name_of(state, mid)} ({spawn}: {hint}).",
        "monster": mid,
        "spawn": spawn,
    }


@ask("place_monster", _monster_text, _monster_squares)
def _monster_placed(ctx, step, command):
    mid = step["monster"]
    ctx.emit(
        "monster_placed",
        f"{S.title_of(ctx.state, mid)} appears at {S.square_name(command['square'])}.",
        changes=[(["monsters", mid, "square"], command["square"])],
        pop=1,
    )


# --- choosing the weapon ------------------------------------------------------------------


@auto("wield")
def _wield(ctx, step):
    if len(ctx.state["warrior"]["weapons"]) > 1:
        ctx.emit("choosing_weapon", "", pop=1, push=[asking("wield")])
    else:
        ctx.emit("weapon_ready", "", pop=1)


def _wield_options(state, step):
    return [
        {
            "type": "wield",
            "weapon": w,
            "label": f"Wield the {content.weapon_name(w)}",
            "preview": content.weapons()[w]["text"],
        }
        for w in state["warrior"]["weapons"]
    ]


@ask(
    "wield",
    lambda s, st: ("wield", {"text": "Choose the weapon you fight with in this room."}),
    _wield_options,
)
def _wielded(ctx, step, command):
    w = command["weapon"]
    loaded = ctx.state["warrior"]["loaded"] and w == ctx.state["warrior"]["equipped"] == "bow"
    ctx.emit(
        "weapon_chosen",
        f"You ready the {content.weapon_name(w)}.",
        changes=[(["warrior", "equipped"], w), (["warrior", "loaded"], loaded)],
        pop=1,
    )
