"""The painter's kit every sprite shares: the palette, colour and geometry helpers, noise and
blur, the supersampled Canvas and the bundled fonts."""

from __future__ import annotations

import logging
import math
import os
import random
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

log = logging.getLogger(__name__)

# --------------------------------------------------------------------------
# Palette: warm workshop (wood, parchment, iron, brass)
# --------------------------------------------------------------------------
INK = (52, 34, 22)
INK_SOFT = (96, 68, 44)
PARCH = (238, 224, 190)
PARCH_LIGHT = (246, 236, 210)
PARCH_DARK = (206, 183, 140)
WOOD_D = (46, 28, 16)
WOOD_M = (96, 62, 34)
WOOD_L = (146, 100, 58)
IRON_D = (34, 36, 42)
IRON_M = (78, 82, 92)
IRON_L = (150, 156, 168)
BRASS_D = (120, 80, 26)
BRASS_M = (198, 150, 60)
BRASS_L = (248, 216, 128)
SILVER_D = (96, 102, 112)
SILVER_M = (176, 182, 192)
SILVER_L = (236, 240, 246)
LEATHER = (92, 50, 30)
FELT = (30, 58, 46)
EMBER = (242, 120, 40)
RED = (178, 36, 40)


# --------------------------------------------------------------------------
# Small colour / geometry helpers
# --------------------------------------------------------------------------


def mix(a, b, t: float):
    t = max(0.0, min(1.0, t))
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(min(len(a), len(b))))


def shade(c, f: float):
    """f < 1 darkens toward black, f > 1 lightens toward white."""
    if f <= 1:
        return tuple(int(round(x * f)) for x in c[:3])
    return mix(c[:3], (255, 255, 255), f - 1)


def rgba(c, a: int):
    return (c[0], c[1], c[2], max(0, min(255, int(a))))


def rotate_pts(pts, angle_deg: float, cx: float, cy: float):
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


def new_layer(size) -> pygame.Surface:
    return pygame.Surface((max(1, int(size[0])), max(1, int(size[1]))), pygame.SRCALPHA)


def vgrad(size, stops) -> pygame.Surface:
    """Vertical gradient; stops = [(t, colour), ...] with t in 0..1."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    strip = pygame.Surface((1, h), pygame.SRCALPHA)
    stops = sorted(stops)
    for y in range(h):
        t = y / max(1, h - 1)
        for i in range(len(stops) - 1):
            if stops[i][0] <= t <= stops[i + 1][0]:
                t0, c0 = stops[i]
                t1, c1 = stops[i + 1]
                c = mix(c0, c1, (t - t0) / max(1e-6, t1 - t0))
                break
        else:
            c = stops[-1][1] if t > stops[-1][0] else stops[0][1]
        strip.set_at((0, y), c if len(c) == 4 else (*c, 255))
    return pygame.transform.scale(strip, (w, h))


def radial(size, inner, outer, center=(0.5, 0.5), radius=0.5, power=1.0, res=96) -> pygame.Surface:
    """Smooth radial gradient (elliptical when size is not square)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    rw = max(4, min(res, w))
    rh = max(4, min(res, h))
    small = pygame.Surface((rw, rh), pygame.SRCALPHA)
    inner = inner if len(inner) == 4 else (*inner, 255)
    outer = outer if len(outer) == 4 else (*outer, 255)
    cx, cy = center
    for y in range(rh):
        for x in range(rw):
            dx = ((x + 0.5) / rw - cx) / radius
            dy = ((y + 0.5) / rh - cy) / radius
            d = min(1.0, math.hypot(dx, dy))
            small.set_at((x, y), mix(inner, outer, d ** power))
    return pygame.transform.smoothscale(small, (w, h))


def paint(dst: pygame.Surface, mask: pygame.Surface, fill, pos=(0, 0)) -> None:
    """Fill the opaque part of ``mask`` (white shape) with a colour or surface."""
    if isinstance(fill, pygame.Surface):
        tmp = fill.copy()
    else:
        tmp = new_layer(mask.get_size())
        tmp.fill(fill if len(fill) == 4 else (*fill, 255))
    tmp.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    dst.blit(tmp, pos)


