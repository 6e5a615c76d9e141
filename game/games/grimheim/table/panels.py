"""The side panels: the turn and VP tracker, the seat's own side quest, the readout under the
pointer, the dice as rolled and the Fate tray. Each reads the seat's view only."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.render.dice import draw_die
from game.app.render.mark import draw_letter
from game.app.scenes.common import draw_panel
from game.games.grimheim.table import layout as L

PHASES = {"setup": "Deployment", "initiative": "Initiative", "fate": "Fate phase",
          "action": "Action phase", "end": "End phase", "over": "Battle over"}


def title(surface, fonts, rect, words, colour=palette.EMBER) -> None:
    font, u = fonts.get("small", bold=True), fonts.u
    text.draw(surface, font, text.ellipsize(font, words, rect.w - u(20)), colour,
              (rect.left + u(10), rect.top + u(6)))


def fit(surface, font, words, colour, pos, width, anchor="topleft") -> None:
    text.draw(surface, font, text.ellipsize(font, words, width), colour, pos, anchor)


def draw_track(surface, fonts, view: dict) -> None:
    r, u = L.at(fonts.ui).TRACK, fonts.u
    draw_panel(surface, r, ui=fonts.ui)
    turn = view["turn"]
    if turn == 0:
        turn_text = "Before the battle"
    else:
        turn_text = f"Turn {turn} of {view['last_turn']}" + (" (overtime)" if turn > view["last_turn"] else "")
    fit(surface, fonts.get("small", bold=True), f"{view['mission']['name']}  -  {turn_text}  -  "
        f"{PHASES.get(view['phase'], view['phase'])}", palette.EMBER,
        (r.left + u(10), r.top + u(6)), r.w - u(20))
    half = (r.w - u(30)) // 2
    for seat, p in enumerate(view["players"]):
        x = r.left + u(10) + seat * (half + u(10))
        you = " (you)" if seat == view["seat"] else ""
        colour = L.SEAT[seat]
        dot = (x + u(6), r.top + u(40))
        pygame.draw.circle(surface, colour, dot, u(6))
        if palette.Marks.on:  # the side's number on its colour, as on its models
            draw_letter(surface, fonts.get(12, bold=True), str(seat + 1), dot, colour, fonts.ui)
        room = half - u(70) - fonts.small.size(you)[0]   # the name gives way, "(you)" stays
        name = text.ellipsize(fonts.small, p["name"], room) + you
        text.draw(surface, fonts.small, name, palette.BONE, (x + u(16), r.top + u(30)))
        text.draw(surface, fonts.get("body", bold=True), f"{p['vp']} VP", colour,
                  (x + half, r.top + u(28)), "topright")
        fit(surface, fonts.get(15), f"Fate {len(p['fate'])}  kills {p['kills']}  lost {p['lost']}",
            palette.BONE_DIM, (x + u(16), r.top + u(48)), half - u(16))


QUEST_TEXT = pygame.Rect(L.QUEST.left + 10, L.QUEST.top + 24, L.QUEST.w - 20, L.QUEST.h - 44)


def quest_words(q: dict) -> str:
    """A side quest as its panel tells it: the marked model first, if any, then what to do."""
    return (f"Marked: {q['mark']}. " if q.get("mark") else "") + q["text"]


def draw_quest(surface, fonts, view: dict, hidden: bool = False) -> None:
    """``hidden``: a hotseat player answering on the other side's turn, with both at the
    screen; the quest stays covered, so no hand-off is needed for it."""
    r, u = L.at(fonts.ui).QUEST, fonts.u
    draw_panel(surface, r, ui=fonts.ui)
    mine = view["players"][view["seat"]]
    theirs = view["players"][1 - view["seat"]]
    q = mine.get("quest")
    if q and hidden:
        title(surface, fonts, r, "Your secret side quest")
        fit(surface, fonts.get(15), "Kept covered while you answer on the other side's turn.",
            palette.BONE_DIM, (r.left + u(10), r.top + u(28)), r.w - u(20))
    elif q:
        title(surface, fonts, r, f"Your secret side quest: {q['name']}")
        top = r.top + u(8) + fonts.get("small", bold=True).get_linesize()  # under the title
        box = pygame.Rect(r.left + u(10), top, r.w - u(20), r.bottom - u(20) - top)
        text.draw_fitted(surface, fonts.get, quest_words(q), palette.BONE, box, 15, 10,
                         line_gap=0)  # a step smaller at a large text size, never cut
    else:
        title(surface, fonts, r, "Side quests")
        fit(surface, fonts.get(15), "You hold no side quest yet.", palette.BONE_DIM,
            (r.left + u(10), r.top + u(28)), r.w - u(20))
    if theirs.get("has_quest") and not theirs.get("quest"):
        fit(surface, fonts.get(14), "Your foe holds a secret side quest of their own.",
            palette.BONE_DIM, (r.right - u(10), r.bottom - u(4)), r.w - u(20), "bottomright")


def draw_info(surface, fonts, heading: str, lines: list[tuple[str, tuple]]) -> None:
    r, u = L.at(fonts.ui).INFO, fonts.u
    draw_panel(surface, r, ui=fonts.ui)
    title(surface, fonts, r, heading or "Point at a square or a model")
    font = fonts.get(16)
    y = r.top + u(28)
    area_bottom = r.bottom - u(6)
    for words, colour in lines:
        for row in text.wrap(font, words, r.w - u(20)):
            if y + font.get_linesize() > area_bottom:
                return
            text.draw(surface, font, row, colour, (r.left + u(10), y))
            y += font.get_linesize()


def draw_roll(surface, fonts, rolls: list[dict]) -> None:
    r, u = L.at(fonts.ui).ROLL, fonts.u
    draw_panel(surface, r, ui=fonts.ui)
    title(surface, fonts, r, "Dice as they stand")  # after any Fate die changed them
    if not rolls:
        fit(surface, fonts.get(15), "No attack rolled yet.", palette.BONE_DIM,
            (r.left + u(10), r.top + u(30)), r.w - u(20))
        return
    x, y = r.left + u(10), r.top + u(26)
    size = u(22)
    for roll in rolls[:2]:
        word = "hits" if roll["kind"] == "attack" else "saves"
        label = f"{roll['who']} ({word} on {roll['need']}+)"
        fit(surface, fonts.get(14), label, palette.BONE_DIM, (x, y), r.w // 2 - u(20))
        for i, face in enumerate(roll["faces"][:8]):
            good = face == 6 or (face != 1 and face >= roll["need"])
            draw_die(surface, (x + i * (size + u(4)), y + u(16), size, size), face,
                     highlight=face == 6, colour=palette.BONE if good else palette.BONE_DIM,
                     ui=fonts.ui)
        x += r.w // 2 - u(5)


def draw_fate(surface, fonts, faces: list[int], usable: set[int], sheets=None) -> list[tuple[pygame.Rect, int]]:
    """The seat's Fate dice; the ones a legal command may spend now are lit. Returns each die's
    rect with its index, for clicks."""
    r, u = L.at(fonts.ui).FATE, fonts.u
    draw_panel(surface, r, palette.EMBER if usable else palette.PANEL_EDGE, ui=fonts.ui)
    title(surface, fonts, r, "Fate dice" + (" - click a lit die to spend it" if usable else ""))
    spots = []
    if not faces:
        fit(surface, fonts.get(15), "None this turn.", palette.BONE_DIM,
            (r.left + u(10), r.top + u(32)), r.w - u(20))
    for i, face in enumerate(faces[:7]):
        rect = pygame.Rect(r.left + u(10 + i * 38), r.top + u(30), u(32), u(32))
        draw_die(surface, rect, face, highlight=i in usable, still=True,
                 colour=palette.BONE if i in usable else palette.BONE_DIM, ui=fonts.ui)
        spots.append((rect, i))
    return spots
