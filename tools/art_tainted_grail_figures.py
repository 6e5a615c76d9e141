"""Tainted Grail's foes: a token per Guardian (on a blood-red rim), a crowned token per King of
Ruin (on a gold rim) and a picture per Encounter card (the foe under the sky of its deck, a
crossed-blades or a speech mark for Combat or Diplomacy).

Each foe is composed from its own words (the card's id, name and flavour, read through the
game's content loader): the first word of WORDS it holds picks the body (a person, a beast, a
bird, a serpent, a crab, a spirit, a growth, a swarm, a storm) with its variant, a pack or a crowd
draws three; further words add what it wears and holds (a hood, a helm, antlers; a sword, a
torch, a book ...). The deck's colour gives the palette family (blue: the folk of the Shore,
green: the wild, purple: the wyrdness) and the id seeds the shade and which way it faces."""

from __future__ import annotations

import re
import zlib

import pygame
from art_draw import INK, Pen, mix, shade
from art_tainted_grail_bodies import PLANS, Frame, Look

TOKEN, PICTURE = 64, 80
FAMILY = {  # the deck's colour -> main colour, accent, sky top, sky bottom
    "blue": ((96, 110, 140), (170, 130, 80), (70, 88, 120), (150, 150, 150)),
    "green": ((112, 96, 70), (150, 170, 90), (110, 140, 120), (170, 170, 130)),
    "purple": ((120, 100, 150), (170, 220, 200), (50, 40, 76), (110, 90, 130)),
    "gold": ((120, 60, 60), (236, 190, 70), (60, 40, 30), (130, 90, 60)),
}
# a word -> (body, variant, crowd): the first found in a foe's words wins
WORDS = (
    ("wyrdstorm", ("storm", "", False)),
    ("weather", ("storm", "", False)),
    ("fog-wight", ("spirit", "", False)),
    ("toothed-fog", ("spirit", "fog", False)),
    ("moon", ("spirit", "moon", False)),
    ("candle", ("spirit", "candle", True)),
    ("hair", ("spirit", "hair", False)),
    ("mourning", ("spirit", "", True)),
    ("shade", ("spirit", "", False)),
    ("double", ("spirit", "", False)),
    ("revenant", ("spirit", "", False)),
    ("hounds", ("beast", "hound", True)),
    ("wolves", ("beast", "wolf", True)),
    ("reed-runner", ("beast", "wolf", True)),
    ("wolf", ("beast", "wolf", False)),
    ("fox", ("beast", "fox", False)),
    ("lynx", ("beast", "lynx", False)),
    ("lioness", ("beast", "lioness", False)),
    ("otter", ("beast", "fox", False)),
    ("cat", ("beast", "cat", False)),
    ("hare", ("beast", "hare", False)),
    ("sow", ("beast", "boar", False)),
    ("boar", ("beast", "boar", False)),
    ("tusker", ("beast", "boar", False)),
    ("ram", ("beast", "ram", False)),
    ("elk", ("beast", "elk", False)),
    ("aurochs", ("beast", "aurochs", False)),
    ("herd", ("beast", "aurochs", True)),
    ("bear", ("beast", "bear", False)),
    ("crows", ("bird", "crow", True)),
    ("gulls", ("bird", "gull", True)),
    ("gaggle", ("bird", "goose", True)),
    ("heron", ("bird", "heron", False)),
    ("spearbill", ("bird", "heron", False)),
    ("roc", ("bird", "roc", False)),
    ("moths", ("bird", "moth", True)),
    ("bees", ("swarm", "", False)),
    ("swarm", ("swarm", "", False)),
    ("wyvern", ("serpent", "wyvern", False)),
    ("drake", ("serpent", "drake", False)),
    ("wyrm", ("serpent", "", False)),
    ("adders", ("serpent", "", True)),
    ("worm", ("serpent", "", False)),
    ("eel", ("serpent", "", False)),
    ("bone-crabs", ("crab", "skull", True)),
    ("crab", ("crab", "", False)),
    ("scarecrow", ("plant", "scarecrow", False)),
    ("bower", ("plant", "", False)),
    ("thornling", ("plant", "", True)),
    ("orchard", ("plant", "", False)),
    ("wicker", ("person", "giant", False)),
    ("wrackwalker", ("person", "giant", False)),
)
CROWDS = (
    "gang",
    "band",
    "company",
    "mob",
    "choir",
    "pack",
    "gossips",
    "poachers",
    "smugglers",
    "wreckers",
    "deserters",
    "tollmen",
    "pilgrims",
    "mothers",
    "tribunal",
    "council",
    "moot",
    "riot",
    "burners",
    "archers",
    "court",
    "host",
    "congregation",
    "fishwives",
    "torches",
    "village",
    "men",
    "levy",
)
GARB = (  # a word -> the clothes of a person
    (
        "armour",
        (
            "knight",
            "thane",
            "jarl",
            "helm",
            "levy",
            "company",
            "captain",
            "champion",
            "osric",
            "sir ",
            "deserters",
            "flayed",
            "hunt-master",
            "challenger",
        ),
    ),
    (
        "robe",
        (
            "monk",
            "brother",
            "preacher",
            "nun",
            "sister",
            "tribunal",
            "abbey",
            "witch",
            "widow",
            "mother",
            "lady",
            "magister",
            "candle",
            "scrivener",
            "sealwife",
            "tender",
            "gwenllian",
            "tidewright",
            "mere",
            "choir",
            "clerk",
            "judge",
            "assize",
            "bishop",
        ),
    ),
)
GEAR = (  # a word -> what a person wears or holds (every one found is drawn, in this order)
    ("crown", ("ninefold",)),
    ("host", ("oath-host",)),
    ("blooms", ("rootbound",)),
    ("weed", ("lord of the ebb",)),
    ("briar-crown", ("rootbound",)),
    ("wave-crown", ("lord of the ebb",)),
    ("hood", ("monk", "brother", "preacher", "tribunal", "heresy", "scrivener", "shade", "clerk")),
    ("helm", ("knight", "thane", "levy", "helm", "company", "osric", "deserters", "hunt")),
    ("horns", ("jarl",)),
    ("antlers", ("antlered",)),
    ("hat", ("witch", "finder", "magister", "scarecrow")),
    (
        "veil",
        (
            "widow",
            "mother",
            "sealwife",
            "lady",
            "nun",
            "sister",
            "choir",
            "midwife",
            "gossips",
            "hettie",
            "girl",
            "fishwives",
            "tender",
            "mere",
        ),
    ),
    (
        "cap",
        (
            "boy",
            "apprentice",
            "reeve",
            "shepherd",
            "herdsman",
            "drovers",
            "foreman",
            "poachers",
            "smugglers",
            "sharper",
            "bellringer",
            "factor",
            "fence",
            "press",
            "tollmen",
            "burners",
            "oars",
            "best man",
            "mattock",
            "wreckers",
        ),
    ),
    (
        "sword",
        ("ninefold", "knight", "sword", "duel", "challenger", "sir ", "flayed", "brawl", "captain"),
    ),
    ("spear", ("lord of the ebb", "levy", "spear", "thane", "hunt")),
    ("axe", ("jarl", "mattock", "deserters", "press")),
    ("bow", ("archers", "sling", "poachers")),
    ("torch", ("torch", "riot", "lynch", "fire", "burners")),
    ("lantern", ("lantern", "wreckers", "wick", "will of the bog")),
    ("book", ("finder", "scrivener", "clerk", "tribunal", "judge", "assize", "magister")),
    (
        "staff",
        ("rootbound", "preacher", "monk", "brother", "shepherd", "herdsman", "drovers", "warden"),
    ),
    ("coin", ("merchant", "factor", "sharper", "grain", "fence", "guild", "envoy", "tithe")),
    ("scales", ("salt", "hettie")),
    ("conch", ("brine",)),
    ("can", ("tender",)),
    ("needle", ("needle",)),
    ("bell", ("bell",)),
    ("oar", ("oars",)),
)


