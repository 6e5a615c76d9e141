"""Drawing helpers for the art scripts: a supersampled pen that works in final-pixel units.

Every sprite is drawn at SS times its size and shrunk with smoothscale, which gives clean
anti-aliased edges from plain pygame.draw primitives. Coordinates are floats in the final
sprite's pixels, so the drawing code reads like the 64 px picture it makes.
"""
from __future__ import annotations

import math
import random

import pygame

SS = 4                      # supersampling factor
INK = (30, 22, 18)          # outline colour for every drawn shape


def shade(color, k: float):
    """The colour made lighter (k > 1) or darker (k < 1), alpha kept."""
    rgb = tuple(max(0, min(255, round(v * k))) for v in color[:3])
    return rgb + tuple(color[3:])


def mix(a, b, t: float):
    """Blend colour a toward b by t (0..1)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def with_alpha(color, alpha: int):
    return tuple(color[:3]) + (alpha,)


def inset(points, k: float, dx: float = 0.0, dy: float = 0.0):
    """The polygon shrunk toward its centroid by k and nudged: a cheap highlight shape."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    return [(cx + (x - cx) * k + dx, cy + (y - cy) * k + dy) for x, y in points]


def arc_points(cx, cy, rx, ry, start_deg, end_deg, steps=24):
    """Points along an ellipse arc, angles in degrees, y down."""
    out = []
    for i in range(steps + 1):
        a = math.radians(start_deg + (end_deg - start_deg) * i / steps)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


def star(pen: "Pen", c, r, fill, points=5, inner=0.45):
    """A star of ``points`` tips at ``c`` (Exp, XP, Destiny)."""
    pts = []
    for i in range(points * 2):
        a = math.radians(-90 + i * 180 / points)
        rr = r if i % 2 == 0 else r * inner
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    pen.poly(pts, fill, INK, 1.0)


