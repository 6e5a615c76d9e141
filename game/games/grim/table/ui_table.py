"""Drawing the table from one seat's view: each side's counts (hand, decks, Banished face down,
Fiend's Favor), its two Grim with Bonds slid beneath and a Tracker beside each, the turn order
as portraits, and the Afterworld. Returns where cards lie so the scene can hit-test and zoom."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app import palette, text
from game.app.render.mark import draw_letter
from game.app.render.tracker import draw_tracker
from game.app.scenes.common import draw_panel
from game.games.grim.table import ui_layout as L
from game.games.grim.table.ui_art import draw_picture
from game.games.grim.table.ui_cards import colour_of, draw_face, fitted, font, ink_on
from game.games.grim.table.ui_tips import card_marks


@dataclass(frozen=True)
class Spot:
    rect: pygame.Rect
    card: dict | None     # what the zoom shows (None: face down)
    area: str             # "hand", "field", "bond", "afterworld", "portrait", "grimlord", "mark",
                          # "banished"
    mine: bool = True
    slot: int | None = None
    key: str | None = None  # the card id commands name (a mark: what it means)


def draw_side(surface, fonts, view: dict, seat: int, me: int, lit_slots: set[int], hover_slot: int | None,
              acting: tuple | None, who: str = "", name: str = "") -> list[Spot]:
    mine = seat == me
    rect = L.side_rect(mine)
    draw_panel(surface, rect, palette.MOSS if mine else palette.BLOOD)
    player = (view.get("players") or [{}, {}])[seat]
    title = f"{name or f'Player {seat + 1}'} {who or ('(you)' if mine else '')}".strip()
    spots = _draw_info(surface, fonts, rect, player, mine, title)
    field = (view.get("field") or [[None, None], [None, None]])[seat]
    waiting = _face_down(player)
    for slot in (0, 1):
        grim = field[slot] if slot < len(field) else None
        if grim is None and waiting:
            spots += _draw_face_down(surface, fonts, mine, slot, waiting.pop(0))
            continue
        spots += _draw_slot(surface, fonts, grim, mine, slot, slot in lit_slots, hover_slot == slot,
                            acting == (seat, slot))
        if grim is not None:
            spots += _draw_marks(surface, grim, view, L.slot_card_rect(mine, slot, len(grim.get("bonds") or [])),
                                 mine, slot)
    return spots


def _draw_marks(surface, grim: dict, view: dict, card_rect: pygame.Rect, mine: bool, slot: int) -> list[Spot]:
    """Pills along the card's foot: its Spirits, an Attack held or Hindered. Hover says what."""
    spots = []
    f = font(15, bold=True)
    bottom = card_rect.bottom - 3
    for label, meaning in reversed(card_marks(grim, view)):
        pill = pygame.Rect(0, 0, min(card_rect.width - 6, f.size(label)[0] + 12), 18)
        pill.midbottom = (card_rect.centerx, bottom)
        spirit = label.startswith("Spirit")
        pygame.draw.rect(surface, colour_of("spirit") if spirit else palette.BLOOD, pill, border_radius=9)
        pygame.draw.rect(surface, palette.INK if spirit else palette.BONE, pill, 1, border_radius=9)
        text.draw(surface, f, label, palette.INK if spirit else palette.BONE, pill.center, "center")
        spots.append(Spot(pill, None, "mark", mine, slot, meaning))
        bottom = pill.top - 2
    return spots


def _face_down(player: dict) -> list:
    """Grim placed face down and not yet revealed: your own as cards, the opponent's as a count."""
    hidden = player.get("face_down")
    if isinstance(hidden, list):
        return list(hidden)
    return [None] * int(hidden or 0)


def _draw_face_down(surface, fonts, mine: bool, slot: int, placed: dict | None) -> list[Spot]:
    rect = L.slot_card_rect(mine, slot)
    card = (placed or {}).get("card")
    bond = (placed or {}).get("bond")
    if bond:
        draw_face(surface, rect.move(0, L.BOND_PEEK), bond)
    draw_face(surface, rect, card, face_up=card is not None, dim=card is not None)
    note = "Placed face down" + (" (only you see it)" if card else "")
    text.draw_wrapped(surface, fonts.small, note, palette.BONE_DIM,
                      pygame.Rect(rect.right + 14, rect.top + 10, 200, 60))
    return [Spot(rect, card, "field", mine, slot, (card or {}).get("id"))] if card else []


