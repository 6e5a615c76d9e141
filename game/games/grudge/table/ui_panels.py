"""The side panels: the Warrior's sheet, the initiative track, the Monsters' cards and roster,
and the last roll. Pure drawing from the view; no state of their own."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.render.card import draw_card, draw_suit
from game.app.render.dice import draw_die
from game.app.scenes.common import draw_panel
from game.games.grudge.table import ui_layout as L
from game.games.grudge.table import ui_sprites as names
from game.games.grudge.table.ui_board import draw_pips
from game.games.grudge.table.ui_cards import face

ARMOR_NOTCHES = 2  # a piece breaks on its second notch


def _title(surface, fonts, rect: pygame.Rect, title: str) -> None:
    # a heading, large already: it grows little at a larger text size, so what the panel
    # lays out under it (portraits, cards) keeps its room
    font = fonts.get(min(22, 25 / fonts.scale), bold=True)
    text.draw(surface, font, text.ellipsize(font, title, rect.w - 20), palette.EMBER, (rect.left + 10, rect.top + 6))


def draw_sheet(surface, fonts, book, view: dict) -> None:
    """The Warrior: Health, Stats, Speed, weapons (equipped ringed), armor with notches, stones."""
    rect = L.SHEET
    draw_panel(surface, rect)
    w = view.get("warrior") or {}
    _title(surface, fonts, rect, "Your Warrior")
    small, body = fonts.small, fonts.body
    x, y = rect.left + 10, rect.top + 32
    surface.blit(book.get((56, 56), *names.warrior_names()), (x, y))
    text.draw(surface, small, "Health", palette.BONE_DIM, (x + 64, y + 2))
    draw_pips(surface, x + 64, max(y + 28, y + 8 + small.get_linesize()), int(w.get("health") or 0), 5,
              palette.BLOOD_BRIGHT, 7)
    y += 64
    stats = w.get("stats") or {}
    for i, (suit, word) in enumerate((("spades", "Attack"), ("clubs", "Move"), ("hearts", "Spells"))):
        cx = x + 12 + i * 72
        draw_suit(surface, suit, (cx, y + 10), 18, palette.BLOOD_BRIGHT if suit == "hearts" else palette.BONE)
        text.draw(surface, body, f"+{stats.get(suit, '-')}", palette.BONE, (cx + 12, y + 10), "midleft")
        text.draw(surface, small, word, palette.BONE_DIM, (cx - 8, y + 22))
    y += 44
    text.draw(surface, body, f"Speed {w.get('speed', '-')}", palette.BONE, (x, y))
    conditions = w.get("conditions") or []
    for i, condition in enumerate(conditions):
        surface.blit(book.get((24, 24), *names.condition_names(condition)), (x + 100 + i * 26, y - 4))
    y += 28
    text.draw(surface, small, "Weapons", palette.BONE_DIM, (x, y))
    y += max(18, small.get_linesize())
    for i, weapon in enumerate(w.get("weapons") or []):
        box = pygame.Rect(x + i * 52, y, 46, 46)
        equipped = weapon == w.get("equipped")
        pygame.draw.rect(surface, (60, 46, 36) if equipped else palette.CHARCOAL, box, border_radius=6)
        pygame.draw.rect(surface, palette.EMBER if equipped else palette.PANEL_EDGE, box, 3 if equipped else 1,
                         border_radius=6)
        loaded = weapon == "bow" and bool(w.get("bow_loaded"))
        surface.blit(book.get((38, 38), *names.weapon_names(weapon, loaded)), box.inflate(-8, -8))
    if "weapon" in (w.get("dropped") or []):
        text.draw(surface, small, "weapon dropped", palette.BLOOD_BRIGHT, (x + 110, y + 16))
    y += 54
    text.draw(surface, small, "Armor (notches)", palette.BONE_DIM, (x, y))
    y += max(18, small.get_linesize())
    for i, piece in enumerate(w.get("armor") or []):
        box = pygame.Rect(x + i * 72, y, 40, 40)
        notches = int(piece.get("notches") or 0)
        destroyed = bool(piece.get("destroyed"))
        surface.blit(book.get(box.size, *names.armor_names(piece.get("piece", ""), notches, destroyed)), box)
        for n in range(ARMOR_NOTCHES):
            notch = pygame.Rect(box.right + 4, box.top + 4 + n * 16, 10, 12)
            filled = destroyed or n < notches
            pygame.draw.rect(surface, palette.BLOOD_BRIGHT if filled else palette.CHARCOAL, notch)
            pygame.draw.rect(surface, palette.BONE_DIM, notch, 1)
    y += 48
    stones = (("Luckstones", "luckstone", view.get("luckstones", 0)), ("Runestones", "runestone", w.get("runestones", 0)))
    for label, sprite, count in stones:
        surface.blit(book.get((22, 22), sprite), (x, y))
        text.draw(surface, body, f"{label}: {count or 0}", palette.BONE, (x + 28, y + 11), "midleft")
        y += 26
    run, room = view.get("run") or {}, view.get("room") or {}
    step = max(18, small.get_linesize())
    y = rect.bottom - 8 - 3 * step
    lines = (f"Room {room.get('number', '?')}: {room['name']}" if room.get("name") else "",
             f"Encounter: {room['encounter_name']}" if room.get("encounter_name") else "",
             f"Round {run.get('round', 0)} - cleared {run.get('rooms_cleared', 0)}, "
             f"defeated {run.get('monsters_defeated', 0)}")
    for i, line in enumerate(lines):  # cut to the panel with "...", whatever the text size
        if line:
            text.draw(surface, small, text.ellipsize(small, line, rect.width - 20), palette.BONE_DIM,
                      (x, y + i * step))


def draw_track(surface, fonts, book, view: dict) -> None:
    """This round's initiative order as portraits; the one acting now ringed in ember."""
    rect = L.TRACK
    draw_panel(surface, rect)
    _title(surface, fonts, rect, "Turn order")
    monsters = {m["id"]: m for m in view.get("monsters") or []}
    order = view.get("turn_order") or []
    if not order:
        text.draw(surface, fonts.small, "set when Initiative is revealed", palette.BONE_DIM,
                  (rect.left + 10, rect.top + 40))
    for i, entry in enumerate(order[:6]):
        box = pygame.Rect(rect.left + 10 + i * 41, rect.top + 30, 36, 36)
        portrait = book.get(box.size, *names.portrait_names(str(entry.get("who")), monsters))
        if entry.get("done"):
            portrait = portrait.copy()
            portrait.set_alpha(90)
        surface.blit(portrait, box)
        edge = palette.EMBER if entry.get("current") else palette.PANEL_EDGE
        pygame.draw.rect(surface, edge, box.inflate(4, 4), 3 if entry.get("current") else 1, border_radius=4)
        text.draw(surface, fonts.small, str(entry.get("initiative", "")), palette.BONE, (box.centerx, box.bottom + 2),
                  "midtop")


