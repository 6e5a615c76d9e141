"""The Encounter as a battlemat, from the view's ``encounter`` (rules/encounter/view.py); it
covers the trays, whose party it shows at the side.

    +-- Encounter --+-- the Sequence, scrolling ------------------+-- the party --+
    |    card       |  played cards, connected Keys lit, Time and |  Active, done |
    |  (its Keys)   |  charges; a hovered play shown as a ghost   |  gone, decks  |
    +-- Combat Pool / Affinity + Duration ---+-- the enemy's next move ---------+ |
    +-- what the hovered card would do --------------------------------------+ |
    +-- the hand, fanned (playable ringed) -------------+-- End, Escape/Avoid --+ |

A click on a card of the hand plays it (a list opens when it may be played with or without
paying Magic) or discards it when a discard is asked; on a card of the Sequence it takes a Time
marker off when asked, else pays its charges (a "Pay 1 charge" button under it says so); on a
party member, makes them Active. Escape (or Avoid) is always one
click away with its price, asked first. Hovering a card zooms it over the party's side."""

from __future__ import annotations

import pygame

from game.app import palette
from game.app.widgets import WidgetGroup
from game.games.tainted_grail.table import card_art as A
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import encounter_art as E
from game.games.tainted_grail.table import mat_draw as M
from game.games.tainted_grail.table.card_data import card as printed_card
from game.games.tainted_grail.table.facing import printed
from game.games.tainted_grail.table.hand_fan import LIFT, Fan
from game.games.tainted_grail.table.screen import Screen

PARTY_W = 176
BUTTONS_W = 168
ENC_CARD = (160, 230)
SEQ_CARD = (104, 150)
SEQ_GAP = 8
HAND_CARD = (126, 180)
TABS_H = 26  # the tabs of the party's hands (open to all), over the fan
MAT_ZOOM = (190, 272)  # a card zoomed over the party's side
CHARGE_H = 26  # the "Pay 1 charge" button under a played card
ORDER = (
    "end",
    "keep",
    "redraw",
    "panic",
    "use_ability",
    "pick",
    "pay",
    "skip",
    "health",
    "terror",
)  # the buttons beside the hand, top down
LEAVE = ("escape", "avoid")


