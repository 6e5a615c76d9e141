"""Encounter views shaped like rules/encounter/view.py's docstring, for battlemat tests of
positions play reaches only by luck: a Combat mid-Sequence (two of
Cadoc's cards played, one burning a Time marker, one holding charges; his hand of three, two of
them playable, one with or without paying Magic) and a Diplomacy with the Affinity track. Each
comes with the legal commands the engine's Activation offers, labels and previews included."""

from __future__ import annotations

import copy


def _card(card_id, name, **extra):
    return {"card": card_id, "name": name, "text": None, "left": {}, "right": {}, **extra}


def _seq(uid, card_id, name, owner, connected, gained, time=0, charges=0, **extra):
    return {
        "uid": uid,
        "card": card_id,
        "name": name,
        "owner": owner,
        "passive": extra.pop("passive", False),
        "mark": extra.pop("mark", None),
        "text": None,
        "time": time,
        "charges": charges,
        "active": extra.pop("active", True),
        "left": {},
        "right": {},
        "connected": connected,
        "gained": gained,
    }


def combat() -> dict:
    """(the view's encounter, the legal commands) for Cadoc and Ysolt against Lantern
    Wreckers, Cadoc Active on turn 2."""
    enc = {
        "id": "wreckers",
        "name": "Lantern Wreckers",
        "colour": "green",
        "kind": "combat",
        "difficulty": 2,
        "flavour": "They wave false lights at the rocks.",
        "traits": ["harass 3-5: damage 1"],
        "at": "101",
        "party": ["cadoc", "ysolt"],
        "gone": [],
        "turn": 2,
        "active": "cadoc",
        "activated": ["ysolt"],
        "over": False,
        "card": {"right": {"cc": "Courage 1", "ps": "Spirituality 1", "free": "1x"}},
        "sequence": [
            _seq(0, "wreckers", "Lantern Wreckers", None, [], [], active=False),
            _seq(
                1,
                "cadoc:combat:B10",
                "Guttering Taper",
                "cadoc",
                ["cc", "free"],
                ["cc", "free"],
                time=1,
                passive=True,
                mark="candle",
            ),
            _seq(
                2,
                "cadoc:combat:B07",
                "Tin of Spills",
                "cadoc",
                ["ps", "free"],
                ["ps"],
                charges=2,
                passive=True,
            ),
        ],
        "pool": 3,
        "value": 9,
        "opportunity": "2 damage",
        "escape": "Lose 1 Health, take the Attack, and leave the Encounter (a loss).",
        "decks": {
            "cadoc": {"draw": 5, "hand": 3, "discard": ["Vigil Stub"], "seat": 0},
            "ysolt": {"draw": 6, "hand": 3, "discard": [], "seat": 0},
        },
        "hands": {
            "cadoc": [
                _card("cadoc:combat:B04", "Trim the Wick"),
                _card("cadoc:combat:B06", "Ash in the Eyes"),
                _card("cadoc:combat:B09", "Lantern Held High"),
            ],
            "ysolt": [
                _card("ysolt:combat:B01", "a"),
                _card("ysolt:combat:B02", "b"),
                _card("ysolt:combat:B03", "c"),
            ],
        },
        "playable": [
            {
                "card": "cadoc:combat:B04",
                "name": "Trim the Wick",
                "magic": None,
                "gains": [{"row": "ae", "bonus": "play"}],
                "pool_after": 3,
                "outcome": "Pool 3 -> 3 of 9",
                "cost": "",
                "allows_more": True,
            },
            {
                "card": "cadoc:combat:B06",
                "name": "Ash in the Eyes",
                "magic": None,
                "gains": [{"row": "free", "bonus": "+1 pool"}],
                "pool_after": 4,
                "outcome": "Pool 3 -> 4 of 9",
                "cost": "",
                "allows_more": False,
            },
            {
                "card": "cadoc:combat:B06",
                "name": "Ash in the Eyes",
                "magic": "cadoc",
                "gains": [
                    {"row": "magic", "bonus": "+1 pool"},
                    {"row": "free", "bonus": "+1 pool"},
                ],
                "pool_after": 5,
                "outcome": "Pool 3 -> 5 of 9",
                "cost": "1 Magic",
                "allows_more": False,
            },
        ],
        "intent": "1 damage (each); -1 to the Combat Pool",
    }
    legal = [
        {
            "type": "play",
            "card": "cadoc:combat:B04",
            "magic": None,
            "label": "Play Trim the Wick",
            "preview": "Gains Aggression/Empathy Key: another card may follow. Pool 3 -> 3 of 9. "
            "Another card may follow.",
        },
        {
            "type": "play",
            "card": "cadoc:combat:B06",
            "magic": None,
            "label": "Play Ash in the Eyes",
            "preview": "Gains Free Key: +1 to the Combat Pool. Pool 3 -> 4 of 9.",
        },
        {
            "type": "play",
            "card": "cadoc:combat:B06",
            "magic": "cadoc",
            "label": "Play Ash in the Eyes (Cadoc pays 1 Magic)",
            "preview": "Gains Magic Key: +1 to the Combat Pool; Free Key: "
            "+1 to the Combat Pool. Pool 3 -> 5 of 9. Costs Cadoc 1 Magic.",
        },
        {
            "type": "use_charges",
            "uid": 2,
            "label": "Tin of Spills: pay 1 charge",
            "preview": "Take 1 Time marker off a card.",
        },
        {
            "type": "end",
            "label": "End the Activation",
            "preview": "The enemy then does: 1 damage (each); -1 to the Combat Pool.",
        },
        {
            "type": "escape",
            "label": "Escape (lose 1 Health)",
            "preview": "Lose 1 Health, take "
            "the Attack (1 damage (each)), then leave the Encounter: a loss for you.",
        },
    ]
    return enc, [{**c, "seat": 0} for c in legal]


