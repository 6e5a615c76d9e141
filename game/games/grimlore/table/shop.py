"""The settlement's shop: the merchant's basic stock by kind, each item's price and who could
carry it, or how much gold it still needs; the special stock (a gold a look, twice a visit);
the tavern's full rest; selling the party's items and add-on cards at their price; and leaving
town. Fitting upgrades, crafting and changing gear are in the choices beside it."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.app import palette, text
from game.games.grimlore.rules import content
from game.games.grimlore.table import art
from game.games.grimlore.table import commands as K
from game.games.grimlore.table import draw as G
from game.games.grimlore.table import layout as L
from game.games.grimlore.table import words as W
from game.games.grimlore.table.panels import members, sheet_of
from game.games.grimlore.table.screen import Screen

TABS = (
    ("weapons", "Weapons", ("weapon",)),
    ("armour", "Armour", ("armor", "shield", "back")),
    ("spells", "Spells", ("spell",)),
    ("goods", "Goods", ("consumable", "trinket")),
    ("smithy", "Smithy", ()),
)
HEAD = pygame.Rect(L.MAIN.left, L.MAIN.top, L.MAIN.width, 44)
STOCK = pygame.Rect(L.MAIN.left, HEAD.bottom + 8, 500, L.MAIN.bottom - HEAD.bottom - 8)
SIDE = pygame.Rect(STOCK.right + 8, HEAD.bottom + 8, L.MAIN.right - STOCK.right - 8, STOCK.height)
TAVERN = pygame.Rect(SIDE.left, SIDE.top, SIDE.width, 74)
SPECIAL = pygame.Rect(SIDE.left, TAVERN.bottom + 8, SIDE.width, 150)
SELL = pygame.Rect(SIDE.left, SPECIAL.bottom + 8, SIDE.width, SIDE.bottom - SPECIAL.bottom - 8)
ROW = 30
PER_PAGE = 11  # stock rows on a page; the row below them holds the page buttons


def card_tip(item: dict) -> str:
    return _card_tip(item["id"])


@lru_cache(maxsize=128)
def _card_tip(item_id: str) -> str:
    """A shop item's card from the content: kind, price, what it sells back for, its attack and
    traits (explained) and its line."""
    item = content.load()["items"][item_id]
    lines = [
        f"{item['name']} ({item['kind']}): {item['price']} gold, "
        f"sells back for {item['price'] // 2}"
    ]
    atk = item.get("attack")
    if atk:
        reach = f", range {atk['range']}" if atk.get("range") else ""
        lines.append(
            f"Attack: {W.test_words(atk['attribute'], atk['skill'])}, "
            f"{atk['damage']} {atk['type']} ({atk['style']}{reach})"
        )
    traits = W.item_traits({k: v for k, v in item.get("traits", {}).items() if k != "enchant"})
    if traits:
        lines.append(W.explained(traits))
    lines.append(item["line"])
    return "\n".join(lines)


class ShopScreen(Screen):
    def tab(self) -> str:
        return getattr(self.scene, "shop_tab", TABS[0][0])

    def _tab_stock(self) -> list[dict]:
        kinds = next(k for key, _, k in TABS if key == self.tab())
        data = content.load()["items"]
        return [data[k] for k in content.items_of("basic") if data[k]["kind"] in kinds]

    def _pages(self) -> int:
        return max(1, -(-len(self._tab_stock()) // PER_PAGE))

    def _page(self) -> int:
        return min(getattr(self.scene, "shop_page", 0), self._pages() - 1)

    def _stock(self) -> list[dict]:
        """The tab's items on the page shown (a tab holds more than one panel shows)."""
        start = self._page() * PER_PAGE
        return self._tab_stock()[start : start + PER_PAGE]

    def _turn_page(self, step: int):
        def turn() -> None:
            self.scene.shop_page = (self._page() + step) % self._pages()
            self.scene.on_match_changed()
            self.scene.dirty = True

        return turn

    def _page_buttons(self) -> None:
        if self.tab() == "smithy" or self._pages() < 2:
            return
        top = STOCK.top + 66 + PER_PAGE * (ROW + 4)
        for i, (words, step) in enumerate((("Previous", -1), ("Next", 1))):
            self.button(
                pygame.Rect(STOCK.right - 206 + i * 98, top, 92, ROW - 2),
                words,
                self._turn_page(step),
                tooltip=f"Page {self._page() + 1} of {self._pages()} of this stock.",
            )

    def build(self) -> None:
        self.spots: list[tuple[pygame.Rect, str]] = []
        for c in K.of(self.legal, "leave"):
            self.offer(
                pygame.Rect(HEAD.right - 150, HEAD.top + 6, 140, 32),
                c,
                "Leave town",
                style="normal",
            )
        for box, (key, name, _) in zip(
            L.columns(
                pygame.Rect(STOCK.left + 10, STOCK.top + 30, STOCK.width - 20, 28), len(TABS), 6
            ),
            TABS,
            strict=False,
        ):
            self.button(
                box,
                name,
                self._tab(key),
                style="selected" if key == self.tab() else "normal",
                tooltip=f"Show the merchant's {name.lower()}."
                if key != "smithy"
                else "Fit upgrade and enchantment cards, and craft.",
            )
        self._page_buttons()
        crew = members(self.view)
        for row, item in self._rows():
            buys = [c for c in K.of(self.legal, "buy") if c["item"] == item["id"]]
            x = row.right - 4
            for c in reversed(buys):
                who = sheet_of(self.view, c["cid"])
                w = max(56, min(96, (row.width - 250) // max(1, len(crew))))
                x -= w + 4
                self.offer(
                    pygame.Rect(x, row.top + 2, w, row.height - 4),
                    c,
                    who["name"] if who else "Buy",
                    tooltip=f"{K.label(c)}\n{card_tip(item)}",
                )
        for c in K.of(self.legal, "full_rest"):
            self.offer(
                pygame.Rect(TAVERN.right - 150, TAVERN.top + 30, 140, 34), c, "Full rest: 1 gold"
            )
        self._build_special()
        self._build_sell()
        for row, c in self._smith_rows():
            words = {"fit": "Fit", "deconstruct": "Take apart", "construct": "Craft"}[c["type"]]
            self.offer(pygame.Rect(row.right - 110, row.top + 2, 106, row.height - 4), c, words)

    def _tab(self, key: str):
        def pick() -> None:
            self.scene.shop_tab = key
            self.scene.shop_page = 0
            self.scene.on_match_changed()
            self.scene.dirty = True

        return pick

    def _smith_rows(self) -> list[tuple[pygame.Rect, dict]]:
        if self.tab() != "smithy":
            return []
        top = STOCK.top + 76 + 20 * min(4, max(1, len(self.view["party"]["cards"])))
        area = pygame.Rect(STOCK.left + 10, top, STOCK.width - 20, STOCK.bottom - top - 30)
        work = K.of(self.legal, "fit", "deconstruct", "construct")
        return list(zip(L.rows(area, len(work), 40, 4), work, strict=False))

    def _rows(self) -> list[tuple[pygame.Rect, dict]]:
        area = pygame.Rect(STOCK.left + 10, STOCK.top + 66, STOCK.width - 20, STOCK.height - 74)
        items = self._stock()
        return list(zip(L.rows(area, len(items), ROW, 4), items, strict=False))

    def _build_special(self) -> None:
        inner = SPECIAL.inflate(-20, -16)
        for c in K.of(self.legal, "look"):
            self.offer(
                pygame.Rect(inner.left, SPECIAL.bottom - 44, inner.width, 34),
                c,
                "Pay 1 gold to see the special stock",
            )
        offers = K.of(self.legal, "buy_offer")
        box = pygame.Rect(inner.left, SPECIAL.bottom - 44, 112, 34)
        for c in offers[:2]:
            who = sheet_of(self.view, c["cid"])
            self.offer(box, c, f"For {who['name']}" if who else "Buy")
            box = box.move(118, 0)
        for c in K.of(self.legal, "pass_offer"):
            self.offer(
                pygame.Rect(inner.right - 110, SPECIAL.bottom - 44, 110, 34),
                c,
                "Hand it back",
                style="normal",
            )

    def _sell_rows(self) -> list[tuple[pygame.Rect, dict]]:
        sells = K.of(self.legal, "sell", "sell_card")
        area = pygame.Rect(SELL.left + 10, SELL.top + 30, SELL.width - 20, SELL.height - 38)
        return list(zip(L.rows(area, len(sells), 26, 4), sells, strict=False))

    def _build_sell(self) -> None:
        for row, c in self._sell_rows():
            gold = K.label(c).rsplit("(", 1)[-1].rstrip(")")
            self.offer(
                pygame.Rect(row.right - 92, row.top, 92, row.height),
                c,
                f"Sell: {gold}",
                style="normal",
            )

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        self.spots = []
        fonts, view = self.scene.ctx.fonts, self.view
        party = view["party"]
        tile = view["tile"] or {"name": "the settlement"}
        G.panel(surface, fonts, HEAD)
        G.fit(
            surface,
            fonts.get("large", bold=True),
            f"{tile['name']}: the market",
            palette.EMBER,
            (HEAD.left + 12, HEAD.centery),
            380,
            "midleft",
        )
        x = HEAD.left + 420
        for name in ("gold", "ore", "essence"):
            x = G.counter(surface, self.scene, name, party[name], (x, HEAD.top + 10), 24).right + 22
        self._draw_stock(surface)
        self._draw_tavern(surface)
        self._draw_special(surface)
        self._draw_sell(surface)

    def _draw_smithy(self, surface) -> None:
        fonts, party = self.scene.ctx.fonts, self.view["party"]
        G.panel(surface, fonts, STOCK, "The smithy: fit upgrades and enchantments, craft")
        data = content.load()
        y = STOCK.top + 66
        if not party["cards"]:
            G.fit(
                surface,
                fonts.small,
                "No upgrade or enchantment cards yet: loot brings them.",
                palette.BONE_DIM,
                (STOCK.left + 12, y),
                STOCK.width - 24,
            )
            y += 22
        for c in party["cards"][:4]:
            card = data["upgrades" if c["kind"] == "upgrade" else "enchantments"][c["id"]]
            res = "ore" if c["kind"] == "upgrade" else "essence"
            short = max(0, card["cost"] - party[res])
            words = (
                f"{card['name']} ({c['kind']}, fits {', '.join(card['fits'])}): "
                f"{card['cost']} {res} + the item's fee"
                + (f"; {short} {res} short" if short else "")
            )
            G.fit(
                surface,
                fonts.get(17),
                words,
                palette.BLOOD_BRIGHT if short else palette.BONE,
                (STOCK.left + 12, y),
                STOCK.width - 24,
            )
            y += 20
        rows = self._smith_rows()
        for row, c in rows:
            pygame.draw.rect(surface, (44, 38, 36), row, border_radius=5)
            G.fit(
                surface,
                fonts.get(17),
                K.label(c),
                palette.BONE,
                (row.left + 8, row.top + 4),
                row.width - 124,
            )
            G.fit(
                surface,
                fonts.get(15),
                K.preview_text(c),
                palette.EMBER_GLOW,
                (row.left + 8, row.top + 22),
                row.width - 124,
            )
        if not rows:
            G.wrapped(
                surface,
                fonts.small,
                "Nothing can be fitted or crafted now. Fitting a card "
                "costs the item's fee in gold and the card's ore or essence; taking items "
                "apart and crafting them needs Crafting 3.",
                palette.BONE_DIM,
                pygame.Rect(STOCK.left + 12, y + 12, STOCK.width - 24, 80),
            )

    def _draw_stock(self, surface) -> None:
        if self.tab() == "smithy":
            self._draw_smithy(surface)
            return
        fonts, gold = self.scene.ctx.fonts, self.view["party"]["gold"]
        G.panel(surface, fonts, STOCK, "The merchant's stock: any basic item, at its price")
        buys = K.of(self.legal, "buy")
        for row, item in self._rows():
            able = any(c["item"] == item["id"] for c in buys)
            pygame.draw.rect(
                surface, (44, 38, 36) if able else palette.CHARCOAL, row, border_radius=5
            )
            G.blit(
                surface,
                self.scene,
                art.item(item["kind"]),
                pygame.Rect(row.left + 4, row.top + 3, 24, 24),
            )
            colour = palette.BONE if able else palette.BONE_DIM
            G.fit(
                surface,
                fonts.small,
                item["name"],
                colour,
                (row.left + 34, row.centery),
                150,
                "midleft",
            )
            price = G.fit(
                surface,
                fonts.get(19, bold=True),
                f"{item['price']}g",
                palette.EMBER_GLOW if item["price"] <= gold else palette.BLOOD_BRIGHT,
                (row.left + 190, row.centery),
                50,
                "midleft",
            )
            if not able:
                why = (
                    f"needs {item['price'] - gold} more gold"
                    if item["price"] > gold
                    else "nobody has room"
                )
                G.fit(
                    surface,
                    fonts.get(16),
                    why,
                    palette.BONE_DIM,
                    (price.right + 12, row.centery),
                    row.right - price.right - 16,
                    "midleft",
                )
            self.spots.append((pygame.Rect(row.left, row.top, 240, row.height), card_tip(item)))
        if self._pages() > 1:
            G.fit(
                surface,
                fonts.get(16),
                f"Page {self._page() + 1} of {self._pages()}",
                palette.BONE_DIM,
                (STOCK.left + 12, STOCK.top + 66 + PER_PAGE * (ROW + 4) + ROW // 2),
                STOCK.width - 230,
                "midleft",
            )
        G.fit(
            surface,
            fonts.get(16),
            f"The party has {gold} gold. A name buys the item for that character.",
            palette.BONE_DIM,
            (STOCK.left + 12, STOCK.bottom - 22),
            STOCK.width - 24,
        )

    def _draw_tavern(self, surface) -> None:
        fonts = self.scene.ctx.fonts
        G.panel(surface, fonts, TAVERN, "The tavern")
        hurt = [ch["name"] for ch in members(self.view) if ch["energy"] < ch["max_energy"]]
        words = ("Hurt: " + ", ".join(hurt)) if hurt else "Everyone is rested."
        G.fit(
            surface,
            fonts.small,
            words,
            palette.BONE,
            (TAVERN.left + 12, TAVERN.top + 40),
            TAVERN.width - 180,
        )

    def _draw_special(self, surface) -> None:
        fonts, view = self.scene.ctx.fonts, self.view
        G.panel(surface, fonts, SPECIAL, "The special stock (advanced items)")
        inner = SPECIAL.inflate(-20, -16)
        offer = view.get("offer")
        if offer:
            item = content.load()["items"][offer]
            G.blit(
                surface,
                self.scene,
                art.item(item["kind"]),
                pygame.Rect(inner.left, SPECIAL.top + 30, 32, 32),
            )
            G.fit(
                surface,
                fonts.get("body", bold=True),
                f"{item['name']}: {item['price']} gold",
                palette.BONE,
                (inner.left + 40, SPECIAL.top + 30),
                inner.width - 40,
            )
            text.draw_fitted(
                surface,
                fonts.get,
                item["line"],
                palette.BONE_DIM,
                pygame.Rect(inner.left + 40, SPECIAL.top + 52, inner.width - 40, 36),
                16,
                10,
            )
            self.spots.append(
                (pygame.Rect(inner.left, SPECIAL.top + 28, inner.width, 60), card_tip(item))
            )
        else:
            looks = 2 - (view.get("visit") or {}).get("looks", 0)
            text.draw_fitted(
                surface,
                fonts.get,
                "The merchant keeps better things under the counter: a gold "
                f"shows one, which the party may buy at its price ({looks} of 2 looks left this "
                "visit).",
                palette.BONE_DIM,
                pygame.Rect(inner.left, SPECIAL.top + 30, inner.width, 56),
                18,
                10,
            )
            if not K.of(self.legal, "look"):
                why = (
                    "No gold for a look."
                    if view["party"]["gold"] < 1
                    else "No looks left this visit."
                )
                G.fit(
                    surface,
                    fonts.small,
                    why,
                    palette.BLOOD_BRIGHT,
                    (inner.left, SPECIAL.bottom - 36),
                    inner.width,
                )

    def _draw_sell(self, surface) -> None:
        fonts = self.scene.ctx.fonts
        G.panel(surface, fonts, SELL, "Sell (half the price; cards half their cost)")
        rows = self._sell_rows()
        if not rows:
            G.fit(
                surface,
                fonts.small,
                "Nothing to sell.",
                palette.BONE_DIM,
                (SELL.left + 12, SELL.top + 34),
                SELL.width - 24,
            )
        for row, c in rows:
            words = K.label(c).removeprefix("Sell ").rsplit(" (", 1)[0]
            G.fit(
                surface,
                fonts.get(17),
                words,
                palette.BONE,
                (row.left, row.centery),
                row.width - 100,
                "midleft",
            )
        hidden = len(K.of(self.legal, "sell", "sell_card")) - len(rows)
        if hidden > 0:
            G.fit(
                surface,
                fonts.get(16),
                f"{hidden} more in the choices beside",
                palette.BONE_DIM,
                (SELL.left + 12, SELL.bottom - 20),
                SELL.width - 24,
            )

    def side_choices(self, rest: list[dict]) -> list[dict]:
        """Every basic item is bought from its tab of the merchant's stock."""
        return [c for c in rest if c["type"] != "buy"]

    def locate(self, command: dict) -> tuple[int, int] | None:
        found = super().locate(command)
        if found is None and command.get("type") == "buy":
            kind = content.load()["items"][command["item"]]["kind"]
            tab, name = next((key, n) for key, n, kinds in TABS if kind in kinds)
            if tab == self.tab():  # on another page of the tab shown
                name = "Next"
            return next(w.rect.center for w in self.ui.widgets if w.label == name)
        return found

    def tip(self) -> str:
        found = super().tip()
        if found:
            return found
        for rect, words in getattr(self, "spots", []):
            if rect.collidepoint(self.pointer):
                return words
        return ""
