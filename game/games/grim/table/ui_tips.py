"""What a choice means, read from the public card data: how an Element's deck plays (its own
description if the content has one, else its Status, Spirit Bonus, chart and its Grim's numbers),
and what a Bond does. No pygame here: the scene and the tests share it."""
from __future__ import annotations

from game.games.grim.rules import content
from game.games.grim.rules.elements import ORDER, beats, weak_to

DECK_COMMANDS = {"pick_deck", "ban_deck"}


def _element_entry(element: str) -> dict:
    try:
        return dict(content.load()["elements"].get(element) or {})
    except (KeyError, ValueError, OSError):
        return {}


def deck_summary(element: str) -> str:
    """How the ``element`` deck plays, in a few short lines."""
    if element not in ORDER:
        return ""
    entry = _element_entry(element)
    lines = []
    if entry.get("description"):
        lines.append(str(entry["description"]))
    try:
        cards = [content.grim(key) for key in content.deck_of(element)]
    except (KeyError, ValueError, OSError):
        cards = []
    if cards:
        health = sum(c["health"] for c in cards) / len(cards)
        speed = sum(c["speed"] for c in cards) / len(cards)
        top = max(a["damage"] for c in cards for a in c["attacks"])
        lines.append(f"{len(cards)} Grim: Health {min(c['health'] for c in cards)}-"
                     f"{max(c['health'] for c in cards)} (about {health:.0f}), Speed about {speed:.0f}, "
                     f"Attacks up to {top}.")
    if entry.get("status_name"):
        lines.append(f"Inflicts {entry['status_name']}: {entry.get('status_text', '')}")
    if entry.get("bonus_text"):
        lines.append(f"Spirit Bonus: {entry['bonus_text']}")
    lines.append(f"Strong against {beats(element).title()}; {weak_to(element).title()} is Immune to it "
                 f"and strong against it.")
    return "\n".join(lines)


def bond_summary(bond: dict) -> str:
    """What a Bond card does, for its zoom and its menu."""
    kind = str(bond.get("bond", ""))
    if kind == "spirit":
        return ("A Spirit: attach it beneath one of your Grim. Three Spirits on a Grim earn it a "
                "Spirit Bonus.")
    if kind in ORDER:
        return (f"The {kind.title()} Element: attach it beneath a Grim and it gains the {kind.title()} "
                f"Element, replacing an Element already attached. {kind.title()} is strong against "
                f"{beats(kind).title()}; {weak_to(kind).title()} is Immune to it.")
    return ""


def card_marks(grim: dict, view: dict) -> list[tuple[str, str]]:
    """The marks a Grim in play wears on its card, each (short text, what it means): its Spirits,
    an Attack held by Paralysis, an Attack just Hindered."""
    marks = []
    spirits = sum(1 for bond in grim.get("bonds") or [] if bond.get("bond") == "spirit")
    if spirits:
        marks.append((f"Spirit x{spirits}", f"{spirits} Spirit{'s' * (spirits > 1)} attached; three earn a "
                                            "Spirit Bonus."))
    if any(held.get("card") == grim.get("id") for held in view.get("held_attacks") or []):
        marks.append(("Attack held", "Paralysis holds its Attack until the Paralysis Phase."))
    hit = view.get("hindered")
    if hit and hit["card"] == grim.get("id"):
        marks.append(("Hindered", f"Its Attack was Hindered: {hit['why']}. It must declare again."))
    return marks