class Pen:
    """A transparent canvas of w x h final pixels, drawn at SS times the size."""

    def __init__(self, w: int, h: int, seed: int = 0, ss: int = SS):
        self.w, self.h, self.ss = w, h, ss
        self.surf = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        # transparent pixels carry the outline colour so shrinking leaves no pale fringe
        self.surf.fill(INK + (0,))
        self.rng = random.Random(seed)

    # -- coordinates ---------------------------------------------------------------
    def _p(self, pt):
        return (round(pt[0] * self.ss), round(pt[1] * self.ss))

    def _w(self, width: float) -> int:
        return max(1, round(width * self.ss))

    # -- shapes ---------------------------------------------------------------------
    def poly(self, points, fill=None, outline=INK, width: float = 1.0):
        pts = [self._p(p) for p in points]
        if fill is not None:
            pygame.draw.polygon(self.surf, fill, pts)
        if outline is not None and width > 0:
            pygame.draw.polygon(self.surf, outline, pts, self._w(width))
            for p in pts:  # round the joints of thick outlines
                pygame.draw.circle(self.surf, outline, p, self._w(width) // 2)

    def circle(self, c, r: float, fill=None, outline=INK, width: float = 1.0):
        if outline is not None and width > 0 and fill is None:
            self.ring(c, r, outline, width)
        elif outline is not None and width > 0:
            pygame.draw.circle(self.surf, outline, self._p(c), round((r + width / 2) * self.ss))
            if fill is not None:
                pygame.draw.circle(self.surf, fill, self._p(c), round((r - width / 2) * self.ss))
        elif fill is not None:
            pygame.draw.circle(self.surf, fill, self._p(c), round(r * self.ss))

    def ring(self, c, r: float, color, width: float = 1.0):
        pygame.draw.circle(self.surf, color, self._p(c), round((r + width / 2) * self.ss), self._w(width))

    def ellipse(self, cx, cy, rx, ry, fill=None, outline=INK, width: float = 1.0):
        def rect(grow):
            return pygame.Rect(round((cx - rx - grow) * self.ss), round((cy - ry - grow) * self.ss),
                               round((rx + grow) * 2 * self.ss), round((ry + grow) * 2 * self.ss))
        if outline is not None and width > 0 and fill is None:
            pygame.draw.ellipse(self.surf, outline, rect(width / 2), self._w(width))
        elif outline is not None and width > 0:
            pygame.draw.ellipse(self.surf, outline, rect(width / 2))
            pygame.draw.ellipse(self.surf, fill, rect(-width / 2))
        elif fill is not None:
            pygame.draw.ellipse(self.surf, fill, rect(0))

    def line(self, a, b, color, width: float = 1.0):
        """A straight stroke with round caps."""
        w = self._w(width)
        pa, pb = self._p(a), self._p(b)
        pygame.draw.line(self.surf, color, pa, pb, w)
        pygame.draw.circle(self.surf, color, pa, w / 2)
        pygame.draw.circle(self.surf, color, pb, w / 2)

    def polyline(self, points, color, width: float = 1.0):
        for a, b in zip(points, points[1:]):
            self.line(a, b, color, width)

    def stick(self, a, b, width: float, fill, outline=INK, edge: float = 1.0):
        """An outlined stroke (a shaft, a limb): the outline line, then the fill line over it."""
        if outline is not None:
            self.line(a, b, outline, width + 2 * edge)
        self.line(a, b, fill, width)

    def rect(self, x, y, w, h, fill=None, outline=INK, width: float = 1.0):
        self.poly([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], fill, outline, width)

    # -- layers and effects ------------------------------------------------------------
    def layer(self) -> "Pen":
        """A blank pen of the same size: draw on it, then glaze() it on with alpha blending."""
        return Pen(self.w, self.h, seed=self.rng.randrange(1 << 30), ss=self.ss)

    def glaze(self, other: "Pen", alpha: int = 255):
        src = other.surf
        if alpha < 255:
            src = src.copy()
            src.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(src, (0, 0))

    def soft(self, draw, alpha: int):
        """Draw something on a layer and blend it on at the given opacity (shadows, glows)."""
        lay = self.layer()
        draw(lay)
        self.glaze(lay, alpha)

    def gradient_poly(self, points, top, bottom, outline=INK, width: float = 1.0):
        """A polygon filled with a vertical gradient from top to bottom colour."""
        ys = [p[1] for p in points]
        y0, y1 = min(ys), max(ys)
        grad = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        for py in range(round(y0 * self.ss), round(y1 * self.ss) + 1):
            t = 0.0 if y1 == y0 else (py / self.ss - y0) / (y1 - y0)
            pygame.draw.line(grad, mix(top, bottom, max(0.0, min(1.0, t))) + (255,),
                             (0, py), (self.surf.get_width(), py))
        mask = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [self._p(p) for p in points])
        grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(grad, (0, 0))
        if outline is not None:
            self.poly(points, None, outline, width)

    def speckle(self, count, box, colors, rmin=0.4, rmax=1.2, wrap=False):
        """Seeded noise dots inside box=(x, y, w, h); wrap repeats them across edges for tiling."""
        x0, y0, bw, bh = box
        for _ in range(count):
            x = x0 + self.rng.random() * bw
            y = y0 + self.rng.random() * bh
            r = rmin + self.rng.random() * (rmax - rmin)
            color = colors[self.rng.randrange(len(colors))]
            offsets = [(0, 0)]
            if wrap:
                offsets = [(dx, dy) for dx in (-bw, 0, bw) for dy in (-bh, 0, bh)]
            for dx, dy in offsets:
                self.circle((x + dx, y + dy), r, color, None)

    def done(self) -> pygame.Surface:
        """The finished sprite at its final size."""
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


def portable_smoothscale():
    """Use the plain-C smoothscale so every machine shrinks pixels the same way."""
    pygame.transform.set_smoothscale_backend("GENERIC")
