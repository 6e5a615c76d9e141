"""The journey: the path of map tiles drawn so far (won or lost) and the stack still face down,
the tile the party stands on and its event card with the opening it tells and the test it asks
for (once settled, the passage of its success or failure, see tale.py), and the party's
characters, each with the dice pool they would roll for the test at hand and its chance, so
the party can choose who tries. The turn's actions, a route to pick, a failed roll's second
chance, loot and a coming fight are offered in the event card's place."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.games.grimlore.rules import content
from game.games.grimlore.rules.phrases import count, the
from game.games.grimlore.table import art
from game.games.grimlore.table import commands as K
from game.games.grimlore.table import draw as G
from game.games.grimlore.table import layout as L
from game.games.grimlore.table import tale as T
from game.games.grimlore.table import words as W
from game.games.grimlore.table.panels import members, sheet_of
from game.games.grimlore.table.screen import Screen

PATH = pygame.Rect(L.MAIN.left, L.MAIN.top, L.MAIN.width, 96)
TILE = pygame.Rect(L.MAIN.left, PATH.bottom + 8, 196, 250)
EVENT = pygame.Rect(TILE.right + 8, PATH.bottom + 8, L.MAIN.right - TILE.right - 8, 250)
CREW = pygame.Rect(L.MAIN.left, TILE.bottom + 8, L.MAIN.width, L.MAIN.bottom - TILE.bottom - 8)
PATH_CARD = 62
# The event card: its scene on top, the opening under it, then the test and what it brings.
SCENE = pygame.Rect(EVENT.left + 12, EVENT.top + 34, EVENT.width - 24, 40)
TEST_TOP = EVENT.top + 156


def scene_font(fonts):
    return fonts.get(20, bold=True)


def opening_box(scene_height: int) -> pygame.Rect:
    """Where the opening is told, under a scene that took ``scene_height`` pixels."""
    top = SCENE.top + scene_height + 4
    return pygame.Rect(SCENE.left, top, SCENE.width, TEST_TOP - 4 - top)


# Where a settled event's passage sits on the turn's card: under the line saying whose turn it is.
PASSAGE = pygame.Rect(EVENT.left + 12, EVENT.top + 58, EVENT.width - 24, 50)
# Its height above the loot, or above a coming fight's monster card, which needs the room.
PASSAGE_ABOVE = {"loot": 50, "who_takes": 50, "combat_open": 36}
KIND_COLOURS = {
    "wilderness": (110, 170, 90),
    "settlement": (220, 160, 90),
    "dungeon": (150, 140, 200),
}
TURN_WORDS = {
    "travel": "Draw the next map tile and face its event.",
    "scavenge": "Three scavenge tests by one character for this place's resource.",
    "visit": "Trade, fit upgrades, craft and take a full rest in town.",
    "rest": "Every character recovers Energy.",
}


def turn_line(view: dict) -> str:
    """Who leads the turn and whether a Ration was eaten as it began (none left: hunger)."""
    prompt = view["prompt"]
    who = sheet_of(view, prompt.get("cid", ""))
    ate = (
        "a Ration has been eaten"
        if prompt.get("fed", True)
        else "no Rations were left, so everyone lost 1 Energy to hunger"
    )
    return f"{who['name'] if who else 'A character'} leads this turn: {ate}; choose the action."


class JourneyScreen(Screen):
    def build(self) -> None:
        prompt = self.view["prompt"]
        kind = prompt["kind"]
        if kind in ("event", "free_scavenge", "scavenge"):
            self._testers(kind)
        inner = EVENT.inflate(-24, -16)
        bottom = pygame.Rect(inner.left, EVENT.bottom - 46, inner.width, L.BUTTON_H + 4)
        if kind == "free_scavenge":
            for c in K.of(self.legal, "skip"):
                self.offer(
                    pygame.Rect(bottom.right - 240, bottom.top, 240, bottom.height),
                    c,
                    style="normal",
                )
        elif kind == "turn":
            self._turn_buttons(inner)
        elif kind == "route":
            self._route_buttons(inner)
        elif kind in ("after_roll", "loot", "who_takes", "combat_open"):
            wanted = {
                "after_roll": ("accept", "destiny", "auto_pass"),
                "loot": ("take", "clues", "trait"),
                "who_takes": ("give", "sell", "leave"),
                "combat_open": ("fight", "redraw", "peace"),
            }[kind]
            options = K.of(self.legal, *wanted)
            area = pygame.Rect(
                inner.left,
                EVENT.bottom - 12 - 2 * (L.BUTTON_H + 6),
                inner.width,
                2 * (L.BUTTON_H + 6),
            )
            boxes = L.grid(
                area, len(options), 2 if len(options) > 2 else len(options) or 1, L.BUTTON_H, 6
            )
            for box, c in zip(boxes, options, strict=False):
                style = "normal" if c["type"] in ("accept", "leave", "sell") else "accent"
                self.offer(box, c, self._button_text(c), style=style)

    def _button_text(self, c: dict) -> str:
        odds = K.chance(c)
        return K.label(c) + (f" ({odds}%)" if odds is not None else "")

    def _testers(self, kind: str) -> None:
        crew = members(self.view)
        for card, ch in zip(L.columns(CREW, max(1, len(crew))), crew, strict=False):
            mine = [c for c in self.legal if c.get("cid") == ch["id"] and c["type"] in K.TESTS]
            box = pygame.Rect(
                card.left + 10, card.bottom - 10 - L.BUTTON_H, card.width - 20, L.BUTTON_H
            )
            for c in mine[:2]:
                words = "Tries" if kind == "event" else "Scavenges"
                if c.get("refresh"):
                    words = "Spend Destiny: try again"
                if "uid" in c:
                    words = K.label(c).split(" with ", 1)[-1]
                    words = f"...with {words}"
                odds = K.chance(c)
                self.offer(box, c, f"{words} ({odds}%)" if odds is not None else words)
                box = box.move(0, -(L.BUTTON_H + 4))

    def _turn_buttons(self, inner: pygame.Rect) -> None:
        main = K.of(self.legal, *K.TURN_ACTIONS)
        plain = [c for c in main if "uid" not in c]
        extra = [c for c in main if "uid" in c]
        high = 34 if T.passage_of(self.view) else 40  # shorter under a settled event's passage
        top = PASSAGE.bottom + 6 if high == 34 else inner.top + 70
        area = pygame.Rect(inner.left, top, inner.width, 2 * high + 6)
        for box, c in zip(L.grid(area, len(plain), 2, high, 6), plain, strict=False):
            self.offer(
                box,
                c,
                K.label(c),
                size="body",
                tooltip=f"{TURN_WORDS.get(c['type'], '')} {K.preview_text(c)}".strip(),
            )
        below = pygame.Rect(
            inner.left, area.bottom + 8, inner.width, EVENT.bottom - area.bottom - 20
        )
        for box, c in zip(L.rows(below, len(extra), L.BUTTON_H, 4), extra, strict=False):
            self.offer(box, c, style="normal")

    def _route_buttons(self, inner: pygame.Rect) -> None:
        routes = K.of(self.legal, "route")
        area = pygame.Rect(inner.left, inner.top + 40, inner.width, inner.height - 40)
        for box, c in zip(L.columns(area, max(1, len(routes)), 10), routes, strict=False):
            self.offer(pygame.Rect(box.left, box.bottom - 40, box.width, 36), c, "Go there")

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        self._draw_path(surface)
        self._draw_tile(surface)
        self._draw_event(surface)
        self._draw_crew(surface)

    def _draw_path(self, surface) -> None:
        fonts, view = self.scene.ctx.fonts, self.view
        walked = len(view["path"])
        told = (view.get("story") or {}).get("session")
        title = (
            f"Session {told['number']}, {told['title']}: {walked} walked, "
            f"{view['tiles_left']} of {view['tiles_total']} to go, then {the(told['foe'])}"
            if told
            else f"The journey: {walked} tile{'s' if walked != 1 else ''} walked, "
            f"{view['tiles_left']} of {view['tiles_total']} still in the stack "
            f"({view['won']} event{'s' if view['won'] != 1 else ''} won, {view['lost']} lost)"
        )
        G.panel(surface, fonts, PATH, title)
        pile = pygame.Rect(PATH.right - 12 - PATH_CARD, PATH.top + 26, PATH_CARD, PATH_CARD)
        if view["tiles_left"]:
            for i in range(min(3, view["tiles_left"]) - 1, -1, -1):
                G.blit(surface, self.scene, art.tile(None), pile.move(3 * i, -2 * i))
            text.draw(
                surface,
                fonts.get("body", bold=True),
                str(view["tiles_left"]),
                palette.EMBER_GLOW,
                (pile.left - 8, pile.centery),
                "midright",
            )
        room = (pile.left - 40 - PATH.left) // (PATH_CARD + 8)
        path = view["path"][-room:] if room > 0 else []
        if len(view["path"]) > len(path):
            text.draw(
                surface,
                fonts.small,
                f"+{len(view['path']) - len(path)}",
                palette.BONE_DIM,
                (PATH.left + 10, PATH.top + 58),
                "midleft",
            )
        x = PATH.left + 34
        for i, step in enumerate(path):
            box = pygame.Rect(x, PATH.top + 26, PATH_CARD, PATH_CARD)
            G.blit(surface, self.scene, art.tile(step["kind"]), box)
            if i == len(path) - 1 and view["tile"]:
                pygame.draw.rect(surface, palette.EMBER_GLOW, box.inflate(4, 4), 2, border_radius=4)
            mark = {"success": palette.MOSS_BRIGHT, "failure": palette.BLOOD_BRIGHT}.get(
                step["result"]
            )
            if mark:
                stamp = pygame.Rect(box.right - 20, box.bottom - 20, 18, 18)
                pygame.draw.circle(surface, palette.INK, stamp.center, 10)
                pygame.draw.circle(surface, mark, stamp.center, 9)
                word = "+" if step["result"] == "success" else "x"
                text.draw(
                    surface, fonts.get(18, bold=True), word, palette.INK, stamp.center, "center"
                )
            x += PATH_CARD + 8

    def path_tip(self, pos) -> str:
        view = self.view
        pile = pygame.Rect(PATH.right - 12 - PATH_CARD, PATH.top + 26, PATH_CARD, PATH_CARD)
        if pile.collidepoint(pos):
            told = (view.get("story") or {}).get("session")
            goal = f" When it is walked: {told['goal']}" if told else ""
            return (
                f"The session's map stack: {count(view['tiles_left'], 'tile')}, face down, "
                f"in an order nobody knows.{goal}"
            )
        room = (pile.left - 40 - PATH.left) // (PATH_CARD + 8)
        path = view["path"][-room:] if room > 0 else []
        for i, step in enumerate(path):
            box = pygame.Rect(
                PATH.left + 34 + i * (PATH_CARD + 8), PATH.top + 26, PATH_CARD, PATH_CARD
            )
            if box.collidepoint(pos):
                result = {"success": "its event was won", "failure": "its event was lost"}.get(
                    step["result"], "its event is still open"
                )
                return f"{step['name']} ({step['kind']}): {result}."
        return ""

    def _draw_tile(self, surface) -> None:
        fonts, tile = self.scene.ctx.fonts, self.view["tile"]
        G.panel(surface, fonts, TILE, "Where the party stands")
        picture = pygame.Rect(0, 0, 128, 128)
        picture.midtop = (TILE.centerx, TILE.top + 30)
        G.blit(surface, self.scene, art.tile(tile["kind"] if tile else None), picture)
        if not tile:
            text.draw_fitted(
                surface,
                fonts.get,
                "At the Portal Complex. The first Travel draws a tile.",
                palette.BONE_DIM,
                pygame.Rect(TILE.left + 12, picture.bottom + 10, TILE.width - 24, 60),
                18,
                10,
            )
            return
        text.draw_fitted(
            surface,
            lambda px: fonts.get(px, bold=True),
            tile["name"],
            palette.BONE,
            pygame.Rect(TILE.left + 12, picture.bottom + 8, TILE.width - 24, 46),
            22,
            12,
        )
        kind = tile["kind"].capitalize()
        if tile["kind"] == "settlement":
            kind += ": friendly" if tile["friendly"] else ": hostile"
        G.fit(
            surface,
            fonts.small,
            kind,
            KIND_COLOURS.get(tile["kind"], palette.BONE_DIM),
            (TILE.left + 12, TILE.bottom - 26),
            TILE.width - 24,
        )

    def _draw_event(self, surface) -> None:
        fonts, view = self.scene.ctx.fonts, self.view
        prompt = view["prompt"]
        kind = prompt["kind"]
        inner = EVENT.inflate(-24, -16)
        body = pygame.Rect(inner.left, EVENT.top + 32, inner.width, inner.height - 30)
        parchment = kind == "event"
        G.panel(
            surface,
            fonts,
            EVENT,
            self._event_title(kind),
            palette.EMBER if self.legal else palette.PANEL_EDGE,
        )
        if parchment:
            card = EVENT.inflate(-12, -12)  # under the panel's title, at any text size
            drop = max(14, 1 + fonts.get("small", bold=True).get_linesize())
            card.top, card.height = card.top + drop, card.height - drop
            pygame.draw.rect(surface, palette.PARCHMENT, card, border_radius=8)
        self.told, self.told_lines = "", []  # the passage drawn, for the eye and for tests
        told = T.passage_of(view)
        if kind == "event":
            test = prompt["test"]
            used = text.draw_fitted(  # a step smaller, not cut, at a large text size
                surface,
                lambda px: fonts.get(px, bold=True),
                test["scene"],
                palette.INK,
                SCENE,
                20,
                12,
            )
            y = TEST_TOP  # the test and what it brings sit under the opening
            opening = opening_box(used)
            self.told = prompt.get("opening", "")
            self.told_lines = T.draw_told(surface, fonts, self.told, palette.INK, opening)
            red = (
                f", {test['modifier']} red {'die' if test['modifier'] == 1 else 'dice'} against"
                if test["modifier"]
                else ""
            )
            G.fit(
                surface,
                fonts.get("body", bold=True),
                f"Test: {test['name']}{red}",
                palette.BLOOD,
                (body.left, y),
                body.width,
            )
            outcomes = [
                ("On a success: " + (prompt["success"] or "nothing more"), (40, 90, 40)),
                ("On a failure: " + (prompt["failure"] or "nothing worse"), palette.BLOOD),
            ]
            G.lines(surface, fonts.small, outcomes, (body.left, y + 24), body.width, 19)
            G.fit(
                surface,
                fonts.small,
                "Two or more net successes: a critical success, +1 XP. Choose who tries below.",
                palette.INK,
                (body.left, body.bottom - 20),
                body.width,
            )
        elif kind in ("free_scavenge", "scavenge"):
            test = prompt["test"]
            words = (
                f"Before the event is read, one character may scavenge here once for "
                f"{prompt['resource']}, free (no turn, no activation)."
                if kind == "free_scavenge"
                else f"One character makes three tests for {prompt['resource']}."
            )
            y = body.top + G.wrapped(surface, fonts.body, words, palette.BONE, body)
            G.fit(
                surface,
                fonts.get("body", bold=True),
                f"Test: {test['name']}",
                palette.EMBER_GLOW,
                (body.left, y + 8),
                body.width,
            )
            if kind == "free_scavenge":
                G.fit(
                    surface,
                    fonts.small,
                    "The event is faced once this is settled.",
                    palette.BONE_DIM,
                    (body.left, y + 36),
                    body.width,
                )
        elif kind == "turn":
            text.draw_fitted(
                surface,
                fonts.get,
                turn_line(view),
                palette.BONE,
                pygame.Rect(body.left, body.top, body.width, 40),
                22,
                12,
            )
            if told:
                self._draw_passage(surface, told, PASSAGE)
        elif kind == "route":
            self._draw_routes(surface, inner)
        elif told:  # the passage first, then the loot or the monster it leads into
            high = PASSAGE_ABOVE[kind]
            self._draw_passage(surface, told, pygame.Rect(body.left, body.top, body.width, high))
            below = pygame.Rect(body.left, body.top + high + 4, body.width, 0)
            below.height = body.bottom - below.top
            if kind == "combat_open":
                self._draw_monster(surface, below, prompt.get("monster"), 72)
            else:
                G.fitted(surface, fonts, prompt.get("text", ""), palette.BONE, below, (20, 18))
        elif kind == "combat_open":
            self._draw_monster(surface, body, prompt.get("monster"))
        elif kind == "who_takes":
            G.wrapped(surface, fonts.body, prompt.get("text", ""), palette.BONE, body)
        else:
            G.wrapped(
                surface,
                fonts.body,
                prompt.get("text", ""),
                palette.BONE,
                pygame.Rect(body.left, body.top, body.width, 90),
            )

    def _draw_passage(self, surface, told: tuple[str, str], box: pygame.Rect) -> None:
        self.told = told[1]
        self.told_lines = T.draw_passage(surface, self.scene.ctx.fonts, told, box)

    def _event_title(self, kind: str) -> str:
        return {
            "event": "The event",
            "free_scavenge": "Arrived: a free scavenge first",
            "scavenge": "Scavenging",
            "turn": "The party's turn",
            "route": "Choose a route",
            "after_roll": "The test failed",
            "loot": "Loot",
            "who_takes": "Loot: who carries it?",
            "combat_open": "A fight is coming",
        }.get(kind, "The journey")

    def _draw_routes(self, surface, inner: pygame.Rect) -> None:
        fonts = self.scene.ctx.fonts
        routes = K.of(self.legal, "route")
        tiles = content.load()["tiles"]
        area = pygame.Rect(inner.left, inner.top + 40, inner.width, inner.height - 40)
        for box, c in zip(L.columns(area, max(1, len(routes)), 10), routes, strict=False):
            tile = tiles[c["tile"]]
            picture = pygame.Rect(box.left, box.top, 64, 64)
            G.blit(surface, self.scene, art.tile(tile["kind"]), picture)
            G.wrapped(
                surface,
                fonts.small,
                f"{tile['name']} ({tile['kind']})",
                palette.BONE,
                pygame.Rect(picture.right + 6, box.top, box.width - 70, 64),
            )

    def _draw_minions(self, surface, body: pygame.Rect, monster_id: str, count: int) -> int:
        """The monster's minions in their own smaller token, overlapping in a row at the card's
        top right; returns the width they take."""
        if not count:
            return 0
        size, step = 56, 34
        width = size + step * (count - 1)
        for i in range(count):
            spot = pygame.Rect(body.right - width + i * step, body.top + 8, size, size)
            G.blit(surface, self.scene, art.minion(monster_id), spot)
        return width + 12

    def _draw_monster(
        self, surface, body: pygame.Rect, monster_id: str | None, high: int = 110
    ) -> None:
        if not monster_id:
            return
        fonts = self.scene.ctx.fonts
        m = content.load()["monsters"][monster_id]
        side = min(96, high)
        picture = pygame.Rect(body.left, body.top, side, side)
        G.blit(surface, self.scene, art.monster(monster_id), picture)
        crowd = self._draw_minions(surface, body, monster_id, m["minions"])
        words = pygame.Rect(
            picture.right + 12, body.top, body.right - picture.right - 12 - crowd, high
        )
        G.fitted(
            surface,
            fonts,
            W.monster_card(m).split("\n")[0] + " " + m["line"],
            palette.BONE,
            words,
            (18, 17, 16, 15, 14),
        )
        traits = ", ".join(W.monster_traits(m["traits"])) or "no traits"
        G.fit(
            surface,
            fonts.small,
            f"Traits: {traits} (hover for what they do)",
            palette.EMBER_GLOW,
            (words.left, words.bottom + 2),
            words.width,
        )
        self.monster_spot = (picture.union(words).inflate(0, 24), W.monster_card(m))

    def _draw_crew(self, surface) -> None:
        fonts, view = self.scene.ctx.fonts, self.view
        crew = members(view)
        prompt = view["prompt"]
        testing = prompt["kind"] in ("event", "free_scavenge", "scavenge")
        for card, ch in zip(L.columns(CREW, max(1, len(crew))), crew, strict=False):
            mine = [c for c in self.legal if c.get("cid") == ch["id"] and c["type"] in K.TESTS]
            edge = palette.EMBER if mine else palette.PANEL_EDGE
            G.panel(surface, fonts, card, "", edge)
            x = G.head(surface, self.scene, ch, card, dim=ch["energy"] <= 0)
            # at a large text size the name and race lines push the bars and all below down
            named = 14 + fonts.get("body", bold=True).get_linesize() + fonts.small.get_linesize()
            card = card.move(0, max(0, named - 50))
            G.energy_bar(
                surface,
                pygame.Rect(x, card.top + 50, min(100, card.right - x - 10), 8),
                ch["energy"],
                ch["max_energy"],
            )
            G.destiny_pips(surface, (x, card.top + 62), ch["destiny"], ch["max_destiny"], 4)
            if not testing:
                self._draw_gear(surface, card, ch)
                continue
            test = prompt["test"]
            if not mine:
                why = (
                    "knocked out"
                    if ch["energy"] <= 0
                    else "has made this round's test already"
                    if ch["id"] in view.get("round_tested", [])
                    else "waits for the others to test, and has no Destiny"
                    if ch["id"] in view["tested"]
                    else "their gear forbids this test"
                )
                G.wrapped(
                    surface,
                    fonts.small,
                    f"Cannot try: {why}.",
                    palette.BONE_DIM,
                    pygame.Rect(card.left + 10, card.top + 84, card.width - 20, 60),
                )
                continue
            p = mine[0]["preview"]
            y = card.top + 82
            G.fit(
                surface,
                fonts.small,
                test["name"],
                palette.BONE,
                (card.left + 10, y),
                card.width - 20,
            )
            x = G.pool_dice(surface, (card.left + 10, y + 20), p["black"], p["red"])
            words = f"{p['black']} black, {p['red']} red"
            if fonts.get(16).size(words)[0] <= card.right - x - 90:
                G.fit(
                    surface, fonts.get(16), words, palette.BONE_DIM, (x + 4, y + 29), 200, "midleft"
                )
            big = f"{p['chance']}%"
            text.draw(
                surface,
                fonts.get("large", bold=True),
                big,
                palette.EMBER_GLOW,
                (card.right - 10, y + 14),
                "topright",
            )
            if ch["destiny"] > 0 and not mine[0].get("refresh"):
                G.fit(
                    surface,
                    fonts.get(16),
                    f"{p['with_destiny']}% with a Destiny reroll",
                    palette.BONE_DIM,
                    (card.left + 10, y + 42),
                    card.width - 20,
                )
            sources = [f"+ {s}" for s in p["adv"]] + [f"- {s}" for s in p["dis"]]
            if sources:
                G.fit(
                    surface,
                    fonts.get(16),
                    "; ".join(sources),
                    palette.BONE_DIM,
                    (card.left + 10, y + 60),
                    card.width - 20,
                )

    def _draw_gear(self, surface, card: pygame.Rect, ch: dict) -> None:
        """Outside a test, what the character carries and their best numbers."""
        fonts, data = self.scene.ctx.fonts, content.load()
        y = card.top + 84
        gear = [
            f"{i['name']}"
            + ("" if i["where"] in ("hand", "body", "back", "neck", "spells") else " (pack)")
            for i in ch["gear"]
        ]
        y += G.wrapped(
            surface,
            fonts.get(17),
            "Carries: " + (", ".join(gear) or "nothing"),
            palette.BONE,
            pygame.Rect(card.left + 10, y, card.width - 20, 40),
        )
        best = sorted(
            ((v, data["skills"][k]["name"]) for k, v in ch["skills"].items() if v > 1), reverse=True
        )
        attrs = sorted(
            ((v, data["attributes"][k]["name"]) for k, v in ch["attributes"].items() if v > 1),
            reverse=True,
        )
        words = ", ".join(f"{n} {v}" for v, n in attrs + best) or "nothing above 1 yet"
        G.wrapped(
            surface,
            fonts.get(17),
            "Trained: " + words,
            palette.BONE_DIM,
            pygame.Rect(card.left + 10, y + 6, card.width - 20, 40),
        )

    def tip(self) -> str:
        found = super().tip()
        if found:
            return found
        spot = getattr(self, "monster_spot", None)
        if spot and spot[0].collidepoint(self.pointer):
            return spot[1]
        if PATH.collidepoint(self.pointer):
            return self.path_tip(self.pointer)
        return ""
