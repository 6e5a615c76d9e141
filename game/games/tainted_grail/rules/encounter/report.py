"""What an Encounter came to, kept for the result the table shows when it ends: the outcome in
words (a beaten enemy, the talk's Conclusion, nobody left), its Loot or Conclusion, and what
each Character's tracks, resources and Items did from its start to now (its Loot included).

The party's marks are taken when the Encounter begins (``snapshot``, kept in
``state["encounter"]["before"]``); ``settle`` stores the report in
``state["encounter_report"]`` until the next Encounter; ``shown`` is the view's part of it.
Nothing here is hidden from any seat: it is what the whole table just watched."""

from __future__ import annotations

from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.encounter import words as W

TRACKED = ("health", "terror", "energy", "food", "wealth", "magic", "exp")


def snapshot(state: dict, party: list[str]) -> dict:
    """Each member's tracks, resources and Items as the Encounter begins."""
    out = {}
    for cid in party:
        ch = state["chars"][cid]
        out[cid] = {**{k: ch[k] for k in TRACKED}, "items": [i["id"] for i in ch["items"]]}
    return out


def record(state: dict, enc: dict, card: dict, result: str, told: list[str]) -> dict:
    """The report of the Encounter ``enc`` just settled with ``result`` ("win" or "lose");
    ``told``: its outcome in the log's sentences."""
    rewards = []
    colour = enc.get("conclusion")
    if colour:
        rewards.append(f"The {colour} Conclusion: {W.effects(card['conclusion_effects'][colour])}.")
    elif result == "win" and not enc.get("no_loot") and card.get("loot_effects"):
        rewards.append("Loot: " + "; ".join(W.day_words(e) for e in card["loot_effects"]) + ".")
    elif result == "win" and enc.get("no_loot"):
        rewards.append("No Loot: the enemy ran away.")
    return {
        "id": enc["id"],
        "name": card["name"],
        "kind": card.get("kind", "combat"),
        "result": result,
        "outcome": list(told),
        "rewards": rewards,
        "before": enc.get("before", {}),
    }


def shown(state: dict) -> dict | None:
    """The last Encounter's report with what changed for each Character since it began:
    {id, name, kind, result, outcome: [line], rewards: [line], changes: [{cid, name, words}]}."""
    report = state.get("encounter_report")
    if not report:
        return None
    changes = []
    for cid, before in report["before"].items():
        if cid not in state["chars"]:
            continue
        ch = state["chars"][cid]
        words = [
            f"{W.TITLES[k]} {'+' if ch[k] > before[k] else ''}{ch[k] - before[k]}"
            for k in TRACKED
            if ch[k] != before[k]
        ]
        now = [i["id"] for i in ch["items"]]
        words += [f"gains {H.item_card(i)['name']}" for i in now if i not in before["items"]]
        words += [f"loses {H.item_card(i)['name']}" for i in before["items"] if i not in now]
        changes.append({"cid": cid, "name": S.name(state, cid), "words": words})
    out = {k: v for k, v in report.items() if k != "before"}
    return {**out, "changes": changes}
