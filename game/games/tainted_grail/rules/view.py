"""What a seat sees, the outcome a campaign carries, the load screen's line, and what no seat may
ever be shown. Tainted Grail is co-op and keeps one secret between players: in an Encounter a
Character's hand is seen only by the seat that holds that Character (Characters are dealt to
seats in turn order), and questions about a hand go to that seat alone. Otherwise every seat
sees the same view. What nobody sees: the order of any deck, the journal's unread words, Secret
cards the story has not given out, Location cards not yet on the table.

The view (a plain JSON dict; keys marked * may be None)::

    campaign   {title, flavour, chapter: {number, title, flavour, intro: [paragraph]}, next,
               carries, story: the campaign told back once it is over (campaign_story)}
    mode       "normal" | "story" | "challenge"
    day        the day number (0 before the first Start of the Day)
    stage      "setup" | "start" | "day" | "end" | "over" (the Order of the Day's stage)
    characters [{id, name, flavour, letter: [paragraph], at (card id), party (index into
                parties), tray: {energy, energy_start, energy_cap, energy_top, health,
                health_top, terror, terror_red, terror_top}, conditions: [{id, name, text}]
                (dying-solo/dying-coop/insane), exhausted, attributes: {attr: {value, cap}},
                skills: [{attr, name, text}], resources: {food, wealth, magic, exp},
                items: [{id, name, keywords, active, used, abilities: [text]}],
                secrets: [{number, name, keywords, text}], decks: {combat|diplomacy:
                {deck: [card], aside: [card], pool: n}}, ability: {name, cost, text, used},
                weakness: {rule, text}, wyrdform*: {name, flavour, skill: {attr, max,
                name*, text*}} (the tile's ability and weakness are then the wyrdform's; its
                chosen Skill side is also in skills, with wyrd: true), echoes*: {sections:
                [{title, legendary, legendary_given, achievements: [{text, earned}]}], final:
                {text, open, earned}, advanced* (the Advanced Ability's name)}}]
    parties    [{members: [id], at}]
    map        {locations: [{id, number, name, x, y (grid: x right, y up), side ("clear" |
                "wyrd"), seals, flavour, text (the face up side's), action*: {name, cost,
                effect, limit, available}, instant*: {text, effect, limit}, keys: {edge:
                {number, card* (placed card)}}, slots: [{corner, point: [x, y], waystone}],
                light, dark, quest (markers), guardians: [id], kings: [id], characters: [id],
                connected: [card], vision, explorable, fresh* (untaken choices on the read pages
                of its section; None until explored), calls (seen redirections of its
                opening verse that now hold and lead somewhere unread)}],
                waystones: [{point: [x, y], touches: [card]}], models_left,
                bounds: {left, right, bottom, top}}
    guardians  [{id, name, at, colour, kind, difficulty, flavour, roams}]
    kings      [{id, name, title, at, flavour, reminder (its rules card), meets: {id, name,
                kind, difficulty} (the Encounter met there), sated (met: none till it moves)}]
    companions [{id, name, short, flavour, rules, stands, with* (the Character it follows),
                at* (its Location now), story: [part], parts}] (only those met)
    events     {active: [{id, title, kind ("story" | "random"), text, flavour, dark, light,
                countdown*: {timer, text}, today: [rule]}], deck: n, random_pile: n}
    quests     [{id, title, goal, stage*, stage_text*, done, active, leads: [{location,
                name* (when placed), text, open (worth following now)}]}]
    statuses   [{id, name, flavour, parts, marked: [part]}]
    decks      {items: {deck: n}, encounters: {colour: n}, secrets_left: n}
    global_secrets [{number, name, text}]
    today      {rules: [{rule, amount, colour*}], used: [key], visions: [card], explored:
                [card]}
    reading*   {at, kind ("explore" | "vision" | "memory"), party: [id], verse, title, text:
                [paragraph], pages: [{verse, title, text}], choices*: [{index, text, cost,
                enabled, reason, visited, taken}], roll*: {attr, value, bands: [{low, high}]}}
    journal    {history: [{verse, title, text}], read: n (verses read so far)}
    encounter* the Encounter in play: its card, the Sequence with connected and gained Keys,
                Time markers and charges, pool/value or affinity/duration, whose turn, this
                seat's hands and the Active Character's playable cards with previews, the
                enemy's intent (shape in rules/encounter/view.py)
    encounter_report* the last Encounter's result: outcome, Loot or Conclusion, what changed
                for each Character (shape in rules/encounter/report.py)
    result*    {ended: "evening" | "chapter" | "death" | "unwritten", ...}
    log        the last journal lines (newest last)

Everything in ``reading`` and ``journal`` has been read: a verse's paragraphs appear only up to
where the party has read it. Greyed journal choices come with ``enabled: false`` and a reason.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import actions, chronicle, companions, echoes, save, wyrdforms
from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import encounter_start as N
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import guardians as G
from game.games.tainted_grail.rules import journal as J
from game.games.tainted_grail.rules import kings as K
from game.games.tainted_grail.rules import needs as Q
from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.encounter import report as REP
from game.games.tainted_grail.rules.encounter import view as EV
from game.games.tainted_grail.rules.encounter import words as EW

LOG_SHOWN = 20


def view(state: dict, seat: int | None) -> dict:
    world = S.world()
    chapter = world["chapters"].get(state["chapter"])
    campaign = world["campaign"]
    return {
        "campaign": {
            "title": campaign["title"],
            "flavour": campaign["flavour"],
            "chapter": chapter
            and {
                "number": chapter["number"],
                "title": chapter["title"],
                "flavour": chapter["flavour"],
                "intro": chapter["intro"],
            },
            "next": next_chapter(state),
            "carries": save.carried_words(state),
            "story": campaign_story(state),
        },
        "mode": S.mode(state),
        "day": state["day"],
        "stage": state["stage"],
        "characters": [character(state, c) for c in state["order"]],
        "parties": [
            {"members": list(p), "at": state["chars"][p[0]]["at"]} for p in state["parties"]
        ],
        "map": board(state),
        "guardians": [guardian(state, g) for g in sorted(state["guardians"])],
        "kings": [king(state, k) for k in sorted(K.placed(state))],
        "companions": companions.view(state),
        "events": {
            "active": [event(a) for a in state["events"]["active"]],
            "deck": len(state["events"]["deck"]),
            "random_pile": len(state["events"]["random"]),
        },
        "quests": quests(state),
        "statuses": [
            {
                "id": k,
                "name": s["name"],
                "flavour": s["flavour"],
                "parts": s["parts"],
                "marked": state["statuses"].get(k, []),
            }
            for k, s in world["statuses"].items()
        ],
        "decks": {
            "items": {k: len(v) for k, v in state["item_decks"].items()},
            "encounters": {k: len(v) for k, v in state["encounter_decks"].items()},
            "secrets_left": len(world["secrets"]) - len(state["secrets"]),
        },
        "global_secrets": [
            secret(int(n)) for n, h in sorted(state["secrets"].items()) if h == "global"
        ],
        "today": {
            "rules": [r for a in E.active_ids(state) for r in E.card(a).get("today", [])],
            "used": list(state["today"]["used"]),
            "visions": list(state["today"]["visions"]),
            "explored": list(state["today"]["explored"]),
        },
        "reading": reading(state),
        "journal": {
            "history": [page(v, n) for v, n in state["history"]],
            "read": len(state["read"]),
        },
        "encounter": encounter(state, seat),
        "encounter_report": REP.shown(state),
        "result": state["result"],
        "log": state["log"][-LOG_SHOWN:],
    }


# --- Characters ----------------------------------------------------------------------------------


def character(state: dict, cid: str) -> dict:
    world = S.world()
    ch = state["chars"][cid]
    hero = S.hero(state, cid)
    tray = hero["tray"]
    party = next(i for i, p in enumerate(state["parties"]) if cid in p)
    conditions = []
    if ch["dying"]:
        conditions.append("dying-solo" if len(state["order"]) == 1 else "dying-coop")
    if ch["insane"]:
        conditions.append("insane")
    used = state["today"]["used"]
    return {
        "id": cid,
        "name": ch["name"],
        "flavour": hero["flavour"],
        "letter": hero["letter"],
        "at": ch["at"],
        "party": party,
        "tray": {
            "energy": ch["energy"],
            "energy_start": tray["energy"]["start"],
            "energy_cap": S.energy_cap(state, cid),
            "energy_top": tray["energy"]["top"],
            "health": ch["health"],
            "health_top": tray["health"]["top"],
            "terror": ch["terror"],
            "terror_red": tray["terror"]["red"],
            "terror_top": tray["terror"]["top"],
        },
        "exhausted": ch["exhausted"],
        "conditions": [
            {
                "id": c,
                "name": world["conditions"][c]["name"],
                "text": world["conditions"][c]["text"],
            }
            for c in conditions
        ],
        "attributes": {a: {"value": v, "cap": S.attr_cap(ch, a)} for a, v in ch["attrs"].items()},
        "skills": [{"attr": s["attr"], **_side(hero, s)} for s in ch["skills"]]
        + _wyrd_skill(state, cid),
        "resources": {r: ch[r] for r in ("food", "wealth", "magic", "exp")},
        "items": [
            {
                "id": i["id"],
                "name": world["items"][i["id"]]["name"],
                "keywords": world["items"][i["id"]]["keywords"],
                "active": i["active"],
                "used": any(k.startswith(f"item:{cid}:{i['id']}:") for k in used),
                "abilities": [a["text"] for a in world["items"][i["id"]]["abilities"]],
            }
            for i in ch["items"]
        ],
        "secrets": [secret(n) for n in H.secrets_of(state, cid)],
        "decks": {
            k: {"deck": list(d["deck"]), "aside": list(d["aside"]), "pool": len(d["pool"])}
            for k, d in ch["decks"].items()
        },
        "ability": {
            "name": hero["ability"]["name"],
            "cost": hero["ability"]["cost"],
            "text": hero["ability"]["text"],
            "used": f"ability:{cid}" in used,
        },
        "weakness": {"rule": hero["weakness"]["rule"], "text": hero["weakness"]["text"]},
        "wyrdform": wyrdforms.view(state, cid),
        "echoes": echoes.view_of(state, cid),
    }


def _wyrd_skill(state: dict, cid: str) -> list[dict]:
    side = wyrdforms.skill_side(state, cid)
    if side is None:
        return []
    attr = state["chars"][cid]["wyrdform"]["attr"]
    return [{"attr": attr, "name": side["name"], "text": side["text"], "wyrd": True}]


def _side(hero: dict, skill: dict) -> dict:
    token = next(t for t in hero["skills"] if t["attr"] == skill["attr"])
    side = token["sides"][skill["side"]]
    return {"name": side["name"], "text": side["text"]}


def secret(number: int) -> dict:
    card = S.world()["secrets"][number]
    return {
        "number": number,
        "name": card["name"],
        "keywords": card["keywords"],
        "text": card["text"],
    }


# --- the map -------------------------------------------------------------------------------------


def board(state: dict) -> dict:
    cards = sorted(state["map"], key=lambda c: (S.number(c), c))
    spots = [P.coords(state, c) for c in cards]
    xs = [x for x, _ in spots] or [0]
    ys = [y for _, y in spots] or [0]
    return {
        "locations": [place(state, c) for c in cards],
        "waystones": [
            {"point": list(p), "touches": P.touching(state, p)} for p in state["waystones"]
        ],
        "models_left": S.world()["campaign"]["waystone_models"] - len(state["waystones"]),
        "bounds": {"left": min(xs), "right": max(xs), "bottom": min(ys), "top": max(ys)},
    }


def place(state: dict, card: str) -> dict:
    loc = S.location(card)
    spot = state["map"][card]
    face = loc[spot["side"]]
    x, y = P.coords(state, card)
    action = face.get("action")
    instant = face.get("instant")
    keys = {}
    for edge, target in P.keys(state, card).items():
        keys[edge] = {
            "number": S.number(str(target)),
            "card": P.placed_card(state, S.number(str(target))),
        }
    return {
        "id": card,
        "number": S.number(card),
        "name": loc["name"],
        "x": x,
        "y": y,
        "side": spot["side"],
        "seals": loc["seals"],
        "flavour": loc["flavour"],
        "text": face["text"],
        "action": action
        and {
            "name": action["name"],
            "cost": C.words(C.bill_of(action.get("costs", []))),
            "effect": effect_words(action),
            "limit": action.get("limit", 0),
            "available": actions.location_action(state, card) is not None,
        },
        "instant": instant
        and {
            "text": instant.get("text", ""),
            "effect": effect_words(instant),
            "limit": instant.get("limit", 0),
        },
        "keys": keys,
        "slots": [
            {"corner": c, "point": p, "waystone": p in state["waystones"]}
            for c, p in P.slot_points(state, card).items()
        ],
        "light": spot["light"],
        "dark": spot["dark"],
        "quest": spot["quest"],
        "guardians": G.here(state, card),
        "kings": K.here(state, card),
        "characters": S.at(state, card),
        "connected": P.neighbours(state, card),
        "vision": bool(loc.get("vision")),
        "explorable": spot["side"] == "clear" and not G.here(state, card),
        "fresh": fresh(state, card),
        "calls": calls(state, card),
    }


def fresh(state: dict, card: str) -> int | None:
    """How many choices on the pages of the Location's section read so far (the opening verse
    and every verse under it) the company could take now and that lead somewhere not yet read
    (the players remember their way); None before the first Exploration."""
    opening = S.location(card)["section"]
    if opening not in state["read"]:
        return None
    everyone = list(state["order"])
    pages = [v for v in state["read"] if v == opening or v.startswith(opening + ".")]
    return sum(
        1
        for vid in pages
        for c in J.verse(vid)["choices"]
        if c["go"] not in state["read"] and not Q.all_unmet(state, c["needs"], everyone, card)
    )


def calls(state: dict, card: str) -> int:
    """How many of the opening verse's redirections the players have seen printed there, now
    hold for the whole company, and lead somewhere not yet read (a page worth going back to)."""
    opening = S.location(card)["section"]
    if opening not in state["read"]:
        return 0
    everyone = list(state["order"])
    return sum(
        1
        for r in J.verse(opening)["redirects"]
        if r["go"] not in state["read"] and not Q.all_unmet(state, r["needs"], everyone, card)
    )


def guardian(state: dict, gid: str) -> dict:
    g = G.guardian(gid)
    card = N.card(g["encounter"])
    return {
        "id": gid,
        "name": card["name"],
        "at": state["guardians"][gid],
        "colour": card["colour"],
        "kind": card["kind"],
        "difficulty": card["difficulty"],
        "flavour": g["flavour"],
        "roams": g["roams"],
    }


def king(state: dict, kid: str) -> dict:
    k = K.king(kid)
    spot = K.placed(state)[kid]
    card = N.card(spot["meets"])
    return {
        "id": kid,
        "name": k["name"],
        "title": k["title"],
        "at": spot["at"],
        "flavour": k["flavour"],
        "reminder": k["reminder"],
        "meets": {
            "id": spot["meets"],
            "name": card["name"],
            "kind": card["kind"],
            "difficulty": card["difficulty"],
        },
        "sated": spot["sated"],
    }


# --- events, quests ------------------------------------------------------------------------------


def event(entry: dict) -> dict:
    card = E.card(entry["id"])
    countdown = card.get("countdown")
    return {
        "id": entry["id"],
        "title": card["title"],
        "kind": "random" if E.is_random(entry["id"]) else card["kind"],
        "text": card["text"],
        "flavour": card["flavour"],
        "dark": entry["dark"],
        "light": entry["light"],
        "countdown": countdown and {"timer": countdown["timer"], "text": countdown["text"]},
        "today": card.get("today", []),
    }


def quests(state: dict) -> list[dict]:
    out = []
    active = E.active_ids(state)
    for qid, quest in S.world()["quests"].items():
        stage = state["quests"].get(qid)
        if stage is None and qid not in active:
            continue
        text = next((s["text"] for s in quest["stages"] if s["id"] == stage), None)
        leads = [
            {
                "location": lead["location"],
                "name": S.location(lead["location"])["name"]
                if lead["location"] in state["map"]
                else None,
                "text": lead["text"],
                "open": E.lead_open(state, lead),
            }
            for lead in quest["leads"]
        ]
        out.append(
            {
                "id": qid,
                "title": quest["title"],
                "goal": quest["goal"],
                "stage": stage,
                "stage_text": text,
                "done": E.quest_done(state, qid) if stage else False,
                "active": qid in active,
                "leads": leads,
            }
        )
    return out


# --- the journal and the Encounter ---------------------------------------------------------------


def page(vid: str, shown: int) -> dict:
    v = J.verse(vid)
    return {"verse": vid, "title": v["title"], "text": v["text"][:shown]}


def reading(state: dict) -> dict | None:
    if not state["reading"]:
        return None
    top = J.frame(state)
    vid = top["verse"]
    shown = top["pages"][-1][1] if top["pages"] else 0
    out = {
        "at": top["at"],
        "kind": top["kind"],
        "party": list(top["party"]),
        "verse": vid,
        "title": J.verse(vid)["title"],
        "text": J.verse(vid)["text"][:shown],
        "pages": [page(v, n) for v, n in top["pages"]],
        "choices": None,
        "roll": None,
    }
    step = state["agenda"][-1] if state["agenda"] else {}
    if step.get("kind") == "verse_choice":
        out["choices"] = J.choices(state, step["verse"])
    if step.get("kind") == "verse_roll":
        attr, value = J.roll_terms(state, step["verse"])
        out["roll"] = {
            "attr": attr,
            "value": value,
            "bands": [
                {"low": b["low"], "high": b["high"]}
                for b in J.verse(step["verse"])["roll"]["bands"]
            ],
        }
    return out


def encounter(state: dict, seat: int | None = None) -> dict | None:
    return EV.section(state, seat)


# --- the end, the load screen, and what nobody may see -------------------------------------------


def outcome(state: dict) -> dict | None:
    """How the evening ended, in the player's words: ``title``, ``text`` and ``sentences`` for
    the result dialog; ``ended`` (and ``ending``) for code; ``save`` the sheet a campaign keeps."""
    result = state["result"]
    if result is None:
        return None
    everyone = list(range(state["seats"]))
    ended = result["ended"]
    day = state["day"]
    if ended == "death":
        who = S.name(state, result["who"])
        return {
            "title": "The campaign ends",
            "text": f"{who} is dead, and with them the campaign. It can only begin again "
            "from its start.",
            "sentences": [f"The Lampbearers came as far as Day {day}."],
            "winners": [],
            "ended": ended,
            "save": None,
        }
    if ended == "chapter":
        chapter = S.world()["chapters"][state["chapter"]]
        ending = next(e for e in chapter["endings"] if e["id"] == result["ending"])
        hook = chapter.get("hook", {}).get("text", [])
        return {
            "title": f"Chapter {state['chapter']} is over",
            "text": f"{chapter['title']}: {ending['title']}, on Day {day}.",
            "sentences": [
                *hook[:1],
                "Continue the campaign from the load screen when you "
                "are ready for what comes next.",
            ],
            "winners": everyone,
            "ended": ended,
            "ending": result["ending"],
            "save": save.sheet(state),
        }
    if ended == "campaign":
        chapter = S.world()["chapters"][state["chapter"]]
        ending = next(e for e in chapter["endings"] if e["id"] == result["ending"])
        return {
            "title": "The campaign is over",
            "text": f"{chapter['title']}: {ending['title']}, on Day {day}.",
            "sentences": list(ending["text"]),
            "winners": everyone,
            "ended": ended,
            "ending": result["ending"],
            "save": save.sheet(state),  # kept finished: the campaign opens on its end
        }
    if ended == "unwritten":
        return {
            "title": "The story pauses here",
            "text": f"Chapter {result['chapter']} is not written yet; the campaign keeps "
            "its place.",
            "sentences": ["Your Characters, their cards and the map wait in the save."],
            "winner": None,
            "ended": ended,
            "save": save.sheet(state),
        }
    return {
        "title": "The evening ends",
        "text": f"The evening ends on Day {day}. The campaign keeps its save sheet.",
        "sentences": [
            "Continue from the load screen: everyone wakes where they stand, with what they carry."
        ],
        "winner": None,
        "ended": ended,
        "save": save.sheet(state),
    }


def campaign_story(state: dict) -> dict | None:
    """The whole campaign told back once its last chapter has ended: the ending reached
    (title and paragraphs) and the chronicle's sections (chronicle.told)."""
    result = state.get("result") or {}
    if result.get("ended") != "campaign":
        return None
    chapter = S.world()["chapters"][state["chapter"]]
    ending = next(e for e in chapter["endings"] if e["id"] == result["ending"])
    return {
        "ending": {"title": ending["title"], "text": list(ending["text"])},
        "sections": chronicle.told(state),
        "echoes": chronicle.echoes_told(state),
    }


