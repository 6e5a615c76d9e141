"""Advancement at the End of the Day as a deck builder: the Character's Combat and Diplomacy
decks as rows of cards with the owned cards set aside beside them, and, after a deck advance,
the cards drawn from the Advancement Pool to keep one. A click on a card in a deck sets it aside,
on a card set aside puts it back, on a drawn card keeps it; each sends the command the rules
offer (rules/advance.py). A deck at its minimum greys its cards and says why, as the rules
refuse. Beside the rows: the Exp, the Attributes in their pairs with what raising each costs and
the Exp it leaves, the Skills on offer, the deck advances (asked first: the draw cannot be taken
back) and Done. Hovering a card zooms it; the line under the rows tells what a click would do."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app import palette
from game.app.render.card_row import CardRow
from game.games.tainted_grail.rules.advance import DECK_MINIMUM, DECKS
from game.games.tainted_grail.rules.state import PAIRS
from game.games.tainted_grail.rules.wyrdforms import fixed
from game.games.tainted_grail.table import card_art as A
from game.games.tainted_grail.table import card_data as C
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import layout as L
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen

SIDE_W = 290
ROW_CARD = (98, 140)  # a card in a deck row
SMALL_ROW_CARD = (84, 120)  # ... under the cards drawn
DRAWN_CARD = (140, 200)  # a card drawn to choose from
HINT_H = 40
LABEL_H = 20


@dataclass
class Spot:
    """A card on the screen: where it lies, what a click sends (or why nothing can be sent)."""

    rect: pygame.Rect
    card: str
    command: dict | None
    reason: str  # why a click sends nothing; "" when it sends
    shown: int  # how much of its width shows from under the next card

    @property
    def face(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left, self.rect.top, self.shown, self.rect.height)


def minimum_words(kind: str) -> str:
    return (
        f"The {kind.capitalize()} deck must keep at least {DECK_MINIMUM} cards: put a card back "
        "or keep a new one before setting one aside."
    )


def exp_of(command: dict) -> int:
    """The Exp the rules say a command costs."""
    return int(command.get("exp", 0))


def zoom_rect(card: pygame.Rect, ui: float = 1.0) -> pygame.Rect:
    """Where the card at reading size goes (``ui``: the scene's pixels per layout unit)."""
    main, u = L.at(ui).MAIN, L.at(ui).u
    rect = pygame.Rect(0, 0, u(A.ZOOM[0]), u(A.ZOOM[1]))
    rect.right = main.right - u(8)
    if card.right > rect.left - u(8):
        rect.left = main.left + u(8)
    rect.centery = card.centery
    rect.clamp_ip(main)
    return rect


class DeckScreen(Screen):
    handles = ("advance", "keep_card")

    def __init__(self, scene, rect) -> None:
        u = scene.u
        super().__init__(scene, rect)
        self.rows = pygame.Rect(rect.left, rect.top, rect.width - u(SIDE_W) - u(8), rect.height)
        self.side = pygame.Rect(self.rows.right + u(8), rect.top, u(SIDE_W), rect.height)
        self.spots: list[Spot] = []
        self.labels: list[tuple[tuple[int, int], str]] = []
        self.exp_lines: list[tuple[pygame.Rect, str]] = []
        self.ch: dict | None = None
        self.row_card = (u(ROW_CARD[0]), u(ROW_CARD[1]))
        self.dividers: list[pygame.Rect] = []  # the gap between a deck and its cards set aside

    # -- who and what --------------------------------------------------------------------------
    def who(self) -> dict | None:
        info = self.scene.prompt_info()
        cid = info.get("who") or str((info.get("cards") or [""])[0]).split(":")[0]
        return next((c for c in self.view["characters"] if c["id"] == cid), None)

    def _command(self, kind: str, **fields) -> dict | None:
        return next(
            (
                c
                for c in self.legal
                if c.get("type") == kind and all(c.get(k) == v for k, v in fields.items())
            ),
            None,
        )

    # -- building ------------------------------------------------------------------------------
    def build(self) -> None:
        u = self.u
        self.ch = self.who()
        if self.ch is None:
            return
        top = self.rows.top + u(50)
        if self.scene.kind == "keep_card":
            self.rows = pygame.Rect(self.rect)
            self.row_card = (u(SMALL_ROW_CARD[0]), u(SMALL_ROW_CARD[1]))
            cards = list(self.scene.prompt_info().get("cards") or [])
            kind = cards[0].split(":")[1] if cards else "combat"
            top = self._drawn(cards, top)
            self._deck_row(kind, top)
        else:
            for kind in DECKS:
                top = self._deck_row(kind, top) + u(10)
            self._side()

    def _drawn(self, cards: list[str], top: int) -> int:
        u = self.u
        self.labels.append(
            ((self.rows.left + u(12), top), "Drawn from the Advancement Pool: keep one")
        )
        drawn = (u(DRAWN_CARD[0]), u(DRAWN_CARD[1]))
        area = pygame.Rect(
            self.rows.left + u(12), top + u(LABEL_H), self.rows.width - u(24), drawn[1]
        )
        row = CardRow(area, drawn, gap=u(16))
        for rect, card in zip(row.layout(len(cards)), cards, strict=False):
            command = self._command("keep", card=card)
            if command is not None:
                self.placed.append(command)
            self.spots.append(Spot(rect, card, command, "", rect.width))
        return area.bottom + u(12)

    def _deck_row(self, kind: str, top: int) -> int:
        u = self.u
        deck = self.ch["decks"][kind]
        inside, aside = list(deck["deck"]), list(deck["aside"])
        words = (
            f"{kind.capitalize()} deck: {len(inside)} cards (at least {DECK_MINIMUM}); "
            f"{len(aside)} set aside; {deck['pool']} in the Advancement Pool"
        )
        self.labels.append(((self.rows.left + u(12), top), words))
        card = self.row_card
        area = pygame.Rect(
            self.rows.left + u(12), top + u(LABEL_H), self.rows.width - u(24), card[1]
        )
        aside_w = 0 if not aside else min(area.width // 3, card[0] + u(30) * (len(aside) - u(1)))
        deck_area = pygame.Rect(
            area.left, area.top, area.width - aside_w - (u(16) if aside else 0), area.height
        )
        self._row(deck_area, inside, kind, "set_aside")
        if aside:
            self.dividers.append(pygame.Rect(deck_area.right + u(4), area.top, u(8), area.height))
            self._row(
                pygame.Rect(area.right - aside_w, area.top, aside_w, area.height),
                aside,
                kind,
                "put_back",
            )
        return area.bottom

    def _row(self, area: pygame.Rect, cards: list[str], kind: str, verb: str) -> None:
        u = self.u
        rects = CardRow(area, self.row_card, gap=self.u(6)).layout(len(cards))
        keeping = self.scene.kind == "keep_card"
        for i, (rect, card) in enumerate(zip(rects, cards, strict=False)):
            command = None if keeping else self._command(verb, deck=kind, card=card)
            reason = ""
            if command is not None:
                self.placed.append(command)
            elif keeping:
                reason = "Keep one of the drawn cards first."
            elif verb == "set_aside" and fixed(card):
                reason = "A wyrdform's white card stays in the deck for good."
            elif verb == "set_aside":
                reason = minimum_words(kind)
            shown = rects[i + u(1)].left - rect.left if i + u(1) < len(rects) else rect.width
            self.spots.append(Spot(rect, card, command, reason, min(shown, rect.width)))

    def _side(self) -> None:
        """The Attributes in their pairs, the Skills, the deck advances and Done."""
        ch, u, L = self.ch, self.u, self.L
        name = ch["name"]
        exp = ch["resources"]["exp"]
        x, width = self.side.left + u(10), self.side.width - u(20)
        y = self.side.top + u(74)
        half = (width - u(8)) // 2
        for pair in PAIRS:
            for i, attr in enumerate(pair):
                box = pygame.Rect(x + i * (half + u(8)), y, half, L.BUTTON_H)
                value = ch["attributes"][attr]
                words = f"{W.title(attr)} {value['value']}"
                command = self._command("raise", attr=attr)
                if command is not None:
                    cost = exp_of(command)
                    self.offer(box, command, f"{words} > {value['value'] + u(1)}")
                    self.exp_lines.append((box, f"{cost} Exp, leaves {exp - cost}"))
                else:
                    why = (
                        f"{W.title(attr)} is at its maximum ({value['cap']}); a Skill of its "
                        "own adds a slot."
                        if value["value"] >= value["cap"]
                        else f"Not enough Exp to raise {W.title(attr)} ({exp} Exp)."
                    )
                    self.closed(box, words, why)
                    self.exp_lines.append(
                        (box, "maximum" if value["value"] >= value["cap"] else "too dear")
                    )
            y += L.BUTTON_H + u(22)
        for command in K.of(self.legal, "skill"):
            box = pygame.Rect(x, y, width, L.BUTTON_H)
            cost = exp_of(command)
            words = K.without(command, name.split(" ")[0]).removeprefix("gain the ")
            size = "small" if self.fonts.small.size(words)[0] <= width - u(16) else 14
            self.offer(box, command, words, size=size)
            self.exp_lines.append(
                (box, f"{cost} Exp, leaves {exp - cost}: {command.get('preview', '')}")
            )
            y += L.BUTTON_H + u(22)
        for kind in DECKS:
            box = pygame.Rect(x, y, width, L.BUTTON_H)
            command = self._command("advance_deck", deck=kind)
            if command is not None:
                cost = exp_of(command)
                self.offer(box, command, f"Advance the {kind.capitalize()} deck ({cost} Exp)")
                self.exp_lines.append(
                    (box, f"{command.get('preview', '')} Leaves {exp - cost} Exp.")
                )
            else:
                why = (
                    f"The {kind.capitalize()} Advancement Pool is empty."
                    if not ch["decks"][kind]["pool"]
                    else f"Not enough Exp to advance the {kind.capitalize()} deck ({exp} Exp)."
                )
                self.closed(box, f"Advance the {kind.capitalize()} deck", why)
            y += L.BUTTON_H + u(22)
        done = self._command("done")
        if done is not None:
            box = pygame.Rect(x, self.side.bottom - L.BUTTON_H - u(10), width, L.BUTTON_H)
            self.offer(box, done, "Done: keep these decks", style="normal")

    # -- input ---------------------------------------------------------------------------------
    def spot_at(self, pos) -> Spot | None:
        for spot in reversed(self.spots):  # later cards lie on top
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def key_spots(self) -> list[tuple]:
        """The cards a click moves in or out of a deck (the part of each that shows)."""
        return [(s.face, C.card(s.card)["name"]) for s in self.spots if s.command is not None]

    def click(self, pos) -> bool:
        spot = self.spot_at(pos)
        if spot is None:
            return False
        if spot.command is not None:
            self.scene.send(spot.command)
        elif spot.reason:
            self.scene.ctx.toast(spot.reason)
        return True

    def locate(self, command: dict) -> tuple[int, int] | None:
        for spot in self.spots:
            if spot.command is not None and K.same(spot.command, command):
                return spot.face.center
        return super().locate(command)

    def hint(self, spot: Spot | None) -> str:
        """What a click on the card under the pointer would do, or why it would do nothing."""
        if spot is None:
            return "Click a card in a deck to set it aside, one set aside to put it back."
        title = C.card(spot.card)["name"]
        if spot.command is None:
            return spot.reason
        verb = spot.command["type"]
        if verb == "keep":
            return f"Click to keep {title}; the other cards go back to the Advancement Pool."
        if verb == "set_aside":
            return f"Click to set {title} aside (it stays yours, out of the deck)."
        return f"Click to put {title} back into the deck."

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface) -> None:
        u = self.u
        fonts = self.fonts
        D.panel(surface, fonts, self.rows, "Advancement: the decks")
        if self.ch is None:
            return
        D.fit(
            surface,
            fonts.get(17),
            self.scene.prompt_text,
            palette.BONE_DIM,
            (self.rows.left + u(12), self.rows.top + u(28)),
            self.rows.width - u(24),
        )
        for pos, words in self.labels:
            D.fit(
                surface,
                fonts.get(16, bold=True),
                words,
                palette.EMBER_GLOW,
                pos,
                self.rows.width - u(24),
            )
        hovered = self.spot_at(self.scene.pointer)
        sheets = self.scene.ctx.sheets
        for spot in self.spots:
            ring = palette.EMBER_GLOW if spot is hovered and spot.command else None
            A.draw(
                surface,
                spot.rect,
                C.card(spot.card),
                sheets,
                dim=spot.command is None,
                ring=ring,
                ui=self.scene.ui_scale,
            )
        for gap in self.dividers:
            pygame.draw.line(surface, palette.BONE_DIM, gap.midtop, gap.midbottom, u(1))
        line = pygame.Rect(
            self.rows.left + u(12),
            self.rows.bottom - u(HINT_H) - u(6),
            self.rows.width - u(24),
            u(HINT_H),
        )
        colour = palette.BLOOD_BRIGHT if hovered and hovered.command is None else palette.BONE
        D.wrapped(surface, fonts.get(17), self.hint(hovered), colour, line)
        if self.scene.kind == "advance":
            self._side_panel(surface)

    def _side_panel(self, surface) -> None:
        u = self.u
        fonts = self.fonts
        D.panel(surface, fonts, self.side, "Spend Exp")
        ch = self.ch
        D.person(
            surface,
            self.scene,
            ch,
            (self.side.left + u(10), self.side.top + u(30)),
            self.side.width - u(20),
            34,
            [f"{ch['resources']['exp']} Exp to spend"],
        )
        font = fonts.get(14)
        for box, words in self.exp_lines:
            D.fit(
                surface,
                font,
                words,
                palette.BONE_DIM,
                (box.left + u(2), box.bottom + u(2)),
                box.width,
            )

    def still_key(self) -> tuple:
        spot = self.spot_at(self.scene.pointer)  # ringed, and the hint under the rows
        return (None if spot is None else self.spots.index(spot),)

    def draw_live(self, surface) -> None:
        spot = self.spot_at(self.scene.pointer)
        if spot is not None:
            self._zoom(surface, spot)

    def _zoom(self, surface, spot: Spot) -> None:
        """The card at reading size at the far end of the table's main area from it, so the
        cards beside it stay in sight."""
        rect = zoom_rect(spot.rect, self.scene.ui_scale)
        A.draw(surface, rect, C.card(spot.card), self.scene.ctx.sheets, ui=self.scene.ui_scale)

    def tip(self, pointer=None) -> str:
        if self.spot_at(pointer or self.scene.pointer) is not None:
            return ""  # the zoom and the line under the rows say it
        return super().tip(pointer)
