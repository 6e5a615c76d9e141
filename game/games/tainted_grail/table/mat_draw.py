"""The battlemat's drawings, from the view's ``encounter`` (rules/encounter/view.py): a played
card with its connected Keys lit, its Time markers and charges; the Combat Pool against the
value or the Affinity track with the Duration, each with a previewed step; the enemy's intent;
a party member's place at the side (Active, done, gone, their deck, hand and discard)."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.units import px
from game.games.tainted_grail.table import art
from game.games.tainted_grail.table import card_art as A
from game.games.tainted_grail.table import card_data as C
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import encounter_art as E
from game.games.tainted_grail.table import words as W

SLOT_COLOURS = E.SLOT_COLOURS
GHOST_ALPHA = 150


def lit(entry: dict) -> dict[str, str]:
    """A played card's connected Keys: "gained" or only "connected"."""
    gained = set(entry.get("gained") or [])
    return {row: "gained" if row in gained else "connected" for row in entry.get("connected", [])}


def badges(rect: pygame.Rect, entry: dict, ui: float = 1.0) -> dict[str, pygame.Rect]:
    """Where a played card's Time markers and charges show: over its ability's corner, clear
    of the Keys (``ui``: the scene's pixels per layout unit)."""
    out = {}
    y = rect.top + A.ability_rect(rect.size).top + px(2, ui)
    for name, count in (("time", entry.get("time", 0)), ("charge", entry.get("charges", 0))):
        if count:
            out[name] = pygame.Rect(rect.right - px(40, ui), y, px(34, ui), px(22, ui))
            y += px(26, ui)
    return out


def played_card(
    surface, rect, entry: dict, sheets, font, usable: bool = False, ui: float = 1.0
) -> None:
    """A card of the Sequence: its face, dimmed when its ability no longer applies, its lit
    closing halves, and its Time markers and charges as badges (the charges ringed in ember
    when they may be paid now)."""
    A.draw(surface, rect, C.card(entry["card"]), sheets, dim=not entry.get("active", True), ui=ui)
    A.light_keys(surface, rect, lit(entry), "left", ui)
    counts = {"time": entry.get("time", 0), "charge": entry.get("charges", 0)}
    u = lambda n: px(n, ui)  # noqa: E731
    for name, box in badges(rect, entry, ui).items():
        ring = palette.EMBER if usable and name == "charge" else palette.EMBER_GLOW
        pygame.draw.rect(surface, palette.CHARCOAL, box, border_radius=u(8))
        edge = u(3) if ring is palette.EMBER else u(1)
        pygame.draw.rect(surface, ring, box, edge, border_radius=u(8))
        icon = pygame.Rect(box.left + u(2), box.top + u(2), u(18), u(18))
        sheets.draw(surface, art.bonus(name), icon)
        text.draw(
            surface,
            font,
            str(counts[name]),
            palette.BONE,
            (box.right - u(4), box.centery),
            "midright",
        )