def next_chapter(state: dict) -> dict | None:
    """The chapter the campaign goes on into once this one has ended, and whether it is
    written (the end screen offers to go straight on only then)."""
    nxt = state.get("next_chapter")
    if nxt is None:
        return None
    chapter = S.world()["chapters"].get(nxt)
    return {"number": nxt, "title": chapter["title"] if chapter else "", "written": bool(chapter)}


def summary(state: dict) -> str:
    world = S.world()
    groups: dict = {}  # where each stands, in turn order: a split party is told place by place
    for cid in state["order"]:
        groups.setdefault(state["chars"][cid]["at"], []).append(cid)
    told = "; ".join(
        ", ".join(state["chars"][c]["name"].split()[0] for c in cids)
        + (f" at {S.location(spot)['name']}" if spot else "")
        for spot, cids in groups.items()
    )
    return (
        f"{world['campaign']['title']}, Chapter {state['chapter']}, Day {state['day']}: "
        f"{told or 'no one'}"
    )


def hidden_from(state: dict, seat: int) -> list:
    """Deck orders, the journal's unread paragraphs, Secrets never given out and Location cards
    not on the table."""
    world = S.world()
    out: list = []
    piles = [
        state["events"]["deck"],
        state["events"]["random"],
        *state["item_decks"].values(),
        *state["encounter_decks"].values(),
    ]
    out += [list(p) for p in piles if len(p) > 1]
    read = state["read"]
    for vid, v in world["verses"].items():
        out += v["text"][read.get(vid, 0) :]
    seen = set(state["seen_secrets"])
    for number, card in world["secrets"].items():
        if number not in seen:
            out += [card["name"], card["text"], card["flavour"]]
    gone = set(state["map"]) | set(state["removed"])
    out += [loc["name"] for card, loc in world["locations"].items() if card not in gone]
    return out + EV.hidden_from(state, seat)


def hand_seat(state: dict, step: dict | None) -> int | None:
    """The seat a question about a Character's hand goes to (None: the party's question)."""
    return EV.hand_seat(state, step)


def effect_words(part: dict) -> str:
    """A Location's Action or Instant effect in the words the cards use (not its phrases)."""
    return "; ".join(EW.day_words(e) for e in part.get("effects", [])) or part["effect"]
