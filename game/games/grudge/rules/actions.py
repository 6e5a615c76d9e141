"""The Warrior's Main Action and Reaction: every option with its label and preview, the
two-step menus for squares and spell targets, and turning a choice into agenda steps."""

from __future__ import annotations

from game.games.grudge.rules import board, cards, content
from game.games.grudge.rules import state as S
from game.games.grudge.rules.engine import ask, asking
from game.games.grudge.rules.movement import avoid_preview, move_preview
from game.games.grudge.rules.values import (
    card_of,
    interrupt_free,
    interrupt_value,
    reach,
    roughhouse_targets,
    strike_preview,
    strike_targets,
    used_path,
)

W = S.WARRIOR
REACTS = {"S": {"strike"}, "C": {"move"}, "H": {"recover", "item"}}
EVERYTHING = {"strike", "roughhouse", "move", "recover", "item"}
SPELL_ORDER = ["luck", "brainfever", "stinking_cloud", "gust_of_wind", "thunderclap"]


def value(state, slot: str, stat: str | None) -> int:
    base = cards.value(card_of(state, W, slot))
    return base + (state["warrior"]["stats"][stat] if slot == "main" and stat else 0)


def aid_available(state) -> int:
    return interrupt_value(state, W) if interrupt_free(state, W, "H") else 0


def dash_steps(state, slot: str) -> tuple[int, int]:
    """(steps without Aid, steps with Aid) for a Dash now."""
    v = value(state, slot, "clubs")
    speed = S.speed(state, W)
    return min(speed, v), min(speed, v + aid_available(state))


def spell_targets(state, spell: str) -> list:
    here = S.square_of(state, W)
    walls = S.walls(state)
    seen = [m for m in S.living(state) if board.line_of_sight(here, S.square_of(state, m), walls)]
    return [W] + seen


def cloud_squares(state) -> list:
    here = S.square_of(state, W)
    return [s for s in board.visible_from(here, S.walls(state))]


def _versus(state, v: int, target: str, verb: str) -> str:
    """``verb`` says what happens to you ("stuns you"); a monster's Initiative is compared."""
    if target == W:
        return verb
    guard = S.initiative(state, target)
    return f"{v} vs Initiative {guard}: " + ("works" if v > guard else "resisted")


def options(state, slot: str, menu: dict | None) -> list:
    """Every command open to the Warrior now for this slot (``main`` or ``reaction``)."""
    card = card_of(state, W, slot)
    if slot == "reaction" and S.has(state, W, "stunned"):
        return [
            {"type": "shake_stun", "label": "Shake off the Stun (spends your Reaction)"},
            {"type": "pass", "label": "Not now"},
        ]
    if menu:
        return menu_options(state, slot, menu) + [{"type": "back", "label": "Back"}]
    allowed = EVERYTHING if slot == "main" else REACTS.get(cards.suit(card) or "", set())
    out = []
    if "strike" in allowed:
        v = value(state, slot, "spades")
        weapon = S.weapon(state, W)
        for t in strike_targets(state, W):
            out.append(
                {
                    "type": "strike",
                    "target": t,
                    "label": f"Strike {S.name_of(state, t)}",
                    "preview": strike_preview(state, W, t, v, weapon),
                }
            )
    if "roughhouse" in allowed:
        v = value(state, slot, "spades")
        for t in roughhouse_targets(state, W):
            out.append(
                {
                    "type": "roughhouse",
                    "target": t,
                    "label": f"Roughhouse {S.name_of(state, t)}",
                    "preview": f"Roughhouse {_versus(state, v, t, '')}",
                }
            )
    if "recover" in allowed:
        for cond in S.RECOVERABLE:
            if S.has(state, W, cond):
                out.append(
                    {
                        "type": "recover",
                        "condition": cond,
                        "label": f"Recover from being {cond.capitalize()}",
                    }
                )
    if "move" in allowed and S.can_move(state, W) and reach(state, W, 1):
        if dash_steps(state, slot)[1] > 0:
            out.append(
                {
                    "type": "menu",
                    "action": "dash",
                    "label": f"Dash (up to {dash_steps(state, slot)[0]})…",
                }
            )
        out.append({"type": "menu", "action": "avoid", "label": "Avoid (1 square)…"})
    if "item" in allowed:
        out += item_options(state, slot)
    out.append({"type": "pass", "label": "End your turn" if slot == "main" else "Not now"})
    return out


