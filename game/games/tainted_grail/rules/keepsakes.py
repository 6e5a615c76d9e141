"""Secret cards whose rule is more than an ability on a timing (abilities.py), wired here:

- 8, the Salt-Ghost's Promise: when its holder would gain Terror in a wyrdness Location, the
  party is asked whether to discard it so they gain none (once: the card goes back).
- 59, an Ember of the Mother Flame: after a journal roll, a Character in the reading party
  who has not yet used their reroll this chapter may roll again; the new roll stands.

(18, Factor Wenna's Note, is a Day Action on its card: discard it for 3 Wealth; 25, the
Mirewalker's Poles, lowers the Travel bill in travel.py.)
"""

from __future__ import annotations

from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.engine import ask

EMBER = 59
SALT_GHOST = R.SALT_GHOST


def _ward_text(state, step):
    who = S.name(state, step["cid"])
    return "ward", {
        "text": f"{who} would gain {step['amount']} Terror ({step['why'] or 'the wyrdness'}). "
        "Discard the Salt-Ghost's Promise to gain none?",
        "who": step["cid"],
    }


def _ward_options(state, step):
    who = S.name(state, step["cid"])
    return [
        {
            "type": "ward",
            "label": f"{who} discards the Promise",
            "preview": f"No Terror this time; Secret card {SALT_GHOST} goes back.",
            "terror": step["amount"],
        },
        {
            "type": "take_it",
            "label": f"{who} gains the {step['amount']} Terror",
            "terror": step["amount"],
        },
    ]


@ask("ward", _ward_text, _ward_options)
def _ward(ctx, step, command):
    cid = step["cid"]
    ctx.emit("ward_chosen", "", pop=1)
    if command["type"] == "ward":
        ctx.emit("warded", f"The salt on {S.name(ctx.state, cid)}'s tongue keeps the fog out.")
        H.lose_secret(ctx, SALT_GHOST)
        return
    R.adjust(ctx, cid, "terror", step["amount"], step["why"], ward=False)


# --- the Ember: one reroll of a journal roll per Character per chapter ---------------------------


def ember_holders(state: dict, party: list[str]) -> list[str]:
    """Who in the reading party may still reroll with the Ember this chapter."""
    if not S.has_secret(state, party, EMBER):
        return []
    used = state.get("chapter_used", [])
    return [c for c in party if f"ember:{c}" not in used]