def monster_card_list(view: dict) -> list[tuple[str, object]]:
    cards = view.get("monster_cards") or {}
    out = [(f"Init {i + 1}" if len(cards.get("initiative") or []) > 1 else "Init", c)
           for i, c in enumerate(cards.get("initiative") or [])]
    for slot, title in (("main", "Main"), ("reaction", "React"), ("interrupt", "Intr")):
        if cards.get(slot):
            out.append((title, cards[slot]))
    return out


def draw_monster_cards(surface, fonts, view: dict) -> list[tuple[pygame.Rect, object]]:
    rect = L.MONSTER_CARDS
    draw_panel(surface, rect)
    _title(surface, fonts, rect, "Monster cards")
    shown = monster_card_list(view)
    drawn = []
    for (label, card), box in zip(shown, L.monster_card_rects(len(shown))):
        drawn.append((draw_card(surface, box, face(card)), card))
        text.draw(surface, fonts.small, label, palette.BONE_DIM, (box.centerx, box.bottom + 2), "midtop")
    if not shown:
        text.draw(surface, fonts.small, "face down until revealed", palette.BONE_DIM, (rect.left + 10, rect.top + 40))
    return drawn


def draw_roster(surface, fonts, book, view: dict) -> None:
    rect = L.ROSTER
    draw_panel(surface, rect)
    _title(surface, fonts, rect, "Monsters")
    y = rect.top + 30
    for monster in view.get("monsters") or []:
        if y + 40 > rect.bottom:
            break
        icon = pygame.Rect(rect.left + 10, y, 32, 32)
        sprite = book.get(icon.size, *names.monster_names(monster))
        if monster.get("defeated"):
            sprite = sprite.copy()
            sprite.set_alpha(80)
        surface.blit(sprite, icon)
        label = f"{str(monster.get('id', ''))[1:]}. {monster.get('name', '')}".replace("The ", "")
        colour = palette.BONE_DIM if monster.get("defeated") else palette.BONE
        text.draw(surface, fonts.small, text.ellipsize(fonts.small, label, rect.width - 56), colour, (icon.right + 6, y))
        if monster.get("defeated"):
            text.draw(surface, fonts.small, "defeated", palette.BLOOD_BRIGHT, (icon.right + 6, y + 16))
        else:
            x = draw_pips(surface, icon.right + 8, y + 24, int(monster.get("health") or 0),
                          int(monster.get("max_health") or 0), palette.BLOOD_BRIGHT, 4)
            draw_pips(surface, x + 6, y + 24, int(monster.get("defense") or 0), int(monster.get("max_defense") or 0),
                      palette.STEEL, 4)
        y += 40


