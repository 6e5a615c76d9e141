"""Sorting GRIM's legal commands by where the player meets them: on a card in the hand, on a
Grim in play (an enemy to attack, one of yours to receive a Bond or a Reaction), or as a
button in the bar. No pygame here: the scene and the tests share it."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.playout import bare

# "not now" answers, kept apart at the right end of the bar
PASS_TYPES = {"pass", "no_draw", "no_attach", "no_reaction"}
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


def to_submit(command: dict) -> dict:
    return bare(command)
