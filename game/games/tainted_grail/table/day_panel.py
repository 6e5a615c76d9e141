"""The day, always in sight: its number and chapter, the Order of the Day with the stage it is
at, the active Events (hover for what each does and any countdown on it), the quests under way
with their stage, and the Status sheet's marks. It returns where the pointer can ask for more."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.games.tainted_grail.table import art
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import layout as L
from game.games.tainted_grail.table import words as W

KIND_COLOURS = {"quest": (226, 180, 60), "story": (200, 170, 120), "random": (170, 140, 200)}
ROW = 19


def event_words(event: dict) -> str:
    lines = [f"{event['title']} ({event['kind']} Event)", event["text"]]
    if event["flavour"]:
        lines.append(event["flavour"])
    if event["countdown"]:
        lines.append(f"When its last Time marker goes: {event['countdown']['text']}")
    marks = [W.plural(event[k], f"{k} marker") for k in ("light", "dark") if event[k]]
    if marks:
        lines.append("On it: " + ", ".join(marks) + ".")
    return "\n".join(lines)


def quest_words(quest: dict) -> str:
    lines = [quest["title"], f"Goal: {quest['goal']}"]
    if quest["stage_text"]:
        lines.append(f"Now: {quest['stage_text']}")
    for lead in quest["leads"]:
        if lead.get("open", True):
            where = lead["name"] or f"Location {lead['location']} (not found yet)"
            lines.append(f"Lead, {where}: {lead['text']}")
    return "\n".join(lines)


def status_words(status: dict) -> str:
    return (
        f"{status['name']}: {len(status['marked'])} of {status['parts']} marked. "
        f"{status['flavour']}"
    )


def draw(surface, scene, view: dict) -> list[tuple[pygame.Rect, str]]:
    r, fonts, u = scene.L.DAY, scene.fonts, scene.u
    row_h = u(ROW)
    D.panel(surface, fonts, r)
    spots = []
    chapter = view["campaign"]["chapter"]
    title = f"Day {view['day']}" if view["day"] else "Before the first day"
    if chapter:
        title += f" - Chapter {chapter['number']}: {chapter['title']}"
    head = D.fit(
        surface,
        fonts.get("small", bold=True),
        title,
        palette.EMBER,
        (r.left + u(10), r.top + u(7)),
        r.width - u(20),
    )
    if chapter:
        spots.append((head, " ".join(chapter["intro"]) or chapter["flavour"]))
    y = r.top + u(28)
    for box, (stage, name) in zip(
        L.columns(pygame.Rect(r.left + u(8), y, r.width - u(16), u(22)), 3, u(6)),
        W.STAGES,
        strict=True,
    ):
        now = view["stage"] == stage
        pygame.draw.rect(
            surface, palette.EMBER_DARK if now else palette.GRID_DARK, box, border_radius=u(6)
        )
        if now:
            pygame.draw.rect(surface, palette.EMBER_GLOW, box, u(1), border_radius=u(6))
        D.fit(
            surface,
            fonts.get(16, bold=now),
            name,
            palette.BONE if now else palette.BONE_DIM,
            box.center,
            box.width - u(8),
            "center",
        )
        spots.append((box, _stage_words(stage)))
    y += u(28)
    small = fonts.get(17)
    events = view["events"]["active"]
    room = 4 if len(events) <= 4 else 3
    rows = [
        (
            art.icon("event"),
            KIND_COLOURS.get(e["kind"], palette.BONE),
            f"{e['title']}: {e['text']}",
            event_words(e),
        )
        for e in events[:room]
    ]
    if len(events) > room:
        more = "\n\n".join(event_words(e) for e in events[room:])
        rows.append(
            (None, palette.BONE_DIM, f"and {len(events) - room} more Events (hover the log)", more)
        )
    if not events:
        rows.append((None, palette.BONE_DIM, "No Event is active.", ""))
    rows += [
        (
            art.marker("quest"),
            KIND_COLOURS["quest"],
            f"{q['title']}: {q['stage_text'] or q['goal']}",
            quest_words(q),
        )
        for q in [q for q in view["quests"] if not q["done"]][:2]
    ]
    bottom = r.bottom - 2 * row_h - u(6)  # the parties' line
    y = _rows(
        surface,
        scene,
        small,
        rows,
        pygame.Rect(r.left + u(8), y, r.width - u(16), bottom - y),
        spots,
    )
    _parties(
        surface,
        scene,
        view,
        pygame.Rect(r.left + u(8), bottom, r.width - u(16), row_h),
        spots,
    )
    marked = [s for s in view["statuses"] if s["marked"]]
    x = r.left + u(10)
    y = r.bottom - row_h - u(4)
    for status in marked:
        words = f"{status['name']} {len(status['marked'])}/{status['parts']}"
        box = D.fit(
            surface,
            fonts.get(16, bold=True),
            words,
            palette.BONE_DIM,
            (x, y + u(2)),
            r.right - x - u(10),
        )
        spots.append((box, status_words(status)))
        x = box.right + u(14)
        if x > r.right - u(40):
            break
    return spots


def _stage_words(stage: str) -> str:
    if stage == "start":
        return "Start of the Day:\n" + "\n".join(W.START_STEPS)
    if stage == "end":
        return "End of the Day:\n" + "\n".join(step for step, _ in W.END_STEPS)
    return (
        "During the Day every party takes Actions (Explore, Travel, wake a waystone, "
        "Challenge a Guardian, the Location's Action, abilities) until the players end the Day."
    )


def _parties(surface, scene, view: dict, row: pygame.Rect, spots: list) -> None:
    """Who walks with whom: each party's letter in its colour and its members; at the end of the
    row, the Global Secrets in the middle of the table."""
    font, u = scene.fonts.get(16, bold=True), scene.u
    shared = view["global_secrets"]
    if shared:
        box = D.counter(surface, scene, "secret", len(shared), (row.right - u(40), row.top), 16)
        words = "\n".join(f"Global Secret {s['number']}, {s['name']}: {s['text']}" for s in shared)
        spots.append((box, words))
        row = pygame.Rect(row.left, row.top, row.width - u(48), row.height)
    x = row.left
    names = {c["id"]: c["name"].split()[0] for c in view["characters"]}
    for index, party in enumerate(view["parties"]):
        letter = D.party_letter(index)
        words = f"{letter}: {', '.join(names.get(m, m) for m in party['members'])}"
        place = next((x["name"] for x in view["map"]["locations"] if x["id"] == party["at"]), "")
        box = D.fit(surface, font, words, D.party_colour(index), (x, row.top + u(2)), row.right - x)
        spots.append((box, f"Party {letter} at {place}: they act together."))
        x = box.right + u(14)
        if x > row.right - u(30):
            break


def _rows(surface, scene, font, rows: list, box: pygame.Rect, spots: list) -> int:
    """The Events' and quests' lines, each on one line, or on two where its words would be cut
    and the panel has a line to spare (the earliest first); what still does not fit ends in an
    ellipsis, and hovering a row tells it whole. Returns the y under the last row."""
    u = scene.u
    width, row_h = box.width - u(20), u(ROW)
    wrapped = [text.wrap(font, words, width) for _icon, _colour, words, _tip in rows]
    spare = max(0, box.height // row_h - len(rows))
    given = []
    for lines in wrapped:
        extra = min(spare, len(lines) - 1, 1)
        spare -= extra
        given.append(1 + extra)
    y = box.top
    for (icon, colour, _words, tip), lines, count in zip(rows, wrapped, given, strict=True):
        if y + row_h > box.bottom:
            break
        if icon is not None:
            D.blit(surface, scene, icon, (box.left, y + u(1), u(16), u(16)))
        shown = lines[:count]
        if len(lines) > count:
            shown[-1] = text.ellipsize(font, " ".join(lines[count - 1 :]), width)
        for i, line in enumerate(shown):
            text.draw(surface, font, line, colour, (box.left + u(20), y + u(1) + i * row_h))
        row = pygame.Rect(box.left, y, box.width, row_h * count - 1)
        if tip:
            spots.append((row, tip))
        y += row_h * count
    return y
