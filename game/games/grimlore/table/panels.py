"""The side of the table every screen keeps: the party's pools, the characters on this session
(Energy, Destiny, who has tested this round), and the dice tray with the last roll, black and
red, its 6s ringed and counted. Each reads the seat's view only and returns where it put
things the pointer can ask about."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.table import draw as G
from game.games.grimlore.table import layout as L

POOL_NAMES = {
    "gold": "Gold",
    "rations": "Rations",
    "clues": "Clues (global)",
    "xp": "XP, the party's pool",
    "ore": "Ore",
    "organics": "Organics",
    "essence": "Essence",
    "advantage": "Advantage tokens: a black die each on a coming test",
    "disadvantage": "Disadvantage tokens: a red die each on the next tests",
}


def sheet_of(view: dict, cid: str) -> dict | None:
    return next((ch for ch in view["party"]["roster"] if ch["id"] == cid), None)


def members(view: dict) -> list[dict]:
    return [s for s in (sheet_of(view, c) for c in view["members"]) if s is not None]


def draw_pools(surface, scene, view: dict) -> list[tuple[pygame.Rect, str]]:
    r = L.POOLS
    fonts = scene.ctx.fonts
    G.panel(surface, fonts, r)
    party = view["party"]
    font = fonts.get("body", bold=True)
    spots = []
    first = [
        ("gold", party["gold"]),
        ("rations", party["rations"]),
        (
            "clues",
            f"{party['clues']}" + (f"+{party['local_clues']}L" if party["local_clues"] else ""),
        ),
        ("xp", party["xp"]),
    ]
    second = [
        ("ore", party["ore"]),
        ("organics", party["organics"]),
        ("essence", party["essence"]),
        ("advantage", view["advantage"]),
        ("disadvantage", view["disadvantage"]),
    ]
    for y, row, step in ((r.top + 8, first, 92), (r.top + 38, second, 74)):
        x = r.left + 10
        for name, value in row:
            box = G.counter(surface, scene, name, value, (x, y), 24, font)
            spots.append((box.inflate(4, 4), POOL_NAMES[name]))
            x += step
    return spots


def draw_crew(
    surface, scene, view: dict, selected: str | None = None, combat: dict | None = None
) -> list[tuple[pygame.Rect, str]]:
    """The session's characters, one row each; returns (row rect, character id)."""
    r = L.CREW
    fonts = scene.ctx.fonts
    crew = members(view)
    G.panel(
        surface,
        fonts,
        r,
        f"{view['party']['name']}" + (f", round {view['round']}" if view["round"] else ""),
    )
    if not crew:
        G.fit(
            surface,
            fonts.small,
            "The party has fallen; nobody is left standing."
            if view["party"]["fallen"] and view["phase"] == "end"
            else "Nobody is chosen for this session yet.",
            palette.BONE_DIM,
            (r.left + 12, r.top + 34),
            r.width - 24,
        )
        return []
    spots = []
    height = min(36, (r.height - 30) // len(crew))
    for i, ch in enumerate(crew):
        row = pygame.Rect(r.left + 6, r.top + 27 + i * height, r.width - 12, height - 2)
        if ch["id"] == selected:
            pygame.draw.rect(surface, (70, 52, 40), row, border_radius=6)
            pygame.draw.rect(surface, palette.EMBER_GLOW, row, 1, border_radius=6)
        out = ch["energy"] <= 0 or (combat and combat["pcs"].get(ch["id"], {}).get("fled"))
        size = height - 8
        G.token(
            surface, scene, ch, pygame.Rect(row.left + 4, row.top + 3, size, size), dim=bool(out)
        )
        x = row.left + size + 12
        # the name grows with the text size only as far as the row holds it above its bars
        name_font = fonts.get(min(19, 21 / fonts.scale), bold=True)
        G.fit(surface, name_font, ch["name"], palette.BONE, (x, row.top + 1), 92)
        bar_y = max(row.top + 19, min(row.bottom - 9, row.top + name_font.get_ascent() + 2))
        G.energy_bar(surface, pygame.Rect(x, bar_y, 96, 8), ch["energy"], ch["max_energy"])
        G.destiny_pips(surface, (x + 104, bar_y - 1), ch["destiny"], ch["max_destiny"], 4)
        status = _status(view, ch, combat)
        G.fit(
            surface,
            fonts.get(16),
            status,
            palette.BONE_DIM,
            (row.right - 6, row.centery),
            110,
            "midright",
        )
        spots.append((row, ch["id"]))
    return spots


def _status(view: dict, ch: dict, combat: dict | None) -> str:
    if ch["energy"] <= 0:
        return "knocked out"
    if combat and ch["id"] in combat["pcs"]:
        pc = combat["pcs"][ch["id"]]
        if pc["fled"]:
            return "fled"
        marks = [
            w
            for w, on in (
                ("prone", pc["prone"]),
                ("stunned", pc["stunned"]),
                ("poisoned", pc["poison"]),
                ("braced", pc["braced"]),
            )
            if on
        ]
        done = pc["done"] or (pc["acted"] and pc["moved"])
        return ", ".join(marks) or (
            "done" if done else "acted" if pc["acted"] else "moved" if pc["moved"] else "ready"
        )
    if ch["id"] in view.get("round_tested", []):
        return "tested this round"
    return "waits for the others" if ch["id"] in view["tested"] else "may test"


def crew_tip(view: dict, cid: str) -> str:
    ch = sheet_of(view, cid)
    if ch is None:
        return ""
    return (
        f"{ch['name']}: Energy {ch['energy']}/{ch['max_energy']}, Destiny {ch['destiny']}/"
        f"{ch['max_destiny']}. A character tests once a round at most, and then waits until"
        " everyone able has tested (or spends Destiny to go again)."
    )


def tray_title(view: dict, roll: dict) -> str:
    """Who rolled for what; the name is kept with the roll, so it stays after a party falls."""
    who = roll.get("who") or (sheet_of(view, roll["cid"]) or {}).get("name")
    title = W.rolled_for(who, roll["what"]) if who else f"The last roll: {roll['what']}"
    return title + (" (rerolled with Destiny)" if roll.get("rerolled") else "")


def draw_tray(surface, scene, view: dict) -> None:
    """The dice as rolled: the last test, or the session's bonus roll at its end."""
    r = L.TRAY
    fonts = scene.ctx.fonts
    roll, bonus = view.get("roll"), view.get("bonus")
    if bonus and view["phase"] == "end":
        G.panel(
            surface,
            fonts,
            r,
            "The session's bonus roll: a black die per event won, a red per event lost",
        )
        _faces(surface, scene, r, bonus["black"], bonus["red"], "bonus XP")
        return
    if not roll:
        G.panel(surface, fonts, r, "Dice as rolled")
        G.fit(
            surface,
            fonts.small,
            "No test rolled yet. Each black 6 is a success; each red 6 takes one away.",
            palette.BONE_DIM,
            (r.left + 12, r.top + 36),
            r.width - 24,
        )
        return
    title = tray_title(view, roll)
    G.panel(
        surface, fonts, r, title, palette.MOSS_BRIGHT if roll["success"] else palette.BLOOD_BRIGHT
    )
    verdict = "critical success" if roll["crit"] else "success" if roll["success"] else "failure"
    if roll.get("passed"):
        verdict = "passed by a trait"
    _faces(surface, scene, r, roll["black"], roll["red"], verdict)


def _faces(surface, scene, r: pygame.Rect, black: list, red: list, verdict: str) -> None:
    fonts = scene.ctx.fonts
    size = 28 if len(black) + len(red) <= 14 else 20
    x = G.dice(surface, (r.left + 14, r.top + 32), black[:12], red=False, size=size)
    x = G.dice(surface, (x + 14, r.top + 32), red[:8], red=True, size=size)
    b6, r6 = black.count(6), red.count(6)
    net = b6 - r6
    result = f"{max(0, net)} {verdict}" if verdict == "bonus XP" else f"{net}: {verdict}"
    words = f"{b6} black 6{'s' if b6 != 1 else ''} - {r6} red 6{'s' if r6 != 1 else ''} = {result}"
    G.fit(
        surface,
        fonts.get("body", bold=True),
        words,
        palette.EMBER_GLOW,
        (max(x + 16, r.left + 380), r.top + 46),
        r.right - max(x + 16, r.left + 380) - 12,
        "midleft",
    )
