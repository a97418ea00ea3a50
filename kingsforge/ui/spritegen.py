"""Procedural art for King's Forge: every sprite and sound is drawn here.

Run ``python -m kingsforge.ui.spritegen [--scale S] [--out DIR]`` to (re)build
the PNGs and WAVs; the default output folder is the repository's ``sprites/``.
Everything is drawn with pygame-ce primitives on a supersampled canvas and
smooth-scaled down, so the art is anti-aliased at any ``--scale``. All
randomness is seeded: the same scale always gives the same pixels.

Other code relies on the file names (see ``SPRITE_NAMES``) and, optionally, on
the layout rectangles in ``LAYOUT`` (base units, i.e. pixels at scale 1) that
say where the UI should draw text and dice on the cards, tiles and mats.
"""

from __future__ import annotations

import argparse
import logging
import math
import os
import random
import shutil
import struct
import sys
import wave
from pathlib import Path
from typing import Callable, Iterable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

log = logging.getLogger(__name__)

SEED = 1187  # King's Forge: any fixed number keeps the art reproducible

DIE_TYPES = ("metal", "wood", "gem", "magic", "library", "cemetery", "farm", "conjurer",
             # Masterworks' exotic dice (module ambassadors_row)
             "grimstone", "borealis", "heartwood", "aether_ore", "archive")
# A Conjurer die counts as the colour its claimer declares: a face set per colour, with that
# colour's mark (die_conjurer_<colour>_<value>); die_conjurer_<value> is the undeclared die.
DECLARED_AS = ("metal", "wood", "gem", "magic")
DIE_SIZE = 96

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

DIE_STYLE = {
    #            body colour      pip colour        symbol / inlay colour
    "metal":    dict(body=(72, 76, 86), pip=(240, 238, 230), sym=(222, 180, 92)),
    "wood":     dict(body=(46, 132, 64), pip=(248, 244, 226), sym=(238, 214, 126)),
    "gem":      dict(body=(188, 36, 46), pip=(252, 242, 232), sym=(250, 208, 120)),
    "magic":    dict(body=(40, 92, 186), pip=(240, 244, 255), sym=(250, 214, 120)),
    "library":  dict(body=(238, 230, 206), pip=(40, 32, 28), sym=(134, 92, 36)),
    "cemetery": dict(body=(112, 56, 142), pip=(244, 236, 250), sym=(232, 196, 120)),
    "farm":     dict(body=(124, 78, 40), pip=(250, 238, 210), sym=(240, 204, 106)),
    "conjurer": dict(body=(214, 226, 234), pip=(58, 70, 96), sym=(150, 118, 206)),
    "grimstone": dict(body=(54, 46, 40), pip=(250, 170, 80), sym=(236, 120, 52)),
    "borealis": dict(body=(150, 214, 222), pip=(26, 54, 82), sym=(60, 120, 190)),
    "heartwood": dict(body=(170, 98, 38), pip=(255, 236, 190), sym=(252, 210, 96)),
    "aether_ore": dict(body=(92, 70, 128), pip=(236, 240, 255), sym=(196, 206, 226)),
    "archive": dict(body=(250, 250, 246), pip=(60, 48, 36), sym=(176, 140, 70)),
}

BOX_TYPES = ("any", "wood", "gem", "magic", "gem_magic", "metal")
ICON_NAMES = ("icon_x", "icon_flip", "icon_reroll", "icon_bonus", "icon_supply",
              "icon_smithy", "icon_stock", "icon_anvil_always", "icon_steal",
              "icon_crown")

# Base sizes (scale 1) of every sprite, in pixels.
SIZES: dict[str, tuple[int, int]] = {}
for _t in DIE_TYPES:
    for _v in range(1, 7):
        SIZES[f"die_{_t}_{_v}"] = (DIE_SIZE, DIE_SIZE)
    SIZES[f"die_{_t}_blank"] = (DIE_SIZE, DIE_SIZE)
for _c in DECLARED_AS:
    for _v in list(range(1, 7)) + ["blank"]:
        SIZES[f"die_conjurer_{_c}_{_v}"] = (DIE_SIZE, DIE_SIZE)
SIZES.update({
    "die_plus6": (46, 24),
    "card_gather": (300, 420),
    "card_gather_back": (300, 420),
    "card_craft": (300, 420),
    "card_craft_back": (300, 420),
    "dock_tile": (360, 220),
    "smithy_tile": (420, 260),
    "token_auto6": (64, 64),
    "token_plus11": (64, 64),
    "anvil": (128, 96),
    "narwhal": (128, 96),       # Masterworks' first-player marker (content.first_player_marker)
    "table_bg": (1920, 1080),
    "title_bg": (1920, 1080),
})
for _b in BOX_TYPES:
    SIZES[f"icon_box_{_b}"] = (48, 48)
for _i in ICON_NAMES:
    SIZES[_i] = (48, 48)

SPRITE_NAMES: tuple[str, ...] = tuple(SIZES)
SOUND_NAMES = ("roll", "drop", "craft", "click", "error")

# Where the UI should put things, in base units (pixels at scale 1).
LAYOUT: dict[str, dict[str, tuple[int, int, int, int]]] = {
    "card_gather": {
        "top": (24, 24, 252, 174),        # upper action area
        "bottom": (24, 222, 252, 174),    # lower action area
        "divider": (24, 198, 252, 24),    # ornament between them
    },
    "card_craft": {
        "title": (20, 18, 194, 44),       # name ribbon
        "rank": (222, 10, 70, 62),        # rank shield, top-right corner
        "requirements": (226, 80, 60, 326),  # column of dice requirement boxes
        "art": (20, 70, 194, 222),
        "text": (20, 300, 194, 106),      # effect / points
    },
    "dock_tile": {
        "name": (100, 10, 160, 34),
        "slot1": (30, 56, 140, 140),
        "slot2": (190, 56, 140, 140),
    },
    "smithy_tile": {
        "name": (20, 12, 380, 38),
        "hearth": (18, 60, 112, 184),
        "tray": (140, 60, 262, 184),      # felt tray for the player's dice
    },
    "die": {
        "symbol": (38, 8, 20, 19),        # small type symbol, never under a pip
        "badge": (29, 76, 38, 20),        # where the +6 plaque goes (below the pips)
    },
}

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
        return Path(__file__).resolve().parents[2] / "sprites" / "fonts"


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


# --------------------------------------------------------------------------
# Symbols (drawn opaque in one colour, details in a darker colour)
# --------------------------------------------------------------------------


def sym_nut(L, cx, cy, s, col, det):
    r = 0.52 * s
    hexa = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in range(0, 360, 60)]
    pygame.draw.polygon(L, col, hexa)
    pygame.draw.circle(L, det, (cx, cy), 0.34 * s, max(1, int(0.06 * s)))
    pygame.draw.circle(L, (0, 0, 0, 0), (cx, cy), 0.22 * s)


def sym_leaf(L, cx, cy, s, col, det):
    n = 28
    length, width = 1.0 * s, 0.56 * s
    upper, lower = [], []
    for i in range(n + 1):
        t = i / n
        x = (t - 0.5) * length
        y = (width / 2) * (math.sin(math.pi * t) ** 0.85) * (1 - 0.25 * t)
        upper.append((x, -y))
        lower.append((x, y * 0.92))
    pts = upper + lower[::-1]
    ang = -45
    ox, oy = cx + 0.06 * s, cy - 0.02 * s
    pygame.draw.polygon(L, col, rotate_pts(pts, ang, ox, oy))
    stem = rotate_pts([(-0.5 * length, 0), (-0.66 * length, 0.05 * s)], ang, ox, oy)
    pygame.draw.line(L, col, stem[0], stem[1], max(1, int(0.09 * s)))
    rib = rotate_pts([(-0.48 * length, 0), (0.38 * length, 0)], ang, ox, oy)
    wv = max(1, int(0.055 * s))
    pygame.draw.line(L, det, rib[0], rib[1], wv)
    for f in (-0.22, 0.0, 0.2):
        for side in (-1, 1):
            v = rotate_pts([(f * length, 0), ((f + 0.16) * length, side * 0.17 * s)], ang, ox, oy)
            pygame.draw.line(L, det, v[0], v[1], max(1, int(0.04 * s)))


def sym_gem(L, cx, cy, s, col, det):
    top, gird, bot = -0.40, -0.10, 0.50
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    outline = [P(-0.26, top), P(0.26, top), P(0.52, gird), P(0, bot), P(-0.52, gird)]
    pygame.draw.polygon(L, col, outline)
    # lighter table facet
    pygame.draw.polygon(L, shade(col, 1.25), [P(-0.26, top), P(0.26, top), P(0.14, gird), P(-0.14, gird)])
    w = max(1, int(0.05 * s))
    pygame.draw.line(L, det, P(-0.52, gird), P(0.52, gird), w)
    for a, b in (((-0.26, top), (-0.14, gird)), ((0.26, top), (0.14, gird)),
                 ((-0.14, gird), (0, bot)), ((0.14, gird), (0, bot))):
        pygame.draw.line(L, det, P(*a), P(*b), w)


def star_points(cx, cy, r_out, r_in, n=5, rot=-90):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def sym_star(L, cx, cy, s, col, det):
    pygame.draw.polygon(L, col, star_points(cx, cy + 0.04 * s, 0.56 * s, 0.24 * s))
    pygame.draw.polygon(L, shade(col, 1.2), star_points(cx, cy + 0.04 * s, 0.26 * s, 0.11 * s))


def sym_book(L, cx, cy, s, col, det):
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    # cover (slightly larger, darker)
    cover = [P(0, -0.22), P(-0.3, -0.32), P(-0.56, -0.30), P(-0.56, 0.38), P(-0.3, 0.34), P(0, 0.44),
             P(0.3, 0.34), P(0.56, 0.38), P(0.56, -0.30), P(0.3, -0.32)]
    pygame.draw.polygon(L, det, cover)
    left = [P(-0.03, -0.26), P(-0.28, -0.38), P(-0.5, -0.36), P(-0.5, 0.28), P(-0.28, 0.26), P(-0.03, 0.36)]
    right = [(2 * cx - x, y) for x, y in left]
    pygame.draw.polygon(L, col, left)
    pygame.draw.polygon(L, col, right)
    w = max(1, int(0.045 * s))
    for yy in (-0.14, 0.0, 0.14):
        pygame.draw.line(L, det, P(-0.42, yy - 0.08), P(-0.12, yy - 0.02), w)
        pygame.draw.line(L, det, P(0.12, yy - 0.02), P(0.42, yy - 0.08), w)


def sym_tomb(L, cx, cy, s, col, det):
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    hw = 0.30 * s
    top = cy - 0.20 * s
    pygame.draw.ellipse(L, det, pygame.Rect(P(-0.52, 0.32), (1.04 * s, 0.22 * s)))
    pygame.draw.rect(L, col, pygame.Rect(cx - hw, top, 2 * hw, 0.6 * s))
    pygame.draw.circle(L, col, (cx, top), hw)
    w = max(1, int(0.09 * s))
    pygame.draw.line(L, det, P(0, -0.36), P(0, 0.16), w)
    pygame.draw.line(L, det, P(-0.15, -0.18), P(0.15, -0.18), w)


def sym_wheat(L, cx, cy, s, col, det):
    """A sheaf of wheat: three stalks with grain heads (the Farm die)."""
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    w = max(1, int(0.08 * s))
    for lean in (-0.22, 0.0, 0.22):
        top = P(lean * 1.3, -0.30)
        pygame.draw.line(L, col, P(lean * 0.2, 0.52), top, w)
        for k in range(4):
            y = -0.52 + k * 0.13
            for side in (-1, 1):
                ex, ey = lean * 1.3 + side * 0.10, y + 0.02
                grain = pygame.Rect(0, 0, 0.15 * s, 0.24 * s)
                grain.center = P(ex * 0.7 + lean * 0.4, ey)
                pygame.draw.ellipse(L, col, grain)
        pygame.draw.ellipse(L, col, pygame.Rect(P(lean * 1.3 - 0.06, -0.66), (0.12 * s, 0.2 * s)))
    pygame.draw.line(L, det, P(-0.30, 0.24), P(0.30, 0.24), max(1, int(0.1 * s)))


def sym_sparkle(L, cx, cy, s, col, det):
    """A four-pointed sparkle with a small one beside it (the undeclared Conjurer die)."""
    pygame.draw.polygon(L, col, star_points(cx - 0.06 * s, cy + 0.06 * s, 0.56 * s, 0.14 * s, n=4, rot=-90))
    pygame.draw.polygon(L, shade(col, 1.25), star_points(cx + 0.36 * s, cy - 0.34 * s, 0.22 * s, 0.06 * s, n=4,
                                                          rot=-90))


def sym_rock(L, cx, cy, s, col, det):
    """A craggy stone with a glowing crack (the Grimstone die)."""
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    pts = [P(-0.50, 0.30), P(-0.42, -0.16), P(-0.12, -0.46), P(0.30, -0.38), P(0.52, 0.02), P(0.40, 0.36),
           P(-0.04, 0.46)]
    pygame.draw.polygon(L, col, pts)
    w = max(1, int(0.08 * s))
    pygame.draw.lines(L, det, False, [P(-0.10, -0.40), P(0.02, -0.10), P(-0.12, 0.10), P(0.06, 0.40)], w)


