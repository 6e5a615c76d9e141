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
    text.draw(surface, font, text.ellipsize(font, title, rect.w - fonts.u(20)), palette.EMBER,
              (rect.left + fonts.u(10), rect.top + fonts.u(6)))


def draw_sheet(surface, fonts, book, view: dict) -> None:
    """The Warrior: Health, Stats, Speed, weapons (equipped ringed), armor with notches, stones.
    Drawn at the scale ``fonts`` carry (``fonts.ui``), as every panel here."""
    lay = L.at(fonts.ui)
    u, rect = lay.u, lay.SHEET
    draw_panel(surface, rect, ui=fonts.ui)
    w = view.get("warrior") or {}
    _title(surface, fonts, rect, "Your Warrior")
    small, body = fonts.small, fonts.body
    x, y = rect.left + u(10), rect.top + u(32)
    surface.blit(book.get((u(56), u(56)), *names.warrior_names()), (x, y))
    text.draw(surface, small, "Health", palette.BONE_DIM, (x + u(64), y + u(2)))
    draw_pips(surface, x + u(64), max(y + u(28), y + u(8) + small.get_linesize()), int(w.get("health") or 0), 5,
              palette.BLOOD_BRIGHT, u(7), fonts.ui)
    y += u(64)
    stats = w.get("stats") or {}
    for i, (suit, word) in enumerate((("spades", "Attack"), ("clubs", "Move"), ("hearts", "Spells"))):
        cx = x + u(12 + i * 72)
        draw_suit(surface, suit, (cx, y + u(10)), u(18), palette.BLOOD_BRIGHT if suit == "hearts" else palette.BONE)
        text.draw(surface, body, f"+{stats.get(suit, '-')}", palette.BONE, (cx + u(12), y + u(10)), "midleft")
        text.draw(surface, small, word, palette.BONE_DIM, (cx - u(8), y + u(22)))
    y += u(44)
    text.draw(surface, body, f"Speed {w.get('speed', '-')}", palette.BONE, (x, y))
    conditions = w.get("conditions") or []
    for i, condition in enumerate(conditions):
        surface.blit(book.get((u(24), u(24)), *names.condition_names(condition)), (x + u(100 + i * 26), y - u(4)))
    y += u(28)
    text.draw(surface, small, "Weapons", palette.BONE_DIM, (x, y))
    y += max(u(18), small.get_linesize())
    for i, weapon in enumerate(w.get("weapons") or []):
        box = pygame.Rect(x + u(i * 52), y, u(46), u(46))
        equipped = weapon == w.get("equipped")
        pygame.draw.rect(surface, (60, 46, 36) if equipped else palette.CHARCOAL, box, border_radius=u(6))
        pygame.draw.rect(surface, palette.EMBER if equipped else palette.PANEL_EDGE, box,
                         u(3) if equipped else max(1, u(1)), border_radius=u(6))
        loaded = weapon == "bow" and bool(w.get("bow_loaded"))
        inner = box.inflate(-u(8), -u(8))
        surface.blit(book.get(inner.size, *names.weapon_names(weapon, loaded)), inner)
    if "weapon" in (w.get("dropped") or []):
        text.draw(surface, small, "weapon dropped", palette.BLOOD_BRIGHT, (x + u(110), y + u(16)))
    y += u(54)
    text.draw(surface, small, "Armor (notches)", palette.BONE_DIM, (x, y))
    y += max(u(18), small.get_linesize())
    for i, piece in enumerate(w.get("armor") or []):
        box = pygame.Rect(x + u(i * 72), y, u(40), u(40))
        notches = int(piece.get("notches") or 0)
        destroyed = bool(piece.get("destroyed"))
        surface.blit(book.get(box.size, *names.armor_names(piece.get("piece", ""), notches, destroyed)), box)
        for n in range(ARMOR_NOTCHES):
            notch = pygame.Rect(box.right + u(4), box.top + u(4 + n * 16), u(10), u(12))
            filled = destroyed or n < notches
            pygame.draw.rect(surface, palette.BLOOD_BRIGHT if filled else palette.CHARCOAL, notch)
            pygame.draw.rect(surface, palette.BONE_DIM, notch, max(1, u(1)))
    y += u(48)
    stones = (("Luckstones", "luckstone", view.get("luckstones", 0)), ("Runestones", "runestone", w.get("runestones", 0)))
    for label, sprite, count in stones:
        surface.blit(book.get((u(22), u(22)), sprite), (x, y))
        text.draw(surface, body, f"{label}: {count or 0}", palette.BONE, (x + u(28), y + u(11)), "midleft")
        y += u(26)
    run, room = view.get("run") or {}, view.get("room") or {}
    step = max(u(18), small.get_linesize())
    y = rect.bottom - u(8) - 3 * step
    lines = (f"Room {room.get('number', '?')}: {room['name']}" if room.get("name") else "",
             f"Encounter: {room['encounter_name']}" if room.get("encounter_name") else "",
             f"Round {run.get('round', 0)} - cleared {run.get('rooms_cleared', 0)}, "
             f"defeated {run.get('monsters_defeated', 0)}")
    for i, line in enumerate(lines):  # cut to the panel with "...", whatever the text size
        if line:
            text.draw(surface, small, text.ellipsize(small, line, rect.width - u(20)), palette.BONE_DIM,
                      (x, y + i * step))