class EncounterScreen(Screen):
    handles = ("encounter",)
    covers_trays = True

    def __init__(self, scene, rect=None) -> None:
        super().__init__(scene, scene.L.TABLE)
        r, u = self.rect, self.u
        # the sizes in the scene's pixels
        self.enc_card, self.seq_card, self.hand_card = (
            (u(w), u(h)) for w, h in (ENC_CARD, SEQ_CARD, HAND_CARD)
        )
        self.seq_gap, self.tabs_h = u(SEQ_GAP), u(TABS_H)
        self.board = pygame.Rect(r.left, r.top, r.width - u(PARTY_W) - u(8), r.height)
        self.party = pygame.Rect(self.board.right + u(8), r.top, u(PARTY_W), r.height)
        b = self.board
        self.enc_rect = pygame.Rect(b.left + u(10), b.top + u(30), *self.enc_card)
        self.seq_area = pygame.Rect(
            self.enc_rect.right + u(14),
            b.top + u(30),
            b.right - self.enc_rect.right - u(24),
            self.enc_card[1],
        )
        self.status = pygame.Rect(
            b.left + u(10), self.enc_rect.bottom + u(10), b.width - u(20), u(92)
        )
        top = self.status.bottom + u(8)
        self.hand_area = pygame.Rect(
            b.left + u(10), top, b.width - u(30) - u(BUTTONS_W), b.bottom - top - u(8)
        )
        self.buttons = pygame.Rect(
            self.hand_area.right + u(10), top, u(BUTTONS_W), self.hand_area.height
        )
        self.enc: dict = {}
        self.hand: list[dict] = []  # the cards of the hand shown, as the view gives them
        self.fan = Fan(self.hand_area, self.hand_card, 0, self.hand_area.top, scene.ui_scale)
        self.hand_rects: list[pygame.Rect] = []  # the fan's cards in their upright places
        self.seq_rects: list[tuple[pygame.Rect, dict]] = []  # the played cards in sight
        self.member_rects: list[tuple[pygame.Rect, dict]] = []
        self.first = 0  # the first played card in sight

    # -- what is shown -------------------------------------------------------------------------
    @property
    def visible(self) -> int:
        return max(1, (self.seq_area.width + self.seq_gap) // (self.seq_card[0] + self.seq_gap))

    def holder(self) -> str | None:
        """Whose hand lies at the bottom: one the question asks about (a card of it to play or
        discard; the tab shown last when several are), else the tab shown last, else the
        Active Character's, else the first (every hand is open to the table)."""
        hands = self.enc.get("hands", {})
        wanted = {c.get("card") for c in K.of(self.legal, "play", "discard")}
        asked = [cid for cid, cards in hands.items() if wanted & {c["card"] for c in cards}]
        info = self.scene.prompt_info()
        for cid in (self.scene.hand_shown, info.get("who"), self.enc.get("active")):
            if cid in hands and (not asked or cid in asked):
                return cid
        return asked[0] if asked else next(iter(hands), None)

    def plays_of(self, card_id: str) -> list[dict]:
        return [c for c in K.of(self.legal, "play") if c.get("card") == card_id]

    def preview_of(self, card_id: str) -> list[dict]:
        return [p for p in self.enc.get("playable", []) if p["card"] == card_id]

    # -- building ------------------------------------------------------------------------------
    def build(self) -> None:
        u = self.u
        self.enc = self.view["encounter"]
        played = self.enc.get("sequence", [])[1:]
        room = self.visible - u(1)  # a slot kept for the card a hovered play would add
        end = max(0, len(played) - room)
        self.first = end if self.scene.mat_scroll is None else min(self.scene.mat_scroll, end)
        self.seq_rects = []
        for k, entry in enumerate(played[self.first : self.first + self.visible]):
            x = self.seq_area.left + k * (self.seq_card[0] + self.seq_gap)
            rect = pygame.Rect(x, self.seq_area.top + self.u(40), *self.seq_card)
            self.seq_rects.append((rect, entry))
        if len(played) > room:
            self._scrollers()
        holder = self.holder()
        self.hand = list(self.enc.get("hands", {}).get(holder, [])) if holder else []
        top = self.hand_area.top + self.tabs_h + self.u(LIFT)
        self.fan = Fan(self.hand_area, self.hand_card, len(self.hand), top, self.scene.ui_scale)
        self.hand_rects = self.fan.rects
        self.placed.extend(K.of(self.legal, "play", "discard", "tick", "activate"))
        self._charge_buttons()
        self._members()
        self._buttons()
        self._hand_tabs(holder)

    def _charge_buttons(self) -> None:
        """A card's "Pay X charges" ability offered under the card, with its price."""
        for rect, entry in self.seq_rects:
            use = self._charges(entry)
            if use is not None:
                n = use.get("charges", 1)
                box = (rect.left, rect.bottom + self.u(6), rect.width, self.u(CHARGE_H))
                words = f"Pay {n} charge{'s' if n != 1 else ''}"
                self.offer(box, use, words, tooltip=K.tip(use))

    def _scrollers(self) -> None:
        y = self.seq_area.top
        u = self.u
        left = pygame.Rect(self.seq_area.right - u(70), y, u(32), u(24))
        right = pygame.Rect(self.seq_area.right - u(34), y, u(32), u(24))
        self.button(left, "<", lambda: self._scroll(-1), "Earlier cards of the Sequence.")
        self.button(right, ">", lambda: self._scroll(1), "Later cards of the Sequence.")

    def _scroll(self, step: int) -> None:
        u = self.u
        played = len(self.enc.get("sequence", [])) - u(1)
        end = max(0, played - (self.visible - u(1)))
        self.scene.mat_scroll = max(0, min(end, self.first + step))
        self.scene.rebuild()

    def _members(self) -> None:
        by_id = {c["id"]: c for c in self.view["characters"]}
        self.member_rects = []
        u = self.u
        y = self.party.top + u(30)
        for cid in self.enc.get("party", []) + self.enc.get("gone", []):
            if cid in by_id and all(cid != c["id"] for _, c in self.member_rects):
                rect = pygame.Rect(self.party.left + u(6), y, self.party.width - u(12), u(80))
                self.member_rects.append((rect, by_id[cid]))
                y += u(86)

    def _buttons(self) -> None:
        x, width, u, L = self.buttons.left, self.buttons.width, self.u, self.L
        y = self.buttons.top
        for kind in ORDER:
            for command in K.of(self.legal, kind):
                if y + L.BUTTON_H > self.buttons.bottom - L.BUTTON_H - u(30):
                    return self._leave()  # the rest wait in the choices panel
                words = K.label(command)
                size = "small" if self.fonts.small.size(words)[0] <= width - u(16) else 14
                # lit like every legal choice: grey is how a closed button looks (Avoid, greyed)
                self.offer((x, y, width, L.BUTTON_H), command, size=size)
                y += L.BUTTON_H + u(6)
        self._leave()

    def _leave(self) -> None:
        """Escape (Combat) or Avoid (Diplomacy) at the foot, always: sent after a question when
        the rules offer it now, else greyed with the reason."""
        u, L = self.u, self.L
        box = pygame.Rect(
            self.buttons.left,
            self.buttons.bottom - L.BUTTON_H - u(22),
            self.buttons.width,
            L.BUTTON_H,
        )
        command = next(iter(K.of(self.legal, *LEAVE)), None)
        word = "Escape" if self.enc.get("kind") == "combat" else "Avoid"
        if command is not None:
            self.offer(box, command, word, style="danger", tooltip=K.tip(command))
        else:
            self.closed(
                box,
                word,
                f"{word} is chosen during an Activation, instead of playing "
                f"on. {self.enc.get('escape', '')}",
            )

    def _hand_tabs(self, holder: str | None) -> None:
        """When the party holds several hands, a tab for each above the fan."""
        hands = self.enc.get("hands", {})
        if len(hands) < 2:
            return
        names = {c["id"]: c["name"].split(" ")[0] for c in self.view["characters"]}
        x, u = self.hand_area.left, self.u
        for cid in hands:
            box = pygame.Rect(x, self.hand_area.top, u(110), self.tabs_h - u(4))
            style = "accent" if cid == holder else "normal"
            self.button(
                box,
                f"{names.get(cid, cid)} ({len(hands[cid])})",
                self._shower(cid),
                f"Show {names.get(cid, cid)}'s hand.",
                style,
            )
            x += u(116)

    def _shower(self, cid: str):
        def show():
            self.scene.hand_shown = cid
            self.scene.rebuild()

        return show

    # -- finding what is under the pointer ------------------------------------------------------
    def hand_at(self, pos) -> int | None:
        return self.fan.card_at(pos)

    def _hovered_hand(self) -> int | None:
        return self.fan.hover(self.scene.pointer)

    def seq_at(self, pos) -> dict | None:
        return next((entry for rect, entry in self.seq_rects if rect.collidepoint(pos)), None)

    def _charges(self, entry: dict) -> dict | None:
        return next(
            (c for c in K.of(self.legal, "use_charges") if c.get("uid") == entry["uid"]), None
        )

    def _charges_at(self, pos) -> dict | None:
        """The charges to pay on the badge under ``pos``, if they may be paid now."""
        for rect, entry in self.seq_rects:
            box = M.badges(rect, entry, self.scene.ui_scale).get("charge")
            if box is not None and box.collidepoint(pos):
                return self._charges(entry)
        return None

    def member_at(self, pos) -> dict | None:
        return next((ch for rect, ch in self.member_rects if rect.collidepoint(pos)), None)

    def key_spots(self) -> list[tuple]:
        """The hand's cards a click plays or discards (aimed where each shows from under the
        next), the Sequence's cards a click ticks or pays for, and who may be activated."""
        out = []
        discards = {c.get("card") for c in K.of(self.legal, "discard")}
        for i, held in enumerate(self.hand):
            if held["card"] in discards or self.plays_of(held["card"]):
                out.append((self.fan.rects[i], printed_card(held["card"])["name"], self._aim(i)))
        ticks = {c.get("uid") for c in K.of(self.legal, "tick")}
        for rect, entry in self.seq_rects:
            if entry["uid"] in ticks or self._charges(entry) is not None:
                out.append((rect, "Sequence: " + printed_card(entry["card"])["name"]))
        active = {c.get("cid") for c in K.of(self.legal, "activate")}
        out += [(r, f"Activate {ch['name']}") for r, ch in self.member_rects if ch["id"] in active]
        return out

    def _aim(self, i: int) -> tuple[int, int]:
        """A point of fanned card ``i`` that no later card covers."""
        rect = self.fan.rects[i]
        for share in (0.5, 0.3, 0.15, 0.7, 0.85):
            point = (rect.left + int(rect.width * share), rect.centery)
            if self.fan.card_at_fan(point) == i:
                return point
        return rect.center

    # -- input ---------------------------------------------------------------------------------
    def click(self, pos) -> bool:
        i = self.hand_at(pos)
        if i is not None:
            return self._click_hand(self.hand[i]["card"], self.fan.raised(i))
        entry = self.seq_at(pos)
        use = self._charges_at(pos)
        if use is not None:
            self.scene.send(use)
            return True
        if entry is not None:
            tick = next((c for c in K.of(self.legal, "tick") if c.get("uid") == entry["uid"]), None)
            pick = tick or self._charges(entry)  # the card itself answers as its button does
            if pick is not None:
                self.scene.send(pick)
            return True
        ch = self.member_at(pos)
        if ch is not None:
            pick = next((c for c in K.of(self.legal, "activate") if c.get("cid") == ch["id"]), None)
            if pick is not None:
                self.scene.send(pick)
            return True
        return False

    def _click_hand(self, card_id: str, rect: pygame.Rect) -> bool:
        discard = next((c for c in K.of(self.legal, "discard") if c.get("card") == card_id), None)
        if discard is not None:
            self.scene.send(discard)
            return True
        plays = self.plays_of(card_id)
        if len(plays) == 1:
            self.scene.send(plays[0])
        elif plays:
            self.scene.open_popup(rect, "Play it how?", plays)
        elif K.of(self.legal, "play"):
            self.scene.ctx.toast("This card's play Bonus would not be gained: it cannot follow.")
        return True

    def wheel(self, intent) -> bool:
        if self.seq_area.collidepoint(intent.pos) and len(self.enc.get("sequence", [])) > 1:
            self._scroll(-1 if intent.dy > 0 else 1)
        return True

    def _into_sight(self, uid) -> None:
        """Scroll the Sequence so the played card ``uid`` shows (a click is about to need it)."""
        if any(entry["uid"] == uid for _, entry in self.seq_rects):
            return
        played = [e["uid"] for e in self.enc.get("sequence", [])[1:]]
        if uid in played:
            self.scene.mat_scroll = played.index(uid)
            self.ui, self.placed, self.lists = WidgetGroup(), [], []
            self.build()

    def locate(self, command: dict) -> tuple[int, int] | None:
        kind = command.get("type")
        if kind in ("use_charges", "tick"):
            self._into_sight(command.get("uid"))
        if kind in ("play", "discard"):
            for i, card in enumerate(self.hand):
                if card["card"] == command.get("card"):
                    return self.fan.spot(i)
        if kind == "tick":
            for rect, entry in self.seq_rects:
                if entry["uid"] == command.get("uid"):
                    return rect.center
        if kind == "activate":
            for rect, ch in self.member_rects:
                if ch["id"] == command.get("cid"):
                    return rect.center
        return super().locate(command)

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface) -> None:
        fonts, sheets = self.fonts, self.scene.ctx.sheets
        D.panel(surface, fonts, self.board, self._title())
        D.panel(surface, fonts, self.party, "The party")
        E.draw(surface, self.enc_rect, printed(self.enc), sheets, self.scene.ui_scale)
        self._sequence(surface)
        self._status(surface)
        for rect, ch in self.member_rects:
            can = any(c.get("cid") == ch["id"] for c in K.of(self.legal, "activate"))
            M.member(surface, self.scene, rect, ch, self.enc, can)
        self._hand(surface)

    def _title(self) -> str:
        enc = self.enc
        names = {c["id"]: c["name"].split(" ")[0] for c in self.view["characters"]}
        who = names.get(enc.get("active"), "")
        turn = f"Turn {enc.get('turn', 1)}" + (f": {who} is Active" if who else "")
        return f"{enc['name']} ({enc['kind'].capitalize()}). {turn}"

    def _sequence(self, surface) -> None:
        fonts, sheets = self.fonts, self.scene.ctx.sheets
        played = self.enc.get("sequence", [])[1:]
        words = f"The Sequence: {len(played)} card{'s' if len(played) != 1 else ''} played"
        D.fit(
            surface,
            fonts.get(16, bold=True),
            words,
            palette.EMBER_GLOW,
            self.seq_area.topleft,
            self.seq_area.width - self.u(80),
        )
        badge = fonts.get(18, bold=True)
        ticks = {c.get("uid") for c in K.of(self.legal, "tick")}
        for rect, entry in self.seq_rects:
            usable = self._charges(entry) is not None
            M.played_card(surface, rect, entry, sheets, badge, usable, self.scene.ui_scale)
            if entry["uid"] in ticks:  # asked: which card loses a Time marker
                u = self.u
                pygame.draw.rect(surface, palette.EMBER_GLOW, rect.inflate(u(6), u(6)), u(3), u(8))
        if self.first == 0 and played:
            lit = M.lit(played[0])
            A.light_keys(surface, self.enc_rect, lit, "right", self.scene.ui_scale)
        for (_, entry), (before, _) in zip(self.seq_rects[1:], self.seq_rects, strict=False):
            A.light_keys(surface, before, M.lit(entry), "right", self.scene.ui_scale)
        i = self._hovered_hand()
        if i is not None and len(self.seq_rects) < self.visible:
            previews = self.preview_of(self.hand[i]["card"])
            if previews:
                k = len(self.seq_rects)
                x = self.seq_area.left + k * (self.seq_card[0] + self.seq_gap)
                rect = pygame.Rect(x, self.seq_area.top + self.u(40), *self.seq_card)
                best = max(previews, key=lambda p: len(p["gains"]))
                M.ghost(
                    surface, rect, self.hand[i]["card"], best["gains"], sheets, self.scene.ui_scale
                )
                before = self.seq_rects[-1][0] if self.seq_rects else self.enc_rect
                A.light_keys(
                    surface,
                    before,
                    {g["row"]: "gained" for g in best["gains"]},
                    "right",
                    self.scene.ui_scale,
                )

    def _status(self, surface) -> None:
        fonts, enc, u = self.fonts, self.enc, self.u
        split = self.status.width * 58 // 100
        track = pygame.Rect(self.status.left, self.status.top, split - u(12), u(42))
        i = self._hovered_hand()
        previews = self.preview_of(self.hand[i]["card"]) if i is not None else []
        after = None
        if previews:
            key = "pool_after" if enc["kind"] == "combat" else "affinity_after"
            after = max(p.get(key, 0) for p in previews)
        if enc["kind"] == "combat":
            M.pool_track(surface, fonts, track, enc.get("pool", 0), enc.get("value", 0), after)
        else:
            M.affinity_track(surface, fonts, track, enc, after)
        box = pygame.Rect(
            self.status.left + split, self.status.top, self.status.width - split, self.status.height
        )
        M.intent(surface, fonts, box, enc, self.scene.ctx.sheets)
        lines = pygame.Rect(
            self.status.left,
            track.bottom + u(6),
            split - u(12),
            self.status.bottom - track.bottom - u(6),
        )
        D.paragraphs(surface, fonts.get(16), self.preview_lines(i), palette.BONE, lines, u(1))

    def preview_lines(self, i: int | None) -> list[str]:
        """What the hovered card of the hand would do, one line per way to play it."""
        if i is None:
            if K.of(self.legal, "discard"):
                return ["Click a card of the hand to discard it."]
            if K.of(self.legal, "play"):
                return ["Hover a card of the hand to see what it would gain; click to play it."]
            return [self.scene.prompt_text]
        card = self.hand[i]
        previews = self.preview_of(card["card"])
        if not previews:
            why = "it cannot be played now" if K.of(self.legal, "play") else "not your play now"
            return [f"{card['name']}: {why}."]
        out = []
        for p in previews:  # the Keys it gains are lit on its ghost in the Sequence
            step = p.get("outcome", "")  # the whole play, On Placement and all
            cost = f"; costs {p['cost']}" if p.get("cost") else ""
            more = "another card may follow" if p["allows_more"] else "no card may follow"
            out.append(f"{step}{cost}; {more}.")
        return out

    def _hand(self, surface) -> None:
        sheets = self.scene.ctx.sheets
        hovered = self._hovered_hand()
        playable = {c["card"] for c in K.of(self.legal, "play")}
        discards = {c["card"] for c in K.of(self.legal, "discard")}
        asked = bool(playable or discards)
        order = [i for i in range(len(self.hand)) if i != hovered]
        order += [hovered] if hovered is not None else []
        for i in order:
            card = self.hand[i]
            can = card["card"] in playable or card["card"] in discards
            ring = (
                palette.BLOOD_BRIGHT
                if card["card"] in discards
                else (palette.EMBER_GLOW if can else None)
            )
            draw = self.fan.draw_raised if i == hovered else self.fan.draw_card
            draw(surface, i, printed_card(card["card"]), sheets, asked and not can, ring)
        if not self.hand:
            holder = self.holder()
            names = {c["id"]: c["name"].split(" ")[0] for c in self.view["characters"]}
            words = (
                f"{names.get(holder, holder)}'s hand is empty."
                if holder
                else "No hand to show here."
            )
            top = self.hand_area.top + self.tabs_h + self.u(8)
            D.fit(
                surface,
                self.fonts.small,
                words,
                palette.BONE_DIM,
                (self.hand_area.left, top),
                self.hand_area.width,
            )

    def still_key(self) -> tuple:
        return (self._hovered_hand(),)  # risen in the fan, its play previewed on the mat

    def draw_live(self, surface) -> None:
        self._zoom(surface)

    def _zoom(self, surface) -> None:
        """The card under the pointer at reading size, over the foot of the party's side (the
        Encounter card, larger, over the top right)."""
        pos, sheets = self.scene.pointer, self.scene.ctx.sheets
        i = self.hand_at(pos)
        entry = self.seq_at(pos)
        if i is not None or entry is not None:
            card = printed_card(self.hand[i]["card"] if i is not None else entry["card"])
            rect = pygame.Rect(0, 0, self.u(MAT_ZOOM[0]), self.u(MAT_ZOOM[1]))
            rect.bottomright = (self.rect.right - self.u(4), self.rect.bottom - self.u(4))
            A.draw(surface, rect, card, sheets, ui=self.scene.ui_scale)
        elif self.enc_rect.collidepoint(pos):
            rect = pygame.Rect(0, 0, self.u(E.ZOOM[0]), self.u(E.ZOOM[1]))
            rect.topright = (self.rect.right - self.u(4), self.rect.top + self.u(4))
            E.draw(surface, rect, printed(self.enc), sheets, self.scene.ui_scale)

    def tip(self, pointer) -> str:
        use = self._charges_at(pointer)
        if use is not None:
            return K.tip(use)
        tip = super().tip(pointer)
        if tip or self.hand_at(pointer) is not None or self.seq_at(pointer) is not None:
            return tip
        ch = self.member_at(pointer)
        if ch is not None:
            deck = self.enc.get("decks", {}).get(ch["id"], {})
            gone = ", ".join(deck.get("discard", [])) or "nothing"
            return f"{ch['name']}: discard pile: {gone}."
        return ""
