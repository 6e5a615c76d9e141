"""What the player may see: everything on the table, but no deck order and no seed."""

from __future__ import annotations

from game.core.agenda import clone
from game.core.contract import public_event
from game.games.grudge.rules import board, cards, content, engine, journal
from game.games.grudge.rules import state as S

W = S.WARRIOR


def _monster(state, mid: str, m: dict) -> dict:
    stats = content.monsters()[m["kind"]]
    return {
        "id": mid,
        "kind": m["kind"],
        "name": S.title_of(state, mid),
        "weapon": m["weapon"],
        "shield": m["shield"],
        "square": m["square"],
        "health": m["health"],
        "defense": m["defense"],
        "max_health": stats["health"],
        "max_defense": stats["defense"],
        "speed": stats["speed"],
        "conditions": list(m["conditions"]),
        "dropped": list(m["dropped"]),
        "loaded": m["loaded"],
        "immunity": m["immunity"],
        "defeated": m["defeated"],
        "spawn": m["spawn"],
        "initiative": m["init"] if state["round"] else None,
        "used": dict(m["used"]),
        "in_sight": _in_sight(state, m["square"]),
    }


def _in_sight(state, square) -> bool | None:
    """Whether the Warrior and this square see each other (None while either is off the board)."""
    warrior = state["warrior"]["square"]
    if warrior is None or square is None:
        return None
    return board.line_of_sight(warrior, square, S.walls(state))


def _turn_order(state) -> list:
    rnd = state["round"]
    if not rnd or not rnd["m_init"]:
        return []
    waiting = sorted(rnd["queue"], key=lambda e: (e[1], e[0] != W))
    entries = [[w, S.initiative(state, w)] for w in rnd["done"]] + [list(e) for e in waiting]
    return [
        {
            "who": w,
            "name": "You" if w == W else S.title_of(state, w),
            "initiative": i,
            "done": w in rnd["done"] and w != rnd["current"],
            "current": w == rnd["current"],
        }
        for w, i in entries
    ]


def view(state: dict, seat) -> dict:
    w, b, d, rnd = state["warrior"], state["board"], state["decks"], state["round"]
    room = state["room"]
    room_data = content.rooms().get(room["type"]) if room["type"] else None
    enc = content.encounters().get(room["encounter"]) if room["encounter"] else None
    revealed = bool(rnd and rnd["m_cards"])
    return {
        "phase": "over" if state["result"] else state["phase"],
        "prompt": engine.pending(state).to_dict(),
        "board": {
            "size": 8,
            "terrain": [{"kind": k, "squares": _footprint(k, a)} for k, a in b["pieces"]],
            "walls": clone(b["walls"]),
            "pig": b["pig"],
            "pig_looted": b["pig_looted"],
            "campfire": b["campfire"],
            "clouds": clone(b["clouds"]),
            "drops": clone(b["drops"]),
            "start_edge": b["edge"],
        },
        "warrior": {
            "square": w["square"],
            "stats": dict(w["stats"]),
            "speed": w["stats"]["clubs"],
            "health": w["health"],
            "armor": [
                {"piece": p, "notches": n, "destroyed": n >= 2} for p, n in w["armor"].items()
            ],
            "weapons": list(w["weapons"]),
            "equipped": w["equipped"],
            "bow_loaded": w["loaded"],
            "conditions": list(w["conditions"]),
            "dropped": list(w["dropped"]),
            "runestones": w["runestones"],
            "luck_spell": w["luck_spell"],
            "initiative": S.initiative(state, W) or None,
        },
        "luckstones": state["luckstones"],
        "monsters": [_monster(state, mid, m) for mid, m in state["monsters"].items()],
        "hand": list(rnd["hand"]) if rnd else [],
        "cards": {
            "initiative": rnd["init_card"] if rnd else None,
            "main": rnd["main"] if rnd else None,
            "reaction": rnd["reaction"] if rnd else None,
            "interrupt": rnd["interrupt"] if rnd else None,
            "used": dict(rnd["used"])
            if rnd
            else {"main": False, "reaction": False, "interrupt": False},
        },
        "initiative_hand": sorted(d["init_hand"], key=cards.value),
        # sorted: a pile, not a record of which card went in which round
        "initiative_discard": sorted(d["init_discard"], key=cards.value),
        "monster_cards": {
            "initiative": list(rnd["m_init"]) if revealed else [],
            "main": rnd["m_cards"][0] if revealed else None,
            "reaction": rnd["m_cards"][1] if revealed else None,
            "interrupt": rnd["m_cards"][2] if revealed else None,
            "aid_kind": rnd["aid_kind"] if rnd else None,
        },
        "turn_order": _turn_order(state),
        "decks": {
            "warrior": len(d["warrior"]),
            "warrior_discard": len(d["warrior_discard"]),
            "monster_actions": len(d["m_action"]),
            "monster_action_discard": len(d["m_action_discard"]),
            "monster_initiative": len(d["m_init"]),
            "monster_initiative_discard": len(d["m_init_discard"]),
            "jokers_aside": len(d["warrior_jokers"]) + len(d["monster_jokers"]),
            "joker_reset": bool(rnd and rnd["joker"]),
        },
        "room": {
            "number": room["number"],
            "type": room["type"],
            "name": room_data["name"] if room_data else None,
            "encounter": room["encounter"],
            "encounter_name": enc["name"] if enc else None,
            "campfire": bool(room_data and room_data["campfire"]),
            "pig": bool(room_data and room_data["pig"]),
        },
        "encounters_seen": list(state["seen"]),
        "run": {
            "rooms_cleared": state["run"]["rooms_cleared"],
            "monsters_defeated": state["run"]["monsters_defeated"],
            "round": state["run"]["round"],
        },
        "log": journal.lines(state),
        "outcome": outcome(state),
    }


