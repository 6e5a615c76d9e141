"""The campaign's end: the ending reached, then the whole story told back as an open book (each
chapter with its ending and days, the Kings met and how, who walked with the party, the dead, and
the Lampbearers as they finish), and the Echoes of Ruin: each Lampbearer's Achievements with the
Memories they opened, or, for a campaign played without them, the offer to begin one with them.
The wheel turns the pages."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.table import book
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen

TAB_W, TAB_H = 150, 32
PAGES = ("story", "echoes")
TAB_WORDS = {"story": "Their story", "echoes": "Their Echoes"}


def story_pages(view: dict) -> list[dict]:
    """The book's passages: the ending, the chronicle's sections, the Lampbearers."""
    story = view["campaign"]["story"]
    pages = [{"title": story["ending"]["title"], "text": story["ending"]["text"]}]
    pages += [{"title": s["title"], "text": s["lines"]} for s in story["sections"]]
    people = [_lampbearer(ch) for ch in view["characters"]]
    return [*pages, {"title": "The Lampbearers at the end", "text": people}]


def _lampbearer(ch: dict) -> str:
    t, res = ch["tray"], ch["resources"]
    return (
        f"{ch['name']}: {res['exp']} Experience, Health {t['health']} of {t['health_top']}, "
        f"Terror {t['terror']} of {t['terror_top']}, {W.plural(len(ch['items']), 'Item')}, "
        f"{W.plural(len(ch['secrets']), 'Secret')}, {W.plural(len(ch['skills']), 'Skill')}."
    )


def echoes_pages(view: dict) -> list[dict]:
    """Each Lampbearer's Echoes: a heading with the count, then each Achievement earned as a
    passage of its own, its Memory beneath it."""
    names = {ch["id"]: ch["name"] for ch in view["characters"]}
    pages = []
    for sheet in view["campaign"]["story"]["echoes"]["sheets"]:
        title = f"{names[sheet['cid']]}: {len(sheet['earned'])} of {sheet['of']} Achievements"
        told = [f"The Advanced Ability earned: {sheet['advanced']}."] if sheet["advanced"] else []
        pages.append({"title": title, "text": told or ([] if sheet["earned"] else ["None yet."])})
        pages += [{"title": e["text"], "text": e["memory"]} for e in sheet["earned"]]
    return pages


class CampaignEndScreen(Screen):
    def __init__(self, scene, rect) -> None:
        super().__init__(scene, rect)
        self.page = getattr(scene, "campaign_end_page", "story")
        u = scene.u
        head = pygame.Rect(rect.left, rect.top, rect.width, u(44))
        body = pygame.Rect(rect.left, head.bottom, rect.width, rect.height - head.height)
        half = (body.width - u(30)) // 2
        self.head = head
        self.spread = [
            pygame.Rect(body.left + u(10), body.top + u(4), half, body.height - u(14)),
            pygame.Rect(body.left + u(20) + half, body.top + u(4), half, body.height - u(14)),
        ]
        self.start = 0  # the first row shown

    @property
    def story(self) -> dict:
        return self.view["campaign"]["story"]

    def build(self) -> None:
        u = self.u
        for i, page in enumerate(PAGES):
            x = self.head.right - (len(PAGES) - i) * u(TAB_W + 8)
            self.button(
                (x, self.head.top + u(6), u(TAB_W), u(TAB_H)),
                TAB_WORDS[page],
                lambda p=page: self._show(p),
                tooltip="The campaign told back"
                if page == "story"
                else "Echoes of Ruin: each Lampbearer's Achievements and Memories",
                style="accent" if page == self.page else "normal",
                size="small",
            )
        if self.page == "echoes" and not self.story["echoes"]["played"]:
            left = self.spread[1].inflate(-u(60), 0)
            self.button(
                (left.left, self.spread[1].top + u(200), left.width, u(40)),
                "Begin a new campaign",
                self._new_campaign,
                tooltip="Opens the new game: switch on Echoes of Ruin there, and each "
                "Lampbearer earns Achievements and their Memories from Chapter I's end.",
                style="accent",
                size="body",
            )

    def _show(self, page: str) -> None:
        self.scene.campaign_end_page = page
        self.page, self.start = page, 0
        self.scene.rebuild()

    def _new_campaign(self) -> None:
        from game.app.scenes.new_game import NewGameScene  # the app's dialog, opened on demand

        self.scene.ctx.stack.push(NewGameScene(self.scene.ctx, "tainted_grail"))

    def _rows(self) -> list[tuple]:
        if self.page == "echoes":
            pages = echoes_pages(self.view)
            if not self.story["echoes"]["played"]:
                pages = [
                    {
                        "title": "Echoes of Ruin",
                        "text": [
                            "This campaign was played without the Echoes of Ruin, so no "
                            "Lampbearer kept an Achievement sheet or opened a Memory.",
                            "A new campaign with the Echoes switched on hands each Lampbearer "
                            "a sheet when Chapter I ends: nine deeds, each opening a Memory of "
                            "their past, and at the last an Advanced Ability.",
                        ],
                    }
                ]
        else:
            pages = story_pages(self.view)
        width = self.spread[0].width - 2 * self.u(book.PAD)
        return book.lines(self.fonts, pages, width, last_full=False)

    def _per_page(self) -> int:
        height = self.spread[0].height - 2 * self.u(book.PAD) - self.u(24)
        return max(1, height // (D.italic(book.HAND_PX, self.fonts.ui).get_linesize() + 1))

    def wheel(self, intent) -> bool:
        last = max(0, len(self._rows()) - 2 * self._per_page())
        self.start = max(0, min(last, self.start - 4 * intent.dy))
        return True

    def draw_body(self, surface) -> None:
        u = self.u
        pygame.draw.rect(surface, (40, 30, 24), self.rect, border_radius=u(8))
        title = self.story["ending"]["title"]
        tabs = len(PAGES) * u(TAB_W + 8) + u(10)
        D.fit(
            surface,
            self.fonts.get("large", bold=True),
            title,
            palette.EMBER_GLOW,
            (self.head.left + u(14), self.head.top + u(8)),
            self.head.width - tabs - u(14),
        )
        rows = self._rows()
        start = self.start
        more = len(rows) > 2 * self._per_page()
        for i, page in enumerate(self.spread):
            area = book.draw_page(surface, self.scene, page)
            if i == 0:
                hint = "The campaign is over" + ("; the wheel turns the pages." if more else ".")
                D.fit(
                    surface,
                    self.fonts.get("small", bold=True),
                    hint,
                    D.INK_DIM,
                    (area.left, area.top - u(6)),
                    area.width,
                )
            body = pygame.Rect(area.left, area.top + u(18), area.width, area.height - u(18))
            if i == 1 and self.page == "echoes" and not self.story["echoes"]["played"]:
                break  # the right page holds the offer's button
            start += book.draw_rows(surface, rows[start:], body)