def item_options(state, slot: str) -> list:
    w = state["warrior"]
    here = S.square_of(state, W)
    out = []
    for weapon in w["weapons"]:
        if weapon != w["equipped"]:
            out.append(
                {
                    "type": "wield",
                    "weapon": weapon,
                    "label": f"Switch to the {content.weapon_name(weapon)}",
                }
            )
    if S.weapon(state, W) == "bow" and not w["loaded"]:
        out.append({"type": "load_bow", "label": "Load the bow"})
    for drop in state["board"]["drops"]:
        if board.chebyshev(here, S.sq(drop["square"])) <= 1 and drop["weapon"] not in w["weapons"]:
            out.append(
                {
                    "type": "loot_weapon",
                    "weapon": drop["weapon"],
                    "at": drop["square"],
                    "label": f"Take the fallen {content.weapon_name(drop['weapon'])} at "
                    f"{S.square_name(S.sq(drop['square']))}",
                }
            )
    pig = S.pig(state)
    if pig and not state["board"]["pig_looted"] and board.adjacent(here, pig):
        out.append(
            {
                "type": "loot_pig",
                "label": "Loot the Stuck Pig",
                "preview": "you pick the treasure (Luck)" if w["luck_spell"] else "roll a d6",
            }
        )
    if w["runestones"] > 0:
        v = value(state, slot, "hearts")
        for spell in SPELL_ORDER:
            name = content.spells()[spell]["name"]
            if spell == "luck" and not w["luck_spell"]:
                idle = not pig or state["board"]["pig_looted"]
                out.append(
                    {
                        "type": "cast",
                        "spell": "luck",
                        "label": "Cast Luck",
                        "preview": "wasted: there is no unlooted Stuck Pig in this room"
                        if idle
                        else content.spells()[spell]["text"],
                    }
                )
            elif spell == "thunderclap" and S.living(state):
                stunned = sum(1 for m in S.living(state) if v > S.initiative(state, m))
                out.append(
                    {
                        "type": "cast",
                        "spell": spell,
                        "label": "Cast Thunderclap",
                        "preview": f"value {v}: stuns {stunned} of {len(S.living(state))}",
                    }
                )
            elif spell in ("brainfever", "stinking_cloud", "gust_of_wind"):
                out.append(
                    {
                        "type": "menu",
                        "action": "cast",
                        "spell": spell,
                        "label": f"Cast {name}…",
                        "preview": content.spells()[spell]["text"],
                    }
                )
    return out


def menu_options(state, slot: str, menu: dict) -> list:
    action = menu["action"]
    out = []
    if action == "dash":
        plain, aided = dash_steps(state, slot)
        for end, path in reach(state, W, aided).items():
            extra = " (uses your Aid)" if len(path) > plain else ""
            out.append(
                {
                    "type": "dash",
                    "square": [end[0], end[1]],
                    "label": f"Dash to {S.square_name(end)}",
                    "preview": move_preview(state, W, path, ()) + extra,
                }
            )
    elif action == "avoid":
        v = value(state, slot, "clubs")
        for end in reach(state, W, 1):
            out.append(
                {
                    "type": "avoid",
                    "square": [end[0], end[1]],
                    "label": f"Avoid to {S.square_name(end)}",
                    "preview": avoid_preview(state, W, v, end),
                }
            )
    elif action == "cast":
        spell = menu["spell"]
        v = value(state, slot, "hearts")
        name = content.spells()[spell]["name"]
        if spell == "stinking_cloud":
            for s in cloud_squares(state):
                who = S.who_at(state, s)
                if who == W:  # the cloud spares nobody, its caster included
                    guard = S.initiative(state, W)
                    preview = f"{v} vs your Initiative {guard}: " + (
                        "stuns you" if v > guard else "you keep your head"
                    )
                else:
                    preview = _versus(state, v, who, "stuns you") if who else "an empty square"
                out.append(
                    {
                        "type": "cast",
                        "spell": spell,
                        "square": [s[0], s[1]],
                        "label": f"Cloud on {S.square_name(s)}",
                        "preview": preview,
                    }
                )
        else:
            for t in spell_targets(state, spell):
                if spell == "brainfever":
                    preview = _versus(state, v, t, "enrages you")
                else:
                    preview = _versus(state, v, t, "blows you away")
                out.append(
                    {
                        "type": "cast",
                        "spell": spell,
                        "target": t,
                        "label": f"{name} on {S.name_of(state, t)}",
                        "preview": preview,
                    }
                )
    return out


