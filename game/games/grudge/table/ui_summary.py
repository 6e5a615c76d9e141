"""What a cleared room comes to, read from the journal the player saw in it: Monsters defeated,
damage taken, blows the armor turned, loot and Luckstones. No pygame here."""
from __future__ import annotations

import re

DAMAGE = re.compile(r"You take (\d+) damage")
DEFEATS = {"monster_defeated", "troll_slain"}
LOOT = {"weapon_looted", "pig_treasure"}


def room_events(entries: list[list[dict]]) -> list[dict]:
    """The events (as the seat saw them) from the start of the room last cleared in ``entries``
    to its clearing; [] until both are in them. (The entry that clears a room goes on into the
    next one, so its own "room_entered" comes after the clearing and does not count.)"""
    flat = [event for events in entries for event in events]
    end = max((i for i, e in enumerate(flat) if e.get("type") == "challenge_won"), default=None)
    if end is None:
        return []
    start = max((i for i, e in enumerate(flat[:end]) if e.get("type") == "room_entered"), default=None)
    if start is None:
        return []
    after = flat[end + 1:end + 3]  # the camp, if any, is told just after the clearing
    return flat[start:end + 1] + [e for e in after if e.get("type") == "challenge_ended"]


def room_summary(events: list[dict], view: dict) -> tuple[str, list[str]]:
    """The dialog's title and lines for the room these events cleared."""
    room = view.get("room") or {}
    defeated = sum(1 for e in events if e.get("type") in DEFEATS)
    damage = sum(int(m.group(1)) for e in events if e.get("type") in ("warrior_hurt", "warrior_slain")
                 for m in [DAMAGE.search(str(e.get("log") or ""))] if m)
    notches = sum(1 for e in events if e.get("type") == "armor_notched")
    loot = [str(e.get("log")) for e in events if e.get("type") in LOOT and e.get("log")]
    spent = sum(1 for e in events if e.get("type") == "luckstone_spent")
    health = (view.get("warrior") or {}).get("health", "?")
    lines = [f"Monsters defeated: {defeated}",
             f"Damage taken: {damage} (Health now {health})"
             + (f"; your armor turned {notches} blow{'s' * (notches != 1)}" if notches else ""),
             "Loot: " + (" ".join(loot) if loot else "none"),
             f"Luckstones: {view.get('luckstones', 0)}" + (f" ({spent} spent here)" if spent else "")]
    camp = next((str(e.get("log")) for e in events if e.get("type") == "challenge_ended"
                 and str(e.get("log") or "").startswith("You camp")), "")
    if camp:
        lines.append(camp.split(":")[0] + ":" + camp.split(":", 1)[1].split(".")[0] + ".")
    entered = next((str(e.get("log") or "") for e in events if e.get("type") == "room_entered"), "")
    return f"{entered.rstrip('.') or 'The room'} cleared", lines