def diplomacy() -> dict:
    enc, _ = combat()
    enc = copy.deepcopy(enc)
    for key in ("pool", "value", "opportunity"):
        enc.pop(key)
    enc.update(
        id="toll-bandits",
        name="Crossroads Tollmen",
        kind="diplomacy",
        affinity=4,
        slots=["red", "red", "grey", "grey", "grey", "green", "green"],
        affinity_colour="grey",
        duration=3,
        escape="Avoid: the whole party agrees; Affinity down 4 and the Conclusion at once.",
        intent="Affinity down 1; discard the last card",
        hands={
            "cadoc": [
                _card("cadoc:diplomacy:B01", "Offer a Light"),
                _card("cadoc:diplomacy:B03", "x"),
            ]
        },
        playable=[
            {
                "card": "cadoc:diplomacy:B01",
                "name": "Offer a Light",
                "magic": None,
                "gains": [{"row": "ae", "bonus": "up 1"}],
                "affinity_after": 5,
                "outcome": "Affinity 4 -> 5",
                "cost": "",
                "allows_more": False,
            }
        ],
    )
    enc["sequence"] = [
        _seq(0, "toll-bandits", "Crossroads Tollmen", None, [], [], active=False),
        _seq(
            1,
            "cadoc:diplomacy:B02",
            "Slow-Kindled Trust",
            "cadoc",
            ["ae", "free"],
            ["free"],
            time=2,
        ),
    ]
    legal = [
        {
            "type": "play",
            "card": "cadoc:diplomacy:B01",
            "magic": None,
            "label": "Play Offer a Light",
            "preview": "Gains Aggression/Empathy Key: Affinity up 1. Affinity 4 -> 5.",
        },
        {
            "type": "end",
            "label": "End the Activation",
            "preview": "The enemy then does: Affinity down 1; discard the last card.",
        },
        {
            "type": "avoid",
            "label": "Avoid (the whole party agrees)",
            "preview": "Affinity down 4 and the Duration is gone: the red Conclusion.",
        },
    ]
    return enc, [{**c, "seat": 0} for c in legal]


def install(scene, enc: dict, legal: list[dict]) -> list[dict]:
    """Show ``enc`` and offer ``legal`` on ``scene`` (a Tainted Grail table at any Encounter),
    and return the list the commands it sends are put in instead of the match."""
    scene._refresh()
    view = copy.deepcopy(scene._view)
    view["encounter"] = enc
    scene._view, scene._legal = view, legal
    sent: list[dict] = []
    scene.submit = sent.append
    scene._built_for = None
    return sent
