"""What a seat sees (everything the party knows: the party sheet, the journey so far, the tile
and its event, the battlemat; never the order of the stack or of a deck), the outcome a
campaign carries, the load screen's line, and the values no seat may be shown."""

from __future__ import annotations

from game.games.grimlore.rules import content, intents, story, tales
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.engine import AGENDA
from game.games.grimlore.rules.strikes import out_of_reach


def sheet(ch: dict) -> dict:
    return {
        "id": ch["id"],
        "name": ch["name"],
        "race": ch["race"],
        "role": ch["role"],
        "attributes": ch["attrs"],
        "skills": ch["skills"],
        "traits": ch["traits"],
        "expertise": ch["expertise"],
        "element": ch.get("element"),
        "energy": ch["energy"],
        "max_energy": S.max_energy(ch),
        "destiny": ch["destiny"],
        "max_destiny": S.max_destiny(ch),
        "gear": [item_sheet(i) for i in ch["gear"]],
        "blueprints": ch["blueprints"],
    }


def item_sheet(item: dict) -> dict:
    """An item as its card reads: kind, where it sits, attack, traits, price and worth."""
    card = I.card(item)
    return {
        "uid": item["uid"],
        "id": item["id"],
        "name": I.label(item),
        "kind": card["kind"],
        "where": item["where"],
        "slots": item["cap"] - len(item["addons"]),
        "attack": I.attack(item),
        "traits": I.traits(item),
        "price": card["price"],
        "worth": I.worth(item),
        "line": card["line"],
        "magic": bool(item.get("magic")),
        "flawed": bool(item.get("flawed")),
    }


def view(state: dict, seat: int | None) -> dict:
    party = state["party"]
    pools = {
        k: party[k]
        for k in ("xp", "gold", "ore", "organics", "essence", "clues", "local_clues", "rations")
    }
    tiles = content.load()["tiles"]
    tile = state["tile"] and tiles[state["tile"]]
    prompt = AGENDA.pending(state)
    out = {
        "phase": state["phase"],
        "round": state["round"],
        "turn": state["turn"],
        "party": {
            "name": party["name"],
            **pools,
            "cards": party["cards"],
            "roster": [sheet(ch) for ch in party["roster"].values()],
            "sessions": party["sessions"],
            "fallen": party["fallen"],
        },
        "members": list(state["members"]),
        "tested": list(state["tested"]),
        "round_tested": list(state.get("round_tested", [])),
        "tiles_left": len(state["stack"]),
        "tiles_total": state["stack_total"],
        "path": [{**p, "name": tiles[p["tile"]]["name"]} for p in state["path"]],
        "tile": tile
        and {
            "id": state["tile"],
            "name": tile["name"],
            "kind": tile["kind"],
            "friendly": state["friendly"],
            "tale": tales.current(state),
        },
        "won": state["won"],
        "lost": state["lost"],
        "advantage": len(state["advantage"]),
        "disadvantage": state["disadvantage"],
        "roll": state["roll"],
        "offer": state["offer"],
        "visit": state["visit"],
        "combat": state["combat"],
        "out_of_reach": out_of_reach(state) if state["combat"] else {},
        "bonus": state["bonus"],
        "result": state["result"],
        "intents": intents.plans(state),
        "prompt": {"kind": prompt.kind, **prompt.info},
        "log": state["log"][-12:],
        "story": story.story_view(state),
        "reading": story.reading_view(state, prompt.kind),
    }
    return out


def outcome(state: dict) -> dict | None:
    if state["result"] is None:
        return None
    party = dict(state["party"])
    party["rations"] = max(0, party["rations"])
    party["kept"] = kept_sentence(party)
    survived = state["ended"] == "completed"
    text = (
        f"The party came home: {W.count(state['won'], 'event')} won, {state['lost']} lost."
        if survived
        else "The party fell; their names are kept on the roster's list of the fallen."
    )
    told = story.progress(party)
    if told:
        text += f" {told}."
    return {
        "text": text,
        "sentences": _told_end(state, party, survived),
        "events_won": state["won"],
        "events_lost": state["lost"],
        "party": party,
        "winner": None,
        "survived": survived,
    }


def _told_end(state: dict, party: dict, survived: bool) -> list[str]:
    """The end screen under its head: what the party brings home or lost, and what comes next
    (the campaign's kept line, which the result dialog adds, says what is carried on)."""
    lines = [f"Events: {state['won']} won, {state['lost']} lost."]
    if survived:
        lines.append(
            f"The party holds {party['xp']} XP, {party['gold']} gold and "
            f"{W.count(party['clues'], 'clue')}."
        )
        lines.append("Next: spend XP and muster the roster for the next session.")
    else:
        fell = [n for n in party.get("fallen", []) if n]
        if fell:
            lines.append(f"Fallen: {', '.join(fell)}; their gear and the party's XP are lost.")
        lines.append("Next: a new party for the next session, from who stayed home or newly made.")
    return lines


def kept_sentence(party: dict) -> str:
    """What a campaign keeps of the party, as the result dialog says it."""
    names = [ch["name"] for ch in party["roster"].values()]
    if not names:
        return (
            f"Kept in the campaign: {party['name']}'s gold, resources and clues; nobody is "
            "left on its roster."
        )
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"Kept in the campaign: {party['name']}, with {listed} on its roster."


def summary(state: dict) -> str:
    party = state["party"]
    names = ", ".join(party["roster"][c]["name"] for c in state["members"] if c in party["roster"])
    where = (
        f"{len(state['stack'])} of {W.count(state['stack_total'], 'tile')} left"
        if state["stack_total"]
        else "mustering"
    )
    if state["result"] is not None:
        where = "session over: " + (
            "survived" if state["ended"] == "completed" else "the party fell"
        )
    return f"{party['name']} ({names or 'no one'}): {where}; {party['xp']} XP, {party['gold']} gold"


def hidden_from(state: dict, seat: int) -> list:
    """The stack's order and each deck's order (a single card could be any public name)."""
    out = []
    if len(state["stack"]) > 1:
        out.append(list(state["stack"]))
    for _kind, tiles in state["box"].items():
        if len(tiles) > 1:
            out.append(list(tiles))
    for deck in state["decks"].values():
        if len(deck["draw"]) > 1:
            out.append(list(deck["draw"]))
    return out