def sym_flake(L, cx, cy, s, col, det):
    """A six-armed snowflake (the Borealis die)."""
    w = max(1, int(0.11 * s))
    for i in range(3):
        a = math.radians(90 + i * 60)
        dx, dy = math.cos(a) * 0.5 * s, math.sin(a) * 0.5 * s
        pygame.draw.line(L, col, (cx - dx, cy - dy), (cx + dx, cy + dy), w)
        for sign in (-1, 1):
            ex, ey = cx + sign * dx * 0.62, cy + sign * dy * 0.62
            for b in (-35, 35):
                a2 = a + math.radians(b) + (0 if sign > 0 else math.pi)
                pygame.draw.line(L, col, (ex, ey), (ex + math.cos(a2) * 0.2 * s, ey + math.sin(a2) * 0.2 * s),
                                 max(1, w // 2 + 1))
    pygame.draw.circle(L, det, (cx, cy), 0.1 * s)


def sym_rings(L, cx, cy, s, col, det):
    """A tree's growth rings (the Heartwood die)."""
    for k, r in enumerate((0.5, 0.36, 0.22, 0.09)):
        pygame.draw.circle(L, col if k % 2 == 0 else det, (cx, cy), r * s)


def sym_shard(L, cx, cy, s, col, det):
    """Two crystal shards of sky ore (the Aether Ore die)."""
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    pygame.draw.polygon(L, col, [P(-0.10, 0.48), P(-0.34, 0.0), P(-0.12, -0.52), P(0.10, 0.0)])
    pygame.draw.polygon(L, shade(col, 0.8), [P(0.12, 0.48), P(0.04, 0.08), P(0.28, -0.30), P(0.42, 0.10)])
    pygame.draw.line(L, det, P(-0.12, -0.44), P(-0.12, 0.40), max(1, int(0.05 * s)))


def sym_scroll(L, cx, cy, s, col, det):
    """A rolled scroll (the Archive die)."""
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    pygame.draw.rect(L, col, pygame.Rect(P(-0.36, -0.34), (0.72 * s, 0.68 * s)))
    for y in (-0.34, 0.34):
        pygame.draw.ellipse(L, det, pygame.Rect(P(-0.46, y - 0.1), (0.92 * s, 0.2 * s)))
    w = max(1, int(0.05 * s))
    for y in (-0.12, 0.02, 0.16):
        pygame.draw.line(L, det, P(-0.22, y), P(0.22, y), w)


SYMBOLS = {"metal": sym_nut, "wood": sym_leaf, "gem": sym_gem, "magic": sym_star,
           "library": sym_book, "cemetery": sym_tomb, "farm": sym_wheat, "conjurer": sym_sparkle,
           "grimstone": sym_rock, "borealis": sym_flake, "heartwood": sym_rings, "aether_ore": sym_shard,
           "archive": sym_scroll}


def symbol_layer(size, die_type, cx, cy, s, col, det=None, emboss=True) -> pygame.Surface:
    L = new_layer(size)
    det = det or shade(col, 0.6)
    SYMBOLS[die_type](L, cx, cy, s, col, det)
    if not emboss:
        return L
    out = new_layer(size)
    out.blit(silhouette(L, (0, 0, 0, 110)), (0, max(1, int(0.06 * s))))
    out.blit(L, (0, 0))
    return out


# --------------------------------------------------------------------------
# Dice
# --------------------------------------------------------------------------

_A, _M, _B = 28.5, 48.0, 67.5
PIPS = {
    1: [(_M, _M)],
    2: [(_B, _A), (_A, _B)],
    3: [(_B, _A), (_M, _M), (_A, _B)],
    4: [(_A, _A), (_B, _A), (_A, _B), (_B, _B)],
    5: [(_A, _A), (_B, _A), (_M, _M), (_A, _B), (_B, _B)],
    6: [(_A, _A), (_B, _A), (_A, _M), (_B, _M), (_A, _B), (_B, _B)],
}
PIP_R = 8.2


def _die_texture(C: Canvas, die_type: str, body, rng: random.Random) -> pygame.Surface:
    """Subtle per-material surface detail, drawn on a full-canvas layer."""
    T = C.layer()
    k = C.k
    if die_type == "metal":  # brushed steel
        for _ in range(70):
            y = rng.uniform(8, 88)
            a = rng.randint(6, 22)
            c = (255, 255, 255, a) if rng.random() < 0.5 else (0, 0, 0, a + 8)
            x0 = rng.uniform(4, 50)
            pygame.draw.line(T, c, C.pt(x0, y), C.pt(x0 + rng.uniform(20, 50), y), max(1, int(0.5 * k)))
    elif die_type == "wood":  # grain
        for i in range(9):
            y0 = 10 + i * 9.5 + rng.uniform(-2, 2)
            amp = rng.uniform(1.0, 2.6)
            ph = rng.uniform(0, 6.3)
            pts = [C.pt(x, y0 + amp * math.sin(x / 13 + ph)) for x in range(0, 97, 4)]
            pygame.draw.lines(T, rgba(shade(body, 0.6), 60), False, pts, max(1, int(0.8 * k)))
    elif die_type == "gem":  # facets
        cx, cy = 48, 48
        for i in range(8):
            a0 = math.radians(i * 45 + 10)
            a1 = math.radians(i * 45 + 55)
            pts = [C.pt(cx, cy), C.pt(cx + 80 * math.cos(a0), cy + 80 * math.sin(a0)),
                   C.pt(cx + 80 * math.cos(a1), cy + 80 * math.sin(a1))]
            c = (255, 255, 255, 18) if i % 2 == 0 else (0, 0, 0, 22)
            pygame.draw.polygon(T, c, pts)
    elif die_type == "magic":  # starry speckle
        for _ in range(26):
            x, y = rng.uniform(10, 86), rng.uniform(10, 86)
            r = rng.uniform(0.4, 1.1)
            pygame.draw.circle(T, (220, 235, 255, rng.randint(50, 120)), C.pt(x, y), max(1, r * k))
    elif die_type == "library":  # paper ruling
        for i in range(10):
            y = 12 + i * 8
            pygame.draw.line(T, (120, 96, 60, 26), C.pt(10, y), C.pt(86, y), max(1, int(0.5 * k)))
    elif die_type == "farm":  # straw: short crossing strokes
        for _ in range(60):
            x, y = rng.uniform(6, 90), rng.uniform(6, 90)
            a = rng.uniform(-0.5, 0.5) + (0.0 if rng.random() < 0.5 else math.pi / 2)
            ln = rng.uniform(5, 11)
            c = (255, 230, 170, rng.randint(16, 34)) if rng.random() < 0.5 else (40, 20, 6, rng.randint(18, 34))
            pygame.draw.line(T, c, C.pt(x, y), C.pt(x + ln * math.cos(a), y + ln * math.sin(a)),
                             max(1, int(0.7 * k)))
    elif die_type == "conjurer":  # clear crystal: diagonal glints and faint inner facets
        for i in range(5):
            x0 = -20 + i * 26 + rng.uniform(-4, 4)
            pygame.draw.line(T, (255, 255, 255, 70 if i % 2 else 40), C.pt(x0, 96), C.pt(x0 + 60, 0),
                             max(1, int(rng.uniform(1.0, 3.5) * k)))
        for i in range(6):
            a0, a1 = math.radians(i * 60 + 15), math.radians(i * 60 + 45)
            pts = [C.pt(48, 48), C.pt(48 + 70 * math.cos(a0), 48 + 70 * math.sin(a0)),
                   C.pt(48 + 70 * math.cos(a1), 48 + 70 * math.sin(a1))]
            pygame.draw.polygon(T, (120, 150, 200, 26), pts)
    elif die_type == "cemetery":  # mottled stone
        for _ in range(40):
            x, y = rng.uniform(8, 88), rng.uniform(8, 88)
            r = rng.uniform(1.5, 5)
            c = (0, 0, 0, rng.randint(10, 26)) if rng.random() < 0.6 else (255, 255, 255, rng.randint(8, 18))
            pygame.draw.circle(T, c, C.pt(x, y), r * k)
        T = blur(T, 0.6 * k)
    return T


def draw_die(scale: float, die_type: str, value: int | None, ss: int = 4, mark: str | None = None) -> pygame.Surface:
    """A die face; `mark` draws another type's symbol in that type's own colour (a declared Conjurer die)."""
    st = DIE_STYLE[die_type]
    body = st["body"]
    C = Canvas(DIE_SIZE, DIE_SIZE, scale, ss)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-die-{die_type}")  # same texture on every face

    bx, by, bw, bh, br = 6, 5, 84, 84, 17
    outer = C.rrect_mask(bx, by, bw, bh, br)
    drop_shadow(S, outer, (1.2 * k, 3.2 * k), 2.6 * k, 130)

    # rim: bevel, light at the top, dark at the bottom
    paint(S, outer, vgrad(C.size, [(0.0, shade(body, 1.35)), (0.45, body), (1.0, shade(body, 0.5))]))
    # face
    face = C.rrect_mask(bx + 4.5, by + 4.0, bw - 9, bh - 9.5, br - 4)
    paint(S, face, vgrad(C.size, [(0.0, shade(body, 1.08)), (1.0, shade(body, 0.9))]))
    S.blit(clip_to(_die_texture(C, die_type, body, rng), face), (0, 0))
    # soft sheen at top-left
    sheen = C.layer()
    pygame.draw.ellipse(sheen, (255, 255, 255, 46), C.rect(12, 10, 50, 30))
    S.blit(clip_to(blur(sheen, 4 * k), face), (0, 0))
    # thin inner edge shadow of the face
    edge = C.layer()
    pygame.draw.rect(edge, rgba(shade(body, 0.45), 90), C.rect(bx + 4.5, by + 4.0, bw - 9, bh - 9.5),
                     max(1, int(1.0 * k)), border_radius=C.i(br - 4))
    S.blit(edge, (0, 0))
    # outline
    pygame.draw.rect(S, rgba(shade(body, 0.3), 255), C.rect(bx, by, bw, bh), max(1, int(1.3 * k)),
                     border_radius=C.i(br))

    symcol = st["sym"] if mark is None else DIE_STYLE[mark]["body"]
    symbol = die_type if mark is None else mark
    if value is None:
        L = symbol_layer(C.size, symbol, C.p(48), C.p(47), C.p(42), symcol)
        S.blit(L, (0, 0))
    else:
        L = symbol_layer(C.size, symbol, C.p(48), C.p(17.5), C.p(18), symcol)
        S.blit(L, (0, 0))
        pip = st["pip"]
        dark_pip = sum(pip) < 300
        for (x, y) in PIPS[value]:
            # recess: a darker rim whose top edge shows
            pygame.draw.circle(S, rgba(shade(body, 0.35), 220), C.pt(x, y - 0.5), (PIP_R + 0.9) * k)
            pygame.draw.circle(S, pip, C.pt(x, y + 0.5), PIP_R * k)
            if not dark_pip:
                pygame.draw.circle(S, shade(pip, 0.86), C.pt(x, y - 0.6), PIP_R * k, max(1, int(1.3 * k)))
            else:
                pygame.draw.circle(S, (90, 80, 72), C.pt(x - 2.2, y - 2.4), 1.6 * k)
    return C.finish()


def draw_plus6(scale: float) -> pygame.Surface:
    w, h = SIZES["die_plus6"]
    C = Canvas(w, h, scale)
    S = C.surf
    k = C.k
    m = C.rrect_mask(1.5, 1, w - 3, h - 3.5, 6)
    drop_shadow(S, m, (0, 1.2 * k), 1.2 * k, 160)
    paint(S, m, vgrad(C.size, [(0, BRASS_L), (0.5, BRASS_M), (1, BRASS_D)]))
    pygame.draw.rect(S, INK, C.rect(1.5, 1, w - 3, h - 3.5), max(1, int(1.3 * k)), border_radius=C.i(6))
    cy = 1 + (h - 3.5) / 2
    for x in (5.5, w - 5.5):
        pygame.draw.circle(S, BRASS_D, C.pt(x, cy), 1.5 * k)
        pygame.draw.circle(S, BRASS_L, C.pt(x - 0.4, cy - 0.4), 0.6 * k)
    draw_text(S, "+6", 21 * k, INK, C.pt(w / 2, cy + 0.3), "bold",
              shadow=((255, 240, 190, 150), (0, int(0.8 * k))))
    return C.finish()


# --------------------------------------------------------------------------
# Cards, tiles, mats
# --------------------------------------------------------------------------


def wood_fill(C: Canvas, base, rng, horizontal=True, ring_density=1.0) -> pygame.Surface:
    """A full-canvas wood-grain layer in shades of ``base``."""
    w, h = C.size
    L = C.layer()
    L.fill((*base, 255))
    k = C.k
    span = w if horizontal else h
    other = h if horizontal else w
    n = int(other / (2.2 * k) * ring_density) + 2
    for i in range(n):
        off = (i + rng.uniform(-0.4, 0.4)) * other / n
        amp = rng.uniform(0.4, 2.2) * k
        freq = rng.uniform(0.6, 1.6) / (40 * k)
        ph = rng.uniform(0, 6.3)
        col = shade(base, rng.uniform(0.72, 0.9)) if rng.random() < 0.7 else shade(base, rng.uniform(1.06, 1.16))
        step = max(2, int(6 * k))
        pts = []
        for s in range(0, span + step, step):
            d = off + amp * math.sin(s * freq + ph) + 0.5 * amp * math.sin(s * freq * 2.7 + ph * 1.3)
            pts.append((s, d) if horizontal else (d, s))
        pygame.draw.lines(L, (*col, 255), False, pts, max(1, int(rng.uniform(0.4, 1.2) * k)))
    return blur(L, 0.5 * k)


def parchment_fill(C: Canvas, rng, base=PARCH, strength=0.14, fibres=True) -> pygame.Surface:
    L = C.layer()
    L.fill((*base, 255))
    full = C.layer()
    full.fill((255, 255, 255, 255))
    texture(L, full, fractal_noise(C.size, 22 * C.k, rng, 3), strength)
    # fibres
    for _ in range(int(C.w * C.h / 900) if fibres else 0):
        x, y = rng.uniform(0, C.w), rng.uniform(0, C.h)
        a = rng.uniform(0, math.pi)
        ln = rng.uniform(1.5, 5)
        pygame.draw.line(L, rgba(shade(base, 0.85), 22), C.pt(x, y),
                         C.pt(x + ln * math.cos(a), y + ln * math.sin(a)), max(1, int(0.35 * C.k)))
    return L


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


def rivet(S, C: Canvas, x, y, r, col=BRASS_M):
    pygame.draw.circle(S, (0, 0, 0, 90), C.pt(x + 0.4, y + 0.8), (r + 0.5) * C.k)
    pygame.draw.circle(S, shade(col, 0.55), C.pt(x, y), r * C.k)
    pygame.draw.circle(S, col, C.pt(x - 0.2, y - 0.2), (r - 0.6) * C.k)
    pygame.draw.circle(S, shade(col, 1.5), C.pt(x - r * 0.35, y - r * 0.35), max(1, r * 0.35 * C.k))


def ornament_divider(S, C: Canvas, x0, x1, y, col=INK_SOFT, accent=BRASS_M):
    k = C.k
    cx = (x0 + x1) / 2
    pygame.draw.line(S, col, C.pt(x0, y), C.pt(cx - 14, y), max(1, int(1.2 * k)))
    pygame.draw.line(S, col, C.pt(cx + 14, y), C.pt(x1, y), max(1, int(1.2 * k)))
    for sx in (-1, 1):
        pygame.draw.circle(S, col, C.pt(cx + sx * 18, y), 1.8 * k)
        pygame.draw.circle(S, col, C.pt(x0 if sx < 0 else x1, y), 1.5 * k)
    dia = [C.pt(cx, y - 7), C.pt(cx + 10, y), C.pt(cx, y + 7), C.pt(cx - 10, y)]
    pygame.draw.polygon(S, accent, dia)
    pygame.draw.polygon(S, INK, dia, max(1, int(1.1 * k)))
    pygame.draw.circle(S, shade(accent, 1.4), C.pt(cx - 1.5, y - 1.5), 1.6 * k)


def framed_box(S, C: Canvas, x, y, w, h, r, fill, line=INK_SOFT, corner=True, alpha=255):
    k = C.k
    m = C.rrect_mask(x, y, w, h, r)
    if isinstance(fill, pygame.Surface):
        paint(S, m, fill)
    else:
        paint(S, m, rgba(fill, alpha))
    pygame.draw.rect(S, line, C.rect(x, y, w, h), max(1, int(1.4 * k)), border_radius=C.i(r))
    pygame.draw.rect(S, rgba(line, 120), C.rect(x + 3.5, y + 3.5, w - 7, h - 7), max(1, int(0.7 * k)),
                     border_radius=C.i(max(0, r - 3)))
    if corner:
        for cx, cy in ((x + 3.5, y + 3.5), (x + w - 3.5, y + 3.5), (x + 3.5, y + h - 3.5), (x + w - 3.5, y + h - 3.5)):
            d = 3.2
            pygame.draw.polygon(S, line, [C.pt(cx, cy - d), C.pt(cx + d, cy), C.pt(cx, cy + d), C.pt(cx - d, cy)])


def card_base(scale: float, frame: str, seed: str):
    """Common card body: frame (wood or iron) + parchment; returns (canvas, inner mask)."""
    w, h = 300, 420
    C = Canvas(w, h, scale, ss=2)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-{seed}")
    outer = C.rrect_mask(0, 0, w, h, 16)
    if frame == "wood":
        paint(S, outer, wood_fill(C, WOOD_M, rng, horizontal=False))
        S.blit(clip_to(vgrad(C.size, [(0, (255, 230, 200, 40)), (0.5, (0, 0, 0, 0)), (1, (0, 0, 0, 90))]), outer), (0, 0))
        line = BRASS_M
    else:
        paint(S, outer, vgrad(C.size, [(0, shade(IRON_M, 1.25)), (0.5, IRON_M), (1, shade(IRON_D, 0.9))]))
        texture(S, outer, value_noise(C.size, 6 * k, rng), 0.12)
        line = BRASS_M
    pygame.draw.rect(S, (20, 12, 6), C.rect(0, 0, w, h), max(1, int(1.5 * k)), border_radius=C.i(16))
    pygame.draw.rect(S, line, C.rect(6.5, 6.5, w - 13, h - 13), max(1, int(1.6 * k)), border_radius=C.i(11))
    inner = C.rrect_mask(10, 10, w - 20, h - 20, 9)
    paint(S, inner, parchment_fill(C, rng))
    S.blit(inner_vignette(C, inner, (120, 80, 40), 10, 120), (0, 0))
    pygame.draw.rect(S, (40, 26, 14), C.rect(10, 10, w - 20, h - 20), max(1, int(1.0 * k)), border_radius=C.i(9))
    if frame == "iron":
        for x, y in ((5, 30), (5, h - 30), (w - 5, h - 30), (5, h / 2), (w - 5, h / 2)):
            rivet(S, C, x, y, 2.6)
    return C, inner, rng


def draw_card_gather(scale: float) -> pygame.Surface:
    C, inner, rng = card_base(scale, "wood", "gather")
    S = C.surf
    lay = LAYOUT["card_gather"]
    light = parchment_fill(C, rng, PARCH_LIGHT, 0.08)
    for key in ("top", "bottom"):
        x, y, w, h = lay[key]
        framed_box(S, C, x, y, w, h, 8, light)
    ornament_divider(S, C, 30, 270, 210)
    # a little die medallion on the divider
    k = C.k
    pygame.draw.circle(S, (0, 0, 0, 90), C.pt(150, 211.5), 12.5 * k)
    pygame.draw.circle(S, BRASS_M, C.pt(150, 210), 12 * k)
    pygame.draw.circle(S, BRASS_L, C.pt(149, 209), 10 * k)
    pygame.draw.circle(S, INK, C.pt(150, 210), 12 * k, max(1, int(1.1 * k)))
    L = C.layer()
    mini_die(L, C, 150, 210, 13, 3, body=(246, 238, 216), pip=INK, angle=12)
    S.blit(L, (0, 0))
    # brass corner filigree
    for cx, cy, sx, sy in ((10, 10, 1, 1), (290, 10, -1, 1), (10, 410, 1, -1), (290, 410, -1, -1)):
        tri = [C.pt(cx, cy), C.pt(cx + sx * 16, cy), C.pt(cx, cy + sy * 16)]
        pygame.draw.polygon(S, BRASS_M, tri)
        pygame.draw.polygon(S, BRASS_D, tri, max(1, int(0.8 * k)))
        pygame.draw.circle(S, BRASS_L, C.pt(cx + sx * 4.5, cy + sy * 4.5), 1.6 * k)
    return C.finish()


def draw_card_craft(scale: float) -> pygame.Surface:
    C, inner, rng = card_base(scale, "iron", "craft")
    S = C.surf
    k = C.k
    lay = LAYOUT["card_craft"]
    light = parchment_fill(C, rng, PARCH_LIGHT, 0.08)
    # title ribbon
    x, y, w, h = lay["title"]
    rib = C.layer()
    notch = 9
    pygame.draw.polygon(rib, (255, 255, 255, 255), C.pts([(x, y), (x + w, y), (x + w - notch, y + h / 2),
                                                          (x + w, y + h), (x, y + h), (x + notch, y + h / 2)]))
    drop_shadow(S, rib, (0, 1.5 * k), 1.5 * k, 80)
    paint(S, rib, vgrad(C.size, [(0, (132, 40, 36)), (1, (92, 24, 22))]))
    pygame.draw.polygon(S, (50, 14, 10), C.pts([(x, y), (x + w, y), (x + w - notch, y + h / 2),
                                                 (x + w, y + h), (x, y + h), (x + notch, y + h / 2)]),
                        max(1, int(1.2 * k)))
    pygame.draw.line(S, rgba(BRASS_L, 160), C.pt(x + 12, y + 4), C.pt(x + w - 12, y + 4), max(1, int(0.8 * k)))
    pygame.draw.line(S, rgba(BRASS_L, 160), C.pt(x + 12, y + h - 4), C.pt(x + w - 12, y + h - 4), max(1, int(0.8 * k)))
    # art window
    x, y, w, h = lay["art"]
    art = parchment_fill(C, rng, (222, 204, 164), 0.12)
    framed_box(S, C, x, y, w, h, 6, art, corner=False)
    wm = C.layer()
    anvil_shape(wm, C, x + w / 2, y + h * 0.58, w * 0.62, (120, 90, 50, 38))
    S.blit(wm, (0, 0))
    am = C.rrect_mask(x, y, w, h, 6)
    S.blit(inner_vignette(C, am, (90, 60, 30), 14, 90), (0, 0))
    # text box
    x, y, w, h = lay["text"]
    framed_box(S, C, x, y, w, h, 6, light)
    # requirements column: stitched leather strip
    x, y, w, h = lay["requirements"]
    m = C.rrect_mask(x, y, w, h, 8)
    drop_shadow(S, m, (0, 1.2 * k), 1.5 * k, 110)
    paint(S, m, vgrad(C.size, [(0, shade(LEATHER, 1.15)), (1, shade(LEATHER, 0.8))]))
    texture(S, m, value_noise(C.size, 3 * k, rng), 0.18)
    pygame.draw.rect(S, (34, 18, 10), C.rect(x, y, w, h), max(1, int(1.3 * k)), border_radius=C.i(8))
    # stitching
    for yy in range(int(y + 6), int(y + h - 5), 6):
        for xx in (x + 4, x + w - 4):
            pygame.draw.line(S, (214, 186, 132), C.pt(xx, yy), C.pt(xx, yy + 3), max(1, int(0.9 * k)))
    for xx in range(int(x + 8), int(x + w - 6), 6):
        for yy in (y + 4, y + h - 4):
            pygame.draw.line(S, (214, 186, 132), C.pt(xx, yy), C.pt(xx + 3, yy), max(1, int(0.9 * k)))
    # rank shield (top-right corner)
    x, y, w, h = lay["rank"]
    sh = [(x, y), (x + w, y), (x + w, y + h * 0.62), (x + w / 2, y + h), (x, y + h * 0.62)]
    shm = C.layer()
    pygame.draw.polygon(shm, (255, 255, 255, 255), C.pts(sh))
    drop_shadow(S, shm, (0.8 * k, 2 * k), 2 * k, 130)
    paint(S, shm, vgrad(C.size, [(0, BRASS_L), (0.35, BRASS_M), (1, BRASS_D)]))
    inner_sh = [(x + 5, y + 4), (x + w - 5, y + 4), (x + w - 5, y + h * 0.6), (x + w / 2, y + h - 6),
                (x + 5, y + h * 0.6)]
    pygame.draw.polygon(S, rgba(shade(BRASS_D, 0.8), 200), C.pts(inner_sh), max(1, int(1.0 * k)))
    pygame.draw.polygon(S, INK, C.pts(sh), max(1, int(1.4 * k)))
    return C.finish()


def card_back(scale: float, frame: str, base, seed: str, emblem: Callable) -> pygame.Surface:
    w, h = 300, 420
    C = Canvas(w, h, scale, ss=2)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-{seed}")
    outer = C.rrect_mask(0, 0, w, h, 16)
    if frame == "wood":
        paint(S, outer, wood_fill(C, WOOD_M, rng, horizontal=False))
    else:
        paint(S, outer, vgrad(C.size, [(0, shade(IRON_M, 1.25)), (0.5, IRON_M), (1, shade(IRON_D, 0.9))]))
        texture(S, outer, value_noise(C.size, 6 * k, rng), 0.12)
    pygame.draw.rect(S, (20, 12, 6), C.rect(0, 0, w, h), max(1, int(1.5 * k)), border_radius=C.i(16))
    inner = C.rrect_mask(12, 12, w - 24, h - 24, 9)
    paint(S, inner, radial(C.size, shade(base, 1.25), shade(base, 0.6), radius=0.75))
    texture(S, inner, fractal_noise(C.size, 14 * k, rng, 3), 0.18)
    # lattice
    lat = C.layer()
    step = 28
    for i in range(-20, 30):
        x0 = i * step
        pygame.draw.line(lat, rgba(shade(base, 0.45), 110), C.pt(x0, 0), C.pt(x0 + h, h), max(1, int(1.2 * k)))
        pygame.draw.line(lat, rgba(shade(base, 0.45), 110), C.pt(x0, h), C.pt(x0 + h, 0), max(1, int(1.2 * k)))
    S.blit(clip_to(lat, inner), (0, 0))
    for yy in range(0, h + step, step):
        for xx in range(0, w + step, step):
            for ox, oy in ((0, 0), (step / 2, step / 2)):
                px, py = xx + ox, yy + oy
                if 18 < px < w - 18 and 18 < py < h - 18:
                    pygame.draw.circle(S, rgba(BRASS_M, 150), C.pt(px, py), 1.5 * k)
    S.blit(inner_vignette(C, inner, (0, 0, 0), 16, 150), (0, 0))
    pygame.draw.rect(S, BRASS_M, C.rect(12, 12, w - 24, h - 24), max(1, int(2 * k)), border_radius=C.i(9))
    pygame.draw.rect(S, rgba(BRASS_L, 140), C.rect(17, 17, w - 34, h - 34), max(1, int(0.8 * k)), border_radius=C.i(6))
    # medallion
    cx, cy, r = w / 2, h / 2, 74
    med = C.layer()
    pygame.draw.circle(med, (255, 255, 255, 255), C.pt(cx, cy), r * k)
    drop_shadow(S, med, (0, 3 * k), 4 * k, 160)
    paint(S, med, radial(C.size, BRASS_L, BRASS_D, center=(0.42, 0.42), radius=0.3))
    pygame.draw.circle(S, INK, C.pt(cx, cy), r * k, max(1, int(1.5 * k)))
    # ring of studs
    for i in range(24):
        a = 2 * math.pi * i / 24
        pygame.draw.circle(S, shade(BRASS_D, 0.9), C.pt(cx + (r - 6) * math.cos(a), cy + (r - 6) * math.sin(a)), 1.6 * k)
    ri = r - 12
    pygame.draw.circle(S, shade(base, 0.45), C.pt(cx, cy), ri * k)
    pygame.draw.circle(S, INK, C.pt(cx, cy), ri * k, max(1, int(1.2 * k)))
    emblem(S, C, cx, cy, ri)
    if frame == "iron":
        for x, y in ((6, 30), (6, h - 30), (w - 6, 30), (w - 6, h - 30), (6, h / 2), (w - 6, h / 2)):
            rivet(S, C, x, y, 2.6)
    return C.finish()


def _emblem_dice(S, C: Canvas, cx, cy, r):
    k = C.k
    px = int(r * 0.78 * k)
    for t, v, dx, dy, ang in (("wood", 5, -0.36, 0.18, -12), ("gem", 3, 0.36, 0.2, 10), ("magic", 6, 0.0, -0.26, 0)):
        d = draw_die(px / DIE_SIZE, t, v, ss=2)
        if ang:
            d = pygame.transform.rotozoom(d, ang, 1.0)
        S.blit(d, d.get_rect(center=(int((cx + dx * r) * k), int((cy + dy * r) * k))))


def _emblem_hammer(S, C: Canvas, cx, cy, r):
    k = C.k
    L = C.layer()
    anvil_shape(L, C, cx, cy + r * 0.32, r * 1.25, BRASS_L)
    hammer_shape(L, C, cx + r * 0.05, cy - r * 0.18, r * 1.05, -35, BRASS_L, shade(BRASS_M, 0.9))
    L2 = outlined(L, 1.6 * k, INK)
    drop_shadow(S, L2, (0, 1.5 * k), 2 * k, 140)
    S.blit(L2, (0, 0))
    # sparks
    rng = random.Random(SEED)
    for _ in range(7):
        a = rng.uniform(-2.6, -0.5)
        d = rng.uniform(0.25, 0.55) * r
        x, y = cx + 0.2 * r + d * math.cos(a), cy + 0.05 * r + d * math.sin(a)
        pygame.draw.circle(S, (255, 214, 120), C.pt(x, y), rng.uniform(0.8, 1.6) * k)


def draw_card_gather_back(scale: float) -> pygame.Surface:
    return card_back(scale, "wood", (46, 92, 52), "gather-back", _emblem_dice)


def draw_card_craft_back(scale: float) -> pygame.Surface:
    return card_back(scale, "iron", (118, 30, 34), "craft-back", _emblem_hammer)


def ribbon(S, C: Canvas, x, y, w, h, rng):
    k = C.k
    m = C.rrect_mask(x, y, w, h, 5)
    drop_shadow(S, m, (0, 1.5 * k), 2 * k, 140)
    paint(S, m, parchment_fill(C, rng, PARCH, 0.1, fibres=False))
    pygame.draw.rect(S, INK, C.rect(x, y, w, h), max(1, int(1.3 * k)), border_radius=C.i(5))
    pygame.draw.rect(S, rgba(INK_SOFT, 140), C.rect(x + 3, y + 3, w - 6, h - 6), max(1, int(0.7 * k)),
                     border_radius=C.i(3))


def felt_slot(S, C: Canvas, x, y, w, h, r, rng, base=FELT):
    k = C.k
    m = C.rrect_mask(x, y, w, h, r)
    paint(S, m, radial(C.size, shade(base, 1.25), shade(base, 0.75), radius=0.9))
    texture(S, m, value_noise(C.size, 1.5 * k, rng), 0.2)
    S.blit(inner_vignette(C, m, (0, 0, 0), 7, 190), (0, 0))
    pygame.draw.rect(S, BRASS_M, C.rect(x, y, w, h), max(1, int(2.4 * k)), border_radius=C.i(r))
    pygame.draw.rect(S, (30, 18, 8), C.rect(x - 1.2, y - 1.2, w + 2.4, h + 2.4), max(1, int(1.0 * k)),
                     border_radius=C.i(r + 1))
    # brass corner brackets
    for cx, cy, sx, sy in ((x, y, 1, 1), (x + w, y, -1, 1), (x, y + h, 1, -1), (x + w, y + h, -1, -1)):
        br = [C.pt(cx - sx * 2, cy - sy * 2), C.pt(cx + sx * 16, cy - sy * 2), C.pt(cx + sx * 16, cy + sy * 3),
              C.pt(cx + sx * 3, cy + sy * 3), C.pt(cx + sx * 3, cy + sy * 16), C.pt(cx - sx * 2, cy + sy * 16)]
        pygame.draw.polygon(S, BRASS_M, br)
        pygame.draw.polygon(S, BRASS_D, br, max(1, int(0.8 * k)))
        rivet(S, C, cx + sx * 1.5, cy + sy * 1.5, 1.8, BRASS_L)


def draw_dock_tile(scale: float) -> pygame.Surface:
    w, h = SIZES["dock_tile"]
    C = Canvas(w, h, scale, ss=2)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-dock")
    outer = C.rrect_mask(0, 0, w, h, 12)
    planks = C.layer()
    n = 4
    ph = h / n
    for i in range(n):
        base = shade(WOOD_L, rng.uniform(0.82, 1.0))
        L = wood_fill(C, base, rng)
        pm = C.layer()
        pygame.draw.rect(pm, (255, 255, 255, 255), C.rect(0, i * ph, w, ph))
        paint(planks, pm, L)
        pygame.draw.line(planks, (30, 18, 8), C.pt(0, i * ph), C.pt(w, i * ph), max(1, int(1.6 * k)))
        pygame.draw.line(planks, rgba(shade(WOOD_L, 1.3), 140), C.pt(0, i * ph + 1.5), C.pt(w, i * ph + 1.5),
                         max(1, int(0.8 * k)))
        for x in (9, w - 9):
            rivet(planks, C, x, i * ph + ph / 2, 2.0, IRON_L)
    paint(S, outer, planks)
    S.blit(clip_to(vgrad(C.size, [(0, (255, 240, 210, 30)), (1, (0, 0, 0, 80))]), outer), (0, 0))
    S.blit(inner_vignette(C, outer, (0, 0, 0), 10, 130), (0, 0))
    pygame.draw.rect(S, (26, 14, 6), C.rect(0, 0, w, h), max(1, int(2 * k)), border_radius=C.i(12))
    lay = LAYOUT["dock_tile"]
    ribbon(S, C, *lay["name"], rng)
    for key in ("slot1", "slot2"):
        x, y, sw, sh = lay[key]
        felt_slot(S, C, x, y, sw, sh, 10, rng, (34, 52, 70))
    # rope coil between the slots
    cx, cy = w / 2, lay["slot1"][1] + lay["slot1"][3] / 2
    for rr in (9, 6, 3):
        pygame.draw.circle(S, (196, 160, 100), C.pt(cx, cy), rr * k, max(1, int(2.2 * k)))
        pygame.draw.circle(S, (110, 84, 46), C.pt(cx, cy), rr * k, max(1, int(0.6 * k)))
    return C.finish()


def draw_smithy_tile(scale: float) -> pygame.Surface:
    w, h = SIZES["smithy_tile"]
    C = Canvas(w, h, scale, ss=2)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-smithy")
    outer = C.rrect_mask(0, 0, w, h, 14)
    paint(S, outer, wood_fill(C, shade(WOOD_M, 0.9), rng))
    S.blit(clip_to(vgrad(C.size, [(0, (255, 230, 200, 36)), (1, (0, 0, 0, 90))]), outer), (0, 0))
    S.blit(inner_vignette(C, outer, (0, 0, 0), 10, 140), (0, 0))
    pygame.draw.rect(S, (22, 12, 6), C.rect(0, 0, w, h), max(1, int(2 * k)), border_radius=C.i(14))
    pygame.draw.rect(S, BRASS_M, C.rect(5, 5, w - 10, h - 10), max(1, int(1.4 * k)), border_radius=C.i(10))
    lay = LAYOUT["smithy_tile"]
    ribbon(S, C, *lay["name"], rng)
    # hearth: brick wall with a glowing forge mouth
    x, y, hw, hh = lay["hearth"]
    hm = C.rrect_mask(x, y, hw, hh, 8)
    bricks = C.layer()
    bricks.fill((34, 20, 14, 255))
    bh = 10
    for row in range(int(hh / bh) + 1):
        off = (row % 2) * 11
        for col in range(-1, int(hw / 22) + 2):
            bx = x + col * 22 + off
            by = y + row * bh
            c = shade((112, 60, 42), rng.uniform(0.6, 0.95))
            pygame.draw.rect(bricks, c, C.rect(bx + 0.8, by + 0.8, 20.4, bh - 1.6), border_radius=C.i(1.5))
    paint(S, hm, bricks)
    S.blit(clip_to(vgrad(C.size, [(0, (0, 0, 0, 120)), ((y + hh) / h, (0, 0, 0, 0))]), hm), (0, 0))
    forge_mouth(S, C, x + 20, y + 52, hw - 40, 84, rng, glow_radius=hw * 0.9, glow_clip=hm)
    S.blit(inner_vignette(C, hm, (0, 0, 0), 8, 170), (0, 0))
    pygame.draw.rect(S, (26, 14, 6), C.rect(x, y, hw, hh), max(1, int(1.5 * k)), border_radius=C.i(8))
    # small anvil in front of the hearth
    L = C.layer()
    anvil_shape(L, C, x + hw / 2, y + hh - 22, hw * 0.66, (66, 68, 76))
    top = anvil_points(C.p(x + hw / 2), C.p(y + hh - 22), C.p(hw * 0.66))
    pygame.draw.lines(L, (210, 150, 100), False, top[1:5], max(1, int(1.4 * k)))
    L = outlined(L, 1.0 * k, (14, 10, 8))
    drop_shadow(S, L, (0, 1.5 * k), 1.5 * k, 160)
    S.blit(L, (0, 0))
    # dice tray
    felt_slot(S, C, *lay["tray"], 12, rng)
    return C.finish()


# --------------------------------------------------------------------------
# Shapes reused by several sprites
# --------------------------------------------------------------------------


def anvil_points(cx, cy, width):
    """Anvil outline centred at (cx, cy) with the given width (all in canvas px)."""
    u = width / 116.0
    raw = [(0, 9), (12, 3.5), (32, 1), (106, 1), (116, 2), (116, 16), (104, 18), (88, 23), (82, 32),
           (82, 44), (96, 58), (100, 68), (14, 68), (18, 58), (32, 44), (34, 32), (30, 24), (14, 18), (4, 13)]
    return [(cx + (x - 58) * u, cy + (y - 34) * u) for x, y in raw]


def anvil_shape(L, C: Canvas, cx, cy, width, color):
    pts = anvil_points(C.p(cx), C.p(cy), C.p(width))
    pygame.draw.polygon(L, color, pts)


def hammer_shape(L, C: Canvas, cx, cy, size, angle, head_col, handle_col):
    k = C.k
    s = size
    handle = [(-0.05 * s, -0.1 * s), (0.05 * s, -0.1 * s), (0.045 * s, 0.55 * s), (-0.045 * s, 0.55 * s)]
    head = [(-0.3 * s, -0.26 * s), (0.26 * s, -0.26 * s), (0.3 * s, -0.22 * s), (0.3 * s, -0.06 * s),
            (0.26 * s, -0.02 * s), (-0.3 * s, -0.02 * s)]
    pygame.draw.polygon(L, handle_col, rotate_pts([(x * k, y * k) for x, y in handle], angle, cx * k, cy * k))
    pygame.draw.polygon(L, head_col, rotate_pts([(x * k, y * k) for x, y in head], angle, cx * k, cy * k))


def draw_anvil(scale: float) -> pygame.Surface:
    w, h = SIZES["anvil"]
    C = Canvas(w, h, scale)
    S = C.surf
    k = C.k
    cx, cy, aw = w / 2, h / 2 + 4, 116
    sh = C.layer()
    pygame.draw.ellipse(sh, (0, 0, 0, 150), C.rect(14, h - 14, w - 28, 10))
    S.blit(blur(sh, 2 * k), (0, 0))
    m = C.layer()
    anvil_shape(m, C, cx, cy, aw, (255, 255, 255, 255))
    paint(S, m, vgrad(C.size, [(0.0, (178, 184, 196)), (0.22, IRON_M), (0.6, shade(IRON_D, 1.1)), (1.0, IRON_D)]))
    # top face highlight
    pts = anvil_points(C.p(cx), C.p(cy), C.p(aw))
    u = aw / 116
    top = C.layer()
    pygame.draw.polygon(top, (230, 236, 246, 200), [pts[1], pts[2], pts[3], pts[4],
                                                    (pts[4][0], pts[4][1] + 3 * u * k),
                                                    (pts[2][0], pts[2][1] + 3 * u * k),
                                                    (pts[1][0], pts[1][1] + 3 * u * k)])
    S.blit(clip_to(top, m), (0, 0))
    # warm rim light from the forge on the right
    rim = glow(C.size, (120, 52, 14), center=(1.05, 0.45), radius=0.6, power=1.3)
    S.blit(clip_to(rim, m), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    # hardy hole and pritchel hole
    for hx, hw_ in ((cx + 30 * u, 5), (cx + 18 * u, 3)):
        pygame.draw.rect(S, (24, 26, 30), C.rect(hx - hw_ / 2, cy - 33 * u + 1.2, hw_, 2.2))
    # brass "1" plate on the waist (first player)
    pl = C.rect(cx - 9 * u, cy + 7 * u, 18 * u, 13 * u)
    pygame.draw.rect(S, BRASS_M, pl, border_radius=C.i(2))
    pygame.draw.rect(S, BRASS_D, pl, max(1, int(0.8 * k)), border_radius=C.i(2))
    crown = [(-6, 3.5), (-6, -2.5), (-3, 0.5), (0, -4), (3, 0.5), (6, -2.5), (6, 3.5)]
    pygame.draw.polygon(S, INK, C.pts([(cx + x * u * 0.8, cy + 13.5 * u + y * u * 0.8) for x, y in crown]))
    pygame.draw.polygon(S, (12, 12, 16), pts, max(1, int(1.4 * k)))
    return C.finish()


def narwhal_body(u, cx, cy, angle):
    """The narwhal's outline (canvas units): a whale tapering to its tail stock, head to the right,
    tilted up by `angle` degrees; also the head's tip and the tail's end."""
    rx, ry = 38 * u, 19 * u
    pts = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        x = rx * math.cos(a)
        taper = 1.0 - 0.7 * max(0.0, -math.cos(a)) ** 1.6       # thin towards the tail
        bulge = 1.08 if math.sin(a) > 0 else 0.94               # a round belly, a flatter back
        pts.append((x, ry * math.sin(a) * taper * bulge))
    head = (rx - 1.5 * u, -2.5 * u)
    tail = (-rx - 1 * u, 0.0)
    turn = -angle
    return (rotate_pts(pts, turn, cx, cy), rotate_pts([head], turn, cx, cy)[0],
            rotate_pts([tail], turn, cx, cy)[0])


def draw_narwhal(scale: float) -> pygame.Surface:
    """The Narwhal, Masterworks' first-player marker: a speckled grey whale whose spiral ivory
    tusk points up to the right, on a shadow like the anvil's."""
    w, h = SIZES["narwhal"]
    C = Canvas(w, h, scale)
    S = C.surf
    k = C.k
    u, angle = 1.0, 12
    cx, cy = 56, 58
    sh = C.layer()
    pygame.draw.ellipse(sh, (0, 0, 0, 150), C.rect(16, h - 14, w - 40, 10))
    S.blit(blur(sh, 2 * k), (0, 0))
    body, head, tail = narwhal_body(u, cx, cy, angle)
    # tail flukes: two lobes swept back from the tail stock
    a = math.radians(-angle)
    back = (-math.cos(a), -math.sin(a))          # pointing from the body to the tail
    side = (-back[1], back[0])
    tx, ty = tail
    fluke = [(tx - 5 * back[0] + 3 * side[0], ty - 5 * back[1] + 3 * side[1]),
             (tx + 11 * back[0] + 14 * side[0], ty + 11 * back[1] + 14 * side[1]),
             (tx + 9 * back[0] + 4 * side[0], ty + 9 * back[1] + 4 * side[1]),
             (tx + 7 * back[0], ty + 7 * back[1]),
             (tx + 9 * back[0] - 4 * side[0], ty + 9 * back[1] - 4 * side[1]),
             (tx + 11 * back[0] - 14 * side[0], ty + 11 * back[1] - 14 * side[1]),
             (tx - 5 * back[0] - 3 * side[0], ty - 5 * back[1] - 3 * side[1])]
    m = C.layer()
    pygame.draw.polygon(m, (255, 255, 255, 255), C.pts(body))
    pygame.draw.polygon(m, (255, 255, 255, 255), C.pts(fluke))
    paint(S, m, vgrad(C.size, [(0.0, (196, 210, 222)), (0.35, (128, 146, 162)), (0.7, (74, 88, 104)),
                               (1.0, (48, 58, 70))]))
    # a pale belly and the mottled back narwhals have
    belly = C.layer()
    pygame.draw.polygon(belly, (232, 236, 238, 120),
                        C.pts(rotate_pts([(26 * math.cos(t / 12 * math.pi), 9 + 7 * math.sin(t / 12 * math.pi))
                                          for t in range(25)], -angle, cx, cy)))
    S.blit(clip_to(belly, m), (0, 0))
    spots = C.layer()
    rng = random.Random(SEED + 7)
    for _ in range(24):
        x = cx + rng.uniform(-28, 26)
        y = cy - 6 + rng.uniform(-10, 4) - (x - cx) * math.tan(math.radians(angle))
        r = rng.uniform(1.3, 2.6)
        pygame.draw.ellipse(spots, (40, 50, 62, 150), C.rect(x - r, y - r * 0.7, 2 * r, 1.4 * r))
    S.blit(clip_to(spots, m), (0, 0))
    # cool rim light from above
    rim = glow(C.size, (40, 60, 80), center=(0.55, 0.1), radius=0.6, power=1.4)
    S.blit(clip_to(rim, m), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    pygame.draw.polygon(S, (18, 24, 32), C.pts(body), max(1, int(1.3 * k)))
    pygame.draw.polygon(S, (18, 24, 32), C.pts(fluke), max(1, int(1.3 * k)))
    # flipper and eye
    fx, fy = rotate_pts([(18, 9)], -angle, cx, cy)[0]
    flipper = [(fx - 4, fy - 1), (fx + 3, fy - 2), (fx - 1, fy + 7)]
    pygame.draw.polygon(S, (58, 70, 84), C.pts(flipper))
    pygame.draw.polygon(S, (18, 24, 32), C.pts(flipper), max(1, int(0.9 * k)))
    ex, ey = rotate_pts([(25, -4)], -angle, cx, cy)[0]
    pygame.draw.circle(S, (14, 16, 20), C.pt(ex, ey), C.p(2.4))
    pygame.draw.circle(S, (220, 226, 232), C.pt(ex + 0.7, ey - 0.8), C.p(0.8))
    # the tusk: a long ivory spiral from the upper lip, pointing up to the right
    ta = math.radians(-(angle + 22))
    hx, hy = head
    length = 38
    dx, dy = math.cos(ta), math.sin(ta)
    nx, ny = -dy, dx
    base = 3.2
    tusk = [(hx + nx * base, hy + ny * base), (hx + dx * length, hy + dy * length),
            (hx - nx * base, hy - ny * base)]
    pygame.draw.polygon(S, (238, 228, 200), C.pts(tusk))
    for i in range(1, 9):                         # the spiral grooves
        t0 = i / 9.5
        wdt = base * (1 - t0)
        px, py = hx + dx * length * t0, hy + dy * length * t0
        q = (px + nx * wdt - dx * 2.2, py + ny * wdt - dy * 2.2)
        r = (px - nx * wdt + dx * 1.2, py - ny * wdt + dy * 1.2)
        pygame.draw.line(S, (150, 132, 96), C.pt(*q), C.pt(*r), max(1, int(0.9 * k)))
    pygame.draw.polygon(S, (92, 76, 50), C.pts(tusk), max(1, int(1.0 * k)))
    return C.finish()


# --------------------------------------------------------------------------
# Tokens
# --------------------------------------------------------------------------


def coin(C: Canvas, light, mid, dark):
    S = C.surf
    k = C.k
    cx, cy, r = 32, 31, 28
    m = C.layer()
    pygame.draw.circle(m, (255, 255, 255, 255), C.pt(cx, cy), r * k)
    drop_shadow(S, m, (0.8 * k, 2.2 * k), 2 * k, 150)
    paint(S, m, radial(C.size, light, dark, center=(0.38, 0.34), radius=0.55))
    # milled edge
    for i in range(48):
        a = 2 * math.pi * i / 48
        pygame.draw.line(S, rgba(shade(dark, 0.8), 150), C.pt(cx + (r - 3.2) * math.cos(a), cy + (r - 3.2) * math.sin(a)),
                         C.pt(cx + r * math.cos(a), cy + r * math.sin(a)), max(1, int(0.8 * k)))
    pygame.draw.circle(S, shade(dark, 0.6), C.pt(cx, cy), r * k, max(1, int(1.2 * k)))
    # raised inner field
    pygame.draw.circle(S, rgba(shade(dark, 0.8), 220), C.pt(cx, cy + 0.6), (r - 5) * k, max(1, int(1.2 * k)))
    pygame.draw.circle(S, rgba(shade(light, 1.1), 200), C.pt(cx, cy - 0.6), (r - 5) * k, max(1, int(0.8 * k)))
    m2 = C.layer()
    pygame.draw.circle(m2, (255, 255, 255, 255), C.pt(cx, cy), (r - 5.5) * k)
    paint(S, m2, radial(C.size, shade(light, 1.05), mid, center=(0.4, 0.36), radius=0.42))
    return cx, cy, r


def draw_token_auto6(scale: float) -> pygame.Surface:
    C = Canvas(64, 64, scale)
    S = C.surf
    k = C.k
    cx, cy, r = coin(C, BRASS_L, BRASS_M, BRASS_D)
    # embossed die face showing six
    s = 26
    x0, y0 = cx - s / 2, cy - s / 2
    pygame.draw.rect(S, rgba(BRASS_D, 200), C.rect(x0 + 0.6, y0 + 1.0, s, s), border_radius=C.i(5))
    pygame.draw.rect(S, shade(BRASS_L, 1.05), C.rect(x0, y0, s, s), border_radius=C.i(5))
    pygame.draw.rect(S, BRASS_D, C.rect(x0, y0, s, s), max(1, int(1.3 * k)), border_radius=C.i(5))
    for px in (x0 + 7.5, x0 + s - 7.5):
        for py in (y0 + 6.5, cy, y0 + s - 6.5):
            pygame.draw.circle(S, (92, 56, 14), C.pt(px, py + 0.3), 2.9 * k)
            pygame.draw.circle(S, (60, 34, 6), C.pt(px, py - 0.2), 2.5 * k)
    # sparkle
    pygame.draw.polygon(S, (255, 250, 220), C.pts(star_points(cx - 17, cy - 16, 4.5, 1.2, 4, -90)))
    return C.finish()


def draw_token_plus11(scale: float) -> pygame.Surface:
    C = Canvas(64, 64, scale)
    S = C.surf
    k = C.k
    cx, cy, r = coin(C, SILVER_L, SILVER_M, SILVER_D)
    draw_text(S, "+1/+1", 17.5 * k, (30, 34, 42), C.pt(cx, cy + 0.5), "bold",
              shadow=((255, 255, 255, 170), (0, int(0.9 * k))))
    return C.finish()


# --------------------------------------------------------------------------
# Icons (48x48)
# --------------------------------------------------------------------------


def draw_box(scale: float, kind: str) -> pygame.Surface:
    C = Canvas(48, 48, scale)
    S = C.surf
    k = C.k
    x, y, w, h, r = 4, 3.5, 40, 40, 8
    m = C.rrect_mask(x, y, w, h, r)
    drop_shadow(S, m, (0.5 * k, 1.5 * k), 1.4 * k, 140)
    if kind == "any":
        paint(S, m, vgrad(C.size, [(0, PARCH_LIGHT), (1, PARCH_DARK)]))
        pygame.draw.rect(S, INK, C.rect(x, y, w, h), max(1, int(1.6 * k)), border_radius=C.i(r))
        # dashed inner line
        L = C.layer()
        pygame.draw.rect(L, rgba(INK_SOFT, 200), C.rect(x + 4, y + 4, w - 8, h - 8), max(1, int(1.2 * k)),
                         border_radius=C.i(r - 3))
        for i in range(12):
            a = i * 30
            pygame.draw.line(L, (0, 0, 0, 0), C.pt(24, 23.5), C.pt(24 + 40 * math.cos(math.radians(a + 15)),
                                                                  23.5 + 40 * math.sin(math.radians(a + 15))),
                             max(1, int(2.6 * k)))
        S.blit(L, (0, 0))
        # four-colour pinwheel in the corner: "any type"
        cols = [DIE_STYLE[t]["body"] for t in ("gem", "magic", "wood", "cemetery")]
        for i, c in enumerate(cols):
            a0 = math.radians(-90 + i * 90)
            pts = [C.pt(11.5, 11)] + [C.pt(11.5 + 5.2 * math.cos(a0 + j * math.pi / 16),
                                           11 + 5.2 * math.sin(a0 + j * math.pi / 16)) for j in range(9)]
            pygame.draw.polygon(S, c, pts)
        pygame.draw.circle(S, INK, C.pt(11.5, 11), 5.2 * k, max(1, int(0.8 * k)))
        return C.finish()
    if kind == "gem_magic":
        a, b = DIE_STYLE["gem"]["body"], DIE_STYLE["magic"]["body"]
        tri1 = C.layer()
        pygame.draw.polygon(tri1, (255, 255, 255, 255), C.pts([(0, 0), (48, 0), (0, 48)]))
        tri2 = C.layer()
        pygame.draw.polygon(tri2, (255, 255, 255, 255), C.pts([(48, 0), (48, 48), (0, 48)]))
        paint(S, clip_to(tri1, m), vgrad(C.size, [(0, shade(a, 1.2)), (1, shade(a, 0.8))]))
        paint(S, clip_to(tri2, m), vgrad(C.size, [(0, shade(b, 1.2)), (1, shade(b, 0.8))]))
        pygame.draw.line(S, (250, 240, 230), C.pt(x + w - 2, y + 2), C.pt(x + 2, y + h - 2), max(1, int(1.2 * k)))
        S.blit(clip_to(inner_vignette(C, m, (0, 0, 0), 4, 90), m), (0, 0))
        pygame.draw.rect(S, (24, 14, 10), C.rect(x, y, w, h), max(1, int(1.6 * k)), border_radius=C.i(r))
        S.blit(symbol_layer(C.size, "gem", C.p(13.5), C.p(13), C.p(11), DIE_STYLE["gem"]["sym"]), (0, 0))
        S.blit(symbol_layer(C.size, "magic", C.p(34.5), C.p(34), C.p(11), DIE_STYLE["magic"]["sym"]), (0, 0))
        return C.finish()
    st = DIE_STYLE[kind]
    body = st["body"]
    paint(S, m, vgrad(C.size, [(0, shade(body, 1.25)), (1, shade(body, 0.75))]))
    inner = C.rrect_mask(x + 4, y + 4, w - 8, h - 8, r - 3)
    paint(S, inner, vgrad(C.size, [(0, shade(body, 0.92)), (1, shade(body, 1.06))]))
    pygame.draw.rect(S, rgba(shade(body, 0.45), 160), C.rect(x + 4, y + 4, w - 8, h - 8), max(1, int(0.8 * k)),
                     border_radius=C.i(r - 3))
    pygame.draw.rect(S, rgba(shade(body, 0.3), 255), C.rect(x, y, w, h), max(1, int(1.6 * k)), border_radius=C.i(r))
    S.blit(symbol_layer(C.size, kind, C.p(13.5), C.p(13), C.p(11.5), st["sym"]), (0, 0))
    return C.finish()


def icon_canvas(scale):
    C = Canvas(48, 48, scale)
    return C, C.layer()


def icon_finish(C: Canvas, L: pygame.Surface, outline=1.4, shadow=True) -> pygame.Surface:
    k = C.k
    L2 = outlined(L, outline * k, (26, 16, 10)) if outline else L
    if shadow:
        drop_shadow(C.surf, L2, (0.4 * k, 1.4 * k), 1.2 * k, 150)
    C.surf.blit(L2, (0, 0))
    return C.finish()


def draw_icon_x(scale):
    C, L = icon_canvas(scale)
    k = C.k
    for a, b in (((11, 11), (37, 37)), ((37, 11), (11, 37))):
        pygame.draw.line(L, (196, 38, 34), C.pt(*a), C.pt(*b), int(7 * k))
        for p in (a, b):
            pygame.draw.circle(L, (196, 38, 34), C.pt(*p), 3.5 * k)
    # highlight stroke
    pygame.draw.line(L, (236, 110, 96), C.pt(12.5, 11.5), C.pt(22, 21), max(1, int(1.6 * k)))
    pygame.draw.line(L, (236, 110, 96), C.pt(35.5, 11.5), C.pt(26, 21), max(1, int(1.6 * k)))
    # ivory halo so the X reads on any die colour (a red gem die included)
    L = outlined(L, 1.8 * k, (250, 240, 220))
    return icon_finish(C, L, 1.1)


def arc_arrow(L, C: Canvas, cx, cy, r, a0, a1, width, col, head=True):
    """Arc from angle a0 to a1 (degrees, clockwise on screen) with an arrow head at a1."""
    k = C.k
    n = 40
    pts = []
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        pts.append(C.pt(cx + r * math.cos(a), cy + r * math.sin(a)))
    for i in range(n):
        pygame.draw.line(L, col, pts[i], pts[i + 1], int(width * k))
        pygame.draw.circle(L, col, pts[i], width / 2 * k)
    if head:
        a = math.radians(a1)
        d = 1 if a1 > a0 else -1
        tx, ty = -math.sin(a) * d, math.cos(a) * d  # tangent direction of travel
        tip = (cx + r * math.cos(a) + tx * width * 1.6, cy + r * math.sin(a) + ty * width * 1.6)
        b1 = (cx + (r + width * 1.25) * math.cos(a) - tx * 0.5, cy + (r + width * 1.25) * math.sin(a) - ty * 0.5)
        b2 = (cx + (r - width * 1.25) * math.cos(a) - tx * 0.5, cy + (r - width * 1.25) * math.sin(a) - ty * 0.5)
        pygame.draw.polygon(L, col, C.pts([tip, b1, b2]))


def mini_die(L, C: Canvas, cx, cy, s, value, body=(244, 236, 214), pip=(40, 30, 24), angle=0):
    d = Canvas(s, s, C.k, ss=1)
    D = d.surf
    pygame.draw.rect(D, shade(body, 0.55), d.rect(0, 0, s, s), border_radius=d.i(s * 0.2))
    pygame.draw.rect(D, body, d.rect(s * 0.06, s * 0.05, s * 0.88, s * 0.86), border_radius=d.i(s * 0.17))
    g = s * 0.27
    pos = {1: [(0, 0)], 2: [(1, -1), (-1, 1)], 3: [(1, -1), (0, 0), (-1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
           5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
    for px, py in pos[value]:
        pygame.draw.circle(D, pip, d.pt(s / 2 + px * g, s / 2 + py * g - s * 0.02), s * 0.09 * d.k)
    if angle:
        D = pygame.transform.rotate(D, angle)
    L.blit(D, D.get_rect(center=(int(C.p(cx)), int(C.p(cy)))))


def draw_icon_flip(scale):
    C, L = icon_canvas(scale)
    mini_die(L, C, 12.5, 31, 17, 1, angle=8)
    mini_die(L, C, 35.5, 31, 17, 6, angle=-8)
    arc_arrow(L, C, 24, 25, 13, 200, 340, 3.4, BRASS_L)
    return icon_finish(C, L)


def draw_icon_reroll(scale):
    C, L = icon_canvas(scale)
    mini_die(L, C, 24, 24, 17, 5, angle=12)
    arc_arrow(L, C, 24, 24, 17, -150, 0, 3.4, BRASS_L)
    arc_arrow(L, C, 24, 24, 17, 30, 180, 3.4, BRASS_L)
    return icon_finish(C, L)


def draw_icon_bonus(scale):
    C, L = icon_canvas(scale)
    k = C.k
    pts = star_points(C.p(24), C.p(24), C.p(21), C.p(13), 10, -90)
    pygame.draw.polygon(L, BRASS_M, pts)
    pygame.draw.polygon(L, BRASS_L, star_points(C.p(23.3), C.p(23.3), C.p(16), C.p(11), 10, -90))
    pygame.draw.circle(L, (166, 34, 32), C.pt(24, 24), 10.5 * k)
    pygame.draw.circle(L, (206, 70, 56), C.pt(23, 22.5), 8 * k)
    pygame.draw.rect(L, PARCH_LIGHT, C.rect(22.3, 17, 3.4, 14), border_radius=C.i(1))
    pygame.draw.rect(L, PARCH_LIGHT, C.rect(17, 22.3, 14, 3.4), border_radius=C.i(1))
    return icon_finish(C, L)


def draw_icon_supply(scale):
    C, L = icon_canvas(scale)
    k = C.k
    # leather pouch
    bag = [(12, 44), (36, 44), (40, 38), (38, 28), (31, 22), (17, 22), (10, 28), (8, 38)]
    pygame.draw.polygon(L, (150, 92, 48), C.pts(bag))
    pygame.draw.polygon(L, (176, 114, 64), C.pts([(14, 40), (24, 41), (22, 26), (17, 26), (12, 31)]))
    pygame.draw.rect(L, (120, 70, 34), C.rect(15, 18, 18, 6), border_radius=C.i(2))
    pygame.draw.line(L, BRASS_M, C.pt(15, 24), C.pt(33, 24), int(2 * k))
    # dice peeking out
    mini_die(L, C, 31, 36, 11, 3, body=DIE_STYLE["gem"]["body"], pip=(250, 240, 230), angle=-14)
    # arrow down into the bag
    pygame.draw.rect(L, (88, 170, 84), C.rect(20.5, 2, 7, 9))
    pygame.draw.polygon(L, (88, 170, 84), C.pts([(15, 10), (33, 10), (24, 19)]))
    return icon_finish(C, L)


def draw_icon_smithy(scale):
    C, L = icon_canvas(scale)
    k = C.k
    # smoke
    for x, y, r in ((34, 7, 3.2), (37, 3.5, 2.4), (31, 4.5, 2.2)):
        pygame.draw.circle(L, (170, 166, 160), C.pt(x, y), r * k)
    pygame.draw.rect(L, (120, 62, 44), C.rect(30, 8, 6, 12))
    pygame.draw.rect(L, (220, 200, 160), C.rect(9, 23, 30, 21))  # plaster walls
    for xx in (9, 23.5, 37):
        pygame.draw.rect(L, (92, 56, 30), C.rect(xx, 23, 2, 21))
    pygame.draw.rect(L, (92, 56, 30), C.rect(9, 31.5, 30, 2))
    pygame.draw.polygon(L, (150, 52, 36), C.pts([(4, 25), (24, 9), (44, 25)]))
    pygame.draw.polygon(L, (184, 74, 50), C.pts([(9, 22.5), (24, 11), (26, 12.5), (12, 23.5)]))
    # glowing door
    pygame.draw.rect(L, (60, 24, 10), C.rect(14, 32, 9, 12))
    pygame.draw.rect(L, (255, 170, 60), C.rect(15.5, 34, 6, 10))
    pygame.draw.rect(L, (255, 230, 140), C.rect(17, 38, 3, 6))
    # window
    pygame.draw.rect(L, (255, 196, 90), C.rect(28, 34, 7, 6))
    return icon_finish(C, L)


def draw_icon_stock(scale):
    C, L = icon_canvas(scale)
    k = C.k
    # crate
    pygame.draw.rect(L, (168, 116, 62), C.rect(7, 22, 34, 22))
    for yy in (22, 29.3, 36.6):
        pygame.draw.line(L, (104, 66, 32), C.pt(7, yy), C.pt(41, yy), max(1, int(1 * k)))
    pygame.draw.rect(L, (120, 78, 38), C.rect(7, 22, 4, 22))
    pygame.draw.rect(L, (120, 78, 38), C.rect(37, 22, 4, 22))
    pygame.draw.line(L, (120, 78, 38), C.pt(10, 42), C.pt(38, 24), int(3 * k))
    # dice heaped on top
    mini_die(L, C, 15, 18, 12, 4, body=DIE_STYLE["wood"]["body"], pip=(250, 246, 230), angle=10)
    mini_die(L, C, 33, 18, 12, 2, body=DIE_STYLE["magic"]["body"], pip=(250, 246, 230), angle=-8)
    mini_die(L, C, 24, 12, 12, 5, body=DIE_STYLE["gem"]["body"], pip=(250, 246, 230), angle=4)
    return icon_finish(C, L)


def draw_icon_anvil_always(scale):
    C, L = icon_canvas(scale)
    k = C.k
    pygame.draw.circle(L, BRASS_D, C.pt(24, 24), 21 * k)
    M = C.layer()
    pygame.draw.circle(M, (255, 255, 255, 255), C.pt(24, 24), 19.5 * k)
    paint(L, M, radial(C.size, BRASS_L, BRASS_M, center=(0.4, 0.35), radius=0.45))
    anvil_shape(L, C, 24, 26.5, 30, (38, 34, 36))
    pygame.draw.polygon(L, (120, 116, 120), anvil_points(C.p(24), C.p(26.5), C.p(30))[1:5])
    return icon_finish(C, L)


def draw_icon_steal(scale):
    C, L = icon_canvas(scale)
    k = C.k
    # thief's domino mask
    mask = [(3, 20), (10, 15), (18, 15), (24, 18), (30, 15), (38, 15), (45, 20), (43, 30), (36, 34), (29, 32),
            (24, 28), (19, 32), (12, 34), (5, 30)]
    pygame.draw.polygon(L, (40, 38, 46), C.pts(mask))
    pygame.draw.polygon(L, (84, 80, 96), C.pts([(6, 20), (11, 17), (18, 17), (22, 19), (13, 20), (7, 23)]))
    for ex in (14, 34):
        eye = [(ex - 6, 24), (ex - 2, 21), (ex + 3, 21.5), (ex + 6, 24.5), (ex + 2, 27), (ex - 3, 27)]
        pygame.draw.polygon(L, (0, 0, 0, 0), C.pts(eye))
    # ties
    pygame.draw.polygon(L, (40, 38, 46), C.pts([(4, 22), (0.5, 30), (3, 31), (6, 25)]))
    pygame.draw.polygon(L, (40, 38, 46), C.pts([(44, 22), (47.5, 30), (45, 31), (42, 25)]))
    # a small coin being snatched
    pygame.draw.circle(L, BRASS_M, C.pt(24, 40), 5.5 * k)
    pygame.draw.circle(L, BRASS_L, C.pt(23.3, 39.3), 3.6 * k)
    return icon_finish(C, L, 1.6)


def draw_icon_crown(scale):
    C, L = icon_canvas(scale)
    k = C.k
    crown = [(6, 38), (5, 15), (15, 26), (24, 10), (33, 26), (43, 15), (42, 38)]
    pygame.draw.polygon(L, BRASS_M, C.pts(crown))
    pygame.draw.polygon(L, BRASS_L, C.pts([(8, 34), (7.5, 19), (15, 28), (24, 14), (24, 33)]))
    pygame.draw.rect(L, shade(BRASS_M, 0.85), C.rect(6, 33, 36, 8), border_radius=C.i(1.5))
    pygame.draw.rect(L, BRASS_L, C.rect(7, 33.5, 34, 2))
    for x, c in ((14, RED), (24, DIE_STYLE["magic"]["body"]), (34, RED)):
        pygame.draw.circle(L, c, C.pt(x, 37), 2.4 * k)
        pygame.draw.circle(L, (255, 255, 255), C.pt(x - 0.7, 36.3), 0.7 * k)
    for x, y in ((5, 14), (24, 9), (43, 14)):
        pygame.draw.circle(L, BRASS_L, C.pt(x, y), 3.2 * k)
        pygame.draw.circle(L, (255, 250, 220), C.pt(x - 0.8, y - 0.8), 1.1 * k)
    return icon_finish(C, L)


# --------------------------------------------------------------------------
# Backgrounds
# --------------------------------------------------------------------------


def draw_table_bg(scale: float) -> pygame.Surface:
    w, h = SIZES["table_bg"]
    C = Canvas(w, h, scale, ss=1, alpha=False)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-table")
    W, H = C.size
    base = (74, 48, 30)
    n_planks = 5
    ph = H / n_planks
    for i in range(n_planks):
        top = int(round(i * ph))
        bot = int(round((i + 1) * ph))
        tone = shade(base, rng.uniform(0.88, 1.06))
        # wavy grain: column-wise stripe pattern stretched along the plank
        cols = 96
        rows = bot - top
        g = pygame.Surface((cols, rows))
        stripes = [rng.uniform(0, 1) for _ in range(rows + 64)]
        # smooth the 1D stripe noise a little
        sm = [(stripes[j] + stripes[j + 1] + stripes[j + 2]) / 3 for j in range(len(stripes) - 2)]
        ph1, ph2 = rng.uniform(0, 6.3), rng.uniform(0, 6.3)
        amp = rng.uniform(6, 14) * k
        for cx in range(cols):
            off = amp * (math.sin(cx / cols * 6.3 * 1.3 + ph1) + 0.5 * math.sin(cx / cols * 6.3 * 3.1 + ph2))
            for y in range(rows):
                v = sm[int(y + off + 32 * k) % len(sm)]
                f = 0.84 + 0.22 * v
                g.set_at((cx, y), shade(tone, f))
        plank = pygame.transform.smoothscale(g, (W, rows))
        S.blit(plank, (0, top))
        # seam + bevel
        pygame.draw.line(S, (16, 9, 4), (0, top), (W, top), max(1, int(3 * k)))
        pygame.draw.line(S, shade(tone, 1.18), (0, top + max(1, int(3 * k))), (W, top + max(1, int(3 * k))),
                         max(1, int(1.2 * k)))
        pygame.draw.line(S, shade(tone, 0.7), (0, bot - max(1, int(2 * k))), (W, bot - max(1, int(2 * k))),
                         max(1, int(1.2 * k)))
        # end joints, staggered
        jx = rng.uniform(0.15, 0.85) * W
        pygame.draw.line(S, (20, 12, 6), (jx, top), (jx, bot), max(1, int(3 * k)))
        pygame.draw.line(S, shade(tone, 1.15), (jx + max(1, int(3 * k)), top), (jx + max(1, int(3 * k)), bot),
                         max(1, int(1 * k)))
        for nx in (jx - 14 * k, jx + 16 * k):
            for ny in (top + ph * 0.28, bot - ph * 0.28):
                pygame.draw.circle(S, (28, 20, 14), (nx, ny), 3.2 * k)
                pygame.draw.circle(S, (92, 80, 66), (nx - 0.8 * k, ny - 0.8 * k), 1.4 * k)
    # broad tonal noise + vignette
    tone_noise = value_noise((W, H), 180 * k, rng, 200, 255)
    S.blit(tone_noise, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    vig = radial((W, H), (255, 255, 255), (92, 84, 80), radius=0.72, power=1.7)
    S.blit(vig, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return C.finish()


def _hanging_tools(S, C: Canvas, rng) -> None:
    """A dim tool rack on the left wall: beam, pegs, tongs, hammers, horseshoes."""
    k = C.k
    L = C.layer()
    bx, by, bw = 110, 250, 520
    pygame.draw.rect(L, (66, 42, 26), C.rect(bx, by, bw, 26), border_radius=C.i(4))
    pygame.draw.line(L, (96, 66, 40), C.pt(bx + 4, by + 3), C.pt(bx + bw - 4, by + 3), max(1, int(2 * k)))
    iron, hi = (44, 44, 50), (92, 90, 96)
    pegs = [bx + 50 + i * 105 for i in range(5)]
    for px in pegs:
        pygame.draw.circle(L, (40, 26, 16), C.pt(px, by + 30), 6 * k)
    # tongs
    x = pegs[0]
    for sgn in (-1, 1):
        pygame.draw.line(L, iron, C.pt(x, by + 34), C.pt(x + sgn * 16, by + 250), int(7 * k))
        pygame.draw.line(L, iron, C.pt(x + sgn * 16, by + 250), C.pt(x - sgn * 6, by + 300), int(7 * k))
    pygame.draw.circle(L, hi, C.pt(x, by + 200), 5 * k)
    # hammers
    for x, ln, hw_ in ((pegs[1], 190, 70), (pegs[3], 150, 56)):
        pygame.draw.rect(L, (82, 54, 32), C.rect(x - 5, by + 34, 10, ln))
        pygame.draw.rect(L, iron, C.rect(x - hw_ / 2, by + 34 + ln, hw_, 34), border_radius=C.i(4))
        pygame.draw.line(L, hi, C.pt(x - hw_ / 2 + 4, by + 38 + ln), C.pt(x + hw_ / 2 - 4, by + 38 + ln), max(1, int(2 * k)))
    # horseshoes
    for x, yy in ((pegs[2], by + 40), (pegs[4], by + 40)):
        pygame.draw.circle(L, iron, C.pt(x, yy + 60), 42 * k, int(14 * k), draw_bottom_left=True, draw_bottom_right=True,
                           draw_top_left=True, draw_top_right=True)
        pygame.draw.rect(L, (0, 0, 0, 0), C.rect(x - 16, yy + 10, 32, 26))
        pygame.draw.circle(L, hi, C.pt(x - 30, yy + 92), 3 * k)
    S.blit(outlined(L, 1.5 * k, (12, 8, 6)), (0, 0))


def draw_title_bg(scale: float) -> pygame.Surface:
    w, h = SIZES["title_bg"]
    C = Canvas(w, h, scale, ss=1, alpha=False)
    S = C.surf
    k = C.k
    W, H = C.size
    rng = random.Random(f"{SEED}-title")
    # stone wall
    S.fill((20, 15, 13))
    bh = 64
    for r in range(int(h / bh) + 1):
        x = -(r % 2) * 70.0
        while x < w:
            bw = rng.uniform(110, 170)
            c = shade((70, 57, 50), rng.uniform(0.72, 1.08))
            pygame.draw.rect(S, c, C.rect(x + 3, r * bh + 3, bw - 6, bh - 6), border_radius=C.i(9))
            x += bw
    S.blit(value_noise((W, H), 18 * k, rng, 170, 255), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    S.blit(value_noise((W, H), 5 * k, rng, 215, 255), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    _hanging_tools(S, C, rng)
    # floor planks in perspective
    fy = 880
    pygame.draw.rect(S, (40, 27, 18), C.rect(0, fy, w, h - fy))
    for i in range(-6, 22):
        x0 = i * 130
        pygame.draw.line(S, (22, 14, 8), C.pt(x0, fy), C.pt(960 + (x0 - 960) * 1.6, h), max(1, int(3 * k)))
    pygame.draw.rect(S, (58, 40, 26), C.rect(0, fy - 6, w, 10))
    # forge on the right: hood, brick body, slab
    hood = [(1500, 0), (1880, 0), (1920, 330), (1460, 330)]
    pygame.draw.polygon(S, (52, 42, 38), C.pts(hood))
    for yy in range(0, 330, 40):
        pygame.draw.line(S, (34, 26, 22), C.pt(1460 + (330 - yy) / 330 * 0, yy), C.pt(1920, yy), max(1, int(2 * k)))
    pygame.draw.rect(S, (76, 60, 52), C.rect(1440, 322, 480, 26))
    body = (1470, 348, 450, 540)
    pygame.draw.rect(S, (34, 18, 12), C.rect(*body))
    for r in range(int(body[3] / 30) + 1):
        for c in range(-1, int(body[2] / 60) + 2):
            bx = body[0] + c * 60 + (r % 2) * 30
            by = body[1] + r * 30
            if bx > body[0] + body[2] - 4 or bx + 56 < body[0]:
                continue
            x0, x1 = max(body[0], bx + 2), min(body[0] + body[2], bx + 58)
            pygame.draw.rect(S, shade((118, 60, 42), rng.uniform(0.62, 0.95)), C.rect(x0, by + 2, x1 - x0, 26),
                             border_radius=C.i(3))
    forge_mouth(S, C, 1570, 520, 250, 300, rng, glow_radius=520)
    pygame.draw.rect(S, (88, 72, 62), C.rect(1450, 820, 470, 34), border_radius=C.i(4))
    pygame.draw.rect(S, (120, 98, 84), C.rect(1450, 820, 470, 6), border_radius=C.i(3))
    # darkness away from the fire, so title and menu sit on a calm dark area
    S.blit(radial((W, H), (255, 255, 255), (46, 42, 46), center=(0.84, 0.72), radius=0.95, power=1.1), (0, 0),
           special_flags=pygame.BLEND_RGB_MULT)
    S.blit(glow_at((W, H), (104, 44, 14), C.p(1695), C.p(760), C.p(1000), 1.7), (0, 0),
           special_flags=pygame.BLEND_RGB_ADD)
    # stump and anvil
    sx, sy, sw, sh = 1075, 838, 250, 190
    stump = C.layer()
    pygame.draw.rect(stump, (62, 40, 24), C.rect(sx, sy, sw, sh))
    for i in range(7):
        xx = sx + 16 + i * 36
        pygame.draw.line(stump, (44, 28, 16), C.pt(xx, sy + 20), C.pt(xx + rng.uniform(-6, 6), sy + sh), max(1, int(3 * k)))
    pygame.draw.ellipse(stump, (116, 80, 48), C.rect(sx, sy - 22, sw, 44))
    for rr in (0.75, 0.5, 0.25):
        pygame.draw.ellipse(stump, (90, 60, 34), C.rect(sx + sw * (1 - rr) / 2, sy - 22 * rr, sw * rr, 44 * rr),
                            max(1, int(2 * k)))
    S.blit(stump, (0, 0))
    S.blit(clip_to(glow_at(C.size, (110, 46, 12), C.p(sx + sw + 150), C.p(sy + 40), C.p(330), 1.2), stump), (0, 0),
           special_flags=pygame.BLEND_RGB_ADD)
    anv = draw_anvil(3.3 * scale)
    S.blit(anv, anv.get_rect(midbottom=(int(C.p(sx + sw / 2)), int(C.p(sy + 16)))))
    # hammer leaning against the stump
    hl = C.layer()
    hammer_shape(hl, C, 1005, 905, 240, 24, (88, 92, 102), (104, 66, 36))
    S.blit(outlined(hl, 2 * k, (14, 10, 8)), (0, 0))
    # sparks flying from the anvil face
    sp = C.layer()
    ox, oy = sx + sw / 2 + 40, sy - 150
    for _ in range(110):
        a = rng.uniform(-math.pi * 0.92, -math.pi * 0.08)
        d = rng.uniform(10, 380) * rng.uniform(0.4, 1.0)
        x, y = ox + d * math.cos(a), oy + d * math.sin(a) * 0.9
        ln = rng.uniform(4, 18)
        c = (255, rng.randint(150, 235), rng.randint(50, 130), rng.randint(170, 255))
        pygame.draw.line(sp, c, C.pt(x, y), C.pt(x + ln * math.cos(a), y + ln * math.sin(a)),
                         max(1, int(rng.uniform(1.5, 3.2) * k)))
    S.blit(blur(sp, 3 * k), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    S.blit(sp, (0, 0))
    # soft vignette
    S.blit(radial((W, H), (255, 255, 255), (110, 104, 104), radius=0.8, power=2.4), (0, 0),
           special_flags=pygame.BLEND_RGB_MULT)
    return C.finish()


# --------------------------------------------------------------------------
# Registry
# --------------------------------------------------------------------------

_RENDERERS: dict[str, Callable[[float], pygame.Surface]] = {}
for _t in DIE_TYPES:
    for _v in range(1, 7):
        _RENDERERS[f"die_{_t}_{_v}"] = (lambda t, v: (lambda s: draw_die(s, t, v)))(_t, _v)
    _RENDERERS[f"die_{_t}_blank"] = (lambda t: (lambda s: draw_die(s, t, None)))(_t)
for _c in DECLARED_AS:
    for _v in range(1, 7):
        _RENDERERS[f"die_conjurer_{_c}_{_v}"] = (lambda c, v: (lambda s: draw_die(s, "conjurer", v, mark=c)))(_c, _v)
    _RENDERERS[f"die_conjurer_{_c}_blank"] = (lambda c: (lambda s: draw_die(s, "conjurer", None, mark=c)))(_c)
for _b in BOX_TYPES:
    _RENDERERS[f"icon_box_{_b}"] = (lambda b: (lambda s: draw_box(s, b)))(_b)
_RENDERERS.update({
    "die_plus6": draw_plus6,
    "card_gather": draw_card_gather,
    "card_gather_back": draw_card_gather_back,
    "card_craft": draw_card_craft,
    "card_craft_back": draw_card_craft_back,
    "dock_tile": draw_dock_tile,
    "smithy_tile": draw_smithy_tile,
    "token_auto6": draw_token_auto6,
    "token_plus11": draw_token_plus11,
    "anvil": draw_anvil,
    "narwhal": draw_narwhal,
    "icon_x": draw_icon_x,
    "icon_flip": draw_icon_flip,
    "icon_reroll": draw_icon_reroll,
    "icon_bonus": draw_icon_bonus,
    "icon_supply": draw_icon_supply,
    "icon_smithy": draw_icon_smithy,
    "icon_stock": draw_icon_stock,
    "icon_anvil_always": draw_icon_anvil_always,
    "icon_steal": draw_icon_steal,
    "icon_crown": draw_icon_crown,
    "table_bg": draw_table_bg,
    "title_bg": draw_title_bg,
})
assert set(_RENDERERS) == set(SPRITE_NAMES)


def _ensure_pygame() -> None:
    if not pygame.get_init():
        pygame.init()
    if not pygame.font.get_init():
        pygame.font.init()


def render(name: str, scale: float = 1.0) -> pygame.Surface:
    """Draw one sprite in memory (raises KeyError for an unknown name)."""
    _ensure_pygame()
    fn = _RENDERERS[name]
    surf = fn(scale)
    want = (max(1, int(round(SIZES[name][0] * scale))), max(1, int(round(SIZES[name][1] * scale))))
    if surf.get_size() != want:
        surf = pygame.transform.smoothscale(surf, want)
    return surf


def default_out_dir() -> Path:
    from kingsforge.resources import sprites_dir
    d = sprites_dir()
    return d if d.is_dir() else Path(__file__).resolve().parents[2] / "sprites"


def generate(out_dir: str | Path | None = None, scale: float = 1.0, names: Iterable[str] | None = None,
             sounds: bool = True, fonts: bool = True, verbose: bool = False) -> list[Path]:
    """Write the sprites (and sounds, and a copy of the fonts) into ``out_dir``."""
    _ensure_pygame()
    out = Path(out_dir) if out_dir else default_out_dir()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in (names or SPRITE_NAMES):
        surf = render(name, scale)
        path = out / f"{name}.png"
        pygame.image.save(surf, str(path))
        written.append(path)
        if verbose:
            print(f"  {path.name:28s} {surf.get_width()}x{surf.get_height()}")
    if sounds:
        written += generate_sounds(out / "sounds")
    if fonts:
        src = _fonts_dir()
        dst = out / "fonts"
        if src.is_dir() and src.resolve() != dst.resolve():
            shutil.copytree(src, dst, dirs_exist_ok=True)
    return written


# --------------------------------------------------------------------------
# Sounds (standard library only)
# --------------------------------------------------------------------------

RATE = 22050


def _write_wav(path: Path, samples: list[float], peak: float = 0.85) -> Path:
    m = max(1e-9, max(abs(s) for s in samples))
    g = peak / m
    # short fade-out to avoid clicks
    n = len(samples)
    fade = min(n, int(0.004 * RATE))
    for i in range(fade):
        samples[n - 1 - i] *= i / fade
    data = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s * g)) * 32767)) for s in samples)
    with wave.open(str(path), "wb") as wf:
        wf.setnchannels(1)
        wf.setsampwidth(2)
        wf.setframerate(RATE)
        wf.writeframes(data)
    return path


def _add_ping(buf, t0, freq, decay, amp, rng=None, noise=0.0, noise_decay=0.002):
    start = int(t0 * RATE)
    length = int(min(len(buf) - start, decay * 7 * RATE))
    w = 2 * math.pi * freq / RATE
    for i in range(max(0, length)):
        t = i / RATE
        v = amp * math.exp(-t / decay) * math.sin(w * i)
        if noise and rng is not None:
            v += noise * math.exp(-t / noise_decay) * rng.uniform(-1, 1)
        buf[start + i] += v


def _lowpass(buf, alpha):
    out, y = [], 0.0
    for x in buf:
        y += alpha * (x - y)
        out.append(y)
    return out


def sound_roll() -> list[float]:
    rng = random.Random(f"{SEED}-roll")
    n = int(0.62 * RATE)
    buf = [0.0] * n
    # rumble of dice in a cup
    rum = _lowpass([rng.uniform(-1, 1) for _ in range(n)], 0.08)
    for i in range(n):
        t = i / RATE
        buf[i] += 0.35 * rum[i] * min(1, t / 0.03) * math.exp(-t / 0.35)
    t = 0.0
    while t < 0.56:
        amp = rng.uniform(0.35, 1.0) * math.exp(-t / 0.4)
        _add_ping(buf, t, rng.uniform(1700, 4200), rng.uniform(0.003, 0.008), amp, rng, 0.6 * amp, 0.0015)
        _add_ping(buf, t, rng.uniform(500, 900), 0.01, 0.3 * amp)
        t += rng.uniform(0.012, 0.05) * (1 + 2.2 * t)
    return buf


def sound_drop() -> list[float]:
    rng = random.Random(f"{SEED}-drop")
    n = int(0.15 * RATE)
    buf = [0.0] * n
    _add_ping(buf, 0.0, 170, 0.03, 1.0, rng, 0.8, 0.002)
    _add_ping(buf, 0.0, 880, 0.012, 0.5)
    _add_ping(buf, 0.0, 2600, 0.004, 0.3)
    _add_ping(buf, 0.055, 190, 0.015, 0.3, rng, 0.25, 0.001)
    _add_ping(buf, 0.055, 2400, 0.003, 0.12)
    return buf


def sound_craft() -> list[float]:
    rng = random.Random(f"{SEED}-craft")
    n = int(0.65 * RATE)
    buf = [0.0] * n
    f0 = 1040.0
    for ratio, amp, dec in ((1.0, 1.0, 0.32), (2.76, 0.55, 0.2), (5.40, 0.35, 0.12), (8.93, 0.2, 0.07),
                            (1.51, 0.25, 0.18), (0.5, 0.2, 0.09)):
        _add_ping(buf, 0.0, f0 * ratio, dec, amp)
    _add_ping(buf, 0.0, 120, 0.025, 0.9, rng, 1.4, 0.003)
    # slight beating for a metallic shimmer
    _add_ping(buf, 0.0, f0 * 1.006, 0.3, 0.5)
    return buf


def sound_click() -> list[float]:
    rng = random.Random(f"{SEED}-click")
    n = int(0.04 * RATE)
    buf = [0.0] * n
    _add_ping(buf, 0.0, 2300, 0.004, 1.0, rng, 0.5, 0.0008)
    _add_ping(buf, 0.0, 900, 0.006, 0.4)
    return buf


def sound_error() -> list[float]:
    n = int(0.32 * RATE)
    buf = [0.0] * n
    for t0, f, dur in ((0.0, 330.0, 0.14), (0.15, 247.0, 0.17)):
        s0 = int(t0 * RATE)
        ln = int(dur * RATE)
        for i in range(ln):
            if s0 + i >= n:
                break
            t = i / RATE
            env = min(1.0, t / 0.012) * min(1.0, (dur - t) / 0.06)
            v = math.sin(2 * math.pi * f * t) + 0.25 * math.sin(2 * math.pi * 2 * f * t) \
                + 0.1 * math.sin(2 * math.pi * 3 * f * t)
            buf[s0 + i] += 0.6 * env * v
    return buf


SOUNDS = {"roll": (sound_roll, 0.8), "drop": (sound_drop, 0.8), "craft": (sound_craft, 0.8),
          "click": (sound_click, 0.6), "error": (sound_error, 0.45)}


def generate_sounds(out_dir: str | Path) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    return [_write_wav(out / f"{name}.wav", fn(), peak) for name, (fn, peak) in SOUNDS.items()]


# --------------------------------------------------------------------------
# Contact sheet (for looking at the art)
# --------------------------------------------------------------------------


def contact_sheet(src_dir: str | Path, out_path: str | Path, width: int = 1800) -> Path:
    _ensure_pygame()
    src = Path(src_dir)
    files = [src / f"{n}.png" for n in SPRITE_NAMES if (src / f"{n}.png").exists()]
    imgs = [(p.stem, pygame.image.load(str(p))) for p in files]
    label = _font(13, "regular")
    pad = 10
    rows, row, x, rh = [], [], pad, 0
    for name, im in imgs:
        iw, ih = im.get_size()
        if iw > 700:
            im = pygame.transform.smoothscale(im, (iw // 3, ih // 3))
            iw, ih = im.get_size()
        cw = max(iw, 90)
        if x + cw + pad > width and row:
            rows.append((row, rh))
            row, x, rh = [], pad, 0
        row.append((name, im, x))
        x += cw + pad
        rh = max(rh, ih + 18)
    if row:
        rows.append((row, rh))
    total_h = sum(r[1] + pad for r in rows) + pad
    sheet = pygame.Surface((width, total_h))
    # half light parchment, half dark table so alpha edges show on both
    sheet.fill((58, 40, 28))
    y = pad
    for row, rh in rows:
        for name, im, x in row:
            sheet.blit(im, (x, y))
            if label:
                t = label.render(name, True, (235, 225, 200))
                sheet.blit(t, (x, y + im.get_height() + 2))
        y += rh + pad
    out = Path(out_path)
    pygame.image.save(sheet, str(out))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kingsforge.ui.spritegen",
                                 description="Regenerate King's Forge sprites and sounds.")
    ap.add_argument("--scale", type=float, default=1.0, help="size multiplier (1 = base sizes)")
    ap.add_argument("--out", type=Path, default=None, help="output folder (default: the repo's sprites/)")
    ap.add_argument("--only", nargs="*", help="only these sprite names")
    ap.add_argument("--no-sounds", action="store_true")
    ap.add_argument("--contact-sheet", type=Path, default=None, help="also write a contact sheet PNG here")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.scale <= 0:
        ap.error("--scale must be positive")
    out = args.out or default_out_dir()
    written = generate(out, args.scale, args.only, sounds=not args.no_sounds, verbose=not args.quiet)
    if not args.quiet:
        print(f"wrote {len(written)} files to {out}")
    if args.contact_sheet:
        contact_sheet(out, args.contact_sheet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
