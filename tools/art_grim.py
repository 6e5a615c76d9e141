"""GRIM's creature pictures: one per Grim, composed from parts its own card picks.

The Grim's name chooses its body plan (a Hound walks on four legs, a Moth has wings, a Wisp
floats, a Drake has wings) and what it carries (a Lantern, a Scythe); its Element gives the
palette family and the motifs (flames, fins, leaves, sparks, a halo, ...); its Health makes it
lean or hulking and a high Speed (11 or more) trails speed lines; its id seeds the rest (shade,
horns, eyes, which way it faces).
The Grimlords and Afterworlds are drawn in art_grim_places. Sprites are named by the card's id.
"""

from __future__ import annotations

import random
import sys
import zlib
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # the game's content loader reads the cards
    sys.path.insert(0, str(ROOT))

import art_grim_bodies as bodies  # noqa: E402
import art_grim_forms as forms  # noqa: E402
import art_grim_places as places  # noqa: E402
from art_draw import Pen  # noqa: E402
from art_grim_parts import (  # noqa: E402
    Look,
    aura,
    eyes,
    ground_shadow,
    horns,
    make_look,
    motifs_on_body,
    streaks,
    wings,
)

from game.games.grim.rules import content  # noqa: E402

SIZE = 128
PLANS = {
    "quadruped": bodies.quadruped,
    "biped": bodies.biped,
    "brute": bodies.brute,
    "serpent": bodies.serpent,
    "bird": bodies.bird,
    "bug": forms.bug,
    "spirit": forms.spirit,
    "blob": forms.blob,
    "tree": forms.tree,
    "pillar": forms.pillar,
    "swarm": forms.swarm,
    "eye": forms.eye,
}
# a word of the name -> body plan, variant, prop, horns
WORDS = {
    "hound": ("quadruped", "hound", "", ""),
    "wolf": ("quadruped", "wolf", "", ""),
    "fox": ("quadruped", "fox", "", ""),
    "ox": ("quadruped", "ox", "", "curl"),
    "boar": ("quadruped", "boar", "", ""),
    "stag": ("quadruped", "stag", "", "antler"),
    "lion": ("quadruped", "lion", "", ""),
    "mare": ("quadruped", "horse", "", ""),
    "rider": ("quadruped", "horse", "", ""),
    "lizard": ("quadruped", "lizard", "", "spike"),
    "tortoise": ("quadruped", "tortoise", "", ""),
    "mole": ("quadruped", "mole", "", ""),
    "king": ("quadruped", "mole", "", "crown"),
    "stalker": ("quadruped", "cat", "", ""),
    "sphinx": ("quadruped", "lion", "", "crown"),
    "drake": ("quadruped", "lizard", "", "spike"),
    "colossus": ("brute", "", "", ""),
    "golem": ("brute", "stone", "", ""),
    "brute": ("brute", "stone", "", "spike"),
    "titan": ("blob", "sludge", "", ""),
    "eel": ("serpent", "", "", ""),
    "coil": ("serpent", "coil", "", ""),
    "serpent": ("serpent", "", "", ""),
    "wyrm": ("serpent", "", "", "spike"),
    "strangler": ("serpent", "", "", ""),
    "lantern": ("serpent", "fish", "", ""),
    "hawk": ("bird", "hawk", "", ""),
    "harrier": ("bird", "hawk", "", ""),
    "owl": ("bird", "owl", "", ""),
    "petrel": ("bird", "", "", ""),
    "crow": ("bird", "crow", "", ""),
    "omen": ("bird", "crow", "", ""),
    "bat": ("bird", "bat", "", ""),
    "thief": ("biped", "hood", "bag", ""),
    "moth": ("bug", "moth", "", ""),
    "spider": ("bug", "spider", "", ""),
    "scarab": ("bug", "scarab", "", "spike"),
    "beetle": ("bug", "beetle", "", ""),
    "hornet": ("swarm", "", "", ""),
    "weaver": ("bug", "spider", "", ""),
    "wisp": ("spirit", "wisp", "", ""),
    "sprite": ("spirit", "wisp", "", ""),
    "sylph": ("spirit", "sylph", "", ""),
    "wraith": ("spirit", "", "bell", ""),
    "poltergeist": ("spirit", "poltergeist", "", ""),
    "shade": ("biped", "hood", "spade", ""),
    "specter": ("spirit", "", "lantern", ""),
    "haunt": ("spirit", "haunt", "", ""),
    "veil": ("spirit", "veil", "", ""),
    "mourner": ("spirit", "fog", "", ""),
    "banshee": ("spirit", "banshee", "", ""),
    "devil": ("spirit", "vortex", "", ""),
    "drowner": ("spirit", "", "lantern", ""),
    "eye": ("eye", "", "", ""),
    "toad": ("blob", "toad", "", ""),
    "moraine": ("blob", "rubble", "", ""),
    "tumbleweed": ("blob", "tumbleweed", "", ""),
    "eater": ("blob", "brain", "", ""),
    "hermit": ("blob", "mushroom", "", ""),
    "mother": ("blob", "brood", "", ""),
    "weeper": ("tree", "willow", "", ""),
    "warden": ("tree", "bramble", "", ""),
    "keeper": ("tree", "orchard", "", ""),
    "dryad": ("tree", "dryad", "", ""),
    "root": ("tree", "elder", "", ""),
    "monolith": ("pillar", "monolith", "", ""),
    "idol": ("pillar", "idol", "", ""),
    "cairn": ("pillar", "cairn", "", ""),
    "sentinel": ("pillar", "cairn", "", ""),
    "tower": ("pillar", "tower", "", ""),
    "rod": ("pillar", "rod", "", ""),
    "kite": ("pillar", "kite", "", ""),
    "iceberg": ("pillar", "iceberg", "", ""),
    "miser": ("biped", "hood", "purse", ""),
    "tidewright": ("biped", "robe", "staff", ""),
    "sage": ("biped", "robe", "staff", ""),
    "crone": ("biped", "hood", "", ""),
    "courier": ("biped", "runner", "bag", ""),
    "maid": ("biped", "robe", "bucket", ""),
    "monk": ("biped", "robe", "staff", ""),
    "widow": ("biped", "hood", "", ""),
    "imp": ("biped", "imp", "", "spike"),
    "witch": ("biped", "witch", "candle", ""),
    "jester": ("biped", "jester", "", ""),
    "lancer": ("biped", "knight", "lance", ""),
    "child": ("biped", "child", "", ""),
    "abbess": ("biped", "hood", "lantern", ""),
    "saint": ("biped", "robe", "candle", ""),
    "knight": ("biped", "knight", "shield", ""),
    "priest": ("biped", "robe", "bucket", ""),
    "assassin": ("biped", "hood", "knife", ""),
    "reaper": ("biped", "hood", "scythe", ""),
    "piper": ("biped", "hood", "pipe", ""),
    "sexton": ("biped", "hood", "spade", ""),
    "shepherd": ("biped", "robe", "staff", ""),
    "mind": ("biped", "robe", "strings", ""),
}
WINGED = {"drake", "sphinx", "wyrm"}  # names that promise wings on a body that has none
# a few Grim whose name's last word is not their shape: id -> the word to read instead
READ_AS = {
    "plant_03": "root",
    "electric_09": "lantern",
    "water_10": "iceberg",
    "electric_10": "coil",
    "ghost_03": "drowner",
    "psychic_06": "monk",
    "poison_07": "priest",
    "poison_05": "witch",
    "electric_03": "hornet",
    "ghost_02": "wraith",
    "psychic_09": "lancer",
}
PROPS_BY_ID = {"poison_07": "censer", "poison_05": "cauldron", "psychic_03": "spindle"}


