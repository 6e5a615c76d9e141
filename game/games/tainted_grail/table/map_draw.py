"""Drawing the map: every placed Location card at the camera's size, its face (clear parchment
or the wyrdness's fog) with its picture, number, name and Seals, its Action and Instant marks,
its Time and Quest markers, Guardians and Kings of Ruin (each its own token, a King's crowned on
a gold rim) and Character models; the Direction Keys still leading
off the map; the waystone slots at the cards' corners and the waystones standing in them; and
what the party may do lit over it (Travel with its price, a slot to wake)."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.games.tainted_grail.table import art
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import words as W

TABLE = (24, 26, 30)
CROWN = (232, 188, 72)  # a King of Ruin's gold, apart from a Guardian's red rim
EDGE_OUT = {"top": (0, -1), "right": (1, 0), "bottom": (0, 1), "left": (-1, 0)}
CORNER = {"top-left": (0, 1), "top-right": (1, 1), "bottom-left": (0, 0), "bottom-right": (1, 0)}


class MapLook:
    """What the map shows beyond the view: the party picked and what it may do."""

    def __init__(
        self,
        party: list[str],
        colours: dict[str, tuple],
        lit: dict[str, str],
        slots: set[tuple],
    ) -> None:
        self.party = party  # the picked party's members
        self.colours = colours  # Character -> their party's colour
        self.lit = lit  # card -> the price of a Travel there
        self.slots = slots  # corner points the party may wake a waystone at


def draw_map(surface, scene, cam, view: dict, look: MapLook) -> None:
    window = cam.window
    clip = surface.get_clip()
    surface.set_clip(window)
    surface.fill(TABLE, window)
    places = view["map"]["locations"]
    for loc in places:
        rect = cam.card(loc["x"], loc["y"])
        if rect.colliderect(window):
            _card(surface, scene, cam, view, loc, rect, look)
    for loc in places:
        _keys(surface, scene, cam, loc)
    _slots(surface, scene, cam, view, look)
    for loc in places:
        if loc["id"] in look.lit:
            rect = cam.card(loc["x"], loc["y"])
            font = scene.fonts.get(max(14, round(19 * cam.zoom)), bold=True)
            D.badge(
                surface,
                font,
                look.lit[loc["id"]],
                palette.EMBER_GLOW,
                (rect.centerx, rect.bottom - round(14 * cam.scale)),
                (60, 34, 20),
                ui=cam.ui,
            )
    surface.set_clip(clip)


def _card(surface, scene, cam, view, loc, rect: pygame.Rect, look: MapLook) -> None:
    z, u, fonts = cam.scale, cam.u, scene.fonts  # sizes by the scale, type by the zoom
    D.blit(surface, scene, art.card(loc["side"]), rect)
    wyrd = loc["side"] != "clear"
    if wyrd:  # the fog lies on the card; the picture carries its own fogged side
        D.blit(surface, scene, art.FOG, rect)
    picture = pygame.Rect(
        rect.left + round(10 * z),
        rect.top + round(24 * z),
        rect.width - round(20 * z),
        round(50 * z),
    )
    D.first(
        surface,
        scene,
        (art.location(loc["id"], loc["side"]), art.land(W.land_of(loc["name"]))),
        picture,
    )
    ink = palette.BONE if wyrd else D.INK
    name_font = fonts.get(max(13, round(19 * cam.zoom)), bold=True)
    seal = round(16 * z)
    room = rect.width - round(12 * z) - len(loc["seals"]) * (seal + u(2))
    D.fit(
        surface,
        name_font,
        f"{loc['number']} {loc['name']}",
        ink,
        (rect.left + round(6 * z), rect.top + round(5 * z)),
        room,
    )
    x = rect.right - round(6 * z)
    for s in loc["seals"]:
        x -= seal
        D.blit(surface, scene, art.seal(s), (x, rect.top + round(4 * z), seal, seal))
        x -= u(2)
    _lines(surface, scene, loc, rect, cam, ink)
    _markers(surface, scene, loc, rect, cam)
    _pieces(surface, scene, view, loc, rect, z, look)
    _edge(surface, loc, rect, look, cam.u)


def _lines(surface, scene, loc, rect, cam, ink) -> None:
    """The Action's and Instant's names under the picture (when the card is big enough)."""
    if cam.zoom < 0.8:
        return
    z = cam.scale
    font = scene.fonts.get(max(12, round(16 * cam.zoom)))
    icon = round(14 * z)
    y = rect.top + round(78 * z)
    for kind, words in (
        ("action", loc["action"] and loc["action"]["name"]),
        ("instant", loc["instant"] and (loc["instant"]["text"] or "Instant")),
    ):
        if not words:
            continue
        D.blit(surface, scene, art.icon(kind), (rect.left + round(6 * z), y, icon, icon))
        faded = kind == "action" and not loc["action"]["available"]
        colour = palette.BONE_DIM if faded else ink
        D.fit(
            surface,
            font,
            words,
            colour,
            (rect.left + round(8 * z) + icon, y),
            rect.width - icon - round(60 * z),
        )
        y += round(16 * z)


def _markers(surface, scene, loc, rect, cam) -> None:
    z, u = cam.scale, cam.u
    size = round(15 * z)
    font = scene.fonts.get(max(12, round(16 * cam.zoom)), bold=True)
    x = rect.right - round(6 * z)
    y = rect.bottom - round(6 * z) - size
    for kind in ("quest", "dark", "light"):
        if not loc[kind]:
            continue
        words = text.render(font, str(loc[kind]), palette.BONE)
        x -= words.get_width()
        surface.blit(words, (x, y + (size - words.get_height()) // 2))
        x -= size + u(1)
        D.blit(surface, scene, art.marker(kind), (x, y, size, size))
        x -= u(4)


def _pieces(surface, scene, view, loc, rect, z, look: MapLook) -> None:
    """Guardians and Kings on the right of the picture, Character models along its bottom."""
    size = round(30 * z)
    x = rect.right - round(10 * z) - size
    for gid in loc["guardians"]:
        token = (x, rect.top + round(28 * z), size, size)
        D.first(surface, scene, (art.guardian(gid), art.GUARDIAN), token)
        x -= size - round(6 * z)
    for kid in loc.get("kings", []):
        token = pygame.Rect(x, rect.top + round(28 * z), size, size)
        if D.has(scene.ctx.sheets, art.king(kid)):
            D.blit(surface, scene, art.king(kid), token)
        else:
            _king(surface, scene, token)
        x -= size - round(6 * z)
    x = rect.left + round(12 * z)
    for cid in loc["characters"]:
        token = pygame.Rect(x, rect.top + round(44 * z), size, size)
        D.token(surface, scene, cid, token, look.colours.get(cid))
        x += size - round(4 * z)


def _king(surface, scene, token: pygame.Rect) -> None:
    """A King of Ruin without his own token: the Guardian's in a gold ring, a crown above it."""
    D.blit(surface, scene, art.GUARDIAN, token)
    pygame.draw.circle(surface, CROWN, token.center, token.width // 2, max(2, token.width // 12))
    w, h = token.width, max(4, token.height // 3)
    left, base = token.left + w // 5, token.top + h  # the crown sits on the horns
    right = token.right - w // 5
    mid = token.centerx
    points = [
        (left, base),
        (left, base - h),
        ((left + mid) // 2, base - h // 2),
        (mid, base - h - h // 3),
        ((mid + right) // 2, base - h // 2),
        (right, base - h),
        (right, base),
    ]
    pygame.draw.polygon(surface, CROWN, points)
    pygame.draw.polygon(surface, D.INK, points, max(1, token.width // 30))


def _edge(surface, loc, rect, look: MapLook, u) -> None:
    here = any(c in look.party for c in loc["characters"])
    ring = rect.inflate(-u(2), -u(2))
    if loc["id"] in look.lit:
        pygame.draw.rect(surface, palette.EMBER_GLOW, ring, u(3), border_radius=u(4))
    elif here:
        colour = look.colours.get(look.party[0], palette.BONE)
        pygame.draw.rect(surface, colour, ring, u(3), border_radius=u(4))


def draw_hover(surface, cam, loc: dict, inside: pygame.Rect) -> None:
    """The thin ring round the card under the pointer, over the map as it stands (kept
    ``inside`` the map's frame)."""
    clip = surface.get_clip()
    surface.set_clip(inside.clip(clip) if clip else inside)
    rect = cam.card(loc["x"], loc["y"])
    pygame.draw.rect(surface, palette.BONE, rect, cam.u(1), border_radius=cam.u(4))
    surface.set_clip(clip)


def _keys(surface, scene, cam, loc) -> None:
    """A Direction Key that leads to a card not on the table yet sticks out as a numbered tab;
    one joining two placed cards is a small gate on their shared edge."""
    rect = cam.card(loc["x"], loc["y"])
    z, u = cam.scale, cam.u
    if not rect.inflate(u(80), u(80)).colliderect(cam.window):
        return
    font = scene.fonts.get(max(12, round(15 * cam.zoom)), bold=True)
    for edge, key in loc["keys"].items():
        dx, dy = EDGE_OUT[edge]
        mid = (rect.centerx + dx * rect.width // 2, rect.centery + dy * rect.height // 2)
        if key["card"] is not None:
            pygame.draw.circle(surface, palette.BONE, mid, max(u(3), round(5 * z)))
            pygame.draw.circle(surface, D.INK, mid, max(u(3), round(5 * z)), u(1))
            continue
        out = (mid[0] + dx * round(14 * z), mid[1] + dy * round(11 * z))
        D.badge(surface, font, str(key["number"]), palette.BONE_DIM, out, palette.PANEL, ui=cam.ui)


def _slots(surface, scene, cam, view, look: MapLook) -> None:
    z, u = cam.scale, cam.u
    standing = {tuple(w["point"]) for w in view["map"]["waystones"]}
    empty = set()
    for loc in view["map"]["locations"]:
        for slot in loc["slots"]:
            if tuple(slot["point"]) not in standing:
                empty.add(tuple(slot["point"]))
    r = max(u(5), round(9 * z))
    for point in empty:
        centre = cam.point(*point)
        if point in look.slots:
            pygame.draw.circle(surface, (60, 40, 20), centre, r + u(5))
            pygame.draw.circle(surface, palette.EMBER_GLOW, centre, r + u(5), u(3))
        pygame.draw.circle(surface, (70, 80, 90), centre, r)
        pygame.draw.circle(surface, (150, 200, 220), centre, r, u(1))
    w, h = round(26 * z), round(36 * z)
    for point in standing:
        x, y = cam.point(*point)
        D.blit(surface, scene, art.WAYSTONE, (x - w // 2, y - h + round(8 * z), w, h))


def slot_rect(cam, point) -> pygame.Rect:
    """Where a click picks the waystone slot at ``point``."""
    r = max(cam.u(8), round(14 * cam.scale))
    x, y = cam.point(*point)
    return pygame.Rect(x - r, y - r, 2 * r, 2 * r)


def token_rects(cam, loc) -> list[tuple[pygame.Rect, str]]:
    """Where each Character model on the card is drawn."""
    z = cam.scale
    rect = cam.card(loc["x"], loc["y"])
    size = round(30 * z)
    out = []
    x = rect.left + round(12 * z)
    for cid in loc["characters"]:
        out.append((pygame.Rect(x, rect.top + round(44 * z), size, size), cid))
        x += size - round(4 * z)
    return out
