"""Campaign set-up: choosing the Characters (each one's tray, Attributes, resources, starting
Items, decks), then the world from the chapter's file: the starting Location and the cards it
names, waystones, the Item, Encounter and Random Event decks shuffled, the Event deck stacked
(with a Random Event per Character on top), the quests that start active, and the chapter's
own set-up effects. Then the first Start of the Day.
"""

from __future__ import annotations

from game.core import decks as K
from game.games.tainted_grail.rules import advance, guardians, kings
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import king_finals as KF
from game.games.tainted_grail.rules import mapping as M
from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import ask, asking, auto, effects_step


def opening_event(state: dict) -> dict:
    if state["stage"] == "resume":
        return {"event_type": "evening_opens", "log": "", "push": [{"op": "resume"}]}
    world = S.world()
    n = state["options"]["characters"]
    campaign = world["campaign"]
    return {
        "event_type": "campaign_opens",
        "log": f"{campaign['title']}. {campaign['flavour']}",
        "push": [
            *(asking("pick_hero", slot=i, of=n) for i in range(n)),
            {"op": "world_setup"},
            {"op": "start_day"},
        ],
    }


def new_character(state: dict, hero_id: str) -> dict:
    hero = S.world()["heroes"][hero_id]
    tray = hero["tray"]
    health = tray["health"]["start"]
    energy = tray["energy"]["start"]
    if S.mode(state) != "story":
        energy = min(energy, health)
    decks = {
        kind: {
            "deck": advance.card_ids(hero_id, kind, "B", hero["decks"]["basic"]),
            "aside": [],
            "pool": advance.card_ids(hero_id, kind, "A", hero["decks"]["advanced"]),
        }
        for kind in advance.DECKS
    }
    return {
        "id": hero_id,
        "hero": hero_id,
        "name": hero["name"],
        "at": "",
        "energy": energy,
        "health": health,
        "terror": tray["terror"]["start"],
        "exhausted": False,
        "dying": False,
        "insane": tray["terror"]["start"] >= tray["terror"]["red"],
        "attrs": dict(hero["attributes"]),
        "skills": [],
        **{r: hero["resources"].get(r, 0) for r in ("food", "wealth", "magic", "exp")},
        "items": [],
        "decks": decks,
    }


def _pick_text(state, step):
    return "pick_hero", {"text": f"Choose Character {step['slot'] + 1} of {step['of']}."}


def _pick_options(state, step):
    heroes = S.world()["heroes"]
    return [
        {"type": "hero", "hero": h, "label": heroes[h]["name"], "preview": heroes[h]["flavour"]}
        for h in heroes
        if h not in state["chars"]
    ]


@ask("pick_hero", _pick_text, _pick_options)
def _pick(ctx, step, command):
    state = ctx.state
    hero_id = command["hero"]
    hero = S.world()["heroes"][hero_id]
    ch = new_character(state, hero_id)
    ctx.emit(
        "hero_chosen",
        f"{hero['name']} joins the Lampbearers. " + " ".join(hero["letter"]),
        changes=[
            (["chars", hero_id], ch),
            (["order"], [*state["order"], hero_id]),
            (["parties"], [*state["parties"], [hero_id]]),
        ],
        pop=1,
    )


@auto("world_setup")
def _world(ctx, step):
    """The chapter's world; ``carried``: a later chapter opening on a save (the Characters
    bring their own Items, so no starting Items are handed out)."""
    state = ctx.state
    world = S.world()
    chapter = world["chapters"][state["chapter"]]
    setup = chapter["setup"]
    start = setup["start"]
    spot = [] if start in state["map"] else [(["map", start], M.blank_spot(setup["start_side"]))]
    ctx.emit(
        "chapter_opens",
        f"Chapter {chapter['number']}: {chapter['title']}. " + " ".join(chapter["intro"]),
        pop=1,
        changes=[*spot, *((["chars", c, "at"], start) for c in state["order"])],
        reveal=True,
    )
    points = [P.corner_point(ctx.state, w["location"], w["corner"]) for w in setup["waystones"]]
    stones = [*ctx.state["waystones"], *(p for p in points if p not in ctx.state["waystones"])]
    ctx.emit("waystones_set", "", changes=[(["waystones"], stones)])
    for a in setup["attach"]:
        M.reveal(ctx, a["location"], a["side"])
    _decks(ctx, setup, step.get("carried_decks", False))
    if not step.get("carried"):
        _heroes_items(ctx)
    _events(ctx, setup)
    for g in setup["guardians"]:
        guardians.place(ctx, g["guardian"], g["at"])
    _kings(ctx, setup)
    if setup["effects"]:
        ctx.emit(
            "setup_effects",
            "",
            push=[effects_step(setup["effects"], list(state["order"]), start, "chapter set-up")],
        )


def _kings(ctx, setup: dict) -> None:
    """Each entry whose ``when`` holds for the whole party stands its King, unless an earlier
    entry already stood him (so a later entry with no ``when`` is the fallback)."""
    party = list(ctx.state["order"])
    for index, entry in enumerate(setup.get("kings", [])):
        if entry["king"] in kings.placed(ctx.state):
            continue
        if not KF.holds(ctx.state, entry.get("needs", []), party, setup["start"]):
            continue
        kings.place(ctx, entry["king"], entry["at"], entry.get("meets", ""), entry=index)