def clip_to(layer: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    out = layer.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def blur(surf: pygame.Surface, radius: float) -> pygame.Surface:
    r = int(round(radius))
    if r < 1:
        return surf.copy()
    # gaussian_blur is slow for big radii on big surfaces: shrink first
    w, h = surf.get_size()
    f = 1
    while r / f > 12 and min(w, h) / (f * 2) > 8:
        f *= 2
    if f > 1:
        small = pygame.transform.smoothscale(surf, (max(1, w // f), max(1, h // f)))
        small = pygame.transform.gaussian_blur(small, max(1, r // f))
        return pygame.transform.smoothscale(small, (w, h))
    return pygame.transform.gaussian_blur(surf, r)


def silhouette(layer: pygame.Surface, color) -> pygame.Surface:
    """Same alpha as ``layer``, every pixel in ``color``."""
    out = layer.copy()
    out.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((*color[:3], 0), special_flags=pygame.BLEND_RGBA_ADD)
    if len(color) == 4:
        out.fill((255, 255, 255, color[3]), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def drop_shadow(dst, layer, offset, radius, alpha=120, color=(0, 0, 0)) -> None:
    sh = silhouette(layer, (*color, alpha))
    sh = blur(sh, radius)
    dst.blit(sh, (int(offset[0]), int(offset[1])))


def outlined(layer: pygame.Surface, width: float, color) -> pygame.Surface:
    """Draw ``layer`` over a dilated silhouette of itself (an ink outline)."""
    m = pygame.mask.from_surface(layer, 40)
    sil = m.to_surface(setcolor=(*color[:3], 255), unsetcolor=(0, 0, 0, 0))
    out = new_layer(layer.get_size())
    w = max(1.0, width)
    n = max(12, int(w * 3))
    for i in range(n):
        a = 2 * math.pi * i / n
        out.blit(sil, (round(math.cos(a) * w), round(math.sin(a) * w)))
    out.blit(sil, (0, 0))
    out.blit(layer, (0, 0))
    return out


def value_noise(size, cell: float, rng: random.Random, lo=0, hi=255) -> pygame.Surface:
    """Opaque grey value noise (bilinear), cells of ``cell`` pixels."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    cell = max(1.0, cell)
    gw, gh = int(w / cell) + 2, int(h / cell) + 2
    small = pygame.Surface((gw, gh))
    for y in range(gh):
        for x in range(gw):
            v = rng.randint(lo, hi)
            small.set_at((x, y), (v, v, v))
    big = pygame.transform.smoothscale(small, (int(gw * cell), int(gh * cell)))
    return big.subsurface((0, 0, min(w, big.get_width()), min(h, big.get_height()))).copy()


def fractal_noise(size, cell, rng, octaves=3, lo=0, hi=255) -> pygame.Surface:
    out = value_noise(size, cell, rng, lo, hi)
    alpha = 110
    for i in range(1, octaves):
        layer = value_noise(size, max(1.0, cell / (2 ** i)), rng, lo, hi)
        layer.set_alpha(alpha)
        out.blit(layer, (0, 0))
        alpha = int(alpha * 0.75)
    return out


def texture(dst: pygame.Surface, mask: pygame.Surface, noise: pygame.Surface, strength: float) -> None:
    """Darken ``dst`` inside ``mask`` by a grey noise (multiply)."""
    n = noise.copy()
    lo = int(255 * (1 - strength))
    # remap 0..255 -> lo..255
    n.fill((255 - lo, 255 - lo, 255 - lo), special_flags=pygame.BLEND_RGB_MULT)
    n.fill((lo, lo, lo), special_flags=pygame.BLEND_RGB_ADD)
    tex = new_layer(dst.get_size())
    tex.blit(n, (0, 0))
    cut = new_layer(dst.get_size())
    cut.fill((255, 255, 255, 255))  # white = neutral for multiply
    cut.blit(clip_to(tex, mask), (0, 0))
    dst.blit(cut, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def glow(size, color, center=(0.5, 0.5), radius=0.5, power=1.5, res=96) -> pygame.Surface:
    """Opaque radial light (colour fading to black) for BLEND_RGB_ADD."""
    return radial(size, color, (0, 0, 0), center, radius, power, res)


def glow_at(size, color, cx, cy, r, power=1.5) -> pygame.Surface:
    """Opaque black surface of ``size`` with a round light of radius ``r`` px at (cx, cy)."""
    out = pygame.Surface((max(1, int(size[0])), max(1, int(size[1]))))
    out.fill((0, 0, 0))
    d = max(2, int(2 * r))
    spot = radial((d, d), color, (0, 0, 0), (0.5, 0.5), 0.5, power, res=64)
    out.blit(spot, (int(cx - r), int(cy - r)))
    return out


def forge_mouth(S, C, mx, my, mw, mh, rng, glow_radius=None, glow_clip=None) -> None:
    """A brick-arched forge mouth with coals and flames (base units)."""
    k = C.k
    mouth = C.layer()
    ar = mw / 2
    pygame.draw.rect(mouth, (255, 255, 255, 255), C.rect(mx, my + ar, mw, mh - ar))
    pygame.draw.circle(mouth, (255, 255, 255, 255), C.pt(mx + ar, my + ar), ar * k)
    # voussoir ring of bricks around the arch
    ring = C.layer()
    t = mw * 0.16
    n = 9
    for i in range(n):
        a0 = math.pi + math.pi * i / n
        a1 = math.pi + math.pi * (i + 1) / n
        cx, cy = mx + ar, my + ar
        pts = [(cx + (ar + 0.6) * math.cos(a0 + 0.02), cy + (ar + 0.6) * math.sin(a0 + 0.02)),
               (cx + (ar + t) * math.cos(a0 + 0.02), cy + (ar + t) * math.sin(a0 + 0.02)),
               (cx + (ar + t) * math.cos(a1 - 0.02), cy + (ar + t) * math.sin(a1 - 0.02)),
               (cx + (ar + 0.6) * math.cos(a1 - 0.02), cy + (ar + 0.6) * math.sin(a1 - 0.02))]
        pygame.draw.polygon(ring, shade((150, 82, 56), rng.uniform(0.8, 1.05)), C.pts(pts))
    for side in (mx - t, mx + mw + 0.6):
        yy = my + ar
        while yy < my + mh - 1:
            hh = min(t * 0.9, my + mh - yy)
            pygame.draw.rect(ring, shade((150, 82, 56), rng.uniform(0.8, 1.05)),
                             C.rect(side, yy + 0.5, t - 0.6, hh - 1))
            yy += t * 0.9
    S.blit(ring, (0, 0))
    # dark interior
    paint(S, mouth, vgrad(C.size, [(my / C.h, (14, 6, 4)), ((my + mh) / C.h, (70, 20, 6))]))
    S.blit(clip_to(glow_at(C.size, (210, 90, 24), C.p(mx + ar), C.p(my + mh), C.p(mw * 0.75), 1.2), mouth),
           (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    # flames
    fl = C.layer()
    nf = 7
    for i in range(nf):
        fx = mx + mw * (0.12 + 0.76 * i / (nf - 1)) + rng.uniform(-2, 2) * mw / 100
        fh = mh * rng.uniform(0.35, 0.62)
        fw = mw * rng.uniform(0.09, 0.13)
        base_y = my + mh - mh * 0.08
        lean = rng.uniform(-0.25, 0.25) * fw
        for col, f in (((235, 90, 24, 230), 1.0), ((255, 170, 50, 235), 0.7), ((255, 236, 160, 240), 0.38)):
            pts = []
            for j in range(13):
                a = math.pi * j / 12
                px = fx + math.cos(a) * fw * f
                py = base_y - math.sin(a) * fw * f * 0.6
                pts.append((px, py))
            pts.insert(7, (fx + lean * f, base_y - fh * f))
            pygame.draw.polygon(fl, col, C.pts(pts))
    S.blit(clip_to(blur(fl, 0.8 * k), mouth), (0, 0))
    # coals
    co = C.layer()
    for _ in range(int(mw * 0.9)):
        x = mx + rng.uniform(0.02, 0.98) * mw
        y = my + mh - rng.uniform(0.0, 0.11) * mh
        r = rng.uniform(0.025, 0.05) * mw
        c = mix((120, 20, 6), (255, 200, 90), rng.random() ** 1.5)
        pygame.draw.circle(co, c, C.pt(x, y), r * k)
    S.blit(clip_to(co, mouth), (0, 0))
    pygame.draw.circle(S, (20, 8, 4), C.pt(mx + ar, my + ar), ar * k, max(1, int(0.8 * k)), draw_top_left=True,
                       draw_top_right=True)
    # light spilling out of the mouth
    gr = glow_radius or mw * 1.4
    g = glow_at(C.size, (120, 50, 14), C.p(mx + ar), C.p(my + mh * 0.8), C.p(gr), 1.6)
    if glow_clip is not None:
        g = clip_to(g, glow_clip)
    S.blit(g, (0, 0), special_flags=pygame.BLEND_RGB_ADD)


# --------------------------------------------------------------------------
# Canvas: draw in base units on a supersampled surface
# --------------------------------------------------------------------------


class Canvas:
    def __init__(self, w: float, h: float, scale: float, ss: int = 4, alpha: bool = True):
        self.w, self.h = w, h
        self.scale = scale
        self.k = scale * ss
        self.out_size = (max(1, int(round(w * scale))), max(1, int(round(h * scale))))
        size = (max(1, int(round(w * self.k))), max(1, int(round(h * self.k))))
        self.surf = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
        if alpha:
            self.surf.fill((0, 0, 0, 0))
        self.size = size

    def p(self, v: float) -> float:
        return v * self.k

    def i(self, v: float) -> int:
        return int(round(v * self.k))

    def pt(self, x: float, y: float) -> tuple[float, float]:
        return (x * self.k, y * self.k)

    def pts(self, seq) -> list[tuple[float, float]]:
        return [self.pt(x, y) for x, y in seq]

    def rect(self, x, y, w, h) -> pygame.Rect:
        return pygame.Rect(self.i(x), self.i(y), max(1, self.i(w)), max(1, self.i(h)))

    def layer(self) -> pygame.Surface:
        return new_layer(self.size)

    def rrect_mask(self, x, y, w, h, r) -> pygame.Surface:
        m = self.layer()
        pygame.draw.rect(m, (255, 255, 255, 255), self.rect(x, y, w, h), border_radius=self.i(r))
        return m

    def finish(self) -> pygame.Surface:
        if self.size == self.out_size:
            return self.surf
        return pygame.transform.smoothscale(self.surf, self.out_size)


# --------------------------------------------------------------------------
# Fonts (the bundled TTFs, loaded by path)
# --------------------------------------------------------------------------

FONT_FILES = {"regular": "GenBkBasR.ttf", "bold": "GenBkBasB.ttf", "display": "Vollkorn-Black.ttf"}


def _fonts_dir() -> Path:
    try:
        from kingsforge.resources import sprites_dir
        return sprites_dir() / "fonts"
    except Exception:  # pragma: no cover - running outside the package
        return Path(__file__).resolve().parents[3] / "sprites" / "fonts"


_font_cache: dict = {}


def _font(px: int, kind: str = "bold"):
    px = max(4, int(px))
    key = (px, kind)
    if key in _font_cache:
        return _font_cache[key]
    if not pygame.font.get_init():
        pygame.font.init()
    f = None
    for k in (kind, "bold", "regular"):
        path = _fonts_dir() / FONT_FILES[k]
        if path.is_file():
            try:
                f = pygame.font.Font(str(path), px)
                break
            except Exception:  # pragma: no cover
                pass
    _font_cache[key] = f
    return f


def draw_text(surf, text, px, color, center, kind="bold", shadow=None) -> None:
    f = _font(px, kind)
    if f is None:
        log.warning("spritegen: bundled font missing, text %r skipped", text)
        return
    img = f.render(text, True, color[:3])
    r = img.get_rect(center=(int(center[0]), int(center[1])))
    if shadow:
        sh = f.render(text, True, shadow[0][:3])
        if len(shadow[0]) == 4:
            sh.set_alpha(shadow[0][3])
        surf.blit(sh, r.move(shadow[1]))
    surf.blit(img, r)


def inner_vignette(C: Canvas, mask: pygame.Surface, color, width: float, alpha: int) -> pygame.Surface:
    """Darkening that fades in from the edge of ``mask``."""
    edge = C.layer()
    edge.fill((*color, alpha))
    # shrink: blur the mask then use it to punch out the centre
    inner = blur(silhouette(mask, (255, 255, 255, 255)), width * C.k)
    # inner alpha ~255 deep inside, lower near edges -> edge layer alpha * (1 - inner)
    inv = inner.copy()
    inv.fill((255, 255, 255, 255), special_flags=pygame.BLEND_RGB_MAX)
    punch = new_layer(C.size)
    punch.fill((255, 255, 255, 255))
    punch.blit(inv, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)  # alpha = 255 - inner
    punch.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_ADD)  # rgb back to white
    edge.blit(punch, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return clip_to(edge, mask)
