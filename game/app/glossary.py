"""Rules words explained where they appear: a game's glossary is read from its player guide
(docs/guides/<game>.md), one entry per short heading (a status, a weapon, an Element, an action)
with the first lines under it. A tooltip that names such a word gets its meaning added below,
so "Trip it (Prone)" also says what Prone does."""
from __future__ import annotations

import re
from functools import lru_cache

from game.app import markdown
from game.app.paths import GUIDES_DIR

MAX_TERMS = 2  # meanings added to one tooltip, so it stays a tooltip
MAX_WORDS = 3  # a heading longer than this is a topic, not a rules word
MEANING_CHARS = 170
# a heading whose text starts by telling the mouse what to do teaches the screen, not the word
HOW_TO = ("Click ", "Drag ", "Press ")
# Chapters of a guide whose short headings are rules words (a guide's other chapters teach
# how to play and their headings are topics).
KEYWORD_CHAPTERS = ("action", "condition", "weapon", "item", "spell", "monster", "interrupt",
                    "element", "status", "statuses", "spirit bonus", "afterworld", "reaction")


@lru_cache(maxsize=16)
def glossary(game_id: str) -> dict[str, str]:
    """Rules word -> a short meaning, from the game's guide (empty without one)."""
    try:
        source = (GUIDES_DIR / f"{game_id}.md").read_text(encoding="utf-8")
    except OSError:
        return {}
    terms: dict[str, str] = {}
    blocks = markdown.parse(source)
    chapter = ""
    for index, block in enumerate(blocks):
        if block.kind in ("h1", "h2"):
            chapter = block.text.lower()
            continue
        if block.kind != "h3" or len(block.text.split()) > MAX_WORDS:
            continue
        if not any(word in chapter for word in KEYWORD_CHAPTERS) or block.text in terms:
            continue
        meaning = _meaning(blocks[index + 1 :])
        if meaning and not meaning.startswith(HOW_TO):
            terms[block.text] = _shorten(meaning)
    return terms


def _meaning(after: list[markdown.Block]) -> str:
    """The first paragraph under a heading, with the list it introduces if it ends in ":"."""
    parts: list[str] = []
    for block in after:
        if block.kind.startswith("h"):
            break
        if block.kind == "image":
            continue
        if parts and not parts[0].endswith(":"):
            break
        if block.kind in ("para", "bullet", "number"):
            parts.append(block.text)
    if not parts:
        return ""
    # list items keep their own commas and semicolons in the guide; the join supplies them here
    items = [part.rstrip(",;") for part in parts[1:]]
    return parts[0] if not items else parts[0] + " " + "; ".join(items)


def _shorten(meaning: str) -> str:
    if len(meaning) <= MEANING_CHARS:
        return meaning
    cut = meaning[:MEANING_CHARS]
    end = cut.rfind(". ")
    return cut[: end + 1] if end > 40 else cut.rsplit(" ", 1)[0].rstrip(",;:") + "..."


def explain(tip: str, game_id: str | None) -> str:
    """``tip`` with the meaning of up to MAX_TERMS rules words it names (not already its own
    subject: a tooltip that starts with the word is about it). Words are looked for outside the
    tooltip's own explanations (lines that start "Term:" or "Term 2:"), whose words belong to
    the term they explain: a shield's "Defend Ranged: ..." does not bring in the monsters'
    Ranged."""
    if not tip or game_id is None:
        return tip
    terms = glossary(game_id)
    heads = [re.compile(rf"{re.escape(term)}( \d+)?:") for term in terms]  # "Poison 2: ..."
    subject = "\n".join(
        line for line in tip.split("\n") if not any(head.match(line) for head in heads)
    )
    added: list[str] = []
    found: list[str] = []
    # longest first, so "Water Spirit Bonus" is explained rather than "Water" inside it
    for term, meaning in sorted(terms.items(), key=lambda item: -len(item[0])):
        if len(added) == MAX_TERMS:
            break
        if any(term in longer for longer in found):
            continue
        if not re.search(rf"\b{re.escape(term)}\b", subject):
            continue
        found.append(term)  # a shorter word inside it is not explained either
        if not (tip.startswith(term) or meaning in tip):
            added.append(f"{term}: {meaning}")
    return "\n".join([tip, *added]) if added else tip