def ghost(surface, rect, card_id: str, gains: list[dict], sheets, ui: float = 1.0) -> None:
    """The card a hovered play would place, see-through, with the Keys it would gain lit."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    A.draw(layer, layer.get_rect(), C.card(card_id), sheets, ui=ui)
    layer.set_alpha(GHOST_ALPHA)
    surface.blit(layer, rect)
    A.light_keys(surface, rect, {g["row"]: "gained" for g in gains}, "left", ui)
    ring = rect.inflate(px(6, ui), px(6, ui))
    pygame.draw.rect(surface, palette.EMBER_GLOW, ring, px(2, ui), border_radius=px(8, ui))


def pool_track(surface, fonts, rect: pygame.Rect, pool: int, value: int, after=None) -> None:
    """The Combat Pool: markers filled up to the pool, the value at the end, the slots a hovered
    play would fill ringed."""
    head = f"Combat Pool {pool} of {value}"
    if after is not None and after != pool:
        head += f"  ->  {after}"
    u = fonts.u
    D.fit(surface, fonts.get(17, bold=True), head, palette.BONE, rect.topleft, rect.width)
    slots = pygame.Rect(rect.left, rect.top + u(22), rect.width, max(u(10), rect.height - u(24)))
    top = max(value, pool, after or 0)
    D.track(
        surface,
        slots,
        min(pool, top),
        top,
        D.TRACK_COLOURS["health"],
        zero_bad=False,
        ui=fonts.ui,
    )
    step = slots.width / (top + 1)
    if after is not None and after > pool:
        for i in range(pool + 1, min(after, top) + 1):
            box = pygame.Rect(
                round(slots.left + i * step) + u(1), slots.top, round(step) - u(2), slots.height
            )
            pygame.draw.rect(surface, palette.EMBER_GLOW, box, u(2), border_radius=u(2))
    goal = pygame.Rect(
        round(slots.left + value * step) + u(1),
        slots.top - u(2),
        round(step) - u(2),
        slots.height + u(4),
    )
    pygame.draw.rect(surface, palette.BONE, goal, u(1), border_radius=u(2))


def affinity_track(surface, fonts, rect, enc: dict, after=None) -> None:
    """The Affinity track bottom to top left to right, the marker on its slot, a hovered play's
    slot ringed, and the Duration beside it."""
    slots = enc.get("slots") or []
    at = enc.get("affinity", 1)
    head = f"Affinity {at} ({enc.get('affinity_colour', '')}), Duration {enc.get('duration', 0)}"
    if after is not None and after != at:
        head += f"  ->  Affinity {after}"
    D.fit(surface, fonts.get(17, bold=True), head, palette.BONE, rect.topleft, rect.width)
    if not slots:
        return
    u = fonts.u
    row = pygame.Rect(rect.left, rect.top + u(22), rect.width, max(u(10), rect.height - u(24)))
    step = row.width / len(slots)
    for i, colour in enumerate(slots):
        box = pygame.Rect(
            round(row.left + i * step) + u(1), row.top, round(step) - u(2), row.height
        )
        colour_ = SLOT_COLOURS.get(colour, palette.GRID_DARK)
        pygame.draw.rect(surface, colour_, box, border_radius=u(2))
        if i + 1 == at:
            pygame.draw.circle(surface, palette.BONE, box.center, max(u(3), row.height // 3))
        if after is not None and i + 1 == after and after != at:
            ring = box.inflate(u(2), u(2))
            pygame.draw.rect(surface, palette.EMBER_GLOW, ring, u(2), border_radius=u(2))


def intent(surface, fonts, rect: pygame.Rect, enc: dict, sheets) -> None:
    """What the enemy will do at the end of the Activation as things stand."""
    u = fonts.u
    pygame.draw.rect(surface, (48, 24, 24), rect, border_radius=u(8))
    pygame.draw.rect(surface, palette.BLOOD_BRIGHT, rect, u(1), border_radius=u(8))
    word = "Attack" if enc.get("kind") == "combat" else "Response"
    D.fit(
        surface,
        fonts.get(16, bold=True),
        f"The enemy's next {word}",
        palette.EMBER_GLOW,
        (rect.left + u(8), rect.top + u(5)),
        rect.width - u(16),
    )
    words = str(enc.get("intent") or "nothing")
    lines = [words[:1].upper() + words[1:]]
    if enc.get("opportunity"):
        lines.append(f"If no card is played: {enc['opportunity']} first.")
    lines += W.king_lines(enc.get("king"))  # a King's mechanic sits beside what it changes
    D.paragraphs(
        surface,
        fonts.get(16 if len(lines) <= 2 else 13),
        lines,
        palette.BONE,
        pygame.Rect(rect.left + u(8), rect.top + u(24), rect.width - u(16), rect.height - u(28)),
        u(2),
    )


def member_lines(ch: dict, enc: dict, can_pick: bool) -> tuple[str, list[str]]:
    """A party member's state word and the words under their tracks."""
    cid = ch["id"]
    state = (
        "gone"
        if cid in enc.get("gone", [])
        else "Active"
        if enc.get("active") == cid
        else "done"
        if cid in enc.get("activated", [])
        else "may act"
        if can_pick
        else ""
    )
    deck = enc.get("decks", {}).get(cid)
    lines = (
        [f"Deck {deck['draw']}  Hand {deck['hand']}  Discard {len(deck['discard'])}"]
        if deck
        else []
    )
    return state, lines


def member(surface, scene, rect, ch: dict, enc: dict, can_pick: bool) -> None:
    """A party member at the side: Active (ember), done this turn, gone (greyed), their Health,
    Terror, Energy and Magic, and their deck, hand and discard."""
    fonts, u = scene.fonts, scene.u
    state, lines = member_lines(ch, enc, can_pick)
    active = state == "Active"
    edge = palette.EMBER if active else palette.EMBER_GLOW if can_pick else palette.PANEL_EDGE
    pygame.draw.rect(surface, (40, 35, 36), rect, border_radius=u(8))
    pygame.draw.rect(surface, edge, rect, u(3) if active or can_pick else u(1), border_radius=u(8))
    x, y = rect.left + u(6), rect.top + u(6)
    D.token(surface, scene, ch["id"], pygame.Rect(x, y, u(28), u(28)), D.party_colour(ch["party"]))
    tag = fonts.get(15, bold=True)
    tag_w = tag.size(state)[0] + u(4) if state else 0
    name = ch["name"].split(" ")[0]
    D.fit(
        surface,
        fonts.get("small", bold=True),
        name,
        palette.BONE,
        (x + u(34), y + u(6)),
        rect.width - u(46) - tag_w,
    )
    if state:
        colour = palette.EMBER_GLOW if active or can_pick else palette.BONE_DIM
        text.draw(surface, tag, state, colour, (rect.right - u(6), y + u(8)), "topright")
    t = ch["tray"]
    counts = (
        ("health", t["health"]),
        ("terror", t["terror"]),
        ("energy", t["energy"]),
        ("magic", ch["resources"]["magic"]),
    )
    cx = x
    small = fonts.get(16, bold=True)
    for name_, value in counts:
        cx = D.counter(surface, scene, name_, value, (cx, y + u(34)), 16, small).right + u(8)
    for i, line in enumerate(lines):
        at = (x, y + u(56) + i * u(16))
        D.fit(surface, fonts.get(15), line, palette.BONE_DIM, at, rect.width - u(12))
    if state == "gone":
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((20, 18, 18, 150))
        surface.blit(veil, rect)