def seed_of(key: str) -> int:
    return zlib.crc32(key.encode("utf-8"))


def words_of(key: str, entry: dict) -> str:
    parts = [
        key,
        str(entry.get("name", "")),
        str(entry.get("title", "")),
        str(entry.get("flavour", "")),
    ]
    return " ".join(parts).lower()


def plan_of(key: str, entry: dict, alone=False) -> tuple[str, str, bool, list[str]]:
    """The body, its variant, whether a crowd of three (never when ``alone``), and the gear,
    from the foe's words."""
    head = f"{key} {entry.get('name', '')} {entry.get('title', '')}".lower()
    text = words_of(key, entry)
    body, variant, crowd = "person", "plain", False
    for word, picked in WORDS:
        if word in head:
            body, variant, crowd = picked
            break
    if body == "person":
        crowd = not alone and any(re.search(rf"\b{w}\b", head) for w in CROWDS)
        for garb, hints in GARB:
            if any(h in head for h in hints):
                variant = garb
                break
    gear = [g for g, hints in GEAR if any(h in head for h in hints)] if body == "person" else []
    if body == "person" and not gear and "sea" in text:
        gear = ["conch"]
    return body, variant, crowd, gear


def look_of(key: str, entry: dict, family: str, alone=False) -> tuple[str, bool, Look]:
    body, variant, crowd, gear = plan_of(key, entry, alone)
    rng_seed = seed_of(key)
    main, accent, _, _ = FAMILY[family]
    tint = ((rng_seed >> 3) % 9 - 4) / 18  # a shade of its own within the family
    hue = ((rng_seed >> 7) % 5) / 8
    main = shade(mix(main, (accent if hue > 0.3 else main), hue * 0.5), 1 + tint)
    skin = ((226, 190, 156), (200, 160, 130), (170, 130, 100), (220, 200, 190))[rng_seed % 4]
    if family == "purple":
        skin = mix(skin, (170, 190, 200), 0.5)
    eye = (255, 120, 50) if family != "purple" else (180, 255, 230)
    if body == "person" and family == "blue":
        eye = INK
    facing = 1 if rng_seed & 1 else -1
    return body, crowd, Look(main, accent, skin, eye, variant, gear, facing, rng_seed >> 9)


