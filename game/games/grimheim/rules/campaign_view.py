"""The campaign as both seats see it on the roster screen: each warband's models with their
profile, experience, injuries, advances and finds, its gold and stash, the battle ahead with its
briefing, the last aftermath and the standings. A campaign holds nothing secret."""

from __future__ import annotations

from game.games.grimheim.rules import campaign as C
from game.games.grimheim.rules import content
from game.games.grimheim.rules.muster import describe


def effect_words(effect: dict) -> str:
    """What one effect of a find, injury or advance does, in a few words."""
    data = content.load()
    kind = effect["kind"]
    if kind == "stat":
        amount, stat = effect["amount"], effect["stat"]
        if stat == "sav":  # a lower save number is the better one
            return f"saves on {'1 less' if amount < 0 else '1 more'}"
        return f"{amount:+d} {stat.upper()}"
    if kind == "rule":
        return data["rules"][effect["rule"]]["name"]
    if kind == "immune":
        return f"never {effect['status'].capitalize()}"
    if kind == "heal":
        return "mends a lasting injury"
    if kind == "fate":
        dice = "die" if effect["amount"] == 1 else "dice"
        return f"{effect['amount']} more Fate {dice} in the first turn"
    return f"a {data['weapons'][effect['weapon']]['name']}"


def _model(m: dict, faction: str) -> dict:
    built = C.fielded_model(m, faction, 0, 0)
    weapons = content.load()["weapons"]
    return {
        "uid": m["uid"],
        "name": m["name"],
        "kind": describe(m),
        "tier": m["tier"],
        "profile": {k: built[k] for k in ("ap", "mov", "def", "sav", "wnd")},
        "weapons": [weapons[w]["name"] for w in built["weapons"]],
        "xp": m["xp"],
        "next": C.next_threshold(m["xp"]),
        "battles": m["battles"],
        "injuries": [C.injury(r)["name"] for r in m["injuries"]],
        "advances": [C.advance(r)["name"] for r in m["advances"]],
        "items": [C.item(r)["name"] for r in m["items"]],
        "does": {  # what each injury, advance and find does, for the roster's tooltips
            entry["name"]: ", ".join(effect_words(e) for e in entry.get("effects", []))
            or entry["text"]
            for entry in [C.injury(r) for r in m["injuries"]]
            + [C.advance(r) for r in m["advances"]]
            + [C.item(r) for r in m["items"]]
        },
        "out": m["out"],
        "cost": content.model_cost(m, faction),
    }


def _band(b: dict) -> dict:
    data = content.load()
    return {
        "name": b["name"],
        "faction": data["factions"][b["faction"]]["name"],
        "gold": b["gold"],
        "stash": [
            {
                "name": C.item(r)["name"],
                "text": C.item(r)["text"],
                "does": ", ".join(effect_words(e) for e in C.item(r)["effects"]),
            }
            for r in b["stash"]
        ],
        "models": [_model(m, b["faction"]) for m in b["models"]],
        "fallen": list(b["fallen"]),
        "retired": list(b["retired"]),
    }


def campaign_view(camp: dict) -> dict:
    """What the roster screen shows of the record ``camp`` (before the battle it is the muster's
    working copy; after the aftermath, the record carried on)."""
    story = C.tables()["story"]
    here = C.chapter(camp)
    total = C.length(camp)
    mission = content.load()["missions"][C.mission_of(camp)]["name"]
    if camp["kind"] == "league":
        title = f"{C.tables()['league']['name']}, battle {camp['battle']}: {mission}"
        briefing = C.tables()["league"]["text"]
    elif here is None:
        title, briefing = f"{story['name']} is told", C.standing_text(camp)
    else:
        title = f"Battle {camp['battle']} of {total}: {here['name']} ({mission})"
        briefing = here["briefing"] if camp["battle"] > 1 else f"{story['text']} {here['briefing']}"
    last = camp["results"][-1] if camp["results"] else None
    rows = C.standings(camp)
    return {
        "kind": camp["kind"],
        "battle": camp["battle"],
        "length": total,
        "title": title,
        "briefing": briefing,
        "last": None
        if last is None
        else {"aftermath": last["aftermath"], "vp": last["vp"], "winner": last["winner"]},
        "report": [list(lines) for lines in camp["report"]],
        "standings": [
            {"name": b["name"], **row} for b, row in zip(camp["bands"], rows, strict=True)
        ],
        "bands": [_band(b) for b in camp["bands"]],
        "boons": [dict(b) for b in camp["boons"]],
    }
