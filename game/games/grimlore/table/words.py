"""Words the table shows for cards: monster and item traits by their book names (which the
glossary, read from docs/guides/grimlore.md, explains), an item's card, a monster's card."""

from __future__ import annotations

import re
from functools import cache

from game.app.glossary import glossary
from game.games.grimlore.rules import content
from game.games.grimlore.rules import phrases as P

MONSTER_TRAITS = {
    "agile": "Agile",
    "aoe": "AOE",
    "armored": "Armored",
    "defender": "Defender",
    "camouflage": "Camouflage",
    "charge": "Charge",
    "draining": "Draining",
    "evasive": "Evasive",
    "focus": "Focus",
    "illusions": "Illusions",
    "knockdown": "Knockdown",
    "warding": "Warding",
    "parry": "Parry",
    "petrifying": "Petrifying",
    "phasing": "Phasing",
    "poison": "Poison",
    "pull": "Pull",
    "ranged": "Ranged",
    "regenerates": "Regenerates",
    "resistant": "Resistant",
    "riposte": "Riposte",
    "second_wind": "Second Wind",
    "slow": "Slow",
    "stuns": "Stuns",
    "terrifying": "Terrifying",
    "tough": "Tough",
    "unleashed": "Unleashed",
    "vulnerability": "Vulnerable",
}
ITEM_TRAITS = {
    "escape": "Escape",
    "pull_target": "Pull Target",
    "aoe": "Sweep",
    "defend_advantage": "Defend Advantage",
    "defend_ranged": "Defend Ranged",
    "bulky": "Bulky",
    "resistance": "Resistance",
    "damage_undead": "Bane of the Dead",
    "damage_undead_aoe": "Turn the Dead",
    "discard_advantage": "Charm",
    "discard_skill_advantage": "Charm",
    "discard_damage": "Sharpen",
    "discard_map_draw": "Map",
    "discard_scavenge": "Scavenging Kit",
    "discard_gain": "Cache",
    "discard_gain_scavenge": "Forager",
    "discard_rest": "Comfort",
    "discard_restore": "Restore",
    "enchant": "Enchant",
    "gain_advantage": "Gain Advantage",
    "heal": "Heal",
    "immobile": "Immobile",
    "inventory_space": "Inventory Space",
    "large": "Large",
    "reach": "Reach",
    "restricting": "Restricting",
    "straining": "Straining",
    "use_restore": "Restore",
}


def test_words(attribute: str, skill: str) -> str:
    data = content.load()
    return f"{data['attributes'][attribute]['name']} + {data['skills'][skill]['name']}"


def trait_words(name: str, value) -> str:
    if value is True:
        return name
    if isinstance(value, list):
        return f"{name}: {', '.join(str(v).replace('_', ' ') for v in value)}"
    if isinstance(value, dict):
        return f"{name} ({', '.join(f'{k} {v}' for k, v in value.items())})"
    return f"{name} {value}"


def monster_traits(traits: dict) -> list[str]:
    return [
        trait_words(MONSTER_TRAITS.get(k, k.replace("_", " ").title()), v)
        for k, v in traits.items()
    ]


def item_traits(traits: dict) -> list[str]:
    return [
        trait_words(ITEM_TRAITS.get(k, k.replace("_", " ").title()), v) for k, v in traits.items()
    ]


def meaning(name: str) -> str:
    """What a rules word means, from the player guide's glossary ("" if it has none), without
    the guide's examples: a note on a Buckler should not name the Warding Aegis, nor a note on
    one monster's trait the other monsters that have it."""
    words = glossary("grimlore").get(name, "")
    words = PARENTHESES.sub(lambda m: "" if _cites(m.group(1)) else m.group(0), words)
    return " ".join(s for s in SENTENCES.split(words) if not _cites(s))


PARENTHESES = re.compile(r"\s*\(([^()]*)\)")
SENTENCES = re.compile(r"(?<=[.!?])\s+")


@cache
def _card_names() -> tuple[str, ...]:
    data = content.load()
    names = {m["minion"] for m in data["monsters"].values()}
    for table in ("items", "upgrades", "enchantments", "monsters"):
        names |= {entry["name"].removeprefix("The ") for entry in data[table].values()}
    return tuple(sorted(names | {P.plural(n) for n in names}))


def _cites(text: str) -> bool:
    return any(re.search(rf"\b{re.escape(name)}\b", text) for name in _card_names())


def explained(lines: list[str]) -> str:
    """Each trait on a line of its own, with its meaning after it when the guide has one."""
    out = []
    for line in lines:
        word = line.split(":")[0].rstrip("0123456789 ").strip()
        if word.startswith("Focus"):
            word = "Focus"
        what = meaning(word)
        out.append(f"{line}: {what}" if what else line)
    return "\n".join(out)


def monster_card(monster: dict) -> str:
    atk = monster["attack"]
    reach = f", range {atk['range']}" if atk.get("range") else ""
    head = (
        f"{monster['name']} ({monster['tier']}): {monster['energy']} Energy before scaling, "
        f"moves {monster['move']}, {atk['style']} attacks of {atk['damage']} {atk['type']}"
        f"{reach}. {P.sentence(P.count(monster['minions'], monster['minion']))} at its side"
        + (" (1 Energy, 1 damage each)." if monster["minions"] else ".")
    )
    traits = monster_traits(monster["traits"])
    return head + ("\n" + explained(traits) if traits else "")


def item_card(item: dict) -> str:
    """An item sheet from the view (rules/view.py item_sheet) as a tooltip."""
    lines = [f"{item['name']} ({item['kind']}, worth {item['worth']} gold)"]
    atk = item.get("attack")
    if atk:
        reach = f", range {atk['range']}" if atk.get("range", 1) > 1 else ""
        lines.append(
            f"Attack: {test_words(atk['attribute'], atk['skill'])},"
            f" {atk['damage']} {atk['type']} ({atk['style']}{reach})"
        )
    traits = item_traits({k: v for k, v in item.get("traits", {}).items() if k != "enchant"})
    if traits:
        lines.append(explained(traits))
    if item.get("slots"):
        more = "upgrade or enchantment" if item["slots"] == 1 else "upgrades or enchantments"
        lines.append(f"Takes {item['slots']} more {more}.")
    lines.append(item.get("line", ""))
    return "\n".join(x for x in lines if x)