def figure(pen: Pen, key: str, entry: dict, family: str, box=(0, 0, 64), alone=False) -> None:
    """The foe drawn in the square box (x, y, size); a crowd is three smaller ones."""
    body, crowd, look = look_of(key, entry, family, alone)
    x, y, size = box
    k = size / 64
    draw = PLANS[body]
    if crowd:
        for dx, dy, s, tone in ((-14, -6, 0.66, 0.8), (14, -6, 0.66, 0.9), (0, 4, 0.8, 1.0)):
            fr = Frame(
                pen,
                x + (32 * (1 - s) + dx) * k,
                y + (64 * (1 - s) + dy - 4) * k,
                s * k,
                look.facing,
            )
            main = look.main
            look.main = shade(main, tone)
            draw(fr, look)
            look.main = main
        return
    draw(Frame(pen, x, y, k, look.facing), look)


def token(key: str, entry: dict, family: str, rim: tuple, king: bool = False) -> Pen:
    """A Guardian's or King's token: the foe inside a dark disc on its rim's colour."""
    pen = Pen(TOKEN, TOKEN, seed=seed_of(key))
    pen.soft(lambda p: p.circle((32, 35), 29, (0, 0, 0), None), 110)
    _, _, top, bottom = FAMILY[family]
    pen.circle((32, 32), 28, shade(top, 0.6), INK, 1.4)
    pen.soft(lambda p: p.circle((32, 26), 20, shade(bottom, 0.8), None), 120)
    figure(pen, key, entry, family, (9, 6, 46), alone=king)
    pen.ring((32, 32), 26.5, rim, 2.6)
    if king:  # a King's rim is doubled, his own crown is on his head
        pen.ring((32, 32), 29.5, shade(rim, 0.7), 1.4)
    return pen


def encounter_picture(key: str, entry: dict, alone: bool = False) -> Pen:
    """An Encounter card's picture: the foe under its deck's sky, and a mark for its kind."""
    family = entry.get("colour") if entry.get("colour") in FAMILY else "purple"
    pen = Pen(PICTURE, PICTURE, seed=seed_of(key))
    _, accent, top, bottom = FAMILY[family]
    pen.gradient_poly([(0, 0), (80, 0), (80, 80), (0, 80)], top, bottom, None)
    pen.speckle(14, (0, 0, 80, 40), [shade(bottom, 1.2)], 0.4, 1.0)
    ground = shade(mix(bottom, (60, 70, 50), 0.5), 0.7)
    pen.poly([(0, 62), (30, 58), (80, 63), (80, 80), (0, 80)], ground, None)
    pen.soft(lambda p: p.ellipse(40, 70, 24, 4, (0, 0, 0), None), 110)
    figure(pen, key, entry, family, (4, 6, 72), alone)
    _kind_mark(pen, str(entry.get("kind", "combat")))
    pen.rect(0.5, 0.5, 79, 79, None, INK, 1.0)
    return pen


def _kind_mark(pen: Pen, kind: str) -> None:
    pen.circle((10, 10), 7.5, (40, 34, 36), INK, 1.0)
    if kind == "diplomacy":  # a speech bubble
        pen.ellipse(10, 9, 5, 3.6, (236, 226, 200), INK, 0.8)
        pen.poly([(8, 11.5), (6, 15), (11, 12)], (236, 226, 200), None)
    else:  # crossed blades
        pen.line((5.5, 14.5), (14.5, 5.5), (220, 220, 230), 1.4)
        pen.line((5.5, 5.5), (14.5, 14.5), (220, 220, 230), 1.4)
        pen.line((6, 11), (9, 14), (196, 60, 50), 1.4)
        pen.line((14, 11), (11, 14), (196, 60, 50), 1.4)


def foe_sprites(world: dict) -> dict[str, pygame.Surface]:
    """guardian_<id>, king_<id> and enc_<id> for every Guardian, King and Encounter."""
    art = {}
    for gid, g in world["guardians"].items():
        card = world["encounters"].get(g["encounter"], {})
        entry = {**card, "flavour": g.get("flavour", card.get("flavour", ""))}
        art[f"guardian_{gid}"] = token(gid, entry, card.get("colour", "purple"), (196, 48, 44))
    for kid, king in world["kings"].items():
        art[f"king_{kid}"] = token(kid, king, "gold", (232, 188, 72), king=True)
    kings_cards = {  # a King's own Encounter shows the King: his words join the card's
        eid: king for king in world["kings"].values() for eid in king.get("encounters", {})
    }
    for eid, card in world["encounters"].items():
        king = kings_cards.get(eid)
        if king is None:
            art[f"enc_{eid}"] = encounter_picture(eid, card)
        else:
            entry = {**card, "title": f"{king['name']} {king['title']}"}
            art[f"enc_{eid}"] = encounter_picture(eid, entry, alone=True)
    return {name: pen.done() for name, pen in art.items()}