def draw_roll(surface, fonts, faces: list[int], caption: str, view: dict) -> None:
    rect = L.ROLL
    draw_panel(surface, rect)
    _title(surface, fonts, rect, "Last die roll")
    for i, pips in enumerate(faces[:3]):
        draw_die(surface, (rect.left + 12 + i * 54, rect.top + 34, 44, 44), int(pips), 6, fonts.large, highlight=i == 0)
    if caption:
        note = roll_purpose(caption)
        room = rect.width - 72
        text.draw(surface, fonts.small, text.ellipsize(fonts.small, caption, rect.width - 20), palette.BONE,
                  (rect.left + 12, rect.top + 84))
        if note:
            text.draw_fitted(surface, fonts.get, note, palette.BONE_DIM,
                             pygame.Rect(rect.left + 62, rect.top + 34, room, 46), 18, 10)
    decks = view.get("decks") or {}
    text.draw(surface, fonts.small, f"Deck {decks.get('warrior', '-')} / discard {decks.get('warrior_discard', '-')}",
              palette.BONE_DIM, (rect.left + 12, rect.bottom - 22))


# what each of the book's d6 rolls is for: none of them is a fight (cards decide those)
ROLL_PURPOSES = {"Room roll": "Set-up: which room", "Starting edge roll": "Set-up: where you come in",
                 "Encounter roll": "Set-up: who waits here", "Pig row roll": "Set-up: the pig's row",
                 "Pig column roll": "Set-up: the pig's column", "Pig loot roll": "Loot: what the pig holds",
                 "Sweeping Club roll": "The Troll's Sweeping Club"}


def roll_purpose(caption: str) -> str:
    """What a roll was for, from its journal line ("Encounter roll: 5.")."""
    return ROLL_PURPOSES.get(caption.split(":")[0].strip(), "")


def monster_card_spots(view: dict) -> list[tuple[pygame.Rect, object]]:
    """Where each revealed Monster card lies, for the hover zoom."""
    shown = monster_card_list(view)
    return [(rect, card) for (_, card), rect in zip(shown, L.monster_card_rects(len(shown)))]
