"""A simple Encounter player (a searching one comes later): it keeps its hand, plays the card
that gains most (more of the Pool or the Affinity, then one that lets another card follow),
uses its charges and gear when they add to the Pool or the Affinity, pays for a card's offer
when it can, and Escapes or Avoids only when a member is about to drop. It reads its seat's
view and the legal commands only."""

from __future__ import annotations

TYPES = {
    "keep",
    "redraw",
    "activate",
    "play",
    "end",
    "escape",
    "avoid",
    "panic",
    "pick",
    "use_charges",
    "use_ability",
    "tick",
    "health",
    "down",
    "skip",
    "discard",
}


def of(legal: list, *kinds: str) -> list:
    return [c for c in legal if c["type"] in kinds]


def choose(view: dict, legal: list, rng) -> dict | None:
    enc = view.get("encounter") or {}
    types = {c["type"] for c in legal}
    if "sequence" not in enc or not types & TYPES:
        return None
    for kind in ("keep", "activate", "panic", "pick", "tick"):
        found = of(legal, kind)
        if found:
            return found[0]
    if "end" in types:
        return _activation(view, enc, legal)
    if "pay" in types and "skip" in types:
        return of(legal, "pay")[0]
    if "health" in types:  # Entrapment: a card rather than Health while the hand can spare it
        discards = of(legal, "discard")
        return discards[0] if len(discards) > 1 else of(legal, "health")[0]
    if "down" in types:  # Greedy: pay when the party can
        return (of(legal, "pay") or of(legal, "down"))[0]
    return legal[0]


def _activation(view, enc, legal):
    plays = of(legal, "play")
    if plays:
        info = {(p["card"], p["magic"]): p for p in enc.get("playable", [])}

        def worth(command):
            p = info.get((command["card"], command.get("magic")), {})
            gain = p.get("pool_after", enc.get("pool", 0)) - enc.get("pool", 0)
            gain += p.get("affinity_after", enc.get("affinity", 0)) - enc.get("affinity", 0)
            return (gain, p.get("allows_more", False), not command.get("magic"))

        return max(plays, key=worth)
    useful = [
        c
        for c in of(legal, "use_charges", "use_ability")
        if any(w in c.get("preview", "") for w in ("Pool", "Affinity", "Prevent"))
    ]
    if useful:
        return useful[0]
    members = [c for c in view["characters"] if c["id"] == enc.get("active")]
    if members and members[0]["tray"]["health"] <= 1:
        return (of(legal, "escape", "avoid") or of(legal, "end"))[0]
    return of(legal, "end")[0]