def draw_track(surface, fonts, book, view: dict) -> None:
    """This round's initiative order as portraits; the one acting now ringed in ember."""
    lay = L.at(fonts.ui)
    u, rect = lay.u, lay.TRACK
    draw_panel(surface, rect, ui=fonts.ui)
    _title(surface, fonts, rect, "Turn order")
    monsters = {m["id"]: m for m in view.get("monsters") or []}
    order = view.get("turn_order") or []
    if not order:
        text.draw(surface, fonts.small, "set when Initiative is revealed", palette.BONE_DIM,
                  (rect.left + u(10), rect.top + u(40)))
    for i, entry in enumerate(order[:6]):
        box = pygame.Rect(rect.left + u(10 + i * 41), rect.top + u(30), u(36), u(36))
        portrait = book.get(box.size, *names.portrait_names(str(entry.get("who")), monsters))
        if entry.get("done"):
            portrait = portrait.copy()
            portrait.set_alpha(90)
        surface.blit(portrait, box)
        edge = palette.EMBER if entry.get("current") else palette.PANEL_EDGE
        pygame.draw.rect(surface, edge, box.inflate(u(4), u(4)), u(3) if entry.get("current") else max(1, u(1)),
                         border_radius=u(4))
        text.draw(surface, fonts.small, str(entry.get("initiative", "")), palette.BONE,
                  (box.centerx, box.bottom + u(2)), "midtop")


def monster_card_list(view: dict) -> list[tuple[str, object]]:
    cards = view.get("monster_cards") or {}
    out = [(f"Init {i + 1}" if len(cards.get("initiative") or []) > 1 else "Init", c)
           for i, c in enumerate(cards.get("initiative") or [])]
    for slot, title in (("main", "Main"), ("reaction", "React"), ("interrupt", "Intr")):
        if cards.get(slot):
            out.append((title, cards[slot]))
    return out


def draw_monster_cards(surface, fonts, view: dict) -> list[tuple[pygame.Rect, object]]:
    lay = L.at(fonts.ui)
    u, rect = lay.u, lay.MONSTER_CARDS
    draw_panel(surface, rect, ui=fonts.ui)
    _title(surface, fonts, rect, "Monster cards")
    shown = monster_card_list(view)
    drawn = []
    for (label, card), box in zip(shown, lay.monster_card_rects(len(shown))):
        drawn.append((draw_card(surface, box, face(card), ui=fonts.ui), card))
        text.draw(surface, fonts.small, label, palette.BONE_DIM, (box.centerx, box.bottom + u(2)), "midtop")
    if not shown:
        text.draw(surface, fonts.small, "face down until revealed", palette.BONE_DIM,
                  (rect.left + u(10), rect.top + u(40)))
    return drawn


