"""The Element chart: each Element is strong against the next in ORDER (Poison wraps to Water),
resists itself, and cannot touch the Element just before it (that one is Immune to it)."""

from __future__ import annotations

ORDER = (
    "water",
    "fire",
    "plant",
    "earth",
    "electric",
    "wind",
    "light",
    "dark",
    "ghost",
    "psychic",
    "poison",
)
STATUS_OF = dict(
    zip(
        ORDER,
        (
            "freeze",
            "burn",
            "root",
            "grapple",
            "paralysis",
            "throw",
            "blindness",
            "fear",
            "curse",
            "confusion",
            "blight",
        ),
        strict=True,
    )
)
STATUSES = tuple(STATUS_OF.values())
ELEMENT_OF_STATUS = {status: element for element, status in STATUS_OF.items()}


def beats(element: str) -> str:
    """The Element that ``element`` is strong against."""
    return ORDER[(ORDER.index(element) + 1) % len(ORDER)]


def weak_to(element: str) -> str:
    """The Element that is strong against ``element`` (and Immune to it)."""
    return ORDER[ORDER.index(element) - 1]


def interaction(attack: str, defender: str) -> str:
    """'strong', 'weak', 'immune' or 'neutral' for one attacking and one defending Element."""
    if beats(attack) == defender:
        return "strong"
    if attack == defender:
        return "weak"
    if weak_to(attack) == defender:
        return "immune"
    return "neutral"


def chart(attack: str, defenders) -> tuple[bool, int]:
    """(immune, modifier) against every defending Element, each resolved on its own:
    any Immunity trumps; otherwise +2 per Strong and -2 per Weak interaction."""
    results = [interaction(attack, d) for d in dict.fromkeys(defenders)]
    if "immune" in results:
        return True, 0
    return False, 2 * results.count("strong") - 2 * results.count("weak")


def name(element: str) -> str:
    return element.title()