def _draw_info(surface, fonts, rect: pygame.Rect, player: dict, mine: bool, title: str) -> list[Spot]:
    x, y = rect.left + 12, rect.top + 8
    bold, small = fonts.get("body", bold=True), fonts.small
    text.draw(surface, bold, text.ellipsize(bold, title, L.INFO_W), palette.EMBER, (x, y))
    y += 26
    if player.get("favor"):
        badge = pygame.Rect(x, y, L.INFO_W - 20, 20)
        pygame.draw.rect(surface, palette.EMBER_DARK, badge, border_radius=6)
        text.draw(surface, small, "Fiend's Favor", palette.EMBER_GLOW, badge.center, "center")
        y += 24
    counts = player.get("deck_counts") or {}
    for element in player.get("decks") or []:
        text.draw(surface, small, f"{str(element).title()} deck: {counts.get(element, 0)}", palette.BONE, (x, y))
        y += 18
    spots = []
    if player.get("grimlord"):
        lord = player["grimlord"]
        name = lord.get("name") if isinstance(lord, dict) else str(lord).title()
        text.draw(surface, small, text.ellipsize(small, f"Grimlord: {name}", L.INFO_W - 16), palette.BONE, (x, y))
        y += 18
        if isinstance(lord, dict):   # its portrait in the corner above the Banished; hover zooms it
            card = {**lord, "kind": "grimlord"}
            portrait = pygame.Rect(rect.left + L.INFO_W - 52, rect.bottom - 58, 48, 48)
            colour = colour_of(lord.get("element"))
            draw_picture(surface, portrait, card, colour, font(14, bold=True))
            spots.append(Spot(portrait, card, "grimlord", mine))
    reaction = "Reaction ready" if player.get("reaction") else "Reaction used"
    text.draw(surface, small, reaction, palette.MOSS_BRIGHT if player.get("reaction") else palette.BONE_DIM, (x, y))
    y += 18
    if not mine:
        text.draw(surface, small, f"Hand: {player.get('hand_count', 0)} cards", palette.BONE, (x, y))
        y += 18
    # the Banished: face down, unseen by both players
    count = int(player.get("banished_count") or 0)
    text.draw(surface, small, f"Banished: {count}", palette.BONE_DIM, (x, rect.bottom - 52))
    for i in range(count):
        back = pygame.Rect(x + i * 14, rect.bottom - 34, 22, 30)
        draw_face(surface, back, None, face_up=False)
        spots.append(Spot(back, None, "banished", mine))
    return spots


def _draw_slot(surface, fonts, grim: dict | None, mine: bool, slot: int, lit: bool, hovered: bool,
               acting: bool) -> list[Spot]:
    area = L.slot_area(mine, slot)
    if lit or hovered:
        pygame.draw.rect(surface, palette.MOSS_BRIGHT if lit else palette.PANEL_EDGE, area, 2 if lit else 1,
                         border_radius=8)
    if grim is None:
        empty = L.slot_card_rect(mine, slot)
        pygame.draw.rect(surface, palette.PANEL_EDGE, empty, 1, border_radius=8)
        text.draw(surface, fonts.small, "empty", palette.BONE_DIM, empty.center, "center")
        return []
    bonds = grim.get("bonds") or []
    card_rect = L.slot_card_rect(mine, slot, len(bonds))
    spots = []
    # Bonds slide beneath the Grim: the latest peeks out lowest
    for i, bond in reversed(list(enumerate(bonds))):
        b_rect = card_rect.move(0, (i + 1) * L.BOND_PEEK)
        draw_face(surface, b_rect, bond)
        strip = pygame.Rect(b_rect.left, b_rect.bottom - L.BOND_PEEK, b_rect.width, L.BOND_PEEK)
        pygame.draw.rect(surface, colour_of(bond.get("bond")), strip.inflate(-6, -2), border_radius=3)
        spots.append(Spot(strip, bond, "bond", mine, slot, bond.get("id")))
    draw_face(surface, card_rect, grim, lit=lit)
    if acting:
        pygame.draw.rect(surface, palette.EMBER, card_rect.inflate(8, 8), 3, border_radius=9)
    spots.append(Spot(card_rect, grim, "field", mine, slot, grim.get("id")))
    _draw_tracker(surface, fonts, grim, pygame.Rect(card_rect.right + 14, area.top + 6, 220, area.height - 12))
    return spots


