"""What each of Grimheim's actions and answers does, in rules terms, for its button's tooltip
(the button itself only names it). Plain words from the guide; no pygame."""

from __future__ import annotations

DOES = {
    "move": "Move (1 AP): walk up to the model's MOV in inches. It may not end a move within "
    "an enemy's reach.",
    "run": "Run (2 AP): up to twice MOV. Not out of a fight; afterwards the model may not "
    "Charge or Fall Back.",
    "charge": "Charge (1 AP): up to MOV plus 2 inches, ending in contact with an enemy you can "
    "see. The model may not also Move or Fall Back this activation.",
    "fall_back": "Fall Back (2 AP): step out of a fight, ending beyond every enemy's reach.",
    "run_and_gun": "Run and Gun (2 AP): move up to MOV, then shoot with one attack die fewer.",
    "hide": "Hide (1 AP): vanish from enemy sight until found. Needs cover nearby and no enemy "
    "within 3 inches that can see the model.",
    "recover": "Recover (1 AP): shake off every status. Not while an enemy is in contact.",
    "pass": "Pass (1 AP): do nothing and finish. The model has had its turn and can no longer "
    "react this turn.",
    "end": "Finish this activation without spending the AP left. The model has had its turn "
    "and can no longer react this turn.",
    "overwatch": "Overwatch (1 AP): wait with this ranged weapon. When an enemy ends a move in "
    "range and sight, you may shoot it with one attack die fewer, which ends the "
    "watch. The watch lasts until the end phase.",
    "interact": "Interact (1 AP): light the beacon beside the model (Signal Fires), or take up "
    "the cask or reliquary beside it (Smugglers' Casks, The Saint's Bones).",
    "loot": "Loot (1 AP): open the cache beside the model and roll on the Equipment List; the "
    "find goes to this model.",
    "command": "Command (1 AP): a friend within 6 inches that has not activated yet gains 1 AP.",
    "no_react": "Make no reaction: what the enemy declared goes ahead. The model stays ready.",
    "watch_fire": "Fire from Overwatch at the model that just moved, with one attack die fewer. "
    "This ends the watch.",
    "hold_fire": "Let this move pass; the watch stays for a later one.",
    "no_shot": "Skip the shot of the Run and Gun; the move stands.",
    "fate_done": "Keep the Fate dice left; the roll stands as it is now.",
    "keep_quest": "Keep the side quest dealt to you; your foe only learns that you kept one.",
    "first": "The side that goes first activates the first model of the turn.",
}

REACTIONS = {
    "dodge": "Dodge (1 AP): the model rolls one more defense die against this attack.",
    "intercept": "Intercept (1 AP): strike the moving enemy on its way, with one attack die fewer.",
    "retreat": "Retreat (1 AP): slip away to this square; the charger still runs at the new "
    "spot and may fall short.",
}


def does(command: dict) -> str:
    """The rules-terms sentence for a command, or "" if it has none."""
    kind = command.get("type")
    if kind == "react":
        return REACTIONS.get(str(command.get("reaction")), "")
    return DOES.get(str(kind), "")
