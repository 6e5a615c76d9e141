"""Words and numbers the table shows that the view does not spell out: the cost a command's
label names, a Travel's Energy per party member, the chance of each band of a journal roll, the
kind of land a Location's name suggests (for its picture), the Order of the Day's steps, a King
of Ruin's own state in an Encounter."""

from __future__ import annotations

ATTRIBUTES = ("aggression", "empathy", "courage", "caution", "practicality", "spirituality")
RESOURCES = ("food", "wealth", "magic", "exp")
RESOURCE_NAMES = {"food": "Food", "wealth": "Wealth", "magic": "Magic", "exp": "Exp"}
STAGES = (("start", "Start of the Day"), ("day", "During the Day"), ("end", "End of the Day"))
START_STEPS = (
    "Start of the Day effects",
    "Time markers: one light and one dark off every card",
    "Cards with no waystone turn to wyrdness",
    "The Guardian die for each Guardian",
    "Active Events cleared, a new Event revealed",
)
END_STEPS = (
    ("End of the Day effects", ()),
    ("Rest: Energy back to its starting slot", ()),
    ("Recover: eat 1 Food for Health, Energy, less Terror", ("recover",)),
    ("The wyrdness: 2 Health and 2 Terror for those sleeping in it", ()),
    ("Advancement: spend Exp, shape the decks", ("advance", "keep_card")),
    ("Visions where someone sleeps by one", ("vision",)),
    ("The Dying who are still at 0 Health die", ()),
)
LANDS = (  # words in a Location's name and the picture they call for
    ("village", ("haven", "market", "camp", "fold", "hold", "mill")),
    ("holy", ("abbey", "shrine", "chapel")),
    ("coast", ("strand", "jetty", "cove", "wreck", "salt", "tide", "dune", "beacon")),
    ("marsh", ("reed", "mire", "marsh", "fen", "ford", "weir", "eel")),
    ("forest", ("oak", "wood", "glade", "hollow", "grove")),
    ("hills", ("barrow", "quarry", "cairn", "tor", "gate", "hill")),
)


def per_member(command: dict) -> str:
    """A Travel's Energy as each member feels it, from the command's ``bill``."""
    bill = command.get("bill") or {}
    total, members = bill.get("energy", 0), bill.get("members", 1)
    if total == 0:
        return "free"
    if members > 1 and total % members == 0:
        return f"{total // members} Energy each"
    if members > 1:
        return f"{total} Energy for {members}"
    return f"{total} Energy"


def land_of(name: str) -> str:
    low = name.lower()
    for land, hints in LANDS:
        if any(h in low for h in hints):
            return land
    return "moor"


def band_text(band: dict) -> str:
    low, high = band["low"], band["high"]
    if high >= 99:
        return f"{low}+"
    return str(low) if low == high else f"{low}-{high}"


def band_odds(value: int, bands: list[dict], bonus: int = 0) -> list[int]:
    """The chance (in percent) a die plus ``value`` lands in each band."""
    out = []
    for band in bands:
        hits = sum(
            1
            for face in range(1, 7)
            if band["low"] <= face + value + bonus <= band["high"]
            or (band["high"] >= 99 and face + value + bonus >= band["low"])
        )
        out.append(round(100 * hits / 6))
    return out


def title(word: str) -> str:
    return word.replace("-", " ").replace("_", " ").capitalize()


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def king_lines(king: dict | None) -> list[str]:
    """A King's mechanic as it stands (the Encounter view's ``king`` part), one line each."""
    if not king:
        return []
    lines = []
    if king.get("oaths") is not None:
        lines.append(f"Oath markers left: {king['oaths']}; at none, {king['impact']}.")
    host = king.get("host") or {}
    if king.get("mechanic") == "host":
        lines.append(f"The Host: {host.get('left', 0)} face down, {host.get('aside', 0)} aside.")
    blooms = king.get("blooms") or {}
    if king.get("mechanic") == "spawn":
        lines.append(f"Bloom markers on her card: {king.get('bloom', 0)}.")
        for b in blooms.get("growing", []):
            row = f"; {b['row']}" if b.get("row") else ""
            lines.append(f"{b['name']}: {b['markers']} of {b['value']}{row}.")
    weather = king.get("weather") or {}
    up = weather.get("up")
    if up:
        lines.append(f"Weather: {up['name']}, {up['time']} more; {up['rules']}.")
    elif king.get("mechanic") == "weather" and weather.get("deck"):
        # before the first Activation nothing is up yet: say what is coming, not nothing
        lines.append(
            f"Weather: {plural(weather['deck'], 'card')} face down; the top one turns"
            " up after the first Activation."
        )
    return lines  # a last Encounter's missing Escape is said by the greyed Escape button