def seed_of(key: str) -> int:
    """A stable seed from the card's id (Python's hash() changes between runs)."""
    return zlib.crc32(key.encode("utf-8"))


def plan_of(key: str, card: dict) -> tuple[str, str, str, str]:
    """The body plan, variant, prop and horns a Grim's name asks for (the last known word wins)."""
    words = [
        w.lower().removesuffix("'s") for w in str(card.get("name", "")).replace("-", " ").split()
    ]
    if key in READ_AS:
        words.append(READ_AS[key])
    for word in reversed(words):
        if word in WORDS:
            return WORDS[word]
    # no word we know: pick from the card's numbers, a fast Grim flies, a tough one looms
    if int(card.get("speed", 0)) >= 12:
        return ("spirit", "", "", "")
    return ("brute", "", "", "") if int(card.get("health", 0)) >= 22 else ("biped", "robe", "", "")


def grim_look(key: str, card: dict, rng: random.Random) -> tuple[str, Look]:
    plan, variant, prop, horn = plan_of(key, card)
    look = make_look(card["element"], rng, int(card.get("health", 15)), int(card.get("speed", 8)))
    look.variant, look.prop = variant, PROPS_BY_ID.get(key, prop)
    look.wings = any(word in str(card.get("name", "")).lower().split() for word in WINGED)
    look.horns = horn or rng.choice(
        ["", "", "", "curl", "spike"] if plan in ("quadruped", "biped", "brute") else [""]
    )
    if look.element == "psychic" and plan in ("biped", "blob", "quadruped", "bird"):
        look.eyes = 3
    elif plan in ("bug", "spirit") and rng.random() < 0.3:
        look.eyes = 1 if plan == "spirit" else 4
    return plan, look


def creature(key: str, card: dict) -> Pen:
    rng = random.Random(seed_of(key))
    plan, look = grim_look(key, card, rng)
    pen = Pen(SIZE, SIZE, seed=seed_of(key))
    if plan not in ("spirit", "swarm", "eye") and not (plan == "pillar" and look.variant == "kite"):
        ground_shadow(pen, 62, 40 * look.bulk)
    aura(pen, look, rng)
    streaks(pen, look, rng)
    body = pen.layer() if look.ghostly else pen
    anchors = PLANS[plan](body, look, rng)
    wings(body, look, anchors)
    motifs_on_body(body, look, anchors, rng)
    if plan not in ("eye", "tree"):
        horns(body, look, anchors)
    if plan == "tree" and look.variant != "dryad":  # the hollow the face looks out of
        body.circle(anchors.head, 8, (40, 28, 20), None)
    if plan != "eye":  # the eye plan is all eye already
        eyes(body, look, anchors, 0.9, glow=look.element in ("dark", "ghost", "electric"))
    forms.prop(body, look, anchors.hand)
    if look.ghostly:
        pen.glaze(body, 215)
    if rng.random() < 0.5:  # half of them face left: a hand of cards reads less uniform
        pen.surf = pygame.transform.flip(pen.surf, True, False)
    return pen


def grim_sprites() -> dict:
    """Every Grim's picture, then the Grimlords' portraits and the Afterworlds' vignettes."""
    data = content.load()
    art = {key: creature(key, card) for key, card in data["grim"].items()}
    for element, lord in data["grimlords"].items():
        art[f"grimlord_{element}"] = places.grimlord(element, lord, seed_of(f"grimlord_{element}"))
    for element, world in data["afterworlds"].items():
        art[f"afterworld_{element}"] = places.afterworld(
            element, world, seed_of(f"afterworld_{element}")
        )
    return {name: pen.done() for name, pen in art.items()}
