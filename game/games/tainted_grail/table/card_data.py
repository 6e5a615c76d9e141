"""The printed face of a Combat or Diplomacy card and of an Encounter card, as the content files
write them (the card spec of issue 13) and the campaign's loader reads them. Card faces are
public: the view names cards by id, and the table looks up what is printed on them here."""

from __future__ import annotations

from game.games.tainted_grail.rules import content

ROWS = ("ae", "cc", "ps")
KEYS = (*ROWS, "magic", "free")
KINDS = {"B": "basic", "A": "advanced", "W": "wyrdform", "Q": "quest"}


def card_ids() -> list[str]:
    """Every hero's Combat and Diplomacy card, by id."""
    return list(content.load()["cards"])


def card(card_id: str) -> dict:
    """The card ``hero:kind:LNN`` as printed, with its id, owner, kind and number; a card no
    file writes yet is a blank face with its title."""
    hero, kind, number = (card_id.split(":") + ["", "", ""])[:3]
    printed = content.load()["cards"].get(card_id) or {
        "name": f"{kind.capitalize()} card {number}",
        "left": {},
        "right": {},
    }
    return {
        **printed,
        "id": card_id,
        "owner": hero,
        "kind": kind,
        "number": number,
        "letter": KINDS.get(number[:1], ""),
    }


def _encounters() -> dict:
    return content.load()["encounters"]


def encounter(enc_id: str) -> dict:
    """The Encounter card as printed (its table, traits, keys...), with its id."""
    return {**_encounters().get(enc_id, {"name": enc_id, "left": {}}), "id": enc_id}


def multiplier(card: dict) -> int:
    """The Free Key's multiplier printed on the card's opening half (1x when omitted)."""
    words = str((card.get("right") or {}).get("free", "1x"))
    return int(words.rstrip("x")) if words.rstrip("x").isdigit() else 1


def opening(card: dict, key: str) -> tuple[str, int] | None:
    """The opening half of ``key``: (attribute, level), ("magic", 1) or ("free", multiplier)."""
    right = card.get("right") or {}
    if key == "free":
        return "free", multiplier(card)
    value = right.get(key)
    if value in (None, False, ""):
        return None
    if key == "magic":
        return "magic", 1
    words = str(value).lower().split()
    level = int(words[1]) if len(words) > 1 and words[1].isdigit() else 1
    return words[0], level


def bonuses(card: dict, key: str) -> list[tuple[str, int]]:
    """The closing half of ``key`` as (bonus, number) pairs: "play + pool 1" gives
    [("play", 0), ("pool", 1)]."""
    value = (card.get("left") or {}).get(key)
    if not value:
        return []
    out = []
    for part in str(value).split("+"):
        words = part.split()
        if words:
            number = int(words[1]) if len(words) > 1 and words[1].lstrip("-").isdigit() else 0
            out.append((words[0].lower(), number))
    return out


def say(effects) -> str:
    """An effects value (the spec's phrases and structures) in short printed words."""
    if effects is None or effects == "":
        return ""
    if isinstance(effects, list):
        return "; ".join(say(e) for e in effects)
    if isinstance(effects, dict):
        if "choose" in effects:
            return "choose: " + " or ".join(say(e) for e in effects["choose"])
        if "may" in effects:
            may = effects["may"]
            return f"may pay {may.get('pay')}: {say(may.get('then'))}"
        if "roll" in effects:
            return "roll: " + ", ".join(f"{k} {say(v)}" for k, v in effects["roll"].items())
        if "if" in effects:
            words = f"if {effects['if']}: {say(effects.get('then'))}"
            return words + (f", else {say(effects['else'])}" if effects.get("else") else "")
        return ", ".join(f"{k} {say(v)}" for k, v in effects.items())
    return str(effects)