def _decks(ctx, setup: dict, carried: bool = False) -> None:
    """The chapter's decks. ``carried`` (the old chapter's hook carries its decks): an Item
    deck the party already had keeps what is left of it; the rest come fresh from the box."""
    state = ctx.state
    world = S.world()
    owned = {i for h in state["order"] for i in world["heroes"][h]["items"]}
    owned |= {i["id"] for c in state["order"] for i in state["chars"][c]["items"]}
    items = {}
    chapter = state["chapter"]
    for deck in setup["item_decks"]:
        # a chapter's own Items (chapter-N/items.yaml) come out of the box from that chapter on
        box = sorted(
            k
            for k, v in world["items"].items()
            if v["deck"] == deck and k not in owned and v.get("from_chapter", 1) <= chapter
        )
        if carried and deck in state["item_decks"]:
            kept = list(state["item_decks"][deck])
            new = [k for k in box if world["items"][k].get("from_chapter", 1) == chapter]
            new = [k for k in new if k not in kept]  # this chapter's own join the carried deck
            items[deck] = (
                K.shuffle(kept + new, f"items:{deck}:{chapter}", ctx.chance) if new else kept
            )
            continue
        items[deck] = K.shuffle(box, f"items:{deck}", ctx.chance)
    encounters = {}
    for colour, levels in setup["encounter_decks"].items():
        cards = sorted(
            k
            for k, v in world["encounters"].items()
            if v["colour"] == colour and v["difficulty"] in levels and "king" not in v
        )  # a King's cards and followers come out of the box when the story names them
        encounters[colour] = K.shuffle(cards, f"encounters:{colour}", ctx.chance)
    pile = sorted(  # a chapter's own Random Events join the pile from that chapter on
        k for k, v in world["random_events"].items() if v.get("from_chapter", 1) <= state["chapter"]
    )
    pile = K.shuffle(pile, "random", ctx.chance)
    ctx.emit(
        "decks_shuffled",
        "The Item, Encounter and Random Event decks are shuffled.",
        changes=[
            (["item_decks"], items),
            (["encounter_decks"], encounters),
            (["events", "random"], pile),
        ],
    )


def _heroes_items(ctx) -> None:
    state = ctx.state
    for cid in state["order"]:
        for item in S.hero(state, cid)["items"]:
            H.give(
                ctx,
                cid,
                item,
                f"{S.name(state, cid)} carries {H.item_card(item)['name']}.",
                reveal=False,
            )
        if S.mode(state) == "story":
            H.draw_item(ctx, "A", [cid])


def _events(ctx, setup: dict) -> None:
    state = ctx.state
    quests = setup["quests"]
    deck = [e for e in setup["event_deck"] if e not in quests]
    ctx.emit(
        "event_deck",
        "The Event deck is stacked.",
        changes=[
            (["events", "deck"], deck),
            (["events", "active"], [{"id": q, "dark": 0, "light": 0} for q in quests]),
        ],
    )
    per = setup["random_events"]["per_character"]
    if per:
        E.add_random(ctx, per, True)
    for q in quests:
        event = E.card(q)
        ctx.emit(
            "quest_begins",
            f"{event['title']}. {event['text']}",
            push=[effects_step(event["effects"], list(state["order"]), None, f"event {q}")]
            if event["effects"]
            else [],
            reveal=True,
        )


# --- a later chapter, opened from the save sheet the last one ended on --------------------------


@auto("open_chapter")
def _open_chapter(ctx, step):
    """Close the chapter the sheet ended and set up the next from its own file. What the old
    chapter's hook ``carries`` stays (statuses, secrets, Items, resources, the map); the
    Characters, their trays, decks and what they have read always do. Days count from 1 again."""
    state = ctx.state
    world = S.world()
    old = world["chapters"][state["chapter"]]
    carries = set(old["hook"]["carries"])
    new = step["chapter"]
    kept, stones = carried_map(state, new) if "map" in carries else ({}, [])
    changes: list = [
        (["chapter"], new),
        (["next_chapter"], None),
        (["ending"], None),
        (["day"], 0),
        (["chapter_used"], []),
        (["time_passed"], False),
        (["map"], kept),
        (["removed"], []),
        (["waystones"], stones),
        (["guardians"], {}),
        (["kings"], {}),  # each chapter's set-up puts its own Kings on the board
        (["events"], {"deck": [], "active": [], "random": [], "done": state["events"]["done"]}),
    ]
    if "statuses" not in carries:
        changes.append((["statuses"], {}))
    if "secrets" not in carries:
        changes.append((["secrets"], {}))
    for cid in state["order"]:
        if "items" not in carries:
            changes.append((["chars", cid, "items"], []))
        if "resources" not in carries:
            changes += [(["chars", cid, r], 0) for r in ("food", "wealth", "magic")]
    ctx.emit(
        "chapter_closed",
        f"Chapter {old['number']}, {old['title']}, is closed; the campaign goes on.",
        changes=changes,
        pop=1,
        push=[{"op": "world_setup", "carried": True, "carried_decks": "decks" in carries}],
    )


def carried_map(state: dict, chapter: int) -> tuple[dict, list]:
    """The placed cards the next chapter's map still holds (those its keys reach from its
    start), and their waystones moved onto the new chapter's grid."""
    grid = P.grid(chapter)
    kept = {c: v for c, v in state["map"].items() if (S.location(c).get("variant_of") or c) in grid}
    after = {**state, "chapter": chapter, "map": kept}
    stones = []
    for point in state["waystones"]:
        for card in P.touching(state, point):
            if card in kept:
                corner = next(k for k, v in P.slot_points(state, card).items() if v == point)
                stones.append(P.corner_point(after, card, corner))
                break
    return kept, stones