def draw_roster(surface, fonts, book, view: dict) -> None:
    lay = L.at(fonts.ui)
    u, rect = lay.u, lay.ROSTER
    draw_panel(surface, rect, ui=fonts.ui)
    _title(surface, fonts, rect, "Monsters")
    y = rect.top + u(30)
    for monster in view.get("monsters") or []:
        if y + u(40) > rect.bottom:
            break
        icon = pygame.Rect(rect.left + u(10), y, u(32), u(32))
        sprite = book.get(icon.size, *names.monster_names(monster))
        if monster.get("defeated"):
            sprite = sprite.copy()
            sprite.set_alpha(80)
        surface.blit(sprite, icon)
        label = f"{str(monster.get('id', ''))[1:]}. {monster.get('name', '')}".replace("The ", "")
        colour = palette.BONE_DIM if monster.get("defeated") else palette.BONE
        text.draw(surface, fonts.small, text.ellipsize(fonts.small, label, rect.width - u(56)), colour,
                  (icon.right + u(6), y))
        if monster.get("defeated"):
            text.draw(surface, fonts.small, "defeated", palette.BLOOD_BRIGHT, (icon.right + u(6), y + u(16)))
        else:
            x = draw_pips(surface, icon.right + u(8), y + u(24), int(monster.get("health") or 0),
                          int(monster.get("max_health") or 0), palette.BLOOD_BRIGHT, u(4), fonts.ui)
            draw_pips(surface, x + u(6), y + u(24), int(monster.get("defense") or 0),
                      int(monster.get("max_defense") or 0), palette.STEEL, u(4), fonts.ui)
        y += u(40)


def draw_roll(surface, fonts, faces: list[int], caption: str, view: dict) -> None:
    lay = L.at(fonts.ui)
    u, rect = lay.u, lay.ROLL
    draw_panel(surface, rect, ui=fonts.ui)
    _title(surface, fonts, rect, "Last die roll")
    for i, pips in enumerate(faces[:3]):
        draw_die(surface, (rect.left + u(12 + i * 54), rect.top + u(34), u(44), u(44)), int(pips), 6, fonts.large,
                 highlight=i == 0)
    if caption:
        note = roll_purpose(caption)
        room = rect.width - u(72)
        text.draw(surface, fonts.small, text.ellipsize(fonts.small, caption, rect.width - u(20)), palette.BONE,
                  (rect.left + u(12), rect.top + u(84)))
        if note:
            text.draw_fitted(surface, fonts.get, note, palette.BONE_DIM,
                             pygame.Rect(rect.left + u(62), rect.top + u(34), room, u(46)), 18, 10)
    decks = view.get("decks") or {}
    text.draw(surface, fonts.small, f"Deck {decks.get('warrior', '-')} / discard {decks.get('warrior_discard', '-')}",
              palette.BONE_DIM, (rect.left + u(12), rect.bottom - u(22)))


# what each of the book's d6 rolls is for: none of them is a fight (cards decide those)
ROLL_PURPOSES = {"Room roll": "Set-up: which room", "Starting edge roll": "Set-up: where you come in",
                 "Encounter roll": "Set-up: who waits here", "Pig row roll": "Set-up: the pig's row",
                 "Pig column roll": "Set-up: the pig's column", "Pig loot roll": "Loot: what the pig holds",
                 "Sweeping Club roll": "The Troll's Sweeping Club"}


def roll_purpose(caption: str) -> str:
    """What a roll was for, from its journal line ("Encounter roll: 5.")."""
    return ROLL_PURPOSES.get(caption.split(":")[0].strip(), "")


def monster_card_spots(view: dict, ui: float = 1.0) -> list[tuple[pygame.Rect, object]]:
    """Where each revealed Monster card lies, for the hover zoom."""
    shown = monster_card_list(view)
    return [(rect, card) for (_, card), rect in zip(shown, L.at(ui).monster_card_rects(len(shown)))]
