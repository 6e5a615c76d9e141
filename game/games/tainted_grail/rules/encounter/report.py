"""What an Encounter came to, kept for the result the table shows when it ends: the outcome in
words (a beaten enemy, the talk's Conclusion, nobody left), its Loot or Conclusion, and what
each Character's tracks, resources and Items did from its start to now (its Loot included).

The party's marks are taken when the Encounter begins (``snapshot``, kept in
``state["encounter"]["before"]``); ``settle`` stores the report in
``state["encounter_report"]`` until the next Encounter, and once its Loot is in, the marks
then (``after``); ``shown`` is the view's part of it.
Nothing here is hidden from any seat: it is what the whole table just watched."""

from __future__ import annotations

from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.encounter import words as W
from game.games.tainted_grail.rules.engine import auto

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


@auto("encounter_reported")
def _reported(ctx, step):
    """The party's marks once the Loot is in: what the story does next is not the Encounter's."""
    report = ctx.state["encounter_report"]
    after = snapshot(ctx.state, [c for c in report["before"] if c in ctx.state["chars"]])
    ctx.emit("encounter_reported", "", pop=1, changes=[(["encounter_report", "after"], after)])


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
        ch = report.get("after", {}).get(cid) or snapshot(state, [cid])[cid]
        words = [
            f"{W.TITLES[k]} {'+' if ch[k] > before[k] else ''}{ch[k] - before[k]}"
            for k in TRACKED
            if ch[k] != before[k]
        ]
        now = ch["items"]
        words += [f"gains {H.item_card(i)['name']}" for i in now if i not in before["items"]]
        words += [f"loses {H.item_card(i)['name']}" for i in before["items"] if i not in now]
        changes.append({"cid": cid, "name": S.name(state, cid), "words": words})
    out = {k: v for k, v in report.items() if k not in ("before", "after")}
    return {**out, "changes": changes}