def _action_text(state, step):
    slot = "main" if step["kind"] == "main_action" else "reaction"
    card = card_of(state, W, slot)
    menu = step.get("menu")
    if menu:
        target_kind = (
            "choose_square"
            if menu["action"] in ("dash", "avoid") or menu.get("spell") == "stinking_cloud"
            else "choose_target"
        )
        what = menu.get("spell", menu["action"]).replace("_", " ")
        return target_kind, {
            "text": f"Choose where or whom: {what}.",
            "slot": slot,
            "action": menu["action"],
            "spell": menu.get("spell"),
        }
    if slot == "main":
        text = f"Your turn: take your Main Action ({cards.name(card)})."
    else:
        text = f"You may use your Reaction ({cards.name(card)}) now."
    return step["kind"], {"text": text, "slot": slot, "card": card}


def _action_options(state, step):
    slot = "main" if step["kind"] == "main_action" else "reaction"
    return options(state, slot, step.get("menu"))


def _choose(ctx, step, command):
    state = ctx.state
    slot = "main" if step["kind"] == "main_action" else "reaction"
    kind = command["type"]
    if kind == "pass":
        ctx.emit("passed", "You hold back." if slot == "main" else "", pop=1)
        return
    if kind in ("menu", "back"):
        menu = (
            None if kind == "back" else {k: command[k] for k in ("action", "spell") if k in command}
        )
        ctx.emit("menu", "", pop=1, push=[asking(step["kind"], menu=menu)])
        return
    changes = [(used_path(W, slot), True)]
    if kind == "shake_stun":
        left = [c for c in S.conditions(state, W) if c != "stunned"]
        ctx.emit(
            "stun_shaken",
            "You spend your Reaction shaking off the Stun.",
            changes=changes + [(["warrior", "conditions"], left)],
            pop=1,
        )
        return
    steps, extra = command_steps(state, slot, command)
    ctx.emit("warrior_acts", "", changes=changes + extra, pop=1, push=steps, slot=slot)


def command_steps(state, slot: str, command: dict) -> tuple[list, list]:
    kind = command["type"]
    if kind == "strike":
        return [
            {
                "op": "start_strike",
                "actor": W,
                "target": command["target"],
                "value": value(state, slot, "spades"),
                "source": slot,
            }
        ], []
    if kind == "roughhouse":
        return [
            {
                "op": "start_roughhouse",
                "actor": W,
                "target": command["target"],
                "value": value(state, slot, "spades"),
                "source": slot,
            }
        ], []
    if kind == "recover":
        return [{"op": "recover", "who": W, "condition": command["condition"]}], []
    if kind == "avoid":
        return [
            {
                "op": "start_avoid",
                "actor": W,
                "value": value(state, slot, "clubs"),
                "source": slot,
                "square": command["square"],
            }
        ], []
    if kind == "dash":
        v = value(state, slot, "clubs")
        plain, _ = dash_steps(state, slot)
        path = reach(state, W, dash_steps(state, slot)[1])[S.sq(command["square"])]
        extra = []
        if len(path) > plain:  # the chosen square is only in reach with the Aid card
            v += aid_available(state)
            extra = [(used_path(W, "interrupt"), True)]
        return [
            {
                "op": "start_dash",
                "actor": W,
                "value": v,
                "source": slot,
                "square": command["square"],
            }
        ], extra
    if kind == "wield":
        return [{"op": "wield_item", "weapon": command["weapon"]}], []
    if kind == "load_bow":
        return [{"op": "reload", "who": W}], []
    if kind == "loot_weapon":
        return [{"op": "loot_weapon", "weapon": command["weapon"], "at": command["at"]}], []
    if kind == "loot_pig":
        return [{"op": "loot_pig"}], []
    if kind == "cast":
        return [
            {
                "op": "start_cast",
                "spell": command["spell"],
                "target": command.get("target"),
                "square": command.get("square"),
                "value": value(state, slot, "hearts"),
                "source": slot,
            }
        ], []
    raise ValueError(kind)


ask("main_action", _action_text, _action_options)(_choose)
ask("reaction", _action_text, _action_options)(_choose)
