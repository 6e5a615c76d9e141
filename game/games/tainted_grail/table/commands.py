"""Tainted Grail's legal commands as the table meets them: their words, which party or
Character they belong to, where a Travel goes, and the one comparison the table uses to find a
command again. Pure bookkeeping over what the rules offered, no pygame."""

from __future__ import annotations

from game.app.command_words import preview_of as preview  # noqa: F401
from game.app.command_words import same  # noqa: F401  (the table's words for commands)
from game.app.command_words import words_of as label

CONFIRM = {  # commands that cannot be taken back, with the question asked before they are sent
    "end_day": "End Day {day}? Everyone rests, may eat to Recover, and the wyrdness takes its "
    "toll; dawn brings a new Event. The night cannot be taken back.",
}
DRAW = "{label}?\n{preview} The cards drawn cannot be put back unseen: this cannot be undone."
LEAVE = "{label}?\n{preview}"
BLOOD = "{label}?\nThe Blood Price is paid in Health and Terror, shared out as the party chooses."
KING = (
    "{label}?\n{name} stands there: arriving starts {meets} ({kind}, difficulty {difficulty}) at "
    "once, and the cards it draws cannot be taken back."
)


def question(command: dict, view: dict) -> str | None:
    """What to ask before sending ``command``, if anything: the night, the Blood Price, a
    deck advance (its draw is a reveal), leaving an Encounter (Escape, Avoid) and a Travel
    into a waiting King of Ruin (his Encounter starts on arrival)."""
    king = king_at(view, command.get("to")) if command.get("type") == "travel" else None
    if king:
        meets = king["meets"]
        return KING.format(
            label=label(command),
            name=king["name"],
            meets=meets["name"],
            kind=meets["kind"],
            difficulty=meets["difficulty"],
        )
    if command.get("type") == "advance_deck":
        return DRAW.format(label=label(command), preview=preview(command))
    if command.get("type") in ("escape", "avoid"):
        return LEAVE.format(label=label(command), preview=preview(command))
    if command.get("type") == "waystone" and command.get("how") == "blood":
        return BLOOD.format(label=label(command))
    words = CONFIRM.get(command.get("type", ""))
    return words.format(day=view["day"]) if words else None


def king_at(view: dict, location: str | None) -> dict | None:
    """The King of Ruin who would be met on arriving at ``location`` (not one met today)."""
    return next((k for k in view.get("kings", []) if k["at"] == location and not k["sated"]), None)


PARTY_ACTIONS = ("explore", "travel", "waystone", "challenge", "location_action")


def short(command: dict) -> str:
    """A label without the party's names in front ("Explore Gullhaven" for "Ysolt and Cadoc:
    Explore Gullhaven"), for a button that already sits by the party."""
    words = label(command)
    return words.split(": ", 1)[1] if command.get("who") and ": " in words else words


def without(command: dict, name: str) -> str:
    """A label without a Character's name in front ("raise Courage to 2 (3 Exp)")."""
    words = label(command)
    head = f"{name}: "
    return words[len(head) :] if name and words.startswith(head) else words


def tip(command: dict) -> str:
    """A button's tooltip: what it is and what it does."""
    return "\n".join(t for t in (label(command), preview(command)) if t)


def of(legal: list[dict], *kinds: str) -> list[dict]:
    return [c for c in legal if c.get("type") in kinds]


def for_party(legal: list[dict], members: list[str], *kinds: str) -> list[dict]:
    """The party's Actions (and its members' own): commands whose ``who`` is one of them."""
    return [c for c in of(legal, *kinds) if c.get("who") in members]


def travels(legal: list[dict], members: list[str]) -> dict[str, dict]:
    """Where the party may Travel: destination card -> its command."""
    return {c["to"]: c for c in for_party(legal, members, "travel")}


def waystones(legal: list[dict], members: list[str]) -> dict[str, list[dict]]:
    """The party's ways to Activate a Waystone, by the corner of their card."""
    out: dict[str, list[dict]] = {}
    for c in for_party(legal, members, "waystone"):
        out.setdefault(c["corner"], []).append(c)
    return out


def rest_of(legal: list[dict], placed: list[dict]) -> list[dict]:
    """The legal commands no screen element offers (they go to the choices panel). Screens place
    the very command objects of the legal list, so identity tells them apart."""
    shown = {id(p) for p in placed}
    return [c for c in legal if id(c) not in shown]