def _draw_tracker(surface, fonts, grim: dict, box: pygame.Rect) -> None:
    x, y = box.left, box.top
    health, top = int(grim.get("current_health") or 0), int(grim.get("max_health") or grim.get("health") or 0)
    colour = palette.BLOOD_BRIGHT if health * 3 <= top else palette.MOSS_BRIGHT
    y = draw_tracker(surface, fonts, (x, y), "Health", health, top, style="number", colour=colour,
                     width=box.width).bottom + 2
    stamina = int(grim.get("stamina") or 0)
    y = draw_tracker(surface, fonts, (x, y), "Stamina", stamina, None, style="number", colour=palette.EMBER_GLOW,
                     width=box.width).bottom + 4
    small = fonts.small
    status = grim.get("status")
    label = f"Status: {str(status).title()}" if status else "Status: none"
    text.draw(surface, small, label, palette.BLOOD_BRIGHT if status else palette.BONE_DIM, (x, y))
    y += 20
    speed = grim.get("effective_speed", grim.get("speed"))
    text.draw(surface, small, f"Speed {speed:g}" if isinstance(speed, (int, float)) else f"Speed {speed}",
              palette.BONE, (x, y))
    y += 20
    elements = [str(e).title() for e in grim.get("elements") or [grim.get("element")]]
    text.draw(surface, small, text.ellipsize(small, "Elements: " + ", ".join(elements), box.width), palette.BONE,
              (x, y))
    y += 20
    bonus = grim.get("spirit_bonus") or []
    if bonus:
        shown = ", ".join(str(b).title() for b in bonus)
        text.draw(surface, small, text.ellipsize(small, f"Spirit Bonus: {shown}", box.width), palette.EMBER_GLOW,
                  (x, y))