def _footprint(kind, anchor):
    from game.games.grudge.rules import board

    return [list(s) for s in board.footprint(kind, anchor)]


def outcome(state: dict):
    if state["result"] is None:
        return None
    return {
        "result": state["result"],
        "rooms_cleared": state["run"]["rooms_cleared"],
        "monsters_defeated": state["run"]["monsters_defeated"],
        "luckstones": state["luckstones"],
        "text": _end_head(state),
        "sentences": _end_lines(state),
    }


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _end_head(state: dict) -> str:
    if state["result"] == "victory":
        return "Victory: the Troll falls and your grudge is settled."
    return f"Fallen in Room {state['room']['number']}: the grudge dies with you."


def _end_lines(state: dict) -> list[str]:
    """The end screen under its head: what the run did, what the Warrior ends with, and what
    comes next (only the Luckstones left go on, banked in the profile)."""
    run, warrior = state["run"], state["warrior"]
    return [
        f"{_plural(run['rooms_cleared'], 'room')} cleared, "
        f"{_plural(run['monsters_defeated'], 'monster')} defeated.",
        f"Your Warrior ends with {warrior['health']} Health and "
        f"{_plural(warrior['runestones'], 'Runestone')}; "
        f"{_plural(state['luckstones'], 'Luckstone')} left to bank.",
        "Next: a new run from the main menu, starting at Room 1 with the Luckstones you bank.",
    ]


def summary(state: dict) -> str:
    room = state["room"]
    enc = content.encounters().get(room["encounter"]) if room["encounter"] else None
    where = f"Room {room['number']}" + (f", {enc['name']}" if enc else "")
    if state["result"]:
        return (
            f"{where} - {'Victory' if state['result'] == 'victory' else 'Fallen'}, "
            f"{state['run']['rooms_cleared']} rooms cleared"
        )
    left = len(S.living(state))
    return (
        f"{where} - Health {state['warrior']['health']}, {left} monster"
        f"{'s' if left != 1 else ''} left"
    )


DRAW_PILES = ("warrior", "m_action", "m_init")


def hidden_from(state: dict, seat: int) -> list:
    """What the Warrior's player must never be shown: the order of the face-down draw piles
    (a card's identity shows only once it is drawn), and the journal's cards of rounds that
    have ended (the player has to remember those)."""
    piles = [list(state["decks"][pile]) for pile in DRAW_PILES if len(state["decks"][pile]) >= 3]
    return piles + journal.forgotten(state)


def redact(event: dict, seat) -> dict:
    """What the player is handed of an event: its type, reveal flag and journal line, the line
    with its cards left out (the view shows this round's while it lasts)."""
    shown = public_event(event)
    if "log" in shown and journal.marked(shown["log"]):
        shown["log"] = journal.showing(shown["log"], set())
    return shown
