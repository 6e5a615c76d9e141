"""Sorting GRIM's legal commands by where the player meets them: on a card in the hand, on a
Grim in play (an enemy to attack, one of yours to receive a Bond or a Reaction), or as a
button in the bar. No pygame here: the scene and the tests share it."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.playout import bare
from game.games.grim.table.ui_tips import DECK_COMMANDS, deck_summary

# "not now" answers, kept apart at the right end of the bar
PASS_TYPES = {"pass", "no_draw", "no_attach", "no_reaction", "no_search"}
ENEMY_TARGETED = {"attack", "one_target"}


def label_of(command: dict) -> str:
    if command.get("label"):
        return str(command["label"])
    words = str(command.get("type", "?")).replace("_", " ").capitalize()
    extra = [str(v) for k, v in command.items() if k not in ("type", "seat", "preview", "label")]
    return " ".join([words, *extra])


def _damage_line(name: str, hit: dict) -> str:
    if hit.get("immune"):
        return f"{name}: Immune, no damage"
    steps = [str(s) for s in hit.get("steps") or []]
    why = f" ({'; '.join(steps)})" if steps else ""
    return f"{name}: {hit.get('damage', 0)} damage{why}"


def preview_text(command: dict, names: dict[int, str] | None = None) -> str:
    """The preview in words: the Stamina cost and the damage each Target would take.
    ``names`` maps an enemy slot to its Grim's name."""
    preview = command.get("preview")
    if not isinstance(preview, dict):
        return "" if preview is None else str(preview)
    names = names or {}
    lines = []
    if preview.get("cost") is not None:
        lines.append(f"Costs {preview['cost']} Stamina.")
    if preview.get("status"):
        lines.append(f"Inflicts {str(preview['status']).title()}: {preview.get('outcome', '')}".rstrip(": "))
    hits = preview.get("damage")
    if isinstance(hits, dict) and hits and all(isinstance(v, dict) for v in hits.values()) and "damage" not in hits:
        for slot, hit in hits.items():
            key = int(slot) if str(slot).isdigit() else slot
            lines.append(_damage_line(names.get(key, f"Target {slot}"), hit))
    elif isinstance(hits, dict):
        lines.append(_damage_line("The Attack then deals", hits).replace(": ", " ", 1))
    return "\n".join(lines)


def describe(command: dict, names: dict[int, str] | None = None) -> str:
    """Label plus preview: the text a tooltip shows before the click."""
    label, preview = label_of(command), preview_text(command, names)
    if command.get("type") in DECK_COMMANDS and command.get("element"):
        preview = "\n".join(p for p in (preview, deck_summary(str(command["element"]))) if p)
    return f"{label}\n{preview}" if preview else label


@dataclass
class Sorted:
    cards: dict[str, list[dict]] = field(default_factory=dict)      # a card in the hand
    enemies: dict[int, list[dict]] = field(default_factory=dict)    # an enemy Grim's slot
    allies: dict[int, list[dict]] = field(default_factory=dict)     # one of your Grim's slots
    buttons: list[dict] = field(default_factory=list)
    passes: list[dict] = field(default_factory=list)


def sort_commands(legal: list[dict], hand_ids: set[str]) -> Sorted:
    out = Sorted()
    for command in legal:
        kind = command.get("type")
        card = command.get("card")
        if kind in ENEMY_TARGETED and (command.get("targets") or command.get("slot") is not None):
            for slot in command.get("targets") or [command.get("slot")]:
                out.enemies.setdefault(int(slot), []).append(command)
        elif card is not None and str(card) in hand_ids:
            out.cards.setdefault(str(card), []).append(command)
            if kind == "attach" and command.get("slot") is not None:
                out.allies.setdefault(int(command["slot"]), []).append(command)
        elif kind in PASS_TYPES:
            out.passes.append(command)
        else:
            out.buttons.append(command)
    return out


def once(commands: list[dict]) -> list[dict]:
    """Each choice once: commands a player can't tell apart (the same words) are one entry."""
    seen: set[str] = set()
    out = []
    for command in commands:
        if label_of(command) not in seen:
            seen.add(label_of(command))
            out.append(command)
    return out


def to_submit(command: dict) -> dict:
    return bare(command)


# An Attack is declared in the book's order: the Attack, its damage Element, the Targets, Synergy.
DECLARATION_STEPS = ("attack", "element", "targets", "synergy")


def _most_damage(command: dict) -> int:
    hits = (command.get("preview") or {}).get("damage") if isinstance(command.get("preview"), dict) else None
    if not isinstance(hits, dict):
        return 0
    return sum(hit.get("damage", 0) for hit in hits.values() if isinstance(hit, dict) and not hit.get("immune"))


def declaration_step(commands: list[dict], names: dict[int, str]) -> tuple[str, list[tuple[str, list[dict]]]] | None:
    """The next step of declaring one of these Attacks: the step's name and its choices, each a
    title and the declarations it keeps. None when a single declaration is left (or these are not
    Attacks): then the choice is made."""
    if len(commands) < 2 or any(c.get("type") != "attack" for c in commands):
        return None
    for step in DECLARATION_STEPS:
        groups: dict[str, list[dict]] = {}
        for command in commands:
            groups.setdefault(repr(command.get(step)), []).append(command)
        if len(groups) > 1:
            return step, [(_step_title(step, group, names), group) for group in groups.values()]
    return None


def _step_title(step: str, group: list[dict], names: dict[int, str]) -> str:
    first = group[0]
    if step == "attack":
        title = label_of(first).split(" (")[0]
    elif step == "element":
        title = f"{str(first.get('element')).capitalize()} damage"
    elif step == "targets":
        title = "at " + " and ".join(names.get(t, f"Grim {t}") for t in first.get("targets") or [])
    else:
        title = "with its Synergy" if first.get("synergy") else "without Synergy"
    if all(_all_immune(c) for c in group):
        # still a legal choice (it clears the Attacker's Burn or Fear), so say why it does nothing
        return f"{title}: Immune, no damage and no Synergy (the Stamina is still spent)"
    best = max(_most_damage(c) for c in group)
    return f"{title}: up to {best} damage" if step != "synergy" else f"{title}: {best} damage"


def _all_immune(command: dict) -> bool:
    hits = (command.get("preview") or {}).get("damage") if isinstance(command.get("preview"), dict) else None
    return isinstance(hits, dict) and bool(hits) and all(
        isinstance(hit, dict) and hit.get("immune") for hit in hits.values())