def draw_turn_order(surface, fonts, view: dict, me: int) -> list[Spot]:
    rect = L.TURN_ORDER
    draw_panel(surface, rect)
    rnd = view.get("round") or {}
    title = f"Round {rnd.get('number')} turn order" if rnd else "Turn order"
    text.draw(surface, fonts.get("small", bold=True), title, palette.EMBER, (rect.left + 10, rect.top + 6))
    order = view.get("turn_order") or []
    main = [t for t in order if not t.get("paralysis_phase")]
    late = [t for t in order if t.get("paralysis_phase")]
    field = view.get("field") or [[None, None], [None, None]]
    w, h = L.PORTRAIT
    x, y = rect.left + 10, rect.top + 28
    spots = []
    for entry in (main + [None] + late) if order else []:   # None: where the Paralysis Phase begins
        if entry is None:
            pygame.draw.line(surface, palette.BONE_DIM, (x + 2, y), (x + 2, y + h), 1)
            text.draw(surface, font(13), "Paralysis", palette.BONE_DIM, (x + 6, y + h + 2))
            x += 10
            continue
        seat, slot = entry.get("seat"), entry.get("slot")
        grim = None
        if seat is not None and slot is not None and field[seat][slot] and field[seat][slot].get("id") == entry.get("card"):
            grim = field[seat][slot]
        element = (grim or {}).get("element") or str(entry.get("card", "")).split("_")[0]
        box = pygame.Rect(x, y, w, h)
        pygame.draw.rect(surface, colour_of(element), box, border_radius=6)
        if entry.get("done"):
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            shade.fill((10, 10, 10, 140))
            surface.blit(shade, box)
        edge = palette.EMBER if entry.get("current") else (palette.MOSS_BRIGHT if seat == me else palette.BLOOD_BRIGHT)
        pygame.draw.rect(surface, edge, box, 3 if entry.get("current") else 2, border_radius=6)
        if palette.Marks.on and seat is not None:  # whose Grim, by its player's number too
            draw_letter(surface, font(12, bold=True), str(seat + 1), (box.left + 7, box.bottom - 8),
                        palette.MOSS_BRIGHT if seat == me else palette.BLOOD_BRIGHT)
        name = str(entry.get("name", "?")).removeprefix("The ")
        words = name.split()
        lines = [" ".join(words[:len(words) // 2 or 1]), " ".join(words[len(words) // 2 or 1:])] if len(words) > 1 \
            else [name]
        for i, line in enumerate(lines):
            f = fitted(line, w - 6, 15, 10)
            text.draw(surface, f, line, ink_on(element), (box.centerx, box.top + 4 + i * 15), "midtop")
        speed = entry.get("speed")
        text.draw(surface, font(14), f"{speed:g}" if isinstance(speed, (int, float)) else str(speed),
                  ink_on(element), (box.centerx, box.bottom - 2), "midbottom")
        spots.append(Spot(box, grim, "portrait", seat == me, slot, entry.get("card")))
        x += w + 4
        if x + w > rect.right:
            break
    if not order:
        text.draw(surface, fonts.small, "Set-up: no Grim in play yet.", palette.BONE_DIM, (rect.left + 10, y + 18))
    return spots


def draw_afterworld(surface, fonts, view: dict) -> list[Spot]:
    rect = L.AFTERWORLD
    draw_panel(surface, rect)
    world = (view.get("afterworld") or {}).get("active")
    small = fonts.small
    spots = []
    if world:
        card = {**world, "kind": "afterworld"}
        c_rect = pygame.Rect(rect.left + 8, rect.top + 8, 66, 92)
        draw_face(surface, c_rect, card)
        spots.append(Spot(c_rect, card, "afterworld"))
        text.draw(surface, fonts.get("small", bold=True), text.ellipsize(small, str(world.get("name")), 270),
                  palette.EMBER, (c_rect.right + 10, rect.top + 8))
        text.draw_wrapped(surface, font(16), str(world.get("text", "")), palette.BONE,
                          pygame.Rect(c_rect.right + 10, rect.top + 28, rect.right - c_rect.right - 18, 50))
    else:
        text.draw(surface, fonts.get("small", bold=True), "No Afterworld yet", palette.BONE_DIM,
                  (rect.left + 10, rect.top + 8))
    counts = f"Bond deck {view.get('bond_deck_count', 0)}   Limbo {view.get('limbo_count', 0)}"
    text.draw(surface, small, counts, palette.BONE, (rect.right - 10, rect.bottom - 6), "bottomright")
    return spots


def attack_summary(view: dict) -> str:
    """The declared Attack in a sentence, for the defender deciding on a Reaction."""
    atk = view.get("attack")
    if not atk:
        return ""
    field = view.get("field") or [[None, None], [None, None]]
    attacker = field[atk["seat"]][atk["slot"]] or {}
    parts = []
    for seat, slot, card in atk.get("targets") or []:
        target = field[seat][slot] or {}
        hit = (atk.get("preview") or {}).get(card) or {}
        amount = "Immune" if hit.get("immune") else f"{hit.get('damage', '?')} damage"
        parts.append(f"{target.get('name', '?')} ({amount})")
    element = str(atk.get("element", "")).title()
    return (f"{attacker.get('name', '?')} attacks with {atk.get('attack_name')} ({element}) at "
            + ", ".join(parts) + ".")


def draw_attack(surface, fonts, view: dict, me: int) -> None:
    """A red line from the attacking Grim to each Target, with the damage it would take."""
    atk = view.get("attack")
    if not atk:
        return
    field = view.get("field") or [[None, None], [None, None]]

    def centre(seat, slot):
        grim = field[seat][slot] or {}
        return L.slot_card_rect(seat == me, slot, len(grim.get("bonds") or [])).center

    start = centre(atk["seat"], atk["slot"])
    for seat, slot, card in atk.get("targets") or []:
        end = centre(seat, slot)
        pygame.draw.line(surface, palette.BLOOD_BRIGHT, start, end, 4)
        hit = (atk.get("preview") or {}).get(card) or {}
        label = "Immune" if hit.get("immune") else str(hit.get("damage", "?"))
        badge = text.render(fonts.get("body", bold=True), label, palette.BONE)
        box = badge.get_rect(center=end).inflate(16, 8)
        pygame.draw.rect(surface, palette.BLOOD, box, border_radius=10)
        pygame.draw.rect(surface, palette.BONE, box, 2, border_radius=10)
        surface.blit(badge, badge.get_rect(center=box.center))
