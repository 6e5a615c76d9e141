"""Sorting the legal commands by where the player meets them: on a board square, on a monster
(a target ring), on a card, or as a button in the action bar. No pygame here: pure bookkeeping
the scene and the tests share."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.playout import bare

Square = tuple[int, int]

# "not now" answers: drawn apart at the right end of the bar so they are never clicked by mistake
PASS_TYPES = {"pass", "back", "no_interrupt", "no_aid", "keep_roll", "keep_encounter", "axe_stay",
              "axe_done", "take_damage"}
# bar groups, in the order they appear; anything unknown lands in "Other"
GROUP_ORDER = ["Move", "Items", "Spells", "Recover", "Choose", "Other", ""]


def group_of(command: dict) -> str:
    kind = command.get("type")
    if kind in PASS_TYPES:
        return ""
    if kind in ("dash", "avoid") or (kind == "menu" and command.get("action") in ("dash", "avoid")):
        return "Move"
    if kind in ("wield", "load_bow", "loot_weapon", "loot_pig", "loot_pick", "drop"):
        return "Items"
    if kind == "cast" or (kind == "menu" and command.get("action") == "cast"):
        return "Spells"
    if kind in ("recover", "shake_stun"):
        return "Recover"
    if kind in ("strike", "roughhouse", "riposte", "aid", "aid_defense", "notch"):
        return "Choose"
    return "Other"


def label_of(command: dict) -> str:
    if command.get("label"):
        return str(command["label"])
    words = str(command.get("type", "?")).replace("_", " ")
    extra = [str(v) for k, v in command.items() if k not in ("type", "seat", "preview", "label")]
    return " ".join([words.capitalize(), *extra])


def preview_of(command: dict) -> str:
    preview = command.get("preview")
    if preview is None or preview == "":
        return ""
    if isinstance(preview, (list, tuple)):
        return "; ".join(str(p) for p in preview)
    if isinstance(preview, dict):
        return ", ".join(f"{k}: {v}" for k, v in preview.items())
    return str(preview)


def describe(command: dict) -> str:
    """The label and, when known, what will happen: the text a tooltip shows before a click."""
    label, preview = label_of(command), preview_of(command)
    if preview and preview != label:
        return f"{label}: {preview}"
    return label


def as_square(value) -> Square | None:
    try:
        c, r = value
        return int(c), int(r)
    except (TypeError, ValueError):
        return None


def card_slot(command: dict) -> str | None:
    """The slot a card command puts its card in (Initiative has no "slot" key)."""
    if command.get("type") == "initiative":
        return "initiative"
    slot = command.get("slot")
    return str(slot) if slot else None


@dataclass
class Sorted:
    squares: dict[Square, list[dict]] = field(default_factory=dict)
    targets: dict[str, list[dict]] = field(default_factory=dict)
    cards: dict[str, list[dict]] = field(default_factory=dict)
    buttons: list[dict] = field(default_factory=list)
    passes: list[dict] = field(default_factory=list)

    def at_square(self, square: Square, target_squares: dict[str, Square]) -> list[dict]:
        """Every command a click on ``square`` could mean: placed there, or aimed at who stands there."""
        found = list(self.squares.get(square, []))
        for who, commands in self.targets.items():
            if target_squares.get(who) == square:
                found += commands
        return found

    def slots_for(self, card: str) -> dict[str, dict]:
        return {card_slot(c): c for c in self.cards.get(card, []) if card_slot(c)}


def sort_commands(legal: list[dict], target_squares: dict[str, Square]) -> Sorted:
    """``target_squares`` maps a target id ("warrior", "m1"...) to where it stands; a target that
    is not on the board becomes a button so it can still be chosen."""
    out = Sorted()
    for command in legal:
        square = as_square(command.get("square")) if "square" in command else None
        target = command.get("target")
        if square is not None:
            out.squares.setdefault(square, []).append(command)
        elif target is not None and str(target) in target_squares:
            out.targets.setdefault(str(target), []).append(command)
        elif command.get("card") is not None:
            out.cards.setdefault(str(command["card"]), []).append(command)
        elif command.get("type") in PASS_TYPES:
            out.passes.append(command)
        else:
            out.buttons.append(command)
    out.buttons.sort(key=lambda c: GROUP_ORDER.index(group_of(c)))
    return out


def to_submit(command: dict) -> dict:
    """A legal command as it is sent: without its label and preview."""
    return bare(command)
